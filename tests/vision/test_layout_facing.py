"""Fresh QA55 HIGH-1 (``companion demo --seed 141 --players 2 --conditions tilted``, the
video cut at frame 185 and replayed with ``--resume``): the far seat's small marker (39×20
px) gave its pile axis 22 degrees off, the two seats' image axes then met 60 px from Bob's
marker, so :meth:`TableLayout.centre` lay there, Bob's zone ended short of his play and the
Sailor laid in it was in the middle ("Face up: The Sailor."). Two seats facing each other
(judged from positions: :data:`~vision.layout.FACING_DEG`) have their centre midway between
their pile starts. The corners are the layout's own (smoothed) at frame 166 of that video."""
import cv2
import pytest

from vision.layout import TableLayout
from vision.marker_reader import MarkerReader
from vision.records import SeatSighting
from vision.render import Conditions, build_scene, render_table

#: seat markers' corners (TL, TR, BR, BL, image px) as the layout held them at frame 166
ALICE = ((474.9, 566.6), (541.5, 566.6), (537.1, 629.2), (467.5, 629.2))
BOB = ((744.0, 52.0), (705.0, 54.0), (701.0, 32.0), (742.5, 32.9))
#: the centre of Bob's Sailor as read there (image px), laid in his zone
SAILOR = (636.9, 85.9)


def _layout(*seats):
    layout = TableLayout()
    layout.update([SeatSighting(seat, quad) for seat, quad in seats])
    return layout


def test_a_far_seats_turned_marker_leaves_the_centre_midway_between_facing_seats():
    layout = _layout((1, ALICE), (2, BOB))
    centre = layout.centre()
    # midway between the two seats' pile starts (y 597 and 45), not 60 px from Bob's
    assert abs(centre[1] - 321) < 5, centre
    assert not layout.in_middle(SAILOR)
    assert layout.locate(SAILOR)[0] == 2


@pytest.mark.parametrize("tilt", [0.0, 35.0])
@pytest.mark.parametrize("seats, across, beside", [(4, 3, (2, 4)), (6, 4, (2, 3, 5, 6)),
                                                   (5, None, (2, 3, 4, 5)), (3, None, (2, 3))])
def test_only_seats_across_the_table_face_each_other(tilt, seats, across, beside):
    # a rendered table: seat 1 and the seat across face each other (their centre midway);
    # any other two seats, even 144 degrees apart (5 seats), meet where their pile axes
    # cross (least squares), as before
    cond = Conditions(size=(1280, 720), tilt_deg=tilt, jitter=False, artwork_distractors=False)
    frame, _ = render_table(build_scene({}, seats=seats, conditions=cond, seed=2))
    _, marks = MarkerReader().read(cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY))
    quads = {m.seat: m.polygon for m in marks}
    for other in ((across,) if across else ()) + beside:
        layout = _layout((1, quads[1]), (other, quads[other]))
        assert layout._facing(layout.zone(1), layout.zone(other)) == (other == across), other


@pytest.mark.parametrize("apart, tilt, roll, size", [(164, 25, -40, (1280, 720)),
                                                     (166, 35, -40, (1920, 1080))])
def test_two_seats_short_of_across_keep_the_crossing_of_their_axes(monkeypatch, apart, tilt,
                                                                   roll, size):
    # review of resume55 (HIGH): two players 14-16 degrees short of across the table (each
    # sees the other within FACING_DEG), a phone tilted and turned: their pile axes meet at
    # the table centre (the renderer lays each seat a different distance from it); the
    # middle of their pile starts lay 50-90 mm off it, seat 1's zone then reached over
    # the middle: a card at the centre or on the chord between the seats was taken as
    # seat 1's play
    import vision.render.scene as sc
    from vision.render.camera import Camera
    direction = sc.seat_direction
    monkeypatch.setattr(sc, "seat_direction", lambda seat, seats: (
        (180.0 + apart) % 360 if seat == 2 else direction(seat, seats)))
    cond = Conditions(size=size, tilt_deg=tilt, roll_deg=roll, jitter=False,
                      artwork_distractors=False)
    scene = build_scene({1: ["the_sailor", "the_boxer", "the_fed"],
                         2: ["the_sailor", "the_boxer", "the_fed"]}, seats=2,
                        conditions=cond, seed=apart + tilt, set_aside=[])
    frame, _ = render_table(scene)
    _, marks = MarkerReader().read(cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY))
    layout = _layout(*((m.seat, m.polygon) for m in marks))
    assert layout._facing(layout.zone(1), layout.zone(2))
    cam = Camera(size, cond.view_mm, tilt, roll)
    u = (sc._unit(180.0), sc._unit((180.0 + apart) % 360))
    chord = ((u[0][0] + u[1][0]) * 75, (u[0][1] + u[1][1]) * 75)
    for where in ((0.0, 0.0), chord):
        point = tuple(cam.project([where])[0])
        assert layout.locate(point)[0] is None and layout.in_middle(point), where
    for card in scene.cards:
        assert layout.locate(tuple(cam.project([(card.x_mm, card.y_mm)])[0]))[0] == card.seat
