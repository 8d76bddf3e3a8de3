"""Which zone Enter's rank goes to when the table waits for cards in several: the zone the
prompt the player last HEARD named (fresh QA50 HIGH, run C2, 4 players, stickers-only, es:
"I cannot read a card in Carol's zone" was said, then "The table was cleared, but round 1
is not over: still waiting for Alice's play. Press Enter, then its rank"; the player typed
Enter and 3 for Alice's play, and the card went silently to Carol's zone, the older prompt's,
said "Carol's hand: the Deep One.", round 1 lost).

Each line asking for a card by Enter (:data:`~companion.app.enter_raced.ENTER_ASKS`) is
noted, one record for every use of it (:class:`EnterAsked`): the seats it names
(:func:`named_seats`, or the zone the line was told to name: the video's end naming the
card told unread in Carol's zone while the table waits for Dan's play, fresh QA50b MEDIUM
C2, where the cue named Dan's play) and the table as it was. At the Enter press, the
newest one the voice has begun is the one obeyed (:meth:`EnterHeard.note_enter_press`):
when it names one of the zones awaited and others are awaited too, Enter's cue names it
("Card for Alice's play: which rank?"), and the rank goes there
(:meth:`EnterHeard._told_zone`); no prompt heard names one: the camera's unread prompt's
zone (QA43 M2), also named by the cue, else "whose zone?" after the rank. A stall's or the
camera's prompt so obeyed, settled by the camera meanwhile, enters nothing
(:mod:`companion.app.enter_raced`, reading the same record).

A mixin of :class:`~companion.app.session.TableSession` (its ``tracker``, ``said_for``,
``lang``, ``unread_told``, ``zone`` and ``_player``).
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from babel.lists import format_list

from companion.app.said_for import PROMPTS_KEPT
from companion.app.said_heard import _begun
from companion.narration.catalog import message
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


@dataclass(frozen=True)
class EnterAsked:
    """A line asking for a card by Enter (:data:`~companion.app.enter_raced.ENTER_ASKS`),
    as the table was when it was said: ``count`` (its number among the prompts said:
    :attr:`~companion.app.said_for.SaidFor.prompts_heard`; what ``say`` returned for it
    is kept there), ``seats`` (the zones it names, 0-based), ``round`` (the tracker's),
    ``zones`` (those zones then, as :meth:`~companion.app.session_watch.SessionWatch.zone`
    gives them), ``at`` (the tracker's history length then) and ``entry`` (its newest
    entry, ``None``: none), ``waits`` (the tracker's ``waiting()``: ``(kind, seat, card
    key)``); ``asked``: the zones a stall's or the camera's prompt asked a card in, one
    the camera may read meanwhile (:mod:`~companion.app.enter_raced`), ``None`` for the
    other lines."""

    count: int
    seats: tuple[int, ...]
    round: int
    zones: tuple
    at: int
    entry: tuple | None
    waits: tuple
    asked: tuple[int, ...] | None = None


class EnterHeard:
    """Notes each Enter prompt and, at an Enter press, the one the player heard last (see
    the module docstring)."""

    #: the last lines asking for a card by Enter (:class:`EnterAsked`), oldest first
    enter_named: tuple[EnterAsked, ...] = ()
    #: at the last Enter press (:meth:`note_enter_press`): the newest Enter prompt the
    #: voice had begun, of any round (``None``: none)
    enter_prompt: EnterAsked | None = None
    #: at the last Enter press: the seats that prompt names (``()``: none), ``None`` when
    #: none was heard this round, or once a card was taken in a zone it named (or no live
    #: table noted the press); used by Enter's rank (:meth:`_told_zone`), then cleared
    enter_heard: tuple[int, ...] | None = None
    #: ``(seat 0-based, zone as Session.zone gives it)`` of the last Enter given without
    #: asking to the zone a prompt named (:meth:`_told_zone`): found again, that card was
    #: undone
    _told_given: tuple | None = None
    #: the tracker's history length when Enter's rank for a zone's unread card was refused
    #: as no forced discard (:meth:`~companion.app.laid_before.LaidBefore.
    #: _entry_behind_held`): while it stands (no entry since), Enter's rank goes to no zone
    #: without asking (fresh QA57 HIGH-1: the discard's zone is unknown)
    enter_ask_zone: int | None = None

    def enter_refused(self, seat: int) -> None:
        """Enter's rank for ``seat``'s zone (0-based) refused as no forced discard
        (:meth:`~companion.app.laid_before.LaidBefore._entry_behind_held`): the next
        Enter's rank goes to no zone without asking while :attr:`enter_ask_zone` stands,
        nor to that zone as it is now (:attr:`_told_given`)."""
        self._told_given = (seat, self.zone(seat))
        self.enter_ask_zone = len(self.tracker.history)
        self.enter_heard = None

    def note_enter_named(self, args: dict, zones: tuple[int, ...] | None = None) -> None:
        """The line being said asks for a card by Enter (its catalog ``args``): noted, with
        the seats it names (:func:`named_seats`), or ``zones`` when given (0-based: the
        zone of a card told unread, named in an ``expected`` phrase that is not the
        tracker's wait; fresh QA50b MEDIUM C2)."""
        tracker = self.tracker
        if not tracker.started:
            return
        seats = named_seats(tracker, args) if zones is None else tuple(zones)
        history = tracker.history
        entry = EnterAsked(self.said_for.prompt_count(), seats, tracker.view().round,
                           tuple(self.zone(s) for s in seats), len(history),
                           history[-1] if history else None, tracker.waiting())
        self.enter_named = (*self.enter_named[1 - PROMPTS_KEPT:], entry)

    def note_asked_zones(self, seats: tuple[int, ...]) -> None:
        """The line just said (noted by :meth:`note_enter_named`) is a stall's or the
        camera's prompt asking for a card in ``seats`` (0-based), one the camera may read
        meanwhile: so noted (:attr:`EnterAsked.asked`; read by
        :mod:`~companion.app.enter_raced`). Not when no input was taken yet."""
        last = self.enter_named[-1] if self.enter_named else None
        if last is None or last.count != self.said_for.prompt_count() or last.entry is None:
            return
        self.enter_named = (*self.enter_named[:-1], replace(last, asked=tuple(seats)))

    def note_enter_press(self) -> tuple[int, ...] | None:
        """At an Enter press: note the newest Enter prompt the voice has begun (shown at
        once counts; :attr:`enter_prompt`) and return the seats it names if it is of this
        round (:attr:`enter_heard`); none once a card was taken in a zone it named since it
        was said (answered: review of enter50, a prompt for Alice's play, read a turn ago,
        gave Enter's rank to her Sanity check)."""
        now = self.tracker.view().round if self.tracker.started else None
        self.enter_heard = self.enter_prompt = None
        for asked in self._enter_prompts_heard():
            self.enter_prompt = asked
            self.enter_heard = asked.seats if asked.round == now \
                and self.zones_unchanged(asked.seats, asked.zones) else None
            break
        return self.enter_heard

    def _enter_prompts_heard(self):
        """The Enter prompts (:class:`EnterAsked`) the voice has begun saying (shown at
        once counts), newest first."""
        named = {asked.count: asked for asked in self.enter_named}
        for count, heard in reversed(self.said_for.prompts_heard.get("enter", [])):
            if count in named and (heard is None or _begun(heard)):
                yield named[count]

    def enter_other(self, seats: tuple[int, ...]) -> tuple[EnterAsked, int] | None:
        """At an Enter press that obeys the prompt heard last (:meth:`note_enter_press`),
        its rank going to the one zone of ``seats`` (0-based, the zones awaited) that prompt
        names: the newest Enter prompt heard before it, of this round and not answered,
        naming one other zone of ``seats``, and that zone: ``(prompt, seat)``; ``None``
        when there is none. Enter's cue then offers it, and Enter pressed again takes it
        (:meth:`switch_enter`). Fresh QA51b M1 (run C2, es): "… still waiting for Alice's
        play … press Enter", then "I cannot read a card in Carol's zone: press Enter …";
        Enter 1.5 s into the second, meant for the first, went to Carol's zone."""
        prompt = self.enter_prompt
        target = self.enter_target(seats)
        if prompt is None or len(seats) < 2 or len(target) != 1 \
                or target[0] not in (self.enter_heard or ()):
            return None
        for asked in self._enter_prompts_heard():
            if asked.count >= prompt.count:
                continue
            if asked.round != prompt.round \
                    or not self.zones_unchanged(asked.seats, asked.zones):
                continue  # another round's, or answered since
            other = [s for s in asked.seats if s in seats and s != target[0]]
            if len(other) == 1:
                return asked, other[0]
        return None

    def switch_enter(self, other: tuple[EnterAsked, int],
                     seat: int) -> tuple[EnterAsked, int]:
        """Enter pressed again while Enter waits for its rank, which was to go to ``seat``'s
        zone (0-based): it obeys ``other`` (the prompt and zone :meth:`enter_other`
        offered) instead; returns the prompt it obeyed (never ``None``: ``other`` is
        offered only with one, :meth:`enter_other`) and ``seat``, that Enter pressed once
        more takes back."""
        back = self.enter_prompt
        self.enter_prompt, self.enter_heard = other[0], (other[1],)
        return back, seat

    def switch_open(self, other: tuple[EnterAsked, int] | None) -> bool:
        """Whether ``other`` (``(prompt, seat 0-based)``, as :meth:`enter_other` or
        :meth:`switch_enter` returned it) may still be taken by Enter pressed again: that
        zone still awaited, and the prompt not answered since (its zones unchanged). Review
        of enter52: Alice's play read between the two presses, Enter again took her zone,
        no longer awaited, and its cue named it."""
        if other is None:
            return False
        asked, seat = other
        return seat in self.tracker.awaited_seats() \
            and self.zones_unchanged(asked.seats, asked.zones)

    def enter_phrase(self, seat: int) -> str:
        """The card Enter's rank would give in ``seat``'s zone (0-based), as a phrase:
        the wait it is, that player's ("Alice's play"), else "a card in Carol's zone"."""
        wait = self._zone_wait(seat)
        if wait is not None:
            return wait
        return message(self.lang, "app.enter_other_zone", player=self._player(seat))

    def _zone_wait(self, seat: int) -> str | None:
        """The wait the table has for a card in ``seat``'s zone (0-based), as a phrase
        ("Alice's play", "Carol's revealed hand"), or ``None`` when it waits for none
        there. A showdown's wait has no seat of its own (``("showdown", None, …)``): a
        hand it awaits in ``seat``'s zone is "Carol's revealed hand" (fresh QA56 M2, run
        C r1: the table gathered before Fay's shown hand was read, Enter's cue said "Card
        played: which rank?")."""
        kind, wseat, played = self.tracker.waiting()
        if kind in ZONE_WAITS and wseat == seat:
            phrase = wait_phrase(self.lang, kind, self._player(seat), played)
            if self.play_or_hand(seat):
                return format_list([phrase, wait_phrase(self.lang, "hand", self._player(seat))],
                                   style="or", locale=self.lang)
            return phrase
        if kind == "showdown" and seat in self.tracker.awaited_seats():
            return wait_phrase(self.lang, "reveal", self._player(seat))
        return None

    def play_or_hand(self, seat: int) -> bool:
        """Whether a card in ``seat``'s zone (0-based) may be that player's play, or their
        Sanity check's card, which the most likely account waits for, or the hand they
        laid when knocked out, which another account waits for or owes (a card of another
        player's, its guess and target unseen, may have put them out; RULINGS A10): Enter's
        cue then names both, "Card for Bob's play or Bob's hand: which rank?" (fresh QA59
        L5, run G: "Carte pour le jeu de Bob" for his knocked-out hand; review of low60:
        "Card played" for Alice's Sanity check card or her hand, 2 players)."""
        kind, wseat, _ = self.tracker.waiting()
        return kind in ("play", "check") and wseat == seat \
            and seat in self.tracker.hand_seats()

    def hands_cue(self, seats: tuple[int, ...]) -> tuple[str, dict] | None:
        """Enter's cue when a showdown waits for two or more hands and Enter's rank may go
        to any of them (``seats``, 0-based, the zones awaited, each a hand the showdown
        awaits; every account waiting for it), ``(message key, arguments)``: "Card for
        Bob's and Carol's hands: which rank?", the phrase the cleared table's line said;
        ``None`` otherwise (seed 002 "The Deck Runs Out"; review of qam57: with two hands
        awaited the cue was still "Card played: which rank?", fresh QA56 M2's fault)."""
        if len(seats) < 2 or not set(seats) <= set(self.tracker.showdown_seats()) \
                or self.tracker.waiting()[0] != "showdown" \
                or not self.tracker.waiting_agreed():
            return None
        hands = [self._player(seat) for seat in seats]
        return "app.prefix_enter_wait", {"expected": wait_phrase(
            self.lang, "showdown", "", hands=hands)}

    def _told_zone(self, seats: tuple[int, ...]) -> tuple[int, ...]:
        """``seats`` (0-based, the zones Enter's card may go to), or the one of them Enter
        gives without asking (:meth:`enter_target`): the one the Enter prompt the player
        heard last named (fresh QA50 HIGH: the card for Alice's play, the prompt just
        heard, went to Carol's zone, an older prompt's), else the one whose card the
        camera told it cannot read (:attr:`unread_told`: QA43 M2, "I cannot read a card in
        Alice's zone", then "whose discard zone is it in?"; unanswered, every later card
        was held). Once the card Enter gave that told zone was undone, the zone as it was
        then, it is not picked again (review of stick43: the player meant another zone,
        and Enter gave it to the told one again and again). So too for the zone the
        prompt heard named (review of enter50: undone, Enter gave it the card again and
        again). Uses up :attr:`enter_heard`."""
        target = self.enter_target(seats)
        self.enter_heard = None
        if len(seats) >= 2 and len(target) == 1:
            self._told_given = (target[0], self.zone(target[0]))  # given without asking
        return target

    def enter_target(self, seats: tuple[int, ...]) -> tuple[int, ...]:
        """Of ``seats`` (0-based, the zones awaited), the one Enter's card goes to without
        asking: the one the prompt heard last names (:attr:`enter_heard`), else the one the
        camera told unread (:attr:`unread_told`) when that prompt named it or none heard
        named a zone; ``seats`` unchanged when neither picks exactly one. Neither picks the
        zone Enter last gave a card without asking once that card was undone (the zone as
        it was then, :attr:`_told_given`; review of stick43, and of enter50: the player
        meant another zone, and Enter gave the heard one again after every undo); neither
        picks one while :attr:`enter_ask_zone` stands."""
        if len(seats) < 2 or self.enter_ask_zone == len(self.tracker.history):
            return seats  # (the second: an unread card's rank refused, QA57 HIGH-1)
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
        wait = self._zone_wait(seat)
        if wait is not None:
            return "app.prefix_enter_wait", {"expected": wait}
        return "app.prefix_enter_zone", {"player": self._player(seat)}


__all__ = ["EnterAsked", "EnterHeard", "ZONE_WAITS", "named_seats"]
