"""Speech to file: any sequence of announcements and earcons into one WAV file.

Speech comes from ``espeak-ng -w``; earcons are generated at the same format
(22050 Hz, mono, 16-bit), so the pieces are simply concatenated with a short silence
between them. Used by tests, by the demo on a machine without a sound card, and to
share a game's narration.
"""

from __future__ import annotations

import math
import struct
import wave
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from voice import earcons
from voice.backends.base import SpeechRequest
from voice.backends.espeak import COMMAND, SAMPLE_RATE, synthesize
from voice.earcons import Earcon
from voice.messages import LANGUAGES
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


class WavAppender:
    """A mono 16-bit WAV file that grows: ``append(samples)`` writes only the new frames
    at the end and patches the two RIFF size fields, so each append costs the same
    however long the file is, and the file is a valid WAV after every append (a crash
    keeps what was recorded). ``path`` is created (or truncated) at construction; ``rate``
    in Hz. Raises ``OSError`` if it cannot be written.
    """

    HEADER = 44  # bytes of the canonical PCM header written here

    def __init__(self, path: Path | str, rate: int = SAMPLE_RATE) -> None:
        self.path = Path(path)
        self.rate = rate
        self.frames = 0
        write_wav(self.path, np.zeros(0, dtype=np.int16), rate)  # a valid, empty WAV

    def append(self, samples: np.ndarray) -> None:
        """Add mono ``int16`` ``samples`` at the end."""
        data = np.asarray(samples, dtype="<i2").tobytes()
        with open(self.path, "r+b") as f:
            f.seek(self.HEADER + 2 * self.frames)
            f.write(data)
            self.frames += len(data) // 2
            size = 2 * self.frames
            f.seek(4)
            f.write(struct.pack("<I", 36 + size))
            f.seek(40)
            f.write(struct.pack("<I", size))
            f.flush()

    @property
    def duration(self) -> float:
        """Seconds recorded so far."""
        return self.frames / self.rate


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

    ``lang``: ``"en"``/``"fr"``/``"es"`` (any case); ``voice``: espeak-ng voice or
    ``None``; ``rate`` in words per minute (80..450); ``volume``/``earcon_volume`` 0..1;
    ``gap``: seconds of silence between pieces (0 or more). Raises
    ``voice.backends.base.BackendError`` when espeak-ng is missing or fails (an unknown
    voice included), ``ValueError`` for an unknown language, a value out of range or an
    item of the wrong type (checked before anything is synthesized); empty texts are
    skipped, characters that cannot be encoded (lone surrogates) become ``?``. The file
    is 22050 Hz mono 16-bit.
    """
    lang = _check_args(lang, rate, volume, earcon_volume, gap)
    plan = [_check_item(item) for item in items]
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

    for sound, text in plan:
        if sound is not None:
            add("earcon", sound.value, earcons.samples(sound, earcon_volume))
        for chunk in split(text):
            request = SpeechRequest(chunk, lang, voice, rate, volume)
            add("speech", chunk, synthesize(request, command))
    data = np.concatenate(pieces) if pieces else np.zeros(0, dtype=np.int16)
    path = write_wav(path, data)
    return WavSummary(path, data.size / SAMPLE_RATE, SAMPLE_RATE, tuple(segments))


def _check_args(lang: object, rate: object, volume: object, earcon_volume: object, gap: object) -> str:
    """Validate ``write_announcements``' options; returns the language code (lower case)."""
    from voice.settings import RATE_MAX, RATE_MIN

    code = lang.strip().lower() if isinstance(lang, str) else None
    if code not in LANGUAGES:
        raise ValueError(f"Unknown language {lang!r}: use one of {', '.join(LANGUAGES)}.")
    if isinstance(rate, bool) or not isinstance(rate, int) or not RATE_MIN <= rate <= RATE_MAX:
        raise ValueError(f"Speech rate {rate!r} is out of range: use {RATE_MIN}..{RATE_MAX} words per minute.")
    for name, value in (("volume", volume), ("earcon_volume", earcon_volume)):
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0.0 <= value <= 1.0:
            raise ValueError(f"{name} {value!r} is out of range: use 0..1.")
    if isinstance(gap, bool) or not isinstance(gap, (int, float)) or not math.isfinite(gap) or gap < 0:
        raise ValueError(f"gap {gap!r} is not a length of silence: use 0 or more seconds.")
    return code


def _check_item(item: object) -> tuple[Earcon | None, str]:
    """One item as (earcon or None, text); ``ValueError`` naming a wrong one."""
    if isinstance(item, tuple) and len(item) == 2 and isinstance(item[0], Earcon) and isinstance(item[1], str):
        return item[0], item[1]
    if isinstance(item, Earcon):
        return item, ""
    if isinstance(item, str):
        return None, item
    raise ValueError(f"Cannot write {item!r} as an announcement: give text, an Earcon or (Earcon, text).")
