"""Enter's rank typed before Enter's cue was begun, when that cue names another card than
the Enter prompt the player heard last (fresh QA62 MEDIUM-3, run D p2: "I cannot read a
card in Carol's zone: press Enter, then its rank.", Enter and 2 typed in one go; the cue
"Card for Alice's play or Alice's hand: which rank?" came after the rank, which went to
Alice's zone). The table awaited Alice's card only; since QA61 MEDIUM-3 the cue names it
and the player is to type no digit for Carol's card (docs/keys.en.md, Enter), which a rank
typed before that cue cannot have obeyed: it is not taken, and the line says whose card
Enter would take (``app.enter_rank_before_cue``), as plus's number typed before its
question is not (``app.answer_unheard``, QA42 H2). A rank typed after the cue was begun,
or for the zone the prompt heard last named, is taken as before.
"""
from __future__ import annotations

from companion.app.keys import DIGITS
from companion.app.said_heard import _begun

#: the Enter cue naming the card its rank goes to ("Card for Alice's play: which rank?")
WAIT_CUE = "app.prefix_enter_wait"


class EnterEarly:
    """A mixin of :class:`~companion.app.live_keys.LiveKeys` (it uses the table's
    ``reader``, ``session``, ``prefix_said``, ``enter_cue_said`` and ``_enter_elsewhere``)."""

    def _rank_before_cue(self, key: str) -> dict | None:
        """Before ``key`` (one key pressed) is read: when it is Enter's rank, Enter's cue
        (:attr:`enter_cue_said`, ``(catalog key, args)``) naming the card the table awaits
        in another zone than every zone the Enter prompt heard last named
        (:meth:`~companion.app.live_keys.LiveKeys._enter_elsewhere`), and the voice has
        not begun that cue: the arguments of ``app.enter_rank_before_cue`` (``expected``:
        the cue's wait phrase; ``player``: the name of the zone's player the prompt named;
        ``enter_zones``: the awaited zone's seat, 0-based), else ``None``."""
        cue, said = self.enter_cue_said, self.prefix_said
        if self.reader.pending != "\n" or key not in DIGITS or cue is None \
                or cue[0] != WAIT_CUE or not said or any(map(_begun, said)) \
                or not self._enter_elsewhere():
            return None
        session = self.session
        return {"expected": cue[1]["expected"],
                "player": session._player(session.enter_heard[0]),
                "enter_zones": (self.enter_for[0],)}

    def _refuse_rank_before_cue(self, args: dict) -> None:
        """Say that Enter's rank was not taken (``args``: :meth:`_rank_before_cue`'s), at
        once: a key's answer. The line asks for the awaited card by Enter
        (:data:`~companion.app.enter_raced.ENTER_ASKS`), naming its zone
        (``enter_zones``): Enter and a rank typed in one go after it, as it says, go
        there, no longer against the prompt heard before it."""
        session = self.session
        session.presses += 1  # a key answered (:meth:`TableSession.key`)
        with session.answering(), session.pressed(query=False):
            session.tell("app.enter_rank_before_cue", **args)


__all__ = ["EnterEarly", "WAIT_CUE"]
