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
    "which card?" choosing one) of each card a resumed log entered by key into ``seat``'s
    zone (0-based) in the round in progress of ``session``'s tracker (its history since
    the newest ``start`` or ``new_round`` input), oldest first: the inputs
    ``session.keyed_as`` holds (by identity) that are still in the history and that the
    log marked (``session.keyed_logged_ids``). Not a card entered since the resume: it
    lies beyond the log's cards, and its name would take a log's camera card of the same
    name out of the clear's count (rev-res70 LOW: the log's camera Boxer left out for the
    Deep One entered after the resume, Enter 3). Raises nothing."""
    keyed = getattr(session, "keyed_as", None)
    logged = getattr(session, "keyed_logged_ids", frozenset())
    keyed = {k: v for k, v in (keyed or {}).items() if k in logged}
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


def logged_keyed_places(session) -> frozenset:
    """The places of the round in progress that ``session``'s keyed cards
    (:attr:`~companion.app.session.TableSession.keyed_as`: at a resume, the log's
    ``"keyed"`` cards) fill, ``{(round, seat 0-based, index 0 = oldest)}``: each zone's
    cards in the order its card inputs of the round were taken (refused ones left out),
    a keyed input's place when the zone holds one of its candidates there. A zone whose
    cards its inputs do not count one by one (a late play put in its place, a card
    moved) gives none: its cards stay the log's, as before. Raises nothing. Used by
    :attr:`KnownCards.keyed_logged <companion.app.known_cards.KnownCards.keyed_logged>`:
    a resumed card entered by key is said "where … was entered" and its camera card
    read otherwise holds the cards on it, as live (res71; QA69 HIGH-4: the resumed Boxer
    was "where the log has", no hold, the cards given on it)."""
    keyed = getattr(session, "keyed_as", None)
    tracker = session.tracker
    if not keyed or not tracker.started:
        return frozenset()
    history = tracker.history
    begun = max((i for i, (obs, _) in enumerate(history)
                 if obs.kind in ("start", "new_round")), default=0)
    view = tracker.view()
    counts: dict[int, int] = {}
    places: dict[int, list] = {}
    try:
        for i in range(begun + 1, len(history)):
            obs = history[i][0]
            if obs.kind != "card" or obs.seat is None or not obs.cards \
                    or not 0 <= obs.seat < len(view.seats) or tracker.refused_at(i):
                continue
            k = counts.get(obs.seat, 0)
            counts[obs.seat] = k + 1
            if keyed.get(id(obs)) is obs:
                places.setdefault(obs.seat, []).append((k, obs.cards))
    except Exception:  # a tracker bug must not stop a resume: none marked, as before
        return frozenset()
    out = set()
    for seat, found in places.items():
        zone = view.seats[seat].zone
        if counts[seat] != len(zone):
            continue
        out.update((view.round, seat, k) for k, cards in found if zone[k] in cards)
    return frozenset(out)


__all__ = ["keyed_from_log", "keyed_in_zone", "logged_keyed_places"]
