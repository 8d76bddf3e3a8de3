"""A card read before the card laid ahead of it: the camera's order is not the table's.

Fresh QA47b HIGH-1 (session 47, r2b round 6: 3 players, original, the out questions left
unanswered): Bob's Great Race of Yith compare may have been lost, his hand owed late
(:func:`~.flow.hand_late`); the camera then read Bob's Elder Sign, his next play, before
Alice's Investigators. Every account where Bob was still in waited for Alice's play and
refused it, so the one account left took it as Bob's late hand and "Bob is out, with the
Elder Sign." was said as a fact, then a false round and game end.

A card in a zone where the table's accounts wait for another player's play may be the next
player's play read before that one: the table waits for Alice's play and Bob, next, laid
his card first or the camera saw his first. So may a card read before an Insane player's
Sanity check card (review of yith48 HIGH-2, original edition: Alice Insane, the accounts
with Bob in waited for her check, not a play, and "Bob is out, with the Elder Sign." was
said as fact). When the only accounts that take such a card take it as that seat's
knocked-out hand owed late (:attr:`~.table.TableState.late`), the accounts that refused it
are kept *holding* it (:func:`read_early`): the card lies in its zone (the view, the unseen
count and the ``out`` question see it, :attr:`~.table.TableState.early`), its rules wait
for the cards of the turn before it (Alice's check cards, her play, a hand that turn
knocked out: hers after a failed check, or Carol's), which are applied first, then the
held card in its place, as the card right after them (:func:`step_held`; while the last
one's target or guess may still be told, only before the next card input: a told choice
goes to the last play; a hand owed late that ends that turn applies it at once,
:func:`due`); an account that cannot take them all is dropped. So the card is the hand in
some accounts and a play in others: "was that Bob's hand?" is asked (:mod:`.questions`),
never said as a fact, and the next cards tell it as they tell any other ``out`` question.

Rules: seed 002 "Player Turn" (a turn's card goes to its player's discard zone, the next
player clockwise plays after), "State of Mind" (an Insane player's turn starts with a
Sanity check), "Out of the Round" (a knocked-out hand is laid face up). No I/O.
"""
from __future__ import annotations

from typing import Callable, Sequence

from companion import rules
from companion.engine.effects import EFFECTS
from companion.tracker.inference import _card, copies_seen, discard_unread, max_copies
from companion.tracker.observations import Observation
from companion.tracker.table import PlayNote, TableState

#: the observation kinds that lay a card in a zone (the held card is applied after one; not
#: :data:`companion.tracker.inconsistencies.CARD_KINDS`, which counts face-up cards too)
ZONE_CARD_KINDS = ("card", "revealed", "hand")

Step = Callable[[TableState, Observation], list[TableState]]


def read_early(steps: Sequence[tuple[TableState, list[TableState]]],
               obs: Observation) -> dict[int, TableState]:
    """The accounts that hold the card ``obs`` as read early, by ``id`` of the account
    they come from (each put in its place among the accounts kept).

    ``steps``: every account before ``obs`` with its successors that explain it. Made only
    when ``obs`` is a camera card (one key) that some accounts take and every one of them
    as ``obs.seat``'s knocked-out hand owed late (:func:`~.flow.hand_late`), from each
    account that refused it while waiting for a card of the turn of the seat right before
    ``obs.seat`` (clockwise, the players still in: its play, its Sanity check's card, its
    R'lyeh choice, its second play: :data:`_ACTIVE_WAITS`), ``obs.seat`` still in, no card held
    already, a copy of the card unseen there. ``{}`` otherwise."""
    if obs.kind != "card" or obs.seat is None or len(obs.cards) != 1:
        return {}
    seat, key = obs.seat, obs.cards[0]
    taken = [h for h, got in steps if got]
    if not taken or not all(any(e[0] == seat for e in h.late) for h in taken):
        return {}
    return {id(h): _held(h, seat, key) for h, got in steps
            if not got and _next_player(h, seat, key)}


def discard_or_play(steps: Sequence[tuple[TableState, list[TableState]]],
                    obs: Observation) -> list[TableState]:
    """The accounts that hold the card ``obs`` as ``obs.seat``'s play read early, made
    from each account in ``steps`` that takes it as the forced discard a Musician's /
    Stowaway's (Sane) effect waits for (:attr:`~.table.TableState.wait` ``("discard",
    targets)``), that discard putting its player out (The Dilettante, Cthulhu: RULINGS A10;
    a false "out" is the costly error, every later card of that player refused), when
    ``obs.seat`` is the next player to play after that effect (clockwise, the players still
    in) and the effect may have chosen a third seat, whose discard the camera may not have
    read (fresh QA60 HIGH-3: Dan's Stowaway read, Carol's discard never, Alice's
    Dilettante, her play, said as "Alice discards The Dilettante." and "Alice is out." as
    fact). Held, the card waits for the discard in another zone (:func:`step_held`), so the
    accounts differ and nothing is said as fact; a discard read later in another zone keeps
    the held account alone. ``[]`` otherwise (a card in a zone not next to play, or the only
    seat the effect may choose, or a discard that leaves its player in, is the discard at
    once: held, every such discard would be said a card late).

    ``steps``: every account before ``obs`` with its successors that explain it; ``obs``
    a camera card with one key. Rules: seed 002 card 5 (Sane: the chosen player discards
    and draws), RULINGS O13; seed 002 "Player Turn"."""
    if obs.kind != "card" or obs.seat is None or len(obs.cards) != 1:
        return []
    seat, key = obs.seat, obs.cards[0]
    return [_held_elsewhere(h, seat, key) for h, got in steps
            if got and all(n.out[seat] for n in got) and _discard_or_next(h, seat, key)]


def held_for_discard(h: TableState) -> bool:
    """Whether ``h`` holds a card as its seat's play read before a forced discard awaited
    in another zone (:func:`discard_or_play`)."""
    return bool(h.early) and h.wait[0] == "discard" and h.early[0] not in h.wait[1]


def _held_elsewhere(h: TableState, seat: int, key: str) -> TableState:
    """:func:`_held`, the discard now awaited in another zone than ``seat``'s: had the
    effect chosen ``seat``, its discard would lie under the play held there, read first."""
    b = _held(h, seat, key)
    b.wait = ("discard", tuple(s for s in h.wait[1] if s != seat))
    return b


def _discard_or_next(h: TableState, seat: int, key: str) -> bool:
    """Whether ``h`` waits for a forced discard ``seat`` may make, ``seat`` not the effect's
    player but the next to play, a third seat a possible target too (not the effect's
    player: one choosing themselves is rare, and at 2 players every forced discard would
    wait), no card held, a copy of ``key`` unseen (nor set aside)."""
    w = h.wait
    return (w[0] == "discard" and seat in w[1] and any(s not in (seat, h.active) for s in w[1])
            and h.active != seat and not h.early and not h.out[seat]
            and rules.next_seat(h.active, h.out) == seat and key != h.aside
            and copies_seen(h, key) < max_copies(h.edition, key))


def _next_player(h: TableState, seat: int, key: str) -> bool:
    """Whether in account ``h`` the card ``key`` in ``seat``'s zone may be ``seat``'s
    play read before the play, or the Sanity check card, or the R'lyeh choice ``h`` waits
    for (:data:`_ACTIVE_WAITS`): that is the turn of the seat right before ``seat`` among
    the players in (an Insane player's turn starts with its check: seed 002 "State of
    Mind"; review of yith48 HIGH-2; the R'lyeh owner's with the choice, RULINGS A3: review
    of yith49), ``seat`` is in, no card is held already, and a copy of ``key`` is still
    unseen (nor set aside)."""
    w = h.wait
    return (w[0] in _ACTIVE_WAITS and w[1] == h.active != seat and not h.out[seat]
            and not h.early and rules.next_seat(w[1], h.out) == seat and key != h.aside
            and copies_seen(h, key) < max_copies(h.edition, key))


def _held(h: TableState, seat: int, key: str) -> TableState:
    """A copy of ``h`` with ``key`` laid in ``seat``'s zone, held: not applied yet."""
    return _lay_held(h.copy(), seat, key)


def _lay_held(b: TableState, seat: int, key: str, *told: bool) -> TableState:
    """``b`` itself with ``key`` laid in ``seat``'s zone and held (:attr:`~.table.TableState
    .early`: ``(seat, key)``, or ``(seat, key, True)`` once the next card is down)."""
    b.zones[seat].append(key)
    b.early = (seat, key, *told)
    return b


def step_held(h: TableState, obs: Observation, step: Step) -> list[TableState]:
    """Every successor of ``h``, an account holding a card read early
    (:attr:`~.table.TableState.early`), that explains ``obs``: an answer or a command
    leaves the card held (``step`` alone); a card is applied first (``step`` on ``h``
    without the held card), then the held card in its zone, as the card right after it
    (a play, a knocked-out hand, a forced discard: whatever the account waits for there);
    ``[]`` when the account cannot take both. A card in the zone of a play held before a
    forced discard awaited elsewhere (:func:`held_for_discard`) was laid after that play:
    the discard was made unread (:func:`~.unread_discard.discard_unread`), then the play, then
    ``obs``."""
    if obs.kind not in ZONE_CARD_KINDS:
        return step(h, obs)
    seat, key = h.early[:2]
    b = _unheld(h)
    if obs.seat == seat and held_for_discard(h):
        # a card in the held play's own zone, the forced discard still awaited elsewhere:
        # laid after that play (her hand, the play having put her out), so the discard
        # was made before it, unread (fresh QA60 HIGH-3: Alice's Urchin after her
        # Dilettante, Carol's Entertainer never read): the discard unread, then the play
        return [m for n in _card(discard_unread(b), seat, key, False) for m in step(n, obs)]
    if len(h.early) > 2:  # the next card is down, its choices told: the held card, then obs
        return [m for n in _card(b, seat, key, False) for m in step(n, obs)]
    return [m for n in step(b, obs) for m in _after(n, seat, key)]


def step_any(h: TableState, obs: Observation, step: Step) -> list[TableState]:
    """``step(h, obs)``, or :func:`step_held` when ``h`` holds a card read early: every
    account is stepped so wherever it may hold one (reader of session 49: a held card
    left by :func:`due` was stepped past as if not there)."""
    return step_held(h, obs, step) if h.early else step(h, obs)


def due(h: TableState) -> list[TableState]:
    """``h`` once the turn before the held card's seat is over elsewhere than in
    :func:`step_held` (a knocked-out hand owed late, :func:`~.flow.hand_late`, moved the
    turn on): the held card applied in its place, as that seat's next card (``[]`` when
    refused); ``[h]`` unchanged while ``h`` holds nothing, still waits for that turn, or
    holds a card whose next card is down (``(seat, key, True)``: :func:`step_held`)."""
    if not h.early or len(h.early) > 2 or _turn_before(h, h.early[0]):
        return [h]
    seat, key = h.early
    return _card(_unheld(h), seat, key, False)


def _unheld(h: TableState) -> TableState:
    """A copy of ``h`` without its held card: taken off its zone, where it is the last card
    (nothing is laid in that zone while it is held)."""
    b = h.copy()
    seat = h.early[0]
    b.zones[seat] = b.zones[seat][:-1]
    b.early = ()
    return b


def _after(n: TableState, seat: int, key: str) -> list[TableState]:
    """The held card ``key`` laid in ``seat``'s zone right after the next card, ``n`` the
    account that took it: while ``n`` still waits for a card of the turn before ``seat``'s
    (the check's next card, the play after it, a hand that turn knocked out:
    :func:`_turn_before`), it stays held as it was; while ``n`` waits for
    ``seat``'s play and that card's target or guess may still be told, it stays held,
    ``(seat, key, True)``, and is applied before the next card input (review of yith48
    HIGH-1: Cy's "Bob, 2", told after his Investigators, went to Ann's card applied right
    after it: "Ann: the Investigators on Bob, guesses 2."); else applied now."""
    if _turn_before(n, seat):
        return [_lay_held(n, seat, key)]
    if n.wait == ("play", seat) and _choices_open(n.play):
        return [_lay_held(n, seat, key, True)]
    return _card(n, seat, key, False)


def _turn_before(n: TableState, seat: int) -> bool:
    """Whether ``n`` waits for a card of the active player's turn, ``seat``'s the next
    (seed 002 "Player Turn", "Out of the Round": Ann's Sanity check card, then her play,
    and a hand her turn knocked out, hers or Cy's, all come before Bob's play; review of
    yith48 HIGH-2). So do the cards her play's effect lays: a Musician's / Armitage's
    forced discard, a Tommy Gun's deck cards, whoever's zone they go to (card 5, card 0;
    RULINGS A2, O13), her second play after a Stowaway / Mi-Go Insane (O8) (review of
    yith49: the held card was taken as that effect's card, "Bob discards the Elder Sign."
    said as fact, then every card refused, or its account dropped). Not her hand revealed
    after a Shoggoth Insane (O12): it wins her the round, so the held card was no play.
    Not ``seat``'s own knocked-out hand: the held card may be it."""
    w = n.wait
    if n.active == seat or rules.next_seat(n.active, n.out) != seat:
        return False
    return (w[0] in _ACTIVE_WAITS and w[1] == n.active) or w[0] in _EFFECT_WAITS or (
        w[0] == "hand" and w[1] != seat)


#: waits (:attr:`~.table.TableState.wait`) for the active player's turn: the R'lyeh choice
#: that starts it (RULINGS A3), its Sanity check card, its play, a second play (O8)
_ACTIVE_WAITS = ("rlyeh", "check", "play", "aside")
#: waits for the cards the active player's effect lays in a chosen zone (any seat's)
_EFFECT_WAITS = ("discard", "gun")


def _choices_open(note: PlayNote | None) -> bool:
    """Whether a target or a guess may still be told for the play ``note`` (an answer
    goes to the last play: :func:`~.answer_told._answer`)."""
    if note is None:
        return False
    return (note.target is None and bool(note.valid)) or (note.guess is None and any(
        EFFECTS[(note.card, s)].guess for s in note.sides))
