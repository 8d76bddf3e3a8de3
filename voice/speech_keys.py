"""The speech keys: :meth:`SpeechKeys.repeat`, :meth:`~SpeechKeys.back` and
:meth:`~SpeechKeys.forward` say a line of the history again at once, :meth:`~SpeechKeys.hush`
(the stop key) cuts the line being said and drops the keys' answers, and the catch-up after
a fault (what was only written while a speech engine was dead) is what 7 says next. A part
of :class:`voice.speaker.Speaker`, split from it by job.
"""

from __future__ import annotations

import threading
from dataclasses import replace

from voice.history import Entry
from voice.messages import message
from voice.priority import Priority, Status
from voice.speech_queue import Item, unsaid
from voice.textprep import MAX_CHARS, split


class SpeechKeys:
    """The speech keys of :class:`~voice.speaker.Speaker`. A part of the speaker: it uses
    its ``settings``, ``history``, ``_cond``, ``_queue``, ``_current``, ``_closed``,
    ``_missed``, ``_written``, ``_last_heard``, ``_heard_news``, ``_clock``, and the queue's rules
    (``voice.speech_queue.QueueRules``: ``_enqueue``, ``_restart``)."""

    def hush(self) -> int:
        """The stop key: cut the line being said, for good (:meth:`repeat` says it again),
        and drop the key's answers and prompts still to say (what a key asked for:
        ``say(press=…)``; what repeat, back and forward say again); the rest still to say
        follows, in order: a game table's news is never lost by a key (QA27 #3: a
        knock-out, "Bob is out, with The Fed.", was never said, nor counted among the
        sentences not said at the end), nor are the set-up's steps (the round's dealing
        steps) or the camera's news (session 27's review: dropped as "not news"). The
        catch-up after a fault (:meth:`back`) it cuts is the next 7's, from the line it
        cut. Returns how many were dropped or cut."""
        with self._cond:
            left = self._catch_up_left()
            if left:  # the catch-up after a fault: the rest is 7's again (QA30)
                self._missed = left
            keep = [item for item in self._queue if item.record and item.press is None]
            dropped = [item for item in self._queue if item not in keep]
            for item in dropped:
                if item.record:
                    item.entry.status = Status.STOPPED
            self._queue[:] = keep
            current = self._current
            if current is not None and not current.stopped:
                current.cut()
                dropped.append(current)
            self._cond.notify_all()
            return len(dropped)

    def repeat(self) -> Entry | None:
        """Say again, at once, the last announcement the player heard (the last whose audio
        began: not one the worker took and a slow engine has not begun, session 27): the
        one being said (cut and said from its start, also when its speech ended as the key
        came), else the last one the voice said (a kept line, or one that back or forward
        said again); returns it (``None`` if none yet). A line the
        voice has not begun is not said (QA36 H1: with the voice behind, 0 said the newest
        line written, 40 s before its turn, then again in its turn). A line it cuts (a
        key's answer) is said again after it. A line not kept (a key's prompt or answer)
        is not repeated: its key asks it again (QA23 #19: after a mistyped key, 0 said "No
        question is open." again, and the last real announcement could not be heard)."""
        with self._cond:
            self._missed = []
            entry, current = self._last_heard, self._current
            if entry is not None and current is not None and current.entry is entry \
                    and not self._closed:
                if current.stopped and self._queue and self._queue[0].entry is entry:
                    return entry  # being said again already (0 pressed twice)
                if self._restart(replace(current, chunks=split(entry.text[:MAX_CHARS]),
                                         next_chunk=0, cancel=threading.Event(),
                                         resume=False, stale=None)):
                    return entry
        if entry is None:
            self._say_own("nothing_to_repeat")
            return None
        self._user_say(entry)
        return entry

    def back(self) -> Entry | None:
        """Step to the announcement before the one under the history's cursor and say it;
        ``None`` at the start. The cursor never lies past what the voice has said (QA36
        M2: with the voice behind, 7 said a line the player had not heard yet).
        Right after the voice came back from a fault ("Press 7 to hear what was missed."),
        it says instead, in one go, every announcement that was only written while the
        voice was dead, oldest first (QA35 F1: 7 stepped back one line per press, newest
        first), returned as one entry; then as before. :meth:`repeat` or :meth:`forward`
        ends that offer. Nothing of that catch-up is lost (QA30: a second 7 cut it for good,
        and the round's result it said was never heard): 7 pressed again while it is said
        (or waits) says it again from the start of the line being said; another speech key
        that cuts it has it said again after its answer; the stop key leaves the rest of it
        to the next 7 (:meth:`hush`)."""
        with self._cond:
            missed, self._missed = self._missed, []
            if not missed:  # the catch-up being said: again from its line being said
                missed = self._catch_up_left()
            if missed:
                texts = [entry.text for entry in missed]
                entry = Entry(" ".join(texts), Priority.NOW, time=self._clock())
                self._user_say(entry, [chunk for text in texts
                                       for chunk in split(text[:MAX_CHARS])], tuple(missed))
                return entry
        entry = self.history.back()
        if entry is None:
            self._say_own("history_start")
        else:
            self._user_say(entry)
        return entry

    def forward(self) -> Entry | None:
        """Step to the next announcement in history and say it; ``None`` at the end of
        what the voice has said (a line it has not said yet is said in its turn)."""
        with self._cond:
            self._missed = []
            entry = self.history.forward(self._heard_news)
        if entry is None:
            self._say_own("history_end")
        else:
            self._user_say(entry)
        return entry

    def catch_up_unsaid(self) -> int:
        """How many lines only written while a speech engine was dead the voice has still
        to say: those of the catch-up after a fault (:meth:`back`) queued or being said,
        else those 7 would say next; 0 when none. Not in :meth:`backlog` (what the voice
        is behind with: a catch-up not asked for never ends): for "N sentences were not
        said" at the end (QA33 M1: 40 s of catch-up left were not counted)."""
        with self._cond:
            return len(self._catch_up_left() or self._missed)

    def _user_say(self, entry: Entry, chunks: list[str] | None = None,
                  missed: tuple[Entry, ...] = ()) -> None:
        """Say ``entry`` at once for a speech key (its text's pieces, or ``chunks``;
        ``missed``: the lines of the catch-up after a fault it says, :meth:`back`)."""
        with self._cond:
            if self._closed:
                return
            chunks = split(entry.text[:MAX_CHARS]) if chunks is None else chunks
            self._enqueue(Item(entry, chunks, Priority.NOW, record=False, user=True,
                               missed=missed))

    def _catch_up_left(self) -> list[Entry]:
        """The lines of the catch-up after a fault (:meth:`back`) still to be said to their
        end, from the one being said: the catch-up waiting in the queue (cut, to be said
        again), else the one being said unless it is cut for good or replaced; ``[]``
        when none (caller holds the lock)."""
        queued = next((item for item in self._queue if item.missed), None)
        if queued is not None:
            return unsaid(queued)
        current = self._current
        if current is None or not current.missed or current.stopped \
                or current.cancel.is_set() and not current.resume:
            return []
        return unsaid(current)

    def _voice_back(self) -> None:
        """The chain's ``on_comeback``: what was only written while the voice was dead is
        what :meth:`back` says next."""
        with self._cond:
            self._missed, self._written = self._written, []

    def _say_own(self, key: str) -> None:
        entry = Entry(message(key, self.settings.language), Priority.NOW, time=self._clock())
        self._user_say(entry)
