"""An effect's forced discard undone while it still lies in its zone: the next card in
another player's zone is that player's discard (the effect's target) or that player's own
play, the undone card being the discard after all (fresh QA48 EARLY HIGH-1); the next card
in the same zone is the discard, or that player's next card (fresh QA51 HIGH, run B: Bob's
Sanity check card, R'lyeh, said "Bob discards R'lyeh." as fact). So too for an undone play
or Sanity check card while some other account explains the next card (run R: Alice's play
undone, Bob's next play closed "was that Alice's hand?" as "Alice is out, with The
Entertainer." said as fact); when none does, that card stays refused, the undone card not
taken back by it (fresh QA49 MEDIUM-3's r2u): Enter and its rank give it back.

Minus twice on a right reading ("Bob discards the Golden Mead.", Bob's Mi-Go aimed at
himself) leaves the card in Bob's zone, left out ("Take it away, or it stays left out."):
the camera reports a card once, so it is not read again. The table goes on: Alice's next
play came at once, and every account left took it as the Mi-Go's discard, said as fact
("Alice discards the Investigators.": r6u, 2 players, original edition, seed 32; r6, 3
players, arkham, seed 35, the same with The Musician). Both accounts hold, so the tracker
keeps both (:func:`with_undone`): the events they differ on are held until the cards tell
(:meth:`~companion.tracker.tracker.Tracker._commit`), not said as fact. The account with
the undone card is the table the undo left with that card read again: undo then the same
card again is the identity (python-chess push/pop). A next card that only that account
explains (the other player protected: the discard could only be the undone card's
player's own) tells it. The undone card's discard, once told, is said as the reading the
table took back, to check (:func:`_hedged`; review of undo49, MEDIUM).

Rules: seed 002 cards 5 (Mi-Go, Sane: "choose a player, they discard their hand"), the
Musician, Henry Armitage: the discard goes to the chosen player's zone (RULINGS O14).
Pure functions of the accounts (:class:`~.table.TableState`); no I/O.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from companion.tracker import inference
from companion.tracker.early_card import step_any
from companion.tracker.observations import AFTER_UNDONE, ANSWER_KINDS, Observation
from companion.tracker.table import TableState


#: The waits an undone card may have answered for :func:`with_undone` to keep the accounts
#: where it was laid: an effect's forced discard, and a player's own play or Sanity check
#: card (fresh QA51 HIGH, run R: Alice's play undone, still lying in her zone; Bob's next
#: play was taken as telling that her Sanity check card was her knocked-out hand, "Alice
#: is out, with The Entertainer." said as fact)
UNDONE_WAITS = frozenset({"discard", "play", "check"})

#: The inputs an undone card's hold lasts through (:func:`held_since`): answers to a
#: question, which lay no card (not ``was``: a card's reading, or a slash correction)
HELD_THROUGH = frozenset(ANSWER_KINDS) - {"was"}


def undone_discard(hyps: Sequence[TableState], obs: Observation) -> bool:
    """Whether ``obs``, a card input just undone (``hyps``: the accounts it was applied
    to, restored), was one card in a zone where some account waits for one of
    :data:`UNDONE_WAITS` (an effect's forced discard, that seat among the players it may
    go to; that seat's play or Sanity check card)."""
    return obs.kind == "card" and obs.seat is not None and len(obs.cards) == 1 and any(
        h.wait[0] in UNDONE_WAITS and obs.seat in inference.awaited(h) for h in hyps)


def held_since(history: Sequence[tuple], undone: tuple | None, upto: int) -> bool:
    """Whether an undone card's hold (``undone``: ``(observation, history length, newest
    entry)`` as the undo left the tracker's history, or ``None``) still stands for
    ``history[:upto]`` (the tracker's ``(observation, snapshot)`` entries): that history is
    the one the undo left, with only answers to questions (:data:`HELD_THROUGH`) given
    since. The undone card still lies in its zone, and an answer lays no card: the next
    card is still the next one after it (fresh QA64b HIGH-1: Carol's Tommy Gun, the
    Musician's forced discard, undone; "was that Bob's hand?" answered "no" since, her
    Necronomicon was said "Carol discards the Necronomicon." as fact, her play)."""
    if undone is None:
        return False
    _, at, newest = undone
    return at <= upto <= len(history) and (history[at - 1] if at else None) is newest \
        and all(entry[0].kind in HELD_THROUGH for entry in history[at:upto])


def with_undone(hyps: Sequence[TableState], obs: Observation, undone: Observation,
                new: list[TableState]) -> list[TableState]:
    """``new``, the successors of ``hyps`` that explain ``obs``, with those of the accounts
    where ``undone`` (a card just undone: :func:`undone_discard`) was laid first: ``obs``
    is then the next card of its zone (another seat's own play, or the undone card's
    player's next card: fresh QA51 HIGH, run B). Only when ``obs`` is one card, and not
    the undone card read again in its zone (undo then redo is the identity); else ``new``
    unchanged. With ``new`` empty, the accounts with an undone forced discard are all that
    explain ``obs``, and are kept alone (review of undo48, HIGH: Alice protected, Bob's
    Mi-Go could only be on himself; her next play was refused, held, and Bob's Sanity
    check card laid after it was said as the Mi-Go's discard); an undone play or Sanity
    check card is not so taken back: ``new`` (empty) returned. ``hyps`` are not
    changed."""
    if obs.kind != "card" or obs.seat is None or len(obs.cards) != 1 \
            or obs.seat == undone.seat and set(obs.cards) & set(undone.cards) \
            and obs.value != AFTER_UNDONE:
        return new  # the same card again: given back (undo then redo is the identity)
    if not new and not any(h.wait[0] == "discard" and undone.seat in inference.awaited(h)
                           for h in hyps):
        # an undone play or Sanity check card is not taken back as fact by the next card
        # alone: that card stays refused (fresh QA49 MEDIUM-3's r2u), given back by Enter
        return new
    # an account holding a card read early steps it in its place (review of yith49)
    laid = [_hedged(x, undone, len(h.events)) for h in hyps
            for x in step_any(h, undone, inference.step)]
    # no more copies face up than the deck has: :func:`.inconsistencies.check_input`
    # counted ``obs`` against the accounts without the undone card (review of undo49,
    # HIGH: the one Golden Mead said discarded by Bob and played by Alice)
    return new + [n for x in laid for n in step_any(x, obs, inference.step)
                  if all(inference.copies_seen(n, k) <= inference.max_copies(n.edition, k)
                         for k in set(obs.cards) | set(undone.cards))]


def _hedged(h: TableState, undone: Observation, since: int) -> TableState:
    """``h``, an account with ``undone`` just laid (its events from index ``since`` on),
    its ``card_discarded`` (or ``card_played``, or a Sanity check's ``card_revealed``:
    fresh QA51 HIGH, runs R and B) of that card marked "undone" (:func:`_marked`): the
    reading the table took back, most often a misread (review of undo48: the Cats of
    Ulthar read as the Golden Mead), is said as the camera's, to check ("Bob discards the
    Golden Mead, as read before the undo: check it."), not as fact (review of undo49,
    MEDIUM). The game goes on with it: the rules need the discard. ``h`` is changed in
    place."""
    h.events[since:] = [_marked(e) if e.seat == undone.seat and e.cards == undone.cards
                        else e for e in h.events[since:]]
    return h


def _marked(e):
    """``e``, an event of the undone card, marked as its reading undone: a forced discard
    or a play ``info="undone"``; a Sanity check's card (``card_revealed`` with no
    ``info``, which tells it from a Tommy Gun's) ``value="undone"``; else ``e``."""
    if e.kind == "card_discarded" or e.kind == "card_played" and not e.info:
        return replace(e, info="undone")
    if e.kind == "card_revealed" and not e.info:
        return replace(e, value="undone")
    return e


__all__ = ["HELD_THROUGH", "UNDONE_WAITS", "held_since", "undone_discard", "with_undone"]
