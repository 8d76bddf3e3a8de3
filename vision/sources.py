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

Module map: :mod:`vision.frame_source` (``Frame``, the ``FrameSource`` base, statuses,
:func:`fit_for_reading`), :mod:`vision.file_sources` (video file, image folder, one image),
:mod:`vision.live_source` (webcam, stream URL), :mod:`vision.source_spec` (what the user
named, :func:`source_kind`, and the spec error, without OpenCV); this module opens it
(:func:`open_source`). Every public name stays importable from here.
"""
from __future__ import annotations

import os

from .file_sources import ImageFolderSource, SingleImageSource, VideoFileSource
from .frame_source import READ_MAX_PX, Frame, FrameSource, fit_for_reading
from .live_source import LiveSource
from .source_spec import IMAGE_SUFFIXES, MAX_CAMERA_INDEX, SourceSpecError, source_kind


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
