"""Review of st61 (fresh QA60 HIGH-3: the Stowaway's forced discard unread, the next
player's card held as her play and asked "the forced discard, or her play?"). Tracker
cases the branch leaves: the discard read late, after the next player's play and hand.

Seed 002 card 5 (Stowaway, Sane: the chosen player discards and draws); seed 002 "Player
Turn". 4 players, Ann plays the Stowaway, Bob is next (``builders``)."""
from companion.narration import narrate
from companion.tracker import observations as o
from tests.companion.tracker.builders import NAMES, feed, tracker


def _said(t, *observations):
    return [narrate(e, NAMES, "en") for e in feed(t, *observations)]


def test_a_forced_discard_read_after_the_next_players_hand_is_not_taken_as_a_play():
    t = tracker(4)
    feed(t, o.card_seen(0, "stowaway"), o.card_seen(1, "the_dilettante"))
    said = _said(t, o.card_seen(1, "the_urchin"))
    assert "The card Ann made someone discard with the Stowaway was not read." in said
    said = _said(t, o.card_seen(2, "the_entertainer"))  # Cy's discard, read late
    assert "Cy: The Entertainer." not in said, said
    # (review of st61, HIGH, as on main: said as her play, her real play held; st62 keeps
    # the account where it is that discard read late: companion.tracker.late_discard)
    said = _said(t, o.card_seen(2, "the_fed"))  # her play
    assert said[:2] == ["Cy discards The Entertainer.", "Cy: The Fed."], said


def test_the_next_players_true_forced_discard_unanswered_is_said_at_the_next_play():
    """The branch's cost on a true read: asked, then said one card later (engine games,
    every card read, the question left unanswered: 49 asked in 360 games, 0 false lines;
    review of st61)."""
    t = tracker(6)
    feed(t, o.card_seen(0, "stowaway"))
    assert "Bob discards" not in " ".join(_said(t, o.card_seen(1, "cthulhu")))
    said = _said(t, o.card_seen(2, "the_fed"))
    assert said[:2] == ["Bob discards Cthulhu.", "Bob is out."], said
