"""Review of next54: after rounds lost, a hand over the round under way's only pile for
GATHER_RUN_S reads as a gathered table (:meth:`LostRounds._forget_lost_tracks`); the pile
read again when the hand lifts must not deal a round nor be a play."""
import pytest

from tests.companion.app.test_late49_lost_rounds import LOST, ROUND_3, _round_3_laid
from tests.companion.app.test_live_deal import _SEATS, GATHERED, _texts
from tests.companion.app.test_next54_lost_starter import _frames_live
from companion.app.live_deal import TAKEN_BACK_S
from vision.place_cover import PlaceState
from vision.records import FrameReading


def _lost_then_covered(state="covered", count=GATHERED + 5):
    """Round 1 settled, rounds lost said, Alice's round-3 Sailor on the table; a hand
    covers it for ``count`` pictures, 1/30 s apart (its place's look ``state``, as
    :class:`vision.place_cover.PlaceCover` gives it; ``None``: no look; ``"bare"``: the
    pile gathered): ``(table, said, n)``."""
    table, said = _round_3_laid()
    table._one_key("\n")
    table._one_key("5")
    _frames_live(table, 6, ROUND_3)
    assert any(t.startswith(LOST["en"][:40]) for t in _texts(said)), _texts(said)[-4:]
    n = len(said)
    camera = table.watcher
    sailor = next(p for p in camera.stabilizer.stable_places() if p.seat == 1)
    for _ in range(count):  # a hand over the Sailor
        camera.n += 1
        t = camera.n / 30
        places = () if state is None else (PlaceState(
            sailor.card_id, 1, tuple(sailor.candidates), sailor.center, state,
            sailor.seen_t, t - sailor.seen_t),)
        camera.picture(FrameReading(camera.n, t, seats=_SEATS, size=(1280, 720),
                                    places=places))
        table._left_cards()
        table._between_rounds()
        table._unread_cards()
    return table, said, n


@pytest.mark.parametrize("state", ["covered", "card"])
def test_a_pile_under_a_hand_after_rounds_lost_is_not_a_new_round_s_play(state):
    # next54: "The next round. Alice starts." "Alice: The Sailor." "Bob." (s6: nothing)
    table, said, n = _lost_then_covered(state)
    _frames_live(table, 12, ROUND_3)  # the hand lifts: the same Sailor
    texts = _texts(said)[n:]
    view = table.session.tracker.view()
    assert not any("starts" in t for t in texts), texts
    assert view.round == 1 and view.active is None, texts


@pytest.mark.parametrize("state", ["covered", "card"])
def test_the_lost_round_s_next_play_after_a_hand_over_its_pile_is_not_a_new_round(state):
    """A hand over the lost round's only pile for GATHER_RUN_S, lifted: no gather (its place
    judged hiding it, read again: ``companion.app.lost_gather``); the round's next play is
    watched only (main: "The next round. Bob starts." or the unsure starter's line)."""
    table, said, n = _lost_then_covered(state)
    _frames_live(table, 12, ROUND_3)
    _frames_live(table, 8, ROUND_3, (2, "the_boxer", 1))  # the lost round goes on
    texts = _texts(said)[n:]
    assert texts == [], texts


BOB_STARTS = "The next round. Bob starts."


def _gathered_bare(table):
    """GATHERED + 5 pictures reading no card, every stable zone card's place judged bare."""
    camera = table.watcher
    for _ in range(GATHERED + 5):
        camera.n += 1
        t = camera.n / 30
        places = tuple(PlaceState(p.card_id, p.seat, tuple(p.candidates), p.center, "bare",
                                  p.seen_t, t - p.seen_t)
                       for p in camera.stabilizer.stable_places() if p.seat is not None)
        camera.picture(FrameReading(camera.n, t, seats=_SEATS, size=(1280, 720),
                                    places=places))
        table._left_cards()
        table._between_rounds()
        table._unread_cards()


def _bob_deals(table, said, n):
    """Bob's Boxer laid on the table read gathered: it deals the next round, Bob starts."""
    _frames_live(table, 8, (2, "the_boxer", 1))
    texts = _texts(said)[n:]
    assert BOB_STARTS in texts, texts
    assert table.session.tracker.view().round == 2, texts


@pytest.mark.parametrize("state", ["bare", None])
def test_the_lost_round_s_pile_gathered_is_the_gather_awaited(state):
    """The Sailor's place judged bare table (or no look at all, as on main) through the
    bare second: gathered; the next card deals the next round."""
    table, said, n = _lost_then_covered(state)
    _bob_deals(table, said, n)


def test_a_gathered_pile_whose_place_stays_judged_covered_is_gathered_after_taken_back_s():
    """QA40 six40: a gathered cascade's place may stay judged covered (its ring patches lay
    on its own cards). Unread for ``TAKEN_BACK_S``, whatever its look, it was gathered."""
    table, said, n = _lost_then_covered("covered", int(TAKEN_BACK_S * 30) + 3)
    _bob_deals(table, said, n)


def test_the_lost_round_gathered_after_a_hand_over_its_pile_is_the_gather_awaited():
    """The hand lifts, the lost round goes on (Bob's Boxer, nothing said), then the table is
    gathered (no card read, every place judged bare): the next card deals the next round."""
    table, said, n = _lost_then_covered()
    _frames_live(table, 12, ROUND_3)
    _frames_live(table, 8, ROUND_3, (2, "the_boxer", 1))
    assert _texts(said)[n:] == [], _texts(said)[n:]
    _gathered_bare(table)
    _frames_live(table, 8, (2, "the_fed", 1))
    texts = _texts(said)[n:]
    assert BOB_STARTS in texts, texts
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[1].zone == ("the_fed",), texts


@pytest.mark.xfail(strict=True, reason=(
    "review of xfail55, MEDIUM (narrowed, not new: main after 1 s): a hand resting "
    "TAKEN_BACK_S or more on the lost round's only pile (a player thinking, 3.5 s) reads as "
    "the gathered pile whose place stays judged covered (QA40 six40): lost_gather cannot tell "
    "them apart by the look; the wait ends, the hidden Sailor is kept (not forgotten), read "
    "again as the hand lifts, and Bob's next play of the lost round is taken as the next "
    "round's first card: 'The next round has begun, but I cannot tell who started it ...'. "
    "A fix would revive the wait when a card held at the bare second, its place judged "
    "hiding it, is read again before the next round's first card is taken"))
def test_a_hand_resting_on_the_lost_round_s_pile_past_taken_back_s_is_no_gather():
    table, said, n = _lost_then_covered("covered", int(3.5 * 30))
    _frames_live(table, 12, ROUND_3)
    _frames_live(table, 8, ROUND_3, (2, "the_boxer", 1))  # the lost round goes on
    texts = _texts(said)[n:]
    assert texts == [], texts
