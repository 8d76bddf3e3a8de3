"""A deterministic replay of a recorded video through the real vision and the live table
(``companion replay --source VIDEO``): the same game as ``companion play --source VIDEO``,
with three things made fixed so that two replays give the same lines, and a tester's run
can be reproduced by a developer:

- the clock is the video's own (``Frame.t`` of the picture last read): the live table's
  waits, reminders and ``timer`` (:class:`~companion.app.live.LiveTable`) run on it, and
  every picture is read in order (no :class:`~companion.app.pace.RealTime` pacing, no
  picture skipped or held for the voice);
- keys are typed at fixed frames or video times (:mod:`companion.app.replay_keys`): a key
  group due at frame F is typed once picture F is read, and answered before picture F+1
  (as a key pressed while F is on the screen); those due after the last picture are typed
  at the end;
- the voice is not spoken: each line it would say is kept with the frame number and the
  video time it was said at (:class:`SaidLine`), heard at once.

What the live run's voice did to the timing (pictures held while it was behind, lines cut
by a key) is not replayed: a key typed "after the line was heard" live is typed here at a
frame chosen by the keys file.
"""
from __future__ import annotations

import queue
from dataclasses import dataclass, field, replace
from typing import Callable

from companion.app.replay_keys import KeyAt
from companion.app.voiceout import Heard


@dataclass(frozen=True)
class SaidLine:
    """A line the voice would say: ``frame`` (0-based picture last read; -1 before the
    first), ``t`` (its video time, seconds), ``text``; ``keys``: the key group typed there
    instead (``text`` is then ``""``)."""

    frame: int
    t: float
    text: str
    keys: str = ""

    def row(self) -> str:
        """``frame<TAB>seconds<TAB>text``, or ``frame<TAB>seconds<TAB>> keys '…'``."""
        said = f"> keys {self.keys!r}" if self.keys else self.text
        return f"{self.frame}\t{self.t:.2f}\t{said}"


@dataclass
class ReplayOptions:
    """What a replay runs with: the game as ``companion play``'s options
    (``edition``, ``lang``, ``names``, ``first``: 0-based seat), ``stickers_only`` (no card
    marker pass), ``deck_said`` (the message key said once after a resume's summary:
    :func:`companion.app.deck_mode.deck_mode`), ``verbose`` (the long form of each line), ``last_frame`` (stop after
    this picture, 0-based; ``None``: the whole video), ``fps`` (a folder of pictures)."""

    edition: str = "arkham"
    lang: str = "en"
    names: tuple[str, ...] = ()
    first: int = 0
    stickers_only: bool = False
    verbose: bool = False
    last_frame: int | None = None
    fps: float | None = None
    deck_said: str | None = None


def heard_at_once() -> Heard:
    """What the replay's voice returns for a line it says: a line heard to its end at once
    (:class:`~companion.app.voiceout.Heard` of no queued entry), one object per line, as
    the live voice's, so the session keeps what the player heard (fresh QA62b MEDIUM-2:
    with ``None``, a line the voice took nothing of, the lines heard before an undo were
    said again, word for word, as new, after the card was read again:
    :mod:`companion.app.said_again`)."""
    return Heard(None, {}, lambda _entry: 0.0)


class ReplaySource:
    """A frame source handing out ``source``'s pictures, each one the clock's time
    (:attr:`t`, seconds) and frame (:attr:`frame`), typing the keys due
    (:class:`~companion.app.replay_keys.KeyAt`) into ``keys`` as it is handed out.
    ``typed(frame, t, keys)`` is told each key group typed; ``last_frame``: an ended
    picture is handed out after it (the video stops there; the keys due after it are not
    typed)."""

    def __init__(self, source, due: list[KeyAt], keys: "queue.Queue[str]",
                 typed: Callable[[int, float, str], None], last_frame: int | None = None):
        self.source = source
        self.description = getattr(source, "description", "")
        #: the file's name, as a video's own end names it ("video file {name} ended …";
        #: fresh QA67 L3: the description was given, "video file video file demo.mp4")
        self.name = getattr(getattr(source, "path", None), "name", None) or self.description
        self.due = sorted(due, key=lambda k: (k.frame if k.frame is not None else -1,
                                              k.seconds or 0.0, k.line))
        self.keys, self.typed, self.last_frame = keys, typed, last_frame
        self.frame, self.t = -1, 0.0
        self._ended = None

    def read(self):
        """The next picture (or the source's end), the keys due by then typed."""
        if self._ended is not None:
            return self._ended
        frame = self.source.read()
        if self.last_frame is not None and frame.image is not None \
                and frame.index > self.last_frame:
            # cut there: the keys due later are not typed (review of replay54: they were
            # all typed at the cut, as after the video's own end), the lines at the last
            # picture read
            frame, self.due = _cut_at(frame.index, frame.t, self.name), []
        elif frame.image is not None:
            self.frame, self.t = frame.index, frame.t
        if frame.status.ended:
            self._type(self.due)
            self.due = []
            self._ended = frame
            return frame
        now = [k for k in self.due if (k.frame if k.frame is not None else float("inf"))
               <= self.frame or (k.seconds is not None and k.seconds <= self.t)]
        self.due = [k for k in self.due if k not in now]
        self._type(now)
        return frame

    def _type(self, due: list[KeyAt]) -> None:
        for k in due:
            self.typed(self.frame, self.t, k.keys)
            for key in k.keys:
                self.keys.put(key)

    def close(self) -> None:
        self.source.close()


class StopBeforeLog(ValueError):
    """``--stop-at`` (``stop``, a frame) before ``first``, the frame where the resumed
    log ends and the video goes on: nothing would be replayed (fresh QA67 L3: the replay
    said "video file video file demo.mp4 ended after 200 images", 200 where the stop was
    100, and in Spanish "el archivo de vídeo video file demo.mp4"). ``companion replay``
    refuses it in words (``app.replay.stop_before_log``)."""

    def __init__(self, stop: int, first: int) -> None:
        super().__init__(f"--stop-at {stop} is before frame {first}, where the log ends")
        self.stop, self.first = stop, first


def _cut_at(index: int, t: float, name: str):
    """The end of the pictures at picture ``index`` (video time ``t`` s), as a video's
    own end says it (``video_ended``: "… ended after N frames")."""
    from vision.frame_source import Frame, source_problem
    from vision.records import GapKind
    return Frame(index, t, None, source_problem(
        GapKind.NO_FRAME, "video_ended", f"Video {name} ended after {index} frames.",
        ended=True, name=name, frames=index))


@dataclass
class Replay:
    """One replay's result: the lines (and key groups) in order, the live table (its
    ``session.tracker`` is the tracker's end state), and ``code``: the live table's exit
    code, as ``companion play``'s (1: no picture at all, or a step that kept failing);
    ``pictured``: a picture was read (false for a video that cannot be opened)."""

    lines: list[SaidLine] = field(default_factory=list)
    table: object = None
    code: int = 0
    pictured: bool = False


def replay(source_spec: str, options: ReplayOptions, due: list[KeyAt], *, record=None,
           resumed=None, logged=(), resume_log=None) -> Replay:
    """Play the video (or folder of pictures) ``source_spec`` through the real vision
    (:class:`~vision.pipeline.TableWatcher`) and the live table
    (:class:`~companion.app.live.LiveTable`, the loop of ``companion play``) with the keys
    ``due``; ``record``: the session log's ``record`` (``SessionLog.record``) or ``None``;
    ``resumed``: a :class:`~companion.session_log.Resumed` report of the log the game goes
    on from (``companion play --resume``), ``logged``: its observations as written,
    ``resume_log``: its path. A video file goes on at the log's last picture time, said,
    as ``play --resume`` (:func:`companion.app.video_resume.resumed_video`; sk62: the
    replay started at frame 0): its frame numbers stay the file's (``--stop-at``, the keys
    file's frames), the replay's clock starts there, and the new log keeps each picture's
    time (``"t"``) as play's.

    Raises:
        vision.sources.SourceSpecError: ``source_spec`` names no source.
        StopBeforeLog: ``options.last_frame`` is before the frame the resumed video goes
            on at (nothing would be replayed).
    """
    from companion.app.live import LiveOptions, LiveTable
    from companion.app.session import TableSession
    from vision.pipeline import CardReader, TableWatcher
    from companion.app.video_resume import resumed_video
    from vision.sources import open_source, source_kind

    result = Replay()
    keys: "queue.Queue[str]" = queue.Queue()
    source = ReplaySource(
        open_source(source_spec, **({"fps": options.fps} if options.fps else {})), due, keys,
        lambda f, t, k: result.lines.append(SaidLine(f, t, "", k)), options.last_frame)

    def say(announcement):
        text = announcement.verbose if options.verbose else announcement.brief
        result.lines.append(SaidLine(source.frame, source.t, text))
        return heard_at_once()

    session = TableSession(say=say, record=record, lang=options.lang,
                           edition=options.edition)
    if resumed is not None:
        session.resume_said(resumed)
    if options.deck_said:
        session.tell(options.deck_said)
    if source_kind(source_spec)[0] == "video":  # each picture's time kept in the log; a
        # resume goes on there (one path with play's)
        said, video = len(result.lines), source.source
        source.source = resumed_video(source.source, session, resume_log)
        first = getattr(video, "next_index", 0)
        if options.last_frame is not None and first > options.last_frame:
            source.close()  # the stop before the log's point: nothing to replay
            raise StopBeforeLog(options.last_frame, first)
        source.t = source.source.sought  # the clock from there, as play's has no jump
        result.lines[said:] = [replace(line, t=source.t)  # "The video goes on…"
                               for line in result.lines[said:]]  # at the time sought
        # (review of sk62: printed at 0.00, the lines after it at 2.00)
    watcher = TableWatcher(options.edition, reader=CardReader(options.edition, markers=False)
                           if options.stickers_only else None)
    clock = lambda: source.t  # noqa: E731 (the video's own time)
    result.table = LiveTable(
        LiveOptions(options.edition, options.lang, options.names, options.first, source_spec,
                    stickers_only=options.stickers_only),
        session, watcher, source, keys, lambda command: False, lambda line: None,
        resumed=resumed is not None, logged=record is not None, log_observations=logged,
        clock=clock, timer=clock)
    result.code = result.table.run()  # fresh QA63 LOW-5: a broken video exited 0
    result.pictured = source.frame >= 0
    return result
