"""Stowaway / Mi-Go played Insane (QA23 #24).

Seed 002 card 5 (Stowaway, Insane): "Choose another player. Take their hand ... The chosen
player draws the Stowaway Eggs card that was set aside. ... Then play 1 of the 2 cards left
in your hand, using 1 of its effects"; seed 002 card 0 (Stowaway Eggs): "If you play this
card, you are out of the round". RULINGS O8 and O9 (Mi-Go, Mi-Go Braincase). The camera of
``companion play`` does not read the middle of the table, so the Eggs leaving it is not
seen: the table is asked "Sane or Insane effect?" at once (as for R'lyeh), and the card the
player lays next is a play in the Insane account, The Musician-like discard in the Sane one.
"""
import pytest

from companion.narration import narrate
from companion.tracker import observations as o
from tests.companion.tracker.builders import feed, kinds, tracker


def insane_stowaway(edition: str = "arkham", card: str = "stowaway"):
    """Bob Insane (Shoggoth), his Sanity check passed (Investigators), plays ``card``;
    3 players (QA23's s_sw2.py)."""
    t = tracker(3, edition)
    arkham = edition == "arkham"
    feed(t, o.card_seen(0, "the_urchin" if arkham else "elder_sign"),
         o.card_seen(1, "shoggoth" if arkham else "shining_trapezohedron"),
         o.card_seen(2, "the_entertainer" if arkham else "silver_key"),
         o.card_seen(0, "the_fed" if arkham else "cats_of_ulthar"),
         o.card_seen(1, "investigators" if arkham else "investigators_original"))
    assert t.state.insane(1) and not t.ambiguous and t.state.wait == ("play", 1)
    return t, feed(t, o.card_seen(1, card))


def test_the_effect_of_an_insane_stowaway_is_asked_at_once():
    t, events = insane_stowaway()
    assert (events[-1].kind, events[-1].value, events[-1].seat) == ("question", "effect", 1)
    assert narrate(events[-1], ["Ann", "Bob", "Cy"], "en") == (
        "Bob: Sane or Insane effect? 1 Sane, 2 Insane.")


def test_insane_stowaway_then_the_next_card_is_a_play_and_the_eggs_are_out():
    t, _ = insane_stowaway()
    feed(t, t.answer_observation(2))  # 2: Insane
    events = feed(t, o.card_seen(1, "the_sailor"))  # "Then play 1 of the 2 cards"
    assert ("card_played", 1, ("the_sailor",)) in [(e.kind, e.seat, e.cards) for e in events]
    assert "card_discarded" not in kinds(events)
    assert t.state.aside is None and t.state.view().active == 2
    feed(t, o.card_seen(2, "stowaway_eggs"))  # Cy plays the Eggs: out, her hand follows
    assert t.state.out[2] and t.state.wait[:2] == ("hand", 2) and not t.ambiguous


def test_the_eggs_played_settle_an_unanswered_stowaway_as_insane():
    """Nobody answered: the Eggs played by Cy can only be the Insane account."""
    t, _ = insane_stowaway()
    feed(t, o.card_seen(1, "the_sailor"))
    assert t.ambiguous
    events = feed(t, o.card_seen(2, "stowaway_eggs"))
    assert not t.ambiguous and t.state.out[2] and t.state.aside is None
    assert narrate(events[0], ["Ann", "Bob", "Cy"], "en") == (
        "The cards tell it: Bob's Stowaway, Insane effect. No answer needed.")


def test_sane_stowaway_answered_makes_the_next_card_a_discard():
    t, _ = insane_stowaway()
    events = feed(t, t.answer_observation(1), o.card_seen(1, "the_sailor"))
    assert ("card_discarded", 1) in [(e.kind, e.seat) for e in events]
    assert t.state.aside == "stowaway_eggs"


def test_insane_mi_go_then_the_braincase_played_is_out():
    """RULINGS O8, O9: the original edition's Mi-Go and Mi-Go Braincase."""
    t, events = insane_stowaway("original", "mi_go")
    assert (events[-1].kind, events[-1].value) == ("question", "effect")
    feed(t, t.answer_observation(2), o.card_seen(1, "randolph_carter"),
         o.card_seen(2, "mi_go_braincase"))
    assert t.state.out[2] and not t.ambiguous


def test_key_5s_discard_wait_names_the_card_played():
    """QA23 #24: "the card Bob's Musician makes someone discard" after a Stowaway."""
    from companion.narration.narrate import wait_phrase
    assert wait_phrase("en", "discard", "Bob", "stowaway") == (
        "the card Bob makes someone discard with the Stowaway")
    assert wait_phrase("fr", "discard", "Bob", "stowaway") == (
        "la carte que Bob fait défausser avec le Passager clandestin")
    assert wait_phrase("es", "discard", "Bob", "the_musician") == (
        "la carta que Bob hace descartar con el Músico")


LATER = [(), (o.card_seen(2, "the_musician"),),
         (o.card_seen(2, "the_musician"), o.card_seen(0, "the_boxer"))]


@pytest.mark.parametrize("later", LATER)
def test_insane_answered_after_the_second_play_goes_with_the_stowaway(later):
    """QA25 F1: Bob's second play (The Sailor), then maybe Cy's Musician and Ann's forced
    discard, were laid before the answer; "2, Insane" was refused ("waiting for Cy's
    play"): it went with The Sailor, Bob's newest play, whose only side is Sane."""
    t, _ = insane_stowaway()
    feed(t, o.card_seen(1, "the_sailor"), *later)
    assert t.question is not None and t.question.value == "effect"
    events = feed(t, t.answer_observation(2))
    assert not t.ambiguous and t.question.value == "holder" and t.state.aside is None
    said = [narrate(e, ["Ann", "Bob", "Cy"], "en") for e in events]
    assert said[:4] == ["Bob: Insane effect.", "The Stowaway Eggs taken.",
                        "Bob: who took the Stowaway Eggs? 1 Ann, 2 Cy.", "Bob: The Sailor."]
    assert ("card_discarded", 1) not in [(e.kind, e.seat) for e in events]


@pytest.mark.parametrize("later", LATER)
def test_sane_answered_after_the_next_card_makes_it_bobs_discard(later):
    """QA25 F1: "1, Sane" was taken by both accounts (the Sailor's Sane side in the
    Insane one), so nothing was said and the question stayed open."""
    t, _ = insane_stowaway()
    feed(t, o.card_seen(1, "the_sailor"), *later)
    events = feed(t, t.answer_observation(1))
    assert not t.ambiguous and t.question is None and t.state.aside == "stowaway_eggs"
    assert ("card_discarded", 1, ("the_sailor",)) in [(e.kind, e.seat, e.cards) for e in events]
    assert narrate(events[0], ["Ann", "Bob", "Cy"], "en") == "Bob: Sane effect."


def test_the_answer_names_the_card_asked_about_and_is_logged_with_it():
    t, _ = insane_stowaway()
    answer = t.answer_observation(2)
    assert (answer.kind, answer.seat, answer.cards, answer.value) == (
        "effect", 1, ("stowaway",), "insane")
    assert o.from_json(o.to_json(answer)) == answer
    assert o.from_json('{"kind": "effect", "seat": 1, "value": "insane"}').cards == ()


def test_the_aside_wait_names_the_players_second_play():
    """QA25 F1 (d_sw8): "waiting for the set-aside card to be taken" after the Eggs had
    gone: ``companion play`` does not read the middle, so the player's next card is what
    the table waits for."""
    from companion.narration.narrate import wait_phrase
    t, _ = insane_stowaway()
    feed(t, t.answer_observation(2))
    assert t.waiting()[:2] == ("aside", 1)
    assert [wait_phrase(lang, "aside", "Bob") for lang in ("en", "fr", "es")] == [
        "Bob's second play", "le second jeu de Bob", "la segunda jugada de Bob"]


def test_an_old_logs_answer_without_its_card_goes_with_the_question():
    """A log written before QA25 F1 holds the late answer without its card: its resume
    takes it for the Stowaway asked about (it was refused at each resume)."""
    t, _ = insane_stowaway()
    feed(t, o.card_seen(1, "the_sailor"), o.effect("insane", 1))
    assert not t.ambiguous and t.question.value == "holder" and t.state.aside is None


NAMES3 = ["Ann", "Bob", "Cy"]


def test_O8_insane_stowaway_asks_who_took_the_eggs_and_names_the_holder():
    """QA30 F2: "Stowaway Eggs taken." named nobody, though every player saw who took them
    (seed 002 card 5: "The chosen player draws the Stowaway Eggs card that was set aside");
    the table is asked, and the answer names the holder (never a hidden card: which card
    Bob took from Cy is not said)."""
    t, _ = insane_stowaway()
    feed(t, t.answer_observation(2))
    events = feed(t, o.card_seen(1, "the_sailor"))
    q = t.question
    assert (q.value, q.seat, q.info) == ("holder", 1, (0, 2))
    assert [narrate(q, NAMES3, lang) for lang in ("en", "fr", "es")] == [
        "Bob: who took the Stowaway Eggs? 1 Ann, 2 Cy.",
        "Bob : qui a pris les Œufs clandestins ? 1 Ann, 2 Cy.",
        "Bob: ¿quién tomó los Huevos del polizón? 1 Ann, 2 Cy."]
    assert ("card_played", 1, ("the_sailor",)) in [(e.kind, e.seat, e.cards) for e in events]
    feed(t, o.card_seen(2, "the_musician"))  # the players play on: still open
    assert t.question is q
    answer = t.answer_observation(2)
    assert (answer.kind, answer.seat, answer.cards) == ("target", 2, ("stowaway",))
    assert o.from_json(o.to_json(answer)) == answer
    said = [narrate(e, NAMES3, "en") for e in feed(t, answer)]
    assert said == ["Cy now holds the Stowaway Eggs."] and t.question is None


def test_O8_the_only_player_who_could_be_chosen_holds_the_eggs_without_a_question():
    """Two players: the only other player took the Eggs; said, and no question."""
    t = tracker(2)
    feed(t, o.card_seen(0, "cultists"), o.card_seen(1, "the_fed"),
         o.card_seen(0, "investigators"))  # Ann Insane, her check passed
    assert t.state.insane(0) and t.state.wait == ("play", 0)
    feed(t, o.card_seen(0, "stowaway"), o.effect("insane", 0, "stowaway"))
    events = feed(t, o.card_seen(0, "the_sailor"))
    assert t.question is None
    assert [narrate(e, NAMES3, "en") for e in events
            if e.kind == "aside_taken"] == ["Bob now holds the Stowaway Eggs."]


def test_O8_the_holder_question_closes_with_the_round():
    """Never answered, it does not hold up the next deal (the app waits for an open
    question before dealing)."""
    t, _ = insane_stowaway()
    feed(t, t.answer_observation(2), o.card_seen(1, "the_sailor"))
    assert t.question.value == "holder"
    feed(t, o.card_seen(2, "stowaway_eggs"))  # Cy plays the Eggs: out
    assert t.question is None


# --------------------------------------------------------------------------- QA41 M4
def _eggs_given_to_bob():
    """QA41 M4 (stickers-only demo, seed 7, round 3): Alice Insane plays the Stowaway
    Insane on Bob, who takes the Stowaway Eggs (said: "Bob now holds the Stowaway Eggs."),
    then her Tommy Gun on herself; Bob's turn. 2 players."""
    t = tracker(2)
    feed(t, *(o.face_up(c) for c in ("nightgaunt", "investigators", "the_dilettante",
                                     "cultists", "shoggoth")))
    feed(t, o.card_seen(0, "investigators"), o.target(1), o.guess(8), o.still_in(1),
         o.card_seen(1, "the_musician"), o.target(0), o.card_seen(0, "necronomicon"),
         o.card_seen(0, "the_boxer"), o.card_seen(0, "stowaway"), o.effect("insane"),
         o.target(1), o.aside_taken(), o.card_seen(0, "tommy_gun"), o.target(0),
         o.card_seen(0, "investigators"), o.card_seen(0, "the_sailor"))
    assert not t.ambiguous and t.state.wait[:2] == ("play", 1)
    return t


def test_knocked_out_hand_read_two_ways_is_the_eggs_every_player_saw_taken():
    """QA41 M4: Bob's knocked-out hand read as "R'lyeh or the Stowaway Eggs" (one
    sticker) after he took the Eggs in everyone's sight and played his other card: his
    hand is the Eggs (seed 002 card 5, RULINGS O8), said with "Bob is out", no question
    (it came after "Alice wins the game!")."""
    t = _eggs_given_to_bob()
    feed(t, o.card_seen(1, "deep_one"), o.target(0), o.seat_out(1))
    events = feed(t, o.card_seen(1, ["rlyeh", "stowaway_eggs"]))
    assert t.question is None and "question" not in kinds(events)
    said = [narrate(e, ["Alice", "Bob"]) for e in events]
    assert said[0] == "Bob is out, with the Stowaway Eggs.", said
    assert t.view().seats[1].zone[-1] == "stowaway_eggs"


def test_knocked_out_hand_read_two_ways_is_asked_after_a_trade_moved_the_eggs():
    """Randall Tillinghast (trade hands, seed 002 card 2) by Bob after he took the Eggs:
    Alice holds them now, Bob's hand is unknown, so the same two-way read of his hand
    (after Alice's Sanity check and Boxer) is asked (never a silent guess)."""
    t = _eggs_given_to_bob()
    feed(t, o.card_seen(1, "randall_tillinghast"), o.target(0),
         o.card_seen(0, "the_entertainer"), o.card_seen(0, "the_urchin"),
         o.card_seen(0, "the_boxer"), o.target(1),
         o.seat_out(1))
    feed(t, o.card_seen(1, ["rlyeh", "stowaway_eggs"]))
    assert t.question is not None and t.question.value == "card"


def test_O8_holder_told_after_a_trade_moved_the_eggs_is_not_taken_as_seen():
    """Review of QA41 M4: the holder question answered late, after Bob's Sailor (trade,
    seed 002 card 2) with Cy, who took the Eggs: Cy's hand is Bob's card now, so her
    knocked-out hand read "R'lyeh or the Stowaway Eggs" is asked, never silently the
    Eggs (the answer named who took them, not who holds them)."""
    t, _ = insane_stowaway()
    feed(t, t.answer_observation(2), o.card_seen(1, "the_sailor"), o.target(2))
    assert t.question.value == "holder"
    feed(t, t.answer_observation(2))  # Cy took the Eggs, told after the trade
    assert t.question is None
    feed(t, o.card_seen(2, "the_boxer"), o.target(0), o.seat_out(2))  # Cy loses
    feed(t, o.card_seen(2, ["rlyeh", "stowaway_eggs"]))
    assert t.question is not None and t.question.value == "card"


def test_O8_holder_told_late_with_no_hand_moved_since_is_the_knocked_out_hand():
    """The holder question answered after Bob's Fed (no hand moved): Cy still holds the
    Eggs she took, so her knocked-out hand read "R'lyeh or the Stowaway Eggs" is the Eggs,
    no question (QA41 M4)."""
    t, _ = insane_stowaway()
    feed(t, t.answer_observation(2), o.card_seen(1, "the_fed"), o.target(0))
    assert t.question.value == "holder"
    feed(t, t.answer_observation(2))
    feed(t, o.card_seen(2, "the_boxer"), o.target(0), o.seat_out(2))  # Cy loses
    feed(t, o.card_seen(2, ["rlyeh", "stowaway_eggs"]))
    assert t.question is None and t.view().seats[2].zone[-1] == "stowaway_eggs"
