"""Review of hi3 (session 66): the card undone before the blamed answer
(:mod:`companion.app.undone_before_answer`) and the next deal's face-up cards being laid
(:meth:`~companion.app.middle_cards.MiddleCards._next_deal_laying`), tried where the author
did not: a face-up card of the next deal never read (only 4 of 5), the given-back line in
every language, and 3-4 players (the undone hand ends no round there: the answer path as
on main)."""
import pytest

from companion.narration.catalog import message

from .test_hi2_next_deal_after_no import FACE_UP_2, _asked_again, _frames
from .test_live_deal import GATHERED, GONE, _table, _texts
from .test_qa50_enter_heard import _keys

_QUESTION = "The Boxer in Bob's discard zone: was that Bob's hand, so Bob is out?"


def test_four_of_the_next_deal_s_face_up_cards_read_hold_round_2_s_cards_then_minus_twice():
    """d493 (2 players, QA64b HIGH-2) with one of round 2's five face-up cards never read (a
    common miss: the camera read 4 of 5): :meth:`_next_deal_laying` stays true, so Alice's
    round-2 Investigators at her round-1 place is no round-1 card back and Bob's Nightgaunt
    no round-1 hand (main: "Bob is out, with the Nightgaunt." "Alice wins the round…",
    round 2 never dealt); the cleared table's way out, minus twice, gives the undone
    Investigators back, and round 2 is dealt on the 4 face-up cards read and the held
    cards."""
    table, said, n = _asked_again()
    _keys(table, "+2")  # no: Bob played it (right; the undo before it was the mistake)
    middle = [(None, k, 0.5 * i) for i, k in enumerate(FACE_UP_2)][:4]
    for i in range(1, 5):
        _frames(table, 6, *middle[:i])
    cards = [(1, "investigators"), (2, "nightgaunt"), (1, "the_fed", 1)]
    _frames(table, 30, *cards[:1], *middle)
    _frames(table, 30, *cards[:2], *middle)
    _frames(table, 60, *cards, *middle)
    texts = _texts(said)[n:]
    assert "Bob is out, with the Nightgaunt." not in texts, texts
    assert not any("wins the round" in t for t in texts), texts
    assert message("en", "app.cleared_by_undo", round=1, card="the Investigators",
                   player="Bob") in texts, texts
    m = len(said)
    _keys(table, "-")
    _keys(table, "-")
    _frames(table, 60, *cards, *middle)
    texts = _texts(said)[m:]
    assert "Bob is out, with the Investigators." in texts, texts
    assert "Alice wins the round and has 1 Sane." in texts, texts
    view = table.session.tracker.view()
    assert view.round == 2 and sorted(view.face_up) == sorted(FACE_UP_2[:4]), texts
    assert view.seats[0].zone == ("investigators", "the_fed"), texts
    assert view.seats[1].zone == ("nightgaunt",), texts


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_undone_card_lines_name_it_in_every_language(lang):
    """The two new lines have their {card} and {player} filled in fr and es, distinct from
    the English (a missing msgid falls back)."""
    for key in ("app.cleared_by_undo", "app.undone_answer_given_back"):
        line = message(lang, key, round=1, card="X-CARD", player="Bob", question="Q?")
        assert "X-CARD" in line and "Bob" in line, line
        assert line != message("en", key, round=1, card="X-CARD", player="Bob",
                               question="Q?"), line


@pytest.mark.parametrize("names", [("Alice", "Bob", "Carol"), ("Alice", "Bob", "Carol", "Dan")])
def test_three_and_four_players_the_undone_hand_that_ends_no_round_is_not_named(names):
    """3-4 players: Bob's knocked-out Investigators undone, "no" to "was the Boxer Bob's
    hand?", the table gathered: Bob out ends no round (Carol plays on), so the undone card
    is never named as what kept the round going (undone_before: no account with the round
    over), and no answer either (as on main)."""
    table, said, _ = _table(names=names, edition="arkham-classic")
    table.now = [100.0]
    table.timer = lambda: table.now[0]
    _frames(table, 6, (1, "investigators"))
    _frames(table, 6, (1, "investigators"), (2, "the_boxer"))
    _frames(table, 6, (1, "investigators"), (2, "the_boxer"), (2, "investigators", 1))
    assert "Bob is out, with the Investigators." in _texts(said)
    _keys(table, "--")
    _frames(table, GATHERED + 30)
    assert table.session.tracker.question is not None, _texts(said)
    _keys(table, "+2")
    _frames(table, 120)
    texts = _texts(said)
    assert not any(t.startswith("It may be the card you undid") for t in texts), texts
    assert not any(t.startswith("It may be your answer") for t in texts), texts


def test_an_undone_card_taken_away_before_the_answer_is_not_named_at_the_clear():
    """Review of hi3 (MEDIUM, a regression of what main said; mended by hi4): Bob's
    Investigators undone as a stray (right), then taken away as told ("take it away, or it
    stays left out") while the table still lay, then a wrong "no" to "was the Boxer Bob's
    hand?", the table gathered: the player disowned that card, so the cleared table names
    the answer (``app.cleared_by_answer``), not the card (hi3 named it, and its way out
    said "Bob is out, with the Investigators." for a card gone). The session's redo is
    marked disowned as its card is taken away alone (:func:`~companion.app.
    undone_before_answer.taken_alone`); minus twice then takes the answer back, and yes
    ends the round right."""
    table, said, _ = _table(edition="arkham-classic")
    table.now = [100.0]
    table.timer = lambda: table.now[0]
    _frames(table, 6, (1, "investigators"))
    _frames(table, 6, (1, "investigators"), (2, "the_boxer"))
    _frames(table, 6, (1, "investigators"), (2, "the_boxer"), (2, "investigators", 1))
    n = len(said)
    _keys(table, "--")  # the Investigators read in Bob's zone was a stray: undone
    _frames(table, 20, (1, "investigators"), (2, "the_boxer"), (2, "investigators", 1))
    _frames(table, GONE + 30, (1, "investigators"), (2, "the_boxer"))  # taken away
    _keys(table, "+2")  # no (wrong: the Boxer was Bob's hand)
    _frames(table, 10, (1, "investigators"), (2, "the_boxer"))
    _frames(table, GATHERED + 60)  # the round over, the table gathered
    texts = _texts(said)[n:]
    assert message("en", "app.cleared_by_answer", round=1, question=_QUESTION) in texts, texts
    assert not any(t.startswith("It may be the card you undid") for t in texts), texts
    _keys(table, "-")
    _keys(table, "-")
    _frames(table, 10)
    _keys(table, "+1")  # yes: Bob's hand, so he is out
    _frames(table, 10)
    texts = _texts(said)[n:]
    assert "Bob is out, with The Boxer." in texts, texts
    assert "Bob is out, with the Investigators." not in texts[texts.index(
        message("en", "app.cleared_by_answer", round=1, question=_QUESTION)):], texts
