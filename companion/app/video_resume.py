"""``companion play --resume LOG --source VIDEO`` and ``companion replay --resume LOG
--source VIDEO``: go on in the video where the log ended (fresh QA60 LOW, r1b: the video
started again at frame 0, so the table looked cleared and its first cards were taken for a
new round's; the replay did so until session 62, sk62).

While a video file is played, each picture's time is noted on the session
(:class:`PictureTimes`: :attr:`~companion.app.session.TableSession.picture_t`), which the
session log keeps with each observation (its ``"t"``:
:meth:`~companion.session_log.SessionLog.record`). On a resume, :func:`seek_logged` moves
the video to the last such time (:func:`~companion.session_log.last_picture_t`,
:meth:`vision.file_sources.VideoFileSource.seek`) and says so; a log without it (a camera's,
or written before session 61) starts the video at its first picture, as before. Both
commands go through :func:`resumed_video` (one code path: the seek, the line said, the
times noted for the new log lines). Its only I/O: the log read by
:func:`~companion.session_log.last_picture_t`, and the source's seek.
"""
from __future__ import annotations

from vision.frame_source import Frame, FrameSource


class PictureTimes(FrameSource):
    """``source`` (a video file's :class:`~vision.file_sources.VideoFileSource`) read as
    is, each picture's ``Frame.t`` (seconds from the file's start) noted as the session's
    :attr:`~companion.app.session.TableSession.picture_t` as it is handed out;
    ``sought``: the time (s) :func:`resumed_video` moved the video to first, ``0.0`` for
    none (the replay's clock starts there)."""

    def __init__(self, source: FrameSource, session, sought: float = 0.0) -> None:
        self.source, self.session, self.sought = source, session, sought
        self.description = source.description

    def read(self) -> Frame:
        frame = self.source.read()
        if frame.image is not None:
            self.session.picture_t = frame.t
        return frame

    def close(self) -> None:
        self.source.close()


def seek_logged(source, log_path) -> float:
    """Move ``source`` (a video file source with ``seek``) to the last picture time the
    session log ``log_path`` keeps (:func:`~companion.session_log.last_picture_t`).
    Returns the time (s) sought, ``0.0`` when nothing moved (no time kept, a source that
    cannot seek, or the file's rate unknown)."""
    from companion.session_log import last_picture_t
    t = last_picture_t(log_path)
    seek = getattr(source, "seek", None)
    if t is None or seek is None:
        return 0.0
    return seek(t)


def resumed_video(source: FrameSource, session, resumed: "str | None") -> PictureTimes:
    """A video file ``source`` whose pictures' times the session log keeps
    (:class:`PictureTimes`), moved first, for ``--resume`` (``resumed``: the log's path;
    ``None``: a new game, not moved), to the last picture time that log keeps
    (:func:`seek_logged`), and said on ``session`` (``app.video_resumed_at``: "The video
    goes on at minute 2, second 13, where the log ended."; QA60 LOW, r1b: it started again
    at frame 0, the table seen as cleared). ``companion play`` and ``companion replay``
    both (sk62: the replay started at frame 0)."""
    at = seek_logged(source, resumed) if resumed else 0.0
    if at > 0:
        minutes, seconds = clock_words(at)
        session.tell("app.video_resumed_at", minutes=minutes, seconds=seconds)
    return PictureTimes(source, session, at)


def clock_words(seconds: float) -> tuple[int, int]:
    """``(minutes, seconds)`` of ``seconds`` (rounded down to the second), as the resume
    line says where the video goes on."""
    whole = int(max(0.0, seconds))
    return whole // 60, whole % 60
