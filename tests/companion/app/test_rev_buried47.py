"""Review rev-buried47 (branch buried47: a card laid squarely on an older card of its zone
buries it, :meth:`vision.stabilize.Stabilizer._bury`): the top card of a pile taken back
into the hand WITHOUT undo (a wrong play picked up after it was said). In-process, the
camera's readings given by hand to a real stabilizer (``test_live_deal``'s table): the
card under it, seen again, is that card (``vision.stable_queries.StableQueries._buried``)."""
from .test_live_deal import _alice_fed_then_bob_urchin, _frames, _table, _texts

_ASKED = ("The camera no longer sees The Boxer in Alice's discard zone. If it was taken "
          "back, press minus twice to undo it.")


def test_the_top_card_taken_back_uncovers_the_card_under_it_and_asks_about_it():
    table, said, _ = _table()
    _alice_fed_then_bob_urchin(table)
    _frames(table, 8, (2, "the_urchin"), (1, "the_boxer"))       # laid squarely on her Fed
    assert table.session.tracker.view().seats[0].zone == ("the_fed", "the_boxer")
    _frames(table, 150, (2, "the_urchin"), (1, "the_fed"))       # the Boxer taken back
    assert not any("The Fed by Alice" in t for t in _texts(said))
    assert _texts(said).count(_ASKED) == 1
    _frames(table, 10, (2, "the_urchin"), (2, "deep_one", 1), (1, "the_fed"))
    assert table.session.tracker.view().seats[0].zone == ("the_fed", "the_boxer")


def test_a_card_laid_out_of_turn_on_the_pile_and_taken_back_uncovers_the_card_under_it():
    """Alice lays a Boxer squarely on her Fed in Bob's turn (held, not counted), then takes
    it back: her Fed seen again is her Fed (the branch said "The Fed by Alice? Waiting for
    Bob's play.", then took it as her play once Bob had played: two Feds in her zone)."""
    from companion.tracker import observations as o
    from .test_live_deal import GONE
    table, said, _ = _table()
    _frames(table, 6, (1, "the_fed"))
    table.session.observe(o.target(1))
    _frames(table, 40, (1, "the_boxer"))
    assert _texts(said)[-1] == "The Boxer by Alice? Waiting for Bob's play."
    before = len(said)
    _frames(table, GONE + 60, (1, "the_fed"))
    _frames(table, 10, (1, "the_fed"), (2, "the_urchin"))
    assert not any("The Fed by Alice" in t or "Alice: The Fed" in t for t in _texts(said[before:]))
    view = table.session.tracker.view()
    assert view.seats[0].zone == ("the_fed",) and view.seats[1].zone == ("the_urchin",)
