"""QA47 MEDIUM-1 (r4: 2 players, arkham, ``companion demo`` seed 24, questions answered):
Alice's Investigators missed (truth "Bob is still in"); the camera read Bob's Sanity check
card, The Musician, first ("was that Bob's hand, so Bob is out?"), then Cthulhu: a check of
2 cards that Bob fails. The question's close "The cards tell it: Bob is out." was said
BEFORE "Bob." / "Bob: Sanity check, 2 cards." / "The Musician." / "Cthulhu." /
"Bob fails.": heard as "yes, the Musician was his hand", then a turn of a player out.
The close now follows the check's lines and says the card was a check card
(:func:`companion.tracker.asking.settled_in_order`).

The inputs are the tester's session log (``tests/companion/qa47_r4_check_card.jsonl``,
the whole game; seq 26 The Musician, seq 27 Cthulhu, seq 28 Bob's hand)."""
from dataclasses import replace
from pathlib import Path

import pytest

from companion.app.session import TableSession
from companion.session_log_lines import read_log

LOG = Path(__file__).parent.parent / "qa47_r4_check_card.jsonl"

#: the check's lines and the close, in each language, in the order they must be heard
LINES = {
    "en": ("Bob: Sanity check, 2 cards.", "Bob fails.",
           "No answer needed: Bob's Sanity check showed The Musician.",
           "Bob is out, with The Musician."),
    "fr": ("Bob : test de Santé mentale, 2 cartes.", "Bob échoue",
           "Pas besoin de répondre : le test de Santé mentale de Bob a montré le "
           "Musicien.", "Bob quitte la manche"),
    "es": ("Bob: prueba de cordura, 2 cartas.", "Bob falla",
           "No hace falta responder: la prueba de cordura de Bob mostró el Músico.",
           "Bob queda fuera"),
}


def replayed(session, lang):
    """Give ``session`` the tester's whole game (:data:`LOG`), in ``lang``."""
    observations, errors = read_log(LOG)
    assert not errors and observations[0].kind == "start"
    start = observations[0]
    session.observe(replace(start, value={**start.value, "lang": lang}))
    for obs in observations[1:]:
        session.observe(obs)


def _heard(lang):
    said = []
    replayed(TableSession(say=said.append, record=lambda line: None, lang=lang), lang)
    return [a.brief for a in said]


def _at(texts, start, after=-1):
    """The index of the first line after ``after`` that starts with ``start``."""
    return next(i for i, t in enumerate(texts) if i > after and t.startswith(start))


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_check_card_question_closed_after_the_check(lang):
    texts = _heard(lang)
    check, fails, close, out = LINES[lang]
    at = _at(texts, check)  # round 2's last check (round 1's Bob was out by a guess)
    assert at < _at(texts, fails, at) < _at(texts, close, at) < _at(texts, out, at)
    assert _at(texts, close, at) + 1 == _at(texts, out, at)
    tells_out = [t for t in texts if "Bob" in t and t.startswith(
        ("The cards tell it", "Les cartes le disent", "Las cartas lo dicen"))]
    assert tells_out == []  # not "The cards tell it: Bob is out." (a guess that hit)
