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
from typing import Iterable

from companion import rules
from companion.cards import CARDS, Edition
from companion.engine.views import PublicView, unseen_cards
from companion.tracker import inference as flow
from companion.tracker.events import TableEvent, inconsistency, question
from companion.tracker.observations import Observation, ObservationError, validate
from companion.tracker.table import TableState

#: At most this many hypotheses are kept (the least likely are dropped).
MAX_HYPOTHESES = 32
_SETTLED = ("play", "check", "rlyeh", "deal", "first", "over", "showdown")
_CARD_KINDS = ("card", "revealed", "hand", "face_up", "deck_visible")
_CTHULHU = ("cthulhu", "cthulhu_original")


class Tracker:
    """The public state of one game at a real table, driven by :meth:`apply`.

    Attributes:
        names: player names, one per seat (after ``start``).
        lang: the table's language (``"en"``, ``"fr"``, ``"es"``).
        history: every applied input with the hypotheses before it (for undo).
    """

    def __init__(self) -> None:
        self.names: tuple[str, ...] = ()
        self.lang = "en"
        self.edition: Edition | None = None
        self.hyps: list[TableState] = []
        self.history: list[tuple[Observation, tuple]] = []
        self._asked: frozenset = frozenset()
        self.question: TableEvent | None = None

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
        """Cards no one can see (all cards minus the face-up ones), counted per key."""
        return unseen_cards(self.view())

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
        if obs.kind == "was":
            return self._correct(obs)
        return self._apply(obs)

    def apply_all(self, observations: Iterable[Observation]) -> list[TableEvent]:
        """Apply several observations; return all their events."""
        events: list[TableEvent] = []
        for obs in observations:
            events.extend(self.apply(obs))
        return events

    def undo(self) -> list[TableEvent]:
        """Remove the last observation or command (the state returns to before it)."""
        if not self.history:
            return [inconsistency("nothing_to_undo")]
        _, before = self.history.pop()
        self._restore(before)
        return [TableEvent("undone")]

    # ------------------------------------------------------------------ internals
    def _snapshot(self) -> tuple:
        return (self.hyps, self.names, self.lang, self.edition, self._asked, self.question)

    def _restore(self, snap: tuple) -> None:
        (self.hyps, self.names, self.lang, self.edition, self._asked, self.question) = snap

    def _apply(self, obs: Observation) -> list[TableEvent]:
        if obs.kind == "start":
            return self._start(obs)
        if not self.hyps:
            return [inconsistency("not_started")]
        bad = self._check_input(obs)
        if bad is not None:
            return [bad]
        new: list[TableState] = []
        for h in self.hyps:
            new.extend(flow.step(h, obs))
        if not new:
            return [self._explain(obs)]
        return self._commit(new)

    def _start(self, obs: Observation) -> list[TableEvent]:
        v = obs.value
        try:
            edition = Edition.parse(v.get("edition", "arkham"))
            names = tuple(str(n) for n in v["names"])
            rules.check_players(len(names))
            first = int(v.get("first", 0))
            if not 0 <= first < len(names):
                raise ValueError(f"first player {first}: choose a seat from 0 to "
                                 f"{len(names) - 1}")
            options = dict(v.get("options") or {})
        except (ValueError, TypeError, KeyError) as exc:
            self.history.pop()
            raise ObservationError(f"start: {exc}") from None
        self.names, self.lang, self.edition = names, str(v.get("lang", "en")), edition
        h = TableState(edition, len(names), options, first)
        h.events.append(TableEvent("game_started", info=len(names)))
        flow.start_round(h)
        self._asked = frozenset()
        self.question = None
        return self._commit([h])

    def _commit(self, new: list[TableState]) -> list[TableEvent]:
        seen: dict[tuple, TableState] = {}
        for h in new:
            k = (h.key(), h.play.guess_kind if h.play is not None else None)
            if k in seen:
                first = seen[k]
                if first.play is not None and h.play is not None and first.play != h.play:
                    tgt = first.play.target if first.play.target == h.play.target else None
                    first.play = first.play.__class__(
                        first.play.seat, first.play.card, first.play.sides | h.play.sides,
                        tgt, tuple(sorted(set(first.play.valid) | set(h.play.valid))),
                        first.play.guess_kind if first.play.guess_kind == h.play.guess_kind
                        else None, first.play.guess, first.play.ko_rank)
            else:
                seen[k] = h
        hyps = list(seen.values())[:MAX_HYPOTHESES]
        # Announce only what every hypothesis agrees on.
        n = min(len(h.events) for h in hyps)
        common = 0
        first_events = hyps[0].events
        while common < n and all(h.events[common] == first_events[common] for h in hyps):
            common += 1
        events = first_events[:common]
        for h in hyps:
            del h.events[:common]
        self.hyps = hyps
        for e in events:
            if e.kind == "question":
                self.question = e
        extra = self._questions()
        if len(hyps) == 1:
            self._asked = frozenset()
        return events + extra

    def _questions(self) -> list[TableEvent]:
        """Ask only what no later observation can settle (effect choice, who is out)."""
        hyps = self.hyps
        if len(hyps) == 1:
            if self.question is not None and self.question.value in ("effect", "out"):
                self.question = None
            if hyps[0].wait[0] not in ("rlyeh", "first"):
                self.question = None
            return []
        q = None
        for x in range(hyps[0].players):
            # x's card appeared: their knocked-out hand in one account, their play in another.
            gone = any(h.out[x] and h.wait[:2] != ("hand", x) for h in hyps)
            if gone and any(not h.out[x] for h in hyps):
                q = question("out", x, ("out", "in"))
                break
        if q is None:
            won = [h for h in hyps if h.wait[0] == "over" and h.play is not None
                   and h.play.card in _CTHULHU and h.game_winners == (h.play.seat,)]
            settled = [h for h in hyps if h.wait[0] in _SETTLED]
            if won:
                q = question("effect", won[0].play.seat, ("sane", "insane"))
            elif len(settled) >= 2:
                a, b = settled[0], settled[1]
                if (a.play is not None and b.play is not None and a.play.sides != b.play.sides
                        and _only_marks_differ(a, b)):
                    q = question("effect", a.play.seat, ("sane", "insane"))
        if q is None or (q.value, q.seat) in self._asked:
            return []
        self._asked = self._asked | {(q.value, q.seat)}
        self.question = q
        return [q]

    def _check_input(self, obs: Observation) -> TableEvent | None:
        h = self.hyps[0]
        seat = obs.seat
        if seat is not None and not 0 <= seat < h.players:
            return inconsistency("no_such_seat", seat, obs.cards, players=h.players)
        for key in obs.cards:
            limit = flow.max_copies(h.edition, key)
            if limit == 0:
                return inconsistency("not_in_edition", seat, (key,), edition=h.edition.value)
        if obs.kind in _CARD_KINDS and obs.cards:
            key = obs.cards[0]
            need = Counter(obs.cards)[key]
            limit = flow.max_copies(h.edition, key)
            if all(flow.copies_seen(x, key) + need > limit for x in self.hyps):
                return inconsistency("too_many_copies", seat, (key,), copies=limit,
                                     suggest=_suggest(h, key))
        if obs.kind == "guess" and obs.value not in rules.guess_values(h.edition):
            return inconsistency("bad_guess", None, (), guess=obs.value,
                                 allowed=rules.guess_values(h.edition))
        return None

    def _explain(self, obs: Observation) -> TableEvent:
        h = self.hyps[0]
        wait, wseat = flow.describe_wait(h)
        seat = obs.seat
        if obs.kind in ("card", "revealed", "hand") and h.out[seat] and h.in_round:
            return inconsistency("seat_out", seat, obs.cards, expected=wait,
                                 expected_seat=wseat)
        if obs.is_command:
            return inconsistency("answer_not_possible", seat, obs.cards, answer=obs.kind,
                                 given=obs.value, expected=wait, expected_seat=wseat)
        return inconsistency("unexpected", seat, obs.cards, observation=obs.kind,
                             expected=wait, expected_seat=wseat)

    def _correct(self, obs: Observation) -> list[TableEvent]:
        """``was``: the last card read was another card; replay from there."""
        entries = self.history[:-1]
        for i in range(len(entries) - 1, -1, -1):
            old, before = entries[i]
            if old.kind in _CARD_KINDS and old.cards:
                break
        else:
            return [inconsistency("nothing_to_correct")]
        fixed = Observation(old.kind, old.seat, (obs.cards[0],) + old.cards[1:], old.value)
        was_obs, was_before = self.history.pop()
        later = self.history[i + 1:]
        del self.history[i:]
        self._restore(before)
        self.history.append((fixed, before))
        events = self._apply(fixed)
        for o, _ in later:
            self.history.append((o, self._snapshot()))
            events.extend(self._apply(o))
        self.history.append((was_obs, was_before))
        return events


def _only_marks_differ(a: TableState, b: TableState) -> bool:
    """True when two hypotheses differ only by marks no camera sees (protected, immune)."""
    return (a.key() != b.key() and a.zones == b.zones and a.out == b.out
            and a.active == b.active and a.deck == b.deck and a.wait == b.wait)


def _suggest(h: TableState, key: str) -> tuple[str, ...]:
    """Cards of the same rank still unseen: what the camera may have misread."""
    r = CARDS[key].rank
    from companion.cards import edition_cards
    return tuple(c.key for c in edition_cards(h.edition)
                 if c.rank == r and c.key != key and flow.copies_seen(h, c.key) < c.copies)
