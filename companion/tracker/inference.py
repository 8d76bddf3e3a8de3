"""Inference: which observation fits which account of the table.

:func:`step` explains one observation or answer from one hypothesis
(:class:`~.table.TableState`): it returns every successor state the rules allow, none when
the observation cannot be right there; a round's end held for a self-out's hand is told
with the next input. The parts, split by job: a card seen face up (:mod:`.card_laid`: a
play, a Sanity check's card, a forced discard, a Tommy Gun card, a knocked-out or revealed
hand), an answer (:mod:`.answer_told`), a forced discard made unread
(:mod:`.unread_discard`), what an account waits for and the copies it shows
(:mod:`.account_queries`). The rule steps themselves are in :mod:`companion.tracker.flow`
and :mod:`companion.tracker.play_effects`.
"""
from __future__ import annotations

from companion import rules
from companion.tracker.account_queries import (
    awaited, copies_seen, describe_wait, max_copies, wait_of)
from companion.tracker.answer_told import _answer, still_in_after_card, tell_still_in
from companion.tracker.card_laid import _card, _guessed, _hand, _take_aside
from companion.tracker.flow import (
    SAID_OUT, _ev, hand_unseen, insane_after_effect, round_over_owed, showdown, start_round,
    start_turn)
from companion.tracker.observations import ANSWER_KINDS, Observation
from companion.tracker.questions import hand_laid
from companion.tracker.table import TableState
from companion.tracker.unread_discard import (
    LATE_INPUTS, _unread_kept, discard_unread, unread_seats)

#: :func:`step`, and the names other modules take from here that moved by job to the
#: modules above (``inference.awaited``, ``inference.copies_seen``: the tracker's)
__all__ = ["LATE_INPUTS", "_card", "_guessed", "awaited", "copies_seen", "describe_wait",
           "discard_unread", "insane_after_effect", "max_copies", "round_over_owed",
           "start_round", "step", "still_in_after_card", "tell_still_in", "unread_seats",
           "wait_of"]


def step(h: TableState, obs: Observation) -> list[TableState]:
    """Every successor of ``h`` that explains ``obs`` (empty: ``obs`` cannot be right).
    A successor where a player's own card put them out, one player left in, ends the
    round at once, that player's hand owed (:func:`~.flow.round_over_owed`).

    Its round's end is held (:attr:`~.table.TableState.end_held`) and told with the next
    input: after the owed hand's line when ``obs`` is that hand, before ``obs``'s own
    news otherwise (:func:`_with_end_held`).
    An answer (:data:`~.observations.ANSWER_KINDS`, not a correction) keeps it held: it
    tells the play that ended the round, whose news comes before the round's end (QA34
    L2: "Bob: Cthulhu." / "Bob: Sane effect." / "Bob is out." / "Bob's hand: the
    Investigators." / "Ann wins the round").

    ``h`` itself is not changed. ``start``, ``undo`` and ``was`` are the tracker's.
    """
    held = h.end_held
    if held and obs.kind in ANSWER_KINDS and obs.kind != "was":
        return [round_over_owed(n) for n in _step(h, obs)]  # (copies: end_held kept)
    if held:
        h = h.copy()
        h.end_held = ()
    return [_unread_kept(round_over_owed(_with_end_held(h, n, held) if held else n),
                         obs.kind in ("card", "revealed", "hand"))
            for n in _step(h, obs)]


def _with_end_held(h: TableState, n: TableState, held: tuple) -> TableState:
    """``n``, a successor of ``h`` (whose round's end ``held`` was held: :func:`~.flow.
    round_over_owed`), its events with ``held`` told: after the events ``n`` added when
    its input was the owed hand of a self-out (a ``player_out`` naming the hand of a seat
    ``h`` owed it for: "Bob's hand: The Urchin." then "Carol wins the round and has 1
    Sane."; QA34 L2, QA43: a knocked-out hand's line never after the round's result),
    before them otherwise (the next deal's "Bob's hand was not read.", a card entered: the
    result first, as the table ended the round first). ``n`` is changed in place and
    returned."""
    told = len(h.events)
    if n.events[:told] != h.events:  # (not expected: the new news kept whole, held last)
        n.events = n.events + list(held)
        return n
    new = n.events[told:]
    owed = {e[0] for e in h.late if e[1] == SAID_OUT}
    hand = any(e.kind == "player_out" and e.cards and e.seat in owed for e in new)
    n.events = n.events[:told] + (new + list(held) if hand else list(held) + new)
    return n


def _step(h: TableState, obs: Observation) -> list[TableState]:
    """:func:`step` before :func:`~.flow.round_over_owed`."""
    h = h.copy()
    kind = obs.kind
    if kind == "card":
        return _card(h, obs.seat, obs.cards[0], False)
    if kind == "revealed":
        states = [h]
        for key in obs.cards:
            states = [n for s in states for n in _card(s, obs.seat, key, True)]
        return states
    if kind == "hand":
        return _hand(h, obs.seat, obs.cards[0] if obs.cards else None)
    if kind == "deck_visible":
        if not h.flipped:
            return []
        h.visible = obs.cards[0] if (obs.cards and h.deck) else None
        _ev(h, "deck_visible", cards=obs.cards)
        return [h]
    if kind == "face_up":
        if h.players != 2 or h.round == 0 or len(h.face_up) >= rules.TWO_PLAYER_FACE_UP:
            return []
        h.face_up.append(obs.cards[0])
        _ev(h, "face_up", cards=obs.cards)
        return [h]
    if kind == "not_face_up":  # a face-up reading dropped (the player's key outranks it)
        if h.players != 2 or obs.cards[0] not in h.face_up:
            return []
        h.face_up.remove(obs.cards[0])
        return [h]
    if kind == "aside_taken":
        if h.wait[0] != "aside":
            return []
        _take_aside(h)
        return [h]
    if kind == "new_round":
        if h.wait[0] != "deal":
            return []
        for seat, check, _ in h.late:  # a self-out's hand owed past the round's end
            if check == SAID_OUT:  # (round_over_owed), never read (fresh QA60 HIGH-1)
                _ev(h, "hand_unread", seat=seat)
        start_round(h)
        return [h]
    if kind == "lost":
        # the round played to its end while the companion waited (a long stall the table
        # played past, companion.app.stall_lost): no winner known, no token given; its
        # last winner, who starts the next round, is told by that round's first card
        if not h.in_round:
            return []
        h.round_winners, h.play, h.resolving = (), None, None
        h.wait = ("deal",)
        _ev(h, "round_lost", value=h.round)
        return [h]
    if kind == "hand_unseen":  # a knocked-out hand gathered unseen (hold_lost)
        late = hand_unseen(h, obs.seat)
        return [late] if late is not None else []
    if kind == "first":
        # between rounds (``deal``), any seat: the table played rounds the companion lost,
        # whose last winner starts (seed 002 "Starting the Next Round"; QA49 HIGH-1)
        if not (h.wait[0] == "deal" and h.round > 0 and 0 <= obs.seat < h.players
                or h.wait[0] == "first" and obs.seat in h.wait[1]):
            return []
        h.first = obs.seat
        h.wait = ("deal",)
        _ev(h, "first_player", seat=obs.seat)
        return [h]
    if kind == "rlyeh":
        if h.wait[0] != "rlyeh":
            if h.rlyeh_seen is not None and h.rlyeh_seen[1] == obs.value:
                h.rlyeh_seen = None  # the table showed it already: nothing more to say
                return [h]
            return []
        seat = h.wait[1]
        h.rlyeh_owner = None
        _ev(h, "rlyeh_choice", seat=seat, value=obs.value)
        if obs.value:
            showdown(h)
        else:
            start_turn(h, seat)
        return [h]
    if kind in ("out", "in"):
        if not h.in_round and not h.round_winners:
            return []
        if h.out[obs.seat] != (kind == "out"):
            return []
        if kind == "in" and h.in_round:
            tell_still_in(h, obs.seat)
        return [h]
    if kind == "not_hand":
        # "was that Bob's hand?" answered no: the card was not his knocked-out hand, and
        # his play may still knock him out (QA38 #1); "still in" is the tracker's to tell
        if not h.in_round or hand_laid(h, obs.seat):
            return []
        return [h]
    if kind == "was_hand":
        # The was_hand question: was the card seat's knocked-out hand (seat out, its hand
        # laid: hand_laid) or its play or Sanity check card? Main kept the accounts whose
        # game ended for "yes"; a self-out play that ended the round and the game, its
        # hand owed (round_over_owed), is a "no" (k60b: arkham-classic 2p seed 34, arkham
        # 5p seed 20: "yes" kept that play, the guessed hand's account dropped)
        laid = hand_laid(h, obs.seat) and h.wait[:2] != ("check", obs.seat)
        return [h] if laid == obs.value else []
    return _answer(h, obs)
