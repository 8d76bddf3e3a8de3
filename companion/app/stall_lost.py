"""A round the table played past while it stalled behind a missing card
(:class:`StallLost`).

A stall (:mod:`companion.app.stall`) holds the cards laid behind a card never read and
asks for it by key; the cards the table refuses meanwhile in other ways (a copy too many,
a card in a knocked-out player's zone) are said and dropped. A table that does not wait
plays the round to its end, gathers it and plays the next ones: QA49 HIGH-1, r1 (5
players, original, fr, seed 51): round 2 stalled behind Carol's play, never read; the
table played on for four minutes without a bare table (no clear said), the stall held
rounds 3-7's cards ("The 11 cards laid since wait for it."), then Enter and 1 gave Carol's
play and the held and later cards were taken as round 2's: "Dan is out." "Carol wins the
round." (truth: Dan won round 2).

Once more cards were laid since the stall began (held by it, or refused while it stood,
nothing taken; held ones gathered with others still count) than the round could still
bring (:func:`round_room`) and :data:`DOUBLE_COUNTS` more (cards perhaps counted twice),
they cannot all be that round's: the table played past it. The round is then ended unseen
(the tracker's ``lost``: no winner, no token), none of those cards is given (each watched
until taken away, never a play), the loss is said (``app.stall_round_lost``: the tokens on the table
are the right ones) and the companion follows again from the next deal once the table is
gathered, as after rounds lost while a held round waited
(:class:`~companion.app.lost_rounds.LostRounds`: the first card then names the starter).
"""
from __future__ import annotations

import logging

from companion.app.left_cards import GONE_S
from companion.rules import setup_counts
from companion.tracker import observations as o

log = logging.getLogger(__name__)

#: Cards besides the deck and one per player still in that a round may still bring to the
#: zones: the second card of the player in turn, the card set aside face down (an effect
#: may draw it), the card set aside face up (Mi-Go Braincase, Stowaway Eggs: taken by an
#: effect, then played). Seed 002 "Setup", "Player Turn".
ROOM_EXTRA = 3
#: Cards laid since a stall began counted beyond :func:`round_room` before the round is
#: ended as played past: a card counted twice at a real table (read first as another
#: card, then as itself: both readings held; a refused card read again) must not end a
#: round still played (cards lifted and laid back in their zone count once:
#: :meth:`StallLost._read_again`). Over random bot games (3 editions, 2-6 players, 40
#: seeds: 28,568 plays taken as the missed one) a round lays after it at most its room
#: less 1 card (6 plays; less 2: 855, less 3: 10,041, the most frequent): without these
#: 2, two cards counted twice lost such a round (session 51, room51,
#: docs/benchmarks-history.md). The loss is said 2 cards later (the next round's: a few
#: seconds); four cards counted twice still lose the worst round.
DOUBLE_COUNTS = 2


def round_room(tracker) -> int:
    """The most cards the round in progress may still bring face up into the zones, over
    the tracker's accounts (``tracker.hyps``): its deck, a card per player still in, and
    :data:`ROOM_EXTRA`."""
    return max(h.deck + sum(not out for out in h.out) for h in tracker.hyps) + ROOM_EXTRA


def next_round_room(tracker) -> int:
    """The most cards a new round may bring face up into the zones: its deck once dealt
    (:func:`companion.rules.setup_counts`, seed 002 "Setup"), a card per player and
    :data:`ROOM_EXTRA`, for the tracker's edition and players (``tracker.hyps``)."""
    players = tracker.hyps[0].players
    return setup_counts(tracker.edition, players)["deck"] + players + ROOM_EXTRA


def played_past_room(tracker) -> int:
    """The most cards laid since a round's wait began (a stall's, a cleared-table hold's:
    :class:`~companion.app.hold_lost.HoldLost`) before the round is taken for played past:
    :func:`round_room` over the tracker's accounts (``tracker.hyps``) and
    :data:`DOUBLE_COUNTS` cards perhaps counted twice."""
    return round_room(tracker) + DOUBLE_COUNTS


class StallLost:
    """The round played past a stall, in :class:`~companion.app.live.LiveTable` (a mixin:
    it uses the table's ``session``, ``stall``, ``left_cards``, ``unread_zones``,
    ``early``, ``round_over_said``, ``gathered``, ``lost_wait``, ``lost_next`` and its
    ``_expected``, ``_stall_kept``, ``_follow_from_next_deal``)."""

    def _stall_refused(self, obs, events) -> None:
        """A camera card (``obs``, its ``card`` observation) the tracker refused
        (``events``) otherwise than as not awaited, while a stall stands and the table took
        nothing since: one more card laid since the stall began (:meth:`_stall_past_round`).
        Not a copy too many of a card its zone holds: most likely that card read again (a
        hand passed over its pile), "Check Bob's zone: the Elder Sign again?"."""
        stall = self.stall
        refusals = [e.value for e in events if e.kind == "inconsistency"]
        if stall is None or stall.moved() or not refusals:
            return
        zone = self.session.tracker.view().seats[obs.seat].zone
        if set(refusals) == {"too_many_copies"} and set(obs.cards) & set(zone):
            return
        stall.refused += 1

    def _stall_laid(self) -> int:
        """The cards laid since the stall began, the table taking nothing: those it keeps
        (:meth:`~companion.app.stall.Stalls._stall_kept`, the card that began it included),
        those refused meanwhile (:attr:`~companion.app.stall.Stall.refused`) and those
        forgotten once taken away with others (:meth:`_gathered`). Not a kept card
        forgotten, taken away alone (:attr:`~companion.app.stall.Stall.cards` keeps it):
        picked up (to read it aloud) and laid back elsewhere, it is held again as a new
        card, one card counted twice (review of stall50: eight times, round 2 lost while its
        2 cards lay there)."""
        return len(self._stall_kept()) + self.stall.refused + self._gathered()

    def _gathered(self) -> int:
        """The stall's cards forgotten once taken away (:meth:`~companion.app.stall.Stalls.
        _kept_stays`: another of its cards still seen) within
        :data:`~companion.app.left_cards.GONE_S` of another of its cards, not a reading of
        the same card (another zone or card): a round's cards gathered while the next
        round's were laid (room51: round 5's 24 cards, gathered in a moment, forgotten as
        round 6's were seen, the count back to round 6's). Not a card taken away alone
        (:meth:`_stall_laid`), nor one read again in its zone once it vanished (a card of
        its seat and key first reported since, :attr:`~companion.app.left_cards.LeftCard.
        laid_t`): a pile lifted (to feel or read it) and laid back, its cards held again
        as new ones (review of room51: a 2-card pile lifted 4 s twice lost round 5)."""
        gone = [left for left in self.stall.cards if not left.there]
        forgotten = [left for left in gone if all(x is not left for x in self.left_cards)
                     and not self._read_again(left)]
        return sum(any(other is not left and abs(other.gone_t - left.gone_t) <= GONE_S
                       and (other.event.seat != left.event.seat or not set(
                           other.event.candidates) & set(left.event.candidates))
                       for other in gone) for left in forgotten)

    def _read_again(self, left) -> bool:
        """Whether ``left``, a stall's card taken away, was read again in its zone: a card of
        the stall of its seat and key first reported (``laid_t``, frame time s) once it was
        no longer seen (``unseen_t``, else ``gone_t``)."""
        vanished = left.unseen_t if left.unseen_t is not None else left.gone_t
        return any(other is not left and other.event.seat == left.event.seat
                   and set(other.event.candidates) & set(left.event.candidates)
                   and other.laid_t >= vanished for other in self.stall.cards)

    def _stall_past_round(self) -> bool:
        """Once a picture's cards are given: when the stall asked for its missing card,
        nothing taken since and no question open, and more cards were laid since it began
        than the round could still bring with cards perhaps counted twice
        (:func:`played_past_room`), end the round unseen, say
        so and follow again from the next deal (module docstring). Returns whether it
        did. Not at a showdown: the cards laid there are the next round's, held for its
        deal once the hand asked for is entered (:meth:`~companion.app.stall.Stalls.
        _stall_release`, QA46 HIGH-1)."""
        stall, tracker = self.stall, self.session.tracker
        if stall is None or not stall.asked or stall.showdown or stall.moved() \
                or tracker.question is not None or tracker.view().active is None \
                or self._stall_laid() <= played_past_room(tracker):
            return False
        view = tracker.view()
        log.info("camera: round %d stalled, %d cards laid since (room %d): played past",
                 view.round, self._stall_laid(), played_past_room(tracker))
        self._round_played_past(view, expected=self._expected())
        return True

    def _round_played_past(self, view, key: str = "app.stall_round_lost", **args) -> None:
        """End the round in progress (``view``, the tracker's view) unseen, the table having
        played past it (:meth:`_stall_past_round`, :meth:`~companion.app.hold_lost.HoldLost.
        _hold_past_round`, :meth:`~companion.app.lost_rounds.LostRounds._revived_lost`): its
        cards and the later ones watched till taken away, never given; the stall and the
        cards told unread forgotten; the tracker's ``lost``; the line ``key`` said with
        ``args`` (``app.stall_round_lost``: ``expected``, the wait, ``_expected``, taken
        before the caller forgot its own state) and the table followed again from the next
        deal (module docstring)."""
        for left in self.left_cards:  # the lost rounds' cards: watched till taken away
            left.kept, left.deals, left.old, left.after_missed = False, False, True, None
        self.left_cards = [left for left in self.left_cards if left.there]
        self.stall, self.early = None, None
        self.unread_zones.clear()  # a card told unread there is the lost round's
        self.session.observe(o.round_lost(), unsaid=("round_lost",))
        self.round_over_said = view.round  # no "Gather all the cards": said here
        self._follow_from_next_deal(key, view.round, **args)
