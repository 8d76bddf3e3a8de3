"""Which zone Enter's rank goes to when the table waits for cards in several: the zone the
prompt the player last HEARD named (fresh QA50 HIGH, run C2, 4 players, stickers-only, es:
"I cannot read a card in Carol's zone" was said, then "The table was cleared, but round 1
is not over: still waiting for Alice's play. Press Enter, then its rank"; the player typed
Enter and 3 for Alice's play, and the card went silently to Carol's zone, the older prompt's,
said "Carol's hand: the Deep One.", round 1 lost).

Each line asking for a card by Enter (:data:`~companion.app.enter_raced.ENTER_ASKS`) is
noted with the seats it names (:func:`named_seats`); at the Enter press, the newest one the
voice has begun is the one obeyed (:meth:`EnterHeard.note_enter_press`). When it names one
of the zones awaited and others are awaited too, Enter's cue names it ("Card for Alice's
play: which rank?"), and the rank goes there; no prompt heard names one: the camera's
unread prompt's zone (QA43 M2), also named by the cue, else "whose zone?" after the rank.

A mixin of :class:`~companion.app.session.TableSession` (its ``tracker``, ``said_for``,
``lang``, ``unread_told``, ``zone``, ``_player`` and
:class:`~companion.app.question_keys.QuestionKeys`' ``_told_given``).
"""
from __future__ import annotations

from companion.app.said_for import PROMPTS_KEPT
from companion.app.said_heard import _begun
from companion.narration.narrate import wait_phrase

#: the waits whose card lies in the waiting player's own zone (a play, a Sanity check's
#: card, a knocked-out hand, a revealed hand, a second play): a prompt naming such a wait
#: names that zone; Tommy Gun's cards or a Musician's discard go to another player's
ZONE_WAITS = frozenset({"play", "check", "hand", "reveal", "aside"})


def named_seats(tracker, args: dict) -> tuple[int, ...]:
    """The seats (0-based) whose zone a line asking for a card by Enter names, from its
    catalog arguments ``args``: its ``player`` ("I cannot read a card in Carol's zone"),
    else, for a line naming what the table waits for (``expected``), the waiting player's
    seat (:data:`ZONE_WAITS`) or a showdown's hands; ``()`` when it names no zone (the
    face-up cards, the cards of a Tommy Gun)."""
    names = list(tracker.names) if tracker.started else []
    player = args.get("player")
    if isinstance(player, str) and player in names:
        return (names.index(player),)
    if "expected" not in args or not tracker.started:
        return ()
    kind, seat, _ = tracker.waiting()
    if kind in ZONE_WAITS and seat is not None:
        return (seat,)
    return tracker.showdown_seats() if kind == "showdown" else ()


class EnterHeard:
    """Notes the seats each Enter prompt names and, at an Enter press, those of the one the
    player heard last (see the module docstring)."""

    #: ``(prompt count, seats named, round, their zones then)`` of the last lines asking for
    #: a card by Enter (the count: :attr:`~companion.app.said_for.SaidFor.prompts_heard`'s;
    #: a zone as :meth:`~companion.app.session_watch.SessionWatch.zone` gives it), oldest
    #: first
    enter_named: tuple = ()
    #: at the last Enter press (:meth:`note_enter_press`): the seats the newest Enter prompt
    #: the voice had begun names (``()``: none), ``None`` when none was heard this round
    #: (or no live table noted the press); used by Enter's rank, then cleared
    enter_heard: tuple[int, ...] | None = None

    def note_enter_named(self, args: dict) -> None:
        """The line being said asks for a card by Enter (its catalog ``args``): noted."""
        if not self.tracker.started:
            return
        count, seats = self.said_for.prompt_count(), named_seats(self.tracker, args)
        entry = (count, seats, self.tracker.view().round, tuple(self.zone(s) for s in seats))
        self.enter_named = (*self.enter_named[1 - PROMPTS_KEPT:], entry)

    def note_enter_press(self) -> tuple[int, ...] | None:
        """At an Enter press: note (:attr:`enter_heard`) and return the seats named by the
        newest Enter prompt of this round the voice has begun (shown at once counts); none
        once a card was taken in a zone it named since it was said (answered: review of
        enter50, a prompt for Alice's play, read a turn ago, gave Enter's rank to her Sanity
        check; as :mod:`~companion.app.enter_raced`'s prompt, used up by a later card)."""
        named = {count: (seats, rnd, zones) for count, seats, rnd, zones in self.enter_named}
        now = self.tracker.view().round if self.tracker.started else None
        self.enter_heard = None
        for count, heard in reversed(self.said_for.prompts_heard.get("enter", [])):
            if count in named and (heard is None or _begun(heard)):
                seats, rnd, zones = named[count]
                answered = any(self.zone(s) != z for s, z in zip(seats, zones))
                self.enter_heard = seats if rnd == now and not answered else None
                break
        return self.enter_heard

    def enter_target(self, seats: tuple[int, ...]) -> tuple[int, ...]:
        """Of ``seats`` (0-based, the zones awaited), the one Enter's card goes to without
        asking: the one the prompt heard last names (:attr:`enter_heard`), else the one the
        camera told unread (:attr:`unread_told`) when that prompt named it or none heard
        named a zone; ``seats`` unchanged when neither picks exactly one. Neither picks the
        zone Enter last gave a card without asking once that card was undone (the zone as
        it was then, :attr:`_told_given`; review of stick43, and of enter50: the player
        meant another zone, and Enter gave the heard one again after every undo)."""
        if len(seats) < 2:
            return seats
        heard = self.enter_heard or ()
        given = self._told_given  # undone once given (review of stick43)
        picked = [s for s in seats if s in heard and (s, self.zone(s)) != given]
        if len(picked) == 1:
            return tuple(picked)
        told = [s for s in (self.unread_told() if self.unread_told else ()) if s in seats
                and (not heard or s in heard) and (s, self.zone(s)) != given]
        return tuple(told) if len(told) == 1 else seats

    def enter_cue(self, target: tuple[int, ...]) -> tuple[str, dict] | None:
        """Enter's cue naming the zone its rank goes to, ``(message key, arguments)``, when
        the table waits for cards in several zones and ``target`` is one of them: "Card for
        Alice's play: which rank?" (the wait it is, that player's) or "Card in Carol's zone:
        which rank?"; ``None``: the plain cue."""
        if len(target) != 1:
            return None
        seat = target[0]
        kind, wseat, played = self.tracker.waiting()
        if kind in ZONE_WAITS and wseat == seat:
            return "app.prefix_enter_wait", {"expected": wait_phrase(
                self.lang, kind, self._player(seat), played)}
        return "app.prefix_enter_zone", {"player": self._player(seat)}


__all__ = ["EnterHeard", "ZONE_WAITS", "named_seats"]
