"""Cards refused as laid before the awaited one (left in their zone), given again once
they fit (:meth:`companion.app.left_cards.LeftCards._left_cards`): QA34's sticker-only
Tommy Gun, whose two cards were laid in Alice's zone before Carol's unread play was
entered by key."""
import queue

from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.tracker import observations as o
from vision.pipeline import TableWatcher
from vision.records import CardAppeared, FrameReading, Sighting


def _appeared(seat, key, n):
    """The camera's report of ``key`` in ``seat``'s zone (1-based), its ``n``-th card."""
    return CardAppeared(seat=seat, candidates=(key,), index_in_zone=n, frame_index=n, t=n,
                        confidence=0.9)


def _seen(seat, key, x=0):
    """A sighting of ``key`` in ``seat``'s zone (1-based), ``x`` px to the right."""
    return Sighting(candidates=(key,), rank=None, other_world=None,
                    polygon=((x, 0), (x + 10, 0), (x + 10, 10), (x, 10)), confidence=0.9,
                    source="aruco", seat=seat)


def _table():
    """Alice, Bob and Carol, game started, no camera: ``(table, said)``."""
    said = []
    table = LiveTable(LiveOptions("arkham", "en", ("Alice", "Bob", "Carol"), 0, "."),
                      TableSession(say=said.append), TableWatcher("arkham"), None,
                      queue.Queue(), lambda c: False, lambda line: None)
    table.session.observe(o.start("arkham", ["Alice", "Bob", "Carol"], "en", 0))
    return table, said


def _two_refused_in_alices_zone(table):
    """Alice's and Bob's plays, then the Investigators and The Boxer laid in Alice's zone
    before Carol's play: both refused as laid early, left, and the last picture shows
    them."""
    table._card_appeared(_appeared(1, "the_fed", 0))
    table.session.observe(o.target(1))
    table._card_appeared(_appeared(2, "the_fed", 0))
    table.session.observe(o.target(2))
    table._card_appeared(_appeared(1, "investigators", 1))
    table._card_appeared(_appeared(1, "the_boxer", 2))
    table.watcher.last_reading = FrameReading(5, 5.0, sightings=(
        _seen(1, "the_fed"), _seen(1, "investigators", 20), _seen(1, "the_boxer", 40)))
    assert [left.event.candidates for left in table.left_cards] == [
        ("investigators",), ("the_boxer",)]


def test_two_early_cards_given_again_in_one_picture_do_not_crash():
    # QA34 HIGH (st3): the first left card taken gave the second again ("early"), which
    # the same picture's loop then tried to take from the list a second time:
    # "ValueError: list.remove(x): x not in list", and the program died
    table, said = _table()
    _two_refused_in_alices_zone(table)
    table.session.observe(o.card_seen(2, "tommy_gun"))  # Carol's, entered by key
    table.session.observe(o.target(0))
    table._left_cards()
    view = table.session.tracker.view()
    assert view.seats[0].zone == ("the_fed", "investigators", "the_boxer")
    assert table.left_cards == [] and view.active == 0
    briefs = [a.brief for a in said]
    assert any(b.startswith("Carol's Tommy Gun: the Investigators") for b in briefs)
    assert any(b.startswith("Carol's Tommy Gun: The Boxer") for b in briefs)
