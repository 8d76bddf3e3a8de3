"""The speaker's worker thread: :meth:`SpeakerWorker._run` takes one announcement at a time
from the queue and says it through the fallback chain, notes when its audio begins (for
the speech keys), says a cut line again from the clause the voice was in, and gives a
line to the text channel when speaking it fails or an error occurs. A part of
:class:`voice.speaker.Speaker`, split from it by job.
"""

from __future__ import annotations

import threading

from voice.backends.base import SpeechRequest, spoken_seconds
from voice.history import HISTORY_SIZE
from voice.messages import message
from voice.priority import Status
from voice.speech_queue import Item, unsaid
from voice.textprep import MAX_CHARS, clause_start, split

#: Seconds of a cut line counted as not heard before the cut, when it is said again from
#: the clause the voice was in (:meth:`Speaker._resume_point`): a clause begun just
#: before the cut is said again whole.
RESUME_MARGIN_S = 1.5
#: Seconds a cut line's audio had gone on (about a syllable) for the player to have heard
#: its start: said again from its start, it then begins with "Again:" (``said_again``;
#: QA44 LOW-7: "Dan's hand: The Urchin." cut 0.3 s in and said again sounded like two
#: cards). Cut sooner, it is said again as it was: nothing of it was heard.
AGAIN_AFTER_S = 0.25
#: The share of the rough pace (:func:`voice.backends.base.spoken_seconds`) a cut line is
#: taken to have been said at: espeak-ng says about 14 characters a second at 175 words a
#: minute, the rough pace 17.5 (QA27's logs: 130 characters in 9.3 s in English, 195 in
#: 14.1 s in French); taken slower, no unheard words are skipped.
RESUME_PACE = 0.7


def resume_at(text: str, said_s: float, rate: int) -> int:
    """Where a piece ``text`` whose audio went on ``said_s`` seconds before it was cut is
    said again from (a character index, :func:`~voice.textprep.clause_start`): the clause
    the voice was in, less :data:`RESUME_MARGIN_S`, at :data:`RESUME_PACE` of the rough
    pace at ``rate`` (words a minute); 0: from its start.

    >>> resume_at("Slow: 0.5 s a picture. Usual causes: a busy computer.", 1.1, 175)
    0
    >>> resume_at("Slow: 0.5 s a picture. Usual causes: a busy computer.", 4.0, 175)
    23
    """
    heard = (said_s - RESUME_MARGIN_S) * RESUME_PACE / spoken_seconds(1, rate)
    return clause_start(text, int(heard)) if heard > 0 else 0


def says_again(text: str, said_s: float, rate: int) -> bool:
    """Whether a piece ``text`` cut ``said_s`` seconds into its audio is said again from its
    start though its start was heard (:data:`AGAIN_AFTER_S`; :func:`resume_at` 0): the
    worker says it "Again: …", an :attr:`~companion.app.announcement.Announcement.once`
    line is dropped instead (fresh QA52 L2). ``rate``: words a minute.

    >>> says_again("Slow: 0.5 s a picture. Usual causes: a busy computer.", 1.1, 175)
    True
    >>> says_again("Slow: 0.5 s a picture. Usual causes: a busy computer.", 0.1, 175)
    False
    """
    return said_s >= AGAIN_AFTER_S and not resume_at(text, said_s, rate)


class SpeakerWorker:
    """The worker thread of :class:`~voice.speaker.Speaker` (its ``_run``). A part of the
    speaker: it uses its ``settings``, ``chain``, ``text``, ``history``, ``_cond``,
    ``_queue``, ``_current``, ``_closed``, ``_giving``, ``_idle``, ``_clock``, ``_pace``,
    ``_written``, ``_last_heard``, ``_heard_news``, ``on_begin``, ``on_end``, its ``_is_stale`` and
    ``_fresh``, and the queue's rules (``voice.speech_queue.QueueRules``)."""

    def _request(self, item: Item, text: str, first: bool) -> SpeechRequest:
        s = self.settings
        return SpeechRequest(
            text=text,
            language=s.language,
            voice=s.voice,
            rate=s.rate,
            volume=s.volume,
            earcon=item.earcon if first else None,
            earcon_volume=s.earcon_volume,
        )

    def _run(self) -> None:
        """The worker: one item at a time. Never dies: an unexpected error with one item
        is reported, the item goes to the text channel, and the loop goes on."""
        while True:
            with self._cond:
                # (held news waits; so does all while a game input is given: giving)
                while (self._giving or self._next() is None) and not self._closed:
                    if self._next() is None:
                        self._idle.set()
                    self._cond.wait()
                if self._closed:
                    self._idle.set()
                    return
                item = self._next()
                self._queue.remove(item)
                if item.resumed and unsaid(item):
                    self._catch_up_back(item)
                item.cancel = threading.Event()
                item.resume = item.stopped = False
                self._current = item  # so stop() and NOW reach it during the stale check
            status: Status | None = None
            try:
                status = self._handle(item)
            except BaseException as exc:  # noqa: BLE001 - the worker must survive anything
                status = self._rescue(item, exc)
            finally:
                with self._cond:
                    self._current = None
                    if status is not None and item.record:  # queued again: said at once
                        item.entry.status = Status.QUEUED if any(
                            queued.entry is item.entry for queued in self._queue) else status
                    if self._next() is None:
                        self._idle.set()

    def _handle(self, item: Item) -> Status | None:
        """Check, speak and settle ``item``; returns its final status (``None``: already set)."""
        stale = self._is_stale(item)  # outside the lock: stale() is the game's code
        fresh = None if stale else self._fresh(item)  # so is refresh()
        with self._cond:
            if stale:
                return Status.DROPPED_STALE
            if fresh is not None and not item.next_chunk:  # the text as it now stands
                item.chunks, item.entry.text = split(fresh[:MAX_CHARS]), fresh
            if item.cancel.is_set():  # cut before it began
                if item.stopped or self._closed:
                    return Status.STOPPED
                self._requeue(item)
                return None
            if item.record:
                item.entry.status = Status.SPEAKING
        status = self._speak(item)
        with self._cond:
            if status is Status.INTERRUPTED and item.resume and not self._closed \
                    and self._queued_twin(item) is None:
                self._resume_point(item)
                item.resumed, item.yields = True, False
                self._requeue(item)
                if item.missed:
                    self._catch_up_waits()
                status = Status.QUEUED
            elif status is Status.SPOKEN and item.user:
                self._said_by_key(item)
        if status is Status.FAILED:
            self.text.write_line(" ".join(item.chunks[item.next_chunk :]))
        return status

    def _resume_point(self, item: Item) -> None:
        """``item`` was cut, to be said again: from the clause of its piece the voice was in
        (:func:`voice.textprep.clause_start`, less :data:`RESUME_MARGIN_S`, at
        :data:`RESUME_PACE` of the settings' rate), not from the piece's start (QA27: a 14 s settings warning was
        begun again from its start after each of 4 keys' answers; "3 players, in seat
        order…" 8 times). A key's answer (``hurry`` or ``press``, not news) is said again
        whole, from its start: a clause of it alone does not say what it answers (QA33 L7:
        "Alice, Bob, and Carol may be out (not confirmed)." after "End of history.", key
        8's "Table." lost); it is said again once only (:meth:`QueueRules._enqueue`).
        A piece said again from its start after its audio went on :data:`AGAIN_AFTER_S`
        begins with "Again:" (``said_again``, in the settings' language; QA44 LOW-7: "Dan's
        hand: The Urchin." heard twice, 0.3 s apart, sounded like two cards), but not a
        catch-up after a fault, which says "Back to the missed news." instead.
        Caller holds the lock."""
        began, item.began_at = item.began_at, None
        if not item.news and (item.hurried or item.press is not None):
            item.next_chunk = 0
            return
        if began is None or item.next_chunk >= len(item.chunks):
            return
        text = item.chunks[item.next_chunk]
        said_s = self._clock() - began
        at = resume_at(text, said_s, self.settings.rate)
        again = message("said_again", self.settings.language)
        if says_again(text, said_s, self.settings.rate) and not item.missed \
                and not text.startswith(again):
            text, at = f"{again} {text}", None  # heard begun: said again, not a new line
        if at != 0:
            item.chunks = [*item.chunks[:item.next_chunk], text if at is None else text[at:],
                           *item.chunks[item.next_chunk + 1:]]

    def _catch_up_back(self, item: Item) -> None:
        """The catch-up after a fault ``item`` (one with lines still to say, cut by another
        line and queued again) goes on: its next piece begins with "Back to the missed
        news." (caller holds the lock; QA33 M1: after a key's answer, the round-1 lines it
        went on with could not be told from new news)."""
        back = message("catch_up_back", self.settings.language)
        text = item.chunks[item.next_chunk]
        if not text.startswith(back):
            item.chunks = [*item.chunks[:item.next_chunk], f"{back} {text}",
                           *item.chunks[item.next_chunk + 1:]]

    def _catch_up_ends(self, item: Item) -> bool:
        """``item`` said to its end: when it is a catch-up after a fault and other lines
        wait to be said after it, "End of missed news." is added as its last piece (once);
        returns whether it was (QA33 M1: old news and new ran together). Nothing is added
        when the voice falls silent after it."""
        if not item.missed or item.ended:  # (no lock taken for any other line)
            return False
        with self._cond:
            if not self._queue or item.cancel.is_set():
                return False
            item.ended = True
            item.chunks = [*item.chunks, message("catch_up_end", self.settings.language)]
            return True

    def _hear(self, item: Item) -> None:
        """The voice's audio of ``item`` began (caller holds the lock; not when the worker
        takes it: the engine may take a while to begin, and the line before was then the
        last the player heard): note it for :meth:`repeat` (a kept line, or a history line
        said again by a key) and :meth:`forward` (the kept line said last), and put the
        history's cursor (:meth:`back`) on a kept line, or just past the last kept one for
        a line not kept; only the first time it begins (a line cut and resumed, or said
        again by :meth:`repeat`, leaves the cursor where the keys put it)."""
        first, item.heard = not item.heard, True
        if item.record and item.kept:
            self._heard_news = item.entry
            if item.repeatable:
                self._last_heard = item.entry
            if first:
                self.history.hear(item.entry)
        elif item.record:
            if first:
                self.history.hear(self._heard_news, past=True)
        elif item.user and item.entry in self.history:
            self._last_heard = item.entry

    def _rescue(self, item: Item, exc: BaseException) -> Status:
        """An unexpected error while handling ``item``: report it and give the rest of the
        text to the text channel. ``SPOKEN`` if it was written, else ``FAILED``."""
        try:
            self.text.report(f"Internal error while announcing ({type(exc).__name__}: {exc}); printing it instead.")
            rest = " ".join(item.chunks[item.next_chunk :]) or item.entry.text
            return Status.SPOKEN if self.text.write_line(rest) else Status.FAILED
        except BaseException:  # noqa: BLE001
            return Status.FAILED

    def _speak(self, item: Item) -> Status:
        begun = False

        def began(backend_name: str) -> None:
            nonlocal begun
            if item.cancel.is_set() and backend_name != self.text.name:  # cut as the engine
                return  # started it: its audio never came (review of flaky49: a question
            # the cards closed then, not heard); the text channel writes it whole all the same
            begun = True
            item.began_at = self._clock()
            pace = self._pace
            if pace is not None:
                self._pace = (pace[0], pace[1], item.began_at)
            with self._cond:
                self._hear(item)
                if item.record and item.kept and backend_name == self.text.name \
                        and self.chain.dead \
                        and (not self._written or self._written[-1] is not item.entry):
                    self._written.append(item.entry)
                    del self._written[:-HISTORY_SIZE]
            if self.on_begin is not None:
                self.on_begin(item.entry, backend_name)

        status = Status.SPOKEN
        try:
            while item.next_chunk < len(item.chunks) or self._catch_up_ends(item):
                first = item.next_chunk == 0 and item.record
                item.began_at = None
                request = self._request(item, item.chunks[item.next_chunk], first)
                self._pace = (request, self._clock(), None)
                status = self.chain.speak(request, item.cancel, began)
                if status is not Status.SPOKEN:
                    return status
                # its start forgotten before the next piece is taken: never paired with it
                # (QueueRules._nearly_said reads next_chunk first; review rev40c)
                item.began_at = None
                item.next_chunk += 1
                if item.yields and item.next_chunk < len(item.chunks):
                    with self._cond:  # a catch-up stops between its sentences for a line
                        if not item.cancel.is_set():  # that must not wait for it
                            item.resume, item.began_at = True, None
                            return Status.INTERRUPTED
            return status
        finally:
            self._pace = None
            if begun and self.on_end is not None:
                self.on_end(item.entry)
