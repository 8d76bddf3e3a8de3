"""Benchmark of ``companion play`` / ``companion demo``: latency, CPU and memory.

Run: ``.venv/bin/python -m benchmarks.app_latency [--seeds N]``. Targets (issue 6):

- from the first frame where a newly laid card is fully visible to the start of its
  announcement, at 30 frames per second: 300 ms median or less. Measured with the demo
  (rendered cards laid one at a time, the real vision pipeline, tracker and narration):
  the frames the stabilizer waits for (1/30 s each) plus the processing of the last frame
  and of the observation, up to the non-blocking ``say()`` call. The speech engine's own
  start (about 1 to 18 ms, see the Voice section) comes on top.
- CPU while playing a 1280×720 video at 30 frames per second in real time: under one core
  (process CPU seconds / wall seconds, all threads).
- peak memory (resident set) of that process: under 300 MB.
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

_PLAYER = r"""
import json, resource, sys, time, queue
from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from vision.pipeline import TableWatcher
from vision.sources import open_source

class Paced:
    # Real-time pacing: a frame every 1/fps seconds, as a camera delivers them.
    def __init__(self, source, fps):
        self.source, self.period, self.next = source, 1.0 / fps, time.monotonic()
    def read(self):
        delay = self.next - time.monotonic()
        if delay > 0:
            time.sleep(delay)
        self.next += self.period
        return self.source.read()
    def close(self):
        self.source.close()

video, seconds = sys.argv[1], float(sys.argv[2])
session = TableSession(say=lambda a: None)
table = LiveTable(LiveOptions("arkham", "en", ("A", "B", "C"), 0, video, seconds), session,
                  TableWatcher("arkham"), Paced(open_source(video), 30.0), queue.Queue(),
                  lambda c: False, lambda line: None)
cpu0, wall0 = time.process_time(), time.monotonic()
table.run()
cpu, wall = time.process_time() - cpu0, time.monotonic() - wall0
# VmHWM, not ru_maxrss: ru_maxrss is inherited from the parent across fork and exec.
hwm = [l for l in open("/proc/self/status") if l.startswith("VmHWM:")]
rss_mb = (int(hwm[0].split()[1]) if hwm else
          resource.getrusage(resource.RUSAGE_SELF).ru_maxrss) / 1024
print(json.dumps({"cpu_s": cpu, "wall_s": wall, "frames": table.frames, "rss_mb": rss_mb}))
"""


def latency(preset: str, seeds: range) -> tuple[list[float], int, int]:
    """Latencies (s) of every card the camera read in demo games; cards laid; cards read."""
    from companion.app.demo import Demo
    from vision.render import PRESETS

    values: list[float] = []
    laid = read = 0
    for seed in seeds:
        result = Demo("arkham", 3, seed, "en", PRESETS[preset]).run()
        values.extend(result.latencies)
        laid += result.cards
        read += result.read
    return values, laid, read


def live_cpu_memory(seconds: float = 20.0) -> dict:
    """Render a demo video, then play it in real time at 30 fps in a fresh process."""
    from companion.app.demo import Demo
    import cv2
    from vision.render import PRESETS

    folder = Path(tempfile.mkdtemp())
    video = folder / "table.mp4"
    writer = cv2.VideoWriter(str(video), cv2.VideoWriter_fourcc(*"mp4v"), 30.0, (1280, 720))
    Demo("arkham", 3, 7, "en", PRESETS["typical"], frame_sink=writer.write).run()
    writer.release()
    out = subprocess.run([sys.executable, "-c", _PLAYER, str(video), str(seconds)],
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> None:
    """Print the figures as Markdown."""
    parser = argparse.ArgumentParser(allow_abbrev=False, description=__doc__)
    parser.add_argument("--seeds", type=int, default=3, help="demo games per preset (default 3)")
    parser.add_argument("--seconds", type=float, default=20.0, help="real-time play (default 20)")
    args = parser.parse_args(argv)
    print("| preset | cards laid | read by the camera | median latency | 90th percentile |")
    print("|---|---|---|---|---|")
    for preset in ("clean", "typical"):
        values, laid, read = latency(preset, range(1, args.seeds + 1))
        q = statistics.quantiles(values, n=10)
        print(f"| {preset} | {laid} | {read} | {statistics.median(values) * 1000:.0f} ms | "
              f"{q[-1] * 1000:.0f} ms |")
    live = live_cpu_memory(args.seconds)
    cores = live["cpu_s"] / live["wall_s"]
    print(f"\nReal-time play of a 1280×720 video at 30 fps for {live['wall_s']:.1f} s "
          f"({live['frames']} frames): CPU {cores:.2f} core, peak memory "
          f"{live['rss_mb']:.0f} MB.")


if __name__ == "__main__":
    main()
