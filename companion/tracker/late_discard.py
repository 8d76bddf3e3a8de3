"""A forced discard said unread, read late: the card is that discard, not its seat's play.

Review of st61, HIGH (session 62, st62): Ann's Stowaway (Sane) chose Cy; Cy's discard,
The Entertainer, was not read at once; Bob's Dilettante, held as his play or that discard
(:func:`~.early_card.discard_or_play`), then his Urchin in his own zone showed the discard
made unread ("The card Ann made someone discard with the Stowaway was not read.",
:func:`~.unread_discard.discard_unread`). The camera then read Cy's Entertainer: every account
took it as Cy's play ("Cy: The Entertainer.", false) and her real play, The Fed, was
refused. The effect was over in every account, so none had the card as that discard.

Now the account that made the discard unread keeps the seats the effect may have chosen
(:attr:`~.table.TableState.unread_discard`, its own player not, as ``discard_or_play``), and
the next camera card (:data:`~.unread_discard.LATE_INPUTS`), in one of their zones, is also
taken as that discard read late (:func:`late_discards`): laid there,
said "Cy discards The Entertainer.", the effect's target told, the seat's draw as it was;
when Cy's turn had begun (her draw, not her play: ``("play", Cy)``), it begins again after
the discard (a first Other World card there makes it start with a Sanity check); a discard
that knocks its player out (The Dilettante, Cthulhu: RULINGS A10) leaves no draw after it,
and her turn, begun, passes to the next player. The accounts then differ (her play, or
that discard), so nothing is said as fact: the next card tells (her play in her zone, or
the next player's). A card in the next player's zone (Di's, Cy's play awaited) may as
well be Di's own play read before Cy's, hidden under her hand (review of st62, HIGH: "Di
discards The Entertainer." said as fact, false): that account is held too
(:func:`~.early_card._held`), and Di's next card, or the one after hers, tells; so for a
card that knocks out when discarded (The Dilettante, Cthulhu: Di out either way), asked as
"the forced discard, or Di's play?" (:func:`~.questions.late_or_held`; session 63, st63:
"Di discards The Dilettante." was said as fact, her play; asked "was that Di's hand?", a
true discard was then said "probably out"). While Cy's turn waits for its Sanity check's
first card (Cy Insane), Cy's card may be that discard too: her turn, check and all, begins
again after it (st63: taken as her check's card, "Cy passes.", her play then refused).
While the table waits for another seat's knocked-out hand (the active player's compare or
guess, a failed check), the card may be that discard too, read before the hand, which is
still awaited after it (session 67, st67: Bob's Boxer compare lost by Di, Cy's discard read
before Di's hand was said "Cy: The Fed.", her play); a discard that puts its player out,
one player left in, leaves that hand awaited: it ends the round (review of st67: Bob's Boxer
compare lost by Ann, Cy's Cthulhu read late; no account had it, "Ann passes." said for Ann's
hand). Not while another card is held or a knocked-out hand owed
(:attr:`~.table.TableState.early`, :attr:`~.table.TableState.late`), nor while the table
waits for anything else (a check begun, an effect's cards), nor on a deck shown face up
(R'lyeh: the draw undone would hide its card). In a zone further on than the next
player's (6 players), no account but that discard takes the card: said at once (a play
read two turns early would be said a discard: ``test_st63_late_discard``'s strict xfail).

Rules: seed 002 card 5 (Sane: the chosen player discards their hand and draws), RULINGS
A10, O13; seed 002 "Player Turn", "State of Mind" (an Insane player's turn starts with a
Sanity check). No I/O.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from companion import rules
from companion.tracker.early_card import _held, _next_player
from companion.tracker.flow import (_ev, end_round, knock_out, round_over_owed, start_turn,
                                   went_insane)
from companion.tracker.inference import copies_seen, max_copies, unread_seats
from companion.tracker.observations import Observation
from companion.tracker.table import TableState


def late_discards(hyps: Sequence[TableState], obs: Observation) -> list[TableState]:
    """The accounts, one from each of ``hyps`` that may take it, where the camera card
    ``obs`` (one key) is the forced discard made unread (:attr:`~.table.TableState.
    unread_discard`), read late in a zone the effect may have chosen, nothing laid there
    since; ``[]`` for any other input. ``hyps`` are not changed."""
    if obs.kind != "card" or obs.seat is None or len(obs.cards) != 1:
        return []
    return [n for h in hyps for n in _late(h, obs.seat, obs.cards[0])]


def _late(h: TableState, seat: int, key: str) -> list[TableState]:
    """``[h]`` stepped with ``key`` as the unread discard read late in ``seat``'s zone
    (see the module docstring), or ``[]`` when ``h`` cannot take it so."""
    if seat not in unread_seats(h) or h.early or h.late or h.end_held \
            or not _awaits_turn(h, seat) or key == h.aside \
            or copies_seen(h, key) >= max_copies(h.edition, key):
        return []
    restart = h.wait[1] == seat  # her turn began after the discard: its draw undone
    if restart and h.flipped:
        return []
    check = h.wait[0] == "check"  # begun with her Sanity check: no draw made yet
    # a card in the next player's zone may as well be their play, read before the one
    # awaited (hidden under a hand): held so, beside the late discard, the accounts differ
    # and the next card tells (review of st62, HIGH: Di's Entertainer, her play read before
    # Cy's, said "Di discards The Entertainer." as fact); a card that knocks out when
    # discarded too (The Dilettante, Cthulhu: Di out either way), the question then the
    # discard or her play (:func:`~.questions.late_or_held`; st63)
    early = [_held(h, seat, key)] if not restart and _next_player(h, seat, key) \
        else []
    who, card, from_deck = h.unread_discard.seat, h.unread_discard.card, \
        h.unread_discard.from_deck
    b = h.copy()
    b.unread_discard = ()
    if restart and not check:
        b.deck += 1
    was_insane = b.insane(seat)
    b.zones[seat].append(key)
    _target(b, who, card, seat)
    _ev(b, "card_discarded", seat=seat, cards=(key,))
    if rules.knocks_out_when_discarded(b.edition, key, played=False) \
            and knock_out(b, seat, has_hand=False) == "done":
        # out: no draw after the discard (seed 002 card 5, RULINGS A10)
        if from_deck:
            b.deck += 1
        else:
            b.face_down = True
        alive = b.alive()
        if len(alive) == 1 and b.wait[0] == "hand":
            # another seat's knocked-out hand still awaited: that hand ends the round
            # (:func:`~.flow.finish`), one its own card put out at once, the hand owed
            # (:func:`~.flow.round_over_owed`); ended here, the hand awaited was lost and
            # its card later asked as a hand once more (review of st67: Bob's Boxer compare
            # lost by Ann, Cy's Cthulhu read late, Bob alone in; no account had it, "Ann:
            # Sanity check, 1 card." "Ann passes." said for Ann's hand, the round unended)
            return [round_over_owed(b), *early]
        if len(alive) == 1:
            end_round(b, tuple(alive))
        elif restart:
            start_turn(b, rules.next_seat(seat, b.out))
        return [b, *early]
    went_insane(b, seat, was_insane)
    if check and restart:
        # her turn, begun with its Sanity check, begins again after the discard: the
        # check's size counts the Other World cards now in her zone (seed 002 "State of
        # Mind"; said again only when it changed; st63)
        said = len(b.events)
        start_turn(b, seat)
        b.events[said:] = [e for e in b.events[said:] if e.kind != "turn_started"
                           and not (e.kind == "sanity_check" and e.count == h.wait[2])]
    elif restart and b.insane(seat) and not was_insane:
        said = len(b.events)  # her turn again, with its Sanity check ("Cy." said once)
        start_turn(b, seat)
        b.events[said:] = [e for e in b.events[said:] if e.kind != "turn_started"]
    elif restart:
        b.deck -= 1  # her draw stands
    return [b, *early]


def _awaits_turn(h: TableState, seat: int) -> bool:
    """Whether ``h`` waits for the active player's play, or for the first card of their
    Sanity check (none revealed yet: the turn just begun, seed 002 "State of Mind"), the
    times a forced discard read late may still come (st62; the check, st63: a chosen
    Insane player's discard read late was taken as her check's card, "The Investigators."
    "Player 3 passes.", false, 5 of the 14 false plays of st62's measure); or for the
    knocked-out hand of a seat other than ``seat`` (the active player's compare lost, a
    guess right, a failed check: seed 002 "Out of the Round"), the discard read in
    ``seat``'s zone before that hand, the hand still awaited after it (session 67, st67:
    arkham-classic 4 players seed 217, Player 2's Deep One, Player 4's hand awaited, Player
    3's forced discard, The Investigators, read late was taken as her play, "Player 3: the
    Investigators." said, false)."""
    w = h.wait
    return w[0] == "play" or (w[0] == "check" and not w[3]) or (
        w[0] == "hand" and w[1] != seat)


def _target(h: TableState, who: int, card: str, seat: int) -> None:
    """The newest play of ``card`` by ``who`` in ``h`` (its note: the last play or an
    earlier one) with no target told gets ``seat`` (changed in place)."""
    if h.play is not None and (h.play.seat, h.play.card, h.play.target) == (who, card, None):
        h.play = replace(h.play, target=seat)
        return
    for i in range(len(h.earlier) - 1, -1, -1):
        note = h.earlier[i]
        if (note.seat, note.card, note.target) == (who, card, None):
            h.earlier = h.earlier[:i] + (replace(note, target=seat),) + h.earlier[i + 1:]
            return
