"""The program's last words: :meth:`LastWords.finish` lets what the speaker has still to
say be said before it closes, while the speech keeps pace, and gives up on a hung or dead
engine. A part of :class:`voice.speaker.Speaker`, split from it by job.
"""

from __future__ import annotations

import math

from voice.backends.base import SpeechRequest, spoken_seconds

#: Seconds between two looks at the speech's pace in :meth:`Speaker.finish`.
FINISH_POLL_S = 0.05
#: The program's last words (an error, the goodbye) are let run this fraction of their rough
#: length (:meth:`~voice.backends.base.SpeechRequest.expected_seconds`) past it before
#: :meth:`Speaker.finish` takes the engine as hung: espeak-ng says a sentence in 1.3–1.5
#: times the rough length (QA36 H4: "Picture problem: image a.png cannot be read; skipped."
#: took 4.19 s, was cut at 4.0; "Check the --camera or --source setting" was lost, 7.5 s
#: into a 9.5 s line).
LAST_WORDS_SLACK = 0.75
#: Longest :meth:`Speaker.finish` waits when not told (seconds): a dead engine is found in
#: its start time, a hung one past its line's length and slack, long before.
FINISH_MAX_S = 60.0


class LastWords:
    """:meth:`finish`, for :class:`~voice.speaker.Speaker`: it uses the speaker's
    ``wait_idle``, ``stop``, ``chain``, ``settings``, ``_pace`` and ``_items``."""

    def finish(self, timeout: float | None = None, overdue: float | None = None) -> bool:
        """Before :meth:`close` at the end of the program: let what is queued be said to its
        end while speech keeps pace, at most ``timeout`` seconds (default: the rough length
        of what is left, with :data:`LAST_WORDS_SLACK` and each line's start time, at most
        :data:`FINISH_MAX_S`). Gives up at once, and cuts the speech (:meth:`stop`), when
        the piece being said is late: not begun within the chain's start time, or still
        running ``overdue`` seconds (default: the chain's, 1 s, plus
        :data:`LAST_WORDS_SLACK` of its rough length) past its expected end, as a hung
        engine does (QA12 F13: q said "Session saved. Goodbye." and the program then waited
        10 s for a hung voice). The engine is then neither probed nor reported: the program
        is ending. Returns whether all was said.

        The bound is counted in looks (``timeout`` / :data:`FINISH_POLL_S` waits of the
        voice), not read on a clock; the pace is read on the speaker's ``clock`` (flk70:
        under a clock read 10 s later each time, the first look was past the bound and
        the last words were cut)."""
        if timeout is None:
            timeout = min(FINISH_MAX_S, self._finish_seconds())
        looks = max(1, math.ceil(timeout / FINISH_POLL_S))
        for look in range(looks):
            if self.wait_idle(FINISH_POLL_S):
                return True
            pace = self._pace
            if look == looks - 1 or (pace is not None and self.chain.late(
                    *pace, self._last_words_overdue(pace[0]) if overdue is None else overdue)):
                break
        self.chain.closing = True
        self.stop()
        return False

    def _last_words_overdue(self, request: SpeechRequest) -> float:
        """Seconds past its rough end a line said at the program's end may run
        (:meth:`finish`): the chain's ``overdue`` and :data:`LAST_WORDS_SLACK` of its
        length."""
        return self.chain.overdue + LAST_WORDS_SLACK * request.expected_seconds()

    def _finish_seconds(self) -> float:
        """Seconds what is queued and being said may take at the end (:meth:`finish`): for
        each piece its rough length, its slack and the chain's start time and overdue."""
        with self._cond:
            pieces = [chunk for item in self._items() for chunk in item.chunks[item.next_chunk:]]
        per_piece = self.chain.start_timeout + self.chain.overdue
        return sum(spoken_seconds(len(chunk), self.settings.rate) * (1 + LAST_WORDS_SLACK)
                   + per_piece for chunk in pieces)
