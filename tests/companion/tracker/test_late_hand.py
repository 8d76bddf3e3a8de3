"""A knocked-out hand laid after the next player's card (QA F26; seed 002 "Out of the
Round"): the table goes on, the hand is owed (``TableState.late``) and said when it lands."""
from companion.narration import narrate_events
from companion.session_log import SessionLog, resume
from companion.tracker import observations as o
from tests.companion.tracker.builders import feed, tracker

NAMES = ["Ann", "Bob", "Cy"]


def _said(events):
    return narrate_events(events, NAMES)


def _true_table(t):
    """Bob out with Investigators, Cy played The Fed, Ann's turn (the table of F26)."""
    v = t.view()
    assert [(s.zone, s.out) for s in v.seats] == [
        (("the_boxer",), False), (("investigators",), True), (("the_fed",), False)]
    assert (v.active, v.deck_count) == (0, 19) and not t.ambiguous and t.question is None


def test_a_play_seen_before_a_told_knocked_out_hand_is_taken_at_once():
    # QA F26: "The Fed by Cy? Waiting for Bob's hand." and the Fed was lost
    t = tracker(3)
    feed(t, o.card_seen(0, "the_boxer"), o.target(1), o.seat_out(1))
    said = _said(feed(t, o.card_seen(2, "the_fed")))
    assert said == ["Bob is out.", "Cy.", "Cy: The Fed.", "Ann."]  # QA F2: said at once
    assert t.view().seats[1].zone == () and t.awaited_seats() == (0, 1)  # Bob's hand owed
    assert t.late_hands() == (1,)
    said = _said(feed(t, o.card_seen(1, "investigators")))
    assert said == ["Bob's hand: the Investigators."]
    _true_table(t)


def test_a_play_seen_before_a_knocked_out_hand_is_not_taken_for_its_players_hand():
    # QA F26, nothing told: Cy's Fed was said as "Cy is out, with The Fed."
    t = tracker(3)
    feed(t, o.card_seen(0, "the_boxer"))
    events = feed(t, o.card_seen(2, "the_fed"))
    assert [e.kind for e in events] == ["question"]  # nothing said before it is known
    assert _said(events) == ["The Fed in Cy's discard zone: was that Cy's hand, so Cy is out? 1 yes, 2 no, still in."]
    feed(t, o.card_seen(1, "investigators"))
    said = _said(feed(t, o.still_in(2)))
    assert "Bob is out, with the Investigators." in said and "Cy: The Fed." in said
    _true_table(t)


def test_the_hand_first_then_the_play_ends_in_the_same_table():
    t = tracker(3)
    feed(t, o.card_seen(0, "the_boxer"), o.card_seen(1, "investigators"),
         o.card_seen(2, "the_fed"), o.seat_out(1))
    _true_table(t)
    t = tracker(3)
    feed(t, o.card_seen(0, "the_boxer"), o.target(1), o.seat_out(1),
         o.card_seen(1, "investigators"), o.card_seen(2, "the_fed"))
    _true_table(t)


def test_replay_of_the_log_gives_the_live_table(tmp_path):
    path = tmp_path / "ooo.jsonl"
    with SessionLog(path, sync=False) as log:
        for obs in (o.start("arkham", NAMES, "en", 0), o.card_seen(0, "the_boxer"),
                    o.target(1), o.seat_out(1), o.card_seen(2, "the_fed"),
                    o.card_seen(1, "investigators")):
            log.record(obs)
    t, errors = resume(path)
    assert errors == []
    _true_table(t)


def test_a_late_hand_must_match_the_guess_that_knocked_it_out():
    t = tracker(3)
    feed(t, o.card_seen(0, "investigators"), o.target(1), o.guess(2), o.seat_out(1),
         o.card_seen(2, "the_urchin"))
    bad = t.apply(o.card_seen(1, "the_boxer"))  # a 3: Ann guessed 2
    assert [e.kind for e in bad] == ["inconsistency"]
    assert _said(feed(t, o.card_seen(1, "the_fed"))) == ["Bob's hand: The Fed."]


def test_a_card_out_of_turn_with_no_hand_awaited_is_still_refused():
    # a card laid out of turn (and maybe taken back into the hand) is never a play
    t = tracker(3)
    bad = t.apply(o.card_seen(2, "the_fed"))
    assert [(e.kind, e.value) for e in bad] == [("inconsistency", "unexpected")]
    assert t.view().seats[2].zone == ()


def test_a_round_ended_with_a_hand_never_seen_deals_the_next_one():
    t = tracker(3)
    feed(t, o.card_seen(0, "the_boxer"), o.target(1), o.seat_out(1),
         o.card_seen(2, "the_boxer"), o.target(0), o.seat_out(0))
    said = _said(feed(t, o.card_seen(0, "the_urchin")))
    assert "Ann is out, with The Urchin." in said and any("Cy wins" in s for s in said)
    feed(t, o.new_round())  # Bob's hand was gathered unseen: the game goes on
    assert t.view().round == 2 and not t.state.late


def _ann_out_with_investigators(t):
    """Ann lost her own Boxer compare: out with Investigators; Bob played The Fed."""
    v = t.view()
    assert [(s.zone, s.out) for s in v.seats] == [
        (("the_boxer", "investigators"), True), (("the_fed",), False), ((), False)]
    assert v.active == 2 and not t.ambiguous and t.question is None


def test_the_boxer_player_who_lost_may_lay_her_hand_after_the_next_play():
    # QA F1: "Investigators by Alice? Waiting for Carol's play." and Alice stayed in. At 3
    # players her card may as well be her next play read before Cy's (fresh QA47b HIGH-1:
    # the camera's order is not the table's): unless her out was told, it is asked, and
    # "yes" says it; at 4 players (Di plays before her) it is said at once, below
    for told in ((o.still_in(1),), (), (o.seat_out(0),)):
        t = tracker(3)
        feed(t, o.card_seen(0, "the_boxer"), o.target(1), o.card_seen(1, "the_fed"), *told)
        said = _said(feed(t, o.card_seen(0, "investigators")))
        if not told:  # "was that Bob's hand?" first: 2, still in
            assert said == [] and t.question.seat == 1
            said = _said(feed(t, o.still_in(1)))
        if told and told[0].kind == "out":
            assert said[-1] == "Ann's hand: the Investigators."  # said out only once (QA26 N5)
        else:
            assert said[-1] == "The Investigators in Ann's discard zone: was that Ann's " \
                "hand, so Ann is out? 1 yes, 2 no, still in.", told
            assert _said(feed(t, o.seat_out(0))) == ["Ann is out, with the Investigators."]
        _ann_out_with_investigators(t)
    said = _said(feed(t, o.card_seen(2, "the_urchin")))
    assert said[-1] == "Bob."  # Ann is skipped


def test_at_four_players_the_boxer_player_s_late_hand_is_said_at_once():
    """QA F1 at 4 players: Di plays between Cy and Ann, so Ann's card right after Bob's
    play cannot be her next play read one card early: her hand, said at once."""
    for told in ((o.still_in(1),), ()):
        t = tracker(4)
        feed(t, o.card_seen(0, "the_boxer"), o.target(1), o.card_seen(1, "the_fed"), *told)
        said = narrate_events(feed(t, o.card_seen(0, "investigators")), NAMES + ["Di"])
        assert said[-1] == "Ann is out, with the Investigators.", told
        assert t.view().seats[0].out and not t.ambiguous


def test_a_boxer_tie_gets_no_new_question_and_no_delay():
    # the account "Ann lost, hand owed" lasts one card: the next play ends it, unasked
    t = tracker(3)
    feed(t, o.card_seen(0, "the_boxer"), o.target(1), o.card_seen(1, "the_fed"))
    said = _said(feed(t, o.still_in(1)))
    assert said == ["Bob.", "Bob: The Fed.", "Bob is still in.", "Cy."]
    assert t.question is None
    said = _said(feed(t, o.card_seen(2, "the_urchin")))
    assert said == ["Cy: The Urchin.", "Cy is protected.", "Ann."] and not t.ambiguous


def test_a_knocked_out_player_whose_hand_is_late_is_said_out_at_once():
    # QA F2: Bob's knock-out was never said when his hand was not laid
    t = tracker(3)
    feed(t, o.card_seen(0, "investigators"), o.target(1), o.guess(3))
    said = _said(feed(t, o.card_seen(2, "the_fed")))
    assert said == ["Bob is out.", "Cy.", "Cy: The Fed.", "Ann."]
    t = tracker(3)
    feed(t, o.card_seen(0, "the_boxer"), o.target(1))
    said = _said(feed(t, o.card_seen(2, "the_boxer")))
    assert said == ["Bob is out.", "Cy.", "Cy: The Boxer."]
    feed(t, o.target(0), o.seat_out(0))
    said = _said(feed(t, o.card_seen(0, "the_fed")))
    # "Cy starts next." is left to the next round's start (QA28 #7)
    assert said == ["Ann is out, with The Fed.", "Cy wins the round and has 1 Sane."]


def test_a_hand_that_contradicts_the_guess_is_named_as_such_and_kept_for_a_fix():
    # QA F3: "Bob is out: The Sailor ignored." (no conflict named)
    for late in (True, False):
        t = tracker(3)
        feed(t, o.card_seen(0, "investigators"), o.target(1), o.guess(3))
        feed(t, o.card_seen(2, "the_fed") if late else o.seat_out(1))
        bad = t.apply(o.card_seen(1, "the_sailor"))
        assert [(e.kind, e.value) for e in bad] == [("inconsistency", "not_guessed")]
        assert _said(bad) == ["The Sailor by Bob? Ann guessed 3."]
        verbose = narrate_events(bad, NAMES, verbosity="verbose")[0]
        assert "Check the card, or undo" in verbose
        feed(t, o.undo())
        assert _said(feed(t, o.card_seen(1, "the_boxer")))[0] == (
            "Bob's hand: The Boxer." if late else "Bob is out, with The Boxer.")
        assert t.view().seats[1].zone == ("the_boxer",)


def test_a_play_drawn_from_the_face_up_deck_before_a_failed_checks_hand_is_taken():
    # QA F9: Cy's Sailor, drawn from the deck R'lyeh flipped, was "Check: The Sailor again?"
    def game(late):
        t = tracker(3)
        feed(t, o.card_seen(0, "cultists"), o.target(1), o.guess(5), o.still_in(1),
             o.card_seen(1, "nightgaunt"), o.target(2), o.card_seen(2, "the_urchin"),
             o.card_seen(0, "the_boxer"), o.card_seen(0, "rlyeh"), o.effect("insane"),
             o.deck_visible("deep_one"), o.card_seen(1, "deep_one"),
             o.deck_visible("the_sailor"))
        hand, play = o.card_seen(1, "the_fed"), o.card_seen(2, "the_sailor")
        feed(t, *((play, hand) if late else (hand, play)))
        return t
    late, on_time = game(True), game(False)
    assert late.view() == on_time.view()
    assert late.view().seats[2].zone == ("the_urchin", "the_sailor")


def test_a_top_rank_hand_never_lost_a_boxer_compare():
    # QA F10: "Bob is out, with The Dilettante." (rank 8 cannot be strictly lower)
    for late in (False, True):
        t = tracker(3)
        feed(t, o.card_seen(0, "the_boxer"), o.target(1),
             o.card_seen(2, "the_fed") if late else o.seat_out(1))
        bad = t.apply(o.card_seen(1, "the_dilettante"))
        assert _said(bad) == ["The Dilettante by Bob? It cannot lose to The Boxer."]
        assert "the_dilettante" not in t.view().seats[1].zone
        assert _said(feed(t, o.card_seen(1, "the_sailor")))[0] == (
            "Bob's hand: The Sailor." if late else "Bob is out, with The Sailor.")


def test_a_check_card_of_the_rlyeh_owner_before_the_answer_and_a_late_hand_is_taken():
    # QA F14: Alice's Sanity check card (she owns R'lyeh, the deck face up) seen before
    # Carol's knocked-out hand and before "play on" was refused, and a whole game lost
    def game(order):
        t = tracker(3)
        feed(t, o.card_seen(0, "cultists"), o.target(1), o.guess(5), o.still_in(1),
             o.card_seen(1, "the_fed"), o.target(0), o.card_seen(2, "the_fed"), o.target(0),
             o.card_seen(0, "the_boxer"), o.card_seen(0, "rlyeh"), o.effect("insane"),
             o.deck_visible("the_urchin"), o.card_seen(1, "the_urchin"),
             o.deck_visible("the_sailor"), o.card_seen(2, "cthulhu"))
        said = []
        for obs in order:
            said += _said(feed(t, obs))
        return t, said
    hand, check, on = (o.card_seen(2, "investigators"), o.card_seen(0, "the_sailor"),
                       o.rlyeh(False))
    right, _ = game((hand, on, check))
    for order in ((check, hand, on), (hand, check, on), (check, on, hand)):
        t, said = game(order)
        assert t.view() == right.view(), order
        assert t.view().seats[0].zone[-1] == "the_sailor" and t.question is None
        assert "Ann plays on." in said and "That answer does not fit" not in said


def _alice_deep_one_on_bob():
    """Alice, Bob, Cy: a round to Alice's Deep One on Bob (Alice Insane), Bob's card next."""
    t = tracker(3)
    for seat, c in ((0, "nightgaunt"), (1, "investigators"), (2, "the_fed")):
        feed(t, o.card_seen(seat, c))
    feed(t, o.still_in(2))
    for c in ("the_urchin", "deep_one"):
        feed(t, o.card_seen(0, c))
    return t


def test_yes_to_was_that_the_hand_settles_that_the_card_named_is_the_hand():
    """QA13b N3 (seed 002 game, round 1): Alice Insane plays Deep One on Bob, The Boxer
    appears in Bob's zone, "is Bob out?" answered "out" left the account where The Boxer
    was Bob's own play lost with and his hand still owed: key 5 waited for Bob's hand
    (it lay there) and nothing was said. The question now asks "was that Bob's hand?",
    and yes settles it: "Bob is out, with The Boxer." and Carol's turn, at once."""
    t = _alice_deep_one_on_bob()
    events = feed(t, o.card_seen(1, "the_boxer"))
    assert _said(events)[-1] == ("The Boxer in Bob's discard zone: was that Bob's hand, so "
                                 "Bob is out? 1 yes, 2 no, Bob played it.")  # QA38 #1
    said = _said(feed(t, o.seat_out(1)))
    assert "Bob is out, with The Boxer." in said
    assert t.hand_seats() == () and t.view().active == 2


def test_when_no_answer_fits_the_hand_laid_next_closes_was_that_the_hand():
    """Unanswered "was that Bob's hand?" (Bob played the card and lost with it, his hand
    still owed): the hand Bob lays next is taken, Bob is said out with it and the question
    closes."""
    t = _alice_deep_one_on_bob()
    feed(t, o.card_seen(1, "the_boxer"))
    assert t.question is not None and t.question.value == "out"
    said = _said(feed(t, o.card_seen(1, "the_sailor")))
    assert "Bob is out, with The Sailor." in said and said[-1] == "Cy."
    assert t.question is None and t.view().seats[1].zone == ("investigators", "the_boxer",
                                                             "the_sailor")
