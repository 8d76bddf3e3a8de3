"""The 2-player face-up cards the camera missed: told at the round's first play, and given
with Enter and a rank.

With 2 players, 5 more cards are set aside face up at each round's start (seed 002
"Setup", 2-Player Only; seed 000 "Partie à 2 joueurs uniquement"; seed 004 for the
original edition; RULINGS O1): :data:`companion.rules.TWO_PLAYER_FACE_UP`. They are
public, and key 3's unseen cards leave them out. QA37 es13_a (busy table: a hand and a
mug over the middle): the camera read 2 of the 5, nothing said so and no key gave the
others, so key 3's list was wrong all round.

* :func:`tell_missed`: when a round's first play is taken with fewer face-up cards read
  than set aside, the table hears it once, with the cards read and the key ("3 of the 5
  face-up cards were read: …. To enter a missed one, press Enter, then its rank, and
  answer face up.").
* :func:`face_up_options`: from then on in that round, while some are missing, Enter and a
  rank offers "face up: <card>" (one per card of that rank the table has not seen) beside
  the zone(s) the table waits for a card in: plus and the number answers (the Enter flow
  of docs/keys.en.md, its "whose discard zone?" choice). With no zone awaited, the
  face-up cards alone are offered, with what the table waits for: never entered unasked
  (review, session 39: "Face up: The Fed." for an Enter maybe meant as a play).

* :func:`ended_round_options`: Enter pressed after that notice, its rank typed once the
  round ended (the voice behind the camera: by ear, es13 busy, the notice came as round 1
  ended and "Not entered: round 1 ended…" refused the card, which then could never be
  given): the ended round's missed face-up cards of that rank are offered, for the
  record and key 3's count of that round; a card played in it is still refused
  (:class:`~companion.app.entry_round.EntryRound`).
* :meth:`~companion.app.question_keys.QuestionKeys._read_already`: while face-up cards
  of the rank are offered, Enter for the camera's newest card not said yet offers them
  alone, never its zone again (es13 round 2, review rev40c).

* :func:`tell_late`: a card the camera sees in the middle after the round's first play
  is not taken (a hand card over the middle, R'lyeh's flipped card look alike); while
  face-up cards are missing, the table hears once a round that a card there was not
  taken and how to enter it, never its name (it may be a hidden card).

The live table only (:attr:`~companion.app.session.TableSession.face_up_notice`): a
session played back from a record has them all.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from babel.lists import format_list

from companion.cards import card, edition_cards
from companion.narration.catalog import message
from companion.rules import TWO_PLAYER_FACE_UP
from companion.tracker import observations as o
from companion.tracker.observations import Observation

if TYPE_CHECKING:
    from collections import Counter

    from companion.app.session import TableSession
    from companion.tracker.events import TableEvent


def _short(session: "TableSession", ended: bool = False) -> tuple[str, ...] | None:
    """The face-up cards the tracker holds (keys, in the order read) when the round in
    progress (``ended``: the round just over, the next not dealt) is a 2-player one with
    fewer than :data:`TWO_PLAYER_FACE_UP` of them; else ``None``."""
    tracker = session.tracker
    if not tracker.started or len(tracker.names) != 2:
        return None
    view = tracker.view()
    if (view.active is None) != ended or view.round == 0 \
            or len(view.face_up) >= TWO_PLAYER_FACE_UP:
        return None
    return view.face_up


def ended_short(session: "TableSession") -> bool:
    """Whether the round just over (the next not dealt) is a 2-player one with fewer than
    :data:`TWO_PLAYER_FACE_UP` face-up cards held (:func:`_short`): its notice can still be
    obeyed (:func:`~companion.app.entry_round.notice_obeyed`; review of medq56)."""
    return _short(session, ended=True) is not None


def tell_missed(session: "TableSession", events: "list[TableEvent]") -> None:
    """After the events of one input: when they hold the round's first play (a
    ``card_played``) and fewer face-up cards were read than set aside, say so once in
    that round, with the cards read and how to enter a missed one; stale once another
    face-up card is given (by-ear es13: cut by Enter's cue, it was said again after the
    card entered, outdated, and the card's own line waited 10 s behind it), or the round
    is over."""
    if not session.face_up_notice:
        return
    read = _short(session)
    rnd = session.tracker.view().round
    session.face_up_now = None if read is None else (rnd, len(read))
    if read is None or session.face_up_told == rnd or \
            not any(e.kind == "card_played" for e in events):
        return
    session.face_up_told = rnd
    told = session.face_up_now

    def stale() -> bool:  # on the voice's thread: the flag set on the main one
        return session.face_up_now != told

    args = {"count": len(read), "cards": format_list(
        [card(k).name(session.lang) for k in read], locale=session.lang)} if read else {}
    session.face_up_heard = session.tell("app.face_up_missed" if read else "app.face_up_none",
                                         total=TWO_PLAYER_FACE_UP, stale=stale, **args)
    session.face_up_prompt = session.said_for.prompt_count()  # (entry_round.notice_obeyed)


def tell_late(session: "TableSession") -> None:
    """The camera made stable a card in the middle after the round's first play, refused
    (:meth:`~companion.app.live_cards.CameraCards._face_up_card`): once the missing
    face-up cards were told this round (:func:`tell_missed`) and while some still are,
    say once a round that a card there was not taken and how to enter a face-up one, the
    card never named (session 39: refused in silence; it may be a hand card, hidden).
    Stale as :func:`tell_missed`'s notice is (another face-up card given)."""
    rnd = session.tracker.view().round
    if _short(session) is None or session.face_up_told != rnd \
            or session.face_up_late_told == rnd:
        return
    session.face_up_late_told = rnd
    told = session.face_up_now
    session.tell("app.face_up_late", stale=lambda: session.face_up_now != told)
    session.face_up_prompt = session.said_for.prompt_count()


def face_up_options(session: "TableSession", matches: tuple[str, ...],
                    unseen: "Counter") -> tuple[tuple[str, Observation], ...]:
    """Enter's extra answers for a card of rank ``matches`` (the edition's cards of the
    rank typed): ``("face up: The Boxer", face_up observation)`` for each with a copy the
    table has not seen (``unseen``, :meth:`~companion.tracker.tracker.Tracker.unseen`),
    once :func:`tell_missed` told of missing face-up cards in this round and while some
    still are; ``()`` otherwise."""
    if _short(session) is None or session.face_up_told != session.tracker.view().round:
        return ()
    return tuple((message(session.lang, "app.enter_option_face_up",
                          card=card(k).name(session.lang)), o.face_up(k))
                 for k in matches if unseen[k])


def ended_round_options(session: "TableSession", rnd: int, rank: int | None
                        ) -> tuple[tuple[str, Observation], ...]:
    """Enter's answers for a rank typed once round ``rnd`` (1-based) ended, its Enter
    pressed in it after :func:`tell_missed` told of its missing face-up cards: ``("face
    up: The Boxer", face_up observation)`` for each card of ``rank`` with a copy the table
    has not seen, while round ``rnd`` is the tracker's last (the next not dealt: a face-up
    card given then goes to the round over, seed 002 "Setup" sets them aside at each
    round's start) and some of its face-up cards are missing; ``()`` otherwise (the
    refusal, :meth:`~companion.app.entry_round.EntryRound._entry_refused`, stands)."""
    tracker = session.tracker
    if session.face_up_told != rnd or tracker.question is not None \
            or _short(session, ended=True) is None or tracker.view().round != rnd:
        return ()
    unseen = tracker.unseen()
    return tuple((message(session.lang, "app.enter_option_face_up",
                          card=card(c.key).name(session.lang)), o.face_up(c.key))
                 for c in edition_cards(tracker.edition) if c.rank == rank and unseen[c.key])


def zone_option(session: "TableSession", seat: int, seen) -> tuple[str, Observation]:
    """Enter's answer for the card played in ``seat``'s (0-based) zone, beside
    :func:`face_up_options`: ``("Alice's zone", card observation)``."""
    return (message(session.lang, "app.enter_option_zone", player=session.tracker.names[seat]),
            o.card_seen(seat, seen))
