"""The session's speech output: a table event said (:meth:`SessionSpeech.announce`), the
open question asked (:meth:`~SessionSpeech.ask`), an app message told
(:meth:`~SessionSpeech.tell`), each dressed as the session's modes want and given to the
voice (:meth:`~SessionSpeech._emit`); and the prompts answered with plus and a number
(:meth:`~SessionSpeech.prompted`, :meth:`~SessionSpeech.asked_last`).

A mixin of :class:`companion.app.session.TableSession` (it uses the session's ``say``,
``tracker``, ``lang``, ``said_for``, ``transcript``, ``choice``, ``turn_said``,
``presses``, the modes' flags (:mod:`companion.app.session_modes`), the ``stale()``
predicates (:mod:`companion.app.session_watch`) and ``note_card_said``). A dead voice or a
catalog gap never raises out of here: it is logged.
"""
from __future__ import annotations

import logging
from contextlib import nullcontext
from dataclasses import replace
from typing import Callable, Collection

from babel.lists import format_list

from companion.cards import card
from companion.narration import narrate
from companion.narration.narrate import place_name, said_by_its_play
from companion.narration.catalog import catalog, message
from companion.tracker.events import TableEvent

from companion.app.announcement import Announcement
from companion.app.check_glimpsed import GLIMPSED
from companion.app.said_again import FACTS
from companion.app.differs_hold import DIFFERS_LAID
from companion.app.differs_kept import DIFFERS_KEPT
from companion.app.differs_slash import SLASH_OFFERS
from companion.app.enter_raced import ENTER_ASKS
from companion.app.kept_results import kept_answer, kept_card, kept_said, rests_on_kept
from companion.app.entry_word import word_said
from companion.app.event_style import CLOSES_ONLY, EVENT_STYLE, count_matters
from companion.app.said_for import REFUSALS, either as _either
from companion.app.session_watch import _TURN_ENDS

log = logging.getLogger(__name__)

#: question kinds whose card is named in the line saying the cards closed them: a card
#: face up in the player's zone (``out``, ``was_hand``) or the play whose effect is asked
#: (``effect``); a ``card`` question's candidates are not (which one it is, is the
#: question), nor a ``holder``'s card (whose hand holds it)
_CARD_NAMED = frozenset({"out", "was_hand", "effect"})


def closed_coming(question: TableEvent | None, names, lang: str) -> tuple[str, dict]:
    """The message key and arguments of the line saying that the cards settled
    ``question`` (a ``question`` event, or ``None``) and that the lines to come say how:
    ``app.question_closed_coming_card`` ("… the question about the Shoggoth in Bob's zone
    …"),
    ``_player`` ("… the question about Bob …") for a question of a seat whose card is
    not named (:data:`_CARD_NAMED`), else ``app.question_closed_coming`` (QA47 LOW-1).
    Public cards only: a discard zone's, or a play."""
    if question is None or question.seat is None or not 0 <= question.seat < len(names):
        return "app.question_closed_coming", {}
    player = names[question.seat]
    if question.value in _CARD_NAMED and question.cards:
        # every card the question named: "The Fed or Nightgaunt" when the accounts differ
        # on the zone's newest card (questions.pick; review rev-qa47m: the first only)
        return "app.question_closed_coming_card", {"player": player, "card": format_list(
            [card(c).name(lang) for c in question.cards], style="or", locale=lang)}
    return "app.question_closed_coming_player", {"player": player}


class SessionSpeech:
    """What the session says and how it gives it to the voice (see the module docstring)."""

    #: the live table's kept entry standing (:meth:`~companion.app.differs_kept.DiffersKept.
    #: _kept_standing`): the table's results said as resting on it (kept_results); ``None``
    rests_on_kept = None
    #: a key of :data:`~companion.app.kept_results.KEPT_KEYS` is being answered on a kept
    #: entry: its answer said as resting on it (:func:`~companion.app.kept_results.kept_key`)
    kept_answer = False

    def announce(self, event: TableEvent, *, check: bool = False,
                 already: bool = False, lead: str | None = None, again: bool = False,
                 count: TableEvent | None = None, back_in: Collection[int] = (),
                 lead_stale: Callable[[], bool] | None = None) -> None:
        """Say one table event (brief and verbose forms; priority and earcon by kind);
        ``check``: a card read from stickers only (or, ``already``, that lay in its zone
        before this turn), said with a request to check it (an undone forced discard an
        account kept, ``card_discarded`` ``info="undone"``, says its own and gets the same
        ``card_unsure`` earcon: review of undo49); ``lead``: a text said before
        it in the same utterance (:meth:`ask`), ``lead_stale()`` true once it no longer
        holds (the line then stale too). A question asked again in answer to a key
        is said at once, as the rest of the answer (QA25 F4: "Until the open question is
        answered:" was said at once, its question only after the news queued before it);
        ``again``: the player asked for it again (:attr:`Announcement.again`). ``count``:
        the ``deck_count`` event that follows it, said at its end in the same line ("Carol
        passes. 18 cards left."): a count said alone is the least urgent line, dropped by a
        voice behind the table (QA37: 0 of 9 heard in the guide's try-out). A turn's cue
        when the deck is low (:func:`~companion.app.event_style.count_matters`) says the
        count too, and is not dropped once its play is said ("Bob's turn. 2 cards left."),
        only once the next turn is; ``back_in``: the seats said out after that cue, in
        the same input (:func:`~companion.app.event_style.count_matters`)."""
        names = self.tracker.names
        if event.kind == "question_settled" and event.info not in CLOSES_ONLY \
                and self.said_for.question_lost(event.seat):
            event = replace(event, info=f"{event.info}_unasked")  # no "No answer needed."
        if event.kind == "card_played" and event.info == "named" \
                and self.said_for.question_lost(event.seat):
            event = replace(event, info=None)  # its question never heard: its play line
        if said_by_its_play(event):
            return  # its named play said how the cards closed it, or, the question never
            # heard, said the play alone (fresh QA51c R: "No answer needed." to nothing)
        if event.kind == "round_started" and self.rounds_lost:  # (lost_rounds)
            event = replace(event, info="unnumbered")
        try:
            brief = narrate(event, names, self.lang, "brief", self.tracker.edition)
            verbose = narrate(event, names, self.lang, "verbose", self.tracker.edition)
        except Exception as exc:  # a catalog gap must not stop the game: say what we know
            log.error("narration of %r failed: %s", event, exc)
            brief = verbose = " ".join(str(x) for x in (
                event.kind.replace("_", " "),
                names[event.seat] if event.seat is not None and event.seat < len(names) else "",
                ", ".join(card(k).name(self.lang) for k in event.cards)) if x)
        if event.kind == "question":
            hint = message(self.lang, "app.answer_hint")
            brief, verbose = f"{brief} {hint}", f"{verbose} {hint}"
        # on an entry kept against the camera: "If the card you kept is right: Carol
        # fails. 13 cards left." (kept_results; rev-hold70 HIGH), the count it ends with too
        check, already = kept_card(self, event, check, already)  # the keeping answer's
        counted = event.kind == "turn_started" and count_matters(self.tracker, event.count,
                                                                   back_in)
        kept = rests_on_kept(self, event, counted) \
            or count is not None and rests_on_kept(self, count)
        if kept:
            brief, verbose = kept_said(self.lang, brief, verbose)
        brief, verbose = word_said(self, event, brief, verbose, kept or check)  # entry_word
        if lead:
            brief, verbose = f"{lead} {brief}", f"{lead} {verbose}"
        if counted:
            brief = verbose  # the verbose cue: "Bob's turn. 2 cards left."
        stale = self._note_turn(event, counted)
        if event.kind == "question":
            stale = self.question_closed(event)
            if lead_stale is not None:
                closed = stale
                stale = lambda: closed() or lead_stale()  # noqa: E731 (its lead: ask)
            self.prompted("question")
        elif event.kind == "question_settled" and event.info in CLOSES_ONLY:
            stale = self.said_for.question_unheard(event.seat)
        elif event.kind == "inconsistency" and event.value == "unexpected":
            # "The Boxer by Alice? Waiting for Carol's play.": over once the table took an
            # input (Carol's play entered: QA34 st4, said ahead of the question it opened)
            stale = self.taken_since()
        elif event.kind == "choice" and self.turn_said not in (None, event.seat):
            brief = verbose  # told after the next turn was said: name the card it goes with
        priority, earcon = EVENT_STYLE.get(event.kind, ("normal", None))
        if event.kind == "question" and self._answering and not self._news:
            priority = "now"  # asked again in answer to a key
        if check:
            # a card an effect drew from the deck (Tommy Gun, R'lyeh) was not laid before
            # its turn, though seen before the effect was entered (session 37, en5, st7)
            # (a Sanity check's card after cards glimpsed unread there: check_glimpsed)
            key = "app.check_card_glimpsed" if already == GLIMPSED else \
                "app.check_card_differs" if already == DIFFERS_LAID else \
                "app.check_card_kept" if already == DIFFERS_KEPT else \
                "app.check_card_already" if already and not (
                    event.kind == "card_revealed" and event.info) else "app.check_card"
            if not (kept and already == DIFFERS_KEPT):  # that doubt said once: its lead
                brief = f"{brief} {message(self.lang, key + '_brief')}"
                verbose = f"{verbose} {message(self.lang, key)}"
            earcon = "card_unsure"
        elif event.kind in ("card_discarded", "card_played") and event.info == "undone" \
                or event.kind == "card_revealed" and event.value == "undone":
            earcon = "card_unsure"  # the reading the table undid, said to check (undo49)
        fresh = None
        if count is not None:
            fresh = self._count_known(brief, verbose, count) if count.info else None
            brief = f"{brief} {narrate(count, names, self.lang, 'brief')}"
            verbose = f"{verbose} {narrate(count, names, self.lang, 'verbose')}"
        fact = (FACTS[event.kind], event.seat) if event.kind in FACTS else None
        heard = self._emit(Announcement(brief, verbose, priority, earcon, event.kind, stale,
                                        again=again, fresh=fresh, fact=fact))
        if event.kind in _TURN_ENDS:  # a counted cue's stale() reads them (_passed)
            self._turn_lines.append(heard)
        if event.kind in ("card_played", "question", "card_laid") and event.cards:
            # a question names it, as does a card named at its place (review of order46)
            self.note_card_said(event.cards[0], heard)
        if event.kind == "question":
            self.said_for.asked(event, heard, lead)
        if event.kind == "question_settled" or event.kind == "card_played" \
                and event.info == "named":  # "The cards answer the question: …"
            self.said_for.told_closed(event.seat, heard)

    def _count_known(self, brief: str, verbose: str, count: TableEvent):
        """For a line that ends with the deck counts said ahead of an open question's
        answer (``count``: :func:`~companion.tracker.ahead.open_count`, "17 or 18 cards
        left: the answer tells."): its :attr:`Announcement.fresh`, the line (``brief``,
        ``verbose`` without the count) with the count the accounts kept now agree on
        (:attr:`~companion.tracker.table.TableState.said_counts`), or ``None`` while they
        do not (QA48 r4 05:47:17, QA48b r4 07:19:00: said "17 or 18" after the answer
        had told 18). Read on the voice's thread: the live tracker, never a copy a key's
        answer uses meanwhile."""
        def fresh():
            tracker = self._live or self.tracker
            known = {next((n for e, n in h.said_counts if e is count), None)
                     for h in tracker.hyps}
            if len(known) != 1 or None in known:
                return None
            told = replace(count, count=known.pop(), info=None)
            names = tracker.names
            return (f"{brief} {narrate(told, names, self.lang, 'brief')}",
                    f"{verbose} {narrate(told, names, self.lang, 'verbose')}")
        return fresh

    def ask(self, lead_key: str, *, stale: Callable[[], bool] | None = None,
            again: bool = True, **args) -> None:
        """Say the open question after the app message ``lead_key`` (``args``: its fields),
        in one utterance: the voice never says one without the other (QA25 F4: after a
        resume, "Until the open question is answered:" was followed by another prompt,
        and key 5 then seemed to tie it to that one). An answer said after the news (keys 5
        and 8, :meth:`after_news`) while the question waits among that news says
        ``lead_key + "_coming"`` alone: the question is said just before it, not twice
        (QA28 of session 28). ``stale()``: true once the lead no longer holds, the line
        then dropped, or not said again once cut (review of medq56: "The round is over; its
        result waits…" resumed after minus twice had said the round was not over any more;
        the question alone stays open, asked again by the undo). An answer with the table
        as heard
        (:func:`~companion.app.as_heard.as_heard`) whose open question the news not said
        yet closes says ``app.question_closed_coming`` alone: asked, it would be answered
        with plus after it closed; if the player never heard that question (dropped unsaid,
        the cards closed it first), nothing is said of it, and key 5's lead
        (``app.turn_depends``) says ``app.turn_depends_news`` instead (QA33 L1).
        ``again`` false (a line the table's own course says, not an answer to a key): when
        the last line said is that question, ``lead_key + "_coming"`` alone too, the
        question not said twice in a row (fresh QA63 LOW-2: Bob's Cthulhu "Sane or Insane
        effect?", then "The round is over; its result waits for the answer to the
        question." and the same question again); stale once the question closes (review
        of bx64a: answered while it waited behind the question, it was said after the
        answer). A key the app answers itself (the resume's summary: key 4's line, then key
        5's) counts as ``again`` false (QA69 L4: "The round's token depends on the answer
        to the open question: <question>" then "Whose turn it is depends on the answer to
        the open question: <question>", the question twice in a row)."""
        again = again and not self._own_key
        question = self.tracker.question
        answered = self._live is not None and self._live.question is not question \
            and self.said_for.answered_by_key(question)
        if (self._in_order or self._live is not None) and not answered \
                and self.said_for.question_coming(question):  # or brought first (as heard)
            # (not the question the player's key answered: its saying the answer cut is
            # "still to say" until the voice's engine has stopped; flk67: key 8 typed
            # then said "This may change with the answer to the open question; key 1
            # repeats it." after "+1", and key 1 said "No question is open.")
            self.tell(f"{lead_key}_coming", stale=stale, **args)
            return
        if not again and self.question_said_last(question):
            # stale too once the question closes, as the question and its lead said in one
            # line were (review of bx64a: queued behind the question, answered meanwhile,
            # "…; its result waits for the answer to the question; …" was said after it)
            self.tell(f"{lead_key}_coming", **args,
                      stale=_either(stale, self.question_closed(question)))
            return
        if self._live is not None and self._live.question is not question:
            if answered:
                # the player's own answer closed it, its news to come (QA51 H); key 5's
                # lead is its whole answer: not nothing (review of keys51)
                if lead_key == "app.turn_depends":
                    self.tell("app.turn_depends_news")
                return
            if self.said_for.ever_heard(question):  # heard open, closed since (as_heard)
                self.tell_closed_coming(question)
            elif lead_key == "app.turn_depends":  # never heard: no word of a question
                self.tell("app.turn_depends_news")
            return
        self.announce(question, lead=message(self.lang, self.unnumbered(lead_key), **args),
                      lead_stale=stale)

    def question_said_last(self, question) -> bool:
        """Whether the last line given to the voice (:attr:`transcript`) is a saying of
        ``question`` (the tracker's ``question`` event, open): nothing said since it."""
        return question is not None and bool(self.transcript) \
            and self.transcript[-1].kind == "question" \
            and self.said_for.question_said_last(question)

    def unnumbered(self, key: str) -> str:
        """``key`` (an app message), or its ``_unnumbered`` form when the catalog has one and
        the companion lost rounds the table played while it waited (:attr:`rounds_lost`:
        :mod:`companion.app.lost_rounds`, :mod:`companion.app.stall_lost`): its round count
        is behind the table's, so no round number is said ("The table was cleared, but this
        round is not over", not "round 2" for the table's round 4; review of late49)."""
        if not getattr(self, "rounds_lost", False):
            return key
        alt = f"{key}_unnumbered"
        cat = catalog(self.lang)
        return alt if alt in cat or f"{alt}.other" in cat else key

    def tell_closed_coming(self, question: TableEvent | None) -> None:
        """Say that the cards settled ``question`` (the ``question`` event the player heard
        open; ``None``: not known) and that the lines to come say how, naming it
        (:func:`closed_coming`; QA47 LOW-1: key 5 said "The cards have settled that
        question already" naming nobody)."""
        key, args = closed_coming(question, self.tracker.names, self.lang)
        said = message(self.lang, key.replace("_coming", "_said"), **args)

        def fresh():  # the closing lines begun first: "as just said" (QA50 D, E p2b)
            return (said, said) if self.said_for.closing_begun(question) else None
        self.tell(key, fresh=fresh if question is not None else None, **args)

    def _emit(self, announcement: Announcement):
        said = announcement  # as given: said again by an undo (SaidFor.restored)
        # heard for an input an undo took back, its fact standing: not said again; its
        # fact told otherwise: said as replacing it (fresh QA52 M2; SaidAgain)
        then, replaced = self.said_for.heard_before(announcement)
        if then is not None:
            self.said_for.note(then, announcement.firm, self.said_for.worded(), said)
            if cards := self.said_for.read_again():  # the card read again: named (SaidAgain)
                self.tell("app.read_again", card=place_name(cards, self.lang))
            return then
        if replaced is not None:
            announcement = replace(announcement, fresh=None, **{
                form: message(self.lang, "app.instead_of", line=getattr(announcement, form),
                              before=getattr(replaced, form))
                for form in ("brief", "verbose")})
        if announcement.priority == "now" and not self._answering:
            announcement = replace(announcement, priority="normal")  # see answering()
        if self._answering and not self._news:
            announcement = replace(announcement, keep=False)  # see news()
        announcement = self.said_for.dress(announcement)
        if self._answering:  # news (:meth:`news`) is never dropped by a newer key press
            # a correction by key: said as the key's answer, ahead of the lines keys cut,
            # and firm, never dropped by a newer press (QA29 M4)
            first = self._news and self._fix_first
            # only its first line ("Corrected: …"): the news that follows is news a key
            # made, which a later key's answer goes ahead of (QA37 en21_k: key 1 waited
            # 8 s behind "Dan: The Fed." "Carol." "Carol: Sanity check, 1 card.")
            self._fix_first = self._fix_first and not first
            announcement = replace(announcement, answer=True,
                                   # a refusal said with news (a list closed by a card
                                   # read) is an answer: later keys' answers go after it
                                   press=self.presses if first or not self._news
                                   or announcement.firm else 0,
                                   firm=announcement.firm or first,
                                   replaces=self._replaces,
                                   as_heard=self._heard_ahead and not self._news)
        if self._answering and self._setup:
            # it waits for the end of the set-up line being said: a newer press, which
            # could not cut it audibly, does not drop it unsaid either (QA41 L6)
            announcement = replace(announcement, cuts=False, replaces=False)
        if self._brings and not announcement.brings:
            announcement = replace(announcement, brings=self._brings)
        if self._after is not None and not self._answering:
            announcement = replace(announcement, after=self._after)
        if self._news and announcement.priority == "low":
            announcement = replace(announcement, behind_upto=self._news_mark)
        if self._answering and self._news:
            self._key_news += 1  # said at once: ahead of answers waiting in order
        elif self._in_order:
            key_news = self._key_news
            announcement = replace(announcement, in_order=True, stale=_either(
                announcement.stale, lambda: self._key_news != key_news))
        self.transcript.append(announcement)
        prompt = self.said_for.worded()
        try:
            heard = self.say(announcement)
        except Exception as exc:  # the voice must never stop the game
            log.error("voice: %s", exc)
            heard = None
        self.said_for.note(heard, announcement.firm, prompt, said)
        return heard

    def tell(self, message_key: str, count: int | None = None, *,
             stale: Callable[[], bool] | None = None, priority: str = "now",
             again: bool = False, setup: bool = False, news: bool = False,
             brings: tuple = (), cuts: bool = True, repeatable: bool = True,
             opener: str = "", ahead: bool = False, fresh=None,
             enter_zones: tuple[int, ...] | None = None, once: bool = False, **args):
        """Say the app message ``message_key`` (see ``app.po``) in the table's language:
        answers to keys (at once, :meth:`answering`), set-up steps, camera news (in order).
        ``stale``, ``once``: see :class:`Announcement`; ``priority`` ``"normal"``: after what the
        voice has still to say even in answer to a key (a line that follows the news an
        answer made); ``again``, ``setup``, ``news``, ``brings``, ``cuts``, ``repeatable``:
        see :class:`Announcement`; ``fresh``: :attr:`Announcement.fresh` (its text as the
        table then knows it, when the voice comes to say it); ``ahead``:
        :attr:`Announcement.first` (``first`` is a
        message's field); ``opener``: a text said before the message, in the same line (a
        prefix key's "Choice cancelled."); ``enter_zones``: for a line asking for a card
        by Enter (:data:`~companion.app.enter_raced.ENTER_ASKS`), the seats (0-based)
        whose zone it names when its arguments do not tell
        (:meth:`~companion.app.enter_heard.EnterHeard.note_enter_named`). Returns what
        :attr:`say` returned (a voice's :class:`~companion.app.voiceout.Heard`, or
        ``None``). A key's refusal (:data:`~companion.app.said_for.REFUSALS`, outside the
        set-up) is said with ``again``: the same refusal of an older press being said
        starts again from its start, one waiting unsaid answers both (fresh QA64 L4)."""
        text = message(self.lang, self.unnumbered(message_key), count=count, **args)
        text = kept_answer(self, text, message_key)  # key 3 or 4 on a kept entry
        text = f"{opener} {text}" if opener else text
        if message_key in SLASH_OFFERS:  # older offers of slash over (differs_slash)
            self.note_slash_offer()
        if message_key in ENTER_ASKS:  # a prompt asking for a card by Enter (enter_raced)
            self.prompted("enter")
            self.note_enter_named(args, enter_zones)  # the zone it names (QA50 HIGH)
        if message_key in REFUSALS and self._answering and not self._setup:
            # the same refusal for a newer press: being said, it starts again from its
            # start, the press heard; waiting unsaid, that line answers both (fresh QA64
            # L4: four "No question is open." heard once, a press with no sound)
            again = True
        with self.said_for.refusing() if message_key in REFUSALS else nullcontext():
            return self._emit(Announcement(text, text, priority, stale=stale, again=again,
                                           setup=setup, news=news, brings=brings, cuts=cuts,
                                           repeatable=repeatable, first=ahead,
                                           fresh=fresh, once=once))

    def _answer_text(self, text: str, priority: str = "now", earcon: str | None = None) -> None:
        text = kept_answer(self, text)  # key 2 or 8 on a kept entry (kept_results)
        self._emit(Announcement(text, text, priority, earcon))

    def prompted(self, kind: str) -> None:
        """Note that the prompt ``kind`` answered with plus and a number (``"question"``,
        ``"choice"``, ``"held"``), or one asking for a card by Enter (``"enter"``, noted by
        :meth:`tell`), is being said now: the next sentence given to :attr:`say` says it
        (:meth:`~companion.app.said_for.SaidFor.prompted`)."""
        self.said_for.prompted(kind)

    def asked_last(self, *others: str) -> str | None:
        """Of the open prompts answered with plus and a number, the one the player heard
        last: ``"question"`` (the tracker's open question), ``"choice"`` (:attr:`choice`),
        or one of ``others`` (the live table's open prompts, e.g. ``"held"``); ``None`` when
        none is open (:meth:`~companion.app.said_for.SaidFor.heard_last`). Plus and a number
        answers it, key 1 says it again (QA24 N2: after a resume, "was that Carol's hand?"
        then "a card the log does not hold … press plus and 1": plus 1 answered the
        question and put Carol out). The live table's held cards are not asked while the
        tracker's question is open (QA31: one prompt at a time, the question first:
        :meth:`~companion.app.held_cards.HeldCards._question_first`)."""
        return self.said_for.heard_last((["choice"] if self.choice else []) + (
            ["question"] if self.tracker.question is not None else []) + list(others))
