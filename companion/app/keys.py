"""Keyboard commands usable without sight: a numeric keypad is enough.

Keys are read one at a time (digits, ``/ * - + .``, Enter, and a few letters on a full
keyboard). Most keys act at once; four are *prefixes* that wait for a digit:

====== =========================== ==================================================
key    command                     what the companion says or does
====== =========================== ==================================================
0      ``repeat``                  repeats the last announcement (not a key's answer)
.      ``stop``                    stops speech at once
5      ``whose_turn``              whose turn it is, their state of mind, protection
2      ``deck``                    cards left in the deck (and the visible card after R'lyeh)
3      ``unseen``                  the cards nobody has seen yet, with counts
4      ``scores``                  everyone's Mythos tokens (Sane / Insane)
6      ``card_help``               what the last played card does
8      ``table``                   a summary: who is in, who is Insane, who is protected
7 / 9  ``back`` / ``forward``      steps through the last 50 announcements
1      ``question``                repeats the tracker's open question and its answers
\\*  N  ``zone`` N                  seat N's discard zone, oldest card first
\\+  N  ``answer`` N                answers the open question with choice N
/  N   ``correct`` N               "the last card read was rank N" (a misread card)
Enter N ``enter`` N                "the card the table waits for has rank N"
                                   (a card the camera does not read)
\\-  \\-  ``undo``                    removes the last observation (minus twice: one
                                   minus alone, pressed by mistake, undoes nothing)
h / ?  ``help``                    lists the keys
q      ``quit``                    ends the session (the log keeps everything)
====== =========================== ==================================================

A prefix followed by a non-digit cancels it (the same prefix again too), but ``q`` quits
as it does alone (QA35: slash then q only said "Cancelled.", a second q was needed), and
another of star, plus and slash takes its place and waits for the digit (QA29 N2: star
then plus 1 was "Cancelled." and key 1, the answer lost); a single minus followed by
another key is forgotten and that key acts (QA: "-" then "0" said "Cancelled." and the
repeat never came). An unknown key gives the ``unknown_key`` command, which the app
answers by voice ("Key X does nothing; press H for help").

On a French (AZERTY) keyboard the top row gives ``& é " ' ( - è _ ç à`` without Shift: those
are taken as the digits 1 to 0 (QA: "²" crashed the reader, "-" undid without asking), all
but ``-`` (6), which stays the undo key. After a prefix, ``-`` cancels it: a terminal sends
the same "-" for the numeric keypad's minus (beside star, slash and plus) and for AZERTY's
top-row 6, so it cannot be told which was meant, and a keypad user who pressed a prefix by
mistake and then minus to take it back got a rank-6 action (QA13b N6: "Enter, minus, minus"
asked where a rank-6 card goes). On AZERTY, 6 after a prefix is Shift+6 or the keypad's 6.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

#: Keys that act at once -> command name.
IMMEDIATE = {
    "0": "repeat", ".": "stop", ",": "stop", "5": "whose_turn", "2": "deck", "3": "unseen",
    "4": "scores", "6": "card_help", "8": "table", "7": "back", "9": "forward",
    "1": "question", "h": "help", "?": "help", "q": "quit",
}
#: Spoken names of keys that print nothing.
#: What the terminal reader passes for an escape sequence: an arrow, F, Home, … key (QA17
#: #12: they were said as "the Escape key").
SPECIAL_KEY = "\x1b["
KEY_NAMES = {"\x1b": "escape", "\t": "tab", "\x7f": "backspace", "\x08": "backspace",
             SPECIAL_KEY: "special"}
#: Keys that wait for one digit -> command name.
PREFIXES = {"*": "zone", "+": "answer", "/": "correct", "\n": "enter"}
#: Keys that act only when pressed twice in a row -> command name.
CONFIRM = {"-": "undo"}
#: The digits, and what the top row of a French (AZERTY) keyboard gives without Shift.
DIGITS = {**{str(d): d for d in range(10)},
          "&": 1, "é": 2, '"': 3, "'": 4, "(": 5, "è": 7, "_": 8, "ç": 9, "à": 0}
# no "-" (AZERTY's top-row 6): the same character as the keypad's minus (QA13b N6)


@dataclass(frozen=True)
class Command:
    """A command from the keyboard: ``name`` (see the module table) and its ``number``
    (the digit after a prefix key, else ``None``), or the ``key`` that means nothing."""

    name: str
    number: int | None = None
    key: str | None = None


class KeyReader:
    """Turns single key presses into :class:`Command` values (a small state machine).

    >>> reader = KeyReader()
    >>> reader.press("5")
    Command(name='whose_turn', number=None, key=None)
    >>> reader.press("*") is None, reader.press("3")
    (True, Command(name='zone', number=3, key=None))
    >>> reader.press("-") is None, reader.press("-")
    (True, Command(name='undo', number=None, key=None))
    >>> reader.press("*") is None, reader.press("+") is None, reader.press("1")
    (True, True, Command(name='answer', number=1, key=None))
    >>> reader.press("/") is None, reader.press("h"), reader.press("3")
    (True, Command(name='prefix_help', number=None, key='/'), Command(name='correct', \
number=3, key=None))
    """

    def __init__(self) -> None:
        self.pending: str | None = None

    def press(self, key: str) -> Command | None:
        """One key press (a one-character string, ``"\\n"`` for Enter). Returns the command
        it completes, or ``None`` while a prefix waits for its digit (or ``-`` for the
        second ``-``)."""
        key = key.lower() if len(key) == 1 else key
        key = "\n" if key == "\r" else key
        if self.pending is not None:
            prefix, self.pending = self.pending, None
            if prefix in CONFIRM:
                if key == prefix:
                    return Command(CONFIRM[prefix])
                return self.press(key)  # one minus alone: forgotten, the key acts
            if key in DIGITS:
                return Command(PREFIXES[prefix], DIGITS[key])
            if IMMEDIATE.get(key) == "quit":  # never a rank: q quits whatever waits
                return Command("quit")         # (QA35: slash then q was "Cancelled.")
            if IMMEDIATE.get(key) == "help":  # what the prefix waits for; it still waits
                self.pending = prefix         # (QA33 L6: h cancelled slash, no help said)
                return Command("prefix_help", key=prefix)
            if key in PREFIXES and key not in ("\n", prefix):  # another prefix takes
                self.pending = key                                  # its place
                return None
            if key == "\n":
                return Command("cancelled")
            return Command("cancelled", key=key_name(key))
        if key in PREFIXES or key in CONFIRM:
            self.pending = key
            return None
        if key in IMMEDIATE:
            return Command(IMMEDIATE[key])
        if key in DIGITS:  # the AZERTY top row
            return Command(IMMEDIATE[str(DIGITS[key])])
        if key == " ":
            return None
        return Command("unknown_key", key=key_name(key))


#: Commands that only tell (or quit, or silence the voice): they may act on keys pressed
#: before the set-up was said (:class:`EarlyKeys`).
QUERIES = frozenset(IMMEDIATE.values()) | {"zone", "unknown_key", "cancelled"}
#: The query keys that tell the game's state: with news the voice has still to say, they
#: answer at once with the table as the player has heard it
#: (:func:`~companion.app.as_heard.as_heard`), or after that news when what was
#: heard is not known (:meth:`~companion.app.session.TableSession.after_news`).
#: Key 6 (``card_help``) is not one: it is answered at once with the card last heard
#: (:meth:`~companion.app.info_keys.InfoKeys.card_heard`; QA38 #5).
STATE_KEYS = frozenset({"whose_turn", "deck", "unseen", "scores", "table", "zone"})


class EarlyKeys:
    """Sifts the keys pressed before the companion has said the set-up (or the resume):
    the query keys (:data:`QUERIES`) are kept, any key that would answer, correct, enter
    or undo is dropped, since it would answer a prompt nobody has heard yet (QA23 #12: a
    plus 1 typed at once answered "are these old cards plays of this game?"). Plus and a
    number is kept when ``answers()`` is true as its number is typed: the prompt it
    answers was heard (QA31: a resume's open question, heard with its numbered answers,
    was refused "pressed during the set-up" while the voice ended the summary).

    >>> early = EarlyKeys()
    >>> [early.sift(k) for k in "+15*2--"], early.dropped
    ([[], [], ['5'], [], ['*', '2'], [], []], ['answer', 'undo'])
    >>> [early.sift(k) for k in "*h3"], [early.sift(k) for k in "/h3"], early.dropped[-1]
    ([[], ['*', 'h'], ['3']], [[], [], []], 'correct')
    >>> [early.sift(k) for k in "/q"], [early.sift(k) for k in "-q"]
    ([[], ['q']], [[], ['q']])
    >>> heard = EarlyKeys(answers=lambda: True)
    >>> [heard.sift(k) for k in "+2--"], heard.dropped
    ([[], ['+', '2'], [], []], ['undo'])
    """

    def __init__(self, answers: Callable[[], bool] = lambda: False) -> None:
        self.answers = answers
        self.reader = KeyReader()
        self.typed: list[str] = []  # the keys of the command being typed
        #: the names of the commands dropped, in order (``"answer"``, ``"correct"``,
        #: ``"enter"``, ``"undo"``): the app says which (QA26 N3)
        self.dropped: list[str] = []

    def sift(self, key: str) -> list[str]:
        """One key press; returns the keys to carry out now: none while a prefix waits or
        when the command is dropped, else the command's keys (``["5"]``, ``["*", "2"]``),
        each whole (an arrow, :data:`SPECIAL_KEY`, is one key of two characters: QA37, an
        arrow pressed during the set-up was said "Key escape…" then "Key [ …")."""
        self.typed.append(key)
        command = self.reader.press(key)
        if command is None:
            return []
        if command.name == "quit":  # q alone, not the prefix before it (no cue said)
            self.typed = []
            return [key]
        if command.name == "prefix_help":
            return self._prefix_help()
        typed, self.typed = self.typed, []
        if command.name in QUERIES or command.name == "answer" and self.answers():
            return typed
        self.dropped.append(command.name)
        return []

    def _prefix_help(self) -> list[str]:
        """H (or ?) while a prefix waits: star's help is said as after the set-up (QA35
        hp_fr, star then h during the set-up: nothing at all was said): star and h are
        carried out, the table's reader then waits for star's digit, and the next key is
        sifted afresh (a digit is a query key, kept). The others' help (plus, slash, Enter:
        their number is dropped, and said so) stays unsaid; they wait on here."""
        if PREFIXES[self.reader.pending] not in QUERIES:
            self.typed.pop()
            return []
        self.reader.pending = None
        typed, self.typed = self.typed, []
        return typed


def key_name(key: str) -> str:
    """How a key that means nothing is named: ``KEY_NAMES`` (``"escape"``), a control key
    as ``"ctrl+a"``, any other key as itself (the app says the names in the table's
    language)."""
    if key in KEY_NAMES:
        return KEY_NAMES[key]
    if len(key) == 1 and ord(key) < 32:
        return f"ctrl+{chr(ord(key) + 96)}"
    return key
