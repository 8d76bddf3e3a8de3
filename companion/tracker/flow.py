"""The rules as a real table lives them, over one :class:`~.table.TableState`.

The steps of a round and the effects of a played card. :func:`play` returns every
successor state the rules allow when the table does not show which effect or outcome
happened (see :mod:`.inference` for how observations choose among them). Everything the rules imply
without a camera is done here: turn order, draws (the deck count), Sanity checks and their
size, pass or fail, protections and immunity, the deck running out, the showdown, tokens,
the game's end. The rules themselves are the shared functions of :mod:`companion.rules` and
the effect table of :mod:`companion.engine.effects`; sources are named at each step.
"""
from __future__ import annotations

from companion import rules
from companion.cards import Edition
from companion.engine.effects import EFFECTS, has_insane_effect
from companion.tracker.events import TableEvent, question
from companion.tracker.table import NO_TARGET, PlayNote, TableState, with_play

ORIGINAL = Edition.ORIGINAL


def _ev(h: TableState, kind: str, **fields) -> None:
    event = TableEvent(kind, **fields)
    h.events.append(event)
    track_held(h, event)


#: the effects that move or replace a hand (seed 002 "Card Effects"): after one, no hand
#: seen earlier is known any more
_HAND_MOVES = frozenset({"trade", "take_all", "redraw", "steal"})


def track_held(h: TableState, event: TableEvent) -> None:
    """Keep :attr:`~.table.TableState.held` (the hands every player saw) up to date with
    ``event``: set when a chosen player takes the set-aside card (``aside_taken``; seed
    002 card 5, RULINGS O8; seat ``None`` till :func:`held_told` names the taker),
    dropped when that seat plays or discards it, all dropped at a round's start or a play
    whose effect moves a hand (:data:`_HAND_MOVES`, Sane or Insane: the effect told or
    not)."""
    kind, seat = event.kind, event.seat
    if kind == "round_started":
        h.held = ()
    elif kind == "aside_taken" and event.cards:  # taker unknown: ``None``, till told
        h.held = tuple(e for e in h.held if e[0] != seat) + ((seat, event.cards[0]),)
    elif kind == "card_played" and any(
            EFFECTS[(c, m)].behaviour in _HAND_MOVES
            for c in event.cards for m in ("sane", "insane") if (c, m) in EFFECTS):
        h.held = ()
    elif kind in ("card_played", "card_discarded"):
        h.held = tuple(e for e in h.held
                       if e[0] not in (seat, None) or e[1] not in event.cards)


def held_told(h: TableState, seat: int, card: str) -> None:
    """The holder question answered: ``seat`` took the set-aside ``card`` (seed 002 card
    5, RULINGS O8). Kept only while the record of the unnamed taker is (no hand moved nor
    that card played since: told late, after a trade, it names who took it, not who holds
    it)."""
    h.held = tuple((seat, c) if s is None and c == card else (s, c) for s, c in h.held)


def went_insane(h: TableState, seat: int, was_insane: bool) -> None:
    """Say that ``seat`` is driven Insane when the card just laid in their zone is the
    first Other World card there (seed 002 "State of Mind"; RULINGS A9: a Tommy Gun card
    or a forced discard too; QA32 F1: it was never said). Not said for a player out
    (their hand laid face up), ``was_insane`` already, or told already this round
    (:attr:`~.table.TableState.insane_told`)."""
    if not was_insane and not h.out[seat] and h.insane(seat) and seat not in h.insane_told:
        h.insane_told = h.insane_told | {seat}
        _ev(h, "now_insane", seat=seat)


# --------------------------------------------------------------------------- round flow
def start_round(h: TableState) -> None:
    """Deal a round (seed 002 "Setup"; RULINGS O1) and start the first player's turn."""
    n = h.players
    h.round += 1
    h.deck = rules.setup_counts(h.edition, n)["deck"]
    h.zones = [[] for _ in range(n)]
    h.out, h.protected, h.immune = [False] * n, [False] * n, [None] * n
    h.face_up, h.aside, h.visible, h.flipped = [], rules.set_aside_face_up(h.edition), None, False
    h.rlyeh_owner, h.showdown, h.round_winners = None, (), ()
    h.face_down, h.no_card, h.play, h.earlier = True, frozenset(), None, ()
    h.late, h.unread_out, h.unread_discard = (), frozenset(), ()
    h.rlyeh_seen = None
    h.resolving = None
    h.insane_told, h.said_early, h.said_counts = frozenset(), (), ()
    _ev(h, "round_started", seat=h.first, count=h.deck, value=h.round)
    start_turn(h, h.first)


def start_turn(h: TableState, seat: int) -> None:
    """Start of a turn: R'lyeh choice (A3), protection ends, Sanity check (A14, O2), draw.

    Arkham editions: a turn that starts with an empty deck ends the round at once with the
    showdown, before the R'lyeh choice and the Sanity check (RULINGS A1)."""
    h.active = seat
    h.rlyeh_seen = None
    if h.deck == 0 and h.edition is not ORIGINAL:
        showdown(h)
        return
    if h.rlyeh_owner == seat:
        h.wait = ("rlyeh", seat)
        h.events.append(question("rlyeh", seat, ("end", "continue")))
        return
    h.protected[seat] = False
    if h.immune[seat] == "turn":
        h.immune[seat] = None
    _ev(h, "turn_started", seat=seat, count=h.deck)
    if h.insane(seat):
        if h.deck == 0:  # original edition (RULINGS O2): a check that cannot be made
            showdown(h)  # ends the round (Arkham editions never get here, A1 above)
            return
        size = rules.sanity_check_size(h.zones[seat], h.deck)
        _ev(h, "sanity_check", seat=seat, count=size)
        h.wait = ("check", seat, size, ())
        return
    draw(h, seat)


def draw(h: TableState, seat: int) -> None:
    """Draw one card, or the showdown when the deck is empty (RULINGS A1)."""
    if h.deck == 0:
        showdown(h)
        return
    h.deck -= 1
    if h.flipped:
        h.visible = None  # the next visible card comes from the camera (RULINGS A16)
    h.wait = ("play", seat)


def finish(h: TableState) -> None:
    """After an effect: one player left wins the round, else the next turn (seed 002)."""
    alive = h.alive()
    if len(alive) == 1:
        end_round(h, tuple(alive))
    else:
        end_turn(h)


def after_failed_check(h: TableState) -> None:
    """A failed Sanity check knocked its player out: one player left wins the round; a
    deck the check emptied ends the round right after the check (RULINGS A1); else the
    next turn."""
    if h.deck == 0 and len(h.alive()) > 1:
        showdown(h)
    else:
        finish(h)


def end_turn(h: TableState) -> None:
    """The next seat clockwise still in plays; original edition: an empty deck at the end
    of a turn ends the round (RULINGS O2). The played card has resolved: a token counts it
    from now on (RULINGS A12), and its player is said Insane when it drove them so
    (:func:`insane_after_effect`)."""
    insane_after_effect(h)
    h.resolving = None
    if h.edition is ORIGINAL and h.deck == 0:
        showdown(h)
        return
    start_turn(h, rules.next_seat(h.active, h.out))


#: ``check`` of a knocked-out hand whose player was already said out, the hand to follow
#: (a card that puts its own player out: :func:`_b_self_out`).
SAID_OUT = "said"


def knock_out(h: TableState, seat: int, check: str | None = None,
              has_hand: bool = True) -> str:
    """Knock ``seat`` out (seed 002 "Out of the Round"). Returns ``"prevented"``
    (immune, RULINGS A8/O10), ``"wait"`` (their hand must appear face up) or ``"done"``."""
    if h.immune[seat] is not None:
        _ev(h, "knock_out_prevented", seat=seat)
        return "prevented"
    h.out[seat] = True
    h.protected[seat] = False
    if not has_hand or seat in h.no_card:
        _ev(h, "player_out", seat=seat)
        return "done"
    h.wait = ("hand", seat, check)
    return "wait"


#: ``value`` of a ``player_out`` nothing at the table confirms, no hand laid: said "Bob is
#: probably out: the cards tell it, not confirmed." (QA42 H1; ``Tracker.probably_out``)
UNCONFIRMED = "unconfirmed"


def hand_late(h: TableState, say_out: bool = True, unread: bool = False
              ) -> TableState | None:
    """The knocked-out hand ``h`` waits for is not down yet but the table went on: a copy
    of ``h`` where that hand is owed (:attr:`~.table.TableState.late`) and the round
    continues as if it were down (seed 002 "Out of the Round": the player is out whether or
    not the hand is face up yet; QA F26: the next player's card was seen before a slow
    player's hand). ``say_out``: the player is said out at once, "Bob is out.", the hand to
    follow (QA F2: a hand laid late or never left the knock-out unsaid); ``False`` when the
    account is only a doubt the next card settles (:attr:`~.table.TableState.late_next`):
    then it says what the account it doubts says, the player's "now Insane" too when their
    own card's effect put them out (a Deep One compare lost; session 40: held one card
    longer, "P4 is now Insane." came amid the next player's knock-out). ``unread``: the
    camera cannot read that player's zone (no seat marker seen, ``Tracker.unread_seats``):
    only the next player's card tells the out, so it is said :data:`UNCONFIRMED` and the
    seat kept in :attr:`~.table.TableState.unread_out` (review of seats43, QA43 M1: said
    nothing, then "Carol is out" as fact on key 8 once her marker was seen).
    ``None`` when ``h`` waits for no hand."""
    if h.wait[0] != "hand":
        return None
    _, seat, check = h.wait
    h = h.copy()
    h.late = h.late + ((seat, check, h.play),)
    if say_out and check != SAID_OUT:  # one said out already (as fact) stays so
        _ev(h, "player_out", seat=seat, value=UNCONFIRMED if unread else None)
        h.unread_out = h.unread_out | {seat} if unread else h.unread_out
    if not say_out and h.resolving is not None and h.resolving[0] == seat \
            and _drives_insane(h.zones[seat], h.resolving[1]) and seat not in h.insane_told:
        h.insane_told = h.insane_told | {seat}
        _ev(h, "now_insane", seat=seat)
    if check == "check":
        after_failed_check(h)
    else:
        finish(h)
    return h


def round_over_owed(h: TableState) -> TableState:
    """``h``, or, when it waits for the hand of a player whose own card put them out (said
    out with it: :data:`SAID_OUT`, :func:`_b_self_out`) and only one player is left in, a
    copy where the round is over and that hand owed (:func:`hand_late`). The round ends
    when only 1 player is left (seed 002 "End of the Round"), the winner's token tells the
    winner's state of mind (RULINGS A11, A12), and a knocked-out hand resolves no effect
    (seed 002 "Out of the Round", RULINGS A10): nothing in that hand can change the
    result, so the round's end is said at once, the hand when it lands ("Bob's hand: The
    Urchin.", :func:`~.inference._late_hand_card`) or, dealt past, "Bob's hand was not
    read." (``hand_unread``). Fresh QA60 HIGH-1 (r4): "Bob: The Dilettante." / "Bob is
    out." then the round's end waited for his hand, never read; the table cleared, every
    later card was held and the game lost. Not (yet) for a knock-out by another player's
    card or a Sanity check: there the hand still ends the round (QA47 HIGH-1's design).
    The round's end told (``round_ended``, ``first_player``, ``game_won``) is held in
    :attr:`~.table.TableState.end_held`, unsaid until the next input (k61: QA43's rule,
    a knocked-out hand's line never after "wins the round", and QA34 L2's "Bob's hand: the
    Investigators." before "Ann wins", kept when that hand is the next input:
    :func:`~.inference.step`)."""
    if h.wait[0] != "hand" or h.wait[2] != SAID_OUT or len(h.alive()) != 1:
        return h
    told = len(h.events)
    h = hand_late(h)
    # the play that put its own player out is over: its sides (a Sane or Insane Cthulhu,
    # out either way) decide nothing now, so two accounts that differ only there are one
    # (review of k60, MEDIUM: a needless "Sane or Insane effect?" after the round's end)
    h.late = tuple((s, c, None) if c == SAID_OUT else (s, c, n) for s, c, n in h.late)
    h.end_held, h.events = tuple(h.events[told:]), h.events[:told]
    return h


def end_said_stays(restored: list[TableState], undone: list[TableState]) -> None:
    """An undo back from the accounts ``undone`` to ``restored`` (those before the input
    undone, not a correction): a round's end held for a self-out's hand
    (:attr:`~.table.TableState.end_held`, :func:`round_over_owed`) in every account of
    ``restored`` alike, and in none of ``undone``, was said by the input undone (the hand
    read, "Bob's hand: The Urchin." / "Carol wins the round and has 1 Sane.", or the next
    deal, a card entered; the caller checks that no open question held it unsaid in the
    accounts ``undone``: ``Tracker.round_end_held``): it stays said. Those accounts are changed in place (nothing
    held), so the live table does not say it again (``companion.app.end_held``), and an
    undo of the self-out card after it takes back a win and token the players heard
    ("The round is not over any more: its token is taken back."). Review of k61 (minus
    twice after Bob's hand: the round's end said, then Bob's Dilettante undone, said
    nothing of Carol's win and token; the hand's undo alone said the end again after
    ``END_HELD_S``)."""
    held = {h.end_held for h in restored}
    if not undone or len(held) != 1 or not next(iter(held)) \
            or any(h.end_held for h in undone):
        return
    for h in restored:
        h.end_held = ()


def hand_unseen(h: TableState, seat: int) -> TableState | None:
    """The knocked-out hand ``seat`` owes (``h.wait`` ``("hand", seat, check)``) will never
    be seen: the table gathered it with the round's cards (the companion's
    ``hand_unseen``, :mod:`companion.app.hold_lost`). A copy of ``h`` that goes on as if
    it were down (:func:`hand_late`: the player is out whether or not the hand is face
    up, seed 002 "Out of the Round"; one player left wins the round and takes a token,
    seed 002 "The round ends … when only 1 player is left", RULINGS A11, A12; the token
    hangs on the winner's zone, not on that hand), no hand owed any more: a later card in
    that seat is never taken for it. ``None`` when ``h`` waits for no hand of ``seat``."""
    if h.wait[0] != "hand" or h.wait[1] != seat:
        return None
    h = hand_late(h)
    h.late = tuple(e for e in h.late if e[0] != seat)
    return h


def showdown(h: TableState) -> None:
    """Everyone still in reveals their hand (seed 002 "The Deck Runs Out")."""
    alive = tuple(h.alive())
    hands = tuple((s, None) for s in alive if s in h.no_card)
    waiting = tuple(s for s in alive if s not in h.no_card)
    _ev(h, "showdown", info=waiting)
    h.wait = ("showdown", waiting, hands)
    if not waiting:
        _judge_showdown(h, hands)


def _judge_showdown(h: TableState, hands: tuple) -> None:
    h.showdown = tuple(sorted(hands))
    immune = [s for s, _ in hands if h.immune[s] is not None]
    for rank, tied, out in rules.showdown_ties(h.edition, dict(hands), immune):
        if rank >= 0 and out:  # said before the winner (QA30 F1: a 3 beat two 8s, unexplained)
            _ev(h, "showdown_tie", info=tied, value=out, count=rank)
    end_round(h, rules.showdown_winners(h.edition, dict(hands), immune))


def end_round(h: TableState, winners: tuple) -> None:
    """Tokens (A11, A12: without the card whose effect was resolving, seed 002 "State of
    Mind"), the game's end (A13, O5), who starts next (A11, O3)."""
    h.round_winners = winners
    for w in winners:
        resolving = h.resolving[1] if h.resolving and h.resolving[0] == w else None
        h.tokens[w] = h.tokens[w].add(rules.insane_when_won(h.zones[w], resolving))
    _ev(h, "round_ended", info=winners,
        value=tuple((t.sane, t.insane) for t in h.tokens))
    game = rules.game_winners(h.tokens)
    if game:
        end_game(h, game)
    elif len(winners) > 1:
        h.wait = ("first", winners)
        h.events.append(question("first", None, winners))
    else:
        if winners:
            h.first = winners[0]
        h.wait = ("deal",)
        _ev(h, "first_player", seat=h.first)


def end_game(h: TableState, winners: tuple, key: str | None = None) -> None:
    """The game is won (RULINGS A13, O5, O14); ``key``: the card that won it at once
    (Cthulhu, Insane), said with the win (QA30 F4)."""
    h.game_winners = winners
    h.wait = ("over",)
    _ev(h, "game_won", info=winners, value=tuple((t.sane, t.insane) for t in h.tokens),
        cards=(key,) if key else ())


# --------------------------------------------------------------------------- playing a card
def play(h: TableState, seat: int, key: str) -> list[TableState]:
    """``seat`` plays ``key``: one successor per effect and outcome the table cannot yet
    tell apart (seed 002 "Player Turn"; the effects of :mod:`companion.engine.effects`)."""
    insane = h.insane(seat)  # before the card lands (seed 002 "State of Mind" reminder)
    if h.play is not None:
        h.earlier = h.earlier + (h.play,)
    h.zones[seat].append(key)
    h.resolving = (seat, len(h.zones[seat]) - 1)
    _ev(h, "card_played", seat=seat, cards=(key,), value=insane)
    # "now Insane" once its effect is over (:func:`insane_after_effect`), not here
    sides = ("sane", "insane") if insane and has_insane_effect(key) else ("sane",)
    out: list[TableState] = []
    for side in sides:
        eff = EFFECTS[(key, side)]
        out.extend(_BEHAVIOURS[eff.behaviour](h.copy(), seat, key, side, eff))
    return out


def insane_after_effect(h: TableState) -> None:
    """Say that the player whose played card is resolving (``h.resolving``) is driven
    Insane by it (its first Other World card) once its effect is over: the card enters the
    zone only then (seed 002 "State of Mind": "When you play an Other World card, it does
    not enter your discard zone until after its effects resolve"; docs/rulings.md 9). So
    it is not said when that effect put the player out, nor when it ended the round: the
    player won it Sane (RULINGS A12; session 40, QA by ear, Deep One: "Alice is now
    Insane." / "Bob is out, with The Sailor." / "Alice wins the round and has 1 Sane.";
    Stowaway: "Bob cae en la locura." / "Alice queda fuera." / "Bob gana la ronda y tiene
    1 ficha de cuerdo."). Called as the turn ends (:func:`end_turn`), and by a Tommy Gun's
    or R'lyeh's last deck card, before the chosen player's own line (QA39 L2: the demo
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


def _note(h, seat, key, side, valid=(), target=None, **kw) -> None:
    if target is None and not valid:
        target = NO_TARGET
    h.play = PlayNote(seat, key, frozenset((side,)), target, tuple(valid), **kw)


def _targeted(h, seat, key, side, eff) -> list[int]:
    """Note the play with the seats its effect may choose (``eff.targeting``, the rule of
    :mod:`companion.engine.effects`); returns them (empty: the card does nothing)."""
    valid = h.targets(seat, eff.targeting)
    _note(h, seat, key, side, valid)
    return valid


def _pass(h: TableState) -> list[TableState]:
    finish(h)
    return [h]


def _b_none(h, seat, key, side, eff):
    _note(h, seat, key, side)
    return _pass(h)


def _b_self_out(h, seat, key, side, eff):
    """The Dilettante / Cthulhu (Sane), Stowaway Eggs, Mi-Go Braincase: playing it puts its
    player out (seed 002 cards 8 and 0; RULINGS O9, O14). The player is said out at once,
    their hand to follow (QA23 #13: "Alice: The Dilettante." and nothing more until the
    hand was laid, unlike "Alice is protected." after The Urchin)."""
    _note(h, seat, key, side)
    if rules.knocks_out_when_discarded(h.edition, key, played=True):
        if knock_out(h, seat, SAID_OUT) == "wait":
            _ev(h, "player_out", seat=seat)
            return [h]
    return _pass(h)


def _b_cthulhu(h, seat, key, side, eff):
    """Seed 002 card 8 Insane; RULINGS O14 (Cthulhu itself does not count)."""
    if rules.other_world_count(h.zones[seat]) - 1 >= 2:
        _note(h, seat, key, side)
        end_game(h, (seat,), key)
        return [h]
    return _b_self_out(h, seat, key, side, eff)


def _b_win_round(h, seat, key, side, eff):
    """Shoggoth / Trapezohedron Insane: a revealed 5+ wins the round (seed 002; O12)."""
    # Insane and no reveal: the other card is below 5 (checked at a showdown that follows).
    _note(h, seat, key, side, guess_kind="below5" if side == "insane" else None)
    reveal = h.copy()
    reveal.wait = ("reveal", seat)
    return _pass(h) + [reveal]


def _b_quiet(h, seat, key, side, eff):
    """An effect with no public result (look, trade, take all and give back)."""
    valid = h.targets(seat, eff.targeting) if eff.targeting else list(
        s for s in h.alive() if s != seat)
    _note(h, seat, key, side, valid)
    return _pass(h)


def _b_redraw(h, seat, key, side, eff):
    """The Musician: the chosen player discards and draws (seed 002 card 5; RULINGS O13)."""
    valid = _targeted(h, seat, key, side, eff)
    h.wait = ("discard", tuple(valid))
    return [h]


def _b_steal(h, seat, key, side, eff):
    """Stowaway / Mi-Go Insane: take a hand, they take the set-aside card, play again (O8)."""
    valid = _targeted(h, seat, key, side, eff)
    if not valid:
        return _pass(h)
    h.wait = ("aside", seat) if h.aside is not None else ("play", seat)
    return [h]


def _b_protect(h, seat, key, side, eff):
    _note(h, seat, key, side)
    h.protected[seat] = True
    _ev(h, "protected", seat=seat)
    return _pass(h)


def _b_immune(h, seat, key, side, eff):
    """RULINGS A8 (Necronomicon), O10 (Liber Ivonis, table option)."""
    _note(h, seat, key, side)
    turn = key == "liber_ivonis" and h.options.get("liber_ivonis_duration") == "turn"
    h.immune[seat] = "turn" if turn else "round"
    _ev(h, "immune", seat=seat)
    return _pass(h)


def _b_compare(h, seat, key, side, eff):
    """The Boxer: the lower hand is out; a tie, nothing (seed 002 card 3)."""
    valid = _targeted(h, seat, key, side, eff)
    if not valid:
        return _pass(h)
    out = _pass(h.copy())
    if h.immune[seat] is None:
        lost = h.copy()
        knock_out(lost, seat, "compare")
        out.append(lost)
        if lost.wait[0] != "hand":
            finish(lost)
    for t in valid:
        if h.immune[t] is None:
            out.append(_ko_branch(h, t, None, "compare"))
    return out


def _ko_branch(h: TableState, t: int, guess_kind: str | None,
               check: str | None = None) -> TableState:
    b = h.copy()
    b.play = with_play(b.play, target=t, guess_kind=guess_kind)
    if knock_out(b, t, "guess" if guess_kind else check) != "wait":
        finish(b)
    return b


def _b_kill_sane(h, seat, key, side, eff):
    """Deep One / Hound of Tindalos Insane: the chosen Sane player is out (RULINGS A5)."""
    valid = _targeted(h, seat, key, side, eff)
    if not valid:
        return _pass(h)
    out = [_ko_branch(h, t, None) for t in valid if h.immune[t] is None]
    if any(h.immune[t] is not None for t in valid):
        out.insert(0, _pass(h.copy())[0])
    return out


def _b_extra_turn(h, seat, key, side, eff):
    """Nightgaunt Insane: look, then a full extra turn without a check (RULINGS A15)."""
    valid = _targeted(h, seat, key, side, eff)
    if not valid:
        return _pass(h)
    _ev(h, "extra_turn", seat=seat)
    draw(h, seat)
    return [h]


def _b_mead(h, seat, key, side, eff):
    """Golden Mead Insane: look, draw, play one of two (RULINGS O7, O16)."""
    valid = _targeted(h, seat, key, side, eff)
    if not valid or h.deck == 0:
        return _pass(h)
    h.deck -= 1
    h.wait = ("play", seat)
    return [h]


def _b_guess(h, seat, key, side, eff):
    """Investigators / Cultists: a right guess knocks the target out (seed 002 card 1; O6)."""
    valid = _targeted(h, seat, key, side, eff)
    if not valid:
        return _pass(h)
    out = _pass(h.copy())
    out += [_ko_branch(h, t, eff.behaviour) for t in valid
            if h.immune[t] is None and t not in h.no_card]
    return out


def _b_tommy_gun(h, seat, key, side, eff):
    """Tommy Gun: 2 deck cards into the chosen zone, no effect (seed 002 card 0; A2, A9)."""
    valid = _targeted(h, seat, key, side, eff)
    left = min(2, h.deck)
    if not left:
        return _pass(h)
    h.wait = ("gun", tuple(valid), left, None)
    return [h]


def _b_flip_deck(h, seat, key, side, eff):
    """R'lyeh Insane: flip the deck; may end the round next turn (RULINGS A3, A16)."""
    _note(h, seat, key, side)
    h.flipped = not h.flipped
    h.rlyeh_owner = seat
    h.visible = None
    _ev(h, "deck_flipped", seat=seat)
    return _pass(h)


_BEHAVIOURS = {
    "none": _b_none, "self_out": _b_self_out, "cthulhu": _b_cthulhu,
    "win_round": _b_win_round, "trade": _b_quiet, "take_all": _b_quiet, "look": _b_quiet,
    "redraw": _b_redraw, "steal": _b_steal, "protect": _b_protect, "immune": _b_immune,
    "compare": _b_compare, "kill_sane": _b_kill_sane, "extra_turn": _b_extra_turn,
    "mead": _b_mead, "guess": _b_guess, "guess_insane": _b_guess, "tommy_gun": _b_tommy_gun,
    "flip_deck": _b_flip_deck,
}
