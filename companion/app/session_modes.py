"""How the session says what it says while it answers a key or the game changes: the
flags that :meth:`~companion.app.session_speech.SessionSpeech._emit` reads, set for the
length of a ``with`` block (:meth:`SessionModes.answering`, :meth:`~SessionModes.after_news`,
:meth:`~SessionModes.heard_ahead`, :meth:`~SessionModes.setting_up`,
:meth:`~SessionModes.bringing`, :meth:`~SessionModes.placed`, :meth:`~SessionModes.pressed`,
:meth:`~SessionModes.news`),
and the voice held while one input is given (:meth:`~SessionModes.giving`).

A mixin of :class:`companion.app.session.TableSession` (it sets the session's
``_answering``, ``_in_order``, ``_heard_ahead``, ``_setup``, ``_brings``, ``_after``,
``_replaces``, ``_news`` and ``_news_mark`` and reads ``mark`` and ``say``).
"""
from __future__ import annotations

from contextlib import contextmanager, nullcontext


@contextmanager
def _swapped(obj, name: str, value):
    """Within: ``obj``'s attribute ``name`` is ``value``, its old value back after (the
    session's flags that decide how a line is said: :meth:`TableSession.after_news`, …)."""
    before = getattr(obj, name)
    setattr(obj, name, value)
    try:
        yield
    finally:
        setattr(obj, name, before)


class SessionModes:
    """The session's speaking modes as context managers (see the module docstring)."""

    @contextmanager
    def answering(self):
        """While a key is answered: what is said is an answer (:attr:`Announcement.answer`;
        priority "now" for what is not news): at a live table the voice says it at once,
        ahead of the game's events it has still to say (QA36 H2: behind that backlog,
        answers were dropped unheard; :class:`~companion.app.voiceout.VoiceOut`).
        Outside it, every sentence is said in the order it was made (QA18 N1: "Gather all
        the cards for the next round." and a question about round 2 were heard during round
        1's plays, the voice being 60 s behind a video)."""
        self._answering += 1
        try:
            yield
        finally:
            self._answering -= 1

    @contextmanager
    def after_news(self, on: bool = True):
        """While ``on`` (``command.name in STATE_KEYS``): what is said is said in order,
        after the news the voice has still to say (:attr:`Announcement.in_order`): the
        answers of the keys that tell the game's state
        (:data:`~companion.app.keys.STATE_KEYS`), which describe the table with the news
        made so far, when the table as the player has heard it is not known
        (:func:`~companion.app.as_heard.heard_table`; else
        :func:`~companion.app.as_heard.as_heard`), and the live table's lines after key 5's
        answer (the deal held or to come). Said at once, ahead of that news, key 8 said
        "Bob is out" before the player heard Ann's guess and "Bob is out, with The
        Musician." (session 27, a note of QA37); with no news waiting, they are said at once
        as before. News a later key
        makes is said at once, ahead of such an answer still waiting: the answer, out of
        date then, is not said (its ``stale()``)."""
        with _swapped(self, "_in_order", self._in_order or on):
            yield

    @contextmanager
    def heard_ahead(self, on: bool = True):
        """While ``on``: the key's answer tells what the player has heard (a state key's
        table as heard, :func:`~companion.app.as_heard.as_heard`; key 6's card heard): it
        is said ahead of the lines older keys' answers brought too, which that table has
        not taken (:attr:`Announcement.as_heard`; fresh QA54)."""
        with _swapped(self, "_heard_ahead", self._heard_ahead or on):
            yield

    @contextmanager
    def setting_up(self, on: bool = True):
        """While ``on``: keys pressed while the set-up is said are answered (QA33 L2: key 8
        came after the set-up and the later keys' lines): their answers never cut the line
        being said but come right after it (:attr:`Announcement.cuts`; the set-up's first
        line, cut by star's cue, was said again from its start), and the state keys tell
        the table the set-up tells, the game's start counted as heard
        (:func:`~companion.app.as_heard.heard_table`)."""
        with _swapped(self, "_setup", self._setup or on):
            yield

    @contextmanager
    def bringing(self, lines: tuple):
        """Within: what is said brings ``lines`` (what ``say`` returned for lines the
        voice has still to say), said first (:attr:`Announcement.brings`)."""
        with _swapped(self, "_brings", tuple(lines)):
            yield

    @contextmanager
    def placed(self, line):
        """Within: what is said takes the place of ``line`` (what ``say`` returned for it;
        ``None``: said in order), ahead of the lines given after it that the voice has
        still to say (:attr:`Announcement.after`)."""
        with _swapped(self, "_after", line):
            yield

    @contextmanager
    def pressed(self, query: bool):
        """While one key press is carried out: ``query`` false for a key that acts (plus,
        undo, slash, Enter, a prefix key waiting for its digit): its answers do not replace
        older presses' answers not yet said (:attr:`Announcement.replaces`; QA29 N4)."""
        with _swapped(self, "_replaces", query):
            yield

    @contextmanager
    def news(self):
        """While the game changes (an observation applied, an undo said), even in answer to
        a key: what is said is an announcement, kept in the history keys 7 and 9 step
        through. Other answers to keys (a prompt, "Cancelled.", key 5's answer, a question
        asked again) are not kept: they can be asked again, and heard out of context they
        mislead (QA21 #4: key 7 said "Undo: press minus again." and "Answer: which
        number?" among the plays)."""
        if not self._news:  # what the voice was given before this change (QA37)
            self._news_mark = self.mark() if self.mark is not None else None
        self._news += 1
        try:
            yield
        finally:
            self._news -= 1

    def giving(self):
        """While one input is given (:meth:`~companion.app.session.TableSession.observe`,
        :meth:`~companion.app.session.TableSession.key`; nests): the voice begins none of
        the lines it gives before it has given them all (``say``'s ``giving``:
        :meth:`voice.Speaker.giving` at a live table; without one, nothing waits), so a
        line's ``stale()`` is read once the lines after it that make it stale are given
        (cue53: the turn's cue "Alice." said right before "Alice: The Musician.", the play
        of the same card read, on a loaded machine)."""
        giving = getattr(self.say, "giving", None)
        return giving() if giving is not None else nullcontext()
