"""A stand-in for a sound card (the test machines have none): an "audio player" that
keeps what it is given instead of playing it.

Usage: ``python fake_soundcard.py OUTDIR [--hold] [--fail] [WAV]``. Reads the WAV from
the ``WAV`` path, or from stdin (a stream such as ``espeak-ng --stdout``), and saves it
as ``OUTDIR/play-<n>.wav``. ``--hold``: then writes ``OUTDIR/holding-<n>`` and blocks
until killed (audio "still playing", for interruption tests). ``--fail``: prints an
error on stderr and exits 1, like a player with no device.
"""

from __future__ import annotations

import os
import sys
import time


def main(argv: list[str]) -> int:
    outdir, *rest = argv
    hold = "--hold" in rest
    fail = "--fail" in rest
    paths = [a for a in rest if not a.startswith("--")]
    if fail:
        sys.stderr.write("fake sound card: no such device\n")
        return 1
    data = open(paths[0], "rb").read() if paths else sys.stdin.buffer.read() if not hold else b""
    n = len([f for f in os.listdir(outdir) if f.startswith("play-")])
    if hold:
        open(os.path.join(outdir, f"holding-{n}"), "w").close()
        while True:  # "playing" until terminated
            time.sleep(0.05)
    with open(os.path.join(outdir, f"play-{n:03d}.wav.part"), "wb") as out:
        out.write(data)
    os.replace(os.path.join(outdir, f"play-{n:03d}.wav.part"), os.path.join(outdir, f"play-{n:03d}.wav"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
