"""Review of deal44 (session 44): the bare table that settles an open "was that Bob's
hand?" (QA44 HIGH-1) must be a gathered table, not the round's cards under an arm or
unread in a dim or harsh picture. A place whose card may still lie there
(``vision.place_cover.PlaceState``: ``"card"``, its card still seen there unread, or
``"covered"``) is no gathered card unless most of the round's places show bare table.
Guide (helper) section 8 items 5-6; seed 002 "End of a Round"."""
from vision.place_cover import PlaceState
from vision.records import FrameReading

from .test_live_deal import (GATHERED, _SEATS, _texts, asked_then_yes_deals,
                             bob_s_sailor_asked)
from .stabilizer_camera import sighting


def _placed(table, count, states, default, *cards):
    """``count`` pictures of ``cards`` where each stable card not read has its place in
    state ``states[(seat, key)]`` (else ``default``: ``"bare"``, ``"covered"``, ``"card"``)."""
    stab = table.watcher.stabilizer
    for _ in range(count):
        table.watcher.n += 1
        t = table.watcher.n / 30
        read = {(s, k) for s, k, *_ in cards}
        places = tuple(PlaceState(p.card_id, p.seat, p.candidates, p.center,
                                  states.get((p.seat, p.candidates[0]), default),
                                  p.seen_t, round(t - p.seen_t, 3))
                       for p in stab.stable_places() if (p.seat, p.candidates[0]) not in read)
        reading = FrameReading(table.watcher.n, t, seats=_SEATS, size=(1280, 720),
                               sightings=tuple(sighting(*c) for c in cards), places=places)
        table._cards_appeared(table.watcher.picture(reading))
        table._left_cards()
        table._between_rounds()


def _not_dealt(table, said):
    assert table.session.tracker.view().round == 1
    assert table.session.tracker.question is not None
    assert not any(t.startswith("Round 2") for t in _texts(said))
    # nor taken as gathered (cq64: a gathered table asks the question again)
    assert not any(t.startswith("The table was cleared") for t in _texts(said))


def test_an_arm_over_every_pile_for_a_second_with_was_hand_open_does_not_deal():
    # mid-round (one account), "Bob's Sailor: his hand?" open: an arm across the table
    # hides every pile for a second; the seat markers stay in view
    table, said, _ = bob_s_sailor_asked()
    _placed(table, 2 * GATHERED, {}, "covered")
    _not_dealt(table, said)


def test_a_dim_second_reading_no_card_where_every_place_still_shows_its_card_does_not_deal():
    # a dim or glare burst: the reader reads no card, yet each place still looks like
    # its card (PlaceState "card"): nothing was gathered
    table, said, _ = bob_s_sailor_asked()
    _placed(table, 2 * GATHERED, {}, "card")
    _not_dealt(table, said)


def test_a_gathered_table_with_one_place_judged_covered_among_bare_ones_deals():
    # QA44 t3 as the pipeline reports it: every gathered place bare but one
    table, said, _ = bob_s_sailor_asked()
    # (cq64: the question asked again, the gathered table telling no account: "yes" deals)
    asked_then_yes_deals(table, said, lambda: _placed(
        table, GATHERED, {(2, "the_sailor"): "covered"}, "bare"))
