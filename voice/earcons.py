"""Earcons: short, distinct sounds for key table events, generated here (no downloads).

Every earcon is a few enveloped sine notes, synthesized with numpy at espeak-ng's
output format (22050 Hz, mono, 16-bit signed) so it can be concatenated with speech
without resampling. Durations are in seconds, frequencies in Hz, volume is 0..1.
"""

from __future__ import annotations

from enum import Enum

import numpy as np

SAMPLE_RATE = 22050  # Hz, same as espeak-ng's WAV output
PEAK = 0.8  # fraction of int16 full scale at volume 1.0


class Earcon(str, Enum):
    """Key events that get their own sound."""

    YOUR_TURN = "your_turn"
    CARD_READ = "card_read"
    CARD_UNSURE = "card_unsure"  # a card read from tactile stickers only: check it
    CHECK_FAILED = "check_failed"
    ROUND_WON = "round_won"
    PLAYER_OUT = "player_out"
    ERROR = "error"


# Each earcon: list of (frequency Hz, duration s, harmonic mix 0..1); 0 Hz is a rest.
_NOTES: dict[Earcon, list[tuple[float, float, float]]] = {
    Earcon.YOUR_TURN: [(660.0, 0.09, 0.0), (0.0, 0.03, 0.0), (880.0, 0.12, 0.0)],
    Earcon.CARD_READ: [(1320.0, 0.05, 0.1)],
    Earcon.CARD_UNSURE: [(990.0, 0.05, 0.1), (0.0, 0.03, 0.0), (1320.0, 0.08, 0.1)],
    Earcon.CHECK_FAILED: [(440.0, 0.12, 0.4), (330.0, 0.12, 0.4), (220.0, 0.22, 0.5)],
    Earcon.ROUND_WON: [(523.25, 0.08, 0.1), (659.25, 0.08, 0.1), (783.99, 0.08, 0.1), (1046.5, 0.2, 0.1)],
    Earcon.PLAYER_OUT: [(587.33, 0.1, 0.2), (392.0, 0.18, 0.2)],
    Earcon.ERROR: [(200.0, 0.08, 0.6), (0.0, 0.05, 0.0), (200.0, 0.08, 0.6)],
}

FADE_S = 0.005  # seconds of raised-cosine fade at each note edge (no clicks)


def _note(freq: float, dur: float, harmonic: float, rate: int) -> np.ndarray:
    n = max(1, int(round(dur * rate)))
    if freq <= 0:
        return np.zeros(n, dtype=np.float64)
    t = np.arange(n) / rate
    wave_ = (1.0 - harmonic) * np.sin(2 * np.pi * freq * t) + harmonic * np.sin(2 * np.pi * 3 * freq * t) / 1.5
    fade = min(n // 2, int(FADE_S * rate))
    if fade > 0:
        ramp = 0.5 - 0.5 * np.cos(np.linspace(0, np.pi, fade))
        wave_[:fade] *= ramp
        wave_[-fade:] *= ramp[::-1]
    return wave_


def samples(earcon: Earcon, volume: float = 1.0, rate: int = SAMPLE_RATE) -> np.ndarray:
    """The earcon as a 1-D ``int16`` array at ``rate`` Hz, scaled by ``volume`` (0..1).

    Raises ``ValueError`` for a volume outside 0..1.
    """
    if not 0.0 <= volume <= 1.0:
        raise ValueError(f"Earcon volume {volume!r} is out of range: use 0..1.")
    parts = [_note(f, d, h, rate) for f, d, h in _NOTES[Earcon(earcon)]]
    signal = np.concatenate(parts)
    peak = np.max(np.abs(signal)) or 1.0
    return np.round(signal / peak * PEAK * volume * 32767).astype(np.int16)


def duration(earcon: Earcon) -> float:
    """Length of ``earcon`` in seconds."""
    return sum(d for _f, d, _h in _NOTES[Earcon(earcon)])
