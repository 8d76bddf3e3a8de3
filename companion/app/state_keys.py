"""The live table's keys side (live71: a part of ``LiveTable.__init__``, one job): the
queue of keys read by the terminal's thread, the speech keys' handler, the key reader,
and what the keys wait for or dropped (prefixes, plus, Enter, slash, minus twice; the
set-up's early keys). DESIGN.md: keys ─▶ tracker (corrections, choices, questions); the
keys themselves: :class:`~companion.app.live_keys.LiveKeys`. No I/O."""
from __future__ import annotations

import queue
from typing import Callable

from companion.app.keys import Command, EarlyKeys, KeyReader


def keys_state(table, keys: "queue.Queue[str]", say_control: Callable[[Command], bool],
               keys_open: Callable[[], bool]) -> None:
    """Set ``table``'s (a :class:`~companion.app.live.LiveTable`) keys side: ``keys``
    (the queue the keyboard's thread fills, one key a string), ``say_control`` (handles
    the speech keys: repeat, stop, back, forward; True when it did), ``keys_open``
    (whether keys can still come), a fresh :class:`~companion.app.keys.KeyReader`, and
    every key's wait at rest (times in the table's clock's seconds). Raises nothing."""
    #: whether keys can still come (the keyboard is open: not at its end): at the end of
    #: the pictures the table then waits for ``q`` (QA28 #6)
    table.keys_open = keys_open
    table.keys = keys
    table.say_control = say_control
    table.reader = KeyReader()
    table.quit = False
    table.prefix_at = 0.0  # when a prefix key (* + /) started waiting for its digit
    table.prefix_n = 0  # prefixes started so far (LiveKeys._prefix_started)
    #: the zones (0-based seats) the table waited for a card in when Enter was last
    #: pressed, set on the main thread (``()`` from the next key on): a card told unread
    #: there is being entered (:meth:`~companion.app.live_cards.CameraCards.
    #: _unread_answered`, read on the voice's thread)
    table.enter_for: tuple[int, ...] = ()
    #: ``(the tracker's open question, the session's choice heard last, or
    #: :attr:`~companion.app.said_for.Closed.LIST` while the voice still says it closed,
    #: or ())`` when plus was last pressed (``None``: plus not pressed since the last
    #: answer): its number answers only that question (QA35 N1), or that choice (QA29 H2)
    table.plus_for: tuple | None = None
    #: the question plus said at once, not heard yet (:meth:`LiveKeys._plus_early`)
    table.plus_asked = None
    #: when the table last cancelled a prefix's wait, or plus was refused (nothing to
    #: answer: "No question is open." said at once, QA34 L3) (``None``: not since the
    #: last key), what the voice's ``say`` returned for the line saying why, and whether
    #: it was plus's or Enter's refused at once: the digit typed next is swallowed
    #: (:class:`~companion.app.prefix_drop.PrefixDrop`)
    table.dropped_at: float | None = None
    table.dropped_said: list = []
    table.dropped_plus = table.dropped_enter = False
    table.dropped_minus = False  # a minus right after it is its cancel (PrefixDrop)
    #: the last time the voice still had the prefix's cue to say while it waited: its
    #: wait counts from then, once its cue is heard (QA32 F3)
    table.prefix_heard = 0.0
    #: what the voice's ``say`` returned for the prefix's cue
    #: (:class:`~companion.app.voiceout.Heard`)
    table.prefix_said: list = []
    #: Enter's cue last said, ``(catalog key, args)``, or ``None`` (the plain cue, or
    #: another prefix's): :class:`~companion.app.enter_early.EnterEarly`
    table.enter_cue_said: tuple | None = None
    #: whether that cue's line opens with "Choice cancelled." (the key closed the
    #: session's list as it was pressed): said apart if the next key comes first
    table.prefix_closed = False
    table.correct_for = None  # the card input slash's cue named (QA25 F6)
    #: the session's open choice last seen, and since when it waits (said, no key
    #: pending): it is closed after
    #: :data:`~companion.app.live_keys.PREFIX_TIMEOUT_S` (QA23 #5)
    table.choice_seen: tuple = ()
    #: the undo's open question last seen (what ``say`` returned for its lines), and
    #: the last time it was seen still to be said (:meth:`~companion.app.live_keys.
    #: LiveKeys._undo_waits`)
    table.undo_seen: list | None = None
    table.undo_heard_at = 0.0
    #: keys pressed before the set-up's sentences were all said: only the query keys
    #: act (QA23 #12); ``None`` from then on
    table.early_keys: EarlyKeys | None = None
    table.early_since: float | None = None  # when the set-up's keys were sifted
    table.choice_at = 0.0
    table.undo_at = float("-inf")  # when the last undo was done (monotonic seconds)
    table.undo_soon_said = None  # the undo_at a minus too soon after was said for
    #: when the last undo took an input back (``undo_at`` when it did; an undo refused
    #: or asked to confirm leaves it: no minus after it is said "an undo was just done")
    table.undo_took_at = float("-inf")
    table.minus_at = float("-inf")  # when minus was last pressed (the table's clock)
    #: the card last undone (minus twice): ``(seat 0-based, card keys, tracker history
    #: length after the undo)``, named by the cleared-table line while still
    #: awaited (:meth:`~companion.app.live_deal.NextDeal._undone_awaited`)
    table.undone_card: tuple | None = None
