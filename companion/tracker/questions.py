"""Which question the tracker asks when its accounts of the table differ in a way no later
observation can settle (:meth:`companion.tracker.tracker.Tracker` keeps the accounts, says
each question once and takes the answer).

Questions, in the order they are considered:

* ``card`` — "which card is it?": a card read as two candidates (R'lyeh or Stowaway Eggs,
  a rank shared by two cards) that the accounts still disagree on;
* ``effect`` — Sane or Insane: Cthulhu played Insane wins the game in one account only;
  Shoggoth / The Shining Trapezohedron on an empty deck (Insane: the revealed 5+ wins the
  round and the game; Sane: the showdown goes on); or two settled accounts that differ only
  by marks no camera sees (protection, immunity), after a play with both effects possible;
* ``was_hand`` — the last card seen ends the game in one account (a knocked-out hand) and is
  a play in another;
* ``out`` — a player's card is their knocked-out hand in one account and their play in
  another (the seat of the card just seen first; QA F26); its second answer is "still in"
  or, when that play may have knocked its player out, "not the hand" (:func:`out_no`);
* ``effect`` — R'lyeh played Insane, at once (its Insane side flips the deck, which no
  camera sees, and the next player's card could be one its Sane side reveals: QA17 #5);
  Stowaway / Mi-Go played Insane, at once (the set-aside card taken is not read, and the
  player's next card is a play or a forced discard: QA23 #24); and an earlier play of the
  round (later cards were taken behind another question) that the accounts follow with
  different sides, one unseen (:func:`earlier_effect`: fresh QA53b HIGH 1, r3).

An ``effect`` question is remembered by its play (the history index of its card,
``played_at``): a seat's later play is asked about in its turn (QA53b r3: Carol's
Necronomicon after her Stowaway's question).

Rules: seed 001 (card effects, Sanity check, round end), RULINGS.md. Pure functions of the
accounts (:class:`~.table.TableState`); no I/O.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Callable, Sequence

from companion import rules
from companion.engine.effects import EFFECTS
from companion.tracker.events import TableEvent, question
from companion.tracker.table import TableState

#: The question kinds :func:`pick` asks (the others come from the rules' flow).
PICKED = ("card", "effect", "was_hand", "out")
#: Waits after which an account has settled its last play (nothing more will show).
SETTLED = ("play", "check", "rlyeh", "deal", "first", "over", "showdown")
#: Cthulhu's keys: played Insane with 2+ Other World cards, it wins the game.
CTHULHU = ("cthulhu", "cthulhu_original")
#: Effect behaviours whose result no camera sees (R'lyeh Insane flips the deck: seed 002
#: card 0; the camera does not read the deck, docs/guide-player key 2; Stowaway / Mi-Go
#: Insane gives the set-aside card from the middle, which ``companion play`` does not read,
#: and the player's next card is a play, not the Sane side's forced discard: seed 002
#: card 5, RULINGS O8, QA23 #24).
UNSEEN = ("flip_deck", "steal")
#: Effect behaviours that leave only marks no camera sees: protection (the Elder Sign,
#: the Necronomicon Sane) and immunity to the round's end (the Necronomicon Insane: seed 002
#: card 8, RULINGS A8). An earlier play with one of these sides or an :data:`UNSEEN` one
#: is asked about (:func:`earlier_effect`).
MARKS = ("protect", "immune")


def pick(hyps: Sequence[TableState], read: tuple[int, int, tuple[str, ...]] | None,
         last_card: tuple[int | None, int], newest: Callable[[int], tuple[str, ...]],
         laid_at: Callable[[int], int] | None = None,
         played_at: Callable[[int, str], int] | None = None
         ) -> tuple[TableEvent, tuple] | None:
    """The question to ask about the accounts ``hyps`` (two or more), with the key under
    which the tracker remembers having asked it, or ``None``.

    Args:
        hyps: the accounts kept.
        read: ``(history index, seat, candidates)`` of the oldest card read the accounts
            still disagree on, or ``None``.
        last_card: ``(seat, history index)`` of the last card seen in a zone.
        newest: a seat → the newest card(s) of its zone in the accounts (``()`` if none).
        laid_at: a seat → when its newest card was seen (a history index), or ``None``:
            the ``out`` question is then about the seat whose card was seen first (the
            card every later play waits behind; QA44 HIGH-2), else the last card's seat
            first.
        played_at: ``(seat, card)`` → the history index of that seat's newest card read
            as ``card`` (the play an ``effect`` question is about), or ``None``: the
            ``effect`` key is then ``("effect", seat)``, once per seat.
    """
    if read is not None:
        index, seat, cands = read
        return question("card", seat, cands), ("card", index)
    q = None
    over = [h for h in hyps if h.wait[0] == "over"]
    won = [h for h in over if h.play is not None and h.play.card in CTHULHU
           and h.game_winners == (h.play.seat,)]
    if won:
        q = effect_question(won[0].play)
    elif over and len(over) < len(hyps) and effect_decides(over[0], next(
            h for h in hyps if h.wait[0] != "over")):
        # QA: "was that the hand?" was asked, and its answer dropped the win
        q = effect_question(over[0].play)
    elif over and len(over) < len(hyps):
        seat, index = last_card
        # not when the card is that seat's laid hand in every account and another seat's
        # card may be its knocked-out hand: "yes" is then true whatever the round, and
        # that other card is asked about below (review 38c: the Necronomicon, Player 2's
        # hand in both accounts, was asked about; the true "yes" kept the false account,
        # where Player 1's Nightgaunt was her hand: a false winner)
        other = seat is not None and all(hand_laid(h, seat) for h in hyps) and any(
            x != seat and may_be_hand(hyps, x, newest) for x in range(hyps[0].players))
        if seat is not None and not other:
            # the card just seen, in each account: a showdown's revealed hand is kept out of
            # its zone (fresh QA62 LOW-4: "the Investigators or the Golden Mead", one card)
            seen = tuple(dict.fromkeys(c for c in (seen_last(h, seat) for h in hyps) if c))
            return question("was_hand", seat, ("yes", "no"), seen or newest(seat)), \
                ("was_hand", index)
    last = last_card[0]
    first = laid_at if laid_at is not None else (lambda x: x != last)
    for x in sorted(range(hyps[0].players), key=first) if q is None else ():
        # only a seat with a card to name (QA F26 asked " in Bob's discard zone: is Bob
        # out?" for Carol's card)
        # a seat whose hand is owed has no card of that knock-out to name (QA F1)
        if may_be_hand(hyps, x, newest):
            # QA: name the card, the one some account has as the hand (a zone the
            # accounts differ on, a showdown's revealed hand kept out of it: QA44 t1)
            laid = [h.zones[x] for h in hyps if hand_laid(h, x)]
            q = question("out", x, ("out", out_no(hyps, x)),
                         tuple(dict.fromkeys(z[-1] for z in laid)), min(map(len, laid)))
            break
    if q is None:
        # the discard-or-play question closed while a card's candidates were asked (both
        # accounts have the player out), the accounts still apart: asked again (review of
        # st61, MEDIUM: Carol's Randall entered by rank, then silence)
        held = next((x for x in range(hyps[0].players) if discard_or_play_open(hyps, x)),
                    None)
        if held is not None:
            count = min(len(h.zones[held]) for h in hyps)
            return (question("out", held, ("out", "discard"), newest(held), count),
                    ("discard", held, count))
    if q is None:
        q = unseen_effect(hyps)
    if q is None:
        settled = [h for h in hyps if h.wait[0] in SETTLED]
        if len(settled) >= 2:
            a, b = settled[0], settled[1]
            if (a.play is not None and b.play is not None and a.play.sides != b.play.sides
                    and only_marks_differ(a, b)):
                q = effect_question(a.play)
    # an ``out`` question is remembered by its card (the zone's count then): a later
    # card of that seat's may be asked about (QA45 HIGH-3: Dan's Silver Key after his
    # Investigators, asked about, proved a play); an ``effect`` one by its play (QA53b r3:
    # Carol's Necronomicon after her Stowaway, asked about)
    if q is None:
        return None
    if q.value == "effect" and played_at is not None and q.cards:
        return q, (q.value, q.seat, played_at(q.seat, q.cards[0]))
    return q, (q.value, q.seat) + ((q.count,) if q.count else ())


def seen_last(h: TableState, seat: int) -> str | None:
    """The card of ``seat`` account ``h`` saw last: its hand revealed at the showdown (kept
    out of its discard zone: :func:`~.flow.showdown`, seed 002 "The Deck Runs Out"), else
    the newest card of its zone; ``None`` when neither. Fresh QA62 LOW-4 (F p2: Fay's
    Golden Mead, her revealed hand in one account and her knocked-out hand laid in the
    other, was asked about as "the Investigators or the Golden Mead": her zone's newest
    card in the first)."""
    hands = dict(h.showdown)
    if h.wait[0] == "showdown":
        hands.update(h.wait[2])
    if hands.get(seat):
        return hands[seat]
    return h.zones[seat][-1] if h.zones[seat] else None


def may_be_hand(hyps: Sequence[TableState], seat: int,
                newest: Callable[[int], tuple[str, ...]]) -> bool:
    """Whether the newest card of ``seat``'s zone is its knocked-out hand in some of the
    accounts ``hyps`` and ``seat`` is in the round in others: the card an ``out`` question
    names (:func:`pick`)."""
    return bool(newest(seat)) and any(hand_laid(h, seat) for h in hyps) \
        and any(not h.out[seat] for h in hyps)


def hand_laid(h: TableState, seat: int) -> bool:
    """Whether account ``h`` has ``seat`` out with their knocked-out hand laid (not owed:
    now, or while the table went on, ``h.late``); in an ``out`` question, the account
    where the card named is that hand."""
    return h.out[seat] and h.wait[:2] != ("hand", seat) and all(e[0] != seat for e in h.late)


def names_hand(h: TableState, q: TableEvent) -> bool:
    """Whether account ``h`` has the card the ``out`` question ``q`` names as
    ``q.seat``'s knocked-out hand: the seat out, its hand laid (:func:`hand_laid`), and no
    card laid in its zone since that card (``q.count``, the zone's count then; a question
    without it: any hand laid). An account where that card was a play and the player went
    out by a later card (a guess on the next card, their own Necronomicon) answers no:
    QA45 HIGH-3, "The cards tell it: Dan is out." while his Investigators, asked about,
    was his play in every account left and his Silver Key followed."""
    return hand_laid(h, q.seat) and (q.count is None or len(h.zones[q.seat]) == q.count)


def laid_since(q: TableEvent, hyps: Sequence[TableState]) -> bool:
    """Whether a card was laid in ``q.seat``'s zone after the card the ``out`` question
    ``q`` names, in the accounts ``hyps`` (``False`` for a question without its count)."""
    return q.count is not None and any(len(h.zones[q.seat]) > q.count for h in hyps)


def surely_in(h: TableState, seat: int) -> bool:
    """Whether account ``h`` has ``seat`` in the round with no card of theirs still to
    come that may knock them out: a Sanity check of theirs still revealing cards, a
    discard of their own hand the table waits for (Musician / Henry Armitage aimed at
    anyone, them too: the Necronomicon or Cthulhu discarded knocks them out, RULINGS O14,
    seed 002 card 5), or the second play a Stowaway / Mi-Go of theirs owes (RULINGS O8;
    rv38b: "Cy is still in." then "Cy discards Cthulhu. Cy is out.")."""
    w = h.wait
    own_play = h.play is not None and h.play.seat == seat
    return not h.out[seat] and w[:2] != ("check", seat) and not (
        w[0] == "discard" and seat in w[1]) and not (
        w[:2] in (("aside", seat), ("play", seat)) and own_play)


def out_no(hyps: Sequence[TableState], seat: int) -> str:
    """The second answer of the ``out`` question "was that Bob's hand, so Bob is out?"
    about ``seat`` (the first is ``"out"``): ``"in"`` ("2 no, still in") when every
    account where the card is not the hand has ``seat`` in; else the card may be a play
    its player lost with (a Boxer or Deep One compare, his hand still owed), and "still
    in" would be false (QA38 #1: "Bob is still in.", then a stuck game): ``"played"``
    ("2 no, Bob played it") when in each such account it is ``seat``'s last play,
    ``"no"`` ("2 no") otherwise (e.g. a failed Sanity check's card, or a check of
    ``seat``'s still to end). ``"discard"`` when every such account holds the card as
    ``seat``'s play read before a forced discard awaited elsewhere
    (:func:`~.early_card.discard_or_play`; fresh QA60 HIGH-3): the choice is that discard
    or her play ("1 the forced discard, 2 Alice's play"), either may put her out.
    ``"check"`` when the card is that discard read late in the accounts where ``seat`` is
    out and her Sanity check's card in all the others (:func:`late_or_check`): "1 the
    forced discard, 2 the Sanity check card" (review of st63, MEDIUM). ``"hand_check"``
    when in every account where the card is not the hand it is a card of ``seat``'s own
    Sanity check, her turn going on (:func:`_check_card`): "1 the hand, 2 the Sanity check
    card" (fresh QA63b MEDIUM-3: a check card asked "was that Dan's hand?" alone)."""
    others = [h for h in hyps if not hand_laid(h, seat)]
    if others and all(h.wait[0] == "discard" and h.early[:1] == (seat,) for h in others):
        # the card held as the next player's play, a forced discard still awaited in
        # another zone: the discard or her play (her Dilettante knocks her out either
        # way: "was that Alice's hand, so Alice is out?" hid the choice; session 61)
        return "discard"
    if late_or_held(hyps, seat):
        return "discard"
    if late_or_check(hyps, seat):
        return "check"
    if others and all(_check_card(h, seat) for h in others):
        # her hand (a play missed or a guess untold put her out), or her Sanity check's
        # card: named (fresh QA63b MEDIUM-3, "was that Dan's hand?" for a check card)
        return "hand_check"
    lost = [h for h in others if h.out[seat]]
    if not lost:
        return "in" if all(surely_in(h, seat) for h in others) else "no"
    played = all(h.play is not None and h.play.seat == seat and h.zones[seat]
                 and h.zones[seat][-1] == h.play.card for h in lost)
    return "played" if played else "no"


def discard_or_play_open(hyps: Sequence[TableState], seat: int) -> bool:
    """Whether the accounts ``hyps`` still differ on the discard-or-play question's choice
    about ``seat``'s newest card once its held play was applied (:func:`out_no`
    ``"discard"``): in some it was the forced discard a Musician's / Stowaway's (Sane)
    effect made ``seat`` discard (a play note of that effect names ``seat``), which put
    them out with no hand to lay (The Dilettante, Cthulhu: RULINGS A10); in others
    ``seat``'s own play, their hand still owed. ``seat`` is out in all, so an ``out``
    question would be closed as told by the cards (review of st61, MEDIUM: Carol's
    Randall, the discard awaited, entered by Enter and its rank; "The cards tell it: Bob
    is out. No answer needed." then nothing said). Its answers still tell them apart:
    "the forced discard" keeps the accounts with no hand owed, "her play" those where it
    is (``Tracker._apply``; ``not_hand``). Seed 002 card 5."""
    if len(hyps) < 2 or not all(h.out[seat] for h in hyps):
        return False
    made = [_made_discard(h, seat) for h in hyps]
    # (an effect that chose ``seat`` in every account, earlier in the round, tells
    # nothing: arkham 5 players seed 1, a hand guessed or a failed check's card)
    return any(m and hand_laid(h, seat) for m, h in zip(made, hyps)) \
        and any(not m and not hand_laid(h, seat) for m, h in zip(made, hyps))


def late_or_held(hyps: Sequence[TableState], seat: int) -> bool:
    """Whether the accounts ``hyps`` split on ``seat``'s newest card as
    :func:`~.late_discard.late_discards` leaves them: in some it is the forced discard a
    Musician's / Stowaway's (Sane) effect made ``seat`` discard, said unread and read late
    (a play note of that effect names ``seat``), which put them out (The Dilettante,
    Cthulhu: RULINGS A10); in all the others ``seat`` is in, that card held as their play
    read before the play awaited (:attr:`~.table.TableState.early`), which knocks them out
    too once applied. So the choice is that discard or her play, as :func:`out_no`
    ``"discard"``: "was that Di's hand, so Di is out?" named neither account's card, and
    a true discard that the cards then told was said "probably out" (review of st62,
    HIGH; session 63, st63). Seed 002 card 5."""
    laid = [h for h in hyps if h.out[seat]]
    held = [h for h in hyps if not h.out[seat]]
    return bool(laid) and bool(held) and all(h.early[:1] == (seat,) for h in held) \
        and all(_made_discard(h, seat) and h.wait[:2] != ("hand", seat) for h in laid)


def late_or_check(hyps: Sequence[TableState], seat: int) -> bool:
    """Whether the accounts ``hyps`` split on ``seat``'s newest card as
    :func:`~.late_discard.late_discards` leaves them while ``seat``'s Sanity check is
    awaited (``seat`` Insane, chosen by a Musician's / Stowaway's (Sane) effect whose
    forced discard was said unread): in some it is that discard read late, which put
    ``seat`` out with no hand to lay (The Dilettante, Cthulhu: RULINGS A10); in all the
    others ``seat`` is in and it is the first card of her Sanity check, from the deck (no
    effect: RULINGS A9, O4), still unsaid there (its ``card_revealed``). Neither is her
    hand: "was that Cy's hand, so Cy is out?" named neither account's card (review of
    st63, MEDIUM), so the choice asked is that discard or her check's card
    (:func:`out_no` ``"check"``). Seed 002 card 5, "State of Mind"."""
    laid = [h for h in hyps if h.out[seat]]
    checked = [h for h in hyps if not h.out[seat]]
    return bool(laid) and bool(checked) and all(_check_card(h, seat) for h in checked) \
        and all(_late_discard(h, seat) for h in laid)


def _late_discard(h: TableState, seat: int) -> bool:
    """Whether account ``h`` has ``seat``'s newest card as the forced discard of an effect
    that chose ``seat`` (:func:`_made_discard`), still unsaid there (its
    ``card_discarded`` among ``h.events``), which put ``seat`` out with no hand owed (a
    card that knocks out when discarded: RULINGS A10, O14), not a hand laid after a guess
    (engine games original 4p seed 53: an Investigators guess's hand, Armitage earlier in
    the round, asked as that discard)."""
    zone = h.zones[seat]
    return bool(zone) and _made_discard(h, seat) and h.wait[:2] != ("hand", seat) \
        and not any(e[0] == seat for e in h.late) \
        and rules.knocks_out_when_discarded(h.edition, zone[-1], played=False) \
        and any(e.kind == "card_discarded" and e.seat == seat and e.cards[:1] == (zone[-1],)
                for e in h.events)


def _check_card(h: TableState, seat: int) -> bool:
    """Whether account ``h`` has ``seat``'s newest card as a card of ``seat``'s own Sanity
    check, not said yet (its ``card_revealed`` among ``h.events``, no effect's), her turn
    still going (her check's next card or her play awaited), no card held."""
    zone = h.zones[seat]
    return h.wait[:2] in (("check", seat), ("play", seat)) and bool(zone) \
        and h.active == seat and not h.early \
        and any(e.kind == "card_revealed" and not e.info and e.seat == seat
                and e.cards[:1] == (zone[-1],) for e in h.events)


def _made_discard(h: TableState, seat: int) -> bool:
    """Whether a play note of ``h`` this round (the last play, the earlier ones) is a
    Musician's / Stowaway's forced discard (``redraw``) that chose ``seat``."""
    return any(n is not None and n.target == seat and any(
        EFFECTS[(n.card, s)].behaviour == "redraw" for s in n.sides)
        for n in (h.play, *h.earlier))


def asks_discard(q: TableEvent | None) -> bool:
    """Whether the open question ``q`` asks whether a card is an effect's forced discard
    or its player's own play (:func:`out_no` ``"discard"``; fresh QA60 HIGH-3): a card
    entered by key (Enter and its rank) is no answer to it and is taken while it is open
    (session 61: "First answer the open question" swallowed the table's Enter for
    Carol's unread play, QA60 r2 frame 81, and the game went wrong from there)."""
    return q is not None and q.value == "out" and bool(q.info) and q.info[-1] == "discard"


def effect_question(note, earlier: bool = False) -> TableEvent:
    """"Sane or Insane effect?" about the play ``note`` (:class:`~.table.PlayNote`): its
    seat, and its card in ``cards`` (the question is closed by that play's side alone);
    ``earlier``: a play before the last (:func:`earlier_effect`), ``count`` 1, said with
    its card (review of necro54: heard after the same question about the player's
    Stowaway, it named no card)."""
    return question("effect", note.seat, ("sane", "insane"), (note.card,),
                    1 if earlier else None)


def settled(q: TableEvent, hyps: Sequence[TableState]) -> bool:
    """True when the open question ``q`` no longer splits the accounts ``hyps`` (it was
    answered, or the table told it): ``out``, every account has the seat out or every
    account in, or none has the card it names as the hand (:func:`names_hand`);
    ``was_hand``, every account has ended the game or none (QA F4: "is Bob
    out?" stayed open after "still in" while the accounts differed on R'lyeh's effect);
    ``effect``, every account follows the play with one and the same side
    (:func:`effect_side`)."""
    if asks_discard(q) and discard_or_play_open(hyps, q.seat) \
            and not any(h.reads for h in hyps):
        return False  # its player out in all, still the discard or the play (st62)
    if q.value == "out":  # or "not the hand" answered, or a later card of that seat's
        # laid: no account left where its card is the hand (QA45 HIGH-3)
        return (len({h.out[q.seat] for h in hyps}) == 1
                or not any(names_hand(h, q) for h in hyps))
    if q.value == "was_hand":
        return len({h.wait[0] == "over" for h in hyps}) == 1
    if q.value == "effect":
        return effect_side(q.seat, hyps, q.cards[0] if q.cards else None) is not None
    if q.value == "holder":
        return not holder_open(q, hyps)
    return False


def holder_open(q: TableEvent | None, hyps: Sequence[TableState]) -> bool:
    """Whether ``q`` is a ``holder`` question ("who took the Stowaway Eggs?") still worth
    an answer: the round goes on, the set-aside card was not played, and some account does
    not know whom the play chose (QA30 F2). It does not hold up the table: the players
    play on, and the next deal never waits for it."""
    if q is None or q.value != "holder":
        return False
    played, aside = q.cards
    return any(h.in_round and not any(aside in z for z in h.zones) and any(
        n is not None and n.seat == q.seat and n.card == played and n.target is None
        for n in (h.play, *h.earlier)) for h in hyps)


def holder_asked(q: TableEvent | None, hyps: Sequence[TableState]) -> TableEvent | None:
    """``q``, a ``holder`` question ("who took the Stowaway Eggs?") still open
    (:func:`holder_open`), with only the seats some account still allows as its answers
    (``info``, in its order): a player knocked out since with another card as their hand
    was not chosen (:func:`~.aside_taker.hand_not_taker`; review of hq64, MEDIUM: "1 Ann,
    2 Cy." after "Ann is out, with The Fed."). ``q`` itself when nothing changed, or when
    it is no ``holder`` question still open."""
    if not holder_open(q, hyps):
        return q
    played, _ = q.cards
    seats = {s for h in hyps for n in (h.play, *h.earlier)
             if n is not None and n.seat == q.seat and n.card == played and n.target is None
             for s in n.valid}
    info = tuple(s for s in q.info if s in seats)
    return q if info == q.info or not info else replace(q, info=info)


def holder_first(holder: TableEvent | None, other: TableEvent) -> bool:
    """Whether ``holder``, a ``holder`` question ("who took the Stowaway Eggs?") the input
    being committed opened, is asked before ``other``, the question :func:`pick` found in
    the same input (:meth:`~.asking.Asking._questions`; ``other`` is asked at the next
    input, the holder's answer or the next card): the game's order, the set-aside card
    taken before the player's second play (seed 002 card 5, RULINGS O8). Not when
    ``other`` names the set-aside card (a card read as it or another, its candidates in
    ``info``: its answer may tell who took it, QA53b r3), nor when ``holder`` is no
    ``holder`` question still open.

    Fresh QA61 MEDIUM-2 (g4/run2): Alice's Cthulhu, read before her Stowaway's answer
    "Insane effect", asked its own "Sane or Insane?" in the same input; the holder
    question was replaced unsaid and never asked."""
    if holder is None or holder.value != "holder" or len(holder.cards) < 2:
        return False
    named = (other.info if other.value == "card" else ()) + (other.cards or ())
    return holder.cards[1] not in named  # a ``card`` question's candidates are its info


def effect_note(h: TableState, seat: int, card: str | None = None):
    """The play note an effect answer for ``seat`` goes with in account ``h``
    (:func:`.answer_told._answer`): the last play when it is ``seat``'s, else that seat's
    newest play before it (:attr:`~.table.TableState.earlier`: later cards came first);
    with ``card``, that seat's newest play of ``card`` (Stowaway / Mi-Go Insane: the
    player's second play came after it, QA23 #24); ``None`` when there is none."""
    for note in (h.play, *reversed(h.earlier)):
        if note is not None and note.seat == seat and card in (None, note.card):
            return note
    return None


def effect_side(seat: int, hyps: Sequence[TableState], card: str | None = None) -> str | None:
    """``"sane"`` or ``"insane"`` when every account in ``hyps`` follows ``seat``'s play
    (:func:`effect_note`, of ``card`` when given) with that one side (answered, or the
    table showed it), else ``None`` (QA19 #1: a late answer left "Sane or Insane effect?"
    open for good)."""
    sides = {n.sides if n is not None else None
             for n in (effect_note(h, seat, card) for h in hyps)}
    if len(sides) != 1 or None in sides or len(next(iter(sides))) != 1:
        return None
    return next(iter(next(iter(sides))))


def unseen_effect(hyps: Sequence[TableState]) -> TableEvent | None:
    """The ``effect`` question when the accounts follow an earlier play of the round with
    different sides (:func:`earlier_effect`, asked first: the events held behind it come
    first), or the last play with both its sides and one side's result no camera sees
    (:data:`UNSEEN`): nothing the table shows next tells them apart at once, so the next
    player's play would be taken in silence until the owner's next turn (QA17 #5); else
    ``None``."""
    note = earlier_effect(hyps)
    if note is not None:
        return effect_question(note, earlier=True)
    for a in hyps:
        note = a.play
        if note is None or not any(EFFECTS[(note.card, s)].behaviour in UNSEEN
                                   for s in note.sides):
            continue
        if any(effect_decides(a, b) for b in hyps if b is not a):
            return effect_question(note)
    return None


def earlier_effect(hyps: Sequence[TableState]):
    """The oldest play before the last (:attr:`~.table.TableState.earlier`) that two
    accounts follow with different sides, none in common, one of them a side whose
    result no camera sees (:data:`UNSEEN`, :data:`MARKS`), as a
    :class:`~.table.PlayNote` of the first such account; ``None`` if none.

    Later cards were taken behind another question, so no later card tells the side,
    and :meth:`~.tracker.Tracker._commit` says none of the turns after it while the
    accounts' events differ from it on (fresh QA53b HIGH 1, r3: Carol's Necronomicon,
    Sane = protected or Insane = immune, played while her Stowaway's question was open;
    Dan's Cthulhu, Alice's Stowaway Eggs and the rest of round 4 went unsaid). A play is
    the same in two accounts when it is the same seat's same card with as many plays of
    it before (:func:`_nth_play`); the answer goes with that seat's newest play of that
    card (:func:`effect_note`), the same one unless the seat played that card twice."""
    best = None
    for a in hyps:
        for i, note in enumerate(a.earlier[:best[0] if best else None]):
            if not any(EFFECTS[(note.card, s)].behaviour in UNSEEN + MARKS
                       for s in note.sides):
                continue
            nth = _nth_play(a.earlier[:i], note)
            if any(other is not None and not other.sides & note.sides
                   for other in (_play_of(b.earlier, note, nth) for b in hyps)):
                best = (i, note)
                break
    return None if best is None else best[1]


def _nth_play(notes, note) -> int:
    """How many of ``notes`` are plays of ``note``'s card by its seat."""
    return sum(n.seat == note.seat and n.card == note.card for n in notes)


def _play_of(notes, note, nth: int):
    """The ``nth`` (0-based) of ``notes`` that is a play of ``note``'s card by its seat,
    or ``None``."""
    same = [n for n in notes if n.seat == note.seat and n.card == note.card]
    return same[nth] if nth < len(same) else None


def effect_decides(a: TableState, b: TableState) -> bool:
    """True when two accounts follow the same last play with different effects (its Sane
    or Insane side): only the player can tell which."""
    return (a.play is not None and b.play is not None and a.play.seat == b.play.seat
            and a.play.card == b.play.card and a.play.sides != b.play.sides)


def only_marks_differ(a: TableState, b: TableState) -> bool:
    """True when two accounts differ only by marks no camera sees (protected, immune)."""
    return (a.key() != b.key() and a.zones == b.zones and a.out == b.out
            and (a.active == b.active or a.wait[0] in ("showdown", "over"))
            and a.deck == b.deck and a.wait == b.wait)
