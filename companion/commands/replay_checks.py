"""The "Check it." of ``companion replay LOG``: a card the live game read from its tactile
stickers only was said with a request to check it, and its session log line says so
(``"check": true``, with ``"already": true`` when it lay in its zone before that turn:
:meth:`~companion.session_log.SessionLog.record`); the replay of the log says it too, on
the same line the live game did (fresh QA59 L2: runA and runE's replays said "Alice: el
Músico." where the live game said "Alice: el Músico. Compruébalo.").

The live rule (:meth:`companion.app.session.TableSession.observe`): the first event of the
line's input that names the card read (not a refusal, a question nor a reading undone then
taken back: those ask already, :func:`~companion.narration.narrate.asks_check`) carries
the request; a card taken while a question is open, or while the accounts differ,
has none of its own news yet: it is owed, and the first later event of its seat naming it
carries it (the answer's news). An undo (minus twice) leaves owed, as live, the cards
the question it opens again (or the accounts it leaves several) holds
(:func:`~companion.app.session_resume.held_checks`), and those whose events the replay's
order holds still, said live before the undo (review of low60). Live-only cases (cards
glimpsed unread, a question closed by the cards before it was heard) are not in the log
and not said. No I/O.
"""
from __future__ import annotations

from companion.app.session_resume import held_checks
from companion.narration.catalog import message
from companion.narration.narrate import asks_check
from companion.tracker.events import TableEvent
from companion.tracker.observations import Observation


class LoggedChecks:
    """Which replayed lines end with the request to check their card.

    ``marks``: the log's line marks (:func:`companion.session_log.line_marks`,
    ``{line number: {"check": True, "already": True, …}}``). Per input: :meth:`begin`,
    then :meth:`words` for each event said (in the order said), then :meth:`end`."""

    def __init__(self, marks: dict[int, dict]) -> None:
        self.marks = marks
        self.check = self.already = False
        self.cards: frozenset[str] = frozenset()
        #: cards owed a request: ``(cards, already, seat, events)``, as the live game's;
        #: ``events``: ``None`` while owed, else the events of the input after which the
        #: live game owed it no more (the replay's order may say them later)
        self.owed: tuple[tuple[frozenset, bool, int | None, tuple | None], ...] = ()
        #: the inputs read from their stickers only: ``id(observation)`` ->
        #: ``(observation, already)`` (the observation kept: its id stays its own)
        self.read: dict[int, tuple[Observation, bool]] = {}

    def begin(self, line: int, obs: Observation) -> None:
        """The input of log ``line`` is about to be said."""
        mark = self.marks.get(line, {})
        self.check = bool(mark.get("check"))
        self.already = bool(mark.get("already"))
        self.cards = frozenset(obs.cards or ())
        if self.check:
            self.read[id(obs)] = (obs, self.already)
        if obs.kind in ("undo", "new_round"):  # owed by an open question no more; what
            # the order still holds of an input gone by was said live with its request
            self.owed = tuple(c for c in self.owed if c[3] is not None)

    def words(self, event: TableEvent, lang: str, verbosity: str = "brief") -> str:
        """``""``, or the request (with its leading space) to add to ``event``'s line in
        ``lang`` (``verbosity``: ``"brief"`` or ``"verbose"``, the catalog's
        ``app.check_card_brief`` or ``app.check_card``; ``app.check_card_already*`` for a
        card that lay there before its turn)."""
        if asks_check(event):  # (they ask already)
            return ""
        named = set(event.cards or ())
        if self.check and named & self.cards:
            self.check = False  # only the first event naming it
            return self._said(self.already, lang, verbosity)
        owing = next((c for c in self.owed if named & c[0] and c[2] in (None, event.seat)
                      and (c[3] is None or any(e is event for e in c[3]))), None)
        if owing is None:
            return ""
        self.owed = tuple(c for c in self.owed if c is not owing)
        return self._said(owing[1], lang, verbosity)

    def end(self, obs: Observation, tracker, events: list[TableEvent]) -> None:
        """The input's ``events`` were given to the replay's order (some may be said
        later); ``tracker``: the replay's :class:`~companion.tracker.tracker.Tracker` after
        it. A checked card none of them named, taken while a question is open or the
        accounts differ, is owed; with neither, the owed cards are owed by these events
        only."""
        if self.check and obs.kind == "card" and not tracker.refused_last():
            self.owed += ((self.cards, self.already, obs.seat, None),)
        if obs.kind == "undo":  # the question it opened again holds its cards again
            marks = {i: (True, self.read[id(entry[0])][1])
                     for i, entry in enumerate(tracker.history) if id(entry[0]) in self.read}
            self.owed += tuple((frozenset(cards), already, seat, None)
                               for cards, already, seat in held_checks(tracker, marks))
        self.check = False
        if tracker.question is None and not tracker.ambiguous:
            said = tuple(events)
            self.owed = tuple((c[0], c[1], c[2], said if c[3] is None else c[3])
                              for c in self.owed)

    @staticmethod
    def _said(already: bool, lang: str, verbosity: str) -> str:
        key = "app.check_card_already" if already else "app.check_card"
        return " " + message(lang, key + ("_brief" if verbosity == "brief" else ""))


__all__ = ["LoggedChecks"]
