"""The cards held after a table cleared in the middle of a round (QA13b N2), given once the
round is settled: the first laid deals the next round and is its first play, the others
follow in the order laid, whether the camera sees each now or not
(:meth:`~companion.app.live_deal.NextDeal._deal_held`, session 37). In-process: the camera's
readings given by hand to a real stabilizer."""
from .test_live_deal import GONE, _frames, _texts
from .test_stall import _lay
from .test_stall_holds import _rlyeh_asks, _unread, _zones


def _round_one_held():
    """QA36 st7's table by ear: Carol's R'lyeh asks Sane or Insane, its Musician told
    unread; Alice's Necronomicon and Randall Tillinghast held behind it; the table cleared;
    round 2's Cultists (Carol), Deep One (Alice) and The Fed (Bob, out) laid and held."""
    table, said = _rlyeh_asks()
    _unread(table, 3)
    _lay(table, (3, "investigators", 1), (1, "necronomicon", 1), (1, "randall_tillinghast", 2))
    _frames(table, GONE)
    round_two = ((3, "cultists", 1), (1, "deep_one", 1), (2, "the_fed", 1))
    _lay(table, *round_two)
    assert _texts(said)[-3:] == [
        "The Cultists in Carol's zone: held; this round is not settled yet.",
        "The Deep One in Alice's zone: held; this round is not settled yet.",
        "The Fed in Bob's zone: held; this round is not settled yet."]
    return table, said, round_two


def test_the_first_card_held_deals_the_next_round_even_unseen_now():
    # session 37, QA36 st7 by ear: Carol's Cultists, covered by her next card when round 1
    # was settled, was skipped; Alice's Deep One dealt round 2 and was refused, and Carol's
    # Sanity-check card was taken as her play
    table, said, round_two = _round_one_held()
    covered = round_two[1:]  # Carol's Cultists under a card (or a hand) now
    _frames(table, 2, *covered)
    n = len(said)
    for key in "+1\n5+2":  # Sane; R'lyeh's Musician entered, in Carol's zone
        table._one_key(key)
    _frames(table, 2, *covered)
    view = table.session.tracker.view()
    assert view.round == 2
    assert "Round 2. Carol starts." in _texts(said)[n:]
    assert _texts(said)[n:].index("Round 2. Carol starts.") + 1 == \
        _texts(said)[n:].index("Carol: the Cultists.")
    assert _zones(table)[2] == ("cultists",)
    assert not any(left.deals for left in table.left_cards)



def test_a_card_held_under_the_next_card_of_its_pile_stays_and_deals():
    # session 37, QA36 st7 by ear (answered later): Carol's Cultists, under her next card
    # laid on it for longer than a card taken away, was dropped; Alice's Deep One dealt
    table, said, round_two = _round_one_held()
    pile = ((3, "the_sailor", 1.25), *round_two[1:])  # on the Cultists, a cascade's step
    _frames(table, 2 * GONE, *pile)
    for key in "+1\n5+2":
        table._one_key(key)
    _frames(table, 2, *pile)
    assert table.session.tracker.view().round == 2
    assert _zones(table)[2][:1] == ("cultists",)


def test_the_first_card_held_deals_though_named_like_an_entered_card_of_its_zone():
    # fix38a: Carol's round-2 Musician, named like R'lyeh's Musician entered by key in her
    # zone, was dropped as that card ("Still on the table from the last round: The
    # Musician in Carol's zone."), and Alice's Deep One refused: round 2 lost. Held cards
    # were laid after the clear: none is the ended round's (the others never were checked)
    table, said = _rlyeh_asks()
    _unread(table, 3)
    _lay(table, (3, "investigators", 1), (1, "necronomicon", 1), (1, "randall_tillinghast", 2))
    _frames(table, GONE)
    round_two = ((3, "the_musician", 1), (1, "deep_one", 1))
    _lay(table, *round_two)
    n = len(said)
    for key in "+1\n5+2":  # Sane; R'lyeh's Musician entered, in Carol's zone
        table._one_key(key)
    _frames(table, 4, *round_two)
    assert table.session.tracker.view().round == 2
    assert _texts(said)[n:].index("Round 2. Carol starts.") + 1 == \
        _texts(said)[n:].index("Carol: The Musician.")
    assert not any(t.startswith("Still on the table") for t in _texts(said)[n:])
    assert _zones(table)[2] == ("the_musician",)
