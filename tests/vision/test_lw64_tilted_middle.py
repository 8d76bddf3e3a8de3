"""Fresh QA64 L5 (d493: ``demo --seed 493 --players 2 --edition arkham-classic --lang es
--conditions tilted``): the demo ended "La cámara leyó 5 de 15 cartas; correcciones a mano:
10" while ``replay`` of its video read all 15. Not the machine's load (the pipeline runs on
frame time; the same count on an idle machine): the 10 misses are the 2-player face-up
cards, read but judged outside the middle of the table (``Sighting.middle`` false), so the
demo (``Demo._show_in_middle``) and ``play`` (``CameraCards._face_up_card``) both refuse
them. On the demo's own rendered pictures seat 2's zone is fitted wrongly (the middle card
lies 680-930 mm along its pile axis from the table centre); on the same pictures through
the video's mp4 compression it is fitted right (within 30 mm), so the replay took them.

Mended in session 65 (tilt): the far seat's 42 × 23 px marker was read by the
local-contrast pass, whose stretched crop put two corners 2.9-3.0 px off (the mp4's
picture: the far-side pass read it, 1.1 px at most); two facing seats now measure the
middle in the frame of the seat whose marker shows largest (``TableLayout.in_middle``):
0.5 px of noise at the far marker's corners alone moved its frame's middle past the
strip in 61 % of draws. The far corners themselves: ``test_tilt65_far_seat.py``."""
from dataclasses import replace

from vision.pipeline import TableWatcher
from vision.render import PRESETS, build_scene, render_table


def test_the_set_aside_card_on_a_tilted_2_player_table_lies_in_the_middle():
    scene = build_scene({}, seats=2, edition="arkham-classic", growing=True,
                        conditions=replace(PRESETS["tilted"], seed=0), seed=493,
                        set_aside=["stowaway_eggs"])
    frame, _ = render_table(scene)
    watcher = TableWatcher("arkham-classic")
    watcher.update(frame, 0.0)
    found = [s for s in watcher.last_reading.sightings if s.key == "stowaway_eggs"]
    assert found and all(s.seat is None and s.middle for s in found), found
