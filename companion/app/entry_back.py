"""Minus twice after the camera's hint on a card entered by key takes that entry back, under
the inputs built on it (session 72, trust72; fresh QA70 M3, run hb4).

handB (the d491 demo with a hand over Bob's zone from his first play on), Enter 5 at frame 75
(The Musician; truth: The Entertainer): the table built Carol's cards on it, and at the lift
the camera read The Entertainer at the entered card's place: "The camera reads The
Entertainer in Bob's zone where The Musician was entered: check it; slash to correct." (no
question open: no hold, :mod:`companion.app.differs_hold`). The player pressed minus twice to
take the wrong entry back; it undid the newest input, the camera's Sailor (refused, waiting
behind Carol's Tommy Gun): "Undone: The Sailor, which was not counted." "The Sailor in Bob's
zone: take it away, or it stays left out." (a real play lost), and the round stalled.

The rule (:func:`entry_hinted`): while that hint stands (the latest line offering slash,
:meth:`~companion.app.differs_slash.DiffersSlash.differs_back`'s note), its card entered by
key in the round in progress, no question open, and the table took nothing since the hint
(only cards it refused), minus twice takes the entered card back (:func:`undo_entry_under`):
the inputs after it undone unsaid, the entry undone as the newest ("Undone: The Musician in
Bob's zone."), the cards the table had taken after it read again in their order; the
camera's card read at the entered place (counted for the entry) and the cards it refused are
watched as left cards, given once they fit (:meth:`~companion.app.table_undo.TableUndo.
_entry_undone`, :meth:`~companion.app.left_back.LeftBack._taken_again`). Rule source: none
of the game's; the keys: docs/keys.en.md (minus twice, slash).

Used by :meth:`~companion.app.undo_key.UndoKey._key_undo` (a mixin of
:class:`~companion.app.session.TableSession`). No I/O.
"""
from __future__ import annotations

from companion.app.cards_order import card_observation
from companion.tracker import observations as o


def entry_hinted(session) -> int | None:
    """The history index of the card entered by key that ``session``'s (a
    :class:`~companion.app.session.TableSession`) standing camera-differs hint named
    (:attr:`~companion.app.differs_slash.DiffersSlash._differs`), when minus twice is for
    it: the hint the latest line offering slash, heard or being said, its card still in
    the history and in the round in progress (nothing corrected since), entered by key
    (:attr:`~companion.app.session.TableSession.keyed_as`), no question open, and only
    cards the table refused taken since the hint; else ``None``. Not for a card entered
    before a resume (one of the log's, :attr:`~companion.app.session_resume.SessionResume.
    keyed_logged_ids`): the cards the undo reads again are then the log's and the resumed
    camera's, read in another order (rev-trust72: the camera's Sailor, seen after the
    resume, was given as the Musician's discard, "Bob discards The Sailor.", false): the
    ordinary undo takes the newest input there, slash corrects the entry. Raises
    nothing."""
    differs = getattr(session, "_differs", None)
    if differs is None or session.tracker.question is not None:
        return None
    entry, offers, _said, size, _keys = differs
    keyed = getattr(session, "keyed_as", None) or {}
    if offers != session._slash_offers or keyed.get(id(entry[0])) is not entry[0] \
            or session._back_of(entry, size) is None:
        return None
    if id(entry[0]) in getattr(session, "keyed_logged_ids", frozenset()):
        return None  # entered before a resume: the ordinary undo (rev-trust72, fixt72)
    tracker = session.tracker
    history = tracker.history
    at = next((i for i in range(len(history) - 1, -1, -1) if history[i] is entry), None)
    if at is None or entry[0].seat is None or any(
            history[i][0].kind != "card" or not tracker.refused_at(i)
            for i in range(size, len(history))):
        return None
    return at


def undo_entry_under(session, index: int) -> None:
    """Take back the card entered by key at ``session``'s history entry ``index``
    (:func:`entry_hinted`) under the inputs after it: those undone unsaid, the entry undone
    as the newest input and said (:meth:`~companion.app.undo_key.UndoKey._undo_newest`),
    then the cards the table had taken after it read again in their order
    (:meth:`~companion.app.undo_blamed.UndoBlamed._read_again`: refused now, they are
    watched as left cards). The cards it had refused stay watched as they were. Sets
    ``session.undid_blamed`` and ``session.undid_entry`` (its seat, its candidates): the
    live table then gives the camera's reports counted for the entry back as cards of
    their own (:meth:`~companion.app.table_undo.TableUndo._entry_undone`)."""
    tracker = session.tracker
    history = tracker.history
    entered = history[index][0]
    again = [entry[0] for i, entry in enumerate(history[index + 1:], index + 1)
             if entry[0].kind == "card" and not tracker.refused_at(i)]
    # the cards it refused stay watched as left cards: not undone cards to take away
    session.entry_left = frozenset(id(entry[0]) for i, entry in enumerate(
        history[index + 1:], index + 1) if tracker.refused_at(i))
    session.taken_again, session.refused_now, session.still_refused = [], [], []
    session.choice = ()
    with session.news():
        for _ in range(len(history) - 1 - index):
            session.observe(o.undo())
    session._undo_newest(tracker.history[-1][0], ask=False)
    session.undid_blamed = True
    reads = session.entry_reads(entered.seat, tuple(entered.cards)) \
        if getattr(session, "entry_reads", None) is not None else []
    if not reads:  # the camera's reports watched as left cards (table_undo)
        session.undid_entry = (entered.seat, tuple(entered.cards))
    # the camera's card at the entered place read first, in the entry's place
    session._read_again([*(card_observation(entered.seat + 1, read) for read in reads), *again],
                        set())


def entry_reads(table, seat: int, entered: tuple) -> list[tuple[str, ...]]:
    """The camera's reports ``table``'s (a :class:`~companion.app.live.LiveTable`)
    :class:`~companion.app.known_cards.KnownCards` counted for the card entered by key in
    ``seat``'s zone (0-based) as one of ``entered`` (its candidates), each the candidates
    the camera read, oldest first: no longer counted for it (:meth:`~companion.app.
    known_cards.KnownCards.unclaim`), each counted as the camera's report of its own card
    (:meth:`~companion.app.known_cards.KnownCards.claim`), read in the entry's place by
    :func:`undo_entry_under`. Raises nothing."""
    view = table.session.tracker.view()
    reads = table.known.unclaim(view, seat, entered)
    for read in reads:
        table.known.claim(view, seat, read[0])
    return reads


__all__ = ["entry_hinted", "undo_entry_under", "entry_reads"]
