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
    assert said == ["Cy.", "Cy: The Fed.", "Ann."]
    assert t.view().seats[1].zone == () and t.awaited_seats() == (0, 1)  # Bob's hand owed
    assert t.late_hands() == (1,)
    said = _said(feed(t, o.card_seen(1, "investigators")))
    assert said == ["Bob is out, with Investigators."]
    _true_table(t)


def test_a_play_seen_before_a_knocked_out_hand_is_not_taken_for_its_players_hand():
    # QA F26, nothing told: Cy's Fed was said as "Cy is out, with The Fed."
    t = tracker(3)
    feed(t, o.card_seen(0, "the_boxer"))
    events = feed(t, o.card_seen(2, "the_fed"))
    assert [e.kind for e in events] == ["question"]  # nothing said before it is known
    assert _said(events) == ["The Fed in Cy's discard zone: is Cy out? 1 out, 2 still in."]
    feed(t, o.card_seen(1, "investigators"))
    said = _said(feed(t, o.still_in(2)))
    assert "Bob is out, with Investigators." in said and "Cy: The Fed." in said
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
    assert _said(feed(t, o.card_seen(1, "the_fed"))) == ["Bob is out, with The Fed."]


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
