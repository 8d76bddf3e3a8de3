"""The public state of a real table: one hypothesis of the tracker.

A :class:`TableState` holds what the table shows (zones, who is out, tokens, deck count,
...) plus ``wait``, what the rules say must happen next, and ``play``, a note on the card
whose effect is resolving. It never holds a hand. :mod:`companion.tracker.flow` changes it;
:meth:`TableState.view` gives the :class:`~companion.engine.views.PublicView` the engine
gives for the same table (the contract of the differential test).

``wait`` is a tuple whose first item names what the table waits for:

- ``("deal",)`` the next round's deal; ``("first", winners)`` who starts among tied
  winners; ``("over",)`` the game is over;
- ``("play", seat)`` seat's play; ``("rlyeh", seat)`` the R'lyeh choice (RULINGS A3);
- ``("check", seat, left, revealed)`` Sanity-check cards still to come (RULINGS A14, O15);
- ``("hand", seat, check)`` a knocked-out hand (``check``: ``"guess"`` when the hand must
  match the guess, ``"compare"`` when it lost a Boxer compare (never the top rank),
  ``"said"`` when the player was said out already (a card that puts its player out),
  ``"check"`` after a failed Sanity check, RULINGS A1);
- ``("discard", seats)`` The Musician's forced discard by one of ``seats``;
- ``("gun", seats, left, target)`` Tommy Gun cards into one zone;
- ``("reveal", seat)`` Shoggoth / Shining Trapezohedron's revealed hand;
- ``("aside", seat)`` the set-aside card taken (Stowaway / Mi-Go, Insane);
- ``("showdown", seats, hands)`` hands still to be revealed.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import NamedTuple

from companion import rules
from companion.cards import Edition
from companion.engine.views import PublicView, SeatView

NO_TARGET = -1


@dataclass(frozen=True, slots=True)
class PlayNote:
    """What the tracker knows of the effect being resolved.

    Attributes:
        seat: who played. card: the card. sides: effects this hypothesis is consistent
        with. target: the chosen seat, ``None`` unknown, :data:`NO_TARGET` none possible.
        valid: seats that could be chosen. guess_kind: ``"guess"``/``"guess_insane"`` when
        this hypothesis knocks the target out by a guess. guess: the guess told.
        ko_rank: rank of the hand knocked out by the guess, once seen.
    """

    seat: int
    card: str
    sides: frozenset
    target: int | None = None
    valid: tuple = ()
    guess_kind: str | None = None
    guess: int | None = None
    ko_rank: int | None = None


class UnreadDiscard(NamedTuple):
    """A Musician's / Stowaway's (Sane) forced discard made unread
    (:func:`~.unread_discard.discard_unread`), its card maybe read late
    (:mod:`.late_discard`)."""

    seat: int  #: the effect's player (0-based)
    card: str  #: the effect's card key
    from_deck: bool  #: whether the chosen player drew from the deck
    zones: tuple  #: ``((seat 0-based, that zone's card count then), ...)`` it may have chosen
    left: int  #: card inputs left while its card may still be read late


class TableState:
    """One consistent account of the table (see the module docstring)."""

    __slots__ = ("edition", "players", "options", "round", "first", "active", "zones", "out",
                 "protected", "immune", "tokens", "deck", "face_up", "aside", "visible",
                 "flipped", "rlyeh_owner", "showdown", "round_winners", "game_winners",
                 "face_down", "no_card", "wait", "play", "events", "reads", "late",
                 "late_next", "rlyeh_seen", "resolving", "earlier", "said_out",
                 "insane_told", "held", "unread_out", "said_early", "said_past", "early",
                 "said_counts", "end_held", "unread_discard")

    def __init__(self, edition: Edition, players: int, options: dict | None = None,
                 first: int = 0):
        self.edition = edition
        self.players = players
        self.options = dict(options or {})
        self.round = 0
        self.first = first
        self.active: int | None = None
        self.zones: list[list[str]] = [[] for _ in range(players)]
        self.out = [False] * players
        self.protected = [False] * players
        self.immune: list[str | None] = [None] * players
        self.tokens = [rules.Tokens()] * players
        self.deck = 0
        self.face_up: list[str] = []
        self.aside: str | None = None
        self.visible: str | None = None
        self.flipped = False
        self.rlyeh_owner: int | None = None
        self.showdown: tuple = ()
        self.round_winners: tuple = ()
        self.game_winners: tuple = ()
        self.face_down = True          # the face-down card is still set aside
        self.no_card: frozenset = frozenset()  # seats known to hold no card
        self.wait: tuple = ("deal",)
        self.play: PlayNote | None = None
        self.events: list = []         # events not yet announced
        #: the candidate this account chose for each ambiguous card read still open:
        #: ``((history index, seat, card), ...)`` (not part of :meth:`key`)
        self.reads: tuple = ()
        #: knocked-out hands owed: the table went on before they were laid face up (the
        #: next player's card was seen first; QA F26): ``((seat, check, note), ...)``, with
        #: ``check`` as in ``wait = ("hand", seat, check)`` and ``note`` the knocking play
        self.late: tuple = ()
        #: the seat whose owed hand must be the very next card, or ``None``: this account
        #: owes a hand that was made late while another account took the same card as a
        #: play (QA F1: Bob's card after Alice lost her own Boxer compare); it is dropped
        #: at any other card, so a hand laid on time adds no lasting doubt
        self.late_next: int | None = None
        #: ``(seat, card)`` of a card laid in ``seat``'s zone (already in :attr:`zones`)
        #: that this account holds as read before the card the table waits for: the next
        #: player's play read before the current one's (fresh QA47b HIGH-1), or before an
        #: Insane current player's Sanity check card (review of yith48 HIGH-2); applied
        #: once that turn's cards are down (its check, its play, a hand it knocked out), or
        #: the account dropped (:mod:`.early_card`); ``()`` none;
        #: ``(seat, card, True)`` once that next card is down while its target or guess
        #: may still be told: applied before the next card input (review of yith48)
        self.early: tuple = ()
        #: the R'lyeh choice the table showed before it was told (a card in the owner's
        #: zone while it was open): ``(seat, end)``, until the next turn; the answer told
        #: later is then taken silently (QA F14)
        self.rlyeh_seen: tuple | None = None
        #: ``(seat, index in their zone)`` of the played card whose effect is resolving,
        #: until the turn ends: a round won meanwhile is scored without it (seed 002
        #: "State of Mind"; RULINGS A12), as the engine's ``GameState.resolving``
        self.resolving: tuple | None = None
        #: the round's play notes before :attr:`play`, oldest first, for an effect told
        #: after later cards were seen (QA17 #5: Insane R'lyeh, then Carol's play; QA19 #2:
        #: the table showed the effect two cards later, and says so)
        self.earlier: tuple[PlayNote, ...] = ()
        #: the seats said out this round whose hand was not named yet ("Bob is out."): the
        #: hand laid then is said as the hand only, "Bob's hand: The Fed." (QA26 N5; not
        #: part of :meth:`key`: what was said, not what the table holds)
        self.said_out: tuple[int, ...] = ()
        #: the seats whose "now Insane" this account told this round (said, or to say), so
        #: never twice: a correction marks those said before it (not part of :meth:`key`)
        self.insane_told: frozenset[int] = frozenset()
        #: the hands every player saw this round, ``((seat, card), ...)`` (seat ``None``:
        #: its taker not told yet): the set-aside
        #: Stowaway Eggs / Mi-Go Braincase taken by the chosen player (seed 002 card 5;
        #: RULINGS O8), until that seat plays it or any hand moves (kept by
        #: :func:`~.account_events.track_held`); it only picks among a knocked-out hand's
        #: candidates (QA41 M4). Not part of :meth:`key`: it never decides what the table
        #: allows.
        self.held: tuple[tuple[int | None, str], ...] = ()
        #: the seats this account held out this round while the camera could not read
        #: their zone (``Tracker.unread_seats``), their hand owed: said only "probably
        #: out" (:func:`~.flow.hand_late`), a fact once their hand is named, even after
        #: their seat marker is seen (review of seats43, QA43 M1). Not part of :meth:`key`.
        self.unread_out: frozenset[int] = frozenset()
        #: the events (``TableEvent``) this round's result said while a question stayed
        #: open, in order (:func:`~.ahead.say_ahead`; inputs before the one that ended the
        #: round gave the first of them): an undo or slash of that input does not put them
        #: back to say (:func:`~.ahead.said_early_stays`). Not part of :meth:`key`.
        self.said_early: tuple = ()
        #: the ``out`` / ``was_hand`` questions (``(seat, card)``: whose zone, which
        #: card) past whose card a later play was said ahead (:func:`~.ahead.say_ahead`):
        #: the question named the card at its place, so when it closes, that card is not
        #: said again as a play after the later ones (QA44 HIGH-2, order45). Kept after the
        #: question closes until that card's play, its player's out or the round's end is
        #: said (an answer given once the next question's card was read: rev-order45);
        #: ``(seat, card, True)`` once that card was told while its question stays open
        #: (a later play of the same card by that player is then its own). Not part of
        #: :meth:`key`.
        self.said_past: tuple[tuple, ...] = ()
        #: the deck counts said ahead of an open question's answer as one line of the
        #: accounts' counts ("17 or 18 cards left: the answer tells": the ``deck_count``
        #: event of :func:`~.ahead.open_count`), each with this account's own count, as
        #: ``(event, count)``, this round: once the accounts agree, a line that waits to be
        #: said gives the count the table now knows (QA48 r4, QA48b r4: said "17 or 18"
        #: after the answer told 18). Not part of :meth:`key`.
        self.said_counts: tuple[tuple, ...] = ()
        #: the round's end (``round_ended``, ``first_player``, ``game_won``) of a round a
        #: player's own card ended at once, that player's hand owed
        #: (:func:`~.flow.round_over_owed`), held unsaid until the next input: said after
        #: that hand's line when the input is the hand ("Bob's hand: The Urchin." / "Carol
        #: wins the round"), before the input's own news otherwise (:func:`~.inference.
        #: step`), or released by ``Tracker.release_end`` (the live table, after
        #: ``companion.app.end_held.END_HELD_S`` of nothing). QA43's rule (a knocked-out
        #: hand's line never after "wins the round") with k60's round over at once (k61).
        #: ``()``: none. Not part of :meth:`key`: what is said, not what the table holds.
        self.end_held: tuple = ()
        #: a Musician's / Stowaway's (Sane) forced discard made unread
        #: (:func:`~.unread_discard.discard_unread`), whose card may still be read late in the
        #: zone of a seat the effect may have chosen, while nothing else was laid there
        #: (:mod:`.late_discard`): an :class:`UnreadDiscard`; ``()`` none (after
        #: :data:`~.unread_discard.LATE_INPUTS` card inputs, or with the round).
        self.unread_discard: UnreadDiscard | tuple = ()

    def copy(self) -> "TableState":
        """An independent copy."""
        o = TableState.__new__(TableState)
        o.edition, o.players, o.options = self.edition, self.players, self.options
        o.round, o.first, o.active = self.round, self.first, self.active
        o.zones = [list(z) for z in self.zones]
        o.out, o.protected, o.immune = list(self.out), list(self.protected), list(self.immune)
        o.tokens = list(self.tokens)
        o.deck, o.face_up, o.aside = self.deck, list(self.face_up), self.aside
        o.visible, o.flipped, o.rlyeh_owner = self.visible, self.flipped, self.rlyeh_owner
        o.showdown, o.round_winners, o.game_winners = (self.showdown, self.round_winners,
                                                       self.game_winners)
        o.face_down, o.no_card, o.wait, o.play = (self.face_down, self.no_card, self.wait,
                                                  self.play)
        o.events = list(self.events)
        o.reads = self.reads
        o.late = self.late
        o.late_next = self.late_next
        o.early = self.early
        o.rlyeh_seen = self.rlyeh_seen
        o.resolving = self.resolving
        o.earlier = self.earlier
        o.said_out = self.said_out
        o.insane_told = self.insane_told
        o.held = self.held
        o.unread_out = self.unread_out
        o.said_early = self.said_early
        o.said_past = self.said_past
        o.said_counts = self.said_counts
        o.end_held = self.end_held
        o.unread_discard = self.unread_discard
        return o

    def key(self) -> tuple:
        """Everything that decides the future (not the play note nor pending events):
        two hypotheses with the same key are one."""
        return (self.round, self.first, self.active, tuple(map(tuple, self.zones)),
                tuple(self.out), tuple(self.protected), tuple(self.immune), tuple(self.tokens),
                self.deck, tuple(self.face_up), self.aside, self.visible, self.flipped,
                self.rlyeh_owner, self.showdown, self.round_winners, self.game_winners,
                self.face_down, self.no_card, self.wait, self.late, self.late_next,
                self.rlyeh_seen, self.resolving, self.early, self.unread_discard)

    # ------------------------------------------------------------------ queries
    def insane(self, seat: int) -> bool:
        """Seed 002 "State of Mind": an Other World card in the zone."""
        return rules.is_insane(self.zones[seat])

    def alive(self) -> list[int]:
        """Seats still in the round."""
        return [s for s in range(self.players) if not self.out[s]]

    def targets(self, seat: int, targeting: str | None) -> list[int]:
        """Seats ``seat`` may choose, by the rule the engine uses (:func:`rules.choosable_seats`)."""
        return rules.choosable_seats(seat, targeting, self.out, self.protected, self.insane)

    @property
    def in_round(self) -> bool:
        """True while a round is being played."""
        return self.wait[0] not in ("deal", "first", "over")

    def view(self) -> PublicView:
        """The :class:`PublicView` of this table, field for field as the engine's."""
        seats = tuple(SeatView(zone=tuple(self.zones[s]), out=self.out[s],
                               insane=rules.is_insane(self.zones[s]),
                               protected=self.protected[s], immune=self.immune[s] is not None,
                               tokens=self.tokens[s]) for s in range(self.players))
        return PublicView(
            edition=self.edition.value, round=self.round,
            active=self.active if self.in_round else None, seats=seats,
            deck_count=self.deck, face_up=tuple(self.face_up), aside=self.aside,
            deck_visible=self.visible if (self.flipped and self.deck) else None,
            showdown=self.showdown, round_winners=self.round_winners,
            game_winners=self.game_winners)


def with_play(note: PlayNote | None, **changes) -> PlayNote | None:
    """A copy of ``note`` with ``changes`` (``None`` stays ``None``)."""
    return None if note is None else replace(note, **changes)
