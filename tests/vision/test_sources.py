"""Frame sources: video file, image folder, bogus camera, truncated file, lost/frozen camera."""
from __future__ import annotations

import threading

import cv2
import numpy as np
import pytest

from vision.records import GapKind
from vision.sources import (ImageFolderSource, LiveSource, VideoFileSource, open_source,
                            source_kind)


def _soon(check, seconds: float = 60.0) -> bool:
    """Poll ``check()`` every 10 ms until it is true (``True``) or ``seconds`` have passed
    (``False``): a bound for a very busy machine, not a pace (a fixed number of 10 ms polls
    could run out while the other thread waited for a core)."""
    import time
    deadline = time.monotonic() + seconds
    while not check():
        if time.monotonic() > deadline:
            return False
        threading.Event().wait(0.01)
    return True


def _frames(n, w=96, h=64):
    out = []
    for i in range(n):
        img = np.full((h, w, 3), 30, np.uint8)
        cv2.rectangle(img, (5 + 6 * i, 10), (20 + 6 * i, 30), (255, 255, 255), -1)
        out.append(img)
    return out


def _write_video(path, frames, fps=10.0):
    writer = cv2.VideoWriter(str(path), cv2.VideoWriter_fourcc(*"MJPG"), fps,
                             (frames[0].shape[1], frames[0].shape[0]))
    assert writer.isOpened()
    for f in frames:
        writer.write(f)
    writer.release()


def test_video_file_reads_all_frames_then_ends(tmp_path):
    path = tmp_path / "table.avi"
    _write_video(path, _frames(5))
    src = open_source(path)
    assert isinstance(src, VideoFileSource)
    got = list(src)
    images = [f for f in got if f.ok]
    assert len(images) == 5
    assert [f.index for f in images] == [0, 1, 2, 3, 4]
    assert images[1].t == pytest.approx(0.1)
    assert images[0].image.shape == (64, 96, 3)
    last = got[-1]
    assert last.image is None and last.status.ended and "ended after 5 frames" in last.status.message
    # reading again after the end keeps reporting, never raises
    assert src.read().status.ended


def test_missing_and_truncated_video_are_reported(tmp_path):
    missing = open_source(tmp_path / "nope.avi")
    f = missing.read()
    assert f.image is None and f.status.ended and "not found" in f.status.message
    path = tmp_path / "full.avi"
    _write_video(path, _frames(6))
    data = path.read_bytes()
    cut = tmp_path / "cut.avi"
    cut.write_bytes(data[: len(data) // 3])
    src = open_source(cut)
    got = list(src)
    assert got[-1].status.ended and got[-1].image is None
    assert len([g for g in got if g.ok]) < 6
    junk = tmp_path / "junk.mp4"
    junk.write_bytes(b"this is not a video" * 10)
    f = open_source(junk).read()
    assert f.image is None and f.status.ended and f.status.message


def test_image_folder_in_name_order_and_skips_bad_files(tmp_path):
    for i, img in enumerate(_frames(3)):
        cv2.imwrite(str(tmp_path / f"f{i:02d}.png"), img)
    (tmp_path / "f01b.png").write_bytes(b"\x89PNG broken")
    (tmp_path / "notes.txt").write_text("not an image")
    src = open_source(str(tmp_path))
    assert isinstance(src, ImageFolderSource)
    got = list(src)
    names = [f.name for f in got]
    assert names[:4] == ["f00.png", "f01.png", "f01b.png", "f02.png"]
    bad = got[2]
    assert bad.image is None and bad.status.kind is GapKind.BAD_FRAME and "f01b.png" in bad.status.message
    assert [f.index for f in got if f.ok] == [0, 1, 2]
    assert got[-1].status.ended


def test_empty_or_missing_folder(tmp_path):
    f = ImageFolderSource(tmp_path).read()
    assert f.status.ended and "no images" in f.status.message
    f = ImageFolderSource(tmp_path / "absent").read()
    assert f.status.ended and "not found" in f.status.message


def test_bogus_camera_index_is_reported_and_retried():
    clock = [0.0]
    src = open_source(97, retry_s=2.0, clock=lambda: clock[0])
    f = src.read()
    assert f.image is None and f.status.retrying and not f.status.ended
    assert "Camera 97 cannot be opened" in f.status.message and "Retrying" in f.status.message
    src.close()


def test_bad_spec_raises_value_error():
    with pytest.raises(ValueError, match="camera index"):
        open_source(2.5)


class FakeDevice:
    """Stands in for camera hardware: scripted reads."""

    def __init__(self, script):
        self.script = script  # list of images or None (= read failure)
        self.released = False

    def isOpened(self):
        return True

    def set(self, *a):
        return True

    def read(self):
        if not self.script:
            return False, None
        item = self.script.pop(0)
        return (item is not None), item

    def release(self):
        self.released = True


def test_lost_camera_is_said_and_reopened():
    clock = [0.0]
    imgs = _frames(4)
    devices = [FakeDevice([imgs[0], None]), FakeDevice([imgs[1], imgs[2]])]
    opened = []

    def factory(target):
        dev = devices.pop(0) if devices else FakeDevice([])
        opened.append(dev)
        return dev

    src = LiveSource(0, retry_s=1.0, capture_factory=factory, clock=lambda: clock[0])
    assert src.read().ok
    lost = src.read()
    assert lost.image is None and lost.status.retrying and "stopped sending" in lost.status.message
    assert opened[0].released
    clock[0] += 0.5
    waiting = src.read()  # too early to retry: returns at once with the same status
    assert waiting.image is None and len(opened) == 1
    clock[0] += 0.6
    back = src.read()
    assert back.ok and len(opened) == 2 and src.status.ok


def _noisy(img, n, seed=0):
    """``n`` pictures of ``img`` as a live camera sends them: sensor noise of ±3 levels."""
    rng = np.random.default_rng(seed)
    return [np.clip(img.astype(np.int16) + rng.integers(-3, 4, img.shape), 0, 255)
            .astype(np.uint8) for _ in range(n)]


def test_a_noisy_camera_that_sends_the_same_picture_is_frozen_until_it_changes():
    """A live camera never sends two identical pictures (sensor noise): once it has shown
    noise, the same picture for ``frozen_after_s`` is a frozen camera, reopened; the picture
    it froze on, sent again after the restart, is still frozen (no image handed out)."""
    clock = [0.0]
    img, other = _frames(2)
    script = _noisy(img, 8) + [img.copy() for _ in range(10)]
    devices = [FakeDevice(script), FakeDevice([img.copy() for _ in range(5)]),
               FakeDevice(_noisy(other, 5, seed=1))]
    src = LiveSource("rtsp://example.invalid/cam", frozen_after_s=1.0, retry_s=0.5,
                     capture_factory=lambda t: devices.pop(0), clock=lambda: clock[0])
    kinds = []
    for _ in range(16):
        kinds.append(src.read().status.kind)
        clock[0] += 0.3
    assert src.noisy and kinds[:8] == [None] * 8
    first = kinds.index(GapKind.FROZEN)
    assert first >= 8 + 3  # 1 s of identical pictures first
    assert all(k is GapKind.FROZEN for k in kinds[first:])  # said until it changes...
    assert "frozen" in src.status.message and src.status.retrying
    assert len(devices) == 1  # ...reopened, the same picture again: still frozen
    for _ in range(3):
        frame = src.read()
        clock[0] += 0.3
    assert frame.ok and len(devices) == 0  # a new picture: back


def test_a_still_table_sent_as_identical_pictures_is_never_said_frozen():
    """QA12 F2: a stream repeating the very same picture while the table is still (a phone
    app resending its JPEG) was said "frozen", restarted and "back" after every card laid.
    Such a source shows no sensor noise: its identical pictures are a still table."""
    clock = [0.0]
    imgs = _frames(4)
    script = [im.copy() for im in imgs for _ in range(25)]  # 4 still tables of 7.5 s each
    dev = FakeDevice(script)
    src = LiveSource("rtsp://example.invalid/cam", frozen_after_s=1.0, retry_s=0.5,
                     capture_factory=lambda t: dev, clock=lambda: clock[0])
    frames = []
    for _ in range(100):
        frames.append(src.read())
        clock[0] += 0.3
    assert all(f.ok for f in frames) and not src.noisy


def test_noise_only_tells_sensor_noise_from_a_change_or_a_repeat():
    from vision.frames import noise_only as noise_between, signature

    def noise_only(before, after):  # two pictures, by their signatures
        return noise_between(signature(before), signature(after))

    img, moved = _frames(2)
    a, b = _noisy(img, 2)
    assert noise_only(a, b)
    assert not noise_only(img, img.copy())  # a repeated picture
    assert not noise_only(a, _noisy(moved, 1)[0])  # something moved
    assert not noise_only(a, cv2.resize(b, (48, 32)))  # another size


def test_a_stream_slow_to_fail_is_not_retried_on_every_read():
    """QA: a stream URL that accepts the connection and never answers blocked every read for
    OpenCV's 30 s open timeout, because the next attempt was timed from the start of the
    last one. Attempts are now timed from their end (and URLs open with a 3 s timeout)."""
    clock = [0.0]
    attempts = []

    def slow_factory(target):
        attempts.append(clock[0])
        clock[0] += 30.0  # the whole open timeout, then failure
        return None

    src = LiveSource("http://table.local/cam", retry_s=2.0, capture_factory=slow_factory,
                     clock=lambda: clock[0])
    for _ in range(5):
        frame = src.read()
        assert frame.image is None and frame.status.retrying
    assert len(attempts) == 1  # no new attempt before retry_s after the last one ended
    clock[0] += 2.5
    src.read()
    assert len(attempts) == 2


def test_an_empty_source_is_refused_and_a_missing_folder_is_called_a_folder(tmp_path):
    with pytest.raises(ValueError, match="empty frame source"):
        open_source("  ")
    src = open_source(str(tmp_path / "nope") + "/")
    assert "Folder" in src.status.message and src.status.reason == "folder_not_found"


def test_a_stream_opens_in_the_background_and_reads_never_wait_for_it():
    """QA: a stream that does not answer held the live loop for the whole open timeout.
    A stream opens on a thread of its own: ``read()`` says "connecting" at once, and the
    frames come when it is open; closing while it opens releases it when it does."""
    import threading

    gate = threading.Event()
    dev = FakeDevice(_frames(2))

    def slow_factory(target):
        gate.wait(5)
        return dev

    src = LiveSource("rtsp://table.local/cam", capture_factory=slow_factory, background=True)
    first = src.read()
    assert first.image is None and first.status.retrying
    assert first.status.reason == "stream_connecting"
    gate.set()
    frames = []
    assert _soon(lambda: frames.append(src.read()) or frames[-1].image is not None)
    assert frames[-1].ok
    gate.clear()
    other = FakeDevice(_frames(1))
    closing = LiveSource("rtsp://table.local/cam", capture_factory=lambda t: (gate.wait(5), other)[1],
                         background=True)
    closing.close()
    gate.set()
    assert _soon(lambda: other.released)


class GatedDevice(FakeDevice):
    """A device that sends its scripted pictures at once, then hangs in ``read()`` until
    ``gate`` is set (a stalled stream or a hung driver); ``waiting`` is set while it hangs."""

    def __init__(self, script):
        super().__init__(script)
        import threading
        self.gate, self.waiting = threading.Event(), threading.Event()

    def read(self):
        if not self.script:
            self.waiting.set()
            self.gate.wait(5)
            return False, None
        return super().read()


def test_only_the_newest_picture_is_handed_out_so_the_table_is_never_seen_late():
    """TABLE-CONDITIONS "stale buffered frames": pictures the loop had no time to read are
    dropped (counted), not queued; the loop gets the newest one."""
    imgs = _frames(5)
    dev = GatedDevice([im.copy() for im in imgs])
    src = LiveSource(0, capture_factory=lambda t: dev, latest=True)
    assert dev.waiting.wait(5)  # the device sent all five while nobody read
    frame = src.read()
    assert frame.ok and np.array_equal(frame.image, imgs[4])
    assert src.skipped == 4
    src.close()
    dev.gate.set()


def test_a_device_that_hangs_is_said_as_a_stall_released_by_its_thread_and_reopened():
    """QA: a driver that hangs for good was reopened every retry, each attempt leaving a
    thread stuck in ``read()`` (12 a minute), and the exit waited 3 s for each."""
    imgs = _frames(3)
    devices = [GatedDevice([imgs[0]]), GatedDevice([imgs[1], imgs[2]])]
    opened = []

    def factory(target):
        opened.append(devices.pop(0))
        return opened[-1]

    clock = [0.0]
    src = LiveSource(0, capture_factory=factory, latest=True, frozen_after_s=0.2,
                     retry_s=1.0, clock=lambda: clock[0])
    assert src.read().ok
    stalled = src.read()  # the device hangs: given up after frozen_after_s
    assert stalled.image is None and stalled.status.kind is GapKind.FROZEN
    assert stalled.status.reason == "camera_stalled" and stalled.status.retrying
    assert "sent no picture for 0.2 s" in stalled.status.message
    assert not opened[0].released  # never released under a read still running...
    clock[0] += 1.5
    waiting = src.read()  # ...nor reopened while that read hangs (no pile of threads)
    assert waiting.image is None and waiting.status.reason == "camera_stalled"
    assert len(opened) == 1
    opened[0].gate.set()
    assert _soon(lambda: opened[0].released)  # ...but by its own thread once that read returns
    clock[0] += 1.5
    back = src.read()
    assert back.ok and len(opened) == 2 and src.status.ok
    src.close()
    opened[1].gate.set()


def test_a_failed_read_on_the_reading_thread_is_said_and_the_device_released():
    dev = GatedDevice([_frames(1)[0]])  # one picture, then a read that fails when let go
    src = LiveSource("rtsp://table.local/cam", capture_factory=lambda t: dev, latest=True,
                     background=False)
    first = src.read()
    dev.gate.set()
    lost = src.read()
    assert first.ok
    assert lost.image is None and lost.status.reason == "stream_stopped"
    assert _soon(lambda: dev.released)


_STREAM_SCRIPT = r'''
import http.server, socketserver, sys, threading, time
import cv2, numpy as np
from vision.sources import open_source

class Camera(http.server.BaseHTTPRequestHandler):  # a phone's MJPEG camera app
    def do_GET(self):
        self.send_response(200)
        self.send_header("Content-Type", "multipart/x-mixed-replace; boundary=frame")
        self.end_headers()
        data = cv2.imencode(".jpg", np.full((120, 160, 3), 90, np.uint8))[1].tobytes()
        try:
            while True:
                self.wfile.write(b"--frame\r\nContent-Type: image/jpeg\r\nContent-Length: "
                                 b"%d\r\n\r\n%s\r\n" % (len(data), data))
                time.sleep(0.01)
        except OSError:
            return
    def log_message(self, *args):
        pass

class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True

server = Server(("127.0.0.1", 0), Camera)
threading.Thread(target=server.serve_forever, daemon=True).start()
src = open_source(f"http://127.0.0.1:{server.server_address[1]}/video.mjpg")
got, deadline = 0, time.monotonic() + 60  # a bound for a busy machine, not a pace
while got < 5 and time.monotonic() < deadline:
    got += src.read().image is not None
    time.sleep(0.01)
print("frames", got)
if sys.argv[1] == "close":
    src.close()
'''


@pytest.mark.parametrize("ending", ["close", "exit"])
def test_a_real_stream_read_on_its_thread_ends_cleanly(tmp_path, ending):
    """Found on a real MJPEG stream (OpenCV's FFmpeg back end): the process crashed on exit
    (segmentation fault) while the reading thread was inside ``read()``. The reading thread
    is now stopped and its capture released on ``close()`` and, if the program never closes
    the source, at exit."""
    import subprocess
    import sys
    from pathlib import Path

    script = tmp_path / "stream.py"
    script.write_text(_STREAM_SCRIPT)
    root = Path(__file__).resolve().parents[2]
    run = subprocess.run([sys.executable, str(script), ending], cwd=root, capture_output=True,
                         text=True, timeout=120, env={"PYTHONPATH": str(root), "PATH": ""})
    assert run.returncode == 0, run.stderr
    assert "frames 5" in run.stdout


def test_negative_camera_indexes_and_unusable_paths_are_refused_clearly():
    """QA: ``open_source(-1)`` (OpenCV's "any camera") crashed Python with a segmentation
    fault, and a file name over 255 characters raised ``OSError`` with a traceback."""
    for spec in (-1, "-2", " -1 "):
        with pytest.raises(ValueError, match="camera index -[12] is not valid"):
            open_source(spec)
    with pytest.raises(ValueError, match="camera index -1"):
        LiveSource(-1)
    with pytest.raises(ValueError, match="File name too long|as a video file or folder"):
        open_source("x" * 5000)
    assert source_kind("+3") == ("camera", 3) and source_kind(" 0 ") == ("camera", 0)
    assert source_kind("rtsp://table.local/cam") == ("stream", "rtsp://table.local/cam")


def test_camera_indexes_over_99_are_refused_not_retried_for_ever():
    """QA15 #11: ``--camera 99999999999999999999`` was retried every 2 s for ever; OpenCV
    reads 100 and more as a back-end code plus a camera number (200: V4L2, camera 0)."""
    assert source_kind("99") == ("camera", 99)
    for spec in (100, "200", "99999999999999999999"):
        with pytest.raises(ValueError, match=r"is not valid; .* \(at most 99\)"):
            source_kind(spec)


@pytest.mark.parametrize("spec, reason, params", [
    ("  ", "empty", {}),
    (2.5, "not_a_source", {"value": "2.5"}),
    ("-1", "camera_index", {"index": "-1", "most": "99"}),
    ("x" * 300, "path_refused", {"value": "'" + "x" * 40 + "'…"}),
])
def test_a_refused_source_carries_a_code_and_values_for_the_app_to_word(spec, reason, params):
    """The app says a refused source in the table's language (``app.source_spec.<reason>``),
    as it says a source's status; vision words it in English only for logs, and imports
    nothing of the companion (DESIGN.md: vision may use the card catalog only)."""
    import ast
    from pathlib import Path

    from vision.sources import SourceSpecError
    with pytest.raises(SourceSpecError) as caught:
        source_kind(spec)
    assert caught.value.reason == reason
    assert {k: v for k, v in caught.value.params if k in params} == params
    assert isinstance(caught.value, ValueError) and str(caught.value)
    source = Path(__file__).resolve().parents[2] / "vision" / "sources.py"
    imported = {n.module for n in ast.walk(ast.parse(source.read_text(encoding="utf-8")))
                if isinstance(n, ast.ImportFrom) and n.module}
    assert not any(m.startswith("companion") for m in imported)
