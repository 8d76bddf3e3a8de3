"""Review of st63 (session 63): the live table's path of the discard-or-play question
about the next player's self-out card read while the awaited play is unread
(:func:`companion.tracker.questions.late_or_held`): the camera reads Ann's Stowaway,
Bob's Cthulhu then his Urchin (the Stowaway's forced discard never read), then Di's
Dilettante before Cy's play; plus and a number answers it."""
import pytest

from .test_live_setup import _frames, _set_up_with, _table, _texts
from .test_qa50_enter_heard import _keys

NAMES = ("Ann", "Bob", "Cy", "Di")
ASKED = ("The Dilettante in Di's discard zone: the card an effect made Di discard, or Di's "
         "own play? 1 the forced discard, 2 Di's play. Answer with plus and the number.")


def _asked():
    table, said, logged = _table(NAMES, markers=(1, 2, 3, 4))
    _set_up_with(table, 1)
    cards = []
    for card in ((1, "stowaway", 0), (2, "cthulhu", 0), (2, "the_urchin", 1),
                 (4, "the_dilettante", 0)):
        cards.append(card)
        _frames(table, 8, *cards)
    return table, said, logged, cards


def test_the_question_is_asked_on_the_live_table():
    table, said, logged, cards = _asked()
    texts = _texts(said)
    assert ASKED in texts, texts
    assert not any("Di discards" in x for x in texts), texts


@pytest.mark.parametrize("key, then, expected", [
    ("+1", (1, "the_sailor", 1), "Di discards The Dilettante."),
    ("+2", (4, "the_sailor", 1), "Di is out, with The Sailor."),
])
def test_plus_answers_it_and_the_next_cards_follow(key, then, expected):
    table, said, logged, cards = _asked()
    n = len(said)
    _keys(table, key)
    _frames(table, 8, *cards)
    cards = [*cards, (3, "the_fed", 0)]
    _frames(table, 8, *cards)
    cards = [*cards, then]
    _frames(table, 8, *cards)
    texts = _texts(said)[n:]
    assert expected in texts, texts
    assert not any("probably" in x or "Not counted" in x or "Waiting for" in x
                   for x in texts), texts
