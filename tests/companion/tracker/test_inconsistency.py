"""Inconsistencies never change the state silently; bad input names what was wrong."""
import pytest

from companion.tracker import Tracker
from companion.tracker import observations as o
from companion.tracker.observations import ObservationError, from_json
from tests.companion.tracker.builders import NAMES, feed, kinds, tracker


def _same_after(t, obs):
    before = t.view()
    events = t.apply(obs)
    assert kinds(events) == ["inconsistency"]
    assert t.view() == before
    return events[0]


def test_second_copy_of_a_single_card_is_an_inconsistency_with_suggestion():
    t = tracker(3)
    feed(t, o.card_seen(0, "the_sailor"))
    e = _same_after(t, o.card_seen(1, "the_sailor"))
    assert e.value == "too_many_copies" and e.info["copies"] == 1
    assert "randall_tillinghast" in e.info["suggest"]


def test_play_by_knocked_out_player_is_refused():
    t = tracker(3)
    feed(t, o.card_seen(0, "the_dilettante"), o.card_seen(0, "the_fed"))
    e = _same_after(t, o.card_seen(0, "the_boxer"))
    assert e.value == "seat_out"


def test_play_by_inactive_player_is_refused_and_names_who_is_expected():
    t = tracker(3)
    e = _same_after(t, o.card_seen(2, "the_fed"))
    assert e.value == "unexpected" and e.info["expected"] == "play"
    assert e.info["expected_seat"] == 0


def test_seat_that_does_not_exist():
    t = tracker(3)
    e = _same_after(t, o.card_seen(7, "the_fed"))
    assert e.value == "no_such_seat" and e.info["players"] == 3


def test_card_of_another_edition():
    t = tracker(3)
    e = _same_after(t, o.card_seen(0, "silver_key"))
    assert e.value == "not_in_edition"


def test_answer_that_does_not_fit():
    t = tracker(3)
    feed(t, o.card_seen(0, "the_boxer"))
    e = _same_after(t, o.effect("insane"))  # Ann is Sane
    assert e.value == "answer_not_possible"


def test_undo_removes_the_last_observation_even_an_inconsistent_one():
    t = tracker(3)
    feed(t, o.card_seen(0, "the_urchin"))
    after_urchin = t.view()
    t.apply(o.card_seen(0, "the_fed"))          # inconsistent (Bob's turn)
    assert kinds(t.apply(o.undo())) == ["undone"]
    assert t.view() == after_urchin
    assert kinds(t.apply(o.undo())) == ["undone"]
    assert t.view().active == 0 and t.view().seats[0].zone == ()


def test_was_corrects_a_misread_card_and_replays_what_followed():
    t = tracker(3)
    feed(t, o.card_seen(0, "the_urchin"), o.card_seen(1, "the_fed"))
    feed(t, o.was("the_boxer"))
    v = t.view()
    assert v.seats[1].zone == ("the_boxer",)


def test_unknown_command_and_malformed_json_raise_clear_errors():
    with pytest.raises(ObservationError, match="unknown observation or command 'dance'"):
        from_json('{"kind": "dance"}')
    with pytest.raises(ObservationError, match="not valid JSON"):
        from_json('{"kind": "card", "se')
    with pytest.raises(ObservationError, match="unknown card"):
        from_json('{"kind": "card", "seat": 0, "cards": ["joker"]}')
    with pytest.raises(ObservationError, match="seat number is required"):
        from_json('{"kind": "card", "cards": ["the_fed"]}')


def test_observation_before_start_and_bad_start():
    t = Tracker()
    assert t.apply(o.card_seen(0, "the_fed"))[0].value == "not_started"
    with pytest.raises(ObservationError, match="players"):
        t.apply(o.start("arkham", ["Solo"]))
    assert len(t.history) == 1  # the refused start is not recorded


def test_json_round_trip_of_every_constructor():
    samples = [o.card_seen(1, "the_fed"), o.revealed(0, ["cultists", "the_fed"]),
               o.hand_revealed(2, None), o.hand_revealed(2, "the_boxer"),
               o.deck_visible("the_sailor"), o.deck_visible(None), o.face_up("the_fed"),
               o.aside_taken(), o.start("original", ["A", "B"], "es", 1), o.new_round(),
               o.effect("insane"), o.target(2), o.guess(5), o.rlyeh(True), o.first_player(1),
               o.seat_out(1), o.still_in(0), o.was("the_boxer"), o.undo()]
    for obs in samples:
        assert from_json(o.to_json(obs)) == obs
        assert eval(repr(obs), {"Observation": o.Observation}) == obs


def _said(events, lang="en"):
    from companion.narration import narrate
    return [narrate(e, NAMES, lang, "verbose") for e in events]


def test_deck_visible_before_any_rlyeh_names_the_deck_not_a_blank_player():
    """QA misc.jsonl: a visible deck card while the deck is not flipped, and a ``was``
    correction of it, never say "in 's zone"."""
    t = tracker(3)
    bad = t.apply(o.deck_visible("the_fed"))
    assert [(e.value, e.seat) for e in bad] == [("not_flipped", None)]
    assert _said(bad)[0].startswith("The Fed seen on top of the deck does not fit")
    again = t.apply(o.was("the_sailor"))
    assert [e.value for e in again] == ["not_flipped"]
    for lang in ("en", "fr", "es"):
        assert all("'s zone" not in x and " de  " not in x and "  " not in x
                   for x in _said(bad + again, lang))


def test_face_up_card_that_does_not_fit_names_no_zone():
    t = tracker(3)
    bad = t.apply(o.face_up("the_fed"))   # not a 2-player game
    assert _said(bad)[0].startswith("The Fed does not fit: the table is waiting for Ann's play")


def test_new_round_in_the_middle_of_a_round_is_not_called_an_answer():
    t = tracker(3)
    bad = t.apply(o.new_round())
    assert [e.value for e in bad] == ["round_not_over"]
    assert _said(bad) == ["The round is not over, so no new round yet: the table is waiting "
                          "for Ann's play."]


def test_choosing_a_knocked_out_player_says_they_are_out():
    """QA outplay2.jsonl: right after a play, a target that is out is named as out (not
    "waiting for Bob's play")."""
    t = tracker(3)
    feed(t, o.card_seen(0, "the_dilettante"), o.card_seen(0, "the_boxer"),
         o.card_seen(1, "the_fed"), o.target(2), o.card_seen(2, "investigators"))
    bad = t.apply(o.target(0))
    assert [(e.value, e.seat) for e in bad] == [("target_out", 0)]
    assert _said(bad)[0].startswith("Ann is out of the round and cannot be chosen")
    assert _said(bad, "fr")[0].startswith("Ann a quitté la manche")


def test_undoing_the_start_keeps_the_session_language():
    t = Tracker()
    t.apply(o.start("arkham", NAMES[:3], "es"))
    assert t.apply(o.undo()) and t.lang == "es"


def test_a_card_while_rlyehs_cards_are_awaited_names_rlyeh_not_tommy_gun():
    # QA: "Waiting for the cards of Alice's Tommy Gun." after Alice played R'lyeh
    from companion.narration.narrate import narrate
    t = Tracker()
    t.apply(o.start("arkham", ["Alice", "Bob"], "en", 0))
    for seat, key in ((0, "the_fed"), (1, "the_urchin"), (0, "rlyeh")):
        t.apply(o.card_seen(seat, key))
    event = t.apply(o.card_seen(1, "the_boxer"))[0]
    said = {lang: narrate(event, t.names, lang) for lang in ("en", "es")}
    assert said["en"] == "The Boxer by Bob? Waiting for the cards of Alice's R'lyeh."
    assert said["es"] == "¿El Boxeador de Bob? La mesa espera las cartas de R'lyeh de Alice."


def test_a_check_card_other_than_the_face_up_decks_names_the_card_the_deck_showed():
    # QA N10: "Randall Tillinghast by Ann? Waiting for Ann's Sanity check." did not say
    # that the deck, face up after R'lyeh (RULINGS A16), showed Investigators
    from companion.narration import narrate_events
    t = tracker(2)
    feed(t, o.card_seen(0, "tommy_gun"), o.target(0), o.card_seen(0, "cultists"),
         o.card_seen(0, "deep_one"), o.card_seen(1, "the_fed"),  # Ann Insane
         o.card_seen(0, "the_boxer"), o.card_seen(0, "the_urchin"),  # her check passes
         o.card_seen(0, "rlyeh"), o.effect("insane"), o.deck_visible("investigators"),
         o.card_seen(1, "the_sailor"), o.rlyeh(False))  # Ann's next check
    bad = t.apply(o.card_seen(0, "randall_tillinghast"))
    assert [(e.value, e.info["shown"]) for e in bad] == [("deck_shows", "investigators")]
    assert narrate_events(bad, NAMES[:2]) == [
        "Randall Tillinghast by Ann? The deck shows the Investigators."]
    assert narrate_events(bad, NAMES[:2], verbosity="verbose")[0].startswith(
        "Randall Tillinghast in Ann's zone does not fit: the face-up deck shows the Investigators,")
    feed(t, o.card_seen(0, "investigators"))  # the card shown: taken


def test_a_failure_inside_a_correction_leaves_the_table_and_history_as_before(monkeypatch):
    """The session undoes a failed input by the history's length: a correction that failed
    half-way (history cut at the card corrected) must not leave it shorter."""
    t = tracker(3)
    feed(t, o.card_seen(0, "the_urchin"), o.card_seen(1, "the_fed"))
    history, view = list(t.history), t.view()
    monkeypatch.setattr(Tracker, "_apply", lambda self, obs: 1 / 0)
    with pytest.raises(ZeroDivisionError):
        t.apply(o.was("nightgaunt"))
    assert t.history == history and t.view() == view
