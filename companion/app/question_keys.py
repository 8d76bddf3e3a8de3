"""The keys that answer the open question or give the table a card: key 1 (the question
again), plus and a number (its answer), Enter and a rank (a card the camera does not read),
slash and a rank (the last card read was another one).

A mixin of :class:`companion.app.session.TableSession` (it uses the session's
``tracker``, ``lang``, ``choice``, ``last_read``, ``observe``, ``tell``, ``_answer_text``,
``announce``, ``ask``, ``said_for``, ``_player``, ``_game_over`` and
:class:`~companion.app.enter_heard.EnterHeard`'s ``_told_zone``);
:meth:`TableSession.key` calls its ``_key_*`` methods.

Its parts, split by job (rf70), each a mixin of :class:`QuestionKeys`: Enter and a rank,
:mod:`companion.app.enter_key`; an undone card given back in its place by Enter,
:mod:`companion.app.redo_entry`; slash and a rank, :mod:`companion.app.correct_key`.
"""
from __future__ import annotations

from contextlib import nullcontext
from dataclasses import replace

from companion.app.keys import Command
from companion.app.rank_counted import CountNext
from companion.app.result_held import game_may_end
from companion.app.face_up_outranked import say_face_up_dropped
from companion.app.under_asked import give_unanswered
from companion.cards import CARDS, card
from companion.narration.catalog import message
from companion.tracker import observations as o
from companion.tracker.observations import Observation
from companion.app.enter_key import EnterKey
from companion.app.redo_entry import RedoEntry
from companion.app.correct_key import CorrectKey

# Re-exported: the names this module held before the split (rf70), for the code and
# tests that take them from here.
from companion.app.redo_entry import REDO_REACH  # noqa: F401


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


class QuestionKeys(EnterKey, RedoEntry, CorrectKey):
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
                     unlisted: tuple[Observation, ...] = (), **args) -> None:
        """Open the session's own :attr:`choice` and say it (``message_key`` with its
        numbered answers, and ``args``): plus and a number answers it, as the prompt said
        last. Not said once closed (QA35 kn_en: star closed the list still waiting behind
        slash's cue, and the closed list was said). Waiting behind the news it follows
        (``brings``, QA41 M2), a query key's answer goes ahead of it and leaves it open
        (:meth:`~companion.app.session.TableSession.key`) and queued. ``unlisted``: answers
        of ``choice`` kept at their number, not said in the list (:attr:`~companion.app.
        session.TableSession.choice_unlisted`)."""
        self.choice, self.choice_unlisted = choice, unlisted
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
        """The open question's answers as said: "1 Alice; 2 Bob" (in the table's language),
        but those of :attr:`~companion.app.session.TableSession.choice_unlisted` ("2: the
        Shoggoth", its number kept)."""
        listed = [message(self.lang, "app.answer_option", number=i + 1, text=t)
                  for i, (t, obs) in enumerate(self.options())
                  if not any(obs is u for u in self.choice_unlisted)]
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
