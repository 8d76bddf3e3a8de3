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
        "Ann's hand: The Sailor.", "Bob."]


def test_the_dilettante_said_out_once_when_the_next_play_comes_before_the_hand():
    t = tracker(3)
    feed(t, o.card_seen(0, "the_dilettante"))
    said = _said(feed(t, o.card_seen(1, "the_fed")))
    assert said.count("Ann is out.") == 0 and "Bob: The Fed." in said
    assert t.late_hands() == (0,)
    assert _said(feed(t, o.card_seen(0, "the_sailor"))) == ["Ann's hand: The Sailor."]


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


def test_the_hand_of_a_player_said_out_is_named_without_saying_out_again():
    """QA26 N5: "Bob: The Dilettante. / Bob is out. / Bob is out, with The Fed." said out
    twice; the hand is named alone, in every language and both forms (a player out at once
    with the hand is still "out, with": test_late_hand)."""
    for lang, said in (("en", ["Bob: The Dilettante.", "Bob is out.", "Bob's hand: The Fed."]),
                       ("fr", ["Bob : la Dilettante.", "Bob quitte la manche.",
                               "Main de Bob : l'Agent fédéral."]),
                       ("es", ["Bob: la Diletante.", "Bob queda fuera.",
                               "Mano de Bob: el Federal."])):
        t = tracker(3)
        feed(t, o.card_seen(0, "the_urchin"))
        heard = _said(feed(t, o.card_seen(1, "the_dilettante")), lang)
        hand = feed(t, o.card_seen(1, "the_fed"))
        assert (heard + _said(hand, lang))[:3] == said, lang
    assert narrate_events(hand, NAMES, "en", "verbose")[0] == "Bob shows their hand: The Fed."
