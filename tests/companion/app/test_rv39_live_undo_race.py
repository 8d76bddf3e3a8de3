"""Review 39 (MEDIUM, thread race): the live table's minus twice asks blamed_index()
itself (LiveKeys._undo) and then the session asks it again (UndoKey._key_undo), on the
key's thread, while the voice thread may begin the hint line between the two. Then the
session takes the answer back (Undone: your answer to: …) but the live table thinks it
was a plain undo: _taken_again is not run (the Musician refused before and taken now
stays watched as a left card, given again by the stall: counted twice) and
known.uncorrected() is run for no correction."""
from companion.app import undo_key
from companion.app.session import TableSession
from tests.companion.app.test_live import _appeared
from tests.companion.app.test_rv39_flipped_card_lost import _keys, _rlyeh_asked


def test_the_hint_begun_during_the_undo_still_stops_watching_the_card(tmp_path, monkeypatch):
    table, said = _rlyeh_asked(tmp_path)
    _keys(table, "+2")  # wrong: Insane
    table._card_appeared(_appeared(3, "the_musician", 5))  # refused; the hint is told
    assert said[-1].brief.startswith("It would fit without your answer")
    begun = undo_key._begun
    calls = []

    # not begun when first asked, begun after (the session's drop_unheard now asks first
    # too: the test below holds it unbegun until the session's undo runs)
    def voice_begins_it_now(heard):
        calls.append(heard)
        return len(calls) > 1 and begun(heard)

    monkeypatch.setattr(undo_key, "_begun", voice_begins_it_now)
    _undo_takes_the_answer_back(table, said)


def test_the_live_table_takes_the_kind_of_undo_from_the_session(tmp_path, monkeypatch):
    """As above, the hint begun only once the session's undo runs (whatever asks before it,
    the live table's own guards included): the live table does as the session did."""
    table, said = _rlyeh_asked(tmp_path)
    _keys(table, "+2")  # wrong: Insane
    table._card_appeared(_appeared(3, "the_musician", 5))  # refused; the hint is told
    begun, key_undo, in_undo = undo_key._begun, TableSession._key_undo, []

    def undo_now(self, command):
        in_undo.append(True)
        return key_undo(self, command)

    monkeypatch.setattr(undo_key, "_begun", lambda heard: bool(in_undo) and begun(heard))
    monkeypatch.setattr(TableSession, "_key_undo", undo_now)
    _undo_takes_the_answer_back(table, said)


def _undo_takes_the_answer_back(table, said):
    """Minus twice: the answer is taken back, The Musician taken once and not watched."""
    table.undo_at = -1e9
    _keys(table, "--")
    assert "Undone: your answer to: Carol: Sane or Insane effect?" in [a.brief for a in said]
    table._stall_release()
    table._left_cards()
    assert table.session.tracker.view().seats[2].zone.count("the_musician") == 1
    assert not table.left_cards
