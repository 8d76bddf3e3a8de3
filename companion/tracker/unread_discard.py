"""A forced discard made unread (:func:`discard_unread`): its card and its player unknown,
the seats it may have chosen kept while its card may yet be read late there
(:func:`unread_seats`, :data:`LATE_INPUTS`; :mod:`.late_discard` reads it). Rules: seed 002
card 5, RULINGS O13. Split from :mod:`.inference` by job.
"""
from __future__ import annotations

from companion.tracker.card_laid import _redraw
from companion.tracker.flow import _ev, finish, insane_after_effect
from companion.tracker.table import TableState, UnreadDiscard


def discard_unread(h: TableState) -> TableState:
    """``h`` itself, waiting for a Musician's / Stowaway's (Sane) forced discard
    (:attr:`~.table.TableState.wait` ``("discard", targets)``), with that discard made
    unread: its card and its player unknown (neither named nor counted seen), the draw
    after it counted, the effect over (its player's Insane card said, then the next turn).
    Fresh QA60 HIGH-3 (session 61): Carol's discard, The Entertainer, was never read; the
    next player's own hand read after her held play shows it was made (:func:`.early_card.
    step_held`). Said ``discard_unread`` ("Dan's Stowaway: the discarded card was not
    read."). The seats it may have chosen, its own player not (as :func:`.early_card.
    discard_or_play`), are kept with their zones' counts (:attr:`~.table.TableState.
    unread_discard`): its card may yet be read late there (:mod:`.late_discard`). Rules:
    seed 002 card 5 (Sane: the chosen player discards and draws), RULINGS O13; seed 002
    "State of Mind" (the effect's card enters the zone once it resolved)."""
    play = h.play
    _ev(h, "discard_unread", seat=play.seat if play is not None else None,
        cards=(play.card,) if play is not None else ())
    if play is not None:  # its card may yet be read late, in a zone it may have chosen
        h.unread_discard = UnreadDiscard(play.seat, play.card, h.deck > 0, tuple(
            (s, len(h.zones[s])) for s in h.wait[1] if s != play.seat and not h.out[s]),
            LATE_INPUTS + 1)  # (this input's step counts one)
    insane_after_effect(h)
    _redraw(h, None)
    finish(h)
    return h


def unread_seats(h: TableState) -> tuple[int, ...]:
    """The seats (0-based) in whose zone the forced discard ``h`` made unread
    (:func:`discard_unread`, :attr:`~.table.TableState.unread_discard`) may still be read
    late: chosen may be, still in, nothing laid in their zone since (a card laid on it
    hides it), while :data:`LATE_INPUTS` card inputs have not passed since.
    ``()`` when none (:mod:`.late_discard`)."""
    if not h.unread_discard:
        return ()
    return tuple(s for s, n in h.unread_discard.zones if len(h.zones[s]) == n and not h.out[s])


#: the card inputs after the one that made a forced discard unread during which its card
#: may still be read late (:func:`discard_unread`): the next one only. Engine games (st62,
#: the discard read right after the input that said it unread, 2,700 games, 97 such): as
#: long as its zone is unchanged, a card of that seat's many turns later, out of turn, was
#: taken as that discard ("Player 3 discards the Investigators.", false; 1 in 97), none
#: with the next input only; the false plays were 14 either way (main 61)
LATE_INPUTS = 1


def _unread_kept(n: TableState, card: bool) -> TableState:
    """``n``, a successor just made (changed in place), its unread discard's seats
    (:func:`unread_seats`) those still open (accounts that differ only in seats no card
    can reach any more are one), one card input (``card``) less to wait for it."""
    if n.unread_discard:
        seats = set(unread_seats(n))
        kept = tuple(e for e in n.unread_discard.zones if e[0] in seats)
        left = n.unread_discard.left - card
        n.unread_discard = n.unread_discard._replace(zones=kept, left=left) \
            if kept and left > 0 else ()
    return n
