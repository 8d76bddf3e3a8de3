"""The keys that answer the open question or give the table a card: key 1 (the question
again), plus and a number (its answer), Enter and a rank (a card the camera does not read),
slash and a rank (the last card read was another one).

A mixin of :class:`companion.app.session.TableSession` (it uses the session's
``tracker``, ``lang``, ``choice``, ``last_read``, ``observe``, ``tell``, ``_answer_text``,
``announce``, ``ask``, ``said_for``, ``_player``, ``_game_over`` and
:class:`~companion.app.enter_heard.EnterHeard`'s ``_told_zone``);
:meth:`TableSession.key` calls its ``_key_*`` methods.
"""
from __future__ import annotations

from collections import Counter
from contextlib import nullcontext
from dataclasses import replace

from babel.lists import format_list

from companion.app.keys import Command
from companion.app.rank_counted import CountNext
from companion.app.result_held import game_may_end
from companion.app.face_up_missed import face_up_options, zone_option
from companion.app.face_up_outranked import outrank_face_up, say_face_up_dropped
from companion.app.twin_asked import TwinQuestion
from companion.app.under_asked import give_unanswered
from companion.app.undone_before_answer import undone_entered, undone_named
from companion.cards import CARDS, card, edition_cards
from companion.narration.catalog import message
from companion.narration.narrate import wait_phrase
from companion.tracker import observations as o
from companion.tracker.corrected import ROUND_OPENERS
from companion.tracker.inconsistencies import CARD_KINDS
from companion.tracker.observations import Observation
from companion.tracker.questions import asks_discard

#: The most inputs the camera may have given since an undo, taken by the tracker, for
#: Enter and the undone card's rank still to give that card back in its place, under them
#: (:meth:`QuestionKeys.redo_entered`): a turn or two of a 2-player round
REDO_REACH = 4

#: Message of each answer word of the tracker's questions.
_ANSWER_WORDS = {"yes": "app.yes", "no": "app.no", "end": "app.yes", "continue": "app.no",
                 "out": "app.out", "in": "app.still_in", "sane": "app.sane",
                 "insane": "app.insane", "played": "app.no", "discard": "app.no",
                 "check": "app.check_card", "hand_check": "app.check_card"}


def closed_by_deal(tracker) -> tuple[int, object] | None:
    """``(history index of the deal, the question)`` when the newest input is the deal of a
    new round (or a 2-player round's face-up cards after it) that closed an ``out`` or
    ``was_hand`` question the accounts it kept still differ on (several, each started by
    another player: :meth:`~companion.tracker.tracker.Tracker.deal_closes_question`, the
    first card to tell); else ``None``. The question is the one the deal's snapshot held."""
    history = tracker.history
    if tracker.question is not None or len(tracker.hyps) < 2:
        return None
    index = len(history) - 1
    while index > 0 and history[index][0].kind == "face_up":
        index -= 1
    if index <= 0 or history[index][0].kind != "new_round":
        return None
    question = history[index][1][5]
    if question is None or question.value not in ("out", "was_hand") or not question.info:
        return None
    return index, question


class QuestionKeys:
    """Answers to the keys that answer questions or give cards (see the module docstring)."""

    #: the history entry and rank of the last Enter taken for the camera's card not said
    #: yet (:meth:`_read_already`): the same Enter and rank again adds the card
    _read_already_asked: tuple | None = None
    #: the history entry of the card slash's cue named (:meth:`_correct_back`)
    _correct_at: tuple | None = None
    #: ``(choice, knocked-out hand seats, matches, unseen, rank)`` of Enter's list ("whose
    #: discard zone?", "where is it?") while open: its answer says the count as Enter's
    #: rank does (:meth:`~companion.app.rank_counted.RankCounted._rank_counted`; review
    #: of enter50, fresh QA50b HIGH-1)
    _enter_counted: tuple | None = None
    #: the seat (0-based) whose play the live table asked by Enter and its rank, the
    #: zone's two cards' order unknown (:meth:`~companion.app.glimpse_play.GlimpsePlay.
    #: _ask_play_order`, "… which is Bob's play? Press Enter, then its rank."): Enter's
    #: card for that zone is told his play, not asked play or hand (:meth:`_role_asked`)
    play_asked: int | None = None
    def options(self) -> list[tuple[str, Observation]]:
        """The open question's answers, as (spoken text, observation) in key order: the
        session's own :attr:`choice`, else the tracker's question
        (:meth:`~companion.tracker.tracker.Tracker.answer_observation`), whichever was
        said last (:meth:`~companion.app.session.TableSession.asked_last`)."""
        asked = self.asked_last()
        if asked == "choice":
            return list(self.choice)
        q = self.tracker.question
        if asked != "question":
            return []
        options = []
        for number, value in enumerate(q.info or (), start=1):
            obs = self.tracker.answer_observation(number)
            if obs is None:
                continue
            if q.value in ("first", "holder"):
                label = self._player(value)
            elif value in CARDS:
                label = card(value).name(self.lang)
            else:
                label = message(self.lang, _ANSWER_WORDS.get(str(value), "app.yes"))
            options.append((label, obs))
        return options

    def _key_question(self, _command) -> None:
        if self.closing_heard_now():
            return
        if not self.say_prompt(again=True):
            self._no_question()

    def closing_heard_now(self) -> bool:
        """Whether a key for the question the player heard (plus and a number, key 1)
        comes while the voice says the line telling that the cards closed it
        (:meth:`~companion.app.said_question.SaidQuestion.closing_now`), the session's own
        list not the prompt heard last: that line is the key's answer, said on to its end,
        once; nothing is added or cut (fresh QA56 L1, run E 03:55:28-33: "The cards tell
        it: Bob's R'lyeh, Sane effect. No answer needed." cut 1.6 s in by plus 1's "No
        question is open.", then "Again: The cards tell it: …"; 03:52:39-48: "Alice is
        out, with R'lyeh." cut by "The cards have settled the question …: the lines to come
        say how.", then said again, then "No answer needed.")."""
        return self.asked_last() != "choice" and self.said_for.closing_now()

    def _no_question(self) -> None:
        """Say that no question is open, at once; but when the player heard the question
        and the line that closed it waits to be said, that the news not said yet settles
        it (:meth:`closing_coming`; QA31 #4: "No question is open." came before "No answer
        needed: that was Bob's play."; QA36 st7_b: said after that line, behind 5 plays,
        it came 14 s late)."""
        if self.said_for.closed_unheard(None):
            self.closing_coming()
        else:
            self.tell("app.no_question")

    def closing_coming(self) -> None:
        """A key for the question the player heard (plus, key 1) while the lines telling it
        closed wait to be said
        (:meth:`~companion.app.said_question.SaidQuestion.closed_unheard`): say at once
        "The cards have settled the question about the Shoggoth in Bob's zone already: the
        lines to come say how." (:func:`~companion.app.session_speech.closed_coming`), a
        refusal (never dropped by a newer key); the news, the question the cards opened
        since included, follows in the table's order (QA36 es13_a: plus said the newer
        question at once, and the number typed for the one heard only said it again). It
        was "The news not said yet settles the open question." until QA43 L4: heard just
        after the play that settles it ("Bob: The Urchin."), that news seemed already said."""
        question = self.said_for.closed_unheard_one(self.tracker.question)
        with self.said_for.refusing():
            self.tell_closed_coming(question)
        self.said_for.settled_told(question)

    def say_prompt(self, again: bool = False) -> bool:
        """Say again the open prompt that plus and a number answers (the one said last:
        :meth:`~companion.app.session.TableSession.asked_last`): the tracker's question with
        its numbered answers, or the session's choice's answers. ``again``: key 1 asked for
        it (:attr:`~companion.app.session.Announcement.again`: the same line being said is
        cut and said again from its start; QA29 N4), with the words said before it in the
        saying the voice has still to say, so that it is said there, once (QA32 L3: the
        resume's summary). Asked again (key 1, a number for another question: plus's
        number for a question closed since, :meth:`_key_answer`) while the player's open
        question is one heard before whose closing waits unsaid
        (:meth:`~companion.app.said_question.SaidQuestion.closed_unheard`), says
        :meth:`closing_coming` instead: the one place these keys are told so (review 37a:
        key 1, and plus's number typed before the cards closed it, said nothing at once).
        Returns False when neither is open."""
        asked = self.asked_last()
        if asked == "question" and again \
                and self.said_for.closed_unheard(self.tracker.question):
            self.closing_coming()  # to the player, the question heard before is open
            return True
        if asked == "question":
            question = self.tracker.question
            lead = self.said_for.coming_lead(question) if again else None
            # numbered answers included (QA17 #12: "Answers: …" said them again)
            self.announce(question, again=again, lead=lead)
            return True
        if asked == "choice":
            self.prompted("choice")
            self.tell("app.answers", list=self._listed(), again=again)
            return True
        return False

    def _open_choice(self, choice: tuple[tuple[str, Observation], ...], message_key: str,
                     **args) -> None:
        """Open the session's own :attr:`choice` and say it (``message_key`` with its
        numbered answers, and ``args``): plus and a number answers it, as the prompt said
        last. Not said once closed (QA35 kn_en: star closed the list still waiting behind
        slash's cue, and the closed list was said). Waiting behind the news it follows
        (``brings``, QA41 M2), a query key's answer goes ahead of it and leaves it open
        (:meth:`~companion.app.session.TableSession.key`) and queued."""
        self.choice = choice
        self.choice_behind = choice if args.get("brings") else ()
        self.prompted("choice")
        # behind the news it follows (``brings``), firm as a refusal: a newer key's answer,
        # said at once, does not drop it unsaid (review, session 42: key 5 during the wait)
        with self.said_for.refusing() if args.get("brings") else nullcontext():
            self.tell(message_key, list=self._listed(),
                      stale=lambda: self.choice is not choice, **args)

    def deal_waits(self, again: bool = True) -> None:
        """Say that the next deal waits for the open question's answer, and ask it again
        (the live app holds the deal: QA Q1, F16); that the round's result waits for it
        when its answer may end the game, no next deal sure (:func:`~companion.app.
        result_held.game_may_end`; review of qh62: Cthulhu's "Sane or Insane effect?").
        ``again``: as :meth:`~companion.app.session_speech.SessionSpeech.ask`'s, false
        from the live loop (the table's own course, not a key's answer): when the question
        is the last line said, the lead alone, "…; key 1 repeats it." (review of bx64a,
        LOW: the cleared table's reminder said the question just said again)."""
        self.ask("app.round_result_waits_answer" if game_may_end(self.tracker)
                 else "app.deal_waits_answer", again=again)

    def checked(self, obs: Observation) -> bool:
        """Whether ``obs``, an answer of the session's own list, is said with "Check it."
        when given: that list asked about a camera card read from its stickers only, or
        in doubt (:attr:`~companion.app.session.TableSession.choice_check`, set by
        :func:`~companion.app.pile_asked.ask_card`; review of q60e, MEDIUM)."""
        return any(obs is c for c in self.choice_check)

    def _listed(self) -> str:
        """The open question's answers as said: "1 Alice; 2 Bob" (in the table's language)."""
        listed = [message(self.lang, "app.answer_option", number=i + 1, text=t)
                  for i, (t, _) in enumerate(self.options())]
        return message(self.lang, "app.list_sep").join(listed)

    def _key_answer(self, command: Command) -> None:
        if self.closing_heard_now():
            return
        options = self.options()
        if not options and (self._answer_past_deal(command.number or 0)
                            or self._answer_pile_late(command.number or 0)):
            return
        if not options:
            self._no_question()
            return
        question = self.tracker.question
        if self.asked_last() == "question" and (self.said_for.closed_unheard(question)
                                                or self.said_for.meant_another(question)):
            self.say_prompt(again=True)  # the number was for the question heard before
            return
        index = (command.number or 0) - 1
        if not 0 <= index < len(options):
            self.tell("app.bad_answer", count=len(options))
            return
        if self.asked_last() == "question" and self.said_for.options_unheard(question):
            # typed before its answers were said: not taken, they are said briefly (QA39 M1)
            self.tell("app.answer_early", list=self._listed())
            self.said_for.answers_told(question)
            return
        # the prompt answered, read once before the list is cleared: read after it, the
        # list's own answer while the tracker's question stands would be taken for the
        # question's (review of qh1b: answer 2 to the under-card list refused unlogged)
        last = self.asked_last()
        counted = self._enter_counted if last == "choice" else None
        # the session's list, open but not heard last, closed by the question's answer:
        # said so (fresh QA56 M1: slash 3's list went silently)
        dropped = bool(self.choice) and last == "question"
        chosen, self.choice = self.choice, ()
        obs = options[index][1]
        refused = self.tracker.refusal(obs) if last == "question" else []
        if refused:  # said why, and neither applied nor logged: it never counted (QA25 F1)
            with self.said_for.refusing():  # never dropped unsaid by the next key (QA29 N3)
                for event in refused:
                    self.announce(event)
            self._choice_gone(dropped, chosen)
            return
        if counted is not None and counted[0] is chosen and obs.kind == "card" \
                and obs.value is None and self._role_asked(
                    obs.seat, obs.cards[0] if len(obs.cards) == 1 else obs.cards, ()):
            # the zone chosen, its card's role still open: asked next (review of ask58: the
            # list's card went plain, "Bob is out, with The Dilettante." his play)
            self._enter_counted = (self.choice, *counted[1:])
        elif counted is not None and counted[0] is chosen and obs.kind == "card":
            told = len(self.transcript)
            hand = obs.seat in counted[1] and obs.value != "play"  # told: _role_asked
            self.give_counted(obs, *counted[2:], hand,
                              give=lambda count: self._give(obs, count=count))
            self._said_taken(obs, told)
        else:
            self._give(obs, answer=last == "question" and question is not None
                       and question.value == "card")
            if obs.kind == "not_face_up" and self.tracker.history[-1][0] is obs:
                # no event tells it (review of faceup51: silent after "which number?")
                say_face_up_dropped(self, obs.cards[0])
        self._choice_gone(dropped, chosen)

    def _choice_gone(self, dropped: bool, chosen: tuple = ()) -> None:
        """After plus and a number answered the tracker's question: when it closed the
        session's own list (``dropped``: open, not the prompt heard last, so not the one
        the number chose), say so ("Choice cancelled.", a key's answer: ahead of the news
        the answer made; its list, if being said, cut), firm (no newer press drops it
        unsaid). Fresh QA56 M1: slash 3's "Which card?" list, not heard yet, was closed
        by plus 2 for the question heard before it, and the correction vanished without a
        word. ``chosen``: that list; the under-card question's card is then given as read
        (:func:`~companion.app.under_asked.give_unanswered`, review of qh1b)."""
        if dropped:
            with self.said_for.refusing():
                self.tell("app.choice_dropped")
            give_unanswered(self, chosen)

    def _said_taken(self, obs: Observation, told: int) -> None:
        """After plus and a number answered Enter's "whose discard zone?" list with the
        card ``obs`` (a card observation, 0-based seat): when the table took it and no line
        was told since the transcript held ``told`` announcements, say it was taken, in
        whose zone, and what the table still waits for ("Taken: a card in Alice's discard
        zone. The table is waiting for Carol's and Eve's hands."). No card is named: its
        rank may fit two (the showdown's lines name it once every hand is in). Fresh QA55
        MEDIUM 5 (run C, es): at a showdown, plus 1 gave Alice's hand and nothing was
        said; the player took the answer for lost. The wait is named only when every
        account kept agrees on it (the tracker's ``waiting_agreed``): else the most
        likely account's is one guess among several, and
        the news held behind it not said yet (review of med55: "… waiting for Player 2's,
        Player 3's, and Player 6's hands." right after Player 2's hand, "5 cards left"
        said last); nor when ``obs.seat`` is still awaited in an account (its card taken
        there as other than the awaited one: "… waiting for Player 1's, Player 2's, and
        Player 5's hands." right after Player 1's hand); nor when no hand is awaited in
        every account at a showdown, each hand named awaited in some only (review of med55,
        LOW: "… waiting for Player 1's and Player 5's hands." right after Player 2's, Player
        1's given just before and awaited only where her card was taken as another; low69).
        With one hand awaited in all, the union is named as before (QA55 run C: Carol's and
        Eve's)."""
        history = self.tracker.history
        if len(self.transcript) != told or not history or history[-1][0] is not obs \
                or self.tracker.refused_last():
            return
        player = self._player(obs.seat)
        view = self.tracker.view()
        shown = [set(h.wait[1]) for h in self.tracker.hyps if h.wait[0] == "showdown"]
        if self.tracker.waiting()[0] is None or view.active is None \
                or shown and not set.intersection(*shown) \
                or not self.tracker.waiting_agreed() or obs.seat in self.tracker.awaited_seats():
            self.tell("app.enter_taken_plain", player=player)
        else:
            self.tell("app.enter_taken", player=player, expected=self._waited_phrase(view))

    def _answer_past_deal(self, number: int) -> bool:
        """Plus and a number, no question open, to the question the newest deal closed
        (:func:`closed_by_deal`): the deal (with a 2-player round's face-up cards after it)
        is taken back, the answer given, and the same deal taken again, each a line of the
        session log; said as the answer before the deal would say it ("Alice wins the round
        and has 1 Sane.", "Round 3. Alice starts."). Review of deal45: a table following
        the guide answers the question it heard; it was "No question is open.", and the
        accounts stayed apart till the first card. A number out of the question's range
        says so. Tried first on a copy (review of xfail46): an answer the rules refuse (as
        before the deal: "waiting for the next deal"), or that the deal does not fit (it
        leaves the round going on, e.g. "played" where only the accounts awaiting the deal
        were kept), says ``app.answer_not_fit_deal`` and is neither applied nor logged
        (QA25 F1).
        Returns False (nothing done) when the deal closed no such question."""
        closed = closed_by_deal(self.tracker)
        if closed is None:
            return False
        index, question = closed
        if not 1 <= number <= len(question.info):
            self.tell("app.bad_answer", count=len(question.info))
            return True
        again = [entry[0] for entry in self.tracker.history[index:]]
        past = self.tracker.as_before(index)  # the question open again
        answer = past.answer_observation(number)
        if answer is not None and not past.refusal(answer):
            past.apply(answer)
        else:  # the rules refuse it before the deal: refused below, nothing applied
            answer = None
        if answer is None or past.refusal(again[0]):  # the deal (face-up cards after it)
            with self.said_for.refusing():  # as _key_answer's refusal (QA29 N3)
                self.tell("app.answer_not_fit_deal", number=number)
            return True
        self.choice = ()
        for _ in again:
            self.observe(o.undo())
        answer = self.tracker.answer_observation(number)
        if answer is not None:
            self.observe(answer)
        for obs in again:
            # a copy, not the same object: said_for finds an input's lines by the identity
            # of its history entry's observation (said_for._replayed_where)
            self.observe(replace(obs))
        return True

    def _give(self, obs: Observation, answer: bool = False,
              count: CountNext | None = None) -> None:
        """Apply an answer or correction given by key; a correction to the card already
        read changes nothing and says so (QA23 #5: "Corrected: The Fed, not The Fed.").
        ``answer``: ``obs`` is the tracker's question's answer: to "which card?", no
        correction, even when the newest card read is that card (review of undo51, HIGH:
        "It is already The Urchin: nothing changed.", the question left open, every later
        card held).
        A correction of a card before the newest ones (``back``, :meth:`correct_cue`)
        replays them: what was said for them, not begun yet, is not said (their replayed
        lines are; QA32 M1); so too the corrected card's own lines not said yet (QA34 M4:
        "Bob is now Insane." of the wrong card, left after slash's cue). ``count``: for
        :meth:`~companion.app.session.TableSession.observe` (Enter's card the count may
        have chosen: :meth:`~companion.app.rank_counted.RankCounted.give_counted`)."""
        back = obs.back
        if obs.kind == "was" and not answer and self.tracker.correctable(back) == obs.cards:
            self.tell("app.correct_same", card=card(obs.cards[0]).name(self.lang))
            return
        upto = self.tracker.up_to_corrected(back) if obs.kind == "was" else []
        self.observe(obs, count=count, check=self.checked(obs))
        later = self.tracker.replayed()  # () unless this correction of an older card taken
        fix = self.tracker.correction() if upto else None
        if fix is not None and fix.taken and self.tracker.history[-1][0] is obs:
            # the corrected card's own lines still to say are the wrong card's (QA34 M4:
            # left after slash's cue): stale, said again if the correction is undone
            self.said_for.replaced([upto[-1], *later], self.tracker.history[-1])

    def _key_enter(self, command: Command, twin: TwinQuestion | None = None) -> None:
        """Enter then a rank: the card the table waits for has that rank, one the camera
        does not read (QA: a card the camera never read could not be given by key, and
        the game waited for it): a play, a Sanity check card, a knocked-out hand, a
        revealed card, in the zone the tracker waits for it
        (:meth:`~companion.tracker.tracker.Tracker.awaited_seats`); when it may go to
        several zones, the companion asks which (plus and the number). Two cards of that
        rank go to the tracker as two candidates: it settles them from the table or asks
        (plus and the number). Once a 2-player round's missing face-up cards were told,
        their cards of that rank are offered too (:mod:`companion.app.face_up_missed`).
        ``twin``: the live table's question whether a copy was laid on its twin, standing
        (:class:`~companion.app.twin_asked.TwinQuestion`): either card's rank in its zone
        gives that card, as the question says, not the rank's two cards nor a list with
        the face-up cards told missing (2 players; review of checktwin51)."""
        view = self.tracker.view() if self.tracker.edition is not None else None
        over = self._game_over(view) if view is not None else ""
        if over:  # QA18: "No turn in progress."; QA31 #6: and how to begin another game
            self._answer_text(f"{over} {message(self.lang, 'app.new_game')}")
            return
        if view is not None and (given := undone_entered(self, command.number)) is not None:
            self.undid_blamed = True  # the card undone before the answer the cleared
            self._undo_blamed(*given)  # table names, given back as minus twice does (hi4)
            return
        if view is not None and (named := undone_named(self)) is not None \
                and any(c.rank == command.number for c in edition_cards(self.tracker.edition)):
            # Enter's cue named that card: a rank it cannot be goes nowhere else (review
            # of hi4, HIGH: Enter and 8 went to Alice's awaited round-1 play, "Alice is
            # out." "Bob wins the round…", false)
            self.tell("app.enter_undone_refused", rank=command.number,
                      card=format_list([card(k).name(self.lang) for k in named[1].cards],
                                       style="or", locale=self.lang),
                      player=self._player(named[1].seat))
            return
        if view is not None and self.redo_entered(command.number):
            return  # also with no turn in progress: the round's end hinging on the
            # question the undo opened again (fresh QA52b MEDIUM 3)
        if view is None or view.active is None and not self.tracker.hand_seats():
            # (between rounds, a knocked-out hand owed past the round's end is entered:
            # fresh QA60 HIGH-1, tracker.flow.round_over_owed)
            self.tell("app.no_turn")
            return
        if self.tracker.question is not None and not asks_discard(self.tracker.question):
            # QA: Enter answered a Sane / Insane question (not the discard-or-play one:
            # a card entered is no answer to it, session 61)
            with self.said_for.refusing():
                self.ask("app.answer_first")
            return
        matches = self._cards_of_rank(command.number)
        if not matches or self._read_already(matches, command.number):
            return
        unseen, dropped = self.tracker.unseen(), None
        if not any(unseen[k] for k in matches):  # QA: the camera's "Check: X again?"
            # the key outranks a face-up reading (fresh QA51 run B2: a dead end)
            outranked = outrank_face_up(self, matches, command.number)
            if outranked.dropped is None and not outranked.asked:
                self.tell("app.enter_all_seen", rank=command.number, cards=format_list(
                    [card(k).name(self.lang) for k in matches], locale=self.lang))
            if outranked.dropped is None:  # refused, or which face-up card asked
                return
            dropped, unseen = outranked.dropped, self.tracker.unseen()
        self.choice = ()
        seen = matches if len(matches) > 1 else matches[0]
        # QA: the card went to the zone of the player whose turn it was (after a Tommy Gun,
        # Alice's, which lost the round's state)
        seats = self._told_zone(self.tracker.enter_seats())
        face_up = face_up_options(self, tuple(k for k in matches if k != dropped),
                                  unseen)  # 2 players, told missing; not the one dropped
        # "3 for that second copy": the copy asked about is known
        named = [k for k in twin.keys() if k in matches] if twin and twin.seat in seats else []
        if len(named) == 1:  # the rank's other card, the face-up cards not asked about
            seen, seats, face_up = named[0], (twin.seat,), ()  # (fresh QA50 F720b; review)
        # a list about the play the voice has still to say comes after it, in its place
        # (QA41 M2: "whose discard zone?" came 11 s before the Tommy Gun it follows)
        news = tuple(self.said_for.news_waiting(self.tracker.history))
        hands = self.tracker.hand_seats()  # a knocked-out hand awaited
        if face_up and seats:  # where: the zone(s) waited for, or face up (QA37 es13_a)
            self._open_choice(tuple(zone_option(self, seat, seen) for seat in seats)
                              + face_up, "app.enter_where", brings=news)
        elif face_up:  # offered, never assumed (review, session 39), with what is awaited
            self._open_choice(face_up, "app.enter_face_up_only", brings=news,
                              expected=self._waited_phrase(view))
        elif len(seats) == 1 and seats[0] != self.play_asked \
                and self._role_asked(seats[0], seen, news):
            pass  # his play or his hand? asked, the card given with the answer
        elif len(seats) == 1:  # a card the copy question named is its answer, not the
            # count's choice: no "all counted" line; told the play where the table asked
            # for it (play_asked)
            told = {"play": True} if seats[0] == self.play_asked else {}
            self.give_counted(o.card_seen(seats[0], seen, **told),
                              (seen,) if len(named) == 1 else matches, unseen,
                              command.number, seats[0] in hands)
        elif seats:  # whose zone? (Tommy Gun's chosen player not told, several hands)
            self._open_choice(tuple((self._player(seat), o.card_seen(seat, seen))
                                    for seat in seats), "app.enter_which_zone", brings=news)
        else:
            self.tell("app.enter_no_card", expected=self._waited_phrase(view))
        if self.choice:  # its answer: a card taken by the count says so (review of enter50)
            self._enter_counted = (self.choice, hands, matches, unseen, command.number)

    def _role_asked(self, seat: int, seen, news: tuple) -> bool:
        """Ask whether Enter's card ``seen`` (a key, or the rank's candidate keys) for
        ``seat``'s zone (0-based) alone, or the zone Enter's "whose discard zone?" list
        chose (:meth:`_key_answer`, ``news`` empty), is that player's play or the hand they laid when
        knocked out, when the table would take it either way
        (:meth:`~companion.tracker.tracker.Tracker.role_asked`): "Enter: The
        Dilettante in Bob's zone: is it Bob's play, or Bob's hand, laid when knocked out?
        1: Bob's play; 2: Bob's hand. …" (``app.enter_play_or_hand``), the session's own
        list, each answer the card told so
        (:func:`~companion.tracker.observations.card_seen` ``play`` / ``hand``: one
        input, one log line, one undo step), behind the news it follows (``news``).
        Returns whether it asked; with one reading legal, the card is given as it is.
        Fresh QA57 HIGH-3 (run E, seed 254): Bob's Dilettante so entered was taken as
        his hand ("Bob is out, with The Dilettante.", his play never said, the deck count
        one high); told his play by the cue "Card played" (qaE57b), the other truth of
        the same pictures (Alice's Investigators did put him out) was said false as fact
        (the review of qaE57b, HIGH): the cue is the app's guess, not the player's word."""
        # not the hand: what the other accounts await in that zone, a play or a Sanity
        # check card (review of ask58: "is it Alice's play …?" for her check card; for her
        # showdown hand after R'lyeh, which main asked right: "was that Alice's hand?")
        # a showdown awaiting that seat's hand: a third reading, neither asked (review of
        # ask58: "is it Player 2's Sanity check card, or …?" for her showdown hand)
        kinds = {h.wait[0] for h in self.tracker.hyps if h.wait[0] != "hand" and (
            h.wait[1:2] == (seat,) or h.wait[0] == "showdown" and seat in h.wait[1])}
        check = kinds == {"check"}
        if not (check or kinds <= {"play"}) \
                or not self.tracker.role_asked(o.card_seen(seat, seen)):
            return False
        keys = (seen,) if isinstance(seen, str) else seen
        player = self._player(seat)
        self._open_choice(
            ((message(self.lang, "app.option_check" if check else "app.option_play",
                      player=player), o.card_seen(seat, seen, play=True)),
             (message(self.lang, "app.option_hand", player=player),
              o.card_seen(seat, seen, hand=True))),
            "app.enter_check_or_hand" if check else "app.enter_play_or_hand",
            brings=news, player=player,
            cards=format_list([card(k).name(self.lang) for k in keys], style="or",
                              locale=self.lang))
        return True

    def redo_since(self) -> list | None:
        """The inputs the tracker took since the undo of :attr:`~companion.app.session.
        TableSession.redo` (``[(history index, entry), …]``) while Enter and its rank may
        still give that card back (:meth:`redo_entered`): the history up to the undo as it
        left it, and since, besides inputs refused, at most :data:`REDO_REACH` cards the
        camera read (no key's input); else ``None``. With none read since, only while the
        table waits for a card in the undone card's zone: else Enter's rank goes where it
        waits (review of undo51 MEDIUM, hedge49's flow: minus twice for Alice's card laid on
        Bob's kept undone reading, to correct his; the cue named Alice's zone)."""
        redo, history = self.redo, self.tracker.history
        at = redo[2] if redo is not None else 0
        if redo is None or at > len(history) \
                or (history[at - 1] if at else None) is not redo[1]:
            return None
        since = [(i, entry) for i, entry in enumerate(history[at:], at)
                 if not self.tracker.refused_at(i)]
        if len(since) > REDO_REACH or any(entry[0].kind not in o.CAMERA_KINDS
                                          or self.said_for.by_key(entry) for _, entry in since):
            return None
        if not since and redo[0].seat is not None \
                and redo[0].seat not in self.tracker.awaited_seats():
            return None
        return since

    def redo_entered(self, rank: int | None) -> bool:
        """Enter and ``rank`` after minus twice undid a card of that rank, no key's input
        since (:attr:`~companion.app.session.TableSession.redo`): that card is
        given back, as it was read, in its zone, even while the question the undo opened
        again waits (undo then redo is the identity, python-chess's push/pop). Fresh QA48
        EARLY HIGH-1: Bob's Golden Mead, undone, still in his zone ("Take it away, or it
        stays left out."), entered again with Enter and 2, was refused ("Answer the open
        question first"), then put in another zone. The rank's other card stays a
        candidate (every rank has two cards): the undo was most often of a misread, the
        Cats of Ulthar read as the Golden Mead, and Enter's rank is the right card (review
        of undo48, HIGH: the misread was said again as fact); the tracker settles the two
        from the table or asks. Inputs the tracker refused since (the camera's cards laid
        out of turn) leave the table as the undo left it: still given back (fresh QA50
        MEDIUM, run U: two cards of Alice's refused after Bob's Shoggoth was undone, Enter
        and 7 asked "Enter: where is it? 1: Bob's zone; 2: face up: the Shoggoth."). When
        the count alone takes it as the card undone, that is said as for any card Enter
        gives (:meth:`~companion.app.rank_counted.RankCounted.give_counted`; review of
        count51). Cards the camera read since and the tracker took (:meth:`redo_since`)
        were laid after the undone card, which still lies there (the live table forgets
        :attr:`redo` once it is taken away): they are taken back unsaid, the card given
        back in its place, then they are read again in their order, their news said as
        the card given back makes it (fresh QA51 HIGH, run B: Bob's Musician discard
        undone, his Sanity check card R'lyeh was taken as that discard and Enter and 3
        asked "where is it? 1: Bob's zone; 2: face up: …"; run R: Alice's play undone,
        Enter and 1 went to Carol's turn). Returns whether it was given back."""
        since = self.redo_since()
        ranked = self.redo_fits(rank, since)
        if not ranked:
            return False
        (obs, _, at), history = self.redo, self.tracker.history
        self.choice, self.redo, self.redo_kept = (), None, ()
        again = [entry[0] for entry in history[at:]]
        refused = {id(entry[0]) for i, entry in enumerate(history[at:], at)
                   if self.tracker.refused_at(i)}
        self.taken_again, self.refused_now = [], []
        if since:
            with self.news():  # taken back unsaid, read again below
                for _ in again:
                    self.observe(o.undo())
        # taken back to be read again, or given back in its place, not undone: the given
        # card is no next card after an undone one (review of undo51 MEDIUM: Bob's Urchin,
        # taken back under the Boxer given back, kept "was that Bob's hand?" open; review
        # of g163, MEDIUM: with none read since, Bob's Deep One undone, Enter and 1 or 3,
        # the answer to "Which card in Bob's zone?" said nothing, "Bob discards the
        # Investigators.", "Bob." and his next card unsaid)
        self.tracker.forget_undone()
        given = replace(obs, cards=ranked)  # a new input: said_for finds it by identity
        self.redone = given
        if given.kind == "card" and given.seat is not None:  # the count may choose it: why
            # (review of count51, HIGH: the undone card was said again as plain fact)
            self.give_counted(given, ranked, self.tracker.unseen(), rank,
                              given.seat in self.tracker.hand_seats())
        else:
            self.observe(given)
        if since:  # laid after it: its count line stands (QA54 M3; session.zone_lost)
            self._read_again(again, refused)
        return True

    def redo_fits(self, rank: int | None, since: list | None = None) -> tuple[str, ...]:
        """The cards of ``rank`` (keys) that Enter and ``rank`` would give back in place
        of the card the last undo took back (:meth:`redo_entered`), ``()`` when it would
        not (no such undo, a key's input since, too many cards read since, a rank that
        does not fit there); ``since``: :meth:`redo_since`, found when ``None``. Changes
        nothing: the live table asks it before Enter's round checks, which a give-back
        skips (fresh QA52b MEDIUM 3: Enter and the undone card's rank, the round's end
        hinging on the question the undo opened again, was refused "Not entered: round 1
        ended before the rank was typed. For a card of round 2, press Enter and its rank
        again.", and the card then came back by itself, as read before the undo)."""
        since = self.redo_since() if since is None else since
        if since is None or self.redo is None:
            return ()
        obs, at = self.redo[0], self.redo[2]
        then = self.tracker.as_before(at) if since else self.tracker
        ranked = tuple(c.key for c in edition_cards(self.tracker.edition) if c.rank == rank)
        same = any(card(k).rank == rank for k in obs.cards)
        # another rank corrects the undone reading in its place, as Enter's cue says
        # ("To give back the card undone in Alice's zone: which rank?"): with cards read
        # since (review of undo51, HIGH: with Bob's check card read since, rank 1 went
        # after it, "Bob discards R'lyeh." said as fact), and with none (fresh QA62b
        # MEDIUM-1: Alice's hand Nyarlathotep undone at the game's end, Enter and 8 said
        # "First answer the open question", the question the undo opened again). With
        # none read since and the undone card's zone not awaited, there is no give-back
        # (:meth:`redo_since`): the rank goes where the table waits (test_hedge49)
        if not ranked or then.refusal(obs if same else replace(obs, cards=ranked)):
            return ()
        return ranked

    def _waited_phrase(self, view) -> str:
        """What the table waits for instead of a card in a zone, as a phrase ("Alice's
        second play"; :func:`~companion.narration.narrate.wait_phrase`); ``view``: the
        tracker's view, its active player named when the wait names none."""
        kind, wseat, played = self.tracker.waiting()
        return wait_phrase(self.lang, kind, self._player(
            wseat if wseat is not None else view.active), played,
            [self._player(s) for s in self.tracker.showdown_seats()])

    def _read_already(self, matches: tuple[str, ...], rank: int) -> bool:
        """Whether the card Enter gives (one of ``matches``, the cards of ``rank``) is taken
        for the newest card the camera read, whose name the voice has not said yet
        (:meth:`~companion.app.said_for.SaidFor.unheard`): nothing is added, and that is
        said, after what the voice has still to say of it (QA30 of session 28: Enter 1 for
        Carol's Sanity check card, read but not said yet, became her next play). The same
        Enter and rank typed again right after it adds the card: another copy of the rank
        the camera missed (session 28's review: refused until the voice caught up).
        While face-up cards of ``matches`` are offered (a 2-player round with some
        missed: :func:`~companion.app.face_up_missed.face_up_options`), the line offers
        them alone, never the zone again (review rev40c, session 40: Bob's play read
        unsaid, Enter and its rank offered "Bob's zone", and 2 entered it twice, "Bob is
        out."); an Enter and rank read nothing of is no refusal (by ear, es13 busy, round
        2: the face-up notice just heard, Enter had to be typed twice). Not when the Enter
        prompt the player heard last named other zones
        (:attr:`~companion.app.enter_heard.EnterHeard.enter_heard`): the rank goes where
        it said (fresh QA52 M1, r4: "Still on the table …, or Alice's first play: the
        Investigators …? … press Enter, then 1"; Enter and 1 said "The camera read it
        already: the Cultists in Carol's zone", a card held for Alice's play)."""
        history = self.tracker.history
        last = history[-1][0] if history else None
        asked, self._read_already_asked = self._read_already_asked, None
        if last is None or last.kind != "card" or last.seat is None \
                or not set(last.cards) & set(matches) \
                or not self.said_for.unheard(history) or asked == (history[-1], rank) \
                or (self.enter_heard and last.seat not in self.enter_heard):
            return False
        known = [k for k in last.cards if k in matches]
        self._read_already_asked = (history[-1], rank)
        read = {"brings": tuple(self.said_for.unsaid(history)),
                "card": format_list([card(k).name(self.lang) for k in known], style="or",
                                    locale=self.lang),
                "player": self._player(last.seat), "rank": rank}
        face_up = face_up_options(self, matches, self.tracker.unseen())
        if face_up:
            self.choice = ()
            self._open_choice(face_up, "app.enter_read_already_face_up", **read)
        else:
            self.tell("app.enter_read_already", **read)
        return True

    def _cards_of_rank(self, rank: int | None) -> tuple[str, ...]:
        """The edition's cards of ``rank``; said when there is none."""
        matches = tuple(c.key for c in edition_cards(self.tracker.edition) if c.rank == rank)
        if not matches:
            self.tell("app.no_rank", rank=rank)
        return matches

    def _not_face_up(self, keys: tuple[str, ...]) -> tuple[str, ...]:
        """``keys`` but those whose every copy lies face up outside the zones (set aside
        face up, or the 2-player face-up cards): QA17 #12, a correction to 0 offered the
        Stowaway Eggs set aside face up."""
        view = self.tracker.view()
        up = Counter(view.face_up + ((view.aside,) if view.aside else ()))
        return tuple(k for k in keys if up[k] < card(k).copies)

    def correct_cue(self) -> Observation | None:
        """Say what slash waits for, naming the card it would correct (QA25 F6: "Correct:
        which rank?" left the player guessing which card): its player and its name (a
        face-up card, public), or the bare cue when no card was read. That card is the
        last one the player heard of or hears now (:meth:`_correct_back`; QA32 M1: slash
        during "Bob: the Investigators." named Carol's card, not said yet); what the voice
        has still to say of it is said first. Returns the newest card input
        (:meth:`~companion.tracker.tracker.Tracker.correct_target`; a new card read
        changes it), or ``None``."""
        newest = self.tracker.correct_target()
        back = self._correct_back(fresh=True)
        target = self.tracker.correct_target(back)
        named = self.differs_cue_cards(target.cards if target is not None else ())
        if target is None or self.last_read is None \
                or self.said_for.untold(self.tracker.up_to_corrected(back)):
            self.tell("app.prefix_correct")  # a card never told of is not named
            return newest
        brings = self._rest_of(back)
        names = format_list([card(k).name(self.lang) for k in named], style="or",
                            locale=self.lang)
        if target.seat is None:
            self.tell("app.prefix_correct_card", card=names, brings=brings)
        else:
            self.tell("app.prefix_correct_seat", card=names, player=self._player(target.seat),
                      brings=brings)
        return newest

    def _correct_back(self, fresh: bool = False) -> int:
        """How many card inputs after the card slash corrects: the newest ones the voice
        has begun saying nothing of (:meth:`~companion.app.said_for.SaidFor.unbegun_cards`).
        ``fresh``: slash was just pressed (its cue), the card noted for its rank; else the
        card the cue named, once, while still in the history (a card read since, once the
        player hears of it, cancels the slash: :meth:`correct_heard_since`), or as now
        with no cue. Fresh, right after the line naming a stickers-only reading the count
        of Enter's card rests on, that reading (fresh QA50b HIGH-1:
        :meth:`~companion.app.rank_counted.RankCounted.count_back`); after the camera's
        hint on a card entered by key, that card (fresh QA55 MEDIUM-2:
        :meth:`~companion.app.differs_slash.DiffersSlash.differs_back`)."""
        history = self.tracker.history
        at, self._correct_at = self._correct_at, None
        kept = next((i for i, entry in enumerate(history) if entry is at), None)
        if not fresh and kept is not None:
            return self.tracker.cards_after(kept)
        counted = self.count_back() if fresh else None
        if counted is not None:  # the stickers-only reading the count line named, once:
            self.count_back_used()  # the next slash corrects the newest card again
            self._correct_at = history[self.tracker.corrected_index(counted)]
            return counted
        differs = self.differs_back() if fresh else None
        if differs is not None:  # the card the camera's hint named, once (differs_slash)
            self.differs_back_used()
            self._correct_at = history[self.tracker.corrected_index(differs)]
            return differs
        back = self.said_for.unbegun_cards(history, CARD_KINDS, ROUND_OPENERS)
        at = self.tracker.corrected_index(back)
        if fresh and at >= 0:
            self._correct_at = history[at]
        return back

    def correct_heard_since(self, named: Observation | None) -> bool:
        """Whether slash's rank, still awaited, would no longer go to the card its cue
        named: the player has begun hearing of a card read since the cue (``named``: the
        newest card input then, :meth:`correct_cue`'s return; its rank may be meant for
        that card: QA25 F6), or that input, or the card the cue named, is no longer in the
        history. A card read since and not said yet leaves the slash waiting, its rank for
        the card named (QA43 L2: "Correction cancelled: a new card was read." came 7 s
        before the player heard of that card, and no slash at a normal pace succeeded)."""
        history = self.tracker.history
        at = next((i for i, (obs, _) in enumerate(history) if obs is named), None)
        if at is None or not any(entry is self._correct_at for entry in history):
            return True
        since = self.tracker.cards_after(at)
        return since > 0 and self.said_for.unbegun_cards(
            history, CARD_KINDS, ROUND_OPENERS) < since

    def _key_correct(self, command: Command) -> None:
        if self.tracker.edition is None:
            self.tell("app.no_turn")
            return
        if self.last_read is None:
            self.tell("app.nothing_to_correct")
            return
        back = self._correct_back()
        # what is said acts on that card: what the voice has still to say of it first
        brings, self._brings = self._brings, self._rest_of(back)
        try:
            self._correct_to(command.number, back)
        finally:
            self._brings = brings

    def _rest_of(self, back: int) -> tuple:
        """What the voice has still to say of the card slash corrects (``back`` card inputs
        before the newest), when it has begun saying it
        (:meth:`~companion.app.said_for.SaidFor.rest_of_begun`): said before slash's
        answers. Not a saying of the tracker's question (the card's line when its
        question opens with it: "The Tommy Gun in Alice's discard zone: was that Alice's
        hand…?"): slash's cue cuts it, and it is said again after the correction or its
        list (fresh QA56 M1: ended first, its 9 s put the cue 3 s late and the list
        behind it, and plus 2 went to the question heard)."""
        asked = {id(h) for _, h in self.said_for.prompts_heard.get("question", ())}
        return tuple(h for h in self.said_for.rest_of_begun(self.tracker.up_to_corrected(back))
                     if id(h) not in asked)

    def _correct_to(self, rank: int | None, back: int) -> None:
        """Slash's rank: correct the card ``back`` card inputs before the newest to the
        card of ``rank`` laid, or list them when two are."""
        matches = self._cards_of_rank(rank)
        laid = self._not_face_up(matches)
        if matches and not laid:
            self.tell("app.enter_all_seen", rank=rank, cards=format_list(
                [card(k).name(self.lang) for k in matches], locale=self.lang))
        elif len(laid) == 1:
            self._give(o.was(laid[0], back=back))
        elif laid:
            self._open_choice(tuple((card(k).name(self.lang), o.was(k, back=back))
                                    for k in laid), "app.correct_which")
