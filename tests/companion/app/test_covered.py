"""``companion play`` on rendered pictures with a hand resting on the cards (QA23 #1, #4):
a covered card's place is no empty zone (``vision.place_cover``)."""
import os
import queue

import cv2
import numpy as np
import pytest

from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from vision.pipeline import TableWatcher
from vision.render import Conditions, build_scene, render_table
from vision.render.camera import camera_for
from vision.render.occluders import hand
from vision.sources import open_source

_COND = Conditions(size=(1280, 720), jitter=False, artwork_distractors=False)
FPS = 5.0

pytestmark = pytest.mark.slow  # each plays 15-26 s of pictures through ``companion play``


def _picture(zones, seats, hand_on=None, seed=3):
    """A rendered table (``H×W×3 uint8 BGR``); ``hand_on``: a seat whose zone two hands
    rest on (the project's renderer, ``vision.render.occluders.hand``)."""
    scene = build_scene(zones, seats=seats, conditions=_COND, seed=seed, growing=True)
    frame, _ = render_table(scene)
    if hand_on is not None:
        frame = frame.copy()
        where = np.mean([(c.x_mm, c.y_mm) for c in scene.cards if c.seat == hand_on], axis=0)
        rng = np.random.default_rng(3)
        ids = np.zeros(frame.shape[:2], np.int16)
        for _ in range(2):
            hand(frame, ids, camera_for(_COND), rng, tuple(where))
    return frame


def _story(folder, steps, seats):
    """Write ``steps`` ((seconds, zones, hand_on), …) as pictures at :data:`FPS`: each
    distinct picture rendered and written once, its repeats hard links to that file. BMP,
    not PNG: the pictures' format is not the point here (a folder source reads any of
    ``vision.sources.IMAGE_SUFFIXES``), and decoding a 1280×720 PNG took 18 ms a frame,
    a BMP 1 ms (encoding and decoding PNGs was most of this file's time)."""
    folder.mkdir()
    n, written = 0, {}
    for seconds, zones, hand_on in steps:
        key = repr((sorted(zones.items()), hand_on))
        for _ in range(int(seconds * FPS)):
            path = folder / f"{n:05d}.bmp"
            if key in written:
                os.link(written[key], path)
            else:
                cv2.imwrite(str(path), _picture(zones, seats, hand_on))
                written[key] = path
            n += 1
    return folder


def _play(folder, names, keys=""):
    said, logged = [], []
    session = TableSession(say=said.append, record=logged.append, lang="en")
    q = queue.Queue()
    for k in keys:
        q.put(k)
    table = LiveTable(LiveOptions("arkham", "en", tuple(names), 0, str(folder)), session,
                      TableWatcher("arkham"), open_source(str(folder), fps=FPS), q,
                      lambda c: False, lambda line: None)
    assert table.run() == 0
    return [a.brief for a in said], logged


def test_a_hand_resting_on_the_old_cards_makes_no_play(tmp_path):
    # QA23 #1: a hand 5 s on Alice's old Urchin, then 5 s on Bob's old Cthulhu: "Alice's
    # zone is clear.", then "Alice: The Urchin. It lay there before this turn" (protected),
    # "Bob: Cthulhu. …", "Bob is out": nobody played anything
    U, C = "the_urchin", "cthulhu"
    old = {1: [U], 2: [C]}
    folder = _story(tmp_path / "a", [(3, old, None), (5, old, 1), (4, old, None),
                                     (5, old, 2), (4, old, None), (5, {2: [C]}, None)], 3)
    said, logged = _play(folder, ("Alice", "Bob", "Carol"))
    assert [ob.kind for ob in logged] == ["start"]
    assert not any(s.startswith(("Alice: ", "Bob: ")) for s in said), said
    assert not any("is out" in s for s in said), said
    # the Urchin really taken away (the last 5 s) is found gone, and only then
    assert [s for s in said if "clear" in s] == ["Alice's zone is clear."]


def test_a_hand_resting_on_the_only_pile_is_no_cleared_table(tmp_path):
    # QA23 #4: a hand 6 s on Alice's Urchin, the only card: "The table was cleared, but
    # round 1 is not over. …"
    U = "the_urchin"
    folder = _story(tmp_path / "dup", [(2, {}, None), (3, {1: [U]}, None),
                                       (7, {1: [U]}, 1), (3, {1: [U]}, None)], 3)
    said, logged = _play(folder, ("Alice", "Bob", "Carol"), keys="*1")
    assert "Alice: The Urchin." in said
    assert not any("cleared" in s for s in said), said
    assert [ob.kind for ob in logged].count("card") == 1


def test_a_table_really_cleared_is_still_said(tmp_path):
    # the other side of QA23 #4: the card taken away, the table bare, is a cleared table
    U = "the_urchin"
    folder = _story(tmp_path / "clr", [(2, {}, None), (3, {1: [U]}, None),
                                       (2, {1: [U]}, 1), (9, {}, None)], 3)
    said, _ = _play(folder, ("Alice", "Bob", "Carol"), keys="*1")
    assert any(s.startswith("The table was cleared, but round 1 is not over") for s in said)
