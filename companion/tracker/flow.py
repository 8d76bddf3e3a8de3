"""The steps of a round as a real table lives them, over one :class:`~.table.TableState`.

Everything the rules imply without a camera between plays is done here: turn order, draws
(the deck count), Sanity checks and their size, pass or fail, protections and immunity
ending, knock-outs and a hand owed, the deck running out, the showdown, tokens, the game's
end. A played card's effects are :mod:`.play_effects`' (:func:`~.play_effects.play`
returns every successor state the rules allow when the table does not show which effect or
outcome happened; see :mod:`.inference` for how observations choose among them); the
events an account adds and the hands every player saw, :mod:`.account_events`; "now
Insane", :mod:`.now_insane`. The rules themselves are the shared functions of
:mod:`companion.rules` and the effect table of :mod:`companion.engine.effects`; sources
are named at each step.
"""
from __future__ import annotations

from companion import rules
from companion.cards import Edition
from companion.tracker.account_events import _ev, held_told
from companion.tracker.events import question
from companion.tracker.now_insane import (
    _drives_insane, insane_after_effect, insane_once_resolved, insane_said_stays,
    insane_unsaid, went_insane)
from companion.tracker.table import TableState

#: the round's steps, and the names other modules take from here that moved by job to
#: :mod:`.account_events` and :mod:`.now_insane`
__all__ = ["ORIGINAL", "SAID_OUT", "UNCONFIRMED", "_ev", "after_failed_check", "draw",
           "end_game", "end_round", "end_said_stays", "end_turn", "finish", "hand_late",
           "hand_unseen", "held_told", "insane_after_effect", "insane_once_resolved",
           "insane_said_stays", "insane_unsaid", "knock_out", "round_over_owed", "showdown",
           "start_round", "start_turn", "went_insane", "_judge_showdown"]

ORIGINAL = Edition.ORIGINAL


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
    (:func:`~.now_insane.insane_after_effect`)."""
    insane_after_effect(h)
    h.resolving = None
    if h.edition is ORIGINAL and h.deck == 0:
        showdown(h)
        return
    start_turn(h, rules.next_seat(h.active, h.out))


#: ``check`` of a knocked-out hand whose player was already said out, the hand to follow
#: (a card that puts its own player out: :func:`~.play_effects._b_self_out`).
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
    out with it: :data:`SAID_OUT`, :func:`~.play_effects._b_self_out`) and only one player
    is left in, a copy where the round is over and that hand owed (:func:`hand_late`). The
    round ends when only 1 player is left (seed 002 "End of the Round"), the winner's token
    tells the winner's state of mind (RULINGS A11, A12), and a knocked-out hand resolves no
    effect (seed 002 "Out of the Round", RULINGS A10): nothing in that hand can change the
    result, so the round's end is said at once, the hand when it lands ("Bob's hand: The
    Urchin.", :func:`~.card_laid._late_hand_card`) or, dealt past, "Bob's hand was not
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

