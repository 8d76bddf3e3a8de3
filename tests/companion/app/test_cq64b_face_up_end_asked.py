"""cq64b: the 2-player face-up deal (:meth:`~companion.app.middle_cards.MiddleCards.
_face_up_laid`: the next round's face-up cards laid in the middle, the piles gone, the
table never seen bare) dealt the next round past "was that Bob's hand?" as "yes", as the
gathered table did before cq64: "Bob is out, with the Deep One." "No answer needed." said
as fact, though the round may have gone on with cards the camera missed. It now asks
again, as the gathered table does (:meth:`~companion.app.middle_cards.MiddleCards.
_face_up_asked`, :meth:`~companion.app.live_deal.NextDeal._face_up_cleared`): the clear
said with the question, the card laid held; "yes" deals the round on it, "no" has the
round go on. Fresh QA50 run A's table (test_cover50_new_face_up_ends_round). Seed 002 "End
of the Round"."""
from companion.narration.catalog import message

from .test_cover50_new_face_up_ends_round import FACE_UP_2, _round_two_laid
from .test_live_deal import _frames, _texts
from .test_qa50_enter_heard import _keys


def test_the_next_round_s_face_up_cards_ask_the_round_s_end_again():
    table, said, logged, cards = _round_two_laid()
    texts = _texts(said)
    asked = message("en", "app.cleared_end_asked", round=1)
    assert any(t.startswith(asked) and "was that Bob's hand" in t for t in texts), texts[-6:]
    assert not any("No answer needed" in t or "Bob is out, with" in t for t in texts), \
        texts[-6:]
    tracker = table.session.tracker
    assert tracker.view().round == 1 and tracker.question is not None, texts[-6:]
    assert [ob.kind for ob in logged].count("new_round") == 0


def _answered(keys):
    """:func:`_round_two_laid`, then ``keys`` (the answer) and 6 pictures of its cards:
    ``(table, the lines said since the answer, the observations logged)``."""
    table, said, logged, cards = _round_two_laid()
    n = len(said)
    _keys(table, keys)
    _frames(table, 6, *cards)
    return table, _texts(said)[n:], logged


def test_yes_deals_the_round_on_the_held_card_with_its_face_up_cards():
    table, texts, _ = _answered("+1")
    assert "Bob is out, with the Deep One." in texts and "Round 2. Alice starts." in texts
    assert not any("No answer needed" in t for t in texts), texts
    view = table.session.tracker.view()
    assert view.round == 2 and sorted(view.face_up) == sorted(FACE_UP_2), texts
    assert view.seats[1].zone == ("the_musician",), texts


def test_no_has_the_round_go_on_undealt():
    table, texts, logged = _answered("+2")
    view = table.session.tracker.view()
    assert view.round == 1 and view.seats[1].zone == ("deep_one",), texts
    assert not any("Bob is out" in t or t.startswith("Round 2") for t in texts), texts
    assert [ob.kind for ob in logged].count("new_round") == 0
