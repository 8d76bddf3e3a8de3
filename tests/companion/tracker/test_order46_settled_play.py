"""order46 (a), heard by session 45's fresh testers: a card an ``out`` question named, that
later plays were said past, was never said as a play once the cards settled it, only "No
answer needed: that was Fay's play." some seconds later: a blind player heard of the play
late and in other words ("Carol is protected." then followed no card). The play line is
said at the settling, its turn's cue not, and the settling line is the short one."""
from __future__ import annotations

import pytest

from tests.companion.tracker.test_qa44_table_order import _t1


#: fresh QA51 run H (order52): "Bob: The Sailor. No answer needed. Bob: The Musician." was
#: heard as Bob playing twice; the play is named in one line saying what was asked and what
#: the cards showed, its effects after it
NIGHTGAUNT = "The cards answer the question about the Nightgaunt: Fay's play, not Fay's hand."
NECRONOMICON = ("The cards answer the question about the Necronomicon: Carol's play, "
                "not Carol's hand.")


@pytest.mark.parametrize("play, after", [
    (NIGHTGAUNT, "Fay is now Insane."),
    (NECRONOMICON, "Carol is protected.")])
def test_a_play_the_cards_settle_is_said_as_a_play_then_its_effects(play, after):
    """t1 round 2 (arkham-classic, 6 players, cards only): Fay's Nightgaunt and Carol's
    Necronomicon, each asked about, later plays said past them."""
    _, r2 = _t1()
    at = r2.index(play)
    assert r2[at + 1] == after, r2
    assert "No answer needed." not in r2, r2
    player = play.split(": ")[1].split("'")[0]
    assert r2[at - 1] != player + ".", r2  # no turn cue after later turns


@pytest.mark.parametrize("lang, play, after", [
    ("fr", "Les cartes répondent à la question sur la Maigre bête de la nuit : le jeu de "
     "Fay, pas sa main.", "Fay sombre dans la folie."),
    ("es", "Las cartas responden a la pregunta sobre el Ángel descarnado: la jugada de Fay, "
     "no su mano.", "Fay cae en la locura.")])
def test_the_settled_play_line_in_french_and_spanish(lang, play, after):
    _, r2 = _t1(lang)
    assert r2[r2.index(play) + 1] == after, r2


def _heard_round(edition: str, players: int, seed: int, rnd: int, lang: str = "en") -> list:
    from companion.narration.narrate import narrate
    from tests.companion.tracker.test_qa42_late_play import _unanswered_game
    from tests.companion.tracker.test_qa44_table_order import _rounds
    names = ["Alice", "Bob", "Carol", "Dan", "Eve", "Fay"][:players]
    return [narrate(e, names, lang, "brief") for r, e in _rounds(
        _unanswered_game(edition, players, seed)) if r == rnd]


@pytest.mark.parametrize("lang, line", [
    ("en", "Bob was already out: the Nightgaunt was Bob's hand."),
    ("fr", "Bob avait déjà quitté la manche : la Maigre bête de la nuit était sa main."),
    ("es", "Bob ya estaba fuera: el Ángel descarnado era su mano.")])
def test_an_out_the_cards_settle_after_later_plays_says_it_was_before_them(lang, line):
    """order46 (c), "outs heard after later lines": random engine game arkham, 4 players,
    seed 6, round 1: Alice's Deep One knocks Bob out, "was that Bob's hand?" never
    answered; Carol's and Dan's plays and Alice's Sanity check and Musician are said past
    it; the cards then settle it. "Bob is out, with the Nightgaunt." came after "Alice:
    The Musician.", heard as an out by her Musician; it now says he was out before."""
    text = _heard_round("arkham", 4, 6, 1, lang)
    at = text.index(line)
    assert at > next(i for i, t in enumerate(text) if t.startswith(
        ("Alice: The Musician.", "Alice : le Musicien.", "Alice: el Músico."))), text
    assert not [t for t in text if t.startswith(("Bob is out", "Bob quitte", "Bob queda"))]
