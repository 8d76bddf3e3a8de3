"""A state key answered with the table as the player has heard it (QA29, QA30 M1): while
news is still to be said, keys 2 to 6 answer about the table before the oldest input not
heard yet, at once, ahead of that news, followed by how many inputs are not said yet. An
input a line of which the player has heard: the rest of its lines comes first, then the
answer with the table after it (QA32 M2: key 8 just after "Carol: Sanity check, 1 card."
told the table before her check). A card read while a question is open says nothing: it
is heard once a later line naming it is, and an answer the cards gave to that question,
heard ("No answer needed: that was Alice's play."), is taken
(:meth:`~companion.app.said_for.SaidFor.waiting`; QA41 M1).

:func:`heard_table` finds that table for a key of a
:class:`~companion.app.session.TableSession`; :func:`as_heard` answers with it.
"""
from __future__ import annotations

from contextlib import contextmanager
from typing import NamedTuple

from companion.app.keys import STATE_KEYS
from companion.tracker.observations import ANSWER_KINDS
from companion.tracker.tracker import Tracker


#: The state keys for which a line the voice has begun (not yet heard 1.5 s) is said to
#: its end first, the answer agreeing with it: whose turn (5), the table (8) and the deck
#: (2), whose answer contradicted the line cut (QA48 stress: key 5 0.5 s into "Alice: los
#: Investigadores." said "Es el turno de Alice."; QA48b r4: key 8 said "Carol may be out"
#: over "Carol is still in."; QA62 LOW-1, run G p1: key 2 0.4 s into "R'lyeh de Bob: el
#: Federal, del mazo a la zona de Bob. Quedan 13 cartas." said "Quedan 14 cartas en el
#: mazo.", then "Repito: … Quedan 13 cartas."). The others still cut it and name what it
#: tells as not heard (star and a seat: "the Boxer, being said", QA47b).
BEGUN_HEARD = frozenset({"whose_turn", "table", "deck"})
#: Of :data:`BEGUN_HEARD`, the keys for which the input begun is said whole before the
#: answer, not only up to the line telling an answer the cards gave (keys 5 and 8, keys51):
#: the deck (2), whose count there would name a question that input asks after that line
#: ("19 or 20 cards left in the deck: the answer to the question tells." before "… was
#: that Bob's hand?", test_rev_news42).
BEGUN_WHOLE = frozenset({"deck"})
#: The state keys whose answer never waits for the rest of an input begun
#: (:attr:`HeardTable.brings`): star and a seat names every card lying face up in that zone,
#: a play still to be said too (docs/keys.en.md; QA47b MEDIUM-3), on the table for all to
#: see, so it is said at once and the rest of that input after it (fresh QA56 M5: star 2,
#: 2.4 s into "La jugada de Carol, no su mano: el Shoggoth.", waited 13 s for the 5 lines
#: of Dan's Sanity check that input went on with). That input then counts as not heard
#: (``SaidFor.waiting`` ``brought``): its cards whose line is not heard are named as not
#: said yet (review of keys56: star 3 during "Carol: Sanity check, 1 card." named her
#: Investigators as heard, before their line).
BRINGS_NOTHING = frozenset({"zone"})


class HeardTable(NamedTuple):
    """The table as the player has heard it (:func:`heard_table`)."""

    #: a copy of the tracker as it was before the oldest input not heard yet
    #: (:meth:`~companion.tracker.tracker.Tracker.as_before`)
    tracker: Tracker
    #: how many inputs from that one to the newest have lines still to be heard
    count: int
    before: object  #: the card played last before it (key 6)
    #: the lines still to say of the input the voice has begun saying before it: said
    #: first (:attr:`~companion.app.said_for.Backlog.brings`; QA32 M2)
    brings: tuple = ()
    #: the seats (0-based) the answers taken made Insane whose "now Insane" is not heard
    #: yet (:attr:`~companion.app.said_for.Backlog.told`): key 8 does not say them Insane
    insane_unheard: frozenset = frozenset()
    #: the game's start not heard yet, counted as heard while the set-up that tells it is
    #: said (:func:`heard_table`): the round's start ("Round 1. Alice starts.") still to
    #: come, key 5 says the game has not started yet (fresh QA64 L6)
    setting_up: bool = False


def heard_table(session, name: str) -> HeardTable | None:
    """For the state key ``name`` (:data:`~companion.app.keys.STATE_KEYS`) of ``session``
    (a :class:`~companion.app.session.TableSession`): the table before the inputs whose
    lines the player has not heard yet (:meth:`SaidFor.waiting
    <companion.app.said_for.SaidFor.waiting>`), when it is known and holds a game; else
    ``None``: the answer is said after that news
    (:meth:`~companion.app.session.TableSession.after_news`), as it is when no news
    waits. Not known: a line older than the inputs
    :class:`~companion.app.said_for.SaidFor` keeps
    (:data:`~companion.app.said_for.SAID_FOR_KEPT`) still waits, or a waiting input
    left the history though not undone (a slash correction's replayed inputs are known:
    each record stands for its new entry, review of news42); no game: the game's start
    itself is not heard yet, but while the set-up that tells it is said
    (``session._setup``) it counts as heard (:attr:`HeardTable.setting_up`: key 5 then says
    the game has not started yet, the round's start still to come). The tracker is copied once
    (:meth:`~companion.tracker.tracker.Tracker.as_before`)."""
    if name not in STATE_KEYS or not session.tracker.started:
        return None
    history = session.tracker.history
    backlog = session.said_for.waiting(history, begun_heard=name in BEGUN_HEARD,
                                       brought=name not in BRINGS_NOTHING,
                                       whole=name in BEGUN_WHOLE)
    if backlog is None or backlog.index is None:
        return None
    if backlog.index == len(history):  # only the rest of an input begun waits: the table
        return HeardTable(session.tracker, 0, session.last_card, backlog.brings)  # as it is
    index, count, before = backlog.index, backlog.count, backlog.before
    tracker = session.tracker.as_before(index)
    setting_up = False
    if not tracker.started and history[index][0].kind == "start" and not backlog.brings \
            and session._setup:
        # the game's start is what the set-up says: a key pressed while it is said is
        # answered with the table the set-up tells, at the end of its line being said
        # (:meth:`~companion.app.session.TableSession.setting_up`; QA33 L2: key 8, said
        # after the whole set-up, came after the later keys' "not used" lines)
        # the round's start begun, the answer (after the line being said) follows it
        # (review of lw64)
        setting_up = not session.said_for.round_start_begun(history[index])
        index, count, before = index + 1, count - 1, None
        if index == len(history):
            return HeardTable(session.tracker, 0, session.last_card, setting_up=setting_up)
        tracker = session.tracker.as_before(index)
    if not tracker.started:
        return None
    unheard: set = set()
    for question, answer in backlog.answers:  # closed by a card, its answer heard
        if tracker.question is question or _same_asked(tracker, question, answer):
            events = tracker.apply(answer)
            if backlog.told:  # its other news said after the answer (keys51)
                unheard |= {e.seat for e in events if e.kind == "now_insane"}
    if backlog.answers and tracker.question is not None \
            and tracker.question == session.tracker.question:
        # the question that answer leads to is the live one, heard (or brought first) and
        # still open (review of news42: key 2 said "the next card tells" of "was that
        # Bob's hand?")
        tracker.question = session.tracker.question
    own = own_answer(session, tracker, index) if name == "deck" else None
    if own is not None:  # the player knows what they answered (fresh QA52 L3)
        tracker.apply(own)
    return HeardTable(tracker, count, before, backlog.brings, frozenset(unheard), setting_up)


def _same_asked(tracker: Tracker, question, answer) -> bool:
    """Whether ``tracker``'s open question (the table as heard) asks what ``question`` (the
    live one, a ``question`` event) asked, about the same card of the same seat, and takes
    ``answer`` (an ``ANSWER_KINDS`` observation) as one of its numbered answers: its
    allowed answers may differ, a card read later (still to say) having ruled one out
    (review of m463, run E p1: "The Boxer in Carol's discard zone: …?" asked with 1 out,
    2 no, the table before Dan's Dilettante that opened it has 1 out, 2 played; its "+1",
    said right after the question, was not taken: key 8 during "Carol is out, with The
    Boxer." said "Carol may be out (not confirmed) …")."""
    asked = tracker.question
    if asked is None or (asked.kind, asked.seat, asked.cards, asked.value) != (
            question.kind, question.seat, question.cards, question.value):
        return False
    return any(tracker.answer_observation(n) == answer
               for n in range(1, len(asked.info or ()) + 1))


def own_answer(session, tracker: Tracker, index: int):
    """The answer the player's own key gave (an ``ANSWER_KINDS`` input by key, from the
    live history's entry ``index`` on) to the question still open in ``tracker``, the
    table as heard before that entry, or ``None``. Key 2 counts the deck with it (fresh
    QA52 L3, r5 16:40:17: plus 2 said "Alice is still in" while Bob's Cultists, read
    before the answer, were not heard yet; key 2 said "15 or 16 cards left in the deck:
    the next card tells." where the answer gave 15). Not for keys 5 and 8, which say that
    the answer's news is still to come (review of keys51). The input that closed it (the
    first after which it is no longer the question: the state before each input,
    ``entry[1][5]``), not the first answer by key: a correction (``was``, ``was_hand``,
    ``not_hand`` are ``ANSWER_KINDS`` too) that closed it, or another question's answer,
    is no answer to it (fresh reader of session 52)."""
    question = tracker.question
    if question is None or not session.said_for.answered_by_key(question):
        return None
    history = session.tracker.history
    for i in range(index, len(history)):
        obs, before = history[i]
        after = history[i + 1][1][5] if i + 1 < len(history) else session.tracker.question
        if before[5] is question and after is not question:
            # before[-1]: the input's Correction (a slash's), None for any other input
            answer = obs.kind in ANSWER_KINDS and before[-1] is None
            return obs if answer and session.said_for.by_key(history[i]) else None
    return None


@contextmanager
def as_heard(session, heard: HeardTable | None):
    """While a state key of ``session`` is answered with news waiting (``heard``, from
    :func:`heard_table`; ``None``: nothing changes): its ``tracker`` is the table as the
    player has heard it, its ``last_card`` the card played last then (key 6), and the
    answer is said at once, ahead of that news (the lines an older key's answer brought
    too: :attr:`~companion.app.announcement.Announcement.as_heard`; fresh QA54: key 2's
    "18 cards left" came after the 2 cards of Alice's R'lyeh that plus 2 brought, and
    their "16 cards left"), followed by how many inputs are not said
    yet ("2 updates not said yet."; QA29 and QA30 M1: said after the news, an answer came
    7 to 30 s after the press, or never, replaced by a newer press, and key 3 counted a
    card read after the press). News that comes after the press never changes it. What
    is not the tracker's stays live: the session's open choice, the live table's left
    and held cards (key 3 leaves out the cards lying face up the tracker does not hold,
    as now); an open question of the heard table that the news not said yet closes is
    not asked again (:meth:`~companion.app.session.TableSession.ask`, through the
    session's ``_live``, the live tracker meanwhile)."""
    if heard is None:
        yield
        return
    live, last_card, in_order = session.tracker, session.last_card, session._in_order
    brings = session._brings
    session._live = live
    session.tracker = heard.tracker
    session.last_card, session._in_order = heard.before, False
    session._brings = heard.brings or brings
    session._insane_unheard = heard.insane_unheard
    ahead, session._heard_ahead = session._heard_ahead, True
    try:
        yield
        if heard.count:
            session.tell("app.not_said_yet", count=heard.count)
    finally:
        session.tracker, session.last_card, session._in_order = live, last_card, in_order
        session._live, session._brings = None, brings
        session._insane_unheard, session._heard_ahead = frozenset(), ahead


__all__ = ["BEGUN_HEARD", "BEGUN_WHOLE", "HeardTable", "heard_table", "as_heard",
           "own_answer"]
