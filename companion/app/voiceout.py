"""The voice adapter: announcements of a :class:`~companion.app.session.TableSession` to a
:class:`voice.Speaker`, and the keys that drive speech (repeat, stop, back, forward)."""
from __future__ import annotations

import itertools
import sys
import time
from contextlib import nullcontext
from typing import Callable

from voice import Earcon, Priority, Speaker, TextBackend, default_backends
from voice.backends.base import spoken_seconds
from voice.history import Entry
from voice.messages import message
from voice.priority import Status
from voice.speaker_worker import says_again

from companion.app.announcement import Announcement
from companion.app.keys import Command

SPEECH_KEYS = ("repeat", "stop", "back", "forward")
#: The speaker's method for each speech key that is not named as the key: the stop key cuts
#: the line being said and the keys' answers, never the game's news (:meth:`voice.Speaker.hush`)
_METHOD = {"stop": "hush"}
#: What the speaker says when a speech key finds nothing (``voice.messages`` keys).
_NOTHING = {"repeat": "nothing_to_repeat", "back": "history_start", "forward": "history_end"}
#: Seconds of a sentence the voice must have said before the player counts as having heard
#: it (:class:`Heard`): a prompt begun 0.4 s before plus 2 was not the one it answered
#: (QA26 N1).
HEARD_AFTER_S = 1.5
#: The voice's rate (words a minute) :class:`Heard` assumes when the speaker has no
#: settings (:class:`voice.settings.VoiceSettings`' default).
DEFAULT_RATE = 175
#: How many start times :class:`VoiceOut` keeps (the newest entries' only).
STARTS_KEPT = 200


class Heard:
    """How far the voice has said one announcement (``entry``, ``None`` when the voice
    did not take it), for the keys that answer what the player heard
    (:meth:`~companion.app.session.TableSession.asked_last`). ``starts``: when the voice
    began each entry (by ``Entry.id``, seconds), filled by :class:`VoiceOut`;
    ``said_s(entry_id)``: the longest stretch the voice has said the entry in one go, in
    seconds (:meth:`VoiceOut.said_s`); ``stale``: the line's ``stale()`` when the voice
    drops it by it (``None``: never); ``ahead``: the voice says a key's answer ahead of the
    lines it has still to say (:attr:`VoiceOut.catch_up`), false when it says every line in
    order (a recording)."""

    def __init__(self, entry: Entry | None, starts: dict[int, float],
                 said_s: Callable[[int], float], stale: Callable[[], bool] | None = None,
                 ahead: bool = False, rate: float = DEFAULT_RATE,
                 order: dict[int, int] | None = None):
        self.entry = entry
        self.starts = starts
        self.order = order
        self.said_s = said_s
        self.stale = stale
        self.ahead = ahead
        self.rate = rate

    def reached(self, chars: int) -> bool:
        """Whether the voice has said, in one go, about the first ``chars`` characters of
        the line (their rough seconds at :attr:`rate` words a minute,
        :func:`~voice.backends.base.spoken_seconds`), or the whole line (a line the voice
        did not take: at once). QA39 M1: an answer typed 0.2 s into its question."""
        if self.said_whole():
            return True
        return self.said_s(self.entry.id) >= spoken_seconds(chars, self.rate)

    def heard(self) -> bool:
        """True once the voice has said it to the end, or has said it for
        :data:`HEARD_AFTER_S` seconds in one go (a line the voice did not take: at once).
        A line cut sooner is not heard, however long ago it began (QA28 of session 27:
        "Undo the Deep One?" cut by the stop key 0.6 s in counted as heard 1.5 s after
        it began, and minus twice undid a newer card nobody had heard)."""
        if self.entry is None or self.entry.status is Status.SPOKEN:
            return True
        return self.said_s(self.entry.id) >= HEARD_AFTER_S

    def said_whole(self) -> bool:
        """True once the voice has said it to its end (a line the voice did not take: at
        once); false while it waits or is said, and once dropped or cut."""
        return self.entry is None or self.entry.status is Status.SPOKEN

    def lost(self) -> bool:
        """True when the player will never hear it: the voice dropped or stopped it before
        it began, or it waits and its ``stale()`` is true (it will be dropped); false once
        begun, and for a line the voice did not take (shown at once)."""
        if self.entry is None or self.entry.id in self.starts:
            return False
        if self.entry.status is Status.QUEUED:
            return self.stale is not None and bool(self.stale())
        return self.entry.status in (Status.DROPPED_STALE, Status.DROPPED_BUSY, Status.STOPPED)
    def begun(self) -> bool:
        """True once the voice began saying it (a line the voice did not take: at once)."""
        return self.entry is None or self.entry.id in self.starts

    def begun_order(self) -> int:
        """Where it stands in the order the voice began its lines (``order``: entry id ->
        rank of its first beginning), its entry id when not known; call once
        :meth:`begun`. A line given in an older one's place (``say(after=…)``) is begun
        before lines given ahead of it: the entry ids are not the order heard (review of
        unsaid49: slash after Carol's play named Bob's card, heard before it)."""
        rank = self.order.get(self.entry.id) if self.order is not None else None
        return self.entry.id if rank is None else rank

    def saying(self) -> bool:
        """True while the voice has still to say it to its end (queued or being said)."""
        return self.entry is not None and self.entry.status in (Status.QUEUED, Status.SPEAKING)

    def taken(self) -> bool:
        """True while the voice is saying it, its audio begun or not yet (taken from its
        queue: the engine starting), or has begun it and will say it again (cut by a key's
        answer); false while it waits unbegun, and once ended, dropped or cut."""
        return self.entry is not None and (
            self.entry.status is Status.SPEAKING
            or (self.entry.status is Status.QUEUED and self.entry.id in self.starts))

    def pending(self) -> bool:
        """True while the voice has still to say it (queued, or begun less than
        :data:`HEARD_AFTER_S` seconds ago); false once :meth:`heard`, dropped or cut."""
        return self.entry is not None and self.entry.status in (
            Status.QUEUED, Status.SPEAKING) and not self.heard()


def _refresh(fresh):
    """An :attr:`Announcement.fresh` as the voice's ``refresh()`` (its texts by verbosity),
    or ``None`` when it has none."""
    if fresh is None:
        return None

    def refresh():
        texts = fresh()
        return None if texts is None else {"brief": texts[0], "normal": texts[0],
                                           "verbose": texts[1]}
    return refresh


class VoiceOut:
    """Callable that says an :class:`Announcement` through ``speaker`` (never blocks).

    ``echo(text)`` prints what the repeat, back and forward keys say again: the app prints
    each announcement once as it is made, so without it a player reading the text (no sound
    device, a screen reader, ``backend = "text"``) got no answer to those keys (QA).

    ``catch_up``: a live table, where the voice may fall behind the camera: a sentence whose
    ``stale()`` is true when its turn to be said comes (a turn's cue once the turn is over,
    a question already answered) is dropped (QA18 N1); and an answer to a key (all it says:
    :attr:`Announcement.answer`) is said at once, ahead of the game's events the voice has
    still to say, the line it cuts said again after it (:meth:`voice.Speaker.say`
    ``hurry``; QA36 H2), after the lines it acts on that the voice has still to say
    (:attr:`Announcement.brings`: the undo's question, a card typed with Enter; QA27 #5,
    #6); the answers that tell the game's state tell the table as the player has heard
    it (:func:`~companion.app.as_heard.as_heard`), or, when that is not
    known, are said after all the news (:attr:`Announcement.in_order`); a newer key press
    drops the answers (not news) of older presses not yet said, and cuts the one being
    said (:attr:`Announcement.press`, QA28 #1); a question (``kind`` ``"question"``) and
    a key's answer do not wait for the catch-up after a fault (key 7, :meth:`voice.Speaker.say`
    ``asks``; QA32 M4). Off for a recording (the demo's WAV keeps every line).

    Calling it returns a :class:`Heard` that tells when the player has heard the line
    (the speaker's ``on_begin`` is hooked for it; ``clock``: monotonic seconds)."""

    def __init__(self, speaker: Speaker, echo: Callable[[str], None] | None = None, *,
                 catch_up: bool = False, clock: Callable[[], float] = time.monotonic):
        self.speaker = speaker
        self.echo = echo or (lambda text: print(text, flush=True))
        self.catch_up = catch_up
        self.clock = clock
        #: when the voice began each of the last :data:`STARTS_KEPT` entries (``Entry.id``)
        self._starts: dict[int, float] = {}
        #: the order the voice began those in (``Entry.id`` -> rank; :meth:`Heard.begun_order`)
        self._order: dict[int, int] = {}
        self._ranks = itertools.count(1)
        #: how many times the voice began each of those (a cut line said again begins again)
        self._begins: dict[int, int] = {}
        #: when the voice began saying each of those it is saying now (:meth:`said_s`)
        self._saying: dict[int, float] = {}
        #: the longest stretch, in seconds, the voice said each of those it stopped saying
        self._said: dict[int, float] = {}
        hooked, hooked_end = speaker.on_begin, speaker.on_end

        def began(entry: Entry, backend: str) -> None:  # on the voice's thread
            now = self.clock()
            if entry.id not in self._starts:
                self._order[entry.id] = next(self._ranks)  # before: begun() has a rank
                self._starts[entry.id] = now
                if len(self._starts) > STARTS_KEPT:
                    oldest = next(iter(self._starts))
                    del self._starts[oldest]
                    for kept in (self._begins, self._saying, self._said, self._order):
                        kept.pop(oldest, None)
            self._begins[entry.id] = self._begins.get(entry.id, 0) + 1
            self._saying.setdefault(entry.id, now)  # a line's next piece: the same stretch
            if hooked is not None:
                hooked(entry, backend)

        def ended(entry: Entry) -> None:  # on the voice's thread
            self._said[entry.id] = self.said_s(entry.id)
            self._saying.pop(entry.id, None)
            if hooked_end is not None:
                hooked_end(entry)
        speaker.on_begin, speaker.on_end = began, ended

    def said_s(self, entry_id: int) -> float:
        """The longest stretch, in seconds (``clock``), the voice has said the entry
        ``entry_id`` in one go so far, the one going on included; 0.0 when not begun. A
        line cut and said again later counts each saying apart."""
        began = self._saying.get(entry_id)
        going = self.clock() - began if began is not None else 0.0
        return max(self._said.get(entry_id, 0.0), going)

    def __call__(self, a: Announcement) -> Heard:
        texts = {"brief": a.brief, "normal": a.brief, "verbose": a.verbose}
        earcon = Earcon(a.earcon) if a.earcon else None
        priority = Priority[a.priority.upper()]
        answer = self.catch_up and (priority is Priority.NOW or a.answer) and not a.in_order
        ordered = self.catch_up and a.in_order and a.answer  # an answer said after the news
        stale = a.stale
        said: list[Entry] = []
        if a.setup:
            # a set-up step cut twice (by keys' answers) is not begun a third time (QA32
            # F10: "I see the seat markers 1, 2, 3." was said three times between answers)
            def setup_stale() -> bool:
                return (a.stale is not None and a.stale()) \
                    or bool(said) and self._begins.get(said[0].id, 0) >= 2
            stale = setup_stale
        rate = getattr(getattr(self.speaker, "settings", None), "rate", DEFAULT_RATE)
        if a.once:
            # cut after its start was heard, queued again to be said from its start:
            # dropped, not said again whole (fresh QA52 L2: "Again: Reading the table is
            # slow…", 9 s, after a key); cut past its first clause, it goes on from the
            # clause it was in (review of qamed52: the advice after it was lost)
            def once_stale() -> bool:
                if a.stale is not None and a.stale():
                    return True
                if not said or said[0].status is not Status.QUEUED \
                        or said[0].id not in self._starts:
                    return False
                cut_s = self.said_s(said[0].id)
                return says_again(said[0].text, cut_s, rate)
            stale = once_stale
        entry = self.speaker.say(
            texts, Priority.NORMAL if answer or a.in_order else priority, earcon=earcon,
            stale=stale if self.catch_up else None, keep=a.keep, hurry=answer,
            repeatable=a.repeatable,
            # an event said again in a key's answer (a question asked again) is no news; a
            # refusal is kept as news is: a newer press does not drop it (QA29 N3)
            news=(a.kind is not None and not a.press) or a.firm or a.news,
            press=a.press if (answer or ordered) and a.press else None, replaces=a.replaces,
            again=a.again, cuts=not a.news and a.cuts,
            behind_upto=a.behind_upto, asks=self.catch_up and a.kind == "question",
            first=answer and a.first, ahead=answer and a.as_heard,
            refresh=_refresh(a.fresh) if self.catch_up else None,
            after=getattr(a.after, "entry", None) if self.catch_up and not answer else None,
            brings=[h.entry for h in a.brings if getattr(h, "entry", None) is not None])
        if entry is not None:
            said.append(entry)
        return Heard(entry, self._starts, self.said_s, stale if self.catch_up else None,
                     ahead=self.catch_up, rate=rate, order=self._order)

    def drop_stale(self) -> int:
        """After the game took back what some sentences say (an undo): drop those whose
        ``stale()`` is now true, and cut the one being said if it is
        (:meth:`voice.Speaker.drop_stale`); returns how many."""
        return self.speaker.drop_stale() if self.catch_up else 0

    def mark(self) -> int:
        """A point in what was said so far (:meth:`voice.Speaker.mark`), for
        :meth:`backlog` ``upto``."""
        return self.speaker.mark()

    def backlog(self, upto: int | None = None) -> int:
        """Sentences the voice has still to say (queued or being said); ``upto`` (a
        :meth:`mark`): only those said before that point."""
        return self.speaker.backlog(upto)

    def hold(self, on: bool) -> None:
        """While ``on``, the game's news the voice has still to say waits unsaid
        (:meth:`voice.Speaker.hold`); at a live table only (a recording says every line)."""
        if self.catch_up:
            self.speaker.hold(on)

    def giving(self):
        """A context within which the voice begins no line: one game input's lines are all
        given first (:meth:`voice.Speaker.giving`); at a live table only (a recording's
        lines have no ``stale()``)."""
        return self.speaker.giving() if self.catch_up else nullcontext()

    def behind_seconds(self) -> float:
        """Rough seconds of speech waiting behind the sentence being said
        (:meth:`voice.Speaker.waiting_seconds`)."""
        return self.speaker.waiting_seconds()

    def cut(self) -> int:
        """Silence the voice and forget what it had still to say; returns how many
        sentences were left unsaid (the terminal printed them all): those queued or being
        said, less those the game went past (their ``stale()`` true: they would have been
        dropped unsaid, as every line the voice dropped before, which the player did not
        miss: a turn's cue, an answered question, "A card waits for the answer" once it is
        answered; QA35 N2: with nothing left to say, q said "3 sentences were not
        said"); and the lines of the catch-up after a fault not said yet
        (:meth:`voice.Speaker.catch_up_unsaid`, QA33 M1)."""
        self.drop_stale()
        left = self.speaker.backlog() + self.speaker.catch_up_unsaid()
        self.speaker.stop()
        return left

    def control(self, command: Command) -> bool:
        """Carry out a speech key; True when ``command`` was one."""
        if command.name not in SPEECH_KEYS:
            return False
        entry = getattr(self.speaker, _METHOD.get(command.name, command.name))()
        if command.name in _NOTHING:
            text = entry.text if entry is not None else message(
                _NOTHING[command.name], self.speaker.settings.language)
            try:
                self.echo(text)
            except (OSError, ValueError):  # a closed terminal must not stop the game
                pass
        return True


class TranscriptBackend(TextBackend):
    """The voice's last fallback when the app prints its own transcript: speaking to text
    is already done (the transcript has the line), so it writes nothing but the voice
    layer's reports (on standard error)."""

    def speak(self, request, cancel, on_begin) -> bool:
        on_begin()
        return True


def transcript_speaker(settings, **speaker_args) -> Speaker:
    """A :class:`Speaker` for an app that prints every announcement itself: the usual
    engines, then :class:`TranscriptBackend` instead of printing each line a second time;
    with ``backend = "text"`` (voice.toml) no engine at all (QA: espeak-ng was still tried
    first, and would speak aloud). ``speaker_args`` go to :class:`Speaker` (e.g.
    ``settings_path``)."""
    backends = [] if settings.backend == TextBackend.name else [
        b for b in default_backends(sys.stderr, settings.backend)
        if not isinstance(b, TextBackend)]
    return Speaker(settings, backends + [TranscriptBackend(sys.stderr)], **speaker_args)
