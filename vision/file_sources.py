"""Frame sources read from files: a video file (:class:`VideoFileSource`), the images of a
folder (:class:`ImageFolderSource`) and one image file (:class:`SingleImageSource`).

None raises for a missing, unreadable or truncated file: each says it in its status
(:mod:`vision.frame_source`); a damaged PNG or a truncated JPEG is found before OpenCV
decodes it (:mod:`vision.png_check`, :mod:`vision.jpeg_check`).
"""
from __future__ import annotations

import os
import warnings
from pathlib import Path

import cv2
import numpy as np
from PIL import Image

from .frame_source import (OK_STATUS, Frame, FrameSource, closed_status, fit_for_reading,
                           source_problem)
from .jpeg_check import is_jpeg, jpeg_problem
from .png_check import is_png, png_problem
from .records import GapKind
from .source_spec import IMAGE_SUFFIXES

class VideoFileSource(FrameSource):
    """A video file read frame by frame with ``cv2.VideoCapture``.

    Frames are handed out as fast as the caller asks (``companion.app.pace.RealTime`` plays
    them at the video's own clock). A missing, unreadable or truncated file is reported
    (``ended=True``), not raised; one that ends well short of the frames its header
    announces (:func:`cut_short_margin`) ends with ``video_cut_short``.
    """

    def __init__(self, path: str | os.PathLike) -> None:
        self.path = Path(path)
        self.description = f"video file {self.path.name}"
        self._cap = None
        self._index = 0
        self._ended = False
        self._fps = 0.0
        self.frame_count = 0
        self.status = OK_STATUS
        if not self.path.is_file():
            if self.path.suffix or self.path.exists():
                self._end("video_not_found", f"Video file {self.path} not found; check the "
                          "path.", path=self.path)
            else:  # "nodir": a folder as likely as a file (QA20 #14: "video file nodir")
                self._end("path_not_found", f"{self.path} not found: no folder or file has "
                          "that name; check the path.", path=self.path)
            return
        cap = cv2.VideoCapture(str(self.path))
        if not cap.isOpened():
            cap.release()
            self._end("video_unopenable", f"Video file {self.path.name} cannot be opened: "
                      "it is truncated, damaged or in a format OpenCV cannot decode.",
                      name=self.path.name)
            return
        self._cap = cap
        self._fps = float(cap.get(cv2.CAP_PROP_FPS) or 0.0)
        #: the frames the file's header announces (0: unknown)
        self.frame_count = max(0, int(cap.get(cv2.CAP_PROP_FRAME_COUNT) or 0))

    def _end(self, reason: str, message: str, **params: object) -> Frame:
        self._ended = True
        self.status = source_problem(GapKind.NO_FRAME, reason, message, ended=True, **params)
        return Frame(self._index, self._t(), None, self.status)

    def _t(self) -> float:
        return self._index / self._fps if self._fps > 0 else float(self._index)

    @property
    def next_index(self) -> int:
        """The frame (0-based) the next :meth:`read` gives: after :meth:`seek`, the frame
        sought (``companion replay --resume … --stop-at N`` refuses an N before it: fresh
        QA67 L3)."""
        return self._index

    def read(self) -> Frame:
        if self._ended or self._cap is None:
            return Frame(self._index, self._t(), None, self.status)
        try:
            ok, image = self._cap.read()
        except cv2.error as exc:  # a broken stream inside the file
            ok, image = False, None
            self.close()
            return self._end("video_damaged", f"Video file {self.path.name} is damaged "
                             f"after frame {self._index}: {exc}", name=self.path.name,
                             frames=self._index)
        if not ok or image is None or image.size == 0:
            self.close()
            if self._index == 0:
                return self._end("video_empty", f"Video file {self.path.name} has no "
                                 "readable frame: it is empty or truncated.",
                                 name=self.path.name)
            if self._index < self.frame_count - cut_short_margin(self.frame_count):
                # QA27 #6: a file cut short ended as if whole
                return self._end("video_cut_short", f"Video file {self.path.name} ended "
                                 f"early, after {self._index} of its {self.frame_count} "
                                 "frames: it is damaged or cut short.", name=self.path.name,
                                 frames=self._index, total=self.frame_count)
            return self._end("video_ended", f"Video file {self.path.name} ended after "
                             f"{self._index} frames.", name=self.path.name, frames=self._index)
        image, scaled_from = fit_for_reading(image)
        frame = Frame(self._index, self._t(), image, OK_STATUS, scaled_from=scaled_from)
        self._index += 1
        return frame

    def seek(self, t: float) -> float:
        """Go to the picture at ``t`` seconds of the video (``CAP_PROP_POS_FRAMES``, the
        frame ``round(t × fps)``, at most the header's last frame): the next :meth:`read`
        gives it, its ``Frame.t`` counted from the file's start as before. Returns the time
        (s) of that picture; nothing moves (returns 0.0) for a file not open, a rate the
        header does not give, ``t`` not over 0, or ``t`` more than a second past the
        header's last frame (another, shorter video: review of u61, it was sought to its
        last frame and said to go on "where the log ended"). Used by ``companion play --resume LOG
        --source VIDEO`` (fresh QA60 LOW: the video started again at frame 0, the table
        seen as cleared; :mod:`companion.app.video_resume`)."""
        if self._cap is None or self._ended or self._fps <= 0 or not t > 0:
            return 0.0
        index = int(round(t * self._fps))
        if self.frame_count:
            if index > self.frame_count - 1 + self._fps:
                return 0.0  # past the end: not the video the log was read from
            index = min(index, self.frame_count - 1)
        if index <= 0 or not self._cap.set(cv2.CAP_PROP_POS_FRAMES, index):
            return 0.0
        self._index = index
        return self._t()

    def close(self) -> None:
        if self._cap is not None:
            self._cap.release()
            self._cap = None
        if not self._ended:
            self._ended = True
            self.status = closed_status(self.description, self.path.name)


def cut_short_margin(frame_count: int) -> int:
    """Frames a video may end short of its header's ``frame_count`` and still count as
    whole: a container's count can be an estimate from its duration (a frame or two off);
    more missing frames mean a damaged or truncated file."""
    return max(2, frame_count // 50)


class ImageFolderSource(FrameSource):
    """The images of a folder in name order (``.png``, ``.jpg``, …), one per ``read()``.

    An unreadable file gives a ``BAD_FRAME`` status naming it, and the next ``read()``
    moves on; a damaged PNG or a truncated JPEG is found before OpenCV decodes it
    (:mod:`vision.png_check`, :mod:`vision.jpeg_check`: libpng and libjpeg would print
    their own lines on standard error, and libjpeg hand back a half-grey picture). A missing file
    when none of the next ones is there either (the folder was emptied or removed during
    the game) ends the source with ``folder_gone`` (QA12 F15: 64 s of silence followed, one
    skipped picture after another). ``t`` is ``index / fps``.
    """

    def __init__(self, folder: str | os.PathLike, fps: float = 10.0) -> None:
        self.folder = Path(folder)
        self.description = f"image folder {self.folder}"
        self.fps = fps
        self._pos = 0
        self._index = 0
        self._size: tuple[int, int] | None = None  # the last picture's (width, height) px
        if self.folder.is_dir():
            self.files = sorted(p for p in self.folder.iterdir()
                                if p.suffix.lower() in IMAGE_SUFFIXES and p.is_file())
            self.status = OK_STATUS if self.files else source_problem(
                GapKind.NO_FRAME, "folder_empty", f"Folder {self.folder} holds no images "
                f"({', '.join(IMAGE_SUFFIXES)}).", ended=True, folder=self.folder)
        else:
            self.files = []
            self.status = source_problem(GapKind.NO_FRAME, "folder_not_found",
                                   f"Folder {self.folder} not found; check the path.",
                                   ended=True, folder=self.folder)

    def read(self) -> Frame:
        t = self._index / self.fps
        if self._pos >= len(self.files):
            if self.status.ok:  # the folder's end, its status made once
                if self._index == 0:  # QA29: "no more images … after 0"
                    reason, count = "folder_unreadable", {"count": len(self.files)}
                    message = (f"None of the {len(self.files)} images in {self.folder.name} "
                               "can be read.")
                else:
                    reason, count = "folder_done", {"frames": self._index}
                    message = f"No more images in {self.folder.name} after {self._index}."
                self.status = source_problem(GapKind.NO_FRAME, reason, message, ended=True,
                                             folder=self.folder.name, **count)
            return Frame(self._index, t, None, self.status)
        path = self.files[self._pos]
        self._pos += 1
        image = _load_image(path)
        if image is None and not path.exists() and \
                not any(p.exists() for p in self.files[self._pos:]):
            self._pos = len(self.files)
            self.status = source_problem(GapKind.NO_FRAME, "folder_gone",
                                   f"The pictures in {self.folder.name} are gone (the folder "
                                   f"was emptied or removed) after {self._index}.",
                                   ended=True, folder=self.folder.name, frames=self._index)
            return Frame(self._index, t, None, self.status, path.name)
        if image is None or image.size == 0:
            status = source_problem(GapKind.BAD_FRAME, "image_unreadable",
                              f"Image {path.name} cannot be read (damaged or not an "
                              "image); skipped.", name=path.name)
            return Frame(self._index, t, None, status, path.name)
        h, w = image.shape[:2]
        if self._odd_size((w, h)):  # QA27 #8: a stray 1×1 file was said as camera advice
            status = source_problem(GapKind.BAD_FRAME, "image_odd_size",
                              f"Image {path.name} is {w}×{h} px, unlike the pictures "
                              "around it; skipped.", name=path.name, width=w, height=h)
            return Frame(self._index, t, None, status, path.name)
        self._size = (w, h)
        image, scaled_from = fit_for_reading(image)
        frame = Frame(self._index, t, image, OK_STATUS, path.name, scaled_from)
        self._index += 1
        return frame

    def _odd_size(self, size: tuple[int, int]) -> bool:
        """Whether a picture of ``size`` (width, height px) is a stray file among the
        folder's pictures: its size differs from the picture before it and the next file's
        is that one's (for the first picture: the next two files agree with each other and
        not with it). A folder whose pictures change size for good (the camera set anew)
        is read on; only the files' headers are read (Pillow), not the pictures."""
        def shape(wh):  # a picture turned a quarter (EXIF orientation) is the same shape
            return None if wh is None else tuple(sorted(wh))
        if shape(size) == shape(self._size):
            return False
        after = [shape(_header_size(p)) for p in self.files[self._pos:self._pos + 2]]
        before = shape(self._size) if self._size is not None else (
            after[1] if len(after) > 1 else None)
        return bool(after) and before is not None and after[0] == before != shape(size)

    def close(self) -> None:
        self._pos = len(self.files)


def _header_size(path: Path) -> tuple[int, int] | None:
    """``(width, height)`` px from the image file's header (Pillow reads no pixels), or
    ``None`` when it cannot be read."""
    try:
        with warnings.catch_warnings():  # a huge picture's DecompressionBombWarning
            warnings.simplefilter("ignore")
            with Image.open(path) as image:
                return image.size
    except (OSError, SyntaxError, ValueError, Image.DecompressionBombError):
        return None


def _load_image(path: Path) -> np.ndarray | None:
    """``H×W×3 uint8 BGR`` of the image file ``path``, or ``None`` when it is missing,
    unreadable, a damaged PNG or a truncated JPEG (never given to libpng or libjpeg, which
    print their own lines on standard error: :mod:`vision.png_check`,
    :mod:`vision.jpeg_check`)."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    if not data or (is_png(data) and png_problem(data) is not None) or \
            (is_jpeg(data) and jpeg_problem(data) is not None):
        return None
    return cv2.imdecode(np.frombuffer(data, np.uint8), cv2.IMREAD_COLOR)



class SingleImageSource(ImageFolderSource):
    """One image file, read once."""

    def __init__(self, path: Path) -> None:  # noqa: D107 - no folder scan
        self.folder, self.fps, self._pos, self._index = path.parent, 10.0, 0, 0
        self._size = None
        self.files = [path]
        self.description = f"image {path.name}"
        self.status = OK_STATUS



__all__ = ["IMAGE_SUFFIXES", "VideoFileSource", "ImageFolderSource", "SingleImageSource",
           "cut_short_margin"]
