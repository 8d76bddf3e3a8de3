"""A round built on an entered card the player kept against the camera: its camera cards
said to be checked (session 70, hold70; fresh QA69 HIGH-3).

The camera-differs hold (:mod:`companion.app.differs_hold`) ends when the player answers
the entered card's open question: the entered card is kept, though the camera read another
card at its place. The cards laid on it are given with why to check them
(:data:`~companion.app.differs_fixed.DIFFERS_LAID`), but the rest of the round is built on
the kept card too: handC, Enter 6 (The Sailor) for Bob's Musician, the true "no, still in":
"Carol's Tommy Gun: the Necronomicon, from the deck into Carol's zone." "Carol's Tommy Gun:
the Investigators, from the deck…" "Carol fails." (false, stated as fact: Carol's Tommy Gun
was the Musician's discard). While the kept card stands (same round, the answer not taken
back, the entered card still in its zone: a slash taking the camera's card ends it), every
camera card of that round given after the answer is said with a request to check it, as
resting on the card kept (``app.check_card_kept``), and what the table reckons from them
(a Sanity check, its result, the cards left, a player out, the round's result) is said as
resting on it (:mod:`companion.app.kept_results`: "If the card you kept is right: Carol
fails. 13 cards left."; session 71, rev-hold70 HIGH).

:class:`DiffersKept`, a mixin of :class:`~companion.app.differs_hold.DiffersHold` (the live
table's ``session``). No I/O.
"""
from __future__ import annotations

from dataclasses import dataclass

#: The ``already`` value of :meth:`companion.app.session.TableSession.observe` for a camera
#: card given while the round rests on an entered card kept against the camera's reading
#: (``app.check_card_kept``).
DIFFERS_KEPT = "kept"


@dataclass(frozen=True)
class KeptEntry:
    """An entered card kept against the camera: ``round``; ``seat`` (0-based) of its zone;
    ``entered``: its keys (the card and its candidates); ``size``: the tracker's history
    length once the answer keeping it was taken; ``last``: the history's entry then at
    ``size - 1`` (a correction of an older card replays it as a new entry: no answer
    keeps the entered card any more)."""

    round: int
    seat: int
    entered: tuple
    size: int
    last: object = None


class DiffersKept:
    """The round resting on an entered card kept against the camera (module docstring)."""

    #: the entered card kept against the camera while it stands, else ``None``
    differs_kept: KeptEntry | None = None

    def _differs_kept_begins(self, held, size: int | None = None) -> None:
        """The answer to the entered card's question ended the hold ``held``
        (:class:`~companion.app.differs_hold.DiffersHeld`): its round rests on that card
        from now on. ``size``: the tracker's history length once that answer was taken
        (``None``: now; a resume's hold ended by an answer gives it from the log: rev-
        hold71 HIGH, the kept Sailor's results said as fact after a quit)."""
        tracker = self.session.tracker
        history = tracker.history
        size = len(history) if size is None else size
        self.differs_kept = KeptEntry(held.round, held.seat, tuple(held.entered),
                                      size, history[size - 1] if size else None)
        self.session.rests_on_kept = self._kept_now  # its results' lines (kept_results)

    def _kept_standing(self) -> bool:
        """Whether the round rests on the entered card kept against the camera
        (:attr:`differs_kept`): its round, its answer not taken back, no correction of an
        older card since (it replays the history's later entries as new ones), the
        entered card still in its zone; an entry no longer standing is forgotten. Read on
        the live tracker (a state key answered with the table as heard, ``session._live``,
        forgets nothing)."""
        kept = self.differs_kept
        if kept is None:
            return False
        live = getattr(self.session, "_live", None)
        tracker = live if live is not None else self.session.tracker
        view, history = tracker.view(), tracker.history
        if view.round != kept.round or len(history) < kept.size \
                or kept.size and history[kept.size - 1] is not kept.last \
                or not set(kept.entered) & set(view.seats[kept.seat].zone):
            if live is None:
                self.differs_kept = None  # another round, the answer undone, or corrected
            return False
        return True

    def _kept_now(self) -> "KeptEntry | None":
        """The session's ``rests_on_kept`` (:mod:`companion.app.kept_results`): the kept
        entry standing (:meth:`_kept_standing`), begun first if the answer being said
        just kept it (:meth:`_kept_by_answer`), else ``None``."""
        self._kept_by_answer()
        return self.differs_kept if self._kept_standing() else None

    def _differs_answer_kept(self, held) -> bool:
        """Whether the hold ``held`` (:class:`~companion.app.differs_hold.DiffersHeld`,
        no longer standing) was ended by an input keeping the entered card: the tracker
        took one since the hint, in the hold's round, the hint's newest entry still there,
        none a slash correction the table took (a slash, its plus, then the next answer
        typed in one picture: rev-hold69 LOW)."""
        tracker = self.session.tracker
        history = tracker.history
        return tracker.view().round == held.round and len(history) > held.size \
            and history[held.size - 1] is held.entry \
            and not any((fix := tracker.correction(i)) is not None and fix.taken
                        for i in range(held.size, len(history)))

    def _kept_by_answer(self) -> None:
        """The camera-differs hold (``differs_held``) not given back yet, ended by the
        answer keeping its entered card in the input being carried out: the kept entry
        begins now, at that answer (its history entry the hint's size), not at the next
        picture's release (:meth:`~companion.app.differs_hold.DiffersHold.
        _differs_release`), so the cards that answer gives in the same key are said as
        resting on it. Fresh QA71 H3 (handC ``150 \\n6, 170 +1``): the Sailor chosen by
        the which-card answer, the cards kept behind the stall were given at once,
        "Carol: the Tommy Gun." "Carol's Tommy Gun: the Necronomicon…" as fact."""
        held, kept = getattr(self, "differs_held", None), self.differs_kept
        if held is None or kept is not None and kept.size == held.size + 1 \
                or getattr(self.session, "_live", None) is not None \
                or self._differs_standing() is not None \
                or not self._differs_answer_kept(held):
            return
        self._differs_kept_begins(held, held.size + 1)

    def _differs_kept(self, event) -> "str | bool":
        """:data:`DIFFERS_KEPT` when the camera card ``event`` (seat 1-based) is given while
        its round rests on an entered card kept against the camera (:meth:`_kept_standing`),
        else ``False``."""
        if event.seat is None:
            return False
        self._kept_by_answer()  # the answer just taken kept it: before its cards (QA71 H3)
        if not self._kept_standing():
            return False
        return DIFFERS_KEPT


__all__ = ["DiffersKept", "KeptEntry", "DIFFERS_KEPT"]
