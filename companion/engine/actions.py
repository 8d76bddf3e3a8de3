"""Actions of the rules engine and their text notation.

An :class:`Action` is a plain frozen value, in the manner of python-chess's ``Move``:
``str(action)`` gives the notation used in game records, :func:`parse_action` reads it
back, and ``repr`` pastes back into Python.

Kinds:

- ``deal`` (chance): the round's shuffled deck, top card first.
- ``first`` (chance): which tied round winner starts the next round (RULINGS A11).
- ``play``: the active player plays ``card`` with its ``effect`` (``"sane"`` or
  ``"insane"``), on ``target`` (a seat, or ``None``), with a ``guess`` for
  Investigators / Cultists / Deep Ones.
- ``give``: after Randall Tillinghast / Nyarlathotep (Insane), the cards handed back, one
  per recipient in seat order (seed 002 card 6; RULINGS A6, O13).
- ``rlyeh``: at the start of their next turn, the R'lyeh player ends the round (``end``)
  or not (``continue``) (RULINGS A3).

>>> a = parse_action("play investigators sane target=2 guess=5")
>>> a
Action(kind='play', card='investigators', effect='sane', target=2, guess=5)
>>> str(a)
'play investigators sane target=2 guess=5'
"""
from __future__ import annotations

from dataclasses import dataclass

from companion.cards import CARDS


class IllegalActionError(ValueError):
    """An action that is not legal in the current state (the state is unchanged)."""


class InvalidActionError(ValueError):
    """Text that is not an action in the record notation."""


KINDS = ("deal", "first", "play", "give", "rlyeh")
EFFECTS = ("sane", "insane")


@dataclass(frozen=True, slots=True)
class Action:
    """One decision or chance outcome; see the module docstring for the kinds."""

    kind: str
    card: str | None = None
    effect: str | None = None
    target: int | None = None
    guess: int | None = None
    cards: tuple[str, ...] = ()
    end: bool | None = None

    def __str__(self) -> str:
        if self.kind == "play":
            text = f"play {self.card} {self.effect}"
            if self.target is not None:
                text += f" target={self.target}"
            if self.guess is not None:
                text += f" guess={self.guess}"
            return text
        if self.kind in ("deal", "give"):
            return " ".join((self.kind,) + self.cards)
        if self.kind == "first":
            return f"first {self.target}"
        if self.kind == "rlyeh":
            return "rlyeh end" if self.end else "rlyeh continue"
        return self.kind

    def __repr__(self) -> str:
        fields = [f"kind={self.kind!r}"]
        for name in ("card", "effect", "target", "guess"):
            value = getattr(self, name)
            if value is not None:
                fields.append(f"{name}={value!r}")
        if self.cards:
            fields.append(f"cards={self.cards!r}")
        if self.end is not None:
            fields.append(f"end={self.end!r}")
        return f"Action({', '.join(fields)})"


def play(card: str, effect: str = "sane", target: int | None = None,
         guess: int | None = None) -> Action:
    """Shorthand for a ``play`` action."""
    return Action("play", card=card, effect=effect, target=target, guess=guess)


def _int(word: str, text: str) -> int:
    try:
        return int(word)
    except ValueError:
        raise InvalidActionError(f"{text!r}: {word!r} is not a number") from None


def parse_action(text: str) -> Action:
    """Read one action in record notation (see :class:`Action`).

    Raises:
        InvalidActionError: the text is not an action; the message says which part is
            wrong and what is expected.
    """
    words = text.split()
    if not words:
        raise InvalidActionError("empty action; expected one of: " + ", ".join(KINDS))
    kind, rest = words[0].lower(), words[1:]
    if kind not in KINDS:
        raise InvalidActionError(f"{text!r}: unknown action {words[0]!r}; expected one of: "
                                 + ", ".join(KINDS))
    if kind in ("deal", "give"):
        unknown = [w for w in rest if w not in CARDS]
        if unknown:
            raise InvalidActionError(f"{text!r}: unknown card(s) {', '.join(unknown)}")
        return Action(kind, cards=tuple(rest))
    if kind == "first":
        if len(rest) != 1:
            raise InvalidActionError(f"{text!r}: expected 'first SEAT'")
        return Action("first", target=_int(rest[0], text))
    if kind == "rlyeh":
        if rest not in (["end"], ["continue"]):
            raise InvalidActionError(f"{text!r}: expected 'rlyeh end' or 'rlyeh continue'")
        return Action("rlyeh", end=rest[0] == "end")
    if len(rest) < 2:
        raise InvalidActionError(f"{text!r}: expected 'play CARD sane|insane [target=N] [guess=N]'")
    card, effect, options = rest[0], rest[1].lower(), rest[2:]
    if card not in CARDS:
        raise InvalidActionError(f"{text!r}: unknown card {card!r}")
    if effect not in EFFECTS:
        raise InvalidActionError(f"{text!r}: effect must be 'sane' or 'insane', not {effect!r}")
    values: dict[str, int] = {}
    for option in options:
        name, sep, value = option.partition("=")
        if not sep or name not in ("target", "guess"):
            raise InvalidActionError(f"{text!r}: unknown option {option!r}; "
                                     "expected target=N or guess=N")
        if name in values:
            raise InvalidActionError(f"{text!r}: {name} is given twice")
        values[name] = _int(value, text)
    return Action("play", card=card, effect=effect, target=values.get("target"),
                  guess=values.get("guess"))
