"""A card the camera cannot read, told while the cards laid wait for the last round to be
settled (the table cleared in the middle of a round, or the deal waiting for an answer), is
the next round's card: said held, not asked for (Enter then settles the last round); once
the next round is dealt, its cards held before it given, it is asked for and holds the cards
laid after it (session 39, QA39 H2, stk3 by ear: Alice's unread Necronomicon was asked for
in round 1, Enter answered round 1, and her round-2 Sanity check's card was taken as her
play: a turn of Alice's and one of Bob's skipped). In-process: the camera's readings given
by hand to a real stabilizer."""
from companion.app.live_deal import CLEARED_MID_FRAMES
from companion.tracker import observations as o

from .test_live_deal import _frames, _table, _texts
from .test_stall import _lay
from .test_stall_holds import _unread, _zones

CANNOT = "I cannot read a card in Alice's zone: press Enter, then its rank."


#: round 1 of the stk3 demo (``companion demo --stickers-only --conditions dim --seed 3``) up
#: to Alice's failed Sanity check: her knocked-out hand (Cthulhu) never read
_ROUND_ONE = (o.card_seen(0, "investigators"), o.target(2), o.guess(6), o.still_in(2),
              o.card_seen(1, "the_sailor"), o.target(2), o.card_seen(2, "cultists"),
              o.target(1), o.guess(3), o.still_in(1), o.card_seen(0, "the_entertainer"),
              o.card_seen(1, "investigators"), o.target(0), o.guess(3), o.still_in(0),
              o.card_seen(2, "nightgaunt"), o.card_seen(2, "the_musician"),
              o.card_seen(0, "necronomicon"), o.card_seen(1, "the_urchin"),
              o.card_seen(0, "shoggoth"))


def _round_one_cleared_unsettled():
    """The stk3 demo's round 1, read by the camera, awaiting Alice's hand; then the table
    cleared: "round 1 is not over"."""
    table, said, logged = _table(names=("Alice", "Bob", "Carol"))
    session = table.session
    for obs in _ROUND_ONE:
        session.observe(obs)
    view = session.tracker.view()
    for seat, zone in enumerate(s.zone for s in view.seats):
        for key in zone:
            table.known.claim(view, seat, key)
    assert session.tracker.awaited_seats() == (0,), _texts(said)
    _frames(table, CLEARED_MID_FRAMES)
    assert any(t.startswith("The table was cleared, but round 1 is not over: still waiting "
                            "for Alice's hand.")  # the missed card (session 40)
               for t in _texts(said))
    return table, said, logged


def test_a_card_told_unread_while_the_last_round_is_unsettled_waits_for_the_next_deal():
    table, said, logged = _round_one_cleared_unsettled()
    new = [(2, "the_sailor"), (3, "the_musician")]  # round 2: Bob's and Carol's plays
    _lay(table, *new)
    n = len(said)
    _unread(table, 1)  # Alice's: held, not asked for (Enter now settles round 1)
    assert _texts(said)[n:] == ["A card I cannot read in Alice's zone is held: this round is "
                                "not settled yet."]
    for key in "\n8+2":  # Alice's hand, Cthulhu, entered: Bob wins round 1
        table._one_key(key)
    _frames(table, 2, *new)
    view = table.session.tracker.view()
    assert view.round == 2 and _zones(table) == [(), ("the_sailor",), ("the_musician",)]
    assert CANNOT in _texts(said)[n:]  # asked for once its round is dealt
    # (laid in her turn, after Bob's, given in that order: no doubt, QA48 MEDIUM-1)
    assert _texts(said)[n:].index(CANNOT) > _texts(said)[n:].index("Carol: The Musician.")
    # Alice's next card, laid beside the unread one (her Sanity check's, say): no play
    _lay(table, *new, (1, "investigators", 1))
    assert _zones(table)[0] == ()
    assert not any(t.startswith("Alice: the Investigators") for t in _texts(said)[n:])
    for key in "\n4+1":  # the unread card entered (rank 4, Alice's zone): then the
        table._one_key(key)  # Investigators is taken after it
    _frames(table, 2, *new, (1, "investigators", 1))
    zone = _zones(table)[0]
    assert len(zone) == 2 and zone[1] == "investigators", "\n".join(_texts(said)[n:])


def test_a_card_told_unread_in_a_round_in_progress_is_asked_for_at_once():
    # the usual case, unchanged: asked for at once, no hold line
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    _lay(table, (1, "the_sailor"))
    n = len(said)
    _unread(table, 2)
    assert _texts(said)[n:] == ["I cannot read a card in Bob's zone: press Enter, then its "
                                "rank."]
