"""QA47 HIGH-1 (r2: 3 players, original, busy, fr, ``companion demo`` seed 22; ``companion
play --source`` the demo video, questions left unanswered; ``/tmp/s47/qa47/r2/``
``play-session.jsonl`` lines 51-62, ``said.log`` lines 147-169): round 5 ends by a
knock-out, Bob failing his Sanity check, his hand (the Elder Sign) never read; the table is
gathered ~3 s (a few pictures at 0.2-0.4 s a picture) and round 6 dealt. Bob's round-6
Great Race of Yith was taken as his round-5 hand ("Bob quitte la manche ; sa main : la
Grande Race de Yith."), then said left from the last round ("Encore sur la table depuis la
dernière manche ... Retirez cette carte"), Carol's Elder Sign refused ("On attend le jeu
d'Alice"), and rounds 6-7 and the game's winner were lost.

As at a showdown (test_qa46_showdown_unread), every card but the awaited hand is laid when
the last knock-out's hand is awaited: a gathered table is the round's end, said at once
with the hand awaited, and the next round's cards wait for it
(:meth:`~companion.app.live_deal.NextDeal._hand_ends_round`).

The tracker's inputs are the tester's session log up to Bob's failed check
(``tests/companion/qa47_r2_round5.jsonl``, lines 1-53); the camera's readings after it are
given by hand to a real stabilizer, 0.4 s apart (as in test_qa46_showdown_unread)."""
import dataclasses
import queue
from pathlib import Path

import pytest

from companion.app.live import LiveOptions, LiveTable
from companion.app.live_deal import CLEARED_MID_FRAMES
from companion.app.session import TableSession
from companion.session_log import read_log as read_session_log, resume_report
from companion.session_log_lines import read_log
from companion.tracker import observations as o

from .stabilizer_camera import sighting
from .test_live_deal import _table, _texts
from .test_qa46_showdown_unread import _SlowCamera, _frames
from .test_qa46b_held_round4_after_entry import _PlacesCamera, _gathered_showdown, _lay

LOG = Path(__file__).parent.parent / "qa47_r2_round5.jsonl"
NAMES = ("Alice", "Bob", "Carol")
#: round 6's first plays in the demo's truth (seat 1-based, key, place in the zone)
ROUND_6 = ((1, "investigators_original", 0), (2, "great_race_of_yith", 0),
           (3, "elder_sign", 0))
#: the cleared line, in each language
CLEARED = {
    "en": "The table was cleared, but round 5 is not over: still waiting for Bob's hand.",
    "fr": "La table a été débarrassée, mais la manche 5 n'est pas finie : on attend encore "
          "la main de Bob.",
    "es": "Se ha recogido la mesa, pero la ronda 5 no ha terminado: la mesa aún espera la "
          "mano de Bob.",
}


def _knocked_out(lang="en", place=1):
    """The table after Bob's failed Sanity check, his hand awaited; the camera holding
    each zone's last 3 cards from that zone's ``place`` on (1: a place apart from where
    round 6's first card is laid; 0: at it)."""
    said = []
    table = LiveTable(LiveOptions("original", lang, NAMES, 0, "unused"),
                      TableSession(say=said.append, record=lambda line: None, lang=lang),
                      _SlowCamera(), None, queue.Queue(), lambda c: False, lambda line: None)
    table._seat_markers_seen = lambda first=None, keys=False: [1, 2, 3]
    table.guided_setup()
    tracker = logged_in_view(table, LOG, place)
    assert tracker.view().round == 5 and tracker.waiting()[:2] == ("hand", 1)
    return table, said


def logged_in_view(table, log, place=0):
    """``table`` after the session ``log``'s observations, its camera holding each zone's
    last 3 cards (claimed, stable: no news) from that zone's ``place`` on; its tracker."""
    observations, errors = read_log(log)
    assert not errors and observations[0].kind == "start"
    for obs in observations[1:]:
        table.session.observe(obs)
    tracker = table.session.tracker
    view = tracker.view()
    shown = []
    for seat, zone in enumerate(s.zone for s in view.seats):
        for key in zone:
            table.known.claim(view, seat, key)
        shown += [(seat + 1, key, place + i) for i, key in enumerate(zone[-3:])]
    for _ in range(6):
        table.watcher.show(*shown)
    return tracker


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_table_gathered_after_the_last_knock_out_asks_for_the_hand(lang):
    table, said = _knocked_out(lang)
    n = len(said)
    _frames(table, 8)  # 3.2 s of gathered table, 8 pictures (showdown47: nothing said)
    assert any(text.startswith(CLEARED[lang]) for text in _texts(said)[n:]), _texts(said)[n:]
    assert table.cleared_mid == 5


@pytest.mark.parametrize("place", [0, 1])
def test_round_6_s_plays_wait_for_bob_s_hand_then_are_round_6_s(place):
    table, said = _knocked_out(place=place)
    _frames(table, 8)
    n = len(said)
    for i in range(len(ROUND_6)):
        _frames(table, 6, *ROUND_6[:i + 1])
    texts = _texts(said)[n:]
    # showdown47 (and main): "Bob is out, with the Great Race of Yith.", "Still on the
    # table from the last round: the Great Race of Yith in Bob's zone. Take it away ..."
    assert not any(text.startswith("Bob is out") for text in texts), texts
    assert table.session.tracker.view().round == 5, texts
    n = len(said)
    for key in "\n4+1":  # Bob's hand: rank 4, the Elder Sign (not the Liber Ivonis)
        table._one_key(key)
    _frames(table, 6, *ROUND_6)
    texts = _texts(said)[n:]
    assert "Bob's hand: the Elder Sign." in texts and "Round 6. Alice starts." in texts, texts
    assert not any(t.startswith("Still on the table from the last round") for t in texts), texts
    assert not any("Waiting for Alice's play" in t for t in texts), texts
    assert "Alice: the Investigators." in texts, texts
    view = table.session.tracker.view()
    assert view.round == 6 and [s.zone for s in view.seats] == [
        ("investigators_original",), ("great_race_of_yith",), ("elder_sign",)], texts


def test_two_players_the_knocked_out_hand_unread_then_round_2_s_plays():
    # 2 players, arkham: Alice's Investigators guesses Bob's card, Bob out, his hand never
    # read, the table gathered 3.2 s (main, showdown47: "The Urchin by Alice? Waiting for
    # Bob's hand.", "The Fed by Bob? Alice guessed 5.", round 2 never dealt)
    table, said, _ = _table()
    table.watcher = _SlowCamera()
    _frames(table, 6, (1, "investigators"))
    for obs in (o.target(1), o.guess(5), o.seat_out(1)):
        table.session.observe(obs)
    n = len(said)
    _frames(table, 8)
    assert any(t.startswith("The table was cleared, but round 1 is not over: still waiting "
                            "for Bob's hand.") for t in _texts(said)[n:]), _texts(said)[n:]
    cards = ((1, "the_urchin", 0), (2, "the_fed", 1))
    for i in range(len(cards)):
        _frames(table, 6, *cards[:i + 1])
    for key in "\n5+1+1":  # Bob's hand: rank 5, in his zone, The Musician
        table._one_key(key)
    _frames(table, 12, *cards)
    texts = _texts(said)[n:]
    assert "Bob's hand: The Musician." in texts and "Round 2. Alice starts." in texts, texts
    assert "Alice: The Urchin." in texts, texts
    view = table.session.tracker.view()
    assert view.round == 2 and [s.zone for s in view.seats] == [
        ("the_urchin",), ("the_fed",)], texts

def _moved(seat, key, dx, dy):
    """``key`` read in ``seat``'s zone, ``dx``, ``dy`` px off that zone's first place."""
    s = sighting(seat, key)
    return dataclasses.replace(s, polygon=tuple((x + dx, y + dy) for x, y in s.polygon))


@pytest.mark.parametrize("dx, dy", [(0, 100), (0, 150), (150, 0)])
def test_a_cloth_mid_round_then_the_same_cards_back_moved_end_the_alarm(dx, dy):
    # review of showdown47 (its open point a): a cloth over the table in round 1's middle,
    # the same cards back 150 px off their places; on showdown47 they were taken as new
    # cards laid since the clear (ClearedTable._gathered_card), every later play held "the last
    # round is not settled", round 1 stalled (main: the alarm ended, Carol's Fed taken)
    table, said, _ = _table(names=NAMES)
    table.watcher = _PlacesCamera()
    _frames(table, 6, (1, "the_urchin"))
    _frames(table, 6, (1, "the_urchin"), (2, "the_entertainer"))
    n = len(said)
    _frames(table, CLEARED_MID_FRAMES + 2)  # the cloth
    assert table.cleared_mid == 1
    back = (_moved(1, "the_urchin", dx, dy), _moved(2, "the_entertainer", dx, dy))
    _frames(table, 6, *back)
    _frames(table, 6, *back, (3, "the_fed"))
    _frames(table, 6, *back, (3, "the_fed"), (1, "deep_one", 1))
    texts = _texts(said)[n + 1:]
    assert texts == ["Carol: The Fed.", "Alice.", "Alice: the Deep One."], texts
    assert table.cleared_mid is None
    assert [s.zone for s in table.session.tracker.view().seats] == [
        ("the_urchin", "deep_one"), ("the_entertainer",), ("the_fed",)]


def test_held_cards_dealt_in_turn_are_said_without_a_doubt():
    # review of showdown47 (LOW, its open point b): round 4's held cards dealt in turn after
    # Enter 3, Carol's Musician said "It lay there before this turn: check it.": laid in
    # turn, after Bob's, no doubt
    table, said, cards = _gathered_showdown(150.0)
    _lay(table, cards[:2])  # Bob's Investigators, then Carol's Musician: held
    n = len(said)
    for key in "\n3":
        table._one_key(key)
    _lay(table, cards)
    texts = _texts(said)[n:]
    assert "Bob: the Investigators." in texts, texts
    assert "Carol: The Musician." in texts, texts


def test_resumed_on_the_gathered_table_round_6_s_plays_wait_for_bob_s_hand(tmp_path):
    # review of showdown47 (MEDIUM): play --resume of the QA47 log at Bob's awaited hand
    # onto the gathered table; main said round 6's cards "The camera reads the
    # Investigators in Alice's zone where the log has the Silver Key: check it", then Enter
    # 4 settled round 5 but round 6 was never dealt, its plays lost. The log's cards, none
    # read since the resume, count as the round's for the clear (KnownCards.logged_unread)
    table, said = _resumed_gathered(tmp_path, LOG, "original", NAMES)
    _frames(table, 8)
    assert any(t.startswith(CLEARED["en"]) for t in _texts(said)), _texts(said)
    for i in range(len(ROUND_6)):
        _frames(table, 6, *ROUND_6[:i + 1])
    for key in "\n4+1":  # Bob's hand: rank 4, the Elder Sign
        table._one_key(key)
    _frames(table, 6, *ROUND_6)
    texts = _texts(said)
    assert not any("where the log has" in t for t in texts), texts
    view = table.session.tracker.view()
    assert view.round == 6 and [s.zone for s in view.seats] == [
        ("investigators_original",), ("great_race_of_yith",), ("elder_sign",)], texts


def _resumed_gathered(tmp_path, source, edition, names):
    """The session log ``source`` resumed (en) onto a gathered table: every zone empty in
    the set-up's pictures (4 seat markers, 0.4 s apart): ``(table, said)``."""
    log = tmp_path / "play.jsonl"
    log.write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
    said = []
    table = LiveTable(LiveOptions(edition, "en", names, 0, "unused"),
                      TableSession(say=said.append, record=lambda line: None, lang="en"),
                      _SlowCamera(), None, queue.Queue(), lambda c: False, lambda line: None)
    table._seat_markers_seen = lambda first=None, keys=False: list(range(1, len(names) + 1))
    table.session.resume(resume_report(log))
    table.session.recall()
    table.known.resumed(table.session.tracker.view(), read_session_log(log)[0])
    for _ in range(6):  # the set-up's pictures: the table gathered
        table._setup_events += table.watcher.show()
    table._resumed_cards(None)
    return table, said


def test_resumed_at_a_showdown_onto_the_gathered_table_asks_for_the_hand(tmp_path):
    # the same for QA46's showdown (Carol's revealed hand awaited, test_qa46_showdown_unread)
    from .test_qa46_showdown_unread import CLEARED as SHOWDOWN, LOG as QA46, ROUND_4
    table, said = _resumed_gathered(tmp_path, QA46, "arkham", ("Alice", "Bob", "Carol", "Dan"))
    _frames(table, 8)
    assert any(t.startswith(SHOWDOWN["en"]) for t in _texts(said)), _texts(said)
    for i in range(len(ROUND_4)):
        _frames(table, 6, *ROUND_4[:i + 1])
    for key in "\n3":  # Carol's revealed hand: rank 3, the Boxer
        table._one_key(key)
    _frames(table, 6, *ROUND_4)
    texts = _texts(said)
    assert "Carol reveals The Boxer." in texts and not any("where the log has" in t
                                                           for t in texts), texts
    view = table.session.tracker.view()
    assert view.round == 4 and [seat.zone for seat in view.seats][1:] == [
        ("investigators",), ("the_musician", "nightgaunt"), ("tommy_gun",)], texts
