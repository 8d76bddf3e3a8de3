"""Inference: which observation fits which account of the table.

:func:`step` explains one observation or answer from one hypothesis
(:class:`~.table.TableState`): it returns every successor state the rules allow, none when
the observation cannot be right there. A card in the active player's zone is their play;
during a Sanity check it is a revealed card; while an effect resolves it is a forced
discard, a Tommy Gun card or a knocked-out hand (seed 002 "Played and Discarded Cards",
"Out of the Round", "Sanity Checks"; RULINGS A1, A2, A9, A10, A14, O4, O15). The rule steps
themselves are in :mod:`companion.tracker.flow`.
"""
from __future__ import annotations

from companion import rules
from companion.cards import Edition
from companion.engine.effects import EFFECTS
from companion.tracker.aside_taker import hand_not_taker
from companion.tracker.flow import (
    ORIGINAL, SAID_OUT, _ev, after_failed_check, draw, end_round, finish, knock_out,
    showdown, start_round, start_turn, hand_unseen, round_over_owed, held_told, went_insane,
    insane_after_effect, _judge_showdown)
from companion.tracker.play_effects import play
from companion.tracker.events import TableEvent, question
from companion.tracker.observations import ANSWER_KINDS, Observation
from companion.tracker.questions import effect_note, hand_laid
from companion.tracker.table import NO_TARGET, PlayNote, TableState, UnreadDiscard, with_play


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
    the chosen player unknown (:func:`discard_unread`): the deck alone is counted."""
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


def step(h: TableState, obs: Observation) -> list[TableState]:
    """Every successor of ``h`` that explains ``obs`` (empty: ``obs`` cannot be right).
    A successor where a player's own card put them out, one player left in, ends the
    round at once, that player's hand owed (:func:`~.flow.round_over_owed`).

    Its round's end is held (:attr:`~.table.TableState.end_held`) and told with the next
    input: after the owed hand's line when ``obs`` is that hand, before ``obs``'s own
    news otherwise (:func:`_with_end_held`).
    An answer (:data:`~.observations.ANSWER_KINDS`, not a correction) keeps it held: it
    tells the play that ended the round, whose news comes before the round's end (QA34
    L2: "Bob: Cthulhu." / "Bob: Sane effect." / "Bob is out." / "Bob's hand: the
    Investigators." / "Ann wins the round").

    ``h`` itself is not changed. ``start``, ``undo`` and ``was`` are the tracker's.
    """
    held = h.end_held
    if held and obs.kind in ANSWER_KINDS and obs.kind != "was":
        return [round_over_owed(n) for n in _step(h, obs)]  # (copies: end_held kept)
    if held:
        h = h.copy()
        h.end_held = ()
    return [_unread_kept(round_over_owed(_with_end_held(h, n, held) if held else n),
                         obs.kind in ("card", "revealed", "hand"))
            for n in _step(h, obs)]


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


def _with_end_held(h: TableState, n: TableState, held: tuple) -> TableState:
    """``n``, a successor of ``h`` (whose round's end ``held`` was held: :func:`~.flow.
    round_over_owed`), its events with ``held`` told: after the events ``n`` added when
    its input was the owed hand of a self-out (a ``player_out`` naming the hand of a seat
    ``h`` owed it for: "Bob's hand: The Urchin." then "Carol wins the round and has 1
    Sane."; QA34 L2, QA43: a knocked-out hand's line never after the round's result),
    before them otherwise (the next deal's "Bob's hand was not read.", a card entered: the
    result first, as the table ended the round first). ``n`` is changed in place and
    returned."""
    told = len(h.events)
    if n.events[:told] != h.events:  # (not expected: the new news kept whole, held last)
        n.events = n.events + list(held)
        return n
    new = n.events[told:]
    owed = {e[0] for e in h.late if e[1] == SAID_OUT}
    hand = any(e.kind == "player_out" and e.cards and e.seat in owed for e in new)
    n.events = n.events[:told] + (new + list(held) if hand else list(held) + new)
    return n


def _step(h: TableState, obs: Observation) -> list[TableState]:
    """:func:`step` before :func:`~.flow.round_over_owed`."""
    h = h.copy()
    kind = obs.kind
    if kind == "card":
        return _card(h, obs.seat, obs.cards[0], False)
    if kind == "revealed":
        states = [h]
        for key in obs.cards:
            states = [n for s in states for n in _card(s, obs.seat, key, True)]
        return states
    if kind == "hand":
        return _hand(h, obs.seat, obs.cards[0] if obs.cards else None)
    if kind == "deck_visible":
        if not h.flipped:
            return []
        h.visible = obs.cards[0] if (obs.cards and h.deck) else None
        _ev(h, "deck_visible", cards=obs.cards)
        return [h]
    if kind == "face_up":
        if h.players != 2 or h.round == 0 or len(h.face_up) >= rules.TWO_PLAYER_FACE_UP:
            return []
        h.face_up.append(obs.cards[0])
        _ev(h, "face_up", cards=obs.cards)
        return [h]
    if kind == "not_face_up":  # a face-up reading dropped (the player's key outranks it)
        if h.players != 2 or obs.cards[0] not in h.face_up:
            return []
        h.face_up.remove(obs.cards[0])
        return [h]
    if kind == "aside_taken":
        if h.wait[0] != "aside":
            return []
        _take_aside(h)
        return [h]
    if kind == "new_round":
        if h.wait[0] != "deal":
            return []
        for seat, check, _ in h.late:  # a self-out's hand owed past the round's end
            if check == SAID_OUT:  # (round_over_owed), never read (fresh QA60 HIGH-1)
                _ev(h, "hand_unread", seat=seat)
        start_round(h)
        return [h]
    if kind == "lost":
        # the round played to its end while the companion waited (a long stall the table
        # played past, companion.app.stall_lost): no winner known, no token given; its
        # last winner, who starts the next round, is told by that round's first card
        if not h.in_round:
            return []
        h.round_winners, h.play, h.resolving = (), None, None
        h.wait = ("deal",)
        _ev(h, "round_lost", value=h.round)
        return [h]
    if kind == "hand_unseen":  # a knocked-out hand gathered unseen (hold_lost)
        late = hand_unseen(h, obs.seat)
        return [late] if late is not None else []
    if kind == "first":
        # between rounds (``deal``), any seat: the table played rounds the companion lost,
        # whose last winner starts (seed 002 "Starting the Next Round"; QA49 HIGH-1)
        if not (h.wait[0] == "deal" and h.round > 0 and 0 <= obs.seat < h.players
                or h.wait[0] == "first" and obs.seat in h.wait[1]):
            return []
        h.first = obs.seat
        h.wait = ("deal",)
        _ev(h, "first_player", seat=obs.seat)
        return [h]
    if kind == "rlyeh":
        if h.wait[0] != "rlyeh":
            if h.rlyeh_seen is not None and h.rlyeh_seen[1] == obs.value:
                h.rlyeh_seen = None  # the table showed it already: nothing more to say
                return [h]
            return []
        seat = h.wait[1]
        h.rlyeh_owner = None
        _ev(h, "rlyeh_choice", seat=seat, value=obs.value)
        if obs.value:
            showdown(h)
        else:
            start_turn(h, seat)
        return [h]
    if kind in ("out", "in"):
        if not h.in_round and not h.round_winners:
            return []
        if h.out[obs.seat] != (kind == "out"):
            return []
        if kind == "in" and h.in_round:
            tell_still_in(h, obs.seat)
        return [h]
    if kind == "not_hand":
        # "was that Bob's hand?" answered no: the card was not his knocked-out hand, and
        # his play may still knock him out (QA38 #1); "still in" is the tracker's to tell
        if not h.in_round or hand_laid(h, obs.seat):
            return []
        return [h]
    if kind == "was_hand":
        # The was_hand question: was the card seat's knocked-out hand (seat out, its hand
        # laid: hand_laid) or its play or Sanity check card? Main kept the accounts whose
        # game ended for "yes"; a self-out play that ended the round and the game, its
        # hand owed (round_over_owed), is a "no" (k60b: arkham-classic 2p seed 34, arkham
        # 5p seed 20: "yes" kept that play, the guessed hand's account dropped)
        laid = hand_laid(h, obs.seat) and h.wait[:2] != ("check", obs.seat)
        return [h] if laid == obs.value else []
    return _answer(h, obs)


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

def awaited(h: TableState) -> set[int]:
    """The seats whose zone the card ``h`` waits for may go to (see
    :meth:`~companion.tracker.tracker.Tracker.awaited_seats`)."""
    kind, w = h.wait[0], h.wait
    told = h.play.target if h.play is not None else None  # the chosen player (QA)
    if kind in ("play", "check", "hand", "reveal"):
        return {w[1]}
    if kind == "gun":
        return {w[3]} if w[3] is not None else {told} if told in w[1] else set(w[1])
    if kind == "discard":
        return {told} if told in w[1] else set(w[1])
    if kind == "showdown":
        return set(w[1])
    return set()



def describe_wait(h: TableState) -> tuple[str, int | None]:
    """What the table waits for, as ``(kind, seat)`` (for inconsistency messages)."""
    w = h.wait
    seat = w[1] if len(w) > 1 and isinstance(w[1], int) else None
    if w[0] == "discard" or w[0] == "gun":
        seat = h.play.seat if h.play else None
    return w[0], seat


def wait_of(h: TableState) -> tuple[str, int | None, str | None]:
    """What the account ``h`` waits for, as ``(kind, seat, card)``: :func:`describe_wait`
    and the play whose effect is awaited (R'lyeh's gun is no Tommy Gun)."""
    return describe_wait(h) + (h.play.card if h.play is not None else None,)


def copies_seen(h: TableState, key: str) -> int:
    """Face-up copies of ``key`` on the table (zones, set-aside, visible, showdown)."""
    n = sum(z.count(key) for z in h.zones) + h.face_up.count(key)
    n += h.aside == key
    if h.visible == key and h.flipped and h.deck and h.wait[0] not in ("check", "gun"):
        n += 1  # a Sanity check or Tommy Gun takes the visible card first
    n += sum(1 for _, k in h.showdown if k == key)
    if h.wait[0] == "showdown":
        n += sum(1 for _, k in h.wait[2] if k == key)
    return n


def max_copies(edition: Edition, key: str) -> int:
    """Copies of ``key`` in ``edition`` (0 when the card is not in it)."""
    from companion.cards import edition_cards
    for c in edition_cards(edition):
        if c.key == key:
            return c.copies
    return 0

