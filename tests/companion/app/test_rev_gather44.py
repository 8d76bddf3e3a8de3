"""Review of gather44 (a round's result said ahead of an open question stays said when the
round's last card is undone or slash-corrected: ``ahead.said_early_stays``)."""
from __future__ import annotations

from companion.tracker import Tracker, observations as o

NAMES = ["Alice", "Bob", "Carol", "Dan", "Eve"]

#: a random engine game (original edition, 5 players, seed 0 of the review's search), read
#: by the camera, up to Eve's hand that ends round 1 by a showdown; Carol's Liber Ivonis
#: (input 19) asks "Sane or Insane effect?", left open: Dan's Mi-Go and his discard make
#: him Insane ("Dan is now Insane."), Eve plays, Carol's check, the deck is out
ROUND = [
    o.card_seen(0, "investigators_original"), o.card_seen(1, "investigators_original"),
    o.card_seen(2, "henry_armitage"), o.not_hand(2), o.card_seen(3, "henry_armitage"),
    o.card_seen(3, "silver_key"), o.card_seen(4, "investigators_original"),
    o.card_seen(0, "shining_trapezohedron"), o.still_in(0),
    o.card_seen(1, "investigators_original"), o.card_seen(2, "nyarlathotep"), o.still_in(2),
    o.card_seen(3, "investigators_original"), o.card_seen(1, "golden_mead"),
    o.card_seen(4, "elder_sign"), o.card_seen(0, "deep_ones"),
    o.card_seen(0, "necronomicon_original"), o.card_seen(2, "cats_of_ulthar"),
    o.card_seen(2, "liber_ivonis"),  # "Sane or Insane effect?": not answered
    o.card_seen(3, "mi_go"), o.card_seen(3, "randolph_carter"),
    o.card_seen(4, "great_race_of_yith"), o.card_seen(2, "great_race_of_yith"),
    o.card_seen(2, "cats_of_ulthar"), o.card_seen(3, "cthulhu_original"),
]
LAST = o.card_seen(4, "elder_sign")  # Eve's hand: the round's end


def _round_said_early() -> tuple[Tracker, list]:
    t = Tracker()
    t.apply(o.start("original", NAMES, lang="en", first=0))
    for obs in ROUND:
        t.apply(obs)
    said = t.apply(LAST)
    assert t.question is not None and t.question.value == "effect"  # still open
    assert [e.kind for e in said][-2:] == ["round_ended", "first_player"]
    return t, said


def test_undo_of_the_round_ending_card_says_no_earlier_turn_again_when_the_result_held_a_now_insane():
    """The result said ahead held "Dan is now Insane." between Dan's discard and Eve's
    turn; undo took that line out of the held events first (``flow.insane_said_stays``),
    which left the rest no longer in a row with what was said: Dan's turn, his Mi-Go and
    his discard were said a second time when Eve's hand was read again (review of
    gather44; its search of random games, an effect question left open until the round's
    end, found it in 25 of 98 such rounds, 3 to 6 players, all three editions)."""
    t, _ = _round_said_early()
    t.apply(o.undo())
    again = t.apply(LAST) + t.apply(o.effect("insane", 2, "liber_ivonis"))
    assert not [e for e in again if e.kind in ("turn_started", "card_played",
                                                "card_discarded")], again
    assert sorted((e.kind, e.seat) for e in again) == sorted([  # the result's place: below
        ("hand_revealed", 4), ("round_ended", None), ("first_player", 3), ("choice", 2),
        ("immune", 2)])


def test_undo_of_a_showdown_hand_says_the_result_again_before_the_answer():
    """Eve's hand read again after its undo: the showdown's line was said with the early
    result, so her hand and the round's end are said at once again (seed 002 "End of a
    Round"), not held until the answer (review of gather44: the common end began with
    "hand_revealed", no line's start, and the deal waited for the answer again)."""
    t, _ = _round_said_early()
    t.apply(o.undo())
    again = t.apply(LAST)
    assert [(e.kind, e.seat) for e in again] == [
        ("hand_revealed", 4), ("round_ended", None), ("first_player", 3)]
    assert not t.round_end_held()


def test_double_undo_then_both_cards_again_says_the_result_before_the_answer():
    """QA43 H1's round (original, 2 players): the Investigators and the Necronomicon both
    undone and read again while "Sane or Insane effect?" stays open: Bob's turn and check
    were said with the early result, and what the cards read again tell (the Necronomicon,
    Bob out, Alice's win) is said at once again, not after the answer (review of
    gather44: held, the next deal waited for the answer)."""
    from .test_qa43_result_said_once_after_undo import _round_ended, _texts
    table, said = _round_ended(answer_first=False)
    start = len(said)
    for _ in range(2):
        table.session.observe(o.undo())
    table.session.observe(o.card_seen(1, "necronomicon_original"))
    table.session.observe(o.card_seen(1, "investigators_original"))
    table._between_rounds()
    assert _texts(said)[start:] == [
        "The Necronomicon.", "Bob is out: the Necronomicon. 4 cards left.",
        "Bob is out, with the Investigators.", "Alice wins the round and has 1 Insane."]


def test_a_slash_tried_on_a_copy_leaves_the_tracker_history_as_it_was():
    """``Tracker.refusal`` (the live table's trial of each input, e.g. to mark the log)
    leaves the tracker as it was, history too (its docstring; review 39); a slash tried
    after a result said ahead replaced the accounts of the live history's snapshot
    before the corrected card with copies without the events said (review of gather44:
    ``said_early_stays`` changed the snapshot's list the trial shares)."""
    from .test_qa43_result_said_once_after_undo import _round_ended
    table, _ = _round_ended(answer_first=False)
    t = table.session.tracker
    snapshot = t.history[-1][1][0]
    kept = [(h, list(h.events)) for h in snapshot]
    assert t.refusal(o.was("cats_of_ulthar")) == []
    assert [(h, list(h.events)) for h in snapshot] == kept
