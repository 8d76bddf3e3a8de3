"""Fresh QA51 HIGH, heard three times (run C round 1: 4 players, es, stickers only, tilted):
Carol's play was never read; Dan's Cultists, Alice's Dilettante (her play) and Urchin (her
hand, knocked out) were refused while "Was it Bob's hand?" was open, Bob's Cthulhu and
Boxer after its answer began the stall. Carol's play entered by key, the stall gave Bob's
cards before the Dilettante: "Alice is out, with The Dilettante." said as fact, the Urchin
never given, "16 cards left" (truth 15). The stall that begins takes the earlier refused
cards in first, in the order laid (:mod:`companion.app.stall_earlier`). The camera's
readings as the video's replay made them stable, given by hand to a real stabilizer."""
import pytest

from .test_live_deal import _frames, _table, _texts
from .test_twin50_asked import _keys

#: (seat 1-based, card, place in its zone) in the order laid (the video's replay, s 3.5-16.8)
ALICE, BOB = (1, "investigators", 0), (2, "necronomicon", 0)
#: refused while "Was it Bob's hand?" is open (s 9.6, 11.4, 13.2)
BEFORE_ANSWER = ((4, "cultists", 0), (1, "the_dilettante", 1), (1, "the_urchin", 2))
#: refused after its answer: the stall begins (s 15.0, 16.8)
AFTER_ANSWER = ((2, "cthulhu", 1), (2, "the_boxer", 2))


def _laid(table, before, cards):
    """``cards`` laid one after the other on the table showing ``before``: 6 pictures each."""
    for i in range(len(cards)):
        _frames(table, 6, *before, *cards[:i + 1])
    return (*before, *cards)


def _round_one(lang="en"):
    """Round 1 up to Carol's play entered by key (Enter, 2: The Fed or Nightgaunt?)."""
    table, said, _ = _table(names=("Alice", "Bob", "Carol", "Dan"), lang=lang)
    shown = _laid(table, (), (ALICE, BOB))
    shown = _laid(table, shown, BEFORE_ANSWER)
    _keys(table, "+", "2")  # Bob is still in: his Necronomicon was his play
    shown = _laid(table, shown, AFTER_ANSWER)
    _keys(table, "\n", "2")  # Carol's play, never read
    _frames(table, 6, *shown)
    return table, said, shown


def test_the_stall_takes_in_the_cards_refused_before_it_in_the_order_laid():
    table, said, _ = _round_one()
    assert table._stall_kept() == []  # all given, in the order laid, behind the question
    assert [obs.cards for obs, _ in table.session.tracker.history][-5:] == [
        ("cultists",), ("the_dilettante",), ("the_urchin",), ("cthulhu",), ("the_boxer",)]


def test_her_play_is_her_play_and_her_hand_her_hand_once_carols_card_is_answered():
    table, said, shown = _round_one()
    n = len(said)
    _keys(table, "+", "2")  # Nightgaunt
    _frames(table, 6, *shown)
    heard = _texts(said)[n:]
    assert not any("with The Dilettante" in line for line in heard), heard
    at = [next(i for i, line in enumerate(heard) if line.startswith(start)) for start in (
        "Carol: the Nightgaunt.", "Dan: the Cultists.", "Alice: The Dilettante.",
        "Alice is out, with The Urchin.", "Bob: Sanity check, 1 card.", "Cthulhu.",
        "Bob fails. 15 cards left.", "Bob is out, with The Boxer.")]
    assert at == sorted(at), heard
    assert [s.zone for s in table.session.tracker.view().seats] == [
        ("investigators", "the_dilettante", "the_urchin"),
        ("necronomicon", "cthulhu", "the_boxer"), ("nightgaunt",), ("cultists",)]


@pytest.mark.parametrize("lang, line", [
    ("en", "Still waiting for Carol's play: a card I could not read? Press Enter, then its "
           "rank. The 4 cards laid since wait for it."),
    ("es", "La mesa aún espera la jugada de Carol: ¿una carta que no pude leer? Pulsa Intro "
           "y luego su rango. Las 4 cartas puestas desde entonces la esperan.")])
def test_the_ask_counts_them_at_the_stalls_first_card(lang, line):
    # the fourth card refused behind Carol's play: asked at once, not at the next card
    table, said, _ = _table(names=("Alice", "Bob", "Carol", "Dan"), lang=lang)
    shown = _laid(table, (), (ALICE, BOB))
    shown = _laid(table, shown, BEFORE_ANSWER)
    _keys(table, "+", "2")
    n = len(said)
    _laid(table, shown, AFTER_ANSWER[:1])
    assert _texts(said)[n:][-1] == line
