"""The cards entered by key (Enter and its rank), the camera not reading them, that lie in
a zone in the round in progress: a resumed table leaves them out of the log's cards that
count for a clear, as the live table does (rev-res69, MEDIUM).

Live, only the cards the camera reported count for a table seen cleared (QA15 #2:
:meth:`~companion.app.mid_cleared.MidCleared._cleared_mid_round`, the zone less
:meth:`KnownCards.entered <companion.app.known_cards.KnownCards.entered>`). A resumed
table's camera starts empty, so the log's cards unread since the resume count instead
while the open question decides whether the round is over
(:meth:`~companion.app.mid_cleared.MidCleared._log_end_asked`, res69); a round whose cards
were all entered by key (a worn deck, glare), its cards still lying and still unread, was
said "The table was cleared …" after 2.5 s, false. Each such card's log line now carries
``"keyed": true`` (:meth:`SessionLog.record <companion.session_log.SessionLog.record>`),
the session keeps them (:attr:`TableSession.keyed_as
<companion.app.session.TableSession.keyed_as>`, filled from :attr:`Resumed.keyed
<companion.session_log.Resumed.keyed>` at a resume), and :func:`keyed_in_zone` names them
for :meth:`KnownCards.logged_unread <companion.app.known_cards.KnownCards.logged_unread>`.
A log written before session 70 has no such mark: every card counts, as before."""
from __future__ import annotations


def keyed_in_zone(session, seat: int) -> tuple[tuple[str, ...], ...]:
    """The candidates (card keys; several when Enter's rank had several, the answer to
    "which card?" choosing one) of each card entered by key into ``seat``'s zone (0-based)
    in the round in progress of ``session``'s tracker (its history since the newest
    ``start`` or ``new_round`` input), oldest first: the inputs ``session.keyed_as``
    holds (by identity) that are still in the history. Raises nothing."""
    keyed = getattr(session, "keyed_as", None)
    if not keyed:
        return ()
    history = session.tracker.history
    begun = max((i for i, (obs, _) in enumerate(history)
                 if obs.kind in ("start", "new_round")), default=0)
    return tuple(tuple(obs.cards) for obs, _ in history[begun + 1:]
                 if id(obs) in keyed and keyed[id(obs)] is obs and obs.kind == "card"
                 and obs.seat == seat)


def keyed_from_log(history, indices) -> dict:
    """``{id(observation): observation}`` of ``history``'s entries (a tracker's
    :attr:`~companion.tracker.tracker.Tracker.history`) at ``indices`` (:attr:`Resumed.keyed
    <companion.session_log.Resumed.keyed>`), the cards a resumed log entered by key; an
    index beyond the history is skipped."""
    return {id(history[i][0]): history[i][0] for i in indices if 0 <= i < len(history)}


__all__ = ["keyed_from_log", "keyed_in_zone"]
