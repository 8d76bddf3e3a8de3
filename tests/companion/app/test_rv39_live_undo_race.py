"""Review 39 (MEDIUM, thread race): the live table's minus twice asks blamed_index()
itself (LiveKeys._undo) and then the session asks it again (UndoKey._key_undo), on the
key's thread, while the voice thread may begin the hint line between the two. Then the
session takes the answer back (Undone: your answer to: …) but the live table thinks it
was a plain undo: _taken_again is not run (the Musician refused before and taken now
stays watched as a left card, given again by the stall: counted twice) and
known.uncorrected() is run for no correction."""
from companion.app import undo_key
from companion.tracker import observations as o
from tests.companion.app.test_correct_heard import NAMES
from tests.companion.app.test_correction_choice import _BOB_ASKED
from tests.companion.app.test_live import _appeared, live

BOB_HAND = o.card_seen(1, "the_fed")
CAROL_CHECK = o.card_seen(2, "the_fed")


def test_the_hint_begun_during_the_undo_still_stops_watching_the_card(tmp_path, monkeypatch):
    table, said = live(tmp_path)
    s = table.session
    s.observe(o.start("arkham", list(NAMES), "en", 0))
    for seat, key in _BOB_ASKED:
        s.observe(o.card_seen(seat, key))
    for obs in (BOB_HAND, CAROL_CHECK, o.card_seen(2, "rlyeh")):
        s.observe(obs)

    def keys(typed):
        for key in typed:
            table.keys.put(key)
        table._keys()

    keys("+2")  # wrong: Insane
    table._card_appeared(_appeared(3, "the_musician", 5))  # refused; the hint is told
    assert said[-1].brief.startswith("It would fit without your answer")
    begun = undo_key._begun
    calls = []

    def voice_begins_it_now(heard):  # not begun when LiveKeys._undo asks, begun after
        calls.append(heard)
        return len(calls) > 1 and begun(heard)

    monkeypatch.setattr(undo_key, "_begun", voice_begins_it_now)
    table.undo_at = -1e9
    keys("--")
    assert "Undone: your answer to: Carol: Sane or Insane effect?" in [a.brief for a in said]
    table._stall_release()
    table._left_cards()
    assert s.tracker.view().seats[2].zone.count("the_musician") == 1
    assert not table.left_cards


def test_the_live_table_takes_the_kind_of_undo_from_the_session(tmp_path, monkeypatch):
    """As above, the hint begun only once the session's undo runs (whatever asks before it,
    the live table's own guards included): the live table does as the session did."""
    from companion.app.session import TableSession
    table, said = live(tmp_path)
    s = table.session
    s.observe(o.start("arkham", list(NAMES), "en", 0))
    for seat, key in _BOB_ASKED:
        s.observe(o.card_seen(seat, key))
    for obs in (BOB_HAND, CAROL_CHECK, o.card_seen(2, "rlyeh")):
        s.observe(obs)
    for key in "+2":  # wrong: Insane
        table.keys.put(key)
    table._keys()
    table._card_appeared(_appeared(3, "the_musician", 5))  # refused; the hint is told
    begun, key_undo, in_undo = undo_key._begun, TableSession._key_undo, []

    def undo_now(self, command):
        in_undo.append(True)
        return key_undo(self, command)

    monkeypatch.setattr(undo_key, "_begun", lambda heard: bool(in_undo) and begun(heard))
    monkeypatch.setattr(TableSession, "_key_undo", undo_now)
    table.undo_at = -1e9
    for key in "--":
        table.keys.put(key)
    table._keys()
    assert "Undone: your answer to: Carol: Sane or Insane effect?" in [a.brief for a in said]
    table._stall_release()
    table._left_cards()
    assert s.tracker.view().seats[2].zone.count("the_musician") == 1
    assert not table.left_cards
