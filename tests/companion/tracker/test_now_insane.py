"""The moment a player is driven Insane is said (QA32 F1).

Seed 002 "State of Mind": "once an Other World card is placed in your discard zone, you're
driven Insane"; RULINGS A9: a card placed there by Tommy Gun still makes the player Insane,
and so does a forced discard (The Musician). A blind player cannot see the zones: "Bob is
now Insane." right after the card, once, in every mode (they all go through the tracker).
"""
import pytest

from companion.narration import narrate, narrate_events
from companion.tracker import observations as o
from tests.companion.tracker.builders import NAMES, feed, tracker


def _insane_events(events):
    return [(e.kind, e.seat) for e in events if e.kind == "now_insane"]


def test_the_first_other_world_card_played_is_said_right_after_it():
    t = tracker(3)
    events = feed(t, o.card_seen(0, "nightgaunt"))
    i = [e.kind for e in events].index("card_played")
    assert (events[i + 1].kind, events[i + 1].seat) == ("now_insane", 0)
    assert narrate_events(events, NAMES[:3], "en")[:2] == ["Ann: the Nightgaunt.",
                                                            "Ann is now Insane."]
    # a second Other World card says nothing more: Ann was Insane already
    events = feed(t, o.card_seen(1, "the_fed"), o.card_seen(2, "necronomicon"),
                  o.card_seen(0, "cultists"))
    assert _insane_events(events) == [("now_insane", 2)]


def test_a_sane_card_says_nothing():
    t = tracker(3)
    assert _insane_events(feed(t, o.card_seen(0, "the_fed"), o.card_seen(1, "the_urchin"))) == []


def test_a_forced_discard_drives_its_player_insane():
    """The demo's "Alice chooses Carol. / Carol discards Stowaway." (QA32 F1)."""
    t = tracker(3)
    events = feed(t, o.card_seen(0, "the_musician"), o.target(2), o.card_seen(2, "stowaway"))
    kinds = [(e.kind, e.seat) for e in events]
    assert kinds.index(("now_insane", 2)) == kinds.index(("card_discarded", 2)) + 1
    assert t.state.insane(2)


def test_a_tommy_gun_card_drives_the_chosen_player_insane():
    """RULINGS A9: the card placed has no effect, but its player is Insane."""
    t = tracker(3)
    events = feed(t, o.card_seen(0, "tommy_gun"), o.target(1),
                  o.card_seen(1, "the_boxer"), o.card_seen(1, "deep_one"))
    assert _insane_events(events) == [("now_insane", 1)]
    kinds = [e.kind for e in events]  # after the last card and its deck count (session 38)
    assert kinds[kinds.index("now_insane") - 2:kinds.index("now_insane")] == [
        "card_revealed", "deck_count"]


def test_a_card_that_puts_its_own_player_out_does_not_say_insane():
    """Cthulhu played Sane: its player is out, not "now Insane" (seed 002 card 8)."""
    t = tracker(3)
    events = feed(t, o.card_seen(0, "cthulhu"))
    assert _insane_events(events) == [] and t.state.out[0]


@pytest.mark.parametrize("lang, brief, verbose", [
    ("en", "Bob is now Insane.",
     "Bob is now Insane: an Other World card is in their discard zone."),
    ("fr", "Bob sombre dans la folie.",
     "Bob sombre dans la folie : une carte Autre Monde est dans sa zone de défausse."),
    ("es", "Bob cae en la locura.",
     "Bob cae en la locura: tiene una carta de Otro Mundo en su zona de descarte."),
])
def test_now_insane_is_said_in_every_language(lang, brief, verbose):
    """The rulebooks' words, said the same for any name (QA33: "passe en état Fou", "pasa a
    estado Loco" were stiff by ear; "devient Fou" would not agree with Alice)."""
    from companion.tracker.events import TableEvent
    e = TableEvent("now_insane", seat=1)
    assert narrate(e, NAMES, lang) == brief
    assert narrate(e, NAMES, lang, "verbose") == verbose


def test_simulate_says_it():
    """``companion simulate`` goes through the same tracker: its text says it too."""
    from companion.engine.bots import play_random_game
    from companion.narration import narrate_game
    state = play_random_game("arkham", 3, 7, names=["P1", "P2", "P3"])
    lines = list(narrate_game(state, "en", "brief"))
    i = lines.index("P3 is now Insane.")
    assert lines[i - 1] == "P3 discards the Stowaway."


def test_simulate_does_not_say_insane_right_before_the_same_play_puts_that_player_out():
    """QA33 N3: "P1 plays the Deep One on P4. / P1 is now Insane. / P1 is out of the round;
    hand shown: the Shoggoth." (simulate, 4 players, seed 1): the record knows the loser at
    once. Another player put out by that play leaves it said."""
    from companion.engine.bots import play_random_game
    from companion.narration import narrate_game
    names = ["P1", "P2", "P3", "P4"]
    lines = narrate_game(play_random_game("arkham", 4, 1, names=names), "en", "brief")
    i = lines.index("P1: the Deep One on P4.")
    assert lines[i + 1] == "P1 is out, with the Shoggoth."
    for seed in range(1, 13):
        lines = narrate_game(play_random_game("arkham", 4, seed, names=names), "en", "brief")
        for said, after in zip(lines, lines[1:]):
            if said.endswith(" is now Insane."):
                assert not after.startswith(said.split()[0] + " is out"), (seed, said, after)
    lines = narrate_game(play_random_game("arkham", 4, 3, names=names), "en", "brief")
    i = lines.index("P2: the Deep One on P4.")
    assert lines[i + 1:i + 4] == ["P4 is out, with the Stowaway.", "P2 is now Insane.", "P1."]


def test_a_record_says_insane_after_the_effect_and_not_when_the_effect_ends_the_round():
    """QA34 F10: "P2: the Deep One on P3. / P2 is now Insane. / P3 is out, with The
    Musician. / P2 wins the round and has 1 Sane.": the Other World card enters the zone
    after its effect (docs/rulings.md 9), so P2 was Sane when the round ended; said after
    the effect otherwise ("P4 is out, … / P2 is now Insane. / P1.", test above)."""
    from companion.engine.bots import play_random_game
    from companion.narration import narrate_game
    names = ["P1", "P2", "P3", "P4"]
    lines = narrate_game(play_random_game("arkham", 4, 2, names=names), "en", "brief")
    i = lines.index("P2: the Deep One on P3.")
    assert lines[i + 1:i + 3] == ["P3 is out, with The Musician.",
                                  "P2 wins the round and has 1 Sane."]


def test_a_record_ending_right_after_going_insane_still_says_it():
    """A record cut just after "now Insane" (no next play, turn or round to release it):
    :meth:`RecordOrder.flush` gives it, and :class:`InsaneAfterEffect`'s own flush too
    (it raised AttributeError; review of session 25)."""
    from companion.narration.record_order import InsaneAfterEffect, RecordOrder
    from companion.tracker.events import TableEvent
    played = TableEvent("card_played", seat=0, cards=("deep_one",))
    insane = TableEvent("now_insane", seat=0)
    order = RecordOrder()
    said = order.feed([played, insane])
    assert [e.kind for e in said + order.flush()] == ["card_played", "now_insane"]
    alone = InsaneAfterEffect()
    assert alone.feed([played, insane]) == [played]
    assert alone.flush() == [insane] and alone.flush() == []


@pytest.mark.parametrize("target", [0, 1])
def test_a_tommy_gun_s_first_card_says_insane_after_the_second(target):
    """Session 38 (recheck37 en5 by ear): "Alice is now Insane." was said between the
    Tommy Gun's two cards, its first one the Nightgaunt: the effect is over after both
    (docs/rulings.md 9; the demo's truth says it after the second), and a live table says
    each input's events alone (``live_order``), so the tracker tells it with the last card.
    """
    t = tracker(3)
    feed(t, o.card_seen(0, "tommy_gun"), o.target(target))
    first = feed(t, o.card_seen(target, "nightgaunt"))
    assert _insane_events(first) == []
    last = feed(t, o.card_seen(target, "the_fed"))
    assert _insane_events(last) == [("now_insane", target)]
    said = narrate_events(last, NAMES[:3], "en")
    line = said.index(f"{NAMES[target]} is now Insane.")
    assert said[line - 2].startswith("Ann's Tommy Gun: The Fed") and said[line + 1] == "Bob."
    for lang, insane in (("fr", "sombre dans la folie"), ("es", "cae en la locura")):
        said = narrate_events(last, NAMES[:3], lang)  # the same place in every language
        assert [insane in x for x in said].index(True) == 2, said  # after the card, its count


def test_a_tommy_gun_s_two_other_world_cards_say_insane_once_after_both():
    t = tracker(3)
    events = feed(t, o.card_seen(0, "tommy_gun"), o.target(1),
                  o.card_seen(1, "deep_one"), o.card_seen(1, "nightgaunt"))
    assert _insane_events(events) == [("now_insane", 1)]
    kinds = [e.kind for e in events]
    assert kinds.index("now_insane") > max(i for i, k in enumerate(kinds)
                                           if k == "card_revealed")


@pytest.mark.parametrize("target", [0, 1])
def test_QA39_L2_a_rlyeh_s_now_insane_comes_after_its_deck_cards(target):
    """QA39 L2 (live, by ear): "Bob: R'lyeh. Check it." "Bob is now Insane." and only then
    the R'lyeh's two cards from the deck: the card enters the zone once its effect is over
    (docs/rulings.md 9), and the demo's truth says it after the second card, as session 38
    did for the Tommy Gun. Its player only: the cards' zone says its own line first."""
    t = tracker(3)
    played = feed(t, o.card_seen(0, "rlyeh"), o.target(target))
    assert _insane_events(played) == []
    first = feed(t, o.card_seen(target, "the_fed"))
    assert _insane_events(first) == []
    last = feed(t, o.card_seen(target, "the_boxer"))
    assert _insane_events(last) == [("now_insane", 0)]
    said = narrate_events(last, NAMES[:3], "en")
    line = said.index("Ann is now Insane.")
    assert said[line - 2].startswith("Ann's R'lyeh: The Boxer") and said[line + 1] == "Bob."



def test_QA39_L2_a_rlyeh_s_player_then_its_chosen_player_are_said_insane():
    """The demo's order (QA39 p6, round 6): "Fay's R'lyeh: … 14 cards left." "Fay is now
    Insane." "Carol is now Insane." """
    t = tracker(3)
    feed(t, o.card_seen(0, "rlyeh"), o.target(1), o.card_seen(1, "the_fed"))
    assert _insane_events(feed(t, o.card_seen(1, "nightgaunt"))) == [
        ("now_insane", 0), ("now_insane", 1)]


def _live(t, *inputs, lang="en"):
    """What a live table says for ``inputs`` (observations, or an int: the answer to the
    question asked), each input's events alone as ``companion play`` orders them."""
    from companion.narration.record_order import live_order
    said = []
    for x in inputs:
        events = t.answer(x) if isinstance(x, int) else t.apply(x)
        assert not [e for e in events if e.kind == "inconsistency"], (x, events)
        said += narrate_events(live_order(events), NAMES[:t.hyps[0].players], lang)
    return said


def test_QA40_a_deep_one_that_ends_the_round_is_not_said_insane_at_a_live_table():
    """Session 40 QA (stk3 round 2, by ear): "Alice: the Deep One. Check it." / "Alice is
    now Insane." / "Bob is out, with The Sailor." / "Alice wins the round and has 1 Sane.":
    the Deep One enters her zone once its effect is over (seed 002 "State of Mind"), and
    that effect ended the round: she won it Sane (RULINGS A12), as the token says and the
    demo's truth never says her Insane."""
    t = tracker(3, first=1)
    _live(t, o.card_seen(1, "investigators"), o.target(2), o.guess(4),
          o.card_seen(2, "the_urchin"), 1)
    said = _live(t, o.card_seen(0, "deep_one"), o.card_seen(1, "the_sailor"), 1)
    assert said[0] == "Ann: the Deep One." and said[-2:] == [
        "Bob is out, with The Sailor.", "Ann wins the round and has 1 Sane."]
    assert not any("Insane." in line for line in said[:-1]), said


def test_QA40_es_a_stowaway_whose_discard_ends_the_round_is_not_said_insane():
    """Session 40 QA (es, 2 players, by ear): "Bob: el Polizón." / "Bob cae en la locura." /
    "Alice descarta la Diletante." / "Alice queda fuera." / "Bob gana la ronda y tiene 1
    ficha del lado cuerdo.": The Dilettante discarded puts its holder out (RULINGS A10), which
    ends the round during the Stowaway's effect (seed 002 card 5)."""
    t = tracker(2)
    said = _live(t, o.card_seen(0, "the_fed"), o.card_seen(1, "stowaway"),
                 o.card_seen(0, "the_dilettante"), lang="es")
    assert said[-4:] == ["Bob: el Polizón.", "Ann descarta la Diletante.", "Ann queda fuera.",
                         "Bob gana la ronda y tiene 1 ficha del lado cuerdo."], said
    assert not any("locura" in line for line in said), said


def test_QA40_a_deep_one_s_player_is_said_insane_after_the_player_it_put_out():
    """The demo's truth order (stk3 round 1 with a round going on): "Bob is out, with The
    Sailor." then "Ann is now Insane." then the next turn, in every language."""
    for lang, out, insane in (("en", "Bob is out, with The Sailor.", "Ann is now Insane."),
                              ("fr", "Bob quitte la manche ; sa main : le Marin.",
                               "Ann sombre dans la folie."),
                              ("es", "Bob queda fuera, con el Marinero.",
                               "Ann cae en la locura.")):
        t = tracker(3)
        said = _live(t, o.card_seen(0, "deep_one"), o.card_seen(1, "the_sailor"), 1, lang=lang)
        assert said[-3:-1] == [out, insane], said
        assert sum(insane == line for line in said) == 1


def test_QA40_an_open_deep_one_says_insane_before_the_next_turn_not_a_card_later():
    """Nothing seen to go out after Ann's Deep One, Bob's card his play: the demo's truth
    order, "Ann is now Insane." then "Bob." and his play. The account where Ann lost her
    own compare, her hand still to come, is only a doubt the next card settles
    (``late_next``): it says what the table says, else "Ann is now Insane." waited a card
    (and came amid the next player's knock-out), holding back nothing else though."""
    t = tracker(3)
    said = _live(t, o.card_seen(0, "deep_one"), o.card_seen(1, "the_fed"), 2)
    assert said[0] == "Ann: the Deep One."
    assert said[-5:] == ["Ann is now Insane.", "Bob.", "Bob: The Fed.", "Bob is still in.",
                         "Cy."]
    assert _live(t, o.card_seen(2, "the_boxer")) == ["Cy: The Boxer."]


def test_QA40_a_pending_insane_line_holds_back_only_itself():
    """While the accounts differ on "now Insane" alone (the Deep One's own compare lost,
    or not, the next card still to tell), the lines they agree on after it are said."""
    from companion.tracker.events import TableEvent
    from companion.tracker.table import TableState
    from companion.tracker.tracker import _with_insane_agreed
    a, b = TableState("arkham", 3), TableState("arkham", 3)
    turn, played = TableEvent("turn_started", seat=1), TableEvent("card_played", seat=1)
    a.events = [TableEvent("now_insane", seat=0), turn, played, TableEvent("still_in", seat=1)]
    b.events = [turn, played, TableEvent("player_out", seat=1)]
    assert _with_insane_agreed([a, b], [3, 2], [turn, played]) == [turn, played]
    assert [e.kind for e in a.events] == ["now_insane", "still_in"]
    assert [e.kind for e in b.events] == ["player_out"]
    b.events = [TableEvent("now_insane", seat=0)]
    a.events = a.events[:1]
    assert [e.kind for e in _with_insane_agreed([a, b], [1, 1], [])] == ["now_insane"]
    assert a.events == b.events == []


@pytest.mark.parametrize("was, read, answer, after", [
    ("deep_one", "nightgaunt", (), True),     # not said with the Deep One: said once now
    ("deep_one", "necronomicon", (), True),   # the Necronomicon is an Other World card too
    ("nightgaunt", "deep_one", (2,), False),  # said with the Nightgaunt: not again later
])
def test_QA40_a_corrected_card_says_insane_once(was, read, answer, after):
    """A slash correction replays the card: its "now Insane" said before stays said (QA33
    N5), one not said yet (its effect was not over) is said now, once."""
    t = tracker(3)
    said = _live(t, o.card_seen(0, was), o.was(read), o.card_seen(1, "the_fed"), *answer,
                 o.card_seen(2, "the_boxer"))
    assert said.count("Ann is now Insane.") == 1, said
    corrected = next(i for i, line in enumerate(said) if line.startswith("Corrected:"))
    assert (said.index("Ann is now Insane.") > corrected) == after, said
