"""Speech to file: any sequence of announcements and earcons into one WAV file.

Speech comes from ``espeak-ng -w``; earcons are generated at the same format
(22050 Hz, mono, 16-bit), so the pieces are simply concatenated with a short silence
between them. Used by tests, by the demo on a machine without a sound card, and to
share a game's narration.
"""

from __future__ import annotations

import wave
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from voice import earcons
from voice.backends.base import SpeechRequest
from voice.backends.espeak import COMMAND, SAMPLE_RATE, synthesize
from voice.earcons import Earcon
from voice.textprep import split

Item = str | Earcon | tuple[Earcon, str]


@dataclass(frozen=True)
class Segment:
    """Where one piece sits in the file: ``start`` and ``end`` in seconds."""

    kind: str  # "speech" or "earcon"
    label: str  # the text, or the earcon's name
    start: float
    end: float


@dataclass(frozen=True)
class WavSummary:
    """What ``write_announcements`` wrote: the path, the total length in seconds, the
    sample rate in Hz and the segments in order."""

    path: Path
    duration: float
    sample_rate: int
    segments: tuple[Segment, ...]


def resample(samples: np.ndarray, rate_in: int, rate_out: int) -> np.ndarray:
    """Linear resampling of mono ``int16`` samples from ``rate_in`` to ``rate_out`` Hz."""
    if rate_in == rate_out or samples.size == 0:
        return samples.astype(np.int16)
    n_out = max(1, int(round(samples.size * rate_out / rate_in)))
    positions = np.linspace(0, samples.size - 1, n_out)
    return np.round(np.interp(positions, np.arange(samples.size), samples.astype(np.float64))).astype(np.int16)


def write_wav(path: Path | str, samples: np.ndarray, rate: int = SAMPLE_RATE) -> Path:
    """Write mono ``int16`` ``samples`` at ``rate`` Hz as a 16-bit WAV; returns the path."""
    path = Path(path)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(np.asarray(samples, dtype="<i2").tobytes())
    return path


def read_wav(path: Path | str) -> tuple[np.ndarray, int]:
    """A mono 16-bit WAV as (``int16`` samples, rate in Hz). Raises ``ValueError`` for
    another format (the message names it)."""
    with wave.open(str(path), "rb") as wav:
        if wav.getnchannels() != 1 or wav.getsampwidth() != 2:
            raise ValueError(
                f"{path}: expected mono 16-bit WAV, got {wav.getnchannels()} channel(s), "
                f"{8 * wav.getsampwidth()}-bit"
            )
        data = np.frombuffer(wav.readframes(wav.getnframes()), dtype="<i2").astype(np.int16)
        return data, wav.getframerate()


def write_announcements(
    path: Path | str,
    items: Iterable[Item],
    lang: str = "en",
    *,
    voice: str | None = None,
    rate: int = 175,
    volume: float = 1.0,
    earcon_volume: float = 0.5,
    gap: float = 0.25,
    command: str = COMMAND,
) -> WavSummary:
    """Write ``items`` (texts, earcons, or ``(earcon, text)`` pairs) to one WAV file.

    ``lang``: ``"en"``/``"fr"``/``"es"``; ``voice``: espeak-ng voice or ``None``; ``rate``
    in words per minute; ``volume``/``earcon_volume`` 0..1; ``gap``: seconds of silence
    between pieces. Raises ``voice.backends.base.BackendError`` when espeak-ng is
    missing or fails, ``ValueError`` for an item of the wrong type; empty texts are
    skipped. The file is 22050 Hz mono 16-bit.
    """
    pieces: list[np.ndarray] = []
    segments: list[Segment] = []
    silence = np.zeros(int(round(gap * SAMPLE_RATE)), dtype=np.int16)
    position = 0

    def add(kind: str, label: str, samples: np.ndarray) -> None:
        nonlocal position
        if pieces and silence.size:
            pieces.append(silence)
            position += silence.size
        pieces.append(samples)
        segments.append(Segment(kind, label, position / SAMPLE_RATE, (position + samples.size) / SAMPLE_RATE))
        position += samples.size

    for item in items:
        if isinstance(item, tuple) and len(item) == 2 and isinstance(item[0], Earcon):
            sound, text = item
        elif isinstance(item, Earcon):
            sound, text = item, ""
        elif isinstance(item, str):
            sound, text = None, item
        else:
            raise ValueError(f"Cannot write {item!r} as an announcement: give text, an Earcon or (Earcon, text).")
        if sound is not None:
            add("earcon", sound.value, earcons.samples(sound, earcon_volume))
        for chunk in split(text):
            request = SpeechRequest(chunk, lang, voice, rate, volume)
            add("speech", chunk, synthesize(request, command))
    data = np.concatenate(pieces) if pieces else np.zeros(0, dtype=np.int16)
    path = write_wav(path, data)
    return WavSummary(path, data.size / SAMPLE_RATE, SAMPLE_RATE, tuple(segments))
