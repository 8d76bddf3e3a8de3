"""A card seen face up in a seat's zone, in one account (:class:`~.table.TableState`): what
it can be there. A card in the active player's zone is their play; during a Sanity check it
is a revealed card; while an effect resolves it is a forced discard, a Tommy Gun card or a
knocked-out hand; at a showdown, a revealed hand (seed 002 "Played and Discarded Cards",
"Out of the Round", "Sanity Checks", "The Deck Runs Out"; RULINGS A1, A2, A9, A10, A14, O4,
O15). :func:`_card` returns every successor the rules allow, none when the card cannot be
right there. Split from :mod:`.inference` by job.
"""
from __future__ import annotations

from companion import rules
from companion.tracker.aside_taker import hand_not_taker
from companion.tracker.events import question
from companion.tracker.flow import (
    ORIGINAL, _ev, after_failed_check, draw, end_round, finish, knock_out, showdown,
    start_turn, went_insane, insane_after_effect, _judge_showdown)
from companion.tracker.play_effects import play
from companion.tracker.table import NO_TARGET, TableState, with_play


def _card(h: TableState, seat: int, key: str, from_deck: bool) -> list[TableState]:
    """A card appeared face up in ``seat``'s zone: what can it be here?"""
    w = h.wait
    kind = w[0]
    if key == h.aside:
        return []  # its one copy still lies set aside: not taken in this account (QA23 #24)
    if not from_deck and any(s == seat for s, _, _ in h.late):
        return _late_hand_card(h, seat, key)
    if kind == "rlyeh" and w[1] == seat and not from_deck:
        return _rlyeh_shown(h, seat, key)
    if kind == "play" and w[1] == seat and not from_deck:
        return play(h, seat, key)
    if kind == "aside" and w[1] == seat and not from_deck:
        return _aside_then_play(h, seat, key)
    if kind in ("check", "gun") and h.flipped and h.visible not in (None, key):
        return []  # the deck face up showed another card (R'lyeh; QA: a misread was a knock-out)
    if kind == "check" and w[1] == seat:
        return [_check_card(h, seat, key, w)]
    if kind == "hand" and w[1] == seat and not from_deck:
        return _hand_card(h, seat, key, w[2])
    if kind == "discard" and seat in w[1] and not from_deck and _chosen(h, seat):
        return [_discard(h, seat, key)]
    if kind == "gun" and (seat == w[3] or (w[3] is None and seat in w[1]
                                           and _chosen(h, seat))):
        return [_gun_card(h, seat, key, w)]
    if kind in ("showdown", "reveal") and not from_deck:
        # At a real table the hand is laid face up in the player's own zone: once the
        # showdown is announced (or after Shoggoth / Trapezohedron Insane) a card there is
        # that seat's revealed hand (seed 002 "The Deck Runs Out"; RULINGS A1, O12).
        return _hand(h, seat, key)
    return []


def _rlyeh_shown(h: TableState, seat: int, key: str) -> list[TableState]:
    """A card in the R'lyeh owner's zone while their choice is open (RULINGS A3): they
    played on (a Sanity check card or their play), or they ended the round (their
    showdown hand). The question not yet said is dropped; the answer told later is taken
    silently (:attr:`~.table.TableState.rlyeh_seen`; QA F14: the check card seen before
    the answer, or before a late knocked-out hand, was refused and the game lost)."""
    h.events = [e for e in h.events
                if not (e.kind == "question" and e.value == "rlyeh" and e.seat == seat)]
    out = []
    for end in (False, True):
        b = h.copy()
        b.rlyeh_owner = None
        _ev(b, "rlyeh_choice", seat=seat, value=end)
        if end:
            showdown(b)
        else:
            start_turn(b, seat)
        for n in _card(b, seat, key, False):
            n.rlyeh_seen = (seat, end)
            out.append(n)
    return out


def _aside_then_play(h: TableState, seat: int, key: str) -> list[TableState]:
    """Stowaway / Mi-Go Insane: ``seat``'s next card is their second play, "Then play 1 of
    the 2 cards left in your hand" (seed 002 card 5; RULINGS O8). The set-aside card went
    to the chosen player before it: ``companion play`` does not read the middle of the
    table, so the card laid tells it (QA23 #24: the card was refused as a play and taken as
    a Musician-like discard, and the Eggs later played were refused)."""
    _take_aside(h)
    return play(h, seat, key)


def _take_aside(h: TableState) -> None:
    """The set-aside face-up card (Stowaway Eggs / Mi-Go Braincase) was taken by the
    chosen player (seed 002 card 5; RULINGS O8): it is now that player's hand, which every
    player saw. The taker is said when known (told, or the only player who could be
    chosen); else the ``holder`` question asks it (QA30 F2: "Stowaway Eggs taken." named
    nobody). ``h.play`` is the Stowaway / Mi-Go play."""
    note, aside = h.play, h.aside
    if note is not None and note.target is None and len(note.valid) == 1:
        h.play = note = with_play(note, target=note.valid[0])
    holder = note.target if note is not None and note.target != NO_TARGET else None
    _ev(h, "aside_taken", seat=holder, cards=(aside,))
    if holder is None and note is not None:
        h.events.append(question("holder", note.seat, tuple(note.valid), (note.card, aside)))
    h.aside = None
    h.wait = ("play", h.wait[1])


def _chosen(h: TableState, seat: int) -> bool:
    """Whether ``seat`` may be the chosen player of the play whose cards are awaited: the
    one told (``target``), or any when none was told (QA: Carol's card was taken as the
    Musician's discard after "Alice chooses Bob")."""
    return h.play is None or h.play.target is None or h.play.target == seat


def _from_deck(h, seat, key, by: tuple | None = None, insane: bool = True) -> None:
    """A card turned up from the deck into ``seat``'s zone (a Sanity check, Tommy Gun);
    ``by``: ``(seat, card)`` of the play that puts it there, said with it (Tommy Gun,
    R'lyeh Sane: QA19 #8, "The Boxer." said neither whose effect nor whose zone);
    ``insane`` false: "now Insane" is the caller's to say (a Tommy Gun's, after its last
    card)."""
    was_insane = h.insane(seat)
    h.zones[seat].append(key)
    h.deck -= 1
    if h.flipped:
        h.visible = None
    _ev(h, "card_revealed", seat=seat, cards=(key,), info=by)
    if insane:
        went_insane(h, seat, was_insane)


def _check_card(h, seat, key, w) -> TableState:
    """One Sanity-check card (seed 002 "Sanity Checks"; RULINGS A1, A14, O4, O15)."""
    _, _, left, shown = w
    _from_deck(h, seat, key)
    shown = shown + (key,)
    left -= 1
    fails = rules.sanity_check_failed((key,), h.edition)  # O4: original Necronomicon too
    if h.immune[seat] is None and fails:
        h.out[seat] = True  # the check has failed; the hand follows once all are revealed
    if h.immune[seat] is None and fails and h.edition is ORIGINAL:
        left = 0  # RULINGS O15 (+ O4, rules.sanity_check_reveals): stop at this card
    if left > 0:
        h.wait = ("check", seat, left, shown)
        return h
    failed = rules.sanity_check_failed(shown, h.edition)
    # the original Necronomicon is a Sane card: its own text puts the player out, no
    # insanity card came up (RULINGS O4, O15; QA34 F12: "The Necronomicon. Carol fails.")
    by_text = failed and not rules.sanity_check_failed(shown)
    _ev(h, "check_failed" if failed else "check_passed", seat=seat,
        cards=("necronomicon_original",) if by_text else ())
    _ev(h, "deck_count", count=h.deck)
    if failed:
        result = knock_out(h, seat, "check")
        if result == "wait":
            return h
        if result == "done":
            after_failed_check(h)
            return h
    if h.deck == 0:
        showdown(h)  # RULINGS A1: a check that empties the deck ends the round
    else:
        draw(h, seat)
    return h


#: The highest rank in every edition (8: Cthulhu, The Dilettante, the Necronomicon): a hand
#: of that rank is never strictly lower, so it never loses a Boxer compare (seed 002 card 3).
TOP_RANK = 8


def _guessed(note, check, key) -> bool:
    """Whether ``key`` can be the hand a guess knocked out (seed 002 card 1; RULINGS O6),
    or the hand that lost a Boxer compare (``check == "compare"``: strictly lower than
    the other hand, so never :data:`TOP_RANK`; seed 002 card 3; QA F10)."""
    if check == "compare":
        return rules.rank(key) < TOP_RANK
    if check != "guess" or note is None:
        return True
    r = rules.rank(key)
    if note.guess is not None:
        return r == note.guess or (note.guess_kind == "guess_insane" and r == 1)
    return r != 1 or note.guess_kind == "guess_insane"


def _late_hand_card(h, seat, key) -> list[TableState]:
    """A knocked-out hand laid after the table went on (:func:`~.flow.hand_late`): it is
    said now; the round already continued (seed 002 "Out of the Round"; QA F26)."""
    entry = next(e for e in h.late if e[0] == seat)
    _, check, note = entry
    if not _guessed(note, check, key):
        return []
    if check == "guess" and note is not None and h.play == note:
        h.play = with_play(note, ko_rank=rules.rank(key))
    h.late = tuple(e for e in h.late if e is not entry)
    h.zones[seat].append(key)
    _ev(h, "player_out", seat=seat, cards=(key,))
    hand_not_taker(h, seat, key)  # not the set-aside card: not its taker (rev of hq64)
    return [h]


def _hand_card(h, seat, key, check) -> list[TableState]:
    """The knocked-out player's hand lands face up (seed 002 "Out of the Round")."""
    note = h.play
    if not _guessed(note, check, key):
        return []
    if check == "guess" and note is not None:
        h.play = with_play(note, ko_rank=rules.rank(key))
    h.zones[seat].append(key)
    _ev(h, "player_out", seat=seat, cards=(key,))
    hand_not_taker(h, seat, key)  # not the set-aside card: not its taker (rev of hq64)
    if check == "check":
        after_failed_check(h)
    else:
        finish(h)
    return [h]


def _discard(h, seat, key) -> TableState:
    """The Musician's forced discard, then the draw (seed 002 card 5; RULINGS A10, O13)."""
    was_insane = h.insane(seat)
    h.zones[seat].append(key)
    h.play = with_play(h.play, target=seat)
    _ev(h, "card_discarded", seat=seat, cards=(key,))
    if not rules.knocks_out_when_discarded(h.edition, key, played=False):
        # the effect is over but for the draw: its player's Stowaway / Mi-Go first, as a
        # Tommy Gun's (QA39 L2) and as the demo said it before session 40
        insane_after_effect(h)
        went_insane(h, seat, was_insane)
    elif knock_out(h, seat, has_hand=False) == "done":
        finish(h)
        return h
    _redraw(h, seat)
    finish(h)
    return h


def _redraw(h: TableState, seat: int | None) -> None:
    """The forced discard's draw (seed 002 card 5: "discard their hand and draw a new
    card"): from the deck, else the face-down card set aside (RULINGS O13), else none
    (``seat`` then holds no card, :attr:`~.table.TableState.no_card`). ``seat`` ``None``:
    the chosen player unknown (:func:`~.unread_discard.discard_unread`): the deck alone
    is counted."""
    chosen = set() if seat is None else {seat}
    if h.deck:
        h.deck -= 1
        if h.flipped:
            h.visible = None
        h.no_card = h.no_card - chosen
    elif h.face_down:
        h.face_down = False
        h.no_card = h.no_card - chosen
    else:
        h.no_card = h.no_card | chosen


def _gun_card(h, seat, key, w) -> TableState:
    """A Tommy Gun card placed in the chosen zone (seed 002 card 0; RULINGS A2, A9)."""
    _, seats, left, target = w
    # "now Insane" once the effect is over, after its last card (docs/rulings.md 9; session
    # 38, recheck37 en5 by ear: "Alice is now Insane." came between the two cards): the
    # zone as it was before the gun's first card (``target`` set: one lies there already)
    zone = h.zones[seat]
    before = zone[:len(zone) - 1] if target is not None else list(zone)
    was_insane = rules.is_insane(before)
    h.play = with_play(h.play, target=seat)
    _from_deck(h, seat, key, (h.play.seat, h.play.card) if h.play is not None else None,
               insane=False)
    if left > 1:
        h.wait = ("gun", seats, left - 1, seat)
        return h
    _ev(h, "deck_count", count=h.deck)
    if h.deck:
        insane_after_effect(h)  # its player's R'lyeh first, as the demo says it (QA39 L2)
    # else the round ends during the effect: its card is not in its player's zone, who
    # wins it Sane (RULINGS A12; rev40f: "P6 is now Insane." then "P6 has 1 Sane.")
    if h.deck or h.resolving is None or h.resolving[0] != seat:
        went_insane(h, seat, was_insane)
    elif rules.insane_when_won(zone, h.resolving[1]):  # its own zone: by the deck cards
        went_insane(h, seat, rules.insane_when_won(before, h.resolving[1]))
    if h.deck == 0:
        showdown(h)
    else:
        finish(h)
    return h


def _hand(h: TableState, seat: int, key: str | None) -> list[TableState]:
    w = h.wait
    if w[0] == "showdown" and seat in w[1]:
        note = h.play
        if (key and note is not None and note.guess_kind == "below5" and note.seat == seat
                and rules.rank(key) >= rules.FORCED_PLAY_RANK):
            return []  # it would have won the round with Shoggoth's Insane effect
        _ev(h, "hand_revealed", seat=seat, cards=(key,) if key else ())
        waiting = tuple(s for s in w[1] if s != seat)
        hands = w[2] + ((seat, key),)
        h.wait = ("showdown", waiting, hands)
        if not waiting:
            _judge_showdown(h, hands)
        return [h]
    if w[0] == "reveal" and w[1] == seat and key and rules.rank(key) >= rules.FORCED_PLAY_RANK:
        _ev(h, "hand_revealed", seat=seat, cards=(key,))
        end_round(h, (seat,))
        return [h]
    return []
