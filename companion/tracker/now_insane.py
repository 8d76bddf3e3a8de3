"""When a player is said "now Insane" in one account (:class:`~.table.TableState`): the
first Other World card laid in their zone (:func:`went_insane`), a played card's once its
effect is over (:func:`insane_after_effect`; seed 002 "State of Mind", RULINGS A9, A12),
which lines are still unsaid (:func:`insane_unsaid`), and which stay said after an undo
(:func:`insane_said_stays`). Split from :mod:`.flow` by job.
"""
from __future__ import annotations

from companion import rules
from companion.tracker.account_events import _ev
from companion.tracker.table import TableState


def went_insane(h: TableState, seat: int, was_insane: bool) -> None:
    """Say that ``seat`` is driven Insane when the card just laid in their zone is the
    first Other World card there (seed 002 "State of Mind"; RULINGS A9: a Tommy Gun card
    or a forced discard too; QA32 F1: it was never said). Not said for a player out
    (their hand laid face up), ``was_insane`` already, or told already this round
    (:attr:`~.table.TableState.insane_told`)."""
    if not was_insane and not h.out[seat] and h.insane(seat) and seat not in h.insane_told:
        h.insane_told = h.insane_told | {seat}
        _ev(h, "now_insane", seat=seat)


def insane_after_effect(h: TableState) -> None:
    """Say that the player whose played card is resolving (``h.resolving``) is driven
    Insane by it (its first Other World card) once its effect is over: the card enters the
    zone only then (seed 002 "State of Mind": "When you play an Other World card, it does
    not enter your discard zone until after its effects resolve"; docs/rulings.md 9). So
    it is not said when that effect put the player out, nor when it ended the round: the
    player won it Sane (RULINGS A12; session 40, QA by ear, Deep One: "Alice is now
    Insane." / "Bob is out, with The Sailor." / "Alice wins the round and has 1 Sane.";
    Stowaway: "Bob cae en la locura." / "Alice queda fuera." / "Bob gana la ronda y tiene
    1 ficha del lado cuerdo."). Called as the turn ends (:func:`~.flow.end_turn`), and by a Tommy
    Gun's or R'lyeh's last deck card, before the chosen player's own line (QA39 L2: the demo
    says "Fay is now Insane." then "Carol is now Insane."); said once
    (:func:`went_insane`)."""
    if h.resolving is None:
        return
    seat, at = h.resolving
    zone = h.zones[seat]
    if _drives_insane(zone, at):
        went_insane(h, seat, False)


def _drives_insane(zone: list[str], at: int) -> bool:
    """Whether card ``at`` of ``zone`` is its first Other World card (seed 002 "State of
    Mind")."""
    return at < len(zone) and not rules.is_insane(zone[:at]) and rules.is_insane(zone[:at + 1])


def insane_unsaid(h: TableState) -> set[int]:
    """The seats Insane in ``h`` whose "now Insane" was not said yet: held among its
    events not said, or its card's effect still resolving (:func:`insane_after_effect`).
    A correction replays it for them (:func:`~.corrected.told`)."""
    seats = {e.seat for e in h.events if e.kind == "now_insane"}
    pending = insane_once_resolved(h)
    return seats if pending is None else seats | {pending}


def insane_once_resolved(h: TableState) -> int | None:
    """The seat (0-based) whose play, its effect still resolving, is the first Other World
    card of their zone, not told Insane yet: Insane only once that effect is over (seed
    002 "State of Mind": the card enters the zone after its effects resolve; RULINGS
    A12); ``None`` when there is none."""
    if h.resolving is not None and h.resolving[0] not in h.insane_told:
        seat, at = h.resolving
        if _drives_insane(h.zones[seat], at):
            return seat
    return None


def insane_said_stays(restored: list[TableState], undone: list[TableState],
                      answer: bool = False) -> None:
    """An undo back from the accounts ``undone`` to ``restored`` (the accounts before the
    input undone): a "now Insane" that input said stays said. Such a seat is told and not
    unsaid (:func:`insane_unsaid`) in every account of ``undone``, and in an account of
    ``restored`` has its Other World card in the zone already (seed 002 "State of Mind":
    the card that makes them Insane was not the input undone) but no line said yet (not
    told, or its line held among the events). Those accounts are changed in place (told,
    the held line dropped), so the same input given again, or another, does not say it
    again. It is said once per card that makes the player Insane: undoing that card takes
    the line back with it, and the card seen again says it again. So does an ``answer``
    (an :data:`~.observations.ANSWER_KINDS` input) undone back to accounts of which one
    neither tells that line nor has the player Insane and still in: given again, it says
    again the play it made (QA59 M1: the answer that made the Shoggoth Bob's play, not his
    hand, undone and given again: "Bob: the Shoggoth." without "Bob is now Insane."; in the
    account "Bob's hand" he is out). A card read again after its undo is said as the
    reading undone, its Insane line not again (tests/companion/tracker/
    test_undone_discard.py). Session 41 (lows41):
    "Ann is now Insane.", held for the answer the next card's question asked, was said
    again when that answer was undone and given again; a Tommy Gun's last card too."""
    said = set.intersection(*({s for s in h.insane_told if s not in insane_unsaid(h)}
                              for h in undone)) if undone else set()
    # after an answer, only a line every account restored tells (said, held, its card
    # resolving) or will (Insane, still in): one the answer made true goes with it (QA59 M1:
    # the answer "not Bob's hand" made Bob's Shoggoth a play; in the account "Bob's hand"
    # Bob is out, never told Insane)
    said = {s for s in said if not answer or all(
        s in h.insane_told or s in insane_unsaid(h) or (h.insane(s) and not h.out[s])
        for h in restored)}
    for h in restored:
        held = insane_unsaid(h)
        stays = {s for s in said if h.insane(s) and (s not in h.insane_told or s in held)}
        if stays:
            h.insane_told = h.insane_told | stays
            h.events = [e for e in h.events if e.kind != "now_insane" or e.seat not in stays]
