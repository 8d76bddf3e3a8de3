"""What the accounts of the table a tracker keeps differ on (an open "Which card is it?"
read, an unanswered question): public facts that must not be said as fact (QA12 F6 for the
zones, QA13a F13 for the state of mind and the ``resume --json`` output). No I/O.
"""
from __future__ import annotations

from typing import Sequence

from companion import rules
from companion.tracker.insane_told import told_view
from companion.tracker.table import TableState

#: The per-seat facts of :class:`~companion.engine.views.SeatView` compared here (the zone
#: is compared place by place: ``Tracker.zone_reads``).
SEAT_FACTS = ("out", "insane", "protected", "immune", "tokens")


def unsure_facts(accounts: Sequence[TableState], seat: int) -> tuple[str, ...]:
    """The names in :data:`SEAT_FACTS` whose value for ``seat`` is not the same in every
    account of ``accounts`` (e.g. ``("insane",)`` when a card read as The Dilettante or
    Cthulhu is open: seed 002 "State of Mind"; Insane as each account tells it,
    :func:`~.insane_told.told_view`), in :data:`SEAT_FACTS` order; ``()`` with one
    account or none.

    Raises:
        IndexError: no such seat.
    """
    seats = [told_view(h).seats[seat] for h in accounts]  # Insane as told (QA60 M3)
    return tuple(f for f in SEAT_FACTS
                 if len({getattr(s, f) for s in seats}) > 1)


def pending_step(tracker) -> tuple[str, int | None, str | None] | None:
    """What a resumed log's table waits for, as ``(kind, seat, card)`` for
    :func:`companion.narration.narrate.wait_phrase`, or ``None`` when it waits for the
    active player's play or a question is open (the question says it). When the accounts
    kept differ on it (a Boxer with no target told yet: whom it chose and who lost are
    unknown; QA32 F5/F7), ``("effect", the player of the card, its key)``: public only, the
    card was laid face up.

    Raises:
        RuntimeError: no game started.
    """
    if tracker.question is not None:
        return None
    play = tracker.state.play
    if len({repr(h.wait) for h in tracker.hyps}) > 1 and play is not None:
        return "effect", play.seat, play.card
    kind, seat, card = tracker.waiting()
    return None if kind in ("play", "over") else (kind, seat, card)


def awaited_step(tracker) -> tuple[str, int | None, str | None]:
    """What the table waits for, as ``(kind, seat, card)`` for
    :func:`companion.narration.narrate.wait_phrase` (seat 0-based or ``None``; card a
    catalog key or ``None``): ``("effect", the player of the last play, its key)`` while
    no question is open and the accounts kept differ on whose card is awaited, each a
    play or a knocked-out hand (a Boxer
    whose result, who is out, the table has not shown: a tie waits for the next player's
    play, a knock-out for the loser's hand; seed 002 "Card Effects", QA32 F5), else the
    tracker's :meth:`~companion.tracker.table_queries.TableQueries.waiting`, the most
    likely account's (accounts that wait for the same player's card, "Bob's play" or
    "Bob's hand" after Alice's Investigators, name that player's card as before). Fresh
    QA68 L3 (d493, es): "still waiting for Alice's play" was said, one account's guess,
    while Bob's Boxer's result was pending. A compare's tie that gives the turn to an
    Insane player waits for that player's Sanity check, one on an empty deck for the
    showdown (seed 002 "The Deck Runs Out"): counted with the plays and hands then
    (rev-low69, MEDIUM: "still waiting for Alice's Sanity check"); a guess's account
    waiting for a check keeps its phrase (QA58 HIGH-4). Public only: the play was laid
    face up.

    Raises:
        RuntimeError: no game started.
    """
    play = tracker.state.play
    # a compare's tie gives the turn to the next player: an Insane one's Sanity check, or
    # the showdown on an empty deck (rev-low69, MEDIUM: "still waiting for Alice's Sanity
    # check", Bob's Boxer pending)
    compare = any(h.wait[0] == "hand" and h.wait[2:3] == ("compare",) for h in tracker.hyps)
    turn = ("play", "hand", "check", "showdown") if compare else ("play", "hand")
    if tracker.question is None and play is not None \
            and len({h.wait[1:2] for h in tracker.hyps}) > 1 \
            and all(h.wait[0] in turn for h in tracker.hyps):
        return "effect", play.seat, play.card
    return tracker.waiting()


def unsure_header(accounts: Sequence[TableState]) -> tuple[str, ...]:
    """``"deck"`` and/or ``"active"`` when the accounts kept differ on the deck count or
    the active player (a Boxer with no target told: a tie draws for the next player, a
    knock-out waits for the loser's hand; QA32 F5), in that order; ``()`` otherwise."""
    views = [h.view() for h in accounts]
    return tuple(f for f, attr in (("deck", "deck_count"), ("active", "active"))
                 if len({getattr(v, attr) for v in views}) > 1)


def deck_after_draw(h: TableState) -> int:
    """The cards left in ``h``'s deck once the next player has drawn: an account that
    waits for a knocked-out hand (``wait`` ``("hand", …)``: a guess, a compare, a failed
    Sanity check) has not yet made the draw that starts the next turn (seed 002 "Player
    Turn": draw 1 card; the accounts where the turn went on have), so one less, unless
    the deck is empty or the knock-out leaves one player (the round ends: seed 002 "End of
    the Round"). When the next player is Insane or holds R'lyeh, a Sanity check or the
    R'lyeh choice comes before that draw (seed 002 "Sanity Checks"; RULINGS A3, A14): the
    count as it is. A count of cards."""
    if h.wait[0] != "hand" or h.deck == 0 or len(h.alive()) < 2:
        return h.deck
    following = rules.next_seat(h.active, h.out)
    if following is None or h.insane(following) or h.rlyeh_owner == following:
        return h.deck
    return h.deck - 1


def deck_counts(accounts: Sequence[TableState]) -> list[int]:
    """The deck counts the ``accounts`` kept give, each once the next player has drawn
    (:func:`deck_after_draw`), distinct, lowest first: two or more only when the cards
    leave the count open ("was that Bob's hand?": his own play came with his draw, a hand
    knocked out did not; QA41 H1), not when some accounts only wait for a knocked-out
    hand before the next draw (review of lows45: "deck 18-19" after a plain Investigators
    play). When the accounts agree on the deck as it is, that count (a single account
    waiting for a hand says the deck before the next draw, as it did). ``[]`` with no
    account."""
    counts = sorted({h.deck for h in accounts})
    return counts if len(counts) < 2 else sorted({deck_after_draw(h) for h in accounts})
