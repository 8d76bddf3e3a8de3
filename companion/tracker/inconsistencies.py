"""Why an observation cannot be taken: the tracker's ``inconsistency`` events.

:func:`check_input` refuses what no table can show (a seat that does not exist, a card not
of the edition, a copy too many, a guess the edition forbids) before the accounts are
tried; :func:`explain` says why no account took an observation and what the table waits
for. Pure functions of the accounts (:class:`~.table.TableState`); no I/O. The sentences
are the narration's (``inconsistency.*`` in the catalogs).
"""
from __future__ import annotations

from collections import Counter

from companion import rules
from companion.cards import CARDS, edition_cards
from companion.tracker import inference as flow
from companion.tracker.events import TableEvent, inconsistency
from companion.tracker.inference import awaited
from companion.tracker.observations import Observation
from companion.tracker.table import TableState

#: Observations that put a card face up on the table (counted against its copies).
CARD_KINDS = ("card", "revealed", "hand", "face_up", "deck_visible")


def check_input(hyps: list[TableState], obs: Observation) -> TableEvent | None:
    """An inconsistency event when ``obs`` cannot be on this table whatever happened: a seat
    that does not exist, a card not of the edition, one copy too many of a card face up
    (every account), a guess the edition does not allow, a seat said still in that no
    account doubts and no play aimed at; else ``None``."""
    h = hyps[0]
    seat = obs.seat
    if seat is not None and not 0 <= seat < h.players:
        return inconsistency("no_such_seat", seat, obs.cards, players=h.players)
    for key in obs.cards:
        limit = flow.max_copies(h.edition, key)
        if limit == 0:
            return inconsistency("not_in_edition", seat, (key,), edition=h.edition.value)
    if obs.kind in CARD_KINDS and obs.cards:
        key = obs.cards[0]
        need = Counter(obs.cards)[key]
        limit = flow.max_copies(h.edition, key)
        if all(_copies_seen(x, key, obs) + need > limit for x in hyps):
            return inconsistency("too_many_copies", seat, (key,), copies=limit,
                                 suggest=suggest(h, key))
    if obs.kind == "in" and all(not x.out[seat] and (x.play is None or x.play.target != seat)
                                for x in hyps):
        # "still in" that nobody asked: every account has the seat in, and no play aimed at
        # it (QA28 #9: 4,000 such lines after a target were said "Alice is still in.")
        return explain(hyps, obs)
    if obs.kind == "guess" and obs.value not in rules.guess_values(h.edition):
        return inconsistency("bad_guess", None, (), guess=obs.value,
                             allowed=rules.guess_values(h.edition))
    return None


def explain(hyps: list[TableState], obs: Observation) -> TableEvent:
    """The inconsistency event for ``obs``, which no account explains: why, and what the
    table waits for (``expected``, ``expected_seat``, ``expected_card``; the first
    account's, or the first one's whose game is not over), with ``expected_seats`` (the
    seats, in seat order) when the accounts wait for the same kind of input from
    different players: a round dealt past the question that decides who won the last
    one, each account started by its winner (seed 002 "Starting the Next Round"; review
    of deal45: "Waiting for Alice's play" told Alice won, when it might be Bob); and
    ``expected_or`` when they wait for different kinds of input (:func:`waits`), so that
    no account's wait is said as fact (review of undo48: "The game is over", one
    account's, when the other waited for Alice's hand); when an account is at a showdown,
    ``expected_hands``: the seats whose hand is still to be revealed, over the accounts at
    one (seed 002 "The Deck Runs Out")."""
    h = hyps[0]
    told = waits(hyps)
    lead = next((x for x in hyps if x.wait[0] != "over"), h) if len(told) > 1 else h
    wait, wseat, wcard = flow.wait_of(lead)
    # what the table waits for; the play's card names it (R'lyeh's gun is no Tommy Gun)
    why = dict(expected=wait, expected_seat=wseat, expected_card=wcard)
    seats = {s for k, s in map(flow.describe_wait, hyps) if k == wait and s is not None}
    if len(seats) > 1:
        why["expected_seats"] = tuple(sorted(seats))
    if len({kind for kind, _, _ in told}) > 1:
        why["expected_or"] = told
    # whose hands (QA48 MEDIUM-5: "the hands to be revealed"), also when the showdown is
    # one account's wait of several (``expected_or``; review of hands49)
    left = {s for x in hyps if x.wait[0] == "showdown" for s in x.wait[1]}
    if left:
        why["expected_hands"] = tuple(sorted(left))
    seat = obs.seat
    if obs.kind in ("card", "hand") and obs.cards:
        found = _guess_refutes(hyps, seat, obs.cards[0])
        if found is not None:  # QA F3: "Bob is out: The Sailor ignored."
            check, note = found
            if check == "compare":  # QA F10: a rank 8 "lost" a Boxer compare
                return inconsistency("cannot_lose", seat, obs.cards, played=note.card,
                                     **why)
            return inconsistency("not_guessed", seat, obs.cards, guess=note.guess,
                                 guesser=note.seat, **why)
    if obs.kind in ("card", "revealed", "hand") and h.out[seat] and h.in_round:
        return inconsistency("seat_out", seat, obs.cards, **why)
    if obs.kind == "target" and h.in_round and all(x.out[seat] for x in hyps):
        return inconsistency("target_out", seat, (), **why)
    if obs.kind == "deck_visible" and not any(x.flipped for x in hyps):
        return inconsistency("not_flipped", None, obs.cards, **why)
    if obs.kind == "new_round" and h.in_round:
        return inconsistency("round_not_over", None, (), **why)
    if obs.kind in ("card", "revealed") and obs.cards:
        shown = next((x.visible for x in hyps if x.wait[0] in ("check", "gun")
                      and x.flipped and x.visible not in (None, obs.cards[0])
                      and seat in awaited(x)), None)
        if shown is not None:  # the deck face up (R'lyeh, A16) showed another card
            return inconsistency("deck_shows", seat, obs.cards, shown=shown, **why)
    if obs.is_command:
        return inconsistency("answer_not_possible", seat, obs.cards, answer=obs.kind,
                             given=obs.value, **why)
    return inconsistency("unexpected", seat, obs.cards, observation=obs.kind, **why)


def waits(hyps: list[TableState]) -> tuple[tuple[str, int | None, str | None], ...]:
    """What each account waits for, as ``(kind, seat, card)``
    (:func:`.account_queries.describe_wait` and the play whose effect is awaited), each
    once, in the accounts' order."""
    return tuple(dict.fromkeys(map(flow.wait_of, hyps)))


def _copies_seen(h: TableState, key: str, obs: Observation) -> int:
    """:func:`.account_queries.copies_seen`, less the face-up deck's card when ``obs`` is a card
    in another zone than the knocked-out hand ``h`` waits for (the next player may have
    drawn it, the hand owed: :func:`.flow.hand_late`; QA F9: Carol's Sailor, drawn from
    the flipped deck before Bob laid his hand, was "Check: The Sailor again?"), or in the
    R'lyeh owner's zone while their choice is open (a Sanity check card: QA F14)."""
    n = flow.copies_seen(h, key)
    if (obs.kind == "card" and h.flipped and h.deck and h.visible == key
            and ((h.wait[0] == "hand" and obs.seat != h.wait[1])
                 or h.wait[:2] == ("rlyeh", obs.seat))):
        n -= 1
    return n


def _guess_refutes(hyps: list[TableState], seat: int, key: str):
    """``(check, note)`` of the play that knocked ``seat`` out when ``key``, laid as that
    seat's hand (awaited or owed), cannot be its hand: not the number a told guess named
    (seed 002 card 1; RULINGS O6), or a top rank that lost a Boxer compare (seed 002
    card 3); else ``None``."""
    for h in hyps:
        owed = [(c, n) for s, c, n in h.late if s == seat]
        if h.wait[:2] == ("hand", seat):
            owed.append((h.wait[2], h.play))
        for check, note in owed:
            if (check == "guess" and note is not None and note.guess is not None
                    and not flow._guessed(note, check, key)) or (
                    check == "compare" and note is not None
                    and not flow._guessed(note, check, key)):
                return check, note
    return None


def suggest(h: TableState, key: str) -> tuple[str, ...]:
    """Cards of the same rank still unseen: what the camera may have misread."""
    r = CARDS[key].rank
    return tuple(c.key for c in edition_cards(h.edition)
                 if c.rank == r and c.key != key and flow.copies_seen(h, c.key) < c.copies)


def refused_correction(hyps: list[TableState], old: Observation, key: str,
                       refusal: TableEvent) -> TableEvent:
    """The inconsistency for a slash correction of the card read ``old`` to ``key`` that
    the table cannot take (``refusal``: why ``key`` in ``old``'s place was refused; ``hyps``:
    the accounts before ``old``). Nothing changed, and the sentence says why and to correct
    again (QA12 F10): ``correction_taken`` when the card's only copy lies in a zone
    (``owner``: that seat), ``correction_all_seen`` when every copy is face up elsewhere,
    else ``correction_refused``. A card outside the zones (``old.seat`` ``None``: the deck's
    visible card, a face-up set-aside card) keeps ``refusal``, which names no zone."""
    h = hyps[0]
    if old.seat is None:
        return refusal
    if refusal.value == "too_many_copies":
        owners = [s for s, zone in enumerate(h.zones) if key in zone]
        if flow.max_copies(h.edition, key) == 1 and owners:
            return inconsistency("correction_taken", old.seat, (key,), owner=owners[0])
        return inconsistency("correction_all_seen", old.seat, (key,))
    return inconsistency("correction_refused", old.seat, (key,))
