"""What the app asks a :class:`~companion.tracker.tracker.Tracker` about the table, over
the accounts it keeps (a mixin: the tracker's state is its accounts ``hyps``, most likely
first, and :attr:`~companion.tracker.tracker.Tracker.state`, the first): the public view
(:meth:`TableQueries.view`), the cards no one can see (``unseen``), each discard zone's
cards and the places the accounts differ on (``zone_reads``, ``unsure_cards``), where the
card the table waits for may go (``awaited_seats``, ``enter_seats``, ``hand_seats``,
``late_hands``), whose
turn it is (``active_settled``, ``next_turns``), what the table waits for (``waiting``),
whether it has not shown which outcome happened (``ambiguous``), whether the accounts
differ on the round's result (``result_waits``), whether the open question decides if
the round is over (``end_asked``). No I/O.
"""
from __future__ import annotations

from collections import Counter

from companion import rules
from companion.cards import Edition
from companion.engine.views import PublicView, unseen_cards
from companion.tracker import inference as flow
from companion.tracker.early_card import held_for_discard


class TableQueries:
    """The questions about the table of :class:`~companion.tracker.tracker.Tracker` (see
    the module docstring)."""

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
        showdown's hands (what the Enter key gives: docs/keys.en.md); ``()`` when it waits
        for no card (a deal, an answer, the game's end)."""
        seats: set[int] = set()
        for h in self.hyps:
            seats.update(flow.awaited(h))
            seats.update(late[0] for late in h.late)  # knocked-out hands still owed
        return tuple(sorted(seats))

    def enter_seats(self) -> tuple[int, ...]:
        """The seats (0-based) whose zone a card given by Enter and its rank may go to:
        :meth:`awaited_seats` (in seat order), then the seat of a play held before a forced
        discard awaited elsewhere (:func:`~.early_card.held_for_discard`, the
        discard-or-play question open): the accounts holding it take a card there as that
        player's hand, her play having put her out (the discard made unread:
        :func:`~.early_card.step_held`). Review of st61, LOW: "1: Alice; 2: Carol" left
        Bob's unread hand, at a stickers-only table, to no key; offered last, the
        discard zones keep their numbers ("2: Carol", QA60 r2's keys)."""
        awaited = self.awaited_seats()
        held = {h.early[0] for h in self.hyps if held_for_discard(h)} - set(awaited)
        return awaited + tuple(sorted(held))

    def showdown_seats(self) -> tuple[int, ...]:
        """The seats whose hand a showdown still waits for, over the accounts waiting for
        one, in seat order; ``()`` when none does (seed 002 "The Deck Runs Out": everyone
        still in reveals their hand; QA48 MEDIUM-5: key 5 named nobody)."""
        return tuple(sorted({s for h in self.hyps if h.wait[0] == "showdown"
                             for s in h.wait[1]}))

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
        (:func:`~companion.tracker.account_queries.describe_wait`: ``"play"``, ``"gun"``, ...;
        ``card``: the last play's card, whose effect is awaited, or ``None``).

        Raises:
            RuntimeError: no game started.
        """
        return flow.wait_of(self.state)

    def waiting_agreed(self) -> bool:
        """Whether every account kept waits for the same thing (:meth:`waiting`'s kind
        and seat in each, and its card for the waits whose phrase names it,
        :data:`CARD_WAITS`; the last play's card differs in accounts that agree on "Bob's
        Sanity check": review rev40b): else what the most likely account waits for is one
        guess among several, no card to name as awaited (session 40, en21 round 2: "Still
        waiting for Bob's Sanity check" while "was that Alice's hand?" was open, his
        check passed; other accounts waited for a compared hand or the deal).

        Raises:
            RuntimeError: no game started.
        """
        def named(wait: tuple) -> tuple:
            return wait if wait[0] in CARD_WAITS else wait[:2]
        first = named(self.waiting())
        return all(named(flow.wait_of(h)) == first for h in self.hyps[1:])

    def result_waits(self) -> str | None:
        """Whether the accounts kept differ on the round's result, which the open question
        settles: ``"game"`` when one of them has the game won (its wait ``"over"``),
        ``"round"`` when one has the round over (:data:`ROUND_OVER_WAITS`) while another
        has it going on or other tokens given; ``None`` when they agree (every account with
        the round going on, or over with the same tokens: the tracker said that result
        already, :mod:`~companion.tracker.round_result`). Fresh QA52 M5 (r7, 3 players):
        "was the Tommy Gun Carol's hand?" unanswered, "yes" has Bob win the round and the
        game, "no" the round going on; the video ended and neither was said."""
        waits = [flow.wait_of(h)[0] for h in self.hyps]
        over = [w in ROUND_OVER_WAITS for w in waits]
        if not any(over) or (all(over) and len({tuple(h.tokens) for h in self.hyps}) == 1):
            return None
        return "game" if "over" in waits else "round"

    def end_asked(self) -> bool:
        """Whether the open question asks whose card a discard-zone card was (``out``:
        "was that Bob's hand, so Bob is out?"; ``was_hand``) while the accounts differ on
        the round being over: some have it over, the next deal awaited, others going on.
        A table gathered then, or the next round dealt, does not tell which account is
        right: the round may have gone on with cards the camera never read (fresh QA63b,
        cq64: Bob's Fed, his play, was taken as his hand when the table was cleared, "Bob
        is out, with The Fed." "No answer needed.", while Alice's Deep One, unread, had put
        him out). The answer does: until then the round's end is asked, not dealt (seed
        002 "End of the Round"). ``False`` with no such question open."""
        q = self.question
        if q is None or q.value not in ("out", "was_hand"):
            return False
        return len({h.wait[0] == "deal" for h in self.hyps}) == 2

    @property
    def ambiguous(self) -> bool:
        """True while the table has not shown which of several outcomes happened."""
        return len(self.hyps) > 1


#: The account waits of a round that is over: the next deal, who starts it among tied
#: winners, the game's end (:mod:`companion.tracker.table`).
ROUND_OVER_WAITS = frozenset({"deal", "first", "over"})

#: The :meth:`TableQueries.waiting` kinds whose phrase names the card (catalog
#: ``wait.discard``, ``wait.gun``, ``wait.effect``: ``{card}``); the others name a player
#: only.
CARD_WAITS = frozenset({"discard", "gun", "effect"})
