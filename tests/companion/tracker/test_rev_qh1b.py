"""Review of qh1b (:mod:`companion.tracker.under_card`, the repair stated only when that
order alone fits): the next round's first card, read while the old round still waits for
TWO cards the camera missed, was still stated in the old round (qh1b's own count: 3 of 3,621
engine tries; :meth:`~companion.tracker.under_card.UnderCards._after_fits` tried one
missed card). Fixed in session 59 (qh1c): two missed cards that end the round are tried
too; the card is refused as on main, and asked about."""
import pytest

from companion.narration import narrate_events
from companion.tracker import Tracker, observations as o

from tests.companion.tracker.test_qa58_under_card import _stream


@pytest.mark.parametrize("edition, players, seed, i, cards, late, seat, card", [
    ("arkham", 3, 0, 14, ("nightgaunt", "randall_tillinghast"), 3, 2, "tommy_gun"),
    # (k60 asked a needless "Sane or Insane effect?" after Player 2's self-out Cthulhu,
    # shifting this stream; k61: the self-out's play sides no longer split the accounts)
    ("arkham-classic", 5, 2, 55, ("cthulhu", "nightgaunt"), 2, 0, "deep_one")])
def test_a_next_round_card_with_two_old_inputs_unread_is_not_stated(
        edition, players, seed, i, cards, late, seat, card):
    """Player 2's last two cards of a round and the next deal unread; a card of the next
    round (arkham: Player 3's Tommy Gun, round 2's fourth input) read lying at the centre
    side of its zone's newest card of the old round (the Shoggoth): refused as on main,
    and asked about, never stated into the old round (qh1b's engine tries: these were the
    3 stated of 3,621)."""
    inputs = _stream(edition, players, seed)
    truth = Tracker()
    for obs in inputs:
        truth.apply(obs)
    assert inputs[i].kind == "new_round"
    assert [(obs.seat, obs.cards) for obs in inputs[i - 2:i]] == [(1, (c,)) for c in cards]
    nxt = inputs[i + 1 + late]
    assert (nxt.seat, nxt.cards) == (seat, (card,))
    t = truth.as_before(i - 2)  # the two inputs before the deal unread
    obs = o.card_seen(seat, card, before=True)
    main = t._trial_copy()
    refused = main.apply(o.card_seen(seat, card))
    assert t.under_asked(obs)
    events = t.apply(obs)
    assert not any(e.kind == "under_card" for e in events), narrate_events(
        events, t.names, "en")
    assert narrate_events(events, t.names, "en") == narrate_events(refused, t.names, "en")
