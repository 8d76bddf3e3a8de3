"""Fresh QA55 HIGH-1 (``companion demo --seed 141 --players 2 --conditions tilted``, the
video cut at frame 185, round 2's set-up; ``companion play --resume`` of the log quit just
after round 1's "Gather all the cards for the next round."): Bob's play, the Sailor, laid
in his own discard zone, was said "Face up: The Sailor."; then Enter and 6 for his play
gave "Bob: Randall Tillinghast. Bob is now Insane." (the only Sailor held face up, the
tracker took the other rank-6 card) and "Bob wins the round and has 1 Sane, 1 Insane."
(truth: "Bob: The Sailor." ... "Bob wins the round and has 2 Sane."). Cause: the layout's
table centre (:meth:`vision.layout.TableLayout.centre`) lay 60 px from Bob's marker, whose
small far picture turned his pile axis 22 degrees, so his zone ended short of the Sailor,
in the middle. The seat markers' corners and the Sailor's outline are the real reader's
(frame 166 of the cut video), assigned by a real layout; the rest of the table is the test
camera's."""
import pytest

from vision.layout import TableLayout
from vision.records import FrameReading, SeatSighting, Sighting

from .test_live_setup import _texts
from .test_qa45_resume_hand import resumed_on

#: the tester's log at the quit (runR/session.jsonl): round 1 over, round 2 begun, Bob's turn
LOG = "".join('{"seq":%d,"obs":%s}\n' % (n, line) for n, line in enumerate([
    '{"kind":"start","value":{"edition":"arkham","names":["Alice","Bob"],"lang":"en",'
    '"first":0,"options":{}}}',
    '{"kind":"card","seat":0,"cards":["the_boxer"]}',
    '{"kind":"card","seat":0,"cards":["the_boxer"]}',
    '{"kind":"new_round"}'], 1))
#: the seat markers' corners as the layout held them (image px)
MARKERS = ((1, ((474.9, 566.6), (541.5, 566.6), (537.1, 629.2), (467.5, 629.2))),
           (2, ((744.0, 52.0), (705.0, 54.0), (701.0, 32.0), (742.5, 32.9))))
#: Bob's Sailor as read there, before the layout's assignment
SAILOR = Sighting(candidates=("the_sailor",), rank=6, other_world=False,
                  polygon=((671.6, 108.3), (606.4, 109.5), (602.1, 63.5), (667.4, 62.4)),
                  confidence=0.8, source="aruco")
SAID = {"en": "Bob: The Sailor.", "fr": "Bob : le Marin.", "es": "Bob: el Marinero."}


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_qa55_bobs_play_in_his_zone_after_the_resume_is_his_play(tmp_path, lang):
    table, said = resumed_on(tmp_path, LOG, (), lang=lang, names=("Alice", "Bob"))
    layout = TableLayout()
    layout.update([SeatSighting(seat, quad) for seat, quad in MARKERS])
    sailor = layout.assign(SAILOR)
    n = len(said)
    for _ in range(8):  # the real layout's assignment, through the live loop's card steps
        camera = table.watcher
        camera.n += 1
        camera.t += 1 / camera.fps
        table._cards_appeared(camera.picture(FrameReading(camera.n, camera.t, (sailor,))))
        table._left_cards()
    view = table.session.tracker.view()
    assert view.face_up == () and view.seats[1].zone == ("the_sailor",), _texts(said)[n:]
    assert SAID[lang] in _texts(said)[n:], _texts(said)[n:]
