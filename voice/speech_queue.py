"""The speaker's queue rules: what an announcement in the queue is (:class:`Item`) and where
each one goes, what it cuts and what it drops (:class:`QueueRules`): priorities, a key's
answers (``hurry``, ``press``, ``again``), a line cut and said again. A part of :class:`voice.speaker.Speaker`, split from it by job.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from voice.backends.base import spoken_seconds
from voice.earcons import Earcon
from voice.history import Entry
from voice.priority import Priority, Status
from voice.textprep import MAX_CHARS, split

#: Seconds left of the line being said under which a hurried answer does not cut it but
#: follows it (:meth:`QueueRules._nearly_said`): at most that long a wait, less than
#: saying the whole line again.
NEARLY_SAID_S = 1.0
#: The share of the rough pace (:func:`voice.backends.base.spoken_seconds`) a line is
#: taken to be said at for :data:`NEARLY_SAID_S`: slower than espeak-ng's (about 0.8 of
#: it, :data:`~voice.speaker_worker.RESUME_PACE`), so a long line is never taken as
#: nearly said seconds before its end.
NEARLY_SAID_PACE = 0.7
#: At most this many lines of the same text, each a press answered in press order
#: (neither cutting nor replacing: a key pressed during an app's set-up), are said or
#: waiting at once; a newer press's is the newest of them (:meth:`QueueRules._supersede`).
#: Two presses are two answers (QA41 L6: two slashes, one refusal said), but a key held
#: down repeats about 30 times a second (review, session 42: 12 repeats queued 12
#: "No card has been read yet…" behind the set-up's line).
EACH_PRESS_MOST = 2


@dataclass(eq=False)
class Item:
    """One announcement in the speaker's queue: its history ``entry``, its text's pieces
    (``chunks``, said from ``next_chunk``), and how :meth:`voice.speaker.Speaker.say` was
    asked to say it (see its arguments); the flags are the worker's and the queue rules'."""

    entry: Entry
    chunks: list[str]
    priority: Priority
    earcon: Earcon | None = None
    stale: Callable[[], bool] | None = None
    #: the text as it stands when its turn to be said comes, or ``None`` to keep it
    #: (``say(refresh=…)``)
    refresh: Callable[[], object] | None = None
    record: bool = True  # False for repeat / back / forward: the entry keeps its status
    user: bool = False  # a user command: interrupts anything, resumes nothing
    next_chunk: int = 0
    resume: bool = False
    stopped: bool = False  # cut (:meth:`cut`): not resumed, not re-queued
    cancel: threading.Event = field(default_factory=threading.Event)
    kept: bool = True  # kept in the history (``say(keep=…)``)
    repeatable: bool = True  # what repeat() says once heard (``say(repeatable=…)``)
    news: bool = True  # news, never dropped by a newer press (``say(news=…)``)
    hurried: bool = False  # an answer said with ``say(hurry=True)``
    #: a queued line given an answer's place: one the answer acts on (``say(brings=…)``),
    #: or asked for again (``say(again=…)``): a line cut to be said again that is older
    #: goes back before it (:meth:`QueueRules._requeue`)
    brought: bool = False
    press: int | None = None  # the key press it answers (``say(press=…)``)
    replaces: bool = True  # replaces older presses' answers (``say(replaces=…)``)
    again: bool = False  # asked for again (``say(again=…)``)
    cuts: bool = True  # a hurried answer may cut the line being said (``say(cuts=…)``)
    resumed: bool = False  # cut, and queued to be said again
    heard: bool = False  # the voice began saying it (its audio began, :meth:`Speaker._hear`)
    began_at: float | None = None  # when the audio of its piece being said began (clock s)
    #: the lines it says, for the catch-up after a fault (:meth:`voice.speaker.Speaker.back`)
    missed: tuple[Entry, ...] = ()
    asks: bool = False  # a question the player is to answer (``say(asks=…)``)
    first: bool = False  # a prompt said ahead of older presses' answers (``say(first=…)``)
    #: an answer said ahead of the lines older answers brought too (``say(ahead=…)``)
    ahead: bool = False
    #: the entries its ``say(brings=…)`` brought: one of them cut before the answer came,
    #: queued again, goes ahead of it (:meth:`QueueRules._requeue`)
    brings: tuple = ()
    #: a catch-up after a fault that stops at the end of its sentence being said, for the
    #: lines it lets go first (:meth:`QueueRules._catch_up_yields`)
    yields: bool = False
    #: a catch-up after a fault whose end marker ("End of missed news.") was added
    #: (:meth:`voice.speaker_worker.SpeakerWorker._catch_up_ends`)
    ended: bool = False
    #: the ``Entry.id`` of the line whose place it takes (``say(after=…)``): it goes ahead
    #: of the lines queued that were given after that one (:meth:`QueueRules._placed`)
    after: int | None = None

    def cut(self) -> None:
        """Stop saying it, for good: not resumed, not re-queued (the caller holds the
        speaker's lock and notifies)."""
        self.resume = False
        self.stopped = True
        self.cancel.set()


class QueueRules:
    """Where :meth:`voice.speaker.Speaker.say` and the speech keys put an :class:`Item` in
    the queue (see ``say``'s arguments). A part of :class:`~voice.speaker.Speaker`: it uses
    the speaker's ``_queue`` (:class:`Item`, next first), ``_current`` (the item being said,
    or ``None``), ``_cond`` (the lock; every method here is called with it held), ``_idle``,
    ``_holding`` (:meth:`_held`), ``resume_interrupted``, ``settings`` and ``_clock``."""

    def _nearly_said(self, current: Item) -> bool:
        """Whether the line being said is in its last piece with at most
        :data:`NEARLY_SAID_S` of it left, taken said at :data:`NEARLY_SAID_PACE` of the
        rough pace (:func:`~voice.backends.base.spoken_seconds` at the settings' rate;
        seconds since its audio began by ``_clock``): an answer then goes right after it,
        uncut. Cut,
        it would be said again whole (:data:`~voice.speaker_worker.RESUME_MARGIN_S`), heard
        twice (by ear, session 40, es13 busy: Enter's cue 1.7 s into "Alice is out, with
        the Musician.", which was then said again in full)."""
        piece = current.next_chunk  # read first: the voice's thread clears began_at
        began = current.began_at    # before moving on (review rev40c)
        if began is None or piece != len(current.chunks) - 1:
            return False
        left = spoken_seconds(len(current.chunks[-1]), self.settings.rate) \
            / NEARLY_SAID_PACE - (self._clock() - began)
        return left <= NEARLY_SAID_S

    def _held(self, item: Item) -> bool:
        """Whether ``item`` waits unsaid while the speaker holds the news (``_holding``,
        :meth:`voice.speaker.Speaker.hold`): a queued line of the game's news, not an
        answer (``hurried``), a ``NOW`` line or a speech key's (caller holds the lock)."""
        return self._holding and item.record and not item.hurried and not item.user \
            and item.priority < Priority.NOW

    def _next(self) -> Item | None:
        """The first item of the queue the worker may take now (:meth:`_held` ones wait),
        or ``None`` (caller holds the lock)."""
        return next((item for item in self._queue if not self._held(item)), None)

    def _items(self) -> list[Item]:
        """The item being said (if any), then the queue's, in order (caller holds the lock)."""
        return ([] if self._current is None else [self._current]) + self._queue

    def _enqueue(self, item: Item) -> None:
        """Insert ``item`` by priority (caller holds the lock); interrupt if needed."""
        if item.user:  # a newer user command replaces pending ones (key pressed twice),
            # but the catch-up after a fault waits for it (QA30: a key cut it for good)
            self._queue[:] = [queued for queued in self._queue
                              if not queued.user or queued.missed and not item.missed]
        if item.priority is Priority.NOW:
            at = 0 if item.user else sum(1 for _ in self._leading_now())
            self._queue.insert(at, item)
            current = self._current
            if current is not None and (item.user or current.priority < Priority.NOW):
                # a sentence cut by stop() stays cut: the engine may not have returned yet
                # (QA25 F7: the question cut at "q" was said again after "Goodbye.")
                # a line cut by a key of the voice (repeat, back) is said again after it
                # (QA36 H1: cut by 0, "Carol's Tommy Gun: The Boxer …" was never said)
                # the catch-up after a fault too, unless the new command says it (7 again)
                # a key's answer once only (QA31 #2: cut by each of 7 7 9, it was begun 4
                # times, never to its end); news always
                current.resume = _still(current, self.resume_interrupted and not current.stopped
                                        and (not current.user
                                             or bool(current.missed) and not item.missed)
                                        and not (item.user and current.resumed
                                                 and not current.news))
                current.cancel.set()
        else:
            self._queue.insert(self._placed(item), item)
            if item.asks or item.press is not None:  # a question, a key's answer in order
                self._catch_up_yields(cut=False)
        self._idle.clear()
        self._cond.notify_all()

    def _placed(self, item: Item) -> int:
        """Where the news line ``item`` goes in the queue (caller holds the lock): at its
        end; given ``after`` a line (:attr:`Item.after`, ``say(after=…)``), in that line's
        place: ahead of the lines queued that were given after it, behind the ``NOW``
        lines and answers at the queue's head (:meth:`_leading_now`) and behind the lines
        that took the same place before it (they keep their order). QA49 MEDIUM-1: "The
        Entertainer in Bob's zone: was that Bob's hand?", closed by the cards before the
        voice began it, was dropped unsaid, and "Bob: The Entertainer." came after Carol's
        play, said ahead of the answer; it now takes the question's place."""
        if item.after is None:
            return len(self._queue)
        lead = sum(1 for _ in self._leading_now())
        return next((at for at, queued in enumerate(self._queue) if at >= lead
                     and queued.entry.id > item.after and queued.after != item.after),
                    len(self._queue))

    def _placed_before(self, item: Item) -> Entry | None:
        """The entry of the first queued line ``item`` goes ahead of when given ``after`` a
        line (:meth:`_placed`), else ``None`` (caller holds the lock): its history entry
        goes before that one's (:meth:`voice.history.History.add` ``before``)."""
        if item.after is None or item.priority is Priority.NOW or item.hurried:
            return None
        return next((queued.entry for queued in self._queue[self._placed(item):]
                     if queued.kept and queued.record), None)

    def _catch_up_yields(self, cut: bool) -> None:
        """A line that must not wait for the catch-up after a fault (caller holds the lock;
        :meth:`voice.speaker.Speaker.back`, 40 s of lines) was queued after it: a key's
        answer, a question (``say(asks=True)``), the camera's news (QA32 M4: key 5's
        answer and the new round's question waited behind it, unheard at q). A catch-up
        waiting in the queue goes after it (:meth:`_catch_up_waits`); the one being said is
        cut (``cut``: a key's answer, which cuts the line being said), else stops at the
        end of its sentence being said; the rest of it is said after that line."""
        self._catch_up_waits()
        current = self._current
        if current is None or not current.missed or current.stopped \
                or current.cancel.is_set():
            return
        if cut:
            current.resume = self.resume_interrupted
            current.cancel.set()
        else:
            current.yields = True

    def _catch_up_waits(self) -> None:
        """Put the catch-up after a fault waiting in the queue (if any; caller holds the
        lock) after the answers (``hurried``, or with a ``press``) and questions (``asks``)
        queued since it was asked for, and the lines queued before them (they come first,
        in order: the news a question is about). A question queued before 7 was pressed
        waits for it: the player asked for the catch-up then."""
        catch_up = next((queued for queued in self._queue if queued.missed), None)
        if catch_up is None:
            return
        last = self._last_ahead_of(catch_up)
        if last > self._queue.index(catch_up):
            self._queue.remove(catch_up)
            self._queue.insert(last, catch_up)

    def _last_ahead_of(self, catch_up: Item) -> int:
        """The queue index of the last answer (``hurried``, or with a ``press``) or question
        (``asks``) queued since the catch-up after a fault ``catch_up`` was asked for: it
        goes on after that one (:meth:`_catch_up_waits`); -1 when none (caller holds the
        lock)."""
        return max((at for at, queued in enumerate(self._queue)
                    if (queued.hurried or queued.asks or queued.press is not None)
                    and queued.entry.id > catch_up.entry.id), default=-1)

    def _enqueue_answer(self, item: Item, brings: Sequence[Entry] = ()) -> None:
        """Insert the hurried answer ``item`` after the ``NOW`` lines and answers queued
        first, and cut the line being said (caller holds the lock; see :meth:`say`
        ``hurry``); the queued lines of ``brings`` (entries) go first, as answers, and
        then nothing is cut (:meth:`say` ``brings``). The queued lines before them (older
        news, a line cut to be said again) come first, in their order: a brought line never
        goes ahead of older news (QA28 of session 28: "Round 2. Carol starts.", cut by
        minus, was said again after the next round's question that minus twice brought).
        That older news stays news: the news a key makes follows the lines brought, but
        a key's answer (a refusal too) goes ahead of it, and of the news an older key made
        (session 28's review: after Enter, the next key was answered behind the whole
        backlog; QA37 en21_k: behind a correction's news); an answer :attr:`Item.ahead` that
        brings nothing, ahead of the lines older answers brought too, cutting such a line
        being said (:meth:`say` ``ahead``), a refusal too (news: review of m463). Lines of
        ``brings`` waiting behind the catch-up after a fault are not brought
        (:meth:`_behind_catch_up`)."""
        behind = self._behind_catch_up()
        brings = [entry for entry in brings if entry not in behind]
        item.brings = tuple(brings)
        ours = [queued for queued in self._queue
                if any(queued.entry is entry for entry in brings)]
        brought = [queued for queued in ours if not queued.hurried]
        for queued in brought:  # in their place: what lies before them is said first
            queued.hurried = queued.brought = True
        at = sum(1 for _ in self._leading_now(item.news and item.press is None,
                                              catch_up=False))
        # news goes after what a key brought (a key's refusal: after the answers and the
        # lines they brought, not after the news a key made: below)
        hurried = [at for at, queued in enumerate(self._queue) if queued.hurried
                   and (item.press is None or not _key_news(queued))]
        if item.press is not None and not brings:
            # a key's answer (a refusal too) that brings nothing goes ahead of the news
            # keys made, still to say (QA37 en21_k: key 1's "No question is open." came
            # 8 s late, after a correction's news and the undo's question); ``ahead``:
            # of the lines older answers brought too (fresh QA54: key 2's table as heard,
            # before Alice's R'lyeh drew 2 cards, was said after those 2 lines that plus 2
            # brought, "18 cards left" heard after "16 cards left")
            at = next((i for i, queued in enumerate(self._queue[:at])
                       if _key_news(queued) or item.ahead and queued.brought), at)
        elif item.press is not None and not any(queued.entry is entry for queued in self._queue
                                                for entry in brings):
            # it brings only the line being said: right after it, ahead of what older keys
            # brought and made too, which the table it tells has not taken (fresh QA51 run
            # H: key 8 during "Alice fails." came 5 lines later, after the news plus 2 made,
            # "Carol may be out" after "Carol is still in.")
            at = next((i for i, queued in enumerate(self._queue[:at])
                       if queued.brought or _key_news(queued)), at)
        if brought:
            at = self._queue.index(brought[-1]) + 1
        elif ours and item.ahead:
            # brought by an older answer already: right after them too, and after the
            # answers given before it (its own press's first lines, an older press's answer
            # that brought them: in press order, QA42 M3), not after the news an older key
            # made (fresh QA54: key 8's "Dan may be out" came after plus 2's "Dan is still
            # in.")
            at = max([self._queue.index(ours[-1])] + [
                i for i, queued in enumerate(self._queue) if queued.hurried
                and queued.press is not None and queued.press <= (item.press or 0)]) + 1
        elif item.news and not item.ahead and hurried and hurried[-1] >= at:
            # after what a key brought; not an answer told as heard (``ahead``), a refusal
            # too: it tells the table before those lines (review of m463, LOW: key 5's "No
            # turn in progress." came after "Carol's hand: The Fed.", which plus's answer
            # brought, and behind its own "1 update not said yet.")
            at = hurried[-1] + 1
        elif item.first and item.press is not None:  # ahead of older presses' answers
            at = next((i for i, queued in enumerate(self._queue[:at]) if queued.record
                       and queued.press is not None and queued.press < item.press
                       and not queued.news and not queued.brought), at)
        # a line the answer says again (a prompt asked again) is not said twice, nor a cut
        # line it ends with (QA27: "First answer the open question: Q", then Q again)
        twins = [queued for queued in self._queue[at:]
                 if queued.record and (queued.entry.text == item.entry.text
                                       or queued.resumed and _ends_with(item, queued))]
        for twin in twins:
            twin.entry.status = Status.DROPPED_STALE
            self._queue.remove(twin)
        self._queue.insert(at, item)
        current = self._current
        # a queued line among them, already brought by an earlier answer, counts too (QA32
        # L3: a second key refused during the set-up cut the set-up's line being said)
        acted_on = any(queued.entry is entry for queued in self._queue for entry in brings) \
            or current is not None and any(current.entry is entry for entry in brings)
        if item.cuts and not acted_on and current is not None \
                and (item.press is not None or not current.news) and current.record \
                and (not current.hurried or item.ahead and current.brought) \
                and current.priority < Priority.NOW and not self._nearly_said(current):
            # said again after the answer (:meth:`_leading_now`), unless the answer says it
            current.resume = _still(current, self.resume_interrupted and not current.stopped
                                    and current.entry.text != item.entry.text
                                    and not _ends_with(item, current))
            current.cancel.set()
        self._catch_up_yields(cut=item.cuts and not acted_on)
        self._idle.clear()
        self._cond.notify_all()

    def _behind_catch_up(self) -> list[Entry]:
        """The entries of the lines queued behind the catch-up after a fault (caller holds
        the lock): while it is being said, the queued lines after those it lets go first
        (:meth:`_last_ahead_of`: a question, and the news before it), else those after it
        in the queue; ``[]`` without one. An answer does not bring them (:meth:`_enqueue_answer`
        ``brings``): they keep their place after it, and the answer cuts the catch-up at
        once (QA33 M1: the rest of a card 7 cut, brought first, kept key 5's answer 8 s
        behind the catch-up's sentence and those current lines, in the middle of the
        round-1 lines; a newer key replaced it, never said)."""
        current = self._current
        if current is not None and current.missed and not current.stopped:
            behind = self._queue[self._last_ahead_of(current) + 1:]
        else:
            at = next((at for at, queued in enumerate(self._queue) if queued.missed), None)
            behind = [] if at is None else self._queue[at + 1:]
        return [queued.entry for queued in behind if queued.record]

    def _supersede(self, item: Item, brings: Sequence[Entry] = ()) -> Entry | None:
        """A key press's answer ``item`` came (caller holds the lock; see :meth:`say`
        ``press``): drop the queued answers (not news, nor lines said for each press) of
        older presses, and cut the one being said, unless ``item`` brings it (``brings``,
        entries: :meth:`say`; it goes on to its end, ``item`` after it: flake62, h while
        slash's cue was said cut that cue for good, and the help came without it); but an
        older press's line (news or
        not, being said or queued) that says ``item``'s text is kept as this press's and
        its entry returned (``item`` is not queued), unless ``item`` asks for the line
        being said again (``again``), or neither cuts nor replaces (``cuts`` and
        ``replaces`` false: said for each press, up to :data:`EACH_PRESS_MOST` such lines
        said or waiting, a key held down). A press that does not replace (``replaces``
        false) leaves the older answers queued."""
        def pressed(other: Item | None) -> bool:
            return other is not None and other.record and other.press is not None \
                and other.press < item.press and not other.stopped

        def older(other: Item | None) -> bool:
            return pressed(other) and not other.news
        current = self._current
        # the same key pressed twice is said once, news too (a refusal, QA29 N3: "+2+2");
        # but a press answered in press order, neither cutting nor replacing (a key
        # pressed during an app's set-up), is said for each press (QA41 L6: two slashes,
        # one refusal said)
        each = not item.cuts and not item.replaces
        same = [other for other in self._items()
                if pressed(other) and other.entry.text == item.entry.text]
        # (a key held down during the set-up: at most EACH_PRESS_MOST of its answers)
        twin = (same[-1] if len(same) >= EACH_PRESS_MOST else None) if each \
            else next(iter(same), None)
        keep = []
        for queued in self._queue:
            # an answer said for each press, in press order (a key pressed during an app's
            # set-up, waiting for the end of its line) is never dropped unsaid by a newer
            # press (review of resume42: key 3's answer, pressed during a resume's summary,
            # was dropped by key 4 pressed after it)
            if older(queued) and queued is not twin and item.replaces \
                    and (queued.cuts or queued.replaces):
                queued.entry.status = Status.DROPPED_STALE
            else:
                keep.append(queued)
        self._queue[:] = keep
        if twin is not None:
            if twin is current and item.again:
                return None  # cut and said again from its start (:meth:`_restart`)
            twin.press = item.press
            return twin.entry
        if not older(current) or any(current.entry is entry for entry in brings):
            return None
        current.cut()
        self._cond.notify_all()
        return None

    def _requeue(self, item: Item) -> None:
        """Queue ``item`` again, cut before its end (caller holds the lock): first after the
        ``NOW`` lines and answers, but before the news newer than it among them (news a key
        made, lines an answer brought while the engine was still stopping ``item``: minus
        typed twice fast) when ``item`` is news itself: a prompt cut goes after the news an
        answer made (QA26 N1/N2); and an answer (``hurried``) before the answers newer than
        it: answers keep their order (QA30 #2: "Correction cancelled: a new card was read.",
        cut by 7, went after the refusal of the number typed next, which named it as the
        reason); and before the newer lines an answer brought (:attr:`Item.brought`),
        which never go ahead of it (QA32 L3: the set-up's "Shuffle the other cards…", cut,
        was said after "Round 1. Alice starts.", which the refusal of a key pressed during
        the set-up had brought). A line an answer brought goes after the newer answers
        said ahead of such lines (:attr:`Item.ahead`), which cut it (fresh QA54), but
        ahead of one that brings it too (review of heard54: key 6 cut "Alice is now
        Insane.", and key 2, pressed before the engine stopped it, brought it: it came
        after that count, which told the table with it)."""
        lead = list(self._leading_now())
        self._queue.insert(next((at for at, queued in enumerate(lead)
                                 if queued.hurried and queued.priority is not Priority.NOW
                                 and queued.entry.id > item.entry.id
                                 and not (item.brought and queued.ahead and not any(
                                     item.entry is entry for entry in queued.brings))
                                 and (item.hurried or queued.brought or item.news
                                      and queued.news and queued.press is None)),
                                len(lead)), item)

    def _restart(self, item: Item) -> bool:
        """The player asked for ``item``'s line again (caller holds the lock; :meth:`say`
        ``again``, :meth:`repeat`): when the line being said has its text, it is cut (not
        resumed) and ``item`` put first, to be said at once, from its start, in its place
        (a copy of it for :meth:`repeat`: at once even when its speech had just ended).
        Returns whether it was."""
        current = self._current
        if current is None or not current.record or current.stopped \
                or current.entry.text != item.entry.text:
            return False
        current.cut()
        self._queue.insert(0, item)
        self._idle.clear()
        self._cond.notify_all()
        return True

    def _said_by_key(self, item: Item) -> None:
        """A speech key's line ``item`` (repeat, back, forward) was said to its end (caller
        holds the lock): the same history line, cut by a key and waiting to be said again,
        is not said again: the player has just heard it whole (QA32 L4: 9 after 7 said
        the line 7 cut, then that line again)."""
        for queued in [queued for queued in self._queue if queued.record and queued.resumed
                       and queued.entry is item.entry]:
            self._queue.remove(queued)
            queued.entry.status = Status.SPOKEN

    def _queued_twin(self, item: Item) -> Item | None:
        """The first line of ``item``'s text waiting in the queue (caller holds the lock),
        or ``None``: an interrupted line is then not said again (QA26 N1: the held cards'
        prompt, cut by plus 2 and asked again in its answer, was said twice), nor a line
        asked for again (``say(again=True)``)."""
        return next((queued for queued in self._queue
                     if queued.record and queued.entry.text == item.entry.text), None)

    def _leading_now(self, news: bool = False, catch_up: bool = True):
        """The queue's first items that are ``NOW`` or hurried answers: a ``NOW`` and an
        interrupted line go after them; ``news``: and the news lines cut to be said again,
        for news made by a key (QA36: a news line cut by key 1 was said 22 s late, after the
        news the answer that followed made); ``catch_up`` false: up to the catch-up after a
        fault, for an answer, which goes ahead of it (:meth:`_catch_up_yields`)."""
        for queued in self._queue:
            if queued.priority is not Priority.NOW and not queued.hurried \
                    and not (news and queued.resumed and queued.news) \
                    or queued.missed and not catch_up:
                return
            yield queued

    def _waiting_seconds(self, upto: int | None = None) -> float:
        """Rough seconds the queued announcements (not the one being said) take to say, at
        the settings' rate (6 characters a word); ``upto`` (a :meth:`mark`): only those
        given up to that point. Call with ``_cond`` held."""
        chars = sum(len(chunk) for item in self._queue
                    if upto is None or item.entry.id <= upto
                    for chunk in item.chunks[item.next_chunk:])
        return spoken_seconds(chars, self.settings.rate)


def unsaid(item: Item) -> list[Entry]:
    """The lines of the catch-up ``item`` (:attr:`Item.missed`) not said to their end yet:
    from the one whose piece is being said (or is next), in order."""
    end = 0
    for at, entry in enumerate(item.missed):
        end += len(split(entry.text[:MAX_CHARS]))
        if end > item.next_chunk:
            return list(item.missed[at:])
    return []


def _key_news(queued: Item) -> bool:
    """Whether ``queued`` is news a key made (a correction's lines after "Corrected: …"),
    said at once, not a key's answer nor a line an answer brought: a later key's answer
    goes ahead of it (QA37 en21_k)."""
    return queued.record and queued.news and queued.press is None and not queued.brought


def _still(current: Item, resume: bool) -> bool:
    """``current``'s resume flag once cut again (``resume``: this cut's own rule): a cut
    already made stands when it said the line is not said again (an answer that ends with
    it): a second answer before the worker saw the first cut set it back (session 27's
    review: "First answer the open question: Q", then Q again)."""
    return resume and (current.resume or not current.cancel.is_set())


#: What ends a lead before a line an answer says whole (:func:`_ends_with`)
LEAD_ENDS = tuple(".:;?!…»)")


def _ends_with(answer: Item, line: Item) -> bool:
    """Whether ``answer`` ends by saying ``line``'s text whole, after a lead of its own
    that ends a sentence or a clause (:data:`LEAD_ENDS`): "Whose turn it is depends on the
    answer to the open question:" and the question. Not a text that ends like it mid-
    sentence (QA47b MEDIUM-3: "Zone de défausse de Bob : le Profond.", a zone's answer,
    ends like the play line "Bob : le Profond." it cut, which was then never said)."""
    text, said = answer.entry.text, " " + line.entry.text
    return text.endswith(said) and text[:-len(said)].rstrip().endswith(LEAD_ENDS)
