"""A card that puts its own player out is followed at once by "X is out." (QA23 #13), as
"Alice is protected." follows The Urchin; the hand laid later is named then.

Seed 002 card 8 (The Dilettante / Cthulhu, Sane: "If you play or discard this card ... you
are out of the round"; Insane Cthulhu with fewer than 2 Other World cards, or answered
Sane), card 0 (Stowaway Eggs played); RULINGS A13, O9, O14.
"""
from companion.narration import narrate_events
from companion.tracker import observations as o
from tests.companion.tracker.builders import feed, tracker

NAMES = ["Ann", "Bob", "Cy"]


def _said(events, lang="en"):
    return narrate_events(events, NAMES, lang)


def test_the_dilettante_played_says_its_player_out_at_once():
    t = tracker(3)
    assert _said(feed(t, o.card_seen(0, "the_dilettante"))) == [
        "Ann: The Dilettante.", "Ann is out."]
    assert t.state.wait == ("hand", 0, "said")
    # the hand laid: named, the next turn follows
    assert _said(feed(t, o.card_seen(0, "the_sailor"))) == [
        "Ann is out, with The Sailor.", "Bob."]


def test_the_dilettante_said_out_once_when_the_next_play_comes_before_the_hand():
    t = tracker(3)
    feed(t, o.card_seen(0, "the_dilettante"))
    said = _said(feed(t, o.card_seen(1, "the_fed")))
    assert said.count("Ann is out.") == 0 and "Bob: The Fed." in said
    assert t.late_hands() == (0,)
    assert _said(feed(t, o.card_seen(0, "the_sailor"))) == ["Ann is out, with The Sailor."]


def test_cthulhu_answered_sane_says_its_player_out():
    """Ann Insane with 2 Other World cards plays Cthulhu: the win or Sane (out) is asked;
    "Sane" puts her out, said at once (QA23 #13, es: "Bob: efecto cuerdo." and nothing)."""
    t = tracker(3)
    feed(t, o.card_seen(0, "shoggoth"), o.card_seen(1, "the_sailor"),
         o.card_seen(2, "the_fed"), o.card_seen(0, "the_urchin"),  # her check passed
         o.card_seen(0, "randall_tillinghast"), o.card_seen(1, "the_entertainer"),
         o.card_seen(2, "the_fed"), o.card_seen(0, "investigators"),
         o.card_seen(0, "investigators"))
    assert t.state.insane(0) and t.state.wait == ("play", 0), t.state.wait
    events = feed(t, o.card_seen(0, "cthulhu"))
    assert (events[-1].kind, events[-1].value) == ("question", "effect")
    said = _said(feed(t, t.answer_observation(1)), "es")
    assert said[-1] == "Ann queda fuera."
