"""QA48 MEDIUM-1 (r4: 3 players, arkham, stickers only, en, ``companion demo`` seed 34;
``/tmp/s48/qa48/r4/`` ``play-session.jsonl`` seq 60-70, ``said.log`` 05:45:47-05:46:28):
Carol's Tommy Gun told unread, the table played on, every card held behind it; Enter 0,
then the 10 cards held given in the order laid, each said "It lay there before this turn:
check it." (the player's guide keeps the phrase for a card laid early). Laid in their turn,
they are said plainly; read from stickers only, still "Check it.".

The tracker's inputs are the tester's session log up to Bob's Cultists
(``tests/companion/qa48_r4_round6.jsonl``, seq 1-59: round 6, Carol's turn); the camera's
readings after it are given by hand to a real stabilizer (:mod:`.test_live_deal`)."""
import dataclasses
from pathlib import Path

import pytest

from companion.narration.catalog import message
from companion.session_log_lines import read_log

from .stabilizer_camera import sighting
from .test_live_deal import _frames, _table, _texts
from .test_stall_holds import _unread

LOG = Path(__file__).parent.parent / "qa48_r4_round6.jsonl"
#: the cards laid after Carol's unread Tommy Gun (the log's seq 61-70): seat (1-based),
#: key, place in its zone (Carol's Tommy Gun, unread, lies at her zone's place 0)
HELD = ((2, "the_sailor", 1), (2, "the_entertainer", 2), (1, "shoggoth", 1),
        (2, "the_urchin", 3), (2, "the_dilettante", 4), (2, "cthulhu", 5),
        (3, "nightgaunt", 1), (1, "the_fed", 2), (1, "the_boxer", 3),
        (3, "investigators", 2))
#: what r4 said of them (``said.log`` 05:45:35-05:46:23), each but the gun's two cards
#: ending "It lay there before this turn: check it.", and the turn's cues between them; the
#: 10th, Carol's Investigators, is then asked as her hand (r4: "Carol is out, with …")
SAID = ["Carol's Tommy Gun: The Sailor, from the deck into Bob's zone. Check it.",
        "Carol's Tommy Gun: The Entertainer, from the deck into Bob's zone. Check it. 17 "
        "cards left.",
        "Alice.", "Alice: the Shoggoth. Check it.", "Alice is now Insane.",
        "Bob.", "Bob: Sanity check, 1 card.", "The Urchin. Check it.",
        "Bob passes. 15 cards left.", "Bob: The Dilettante. Check it.",
        "Bob is out, with Cthulhu. Check it.",
        "Carol.", "Carol: the Nightgaunt. Check it.", "Carol is now Insane.",
        "Alice.", "Alice: Sanity check, 1 card.", "The Fed. Check it.",
        "Alice passes. 12 cards left.", "Alice: The Boxer. Check it."]

def _card(seat, key, place=0, stickers=False):
    """``key`` read in ``seat``'s zone at its ``place`` (60 px apart, the zone's first at
    0), read from stickers only or from its printed marker."""
    s = sighting(seat, key)
    return dataclasses.replace(s, source="sticker" if stickers else "aruco", polygon=tuple(
        (x + 60.0 * place, y) for x, y in s.polygon))


def _held_then_entered(lang, stickers, held=HELD):
    """The table at the log's end, Carol's Tommy Gun told unread, ``held`` laid one by one
    (6 pictures each), then Enter 0: what was said from Enter on."""
    table, said, _ = _table(names=("Alice", "Bob", "Carol"), lang=lang)
    observations, errors = read_log(LOG)
    assert not errors and observations[0].kind == "start"
    for obs in observations[1:]:  # its start is the table's (arkham, Alice first)
        table.session.observe(obs)
    view = table.session.tracker.view()
    assert view.round == 6 and 2 in table.session.tracker.awaited_seats()
    old = []
    for seat, zone in enumerate(s.zone for s in view.seats):
        for place, key in enumerate(zone):
            table.known.claim(view, seat, key)
            old.append(_card(seat + 1, key, place, stickers))
    for _ in range(6):
        table.watcher.show(*old)
    _unread(table, 3)
    cards = [_card(*c, stickers) for c in held]
    for i in range(len(cards)):
        _frames(table, 6, *old, *cards[:i + 1])
    assert [s.zone for s in table.session.tracker.view().seats] == [s.zone for s in view.seats]
    n = len(said)
    for key in "\n0":
        table._one_key(key)
    _frames(table, 2, *old, *cards)
    zones = [s.zone for s in table.session.tracker.view().seats]
    assert zones[2][0] == "tommy_gun" and zones[0][-1] == "the_boxer", zones
    return _texts(said)[n:]


def _from_gun(texts):
    """``texts`` from the Tommy Gun's first card on, up to Alice's Boxer."""
    start = next(i for i, t in enumerate(texts) if t.startswith("Carol's Tommy Gun"))
    return texts[start:start + len(SAID)]


@pytest.mark.parametrize("stickers", [False, True])
def test_cards_held_behind_an_unread_tommy_gun_are_said_as_laid_in_their_turn(stickers):
    texts = _held_then_entered("en", stickers)
    # main: "Alice: the Shoggoth. It lay there before this turn: check it." …
    assert _from_gun(texts) == [t if stickers else t.replace(" Check it.", "")
                                for t in SAID], texts


@pytest.mark.parametrize("lang", ["fr", "es"])
@pytest.mark.parametrize("stickers", [False, True])
def test_in_french_and_spanish_too(lang, stickers):
    texts = _held_then_entered(lang, stickers)
    already = message(lang, "app.check_card_already_brief")
    check = message(lang, "app.check_card_brief")
    assert not any(already in t for t in texts), texts
    # read from stickers only, each of the 9 cards said "Check it." (the 10th: a question)
    assert sum(check in t for t in texts) == (len(HELD) - 1 if stickers else 0), texts


def test_a_card_laid_before_the_gun_s_second_card_keeps_the_doubt():
    # Alice's Shoggoth laid between the Tommy Gun's two cards: the gun's second card goes
    # first, then the Shoggoth, laid before its turn: still "It lay there before this turn"
    held = (HELD[0], HELD[2], HELD[1], *HELD[3:])
    texts = _from_gun(_held_then_entered("en", False, held))
    # (the gun's second card, laid in its turn, is said plainly: session 49, inturn49)
    assert texts[:4] == [
        "Carol's Tommy Gun: The Sailor, from the deck into Bob's zone.",
        "Carol's Tommy Gun: The Entertainer, from the deck into Bob's zone. 17 "
        "cards left.", "Alice.",
        "Alice: the Shoggoth. It lay there before this turn: check it."], texts
