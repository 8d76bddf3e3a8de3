"""QA43 M1: a 2-player table played with 3 names (a 2-player video, ``--players Alice Bob
Carol``). The 2-player set-up (5 cards face up in the middle, seed 002 "Setup", 2-Player
Only) with the seat markers of 2 players only is said once with what to do, and a player
whose seat marker was never seen is said only probably out from a card of the next
player's (her zone cannot be read), and stays so once her marker is seen, until her hand
is named (review of seats43)."""
import pytest

from companion.tracker import observations as o
from companion.tracker.tracker import UNCONFIRMED, Tracker
from vision.records import CardAppeared

from .test_live_setup import _set_up_with, _table, _texts

FACE_UP = ("the_fed", "cultists", "deep_one", "cthulhu", "randall_tillinghast")


def _middle(table, keys=FACE_UP):
    for key in keys:
        table._card_appeared(CardAppeared(seat=None, candidates=(key,), index_in_zone=0,
                                          frame_index=0, middle=True))


@pytest.mark.parametrize("lang, says", [
    ("en", "The table is set for 2 players, with cards face up in the middle, but you named "
           "3. Put Carol's seat tile down, or start again with 2 names."),
    ("fr", "La table est mise pour 2 joueurs, avec des cartes face visible au milieu, mais "
           "vous avez donné 3 noms. Posez la tuile de place de Carol, ou recommencez avec 2 "
           "noms."),
    ("es", "La mesa está preparada para 2 jugadores, con cartas boca arriba en el centro, "
           "pero diste 3 nombres. Pon la ficha de asiento de Carol, o empieza de nuevo con 2 "
           "nombres."),
])
def test_qa43_a_two_player_set_up_with_three_names_is_said_once_with_what_to_do(lang, says):
    table, said, _ = _table(names=("Alice", "Bob", "Carol"), lang=lang, markers=(1, 2))
    _set_up_with(table, 1)
    _middle(table)
    texts = _texts(said)
    assert texts.count(says) == 1
    assert texts[-1] == says  # said with the 3rd card, none of the cards named
    assert table.session.tracker.view().face_up == ()  # no face-up cards with 3 players


def test_qa43_two_players_words_are_plural_for_two_missing_seats():
    table, said, _ = _table(names=("Alice", "Bob", "Carol", "Dan"), markers=(1, 2))
    _set_up_with(table, 1)
    _middle(table)
    assert _texts(said)[-1] == (
        "The table is set for 2 players, with cards face up in the middle, but you named 4. "
        "Put the seat tiles of Carol and Dan down, or start again with 2 names.")


@pytest.mark.parametrize("names, markers", [
    (("Alice", "Bob", "Carol"), (1, 2, 3)),  # every seat marker seen: no 2-player table
    (("Alice", "Bob"), (1, 2)),  # 2 names: the face-up cards taken as ever
])
def test_qa43_no_two_player_notice_when_the_markers_fit_the_names(names, markers):
    table, said, _ = _table(names=names, markers=markers)
    _set_up_with(table, 1)
    _middle(table)
    assert not any("set for 2 players" in text for text in _texts(said))
    assert table.session.tracker.view().face_up == (FACE_UP if len(names) == 2 else ())


def _boxer_then_alice(unread=frozenset()):
    tracker = Tracker()
    tracker.unread_seats = unread
    events = []
    for obs in (o.start("arkham", ["Alice", "Bob", "Carol"], "en"),
                o.card_seen(0, "the_urchin"), o.card_seen(1, "the_boxer"),
                o.card_seen(0, "investigators")):
        events = tracker.apply(obs)
    return tracker, events


def test_qa43_a_seat_never_seen_is_said_only_probably_out_from_the_next_players_card():
    # Alice protected, Bob's Boxer compares with Carol; then Alice's card: Carol lost and
    # her hand is owed (QA F26). With her zone unread, only that card tells it: "probably
    # out, not confirmed" (review of seats43: said nothing, then "out" as fact once seen)
    tracker, events = _boxer_then_alice(frozenset({2}))
    assert [(e.kind, e.seat, e.value) for e in events if e.kind == "player_out"] == [
        ("player_out", 2, UNCONFIRMED)]
    assert tracker.probably_out() == (2,)
    tracker, events = _boxer_then_alice()  # her seat read: said out, the hand owed, as before
    assert ("player_out", 2, None) in [(e.kind, e.seat, e.value) for e in events]
    assert tracker.probably_out() == ()


@pytest.mark.parametrize("markers, counted", [((1, 2), False), ((1, 2, 3), True)])
def test_qa43_the_deck_count_is_not_said_once_the_table_is_said_set_for_two(markers,
                                                                           counted):
    # Alice's R'lyeh on herself: 2 cards from the deck, then "... 17 cards left." (for 3
    # players); a 2-player table keeps 11 there (QA43 M1: "15 cards left", truth 11)
    table, said, _ = _table(names=("Alice", "Bob", "Carol"), markers=markers)
    _set_up_with(table, 1)
    _middle(table)
    for obs in (o.card_seen(0, "rlyeh"), o.target(0), o.card_seen(0, "stowaway"),
                o.card_seen(0, "investigators")):
        table.session.observe(obs)
    texts = _texts(said)
    assert any("from the deck into Alice's zone" in text for text in texts)
    assert any("cards left" in text for text in texts) == counted


def test_qa43_the_set_up_marks_the_missing_seats_unread_until_their_marker_is_seen():
    table, said, _ = _table(names=("Alice", "Bob", "Carol"), markers=(1, 2))
    _set_up_with(table, 1)
    assert table.session.tracker.unread_seats == {2}
    table.camera._late_markers({3})
    assert table.session.tracker.unread_seats == frozenset()


def _carol_held_out_unread():
    """A live table of 3 names, Carol's marker unseen: Alice's Urchin, Bob's Boxer (on
    Carol), then Alice's card, the accounts holding Carol out, her hand owed:
    ``(table, said)``."""
    table, said, _ = _table(names=("Alice", "Bob", "Carol"), markers=(1, 2))
    _set_up_with(table, 1)
    for obs in (o.card_seen(0, "the_urchin"), o.card_seen(1, "the_boxer"),
                o.card_seen(0, "investigators")):
        table.session.observe(obs)
    return table, said


def test_qa43_key_8_says_an_unread_seat_held_out_may_be_out():
    # Carol's marker never seen, Bob's Boxer, then Alice's card: the table goes on as if
    # Carol lost, her hand owed; key 8 said "Carol is out" as fact
    table, said = _carol_held_out_unread()
    table.session._key_table(None)
    text = _texts(said)[-1]
    assert text.startswith("Table.") and "Carol may be out (not confirmed)" in text
    assert "Carol is out" not in " ".join(_texts(said))


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_qa43_the_helper_guides_quote_the_two_player_table_line(lang):
    from pathlib import Path

    from companion.narration.catalog import message
    guide = Path(__file__).parents[3] / "docs" / f"guide-helper.{lang}.md"
    text = " ".join(guide.read_text(encoding="utf-8").split())
    said = message(lang, "app.setup_two_players_seen", count=1, players=3, names="Carol")
    assert said.split(". ")[0] in text


def test_qa43_one_middle_card_read_again_is_not_a_two_player_set_up():
    # A 3-player table, Carol's tile under a mug: one card in the middle (turned up by
    # mistake, then covered by a hand and seen again) is read 3 times before the first play.
    # Counting reads said "The table is set for 2 players" and silenced the deck count.
    table, said, _ = _table(names=("Alice", "Bob", "Carol"), markers=(1, 2))
    _set_up_with(table, 1)
    _middle(table, ("the_fed",) * 3)
    assert not any("set for 2 players" in text for text in _texts(said))
    assert not table.session.deck_unsure
    _middle(table, ("cultists", "deep_one"))  # 3 different cards: set for 2
    assert sum("set for 2 players" in text for text in _texts(said)) == 1


def test_qa43_a_player_held_out_while_her_marker_was_hidden_stays_unconfirmed_once_seen():
    # The usual case: a 3-player table, Carol's tile under a mug. Bob's Boxer beats Carol,
    # Alice plays next: Carol was never said out, and once the mug was lifted key 8 said
    # "Carol is out" as fact, unheard (review of seats43). She is said probably out at
    # once; seeing her marker tells nothing of her out: key 8 still hedges, and so does
    # the status line ("x?"), until her hand is named.
    table, said = _carol_held_out_unread()
    assert "Carol is probably out: the cards tell it, not confirmed." in _texts(said)
    table.camera._late_markers({3})
    assert table.session.tracker.unread_seats == frozenset()
    table.session._key_table(None)
    assert "Carol may be out (not confirmed)" in _texts(said)[-1]
    assert "Carol is out" not in " ".join(_texts(said))
    assert "Carol:0x?" in table.status_line()
    for obs in (o.card_seen(2, "the_fed"), o.card_seen(1, "cultists")):  # her hand, Bob's
        table.session.observe(obs)
    assert table.session.tracker.probably_out() == ()
    table.session._key_table(None)
    assert "Carol is out" in _texts(said)[-1]
    assert "Carol:1x " in table.status_line()


def test_qa43_key_2_does_not_say_the_deck_count_once_the_table_is_said_set_for_two():
    # QA43 M1: "15 cards left", truth 11. The news no longer says it, but key 2 said
    # "21 cards left in the deck." (the count for 3 names) as fact; it now says the
    # 2-player table line again, with what to do.
    from companion.app.keys import Command
    table, said, _ = _table(names=("Alice", "Bob", "Carol"), markers=(1, 2))
    _set_up_with(table, 1)
    _middle(table)
    notice = _texts(said)[-1]
    table.session.key(Command("deck"))
    assert not any("cards left" in text for text in _texts(said))
    assert _texts(said)[-1] == notice


def test_qa43_the_deck_count_is_said_again_once_every_missing_tile_is_laid():
    # The player did as told: Carol's tile laid. The table has a marker for every name;
    # key 2 said "Put Carol's seat tile down" again, and no deck count ever came back.
    from companion.app.keys import Command
    table, said, _ = _table(names=("Alice", "Bob", "Carol"), markers=(1, 2))
    _set_up_with(table, 1)
    _middle(table)
    table.camera._late_markers({3})
    table.session.key(Command("deck"))
    assert _texts(said)[-1].endswith("cards left in the deck.")


def test_qa43_a_player_entered_out_while_her_marker_is_hidden_is_not_said_unconfirmed():
    # Review of unify43: Carol's tile under a mug, Bob's Investigators on her, the helper
    # enters "Carol is out" (key for out); Alice plays next. The out is the table's word,
    # not the cards': said as a fact (as with her marker seen), never "probably out, not
    # confirmed", and key 8 does not hedge it.
    for unread in (frozenset({2}), frozenset()):
        tracker = Tracker()
        tracker.unread_seats = unread
        events = []
        for obs in (o.start("arkham", ["Alice", "Bob", "Carol"], "en"),
                    o.card_seen(0, "the_urchin"), o.card_seen(1, "investigators"),
                    o.target(2), o.guess(3), o.seat_out(2), o.card_seen(0, "the_boxer")):
            events += tracker.apply(obs)
        assert [(e.seat, e.value) for e in events if e.kind == "player_out"] == [(2, None)]
        assert tracker.probably_out() == ()


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_qa43_the_helper_guides_explain_the_status_lines_x_question_mark(lang):
    # Review of unify43: the status line marks a player only probably out "x?"; the
    # helper's guide, which explains "x" and "*", did not say what "x?" means.
    from pathlib import Path
    guide = Path(__file__).parents[3] / "docs" / f"guide-helper.{lang}.md"
    assert "`x?`" in guide.read_text(encoding="utf-8")


def _unread_log(edition="arkham", cards=("the_urchin", "the_boxer", "investigators"),
                marked=True) -> str:
    """A log of Carol's tile under a mug: Alice's, Bob's (Carol's out owed) and Alice's
    cards, each line marked with the unread seat as play writes it (hedge44)."""
    mark = ',"unread":[2]' if marked else ""
    return "\n".join([
        '{"seq":1,"obs":{"kind":"start","value":{"edition":"%s","names":["Alice",'
        '"Bob","Carol"],"lang":"en","first":0,"options":{}}}}' % edition] + [
        '{"seq":%d,"obs":{"kind":"card","seat":%d,"cards":["%s"]}%s}'
        % (n + 2, n % 2, card, mark) for n, card in enumerate(cards)]) + "\n"


@pytest.mark.parametrize("edition, cards", [
    ("arkham", ("the_urchin", "the_boxer", "investigators")),
    ("original", ("elder_sign", "great_race_of_yith", "investigators_original"))])
def test_qa43_a_resumed_game_keeps_an_unread_seats_out_unconfirmed(tmp_path, edition, cards):
    # Carol's tile under a mug: "Carol is probably out: the cards tell it, not confirmed."
    # was said live; after play --resume of that log, key 8 said "Carol is out" as fact
    # and the status line "x" (the replay had every zone read; review of unify43). The
    # lines now keep the unread seat (hedge44).
    from companion.session_log import resume_report
    log = tmp_path / "play.jsonl"
    log.write_text(_unread_log(edition, cards))
    report = resume_report(log)
    assert report.tracker.probably_out() == (2,)
    assert not report.errors and not report.refused
    assert report.tracker.unread_seats == frozenset()  # the live set-up reads the tiles


def test_qa43_a_log_without_the_unread_mark_still_resumes(tmp_path):
    # A log written before hedge44: no "unread" on its lines; it loads as before (every
    # zone read: Carol's out is the cards' in that replay), nothing refused.
    from companion.session_log import resume_report
    log = tmp_path / "play.jsonl"
    log.write_text(_unread_log(marked=False))
    report = resume_report(log)
    assert not report.errors and not report.refused and report.observations == 4


def test_qa43_the_session_log_writes_the_unread_seats_and_its_copy_keeps_them(tmp_path):
    # The live session marks each line while a zone is unread; play --resume A --log B
    # copies the marks (logged_with_marks); undoing Alice's card that held Carol out
    # resumes with Carol in.
    from companion.app.session import TableSession
    from companion.session_log import SessionLog, logged_with_marks, resume_report
    path = tmp_path / "play.jsonl"
    with SessionLog(path, sync=False) as log:
        session = TableSession(say=lambda a: None, record=log.record)
        session.observe(o.start("arkham", ["Alice", "Bob", "Carol"], "en"))
        session.tracker.unread_seats = frozenset({2})
        for seat, card in ((0, "the_urchin"), (1, "the_boxer"), (0, "investigators")):
            session.observe(o.card_seen(seat, card))
    assert session.tracker.probably_out() == (2,)
    assert [m.get("unread") for _, m in logged_with_marks(path)] == [None] + [[2]] * 3
    assert resume_report(path).tracker.probably_out() == (2,)
    copy = tmp_path / "copy.jsonl"
    with SessionLog(copy, sync=False) as log:
        for obs, marks in logged_with_marks(path):
            log.record(obs, **marks)
    assert resume_report(copy).tracker.probably_out() == (2,)
    with SessionLog(path, sync=False) as log:
        log.record(o.undo())
    undone = resume_report(path).tracker
    assert undone.probably_out() == () and not undone.state.out[2]


def test_qa43_a_card_refused_in_an_unread_seats_zone_says_she_was_only_probably_out():
    # Review of unify43: Carol said "probably out" (held out while her tile was hidden),
    # the mug lifted, her hand laid, then another card of hers: refused "as Carol is out",
    # a fact, contradicting the hedged out; said as for probable43's outs.
    table, said = _carol_held_out_unread()
    table.camera._late_markers({3})
    for obs in (o.card_seen(1, "the_fed"), o.card_seen(2, "cultists"),
                o.card_seen(2, "deep_one")):
        table.session.observe(obs)
    refusal = [t for t in _texts(said) if t.startswith("Not counted")]
    assert refusal == ["Not counted: the Deep One in Carol's zone: Carol was only "
                       "probably out."]
