"""A minus pressed too soon after an undo (within :data:`~companion.app.key_times.
UNDO_REPEAT_S`): refused, and said not taken ("Minus not taken: an undo was just done. …",
``app.undo_too_soon``; fresh QA69 L2) only once it is known to be pressed anew, not a key
held down repeating: said when no stream of repeats follows it within
:data:`~companion.app.key_times.KEY_REPEAT_GAP_S` (rev-ord70 MEDIUM: a held minus's first
repeat, 0.25 to 0.66 s after its press, was said not taken, right after the undo it made);
and the minus pressed after a refused one, within a pair's time, refused with it as the
second of its pair (rev-ord70 LOW: a pair pressed across the end of that second had its
second minus taken as a lone minus, "Undo: press minus again."). A part of
:class:`companion.app.live_keys.LiveKeys` (:class:`MinusSoon`).

The gaps between two minus presses are those of the keys' stamps, their time of arrival
(:mod:`companion.app.key_stamps`, keys72; rev-ord71 MEDIUM: a loop slower than a key's
repeat, a loaded machine, read a held minus's repeats in bunches, each bunch's first taken
as pressed anew, and a held minus undid three steps); keys with no stamp (a replay's) by
the table's clock at each key's answer. A keyboard set to repeat slowly (every 0.5 s,
accessibility settings: each repeat more than :data:`~companion.app.key_times.
KEY_REPEAT_GAP_S` apart) is told by its steady period (:data:`~companion.app.key_times.
KEY_STEADY_S`; rev-ord71 LOW: held 3 s, it undid twice). A player tapping minus at an even
pace is told so too, and refused: such a run of refusals is said once it stops ("Minus not
taken: a minus key held down repeats. …", ``app.minus_held_steady``; rev-keys72 MEDIUM: six
to eight taps went unsaid), at another key or after :data:`~companion.app.key_times.
KEY_STEADY_END` periods with no minus.
"""
from __future__ import annotations

from companion.app.key_stamps import key_time
from companion.app.key_times import (KEY_REPEAT_GAP_S, KEY_STEADY_END, KEY_STEADY_N,
                                     KEY_STEADY_S, KEY_STREAM_N, UNDO_REPEAT_S)


class MinusSoon:
    """The minus refused after an undo, of :class:`~companion.app.live_keys.LiveKeys` (a
    mixin: it uses the table's ``session``, ``timer``, ``undo_at``, ``undo_took_at`` and
    ``undo_soon_said``)."""

    #: when (table clock, seconds) a minus pressed anew within UNDO_REPEAT_S of an undo that
    #: took an input back was refused, its "not taken" line waiting to be said (once no
    #: stream of repeats follows it); ``None``: no line waits
    soon_at: float | None = None
    #: the minus presses that followed it within KEY_REPEAT_GAP_S each, so far
    soon_repeats: int = 0
    #: when (table clock) a minus pressed anew was refused so: the next minus, within
    #: UNDO_REPEAT_S and no other key between, is its pair's second, refused with it;
    #: ``None``: none
    refused_first_at: float | None = None
    #: whether the last minus was refused so: a minus after it within KEY_REPEAT_GAP_S is
    #: that key still held down, refused too, past UNDO_REPEAT_S (rev-ord71 HIGH: a minus
    #: held 3 s, repeating 30 a second, undid three steps, one a second)
    stream_refused: bool = False
    #: the stamp (:func:`~companion.app.key_stamps.key_time`, seconds) of the last minus
    #: pressed, ``None`` when it had none (or no minus yet)
    minus_stamp: float | None = None
    #: the gaps (seconds) between the minus presses since another key, the last
    #: :data:`KEY_STEADY_N` at most; ``None`` right after another key (or none yet): the
    #: next minus's gap spans that key, no repeat's
    minus_gaps: tuple[float, ...] | None = None
    #: when (table clock, seconds) the last minus refused at a steady period only (no fast
    #: repeat, no pair's second: :meth:`_held_repeat`'s steady rule) was answered, its line
    #: (``app.minus_held_steady``) waiting for the run's end (:meth:`_minus_steady_said`);
    #: ``None``: no such line waits
    steady_at: float | None = None
    #: that minus's gap (seconds): the run's period
    steady_gap: float = 0.0
    #: whether that line was said in this run (said once: until a minus is taken or
    #: another key is pressed)
    steady_said: bool = False

    def _minus_gap(self, key: str) -> float:
        """Seconds since the last minus press before this one when ``key`` is minus, else
        0: the gap of their stamps (:func:`~companion.app.key_stamps.key_time`, keys72) when
        both have one, else of the table's clock at their answers (:attr:`minus_at`). More
        than :data:`KEY_REPEAT_GAP_S`, it is no fast key repeat (:meth:`_held_repeat`)."""
        if key != "-":
            return 0.0
        now, at = self.timer(), key_time(key)
        gap = at - self.minus_stamp if at is not None and self.minus_stamp is not None \
            else now - self.minus_at
        self.minus_at, self.minus_stamp = now, at
        return gap

    def _held_repeat(self, gap: float) -> bool:
        """Whether a minus ``gap`` seconds after the last (:meth:`_minus_gap`), the last
        gaps noted (:attr:`minus_gaps`, this one among them), may be that key's repeat: within
        :data:`KEY_REPEAT_GAP_S`, or at a steady period, :data:`KEY_STEADY_N` gaps within
        :data:`KEY_STEADY_S` of each other (a keyboard set to repeat slowly; a player's
        presses are not so even)."""
        gaps = self.minus_gaps or ()
        return gap <= KEY_REPEAT_GAP_S or (
            len(gaps) >= KEY_STEADY_N and max(gaps) - min(gaps) <= KEY_STEADY_S)

    def _minus_refused(self, key: str, gap: float) -> bool:
        """Whether ``key`` (one key press; ``gap``: seconds since the minus before it, when
        it is minus, :meth:`_minus_gap`) is a minus not taken: within :data:`UNDO_REPEAT_S`
        of the last undo, or the second of a pair whose first was so (within
        :data:`UNDO_REPEAT_S` of it), or a key held down since one refused (its repeats
        within :data:`KEY_REPEAT_GAP_S` each, or at a steady period: :meth:`_held_repeat`;
        keys72). A minus pressed anew
        (more than :data:`KEY_REPEAT_GAP_S` after the last) within that second of an undo
        that took an input back has its line wait (:attr:`soon_at`): said before the next
        key that is no repeat of it, or by :meth:`_minus_soon_due`; dropped unsaid when
        :data:`KEY_STREAM_N` minus follow it, each within KEY_REPEAT_GAP_S (a key held
        down). Said once an undo (:attr:`undo_soon_said`)."""
        if key != "-":
            self._minus_soon_said()  # said before that key's answer
            self._minus_steady_said()
            self.steady_said = False
            self.refused_first_at = None  # another key: a minus after it starts anew
            self.stream_refused = False
            self.minus_gaps = None
            return False
        self.minus_gaps = () if self.minus_gaps is None \
            else (*self.minus_gaps, gap)[-KEY_STEADY_N:]
        refused = self._minus_refused_now(gap)
        self.stream_refused = refused
        if not refused:  # the steady run ended with a minus taken: said before its answer
            self._minus_steady_said()
            self.steady_said = False
        return refused

    def _minus_refused_now(self, gap: float) -> bool:
        """:meth:`_minus_refused` for a minus (``gap``: seconds since the last minus)."""
        now = self.timer()
        if self.soon_at is not None:
            if gap > KEY_REPEAT_GAP_S:
                self._minus_soon_said()
            else:
                self.soon_repeats += 1
                if self.soon_repeats >= KEY_STREAM_N:  # a key held down: its repeats
                    self.soon_at = None
        first, self.refused_first_at = self.refused_first_at, None
        # (within a pair's time, UNDO_REPEAT_S, not UNDO_CONFIRM_S: no "press minus again"
        # was said after the refused one, but "not taken: … press minus twice again", and
        # a pair typed as it asks, 1.5 s after a lone refused minus, lost its first press,
        # the second armed a new undo; rev-ord71 MEDIUM)
        partner = first is not None and now - first <= UNDO_REPEAT_S
        if now - self.undo_at >= UNDO_REPEAT_S:
            # the pair's second, past that second: refused with its first; a key held down
            # since a refused minus: its repeats refused as long as they stream (rev-ord71),
            # or come at a slow keyboard's steady period (keys72), said at the run's end
            # (rev-keys72: a player's even taps are so too)
            if partner:
                return True
            held = self.stream_refused and self._held_repeat(gap)
            if held and gap > KEY_REPEAT_GAP_S and not self.steady_said:
                self.steady_at, self.steady_gap = now, gap
            return held
        if gap > KEY_REPEAT_GAP_S and self.undo_took_at == self.undo_at:
            if self.undo_soon_said != self.undo_at and self.soon_at is None:
                self.soon_at, self.soon_repeats = now, 0
            if not partner:
                self.refused_first_at = now
        return True

    def _minus_soon_due(self) -> None:
        """Between pictures: the "not taken" line waiting (:attr:`soon_at`) said once
        :data:`KEY_REPEAT_GAP_S` passed with no stream of repeats after its minus."""
        if self.soon_at is not None and self.timer() - self.soon_at > KEY_REPEAT_GAP_S:
            self._minus_soon_said()
        if self.steady_at is not None \
                and self.timer() - self.steady_at > KEY_STEADY_END * self.steady_gap:
            self._minus_steady_said()

    def _minus_soon_said(self) -> None:
        """The line waiting (:attr:`soon_at`), if any, said now (``app.undo_too_soon``),
        unless said already for this undo."""
        if self.soon_at is None:
            return
        self.soon_at = None
        if self.undo_soon_said != self.undo_at and self.undo_took_at == self.undo_at:
            self.undo_soon_said = self.undo_at
            self.session.tell("app.undo_too_soon")

    def _minus_steady_said(self) -> None:
        """The line of a run of minus refused at a steady period (:attr:`steady_at`), if
        one waits, said now (``app.minus_held_steady``: "Minus not taken: a minus key held
        down repeats. To undo one more step, press minus twice again."; rev-keys72 MEDIUM:
        a player tapping minus at an even pace after a refused one had every later press
        refused unsaid), once a run (:attr:`steady_said`). True of a slow keyboard's key
        held down too: its repeats undid nothing."""
        if self.steady_at is None:
            return
        self.steady_at, self.steady_said = None, True
        self.session.tell("app.minus_held_steady")
