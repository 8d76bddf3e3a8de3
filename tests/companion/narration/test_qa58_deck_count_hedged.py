"""A deck count made while players are only probably out (fresh QA58 HIGH-4): counted as if
they are out, it is said with "or fewer if … is still in", in every language, never as the
plain fact "11 cards left."."""
from companion.narration import narrate
from companion.tracker.events import TableEvent

NAMES = ["Alice", "Bob", "Carol"]


def _count(count: int, *seats: int) -> TableEvent:
    return TableEvent("deck_count", count=count, hedge=tuple((s, 1) for s in seats))


def test_a_hedged_count_says_fewer_if_the_player_is_still_in():
    assert narrate(_count(11, 0), NAMES) == "11 cards left, or fewer if Alice is still in."
    assert narrate(_count(1, 0), NAMES) == "1 card left, or none if Alice is still in."
    assert narrate(_count(9, 0, 2), NAMES) == \
        "9 cards left, or fewer if Alice or Carol is still in."
    assert narrate(_count(11, 0), NAMES, verbosity="verbose") == \
        "11 cards left in the deck, or fewer if Alice is still in (not confirmed)."
    assert narrate(_count(11, 0), NAMES, "fr") == \
        "Il reste 11 cartes, ou moins si Alice est encore dans la manche."
    assert narrate(_count(11, 0), NAMES, "es") == \
        "Quedan 11 cartas, o menos si Alice sigue en juego."
    assert narrate(TableEvent("deck_count", count=11), NAMES) == "11 cards left."
