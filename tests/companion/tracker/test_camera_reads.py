"""Camera realities: revealed hands arrive as plain cards, a card read may have several
candidates, choices told by players are said, and open accounts at game end are asked."""
import pytest

from companion.narration import narrate_events
from companion.session_log import SessionLog, read_log, resume
from companion.tracker import Tracker
from companion.tracker import observations as o
from companion.tracker.events import inconsistency
from companion.tracker.observations import ObservationError, from_json, to_json
from tests.companion.tracker.builders import feed, kinds, tracker

FACE_UP = ["the_fed", "the_fed", "investigators", "investigators", "investigators"]


def _rlyeh_showdown():
    """Two players; Ann flips the deck with R'lyeh and ends the round at her next turn."""
    t = tracker(2)
    feed(t, *(o.face_up(c) for c in FACE_UP))
    feed(t, o.card_seen(0, "cultists"), o.card_seen(1, "the_urchin"))
    feed(t, o.card_seen(0, "the_boxer"))  # Ann's 1-card check passes
    feed(t, o.card_seen(0, "rlyeh"), o.effect("insane"), o.deck_visible("the_sailor"))
    feed(t, o.card_seen(1, "the_urchin"), o.rlyeh(True))
    return t


# --------------------------------------------------------------------------- hands as cards
def test_showdown_hand_seen_as_a_card_in_own_zone():
    t = _rlyeh_showdown()
    events = feed(t, o.card_seen(0, "the_entertainer"))
    assert kinds(events) == ["hand_revealed"] and events[0].seat == 0
    events = feed(t, o.card_seen(1, "the_dilettante"))
    assert "round_ended" in kinds(events)
    v = t.view()
    assert v.showdown == ((0, "the_entertainer"), (1, "the_dilettante"))
    assert v.seats[0].zone[-1] == "rlyeh"  # the hand is not a play in the zone
    assert v.round_winners == (1,)


def test_showdown_card_of_a_seat_that_already_revealed_is_unexpected():
    t = _rlyeh_showdown()
    feed(t, o.card_seen(0, "the_entertainer"))
    assert kinds(t.apply(o.card_seen(0, "the_boxer"))) == ["inconsistency"]


def test_shoggoth_insane_reveal_seen_as_a_card():
    t = tracker(3)
    feed(t, o.card_seen(0, "tommy_gun"), o.card_seen(0, "cultists"), o.card_seen(0, "the_fed"))
    feed(t, o.card_seen(1, "the_urchin"), o.card_seen(2, "the_urchin"))
    feed(t, o.card_seen(0, "investigators"))  # check passes
    feed(t, o.card_seen(0, "shoggoth"), o.card_seen(0, "the_sailor"))
    v = t.view()
    assert v.round_winners == (0,) and v.seats[0].tokens.insane == 1
    assert "the_sailor" not in v.seats[0].zone


# --------------------------------------------------------------------------- candidates
def test_candidates_json_round_trip_and_validation():
    obs = o.card_seen(1, ["rlyeh", "stowaway_eggs", "rlyeh"])
    assert obs.cards == ("rlyeh", "stowaway_eggs")
    assert from_json(to_json(obs)) == obs
    with pytest.raises(ObservationError, match="twice"):
        from_json('{"kind":"card","seat":0,"cards":["rlyeh","rlyeh"]}')
    with pytest.raises(ObservationError, match="unknown card"):
        from_json('{"kind":"card","seat":0,"cards":["rlyeh","nope"]}')


def test_eggs_still_set_aside_so_the_card_is_rlyeh():
    t = tracker(3)
    assert t.view().aside == "stowaway_eggs"
    events = feed(t, o.card_seen(0, ["stowaway_eggs", "rlyeh"]))
    assert not t.ambiguous and t.question is None
    assert t.view().seats[0].zone == ("rlyeh",)
    assert [e.cards for e in events if e.kind == "card_played"] == [("rlyeh",)]


def test_candidate_ruled_out_by_unseen_counts():
    t = tracker(3)
    feed(t, o.card_seen(0, "the_sailor"))  # the only Sailor
    feed(t, o.card_seen(1, ["the_sailor", "randall_tillinghast"]))
    assert t.view().seats[1].zone == ("randall_tillinghast",) and not t.ambiguous


def _eggs_taken():
    """Ann (Insane) plays Stowaway and takes the Eggs: R'lyeh and the Eggs both unseen."""
    t = tracker(3)
    feed(t, o.card_seen(0, "tommy_gun"), o.card_seen(0, "cultists"), o.card_seen(0, "the_fed"))
    feed(t, o.card_seen(1, "the_boxer"), o.target(0), o.still_in(0), o.card_seen(2, "the_fed"))
    # a tie; "Bob lost, hand owed" stays a doubt only until the next card (QA F1)
    assert t.question is None and not t.view().seats[1].out
    feed(t, o.card_seen(0, "investigators"))
    feed(t, o.card_seen(0, "stowaway"), o.aside_taken(), o.card_seen(0, "the_urchin"))
    return t


def test_several_candidates_ask_and_say_nothing_until_answered_by_was():
    t = _eggs_taken()
    events = t.apply(o.card_seen(1, ["rlyeh", "stowaway_eggs"]))
    assert kinds(events) == ["question"]
    q = events[0]
    assert (q.value, q.seat, q.info) == ("card", 1, ("rlyeh", "stowaway_eggs"))
    assert narrate_events([q], ["Ann", "Bob", "Cy"])[0] == (
        "Which card in Bob's zone: R'lyeh or the Stowaway Eggs? 1 R'lyeh, 2 the Stowaway Eggs.")
    events = feed(t, o.was("stowaway_eggs"))
    assert [e.cards for e in events if e.kind == "card_played"] == [("stowaway_eggs",)]
    assert t.view().seats[1].zone == ("the_boxer", "stowaway_eggs") and not t.ambiguous
    assert t.question is None
    feed(t, o.undo())
    assert t.ambiguous and t.question is not None and t.question.value == "card"


def test_numbered_answer():
    t = _eggs_taken()
    t.apply(o.card_seen(1, ["rlyeh", "stowaway_eggs"]))
    assert t.answer_observation(1) == o.was("rlyeh")
    assert t.answer_observation(3) is None
    events = t.answer(1)
    assert [e.cards for e in events if e.kind == "card_played"] == [("rlyeh",)]
    assert t.view().seats[1].zone[-1] == "rlyeh" and not t.ambiguous


def test_a_later_observation_settles_the_read_and_closes_the_question():
    t = _eggs_taken()
    t.apply(o.card_seen(1, ["rlyeh", "stowaway_eggs"]))
    # a card in Cy's zone: a Tommy Gun card (R'lyeh, Sane), never Bob's knocked-out hand
    events = feed(t, o.card_seen(2, "the_urchin"))
    assert [e.cards for e in events if e.kind == "card_played"] == [("rlyeh",)]
    assert t.view().seats[2].zone[-1] == "the_urchin"
    # who took the Eggs, replaced by "Which card?", is asked again (session 64, hq64)
    assert t.question is events[-1] and t.question.value == "holder"


def test_candidates_in_the_session_log(tmp_path):
    path = tmp_path / "s.jsonl"
    t = _eggs_taken()
    with SessionLog(path, sync=False) as log:
        for obs, _ in t.history:
            log.record(obs)
        log.record(o.card_seen(1, ["rlyeh", "stowaway_eggs"]))
        log.record(o.was("rlyeh"))
    observations, errors = read_log(path)
    assert not errors and observations[-2].cards == ("rlyeh", "stowaway_eggs")
    resumed, _ = resume(path)
    assert resumed.view().seats[1].zone[-1] == "rlyeh" and not resumed.ambiguous


# --------------------------------------------------------------------------- choices said
def test_told_choices_are_said_with_the_play():
    t = tracker(3)
    events = feed(t, o.card_seen(0, "investigators"), o.target(1), o.guess(5), o.still_in(1))
    assert kinds(events)[:4] == ["card_played", "choice", "choice", "still_in"]
    lines = narrate_events(events, ["Alice", "Bob", "Carol"], "en", "brief")
    assert lines[:2] == ["Alice: the Investigators on Bob, guesses 5.", "Bob is still in."]
    verbose = narrate_events(events, ["Alice", "Bob", "Carol"], "en", "verbose")[0]
    assert verbose.startswith("Alice plays the Investigators on Bob, guesses 5. ")
    assert narrate_events(events, ["Alice", "Bob", "Carol"], "fr")[0] == (
        "Alice : les Investigateurs sur Bob, annonce 5.")


def test_a_choice_told_after_the_next_turn_started_is_merged_in_a_batch():
    t = tracker(3)
    events = feed(t, o.card_seen(0, "the_fed"), o.target(2))
    assert kinds(events) == ["card_played", "turn_started", "choice"]
    lines = narrate_events(events, ["Alice", "Bob", "Carol"])
    assert lines == ["Alice: The Fed on Carol.", "Bob."]
    alone = narrate_events(events[2:], ["Alice", "Bob", "Carol"], "en", "verbose")
    assert alone == ["Alice chooses Carol with The Fed."]


def test_game_won_says_everyones_tokens():
    from companion.engine.bots import play_random_game
    from companion.narration import narrate_game
    game = play_random_game("arkham", 3, seed=2)
    for verbosity in ("brief", "verbose"):
        last = narrate_game(game, "en", verbosity)[-1]
        assert "wins the game" in last or "win the game" in last
        # those with tokens by name, the rest in one phrase (QA19 #7)
        assert "Mythos tokens" in last and "Sane" in last
        assert all(f"{n} has " in last or f"{n} none" in last or "the others none" in last
                   for n in game.names)


# --------------------------------------------------------------------------- game end
def test_question_was_hand_when_the_game_may_have_ended():
    """Bob won round 1; a Boxer by Bob, then a card in Ann's zone: her knocked-out hand
    (Bob's second token: the game is over) or her play after a tie."""
    t = tracker(2)
    feed(t, *(o.face_up(c) for c in FACE_UP))
    feed(t, o.card_seen(0, "the_dilettante"), o.card_seen(0, "the_boxer"))
    feed(t, o.new_round(), *(o.face_up(c) for c in FACE_UP))
    feed(t, o.card_seen(1, "the_boxer"))
    events = feed(t, o.card_seen(0, "the_urchin"))
    asked = [(e.value, e.seat) for e in events if e.kind == "question"]
    assert ("was_hand", 0) in asked or t.question.value == "out"
    if ("was_hand", 0) not in asked:
        events = feed(t, o.seat_out(0))
        assert [(e.value, e.seat) for e in events if e.kind == "question"] == [("was_hand", 0)]
    assert t.answer_observation(1) == o.was_hand(0, True)
    feed(t, o.was_hand(0, True))
    assert not t.ambiguous and t.view().game_winners == (1,)


def test_no_card_question_with_a_single_candidate():
    # QA (3,000 random keys): "Which card is it: Investigators? 1 Investigators." when the
    # accounts differed on something else than which card it was
    t = Tracker()
    t.apply(o.start("arkham", ["A", "B", "C"], "en", 0))
    reads = [(0, "the_urchin necronomicon"), (1, "investigators cultists"),
             (2, "the_entertainer shoggoth"), (0, "the_entertainer shoggoth"),
             (1, "the_boxer deep_one"), (2, "the_entertainer shoggoth"), "shoggoth",
             (2, "the_entertainer shoggoth"), "stowaway", (2, "the_boxer deep_one"),
             "the_musician", (0, "the_fed nightgaunt"), (1, "investigators cultists"),
             (0, "the_entertainer shoggoth"), "the_urchin", (1, "investigators cultists")]
    asked = []
    for step in reads:
        obs = o.was(step) if isinstance(step, str) else o.card_seen(step[0],
                                                                     tuple(step[1].split()))
        asked += [e for e in t.apply(obs) if e.kind == "question" and e.value == "card"]
    assert asked and all(len(q.info) >= 2 for q in asked)
    assert t.question is None or t.question.value != "card" or len(t.question.info) >= 2


def test_a_knocked_out_hand_read_two_ways_still_ends_the_round_at_once():
    # QA Q1: "Which card is it: The Boxer or Deep One?" held back "Bob is out" and the
    # round's winner, which do not depend on the answer, until it was answered
    t = tracker(2)
    feed(t, o.card_seen(0, "investigators"), o.target(1), o.guess(3), o.seat_out(1))
    events = feed(t, o.card_seen(1, ["the_boxer", "deep_one"]))
    said = narrate_events(events, ["Ann", "Bob"])
    # "Ann starts next." is left to the next round's start (QA28 #7)
    assert said[:2] == ["Bob is out.", "Ann wins the round and has 1 Sane."]
    assert said[2].startswith("Which card in Bob's zone: The Boxer or the Deep One?")
    assert narrate_events(feed(t, o.was("the_boxer")), ["Ann", "Bob"]) == [
        "Bob's hand: The Boxer."]
    assert t.view().seats[1].zone == ("the_boxer",) and t.question is None
    feed(t, o.undo())  # the answer undone: the question is open again, the card unnamed
    assert t.question is not None
    assert narrate_events(feed(t, o.was("deep_one")), ["Ann", "Bob"]) == [
        "Bob's hand: the Deep One."]


@pytest.mark.parametrize("answer", ["deep_one", "the_boxer"])
def test_the_same_answer_after_its_undo_is_taken_again(answer):
    # a play read two ways, answered, the answer undone: the same answer again was refused
    # ("inconsistency Bob Deep One"): the answer stripped the reads of the accounts kept
    # for undo instead of copies of them
    t = tracker(3)
    feed(t, o.card_seen(0, "the_urchin"), o.card_seen(1, ["the_boxer", "deep_one"]))
    feed(t, o.was(answer), o.undo())
    assert t.question is not None and t.question.info == ("the_boxer", "deep_one")
    assert narrate_events(feed(t, o.was(answer)), ["Ann", "Bob", "Cy"]) == [
        f"Bob: {'the Deep One' if answer == 'deep_one' else 'The Boxer'}."]  # "Bob is now
    # Insane." (QA32 F1) once the Deep One's effect is over (session 40)


def test_an_answer_refused_says_what_the_table_waits_for():
    # the phrase for "the table waits for the answer to a card question" was missing from
    # the catalogs: the refusal was said as "inconsistency Bob Deep One"
    event = inconsistency("answer_not_possible", 1, ("deep_one",), answer="was",
                          given="deep_one", expected="card", expected_seat=1)
    said = {lang: narrate_events([event], ["Ann", "Bob", "Cy"], lang, "verbose")[0]
            for lang in ("en", "fr", "es")}
    assert "the answer to which card Bob laid" in said["en"]
    assert "quelle carte Bob a posée" in said["fr"] and "qué carta puso Bob" in said["es"]
