"""What can be said while the accounts differ on an open "was that X's hand?" question: the
events every account tells, beyond those they all tell first (QA42 M1).

The tracker says an event once every account agrees on it, in order
(:meth:`~companion.tracker.tracker.Tracker._commit`); an ``out`` question makes the
accounts differ from its card on (the card is the player's hand, or their play then a
turn), so every later play waited for the answer, which players seldom give: the cards
told it a whole table cycle later (5 players: Carol's card seen at 20 s, the plays of Dan,
Eve and Alice said from 46 s on). A later event that every account tells, equal in all its
fields, is true whatever the answer (the answer only keeps some of the accounts): "Dan:
the Investigators." is said at once. What depends on the answer stays held: the question's
card itself, whose turn it is and the deck's count as it starts (``turn_started``: one draw
more or less), a Sanity check of the player asked about, anything that differs. A round's
end is never said ahead (the next deal waits for the answer: ``app.deal_waits_answer``).

A round's result every account tells is said too, while the question stays open
(:func:`~.round_result.result_agreed`, QA43 H1): :func:`say_ahead` is the one step of the
tracker's commit that says anything ahead of an answer. That result may say events an
earlier card gave (Bob's turn and Sanity check, held with the question): undoing or
slash-correcting the card that ended the round keeps them said (:func:`said_early_stays`).

Rules: seed 001 "Out of the Round" (a knocked-out hand is laid face up), RULINGS A1 (the
deck's count), seed 002 "End of a Round", RULINGS O4; no I/O.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Callable, Collection, Iterable, Sequence

from companion.tracker import questions
from companion.tracker.events import TableEvent
from companion.tracker.round_result import result_agreed
from companion.tracker.table import TableState

#: The question kinds while which the events every account tells are said ahead.
AHEAD_QUESTIONS = ("out", "was_hand")
#: The event kinds said ahead when every account tells them: public facts of one play
#: (never a turn's start, whose count and seat the answer may change, nor a round's end).
AHEAD_KINDS = frozenset({
    "card_played", "card_discarded", "card_revealed", "sanity_check", "check_passed",
    "check_failed", "now_insane", "player_out", "knock_out_prevented", "protected",
    "immune", "choice", "still_in", "deck_count", "aside_taken", "extra_turn",
})
#: Event kinds past which nothing is said ahead (a round's end, a showdown, a new round).
AHEAD_STOPS = frozenset({
    "showdown", "hand_revealed", "showdown_tie", "round_ended", "first_player",
    "game_won", "round_started", "game_started", "rlyeh_choice", "deck_flipped",
    "deck_visible", "face_up",
})


#: The event kinds that name a card on the table (a play, a discard, a revealed card, a
#: laid hand): none is passed over to say a later event ahead (QA44 HIGH-2, MEDIUM-3).
#: Event kinds, not the observation kinds of ``inconsistencies.CARD_KINDS``.
CARD_EVENT_KINDS = frozenset({"card_played", "card_discarded", "card_revealed", "player_out"})


def names_card(e: TableEvent, own: tuple[int, str] | None = None,
               named: Collection[tuple[int, str]] = ()) -> bool:
    """Whether ``e`` names a card on the table, other than ``own`` (``(seat, card)``: the
    open question's card, which the question itself names at its place) and those of
    ``named`` (``(seat, card)`` keys a ``card_laid`` named at their place: :func:`laid_card`).

    >>> names_card(TableEvent("card_played", seat=2, cards=("the_fed",)), (2, "the_fed"))
    False
    >>> names_card(TableEvent("player_out", seat=1, cards=("cultists",)))
    True
    """
    return e.kind in CARD_EVENT_KINDS and bool(e.cards) and not (
        own is not None and e.seat == own[0] and own[1] in e.cards) and not _names_one(e, named)


def _names_one(e: TableEvent, keys: Collection[tuple[int, str]]) -> bool:
    """Whether ``e`` names the card of one of ``keys`` (``(seat, card)``) by its seat."""
    return any(e.seat == seat and card in e.cards for seat, card in keys)


def _seats_and_named(hyps, held: Callable[[], Collection[int]], own: tuple[int, str] | None
                     ) -> tuple[Collection[int], set[tuple[int, str]]]:
    """:func:`said_ahead`'s ``held`` and ``named`` for the accounts ``hyps``: the seats
    ``held()`` gives when some account has a player out, and the ``(seat, card)`` keys
    said past the question (``said_past``) other than ``own``."""
    outs = any(e.kind == "player_out" for h in hyps for e in h.events)
    named = {k for h in hyps for k in h.said_past if len(k) == 2 and k != own}
    return (held() if outs else ()), named


def said_ahead(pending: Sequence[list[TableEvent]], held: Collection[int] = (),
               own: tuple[int, str] | None = None, named: Collection[tuple[int, str]] = ()
               ) -> tuple[list[TableEvent], list[list[int]]]:
    """The events to say ahead of the accounts' agreement, and where each lies in each
    account.

    Args:
        pending: each account's events still to say (the events they all tell first
            already said), two or more lists.
        held: seats (0-based) only probably out (the cards alone closed an unanswered
            ``out`` / ``was_hand`` question: ``Tracker.probably_out``); a ``player_out``
            of theirs is never said ahead. A card in their zone every account takes as
            their hand is only that if the cards told the out right, which no answer
            checked: said ahead, it was "Bob's hand: The Fed." as fact, Bob's out with it,
            when the Fed was his play read before his late Musician (QA42 H1 with QA42
            M1, merge of quiet43 and probable43). Held, it is said with the question's
            answer, as without said-ahead news.
        own: ``(seat, card)`` of the open question's card (the question names it at its
            place), or ``None``. Any other card some list holds that is not said ahead
            (a play the accounts tell apart, a card that may be a hand) stops what is said
            ahead: a later play said before it was heard out of table order (QA44
            MEDIUM-3: "Alice: Sanity check, 2 cards." before Carol's Urchin, held).
        named: ``(seat, card)`` keys of cards already named at their place by a
            ``card_laid`` (:func:`laid_card`): no more a stop than ``own``, but an event
            some list holds before such a card and another after it stops what is said
            ahead (equal events, two facts: review of order46, "Dan is protected." by
            his Necronomicon in two lists, by the Urchin named at its place, his play,
            in two others, said past it after his failed Sanity check).

    Returns:
        ``(events, places)``: the events of :data:`AHEAD_KINDS` that every list holds, in
        the first list's order and in that order in every list (each occurrence matched
        once), none past an :data:`AHEAD_STOPS` event of any list, none a ``player_out``
        of a ``held`` seat, none a ``deck_count`` but right after one of them in every
        list (said alone, "1 card left." was dropped by the voice, and the Sanity check's
        line held with the answer came without it: QA44 t1, "Eve fails."); after one of
        them that every list follows with a ``deck_count`` of counts that differ, those
        counts as one (:func:`open_count`);
        none past a card of :func:`names_card` (but ``own``) not said ahead in any list;
        ``places[i]`` the indices in ``pending[i]`` of those events.
        ``([], [[], ...])`` with fewer than two lists.

    >>> play = TableEvent("card_played", seat=3, cards=("mi_go",))
    >>> a = [TableEvent("player_out", seat=2, cards=("the_boxer",)),
    ...      TableEvent("turn_started", seat=3, count=16), play]
    >>> b = [TableEvent("card_played", seat=2, cards=("the_boxer",)),
    ...      TableEvent("turn_started", seat=3, count=15), play]
    >>> said_ahead([a, b], own=(2, "the_boxer"))
    ([TableEvent(kind='card_played', seat=3, cards=('mi_go',))], [[2], [2]])
    >>> said_ahead([a, b])  # the Boxer is no question's card: Dan's play waits behind it
    ([], [[], []])
    """
    if len(pending) < 2:
        return [], [[] for _ in pending]
    ends = [next((i for i, e in enumerate(p) if e.kind in AHEAD_STOPS), len(p))
            for p in pending]
    at = [0] * len(pending)  # each list's next place to look from
    events: list[TableEvent] = []
    places: list[list[int]] = [[] for _ in pending]
    for k, e in enumerate(pending[0][:ends[0]]):
        if k < at[0] or e.kind not in AHEAD_KINDS or (e.kind == "player_out"
                                                     and e.seat in held):
            continue
        found = [next((j for j in range(at[i], ends[i]) if p[j] == e), None)
                 for i, p in enumerate(pending)]
        if None in found and names_card(e, own, named) or any(
                j is not None and any(names_card(x, own, named) for x in p[at[i]:j]
                                      if not (x.kind == "player_out" and x.seat in held))
                for i, (p, j) in enumerate(zip(pending, found))):
            break  # a card still held comes first: nothing after it is said ahead
        if named and None not in found and len({any(
                x.kind in CARD_EVENT_KINDS and _names_one(x, named) for x in p[at[i]:j])
                for i, (p, j) in enumerate(zip(pending, found))}) > 1:
            break  # before a card named at its place in one list, after it in another:
            # two facts, not one (review of order46: the Necronomicon's "Dan is
            # protected." taken for the Urchin's, said after his failed check)
        if None in found or e.kind == "deck_count" and any(
                not places[i] or places[i][-1] != j - 1 for i, j in enumerate(found)):
            continue  # a count ends its line: never said ahead without it (QA44 t1)
        events.append(e)
        for i, j in enumerate(found):
            places[i].append(j)
            at[i] = j + 1
        counts = [p[j + 1] if j + 1 < ends[i] else None for i, (p, j) in
                  enumerate(zip(pending, found))]  # the count that ends its line
        if all(c is not None and c.kind == "deck_count" for c in counts) \
                and len({c.count for c in counts}) > 1:
            events.append(open_count(c.count for c in counts))
            for i, j in enumerate(found):
                places[i].append(j + 1)
                at[i] = j + 2
    return events, places


def laid_card(pending: Sequence[list[TableEvent]], held: Collection[int] = (),
              own: tuple[int, str] | None = None, named: Collection[tuple[int, str]] = ()
              ) -> TableEvent | None:
    """The ``card_laid`` that names, at its place, the card that stops what is said ahead
    (:func:`said_ahead`) when it is one card some accounts take as its player's play and
    others as that player's knocked-out hand, laid face up (seed 001 "Out of the Round":
    public either way): "The Investigators in Eve's zone: a play or Eve's hand, not known
    yet." ``None`` when no such card stops it (none, or a play the accounts tell apart).

    Named, the later lines every account tells are said past it, in table order (review of
    order45, LOW: in the game's last round, Eve's Investigators, her hand or her play,
    behind Carol's unanswered question, held Alice's and Bob's Sanity checks to the end:
    never said). The card is said once the accounts agree, as the question's own card is
    (:func:`played_past`: "That was Eve's play.", or "Eve is out, with the Investigators.").

    Args: as :func:`said_ahead`, each of ``pending`` searched from its first event up to
    its first :data:`AHEAD_STOPS` event.

    >>> hand = TableEvent("player_out", seat=4, cards=("investigators",))
    >>> play = TableEvent("card_played", seat=4, cards=("investigators",))
    >>> turn = TableEvent("turn_started", seat=4, count=5)
    >>> laid_card([[hand], [turn, play]])
    TableEvent(kind='card_laid', seat=4, cards=('investigators',))
    >>> laid_card([[hand], [turn, play]], named=[(4, "investigators")]) is None
    True
    """
    if len(pending) < 2:
        return None
    firsts = []
    for p in pending:
        end = next((i for i, e in enumerate(p) if e.kind in AHEAD_STOPS), len(p))
        first = next((e for e in p[:end] if names_card(e, own, named) and not (
            e.kind == "player_out" and e.seat in held)), None)
        if first is None:
            return None
        firsts.append(first)
    kinds = {e.kind for e in firsts}
    keys = {(e.seat, e.cards[0]) for e in firsts}
    if kinds != {"card_played", "player_out"} or len(keys) != 1 \
            or any(len(e.cards) != 1 for e in firsts):
        return None
    seat, key = keys.pop()
    return TableEvent("card_laid", seat=seat, cards=(key,))


def open_count(counts: Iterable[int]) -> TableEvent:
    """The ``deck_count`` said ahead at the end of a Sanity check's or Tommy Gun's line
    when the accounts' counts differ (one draw more or less, by the open question's
    answer): ``info`` holds the counts, in order, ``count`` the least; said "16 or 17 cards
    left: the answer tells." (``deck_count_open``). The guide says the count always ends
    the line that names the last revealed card (docs/guide-player.en.md "The deck";
    RULINGS A1): dropped, "Alice passes." was said with no count and none came with the
    answer (QA44 MEDIUM-4, t3).

    >>> open_count([17, 16, 17])
    TableEvent(kind='deck_count', count=16, info=(16, 17))
    """
    told = tuple(sorted(set(counts)))
    return TableEvent("deck_count", count=told[0], info=told)


def take_ahead(pending: list[TableEvent], places: Sequence[int]) -> list[TableEvent]:
    """``pending`` (one account's events still to say) without the events at ``places``
    (said ahead: :func:`said_ahead`), nor the start of a turn before one of them that is
    that turn's player's, only events said ahead or hands laid between (its play said,
    the cue would come after it, heard as a second turn; review of quiet43: a resumed
    log's "Bob's hand: The Fed." between Carol's turn and her play left "Carol." said
    after "Carol: The Fed."; merge43: that hand held, Bob only probably out), nor a
    ``deck_count`` right after one of them and not said ahead itself (the count that
    ends a Sanity check's or Tommy Gun's line, ``inference``, which differs by the
    answer: said with it, it was folded into the line held before it, "Bob: The Fed. 18
    cards left." with Carol's count two draws later; review of quiet43, gather44). The
    next count said, or key 2, tells the deck.

    >>> turn = TableEvent("turn_started", seat=3, count=15)
    >>> play = TableEvent("card_played", seat=3, cards=("mi_go",))
    >>> take_ahead([TableEvent("now_insane", seat=2), turn, play], [2])
    [TableEvent(kind='now_insane', seat=2)]
    >>> check = TableEvent("check_passed", seat=2)
    >>> take_ahead([play, check, TableEvent("deck_count", count=18)], [1])
    [TableEvent(kind='card_played', seat=3, cards=('mi_go',))]
    """
    gone = set(places)
    for j in places:
        if j + 1 < len(pending) and j + 1 not in gone and pending[j + 1].kind == "deck_count":
            gone.add(j + 1)  # its line's count, held: said late in another line
        k = j - 1
        while k >= 0 and (k in places or (pending[k].kind == "player_out"
                                          and pending[k].cards)):
            k -= 1  # past a hand laid, held (its player only probably out: said_ahead)
        if k >= 0 and pending[k].kind == "turn_started" and pending[k].seat == pending[j].seat:
            gone.add(k)
    return [e for i, e in enumerate(pending) if i not in gone]


def say_ahead(hyps: Sequence[TableState], question: TableEvent | None,
              agreed: Sequence[TableEvent], held: Callable[[], Collection[int]],
              kinds: Collection[str] = AHEAD_QUESTIONS) -> list[TableEvent]:
    """The events to say now ahead of the answer to ``question``, taken out of the
    accounts' events still to say (``hyps`` changed in place).

    Args:
        hyps: the accounts kept, their ``events`` what is still to say once ``agreed``
            (the events every account tells first, said now) is taken out.
        question: the open question, or ``None``.
        agreed: the events said now before this step.
        held: called only when some account tells a ``player_out``: the seats only
            probably out (``Tracker.probably_out``), whose out is never said ahead.
        kinds: the question kinds (``value``) while which plays are said ahead.

    Returns:
        First, while a question of ``kinds`` (``out`` / ``was_hand``) stays open and
        ``agreed`` asks nothing, the plays every account tells (:func:`said_ahead`, QA42
        M1); then the round's result every account tells
        (:func:`~.round_result.result_agreed`, QA43 H1), whatever the question: those
        events are added to each account's :attr:`~.table.TableState.said_early`.
        ``[]`` with one account.
    """
    events: list[TableEvent] = []
    if question is not None and question.value in kinds and len(hyps) > 1 \
            and not questions.settled(question, hyps) \
            and not any(e.kind == "question" for e in agreed):
        # not when the question closes: its answer is said first
        own = (question.seat, question.cards[0]) if question.cards else None
        seats, named = _seats_and_named(hyps, held, own)
        while True:
            ahead, places = said_ahead([h.events for h in hyps], seats, own, named)
            behind = own is not None and _said_before_play(own, [*agreed, *events, *ahead])
            for h, at in zip(hyps, places):
                h.said_counts += tuple((e, h.events[j].count) for e, j in zip(ahead, at)
                                       if e.kind == "deck_count" and e.info)
                h.events[:] = take_ahead(h.events, at)
                if behind and not any(k[:2] == own for k in h.said_past):
                    h.said_past += (own,)  # its card is now behind news said after it
            events += ahead
            if not any(e.kind == "round_ended" for h in hyps for e in h.events):
                break  # the cards go on: the plays after a held card wait for it (order45)
            laid = laid_card([h.events for h in hyps], seats, own, named)
            if laid is None:
                break
            events.append(laid)  # named at its place: later news is said past it
            named.add((laid.seat, laid.cards[0]))
            for h in hyps:
                h.said_past += ((laid.seat, laid.cards[0]),)
    n = result_agreed([h.events for h in hyps], [h.wait for h in hyps])
    if n:
        end = hyps[0].events[-n:]
        for h in hyps:
            del h.events[-n:]
            h.said_early += tuple(end)
        events += end
    return events


def _said_before_play(own: tuple[int, str], said: Sequence[TableEvent]) -> bool:
    """Whether ``said`` (the events said in this step, in order) names a card other than
    the open question's ``own`` (``(seat, card)``) before that card's ``card_played``:
    its card is then behind news said after it (:attr:`~.table.TableState.said_past`).
    Its play said first is said as a play line (review of order46: "Carol: The Boxer.",
    every account agreeing, said before Bob's play said past Alice's card named at its
    place, became "That was Carol's play." while her question stayed open).

    >>> own = (2, "the_boxer")
    >>> play = TableEvent("card_played", seat=2, cards=("the_boxer",))
    >>> later = TableEvent("card_played", seat=1, cards=("investigators",))
    >>> _said_before_play(own, [play, later]), _said_before_play(own, [later, play])
    (False, True)
    """
    for e in said:
        if e.kind == "card_played" and e.seat == own[0] and own[1] in e.cards:
            return False
        if names_card(e, own):
            return True
    return False


def said_before_card(hyps: Sequence[TableState], question: TableEvent,
                     agreed: Sequence[TableEvent],
                     held: Callable[[], Collection[int]]) -> list[TableEvent]:
    """The events to say as ``question`` (an ``out`` / ``was_hand`` question asked in this
    commit) opens, before it: those every account tells (:func:`said_ahead`, ``own`` its
    card) that the first account lays before the question's card, none past a
    ``player_out`` (its hand's naming is the commit's own: ``hands_named``), taken out
    of each account's events still to say (``hyps`` changed in place).

    Opened by a late answer to an earlier question, its card read before that answer, the
    question was heard before the news of the plays before its card, held by an order
    one account told apart (review of order45, MEDIUM: "Alice is now Insane." after
    "The Deep One in Bob's discard zone: was that Bob's hand…", one account having Bob's
    hand laid by her Cultists before her Insane). ``agreed``: the events said now before
    it (none of them a question: a question closing says its answer first, :func:`say_ahead`).
    ``[]`` with one account, or when the first account does not hold the card.

    >>> ins = TableEvent("now_insane", seat=0)
    >>> hand = TableEvent("player_out", seat=1, cards=("deep_one",))
    >>> play = TableEvent("card_played", seat=1, cards=("deep_one",))
    >>> from companion.cards import Edition
    >>> a, b = TableState(Edition.ORIGINAL, 3), TableState(Edition.ORIGINAL, 3)
    >>> a.events, b.events = [ins, play], [hand, ins]
    >>> q = TableEvent("question", seat=1, cards=("deep_one",), value="out")
    >>> said_before_card([a, b], q, [], lambda: ())
    [TableEvent(kind='now_insane', seat=0)]
    >>> a.events, b.events == [hand]
    ([TableEvent(kind='card_played', seat=1, cards=('deep_one',))], True)
    """
    if len(hyps) < 2 or not question.cards or any(e.kind == "question" for e in agreed):
        return []
    own = (question.seat, question.cards[0])
    first = hyps[0].events
    stop = next((i for i, e in enumerate(first) if e.kind in CARD_EVENT_KINDS
                 and e.seat == own[0] and own[1] in e.cards), None)
    if stop is None:
        return []
    seats, named = _seats_and_named(hyps, held, own)
    ahead, places = said_ahead([h.events for h in hyps], seats, own, named)
    n = 0
    while n < len(ahead) and places[0][n] < stop and ahead[n].kind != "player_out":
        n += 1
    if not n:
        return []
    for h, at in zip(hyps, places):
        h.events[:] = take_ahead(h.events, at[:n])
    return ahead[:n]


def played_past(question: TableEvent, events: list[TableEvent]) -> list[TableEvent]:
    """``events`` said as ``question`` (an ``out`` / ``was_hand`` question whose card
    later plays were said ahead of: :attr:`~.table.TableState.said_past`) closes, its
    card's play said as the settling (QA44 HIGH-2: "Fay : la Maigre bête de la nuit."
    heard 33 s late, after Alice's, Bob's, Dan's and Eve's plays, as a new play; the
    question named the card at its place, seed 001 "Out of the Round": the card is public
    either way). That ``card_played`` (the first of the question's seat naming its card)
    is kept, ``info="named"``, when the cards' own settling of the question follows: the
    play line, then the settling's short words ("Fay: the Nightgaunt." / "No answer
    needed.": its ``question_settled`` ``play`` made ``play_named``, not ``said``, which
    closes an out and so answers "out": integ46; order46 (a), session 45's
    testers: dropped for "No answer needed: that was Fay's play." alone, the play was
    heard late and in other words, "Carol is protected." after no card); else, the
    player's answer having closed it, said as the settling ("That was Fay's play.",
    ``info="settled"``). The cue of that seat's turn right before it goes (a turn heard
    after later turns). The effects after it (Insane, a choice, a count) are said as they
    are: they waited for the answer. Events without that play are returned as they are
    (the answer made the card a hand: "Bob is out, with the Cultists.").

    >>> q = TableEvent("question", seat=5, cards=("nightgaunt",), value="out")
    >>> turn = TableEvent("turn_started", seat=5, count=9)
    >>> play = TableEvent("card_played", seat=5, cards=("nightgaunt",))
    >>> done = TableEvent("question_settled", seat=5, cards=("nightgaunt",), info="play")
    >>> [(e.kind, e.info) for e in played_past(q, [turn, play, done])]
    [('card_played', 'named'), ('question_settled', 'play_named')]
    >>> [(e.kind, e.info) for e in played_past(q, [TableEvent("still_in", seat=5), play])]
    [('still_in', None), ('card_played', 'settled')]
    """
    at = next((i for i, e in enumerate(events) if e.kind == "card_played"
               and e.seat == question.seat and e.cards[:1] == question.cards[:1]), None)
    if at is None:
        return _out_named(question, events)
    settles = next((i for i, x in enumerate(events) if i > at
                    and x.kind == "question_settled" and x.seat == question.seat), None)
    kept = replace(events[at], info="named" if settles is not None else "settled")
    start = at - 1 if at and events[at - 1].kind == "turn_started" \
        and events[at - 1].seat == question.seat else at
    rest = events[at + 1:]
    if settles is not None and events[settles].info == "play":
        rest[settles - at - 1] = replace(events[settles], info="play_named")
    return events[:start] + [kept] + rest


def _out_named(question: TableEvent, events: list[TableEvent]) -> list[TableEvent]:
    """``events`` with the ``player_out`` of ``question``'s seat that lays its card, when
    the cards' own settling of the question follows it, given ``info="named"``: "Bob was
    already out: the Nightgaunt was Bob's hand." (``player_out_named``), not "Bob is out,
    with the Nightgaunt.", heard after later plays as an out by the last of them (order46
    (c), session 45's testers: outs heard after later lines; seed 001 "Out of the Round").
    ``events`` itself when there is none (the answer told it: the player knows).

    >>> q = TableEvent("question", seat=1, cards=("nightgaunt",), value="out")
    >>> out = TableEvent("player_out", seat=1, cards=("nightgaunt",))
    >>> done = TableEvent("question_settled", seat=1, cards=("nightgaunt",), info="said")
    >>> [e.info for e in _out_named(q, [out, done])]
    ['named', 'said']
    """
    at = next((i for i, e in enumerate(events) if e.kind == "player_out" and e.info is None
               and e.value is None and e.seat == question.seat
               and question.cards[:1] == e.cards[:1]), None)
    if at is None or not any(x.kind == "question_settled" and x.seat == question.seat
                             for x in events[at + 1:]):
        return events
    return events[:at] + [replace(events[at], info="named")] + events[at + 1:]


def said_early_stays(restored: list[TableState], undone: Sequence[TableState]) -> None:
    """An undo (or a slash correction's replay) back from the accounts ``undone`` to
    ``restored`` (the accounts before the input taken back): the events a round's result
    said ahead of an answer (:attr:`~.table.TableState.said_early` of ``undone[0]``) stay
    said. The longest end of each restored account's events still to say that those
    events hold, in a row, is dropped from them, so the card given again does not say
    them again: such an account is replaced in ``restored`` (the list changed in place,
    kept as the history's snapshot holds it) by a copy without them that keeps the said
    events too; the accounts themselves are never changed (a trial's undo shares them:
    ``Tracker._trial_copy``). Those are the events of earlier inputs said with the result
    (review of QA43 H1: Bob's turn and Sanity check, held while "Sane or Insane effect?"
    stayed open, said again when the Investigators that ended the round were undone or
    slash-corrected and read again); what the input taken back gave itself was never
    among them. Accounts of another round are left as they are.

    >>> from companion.cards import Edition
    >>> turn = TableEvent("turn_started", seat=1, count=4)
    >>> end = TableEvent("round_ended", info=(0,))
    >>> before, after = TableState(Edition.ORIGINAL, 2), TableState(Edition.ORIGINAL, 2)
    >>> before.events = [TableEvent("immune", seat=0), turn]
    >>> after.said_early = (turn, end)
    >>> accounts = [before]
    >>> said_early_stays(accounts, [after])
    >>> accounts[0].events, len(before.events)
    ([TableEvent(kind='immune', seat=0)], 2)
    """
    said = undone[0].said_early if undone else ()
    for i, h in enumerate(restored):
        if not said or h.round != undone[0].round:
            continue
        k = next((k for k in range(min(len(h.events), len(said)), 0, -1)
                  if any(said[j:j + k] == tuple(h.events[-k:])
                         for j in range(len(said) - k + 1))), 0)
        if k:
            restored[i] = h.copy()
            restored[i].events = h.events[:-k]
            restored[i].said_early = said


__all__ = ["say_ahead", "said_before_card", "played_past", "laid_card", "open_count",
           "names_card", "said_early_stays", "said_ahead", "take_ahead", "AHEAD_QUESTIONS",
           "AHEAD_KINDS", "AHEAD_STOPS", "CARD_EVENT_KINDS"]
