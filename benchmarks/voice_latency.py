"""Voice latency benchmark: ``say()`` itself, and ``say()`` to first audio per backend.

Run: ``.venv/bin/python -m benchmarks.voice_latency [--runs N]``. Figures go in
``docs/benchmarks.md`` ("## Voice"). Times in milliseconds: median, p90, p99, max.

"First audio" is when the backend's ``on_begin`` fires: espeak-ng direct: its process
has started; espeak-ng piped / pyttsx3: the audio player is started with the audio;
speech-dispatcher: its BEGIN event; text: the line is written; WAV recorder: the
utterance is in the file. Without a sound card, players are stand-ins that discard the
audio (``cat > /dev/null``), so player start-up latency is not included.
"""

from __future__ import annotations

import argparse
import io
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from voice import Priority, Speaker, TextBackend, VoiceSettings
from voice.backends.base import Backend, SpeechRequest
from voice.backends.espeak import EspeakBackend, command_args
from voice.backends.pyttsx3_backend import Pyttsx3Backend
from voice.backends.speechd import SpeechdBackend
from voice.backends.wavrec import WavRecorderBackend
from voice.earcon_audio import EarconAudio

SHORT = "Bob plays the Boxer."
MEDIUM = "Alice is Insane: Sanity check, reveal two cards from the deck, one after the other."


class NullBackend(Backend):
    name = "null"

    def speak(self, request, cancel, on_begin):
        on_begin()
        return True


class HoldBackend(Backend):
    """Speaks nothing until cancelled (keeps the speaker busy)."""

    name = "hold"

    def speak(self, request, cancel, on_begin):
        on_begin()
        cancel.wait(60)
        return False


def ms(values: list[float]) -> str:
    values = sorted(values)
    def pct(q: float) -> float:
        return values[min(len(values) - 1, int(round(q * (len(values) - 1))))] * 1e3

    return (f"median {statistics.median(values) * 1e3:.3f} ms, p90 {pct(0.9):.3f} ms, "
            f"p99 {pct(0.99):.3f} ms, max {values[-1] * 1e3:.3f} ms (n={len(values)})")


def bench_say(n: int) -> dict[str, str]:
    out = {}
    with Speaker(VoiceSettings(), [NullBackend(), TextBackend(io.StringIO())]) as speaker:
        times = []
        for i in range(n):
            t0 = time.perf_counter()
            speaker.say(f"Announcement number {i}.")
            times.append(time.perf_counter() - t0)
        speaker.wait_idle(60)
        out["say() NORMAL, worker speaking to a null backend"] = ms(times)
    with Speaker(VoiceSettings(), [HoldBackend(), TextBackend(io.StringIO())]) as speaker:
        speaker.say("Keep busy.")
        times = []
        for i in range(min(n, 2000)):
            t0 = time.perf_counter()
            speaker.say(f"Queued {i}.")
            times.append(time.perf_counter() - t0)
        out["say() NORMAL into a busy queue (up to 2000 waiting)"] = ms(times)
        times = []
        for i in range(200):
            t0 = time.perf_counter()
            speaker.say(f"Urgent {i}.", Priority.NOW)
            times.append(time.perf_counter() - t0)
        out["say() NOW (interrupts)"] = ms(times)
        speaker.stop()
    return out


def first_audio(backends: list[Backend], text: str, runs: int, watchdog: float = 3.0) -> tuple[str, str]:
    """Median time say() -> on_begin through a Speaker; (figure, backend that answered)."""
    began = threading.Event()
    names: list[str] = []
    t0 = [0.0]
    times: list[float] = []

    def on_begin(entry, backend_name):
        times.append(time.perf_counter() - t0[0])
        names.append(backend_name)
        began.set()

    report = io.StringIO()
    speaker = Speaker(VoiceSettings(), [*backends, TextBackend(report)], on_begin=on_begin,
                      watchdog_base=watchdog, watchdog_factor=1.0)
    with speaker:
        for _ in range(runs):
            began.clear()
            t0[0] = time.perf_counter()
            speaker.say(text)
            began.wait(30)
            speaker.wait_idle(60)
    problems = [line[8:] for line in report.getvalue().splitlines() if line.startswith("[voice]")]
    own = [t for t, name in zip(times, names) if name == backends[0].name]
    if not own or any(f"engine {backends[0].name} failed" in p for p in problems):
        return "n/a: " + (problems[0] if problems else "no audio start"), ",".join(sorted(set(names)))
    figure = ms(own) + (f" (n={len(own)}; then: {problems[0]})" if problems else "")
    return figure, backends[0].name


def espeak_first_bytes(text: str, runs: int) -> str:
    """espeak-ng --stdout: process start to the first PCM bytes after the WAV header."""
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        proc = subprocess.Popen([*command_args(SpeechRequest(text)), "--stdout"], stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        proc.stdin.write(text.encode())
        proc.stdin.close()
        proc.stdout.read(44 + 64)
        times.append(time.perf_counter() - t0)
        proc.stdout.read()
        proc.wait()
    return ms(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(allow_abbrev=False,
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20, help="utterances per backend (default 20)")
    parser.add_argument("--say-calls", type=int, default=10000, help="say() calls to time (default 10000)")
    args = parser.parse_args(argv)

    print(f"# Voice latency ({platform.platform()}, Python {platform.python_version()})")
    for label, figure in bench_say(args.say_calls).items():
        print(f"- {label}: {figure}")
    sink = ["sh", "-c", "cat > /dev/null"]
    with tempfile.TemporaryDirectory() as tmp:
        quiet = EarconAudio(None)
        cases = [
            ("text (terminal)", lambda: [TextBackend(io.StringIO())]),
            ("espeak-ng, own audio output", lambda: [EspeakBackend(earcons=quiet)]),
            ("espeak-ng --stdout piped to a player", lambda: [EspeakBackend(earcons=quiet, audio_command=sink)]),
            ("pyttsx3 (WAV then player)", lambda: [Pyttsx3Backend(player=["true"], earcons=quiet)]),
            ("speech-dispatcher (BEGIN event)", lambda: [SpeechdBackend(earcons=quiet)]),
            ("WAV recorder (utterance in file)", lambda: [WavRecorderBackend(Path(tmp) / "rec.wav")]),
        ]
        for label, make in cases:
            for name, text in (("short", SHORT), ("medium", MEDIUM)):
                runs = args.runs if "dispatcher" not in label else min(args.runs, 5)
                figure, used = first_audio(make(), text, runs)
                print(f"- say() -> first audio, {label}, {name} sentence ({len(text)} chars): {figure}")
    if shutil.which("espeak-ng"):
        for name, text in (("short", SHORT), ("medium", MEDIUM)):
            print(f"- espeak-ng --stdout, spawn -> first PCM bytes, {name}: {espeak_first_bytes(text, args.runs)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
