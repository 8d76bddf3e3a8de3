"""Session 40 (en40), seed 21's 2-player busy demo by ear: what the companion says must be
about what the player heard. In-process, no pictures (the helpers of
:mod:`tests.companion.app.test_live_deal`)."""
from .test_live_deal import _frames, _table, _texts


def _alice_investigators_then_bob_cthulhu(table, said):
    """Alice's Investigators (no target nor guess typed), then Cthulhu in Bob's zone: his
    play (out), or his hand shown (her guess right): the accounts differ, nothing is said
    of it yet (the tracker waits for the next card or the cleared table)."""
    _frames(table, 6, (1, "investigators"))
    before = len(said)
    _frames(table, 6, (1, "investigators"), (2, "cthulhu"))
    assert table.session.tracker.view().seats[1].zone == ("cthulhu",)
    assert len(said) == before  # taken, told nothing


def test_a_card_taken_but_never_said_is_not_asked_about_when_it_goes():
    """en21 round 1: "The camera no longer sees Cthulhu in Bob's discard zone. If it was
    taken back, press minus twice to undo it." about a card the player never heard of (it
    went with the round's cards, the table's other piles still seen as covered): minus
    twice would have undone what the player never heard. Nothing is said of it."""
    table, said, _ = _table()
    _alice_investigators_then_bob_cthulhu(table, said)
    _frames(table, 150, (1, "investigators"))  # 5 s: Cthulhu unseen, Alice's card seen
    assert not any("no longer sees" in t for t in _texts(said))


def test_a_card_said_then_gone_is_still_asked_about():
    """The same unseen card once it was said (the target and guess typed: "Bob is out,
    with Cthulhu."; then Bob's ... ) keeps the question: here Alice's The Fed on Bob, then
    Bob's The Urchin, said, then unseen."""
    from .test_live_deal import _UNSEEN, _alice_fed_then_bob_urchin
    table, said, _ = _table()
    _alice_fed_then_bob_urchin(table)
    _frames(table, 150, (1, "the_fed"))
    assert _texts(said).count(_UNSEEN) == 1
