"""A card that only an owed late hand explains may be the next player's play read early
(fresh QA47b HIGH-1; :mod:`companion.tracker.early_card`): asked, never said as a hand.

The shape of QA47b's round 6 at its smallest (3 players, arkham): Ann's Boxer on Bob, Bob
said still in, his Fed; then Ann's card. Either Ann lost the compare and lays her hand
after Bob's play (QA F1), or it was a tie and her card is her next play, read before Cy's.
The same with an Insane player before the card's seat (original edition, review of yith48
HIGH-2): the card may be read before her Sanity check card, her play, a hand she knocks out.
"""
from companion.narration import narrate_events
from companion.tracker import observations as o
from tests.companion.tracker.builders import feed, tracker

NAMES = ["Ann", "Bob", "Cy"]
ASKED = ("The Investigators in Ann's discard zone: was that Ann's hand, so Ann is out? "
         "1 yes, 2 no, still in.")


def _ann_s_card():
    t = tracker(3)
    feed(t, o.card_seen(0, "the_boxer"), o.target(1), o.card_seen(1, "the_fed"),
         o.still_in(1))
    return t, narrate_events(feed(t, o.card_seen(0, "investigators")), NAMES)


def test_a_card_a_late_hand_or_an_early_play_is_asked_about_not_said_a_hand():
    """Main said "Ann is out, with the Investigators." at once (the tie's account waited
    for Cy's play and refused it)."""
    t, said = _ann_s_card()
    assert said == [ASKED]
    assert not t.view().seats[0].out and t.view().active == 2
    # the card lies in her zone: the view and the unseen count see it
    assert t.view().seats[0].zone == ("the_boxer", "investigators")
    assert t.unseen()["investigators"] == 4


def test_answered_still_in_the_card_is_her_play_said_after_cy_s():
    """"2 no, still in": the card was Ann's play read before Cy's; Cy's card is taken
    first, then hers in its place ("Ann: the Investigators." after Cy's turn)."""
    t, _ = _ann_s_card()
    assert narrate_events(feed(t, o.still_in(0)), NAMES) == ["Ann is still in."]
    said = narrate_events(feed(t, o.card_seen(2, "the_urchin")), NAMES)
    assert said == ["Cy: The Urchin.", "Cy is protected.", "Ann.", "Ann: the Investigators."]
    assert not t.view().seats[0].out


def test_answered_yes_the_card_is_her_hand():
    t, _ = _ann_s_card()
    assert narrate_events(feed(t, o.seat_out(0)), NAMES) == [
        "Ann is out, with the Investigators."]
    assert t.view().seats[0].out and not t.ambiguous
    assert narrate_events(feed(t, o.card_seen(2, "the_urchin")), NAMES)[-1] == "Bob."


def test_undone_the_card_leaves_the_table_as_before_it():
    t, _ = _ann_s_card()
    t.undo()
    assert t.view().seats[0].zone == ("the_boxer",) and t.question is None
    assert narrate_events(feed(t, o.card_seen(2, "the_urchin")), NAMES)[:2] == [
        "Cy: The Urchin.", "Cy is protected."]


def test_the_next_card_s_target_and_guess_stay_its_own():
    """Ann said still in (her card is her play read before Cy's), then Cy's Investigators,
    Cy telling "Bob, 2" after it, as a table does: those are Cy's choices (review of
    yith48 HIGH-1: the held card was applied right after Cy's card, so the choices went to
    it, the last play: "Ann: the Investigators on Bob, guesses 2.", Cy's play with no
    target); her card is said at the next card."""
    t, _ = _ann_s_card()
    feed(t, o.still_in(0))
    said = narrate_events(feed(t, o.card_seen(2, "investigators"), o.target(1), o.guess(2)),
                          NAMES)
    # yith48 said: ['Cy: the Investigators.', 'Ann.', 'Ann: the Investigators on Bob, guesses 2.']
    assert not [s for s in said if s.startswith("Ann") and ("Bob" in s or "guess" in s)], said
    cy = next(n for n in (t.state.play, *t.state.earlier) if n.seat == 2)
    assert (cy.target, cy.guess) == (1, 2)
    said = narrate_events(feed(t, o.card_seen(1, "the_urchin")), NAMES)
    # then Bob's card (her target unknown); "Ann." waits, as read in order, while Cy's
    # guess may have put Bob out, his hand laid before her turn (yith49: her card held
    # past it, no longer dropped there)
    assert said[:2] == ["Ann.", "Ann: the Investigators."], said


def _insane_ann(*inputs, cy="elder_sign"):
    """QA47b's round 6 with Ann Insane (original, 3 players): Ann's Golden Mead, Bob's
    Great Race of Yith, no target told, Cy's ``cy``; then ``inputs``. Returns the tracker
    and what was said at the last input."""
    t = tracker(3, "original")
    feed(t, o.card_seen(0, "golden_mead"), o.card_seen(1, "great_race_of_yith"),
         o.card_seen(2, cy), *inputs[:-1])
    return t, narrate_events(feed(t, inputs[-1]), NAMES)


BOB_ASKED = ("The Elder Sign in Bob's discard zone: was that Bob's hand, so Bob is out? "
             "1 yes, 2 no, still in.")
BOB_EARLY = o.card_seen(1, "elder_sign")


def test_a_card_read_before_an_insane_player_s_check_is_not_said_a_hand():
    """Bob's Elder Sign read before Ann's Sanity check card: it may be his next play read
    early, as in QA47b (review of yith48 HIGH-2: the accounts with Bob in waited for Ann's
    check, not a play, and refused it; main said "Bob is out, with the Elder Sign.")."""
    t, said = _insane_ann(BOB_EARLY)
    assert "Bob is out, with the Elder Sign." not in said, said
    assert not t.view().seats[1].out
    assert t.view().seats[1].zone == ("great_race_of_yith", "elder_sign")


def test_read_before_an_insane_player_s_check_it_is_asked_about():
    """Cy's own question answered first ("2 no, still in"): Bob's card is asked about at
    once (main: "Bob is out, with the Elder Sign.")."""
    t, said = _insane_ann(o.still_in(2), BOB_EARLY)
    assert said == [BOB_ASKED]
    assert t.view().active == 0


def test_answered_still_in_his_card_is_his_play_after_ann_s_check_and_play():
    """"2 no, still in": Ann's check card and her play are taken first, then Bob's card in
    its place, his play (the held card waits past the check card; main refused it)."""
    t, _ = _insane_ann(o.still_in(2), BOB_EARLY)
    assert narrate_events(feed(t, o.still_in(1)), NAMES) == ["Bob is still in."]
    said = narrate_events(feed(t, o.card_seen(0, "henry_armitage")), NAMES)
    assert said == ["Prof. Henry Armitage.", "Ann passes.", "16 cards left."]
    assert narrate_events(feed(t, o.card_seen(0, "cats_of_ulthar")), NAMES) == [
        "Ann: the Cats of Ulthar.", "Bob."]
    said = narrate_events(feed(t, o.card_seen(2, "silver_key")), NAMES)
    assert said[:3] == ["Bob: the Elder Sign.", "Bob is protected.", "Cy."], said
    assert not t.view().seats[1].out


def test_answered_yes_his_card_is_his_hand():
    t, _ = _insane_ann(o.still_in(2), BOB_EARLY)
    assert narrate_events(feed(t, o.seat_out(1)), NAMES) == [
        "Bob is out, with the Elder Sign."]
    assert t.view().seats[1].out and not t.ambiguous


#: the cards closing "was that Bob's hand?" after later plays: what was asked, what they
#: showed, one line (fresh QA51 run H, order52: "Bob: the Elder Sign." / "No answer
#: needed." was heard as a second play of his)
ELDER_SIGN = "The cards answer the question about the Elder Sign: Bob's play, not Bob's hand."


def test_ann_s_check_failed_her_hand_then_his_card_is_his_play():
    """Ann fails her check and lays her hand: Bob's card is then his play, and Cy's card
    closes the question (in the account where Bob lost, Cy was left alone: the round was
    over)."""
    t, _ = _insane_ann(o.still_in(2), BOB_EARLY, o.card_seen(0, "deep_ones"))
    assert narrate_events(feed(t, o.card_seen(0, "silver_key")), NAMES) == [
        "Ann is out, with the Silver Key."]
    said = narrate_events(feed(t, o.card_seen(2, "henry_armitage")), NAMES)
    assert said[:2] == [ELDER_SIGN, "Bob is protected."], said
    assert not t.view().seats[1].out and t.question is None


def test_ann_s_hand_owed_late_his_held_card_is_applied_before_the_next_card():
    """Ann fails her check, and Cy's card is read before her hand (owed late,
    :func:`~companion.tracker.flow.hand_late`): Bob's held card is his play, applied
    before Cy's (``early_card.due``; without it the held card stayed held in an account
    past Bob's turn, and Cy's card was refused: "Waiting for Ann's hand.")."""
    t, _ = _insane_ann(o.still_in(2), BOB_EARLY, o.still_in(1), o.card_seen(0, "deep_ones"))
    said = narrate_events(feed(t, o.card_seen(2, "henry_armitage")), NAMES)
    assert said == ["Ann is out.", "Bob.", "Bob: the Elder Sign.", "Bob is protected.", "Cy.",
                    "Cy: Prof. Henry Armitage."], said
    assert narrate_events(feed(t, o.card_seen(0, "silver_key")), NAMES) == [
        "Ann's hand: the Silver Key."]


def test_a_hand_ann_s_play_knocked_out_comes_before_his_card():
    """Cy's Cats of Ulthar (no protection); Ann's check passed, her Investigators guess
    Cy's hand: Cy's hand is laid before Bob's turn, so Bob's card waits for it too, then
    is his play (main: "Bob is out, with the Elder Sign.", then "Ann wins the round and
    has 1 Insane."; held only through Ann's own cards, it was applied at Cy's hand,
    refused, and only the account with Bob out was left)."""
    t, _ = _insane_ann(BOB_EARLY, o.card_seen(0, "henry_armitage"),
                       o.card_seen(0, "investigators_original"), o.target(2), o.guess(7),
                       o.seat_out(2), cy="cats_of_ulthar")
    said = narrate_events(feed(t, o.card_seen(2, "silver_key")), NAMES)
    assert said == ["Cy is out, with the Silver Key."], said
    said = narrate_events(feed(t, o.card_seen(0, "randolph_carter")), NAMES)
    assert said[:2] == [ELDER_SIGN, "Bob is protected."], said
    assert not t.view().seats[1].out and t.state.round_winners == ()


def test_her_card_waits_for_a_hand_cy_s_play_knocked_out():
    """QA47b's shape, no one Insane: Ann's card may be her play read before Cy's; Cy's
    Investigators guess Bob's hand, "Bob is out" told, his hand laid: her card waits past
    it, his hand comes before her turn (main dropped the account holding it at Bob's hand:
    "Ann is out, with the Investigators." as fact, then "Cy wins the round")."""
    t, _ = _ann_s_card()
    feed(t, o.card_seen(2, "investigators"), o.target(1), o.guess(2))
    said = narrate_events(feed(t, o.seat_out(1), o.card_seen(1, "the_fed")), NAMES)
    assert said == ["Bob is out, with The Fed."], said
    assert not t.view().seats[0].out and t.state.round_winners == ()
    said = narrate_events(feed(t, o.card_seen(2, "the_urchin")), NAMES)
    assert said[:1] == ["The cards answer the question about the Investigators: Ann's play, "
                        "not Ann's hand."], said


# Review of yith49 (HIGH): the turn before the held card's seat may end in its play's
# effect cards (a Musician's / Armitage's forced discard, a Tommy Gun's deck cards): the held
# card waits past them too. Held only through the check, the play and a knocked-out hand,
# it was applied as that effect's card ("Bob discards the Elder Sign." as fact, then every
# card refused), or its account dropped ("Bob is out, with the Elder Sign." as fact).
ANN_ARMITAGE = (o.card_seen(0, "silver_key"), o.card_seen(0, "henry_armitage"))


def test_an_armitage_s_discard_comes_before_the_held_card():
    """"2 no, still in", Ann passes her check, her Armitage on herself: her discard is
    laid, then Bob's card is his play (yith49 said "Bob discards the Elder Sign." at her
    Armitage, then refused her target, her discard and every card after)."""
    t, _ = _insane_ann(o.still_in(2), BOB_EARLY, o.still_in(1), *ANN_ARMITAGE)
    assert narrate_events(feed(t, o.target(0)), NAMES) == ["Ann chooses Ann."]
    said = narrate_events(feed(t, o.card_seen(0, "cats_of_ulthar")), NAMES)
    assert said == ["Ann discards the Cats of Ulthar.", "Bob.", "Bob: the Elder Sign.",
                    "Bob is protected.", "Cy."], said
    assert not t.view().seats[1].out


def test_an_armitage_on_him_his_discard_comes_before_his_held_card():
    """Ann's Armitage on Bob: his forced discard is his second card, then his held card
    is his play (yith49 took the held card as the discard, then his discard as his play:
    "Bob: the Cats of Ulthar.")."""
    t, _ = _insane_ann(o.still_in(2), BOB_EARLY, o.still_in(1), *ANN_ARMITAGE, o.target(1))
    said = narrate_events(feed(t, o.card_seen(1, "cats_of_ulthar")), NAMES)
    assert said[:3] == ["Bob discards the Cats of Ulthar.", "Bob.", "Bob: the Elder Sign."]


def test_unanswered_an_armitage_does_not_close_his_question():
    """Bob's question unanswered: Ann's Armitage, her target, her discard do not tell
    whether his card was his hand (yith49: "Bob is out, with the Elder Sign." as fact at
    her target; "Bob was already out: the Elder Sign was Bob's hand." without a target)."""
    for told in ((o.target(0),), ()):
        t, _ = _insane_ann(o.still_in(2), BOB_EARLY, *ANN_ARMITAGE)
        said = narrate_events(feed(t, *told, o.card_seen(0, "cats_of_ulthar"),
                                   o.card_seen(2, "randolph_carter")), NAMES)
        assert not [s for s in said if "Bob" in s], (told, said)
        assert t.question is not None and t.question.seat == 1


def test_a_musician_s_discard_comes_before_her_held_card():
    """QA47b's shape (arkham, no one Insane): "2 no, still in", Cy's Musician on Bob, his
    discard, then Ann's held card is her play (yith48/yith49: "Ann discards the
    Investigators." at Cy's Musician, then every card refused)."""
    t, _ = _ann_s_card()
    feed(t, o.still_in(0))
    said = narrate_events(feed(t, o.card_seen(2, "the_musician"), o.target(1)), NAMES)
    assert said == ["Cy: The Musician on Bob."], said
    said = narrate_events(feed(t, o.card_seen(1, "the_urchin")), NAMES)
    assert said == ["Bob discards The Urchin.", "Ann.", "Ann: the Investigators."], said


def test_unanswered_a_musician_s_target_does_not_say_her_out():
    """Her question unanswered: Cy's Musician on Bob does not tell it (yith48/yith49:
    "Ann is out, with the Investigators." as fact at "Cy chooses Bob")."""
    t, _ = _ann_s_card()
    said = narrate_events(feed(t, o.card_seen(2, "the_musician"), o.target(1),
                               o.card_seen(1, "the_urchin")), NAMES)
    assert not [s for s in said if "Ann" in s], said
    assert t.question is not None and t.question.seat == 0


def test_a_tommy_gun_s_cards_come_before_her_held_card():
    """"2 no, still in", Cy's Tommy Gun on Bob: its 2 deck cards go to Bob's zone, then
    Ann's held card is her play (yith48/yith49: "Cy's Tommy Gun: the Investigators, from
    the deck into Ann's zone.", then every card refused)."""
    t, _ = _ann_s_card()
    feed(t, o.still_in(0))
    said = narrate_events(feed(t, o.card_seen(2, "tommy_gun"), o.target(1),
                               o.card_seen(1, "the_urchin"), o.card_seen(1, "cultists")),
                          NAMES)
    assert not [s for s in said if "into Ann's zone" in s], said
    assert said[-2:] == ["Ann.", "Ann: the Investigators."], said
    assert t.view().seats[1].zone == ("the_fed", "the_urchin", "cultists")


def test_a_mi_go_insane_s_second_play_comes_before_the_held_card():
    """Ann's Mi-Go, Insane effect, on Bob: the set-aside card goes to him and Ann plays
    again; then Bob's held card is his play (yith49: "Bob discards the Elder Sign." at her
    Mi-Go, then her answers and cards refused: "Waiting for Bob's play.")."""
    t, said = _insane_ann(o.still_in(2), BOB_EARLY, o.still_in(1),
                          o.card_seen(0, "silver_key"), o.card_seen(0, "mi_go"))
    assert not [s for s in said if "Bob" in s], said
    feed(t, o.effect("insane", 0, "mi_go"), o.target(1), o.aside_taken())
    said = narrate_events(feed(t, o.card_seen(0, "cats_of_ulthar"),
                               o.card_seen(2, "randolph_carter")), NAMES)
    assert said[:4] == ["Ann: the Cats of Ulthar.", "Bob.", "Bob: the Elder Sign.",
                        "Bob is protected."], said


def test_a_musician_s_discard_undone_keeps_the_held_card_in_its_place():
    """"2 no, still in", Cy's Musician, no target told, his own discard read, then undone
    (minus) while it still lies there (fresh QA48 EARLY HIGH-1, :mod:`.undone_discard`):
    Bob's next card is his play after Ann's held card, or the discard; not said as fact
    (held past the discard, with_undone stepped the accounts without the held card, so
    only "Bob discards the Cultists." was left, said as fact)."""
    t, _ = _ann_s_card()
    feed(t, o.still_in(0), o.card_seen(2, "the_musician"), o.card_seen(2, "the_urchin"))
    t.undo()
    said = narrate_events(feed(t, o.card_seen(1, "cultists")), NAMES)
    assert "Bob discards the Cultists." not in said, said
    assert len({h.zones[2][-1] for h in t.hyps}) == 2  # the Urchin laid in one account


def test_a_card_read_before_the_r_lyeh_owner_s_choice_is_not_said_a_hand():
    """Arkham: Ann Insane, her R'lyeh's Insane effect flipped the deck; Bob's Boxer (no
    target told), Cy's Necronomicon; then Bob's Fed read before Ann's next turn, which
    starts with her R'lyeh choice (RULINGS A3): it may be his next play read early, as
    before a Sanity check card (review of yith49; yith49 and main said "Bob is out, with
    The Fed." as fact: the accounts with Bob in waited for her choice, not a card)."""
    t = tracker(3)
    feed(t, o.card_seen(0, "shoggoth"), o.card_seen(1, "the_urchin"),
         o.card_seen(2, "the_entertainer"), o.card_seen(0, "the_sailor"),
         o.card_seen(0, "rlyeh"), o.effect("insane", 0, "rlyeh"),
         o.card_seen(1, "the_boxer"), o.card_seen(2, "necronomicon"))
    said = narrate_events(feed(t, o.card_seen(1, "the_fed")), NAMES)
    assert "Bob is out, with The Fed." not in said, said
    assert not t.view().seats[1].out
    # "2 no, still in", Ann goes on: her 2 check cards and her play, then Bob's held card
    # is his play
    feed(t, o.still_in(1), o.still_in(2), o.rlyeh(False), o.card_seen(0, "investigators"),
         o.card_seen(0, "the_urchin"))
    said = narrate_events(feed(t, o.card_seen(0, "randall_tillinghast"),
                               o.card_seen(2, "the_boxer")),
                          NAMES)
    assert "Bob: The Fed." in said and not t.view().seats[1].out, said
