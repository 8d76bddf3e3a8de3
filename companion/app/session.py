"""One table session: observations in, the tracker's events said aloud, key commands answered.

The app layer that wires the core (tracker, narration, session log) to the voice. It has
no camera: :mod:`companion.app.live` feeds it camera observations, :mod:`companion.app.demo`
rendered ones; both send the players' keys to :meth:`TableSession.key`.

Every observation and command goes to the session log *before* the tracker sees it, so
a crash loses nothing (``companion resume LOG``). A wrong key, a misread card or a dead
speech engine never raises out of here.
"""
from __future__ import annotations

import logging
from collections import Counter
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Callable

from babel.lists import format_list

from companion.cards import CARDS, card, edition_cards
from companion.narration import narrate
from companion.narration.narrate import place_name, tokens_summary, wait_phrase
from companion.narration.catalog import message
from companion.narration.record_order import RecordOrder
from companion.rules import other_world_count
from companion.session_log import Resumed, damaged_before_refused
from companion.tracker import observations as o
from companion.tracker.doubts import unsure_facts
from companion.tracker.events import TableEvent
from companion.tracker.observations import Observation, ObservationError
from companion.tracker.tracker import Tracker

from companion.app.keys import KEY_NAMES, Command

log = logging.getLogger(__name__)

#: Speech priority and earcon name per table event kind (the voice layer's terms). A
#: game's events stay in their causal order ("normal": queued): a "now" game win was spoken
#: before the knock-out and round win that caused it, and in a fast demo during round 1
#: (QA); the earcon marks what is urgent. "now" is kept only for an answer to a key
#: (:meth:`TableSession.answering`); anything else is said in the order it was made.
#: Event kinds that end the turn before them (:meth:`TableSession._passed`).
_TURN_ENDS = ("turn_started", "round_ended", "game_won", "round_started")
EVENT_STYLE = {
    "check_failed": ("normal", "check_failed"),
    "game_won": ("normal", "round_won"),
    "inconsistency": ("now", "error"),
    "round_ended": ("normal", "round_won"),
    "turn_started": ("normal", "your_turn"),
    "card_played": ("normal", "card_read"),
    "player_out": ("normal", "player_out"),
    "deck_count": ("low", None),
}


@dataclass(frozen=True)
class Announcement:
    """A sentence for the voice: ``brief`` and ``verbose`` texts, a ``priority``
    (``"now"``, ``"normal"``, ``"low"``), an optional ``earcon`` name, the event kind
    (``None`` for an answer to a key), ``stale()``: true once the sentence is over
    before its turn to be said (a turn passed, a question answered), for a voice that is
    behind the table (``None``: never), and ``keep``: false for an answer to a key that
    the history of keys 7 and 9 leaves out (a prompt, an echo, a question asked again)."""

    brief: str
    verbose: str
    priority: str = "normal"
    earcon: str | None = None
    kind: str | None = None
    stale: Callable[[], bool] | None = field(default=None, compare=False, repr=False)
    #: kept in the history keys 7 and 9 step through (:meth:`TableSession.news`)
    keep: bool = True


@dataclass
class TableSession:
    """Tracker + narration + session log + key commands for one table.

    Args:
        say: called with each :class:`Announcement` (the voice adapter); must not block.
        record: called with each observation before it is applied (the session log's
            ``record``), or ``None`` for no log.
        tracker: an existing tracker (e.g. from ``companion resume``), else a new one.
    """

    say: Callable[[Announcement], None]
    record: Callable[[Observation], object] | None = None
    tracker: Tracker = field(default_factory=Tracker)
    lang: str = "en"
    last_card: str | None = None
    last_read: Observation | None = None
    #: the session's own open choice, answered with plus and a number: which card of a
    #: shared rank a misread card was (slash), or whose zone Enter's card goes to;
    #: (spoken label, observation) in key order. Any other observation outdates it (QA:
    #: answering "whose zone?" after the camera read the card gave it twice).
    choice: tuple[tuple[str, Observation], ...] = ()
    turn_said: int | None = None  # seat of the last turn announced
    transcript: list[Announcement] = field(default_factory=list)
    log_failed: bool = False  # a write to the session log failed: it is no longer written
    applied: int = 0  # observations applied so far, undos not counted (never decreases)
    #: a game played back from its record (``companion demo``): a choice told right after
    #: a card is said before the next turn, as ``replay`` says it (QA17 #6); ``None`` at a
    #: live table, where a choice may come much later or never
    order: RecordOrder | None = None
    #: inputs of the tracker's history that came from a resumed session log (the oldest
    #: ones) whose refused lines the table never heard refused: set by :meth:`resume` only
    #: when a damaged line comes before the refusals (QA19 #5, QA20 #10)
    from_log: int = 0
    #: called once for each observation applied, just before the first of its events that
    #: ends the turn is said (else after its events): the live table says there what the
    #: observation changed outside the tracker, before the next player's name (the start's
    #: old cards left out: it was said after "Bob.", heard as part of Bob's turn)
    before_turn: Callable[[], None] | None = None
    _answering: int = 0  # > 0 while a key is answered (:meth:`answering`)
    _news: int = 0  # > 0 while the game changes (:meth:`news`)
    _turns: int = 0  # turn starts and round ends announced (a turn's cue's ``stale()``)

    # ------------------------------------------------------------------ input
    def observe(self, obs: Observation, *, check: bool = False,
                already: bool = False) -> list[TableEvent]:
        """Log, apply and announce one observation or command; returns its events.

        ``check``: the card was read from tactile stickers only
        (:attr:`vision.records.CardAppeared.from_stickers`), a reading that can be wrong;
        the first event naming it (played, discarded, revealed, shown by a player who is
        out) gets the ``card_unsure`` earcon and a request to check it
        (``app.check_card_brief`` / ``app.check_card``). ``already`` (with ``check``): the
        card lay in its zone before this turn (refused, or held at the start, and taken now):
        the request says so (``app.check_card_already*``, QA20 #12: "Check it." alone was
        easy to miss). A malformed observation is announced as an error and changes nothing.
        What it says is kept in the voice's history, even in answer to a key (:meth:`news`).
        """
        with self.news():
            return self._observe(obs, check, already)

    def _observe(self, obs: Observation, check: bool, already: bool) -> list[TableEvent]:
        try:
            o.validate(obs)
        except ObservationError as exc:
            self._answer_text(str(exc), "now", "error")
            return []
        if self.choice and obs not in (c for _, c in self.choice):
            self.choice = ()  # a card the camera read (or any news) settles or outdates it
        if self.record is not None:
            try:
                self.record(obs)
            except OSError as exc:  # a full disk must not stop the game, but the table
                log.error("session log: %s", exc)  # must know a crash would lose it (QA)
                self.record = None
                self.log_failed = True
                self.tell("app.log_failed")
        depth = len(self.tracker.history)
        if obs.kind != "undo":
            self.applied += 1
        try:
            events = self.tracker.apply(obs)
        except ObservationError as exc:
            self._answer_text(str(exc), "now", "error")
            return []
        except Exception:  # a tracker bug must not end the game: undo it and go on
            log.exception("tracker failed on %r", obs)
            while len(self.tracker.history) > depth:
                self.tracker.undo()
            self.tell("app.internal_error")
            return []
        if obs.kind == "card":
            self.last_read = obs
        if obs.kind == "start":
            self.lang = self.tracker.lang
        for event in events:
            if event.kind == "card_played" and event.cards:
                self.last_card = event.cards[0]
        fresh = {id(event) for event in events}  # not those held from the last observation
        noted = self.before_turn is None
        for event in self.order.feed(events) if self.order is not None else events:
            if event.kind in _TURN_ENDS and not noted:
                noted = True
                self.before_turn()
            # the first event naming the card read (played, discarded, revealed, shown)
            unsure = check and id(event) in fresh and event.kind not in (
                "inconsistency", "question") and \
                bool(set(event.cards or ()) & set(obs.cards or ()))  # those ask already
            if event.kind == "undone":  # the undo key says what it removed, more precisely
                continue
            self.announce(event, check=unsure, already=already)
            check = check and not unsure  # only the card this observation read
        if not noted:
            self.before_turn()
        return events

    def flush(self) -> None:
        """Say the events :attr:`order` still holds (the end of a played-back game)."""
        for event in self.order.flush() if self.order is not None else ():
            self.announce(event)

    def key(self, command: Command) -> None:
        """Carry out one keyboard command (see :mod:`companion.app.keys`); every key answers."""
        handler = getattr(self, "_key_" + command.name, None)
        if handler is None:
            return
        with self.answering():
            if not self.tracker.started and command.name in _GAME_KEYS:
                self.tell("app.not_started")  # QA: "No turn in progress." for every key
                return
            try:
                handler(command)
            except RuntimeError:  # no game started yet
                self.tell("app.not_started")

    @contextmanager
    def answering(self):
        """While a key is answered: what is said with priority "now" is said at once, ahead
        of what the voice has still to say (the player asked). Outside it, every sentence is
        said in the order it was made (QA18 N1: "Gather all the cards for the next round."
        and a question about round 2 were heard during round 1's plays, the voice being 60 s
        behind a video)."""
        self._answering += 1
        try:
            yield
        finally:
            self._answering -= 1

    @contextmanager
    def news(self):
        """While the game changes (an observation applied, an undo said), even in answer to
        a key: what is said is an announcement, kept in the history keys 7 and 9 step
        through. Other answers to keys (a prompt, "Cancelled.", key 5's answer, a question
        asked again) are not kept: they can be asked again, and heard out of context they
        mislead (QA21 #4: key 7 said "Undo: press minus again." and "Answer: which
        number?" among the plays)."""
        self._news += 1
        try:
            yield
        finally:
            self._news -= 1

    # ------------------------------------------------------------------ speech
    def announce(self, event: TableEvent, *, check: bool = False,
                 already: bool = False) -> None:
        """Say one table event (brief and verbose forms; priority and earcon by kind);
        ``check``: a card read from stickers only (or, ``already``, that lay in its zone
        before this turn), said with a request to check it."""
        names = self.tracker.names
        try:
            brief = narrate(event, names, self.lang, "brief")
            verbose = narrate(event, names, self.lang, "verbose")
        except Exception as exc:  # a catalog gap must not stop the game: say what we know
            log.error("narration of %r failed: %s", event, exc)
            brief = verbose = " ".join(str(x) for x in (
                event.kind.replace("_", " "),
                names[event.seat] if event.seat is not None and event.seat < len(names) else "",
                ", ".join(card(k).name(self.lang) for k in event.cards)) if x)
        if event.kind == "question":
            hint = message(self.lang, "app.answer_hint")
            brief, verbose = f"{brief} {hint}", f"{verbose} {hint}"
        stale = None
        if event.kind in _TURN_ENDS:
            self._turns += 1
        if event.kind == "turn_started":
            self.turn_said = event.seat
            stale = self._passed()
        elif event.kind == "question":
            stale = self.question_closed(event)
        elif event.kind == "choice" and self.turn_said not in (None, event.seat):
            brief = verbose  # told after the next turn was said: name the card it goes with
        priority, earcon = EVENT_STYLE.get(event.kind, ("normal", None))
        if check:
            key = "app.check_card_already" if already else "app.check_card"
            brief = f"{brief} {message(self.lang, key + '_brief')}"
            verbose = f"{verbose} {message(self.lang, key)}"
            earcon = "card_unsure"
        self._emit(Announcement(brief, verbose, priority, earcon, event.kind, stale))

    def _passed(self) -> Callable[[], bool]:
        """``stale()`` of the turn's cue being announced: true once the turn is over, i.e.
        the next turn's cue or the round's end was announced (the turn's play names the
        player). Called from the voice's thread: it reads one number, not the tracker."""
        turns = self._turns
        return lambda: self._turns != turns

    def question_closed(self, question: TableEvent) -> Callable[[], bool]:
        """``stale()`` of ``question`` (or of a line about it): true once it is no longer
        the open question (answered by key, or settled by the cards read since)."""
        return lambda: self.tracker.question is not question

    def _emit(self, announcement: Announcement) -> None:
        if announcement.priority == "now" and not self._answering:
            announcement = replace(announcement, priority="normal")  # see answering()
        if self._answering and not self._news:
            announcement = replace(announcement, keep=False)  # see news()
        self.transcript.append(announcement)
        try:
            self.say(announcement)
        except Exception as exc:  # the voice must never stop the game
            log.error("voice: %s", exc)

    def tell(self, message_key: str, count: int | None = None, *,
             stale: Callable[[], bool] | None = None, **args) -> None:
        """Say the app message ``message_key`` (see ``app.po``) in the table's language:
        answers to keys (at once, :meth:`answering`), set-up steps, camera news (in order).
        ``stale``: see :class:`Announcement`."""
        text = message(self.lang, message_key, count=count, **args)
        self._emit(Announcement(text, text, "now", stale=stale))

    def _answer_text(self, text: str, priority: str = "now", earcon: str | None = None) -> None:
        self._emit(Announcement(text, text, priority, earcon))

    # ------------------------------------------------------------------ queries
    def _player(self, seat: int) -> str:
        return self.tracker.names[seat]

    def _game_over(self, view) -> str:
        """"The game is over, won by …" when the game is won, else ``""`` (QA17 #3: keys 5
        and 8 said "No turn in progress." and "Carol is in, Insane" after the game)."""
        if not view.game_winners:
            return ""
        names = [self._player(s) for s in view.game_winners]
        return message(self.lang, "app.game_over", players=format_list(names, locale=self.lang))

    def _key_whose_turn(self, _command) -> None:
        view = self.tracker.view()
        over = self._game_over(view)
        if over:
            self._answer_text(over)
            return
        if view.active is None:
            self.tell("app.no_turn")
            if self.tracker.question is not None and not self.choice:
                # between rounds the next deal waits for the open question's answer: say so
                # and ask it again (QA F6: only "No turn in progress." was said)
                self.deal_waits()
            return
        if self.tracker.question is not None and not self.tracker.active_settled():
            # the answer decides whose turn it is: no name (QA13b N8 named the player who
            # had just played)
            self.tell("app.turn_depends")
            self.announce(self.tracker.question)
            return
        if not self.tracker.active_settled():
            # no question yet: the next card tells (QA: after Bob's Boxer, no target told,
            # "It is Cy's turn." while Bob or Cy may have lost the compare)
            unless = self._turn_unless_out()
            if unless is not None:  # QA22 #9: "Ann, Bob, or Cy may be out" named everyone
                first, then = unless
                self.tell("app.turn_unless_out", player=self._player(first),
                          next=format_list([self._player(s) for s in then], style="or",
                                           locale=self.lang))
            elif maybe := self._maybe_out():
                self.tell("app.turn_depends_card", players=format_list(
                    [self._player(s) for s in maybe], style="or", locale=self.lang))
            else:
                self.tell("app.turn_depends_next")
            return
        seat = view.active
        player = self._player(seat)
        parts = [message(self.lang, "app.whose_turn", player=player)]
        if view.seats[seat].out:  # a failed Sanity check: no turn, the hand is awaited
            parts = [message(self.lang, "app.active_out", player=player)]  # (QA N3)
        elif view.seats[seat].insane:
            parts.append(message(self.lang, "app.state_insane", player=player,
                                 count=other_world_count(view.seats[seat].zone)))
        if view.seats[seat].protected and not view.seats[seat].out:
            parts.append(message(self.lang, "app.state_protected", player=player))
        kind, wseat, played = self.tracker.waiting()
        if kind != "play":  # QA: after a failed Sanity check, only "It is Bob's turn."
            parts.append(message(self.lang, "app.waiting_for", expected=wait_phrase(
                self.lang, kind, self._player(wseat if wseat is not None else seat), played)))
        for late in self.tracker.late_hands():  # a knocked-out hand not laid yet (QA F26)
            parts.append(message(self.lang, "app.waiting_for", expected=wait_phrase(
                self.lang, "hand", self._player(late))))
        self._answer_text(" ".join(parts))
        self._pending()

    def _key_deck(self, _command) -> None:
        view = self.tracker.view()
        text = message(self.lang, "app.deck", count=view.deck_count)
        if view.deck_visible:
            text += " " + message(self.lang, "app.deck_visible",
                                  card=card(view.deck_visible).name(self.lang))
        self._answer_text(text)

    def _card_list(self, counts: Counter) -> str:
        items = []
        for c in edition_cards(self.tracker.edition):
            n = counts.get(c.key, 0)
            if n:
                items.append(message(self.lang, "app.unseen_item", count=n,
                                     card=c.name(self.lang)))
        return format_list(items, locale=self.lang)

    def _key_unseen(self, _command) -> None:
        unseen = self.tracker.unseen()
        if not unseen:
            self.tell("app.unseen_none")
        else:
            self.tell("app.unseen", cards=self._card_list(unseen))
        unsure = self.tracker.unsure_cards()
        if unsure:  # counted as unseen, and said so (QA12 F6)
            self.tell("app.unseen_unsure", cards=format_list(
                [place_name(keys, self.lang, note=False) for keys in unsure],
                locale=self.lang))

    def _key_scores(self, _command) -> None:
        """Key 4: "Mythos tokens." and :func:`~companion.narration.narrate.tokens_summary`
        ("Player 3 has 1 Sane; the others none."); "nobody has one yet" at the start (QA18
        N7: "Sane 0, Insane 0" for each of 6 players took 15 s by ear; QA19 #6: "Player 3 1
        Sane" was heard as "player three one")."""
        view = self.tracker.view()
        tokens = [(v.tokens.sane, v.tokens.insane) for v in view.seats]
        if not any(sane or insane for sane, insane in tokens):
            self.tell("app.scores_nobody")
            return
        self.tell("app.scores", list=tokens_summary(
            self.lang, [self._player(s) for s in range(len(tokens))], tokens))

    def _key_zone(self, command: Command) -> None:
        view = self.tracker.view()
        seat = (command.number or 0) - 1
        if not 0 <= seat < len(view.seats):
            self.tell("app.no_seat", seat=command.number, count=len(view.seats))
            return
        zone = self.tracker.zone_reads(seat)  # a card not confirmed yet said as such
        if not zone:
            self.tell("app.zone_empty", player=self._player(seat))
            return
        names = [place_name(keys, self.lang) for keys in zone]
        self.tell("app.zone", player=self._player(seat),
                     cards=format_list(names, locale=self.lang))

    def _key_card_help(self, _command) -> None:
        if self.last_card is None:
            self.tell("app.no_card_yet")
            return
        c = card(self.last_card)
        text = message(self.lang, "app.card_help", card=c.name(self.lang), text=c.sane[self.lang])
        if c.insane:
            text += " " + message(self.lang, "app.card_help_insane", text=c.insane[self.lang])
        self._answer_text(text)

    def _key_table(self, _command) -> None:
        view = self.tracker.view()
        items = []
        maybe = self._maybe_out()
        if maybe:  # QA17 #11: said "in" as fact; QA18 N6: one sentence for them all
            items.append(message(self.lang, "app.seat_maybe_out", count=len(maybe),
                                 players=format_list([self._player(s) for s in maybe],
                                                     locale=self.lang)))
        for s, seat in enumerate(view.seats):
            if s in maybe:
                continue
            if seat.out:
                items.append(message(self.lang, "app.seat_out", player=self._player(s)))
                continue
            state = "".join(message(self.lang, f"app.word_{w}") for w, on in
                            (("insane", seat.insane), ("protected", seat.protected),
                             ("immune", seat.immune)) if on)
            items.append(message(self.lang, "app.seat_in", player=self._player(s), state=state))
        table = message(self.lang, "app.table", list=message(self.lang, "app.list_sep").join(items))
        self._answer_text(" ".join(t for t in (self._game_over(view), table) if t))
        self._pending()

    def _turn_unless_out(self) -> tuple[int, list[int]] | None:
        """While the accounts kept differ on whose turn it is only because one player may
        be out (after a Boxer with no target told, Bob plays unless he lost the compare):
        ``(that player's seat, the seats that may play instead, in turn order after it)``;
        ``None`` otherwise (some account has no turn, or no one player decides it)."""
        hyps = self.tracker.hyps
        turns = self.tracker.next_turns()
        actives = set(turns)
        if None in actives or len(actives) < 2:
            return None
        for seat in sorted(actives):
            if all(h.out[seat] for h, turn in zip(hyps, turns) if turn != seat):
                n = len(self.tracker.names)
                return seat, sorted(actives - {seat}, key=lambda s: (s - seat) % n)
        return None

    def _maybe_out(self) -> list[int]:
        """The seats the accounts kept differ on whether they are out (not confirmed)."""
        return [s for s in range(len(self.tracker.names))
                if "out" in unsure_facts(self.tracker.hyps, s)]

    def _pending(self) -> None:
        """After a state answer (keys 5 and 8): when a question is open, say that the
        answer waits for it, and the question (QA: "Bob is in, protected" was said as fact
        while the table was still asked whether Bob was out)."""
        if self.tracker.question is not None and not self.choice:
            self.tell("app.question_pending")
            self.announce(self.tracker.question)

    def _key_help(self, _command) -> None:
        self.tell("app.help")

    def _key_unknown_key(self, command: Command) -> None:
        name = command.key or ""
        if name == "special":  # an arrow or F key: no name the table would recognise
            self.tell("app.special_key")
            return
        if name in KEY_NAMES.values():  # "escape", "tab": said in the table's language
            name = message(self.lang, f"app.key.{name}")
        elif name.startswith("ctrl+"):
            name = message(self.lang, "app.key.control", letter=name[5:].upper())
        self.tell("app.unknown_key", name=name)

    def _key_cancelled(self, _command) -> None:
        self.tell("app.cancelled")

    # ------------------------------------------------------------------ questions
    def options(self) -> list[tuple[str, Observation]]:
        """The open question's answers, as (spoken text, observation) in key order: the
        session's own :attr:`choice`, else the tracker's question
        (:meth:`~companion.tracker.tracker.Tracker.answer_observation`)."""
        if self.choice:
            return list(self.choice)
        q = self.tracker.question
        if q is None:
            return []
        options = []
        for number, value in enumerate(q.info or (), start=1):
            obs = self.tracker.answer_observation(number)
            if obs is None:
                continue
            if q.value == "first":
                label = self._player(value)
            elif value in CARDS:
                label = card(value).name(self.lang)
            else:
                label = message(self.lang, _ANSWER_WORDS.get(str(value), "app.yes"))
            options.append((label, obs))
        return options

    def _key_question(self, _command) -> None:
        options = self.options()
        if not options:
            self.tell("app.no_question")
            return
        if self.tracker.question is not None and not self.choice:
            self.announce(self.tracker.question)  # numbered answers included (QA17 #12:
            return                                # "Answers: …" said them again)
        self.tell("app.answers", list=self._listed())

    def deal_waits(self) -> None:
        """Say that the next deal waits for the open question's answer, and ask it again
        (the live app holds the deal: QA Q1, F16)."""
        self.tell("app.deal_waits_answer")
        self.announce(self.tracker.question)

    def _listed(self) -> str:
        """The open question's answers as said: "1 Alice; 2 Bob" (in the table's language)."""
        listed = [message(self.lang, "app.answer_option", number=i + 1, text=t)
                  for i, (t, _) in enumerate(self.options())]
        return message(self.lang, "app.list_sep").join(listed)

    def _key_answer(self, command: Command) -> None:
        options = self.options()
        if not options:
            self.tell("app.no_question")
            return
        index = (command.number or 0) - 1
        if not 0 <= index < len(options):
            self.tell("app.bad_answer", count=len(options))
            return
        self.choice = ()
        self.observe(options[index][1])

    def _key_enter(self, command: Command) -> None:
        """Enter then a rank: the card the table waits for has that rank, one the camera
        does not read (QA: a card the camera never read could not be given by key, and
        the game waited for it): a play, a Sanity check card, a knocked-out hand, a
        revealed card, in the zone the tracker waits for it
        (:meth:`~companion.tracker.tracker.Tracker.awaited_seats`); when it may go to
        several zones, the companion asks which (plus and the number). Two cards of that
        rank go to the tracker as two candidates: it settles them from the table or asks
        (plus and the number)."""
        view = self.tracker.view() if self.tracker.edition is not None else None
        over = self._game_over(view) if view is not None else ""
        if over:  # QA18: "No turn in progress."
            self._answer_text(over)
            return
        if view is None or view.active is None:
            self.tell("app.no_turn")
            return
        if self.tracker.question is not None:  # QA: Enter answered a Sane / Insane question
            self.tell("app.answer_first")
            self.announce(self.tracker.question)
            return
        matches = self._cards_of_rank(command.number)
        if not matches:
            return
        unseen = self.tracker.unseen()
        if not any(unseen[k] for k in matches):  # QA: the camera's "Check: X again?"
            self.tell("app.enter_all_seen", rank=command.number, cards=format_list(
                [card(k).name(self.lang) for k in matches], locale=self.lang))
            return
        self.choice = ()
        seen = matches if len(matches) > 1 else matches[0]
        # QA: the card went to the zone of the player whose turn it was (after a Tommy Gun,
        # Alice's, which lost the round's state)
        seats = self.tracker.awaited_seats()
        if len(seats) == 1:
            self.observe(o.card_seen(seats[0], seen))
        elif seats:  # whose zone? (Tommy Gun's chosen player not told, several hands)
            self.choice = tuple((self._player(seat), o.card_seen(seat, seen))
                                for seat in seats)
            self.tell("app.enter_which_zone", list=self._listed())
        else:
            kind, wseat, played = self.tracker.waiting()
            self.tell("app.enter_no_card", expected=wait_phrase(
                self.lang, kind, self._player(wseat if wseat is not None else view.active),
                played))

    def _cards_of_rank(self, rank: int | None) -> tuple[str, ...]:
        """The edition's cards of ``rank``; said when there is none."""
        matches = tuple(c.key for c in edition_cards(self.tracker.edition) if c.rank == rank)
        if not matches:
            self.tell("app.no_rank", rank=rank)
        return matches

    def _not_face_up(self, keys: tuple[str, ...]) -> tuple[str, ...]:
        """``keys`` but those whose every copy lies face up outside the zones (set aside
        face up, or the 2-player face-up cards): QA17 #12, a correction to 0 offered the
        Stowaway Eggs set aside face up."""
        view = self.tracker.view()
        up = Counter(view.face_up + ((view.aside,) if view.aside else ()))
        return tuple(k for k in keys if up[k] < card(k).copies)

    def _key_correct(self, command: Command) -> None:
        if self.tracker.edition is None:
            self.tell("app.no_turn")
            return
        if self.last_read is None:
            self.tell("app.nothing_to_correct")
            return
        matches = self._cards_of_rank(command.number)
        laid = self._not_face_up(matches)
        if matches and not laid:
            self.tell("app.enter_all_seen", rank=command.number, cards=format_list(
                [card(k).name(self.lang) for k in matches], locale=self.lang))
        elif len(laid) == 1:
            self.observe(o.was(laid[0]))
        elif laid:
            self.choice = tuple((card(k).name(self.lang), o.was(k)) for k in laid)
            self.tell("app.correct_which", list=self._listed())

    def resume(self, report: Resumed) -> None:
        """Go on with the game a session log rebuilt (``session_log.resume_report``). The
        refused lines the log ends with are undone unsaid only when a damaged line comes
        before them: the earlier session heard those lines counted, never refused. A sound
        log's refused line was said then ("The Sailor by Cy?"), so undo names it as in a
        live session (QA20 #10: one undo dropped it unsaid and also undid a real play)."""
        self.tracker = report.tracker
        damaged = damaged_before_refused(report) is not None
        self.from_log = len(self.tracker.history) if damaged else 0

    def drop_unheard(self) -> None:
        """Before an undo: take back, unsaid, the refused lines of a resumed log that end
        the history (:attr:`from_log`; QA19 #5: the first undo said "Undone: Cthulhu,
        which was not counted.", a seat-8 line of the damaged log nobody had heard, not the
        last real card). Each is an ``undo`` line in the session log, as any undo."""
        history = self.tracker.history
        while 1 < len(history) <= self.from_log and history[-1][0].kind != "start" \
                and self.tracker.refused_last():
            self.observe(o.undo())
            history = self.tracker.history
            self.from_log = min(self.from_log, len(history))

    def _key_undo(self, _command) -> None:
        """Undo the last observation or answer, saying which; never the game's start; the
        refused lines a resumed log ends with go with it, unsaid (:meth:`drop_unheard`)."""
        self.drop_unheard()
        history = self.tracker.history
        if not history:
            self.tell("app.nothing_to_undo")
            return
        last = history[-1][0]
        if last.kind == "start":
            self.tell("app.cannot_undo_start")
            return
        self.choice = ()
        refused = self.tracker.refused_last()  # it never counted (QA12 F15)
        fix = self.tracker.correction()
        # the card as the table knows it: one name, or its candidates (QA19 #10: an
        # unconfirmed "Tommy Gun or R'lyeh?" was undone as "Tommy Gun in Ann's zone.")
        known = last.cards
        if len(known) > 1 and not refused and last.seat is not None:
            known = (self.tracker.zone_reads(last.seat) or ((),))[-1]
        before = self.tracker.view()
        was_out = [seat.out for seat in before.seats]
        waited = self.tracker.waiting()
        with self.news():  # what the undo changed is kept in the history (QA21 #4)
            self.observe(o.undo())
            if fix is not None and fix.card is not None and fix.card.seat is not None:
                # QA12 F15: "Undone: the last answer." did not say a correction was undone
                self.tell("app.undone_correction", player=self._player(fix.card.seat))
                self._say_back_out_or_in(was_out)
                self._say_new_wait(waited)
            elif refused and last.kind == "card" and last.cards:
                self.tell("app.undone_refused", card=place_name(last.cards, self.lang, note=False))
            elif last.kind == "card" and last.cards and len(known) != 1 and last.seat is not None:
                self.tell("app.undone_card_unsure", player=self._player(last.seat))
            elif last.kind == "card" and last.cards and last.seat is not None:
                self.tell("app.undone_card", card=card(known[0]).name(self.lang),
                          player=self._player(last.seat))
            elif last.kind == "new_round":
                self.tell("app.undone_round")
            elif last.kind == "face_up" and last.cards:
                self.tell("app.undone_face_up", card=card(last.cards[0]).name(self.lang))
            else:
                self.tell("app.undone_answer")
            self.from_log = min(self.from_log, len(self.tracker.history))
            after = self.tracker.view()
            if before.round_winners and not after.round_winners and after.round == before.round:
                # QA18 N8: the win and its token were taken back without a word
                self.tell("app.undone_round_end", count=1 + bool(before.game_winners))
            self.last_read = next((obs for obs, _ in reversed(self.tracker.history)
                                   if obs.kind == "card"), None)
            if self.tracker.question is not None:
                # an undone answer opens its question again: ask it (QA: after undoing the
                # answer to "Which card is it?", the game went silent)
                self.announce(self.tracker.question)

    def _say_back_out_or_in(self, was_out: list[bool]) -> None:
        """After an undone correction: say each player the restored reading puts out or
        back in ("Bob is out." again; QA13b F7 leftover: the listener last heard the
        corrected "Bob: The Sailor." and had to press 5 to learn Bob was out again)."""
        owed = self.tracker.hand_seats()
        for s, seat in enumerate(self.tracker.view().seats):
            if s >= len(was_out) or seat.out == was_out[s]:
                continue
            player = self._player(s)
            if not seat.out:
                text = message(self.lang, "still_in.brief", player=player)
            elif s in owed or not seat.zone:
                text = message(self.lang, "player_out_nohand.brief", player=player)
            else:
                text = message(self.lang, "player_out.brief", player=player,
                               cards=card(seat.zone[-1]).name(self.lang))
            self._answer_text(text)

    def _say_new_wait(self, waited: tuple) -> None:
        """After an undone correction: say what the table waits for when it changed (QA17
        #2: undoing a correction that had made Alice Insane left "Alice: Sanity check, 1
        card." standing, and a card she revealed would have been read as her play)."""
        kind, seat, played = self.tracker.waiting()
        if (kind, seat, played) == waited or seat is None:
            return
        self._answer_text(message(self.lang, "app.waiting_for", expected=wait_phrase(
            self.lang, kind, self._player(seat), played)))

    def recall(self) -> None:
        """After a resume: remember the last card read and played, from the tracker's history."""
        cards = [obs for obs, _ in self.tracker.history if obs.kind == "card" and obs.cards]
        self.last_read = cards[-1] if cards else None
        self.last_card = cards[-1].cards[0] if cards else None


#: Keys about the game, which have nothing to say before it starts.
_GAME_KEYS = frozenset({"whose_turn", "deck", "unseen", "scores", "card_help", "table", "zone",
                        "answer", "correct", "enter"})

#: Message of each answer word of the tracker's questions.
_ANSWER_WORDS = {"yes": "app.yes", "no": "app.no", "end": "app.yes", "continue": "app.no",
                 "out": "app.out", "in": "app.still_in", "sane": "app.sane",
                 "insane": "app.insane"}
