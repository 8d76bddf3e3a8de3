"""The mid-round clear told by frame time (:mod:`companion.app.mid_gather`): review of
late56 (HIGH): QA55 runB's round-2 gather lasted exactly CLEARED_MID_FRAMES (30) pictures,
3 s at 10 pictures a second; a shorter gather (2 s), one picture in it unreadable or
without seat markers, or a slow machine's few pictures of it (QA46 HIGH-1: ~7 in 3 s) said
nothing, and after the late answer the next round's Boxer was said as Dan's round-1
discard. A hand on a pile, an arm lifted off the cards, one player's card taken back stay
no clear. The camera's readings are given by hand to a real stabilizer (as
tests/companion/app/test_qa55_late_answer_gather.py); its pictures are 1/30 s apart, so a
``step`` of 3 is 10 pictures a second."""
import pytest

from companion.app.live_deal import CLEARED_MID_FRAMES
from companion.app.mid_gather import MOMENT_S, MidGather
from tests.companion.app.test_live_deal import _SEATS, _frames, _table, _texts
from tests.companion.app.test_qa55_late_answer_gather import _asked_then_gathered
from vision.place_cover import PlaceState
from vision.records import FrameReading, Gap, GapKind

from .stabilizer_camera import sighting

#: the clear said with the late question open (QA55 runB)
CLEARED_Q = "The table was cleared, but round 1 is not over: answer the question first."


def _gather(table, count, step=3, covered=(), odd=None):
    """``count`` pictures ``step`` thirtieths of a second apart reading no zone card, each
    stable card's place judged bare but ``covered``'s ((seat, key)): covered; ``odd``:
    {index: what that picture is instead}: ``"lost"`` (no frame: unreadable),
    ``"seatless"`` (no seat marker read, the places as the others) or ``"carried"`` (a
    card new to the camera read in Alice's zone: one carried over it)."""
    stab = table.watcher.stabilizer
    for i in range(count):
        table.watcher.n += step
        t = table.watcher.n / 30
        kind = (odd or {}).get(i)
        if kind == "lost":
            reading = FrameReading(table.watcher.n, t, gaps=(Gap(GapKind.NO_FRAME, "stalled"),))
        else:
            places = tuple(PlaceState(p.card_id, p.seat, p.candidates, p.center,
                                      "covered" if (p.seat, p.candidates[0]) in covered
                                      else "bare", p.seen_t, round(t - p.seen_t, 3))
                           for p in stab.stable_places())
            sightings = (sighting(1, "deep_one", 1),) if kind == "carried" else ()
            reading = FrameReading(table.watcher.n, t, size=(1280, 720), places=places,
                                   seats=() if kind == "seatless" else _SEATS,
                                   sightings=sightings)
        table._cards_appeared(table.watcher.picture(reading))
        table._left_cards()
        table._between_rounds()


def _late56(count, step=3, odd=None):
    """QA55 runB's late answer (test_qa55_late_answer_gather), its gather ``count``
    pictures ``step`` thirtieths of a second apart (:func:`_gather`, Carol's only card's
    place judged covered, as in runB): ``(table, said, n)``, ``n`` the lines before it."""
    table, said, n = _asked_then_gathered(0)
    _gather(table, count, step, {(3, "the_musician")}, odd)
    return table, said, n


def _boxer_held_through_the_late_answer(table, said, n):
    """The next round's Boxer in Dan's zone, then the late answer (+2: Carol's play): the
    Boxer held, never Dan's round-1 play."""
    _frames(table, 6, (4, "the_boxer"))
    table._one_key("+")
    table._one_key("2")
    _frames(table, 6, (4, "the_boxer"))
    texts = _texts(said)[n:]
    assert table.session.tracker.view().seats[3].zone == (), texts
    assert "Dan: The Boxer." not in texts and "Dan discards The Boxer." not in texts, texts


@pytest.mark.parametrize("count, step, odd", [
    (20, 3, None),                # a 2 s gather at 10 pictures a second
    (29, 3, {14: "lost"}),        # 29 pictures, one of them no frame
    (29, 3, {14: "seatless"}),    # one without seat markers (main: the count begun again)
    (8, 12, None),                # a slow machine: a picture every 0.4 s (QA46 HIGH-1)
    (20, 3, {3: "carried"}),      # a card carried over Alice's zone, read once, early
], ids=["2s", "one-lost", "one-seatless", "under-load", "carried-early"])
def test_a_gather_shorter_than_30_pictures_is_said_during_it(count, step, odd):
    # main: nothing said (under CLEARED_MID_FRAMES gathered pictures in a row)
    table, said, n = _late56(count, step, odd)
    texts = _texts(said)[n:]
    assert table.cleared_mid == 1, texts
    assert sum(t.startswith(CLEARED_Q) for t in texts) == 1, texts
    _boxer_held_through_the_late_answer(table, said, n)


def test_29_pictures_at_30_a_second_one_without_seat_markers_then_the_next_card():
    """Under a second of gathered table (14 pictures, one without seat markers, 14 more
    at 30 a second), then the next round's Boxer: a moment of gathered table, then a card
    new to the camera, none of the round's read again: the clear is said, the Boxer
    held."""
    table, said, n = _late56(CLEARED_MID_FRAMES - 1, 1, {14: "seatless"})
    assert table.cleared_mid is None, _texts(said)[n:]
    _boxer_held_through_the_late_answer(table, said, n)
    assert sum(t.startswith(CLEARED_Q) for t in _texts(said)[n:]) == 1, _texts(said)[n:]


def test_a_hand_resting_on_the_only_play_for_4_s_at_10_pictures_a_second_is_no_clear():
    """test_rev_late56's first probe at 10 pictures a second (40 pictures: 4 s)."""
    table, said, _ = _table(names=("Alice", "Bob", "Carol", "Dan"))
    _frames(table, 6, (1, "the_urchin"))
    _frames(table, 8, (1, "the_urchin"), (3, "the_boxer"), (4, "the_fed"))
    _frames(table, 8, (1, "the_urchin"))  # the refused cards taken back
    n = len(said)
    _gather(table, 40, 3, {(1, "the_urchin")})
    texts = _texts(said)[n:]
    assert table.cleared_mid is None, texts
    assert not any(t.startswith("The table was cleared") for t in texts), texts


def _two_played():
    """3 players: Alice and Bob played, Carol's turn: ``(table, said)``."""
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    _frames(table, 6, (1, "the_urchin"))
    _frames(table, 6, (1, "the_urchin"), (2, "the_entertainer"))
    assert table.session.tracker.view().active == 2
    return table, said


def test_a_moment_of_gathered_table_then_a_new_card_is_the_next_round_s():
    table, said = _two_played()
    n = len(said)
    _gather(table, 7)  # 0.6 s at 10 a second
    assert table.cleared_mid is None, _texts(said)[n:]
    _frames(table, 6, (3, "the_fed", 1))
    texts = _texts(said)[n:]
    assert table.cleared_mid == 1 and table.session.tracker.view().seats[2].zone == (), texts
    assert texts[0].startswith("The table was cleared, but round 1 is not over"), texts
    assert "The Fed in Carol's zone: held; this round is not settled yet." in texts, texts


def test_a_moment_then_the_round_s_cards_read_again_then_the_next_play_is_taken():
    """An arm lifted off the cards (or the table misjudged bare for a moment): the round's
    cards read again at their places forget the moment; Carol's next card is her play."""
    table, said = _two_played()
    n = len(said)
    _gather(table, 7)
    _frames(table, 2, (1, "the_urchin"), (2, "the_entertainer"))
    _frames(table, 6, (1, "the_urchin"), (2, "the_entertainer"), (3, "the_fed", 1))
    texts = _texts(said)[n:]
    assert table.cleared_mid is None and "Carol: The Fed." in texts, texts


def test_a_moment_too_short_then_the_next_play_is_taken():
    table, said = _two_played()
    n = len(said)
    _gather(table, 5)  # 0.4 s
    _frames(table, 6, (3, "the_fed", 1))
    texts = _texts(said)[n:]
    assert table.cleared_mid is None and "Carol: The Fed." in texts, texts


def test_one_zone_s_only_card_gone_a_moment_then_the_next_play_is_taken():
    """Alice's card alone gone (taken back, say): no gather of a table; Bob's card, laid
    within the second, is his play, as before."""
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    _frames(table, 6, (1, "the_urchin"))
    n = len(said)
    _gather(table, 7)
    _frames(table, 6, (2, "the_entertainer"))
    texts = _texts(said)[n:]
    assert table.cleared_mid is None and "Bob: The Entertainer." in texts, texts


def test_mid_gather_run_in_frame_time():
    g = MidGather()
    assert [g.see("bare", t / 10, 1, 1.0, 3) for t in range(10)] == [""] * 10
    assert g.moment and g.see("quiet", 0.95, 1, 1.0, 3) == ""
    assert g.see("bare", 1.0, 1, 1.0, 3) == "gathered"
    g.forget(1)
    g.see("bare", 0.0, 1, 1.0, 3)
    g.see("bare", MOMENT_S / 2, 1, 1.0, 3)
    assert g.see("new", MOMENT_S, 1, 1.0, 3) == ""  # no moment yet: a pause
    assert g.see("bare", MOMENT_S, 1, 1.0, 3) == "" and g.moment
    assert g.see("covered", 0.6, 1, 1.0, 3) == "" and g.pictures == 0 and g.moment
    assert g.see("new", 0.7, 1, 1.0, 3) == "new"
    assert g.see("seen", 0.8, 1, 1.0, 3) == "" and not g.moment
    g.see("bare", 0.0, 1, 1.0, 3)
    assert g.see("bare", 5.0, 2, 1.0, 3) == "" and g.pictures == 1  # another round
    with pytest.raises(ValueError):
        g.see("hand", 0.0, 1, 1.0, 3)
