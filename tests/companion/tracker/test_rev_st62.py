"""Review of st62 (session 62): the forced discard said unread, read late
(:mod:`companion.tracker.late_discard`). Ann plays the Stowaway (Sane: the chosen player
discards and draws, seed 002 card 5), Bob's Cthulhu is held as his play or that discard,
his Urchin then shows the discard made unread; Cy's turn begun. 4 players (``builders``)."""
from companion.narration import narrate
from companion.tracker import observations as o
from tests.companion.tracker.builders import NAMES, feed, tracker

UNREAD = "The card Ann made someone discard with the Stowaway was not read."


def _said(t, *observations):
    return [narrate(e, NAMES, "en") for e in feed(t, *observations)]


def test_the_next_players_play_read_before_the_awaited_one_is_not_said_a_discard():
    """HIGH (st62): Cy's play hidden under her hand, Di's play, The Entertainer, read first
    in Di's zone, a zone the Stowaway may have chosen: the branch took it as that discard
    read late, the only account taking it, and said "Di discards The Entertainer." as fact
    (false; main refused it, "Waiting for Cy's play."). Held as Di's play read early too,
    Cy's Fed then Ann's card tell the truth (Cy, then Di played; Ann's Sanity check)."""
    t = tracker(4)
    feed(t, o.card_seen(0, "stowaway"), o.card_seen(1, "cthulhu"))
    assert UNREAD in _said(t, o.card_seen(1, "the_urchin"))
    said = _said(t, o.card_seen(3, "the_entertainer"), o.card_seen(2, "the_fed"))
    assert not any("discards" in x for x in said), said
    said += _said(t, o.card_seen(0, "the_sailor"))  # Ann's Sanity check card
    assert not any("discards" in x for x in said), said
    assert said[:4] == ["Cy: The Fed.", "Di.", "Di: The Entertainer.", "Ann."], said
    assert t.view().active == 0 and len(t.hyps) == 1


def test_the_next_players_self_out_play_read_before_the_awaited_one_is_not_a_discard():
    """HIGH (review of st62, left; mended by st63): as above, Di's play a card that knocks
    out when discarded (The Dilettante), read before Cy's: the late discard alone took it,
    "Di discards The Dilettante." "Di is out." said as fact (her play, false) and her hand,
    laid after Cy's play, refused. Held as her play too, the accounts differ on the
    discard or her play (Di out either way): the discard-or-play question is asked
    (not "was that Di's hand?", which named neither), and her hand tells it."""
    t = tracker(4)
    feed(t, o.card_seen(0, "stowaway"), o.card_seen(1, "cthulhu"))
    assert UNREAD in _said(t, o.card_seen(1, "the_urchin"))
    said = _said(t, o.card_seen(3, "the_dilettante"), o.card_seen(2, "the_fed"),
                 o.card_seen(3, "the_sailor"))  # Di's play, Cy's play, Di's hand
    assert not any("discards" in x for x in said), said
    assert said[0] == ("The Dilettante in Di's discard zone: the card an effect made Di "
                       "discard, or Di's own play? 1 the forced discard, 2 Di's play."), said
    assert "Di is out, with The Sailor." in said, said
    assert not any("probably" in x or "or fewer" in x for x in said), said
