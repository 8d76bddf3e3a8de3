"""Cards seen in a zone but not read, sticker-only deck (QA32 F2: Tommy Gun has no sticker,
and nothing told the players that a card had come)."""
import math
from types import SimpleNamespace as NS

import numpy as np
import pytest

from vision.card_bands import S, Band
from vision.unread_cards import (DOUBT_S, FORGET_READS, FRAMELESS_REASON, INK_REASON,
                                 MOVED_WAIT_S, READ_RUN, STABLE_READS, STABLE_S, STRAY_REASON,
                                 UNREAD_REASON, UnreadCards, least_tall, on_rules_box,
                                 pile_shift, top_in)


def _entry(seat, x, y=40.0, value=-1, reason=UNREAD_REASON, cut_right=False, width=59.0,
           angle=0.0, height=22.0):
    return (seat, Band((x, y), angle, width, height, cut_right=cut_right),
            NS(value=value, reason=reason))


def _run(cards, entries, t0, seconds, step=0.25):
    """Feed the same ``entries`` every ``step`` s for ``seconds``; the seats told."""
    told, t = [], t0
    while t < t0 + seconds - 1e-9:
        told += cards.update(entries, t)
        t += step
    return told, t


def test_a_stable_unread_card_is_told_once():
    cards = UnreadCards()
    told, t = _run(cards, [_entry(1, 100.0)], 0.0, STABLE_S)
    assert told == []  # not before it stayed STABLE_S seconds
    told, t = _run(cards, [_entry(1, 100.0 + 2)], t, 5.0)  # a pixel or two of jitter
    assert told == [1]
    assert cards.told_since == {1: 0.0}  # its first unread reading (review of qaD57)


def test_a_card_read_there_is_never_told():
    """A read card (read in as many readings in a row as the stabilizer makes a sticker
    card stable with) whose sticker is hidden for a while (a hand) is no unread card."""
    cards = UnreadCards()
    _, t = _run(cards, [_entry(2, 100.0, value=4, reason="")], 0.0, READ_RUN * 0.25)
    told, _ = _run(cards, [_entry(2, 100.0)], t, 5.0)
    assert told == []


def test_a_card_read_too_few_times_to_be_stable_then_refused_is_told():
    """Fresh QA53 r1 (3p arkham stickers-only, seed 91, round 5): Alice's R'lyeh read in 4
    frames as it was laid (the stabilizer needs 6 in a row), then refused "no row read, ink
    in its place" for 6 s, under the cards its effect laid on it: never told, as a place
    where a card was read, and the Cthulhu laid on it taken for her play ("Alice: Cthulhu."
    "Alice is out.", truth: "Alice: R'lyeh."). Main: never told."""
    cards = UnreadCards()
    _, t = _run(cards, [_entry(1, 100.0, value=0, reason="")], 0.0, (READ_RUN - 2) * 0.25)
    told, t = _run(cards, [_entry(1, 100.0, reason=INK_REASON)], t, STABLE_S)
    assert told == []  # not before it stayed STABLE_S seconds refused
    told, _ = _run(cards, [_entry(1, 100.0, reason=INK_REASON),
                           _entry(1, 100.0, 40.0 + 29 * S, value=8, reason="")], t, 1.0)
    assert told == [1]  # the card laid on it read, its band still refused


def test_a_card_whose_sticker_ink_is_not_read_is_told():
    """QA34 H3: a Cthulhu from a compressed video ("typical" light), its band refused
    "no row read, ink in its place" in every frame, 1.6 s on top and then under the Fed:
    never told, so the Fed was taken for its play. A sticker's ink no row is read from is
    a card lying there as surely as a band with nothing on it."""
    cards = UnreadCards()
    told, t = _run(cards, [_entry(1, 100.0, reason=INK_REASON)], 0.0, STABLE_S)
    assert told == []  # not before it stayed STABLE_S seconds
    told, _ = _run(cards, [_entry(1, 100.0, reason=INK_REASON),
                           _entry(1, 100.0, 40.0 + 29 * S, value=2, reason="")], t, 1.0)
    assert told == [1]  # the card laid on it read, its band still refused


def test_other_refusals_and_the_middle_are_not_told():
    """Only a framed band with nothing on it: "no printed frame" (artwork, cloth) is not a
    card; seat ``None`` is the middle of the table."""
    cards = UnreadCards()
    told, _ = _run(cards, [_entry(1, 100.0, reason="no printed frame round the band"),
                           _entry(None, 50.0)], 0.0, 5.0)
    assert told == []


def test_a_run_goes_on_through_frameless_refusals_at_its_place():
    """QA53b runC2 (s51 run C's video, 4p arkham es stickers-only, frames 1107-1127):
    Carol's Randall, laid in her far zone, refused "no row can start here" in 2 readings,
    then "no printed frame round the band" in every one: its run broken, told 7 s late,
    after Bob's play had been taken for the Stowaway's forced discard. At a place in a run
    the frameless refusal is the same card: pending after STABLE_READS readings, told at
    STABLE_S; a frameless band elsewhere in the zone still starts nothing."""
    cards = UnreadCards()
    frameless = [_entry(3, 100.0 + 1, reason=FRAMELESS_REASON),
                 _entry(3, 100.0 + 60 * S, reason=FRAMELESS_REASON)]
    told, t = _run(cards, [_entry(3, 100.0)], 0.0, 0.2, step=0.1)  # 2 readings
    told2, t = _run(cards, frameless, t, 0.2, step=0.1)
    assert told + told2 == [] and cards.pending(3)  # STABLE_READS readings
    told, _ = _run(cards, frameless, t, STABLE_S + 1.0, step=0.1)
    assert told == [3]  # once: the other frameless band is no card


def test_a_band_cut_by_the_zone_border_or_narrow_is_not_told():
    """Seeds 50000 and 40000, 1080p: a neighbour's card at the zone window's right border,
    one at its left border, a 15.5 mm piece of a band (a card partly covered)."""
    cards = UnreadCards()
    told, _ = _run(cards, [_entry(1, 269.0, cut_right=True), _entry(2, 0.0),
                           _entry(3, 271.0, width=15.5)], 0.0, 5.0)
    assert told == []


def test_two_unread_cards_of_one_zone_are_told_each_and_a_new_round_again():
    cards = UnreadCards()
    told, t = _run(cards, [_entry(3, 100.0), _entry(3, 100.0 + 40 * S)], 0.0, 5.0)
    assert told == [3, 3]
    _, t = _run(cards, [], t, FORGET_READS * 0.25 + 0.25)  # the cards gathered
    told, _ = _run(cards, [_entry(3, 100.0)], t, 5.0)
    assert told == [3]


def test_a_read_card_s_own_artwork_window_is_not_told():
    """Held-out seeds 60000 (720p) and 130000 (1080p): a read card's light artwork panel,
    framed on every side, 26.5 mm under its band (window corner at card mm (4, 26): the
    band's corner + (2, 24) mm), taken for a band with nothing on it. Told neither while
    that card is read nor for a few readings where its sticker is hidden; a card laid
    35 mm down the same card (QA32's Tommy Gun) or beside it is."""
    cards = UnreadCards()
    x, y = 100.0, 40.0
    window = _entry(1, x + 2.4 * S, y + 24.6 * S, width=56.0, height=35.0, angle=3.0)
    read = _entry(1, x, y, value=3, reason="")
    told, t = _run(cards, [read, window], 0.0, 3.0)
    told2, _ = _run(cards, [window], t, 1.0)  # a hand over its sticker: not read a while
    assert told + told2 == []
    cards = UnreadCards()
    down = _entry(1, x, y + 35 * S, width=59.0)
    beside = _entry(1, x + 30 * S, y + 24 * S, width=59.0)
    told, _ = _run(cards, [read, down, beside], 0.0, 3.0)
    assert told == [1, 1]


def test_a_told_card_whose_pile_moved_is_not_told_again():
    """Seed 1, clean, 720p, game built card by card: a Tommy Gun told at the top of seat 1's
    pile was told again when the pile, reaching the player, was pushed 17 mm up (its place
    forgotten, a new one stable 2 s later). A second unread card of the zone, beside the
    first one still seen, is told; so is a card of another zone."""
    cards = UnreadCards()
    x, y = 100.0, 40.0
    read = _entry(1, x, y + 60 * S, value=5, reason="")
    told, t = _run(cards, [_entry(1, x, y), read], 0.0, 3.0)
    assert told == [1]
    moved = [_entry(1, x + 1, y + 17 * S), _entry(1, x, y + 77 * S, value=5, reason="")]
    told, t = _run(cards, moved, t, 5.0)
    assert told == []
    told, _ = _run(cards, moved + [_entry(1, x + 40 * S, y), _entry(2, x, y)], t, 3.0)
    assert told == [1, 2]


def test_a_card_s_own_rules_box_is_not_told_while_nothing_covers_it():
    """Games built card by card (``benchmarks.unread_prompts --games``, seeds 1, 2 and 7,
    720p): a pile's first card, nothing on it yet, its light rules box (card mm x 5–58,
    y 67–84) taken for a band with nothing on it, 65 mm under its band: below a card read
    there, and below a card refused this reading (seed 1, tilted: an Entertainer never
    read), with that card's own artwork window (seeds 3 and 4) or a band refused otherwise
    (seed 5) between them. A card laid two 33.5 mm cascade steps down, its band at card (2, 69), with the
    card between them, is told."""
    x, y = 100.0, 40.0
    read = _entry(1, x, y, value=3, reason="")
    refused = _entry(1, x, y, reason="a weak first dot at the edge of its place")
    rules = _entry(1, x + 1.4 * S, y + 67.8 * S, width=55.0, height=17.0, angle=1.0)
    other = "no printed frame round the band"
    junk = _entry(1, x + 1.0 * S, y + 40.0 * S, reason=other)
    for above, why in ((read, UNREAD_REASON), (refused, other)):
        window = _entry(1, x + 2.4 * S, y + 24.6 * S, width=56.0, height=35.0, reason=why)
        cards = UnreadCards()
        told, _ = _run(cards, [above, window, junk, rules], 0.0, 3.0)
        assert told == []  # neither the window nor a band refused otherwise lies between
    cards = UnreadCards()
    between = _entry(1, x, y + 33.5 * S, value=6, reason="")
    told, _ = _run(cards, [read, between, _entry(1, x, y + 67.0 * S)], 0.0, 3.0)
    assert told == [1]


@pytest.mark.parametrize("seed, table, size", [(60000, 12, (1280, 720)),
                                               (170000, 1, (1920, 1080))])
def test_no_phantom_prompt_on_rendered_tables(seed, table, size):
    """Phantom prompts inviting an extra play (``benchmarks.unread_prompts``, its scoring
    by place): held-out seed 60000, 720p, table 12 (clean, a Deep One alone in seat 1's
    zone): its light artwork panel; fresh seed 170000, 1080p, table 1 (typical): the
    set-aside card's light rules box in seat 1's zone window."""
    from benchmarks.unread_prompts import run
    tally = run(seed, table + 1, 16, size, first=table)
    assert tally.phantoms == [] and tally.tommy_told == tally.never_read_told == 0


def test_a_refusal_near_the_table_centre_is_the_set_aside_card_not_the_seat_s():
    """Fresh seed 170000, 1080p, table 1: the set-aside Stowaway Eggs' light rules box,
    33 mm from the table's centre, lay in seat 1's zone window and was told as an unread
    card of seat 1. A refused band there is dropped; one in the seat's pile is kept, and so
    is a card read near the centre (only refusals are dropped)."""
    from vision.card_bands import ZONE_X_MM, ZONE_Y_MM
    from vision.unread_cards import MIDDLE_MM, off_middle

    def at(x_mm, y_mm, **kw):  # seat mm (here image px too) → an entry of seat 1
        return _entry(1, (x_mm - ZONE_X_MM[0]) * S, (ZONE_Y_MM[1] - y_mm) * S, **kw)

    layout = NS(centre=lambda: (100.0, 180.0),
                zone=lambda seat: NS(to_seat=(1, 0, 0, 0, 1, 0, 0, 0, 1)))
    middle, pile = at(99.0, 147.0), at(60.0, 25.0)
    read = at(100.0, 140.0, value=3, reason="")
    assert off_middle([middle, pile, read], layout) == [pile, read]
    assert off_middle([at(100.0, 180.0 - MIDDLE_MM - 1)], layout) != []
    layout.centre = lambda: None  # fewer than two seat markers: no centre known
    assert off_middle([middle], layout) == [middle]


def test_a_told_card_is_not_told_again_after_a_run_of_unreadable_frames():
    """An unreadable frame (here an empty picture) is no evidence of a bare zone: a Tommy
    Gun told, then more than :data:`FORGET_READS` unreadable frames in a row, then the same
    table again: not told again (they used to count as readings without a band, its place
    and the zone's told cards forgotten). Seen by the watcher as ``companion play`` makes it
    for a deck without markers."""
    import numpy as np

    from vision.pipeline import CardReader, TableWatcher
    from vision.render import build_scene, render_table

    frame, _ = render_table(build_scene({2: ["tommy_gun"]}, seats=3, seed=3, growing=True))
    watcher = TableWatcher("arkham", reader=CardReader("arkham", markers=False))
    told, t = [], 0.0
    for _ in range(12):
        watcher.update(frame, t)
        told += watcher.unread_new
        t += 0.25
    assert told == [2]
    for _ in range(FORGET_READS + 2):  # a camera glitch: empty pictures
        watcher.update(np.zeros((0, 0, 3), np.uint8), t)
        assert not watcher.last_reading.readable
        t += 0.25
    for _ in range(12):
        watcher.update(frame, t)
        told += watcher.unread_new
        t += 0.25
    assert told == [2]


def _told_on(zones, seed, preset="tilted", growing=True, frames=14):
    """The seats told by a watcher (as ``companion play`` makes it for a deck without
    markers) over ``frames`` frames 0.25 s apart of one rendered 3-seat 720p table."""
    return [s for s, _ in _watch(zones, seed, preset, growing, frames)[0]]


def _watch(zones, seed, preset="tilted", growing=True, frames=14, frame_seed=None, **scene):
    """:func:`_told_on`'s watch: ``(seat, corner)`` of each place told, the watcher and the
    last frame's truth. ``frame_seed``: the conditions' seed of the first frame, one more
    each frame (a game's frames); else ``seed`` for every frame. ``scene``: more
    :func:`vision.render.build_scene` arguments (``cascade``, ``step_mm``)."""
    from dataclasses import replace

    from vision.pipeline import CardReader, TableWatcher
    from vision.render import PRESETS, build_scene, render_table

    base = replace(PRESETS[preset], markers=False, size=(1280, 720))
    watcher = TableWatcher("arkham", reader=CardReader("arkham", markers=False))
    told, truth = [], None
    for k in range(frames):
        if frame_seed is not None or k == 0:  # else the same picture again
            cond = replace(base, seed=seed if frame_seed is None else frame_seed + k)
            frame, truth = render_table(build_scene(zones, seats=3, seed=seed,
                                                    conditions=cond, growing=growing,
                                                    **scene))
        watcher.update(frame, k * 0.25)
        if watcher.unread_new:
            told += watcher.unread.told
    return told, watcher, truth


def test_a_lone_card_s_rules_box_is_not_told_on_a_tilted_table():
    """Tilted 720p (40°): the seat plane fitted on the seat tiles is 5 % long along seat 2's
    cards, so a lone card's rules box was found at (3.2, 70.9) mm of its band, 3.4 mm from
    where a top-down view puts it, and told as an unread card (as seed 8's game told 8).
    Not told now; a Tommy Gun laid on that card, or two steps down a pile, still is."""
    assert _told_on({2: ["the_boxer"]}, 4) == []
    assert _told_on({2: ["the_boxer", "tommy_gun"]}, 4) == [2]
    assert _told_on({2: ["the_boxer", "deep_one", "tommy_gun"]}, 4, growing=False) == [2]


def test_a_told_card_whose_pile_moved_under_the_next_card_is_not_told_again():
    """Seed 8, tilted, 720p, game built card by card (session 26's clean repeat too): a
    Tommy Gun told in seat 1's pile, the pile pushed 17 mm up, the next card read where the
    Tommy Gun lay (its told place not forgotten): the Tommy Gun, stable at its new place 2 s
    later, was told again. A card of another zone still is."""
    cards = UnreadCards()
    x, y = 100.0, 40.0
    told, t = _run(cards, [_entry(1, x, y, value=5, reason=""), _entry(1, x, y + 60 * S)],
                   0.0, 3.0)
    assert told == [1]
    moved = [_entry(1, x, y - 17 * S, value=5, reason=""),
             _entry(1, x, y + 43 * S), _entry(1, x, y + 60 * S, value=6, reason="")]
    told, t = _run(cards, moved, t, 5.0)
    assert told == []
    told, _ = _run(cards, moved + [_entry(2, x, y)], t, 3.0)
    assert told == [2]


def test_a_told_card_read_at_its_own_place_does_not_silence_a_card_laid_later():
    """Session 27's review: a told card then read at its own place (its sticker no longer
    washed out) counted as a moved pile with no end, so the next unread card laid in that
    zone, a Tommy Gun one step down, was never told. The hold lasts MOVED_WAIT_S."""
    cards = UnreadCards()
    x, y = 100.0, 40.0
    told, t = _run(cards, [_entry(1, x, y)], 0.0, 3.0)
    assert told == [1]
    read = [_entry(1, x, y, value=5, reason="")]
    told, t = _run(cards, read, t, MOVED_WAIT_S + 1.0)
    assert told == []
    told, _ = _run(cards, read + [_entry(1, x, y + 30 * S)], t, 5.0)
    assert told == [1]


def test_a_told_card_read_after_all_is_noted_until_the_next_card_told_there():
    """QA34 st1: the app holds a card read in a zone behind a told card not entered yet,
    unless the told card itself was read since (``told_read``); a card laid on it (its
    band hidden, its place forgotten) is no read."""
    cards = UnreadCards()
    x, y = 100.0, 40.0
    told, t = _run(cards, [_entry(1, x, y), _entry(2, x, y)], 0.0, 3.0)
    assert told == [1, 2] and cards.told_read == set()
    told, t = _run(cards, [_entry(1, x, y, value=5, reason="")], t, 1.0)
    assert cards.told_read == {1}  # seat 2's place unseen: not read
    told, _ = _run(cards, [_entry(1, x, y, value=5, reason=""), _entry(1, x, y + 30 * S)],
                   t + MOVED_WAIT_S, 5.0)
    assert told == [1] and cards.told_read == set()  # a new card told there


def test_a_read_card_s_window_turned_over_6_degrees_is_no_card_before_its_rules_box():
    """Session 27's review: a read card's artwork window taken for a band, turned 8°, was
    counted as a card between that card and its own rules box (at_window's angle test),
    so the rules box was told as an unread card. Only the corner's distance counts."""
    x, y = 100.0, 40.0
    read = _entry(1, x, y, value=5, reason="")[1]
    window = _entry(1, x + 2 * S, y + 24 * S, angle=8.0)[1]
    box = _entry(1, x + 3 * S, y + 67.5 * S)[1]
    bands = [read, window, box]
    assert on_rules_box(top_in(box, bands), bands, bands)


def test_a_band_is_not_on_its_own_rules_box():
    """on_rules_box is given the refused band among the zone's whole bands: its top lies at
    its own corner, far from its own rules box, so it alone never counts as one."""
    box = _entry(1, 100.0, 40.0)[1]
    assert not on_rules_box(top_in(box, [box]), [box], [box])


def test_a_read_card_s_rules_box_found_high_in_a_dim_zone_is_its_rules_box():
    """Dim 720p, seed 9's game built card by card (``benchmarks.unread_prompts --games 1
    --seed 9 --presets dim``): seat 3's zone rectified short along its cards, a read card's
    rules box was found at (6.1, 63.6) mm of its band, 5.5 mm above (5, 69), and told as
    an unread card (the bands as recorded at 8.1 s). A card two steps down, its band there
    with the card between, is still told."""
    read = _entry(3, 122.1, 103.3, value=1, reason="", width=62.0, height=27.0, angle=6.6)
    box = _entry(3, 116.2, 226.6, width=54.0, height=21.5, angle=6.6)
    bands = [read[1], box[1]]
    assert on_rules_box(top_in(box[1], bands), bands, bands)
    between = _entry(3, 119.0, 165.0, value=6, reason="", width=62.0, angle=6.6)
    card = _entry(3, 116.2, 226.6, width=60.0, height=30.0, angle=6.6)
    cards = UnreadCards()
    told, _ = _run(cards, [read, between, card], 0.0, 3.0)
    assert told == [3]


def test_a_rules_box_is_not_told_as_a_band_a_name_band_is():
    """A card's rules box (17 mm tall) taken for a band with nothing on it, too short for a
    name band (22 mm), as recorded: tilted 720p, seed 8's game, a lone card whose own band
    was never found (nothing to tie its rules box to: told at 24.9 s), and dim seed 9's
    read card's box; the boxes' heights across the card 19.0 and 15.6 mm. The shortest
    bands told on static tables 5000 and 60000 (22.1-23.6 mm across the card, turned up to
    10.5 deg) are told."""
    for box in (_entry(3, 108.7, 214.9, width=56.0, height=21.0, angle=-2.1),
                _entry(3, 116.2, 226.6, width=54.0, height=21.5, angle=6.6)):
        told, _ = _run(UnreadCards(), [box], 0.0, 3.0)
        assert told == []
    for w, h, a in ((59.5, 24.0, -1.9), (60.0, 23.0, -0.3), (60.0, 23.5, 1.3),
                    (49.0, 31.5, 10.5)):
        told, _ = _run(UnreadCards(), [_entry(3, 108.7, 214.9, width=w, height=h, angle=a)],
                       0.0, 3.0)
        assert told == [3]


def test_a_name_band_in_a_zone_rectified_short_is_told():
    """Session 28's review: a zone rectified ~8 % short (dim seed 9 seat 3) measures a real
    22 mm name band ~20.2 mm, under MIN_TALL_MM (20.5): a card without a sticker laid there
    was never told. The least height scales with the zone's read bands (measured ~20.2 mm
    there too); never up (read bands with a label over their lower edge, 25 mm)."""
    x, y = 100.0, 40.0
    read = _entry(3, x, y, value=1, reason="", height=20.2)
    told, _ = _run(UnreadCards(), [read, _entry(3, x, y + 33.5 * S, height=20.2)], 0.0, 3.0)
    assert told == [3]
    assert least_tall([read[1], _entry(3, x, y, height=25.0)[1]]) == pytest.approx(20.5)


def test_a_short_refused_band_still_counts_as_a_card_between():
    """Session 28's review: a refused band too short to be told (a card's band in a zone
    measured short) still lies between a read card and a card two steps below it, so that
    card is not taken for the read card's rules box."""
    x, y = 100.0, 40.0
    read = _entry(1, x, y, value=3, reason="")
    between = _entry(1, x, y + 33.5 * S, height=19.0)
    told, _ = _run(UnreadCards(), [read, between, _entry(1, x, y + 67.0 * S)], 0.0, 3.0)
    assert told == [1]


def test_one_read_band_measured_short_does_not_let_a_rules_box_pass_for_a_band():
    """Session 28's review: one read band measured 16 mm (a hand over it, glare) set the
    zone's least height to 14.9 mm, under a rules box's measured 15.6–20 mm: the rules box
    would have been told as an unread card. The zone's scale is at least 0.9."""
    x, y = 100.0, 40.0
    read = _entry(3, x, y, value=1, reason="", height=16.0)[1]
    assert least_tall([read]) == pytest.approx(20.5 * 0.9)


def test_an_unread_card_pushed_up_with_its_pile_keeps_its_time():
    """QA35 st11a (seed 11, typical, mp4): Bob's Tommy Gun, refused as unread in every
    frame, was pushed 18 mm up with its pile 1.5 s after it was laid, then 36 mm 1.7 s
    later: each move began a new place, never STABLE_S old, and the last fell within reach
    of a read card's old place: never told. Its pile's read cards, found again one same
    step away by their ranks, now take its place along: told once, 2 s after it was laid."""
    cards = UnreadCards()
    x, y = 100.0, 110.0 * S

    def pile(dy, new=()):
        return ([_entry(2, x, 37.0 * S + dy, value=4, reason=""),
                 _entry(2, x, 78.0 * S + dy, value=8, reason=""),
                 _entry(2, x, y + dy)] + [_entry(2, x, 134.6 * S + dy, value=1, reason="")
                                          for _ in new])
    told, t = _run(cards, pile(0.0), 0.0, 1.5)
    assert told == []
    told, t = _run(cards, pile(-18.0 * S, new=[1]), t, 1.5)
    assert told == [2]
    told, _ = _run(cards, pile(-54.0 * S, new=[1]), t, 3.0)
    assert told == []  # told once: the same card, moved again


def test_a_pile_shift_needs_more_cards_moved_than_still():
    """A card of the same rank read elsewhere in the zone while the read card still lies at
    its place is another copy, not the pile moved; a pile moved a step is (st11's rule,
    held by stick7's :func:`pile_shift`)."""
    x, y = 100.0, 40.0 * S
    read = [(1, (x, y), 1)]
    both = [_entry(1, x, y, value=1, reason=""), _entry(1, x, y + 30 * S, value=1, reason="")]
    assert pile_shift(read, both) == {}
    moved = [_entry(1, x + 1, y - 20 * S, value=1, reason="")]
    assert pile_shift(read, moved) == {1: pytest.approx((1.0, -20.0 * S))}
    assert pile_shift(read, [_entry(1, x, y + 70 * S, value=1, reason="")]) == {}  # too far


def test_a_card_laid_where_a_read_card_lay_before_its_pile_was_pushed_is_told():
    """QA35 st3/st5 (seed 7 mp4, clean; the band corners measured in Carol's zone, rectified
    px): a Tommy Gun told, then R'lyeh pushed the pile up 72 px (36 mm) and its first card,
    The Musician, laid where R'lyeh had been read, its row refused "stray element in the
    row's place"; 1.6 s on top, then pushed under the Investigators to where R'lyeh had been
    read before. Never told (a place once read is never told; the Tommy Gun's moved-pile hold
    swallowed it), so the round waited for R'lyeh's cards and never ended. The pile followed,
    The Musician is told once, the Tommy Gun not again."""
    cards = UnreadCards()
    x = 60.0

    def zone(*cards_y):
        return [_entry(3, x, y, value=v, reason="" if v >= 0 else r) for y, v, r in cards_y]

    u, stray = (-1, UNREAD_REASON), (-1, STRAY_REASON)
    told, t = _run(cards, zone((267, 2, ""), (182, *u), (118, 1, ""), (38, 5, "")), 0.0, 3.0)
    assert told == [3]  # the Tommy Gun
    told, t = _run(cards, zone((265, 0, ""), (195, 2, ""), (110, *u), (47, 1, "")), t, 1.5)
    told2, t = _run(cards, zone((266, *stray), (193, 0, ""), (123, 2, ""), (38, *u)), t, 1.5)
    told3, t = _run(cards, zone((257, 1, ""), (194, *stray), (121, 0, ""), (51, 2, "")), t, 3.0)
    assert told + told2 == [] and told3 == [3]


def test_a_pile_with_two_cards_of_a_rank_is_followed_when_it_slides_a_step():
    """QA st7 (demo seed 7 mp4, clean; session 38, round 4, Carol's band corners measured,
    rectified px): her Tommy Gun told unread, then the Shoggoth, two cards of rank 1 and the
    Necronomicon laid; the pile slid up 36 px, then 72 px, the Tommy Gun out of the window.
    At the second slide one rank-1 card lay 13 px from the other's old place: taken as read
    at its own place, it outvoted the Shoggoth's move, the pile was not followed and the
    Shoggoth, read where the Tommy Gun had been told, counted as the told card read
    (``told_read``): the app's hold behind the Tommy Gun lapsed with no key, the 4 cards
    held taken ("Carol: the Necronomicon.", false)."""
    cards = UnreadCards()

    def zone(*bands):
        return [_entry(3, x, y, value=v, reason="" if v >= 0 else UNREAD_REASON)
                for x, y, v in bands]
    told, t = _run(cards, zone((90, 154, 7), (101, 74, -1)), 0.0, 3.0)
    assert told == [3]  # the Tommy Gun
    told, t = _run(cards, zone((100, 218, 1), (90, 154, 7), (101, 74, -1)), t, 1.5)
    told2, t = _run(cards, zone((87, 267, 1), (100, 182, 1), (90, 118, 7), (101, 38, -1)),
                    t, 1.5)
    told3, t = _run(cards, zone((90, 265, 4), (88, 195, 1), (100, 110, 1), (90, 46, 7)),
                    t, 1.5)
    assert told + told2 + told3 == [] and cards.told_read == set()


def test_a_pile_is_followed_only_when_most_of_its_read_cards_agree():
    """:func:`pile_shift`: more than half of a zone's cards read now moved by the same
    amount (each from the one place of its rank); one read at its place, or two moves that
    disagree (another copy of a rank laid), or one farther than PUSH_MM,
    move nothing."""
    read = [(1, (60.0, 200.0), 2), (1, (60.0, 130.0), 5), (2, (60.0, 200.0), 2),
            (1, (60.0, 50.0), 1)]
    pushed = [_entry(1, 60.0, 128.0, value=2, reason=""), _entry(1, 61.0, 60.0, value=5,
                                                                 reason="")]
    assert pile_shift(read, pushed) == {1: pytest.approx((0.5, -71.0))}
    laid = pushed + [_entry(1, 60.0, 200.0, value=1, reason="")]  # out at the top, laid
    assert pile_shift(read, laid) == {1: pytest.approx((0.5, -71.0))}
    other = [pushed[1], _entry(1, 60.0, 150.0, value=1, reason="")]  # 50 mm down
    assert pile_shift(read, other) == {}
    stays = pushed[:1] + [_entry(1, 60.0, 131.0, value=5, reason="")]
    assert pile_shift(read, stays) == {}
    assert pile_shift(read, [_entry(2, 60.0, 200.0, value=2, reason="")]) == {}
    assert pile_shift(read, [_entry(1, 60.0, 200.0 - 61 * S, value=2, reason="")]) == {}


def _zone(seat, *bands):
    """Entries of ``seat``'s zone from ``(x, y, rank or reason)`` in rectified mm."""
    return [_entry(seat, x * S, y * S, **({"value": v, "reason": ""} if isinstance(v, int)
                                          else {"reason": v})) for x, y, v in bands]


def test_an_unread_card_pushed_on_by_the_card_laid_on_it_keeps_its_run():
    """QA36 en5 (``demo --stickers-only --seed 5`` mp4, clean; Alice's zone as measured,
    rectified mm, 10 readings a second): Alice's Tommy Gun refused as unread from 17.0 s;
    at 18.6 s the Nightgaunt it drew was read where it had lain, and it was pushed a
    cascade step on, to where the card under it had been read (that card moved on less).
    Its run began again at a read place: told at 23.2 s, after the Nightgaunt (stable at
    19.6 s) and the Fed had been given as plays. Now told 2 s after it was laid, before
    the Nightgaunt's reading could be stable (1 s)."""
    cards = UnreadCards()
    before = _zone(1, (52.6, 125.5, UNREAD_REASON), (49.7, 97.1, 4), (51.1, 55.2, 1),
                   (44.0, 25.7, 4))
    after = _zone(1, (48.4, 131.9, 2), (52.6, 98.6, UNREAD_REASON),
                  (49.8, 79.0, "no printed frame round the band"), (51.0, 46.5, 1),
                  (44.0, 25.7, 4))
    told, t = _run(cards, before, 0.0, 1.6, step=0.1)
    assert told == []
    told, t = _run(cards, after, t, 0.5, step=0.1)
    assert told == [1]  # by 2.1 s
    told, _ = _run(cards, after, t, 3.0, step=0.1)
    assert told == []  # once


def test_a_sticker_whose_row_may_go_on_is_told_when_pushed_under_the_next_card():
    """QA36 es13 (``--lang es --conditions typical --seed 13`` mp4; Alice's zone as
    measured, 5 readings a second): Alice's Dilettante, its row found but "a dot may
    follow" in every reading for 1.6 s, then pushed 21 mm on by the Necronomicon laid at
    its place (and refused "stray element" under it): never told, never read. Told now,
    2 s after it was laid, before the Necronomicon's reading could be stable."""
    cards = UnreadCards()
    doubt = "a dot may follow"
    alone = _zone(1, (54.6, 127.4, doubt), (47.1, 98.1, 4), (49.6, 67.7, 5), (51.4, 29.8, 3))
    under = _zone(1, (47.7, 136.1, 4), (54.7, 106.8, doubt), (47.2, 84.1, 4),
                  (49.6, 60.9, "no printed frame round the band"), (51.4, 29.8, 3))
    told, t = _run(cards, alone, 0.0, 1.6, step=0.2)
    assert told == []
    told, t = _run(cards, under, t, 0.8, step=0.2)
    assert told == [1]
    told, _ = _run(cards, [e if e[2].reason != doubt else _zone(
        1, (54.7, 106.7, STRAY_REASON))[0] for e in under], t, 3.0, step=0.2)
    assert told == []  # once


def test_a_sticker_whose_row_may_go_on_waits_longer_on_top_unless_pushed():
    """QA35's ``demo --stickers-only --conditions typical --seed 11`` mp4 (Alice's zone as
    measured, 10 readings a second): Alice's Investigators, on top, refused "a dot may
    follow" for 3.2 s, then read. Told at 2 s as unread, it was a needless prompt: a
    place refused only so is told after DOUBT_S on top (or once pushed on, above)."""
    doubt = "a dot may follow"
    cards = UnreadCards()
    top = _zone(1, (43.2, 114.8, doubt), (52.3, 71.9, 4), (52.8, 35.3, 3))
    told, t = _run(cards, top, 0.0, 3.2, step=0.1)
    assert told == []
    told, _ = _run(cards, _zone(1, (43.2, 114.8, 1), (52.3, 71.9, 4), (52.8, 35.3, 3)), t,
                   2.0, step=0.1)
    assert told == []  # read after all
    cards = UnreadCards()
    told, _ = _run(cards, top, 0.0, DOUBT_S + 0.3, step=0.1)
    assert told == [1]  # never read: told after DOUBT_S


def test_a_card_read_where_a_band_with_no_sticker_was_told_is_noted_as_such():
    """QA (session 39, ``demo --stickers-only --seed 5`` mp4, clean): Alice's Tommy Gun
    (no sticker: refused "no row can start here, no cross") told unread, then the
    Nightgaunt its effect drew laid squarely on it and read at the told place: taken as
    the told card read after all (``told_read``), the app's hold lapsed and the rank then
    entered went to Bob. A card read where a band with no sticker was told is noted
    (``told_blank``): it is that card only if that card may have a sticker after all
    (the app asks the tracker). One where a sticker's ink was seen is not; nor does the
    ink of the card being laid on it, after the told card was told, count."""
    x, y = 100.0, 40.0
    read = [_entry(1, x, y, value=6, reason="")]
    cards = UnreadCards()
    told, t = _run(cards, [_entry(1, x, y)], 0.0, 3.0)
    assert told == [1] and cards.told_blank == set()
    _, t = _run(cards, [_entry(1, x + 3, y, reason=INK_REASON)], t, 0.5)  # laid on it
    _, t = _run(cards, read, t, 1.0)
    assert cards.told_read == {1} and cards.told_blank == {1}
    _, t = _run(cards, [_entry(1, x, y + 30 * S)], t + MOVED_WAIT_S, 3.0)  # a new one
    assert cards.told_read == set() and cards.told_blank == set()
    cards = UnreadCards()
    told, t = _run(cards, [_entry(1, x, y, reason=INK_REASON)], 0.0, 3.0)
    _, t = _run(cards, read, t, 1.0)
    assert told == [1] and cards.told_read == {1} and cards.told_blank == set()
    cards.clear()
    assert cards.told_blank == set()


# review rv39b: one frame with ink before told (a card slid on early, a shadow) does not
# make a blank told band a sticker
def test_one_inked_frame_before_told_does_not_make_a_blank_band_a_sticker():
    x, y = 100.0, 40.0
    cards = UnreadCards()
    told, t = _run(cards, [_entry(1, x, y)], 0.0, 1.0)             # the Tommy Gun laid
    assert told == []
    told2, t = _run(cards, [_entry(1, x + 2, y, reason=INK_REASON)], t, 0.25)  # one frame
    told3, t = _run(cards, [_entry(1, x, y)], t, 3.0)              # blank again, told
    assert told + told2 + told3 == [1]
    _, t = _run(cards, [_entry(1, x, y, value=6, reason="")], t, 1.0)  # laid on it, read
    assert cards.told_read == {1}
    assert cards.told_blank == {1}  # 11 frames "no row, no cross" against 1 with ink


def test_a_read_card_s_artwork_window_dark_at_its_left_is_not_told_tilted_seed_14():
    """Held-out tilted seed 14's game (720p, ``benchmarks.unread_prompts --games 1 --seed
    14 --presets tilted``), seat 1 at 56.1 s: the Tommy Gun, Cthulhu and the Deep One on
    it, both read. The Deep One's artwork window, dark red blobs at its left, was found as
    a band 56.5 mm wide at (16.0, 26.6) mm of the Deep One's read band (its alternative
    corner at the window's place, :data:`~vision.unread_cards.WINDOW_ALT_MM`) and told as
    an unread card where no card lay. The same pile rendered as the game's frames (scene
    seed 14, frames 561 on): only the Tommy Gun is told, at its own band."""
    from benchmarks.unread_prompts import near_cards

    told, watcher, truth = _watch({1: ["tommy_gun", "cthulhu", "deep_one"]}, 14,
                                  frames=12, frame_seed=561)
    assert [s for s, _ in told] == [1]
    cards = [c for c in truth.cards if c.zone == "discard"]
    assert [c.key for c in near_cards(watcher, 1, told[0][1], cards)] == ["tommy_gun"]


def test_a_tommy_gun_s_own_artwork_window_is_not_told_as_a_second_card():
    """Typical 720p, 3 seats, a static ``down`` cascade 25 mm a step (the renderer's least,
    TABLE-CONDITIONS), scene seed 2, frames 200 on: seat 3 holds a Mi-Go with a Tommy Gun
    on it. The Tommy Gun's band is told (right); a band found at its own artwork window,
    about (4, 26) mm of its card, was told too (main and ``prompt44``), where no card's
    band lies: a phantom prompt (``companion.app.live_cards`` then counts two unread cards
    in that zone); :func:`~vision.unread_cards.on_read_window` now looks at every whole
    band of the zone, not only the read ones. Every place told must be a card's band."""
    from benchmarks.unread_prompts import near_cards

    told, watcher, truth = _watch({1: ["deep_one", "tommy_gun"], 2: ["cthulhu", "tommy_gun"],
                                   3: ["mi_go", "tommy_gun"]}, 2, "typical", growing=False,
                                  frames=14, frame_seed=200, cascade="down", step_mm=25)
    cards = [c for c in truth.cards if c.zone == "discard"]
    assert [s for s, _ in told].count(3) == 1
    assert all(near_cards(watcher, s, corner, cards) for s, corner in told)


def test_the_lower_part_of_a_tommy_gun_s_artwork_window_is_not_told_as_a_second_card():
    """rev-prompt44's left case (misc45): dim 720p, 3 seats, a static ``down`` cascade
    25 mm a step, scene seed 38, frames 3800 on: seat 1 holds a Deep One with a Tommy Gun
    on it. The Tommy Gun's band is told (right); a band 12 mm under its artwork window's
    corner, at (3.9, 38.7) mm of the Tommy Gun's band, turned 12°, its right end at 53.9
    mm (the window's lower part below a dark blob across it), was told too (main): a
    phantom. :func:`~vision.unread_cards.inside_window` drops it; the other seats' Tommy
    Guns (one turned 7° on a Mi-Go, its corner at (3.3, 27) mm of it) are still told."""
    from benchmarks.unread_prompts import near_cards

    told, watcher, truth = _watch({1: ["deep_one", "tommy_gun"],
                                   2: ["cthulhu", "deep_one", "tommy_gun"],
                                   3: ["mi_go", "tommy_gun"]}, 38, "dim", growing=False,
                                  frames=14, frame_seed=3800, cascade="down", step_mm=25)
    cards = [c for c in truth.cards if c.zone == "discard"]
    assert [s for s, _ in told].count(1) == 1
    assert all(near_cards(watcher, s, corner, cards) for s, corner in told)
    assert {s for s, corner in told
            if near_cards(watcher, s, corner, cards)[0].key == "tommy_gun"} == {1, 2, 3}


@pytest.mark.parametrize("at_mm, turn, right_mm, inside", [
    ((3.9, 38.7), -12.0, 50.7, True),    # dim seed 38's window piece under a dark blob
    ((3.3, 27.0), 7.0, 61.3, False),     # a Tommy Gun laid on a Mi-Go, turned 7°
    ((2.0, 38.0), 0.0, 61.0, False),     # a card laid 36 mm down, square: covers the window
    ((3.9, 38.7), -12.0, None, False),   # its right end unknown: told as before
])
def test_a_band_inside_another_s_artwork_window_only_when_its_ends_lie_in_it(at_mm, turn,
                                                                             right_mm, inside):
    """:func:`~vision.unread_cards.inside_window`: a band whose corner lies on a whole
    band's artwork window's left edge and whose right end lies inside the window is that
    window's lower part; a card's band reaching past the window's right edge is a card."""
    from vision.unread_cards import inside_window

    under = Band((100.0, 100.0), 0.0, 60.0, 22.0, right_mm=61.0)
    corner = under.card_to_rect() @ np.array([*at_mm, 1.0])
    band = Band((float(corner[0]), float(corner[1])), turn, 55.0, 30.0, right_mm=right_mm)
    assert inside_window(band, [under]) is inside
    assert inside_window(band, []) is False


@pytest.mark.parametrize("at_mm, turn", [
    ((2.0, 27.0), 10.0),   # a ``down`` cascade 25 mm a step, the top card turned 10°
    ((2.5, 30.0), 12.0),   # 28 mm a step, turned 12°
    ((1.5, 40.0), 8.0),    # 38 mm a step, turned 8°
])
def test_a_real_card_cascaded_turned_into_another_s_window_is_still_told(at_mm, turn):
    """rev-misc45: a card laid in a cascade on another, turned 8–12° from it, its corner
    on the window's left edge: its band reaches its own 61 mm (a card's band, not a
    window's piece, whose own right end lies at 49–51.5 mm), yet its right end, turned
    up, lies inside the window (≤ 59 mm of the card under): misc45's
    :func:`~vision.unread_cards.inside_window` dropped it, a lost right prompt."""
    from vision.unread_cards import inside_window

    under = Band((100.0, 100.0), 0.0, 60.0, 22.0, right_mm=61.0)
    corner = under.card_to_rect() @ np.array([*at_mm, 1.0])
    band = Band((float(corner[0]), float(corner[1])), turn, 55.0, 30.0, right_mm=61.0)
    assert inside_window(band, [under]) is False


def test_a_tommy_gun_cascaded_turned_on_a_deep_one_is_still_told_dim_seed_203():
    """rev-misc45: dim 720p, 3 seats, a growing ``down`` cascade 26 mm a step, scene seed
    203: seat 2's Tommy Gun lies on its Deep One turned 10° from it, its corner at (1.9,
    33.8) mm of the Deep One, its band's right end (61 mm of its own) at 58.0 mm of the
    Deep One, inside the artwork window: misc45's ``inside_window`` took it for the
    window's lower part and the Tommy Gun of seat 2 was never told."""
    from benchmarks.unread_prompts import near_cards

    told, watcher, truth = _watch({1: ["deep_one", "tommy_gun", "mi_go", "the_fed"],
                                   2: ["cthulhu", "deep_one", "tommy_gun", "the_boxer"],
                                   3: ["mi_go", "tommy_gun", "deep_one", "the_fed"]},
                                  203, "dim", frames=14, frame_seed=20300, cascade="down",
                                  step_mm=26)
    cards = [c for c in truth.cards if c.zone == "discard"]
    near = [near_cards(watcher, s, corner, cards) for s, corner in told]
    assert all(near)
    assert {s for (s, _), n in zip(told, near) if n[0].key == "tommy_gun"} == {1, 2, 3}


def _typical_16_seat_1(piece_first=True):
    """Seat 1's band entries in held-out typical 16's game (720p, ``benchmarks.unread_prompts
    --games 1 --seed 16 --presets typical``, 78.1–80.1 s), as recorded: the Urchin and the
    Stowaway read, the Cthulhu laid on them never read (its sticker refused
    :data:`STRAY_REASON`), its band found twice by the band finder's two masks: whole at
    its corner and cut at its left by the printed emblem, 8.7 mm right; its artwork
    window's lower part refused too."""
    read = [(1, Band((97.23, 140.59), -1.42, 61.0, 24.5, 0.72, right_mm=61.56),
             NS(value=4, reason="")),
            (1, Band((94.02, 69.96), -3.12, 59.5, 25.5, 0.43, right_mm=61.09),
             NS(value=5, reason=""))]
    piece = (1, Band((130.01, 210.59), 5.77, 53.0, 27.0, 0.23, right_mm=52.42),
             NS(value=-1, reason=STRAY_REASON))
    whole = (1, Band((112.70, 208.41), 5.92, 61.5, 28.5, 0.72, right_mm=61.39),
             NS(value=-1, reason=STRAY_REASON))
    window = (1, Band((112.29, 257.46), 5.96, 53.5, 34.5, 0.59, right_mm=48.12),
              NS(value=-1, reason=UNREAD_REASON))
    return read + ([piece, whole] if piece_first else [whole, piece]) + [window]


@pytest.mark.parametrize("piece_first", [True, False])
def test_a_card_whose_band_is_found_whole_and_cut_is_told_at_its_own_band(piece_first):
    """Held-out typical 16 (session 45's phantom, t 80.1 s, seat 1): the Cthulhu's band cut
    at its left came first, its place took that corner, and the card was told 8.7 mm right
    of its band, where no card's band lies (the benchmark's phantom; main 713cf742). The
    cut band is the whole one's right part (:func:`~vision.unread_cards.band_piece`): the
    card is told once, at the whole band's corner."""
    cards, entries, told, t = UnreadCards(), _typical_16_seat_1(piece_first), [], 0.0
    while t < STABLE_S + 0.5:  # the game's 2 s and more, a reading each 0.1 s
        cards.update(entries, t)
        told += cards.told
        t += 0.1
    assert [s for s, _ in told] == [1]
    (x, y), (wx, wy) = told[0][1], entries[3 if piece_first else 2][1].corner
    assert math.hypot(x - wx, y - wy) <= 1.0 * S  # the Cthulhu's own band corner


@pytest.mark.parametrize("at_mm, width, right_mm, piece", [
    ((10.7, 3.1), 53.0, 52.4, True),    # typical 16's Cthulhu, its band cut at its left
    ((2.0, 2.0), 59.0, 61.0, False),    # the band itself again: not right of its corner
    ((26.0, 2.0), 59.0, 61.0, False),   # a card cascaded 24 mm right: its own right end
    ((10.7, 3.1), 53.0, None, False),   # its right end unknown
    ((10.7, 9.0), 53.0, 52.4, False),   # not on its top edge
])
def test_a_band_s_right_part_only_when_it_shares_the_top_edge_and_right_end(at_mm, width,
                                                                          right_mm, piece):
    """:func:`~vision.unread_cards.band_piece`: a band whose corner lies on a whole band's
    top edge, right of its corner, and whose right end is that band's is its right part."""
    from vision.unread_cards import band_piece

    whole = Band((100.0, 100.0), 0.0, 61.0, 22.0, right_mm=61.0)
    corner = whole.card_to_rect() @ np.array([*at_mm, 1.0])
    band = Band((float(corner[0]), float(corner[1])), 0.0, width, 22.0, right_mm=right_mm)
    assert band_piece(band, [whole]) is piece
    assert band_piece(whole, [whole]) is False


@pytest.mark.xfail(strict=True, reason="rev-unread46: a place made at a band's right part "
                   "while its whole band was not found keeps that corner once the whole band "
                   "is found; the card is still told 8.7 mm right of its band")
def test_a_card_whose_whole_band_is_found_a_reading_late_is_told_at_its_own_band():
    """rev-unread46: typical 16's Cthulhu as :func:`_typical_16_seat_1` records it, but its
    whole band missed by the band finder in the first reading (a card just laid: a hand's
    shadow, a blurred edge) and only its cut right part found there: the place made at the
    right part's corner stays there (:meth:`UnreadCards._at` keeps a place's first corner)
    and the card is told 8.7 mm right of its band, as on main."""
    cards, entries, told, t = UnreadCards(), _typical_16_seat_1(), [], 0.0
    first = [e for e in entries if e[1].width_mm != 61.5]  # the whole band not found
    while t < STABLE_S + 0.5:
        cards.update(first if t == 0.0 else entries, t)
        told += cards.told
        t += 0.1
    assert [s for s, _ in told] == [1]
    (x, y), (wx, wy) = told[0][1], entries[3][1].corner
    assert math.hypot(x - wx, y - wy) <= 1.0 * S


@pytest.mark.parametrize("step_mm", [3.0, 5.0, 7.0, 10.0])
@pytest.mark.parametrize("turn", [-4.0, 0.0, 4.0])
def test_a_real_card_laid_a_few_mm_right_on_another_s_top_edge_is_no_band_piece(step_mm,
                                                                               turn):
    """rev-unread46's probe: a card laid on another 3–10 mm right of it, turned a few
    degrees, its band's corner on the other's top edge: its own right end lies that step
    past the other's, so :func:`~vision.unread_cards.band_piece` keeps it (rendered
    ``right``/``left`` cascades 3–20 mm, typical, tilted, dim, seeds 1–6: no band taken
    for a piece, the same prompts as main)."""
    from vision.unread_cards import band_piece

    under = Band((100.0, 100.0), 0.0, 59.0, 22.0, right_mm=61.0)
    corner = under.card_to_rect() @ np.array([2.0 + step_mm, 2.0, 1.0])
    # found narrower than the card under it (53 mm: its left end under a hand, say), so
    # that band_piece's cheap width test passes and its right-end test decides
    band = Band((float(corner[0]), float(corner[1])), turn, 53.0, 22.0, right_mm=61.0)
    assert band_piece(band, [under]) is False


def test_one_refused_reading_is_no_pending_card():
    """Review of rlyeh53: ``pending`` (the app's guard against a knock-out stated over a
    card the camera cannot read, ``companion.app.unread_under``) took one refused reading
    (a glint, the laying hand) for a card: a legit Cthulhu discard was held behind "I cannot
    read a card in Alice's zone". A run of STABLE_READS refused readings is one."""
    cards = UnreadCards()
    cards.update([_entry(1, 100.0, value=0, reason="")], 0.0)
    cards.update([_entry(1, 100.0, value=0, reason=""),
                  _entry(1, 100.0, 40.0 + 20 * S, reason=INK_REASON)], 0.1)
    assert not cards.pending(1)
    assert not cards.tell_now(1)
    t = 0.2
    for _ in range(STABLE_READS - 1):
        cards.update([_entry(1, 100.0, 40.0 + 20 * S, reason=INK_REASON)], t)
        t += 0.1
    assert cards.pending(1) and cards.tell_now(1) and not cards.pending(1)


def test_one_refused_reading_over_a_frameless_place_is_no_card():
    """Review of runc54: a place the reader refuses "no printed frame round the band" in
    every reading (artwork, the cloth, a card face down: no card alone) where one reading
    refused "no row can start here" (a glint, the laying hand: one refused reading is no
    card, review of rlyeh53) is not told: the frameless refusals go on only with a run of
    at least 2 unread readings (runC2: Carol's Randall, 2)."""
    cards = UnreadCards()
    told, t = _run(cards, [_entry(3, 100.0)], 0.0, 0.1, step=0.1)  # 1 reading
    told2, _ = _run(cards, [_entry(3, 100.0 + 1, reason=FRAMELESS_REASON)], t,
                    STABLE_S + DOUBT_S + 2.0, step=0.1)
    assert told + told2 == [] and not cards.pending(3)


def _tilted_1232000_seat_3():
    """Seat 3's band entries (the far seat) in fresh tilted 1232000's game (720p, 4 players,
    ``benchmarks.unread_prompts --games 1 --seed 1232000 --presets tilted --players 4``,
    52.0–54.0 s), as recorded: R'lyeh, a Deep One and the Necronomicon laid on them, none
    read. R'lyeh's band refused "no row can start here" (right end 63.9 mm), the Deep One's
    refused frameless, the Necronomicon's own band found in no reading; its rules box, at
    (4.5, 64.9) mm of it, refused "no row can start here" (22.1 mm across, its right end
    53.6 mm); a strip at the zone's left border. The rules box's reading looks like one
    (``rules_box``: :func:`vision.rules_box.rules_box` on that game's frames, 51.0–54.3 s,
    each reading there: nothing at its left, 0.51 px per mm across); R'lyeh's does not
    (its sticker's dots at its left)."""
    return [(3, Band((113.40663004219493, 337.36694512653486), -2.4562011684977754, 58.0,
                     24.5, 0.4897959183673469, right_mm=53.61366645748254),
             NS(value=-1, reason=UNREAD_REASON, rules_box=True)),
            (3, Band((83.70299884518042, 132.88674452291585), -10.928250030606426, 64.0,
                     36.0, 0.30303030303030304, right_mm=46.02477272783982),
             NS(value=-1, reason=FRAMELESS_REASON)),
            (3, Band((89.52183033251832, 47.082404161895774), -5.924461212458464, 63.0,
                     30.0, 0.41818181818181815, right_mm=63.8804434146715),
             NS(value=-1, reason=UNREAD_REASON, rules_box=False)),
            (3, Band((-0.3392679888120365, 265.09779790666596), -0.516940374486658, 12.5,
                     32.5, 0.9318181818181818, right_mm=9.032194975558674),
             NS(value=-1, reason=UNREAD_REASON))]


def test_a_rules_box_under_no_band_found_is_not_told_far_tilted_seat_1232000():
    """Fresh tilted 1232000 (session 54's phantom, t 54.0 s, seat 3 at 56.7/-18.7 seat mm,
    no card there): the Necronomicon's rules box, its card's band found in no reading (so
    :func:`~vision.unread_cards.on_rules_box` has no band to place it against) and taller
    than a rules box, was told as an unread card. Its reading looks like a rules box
    (nothing at its left: :func:`vision.rules_box.rules_box`): not told (main told it);
    R'lyeh's band, refused there too, is still told, once, at its own corner."""
    cards, entries, told, t = UnreadCards(), _tilted_1232000_seat_3(), [], 0.0
    while t < STABLE_S + 2.0:  # the game's 2 s and more, a reading each 0.1 s
        cards.update(entries, t)
        told += cards.told
        t += 0.1
    assert len(told) == 1
    (seat, (x, y)), (rx, ry) = told[0], entries[2][1].corner
    assert seat == 3 and math.hypot(x - rx, y - ry) <= 1.0 * S  # R'lyeh's band


def test_a_rules_box_ended_by_its_text_lines_is_not_told_far_tilted_seat_1248000():
    """Fresh tilted 1248000 (session 54's 3 phantoms, seat 3 at 54.2/11.3 seat mm, t 49.3,
    173.8, 202.0 s), seat 3's band entries at 49.3 s as recorded: a Boxer and the
    Investigators on it, neither read; the Investigators' band found cut (41.5 mm wide,
    refused frameless), its rules box at (3.5, 66.8) mm of it refused "no row can start
    here" (21.6 mm across, 58.5 mm wide, its right end at the row's height 32.0 mm, its
    text lines), the zone's only whole band: told on main where no card's band lay. Its
    reading looks like a rules box in each reading of 46.5–49.6 s (nothing at its left,
    0.54 px per mm across): not told."""
    entries = [(3, Band((108.41530490985382, 277.41809231736295), -10.076715460622987, 58.5,
                        31.0, 0.5645161290322581, right_mm=31.988466885631375),
                NS(value=-1, reason=UNREAD_REASON, rules_box=True)),
               (3, Band((101.79814785179586, 201.91844007992094), 8.76036207970842, 41.5,
                        21.5, 0.46511627906976744, right_mm=42.40245936759514),
                NS(value=-1, reason=FRAMELESS_REASON)),
               (3, Band((-0.8690490383143084, 265.4149928723216), -1.3352237744299533, 12.5,
                        32.5, 0.9318181818181818, right_mm=9.081986300884278),
                NS(value=-1, reason=UNREAD_REASON))]
    told, _ = _run(UnreadCards(), entries, 0.0, STABLE_S + 2.0, step=0.1)
    assert told == []


def _left_cascade_tommy_gun_seat_2():
    """Seat 2's band entries of a rendered table (typical 720p, 3 seats, no markers, a
    static ``left`` cascade 50 mm a step, scene seed 5: ``build_scene({2: ["the_boxer",
    "tommy_gun", "deep_one"]}, seats=3, seed=5, cascade="left", step_mm=50)``), as the
    watcher's sticker reader gave them: the Deep One read on top; the Tommy Gun under it
    (no sticker), its band's left 11 mm under the Deep One's right edge, found from that
    edge on: 48.5 mm wide, its right end 49.8 mm of the corner found (its alt corner, one
    band width left of its straight right edge, at its own corner)."""
    return [(2, Band((91.03193824850713, 258.89095470888657), -3.0940662954645326, 59.5,
                     25.0, 0.4375, right_mm=60.88835601567495), NS(value=3, reason="")),
            (2, Band((214.97632507474236, 250.136097231189), -0.8672979662533262, 48.5,
                     22.5, 0.8863636363636364,
                     alt_corners=((192.62579992280826, 250.47444755768873),),
                     right_mm=49.77653343619791), NS(value=-1, reason=UNREAD_REASON))]


@pytest.mark.parametrize("case", ["left_cascade", "hand_on_right"])
def test_a_real_unread_card_whose_band_is_only_found_cut_is_still_told(case):
    """Review of phantom55: a Tommy Gun (no sticker, never read) whose name band is only
    ever found cut, (1) at its left, the Deep One laid over its left 11 mm (rendered,
    :func:`_left_cascade_tommy_gun_seat_2`: main tells seat 2, 11 mm right of the Tommy
    Gun's corner); (2) at its right, alone in its zone, a hand resting on its band's right
    10 mm for the whole reading (its band 49 mm wide, its right end 50 mm). Both are as
    short as a rules box, at their right end and as a whole: phantom55's ``short_end``
    took each for one and told the zone's card nowhere (main told both; a strict xfail on
    rev-phantom55). A rules box is told by what is printed in it now
    (:func:`vision.rules_box.rules_box`: their readings' ``rules_box`` false, as the
    sticker reader gives it for (1): one text line, not 4): both told."""
    if case == "left_cascade":
        entries = _left_cascade_tommy_gun_seat_2()
    else:
        entries = [(1, Band((100.0, 40.0), -1.0, 49.0, 24.0, 0.6, right_mm=50.0),
                    NS(value=-1, reason=UNREAD_REASON))]
    seat = entries[-1][0]
    told, _ = _run(UnreadCards(), entries, 0.0, STABLE_S + 2.0, step=0.1)
    assert told == [seat]


def test_a_tommy_gun_under_a_card_laid_over_its_left_part_is_told_rendered():
    """Review of phantom55, rendered: typical 720p, 3 seats, a static ``left`` cascade 50 mm
    a step, scene seed 5, seat 2 a Boxer, a Tommy Gun and a Deep One (read) on them. The
    Tommy Gun's band is found from the Deep One's edge on (48.5 mm wide, its right end
    49.8 mm, an alt corner): main tells seat 2, phantom55's ``short_end`` nothing (24 such
    built scenes, ``left`` 47 and 50 mm, seeds 1–8, typical and dim: main 41 prompts, each
    at a covered Tommy Gun 8.5–15.3 mm right of its band corner; phantom55 4). Its reading
    does not look like a rules box (one text line across it: :func:`vision.rules_box.
    rules_box`); the rules box refused in seat 1's zone window in the same reading (54 mm
    wide, its right end 49.4 mm) does (4 lines). Told, at the Tommy Gun."""
    zones, scene = {2: ["the_boxer", "tommy_gun", "deep_one"]}, dict(cascade="left", step_mm=50)
    told, _, _ = _watch(zones, 5, "typical", growing=False, **scene)
    assert [s for s, _ in told] == [2]
    _, watcher, _ = _watch(zones, 5, "typical", growing=False, frames=1, **scene)
    refused = {(s, b.width_mm): rd.rules_box for s, b, rd in watcher.reader.sticker_reader.last
               if rd.reason == UNREAD_REASON}
    assert refused == {(1, 54.0): True, (2, 48.5): False}
