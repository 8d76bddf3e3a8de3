"""A card entered by key that the camera has not read yet is the player's word, not a fact:
what the table builds on it is said as resting on it (session 72, trust72; fresh QA70 M3,
QA69 M5, rev-wrong71's third HIGH).

While a hand hides a zone, the player enters the unseen play with Enter and its rank
(:mod:`companion.app.enter_key`); the table then builds on that rank until the camera reads
the place. handB (the d491 demo with a hand over Bob's zone from his first play on), Enter 5
at frame 75 (The Musician; truth: The Entertainer): "Carol discards the Investigators."
(her play, taken as the Musician's discard) and "Carol's Tommy Gun: the Necronomicon, from
the deck into Carol's zone." were said as fact before the camera could read Bob's zone.

The rule: while the round in progress holds a card entered by key (:attr:`TableSession.
keyed_as <companion.app.session.TableSession.keyed_as>`) at a place of its zone the camera
has not reported (:meth:`KnownCards.entered_places <companion.app.known_cards.KnownCards.
entered_places>`), in a zone the camera shows no card of (a hand over it) and gave no card
of since, entered unasked as the play the table awaits there (not the card an Enter prompt
of its zone asked for, nor an effect's card: :func:`note_keyed`), each line of a later
camera card that the entered card decides (:data:`RESTS`: a forced discard, a card an
effect turns up, and the results the table reckons, :data:`~companion.app.kept_results.
KEPT_RESULTS`) is said with the entry as its condition:
"If Bob's card is The Musician: Carol discards the Investigators." (``app.entry_if``). So
is a later play in a zone whose card was so said as the entry's forced discard: which of
that zone's cards is the play is what the entered card decides ("If Bob's card is The
Musician: Carol: the Tommy Gun."; rev-trust72 HIGH, fixt72). Once
the camera reads the place (its own card, or another one: the camera-differs hold and the
kept entry's hedge take over, :mod:`companion.app.differs_hold`,
:mod:`companion.app.kept_results`), the lines are said as before. One hedge a line: a line
said with its own check or hedge is left as it is.

So too the answer that keeps an entered card against the camera's reading (the hold's
question answered: "yes, Bob's hand" while the camera reads The Musician where The Boxer
was entered): its own results are said as resting on the card kept (``app.kept_if``: "If
the card you kept is right: Carol wins the round and has 1 Sane."; QA69 M5), as the lines
after it are (:mod:`companion.app.kept_results`).

:func:`entry_unread` and :func:`answer_keeps` read the live table; :func:`word_said` is
used by :meth:`~companion.app.session_speech.SessionSpeech.announce` through the session's
``rests_on_entry`` (set by :func:`~companion.app.state_session.wire_session`). No I/O.
"""
from __future__ import annotations

from dataclasses import dataclass

from companion.cards import card
from companion.narration.catalog import message
from companion.app.kept_results import KEPT_RESULTS, kept_said

#: event kinds whose line the entered card decides when a later input brings it: a forced
#: discard (The Musician's), a card an effect turns up (Tommy Gun, R'lyeh), and the results
#: the table reckons (a Sanity check, its result, the cards left, out, the round's end)
RESTS = KEPT_RESULTS | {"card_discarded", "card_revealed"}


@dataclass(frozen=True)
class EntryWord:
    """A card entered by key the camera has not read: ``seat`` (0-based) of its zone,
    ``key``: the card the zone holds there (one of the entry's candidates), ``entry``: the
    entered input (:class:`~companion.tracker.observations.Observation`), ``kept``: true
    for an answer keeping an entered card against the camera (:func:`answer_keeps`): its
    lines say ``app.kept_if``, not ``app.entry_if``."""

    seat: int
    key: str
    entry: object = None
    kept: bool = False


def note_keyed(session, obs) -> None:
    """Enter's card ``obs`` (a ``card`` observation, seat 0-based) is being taken (before the
    tracker applies it): noted in ``session.keyed_unseen`` (ids) when it is a play (or a
    hand) the table awaits in its zone (:meth:`~companion.tracker.table_queries.
    TableQueries.waiting` ``"play"``, ``"hand"``), typed unasked: not the card the Enter
    prompt heard last at the press named its zone for (:attr:`~companion.app.enter_heard.
    EnterHeard.enter_prompt`, of this round: a stall's "a card I could not read? Press
    Enter", the camera's "I cannot read a card in Carol's zone", …). An unseen play entered
    while a hand hides it, the player's word (:func:`entry_unread` reads only those); a
    card the table asked for, or an effect's card, is the player's reading of a card in
    view: its lines are said as usual. Raises nothing."""
    tracker = session.tracker
    if obs.seat is None or not tracker.started:
        return
    try:
        kind, seat, _ = tracker.waiting()
    except Exception:  # no wait known: not noted
        return
    prompt = getattr(session, "enter_prompt", None)
    if kind not in ("play", "hand") or seat != obs.seat or prompt is not None \
            and prompt.round == tracker.view().round and obs.seat in prompt.seats:
        return
    session.keyed_unseen = getattr(session, "keyed_unseen", frozenset()) | {id(obs)}


def entry_unread(table) -> EntryWord | None:
    """The newest card entered by key in the round in progress of ``table``'s (a
    :class:`~companion.app.live.LiveTable`) tracker that lies at a place of its zone the
    camera has not reported (:meth:`KnownCards.entered_places <companion.app.known_cards.
    KnownCards.entered_places>`), no card of whose zone the camera gave since (taken or
    refused: the zone seen again, the camera's reading of it holds from then on, read
    otherwise or not), and whose zone the camera's last picture (the watcher's
    ``last_reading``) shows no card of (a hand over it: a zone in view, its entered card
    unread, is a card the camera cannot read, entered as the table asked; no picture yet:
    none), else ``None``. A zone whose cards its inputs do not count
    one by one (a late play put in its place, a card moved) gives none. Raises nothing: a
    tracker bug gives ``None`` (the lines said as before)."""
    session = getattr(table, "session", None)
    keyed = getattr(session, "keyed_as", None)
    if not keyed or not session.tracker.started:
        return None
    try:
        return _newest_unread(table, session, keyed)
    except Exception:  # the lines said as before
        return None


def _newest_unread(table, session, keyed) -> EntryWord | None:
    tracker = session.tracker
    history = tracker.history
    begun = max((i for i, (obs, _) in enumerate(history)
                 if obs.kind in ("start", "new_round")), default=0)
    view = tracker.view()
    unseen = getattr(session, "keyed_unseen", frozenset())
    counts: dict[int, int] = {}
    found: list[tuple[int, int, object]] = []  # (seat, place, input), oldest first
    for i in range(begun + 1, len(history)):
        obs = history[i][0]
        if obs.kind != "card" or obs.seat is None or not obs.cards \
                or not 0 <= obs.seat < len(view.seats):
            continue
        if keyed.get(id(obs)) is not obs:  # the camera's: its zone seen since the entries
            found = [entry for entry in found if entry[0] != obs.seat]
        if tracker.refused_at(i):
            continue
        k = counts.get(obs.seat, 0)
        counts[obs.seat] = k + 1
        if keyed.get(id(obs)) is obs and id(obs) in unseen:
            found.append((obs.seat, k, obs))
    reading = getattr(getattr(table, "watcher", None), "last_reading", None)
    for seat, k, obs in reversed(found):
        zone = view.seats[seat].zone
        if counts[seat] != len(zone) or zone[k] not in obs.cards:
            continue
        if reading is None or any(s.seat == seat + 1 for s in reading.sightings):
            continue  # the zone in view (not under a hand): the camera's word holds there
        if k in table.known.entered_places(view, seat):
            return EntryWord(seat, zone[k], obs)
    return None


def answer_keeps(table) -> EntryWord | None:
    """The camera-differs hold of ``table`` (:attr:`~companion.app.differs_hold.
    DiffersHold.differs_held`) being ended by the answer the tracker took last, keeping the
    entered card (its newest input the answer right after the hint's: the hold not released
    yet, same round), as an :class:`EntryWord` with ``kept``; else ``None``."""
    held = getattr(table, "differs_held", None)
    if held is None:
        return None
    tracker = table.session.tracker
    history = tracker.history
    if len(history) != held.size + 1 or history[held.size - 1] is not held.entry \
            or tracker.view().round != held.round \
            or (fix := tracker.correction(held.size)) is not None and fix.taken:
        return None
    return EntryWord(held.seat, held.entered[0] if held.entered else "", kept=True)


def rests_on_entry(table) -> EntryWord | None:
    """What the lines of ``table``'s input being said rest on: an answer keeping an
    entered card against the camera (:func:`answer_keeps`), else an entered card the camera
    has not read (:func:`entry_unread`) when that input is a camera card (a key's input's
    own lines, a card entered or an answer, are the player's word said back), else
    ``None``."""
    kept = answer_keeps(table)
    if kept is not None:
        return kept
    word = entry_unread(table)
    history = table.session.tracker.history
    keyed = getattr(table.session, "keyed_as", None) or {}
    last = history[-1][0] if history else None
    if word is None or last is None or last.kind != "card" or keyed.get(id(last)) is last:
        return None  # a key's input (a card entered, an answer): the player's word said back
    return word


def word_said(session, event, brief: str, verbose: str, hedged: bool
              ) -> tuple[str, str]:
    """``brief`` and ``verbose`` (the two forms of ``event``'s line, a
    :class:`~companion.tracker.events.TableEvent`) as said: led by the entry they rest on
    (``app.entry_if``: "If Bob's card is The Musician: Carol discards the Investigators.";
    an answer keeping an entered card against the camera: ``app.kept_if``) when ``event``
    is of :data:`RESTS`, or a play (``card_played``) in a zone whose earlier card was said
    as the entry's forced discard (:func:`_reshaped`), and the session's
    ``rests_on_entry()`` gives an :class:`EntryWord`; as they are otherwise, or when the line is ``hedged`` already (its
    own check or hedge: one hedge a line). Raises nothing."""
    rests = getattr(session, "rests_on_entry", None)
    if hedged or event.hedge or rests is None \
            or event.kind not in RESTS and event.kind != "card_played":
        return brief, verbose
    word = rests()
    if word is None:
        return brief, verbose
    if event.kind == "card_played" and not _reshaped(session, word, event):
        return brief, verbose  # plays are said as usual, but in a zone the entry reshaped
    if word.kept:
        return kept_said(session.lang, brief, verbose)
    if event.kind == "card_discarded" and event.seat is not None:
        _note_reshaped(session, word, event.seat)
    names = session.tracker.names
    player = names[word.seat] if word.seat < len(names) else ""
    name = card(word.key).name(session.lang)
    return (message(session.lang, "app.entry_if_brief", player=player, card=name, line=brief),
            message(session.lang, "app.entry_if", player=player, card=name, line=verbose))


def _note_reshaped(session, word: EntryWord, seat: int) -> None:
    """Note in ``session.entry_reshaped`` that ``seat``'s (0-based) card was said as the
    forced discard ``word``'s entered card decides (its line hedged): ``(id of the entry,
    round, seats)``. Raises nothing."""
    key = (id(word.entry), session.tracker.view().round)
    noted = getattr(session, "entry_reshaped", None)
    seats = noted[2] if noted is not None and noted[:2] == key else frozenset()
    session.entry_reshaped = (*key, seats | {seat})


def _reshaped(session, word: EntryWord, event) -> bool:
    """Whether ``event`` (a ``card_played``) is a play in a zone an earlier card of which
    was said as the forced discard ``word``'s entered card decides (:func:`_note_reshaped`,
    same entry, same round): which card there is the play and which the discard is what
    the entered card decides (rev-trust72 HIGH: "Carol: the Tommy Gun." said as fact, her
    Investigators taken as the entered Musician's discard; truth: the Tommy Gun was the
    discard of Bob's real Musician)."""
    if word.kept:
        return False  # the kept entry's own rule: plays said with their check (kept_results)
    noted = getattr(session, "entry_reshaped", None)
    return noted is not None and noted[:2] == (id(word.entry), session.tracker.view().round) \
        and event.seat in noted[2]


__all__ = ["RESTS", "EntryWord", "note_keyed", "entry_unread", "answer_keeps", "rests_on_entry",
           "word_said"]
