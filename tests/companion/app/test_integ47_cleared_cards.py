"""integ47: the one record of a table seen cleared (:class:`~companion.app.cleared_cards.
ClearedCards`), tried as a reviewer: a cloth over the table in a round's middle (the
same cards back, moved or not, end the alarm) at 2 and 6 players, and a false clear whose
first card after it is a real play of the round, the round's cards then back one by one
(held47's rule "once a new card has been held since the clear, an old card read again is a
new one" must not take them for new cards). Its review (session 48): two such plays in turn
before the round's cards are back; and, round 3's showdown gathered, round 4's starter's
card laid exactly where a round-3 card of its name lay (the camera takes it for that card),
then the next player's: given in the order laid."""
import queue

import pytest

from companion.app.live import LiveOptions, LiveTable
from companion.app.live_deal import CLEARED_MID_FRAMES
from companion.app.session import TableSession
from companion.session_log import read_log as read_session_log, resume_report

from . import test_qa46b_held_rounds as t46b
from .test_held_after_end46 import _end_then_keys
from .test_live_deal import GONE, _frames, _table, _texts
from .test_qa46b_held_round4_after_entry import _PlacesCamera, _gathered_showdown, _lay, _near
from .test_qa47_knockout_hand_unread import _moved
from .test_stall import _lay as stall_lay

SIX = ("Alice", "Bob", "Carol", "Dan", "Eve", "Fay")


def _cloth(names, lang="en"):
    """Alice's Urchin and Bob's Entertainer played, then ``CLEARED_MID_FRAMES`` pictures
    reading no card (a cloth): ``(table, said)``, the alarm raised."""
    table, said, _ = _table(names=names, lang=lang)
    table.watcher = _PlacesCamera()
    _frames(table, 6, (1, "the_urchin"))
    _frames(table, 6, (1, "the_urchin"), (2, "the_entertainer"))
    _frames(table, CLEARED_MID_FRAMES + 2)
    assert table.cleared_mid == 1
    return table, said


@pytest.mark.parametrize("names", [("Alice", "Bob"), SIX])
@pytest.mark.parametrize("dx, dy", [(0, 0), (0, 150), (150, 0)])
def test_a_cloth_then_the_same_cards_back_end_the_alarm_at_2_and_6_players(names, dx, dy):
    table, said = _cloth(names)
    n = len(said)
    back = (_moved(1, "the_urchin", dx, dy), _moved(2, "the_entertainer", dx, dy))
    _frames(table, 6, *back)
    third = (3, "the_fed") if len(names) > 2 else (1, "the_fed", 1)
    _frames(table, 6, *back, third)
    texts = _texts(said)[n:]
    assert table.cleared_mid is None and table.cleared_ids is None, texts
    zones = [s.zone for s in table.session.tracker.view().seats]
    assert zones[:3] == ([("the_urchin",), ("the_entertainer",), ("the_fed",)]
                         if len(names) > 2 else [("the_urchin", "the_fed"),
                                                 ("the_entertainer",)]), texts


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
@pytest.mark.parametrize("names", [("Alice", "Bob", "Carol"), SIX])
def test_a_real_play_first_after_a_false_clear_then_the_cards_back_one_by_one(names, lang):
    # the table read bare (a hand over it), Carol plays her Fed while it still hides
    # Alice's and Bob's cards, then they are read again one by one at their own places:
    # the round goes on, Carol's Fed its play, no card of the round taken for a new one
    table, said = _cloth(names, lang)
    fed = (3, "the_fed")
    _frames(table, 6, fed)
    _frames(table, 6, fed, (1, "the_urchin"))
    _frames(table, 6, fed, (1, "the_urchin"), (2, "the_entertainer"))
    fourth = (4, "deep_one") if len(names) > 3 else (1, "deep_one", 1)
    _frames(table, 6, fed, (1, "the_urchin"), (2, "the_entertainer"), fourth)
    texts = _texts(said)
    assert table.cleared_mid is None, texts
    zones = [s.zone for s in table.session.tracker.view().seats]
    assert zones[:4] == ([("the_urchin",), ("the_entertainer",), ("the_fed",), ("deep_one",)]
                         if len(names) > 3 else [("the_urchin", "deep_one"),
                                                 ("the_entertainer",), ("the_fed",)]), texts


def test_two_real_plays_after_a_false_clear_then_the_round_s_cards_back():
    # integ47 review (MEDIUM): Carol's Fed, then Dan's Deep One, laid after a false clear,
    # then Alice's and Bob's cards back: main said each "held; the last round is not
    # settled" (the clear taken as played on: two held) and round 1 stalled (the alarm
    # never ended: 2 back, not more than the 2 held). Two held plays that the round takes
    # in turn, and all its cards back: the cloth lifted, the plays given in turn
    table, said = _cloth(SIX)
    plays = ((3, "the_fed"), (4, "deep_one"))
    _frames(table, 6, *plays[:1])
    _frames(table, 6, *plays)
    n = len(said)
    _frames(table, 6, *plays, (1, "the_urchin"))
    _frames(table, 6, *plays, (1, "the_urchin"), (2, "the_entertainer"))
    texts = _texts(said)[n:]
    assert not any("Urchin" in t or "Entertainer" in t for t in texts), texts
    assert table.cleared_mid is None and table.cleared_ids is None, texts
    zones = [s.zone for s in table.session.tracker.view().seats]
    assert zones == [("the_urchin",), ("the_entertainer",), ("the_fed",), ("deep_one",),
                     (), ()], texts


def test_the_starter_s_card_at_a_gathered_card_s_place_is_given_before_the_next():
    # integ47 review (MEDIUM, on main too): round 3's showdown gathered; round 4's starter
    # Bob lays his Investigators exactly where round 3's lay (the camera takes it for that
    # card: no report), then Carol her Nightgaunt (held); after Enter 3 main gave Carol's
    # first: "The Nightgaunt by Carol? Waiting for Bob's play."
    table, said, cards = _gathered_showdown(0.0)
    laid = [cards[0], _near(3, "nightgaunt", 1, 0.0)]  # Bob's at the old place, Carol's
    _lay(table, laid)
    n = len(said)
    for key in "\n3":
        table._one_key(key)
    _lay(table, laid)
    texts = _texts(said)[n:]
    heard = texts[texts.index("Round 4. Bob starts."):]
    assert heard[1] == "Bob: the Investigators.", heard
    assert not any("Waiting for" in t or t.startswith("Still on the table") for t in heard), heard
    # Bob's Investigators guesses a card, its target unsaid: Carol's Nightgaunt after it
    # may be her hand, knocked out (seed 002: a player knocked out lays the hand face up),
    # the question any table asks (test_qa46b_held_round4_after_entry's Musician too)
    assert [t for t in heard if "?" in t] == [
        "The Nightgaunt in Carol's discard zone: was that Carol's hand, so Carol is out? 1 "
        "yes, 2 no, still in. Answer with plus and the number."], heard
    for key in "+2":
        table._one_key(key)
    _lay(table, laid)
    texts = _texts(said)[n:]
    assert any(t.startswith("Carol: the Nightgaunt.") for t in texts), texts
    view = table.session.tracker.view()
    assert view.round == 4 and [s.zone for s in view.seats] == [
        (), ("investigators",), ("nightgaunt",), ()], texts


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_qa46b_resumed_at_round_7_s_check_then_cleared_round_8_is_given(lang, tmp_path,
                                                                        monkeypatch):
    # play --resume of the QA46b log (held47's fixture) at Alice's Sanity check, round
    # 7's cards on the table, then cleared and round 8's first plays laid (Fay's where her
    # round-7 Investigators lay): main said "Fay queda fuera." (Fay out) in round 8
    log = tmp_path / "play.jsonl"
    log.write_text(t46b.LOG.read_text(encoding="utf-8").replace(
        '"lang": "es"', f'"lang": "{lang}"'), encoding="utf-8")
    said = []
    table = LiveTable(LiveOptions("original", lang, t46b.NAMES, 0, "unused"),
                      TableSession(say=said.append, record=lambda line: None, lang=lang),
                      t46b._Camera(), None, queue.Queue(), lambda c: False, lambda line: None)
    table._seat_markers_seen = lambda first=None, keys=False: [1, 2, 3, 4, 5, 6]
    table.session.resume(resume_report(log))
    table.session.recall()
    table.known.resumed(table.session.tracker.view(), read_session_log(log)[0])
    for _ in range(6):
        table._setup_events += table.watcher.show(*t46b.ROUND_7)
    table._resumed_cards(None)
    assert table.session.tracker.waiting()[:2] == ("check", 0)
    _frames(table, 6, *t46b.ROUND_7)
    stall_lay(table, *t46b.ROUND_7, *t46b.REVEALED)
    _frames(table, CLEARED_MID_FRAMES + GONE)
    assert table.cleared_mid == 7
    stall_lay(table, *t46b.ROUND_8)
    _end_then_keys(table, monkeypatch, ["\n", "1", "\n", "1"])
    view = table.session.tracker.view()
    assert view.round == 8 and [view.seats[s].zone for s in (4, 5, 0)] == [
        ("investigators_original",)] * 3, _texts(said)[-8:]
    assert not view.seats[5].out, _texts(said)[-8:]
