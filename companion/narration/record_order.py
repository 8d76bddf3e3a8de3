"""Tracker events of a recorded game put back in table order, for ``simulate`` and ``replay``.

The tracker passes the turn as soon as the table shows a play is over, and hears later
what the table learns after that, so two things came out after the next turn's start:

* the card a R'lyeh flip makes visible (RULINGS A16; QA13a F15): at the table R'lyeh
  (Insane) flips the deck, its bottom card shows, and only then does the next player draw
  it; the tracker learns that card from a later ``deck_visible`` observation, so it said
  "Bob flips the deck. / Cyd. / Next card: The Sailor.";
* a choice told after a play that leaves nothing on the table (The Sailor's trade, whose
  target the tracker does not wait for): "Cyd: The Sailor. / Ann. / Cyd chooses Bob.";
* the effect an Insane player told for a card that puts its own player out whichever
  effect they choose (Cthulhu played with fewer than 2 Other World cards in the zone,
  seed 002 card 8, RULINGS O14): the tracker says the knock-out with the card, so the
  cause came after it (QA34 L2: "Bob: Cthulhu. / Bob is out. / Bob: Sane effect.").

And the card enters the zone only after its effect (docs/rulings.md 9), so "now Insane" is
said after the effect, and not when the effect put that player out (QA33 N3) or ended the
round (QA34 F10: "Alice is now Insane. / … / Bob is out … / Alice wins the round and has
1 Sane."): the tracker tells it once the effect is over (session 40:
:func:`~companion.tracker.now_insane.insane_after_effect`; a live table said it with the card),
and :class:`InsaneAfterEffect` keeps it after what the players tell of that effect in
later observations (its choices).

:class:`RecordOrder` holds the next turn's start after a play or a flip (and a player's
knock-out by their own card): while the next
observations begin with that visible card, the player's told choices or a result they
told ("Cyd is still in."), these are said first (before a held knock-out, only the
player's told choices) (QA30 F3: "Player 1 chooses Player 2."
came between the next player's Sanity check and its card). A live table does not use it: there the camera does not
read the deck's visible card (docs/guide-player.en.md, key 2), a choice may be told much
later or never, and holding the next turn's start would delay the turn's cue: a live
table says each observation's events in :func:`live_order`, which orders "now Insane" as
:class:`InsaneAfterEffect` does within those events alone (QA36 #5: "Bob is now Insane." was
said live, not in the demo, right before "Bob is out, with The Fed." that the same card
told). No I/O.
"""
from __future__ import annotations

from typing import Iterable

from companion.tracker.events import TableEvent


#: Events that end what one play tells: the next play, turn or round, the showdown of
#: a round whose deck ran out (the card is in the zone by then), or the Sanity check that
#: begins the next turn when its cue is held (said ahead of an open question: QA44
#: MEDIUM-3, t4b: "Bob : test de Santé mentale, 1 carte." / "Alice sombre dans la folie."
#: / "Le Profond.", the check's lines split by the Insane of Alice's play before it).
_PLAY_ENDS = frozenset({"card_played", "turn_started", "round_ended", "round_started",
                        "showdown", "sanity_check"})


#: The ``info`` of a ``card_played`` said late, past the plays said ahead of the answer to
#: the question that held it (:func:`~companion.tracker.ahead.played_past`): "named" (the
#: cards closed it), "settled" (the player's answer did)
LATE_PLAYS = frozenset({"named", "settled"})


class InsaneAfterEffect:
    """Holds each ``now_insane`` event until the play's effect is over (an event of
    :data:`_PLAY_ENDS`), then says it just before that event; drops it when the same play
    puts that player out, or ends the round (``round_ended`` with no showdown: the player
    was still Sane when it ended). Other events pass at once.

    >>> played = TableEvent("card_played", seat=0, cards=("deep_one",))
    >>> insane, chose = TableEvent("now_insane", seat=0), TableEvent("choice", seat=0)
    >>> turn, out = TableEvent("turn_started", seat=1), TableEvent("player_out", seat=0)
    >>> [e.kind for e in InsaneAfterEffect().feed([played, insane, chose, turn])]
    ['card_played', 'choice', 'now_insane', 'turn_started']
    >>> [e.kind for e in InsaneAfterEffect().feed([played, insane, out, turn])]
    ['card_played', 'player_out', 'turn_started']
    >>> ended = TableEvent("round_ended", info=(0,))
    >>> [e.kind for e in InsaneAfterEffect().feed([played, insane, TableEvent(
    ...     "player_out", seat=1), ended])]
    ['card_played', 'player_out', 'round_ended']

    A play said late, named by the question that held it (``info`` ``"named"`` or
    ``"settled"``: :func:`~companion.tracker.ahead.played_past`), is past its effect: the
    plays after it were said ahead of the answer, so the event that would end it is gone.
    Its player's ``now_insane`` that follows it (before any other play) passes at once
    (fresh QA56 M4, run C r3: "The cards answer the question about the Nightgaunt: Bob's
    play, not Bob's hand." / "Bob discards the Shoggoth." / "Bob is now Insane.", the
    discard by Carol's Stowaway said ahead):

    >>> late = TableEvent("card_played", seat=0, cards=("deep_one",), info="named")
    >>> gone = TableEvent("card_discarded", seat=0, cards=("shoggoth",))
    >>> [e.kind for e in InsaneAfterEffect().feed([late, insane, gone, turn])]
    ['card_played', 'now_insane', 'card_discarded', 'turn_started']

    Unless a later play in these events puts that player out: the Insane is then moot,
    dropped as ever (review of order52: "Cy: the Investigators." guessed Bob's hand right
    after his Nightgaunt named late):

    >>> [e.kind for e in InsaneAfterEffect().feed([late, insane, out, turn])]
    ['card_played', 'player_out', 'turn_started']
    """

    def __init__(self, ends: frozenset[str] = _PLAY_ENDS) -> None:
        """``ends``: the event kinds said after the held ``now_insane`` (default
        :data:`_PLAY_ENDS`; :func:`live_order` adds the question)."""
        self._held: list[TableEvent] = []
        self._ends = ends

    def feed(self, events: Iterable[TableEvent]) -> list[TableEvent]:
        """``events`` in the order to say them (see the class)."""
        out: list[TableEvent] = []
        events = list(events)
        late = None  # the seat of a play said late, its effect over (see the class)
        for i, e in enumerate(events):
            if e.kind == "now_insane" and e.seat == late and not any(
                    x.kind == "player_out" and x.seat == late for x in events[i + 1:]):
                out.append(e)
                continue
            if e.kind == "now_insane":
                self._held.append(e)
                continue
            if e.kind == "card_played":
                late = e.seat if e.info in LATE_PLAYS else None
            if e.kind == "player_out":
                self._held = [h for h in self._held if h.seat != e.seat]
            elif e.kind in self._ends:
                if e.kind != "round_ended":
                    out += self._held
                self._held = []
            out.append(e)
        return out

    def flush(self) -> list[TableEvent]:
        """What is still held (the end of the record)."""
        held, self._held = self._held, []
        return held


def live_order(events: Iterable[TableEvent]) -> list[TableEvent]:
    """The events of one observation at a live table, in the order to say them: each
    ``now_insane`` after the play's effect that these events tell, left out when they put
    that player out or end the round (:class:`InsaneAfterEffect`, over these events alone:
    nothing is held for a later observation, which may come much later), and before a
    question these events ask: the tracker asks last, once the cards are taken, and the
    question may be another card's (QA32 L1: a card read while the last question waited,
    taken once its answer came, asked "The Fed in Bob's discard zone: was that Bob's hand?"
    before "Alice is now Insane.", her Deep One's own line).

    >>> insane, out = TableEvent("now_insane", seat=1), TableEvent("player_out", seat=1)
    >>> [e.kind for e in live_order([insane, out, TableEvent("turn_started", seat=2)])]
    ['player_out', 'turn_started']
    >>> [e.kind for e in live_order([TableEvent("card_played", seat=1), insane])]
    ['card_played', 'now_insane']
    >>> asked = TableEvent("question", seat=1, value="out")
    >>> [e.kind for e in live_order([TableEvent("card_played", seat=0), insane, asked])]
    ['card_played', 'now_insane', 'question']
    """
    insane = InsaneAfterEffect(ends=_PLAY_ENDS | {"question"})
    return insane.feed(events) + insane.flush()


class RecordOrder:
    """Reorders tracker events batch by batch (one batch per observation).

    :meth:`feed` takes one batch and returns the events ready to be said; the events from a
    ``turn_started`` (or the ``showdown`` of a deck the play left empty: QA39 L1) that follows a ``card_played`` or ``deck_flipped`` in its batch on are
    held until a later batch, whose leading ``deck_visible`` (the first one), ``still_in``
    and ``choice`` events of the player who played are said before them (a batch of nothing else, or
    empty, keeps them held). So are the events from the ``player_out`` of the player whose
    ``card_played`` is in the same batch (their card put them out: Cthulhu, The
    Dilettante), but only that player's ``choice`` goes before them: "Bob: Sane effect.",
    the cause, before "Bob is out." (QA34 L2). :meth:`flush` returns what is still held
    (the end of the record).

    >>> played = TableEvent("card_played", seat=1, cards=("cthulhu",))
    >>> out, sane = TableEvent("player_out", seat=1), TableEvent("choice", seat=1)
    >>> order = RecordOrder()
    >>> [e.kind for e in order.feed([played, out])], [e.kind for e in order.feed([sane])]
    (['card_played'], ['choice'])
    >>> [e.kind for e in order.feed([TableEvent("card_revealed", seat=1)])]
    ['player_out', 'card_revealed']
    """

    def __init__(self) -> None:
        self._insane = InsaneAfterEffect()
        self._held: list[TableEvent] = []
        self._player: int | None = None  # who played the last card (before the held turn)
        self._visible = False  # the held turn's visible card was said before it
        self._out = False  # what is held begins with the player's own knock-out

    def feed(self, events: Iterable[TableEvent]) -> list[TableEvent]:
        """The events of one observation, in the order to say them (see the class and
        :class:`InsaneAfterEffect`). A taken correction (``corrected``) or an undone card
        (``undone`` naming it) first drops what is held: the lines of the card read wrong,
        not said yet, which the correction's replayed events tell again as they are now
        (QA37: the demo's misread Cultists' "Carol is now Insane." was said after
        "Corrected: the Investigators, not the Cultists.")."""
        batch = list(events)
        if any(e.kind == "corrected" or (e.kind == "undone" and e.cards) for e in batch):
            batch = self._still_insane(batch, self.forget())
        return self._insane.feed(self._feed(batch))

    def forget(self) -> list[TableEvent]:
        """Drop what is held, unsaid: everything held comes from the newest card's
        observation or later ones (a card's own events release what was held before),
        so from the input a correction replays or an undo removes. Returns the
        ``now_insane`` events dropped."""
        self._held, self._out, self._visible = [], False, False
        return self._insane.flush()

    @staticmethod
    def _still_insane(batch: list[TableEvent], dropped: list[TableEvent]) -> list[TableEvent]:
        """``batch`` with each ``now_insane`` of ``dropped`` whose seat a ``corrected``
        event of ``batch`` names as Insane still (its ``value``: the replayed events leave
        that line out as said, but it was held unsaid; review 38a: Alice's Nightgaunt read
        as the Deep One, "Alice is now Insane." was never said) put back after that seat's
        last card event, where the tracker tells it (after the card laid)."""
        seats = {s for e in batch if e.kind == "corrected" for s in e.value or ()}
        for held in dropped:
            if held.seat in seats:
                at = max((i + 1 for i, e in enumerate(batch) if e.seat == held.seat and e.kind
                          in ("card_played", "card_discarded", "card_revealed")),
                         default=len(batch))
                batch.insert(at, held)
        return batch

    def _feed(self, events: Iterable[TableEvent]) -> list[TableEvent]:
        batch = list(events)
        out: list[TableEvent] = []
        if self._held:
            while batch and self._before_turn(batch[0]):
                self._visible = self._visible or batch[0].kind == "deck_visible"
                out.append(batch.pop(0))
            if not batch:  # only what the play told (its target, then its guess…): the
                return out  # next batch may tell more (QA30 F3)
            out += self._held
            self._held = []
        after_play, cut, played = False, None, False
        for i, e in enumerate(batch):
            if e.kind == "card_played":
                self._player = e.seat
            if e.kind in ("card_played", "deck_flipped") or (
                    e.kind == "choice" and e.seat == self._player):
                after_play = True  # a told choice may end the play: "Bob: Sane effect."
            elif e.kind in ("turn_started", "showdown") and after_play:
                cut = i  # the round's showdown too (QA39 L1: "Eve: The Fed." / "Reveal
                break    # your hands." / "Eve chooses Bob.", the deck's last card drawn)
            elif e.kind == "player_out" and e.seat == self._player and played:
                cut = i  # their card put them out: a choice they told is its cause
                break
            played = played or e.kind == "card_played"
        if cut is not None:
            self._out = batch[cut].kind == "player_out"
            batch, self._held, self._visible = batch[:cut], batch[cut:], False
            self._player = next((e.seat for e in reversed(batch) if e.kind == "card_played"),
                                self._player)
        return out + batch

    def _before_turn(self, event: TableEvent) -> bool:
        """Whether ``event``, told after the held turn start, belongs before it: the card
        the flip made visible, a choice of the player who played, or a result of that play
        the players told ("Cyd is still in."; QA30 F3: it was said inside the next
        player's Sanity check); before a held knock-out of that player, only their choice
        (QA34 L2)."""
        if self._out:
            return event.kind == "choice" and event.seat == self._player
        return event.kind == "still_in" or (
            event.kind == "deck_visible" and not self._visible) or (  # the next one shows
            event.kind == "choice" and event.seat == self._player)   # after the next draw

    def flush(self) -> list[TableEvent]:
        """The held events, if any (call once the record is over), a ``now_insane`` still
        held by :class:`InsaneAfterEffect` last."""
        held, self._held = self._held, []
        return self._insane.feed(held) + self._insane.flush()
