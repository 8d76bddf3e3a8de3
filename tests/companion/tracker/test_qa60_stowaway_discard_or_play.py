"""Fresh QA60 HIGH-3 (session 60; /tmp/s60/qa60 r2b/r2c, 4 players, arkham, stickers-only,
demo seed 370): Dan's Stowaway (Sane) was read, Carol's forced discard (The Entertainer)
never was, and Alice's next card, The Dilettante (her play), was taken as the Stowaway's
discard: "Alice discards The Dilettante." / "Alice is out." said as fact, her hand then
refused and the deck count wrong ("17 cards left", truth 15).

Seed 002 card 5 (Stowaway, Sane: "Choose a player. They discard their hand and draw a new
card"), seed 002 "Player Turn" (the next player clockwise plays after the effect). A card
in the zone of a player the effect may target who is also the next to play may be that
player's play, the discard having gone unread in another zone: the card is held
(:mod:`companion.tracker.early_card`) and asked about, not said as the discard; an answer
tells it, or, unanswered, the next camera card in another zone (the discard as read).
"""
from companion.narration import narrate
from companion.tracker import observations as o
from tests.companion.tracker.builders import NAMES, feed, kinds, tracker


def stowaway_then(seat: int, card: str):
    """4 players, round 1: Ann plays the Stowaway (Sane), then ``card`` in ``seat``'s zone."""
    t = tracker(4)
    feed(t, o.card_seen(0, "stowaway"))
    assert t.state.wait[0] == "discard" and not t.ambiguous
    return t, feed(t, o.card_seen(seat, card))


def test_next_players_card_after_a_stowaway_is_not_said_as_the_discard():
    """QA60 HIGH-3: Bob is next; his Dilettante may be his play (Cy's discard unread)."""
    t, events = stowaway_then(1, "the_dilettante")
    said = [narrate(e, NAMES, "en") for e in events]
    assert "card_discarded" not in kinds(events), said
    assert "Bob discards The Dilettante." not in said
    assert t.ambiguous  # the discard, or Bob's play held until the discard comes


def test_unanswered_the_next_camera_card_elsewhere_keeps_the_discard_as_read():
    """Left unanswered, a camera card in another zone ends the hold: the discard was the
    card read (true reads: QA44 t1's "Bob discards Cthulhu." then hedged "or fewer if Bob
    is still in" to the round's end, test_rev_count44), said then, Bob out as a fact (his
    own zone's card put him out, RULINGS A10), not "probably out"."""
    t, _ = stowaway_then(1, "the_dilettante")
    said = [narrate(e, NAMES, "en") for e in feed(t, o.card_seen(2, "the_entertainer"))]
    assert said[:2] == ["Bob discards The Dilettante.", "Bob is out."], said
    assert "Cy: The Entertainer." in said and not t.ambiguous and t.probably_out() == ()


def test_a_card_in_a_zone_not_next_to_play_is_still_the_discard():
    """Cy is not next (Bob is): her card can only be the discard, said at once."""
    t, events = stowaway_then(2, "the_entertainer")
    assert ("card_discarded", 2) in [(e.kind, e.seat) for e in events]
    assert not t.ambiguous


def test_the_card_is_asked_about_as_the_discard_or_the_play():
    """Asked, not said, as the choice it is (session 61: "was that Bob's hand, so Bob is
    out? 1 yes, 2 no, Bob played it" hid it, his Dilettante putting him out either way);
    1 keeps the discard, 2 the play, the discard then awaited elsewhere."""
    t, events = stowaway_then(1, "the_dilettante")
    q = events[-1]
    assert narrate(q, NAMES, "en") == (
        "The Dilettante in Bob's discard zone: the card an effect made Bob discard, or "
        "Bob's own play? 1 the forced discard, 2 Bob's play.")
    yes = feed(t, t.answer_observation(1))
    assert [narrate(e, NAMES, "en") for e in yes][:2] == [
        "Bob discards The Dilettante.", "Bob is out."]
    t, _ = stowaway_then(1, "the_dilettante")
    no = feed(t, t.answer_observation(2))
    assert "still_in" not in kinds(no) and t.state.wait == ("discard", (0, 2, 3))
    said = [narrate(e, NAMES, "en") for e in feed(t, o.card_seen(2, "the_fed"))]
    assert said[:1] + said[3:] == ["Cy discards The Fed.", "Bob: The Dilettante.",
                                   "Bob is out."], said


def test_a_discard_that_leaves_the_next_player_in_is_still_said_at_once():
    """Only a discard that would put its player out is held: any other is said as before
    (held, every forced discard by the next player would be said a card late)."""
    t, events = stowaway_then(1, "the_entertainer")
    assert ("card_discarded", 1) in [(e.kind, e.seat) for e in events]
    assert not t.ambiguous


def test_unanswered_the_players_own_next_card_shows_the_discard_unread():
    """Session 61 (QA60 r2c keyless: 93 "Not counted: The Urchin in Alice's zone, as Alice
    is out.", 111 "Alice discards The Dilettante.", 154 "17 cards left." for 15): Bob's
    next card in his own zone, unanswered, is his hand after his play (a forced discard
    leaves him no card to lay): the discard was made unread in another zone, then his
    play. Said so, never "Bob discards The Dilettante."; the deck counted as when Cy's
    discard is read (her draw)."""
    t, _ = stowaway_then(1, "the_dilettante")
    said = [narrate(e, NAMES, "en") for e in feed(t, o.card_seen(1, "the_urchin"))]
    assert said == ["The card Ann made someone discard with the Stowaway was not read.",
                    "Ann is now Insane.", "Bob.", "Bob: The Dilettante.",
                    "No answer needed: that was Bob's play.", "Bob is out, with The Urchin.",
                    "Cy."], said
    read = tracker(4)
    feed(read, o.card_seen(0, "stowaway"), o.card_seen(2, "the_entertainer"),
         o.card_seen(1, "the_dilettante"), o.card_seen(1, "the_urchin"))
    assert not t.ambiguous and t.state.deck == read.state.deck
    assert t.state.wait == read.state.wait == ("play", 2)


def test_answered_play_the_players_own_next_card_shows_the_discard_unread():
    """Answer 2 (his play), then his hand in his zone: taken at once (the discard made
    unread), not "The Urchin by Bob? Waiting for the card Ann makes someone discard",
    after which Cy's next play was taken as that discard ("Cy discards the
    Investigators.", QA60 r2c with +2 only; session 61)."""
    t, _ = stowaway_then(1, "the_dilettante")
    feed(t, t.answer_observation(2))
    said = [narrate(e, NAMES, "en") for e in feed(t, o.card_seen(1, "the_urchin"))]
    assert "Bob is out, with The Urchin." in said and not t.ambiguous, said
    assert t.state.wait == ("play", 2)
