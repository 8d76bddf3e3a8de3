"""Playing a card in one account (:class:`~.table.TableState`): :func:`play` returns one
successor per effect and outcome the table cannot yet tell apart, each effect's behaviour
(``_b_*``, :data:`_BEHAVIOURS`) the rule of :mod:`companion.engine.effects` as a real
table lives it (seed 002 "Player Turn", "Card Effects"; RULINGS named at each). The round's
steps they lead to are :mod:`.flow`'s. Split from :mod:`.flow` by job.
"""
from __future__ import annotations

from companion import rules
from companion.engine.effects import EFFECTS, has_insane_effect
from companion.tracker.account_events import _ev
from companion.tracker.flow import SAID_OUT, draw, end_game, finish, knock_out
from companion.tracker.table import NO_TARGET, PlayNote, TableState, with_play


def play(h: TableState, seat: int, key: str) -> list[TableState]:
    """``seat`` plays ``key``: one successor per effect and outcome the table cannot yet
    tell apart (seed 002 "Player Turn"; the effects of :mod:`companion.engine.effects`)."""
    insane = h.insane(seat)  # before the card lands (seed 002 "State of Mind" reminder)
    if h.play is not None:
        h.earlier = h.earlier + (h.play,)
    h.zones[seat].append(key)
    h.resolving = (seat, len(h.zones[seat]) - 1)
    _ev(h, "card_played", seat=seat, cards=(key,), value=insane)
    # "now Insane" once its effect is over (:func:`~.now_insane.insane_after_effect`),
    # not here
    sides = ("sane", "insane") if insane and has_insane_effect(key) else ("sane",)
    out: list[TableState] = []
    for side in sides:
        eff = EFFECTS[(key, side)]
        out.extend(_BEHAVIOURS[eff.behaviour](h.copy(), seat, key, side, eff))
    return out


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
