"""Frame sources: a webcam index, a video file, a folder of images, a stream URL.

Every source has ``read() -> Frame`` and ``close()``, and never raises for a device or file
problem: a missing, lost or frozen camera, an unreadable image, the end of a video come back
as a :class:`Frame` without an image and with a :class:`~vision.records.SourceStatus` whose
``message`` is a plain sentence the app can speak. Live sources (webcam, stream) retry by
themselves: ``read()`` returns at once while waiting and reopens the device every
``retry_s`` seconds. A real device is read on a thread of its own
(:class:`~vision.grabber.LatestFrame`): ``read()`` gets the newest picture, never a stale
buffered one, and a device that hangs is said as a stall after ``frozen_after_s``. The same
picture again and again is a frozen camera only from a source that has shown sensor noise
(:class:`LiveSource`); from one that repeats its picture while the table is still, it is a
still table. Only a
wrong *argument* (``open_source(3.5)``, a negative camera index) raises
:class:`SourceSpecError`, a ``ValueError`` with a code and values, as a status has, so that
the app says it in the table's language (``app.source_spec.<reason>``).

``Frame.image`` is ``H×W×3 uint8 BGR`` (as OpenCV decodes it); ``Frame.t`` is seconds
(the video's own clock for files, the wall clock since opening for live sources). A picture
larger than the reader needs (:data:`READ_MAX_PX`, a 4K phone camera) is scaled down once,
as it is decoded (:func:`fit_for_reading`); ``Frame.scaled_from`` then keeps its own size.

Module map: :mod:`vision.frame_source` (``Frame``, the ``FrameSource`` base, statuses, the
spec error, :func:`fit_for_reading`), :mod:`vision.file_sources` (video file, image folder,
one image), :mod:`vision.live_source` (webcam, stream URL); this module tells what the user
named (:func:`source_kind`) and opens it (:func:`open_source`). Every public name stays
importable from here.
"""
from __future__ import annotations

import os
import re
from pathlib import Path

from .file_sources import IMAGE_SUFFIXES, ImageFolderSource, SingleImageSource, VideoFileSource
from .frame_source import (MAX_CAMERA_INDEX, READ_MAX_PX, Frame, FrameSource, SourceSpecError,
                           bad_camera_index, fit_for_reading)
from .live_source import LiveSource


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


def open_source(spec: int | str | os.PathLike, **options) -> FrameSource:
    """Open a frame source from what the user typed (see :func:`source_kind`).

    ``spec``: a device index (``0``, ``"1"``), a folder of images, a video file, or a URL
    (``rtsp://…``, ``http://…``). ``options`` go to the source's constructor. Never raises
    for a missing device or file: the source reports it in its first ``read()``.

    Raises:
        SourceSpecError: ``spec`` names no source (:func:`source_kind`).
    """
    kind, target = source_kind(spec)
    if kind in ("camera", "stream"):
        return LiveSource(target, **options)
    if kind == "folder":
        return ImageFolderSource(target, **options)
    if kind == "image":
        return SingleImageSource(target)
    return VideoFileSource(target, **options)



__all__ = ["Frame", "FrameSource", "SourceSpecError", "READ_MAX_PX", "fit_for_reading",
           "VideoFileSource", "ImageFolderSource", "LiveSource", "open_source", "source_kind",
           "IMAGE_SUFFIXES", "MAX_CAMERA_INDEX"]
