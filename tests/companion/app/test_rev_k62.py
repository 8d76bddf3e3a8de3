"""Review of k62 (session 62): a gathered table whose every zone's pile is judged covered
deals (:meth:`Gathered.all_covered <companion.app.live_deal.Gathered.all_covered>`, the
busy cloth of demo seed 441 round 2). The risk its author named: an arm, or a sighted
helper's hands, lying across every pile for more than :data:`GATHER_RUN_S` between rounds
judges every place covered too. k62 dealt the next round under the hands ("Round 2. Alice
starts."), the camera reset, so the old piles read as the hands lifted were taken as round
2's first plays (2 players: Alice's old Investigators as her play, Bob's old Cthulhu as his,
"The game is over"; 3 players: "The Deep One by Alice? Waiting for Carol's play."), and
the real first card, laid once the table was gathered, held ("the last round is not
settled"). Now a zone counts as gathered only with a place judged bare as well: its pile's
lower card (under an arm every place is covered or still the card's look). Main: the
round dealt by its real first card. The rendered table under two hands on each pile, each
preset, with the pipeline's own place looks: the same."""
import queue
from dataclasses import replace

import numpy as np
import pytest

from companion.app.live import LiveOptions, LiveTable
from companion.app.live_deal import GATHER_RUN_S
from companion.app.session import TableSession
from companion.tracker import observations as o
from vision.pipeline import TableWatcher
from vision.render import PRESETS, build_scene, render_table
from vision.render.camera import camera_for
from vision.render.occluders import hand

from .test_live_deal import _covered, _end_round_one, _frames, _table, _texts
from .test_qa60_last_out_round_end import ROUND_1, _round_1

#: pictures (1/30 s apart) of an arm lying across the piles: 1.5 s, past GATHER_RUN_S
ARM = int(1.5 * GATHER_RUN_S * 30)
#: round 2's face-up cards (2 players) and its first card
FACE_UP = ((None, "investigators", 0), (None, "cultists", 1))


def _lifted_then_dealt(table, said, left, first, zones):
    """Once the hands lie :data:`ARM` pictures: not dealt; then they lift off ``left`` (the
    cards read, (seat, key[, place])) for 1 s, the table is gathered 1.5 s and ``first``
    laid: round 2 dealt by it, the zones' cards ``zones`` (seat order)."""
    assert table.session.tracker.view().round == 1, _texts(said)
    _frames(table, 30, *left)
    _frames(table, 45)
    _frames(table, 6, first)
    view = table.session.tracker.view()
    assert view.round == 2 and [s.zone for s in view.seats] == zones, _texts(said)


def test_an_arm_across_both_piles_after_the_middle_is_gathered_deals_nothing():
    """2 players: round 1's face-up cards gathered (2.5 s unread), then an arm across
    Alice's and Bob's piles 1.5 s (both places judged covered), lifted: the piles are
    there; then the table really gathered, round 2's face-up cards and Alice's Tommy Gun.
    k62: round 2 dealt under the arm, the Investigators and Cthulhu taken as its plays,
    the face-up cards never counted. Review of k62, HIGH."""
    table, said, _ = _table()
    piles = ((1, "investigators"), (2, "cthulhu"))
    _frames(table, 6, *FACE_UP)
    _frames(table, 6, *FACE_UP, piles[0])
    _frames(table, 6, *FACE_UP, *piles)
    _frames(table, 75, *piles)                    # the middle gathered
    _covered(table, ARM, set(piles))              # an arm across both piles
    assert table.session.tracker.view().round == 1, _texts(said)
    _frames(table, 30, *piles)                    # lifted: the piles still there
    _frames(table, 45)                            # gathered
    _frames(table, 6, *FACE_UP)
    _frames(table, 6, *FACE_UP, (1, "tommy_gun", 1))
    view = table.session.tracker.view()
    assert view.round == 2 and view.face_up == ("investigators", "cultists"), _texts(said)
    assert [s.zone for s in view.seats] == [("tommy_gun",), ()], _texts(said)


def test_hands_on_both_piles_of_2_players_deal_nothing():
    """:func:`~.test_live_deal._end_round_one`'s table (no face-up card read): both
    players' hands on their piles 1.5 s, lifted, then the table gathered and Alice's
    Tommy Gun. k62: round 2 said under the hands, Alice's old Investigators taken as her
    play, "was that Bob's hand?" of his old Musician, the Tommy Gun held. HIGH."""
    table, said, _ = _table()
    old = ((1, "investigators"), (2, "the_musician"))
    _end_round_one(table, *old)
    _covered(table, ARM, set(old))
    _lifted_then_dealt(table, said, old, (1, "tommy_gun", 1), [("tommy_gun",), ()])


def test_an_arm_across_the_piles_of_3_players_deals_nothing():
    """3 players (fresh QA60 r4's round 1, Bob's hand read: Carol wins): an arm across
    Alice's and Bob's two-card piles 1.5 s (every place covered), lifted, the table then
    gathered and Carol's Fed. k62: round 2 dealt under the arm, "The Deep One by Alice?
    Waiting for Carol's play.", the Fed held. HIGH."""
    table, said = _round_1()
    old = (*ROUND_1, (2, "the_urchin", 1))
    _frames(table, 6, *old)
    _covered(table, ARM, {(s, k) for s, k, _ in old})
    _lifted_then_dealt(table, said, old, (3, "the_fed", 2), [(), (), ("the_fed",)])


def test_a_helper_s_hands_over_a_gathered_place_and_the_last_pile_deal_nothing():
    """3 players, a sighted helper gathering: Alice's pile taken (its places bare) while
    Bob's is read, then the helper's hands over Alice's bare place and Bob's pile 1.5 s
    (both judged covered), lifted: Bob's pile is there. k62 dealt round 2 under the hands
    (every zone's last look covered), Bob's old cards then taken as plays. HIGH."""
    table, said = _round_1()
    bob = ((2, "the_dilettante", 0), (2, "the_urchin", 1))
    _frames(table, 6, *ROUND_1, bob[1])
    _covered(table, 9, set(), *bob, bare={(1, "deep_one"), (1, "investigators")})
    _covered(table, ARM, {(1, "deep_one"), (1, "investigators"), *((s, k) for s, k, _ in bob)})
    _lifted_then_dealt(table, said, bob, (3, "the_fed", 2), [(), (), ("the_fed",)])


#: pictures a second of the rendered tables
FPS = 5.0


def _rendered(preset, seats, zones, new, edition):
    """The rendered pictures (``H×W×3 uint8 BGR``): ``zones`` (``{seat: [keys]}``), the
    same with two hands resting on each zone's pile (:func:`vision.render.occluders.hand`),
    the bare table, and ``new`` (round 2's first card)."""
    cond = replace(PRESETS[preset], hands=0, mugs=0)

    def picture(cards, hands_on=()):
        scene = build_scene(cards, seats=seats, edition=edition, conditions=cond, seed=2,
                            growing=True)
        frame = render_table(scene)[0].copy()
        rng, ids = np.random.default_rng(3), np.zeros(frame.shape[:2], np.int16)
        for seat in hands_on:
            where = np.mean([(c.x_mm, c.y_mm) for c in scene.cards if c.seat == seat], axis=0)
            for _ in range(2):
                hand(frame, ids, camera_for(cond), rng, tuple(where))
        return frame

    return picture(zones), picture(zones, tuple(zones)), picture({}), picture(new)


def _play_rendered(preset, names, edition, zones, ending, new):
    """The live table over the pipeline (:class:`vision.pipeline.TableWatcher`) on the
    rendered pictures at :data:`FPS`: ``zones`` read 2 s, round 1 ended by ``ending``
    (observations: the camera's cards taken already), then 1 s of them, 2 s under the
    hands, 1.5 s of them again, 2 s of bare table and 1.5 s of ``new``. Returns the table,
    the round after the hands, and the lines said after the round's end."""
    said = []
    table = LiveTable(LiveOptions(edition, "en", names, 0, "unused"),
                      TableSession(say=said.append, lang="en"), TableWatcher(edition), None,
                      queue.Queue(), lambda c: False, lambda line: None)
    table._seat_markers_seen = lambda first=None, keys=False: list(range(1, len(names) + 1))
    table.guided_setup()
    old, hands, bare, fresh = _rendered(preset, len(names), zones, new, edition)
    clock = [0.0]

    def show(frame, seconds, live=True):
        for _ in range(int(seconds * FPS)):
            clock[0] += 1 / FPS
            events = table.watcher.update(frame, clock[0])
            if live:
                table._cards_appeared(events)
                table._left_cards()
                table._between_rounds()

    show(old, 2, live=False)
    for obs in ending:
        table.session.observe(obs)
    n = len(said)
    show(old, 1)
    show(hands, 2)
    under_hands = table.session.tracker.view().round
    show(old, 1.5)
    show(bare, 2)
    show(fresh, 1.5)
    return table, under_hands, _texts(said)[n:]


#: the presets rendered (k62 dealt under the hands in all 7; these three, the busy cloth and
#: the two lights that judge places most often covered, keep the suite quick)
RENDERED_PRESETS = ("busy", "harsh", "tilted")


@pytest.mark.slow
@pytest.mark.parametrize("preset", RENDERED_PRESETS)
def test_rendered_hands_on_both_piles_of_2_players_deal_nothing(preset):
    """The pipeline's place looks (every preset): two hands on each of Alice's and Bob's
    piles 2 s after round 1's end. k62 dealt round 2 under them (clean: "Alice: the
    Investigators." as round 2's, the Tommy Gun held). HIGH."""
    table, under_hands, texts = _play_rendered(
        preset, ("Alice", "Bob"), "arkham", {1: ["investigators"], 2: ["the_musician"]},
        (o.card_seen(0, "investigators"), o.target(1), o.guess(5), o.seat_out(1),
         o.card_seen(1, "the_musician")), {1: ["tommy_gun"]})
    view = table.session.tracker.view()
    assert under_hands == 1, texts
    assert view.round == 2 and [s.zone for s in view.seats] == [("tommy_gun",), ()], texts


@pytest.mark.slow
@pytest.mark.parametrize("preset", RENDERED_PRESETS)
def test_rendered_hands_on_the_piles_of_3_players_deal_nothing(preset):
    """The same with 3 players (fresh QA60 r4's round 1, Bob's hand read: Carol wins), two
    hands on each of Alice's and Bob's two-card piles; Carol's Fed after the gather."""
    table, under_hands, texts = _play_rendered(
        preset, ("Alice", "Bob", "Carol"), "arkham-classic",
        {1: ["deep_one", "investigators"], 2: ["the_dilettante", "the_urchin"]},
        (o.card_seen(0, "deep_one"), o.card_seen(0, "investigators"),
         o.card_seen(1, "the_dilettante"), o.card_seen(1, "the_urchin")), {3: ["the_fed"]})
    view = table.session.tracker.view()
    assert under_hands == 1, texts
    assert view.round == 2 and [s.zone for s in view.seats] == [(), (), ("the_fed",)], texts


@pytest.mark.xfail(strict=True, reason="review of k62, HIGH (main's since k60; k62 mended "
                   "it at the cost of the arm above): one card in each zone, both places "
                   "judged covered through the busy cloth's gather, none bare: by the "
                   "place looks no different from an arm across both piles, so not dealt; "
                   "round 2's face-up cards, laid where round 1's lay, said 'Still on the "
                   "table from the last round'. Needs another sign of a gather (the "
                   "places' looks over time, or the piles seen lifted)")
def test_single_card_piles_judged_covered_through_the_gather_deal_round_2():
    """k62's form of test_rev_k61's busy-cloth test: Alice's Investigators and Bob's
    Cthulhu, one card each, their places judged covered 1.5 s, the middle gathered too;
    round 2's face-up cards then its Tommy Gun."""
    table, said, _ = _table()
    _frames(table, 6, *FACE_UP)
    _frames(table, 6, *FACE_UP, (1, "investigators"))
    _frames(table, 6, *FACE_UP, (1, "investigators"), (2, "cthulhu"))
    covered = {(1, "investigators"), (2, "cthulhu")}
    _covered(table, 45, covered)
    _covered(table, 6, covered, *FACE_UP)
    _covered(table, 6, covered, *FACE_UP, (1, "tommy_gun", 1))
    view = table.session.tracker.view()
    assert view.round == 2 and view.face_up == ("investigators", "cultists"), _texts(said)
    assert not any(t.startswith("Still on the table") for t in _texts(said))
