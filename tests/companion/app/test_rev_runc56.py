"""Review of runc56 (session 56): the left cards laid before a new camera card given first
(:mod:`companion.app.zone_order`), tried where the table may take a left card of another
zone only in some accounts (after a guess: the target out or not). On runc56, Carol's Boxer,
laid out of turn before Alice's Investigators, fitted the account "Carol guessed out" and
was asked as her hand ahead of Bob's play read in the same picture: "was that Carol's hand,
so Carol is out? 1 yes, 2 no, Carol played it" (no true answer: Alice's guess missed, Bob
played, the Boxer is Carol's next play). HIGH. In-process, as
:mod:`tests.companion.app.test_qa56_zone_order` (a real stabilizer, readings by hand)."""
from tests.companion.app.test_live_deal import _frames, _table, _texts


def _carol_early_then_alice_and_bob_together():
    """3 players: a first turn each; Carol's Boxer laid out of turn while Alice's play is
    awaited (refused, left); Alice's Investigators and Bob's Urchin then stable in the same
    picture (a busy machine skipped pictures): ``(table, said, n0)``."""
    table, said, _ = _table(("Alice", "Bob", "Carol"), "en", "arkham")
    cards = []
    for card in ((1, "the_fed"), (2, "the_sailor"), (3, "the_entertainer")):
        cards.append(card)
        _frames(table, 6, *cards)
    n0 = len(said)
    cards.append((3, "the_boxer", 1))
    _frames(table, 6, *cards)
    cards += [(1, "investigators", 1), (2, "the_urchin", 1)]
    _frames(table, 6, *cards)
    return table, said, n0


def test_an_out_of_turn_card_is_not_given_before_a_later_play_in_another_account():
    table, said, n0 = _carol_early_then_alice_and_bob_together()
    texts = _texts(said)[n0:]
    view = table.session.tracker.view()
    # the Boxer lay there before Alice's guess: not Carol's hand, nor her play before Bob's
    # (the question about Bob's Urchin, his hand or his play, comes first, as on main)
    assert view.seats[1].zone == ("the_sailor", "the_urchin"), texts
    assert view.seats[2].zone == ("the_entertainer",), texts
    assert not any("was that Carol's hand" in t for t in texts), texts
    assert any("was that Bob's hand" in t for t in texts), texts
