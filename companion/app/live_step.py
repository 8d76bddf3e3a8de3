"""One step of ``companion play``'s loop (:meth:`LiveStep._step`): the keys, then one picture
and the cards it makes stable (how long it waited, how far behind the camera it is), the
pictures skipped before the first, the round seen cleared logged, whether to stop (``q``
waiting, the first picture never coming). A part of :class:`companion.app.live.LiveTable`
(:class:`LiveStep`), split from :mod:`companion.app.live` by job (rf70).
"""
from __future__ import annotations

from companion.app.cleared_logged import log_cleared
from companion.app.hedge_narrowed import settle_narrowed


#: Seconds a camera or stream may take to give its first picture when no key can come
#: (standard input closed: a script, a test) before the companion stops with why, once the
#: voice has said everything, as the guides promise (QA36 M3: ``--camera 7 </dev/null``
#: never ended).
FIRST_PICTURE_NO_KEYS_S = 20.0


def waited(source) -> float:
    """Seconds ``source``'s last ``read()`` spent waiting rather than decoding: for a
    picture's time (:class:`~companion.app.pace.RealTime`) or a camera's next picture
    (:class:`~vision.sources.LiveSource`); ``0.0`` for a source that does not say."""
    return float(getattr(source, "waited", 0.0) or 0.0)


def behind(source) -> float:
    """Seconds ``source``'s last picture came after its own time (a recorded source read
    slower than its pictures come: :attr:`~companion.app.pace.RealTime.behind`); ``0.0``
    for a source that does not say (a camera hands out its newest picture)."""
    return float(getattr(source, "behind", 0.0) or 0.0)


class LiveStep:
    """One step of the loop of :class:`~companion.app.live.LiveTable` (a mixin:
    it uses what :class:`~companion.app.live.LiveTable` uses)."""

    def _cleared_log(self) -> None:
        """The round seen cleared written to the session log when it changed
        (:func:`~companion.app.cleared_logged.log_cleared`; hqq), after each key and
        picture."""
        log_cleared(self)

    def _skipped(self, frames: list) -> None:
        """Tell the camera watch the pictures skipped before the first image (``frames``:
        :class:`~vision.sources.Frame` objects without one), in order."""
        for frame in frames:
            self.camera.picture(frame)

    def _step(self) -> bool:
        """One step of :meth:`run`'s loop: the keys, then one picture and its cards; returns
        True when the loop ends (``q``, the end of the pictures). An exception in it is
        :class:`~companion.app.loop_guard.LoopGuard`'s (said, printed, the loop goes on)."""
        self._keys()
        if self.quit:  # QA17 #10: one more picture was read, its news said after goodbye
            return True
        if self._wait_for_voice():
            return False
        t0 = self.timer()
        frame = self.source.read()
        self.frames += 1
        self.camera.picture(frame)
        self._idle(frame)
        if frame.status.ended:
            self.pictures_over = True
            self._pictures_ended(frame)
            self._after_the_end()
            return True
        events = self._read(frame, t0)
        self._cards_appeared(events)
        self._hedges_narrowed()
        self._unread_cards()
        self.camera.reading(frame, self.watcher.last_reading)
        if frame.image is not None:  # a lost camera's pull reads nothing: the counts are
            # the last picture's (QA35 review: each pull counted them again)
            # with the cards read by the set edition's labels: a mixed deck (rev-misc45)
            reading = self.watcher.last_reading
            own = sum(x.code is not None for x in reading.sightings) if reading else 0
            self.labels.seen(getattr(self.marker_reader, "last_foreign", ()), own)
            self.labels.left_out(getattr(self.card_reader, "last_card_labels", 0))
        self._left_cards()
        self._between_rounds()
        self._cleared_log()  # a clear this picture saw: in the log before a quit (hqq)
        self.status(self.status_line())
        return False

    def _hedges_narrowed(self) -> None:
        """A sticker-only card the camera made stable as a hedge ("Cultists or
        Investigators": the tracker asks which card it is) and has read since as one of
        them over a whole sticker window (:meth:`vision.stabilize.Stabilizer.take_narrowed`)
        answers that question when it still asks it of that very card
        (:attr:`hedges_asked`, :func:`~companion.app.hedge_narrowed.settle_narrowed`: said
        as the camera's reading, to check); otherwise it changes nothing."""
        take = getattr(getattr(self.watcher, "stabilizer", None), "take_narrowed", None)
        for narrowed in (take() if take is not None else ()):
            settle_narrowed(self.session, narrowed, getattr(self, "hedges_asked", None))

    def _no_first_picture(self) -> bool:
        """Whether to stop waiting for the camera's first picture: no key can come
        (:attr:`keys_open`), the voice has said everything, and
        :data:`FIRST_PICTURE_NO_KEYS_S` have passed since the start (QA36 M3: with standard
        input closed, a camera that never opened kept the program waiting for ever)."""
        return (not self.keys_open() and not (self.speech is not None and self.speech.backlog())
                and self.clock() - self.started > FIRST_PICTURE_NO_KEYS_S)

    def _read(self, frame, asked_at: float) -> list:
        """The cards ``frame`` makes stable (:meth:`TableWatcher.update_from
        <vision.pipeline.TableWatcher.update_from>`), its time told to the camera watch:
        from ``asked_at`` (:attr:`timer` before the source's ``read()``), decoding
        and reading, not waiting for the picture (QA27 #2: only the reading was timed, and
        8000×4500 pictures, ~1 s each to decode, were never said slow)."""
        events = self.watcher.update_from(frame)
        if frame.image is not None:
            self.camera.read_time(self.timer() - asked_at - waited(self.source), frame,
                                  behind=behind(self.source))
        return events

    def _quit_waiting(self) -> bool:
        """Whether ``q`` waits in the key queue, left there for :meth:`_keys`: the set-up
        stops reading its pictures, which it does without answering keys (QA27 #2: with
        8000×4500 pictures, ``q`` acted 12 s after it was pressed)."""
        with self.keys.mutex:
            return "q" in self.keys.queue

    def _stopping(self) -> bool:
        """True once ``q`` was pressed or ``duration`` has passed."""
        return self.quit or (self.options.duration is not None and
                             self.clock() - self.started > self.options.duration)
