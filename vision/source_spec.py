"""What a user names as a frame source, told without opening it (:func:`source_kind`), and
the :class:`SourceSpecError` raised when it names none. Imports neither OpenCV nor NumPy: the
app checks the settings file's ``source`` with it on every command (``companion`` starts
without loading OpenCV); :mod:`vision.sources` opens the source.
"""
from __future__ import annotations

import os
import re
from pathlib import Path

#: The picture files an image source or folder reads, by their suffix (lower case).
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".bmp", ".tif", ".tiff", ".webp")


class SourceSpecError(ValueError):
    """What the user gave as a source names none (:func:`source_kind`):
    ``str()`` is the English sentence, for logs; ``reason`` (``"not_a_source"``, ``"empty"``,
    ``"camera_index"``, ``"path_refused"``) and ``params`` (``(name, text)`` pairs:
    ``value``, ``index``, ``most``, ``error``) let the app say it in the table's language,
    as :class:`~vision.records.SourceStatus` ``reason`` / ``params`` do."""

    def __init__(self, reason: str, message: str, **params: object) -> None:
        super().__init__(message)
        self.reason = reason
        self.params = tuple((k, str(v)) for k, v in params.items())


#: Largest camera index: OpenCV reads an index of 100 and more as a capture back-end's code
#: plus a camera number (``cv2.CAP_V4L2`` is 200: 200 opens camera 0), and no machine has a
#: hundred cameras (QA15: 99999999999999999999 was retried for ever).
MAX_CAMERA_INDEX = 99


def bad_camera_index(index: int) -> SourceSpecError:
    """The error for a negative camera index (OpenCV's "any camera", ``-1``, crashes some
    builds), or one over :data:`MAX_CAMERA_INDEX`."""
    return SourceSpecError("camera_index", f"camera index {index} is not valid; give 0 for "
                           f"the first webcam, 1 for the second, … (at most "
                           f"{MAX_CAMERA_INDEX})", index=index, most=MAX_CAMERA_INDEX)


def source_kind(spec: int | str | os.PathLike) -> tuple[str, int | str | Path]:
    """What ``spec`` names, without opening it: ``("camera", index)``, ``("stream", url)``,
    ``("folder", path)``, ``("image", path)`` or ``("video", path)``.

    Raises:
        SourceSpecError: ``spec`` is none of those (a float, an empty text, a camera index
            under 0 — OpenCV's "any camera" ``-1`` crashes some builds — or over
            :data:`MAX_CAMERA_INDEX`, or a path the system refuses, e.g. a name over 255
            characters); the message says what to give, its ``reason`` and ``params`` let
            the app say it in the table's language.
    """
    if isinstance(spec, bool) or not isinstance(spec, (int, str, os.PathLike)):
        raise SourceSpecError("not_a_source", f"cannot open {spec!r} as a frame source; give "
                              "a camera index (0, 1, …), a video file, a folder of images or "
                              "a stream URL", value=repr(spec))
    text = spec if isinstance(spec, int) else os.fspath(spec).strip()
    if isinstance(text, str) and not text:
        raise SourceSpecError("empty", "empty frame source; give a camera index (0, 1, …), a "
                              "video file, a folder of images or a stream URL")
    if isinstance(text, int) or re.fullmatch(r"[+-]?[0-9]+", text):
        index = int(text)
        if not 0 <= index <= MAX_CAMERA_INDEX:
            raise bad_camera_index(index)
        return "camera", index
    if "://" in text:
        return "stream", text
    path = Path(text)
    try:
        if path.is_dir() or text.endswith(("/", os.sep)):  # a folder, or meant as one
            return "folder", path
        if path.suffix.lower() in IMAGE_SUFFIXES and path.is_file():
            return "image", path
    except OSError as exc:  # e.g. a name too long for the file system
        shown = f"{text[:40]!r}{'…' if len(text) > 40 else ''}"
        raise SourceSpecError("path_refused", f"cannot use {shown} as a video file or "
                              f"folder: {exc.strerror or exc}", value=shown,
                              error=exc.strerror or exc) from None
    return "video", path


__all__ = ["SourceSpecError", "MAX_CAMERA_INDEX", "IMAGE_SUFFIXES", "bad_camera_index",
           "source_kind"]
