"""QA49 HIGH-1, r1 (5 players, original, fr, ``companion demo`` seed 51, busy): round 2
stalled behind Carol's play, never read ("Still waiting for Carol's play … The 2 cards
laid since wait for it."); the table played on for four minutes, with no bare table long
enough to say it cleared: round 2's last cards, then rounds 3-7's, were held by the stall
or refused ("Check Eve's zone: the Deep Ones again?", "Not counted: … as Eve is out.").
Enter and 1, four minutes late, gave Carol's Investigators, and the later rounds' cards
were then taken as round 2's: "Dan is out." "Carol wins the round." (truth: Dan won it).
More cards laid since the stall began than round 2 could still bring end it unseen, said
so; none is given, and the companion follows again from the next deal
(:mod:`companion.app.stall_lost`).

The tracker's inputs are the tester's session log (``play-session.jsonl`` lines 1-41, up
to Carol's Sanity check card in round 2: ``tests/companion/qa49_r1_round2.jsonl``); the
camera's readings after it, round 2's rest and rounds 3-4's cards as the demo's truth
(``demo-transcript.txt``) lays them, are given by hand to a real stabilizer."""
from pathlib import Path

import pytest

from companion.app.session import TableSession

from .test_live_deal import GATHERED, _frames, _texts
from .test_qa46b_held_rounds import table_from_log
from .test_stall import _lay

LOG = Path(__file__).parent.parent / "qa49_r1_round2.jsonl"
NAMES = ("Alice", "Bob", "Carol", "Dan", "Eve")
#: round 2's last cards at the table, after Carol's unread Investigators (seat 1-based,
#: key, place): Dan's Trapezohedron, Bob's check (Cthulhu) and hand, Carol's check
#: (Necronomicon) and hand; Dan won
ROUND_2 = ((4, "shining_trapezohedron", 2), (2, "cthulhu_original", 3),
           (2, "great_race_of_yith", 4), (3, "necronomicon_original", 4),
           (3, "silver_key", 5))
#: round 3's cards, in the order laid (its table gathered a moment before)
ROUND_3 = ((4, "investigators_original", 0), (3, "golden_mead", 0), (5, "deep_ones", 0),
           (1, "investigators_original", 0), (2, "shining_trapezohedron", 0),
           (4, "great_race_of_yith", 1), (5, "investigators_original", 1),
           (1, "nyarlathotep", 1), (2, "cats_of_ulthar", 1), (2, "elder_sign", 2),
           (4, "hound_of_tindalos", 2), (1, "henry_armitage", 2), (2, "henry_armitage", 3),
           (2, "mi_go", 4), (4, "cthulhu_original", 3))
#: round 4's first cards (Bob won round 3)
ROUND_4 = ((2, "investigators_original", 0), (3, "henry_armitage", 0),
           (3, "randolph_carter", 1), (4, "investigators_original", 0))
LOST = {
    "en": "Round 2 is not settled, but the table played on while I waited for Carol's "
          "play: more cards were laid since than round 2 had left. I lost its end and the "
          "rounds played since.",
    "fr": "La manche 2 n'est pas réglée, mais la table a continué pendant que j'attendais "
          "le jeu de Carol : depuis, on a posé plus de cartes qu'il n'en restait à la manche "
          "2. J'ai perdu sa fin et les manches jouées depuis.",
    "es": "La ronda 2 no está resuelta, pero la mesa siguió jugando mientras yo esperaba la "
          "jugada de Carol: desde entonces se pusieron más cartas de las que le quedaban a "
          "la ronda 2. Perdí su final y las rondas jugadas desde entonces.",
}


def _stalled(lang="en"):
    """Round 2 at Carol's play, the camera's reports of the cards the log holds:
    ``(table, said, zones)``, ``zones`` the log's."""
    table, said = table_from_log(LOG, NAMES, lang)
    view = table.session.tracker.view()
    assert view.round == 2 and table.session.tracker.waiting()[:2] == ("play", 2)
    zones = [seat.zone for seat in view.seats]
    _frames(table, 6, *[(s + 1, k, i) for s, zone in enumerate(zones)
                        for i, k in enumerate(zone)])
    return table, said, zones


def _played_on(lang="en"):
    """Round 2's last cards laid behind Carol's missing play, its table gathered for a
    moment (no clear said), round 3 played and round 4 begun: ``(table, said, zones)``."""
    table, said, zones = _stalled(lang)
    old = [(s + 1, k, i) for s, zone in enumerate(zones) for i, k in enumerate(zone)]
    _lay(table, *old, *ROUND_2)
    _frames(table, 10)  # gathered: a bare moment, too short for a cleared table
    _lay(table, *ROUND_3)
    _frames(table, 10)
    _lay(table, *ROUND_4)
    return table, said, zones


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_later_rounds_cards_held_in_a_stall_are_not_the_stalled_round_s_plays(lang):
    table, said, zones = _played_on(lang)
    for key in "\n1":  # Carol's Investigators, entered four minutes late
        table._one_key(key)
    _lay(table, *ROUND_4, (5, "investigators_original", 0), (1, "investigators_original", 0))
    texts = _texts(said)
    assert sum(t.startswith(LOST[lang]) for t in texts) == 1, texts[-8:]
    view = table.session.tracker.view()
    # main: "Dan is out, with the Great Race of Yith." (round 3's) "Carol wins the round."
    assert view.round == 2 and view.round_winners == () and view.active is None, texts[-8:]
    assert [seat.zone for seat in view.seats] == zones, texts[-8:]  # none given
    assert not any(t.startswith(("Carol wins", "Carol remporte", "Carol gana"))
                   for t in texts), texts[-8:]


def test_after_the_loss_the_next_deal_s_first_card_names_its_starter():
    table, said, _ = _played_on()
    n = len(said)
    _lay(table, *ROUND_4, (5, "investigators_original", 0))  # round 4 goes on: watched
    assert _texts(said)[n:] == [] and table.session.tracker.view().round == 2
    _frames(table, GATHERED + 5)  # round 4 gathered
    _lay(table, (4, "shining_trapezohedron", 0))
    view = table.session.tracker.view()
    texts = _texts(said)[n:]
    # Dan won round 4 (unseen): he starts; the round said without its number
    assert view.round == 3 and view.seats[3].zone == ("shining_trapezohedron",), texts
    assert "The next round. Dan starts." in texts and not any("3" in t for t in texts), texts


def test_enter_while_the_lost_round_is_played_on_waits_for_the_next_deal():
    table, said, _ = _played_on()
    n = len(said)
    for key in "\n1":
        table._one_key(key)
    assert _texts(said)[n:][-1].startswith("After the rounds I lost, the next round's first "
                                           "card tells me who starts"), _texts(said)[n:]
    assert table.session.tracker.view().round == 2


def test_a_stall_the_round_can_still_hold_gives_its_cards_once_the_play_is_entered():
    """Round 2's own last cards held behind Carol's play (fewer than its deck and hands
    allow): no loss; Enter and 1 gives them in order, and Dan wins round 2."""
    table, said, zones = _stalled()
    old = [(s + 1, k, i) for s, zone in enumerate(zones) for i, k in enumerate(zone)]
    _lay(table, *old, *ROUND_2)
    for key in "\n1":
        table._one_key(key)
    _frames(table, 6, *old, *ROUND_2)
    texts = _texts(said)
    assert not any(t.startswith(LOST["en"][:40]) for t in texts), texts[-8:]
    view = table.session.tracker.view()
    assert view.seats[3].zone[-1] == "shining_trapezohedron", texts[-8:]
    assert view.round_winners == (3,) and "Dan wins the round and has 1 Insane." in texts


def test_a_log_resumed_after_the_loss_keeps_the_rounds_lost():
    from types import SimpleNamespace
    table, _, _ = _played_on()
    session = TableSession(say=lambda a: None, record=lambda line: None, lang="en")
    session.resume(SimpleNamespace(tracker=table.session.tracker, marks={}, refused=[],
                                   damaged=[], held=None, twin=None))
    assert session.rounds_lost


def test_the_tracker_ends_a_round_lost_only_while_one_is_played():
    from companion.tracker import observations as o
    from companion.app.session_resume import round_lost
    from companion.tracker.tracker import Tracker
    tracker = Tracker()
    tracker.apply(o.start("original", list(NAMES), "en", 0))
    tokens = [seat.tokens for seat in tracker.view().seats]
    events = tracker.apply(o.round_lost())
    view = tracker.view()
    assert [e.kind for e in events] == ["round_lost"] and view.active is None
    assert view.round == 1 and view.round_winners == () and not view.game_winners
    assert [seat.tokens for seat in view.seats] == tokens  # no token given
    assert any(e.kind == "inconsistency" for e in tracker.apply(o.round_lost()))
    assert round_lost(tracker)  # the refused one between rounds changes nothing
    tracker.apply(o.first_player(2))
    tracker.apply(o.new_round())
    assert tracker.view().round == 2 and tracker.view().active == 2 and not round_lost(tracker)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_keys_docs_quote_the_stalled_round_lost_and_the_unnumbered_clear(lang):
    from companion.narration.catalog import message
    from companion.narration.narrate import wait_phrase
    from tests.test_guides import _keys_md
    said = message(lang, "app.stall_round_lost", round=2, tokens_word="x",
                   expected=wait_phrase(lang, "play", "Carol"))
    assert said.startswith(LOST[lang]) and LOST[lang].rsplit(".", 2)[0] in _keys_md(lang)
    cleared = message(lang, "app.cleared_mid_round_unnumbered", expected="x")
    assert cleared[:cleared.index(":")] in _keys_md(lang)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_after_rounds_lost_a_line_with_a_round_number_is_said_without_it(lang):
    # review of late49: after rounds lost, "round 2" (the companion's count) named the
    # table's round 4; each such line has an unnumbered form, said then
    from companion.narration.catalog import catalog
    said = []
    session = TableSession(say=said.append, record=lambda line: None, lang=lang)
    session.tell("app.enter_round_over", round=2, next=3)
    session.rounds_lost = True
    session.tell("app.enter_round_over", round=2, next=3)
    assert "2" in said[0].brief and not any(d in said[1].brief for d in "23"), said
    for key, text in catalog(lang).items():
        if "_unnumbered" in key and key.startswith("app."):
            assert key.replace("_unnumbered", "") in catalog(lang) and "{round}" not in text
