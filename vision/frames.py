"""Frame checks: turn whatever a source or caller hands us into a ``H×W×3 uint8 BGR`` image,
or raise :class:`BadFrameError` with a message that says what was wrong.

Accepted layouts (converted): ``H×W`` or ``H×W×1`` gray, ``H×W×4`` BGRA, float images in
0..1 (or 0..255 when their maximum is above 1), other integer types (uint16 scaled down,
bool). Refused: ``None``, non-arrays, empty, fewer than 2 dimensions, other channel counts,
NaN-filled, smaller than :data:`MIN_SIDE` px.

>>> import numpy as np
>>> as_bgr(np.zeros((40, 60), np.uint8)).shape
(40, 60, 3)
>>> as_bgr(None)
Traceback (most recent call last):
...
vision.frames.BadFrameError: no frame (got None); the camera gave nothing
"""
from __future__ import annotations

import cv2
import numpy as np

#: The smallest frame side (px) worth reading.
MIN_SIDE = 32


class BadFrameError(ValueError):
    """The frame cannot be read as an image; the message says why and what to do."""


def as_bgr(frame) -> np.ndarray:
    """Return ``frame`` as a contiguous ``H×W×3 uint8 BGR`` array (the input is not changed).

    Raises:
        BadFrameError: ``None``, not an array, empty, wrong number of dimensions or
            channels, too small, or not finite.
    """
    if frame is None:
        raise BadFrameError("no frame (got None); the camera gave nothing")
    if not isinstance(frame, np.ndarray):
        try:
            frame = np.asarray(frame)
        except Exception:  # noqa: BLE001 - any conversion failure is a bad frame
            raise BadFrameError(f"frame is a {type(frame).__name__}, not an image array") from None
    if frame.dtype.kind not in "biuf":
        raise BadFrameError(f"frame is not a numeric image array (pixel type {frame.dtype})")
    if frame.size == 0:
        raise BadFrameError(f"empty frame (shape {frame.shape}); the camera or file gave no pixels")
    if frame.ndim == 3 and frame.shape[2] == 1:
        frame = frame[:, :, 0]
    if frame.ndim not in (2, 3):
        raise BadFrameError(f"frame has {frame.ndim} dimensions (shape {frame.shape}); "
                            "expected H×W gray or H×W×3 BGR")
    if frame.ndim == 3 and frame.shape[2] not in (3, 4):
        raise BadFrameError(f"frame has {frame.shape[2]} channels; expected 1 (gray), "
                            "3 (BGR) or 4 (BGRA)")
    h, w = frame.shape[:2]
    if min(h, w) < MIN_SIDE:
        raise BadFrameError(f"frame is only {w}×{h} px; at least {MIN_SIDE} px a side is needed")
    frame = _to_uint8(frame)
    if frame.ndim == 2:
        return cv2.cvtColor(frame, cv2.COLOR_GRAY2BGR)
    if frame.shape[2] == 4:
        return cv2.cvtColor(frame, cv2.COLOR_BGRA2BGR)
    return np.ascontiguousarray(frame)


def _to_uint8(frame: np.ndarray) -> np.ndarray:
    if frame.dtype == np.uint8:
        return frame
    if frame.dtype == bool:
        return frame.astype(np.uint8) * 255
    if np.issubdtype(frame.dtype, np.floating):
        if not np.isfinite(frame).all():
            raise BadFrameError("frame holds NaN or infinite values; not a camera image")
        top = float(frame.max())
        scale = 255.0 if top <= 1.0 else 1.0
        return np.clip(frame * scale + 0.5, 0, 255).astype(np.uint8)
    if frame.dtype == np.uint16:
        return (frame >> 8).astype(np.uint8)
    if np.issubdtype(frame.dtype, np.integer):
        return np.clip(frame, 0, 255).astype(np.uint8)
    raise BadFrameError(f"frame has pixel type {frame.dtype}; expected uint8 (or float 0..1)")


def to_gray(frame_bgr: np.ndarray) -> np.ndarray:
    """``H×W×3 uint8 BGR`` → ``H×W uint8`` gray."""
    return cv2.cvtColor(frame_bgr, cv2.COLOR_BGR2GRAY)


def signature(frame: np.ndarray) -> tuple:
    """A cheap signature of a frame (``H×W×3 uint8 BGR``): ``(shape, thumbnail, sample)``,
    an 8×8 ``INTER_AREA`` thumbnail and a strided pixel sample (~17×17 px); what
    :func:`fingerprint` and :func:`noise_only` compare."""
    small = cv2.resize(frame, (8, 8), interpolation=cv2.INTER_AREA)
    sample = frame[:: max(1, frame.shape[0] // 16), :: max(1, frame.shape[1] // 16)]
    return frame.shape, small, sample


def fingerprint(sig: tuple) -> bytes:
    """A frame's :func:`signature` as bytes, used to notice a frozen camera sending the
    same image again and again."""
    _shape, small, sample = sig
    return small.tobytes() + sample.tobytes()


#: Most a thumbnail cell (an 8×8 thumbnail's cell mean, levels 0..255) may move between two
#: pictures that differ only by sensor noise: a cell averages ~14,000 px at 1280×720, so
#: noise of a few levels a pixel moves it well under one level; a card laid or a hand moves
#: the cells it covers by tens of levels.
NOISE_CELL_LEVELS = 1
#: Least share of the strided pixel sample (~17×17 px × 3 channels) that differs between
#: two pictures that differ only by sensor noise: noise is all over the picture, while a
#: real change (or a re-encoded JPEG of a changed scene) is where the change is, and one
#: small enough to keep every thumbnail cell within :data:`NOISE_CELL_LEVELS` touches a few
#: samples at most. Measured on a rendered 1280×720 table with Gaussian noise then JPEG
#: (docs/benchmarks-history.md, "Frozen camera"): σ 1 level at quality 60: 5.5 % of the samples
#: changed (the least seen), σ 2: 12–76 %, σ 3: 41–85 %, every cell within 1 level; the 14
#: real changes of two rendered games (cards laid, table cleared; JPEG 90): cells moved 5–13
#: levels and 1.2–3.9 % of the samples changed, none taken as noise.
NOISE_SHARE = 0.05


def noise_only(before: tuple, after: tuple) -> bool:
    """Whether two pictures, given by their :func:`signature`, differ all over the picture
    but by no more than sensor noise: the mark of a live camera over a still scene, which
    never sends two byte-identical pictures. A source that repeats the very same picture
    (a phone app resending its JPEG, a rendered stream) never gives such a pair; pictures
    of two sizes are no pair."""
    (shape0, small0, sample0), (shape1, small1, sample1) = before, after
    if shape0 != shape1:
        return False
    if int(np.abs(small0.astype(np.int16) - small1.astype(np.int16)).max()) > NOISE_CELL_LEVELS:
        return False
    return bool((sample0 != sample1).mean() >= NOISE_SHARE)


__all__ = ["BadFrameError", "MIN_SIDE", "as_bgr", "to_gray", "signature", "fingerprint",
           "noise_only",
           "NOISE_CELL_LEVELS", "NOISE_SHARE"]
