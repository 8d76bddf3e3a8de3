"""The awaited player's own card that may be their next card, behind a play the camera
missed (fresh QA48 HIGH-2; review of missed48).

Once the stall asked for a player's play and later players' cards were laid, a card read in
that player's zone is held, named ("The Dilettante in Alice's zone waits too: Alice's play,
or a later card? Press Enter, then the rank of Alice's play, even if it is this card."), and
given after the play entered (:meth:`~companion.app.stall.Stalls._after_missed`). Two cases
the stall left open:

* The play's rank entered opens "Which card in Alice's zone: The Fed or the Nightgaunt?";
  the held Fed, far more likely her next card, answered it ("The cards tell it: The Fed in
  Alice's zone. No answer needed." when her play was the Nightgaunt). It now waits for
  the answer (:meth:`OwnNext._asks_which`). Answered with its own card while another copy
  is unseen, it is the play read late or her next copy: taken as the play, as the prompt
  asked ("even if it is this card"), and said so, with how to give it as her next card
  (:meth:`OwnNext._own_entered`). That answer undone (minus twice: the question open
  again), the held card is held again as before, no longer counted as the play: the next
  answer gives it as her next card, or as the play again (:meth:`OwnNext._own_undone`;
  review of missed49: after +2, the Nightgaunt, her Fed, her Sanity check's card, was lost).
* At 2 players (2 still in) the table moves on with one card, Bob's, before Alice's next:
  no stall asks, and her next card was taken as her missed play ("Alice: The Dilettante."
  "Alice is out.", a false round end). The sign: Bob's card, refused as read before her
  play and still on the table, would be refused after her card too, which knocks a player
  out or ends the round: her card is not her play and his (a round over leaves no place
  for his card, seed 002 "Player Turn"). It is held and named as above
  (:meth:`OwnNext._early_next`).

:class:`OwnNext`, a mixin of :class:`~companion.app.live.LiveTable` (it uses the table's
``session``, ``stall``, ``known``, ``left_cards``, ``own_taken``, and its
``_fits``, ``_hold``, ``_stall_kept``, ``_stall_moved``, ``_unleave``, ``_card_appeared``,
``_card_names``).
"""
from __future__ import annotations

from collections import Counter

from companion.app.live_cards import card_observation
from companion.app.stall import Stall
from companion.app.twin_asked import TwinQuestion
from companion.cards import card
from companion.tracker.observations import ObservationError

#: the tracker's events that say a card knocked a player out or ended the round
_ENDS = ("player_out", "round_ended")


class OwnNext:
    """The awaited player's own card held behind their missed play (module docstring)."""

    def _asks_which(self, left) -> bool:
        """Whether the open question asks which card of an entered rank lies in the zone of
        ``left``, a card held as its player's after the stall asked for their play
        (:attr:`~companion.app.left_cards.LeftCard.after_missed`), and ``left``'s card is
        one of its answers: the held card must not answer it
        (:meth:`~companion.app.live_cards.CameraCards._settles_read`); it waits, kept."""
        q = self.session.tracker.question
        return left.after_missed is not None and q is not None and q.value == "card" \
            and q.seat == left.event.seat - 1 and bool(set(left.event.candidates) & set(q.info))

    def _own_entered(self, left, named: TwinQuestion | None = None) -> None:
        """Before ``left`` (held as in :meth:`_asks_which`) is given: when the camera's
        report of it will count as the play entered in its zone
        (:meth:`~companion.app.known_cards.KnownCards.known`: that card there, not reported
        yet) while a copy of it is still unseen (in a hand, the deck: her next card may be
        that copy), say that it is taken as the play and how to give it as a later card
        (app.stall_own_entered); not when ``named``, the question whether a copy was laid
        on its twin (:class:`~companion.app.twin_asked.TwinQuestion`) whose held card
        Enter's rank just gave, is about that card, nor when ``left`` was held asking for
        a Sanity check's card glimpsed under it and entered so
        (:meth:`~companion.app.glimpse_asked.GlimpseAsked._glimpse_named`): the answer
        named it."""
        tracker = self.session.tracker
        seat = left.event.seat - 1
        view = tracker.view()
        zone, unseen = Counter(view.seats[seat].zone), tracker.unseen()
        key = next((k for k in left.event.candidates
                    if self.known.reported(view, seat, k) < zone[k]), None)
        if key is None or unseen[key] <= 0 or self._glimpse_named(left) \
                or named is not None and (named.seat, named.held) == (seat, key):
            return  # (the question named it: twin_asked, glimpse_asked)
        self.session.tell("app.stall_own_entered", card=self._card_names((key,)),
                          player=tracker.names[seat], rank=card(key).rank,
                          stale=self.session.taken_since())

    def _give_own(self, left, named: TwinQuestion | None = None) -> None:
        """Give ``left``, held as its player's card after the stall asked for their play
        (:attr:`~companion.app.left_cards.LeftCard.after_missed`), the table taking it now
        (:meth:`~companion.app.stall.Stalls._stall_release`): said taken as the play
        entered when so (:meth:`_own_entered`); its report counted as that play
        (:meth:`~companion.app.known_cards.KnownCards.known`, the tracker taking nothing)
        is noted in :attr:`own_taken`, to be given back when an undo takes that play
        from its place (:meth:`_own_undone`). ``named``: as for :meth:`_own_entered`."""
        tracker, seat = self.session.tracker, left.event.seat - 1
        self._own_entered(left, named)
        view, size = tracker.view(), len(tracker.history)
        before = [self.known.reported(view, seat, k) for k in left.event.candidates]
        self._unleave(left.event)
        self._card_appeared(left.event, early=True, kept=True, laid_t=left.laid_t)
        view = tracker.view()
        key = next((k for k, n in zip(left.event.candidates, before)
                    if self.known.reported(view, seat, k) > n), None)
        if key is not None and len(tracker.history) == size and view.round == left.round:
            self.own_taken.append((left, key))
            self.own_taken_at[id(left)] = size

    def _own_entry_there(self, seat: int) -> bool:
        """Whether a held card of ``seat``'s zone (0-based) was given as its player's play
        entered by key (:attr:`own_taken`) since the newest input (the answer to that
        play's "which card?"): minus twice right after that answer then takes back the
        answer alone (:meth:`~companion.app.undo_key.UndoKey._entry_with_answer`), the held
        card held again (:meth:`_own_undone`). Not a card taken so for an earlier play of
        the zone (review of ent2: Alice's Fed taken as her first play, her next play
        entered, rank 2 and plus 2, then minus twice undid the answer alone, the rank
        nobody saw kept: the fresh QA65b H3 the branch mends)."""
        size = len(self.session.tracker.history)
        return any(left.event.seat - 1 == seat and self.own_taken_at.get(id(left)) == size
                   for left, _ in self.own_taken)

    def _own_undone(self) -> None:
        """After an undo: each card of :attr:`own_taken` whose report counted for a play
        that no longer lies sure in its zone (fewer places there that every account holds
        as that card than reports counted for it: the answer "which card?" undone, the
        question open again) is held again as before, kept by a stall that asked, its
        report no longer counted: given once the table takes it (after the answer, as its
        player's next card; or taken as the play again, said so). Review of missed49
        (MEDIUM): the Fed taken as Alice's play just entered, the answer undone and +2
        given (the Nightgaunt), her Fed, her Sanity check's card, was lost, and the table
        waited for it. A card undone itself is left to the undo (the camera's card then
        left out: :meth:`~companion.app.left_cards.LeftCards._undone_left`)."""
        if not self.own_taken:
            return
        tracker = self.session.tracker
        view, taken = tracker.view(), []
        for left, key in self.own_taken:
            seat = left.event.seat - 1
            reported = self.known.reported(view, seat, key) if left.round == view.round else 0
            if not reported:
                continue  # a past round's, or its report no longer counted (its card undone)
            if sum(p == (key,) for p in tracker.zone_reads(seat)) >= reported:
                taken.append((left, key))
                continue
            self.known.undone(seat, (key,))
            left.kept, left.unseen, left.unseen_t = True, 0, None
            if all(x is not left for x in self.left_cards):
                self.left_cards.append(left)
            if self.stall is None:
                self.stall = Stall(self._stall_moved(), [left], asked=True)
            elif all(x is not left for x in self.stall.cards):  # in the order laid
                later = [x for x in self.stall.cards if x.laid_t > left.laid_t]
                at = self.stall.cards.index(later[0]) if later else len(self.stall.cards)
                self.stall.cards.insert(at, left)
                self.stall.asked = True
        self.own_taken = taken
        self.own_taken_at = {id(x): self.own_taken_at[id(x)] for x, _ in taken
                             if id(x) in self.own_taken_at}

    def _early_next(self, obs, event) -> bool:
        """Whether the camera's card (``obs``, ``event``), in the zone of the player whose
        play the table waits for and taken as that play, is held instead: two players are
        still in (with more, a knock-out leaves the next seat's card its place, and the
        stall asks from two cards: :meth:`~companion.app.stall.Stalls._after_missed`), the
        stall holds one card only, of another player, refused (read before that play) and
        still seen, nothing asked nor taken since, no question open; taken, ``obs`` knocks a
        player out or ends the round (the tracker's ``player_out``, ``round_ended``) and that card
        would still be refused after it (module docstring: 2 players)."""
        stall, tracker = self.stall, self.session.tracker
        kept = self._stall_kept()
        if stall is None or stall.asked or stall.moved() or tracker.question is not None \
                or len(kept) != 1 or tracker.waiting()[:2] != ("play", obs.seat) \
                or sum(not s.out for s in tracker.view().seats) != 2:
            return False
        early = kept[0]
        if not early.there or early.unseen or early.event.seat == event.seat \
                or not self._fits(event):
            return False
        before = card_observation(early.event.seat, early.event.candidates)
        try:
            ends = any(e.kind in _ENDS for e in tracker.trial(obs))
            return ends and not tracker.takes_in_turn([obs, before])
        except ObservationError:
            return False


__all__ = ["OwnNext"]
