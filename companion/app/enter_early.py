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

from babel.lists import format_list

from companion.app.keys import DIGITS
from companion.cards import card
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
        ``enter_zones``: the awaited zone's seat, 0-based), else ``None``. Once the table
        awaits other zones than at the press, the card awaited read since
        (:meth:`_read_since_enter`): ``{"meanwhile": its history entry}`` (the line says it
        was read, ``app.enter_read_meanwhile``; review of qm62: "Carol: The Musician." then
        "… For Carol's play, press Enter, then its rank."), else ``None``."""
        cue, said = self.enter_cue_said, self.prefix_said
        if self.reader.pending != "\n" or key not in DIGITS or cue is None \
                or cue[0] != WAIT_CUE or not said or any(map(_begun, said)) \
                or not self._enter_elsewhere():
            return None
        session = self.session
        if tuple(session.tracker.awaited_seats()) != tuple(self.enter_for):
            # the card awaited read since the press: not asked for by Enter again (review
            # of qm62: "Carol: The Musician." then "For Carol's play, press Enter …")
            read = self._read_since_enter(self.enter_for[0])
            return {"meanwhile": read} if read is not None else None
        return {"expected": cue[1]["expected"],
                "player": session._player(session.enter_heard[0]),
                "enter_zones": (self.enter_for[0],)}

    def _read_since_enter(self, seat: int):
        """The newest card input of ``seat``'s zone (0-based) the camera or a key gave
        since the last Enter press (:attr:`~companion.app.enter_raced.EnterRaced.enter_at`),
        a history entry ``(observation, …)``, or ``None``."""
        history = self.session.tracker.history
        return next((entry for entry in reversed(history[self.enter_at:])
                     if entry[0].kind == "card" and entry[0].seat == seat), None)

    def _refuse_rank_before_cue(self, args: dict) -> None:
        """Say that Enter's rank was not taken (``args``: :meth:`_rank_before_cue`'s), at
        once: a key's answer. The line asks for the awaited card by Enter
        (:data:`~companion.app.enter_raced.ENTER_ASKS`), naming its zone
        (``enter_zones``): Enter and a rank typed in one go after it, as it says, go
        there, no longer against the prompt heard before it."""
        session = self.session
        session.presses += 1  # a key answered (:meth:`TableSession.key`)
        read = args.get("meanwhile")
        with session.answering(), session.pressed(query=False):
            if read is None:
                session.tell("app.enter_rank_before_cue", **args)
                return
            obs = read[0]  # as EnterRaced says it of a stall's prompt raced
            session.tell("app.enter_read_meanwhile", brings=tuple(
                session.said_for.unsaid_of(read)), player=session.tracker.names[obs.seat],
                card=format_list([card(k).name(session.lang) for k in obs.cards],
                                 style="or", locale=session.lang))


__all__ = ["EnterEarly", "WAIT_CUE"]
