"""A copy laid squarely on its twin (known40; fresh QA49 r1b HIGH-2): asked, not guessed.

The camera takes a card laid squarely on the newest card of its pile, a card of the same
name, for that card: never said (vision/stabilize.py, known40; no safe vision sign,
sessions 48-49). r1b round 7 (5 players, original, fr): Carol's Sanity check card was
Prof. Henry Armitage; her play, a second Armitage laid on it, was never read; her
discarded Cats of Ulthar was then taken as her play, Eve's revealed hand as Eve's check
card, and the game stuck.

The sign the camera has (:attr:`vision.records.CardAppeared.covered_twin`): the zone's
newest card was unread a while (a hand over it) and read again moved or turned
(:func:`vision.card_tracks.moved_after_cover`) after every other zone's newest card and
a while before the new card was first seen (:data:`vision.card_tracks.TWIN_ALONE_S`: a card
nudged by the hand laying the next one is uncovered with it; review of checktwin51). When
such a card comes in the zone of the player whose play the table waits for, the zone's
newest card is of that name, a copy of it is still unseen (a hand, the deck: else no second
copy can be, and nothing is asked) and the table would take the card as the play, it is
held instead (:meth:`~companion.app.stall.Stalls._hold`, as a card held behind a missed
play: ``LeftCard.after_missed``) and the table asks, once: "A second copy of Prof. Henry
Armitage laid by Carol? Waiting in Carol's zone: the Cats of Ulthar. Press Enter, then the
rank of Carol's play: 5 for that second copy, 2 for this card." (``app.twin_asked``).
Enter and the copy's rank give that play, then the held card in its turn (Armitage's
discard); Enter and the held card's rank give it as the play (read then: the report counts
for the card entered, :class:`~companion.app.known_cards.KnownCards`). Unanswered, it stays
held like the stall's cards, the later cards held behind it (refused as not awaited), the
stall's reminders as before. Not asked when both ranks are the same (the rank entered
cannot tell them: the card is taken as before).

So too while that player's Sanity check's cards are awaited (:data:`TWIN_WAITS`; they are
laid one on the other, RULINGS A14/O15; fresh QA50 F720b, 3 players, arkham: Alice's check,
the Musician, the Boxer, the Boxer, the Nightgaunt, the second Boxer never read, and her
revealed hand, the Deep One, was said as her 4th check card): "A second copy of The Boxer
in Alice's Sanity check? Waiting in Alice's zone: the Nightgaunt. Press Enter, then the rank
of the next card of Alice's Sanity check: 3 for that second copy, 2 for this card."
(``app.twin_asked_check``). The cards laid after it in that zone (the check's next ones, a
revealed hand; a play's next card too) are held, in silence, while the question stands
(:meth:`~companion.app.stall.Stalls._stall_holds`): the table would take them as the check's cards. So are
the later players' cards while it stands during a check
(:meth:`~companion.app.stall.Stalls._stall_holds`): a card lies in that zone, the turn is
under way (fresh QA58 HIGH-4, r5: Alice's second Urchin unread, her Investigators held;
Bob's Boxer, taken, skipped her turn, "Alice is probably out", every count after it 2
short). Unanswered, the stall's reminder asks for the card.

The question is one record, :class:`TwinQuestion` (the stall's
:attr:`~companion.app.stall.Stall.twin`, kept with its held cards when the stall is kept
again after an input), passed as it is to what acts on it. It stands while the table waits
for that seat's play or check card, that zone as when it was asked, no other question open
(:meth:`TwinAsked._twin_standing`). Enter's rank, while it stands, gives the card the
question names for it (:meth:`~companion.app.question_keys.QuestionKeys._key_enter`'s
``twin``): every rank has two cards, and "3 for that second copy" is the Boxer, not the
Boxer or the Deep One (asked "which card?", the Deep One read next in her zone answered it
as her check's card); the held card so given is the card entered, read then, not said
"taken as Carol's play just entered" (:meth:`TwinAsked._twin_named`, then
:meth:`~companion.app.own_next.OwnNext._own_entered`'s ``named``; review of checktwin51: it
was her check's card). A key that makes it stand again (an undo of the check's card, then
Enter giving it back: the zone as when it was asked) asks it again
(:meth:`TwinAsked._twin_ask_again`; review of checktwin51: the held cards stayed held in
silence, the table waiting for a card lying there). The twin lines, like
``app.stall_own_next``, ask for Enter (:data:`~companion.app.enter_raced.ENTER_ASKS`): heard
last, Enter's rank goes to the zone they name (:mod:`companion.app.enter_heard`).

:class:`TwinAsked`, a mixin of :class:`~companion.app.live.LiveTable` (it uses the table's
``session``, ``stall``, ``known`` and its ``_fits``, ``_card_names``).
"""
from __future__ import annotations

from dataclasses import dataclass

from companion.cards import card


#: What the table waits for (:meth:`~companion.tracker.table_queries.TableQueries.waiting`
#: kinds) when a card perhaps laid squarely on its twin is asked: a play, a Sanity check's
#: cards (laid one after the other in the player's own zone; fresh QA50 F720b)
TWIN_WAITS = frozenset({"play", "check"})
#: the line asking, by what the table waits for
TWIN_LINES = {"play": "app.twin_asked", "check": "app.twin_asked_check"}


@dataclass(frozen=True)
class TwinQuestion:
    """A camera card held asking whether a copy was laid on its twin (module docstring)."""

    #: the player, 0-based (the tracker's; the camera's seat is one more)
    seat: int
    #: the card key of that zone's newest card: "that second copy"
    copy: str
    #: the held card's key: "this card"
    held: str
    #: that zone when asked, ``(round, cards in it)``
    #: (:meth:`~companion.app.session_watch.SessionWatch.zone`)
    zone: tuple | None

    def keys(self) -> tuple[str, str]:
        """``(copy, held)``: the two cards the question names."""
        return self.copy, self.held


class TwinAsked:
    """Whether a camera card is held behind a copy perhaps laid on its twin (module
    docstring)."""

    def _twin_question(self, obs, event) -> TwinQuestion | None:
        """The question to ask about ``event`` (a camera card, ``obs`` its observation)
        when it is held for a copy the table may have missed under it (module docstring),
        else ``None``: ``event.covered_twin`` names one card, the newest of the
        zone of the player whose play or Sanity check's card the table waits for
        (:data:`TWIN_WAITS`), no question open, no stall
        asked; a copy of it unseen, and none there the camera did not report (a copy
        entered by key: the helper gave it already); ``event`` one card of another name and
        rank, which the table would take."""
        twin = getattr(event, "covered_twin", ())
        tracker = self.session.tracker
        kind, seat, _ = tracker.waiting()
        if len(twin) != 1 or len(event.candidates) != 1 or twin[0] in event.candidates \
                or tracker.question is not None or kind not in TWIN_WAITS or seat != obs.seat:
            return None
        if self.stall is not None and self.stall.asked and not self.stall.moved():
            return None  # the stall asks already (its play missed, later cards held)
        view = tracker.view()
        zone = view.seats[obs.seat].zone
        key = twin[0]
        if not zone or zone[-1] != key or tracker.unseen()[key] <= 0 \
                or self.known.reported(view, obs.seat, key) < zone.count(key) \
                or card(key).rank == card(event.candidates[0]).rank \
                or not self._fits(event):
            return None
        return TwinQuestion(obs.seat, key, event.candidates[0], self.session.zone(obs.seat))

    def _say_twin(self, twin: TwinQuestion) -> None:
        """Say the question ``twin`` (``app.twin_asked``, ``app.twin_asked_check``: by what
        the table waits for), stale once the table takes an input."""
        tracker = self.session.tracker
        self.session.tell(TWIN_LINES[tracker.waiting()[0]], card=self._card_names((twin.held,)),
                          player=tracker.names[twin.seat], twin=self._card_names((twin.copy,)),
                          twin_rank=card(twin.copy).rank, rank=card(twin.held).rank,
                          stale=self.session.taken_since())

    def _twin_named(self, twin: TwinQuestion | None, size: int) -> TwinQuestion | None:
        """``twin`` when Enter's rank just gave its held card (``twin``:
        :meth:`_twin_standing` as Enter's rank was typed; ``size``: the tracker's history
        length before it: the newest entry since, that card in that seat), else
        ``None``."""
        history = self.session.tracker.history
        if twin is None or len(history) <= size:
            return None
        obs = history[-1][0]
        return twin if obs.kind == "card" and obs.seat == twin.seat \
            and tuple(obs.cards) == (twin.held,) else None

    def _twin_standing(self) -> TwinQuestion | None:
        """The stall's question whether a copy was laid on its twin
        (:attr:`~companion.app.stall.Stall.twin`) while it stands: the table still waits
        for that seat's play or check card, its zone as when asked (as many cards, the
        newest still the card it names: not corrected since, review of twin52), no other
        question open; else ``None``. Enter and either's rank give that card
        (:meth:`~companion.app.question_keys.QuestionKeys._key_enter`'s ``twin``): "3 for
        that second copy, 2 for this card" names them, and the rank's other card (the
        Boxer's 3 is the Deep One's too) is not asked about (F720b: the Deep One, her
        revealed hand read next, answered "which card?" as her check's card)."""
        return self._twin_stands(self.stall.twin if self.stall is not None else None)

    def _twin_stands(self, twin: TwinQuestion | None,
                     asking: bool = False) -> TwinQuestion | None:
        """``twin`` (a :class:`TwinQuestion`, or ``None``) when it stands now, as
        :meth:`_twin_standing` tells it of the stall's; else ``None``. Asked of the kept
        cards' question too while the stall's cards are given
        (:meth:`~companion.app.stall.Stalls._stall_release`): there ``asking``, another
        question open (the entered card's "which card?") does not end it."""
        tracker = self.session.tracker
        if twin is None or tracker.question is not None and not asking \
                or self.session.zone(twin.seat) != twin.zone \
                or tracker.view().seats[twin.seat].zone[-1:] != (twin.copy,):
            return None  # (its card corrected: the zone as many cards; review of twin52)
        kind, waits, _ = tracker.waiting()
        return twin if kind in TWIN_WAITS and waits == twin.seat else None

    def _twin_ask_again(self, before: TwinQuestion | None) -> None:
        """After a key: the stall's question asked again when it stands now and did not
        before the key (``before``: :meth:`_twin_standing` then): the check's card undone
        and given back by Enter, the zone as when it was asked (review of checktwin51:
        its held cards stayed held in silence, the table waiting for a card lying
        there)."""
        twin = self._twin_standing()
        if twin is not None and before is None:
            self._say_twin(twin)

    def _twin_kept(self, stall, kept: list):
        """``stall``'s question (:attr:`~companion.app.stall.Stall.twin`) when its held
        card is among ``kept`` (the stall's cards kept again after an input), else
        ``None``: it goes with them."""
        twin = stall.twin
        return twin if twin is not None and any(
            left.event.seat - 1 == twin.seat and twin.held in left.event.candidates
            for left in kept) else None


__all__ = ["TWIN_LINES", "TWIN_WAITS", "TwinAsked", "TwinQuestion"]
