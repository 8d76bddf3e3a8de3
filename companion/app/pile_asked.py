"""A camera card read in a pile that would tell its player out: asked about, not said hedged
(session 60, q60e; fresh QA59 HIGH-1 and the review of q59e, MEDIUM).

A card the camera made stable in the same picture as the card right under it in its zone
(:mod:`companion.app.pile_read`, ``value`` :data:`~companion.tracker.observations.PILE`)
tells nothing of the turns laid between the two. QA59 run E (seed 332, stickers-only,
busy): Carol's Deep One, the Entertainer and the Stowaway became stable in one picture;
"Carol is out, with the Entertainer." was said as fact, but her Deep One had put Dan out and
the Entertainer was her Sanity check card two unread turns later. Yet a true self-loss at a
clean table (her own Boxer lost, her hand laid on it under her arm) gives the same inputs.
q59e said both hedged ("Carol's hand, if Carol is out (not confirmed)") with no way to
confirm it that round. So when every account would take such a card as its seat's
knocked-out hand (:meth:`~companion.tracker.tracker.Tracker.pile_asked`), the card is not
given; the session's own list asks, in the table's style: "The Entertainer in Carol's
discard zone: was that Carol's hand, so Carol is out? 1: yes; 2: no. Answer with plus and
the number." (``app.pile_asked``). Each answer is one input (one session-log line, one undo
step): 1, the card told her hand (``card_seen(..., hand=True)``: "Carol is out, with The
Entertainer." as fact); 2, told a later card of hers (``card_seen(..., later=True)``:
refused while no account takes it so: "The Entertainer by Carol? Waiting for …"). The same
picture's other zone cards wait for the answer (:meth:`PileAsked._pile_waits`). Closed
unanswered (another key, its time out), the card is given as read, hedged as q59e said it
(:func:`companion.app.under_asked.give_unanswered`). :class:`PileAsked`, a mixin of
:class:`~companion.app.live.LiveTable`. No I/O.
"""
from __future__ import annotations

from dataclasses import replace

from companion.cards import card
from companion.narration.catalog import message
from companion.tracker.observations import LATER, PILE


def asks_pile(choice) -> bool:
    """Whether the session's open list ``choice`` (``(text, observation)`` pairs) is the
    pile question's (:class:`PileAsked`: its second answer a ``card`` marked
    :data:`~companion.tracker.observations.LATER`)."""
    return len(choice) == 2 and choice[1][1].kind == "card" and choice[1][1].value == LATER


class PileAsked:
    """Asks about a camera card read in a pile that would tell its player out (module
    docstring)."""

    #: while the pile question is open: ``(the asked card's`` :class:`vision.records.
    #: CardAppeared` ``, its answer 2's observation, its zone's length then)``
    #: (:meth:`_pile_answered`)
    pile_open: tuple | None = None
    #: the camera's cards answered 2 and refused (:meth:`_pile_answered`): given again as
    #: answered (``value`` :data:`~companion.tracker.observations.LATER`), not asked again
    pile_later: tuple = ()

    def _pile_told(self, obs, event):
        """``obs`` (the camera's ``card`` observation of ``event``), told a later card of
        its player if its pile question was answered so (:attr:`pile_later`): given again
        (a watched card, its player's turn come), it is not asked about again."""
        if any(event is e for e in self.pile_later):
            return replace(obs, value=LATER)
        return obs

    def _pile_asks(self, obs, check: bool = False, event=None) -> bool:
        """Whether the camera's ``card`` observation ``obs`` (seat 0-based), marked read in
        a pile (``value`` :data:`~companion.tracker.observations.PILE`), was asked about
        instead of given (``app.pile_asked``, the session's own list; see the module
        docstring). ``False``: give it as it is. ``check``: the card is to be checked
        (read from its stickers only, or in doubt), each answer said so ("Check it.").
        ``event``: the camera's card (:class:`vision.records.CardAppeared`), kept to be
        given again if answer 2 is refused (:meth:`_pile_answered`)."""
        session = self.session
        if obs is None or obs.value != PILE or not session.tracker.pile_asked(obs):
            return False
        zone = session.tracker.view().seats[obs.seat].zone
        ask_card(session, obs, "hand", LATER, "app.pile_asked", check=check)
        self.pile_open = (event, session.choice[1][1], len(zone))
        return True

    def _pile_answered(self) -> None:
        """Once the pile question is closed (each picture, before its cards): when it was
        answered 2 (a later card of that player) and no account took the card so yet
        (refused: "The Sailor by Bob? Waiting for Carol's play, ..."), the camera's card is
        watched as a refused camera card is (:meth:`~companion.app.left_cards.LeftCards.
        _leave`), given again when its player's turn comes. Review of q60e, HIGH: it was
        never given again, the table waiting for Bob's play with the Sailor in his zone."""
        asked = self.pile_open
        session = self.session
        if asked is None or session.choice and session.choice[1][1] is asked[1]:
            return
        self.pile_open = None
        event, later, before = asked
        if event is not None and session.last_read is later \
                and len(session.tracker.view().seats[later.seat].zone) == before:
            self.pile_later = (*self.pile_later, event)
            self.early = event  # as a refused camera card (CameraCards._card_appeared)
            self._leave(event)


    def _pile_waits(self, event) -> bool:
        """Whether the camera's zone card ``event`` (:class:`vision.records.CardAppeared`,
        the same picture as the asked card: a later picture's cards wait anyway while the
        list is open, :meth:`~companion.app.live_keys.LiveKeys._choice_waits`) waits for
        the pile question's answer, kept in ``choice_held`` and given with the first
        picture after it: given now, it would reach the tracker before the asked card
        (QA59 run E: the Stowaway laid on the Entertainer, both made stable at frame
        279), and be asked about with the asked card not yet taken."""
        if not asks_pile(self.session.choice):
            return False
        self.choice_held.append(event)
        return True


def ask_card(session, obs, yes: str | None, no: str | None, message_key: str,
             check: bool = False, **args) -> None:
    """Open the session's own yes/no list about the camera's card ``obs`` (seat 0-based)
    and say it (``message_key`` with ``player``, ``card`` and ``args``): 1 gives ``obs``
    with ``value`` ``yes``, 2 with ``no`` (each one input). An open list (another such
    question, a slash list) is closed first and said so, its card given as read
    (:func:`~companion.app.under_asked.give_unanswered`). The under-card question (qh1b)
    and the pile question (q60e) both ask so. ``check``: the card is to be checked (read
    from its stickers only, or in doubt: ``check`` of :meth:`~companion.app.session.
    TableSession.observe`), so each answer, and the card given unanswered, is said with
    "Check it." (:attr:`~companion.app.session.TableSession.choice_check`; review of q60e,
    MEDIUM: stickers-only, "Bob is out, with The Sailor." lost main's "Check it.")."""
    lang = session.lang
    if session.choice:
        session.drop_choice()
    choice = ((message(lang, "app.yes"), replace(obs, value=yes)),
              (message(lang, "app.no"), replace(obs, value=no)))
    session.choice_check = tuple(c for _, c in choice) if check else ()
    session._open_choice(choice, message_key, player=session.tracker.names[obs.seat],
                         card=card(obs.cards[0]).name(lang), **args)


__all__ = ["PileAsked", "ask_card", "asks_pile"]
