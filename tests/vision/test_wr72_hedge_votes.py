"""wr72 (session 72): how a sticker-only card's pictures vote when some hedge
(:mod:`vision.hedge_votes`), through the stabilizer (:class:`vision.stabilize.Stabilizer`)
and to the tracker (:func:`companion.app.hedge_narrowed.settle_narrowed`)."""
from __future__ import annotations

from collections import Counter
from types import SimpleNamespace

from companion.app.hedge_narrowed import HedgesAsked, settle_narrowed
from companion.tracker import observations as o
from tests.companion.tracker.builders import feed, tracker
from tests.vision.test_stabilize import _frames, _s
from vision.hedge_votes import HedgeNarrowed, agrees, narrowed, sticker_identity
from vision.records import CardAppeared, FrameReading
from vision.stabilize import Stabilizer

HEDGE = ("cultists", "investigators")


def _run(pictures, source="sticker"):
    """``(said, narrowed)`` of one card read ``pictures`` (candidates a picture) at one
    place: the stabilizer's records ``(frame, candidates)`` and its narrowed hedges."""
    stab = Stabilizer(min_dwell_s=0)
    said, narrow = [], []
    for i, k in enumerate(pictures):
        conf = 0.6 if len(k) > 1 else 0.8
        said += [(e.frame_index, e.candidates) for e in stab.update(
            FrameReading(i, i / 10, (_s(k, 100, 100, source=source, conf=conf),)))]
        narrow += [(i, x.candidates) for x in stab.take_narrowed()]
    return said, narrow


def test_a_hedge_in_most_pictures_wins_over_its_exact_card():
    """Four hedges and two "Investigators": the hedge (the tracker asks); three and three:
    the Investigators (as before wr72: an exact reading read as often settles it)."""
    assert sticker_identity(Counter({HEDGE: 4, ("investigators",): 2})) == (HEDGE, 6)
    assert sticker_identity(Counter({HEDGE: 3, ("investigators",): 3})) == (
        ("investigators",), 6)
    said, _ = _run([list(HEDGE)] * 4 + [["investigators"]] * 2)
    assert said == [(5, HEDGE)]


def test_a_marker_card_keeps_exact_beats_ambiguous():
    """The rule is the sticker-only tracks': a marker card read exactly in one picture and
    ambiguous in the next three is stable (4 of 6) as the exact card, as before."""
    said, narrow = _run([["investigators"]] + [list(HEDGE)] * 3, source="aruco")
    assert said == [(3, ("investigators",))] and narrow == []


def test_an_exact_reading_agrees_with_a_hedge_holding_it_and_nothing_else():
    assert agrees(HEDGE, ("cultists",)) and agrees(HEDGE, HEDGE)
    assert agrees(("cultists",), HEDGE) and agrees(("cultists",), ("cultists",))
    assert not agrees(HEDGE, ("the_fed",)) and not agrees(("cultists",), ("investigators",))
    assert not agrees(HEDGE, ("cultists", "the_fed"))


def test_a_stable_hedge_is_not_narrowed_while_a_picture_reads_another_card():
    """Hedge stable, then pictures "Cultists" with one "The Fed" among them at its place:
    not narrowed while that picture is in the window."""
    assert narrowed(HEDGE, [("cultists",)] * 5 + [("the_fed",)], 6) is None
    assert narrowed(HEDGE, [("cultists",)] * 5, 6) is None  # too few pictures
    assert narrowed(HEDGE, [HEDGE] * 4 + [("cultists",)] * 2, 6) is None  # hedges most
    assert narrowed(HEDGE, [HEDGE] * 3 + [("cultists",)] * 3, 6) == ("cultists",)
    said, narrow = _run([list(HEDGE)] * 6 + [["cultists"]] * 2 + [["the_fed"]]
                        + [["cultists"]] * 6)
    assert said == [(5, HEDGE)]
    # picture 8 (The Fed at its place) leaves the sticker window with picture 14
    assert narrow == [(14, ("cultists",))]


def _session(t):
    """A stand-in for the app's session: its tracker, observations fed to it."""
    seen = []

    def observe(obs, check=False):
        seen.append((obs, check))
        return feed(t, obs)
    return SimpleNamespace(tracker=t, observe=observe), seen


def _bob_hedged(card_id=7):
    """A 3-player tracker whose Bob's card (the stabilizer's ``card_id``) was given as
    "Cultists or Investigators" (the tracker asks), and the app's note of it."""
    t, asked = tracker(3), HedgesAsked()
    feed(t, o.card_seen(0, "the_urchin"))
    given = len(t.history)
    feed(t, o.card_seen(1, list(HEDGE)))
    asked.given(t, CardAppeared(2, HEDGE, 0, 30, 3.0, card_id=card_id), given)
    return t, asked


def test_a_narrowed_hedge_settles_the_trackers_question_as_a_check():
    """Bob's card stable as "Cultists or Investigators" (the tracker asks), narrowed since
    to the Cultists: the question is answered by the camera, as a reading to check."""
    t, asked = _bob_hedged()
    session, seen = _session(t)
    assert settle_narrowed(session, HedgeNarrowed(2, ("cultists",), HEDGE, 7, 40, 4.0), asked)
    assert t.question is None and t.view().seats[1].zone == ("cultists",)
    assert seen == [(o.was("cultists", seen=True), True)]


def test_a_narrowed_hedge_of_another_zone_or_card_changes_nothing():
    t, asked = _bob_hedged()
    session, seen = _session(t)
    assert not settle_narrowed(session, HedgeNarrowed(3, ("cultists",), HEDGE, 7, 40, 4.0),
                               asked)
    assert not settle_narrowed(session, HedgeNarrowed(
        2, ("deep_one",), ("deep_one", "the_boxer"), 7, 40, 4.0), asked)
    assert t.question is not None and seen == []


def test_a_narrowed_hedge_answers_only_the_question_about_its_own_card():
    """fixw72 (rev-wr72 HIGH): the same zone and hedge, but another camera card (8), or no
    note of which card was asked about: nothing answered."""
    t, asked = _bob_hedged(card_id=7)
    session, seen = _session(t)
    assert not settle_narrowed(session, HedgeNarrowed(2, ("cultists",), HEDGE, 8, 40, 4.0),
                               asked)
    assert not settle_narrowed(session, HedgeNarrowed(2, ("cultists",), HEDGE, 7, 40, 4.0))
    assert t.question is not None and seen == []


def test_a_hedge_undone_and_given_again_by_key_is_not_answered_by_its_old_card():
    """fixw72: the hedged input undone (its history entry gone), another input in its
    place: the camera card's note no longer names the open question's input."""
    t, asked = _bob_hedged()
    feed(t, o.undo())
    feed(t, o.card_seen(1, list(HEDGE)))  # entered again, not by the camera's card 7
    assert t.question is not None and t.question.value == "card"
    session, seen = _session(t)
    assert not settle_narrowed(session, HedgeNarrowed(2, ("cultists",), HEDGE, 7, 40, 4.0),
                               asked)
    assert seen == []


def test_a_hedge_the_tracker_took_is_noted_with_its_cards_id():
    """HedgesAsked.given notes a hedge card read of the event's seat only: one card, no
    card id, or an input of another seat there is not noted."""
    t, asked = _bob_hedged(card_id=7)
    assert list(asked.reads) == [7] and asked.asks(t, 7)
    given = len(t.history)
    feed(t, o.card_seen(2, "the_boxer"))
    asked.given(t, CardAppeared(3, ("the_boxer",), 0, 31, 3.1, card_id=9), given)
    asked.given(t, CardAppeared(3, HEDGE, 0, 31, 3.1), given)
    asked.given(t, CardAppeared(1, HEDGE, 0, 31, 3.1, card_id=10), given)
    assert list(asked.reads) == [7]


def test_the_stabilizers_card_appeared_names_its_card_id():
    """CardAppeared.card_id is the stabilizer's number, the one its HedgeNarrowed names;
    not compared (a record made by the app equals the camera's)."""
    stab = Stabilizer(min_dwell_s=0)
    said = []
    for i in range(6):
        said += stab.update(FrameReading(i, i / 10, (
            _s(HEDGE, 100, 100, seat=2, source="sticker", conf=0.6),)))
    assert [e.card_id for e in said] == [0]
    assert said[0] == CardAppeared(said[0].seat, said[0].candidates, said[0].index_in_zone,
                                   said[0].frame_index, said[0].t, said[0].confidence,
                                   said[0].from_stickers, said[0].middle,
                                   said[0].covered_twin, said[0].since_t, said[0].glimpsed)
