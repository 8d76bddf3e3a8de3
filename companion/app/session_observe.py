"""An observation in (:meth:`SessionObserve.observe`): given to the tracker, its news said
(what it brings, what it refuses, a doubt settled, the turn's news before the turn). A part
of :class:`companion.app.session.TableSession` (:class:`SessionObserve`), split from
:mod:`companion.app.session` by job (rf70).
"""
from __future__ import annotations

import logging
from dataclasses import replace
from typing import Callable

from companion.cards import card
from companion.narration.narrate import asks_check, repeats
from companion.narration.catalog import message, said_in
from companion.narration.record_order import live_order
from companion.session_log import LOG_FORMAT, refusal_values
from companion.tracker import observations as o
from companion.tracker.asking import settled_answer
from companion.tracker.entry_hand import HAND_UNCONFIRMED
from companion.tracker.events import TableEvent
from companion.tracker.observations import Observation, ObservationError
from companion.app.face_up_missed import tell_missed
from companion.app.under_asked import holds_cards
from companion.app.event_style import DROPPED_WHEN_OVER
from companion.app.answer_place import answer_seat, later_news
from companion.app.effect_card import laid_by_effect
from companion.app.entry_word import note_keyed
from companion.app.kept_results import kept_standing
from companion.app.question_place import held_by
from companion.app.rank_counted import CountNext
from companion.app.result_held import result_held
from companion.app.session_resume import held_checks
from companion.app.session_watch import _TURN_ENDS
from companion.app.undo_under import read_before_hint

log = logging.getLogger(__name__)


#: event kinds that do not say a card read as the table's news: the settled doubt's line
#: (``app.doubt_settled``) comes before the first other one naming the card (QA43 M3), a
#: question about it included ("The Fed in Ann's discard zone: was that Ann's hand?": the
#: line came after the question; review of stick43)
_NOT_CARD_NEWS = ("inconsistency", "question_settled")


class SessionObserve:
    """Observations in, in :class:`~companion.app.session.TableSession` (a
    mixin: it uses the session's fields and its other mixins)."""

    # ------------------------------------------------------------------ input
    def observe(self, obs: Observation, *, check: bool = False,
                already: bool = False, unsaid: tuple[str, ...] = (),
                before_round: Callable[[], None] | None = None,
                count: CountNext | None = None) -> list[TableEvent]:
        """Log, apply and announce one observation or command; returns its events.

        ``check``: the card was read from tactile stickers only
        (:attr:`vision.records.CardAppeared.from_stickers`), a reading that can be wrong;
        the first event naming it (played, discarded, revealed, shown by a player who is
        out) gets the ``card_unsure`` earcon and a request to check it
        (``app.check_card_brief`` / ``app.check_card``). ``already`` (with ``check``): the
        card lay in its zone before this turn (refused, or held at the start, and taken now):
        the request says so (``app.check_card_already*``, QA20 #12: "Check it." alone was
        easy to miss). A malformed observation is announced as an error and changes nothing.
        What it says is kept in the voice's history, even in answer to a key (:meth:`news`),
        and is stale (dropped unsaid by a voice behind the table) once it is undone (QA28
        #4: an undone round end's "Carol wins the round" was still said). ``unsaid``: event
        kinds the caller has said already in its own words, noted but not said (the live
        set-up: the players, and the first turn that "Round 1. Alice starts." names; QA26
        N2: "New game, 3 players." and "Alice." repeated it). ``before_round``: called
        right before the new round's start is said (the dealing steps, after the news of
        the round the deal ended: :meth:`~companion.app.live_deal.NextDeal._deal`).
        ``count``: ``obs`` is Enter's card the count may have chosen
        (:meth:`~companion.app.rank_counted.RankCounted.give_counted`): its line follows
        the card's own (:meth:`~companion.app.rank_counted.RankCounted.count_after`).
        """
        brings, fix_first = self._brings, self._fix_first
        if check or already:
            self.read_as[id(obs)] = (obs, check, already)
        if obs.kind == "new_round":  # cards undone and never read again are over
            kept = {id(entry[0]) for entry in self.tracker.history}
            self.read_as = {k: v for k, v in self.read_as.items() if k in kept}
            self.keyed_as = {k: v for k, v in self.keyed_as.items() if k in kept}
        # a correction by key is said at once, before the lines keys cut, said again
        # after it (QA29 M4: "Corrected: …" came 10 s late, after the open question)
        self._fix_first = bool(self._answering) and obs.kind == "was"
        if self._answering and not self._news and obs.kind != "undo":
            # a key's input acts on the table its newest input made: what the voice has
            # still to say of that is said first (QA27 #6: "The Boxer." typed with Enter
            # was said before "Alice: Sanity check, 1 card.", the check it was for)
            history = self.tracker.history
            if obs.back:  # an older card's (QA32 M1)
                history = self.tracker.up_to_corrected(obs.back)
            # a correction: only what names the card it corrects, the rest of that card's
            # lines being the wrong card's (QA34 M4: left after slash's cue)
            # an answer to the open question: its news of the question's seat right after
            # it, ahead of the later plays said ahead of it (fresh QA58 HIGH-3), its news
            # of later turns after them (fresh QA62 MEDIUM-4: companion.app.answer_place)
            seat = answer_seat(self, obs)  # None for a correction (a ``was``)
            self._brings = tuple(
                self.said_for.rest_of_begun(history) if obs.kind == "was"
                else self.said_for.news_waiting(history))
            if seat is not None:
                self._brings_rest = (seat, self._brings)
                self._brings = tuple(self.said_for.before_question(self.tracker.question))
        fixed = (self.tracker.view(), result_held(self.tracker), self.tracker.end_held()) \
            if obs.kind == "was" and self.tracker.started else None
        try:
            with self.giving(), self.news(), \
                    self.said_for.input(obs, self.tracker, bool(self._answering),
                                        before=self.last_card):
                events = self._observe(obs, check, already, unsaid, before_round, count)
                if fixed is not None:  # the round's end a correction took back (rev k60)
                    self._say_round_end_corrected(*fixed)
        finally:
            self._brings, self._fix_first = brings, fix_first
            self._brings_rest = None
        if self._answering and obs.kind != "undo" and self.said_for.replayed_heard:
            # all its lines heard before an undo took the same input back, none said
            # again: the key was taken (fresh QA52 M2; companion.app.said_again)
            self.tell("app.as_heard_before_undo")
        drop = getattr(self.say, "drop_stale", None)
        if drop is not None and self.said_for.closed_being_said(self.tracker.question):
            self.said_for.note_cut(self.tracker.question)
            drop()  # the question closed as it is said: cut (QA37 en21_u)
        return events

    def _observe(self, obs: Observation, check: bool, already: bool,
                 unsaid: tuple[str, ...] = (),
                 before_round: Callable[[], None] | None = None,
                 count: CountNext | None = None) -> list[TableEvent]:
        try:
            o.validate(obs)
        except ObservationError as exc:  # in the table's language
            self._answer_text(said_in(exc, self.lang), "now", "error")
            return []
        if self.choice and obs not in (c for _, c in self.choice) \
                and not holds_cards(self.choice):  # (the under-card question: qh1b)
            # a card the camera read (or any news) settles or outdates it, said (QA29 H2:
            # closed without a word, the plus and number meant for it found no question)
            slash = self.choice[0][1].kind == "was"
            self.choice = ()
            with self.answering():  # at once, as the list was (not behind the news)
                self.choice_closed = self.tell(
                    ("app.correct_dropped" if slash else "app.choice_card_read")
                    if obs.cards else "app.choice_dropped")
        # an input from the table while the undo's question waits closes it, said at once
        # (session 30, QA31: closed in silence, minus twice then undid the new card)
        undo_open = obs.kind != "undo" and not self._answering \
            and self.said_for.undo_open(self.tracker.history) is not None
        # said after the lines of the card it named still to say (QA32 L5: between them)
        undo_card = tuple(self.said_for.unsaid(self.tracker.history)) if undo_open else ()
        if count is not None and obs.kind == "card":  # Enter's card: no camera read it
            self.keyed_as[id(obs)] = obs  # (companion.app.keyed_cards)
            note_keyed(self, obs)  # asked for, or an unseen play (entry_word)
        if self.record is not None:
            try:
                # how the camera read it, kept by a session log for a resume (review 38c),
                # and whether the tracker refuses it (QA42 M2: a resume took the game's own
                # refusals for a log of another table)
                keeps = getattr(self.record, "keeps_marks", False)
                refused = self._refuses(obs) if keeps else []
                # the zones the camera cannot read, for a resume (review of unify43)
                unread = tuple(self.tracker.unread_seats) if keeps else ()
                t = self.picture_t if keeps else None  # where a video was (QA60 LOW)
                # the round seen cleared, for a resume's owed hand (hq64)
                cleared = self.cleared_round() if keeps and self.cleared_round else None
                # a game's start: the log's format, so a resume knows what it writes
                # (its deal hints: review of res68)
                fmt = LOG_FORMAT if keeps and obs.kind == "start" else None
                # Enter's card (its rank typed, the count given): the camera did not read
                # it, so a resumed table does not count it for a clear (rev-res69)
                keyed = keeps and count is not None and obs.kind == "card"
                # entered unasked, a hand over its zone: the player's word (entry_word)
                unasked = keyed and id(obs) in getattr(self, "keyed_unseen", ())
                if keeps and (check or already or refused or unread or t is not None
                              or cleared is not None or fmt is not None or keyed):
                    self.record(obs, check=check, already=already, refused=refused,
                                unread=unread, t=t, cleared=cleared, format=fmt,
                                keyed=keyed, unasked=unasked)
                else:
                    self.record(obs)
                if keeps:  # the log's round seen cleared now: this line's (hqq)
                    self.cleared_written = cleared
            except OSError as exc:  # a full disk must not stop the game, but the table
                log.error("session log: %s", exc)  # must know a crash would lose it (QA)
                self.record = None
                self.log_failed = True
                self.tell("app.log_failed")
        depth = len(self.tracker.history)
        asked = self.tracker.question  # a question the cards may close: its answer told
        if obs.kind != "undo":
            self.applied += 1
        self.tracker.says_ahead = self.says_ahead
        try:
            events = self.tracker.apply(obs)
        except ObservationError as exc:  # in the table's language
            self._answer_text(said_in(exc, self.lang), "now", "error")
            return []
        except Exception:  # a tracker bug must not end the game: undo it and go on
            log.exception("tracker failed on %r", obs)
            while len(self.tracker.history) > depth:
                self.tracker.undo()
            self.tell("app.internal_error")
            return []
        if obs.kind != "undo" and not self.tracker.refused_last():
            self._taken += 1
        self._note_zones()
        if undo_open:
            self.said_for.close_undo()
            with self.answering():  # at once, as the question was
                self.tell("app.undo_card_read" if obs.cards else "app.undo_closed",
                          brings=undo_card)
        if obs.kind == "card":
            self.last_read = obs
        if obs.kind == "start":
            self.lang = self.tracker.lang
        for event in events:
            if event.kind == "card_played" and event.cards:
                self.last_card = event.cards[0]
        fresh = {id(event) for event in events}  # not those held from the last observation
        # cards to check held behind the question, said by this input (the answer): asked
        # as if said when read (session 37, QA36 es13: "Alice: el Músico." with none)
        owed = () if obs.kind == "undo" else self._owed_checks
        noted = False  # :meth:`_before_turn` called
        settled = self._doubt_settled(obs, events, asked)  # said before the card's first news
        ordered = self.order.feed(events) if self.order is not None else live_order(events)
        # the question the cards closed, never heard: its play's lines take its place, ahead
        # of the plays said after it (QA49 MEDIUM-1: "Bob: The Entertainer." after Carol's)
        closed = asked is not None and self.tracker.question is not asked \
            and obs.kind in o.CAMERA_KINDS and not self._answering
        place = self.said_for.unheard_place(asked) if closed else None
        if closed and place is None:  # heard, the plays said ahead of it not begun yet:
            # its play's lines still go in turn order (fresh QA51 run D)
            place = self.said_for.untold_after_place(asked)
        placing = held_by(asked, ordered) if place is not None else 0
        folded = None  # the deck count said in the line before it (:meth:`announce` count)
        for i, event in enumerate(ordered):
            before, self._last_event = self._last_event, event
            if event is folded:
                continue
            if event.kind in _TURN_ENDS and not noted:
                noted = True
                self._before_turn(events)
            names = bool(set(event.cards or ()) & set(obs.cards or ()))  # the card read
            # the first event naming the card read (played, discarded, revealed, shown)
            unsure = check and id(event) in fresh and not asks_check(event) \
                and names  # (those ask already)
            owing = None if unsure or asks_check(event) else next(
                (c for c in owed if set(event.cards or ()) & set(c[0])
                 and c[2] in (None, event.seat)), None)  # its zone's: not Carol's Fed for
            # Bob's held behind the question (merge43: his hand, only probably out, held)
            if event.kind == "undone":  # the undo key says what it removed, more precisely
                continue
            if event.kind == "round_started":
                self.said_for.starting_round()  # the lines before: the round ended
            if event.kind == "round_started" and before_round is not None:
                before_round()
            if event.kind in unsaid or repeats(before, event) or self._after_the_game(event) \
                    or event.kind == "deck_count" and self.deck_unsure:  # said otherwise
                self._note_turn(event)
                continue
            follow = ordered[i + 1] if i + 1 < len(ordered) else None
            folded = follow if follow is not None and follow.kind == "deck_count" \
                and event.kind not in DROPPED_WHEN_OVER and not self.deck_unsure else None
            if owing is not None:
                owed = tuple(c for c in owed if c is not owing)
            if settled is not None and names and event.kind not in _NOT_CARD_NEWS:
                self._say_settled(settled)
                settled = None
            held = self._settle_held
            if held is not None and event.seat == held[0] and held[1] in (event.cards or ()) \
                    and event.kind != "inconsistency":  # the held card's news
                self._say_settled(held[2])
                self._settle_held = None
            # what an undo would take back (QA29), a held card named (QA40 L5)
            told = settled_answer(asked, event) if asked is not None \
                and event.kind == "question_settled" else None
            if asked is not None and event.kind == "card_played" and event.info == "named":
                # its line says how the cards closed the question, their settling unsaid
                # (fresh QA51 run H): the answer it tells is that settling's
                told = next((settled_answer(asked, e) for e in ordered[i + 1:]
                             if e.kind == "question_settled" and e.info == "play_named"
                             and e.seat == event.seat), None)
            if self._over_card(event):  # one line for every card laid after the game's
                # end, naming none ("nothing more is counted"), a copy too many too
                info = event.info if isinstance(event.info, dict) else {}
                event = replace(event, cards=(), info={**info, "expected": "over"})
            rest = self._brings_rest
            if rest is not None and later_news(event, rest[0]):
                self._brings, self._brings_rest = rest[1], None  # (answer_seat)
            unsaid_before = self.said_for.not_said_again()
            with self.said_for.naming(names, event.cards or (), event.seat), \
                    self.said_for.telling(asked, told), \
                    self.placed(place if i < placing else None):
                self.announce(event, check=unsure or owing is not None,
                              already=owing[1] if owing is not None else already,
                              count=folded, back_in={
                                  e.seat for e in ordered[i + 1:] if e.kind == "player_out"
                                  and e.info not in ("hand", HAND_UNCONFIRMED)}
                              if event.kind == "turn_started" else ())
            # Enter's card the count chose: why (naming it when its line was unsaid)
            self.count_after(count, obs, event,
                             heard=self.said_for.not_said_again() > unsaid_before)
            check = check and not unsure  # only the card this observation read
        if check and obs.kind == "card" and not self.tracker.refused_last():
            owed += ((tuple(obs.cards), already, obs.seat),)  # held behind the question
        if settled is not None and self.tracker.question is not None:
            self._settle_held = (obs.seat, obs.cards[0], settled)  # held: said with its news
        elif settled is not None:  # no line of its own named it
            self._say_settled(settled)
        if obs.kind == "undo" and (self.tracker.question is not None
                                   or self.tracker.ambiguous):
            # an answer undone: its held cards wait again, still to check (review resume42:
            # plus, minus minus, plus said them without "Check it."); so do those the
            # accounts hold (review of low49: minus said "The Stowaway." alone)
            owed = held_checks(self.tracker, self._history_marks())
        # held while the accounts differ too, no question open (QA47 LOW-2, QA48 r4:
        # Bob's check card, his hand in another account, said "The Stowaway." alone)
        self._owed_checks = owed if self.tracker.question is not None \
            or self.tracker.ambiguous else ()
        if not noted:
            self._before_turn(events)
        if obs.kind == "undo" and not self._answering:
            self.ask_reopened()  # (the undo key asks it itself, after "Undone: …")
        if obs.kind in o.CAMERA_KINDS:
            self.read_before_blame()
            read_before_hint(self)
        elif self.blamed is not None and self._blamed_kept() is None:
            # a key input after the blamed answer: minus twice is for it now, the line
            # naming the answer stale (fresh QA53b MEDIUM 2: "Again: It would fit without
            # your answer to …" after "Bob is out" by plus 1 and "Carol wins the round")
            self.blamed = None
        if obs.kind in o.CAMERA_KINDS and any(e.kind == "inconsistency" for e in events):
            self.blame_answer()
        return events

    def _refuses(self, obs: Observation) -> list[str]:
        """The ``inconsistency`` values with which the tracker will refuse ``obs`` (leaving
        the accounts and the open question as they are: :meth:`Tracker.refusal`, tried on
        a copy; per observation it costs 1.2 to 1.6 times the apply itself: mean 0.22 to
        0.32 ms, 99th percentile 5 to 8 ms, at most 27 ms in 60 random Arkham games of 4
        and 6 players, review of ownlog43; nothing without a ``keeps_marks`` log), so that
        the session log marks its line before it is
        applied (``"refused": ["unexpected:2"]``: QA42 M2); ``[]`` when it will take it,
        before the game's start, for ``start`` and ``undo``, and for a malformed
        observation (the tracker's error says it)."""
        if not self.tracker.started or obs.kind in ("start", "undo"):
            return []
        try:
            return refusal_values(self.tracker.refusal(obs))
        except Exception:  # a malformed input or a tracker bug: _observe says it
            return []

    def _say_settled(self, settled: dict) -> None:
        """Say the doubt ``settled`` (the ``app.doubt_settled`` arguments of
        :meth:`_doubt_settled`): as resting on an entered card kept against the camera while
        that entry stands (:func:`~companion.app.kept_results.kept_standing`: "If the card
        you kept, not the camera's, is right: Bob's card was The Fed, not The Sailor.";
        rev-trust72: the doubt the kept card made, said settled as fact, though the camera's
        Sailor was Bob's play and the kept one the wrong card), else plainly."""
        if kept_standing(self):
            self.tell("app.kept_if", line=message(self.lang, "app.doubt_settled", **settled))
        else:
            self.tell("app.doubt_settled", **settled)

    def _doubt_settled(self, obs: Observation, events: list[TableEvent],
                       asked) -> dict | None:
        """After ``obs`` was applied: the camera's card refused in a zone as one too many
        ("Check Carol's zone: R'lyeh again?") is noted as :attr:`_doubt`; the next camera
        card taken ends it, and when it is one card in that zone in the same round, it
        settled the doubt: returns the ``app.doubt_settled`` arguments ("Carol's card was
        Cthulhu, not R'lyeh."; QA43 M3: the doubt was never taken back), else ``None``.
        A card an effect brought from the deck into that zone (R'lyeh's, the Tommy Gun's:
        :func:`~companion.app.effect_card.laid_by_effect`) ends the doubt, settling nothing,
        when the doubted card lies in that zone (a card read twice: fresh QA58 HIGH-5,
        "Alice's card was The Fed, not R'lyeh.", the Fed her R'lyeh's card laid on it); a
        doubted card not in that zone was that effect's card misread, and it settles it
        (review of qh5: "Bob's card was The Fed, not the Tommy Gun.", Ann's Tommy Gun's).
        ``asked``: the tracker's question before ``obs`` (``None``: none open). Zone cards
        are face up: no hidden card is named. A slash correction (``was`` with no question
        open: not an answer), a new game or a new round ends the doubt too (review of
        stick43: the doubted card corrected by slash, the zone's next card still said
        "Bob's card was the Tommy Gun, not The Sailor."). Not at a showdown: a copy too many
        there is a next round's card (``CameraCards._not_awaited``, companion.app.live_cards;
        review of qa46h1: "Carol's card was The Boxer, not The Musician.", her revealed hand
        read at last, round 4's Musician dealt right after)."""
        if obs.kind != "card":
            if obs.kind in ("start", "new_round"):
                self._doubt = self._settle_held = None
            elif obs.kind == "was" and asked is None:  # a slash, not a question's answer
                self._doubt = None
            return None
        rnd = self.tracker.view().round
        if self.tracker.refused_last():
            doubt = next((e for e in events if e.kind == "inconsistency" and e.cards
                          and e.value == "too_many_copies" and e.seat is not None), None)
            if doubt is not None and self.tracker.waiting()[0] != "showdown":
                self._doubt = (rnd, doubt.seat, doubt.cards[0])
            return None
        doubt, self._doubt = self._doubt, None
        if doubt is None or doubt[:2] != (rnd, obs.seat) or len(set(obs.cards)) != 1 \
                or obs.cards[0] == doubt[2] or (
                    laid_by_effect(events, obs.seat, obs.cards[0])
                    and doubt[2] in self.tracker.view().seats[obs.seat].zone):
            # an effect's card (R'lyeh's) on a zone whose doubted card lies there: the
            # doubted copy was that card read twice; the table explains it
            return None
        return {"player": self._player(obs.seat), "card": card(obs.cards[0]).name(self.lang),
                "doubted": card(doubt[2]).name(self.lang)}

    def _before_turn(self, events: list[TableEvent]) -> None:
        """What is said of one input's ``events`` before the first that ends the turn (else
        after them): :attr:`before_turn`, then the missing face-up cards at a round's first
        play (:func:`~companion.app.face_up_missed.tell_missed`)."""
        if self.before_turn is not None:
            self.before_turn()
        tell_missed(self, events)
