"""An answer in one account (:class:`~.table.TableState`): effect, target, guess, the
set-aside card's holder; the account is kept only if it agrees (:func:`_answer`), and what
the players told is queued right after the play it belongs to (:func:`_told`,
:func:`tell_still_in`, :func:`still_in_after_card`). Split from :mod:`.inference` by job.
"""
from __future__ import annotations

from companion import rules
from companion.engine.effects import EFFECTS
from companion.tracker.events import TableEvent
from companion.tracker.flow import held_told
from companion.tracker.observations import Observation
from companion.tracker.questions import effect_note
from companion.tracker.table import PlayNote, TableState, with_play


def _told(h: TableState, event: TableEvent, note: PlayNote | None = None) -> None:
    """Queue what players told right after the play it belongs to (``note``, default the
    last play): after that play's ``card_played`` when it is still to be announced, else
    before every pending event (those are consequences the table has not shown yet), after
    earlier told events."""
    note = h.play if note is None else note
    pos = 0
    if note is not None:
        for i, e in enumerate(h.events):
            if e.kind == "card_played" and e.seat == note.seat and note.card in e.cards:
                pos = i + 1  # that play's, not the same player's next (QA25 F1)
    while pos < len(h.events) and h.events[pos].kind in ("choice", "still_in"):
        pos += 1
    h.events.insert(pos, event)


def tell_still_in(h: TableState, seat: int) -> None:
    """Queue "``seat`` is still in." in account ``h`` right after the play it follows
    (the players told it, or their answer left no account with ``seat`` out)."""
    _told(h, TableEvent("still_in", seat=seat))


def still_in_after_card(h: TableState, seat: int, cards: tuple) -> None:
    """Move the newest "``seat`` is still in." of account ``h`` (``still_in``, queued by
    :func:`tell_still_in` after the last play) back to right after ``seat``'s own
    ``card_played`` of one of ``cards`` when that play is still to be announced: the
    answer "no, still in" to "was that Carol's hand?" (the question's ``cards``, the card
    read in ``seat``'s zone) follows the card it asks about, not the later plays taken
    while it was open. Fresh QA61 LOW-2 (fr, g2 run 1): "Alice: The Dilettante." / "Carol
    is still in." / "Alice is out.", the Dilettante laid after Carol's Nightgaunt. Nothing
    moves when that play is said already, or comes after it; ``seat`` 0-based."""
    told = [i for i, e in enumerate(h.events) if e.kind == "still_in" and e.seat == seat]
    play = next((i for i, e in enumerate(h.events) if e.kind == "card_played"
                 and e.seat == seat and set(e.cards) & set(cards)), None)
    if not told or play is None or play > told[-1]:
        return
    event = h.events.pop(told[-1])
    pos = play + 1
    while pos < len(h.events) and h.events[pos].kind in ("choice", "still_in"):
        pos += 1
    h.events.insert(pos, event)


def _renote(h: TableState, old: PlayNote, new: PlayNote) -> None:
    """Put ``new`` in place of the play note ``old`` (the last play or an earlier one)."""
    if old is h.play:
        h.play = new
    else:
        i = next(i for i, n in enumerate(h.earlier) if n is old)
        h.earlier = h.earlier[:i] + (new,) + h.earlier[i + 1:]


def _answer(h: TableState, obs: Observation) -> list[TableState]:
    """Effect, target, guess: keep this hypothesis only if it agrees with the answer."""
    note = h.play
    if note is None:
        return []
    if obs.kind == "effect":
        # told after later cards, it goes with the play asked about: that seat's newest
        # play (QA17 #5: Insane R'lyeh flips the deck, which no camera sees, and Carol
        # played before the answer), of the card named in the answer (QA25 F1: Insane
        # Stowaway's second play came before the answer, which was taken for it)
        told = effect_note(h, note.seat if obs.seat is None else obs.seat,
                           obs.cards[0] if obs.cards else None)
        if told is None or obs.value not in told.sides:
            return []
        _renote(h, told, with_play(told, sides=frozenset((obs.value,))))
        _told(h, TableEvent("choice", seat=told.seat, cards=(told.card,), value="effect",
                            info=obs.value), told)
        return [h]
    if obs.kind == "target" and obs.cards:  # the holder question (QA30 F2)
        told = next((n for n in (h.play, *reversed(h.earlier)) if n.card == obs.cards[0]),
                    None)
        if told is None or not (told.target == obs.seat or (
                told.target is None and obs.seat in told.valid)):
            return []
        _renote(h, told, with_play(told, target=obs.seat))
        taken = TableEvent("aside_taken", seat=obs.seat,
                           cards=(rules.set_aside_face_up(h.edition),))
        _told(h, taken, told)
        held_told(h, obs.seat, taken.cards[0])
        return [h]
    if obs.kind == "target":
        if note.target == obs.seat or (note.target is None and obs.seat in note.valid):
            h.play = with_play(note, target=obs.seat)
            _told(h, TableEvent("choice", seat=note.seat, cards=(note.card,), value="target",
                                info=obs.seat))
            return [h]
        return []
    if obs.kind == "guess":
        if not any(EFFECTS[(note.card, s)].guess for s in note.sides):
            return []
        g = obs.value
        if g not in rules.guess_values(h.edition):
            return []
        if note.ko_rank is not None:
            if not (note.ko_rank == g or (note.guess_kind == "guess_insane"
                                          and note.ko_rank == 1)):
                return []
        h.play = with_play(note, guess=g)
        _told(h, TableEvent("choice", seat=note.seat, cards=(note.card,), value="guess",
                            info=g))
        return [h]
    return []
