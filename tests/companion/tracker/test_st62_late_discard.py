"""A forced discard said unread, read late (review of st61, HIGH; session 62, st62):
:mod:`companion.tracker.late_discard`. Ann plays the Stowaway (Sane: the chosen player
discards and draws, seed 002 card 5), Bob's Cthulhu or Dilettante is held as his play or
that discard (the question asked), his Urchin then shows the discard made unread ("The
card Ann made someone discard with the Stowaway was not read."); 4 players
(``builders``)."""
import pytest

from companion.narration import narrate
from companion.tracker import observations as o
from tests.companion.tracker.builders import NAMES, feed, tracker

UNREAD = "The card Ann made someone discard with the Stowaway was not read."


def _said(t, *observations):
    return [narrate(e, NAMES, "en") for e in feed(t, *observations)]


def _unread(held: str = "cthulhu"):
    """The tracker once Bob's hand showed the discard made unread (Cy's turn begun)."""
    t = tracker(4)
    feed(t, o.card_seen(0, "stowaway"), o.card_seen(1, held))
    assert UNREAD in _said(t, o.card_seen(1, "the_urchin"))
    return t


def test_the_next_card_in_the_zone_tells_the_late_discard():
    """Cy's Entertainer, her discard read late, then her Fed: the discard and her play,
    in order, Di's turn next (main: "Cy: The Entertainer." and her Fed refused)."""
    t = _unread("the_dilettante")
    assert _said(t, o.card_seen(2, "the_entertainer")) == []  # her play, or that discard
    said = _said(t, o.card_seen(2, "the_fed"))
    assert said == ["Cy discards The Entertainer.", "Cy: The Fed.", "Di."], said
    assert t.view().deck_count == 16 and t.view().active == 3


def test_a_discard_never_read_leaves_the_play_said_a_card_late():
    """The cost when the discard truly was never read: Cy's play said at Di's card, as
    a play; Di's card, the second card input since, is her play at once, no more that
    discard (``inference.LATE_INPUTS``: kept while Di's zone was unchanged, a card of hers
    turns later, out of turn, was said as the discard in engine games)."""
    t = _unread()
    assert _said(t, o.card_seen(2, "the_entertainer")) == []
    said = _said(t, o.card_seen(3, "the_fed"))
    assert said[:3] == ["Cy: The Entertainer.", "Di.", "Di: The Fed."], said
    assert not any("discards" in x for x in said), said


def test_a_late_discard_in_the_next_players_zone_is_said_once_the_next_card_tells():
    """Di's Entertainer while Cy's play is awaited (main refused it): that discard read
    late, or Di's own play read before Cy's (held, ``early_card._held``: review of st62,
    HIGH, ``test_rev_st62``); nothing said until Di's next card tells it was the discard."""
    t = _unread()
    assert _said(t, o.card_seen(3, "the_entertainer")) == []
    assert _said(t, o.card_seen(2, "the_fed")) == []
    said = _said(t, o.card_seen(3, "the_sailor"))
    assert said[:4] == ["Di discards The Entertainer.", "Cy: The Fed.", "Di.",
                        "Di: The Sailor."], said


def test_a_late_discard_that_knocks_out_ends_the_begun_turn():
    """Cy's Dilettante read late knocks her out (RULINGS A10): no draw after it, her turn
    (begun: its draw) never was, Di plays; the Dilettante her play instead (her hand
    owed) is kept too, so the choice is asked, as for Bob's card
    (``questions.discard_or_play_open``); "1 the forced discard" says it."""
    t = _unread()
    assert _said(t, o.card_seen(2, "the_dilettante")) == [
        "The Dilettante in Cy's discard zone: the card an effect made Cy discard, or Cy's "
        "own play? 1 the forced discard, 2 Cy's play."]
    assert _said(t, o.seat_out(2)) == ["Cy discards The Dilettante.", "Cy is out.", "Di."]
    # 20 after Ann's draw; the unread discard's draw (none after a knock-out), Bob's, Di's
    assert t.view().deck_count == 18 and t.view().active == 3


def test_a_late_other_world_discard_starts_the_begun_turn_with_a_sanity_check():
    """Cy's Cultists read late make her Insane before her turn: it starts with a Sanity
    check (seed 002 "State of Mind"), whose card is the Fed."""
    t = _unread()
    assert _said(t, o.card_seen(2, "cultists")) == []
    said = _said(t, o.card_seen(2, "the_fed"))
    assert said[:4] == ["Cy discards the Cultists.", "Cy is now Insane.",
                        "Cy: Sanity check, 1 card.", "The Fed."], said


@pytest.mark.parametrize("seat", [0, 1])
def test_no_late_discard_in_the_effects_players_zone_nor_the_held_one(seat):
    """Not Ann's zone (the effect's own player: one choosing themselves is rare, as
    :func:`~companion.tracker.early_card.discard_or_play`), nor Bob's (his play lies
    there): only the seats the effect may have chosen apart from them."""
    t = _unread()
    assert all(s in (2, 3) for s, _ in t.state.unread_discard[3])
    events = t.apply(o.card_seen(seat, "the_fed"))
    assert not any(e.kind == "card_discarded" for e in events)
