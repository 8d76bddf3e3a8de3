"""A camera card read under its zone's newest card, asked about when the table alone
cannot tell its place (session 59, qh1b; fresh QA58 HIGH-1 and the review of qh1, HIGH).

The zone's row (:mod:`companion.app.row_order`) tells that a card read late lies before
the newest card the table took in its zone this round (:meth:`~companion.app.laid_before.
LaidBefore._marked_under`): read after the card laid on it, the tracker puts it in that
card's place (:mod:`companion.tracker.under_card`). But a card laid after it and pushed
under it by a hand lies there too, and so does the next round's first card (a new pile
starts at the centre side of the old one's newest card): when the table would take the
card after the newest as well, with one card the camera missed before it, or one or two
such cards could end the round (:meth:`~companion.tracker.tracker.Tracker.under_asked`),
the card is not given; the session's own list asks, in the table's style: "Bob's discard
zone: the Necronomicon lies under the Mi-Go. Was that card laid before the Mi-Go? 1: yes; 2: no.
Answer with plus and the number." (``app.under_asked``). Each answer is one input (one
session-log line, one undo step): 1, the card told laid first
(:func:`~companion.tracker.observations.card_seen` ``under``: put in that place, "The
camera read the Necronomicon late, under the Mi-Go …"); 2, the card as it was read, the
table refusing it as before ("The Necronomicon by Bob? Waiting for …"). The list stays
open while the camera reads the next cards (the repair replays them; QA58 r2: Dan's card
came 1.2 s after the Necronomicon), closed by another key or the tracker's question said
after it, as the session's other lists. :class:`UnderAsked`, a mixin of
:class:`~companion.app.live.LiveTable`. No I/O.
"""
from __future__ import annotations

from dataclasses import replace

from companion.app.pile_asked import ask_card, asks_pile
from companion.cards import card
from companion.tracker.observations import BEFORE, PILE, UNDER


def holds_cards(choice) -> bool:
    """Whether the session's open list ``choice`` (``(text, observation)`` pairs) is the
    under-card question's (:class:`UnderAsked`) or the pile question's (:func:`~companion.
    app.pile_asked.asks_pile`; session 60, q60e): a card read by the camera meanwhile does
    not close it."""
    return (bool(choice) and choice[0][1].kind == "card" and choice[0][1].value == UNDER) \
        or asks_pile(choice)


class UnderAsked:
    """Asks about a camera card read under its zone's newest card (module docstring)."""

    def _under_asks(self, obs, check: bool = False) -> bool:
        """Whether the camera's ``card`` observation ``obs`` (seat 0-based), marked laid
        before its zone's newest card (``value`` :data:`~companion.tracker.observations.
        BEFORE`), was asked about instead of given (``app.under_asked``, the session's own
        list; see the module docstring). ``False``: give it as it is. ``check``: as
        :func:`~companion.app.pile_asked.ask_card`'s."""
        if obs is None or obs.value != BEFORE:
            return False
        session = self.session
        tracker = session.tracker
        if not tracker.under_asked(obs):
            return False
        taken = self.zone_taken.get((tracker.view().round, obs.seat))
        ask_card(session, obs, UNDER, None, "app.under_asked", check=check,
                 later=card(taken[1]).name(session.lang))
        return True


def give_unanswered(session, choice) -> None:
    """After the session's list ``choice`` closed unanswered (its 6 s ran out, another
    key, or the tracker's question answered; :meth:`~companion.app.session.TableSession.
    drop_choice`): the under-card question's camera card (:func:`holds_cards`) is given
    as read, as main gave it (answer 2's observation): refused and said so ("Le
    Necronomicon de Bob ? On attend …" / "Carte non comptée : …"), logged, so the players
    and a resume know the camera read it. Review of qh1b, MEDIUM: it was dropped unsaid,
    after "Choix annulé." alone (QA58 r2 keyless, frame 164). The pile question's card
    (:mod:`companion.app.pile_asked`) is given read in a pile (``value`` ``"pile"``): a
    knocked-out hand it tells said hedged (session 60, q60e)."""
    if asks_pile(choice):  # the pile question's card: as q59e said it, hedged (q60e)
        session.observe(replace(choice[1][1], value=PILE),
                        check=session.checked(choice[1][1]))
    elif holds_cards(choice):
        session.observe(choice[1][1], check=session.checked(choice[1][1]))


__all__ = ["UnderAsked", "give_unanswered", "holds_cards"]
