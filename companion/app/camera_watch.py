"""What ``companion play`` says about the pictures themselves, apart from the cards in them.

:class:`CameraWatch` is told each picture (:meth:`CameraWatch.picture`), the time its reading
took (:meth:`CameraWatch.read_time`) and the vision pipeline's reading of it
(:meth:`CameraWatch.reading`), and says, once each:

* a camera problem (lost, stalled, a stream that never opened) and "back" when pictures
  return; a picture problem instead for files (a folder, a video, an image);
* a picture too small to read cards in, or too small for the tactile stickers;
* reading that has become slow (a busy tablecloth);
* pictures with no seat marker for :data:`TABLE_UNSEEN_S` (a covered, moved or dark camera),
  and the seat markers seen again.

Its state is also the status line's camera field (:meth:`CameraWatch.status_key`).
"""
from __future__ import annotations

import logging
import time
from collections import deque
from typing import Callable

from babel.lists import format_list
from babel.numbers import format_decimal

from companion.narration.catalog import MissingMessageError, message
from vision.sources import source_kind

log = logging.getLogger(__name__)

#: Seconds a picture takes to read (median of the last :data:`SLOW_FRAMES` pictures) above
#: which the companion says once that reading is slow. Rendered tables take 0.01–0.09 s at
#: 1280×720; a fine black-and-white check cloth made OpenCV's ArUco test thousands of
#: squares, 0.2–2.6 s a picture, before :mod:`vision.busy_cloth` (docs/benchmarks-history.md,
#: "Vision"); a slow computer or a pattern it does not catch still may.
SLOW_READ_S = 0.4
#: Seconds a recorded source's picture may come after its own time before reading is
#: said slow (:meth:`CameraWatch.read_time`): a set-up's pictures, read together, come
#: a second or two late without the reading being slow.
BEHIND_S = 3.0
#: Pictures read before their time is judged (one slow picture is no pattern).
SLOW_FRAMES = 5
#: Smallest picture (width, height px) the cards can be read in: a 20 mm marker over a
#: 90 cm table is ~14 px at 640 px wide, about the least ArUco reads.
MIN_PICTURE_PX = (640, 360)
#: Seconds (frame time) of pictures with no seat marker at all after which the camera is
#: said not to see the table (QA16: 30 s of a covered or dark camera went unsaid, "camera
#: OK" on the status line). A hand or a mug hides one or two tiles, never all for long.
TABLE_UNSEEN_S = 3.0
#: Seconds (frame time) a seat marker the set-up missed is watched, once seen, for a card
#: in its zone before it is said with no card to lay again (review of low60: the hand
#: laying the tile, or glare, may hide the card laid before it in the first picture that
#: sees the tile; said at once when one is seen)
LATE_LOOK_S = 1.0
#: Seconds between two reminders that a camera or stream still gives no picture (QA36 M3:
#: "Retrying in 2 seconds" was said once, then 60 s of silence): calm, not every retry.
CAMERA_REMIND_S = 30.0


class CameraWatch:
    """The pictures' own problems, said once each through ``session.tell`` (module
    docstring). ``session``: a :class:`~companion.app.session.TableSession` (its ``tell``
    and ``lang``); ``source``: the ``--camera``/``--source`` value (files or a camera);
    ``clock``: monotonic seconds (a test gives its own)."""

    def __init__(self, session, source, clock: Callable[[], float] | None = None) -> None:
        self.session = session
        self.clock = clock or (lambda: time.monotonic())
        #: when the camera problem was last said (``clock`` seconds; ``None``: not said)
        self.problem_said_at: float | None = None
        #: why the last picture asked for did not come, said in the table's language
        #: (``None``: it came)
        self.why_none: str | None = None
        #: pictures from files (a folder, a video, an image), not a camera or stream: a bad
        #: file is a picture problem, not "the camera is not answering" (QA)
        self.from_files = from_files(source)
        self.ok: bool | None = None  # the last picture came (None: none asked for yet)
        self.backs = 0  # times the camera came back after its loss was said
        #: the camera problem last said (its reason; for files, with its file's name)
        self.problem: "str | tuple | None" = None
        #: the unreadable files right after one said by name: summed up in one line when
        #: a picture or the end comes (:meth:`say_skipped`; QA34 ni20: one line each)
        self.skipped: list = []
        self.small_said: tuple[int, int] | None = None  # picture size said too small
        self.too_small_said = False  # "too small for the stickers" said
        #: whether the cards' code labels are read (not ``--stickers-only``): the "too small
        #: for the stickers" sentence then says they still are (QA23 #20: said in that mode)
        self.labels_read = True
        self.read_seconds: deque[float] = deque(maxlen=SLOW_FRAMES)  # last read times
        self.slow_said = False
        #: ``(width, height)`` px of the last picture when it was larger than the reader
        #: needs (scaled down for reading), else ``None``
        self.large: tuple[int, int] | None = None
        self.table_seen = False  # a seat marker seen since the start
        #: the seat markers first seen are not said: a finished game was resumed, where
        #: nothing the camera shows counts (QA32 L6: "I see the seat markers 1, 2, 3." came
        #: after the game's end, and key 0 said it again instead of who won)
        self.markers_quiet = False
        #: seat number -> player name of the seat markers the set-up did not see: said
        #: once when seen (QA23 #22: a tile laid later, as asked, was taken unsaid)
        self.missing: dict[int, str] = {}
        #: the late markers seen and not said yet (:meth:`_late_markers`): seat number ->
        #: player name, and the frame time the first of them was seen
        self.late_seen: dict[int, str] = {}
        self.late_since: float | None = None
        self.no_table_since: float | None = None  # frame time of the first picture without
        self.no_table_said = False  # "The camera sees no seat marker" said, not yet back

    def picture(self, frame) -> None:
        """One :class:`~vision.sources.Frame` asked for, with or without an image. Says a
        camera problem once, again every :data:`CAMERA_REMIND_S` while it lasts ("Still no
        picture from the camera: …", with the reason then, dropped unsaid once the camera
        is back), and "back" when pictures return after a problem was said: each at once
        (:meth:`_camera_news`). A camera's problem whose reason changes (a stall that
        becomes a dead stream) is the same loss: its new reason is the next reminder's.
        For files, each file's problem is said once, in order. A stream still connecting
        is no problem: only its failure is said (QA: every stream start said "not
        answering: connecting", then "back")."""
        if frame.image is not None:
            self.say_skipped()
            if self.problem is not None and not self.from_files:
                self.backs += 1
                self._camera_news("app.camera_back")
            self.ok, self.problem, self.why_none = True, None, None
            h, w = frame.image.shape[:2]
            if _below_minimum((w, h)) and self.small_said != (w, h):
                # QA: a 1×1 picture was "camera OK" and the game started in silence
                self.small_said = (w, h)
                self.session.tell("app.picture_too_small", width=w, height=h)
            return
        self.ok = False
        status = frame.status
        problem = status.reason or status.message
        if self.from_files:  # each file's problem (its name) is its own (QA27 of session
            problem = (problem, status.params)  # 27: c.jpg right after a.png was unsaid)
        if not status.ended:
            self.why_none = source_reason(self.session.lang, status)
        if status.ended or status.reason == "stream_connecting":
            self.say_skipped()
            return
        if self.from_files and status.reason == "image_unreadable" \
                and isinstance(self.problem, tuple) and self.problem[0] == status.reason:
            self.skipped.append(status)  # one more in a row: summed up (QA34 ni20)
            self.problem = problem
            return
        if problem == self.problem or self.problem is not None and not self.from_files:
            # a camera that stays away is said again now and then (QA36 M3), with its
            # reason then: a new reason is no new loss (QA32 M3: "stopped sending
            # pictures", then "cannot be opened" 2 s later, 9 s each)
            self.problem = problem
            if not self.from_files and self.clock() - self.problem_said_at >= CAMERA_REMIND_S:
                self.problem_said_at = self.clock()
                backs = self.backs
                self._camera_news("app.camera_still_lost", reason=self.why_none,
                                  stale=lambda: self.backs != backs)
            return
        if self.from_files:  # in order: a file's problem loses no table
            self.say_skipped()
            self.session.tell("app.picture_problem", reason=self.why_none)
        else:
            self._camera_news("app.camera_lost", reason=self.why_none)
        self.problem, self.problem_said_at = problem, self.clock()

    def say_skipped(self) -> None:
        """Say the unreadable files skipped since the one said by name (:attr:`skipped`),
        in one line: by its name if one, else how many and the first and last names
        ("Picture problem: 19 more pictures cannot be read, f02.jpg to f20.jpg;
        skipped."; QA34 ni20: a folder of 20 such files was said one line each, 3.4 s
        each). Called when a picture, another problem or the end comes."""
        skipped, self.skipped = self.skipped, []
        if len(skipped) == 1:
            self.session.tell("app.picture_problem",
                              reason=source_reason(self.session.lang, skipped[0]))
        elif skipped:
            names = [dict(status.params).get("name", "") for status in skipped]
            self.session.tell("app.picture_problem", reason=message(
                self.session.lang, "app.pictures_unreadable", count=len(skipped),
                first=names[0], last=names[-1]))

    def _camera_news(self, message_key: str, **args) -> None:
        """Say the camera's news ``message_key`` (lost, still lost, back; ``args``: the
        message's fields and ``stale``) at once: right after the line being said (not
        cut), ahead of the news the voice has still to say, and kept for keys 7 and 9
        (QA31 #3: unlike the end of a folder or a recording, a camera lost is urgent:
        every card played while it is away goes unread, and the player must act now; the
        news waiting is no less true a few seconds later). "Back" and the reminders too,
        in the order they happen (QA32 M3: "The camera is back." waited in order behind
        the news, and was never heard before q, after "not answering" was heard twice)."""
        with self.session.answering(), self.session.news():
            self.session.tell(message_key, news=True, **args)

    def not_started_why(self) -> "tuple[str, dict] | None":
        """Why the game has not started, for a key asked before it
        (:attr:`~companion.app.session.TableSession.not_started_why`): the camera or stream
        that gives no picture (QA36 M3: key 5 said only "The game has not started yet."),
        as ``(message key, arguments)``; ``None`` when pictures come."""
        if self.ok is not False or self.why_none is None or self.from_files:
            return None
        return "app.not_started_camera", {"reason": self.why_none}

    def read_time(self, seconds: float, frame=None, behind: float = 0.0) -> None:
        """The time one picture took, decoding and reading it (seconds; QA27 #2: only the
        reading was timed, and 8000×4500 pictures, 1 s each to decode, were never said
        slow), and ``behind``: how late after its own time a recorded source handed it
        out (seconds, :attr:`~companion.app.pace.RealTime.behind`). Says once when the
        median of the last :data:`SLOW_FRAMES` is over :data:`SLOW_READ_S`, or the pictures
        are :data:`BEHIND_S` behind their time (QA29 #1: 4K pictures at 0.2 s each, 10 a
        second, fell 49 s behind unsaid): cards are then said late, and keys wait for the
        picture being read. What to do is said with it: pictures larger than the reader
        needs (``frame.scaled_from``, a :class:`~vision.sources.Frame`) cost their
        decoding, so a smaller camera setting; else a busy tablecloth (TABLE-CONDITIONS).
        Said once (:attr:`~companion.app.announcement.Announcement.once`): cut by a key's
        answer after its start was heard, not said again whole (fresh QA52 L2)."""
        self.read_seconds.append(seconds)
        if frame is not None and frame.image is not None:
            self.large = getattr(frame, "scaled_from", None)
        if self.slow_said or len(self.read_seconds) < SLOW_FRAMES:
            return
        median = sorted(self.read_seconds)[SLOW_FRAMES // 2]
        if median > SLOW_READ_S or behind > BEHIND_S:
            self.slow_said = True
            took = picture_time(median, self.session.lang)
            # advice: cut by a key's answer once heard begun, not said again whole (fresh
            # QA52 L2; kept for keys 7 and 9)
            if self.large is not None:
                self.session.tell("app.reading_slow_large", time=took, once=True,
                                  width=self.large[0], height=self.large[1])
            else:
                self.session.tell("app.reading_slow", time=took, once=True)

    def _late_markers(self, seen: set[int], sightings=(), t: float | None = None) -> None:
        """Say the seat markers the set-up missed that are seen now (``seen``: seat numbers
        1..6): their players' cards are read from now on, and, when ``sightings`` (the
        picture's :class:`~vision.records.Sighting`, seats assigned) hold a card in such a
        seat's zone, that a card laid before the tile lay outside every zone, so it is to be
        laid again (QA23 #22: nothing was said, and Bob's card was never read; fresh QA59
        L1: said so when Dan had laid no card). ``t``: the picture's frame time (seconds):
        with no card seen in those zones, the line waits for one for :data:`LATE_LOOK_S`
        from the first of them seen (review of low60: a hand or glare over the card in that
        first picture), said without the request once none came; ``None``: said at once.
        With every name's marker seen, a table said set for 2 players has its deck count
        said again (``session.deck_unsure``, QA43 M1: the player laid the tile as told)."""
        late = sorted(seen & set(self.missing))
        if late:
            self.late_seen.update((s, self.missing.pop(s)) for s in late)
            if self.late_since is None:
                self.late_since = t
            tracker = self.session.tracker  # read from now on (QA43 M1)
            tracker.unread_seats = tracker.unread_seats - {s - 1 for s in late}
            if not self.missing:  # a tile for every name now: the deck count is said again
                self.session.deck_unsure = ""
        if not self.late_seen:
            return
        laid = any(s.seat in self.late_seen for s in sightings)
        if not laid and t is not None and self.late_since is not None \
                and t - self.late_since < LATE_LOOK_S:
            return  # its zone looked at a while longer
        seats, names = list(self.late_seen), list(self.late_seen.values())
        self.late_seen, self.late_since = {}, None
        lang = self.session.lang
        self.session.tell("app.markers_seen_late" if laid else "app.markers_seen_late_bare",
                          count=len(seats),
                          seats=format_list([str(s) for s in seats], locale=lang),
                          names=format_list(names, locale=lang))

    def markers_seen(self, seats: str) -> None:
        """Say "I see the seat markers {seats}." (``seats``: the numbers, comma-separated)
        once a game is on: stale once a card is played (QA28 #5), a set-up line; no
        picture says it again (:attr:`table_seen`)."""
        self.table_seen = True
        self.session.tell("app.setup_markers", seats=seats,
                          stale=self.session.played_since(), setup=True)

    def reading(self, frame, reading) -> None:
        """The pipeline's :class:`~vision.records.FrameReading` of ``frame`` (or ``None``).
        Says once when the picture is too small for the tactile stickers (a deck without
        code labels at a low resolution, ``GapKind.TOO_SMALL``); says pictures with no seat
        marker for :data:`TABLE_UNSEEN_S` once ("The camera sees no seat marker: …"), and
        the markers seen again after it, or for the first time after a set-up that saw
        none (QA16: neither was said)."""
        if reading is None:
            return
        # a picture below MIN_PICTURE_PX was said too small to read the cards: not then
        # "Cards with code labels are still read." (QA29: the two said one after the other)
        if not self.too_small_said and any(g.kind == "too_small" for g in reading.gaps) \
                and not _below_minimum(reading.size):
            self.too_small_said = True
            self.session.tell("app.stickers_too_small" if self.labels_read
                              else "app.stickers_too_small_only")
        if frame.image is None or not reading.readable:
            return
        if reading.seats:
            self._late_markers({m.seat for m in reading.seats}, reading.sightings, frame.t)
            seats = ", ".join(str(s) for s in sorted({m.seat for m in reading.seats}))
            if self.no_table_said:
                self.session.tell("app.table_seen_again", seats=seats)
            elif not self.table_seen and not self.markers_quiet:  # not said once a play
                # was (QA28 #5: in a resume, passed by each key's answer, it was heard 34 s
                # late, after the end)
                self.markers_seen(seats)
            self.table_seen, self.no_table_since, self.no_table_said = True, None, False
            return
        if not self.table_seen or self.no_table_said:
            return
        if self.no_table_since is None:
            self.no_table_since = frame.t
        elif frame.t - self.no_table_since >= TABLE_UNSEEN_S:
            self.no_table_said = True
            self.session.tell("app.table_unseen")

    def status_key(self) -> str:
        """The message key of the status line's camera field: no table, camera OK, or no
        camera."""
        if self.ok:
            return "app.status_no_table" if self.no_table_said else "app.status_camera_ok"
        return "app.status_no_camera"


def source_reason(lang: str, status) -> str:
    """Why a frame source gives no image, said in ``lang``: the message
    ``app.source.<reason>`` of a :class:`vision.records.SourceStatus`, filled with its
    ``params``; the source's own English sentence when there is no such message."""
    if status.reason:
        try:
            return message(lang, f"app.source.{status.reason}", **dict(status.params))
        except (MissingMessageError, KeyError, IndexError):
            log.warning("no app.source.%s message in %s", status.reason, lang)
    return status.message.rstrip(".") or "no image"


def _below_minimum(size: tuple[int, int]) -> bool:
    """Whether a picture of ``size`` (``(width, height)`` px; ``(0, 0)``: unknown) is too
    small to read the cards in (:data:`MIN_PICTURE_PX`)."""
    w, h = size
    return (w, h) != (0, 0) and (w < MIN_PICTURE_PX[0] or h < MIN_PICTURE_PX[1])


def from_files(source) -> bool:
    """Whether ``source`` (a ``--camera``/``--source`` value) names files: a folder of
    images, an image or a video file (:func:`vision.sources.source_kind`)."""
    try:
        return source_kind(source)[0] in ("folder", "image", "video")
    except ValueError:
        return False


def picture_time(seconds: float, lang: str) -> str:
    """How long a picture takes to read, as a phrase for ``app.reading_slow``
    (``seconds``: seconds, ≥ 0; ``lang``: the catalog's language): under a second in
    milliseconds rounded to tens, at least 10 ("about 40 milliseconds a picture"), else in
    seconds with one decimal ("1.2 seconds"; French singular under 2). Fresh QA58 LOW-1:
    pictures read behind their time at 0.04 s each were said "environ 0,0 secondes par
    image", and "about 0.1 seconds"."""
    ms = max(10, round(seconds * 100) * 10)
    if ms < 1000:
        return message(lang, "app.picture_time_ms", ms=ms)
    rounded = round(seconds, 1)
    return message(lang, "app.picture_time_s" if rounded >= 2 else "app.picture_time_s_under_2",
                   seconds=format_decimal(rounded, format="0.0", locale=lang))


__all__ = ["CameraWatch", "picture_time", "source_reason", "from_files", "SLOW_READ_S",
           "BEHIND_S", "SLOW_FRAMES", "MIN_PICTURE_PX", "TABLE_UNSEEN_S", "CAMERA_REMIND_S"]
