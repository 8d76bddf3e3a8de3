"""The camera-differs hold in a session log (:mod:`companion.session_log`; session 70,
log70; QA68 M2, QA69 HIGH-1).

The hold (:mod:`companion.app.differs_hold`) is no observation (the tracker never saw the
held cards), so a quit lost it: resumed, the held cards were "cards the log does not hold
… if they were played while the companion was off, press plus and 1", and minus twice
taking back the answer that ended the hold built the held Sailor on the entered Boxer
("Bob is out, with The Sailor.", "Carol wins the round", false). Each change of it is now
one line::

    {"seq": 14, "differs": {"round": 1, "seat": 1, "size": 8, "ended": false,
                            "read": ["the_musician"], "index": 1,
                            "entered": ["the_boxer", "deep_one"],
                            "cards": [[2, ["the_sailor"], 16.1]],
                            "lefts": [[3, ["tommy_gun"], 12.5, false]]}}
    {"seq": 15, "differs": null}

``differs`` (:class:`~companion.app.differs_hold.DiffersHeld`): ``round``; ``seat``
(0-based) of the zone; ``size``: the tracker's history length when the hint was said (the
hold's answer is the input at that index); ``ended``: ``false`` while the hold stands,
``true`` once an answer the table took ended it (:class:`~companion.app.differs_hold.
DiffersEnded`: minus twice taking that answer back brings it back); ``read``: the camera's
card (keys) at place ``index`` of the zone; ``entered``: the entered card's keys;
``cards``: the cards held on it, ``[seat 1-based, candidates, frame time s]``, oldest
first; ``lefts``: the left cards that waited with it, ``[seat 1-based, candidates, laid
time s, held behind an older card]``; ``"unreleased": true`` (res71, only with ``ended``):
written right after the answer, before the next picture gave the held cards (a quit then
leaves them ungiven: the resume puts the hold back and gives them, rev-log70 MEDIUM).
``null``: none any more.

The left cards waiting to be given while no such hold stands (session 71,
res71; QA69 HIGH-4: a quit then lost them, "2 cards the log does not hold … You will be
asked about them once the open question is answered.", and round 1 never ended) are a
line of their own at each change::

    {"seq": 9, "waiting": {"round": 1, "size": 8,
                           "lefts": [[3, ["tommy_gun"], 12.5, false],
                                     [3, ["necronomicon"], 14.3, true]],
                           "stall": []}}
    {"seq": 12, "waiting": null}

``waiting``: ``round``; ``size``: the tracker's history length when written (a line
written after more inputs than the log holds is another table's: not restored; one
written before the log's last inputs is, its cards given in their turn); ``lefts``: as
the hold's; ``stall``: the cards a stall keeps (:class:`~companion.app.stall.Stall`, the
same shape; handB: the Tommy Gun kept after Enter 7 for Bob's missing play opened "The
Entertainer or the Shoggoth?"); ``given`` (res72, only when some): the cards a
camera-differs hold ended by a slash correction holds until the next picture gives them
(``[seat 1-based, candidates, time s]``); ``entry_asked`` (res72, only when some):
``{"wait": [round, seat 0-based, card key], "cards": [indices into stall]}``, the stall's
cards asked as maybe the forced discard of a play entered after they were laid
(:attr:`~companion.app.left_card.LeftCard.entry_asked`; while that wait stands every new
card is held, as live). ``null``: none any more (the cards given, or a
hold begun: its own line holds them). Since session 72 (res72; rev-res71's HIGHs, QA71
H2) the line is written whenever these cards change, question or not (a card refused for
a missing play, a stall without a question).

The last such line after the game's start is the state at the quit
(:func:`last_waits`); a resume restores it on the cards its set-up pictures read
(:mod:`companion.app.waits_logged`, :mod:`companion.app.waiting_logged`). A log without
such lines (before session 70; before session 71 for ``waiting``) resumes as before. No
card is spoken from these lines: they are read back only.
"""
from __future__ import annotations

import math

from companion.cards import CARDS
from companion.rules import MAX_PLAYERS

#: the key of a camera-differs hold's line (it has no ``"obs"``)
DIFFERS = "differs"
#: the key of the line of the left cards waiting behind an open question (res71)
WAITING = "waiting"
#: the keys of this module's lines
WAITS_KEYS = (DIFFERS, WAITING)


def _keys(value) -> "list[str] | None":
    """``value`` as a non-empty list of card keys (strings of the catalog,
    :data:`~companion.cards.CARDS`), copied, else ``None`` (an edited key would crash the
    hint that names the card: rev-log70)."""
    if isinstance(value, list) and value and all(isinstance(k, str) and k in CARDS
                                                 for k in value):
        return list(value)
    return None


def _card(value, flag: bool) -> "list | None":
    """One held card ``[seat 1-based, candidates, time s]`` (``flag``: and a bool), as
    JSON gives it, copied; ``None`` for any other shape."""
    if not isinstance(value, list) or len(value) != (4 if flag else 3):
        return None
    seat, keys, t = value[0], _keys(value[1]), value[2]
    if type(seat) is not int or not 1 <= seat <= MAX_PLAYERS or keys is None \
            or type(t) not in (int, float) or not math.isfinite(t) \
            or flag and type(value[3]) is not bool:
        return None
    return [seat, keys, float(t), *value[3:]]


def _cards(value, flag: bool) -> "list | None":
    """A list of held cards (:func:`_card`), copied; ``None`` when one is of another
    shape or ``value`` is no list."""
    if not isinstance(value, list):
        return None
    cards = [_card(c, flag) for c in value]
    return None if any(c is None for c in cards) else cards


def differs_value(raw) -> "dict | None":
    """``raw`` (a ``"differs"`` line's value, as JSON gives it) as written by
    :func:`companion.app.waits_logged.differs_record` (module docstring), copied;
    ``None`` for ``null`` and for any other shape (an edited line: no hold)."""
    if not isinstance(raw, dict):
        return None
    ints = [raw.get(k) for k in ("round", "seat", "size", "index")]
    if any(type(v) is not int or v < 0 for v in ints) or ints[0] < 1 \
            or ints[1] >= MAX_PLAYERS or type(raw.get("ended")) is not bool:
        return None
    read, entered = _keys(raw.get("read")), _keys(raw.get("entered"))
    cards, lefts = _cards(raw.get("cards"), False), _cards(raw.get("lefts"), True)
    if read is None or entered is None or cards is None or lefts is None:
        return None
    value = {"round": ints[0], "seat": ints[1], "size": ints[2], "index": ints[3],
             "ended": raw["ended"], "read": read, "entered": entered, "cards": cards,
             "lefts": lefts}
    if raw["ended"] and raw.get("unreleased") is True:
        value["unreleased"] = True
    return value


def waiting_value(raw) -> "dict | None":
    """``raw`` (a ``"waiting"`` line's value, as JSON gives it) as written by
    :func:`companion.app.waiting_logged.waiting_record` (module docstring), copied;
    ``None`` for ``null``, for no card and for any other shape (an edited line: nothing
    restored)."""
    if not isinstance(raw, dict):
        return None
    round_, size, lefts = raw.get("round"), raw.get("size"), _cards(raw.get("lefts"), True)
    stall = _cards(raw.get("stall", []), True)
    given = _cards(raw.get("given", []), False)
    if type(round_) is not int or round_ < 1 or type(size) is not int or size < 1 \
            or lefts is None or stall is None or given is None \
            or not lefts and not stall and not given:
        return None
    value = {"round": round_, "size": size, "lefts": lefts, "stall": stall}
    if given:
        value["given"] = given
    asked = _entry_asked(raw.get("entry_asked"), len(stall))
    if asked is not None:
        value["entry_asked"] = asked
    return value


def _entry_asked(raw, count: int) -> "dict | None":
    """A ``waiting`` line's ``entry_asked`` (``{"wait": [round, seat 0-based or null,
    card key or null], "cards": [indices into its stall]}``), copied; ``None`` for any
    other shape or an index out of its ``count`` stall cards."""
    if not isinstance(raw, dict) or not isinstance(raw.get("wait"), list) \
            or not isinstance(raw.get("cards"), list) or len(raw["wait"]) != 3:
        return None
    round_, seat, key = raw["wait"]
    cards = raw["cards"]
    if type(round_) is not int or round_ < 1 \
            or seat is not None and (type(seat) is not int or not 0 <= seat < MAX_PLAYERS) \
            or key is not None and key not in CARDS \
            or not cards or any(type(i) is not int or not 0 <= i < count for i in cards):
        return None
    return {"wait": [round_, seat, key], "cards": list(cards)}


def waiting_on(value: "dict | None", size: int) -> "dict | None":
    """A ``"waiting"`` line's value (:func:`waiting_value`) kept for a log whose rebuilt
    history holds ``size`` inputs: ``None`` when the line was written after more inputs
    than that (another table's line: an edited or mixed log), else ``value``. A line
    written before the log's last inputs stands (res72: its cards still wait, given in
    their turn once the table takes them)."""
    if value is None or value["size"] > size:
        return None
    return value


def last_waits(lines: dict, after: int, key: str) -> "dict | None":
    """The state at the log's end of ``key`` (:data:`DIFFERS` or :data:`WAITING`): the
    last such line's value (:func:`differs_value`, :func:`waiting_value`) among ``lines``
    (``{line number: text}``) after line ``after`` (the game's ``start`` line), ``None``
    when there is none or it is ``null`` or of another shape; lines not JSON passed
    over."""
    from companion.session_log_held import _held_records  # (it imports this module)
    value, found = {DIFFERS: differs_value, WAITING: waiting_value}[key], None
    for raw in _held_records(lines, after, key):
        found = value(raw)
    return found


__all__ = ["DIFFERS", "WAITING", "WAITS_KEYS", "differs_value", "last_waits",
           "waiting_on", "waiting_value"]
