"""QA42 H1 (a play the camera reads late lets the cards close "was that Carol's hand?" into
a false "Bob is out."), kept open as a strict xfail on its own log, and the guards any fix
must keep (from the review of settle42, session 42, not merged: its accounts awaiting a
late play held lines back, never said some games' end and said false facts).

Two sources: QA42's camera log (video of `companion demo --edition arkham-classic
--players 6 --lang fr --seed 5 --stickers-only --conditions dim`, played with no answer
given; its transcript: Eve wins round 1 with an Insane token, Eve and Bob are never out in
it) and random engine games read in order by the camera with the players giving no answer
to "was that X's hand?" (nothing is read late there, so an account waiting for a late play
is always a wrong one).
"""
import random

import pytest

from companion.engine.state import new_game
from companion.tracker import Tracker, observations as o
from companion.tracker.from_engine import Converter, observe_random_play

NAMES = ["Alice", "Bob", "Carol", "Dan", "Eve", "Fay"]

#: the camera cards of QA42's log of that video (B-play.jsonl), in order (seat, card)
QA42_B_CARDS = [
    (0, "the_boxer"), (2, "investigators"), (3, "investigators"), (4, "the_urchin"),
    (5, "the_sailor"), (0, "the_entertainer"), (1, "the_fed"), (3, "cthulhu"),
    (3, "shoggoth"), (4, "randall_tillinghast"), (5, "the_urchin"), (0, "the_boxer"),
    (1, "the_musician"), (4, "the_fed"), (5, "deep_one"), (0, "the_dilettante"),
    (0, "stowaway"), (4, "the_musician"), (5, "investigators"), (0, "deep_one"),
    (1, "stowaway"), (5, "the_fed"), (2, "the_dilettante"), (2, "necronomicon"),
    (4, "the_sailor"), (5, "investigators"), (0, "investigators"), (0, "cultists"),
    (1, "investigators"), (1, "nightgaunt"), (5, "the_boxer"), (4, "the_fed"),
    (5, "the_urchin"), (0, "the_entertainer"), (4, "the_urchin"),
    (5, "randall_tillinghast"), (1, "randall_tillinghast"), (3, "deep_one")]


def _qa42_b_events():
    t = Tracker()
    t.apply(o.start("arkham-classic", NAMES, lang="fr", first=0))
    return [e for seat, card in QA42_B_CARDS for e in t.apply(o.card_seen(seat, card))]


def test_qa42_b_log_never_says_eve_out_nor_gives_alice_the_round():
    """Round 1's truth: Eve wins it; the log never shows her out nor Alice winning."""
    events = _qa42_b_events()
    assert not [e for e in events if e.kind == "player_out" and e.seat == 4]
    assert not [e for e in events if e.kind == "round_ended"]


@pytest.mark.xfail(strict=True, reason="QA42 H1 itself, on its own log: Bob is in all "
                   "round 1 (his Musician read 11 cards late, Dan's Cultists never read); "
                   "main says it at Dan's card, settle42 at Dan's Shoggoth")
def test_qa42_b_log_never_says_bob_out():
    assert not [e for e in _qa42_b_events() if e.kind == "player_out" and e.seat == 1]


def _unanswered_game(edition: str, players: int, seed: int, answers: str = "asked") -> list:
    """The events of a random engine game read in order by the camera (hands as cards),
    players answering only the effect questions, never "was that X's hand?"
    (``answers="all"``: players tell every choice, the game as it was)."""
    rng = random.Random(seed)
    game = new_game(edition, players)
    conv = Converter(edition, game.names, 0, game.options, answers=answers, hands="card")
    t = Tracker()
    said = []
    for i, obs in observe_random_play(game, rng, conv):
        got = t.apply(obs)
        while got:
            said += got
            asked = [e for e in got if e.kind == "question" and e.value == "effect"]
            got = t.apply(conv.answer_question(asked[0], i)) if asked else []
    assert not [e for e in said if e.kind == "inconsistency"]
    return said


@pytest.mark.parametrize("edition, players, seed", [
    ("arkham", 3, 2), ("arkham-classic", 4, 2), ("original", 6, 2)])
def test_an_unanswered_out_question_in_order_still_lets_the_game_win_be_said(
        edition, players, seed):
    """Nothing read late: main says the game's winner; settle42 kept an account waiting
    for a play that never comes and stayed silent to the end (11 of 180 such games)."""
    assert [e for e in _unanswered_game(edition, players, seed) if e.kind == "game_won"]


def test_a_knocked_out_hand_one_card_late_leaves_the_plays_before_it_said():
    """QA F1's case: Bob lost Alice's Boxer compare, Carol and Dan played, Bob's hand
    came after Dan's play. Main says Carol's and Dan's plays at Dan's card; settle42 said
    nothing for five cards (the account "Carol out, Bob's play late" held every line)."""
    t = Tracker()
    t.apply(o.start("arkham-classic", NAMES, lang="en", first=0))
    said = []
    for seat, card in ((0, "the_boxer"), (2, "investigators"), (3, "investigators"),
                       (1, "the_urchin")):
        said += t.apply(o.card_seen(seat, card))
    assert [e.seat for e in said if e.kind == "card_played"] == [0, 2, 3]


def _qa42_b_tracker(cards: int) -> Tracker:
    t = Tracker()
    t.apply(o.start("arkham-classic", NAMES, lang="fr", first=0))
    for seat, card in QA42_B_CARDS[:cards]:
        t.apply(o.card_seen(seat, card))
    return t


def test_a_card_face_up_in_a_third_zone_is_not_counted_unseen():
    """Carol's and Dan's Investigators lie face up: 5 copies (arkham-classic), 3 unseen.
    settle42's account holding Dan's card pending counted it unseen (key 3: 4 left)."""
    assert _qa42_b_tracker(3).unseen()["investigators"] == 3


def test_the_zones_told_never_lose_a_card_within_the_round():
    """The view (what the zone keys read out) keeps every card it showed: settle42's
    first account after Dan's Cthulhu was one holding 4 cards pending, its zones 4 cards
    while 8 lay face up."""
    t = Tracker()
    t.apply(o.start("arkham-classic", NAMES, lang="fr", first=0))
    shown = 0
    for seat, card in QA42_B_CARDS[:12]:
        t.apply(o.card_seen(seat, card))
        now = sum(len(s.zone) for s in t.view().seats)
        assert now >= shown, (seat, card, now, shown)
        shown = now
