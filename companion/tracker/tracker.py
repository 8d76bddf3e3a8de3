"""The table tracker: follows a real table's public state from observations and answers.

>>> from companion.tracker import observations as o
>>> t = Tracker()
>>> events = t.apply(o.start("arkham", ["Ann", "Bob", "Cy"]))
>>> [e.kind for e in events]
['game_started', 'round_started', 'turn_started']
>>> t.view().deck_count, t.view().active
(21, 0)
>>> [e.kind for e in t.apply(o.card_seen(0, "the_urchin"))]
['card_played', 'protected', 'turn_started']
>>> t.view().active, t.view().seats[0].protected
(1, True)

How it works. The tracker keeps a short list of *hypotheses* (:class:`~.table.TableState`),
every account of the table the rules allow given what was seen; usually one. A card whose
result the table does not show (a Boxer tie, a Fed look, an Investigators miss) makes
several; the next observation or an answer keeps only those that explain it ("an effect
with no visible result closes when the next player acts"). The view is the first, most
likely, hypothesis; events are announced only once every hypothesis agrees on them, so the
companion never says something it may have to take back. When hypotheses differ in a way no
later observation can settle, the tracker asks a question (a ``question`` event).

An observation that no hypothesis explains changes nothing: it becomes an
``inconsistency`` event with the reason and a suggested correction (``undo`` or ``was``).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Iterable

from companion import rules
from companion.cards import LANGUAGES, Edition
from companion.engine.state import table_options
from companion.engine.views import PublicView, unseen_cards
from companion.tracker import inference as flow
from companion.tracker import corrected, questions
from companion.tracker.corrected import Correction
from companion.tracker.inconsistencies import (CARD_KINDS, check_input, explain,
                                               refused_correction, suggest)
from companion.tracker.events import TableEvent, inconsistency
from companion.tracker.flow import SAID_OUT, hand_late
from companion.tracker.observations import (Observation, observation_error, validate,
                                             worded)
from companion.tracker.table import TableState

#: At most this many hypotheses are kept (the least likely are dropped).
MAX_HYPOTHESES = 32


def owes_hand(h: TableState, seat: int) -> bool:
    """Whether account ``h`` still waits for ``seat``'s knocked-out hand (now, or owed
    while the table went on: ``h.late``)."""
    return h.wait[:2] == ("hand", seat) or any(e[0] == seat for e in h.late)


class Tracker:
    """The public state of one game at a real table, driven by :meth:`apply`.

    Attributes:
        names: player names, one per seat (after ``start``).
        lang: the table's language (``"en"``, ``"fr"``, ``"es"``).
        history: every applied input with the state before it (for undo), as
            ``(observation, snapshot)``; a slash correction's snapshot ends with its
            :class:`Correction` (:meth:`correction`), any other's with ``None``.
    """

    def __init__(self) -> None:
        self.names: tuple[str, ...] = ()
        self.lang = "en"
        self.edition: Edition | None = None
        self.hyps: list[TableState] = []
        self.history: list[tuple[Observation, tuple]] = []
        self._asked: frozenset = frozenset()
        self.question: TableEvent | None = None
        #: seats said out without their hand's card, the accounts differing only on which
        #: candidate of an open ``card`` question it was (QA Q1)
        self._unnamed: tuple = ()

    # ------------------------------------------------------------------ queries
    @property
    def started(self) -> bool:
        """True once a game was started."""
        return bool(self.hyps)

    @property
    def state(self) -> TableState:
        """The most likely hypothesis.

        Raises:
            RuntimeError: no game started yet.
        """
        if not self.hyps:
            raise RuntimeError("no game yet: send a 'start' command first")
        return self.hyps[0]

    def view(self) -> PublicView:
        """The public view, the same dataclass the engine gives (``engine.views``)."""
        return self.state.view()

    def unseen(self) -> Counter:
        """Cards no one can see (all cards minus the face-up ones), counted per key; a card
        the accounts kept still differ on (an open "which card is it?") is not counted as
        seen: each key's count is its largest over the accounts (QA12 F6: the first
        candidate was taken as seen)."""
        counts = Counter()
        for h in self.hyps or [self.state]:
            counts |= unseen_cards(h.view())
        return counts

    def zone_reads(self, seat: int) -> tuple[tuple[str, ...], ...]:
        """``seat``'s discard zone, oldest first, each place as the cards the accounts kept
        hold there: one key when they agree, several when they differ (an open card read,
        not confirmed; QA12 F6: the zone key said the first candidate as fact).

        Raises:
            RuntimeError: no game started.
            IndexError: no such seat.
        """
        zone = self.state.zones[seat]
        alike = [h.zones[seat] for h in self.hyps if len(h.zones[seat]) == len(zone)]
        return tuple(tuple(dict.fromkeys(z[k] for z in alike)) for k in range(len(zone)))

    def unsure_cards(self) -> tuple[tuple[str, ...], ...]:
        """The places of any discard zone the accounts kept differ on, each as its
        candidate keys (:meth:`zone_reads`), in seat order."""
        return tuple(place for s in range(len(self.state.zones))
                     for place in self.zone_reads(s) if len(place) > 1)

    def awaited_seats(self) -> tuple[int, ...]:
        """The seats whose discard zone the card the table waits for may go to, over the
        accounts kept, in seat order: a play, a Sanity check card, a knocked-out hand, a
        Shoggoth / Trapezohedron reveal, The Musician's discard, Tommy Gun's cards, a
        showdown's hands (what the Enter key gives: docs/keys.md); ``()`` when it waits
        for no card (a deal, an answer, the game's end)."""
        seats: set[int] = set()
        for h in self.hyps:
            seats.update(flow.awaited(h))
            seats.update(late[0] for late in h.late)  # knocked-out hands still owed
        return tuple(sorted(seats))

    def hand_seats(self) -> tuple[int, ...]:
        """Seats whose knocked-out hand some account waits for or owes, in seat order."""
        return tuple(sorted({h.wait[1] for h in self.hyps if h.wait[0] == "hand"}
                            | {e[0] for h in self.hyps for e in h.late}))

    def active_settled(self) -> bool:
        """Whether every account kept names the same active player (or none): while a
        question is open they may not (QA13b N8: key 5 named Bob, who had just played,
        while the table asked whether Carol was out)."""
        return len({h.view().active for h in self.hyps}) <= 1

    def next_turns(self) -> tuple[int | None, ...]:
        """For each account kept, the seat (0-based) whose turn it is, or comes once the
        knocked-out hand it waits for is laid (a Boxer's compare lost); ``None`` when that
        account waits for something else (an effect, a showdown) or its round ends."""
        out = []
        for h in self.hyps:
            if h.wait[0] == "play":
                out.append(h.view().active)
            elif h.wait[0] == "hand" and len(h.alive()) > 1 and h.active is not None \
                    and not (h.edition is Edition.ORIGINAL and h.deck == 0):
                out.append(rules.next_seat(h.active, h.out))
            else:
                out.append(None)
        return tuple(out)

    def late_hands(self) -> tuple[int, ...]:
        """Seats whose knocked-out hand is still owed in the most likely account: the table
        went on before it was laid face up (:func:`.flow.hand_late`)."""
        return tuple(e[0] for e in self.state.late)

    def waiting(self) -> tuple[str, int | None, str | None]:
        """What the most likely account waits for, as ``(kind, seat, card)``
        (:func:`~companion.tracker.inference.describe_wait`: ``"play"``, ``"gun"``, ...;
        ``card``: the last play's card, whose effect is awaited, or ``None``).

        Raises:
            RuntimeError: no game started.
        """
        h = self.state
        return flow.describe_wait(h) + (h.play.card if h.play is not None else None,)

    @property
    def ambiguous(self) -> bool:
        """True while the table has not shown which of several outcomes happened."""
        return len(self.hyps) > 1

    # ------------------------------------------------------------------ changes
    def apply(self, obs: Observation) -> list[TableEvent]:
        """Apply one observation or command; return the table events it causes.

        Never raises on a table mistake: an observation that cannot be right returns an
        ``inconsistency`` event and leaves the state as it was (but stays in
        :attr:`history`, so ``undo`` removes it).

        Raises:
            ObservationError: ``obs`` is not a well-formed record (see ``validate``).
        """
        validate(obs)
        if obs.kind == "undo":
            return self.undo()
        before = self._snapshot()
        self.history.append((obs, before))
        if obs.kind == "was" and not (self.hyps and self._read_question(obs.cards[0])):
            return self._correct(obs)
        return self._apply(obs)

    def apply_all(self, observations: Iterable[Observation]) -> list[TableEvent]:
        """Apply several observations; return all their events."""
        events: list[TableEvent] = []
        for obs in observations:
            events.extend(self.apply(obs))
        return events

    def refused_last(self) -> bool:
        """Whether the last input kept in :attr:`history` was refused: it left the accounts
        and the open question as they were (an ``inconsistency`` was its answer, e.g. a
        card laid after the game's end). ``False`` with an empty history. Undo then removes
        an input that never counted (QA12 F15: it said "Undone: X in Bob's zone")."""
        if not self.history:
            return False
        before = self.history[-1][1]
        return before[0] is self.hyps and before[5] is self.question

    def undo(self) -> list[TableEvent]:
        """Remove the last observation or command (the state returns to before it; an
        undone correction puts back the history it replaced: :class:`Correction`). Returns
        one ``undone`` event, with the seat and card candidates of an undone card."""
        if not self.history:
            return [inconsistency("nothing_to_undo")]
        obs, before = self.history.pop()
        lang = self.lang
        self._restore(before)
        if before[-1] is not None:
            self.history = list(before[-1].history)
        if not self.hyps:
            self.lang = lang  # the start line undone: keep speaking the session's language
        if obs.kind == "card" and obs.seat is not None and before[-1] is None:
            # the card undone is named (QA15 #8: replay said only "Undone.")
            return [TableEvent("undone", seat=obs.seat, cards=tuple(obs.cards))]
        return [TableEvent("undone")]

    def trial(self, obs: Observation) -> list[TableEvent]:
        """The events ``obs`` would cause now; the tracker is left as it was (state and
        history). E.g. whether the camera's card would be refused (QA12 F12).

        Raises:
            ObservationError: as :meth:`apply`.
        """
        return self._tried(obs)[0]

    def refusal(self, obs: Observation) -> list[TableEvent]:
        """The events with which the tracker would refuse ``obs`` now (an ``inconsistency``
        that leaves the accounts and the open question as they are: :meth:`refused_last`),
        ``[]`` when it would take it; the tracker is left as it was (see :meth:`trial`).
        The live table gives an answer only once it fits, so that a refused answer is
        never logged as if it counted (QA25 F1: the refused answer was replayed and
        refused again at each resume).

        Raises:
            ObservationError: as :meth:`apply`.
        """
        events, refused = self._tried(obs)
        return events if refused else []

    def _tried(self, obs: Observation) -> tuple[list[TableEvent], bool]:
        """``obs``'s events and whether it was refused, the tracker left as it was."""
        history, snap = list(self.history), self._snapshot()
        try:
            events = self.apply(obs)
            return events, (obs.kind != "undo" and self.refused_last()
                            and any(e.kind == "inconsistency" for e in events))
        finally:
            self.history = history
            self._restore(snap)

    def correction(self, index: int = -1) -> Correction | None:
        """The :class:`Correction` of history entry ``index`` (``None``: not a correction,
        or no such entry)."""
        try:
            return self.history[index][1][-1]
        except IndexError:
            return None

    # ------------------------------------------------------------------ internals
    def _snapshot(self, correction: Correction | None = None) -> tuple:
        """The state before an input; the last item is the input's :class:`Correction`
        (``None`` for any other input)."""
        return (self.hyps, self.names, self.lang, self.edition, self._asked, self.question,
                self._unnamed, correction)

    def _restore(self, snap: tuple) -> None:
        (self.hyps, self.names, self.lang, self.edition, self._asked, self.question,
         self._unnamed) = snap[:7]

    def _apply(self, obs: Observation) -> list[TableEvent]:
        if obs.kind == "start":
            return self._start(obs)
        if not self.hyps:
            return [inconsistency("not_started")]
        if obs.kind == "card" and len(obs.cards) > 1:
            return self._candidates(obs)
        if obs.kind == "was" and self._read_question(obs.cards[0]):
            return self._choose_read(obs.cards[0], seen=obs.value == "seen")
        obs = self._asked_card(obs)
        bad = check_input(self.hyps, obs)
        if bad is not None:
            return [bad]
        new = self._step(obs, self.hyps)
        if not new:
            return [explain(self.hyps, obs)]
        q = self.question
        if obs.kind == "out" and q is not None and q.value == "out" and q.seat == obs.seat:
            # the question asks "was that Bob's hand?": yes keeps the accounts where the
            # card named is the hand, not those where it was a play lost with and the hand
            # is still owed (QA13b N3: key 5 then waited for a hand that lay there)
            laid = [h for h in new if not owes_hand(h, obs.seat)]
            new = laid or new
        return self._commit(new)

    def _asked_card(self, obs: Observation) -> Observation:
        """``obs``, an ``effect`` answer naming no card for the seat of the open "Sane or
        Insane effect?" question, with that question's card: a log written before QA25 F1
        kept such an answer, which went with the player's next play (an Insane Stowaway's
        second) and was refused at each resume. Any other input: ``obs`` itself."""
        q = self.question
        if obs.kind != "effect" or obs.cards or q is None or q.value != "effect" \
                or not q.cards or obs.seat != q.seat:
            return obs
        return replace(obs, cards=q.cards)

    def _candidates(self, obs: Observation) -> list[TableEvent]:
        """One card read as several candidates: keep each candidate the table allows (its
        copies, the set-aside card, what the rules wait for); several left: one account
        per candidate and a ``card`` question (never a silent guess)."""
        h0 = self.hyps[0]
        seat = obs.seat
        if not 0 <= seat < h0.players:
            return [inconsistency("no_such_seat", seat, obs.cards, players=h0.players)]
        known = [c for c in obs.cards if flow.max_copies(h0.edition, c) > 0]
        if not known:
            return [inconsistency("not_in_edition", seat, obs.cards[:1],
                                  edition=h0.edition.value)]
        room = [c for c in known if any(flow.copies_seen(x, c) < flow.max_copies(x.edition, c)
                                        for x in self.hyps)]
        if not room:
            return [inconsistency("too_many_copies", seat, known[:1],
                                  copies=flow.max_copies(h0.edition, known[0]),
                                  suggest=suggest(h0, known[0]))]
        index = len(self.history) - 1
        by_card: dict[str, list[TableState]] = {}
        for c in room:
            one = Observation("card", seat, (c,))
            by_card[c] = self._step(one, [h for h in self.hyps if flow.copies_seen(h, c)
                                          < flow.max_copies(h.edition, c)])
        by_card = {c: hs for c, hs in by_card.items() if hs}
        if not by_card:
            return [explain(self.hyps, Observation("card", seat, (room[0],)))]
        if len(by_card) > 1:
            for c, hs in by_card.items():
                for h in hs:
                    h.reads = h.reads + ((index, seat, c),)
        return self._commit([h for hs in by_card.values() for h in hs])

    @staticmethod
    def _step(obs: Observation, hyps: list[TableState]) -> list[TableState]:
        """Every successor of ``hyps`` that explains ``obs`` (:func:`.inference.step`),
        most likely first. A card in a seat where no account waits for a card (other
        than that seat's own knocked-out hand) may follow a knocked-out hand not laid yet:
        then each account waiting for another seat's hand also goes on with that hand owed
        (:func:`.flow.hand_late`; QA F26: Carol's play seen before Bob's hand was refused,
        or taken for Carol's own hand). Only then: a card another account expects there
        keeps that account alone, so a slow hand adds no doubt to every knock-out.
        A new round drops the accounts whose owed hand never came, when others remain."""
        if obs.kind == "new_round":
            hyps = [h for h in hyps if not h.late] or hyps
        if obs.kind in ("card", "revealed", "hand") and obs.seat is not None:
            # an account whose owed hand had to be the very next card ends at another card
            hyps = [h for h in hyps if h.late_next in (None, obs.seat)] or hyps
        new = [n for h in hyps for n in flow.step(h, obs)]
        if obs.kind in ("card", "revealed", "hand"):
            for n in new:
                n.late_next = None
        if obs.kind == "card":
            expected = any(h.wait[0] != "hand" and obs.seat in flow.awaited(h) for h in hyps)
            other = any(h.wait[0] not in ("hand", "play") and obs.seat in flow.awaited(h)
                        for h in hyps)  # a card an effect puts there: no late hand
            nxt = {s for n in new for s in flow.awaited(n)} if expected else set()
            for h in hyps if not other else ():
                if h.wait[0] == "hand" and h.wait[1] != obs.seat and h.wait[1] not in nxt:
                    # another account takes the card as a play: the owed hand must come
                    # next (QA F1: Alice lost her own Boxer compare, Bob played first)
                    for n in flow.step(hand_late(h, say_out=not expected), obs):
                        n.late_next = h.wait[1] if expected else None
                        new.append(n)
        return new

    def _read_question(self, key: str) -> bool:
        q = self.question
        return q is not None and q.value == "card" and key in q.info

    def _choose_read(self, key: str, seen: bool = False) -> list[TableEvent]:
        """``was`` while a ``card`` question is open: keep the accounts of that candidate.
        ``seen``: the camera read it (``was`` with value ``"seen"``), so the question is
        said settled by the cards first (``question_settled``; QA22 #1: the camera's clear
        reading of a card entered by key was dropped, and the question stayed open)."""
        q = self.question
        index = self._open_read()
        keep = [h for h in self.hyps if any(r[0] == index and r[2] == key for r in h.reads)]
        if not keep:
            return [inconsistency("answer_not_possible", q.seat, (key,), answer="was",
                                  given=key, expected="card", expected_seat=q.seat)]
        keep = [h.copy() for h in keep]  # the accounts before stay as they were, for undo
        for h in keep:
            h.reads = tuple(r for r in h.reads if r[0] != index)
        self.question = None
        named = [TableEvent("player_out", seat=q.seat, cards=(key,), info="hand")] \
            if q.seat in self._unnamed else []  # said out without the card: name it now
        self._unnamed = tuple(s for s in self._unnamed if s != q.seat)
        for h in keep:
            h.said_out = tuple(s for s in h.said_out if s != q.seat)
        told = [TableEvent("question_settled", seat=q.seat, cards=(key,), value="card",
                           info="card")] if seen else []
        return told + named + self._commit(keep)

    def _open_read(self) -> int | None:
        """The history index of the oldest card read the accounts still disagree on."""
        indexes = sorted({r[0] for h in self.hyps for r in h.reads})
        for i in indexes:
            cards = {next((r[2] for r in h.reads if r[0] == i), None) for h in self.hyps}
            if len(cards) > 1:
                return i
        return None

    def answer_observation(self, number: int) -> Observation | None:
        """The observation meaning "answer ``number``" (1-based, as on the keypad) to the
        open question, or ``None`` when no question is open or the number is not one of
        its answers (``card``: ``was(candidate)``; ``was_hand``: 1 yes, 2 no; ``out``:
        1 out, 2 in; ``effect``: 1 Sane, 2 Insane; ``rlyeh``: 1 end, 2 play on;
        ``first``: the listed winners in order)."""
        q = self.question
        if q is None or not 1 <= number <= len(q.info):
            return None
        from companion.tracker import observations as o
        pick = q.info[number - 1]
        return {
            "card": lambda: o.was(pick),
            "was_hand": lambda: o.was_hand(q.seat, pick == "yes"),
            "out": lambda: o.seat_out(q.seat) if pick == "out" else o.still_in(q.seat),
            "effect": lambda: o.effect(pick, q.seat, q.cards[0] if q.cards else None),
            "rlyeh": lambda: o.rlyeh(pick == "end"),
            "first": lambda: o.first_player(pick),
            "holder": lambda: o.target(pick, q.cards[0]),
        }[q.value]()

    def answer(self, number: int) -> list[TableEvent]:
        """Apply the numbered answer to the open question (see :meth:`answer_observation`);
        an ``answer_not_possible`` inconsistency when there is none to give."""
        obs = self.answer_observation(number)
        if obs is None:
            return [inconsistency("answer_not_possible", None, (), answer="number",
                                  given=number, expected="question", expected_seat=None)]
        return self.apply(obs)

    def _start(self, obs: Observation) -> list[TableEvent]:
        v = obs.value
        try:
            edition = Edition.parse(v.get("edition", "arkham"))
            names = tuple(str(n) for n in v["names"])
            rules.check_players(len(names))
            try:
                first = int(v.get("first", 0))
            except (TypeError, ValueError):
                first = v.get("first")
            if not isinstance(first, int) or not 0 <= first < len(names):
                raise ValueError(worded("app.obs_start_first", value=first,
                                        last=len(names) - 1))
            if not isinstance(v.get("options") or {}, dict):
                raise ValueError(worded("app.obs_start_options",
                                        example='{"liber_ivonis_duration": "round"}'))
            options = table_options(v.get("options"))  # QA13a F9: "forever" was taken
            lang = str(v.get("lang", "en"))
            if lang not in LANGUAGES:  # QA: a hand-edited log's "de" was a traceback later
                raise ValueError(worded("app.obs_start_language", value=repr(lang),
                                        choices=", ".join(LANGUAGES)))
        except (ValueError, TypeError, KeyError) as exc:
            self.history.pop()  # the problem as the catalog words it, else in English
            problem = exc.args[0] if exc.args and not isinstance(exc, KeyError) else str(exc)
            raise observation_error("app.obs_start", problem=problem) from None
        self.names, self.lang, self.edition = names, lang, edition
        h = TableState(edition, len(names), options, first)
        h.events.append(TableEvent("game_started", info=len(names)))
        flow.start_round(h)
        self._asked = frozenset()
        self.question = None
        self._unnamed = ()
        return self._commit([h])

    def _commit(self, new: list[TableState]) -> list[TableEvent]:
        told = self._read_told(new)
        seen: dict[tuple, TableState] = {}
        for h in new:
            if h.reads:
                # a card read the accounts agree on by now is no longer open
                h.reads = tuple(r for r in h.reads if any(
                    r not in x.reads for x in new))
            if h.wait[0] == "over":
                k = ("over", h.view(), h.reads)  # nothing follows: the view is all
            else:
                k = (h.key(), h.play.guess_kind if h.play is not None else None, h.reads)
            if k in seen:
                first = seen[k]
                if first.play is not None and h.play is not None and first.play != h.play:
                    tgt = first.play.target if first.play.target == h.play.target else None
                    first.play = first.play.__class__(
                        first.play.seat, first.play.card, first.play.sides | h.play.sides,
                        tgt, tuple(sorted(set(first.play.valid) | set(h.play.valid))),
                        first.play.guess_kind if first.play.guess_kind == h.play.guess_kind
                        else None, first.play.guess, first.play.ko_rank)
                if first.earlier != h.earlier and len(first.earlier) == len(h.earlier):
                    # an earlier play told apart by nothing now: both its sides (QA19 #2)
                    first.earlier = tuple(x if x == y else replace(x, sides=x.sides | y.sides)
                                          for x, y in zip(first.earlier, h.earlier))
            else:
                seen[k] = h
        hyps = list(seen.values())[:MAX_HYPOTHESES]
        if len(hyps) == 1:
            hyps[0].reads = ()
            said = any(e[0] == hyps[0].late_next and e[1] == SAID_OUT
                       for e in hyps[0].late)  # said out when the card was played
            if hyps[0].late_next is not None and not said:  # the doubt is the table now:
                hyps[0].events.insert(0, TableEvent("player_out", seat=hyps[0].late_next))
                hyps[0].late_next = None
        # Announce only what every hypothesis agrees on; a player out whose hand is an open
        # card read is said out without the card (the round's end follows; QA Q1: it was
        # said only once the question was answered, in the next round).
        n = min(len(h.events) for h in hyps)
        common = 0
        first_events = hyps[0].events
        events = []
        while common < n:
            e = first_events[common]
            if all(h.events[common] == e for h in hyps):
                events.append(e)
            elif e.kind == "player_out" and all(h.reads for h in hyps) and all(
                    (x.events[common].kind, x.events[common].seat) == (e.kind, e.seat)
                    for x in hyps):
                events.append(TableEvent("player_out", seat=e.seat))
                self._unnamed = self._unnamed + (e.seat,)
            else:
                break
            common += 1
        for h in hyps:
            del h.events[:common]
        named = {e.seat for e in events if e.kind == "player_out" and e.cards}
        events = [e for e in events if e.kind != "player_out" or e.cards
                  or e.seat not in named or e.seat in self._unnamed]  # said with its card
        events, said = hands_named(events, hyps[0].said_out if hyps else ())
        for h in hyps:
            h.said_out = said
        self.hyps = hyps
        was = self.question
        for e in events:
            if e.kind == "question":
                self.question = e
        out = events + self._questions()
        if len(hyps) == 1:
            self._asked = frozenset()
        if was is not None and self.question is not was:
            out = settled_in_order(self._worked_out(was, told), out)
        return out

    def _read_told(self, new: list[TableState]) -> str | None:
        """When a ``card`` question is open ("Which card is it?"): the one card every
        account of ``new`` (before :meth:`_commit` drops the reads they agree on) now
        holds for the card read it is about, else ``None``."""
        if self.question is None or self.question.value != "card":
            return None
        index = self._open_read()
        keys = [next((r[2] for r in h.reads if r[0] == index), None) for h in new]
        return keys[0] if keys and None not in keys and len(set(keys)) == 1 else None

    def _worked_out(self, q: TableEvent, told: str | None = None) -> list[TableEvent]:
        """The ``question_settled`` event for the question ``q`` that the table's cards
        settled (the last input is a card, ``CARD_KINDS``: not an answer, a told choice
        or a new round), with what the accounts now agree on: an ``effect``'s side, whether
        an ``out`` or ``was_hand`` question's player is out, which card a ``card``
        question's read was (``told``, :meth:`_read_told`); ``[]`` otherwise (QA19 #2: left
        unanswered, R'lyeh's question was silently replaced by "was that Cy's hand?", which
        a late R'lyeh answer then answered; the other questions closed in silence)."""
        if not self.history or self.history[-1][0].kind not in CARD_KINDS:
            return []
        cards, info = q.cards, None
        if q.value == "effect":
            info = questions.effect_side(q.seat, self.hyps, q.cards[0] if q.cards else None)
        elif q.value in ("out", "was_hand"):
            outs = {h.out[q.seat] for h in self.hyps}
            info = ("out" if True in outs else "in") if len(outs) == 1 else None
        elif q.value == "card" and told is not None:
            cards, info = (told,), "card"
        if info is None:
            return []
        return [TableEvent("question_settled", seat=q.seat, cards=cards, value=q.value,
                           info=info)]

    def _questions(self) -> list[TableEvent]:
        """Ask only what no later observation can settle (:func:`.questions.pick`), once."""
        hyps = self.hyps
        if len(hyps) == 1:
            if self.question is not None and self.question.value in ("effect", "out"):
                self.question = None
            if (hyps[0].wait[0] not in ("rlyeh", "first")
                    and not questions.holder_open(self.question, hyps)):
                self.question = None
            return []
        read = None
        index = self._open_read()
        if index is not None:
            seat = next(r[1] for h in hyps for r in h.reads if r[0] == index)
            cands = tuple(dict.fromkeys(r[2] for h in hyps for r in h.reads if r[0] == index))
            if len(cands) >= 2:  # else the accounts differ on something else than which
                read = (index, seat, cands)  # card it was ("Which card is it: X?", QA)
        if read is None and self.question is not None and self.question.value == "card":
            self.question = None  # the table told which candidate it was
        if self.question is not None and questions.settled(self.question, hyps):
            self.question = None  # answered; the accounts differ on something else (QA F4)
        if self.question is not None and self.question.value in questions.PICKED:
            return []  # kept until answered or settled, never replaced (QA19 #2)
        picked = questions.pick(hyps, read, self._last_card(), self._newest)
        if picked is None or picked[1] in self._asked:
            return []
        q, asked = picked
        self._asked = self._asked | {asked}
        self.question = q
        return [q]

    def _newest(self, seat: int) -> tuple[str, ...]:
        """The newest card in ``seat``'s discard zone, in the accounts kept (one key, or
        several when they differ), or ``()``."""
        return tuple(dict.fromkeys(h.zones[seat][-1] for h in self.hyps if h.zones[seat]))

    def _last_card(self) -> tuple[int | None, int]:
        """(seat, history index) of the last card seen in a seat's zone."""
        for i in range(len(self.history) - 1, -1, -1):
            old = self.history[i][0]
            if old.kind in ("card", "revealed", "hand") and old.seat is not None:
                return old.seat, i
        return None, -1

    def _corrected_index(self) -> int:
        """Index in :attr:`history` of the card a ``was`` would correct (the last card
        input with cards), or -1."""
        for i in range(len(self.history) - 1, -1, -1):
            old = self.history[i][0]
            if old.kind in CARD_KINDS and old.cards:
                return i
        return -1

    def correctable(self) -> tuple[str, ...]:
        """The card keys (candidates) of the card a ``was`` would correct, or ``()``."""
        target = self.correct_target()
        return target.cards if target is not None else ()

    def correct_target(self) -> Observation | None:
        """The card input a ``was`` would correct now (the last card input with cards, as
        corrected so far: a face-up card), or ``None``; a new card read gives a new one."""
        i = self._corrected_index()
        return self.history[i][0] if i >= 0 else None

    def _correct(self, obs: Observation) -> list[TableEvent]:
        """``was``: the last card read was another card; replay from there.

        The entry kept for the ``was`` holds a :class:`Correction` (the history before it),
        so undo puts back the card read and its history. A correction the table cannot
        take (the card's only copy already in another zone, a card that does not fit
        there) changes nothing: the card read stays, and a ``correction_refused``
        inconsistency says why (QA12 F10: the card read was removed and the round reopened,
        with only "Check: The Dilettante again?"). The inputs replayed after the corrected
        card leave out earlier corrections (folded into the card, or refused) and inputs
        that were refused (QA12 F10: each old refusal was said again)."""
        was_obs, was_before = self.history.pop()
        saved = tuple(self.history)
        i = self._corrected_index()
        if i < 0:
            self.history.append((was_obs, was_before[:7] + (Correction(saved, None, False),)))
            return [inconsistency("nothing_to_correct")]
        old, before = saved[i]
        if old.kind == "card":
            fixed = Observation("card", old.seat, (obs.cards[0],))
        else:
            fixed = Observation(old.kind, old.seat, (obs.cards[0],) + old.cards[1:],
                                old.value)
        later = [e for k, e in enumerate(saved[i + 1:], start=i + 1)
                 if e[1][-1] is None and not self._refused(saved, k)]
        if len(old.cards) > 1 and later and later[0][0].kind == "was" \
                and later[0][0].cards[0] in old.cards:
            # the answer to "which card?" for the read corrected goes with it (QA: it was
            # replayed after the fix: "That answer does not fit.")
            later = later[1:]
        try:
            del self.history[i:]
            self._restore(before)
            self.history.append((fixed, before))
            events = self._apply(fixed)
            refusal = next((e for e in events if e.kind == "inconsistency"), None)
            if refusal is None:
                for o, _ in later:
                    self.history.append((o, self._snapshot()))
                    events.extend(self._apply(o))
        except Exception:  # a failure inside leaves the table and history as before it
            self.history = list(saved)
            self._restore(was_before)
            raise
        if refusal is not None:
            self.history = list(saved)
            self._restore(was_before)
            self.history.append((was_obs, was_before[:7] + (Correction(saved, old, False),)))
            return [refused_correction(before[0], old, obs.cards[0], refusal)]
        self.history.append((was_obs, was_before[:7] + (Correction(saved, old, True),)))
        return corrected.told(old.seat, old.cards, obs.cards[0], was_before[0][0].view(),
                              self.hyps[0].view(), events)  # said as a correction (F16)

    def _refused(self, entries: tuple, k: int) -> bool:
        """Whether history entry ``k`` of ``entries`` changed nothing (refused: the
        accounts after it are the very accounts before it)."""
        after = entries[k + 1][1][0] if k + 1 < len(entries) else self.hyps
        return after is entries[k][1][0]


def settled_in_order(told: list[TableEvent], events: list[TableEvent]
                     ) -> list[TableEvent]:
    """``events`` with ``told`` (``[]`` or the one ``question_settled`` event of
    :meth:`Tracker._worked_out`) put where it follows from them, each fact said once.

    An ``out``/``was_hand`` question whose card ``events`` show as the player's play
    ("Bob: Deep One.") is said closed right after that play, as the play
    (``info="play"``: "No answer needed: that was Bob's play."), not as "Bob is out" before
    it (QA28 #2: heard as "yes, that was Bob's hand", and "out" twice when his hand was
    laid next). One whose player ``events`` say out is said closed after that
    (``info="said"``: "No answer needed."). Otherwise it comes first, before what follows
    from it and any next question (QA19 #2: after the next turn's name it was heard as
    part of that turn).

    >>> q = TableEvent("question_settled", seat=1, cards=("deep_one",), value="out",
    ...                info="out")
    >>> play = TableEvent("card_played", seat=1, cards=("deep_one",), value=False)
    >>> out = TableEvent("player_out", seat=1, cards=("the_fed",))
    >>> [(e.kind, e.info) for e in settled_in_order([q], [play, out])]
    [('card_played', None), ('question_settled', 'play'), ('player_out', None)]
    """
    if not told or told[0].value not in ("out", "was_hand") or not told[0].cards:
        return told + events
    q = told[0]
    for i, e in enumerate(events):
        if e.kind == "card_played" and e.seat == q.seat and e.cards[:1] == q.cards[:1]:
            return events[:i + 1] + [replace(q, info="play")] + events[i + 1:]
    if q.info == "out":
        for i, e in enumerate(events):
            if e.kind == "player_out" and e.seat == q.seat:
                return events[:i + 1] + [replace(q, info="said")] + events[i + 1:]
    return told + events


def hands_named(events: list[TableEvent], said: tuple[int, ...]
                ) -> tuple[list[TableEvent], tuple[int, ...]]:
    """``events`` to announce, the knocked-out hand of a player said out before it was
    laid marked ``info="hand"`` (said "Bob's hand: The Fed.", not "Bob is out, with The
    Fed." right after "Bob is out.": QA26 N5), one said out again before its hand is named
    dropped (QA34 F3: "Alice is out." twice when her hand was entered as two cards of a
    rank), and the seats said out whose hand is still to be named. ``said``: those seats before ``events`` (a round's start clears them).

    >>> out = TableEvent("player_out", seat=1)
    >>> hand = TableEvent("player_out", seat=1, cards=("the_fed",))
    >>> events, said = hands_named([out], ())
    >>> said, hands_named([hand], said)[0][0].info
    ((1,), 'hand')
    >>> hands_named([hand], ())[0][0].info is None
    True
    >>> hands_named([out], said)[0]
    []
    """
    out = []
    for e in events:
        if e.kind in ("round_started", "game_started"):
            said = ()
        elif e.kind == "player_out" and not e.cards and e.seat in said and e.value is None:
            continue  # its hand laid, still to be named: not "Bob is out." again (QA34 F3)
        elif e.kind == "player_out" and not e.cards:
            said = said + (e.seat,) if e.seat not in said else said
        elif e.kind == "player_out" and e.seat in said:
            said = tuple(s for s in said if s != e.seat)
            if e.value != "after_all":  # "Bob is out after all, with …" says the change
                e = replace(e, info="hand")
        out.append(e)
    return out, said
