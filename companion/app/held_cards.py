"""The cards lying in the players' zones when the game starts (or, after a resume, those the
session log does not hold): said in one sentence, every zone with all its cards ("3 cards
are already on the table: The Urchin and The Fed in Ann's zone; The Boxer in Bob's zone.
Take them away; or, …, press plus and 1."), and held: none is taken until the table takes
them away or confirms them (QA19 #3: they became plays at once, one turn after the other;
QA19 #4: a resumed game's old card, never counted, was read as a wrong play). Each is a
:class:`~companion.app.left_cards.LeftCard` with ``held`` set, watched as any left card.

Plus 1 counts them as plays (each taken when the table waits for its zone); minus twice
undoes the count while it is the last step. A card taken meanwhile ends the hold (those
left are only watched); the zones cleared ends it too.
"""
from __future__ import annotations

from collections import Counter

from companion.cards import card
from companion.tracker.observations import ANSWER_KINDS

#: The most held cards the sentence that says them lists (:meth:`HeldCards._say_held`);
#: more are said by count, what to do first (QA21 #7).
HELD_LISTED = 4


class HeldCards:
    """The hold of the start's old cards in :class:`companion.app.live.LiveTable` (a mixin:
    it uses the table's ``session``, ``known``, ``left_cards``, ``held_at``, ``held_entry``,
    ``held_said``, ``held_again``, ``held_out``, ``hold_gone``, ``resumed_hold``,
    ``count_step``, ``_leave`` and ``_zones``)."""

    #: the held cards (:meth:`_held_ids`) their prompt named when said last, not in its
    #: ``_wait`` form: the same cards still held, a card held behind them says its zone,
    #: not the whole prompt again (:meth:`_resume_remind`; fresh QA70 L8, low71)
    held_prompted: frozenset | None = None

    def _hold_old_cards(self, events, confirm: bool, under: bool = False) -> None:
        """Say the cards ``events`` lying in the players' zones at the start in one
        sentence, every zone with all its cards, first player first, and watch them
        (:class:`~companion.app.left_cards.LeftCard`, ``held``): taken away, each is
        forgotten by the camera and read when laid again; the zones all cleared is said.
        ``confirm`` (a new game): plus 1 counts them as the game's plays
        (:meth:`_hold_key`); a card taken meanwhile ends the hold and those left are only
        watched. Else (a resumed game) plus 1 counts them the same way, as plays laid while
        the companion was off (QA23 #17), unless ``under``: all lie under the log's cards,
        said left out, never taken."""
        if not events:
            return
        tracker = self.session.tracker
        players, first = len(tracker.names), tracker.view().active or 0
        for event in sorted(events, key=lambda e: ((e.seat - 1 - first) % players,
                                                   e.index_in_zone)):
            self._leave(event)  # oldest first: taken in that order once counted
            self.left_cards[-1].held = True
        self.held_said = "app.setup_old_cards" if confirm else (
            "app.resumed_left_out" if under else "app.resumed_old_cards")
        self._say_held()
        # a resumed game's cards not under the log's: plus 1 counts them too, as plays laid
        # while the companion was off (QA23 #17: the crash case; they could not be counted)
        self.held_at = self.session.applied if confirm or not under else None
        self.held_entry = self._last_entry()
        self.resumed_hold = None if confirm else self.session.applied

    def _say_held(self, asked: bool = False, after_news: bool = False,
                  again: bool = False) -> None:
        """Say the held cards still watched
        (:attr:`~companion.app.left_cards.LeftCard.held`) in one sentence, every zone with
        all its cards, first player first (QA20 #3: key 1 said the cards of the start after
        some were taken away). More than :data:`HELD_LISTED` cards: what to do comes first,
        and the list only when ``asked`` (key 1), or after a resume, where no key lists them
        (QA21 #7: 11 cards made a 330-character sentence, what to do last). ``after_news``:
        said after the news being said (an answer's plays), not ahead of them. While the
        tracker's question is open (after a resume), they wait for its answer
        (:meth:`_question_first`): ``app.resumed_old_cards_wait``, dropped unsaid once that
        question is closed (the answer's news goes ahead of it, and their prompt follows).
        ``again``: a key asked for it (:attr:`~companion.app.announcement.Announcement.again`:
        the same sentence still waiting to be said is said there, once; QA32 L2: key 1
        pressed just before the prompt the answer brought made that 9-s prompt twice). A
        resumed card that may be the next card of a Sanity check is said naming it
        (:meth:`~companion.app.check_pile.CheckPile._check_pile_prompt`). Their prompt said
        (not the ``_wait`` form) is the one an answer owed (:attr:`held_again`): not said
        again after the news (QA69 L8, s13b: the open question settled by the cards and
        Bob's Shoggoth held behind the cards, the prompt said by :meth:`_resume_remind`,
        then again by :meth:`_say_held_again`)."""
        events = [left.event for left in self.left_cards if left.held and left.there]
        key = self.held_said
        waits = self._wait_for_question()
        if not waits:
            self.held_again = False
        key += "_wait" if waits else ""
        if len(events) > HELD_LISTED and key != "app.resumed_left_out":
            key += "_many" if key == "app.setup_old_cards" and not asked else "_long"
        args = dict(count=len(events), zones=self._zones(events),
                    priority="normal" if after_news else "now", again=again)
        key, args = self._check_pile_prompt(key, args)  # the check named (check_pile)
        if waits:  # not said once the question is closed (its answer brings the prompt)
            question = self.session.tracker.question
            self.session.tell(key, stale=self.session.question_closed(question), **args)
        else:
            self._tell_held(key, **args)
            self.held_prompted = self._held_ids()

    def _held_ids(self) -> frozenset:
        """The held cards still there (ids of their camera events): what the prompt said
        last named (:attr:`held_prompted`)."""
        return frozenset(id(left.event) for left in self.left_cards
                         if left.held and left.there)

    def _question_first(self) -> bool:
        """Whether the tracker's question is open: plus and a number and key 1 are its, not
        the held cards' (:meth:`_hold_key`), whose prompt waits for its answer. After a
        resume, the log's open question and the cards the log does not hold were both
        said as asking for plus and a number (QA31: plus 1, meant for the question said
        first, counted the cards said last; QA24 N2 had it the other way round): one
        prompt at a time, the question first; the cards are said with
        ``app.resumed_old_cards_wait`` ("You will be asked about them once the open
        question is answered."), their prompt once it is (:meth:`_say_held_again`)."""
        return self.session.tracker.question is not None

    def _wait_for_question(self) -> bool:
        """Whether the cards the log does not hold, after a resume, wait for the answer to
        the tracker's open question (:meth:`_question_first`)."""
        return self.held_said == "app.resumed_old_cards" and self._question_first()

    def _resume_holds(self) -> bool:
        """Whether a resumed game's card the log does not hold is held, awaiting plus 1 or
        its removal (``app.resumed_old_cards``, said waiting for the open question or not):
        every camera card is held meanwhile (:meth:`~companion.app.stall.Stalls._holds_all`;
        QA37: Bob's Boxer, laid on his Deep One while it waited, was taken as his Sanity
        check's card, "Bob passes." false; fr: Alice's Cthulhu closed "was that Bob's
        hand?" the wrong way)."""
        return self.held_at is not None and self.held_said == "app.resumed_old_cards" \
            and any(left.held and left.there for left in self.left_cards)

    def _resume_counted(self, counted: list) -> None:
        """Plus 1 counted ``counted``, a resumed game's cards the log does not hold, while
        camera cards are held behind them (:meth:`_resume_holds`, the table's ``stall``):
        they were laid first, so they go first, in the stall's order
        (:meth:`~companion.app.stall.Stalls._stall_release`: each when the table takes it)."""
        stall = self.stall
        if stall is not None and stall.cards and not self._resume_holds():
            for left in counted:
                left.kept = True
            stall.cards[:0] = counted

    def _counted_first(self, event) -> bool:
        """Whether ``event``, a card this picture made stable (:attr:`fresh`), comes while
        a counted card (plus 1) lies in the zone of the
        player whose turn it is, with no question open: the table takes it at this
        picture's end (:meth:`~companion.app.left_cards.LeftCards._left_cards`), so a card
        read now waits behind it, held (QA37 g2_ans: "Cthulhu by Alice? Waiting for Carol's
        play." though Carol's card was counted; read in the picture after plus 1, Alice's
        Boxer was taken first, "Carol is out." false, and the counted card lost)."""
        if all(e is not event for e in self.fresh):
            return False  # not one this picture made stable (a counted card being taken)
        tracker = self.session.tracker
        view, awaited = tracker.view(), tracker.awaited_seats()
        return tracker.question is None and any(
            left.counted and left.there and not left.kept and left.event is not event
            and left.event.seat is not None and left.event.seat - 1 == view.active
            and view.active in awaited for left in self.left_cards)

    def _resume_remind(self) -> None:
        """A camera card is held behind a resumed game's card the log does not hold
        (:meth:`_resume_holds`; the first, then the 4th, 8th, 16th …): what it waits for is
        said again, the open question first (:meth:`_question_first`), else that card's
        prompt (QA37: held in silence, the player would not know why nothing is said).
        A card a camera-differs hold gives back (``differs_lifted``) right after the answer
        that said the question, or that prompt heard already and still the last asked: the
        held card's zone and that key 1 repeats it (``app.card_waits_answer``, as live;
        ``app.card_waits_held``), not the whole question or prompt again
        (fresh QA70 L8, low71: s13b said it at 166, 170 and 198, s4e at 176 and 234)."""
        seat = self.left_cards[-1].event.seat if self.left_cards else None
        if self._question_first() and seat is not None and self.differs_lifted \
                and self.session.asked_last("held") == "question":
            # a card a camera-differs hold gives back after the slash's answer, which said
            # the question just now: the card's zone, as live (app.card_waits_answer), not
            # the question twice in a row (low71, s4b); else the question (QA37)
            self.session.tell("app.card_waits_answer",
                              player=self.session.tracker.names[seat - 1])
            return
        if self._question_first() and self.session.say_prompt():
            return
        if seat is not None and not self._wait_for_question() \
                and self.session.asked_last("held") == "held" \
                and self.held_prompted == self._held_ids():
            self.session.tell("app.card_waits_held",
                              player=self.session.tracker.names[seat - 1])
            return
        self._say_held()

    def _tell_held(self, message_key: str, priority: str = "now", **args) -> None:
        """Say ``message_key``, a sentence about the held cards that plus 1 may count:
        the prompt said last, plus and a number answers it
        (:meth:`~companion.app.session.TableSession.asked_last`, QA24 N2). ``priority``:
        see :meth:`~companion.app.session.TableSession.tell`."""
        self.session.prompted("held")
        # over once the hold is (counted, or taken away): a line the plus 1 answering it
        # cut is not said again whole (QA37 trunc2: 9.5 s after "Counted: …")
        said = self.held_said
        self.session.tell(message_key, priority=priority,
                          stale=lambda: self.held_said != said, **args)

    def _hold_key(self, command) -> bool:
        """Keys while the set-up's old cards are held, their sentence the prompt said last:
        plus 1 counts them as plays (each taken when the table waits for its zone, with
        "Check it."), unless they cannot all be (more copies of a card than the game has,
        :meth:`_held_misfit`): then it says so and what to do, and they stay held; a resumed
        card that may be the next card of a Sanity check is taken as that card
        (:meth:`~companion.app.check_pile.CheckPile._check_pile_take`); key 1 says the
        cards still there again; plus and another number says it does not fit and that key
        1 repeats the prompt (``app.number_not_fit``), not the prompt itself (QA70 L8), or,
        while plus 1 is refused (:meth:`_held_misfit`), the misfit's line again (rev-keys72).
        Just after a taken card ended the hold, plus says they are left out. After a resume, until the next
        observation, key 1 says the cards the log does not hold again. Returns True when it
        answered the key.

        While the tracker's question is open, these keys are the question's: the held
        cards' prompt waits for its answer (:meth:`_question_first`, QA31). When the
        session's choice is open too, they go to the prompt said last (QA24 N2); once the
        held cards are counted, a prompt said before them and still open is said again,
        since plus and a number now answers it."""
        if command.name not in ("answer", "question"):
            return False
        if self.held_at is not None and self._question_first():
            return False  # the question's answer first (QA31): its keys
        asked = self.session.asked_last(*(("held",) if self.held_at is not None else ()))
        if asked != "held" and (self.held_at is not None or asked is not None):
            return False
        if self.held_at is None:
            if command.name == "question" and self.held_said in (
                    "app.resumed_old_cards", "app.resumed_left_out") \
                    and self.resumed_hold == self.session.applied:
                self._say_held(again=True)  # QA21 #6: "No question is open." after a resume
                return True
            if command.name != "answer" or self.held_out is None \
                    or self.held_out[0] != self.session.applied:
                return False
            # the hold just ended (QA20 #2, #6); "The old card" for one (QA22 #7)
            self.session.tell("app.old_cards_out", count=self.held_out[1])
            return True
        if command.name == "answer" and command.number != 1 \
                and (misfit := self._held_misfit()) is not None:
            # plus 1 is refused too: the misfit's own line, the one way that works (take
            # away those that are not plays; rev-keys72 LOW: "to count them, press plus
            # and 1" was offered, and plus 1 refused again)
            self._tell_misfit(misfit)
        elif command.name == "answer" and command.number != 1:
            # why, and how to hear the prompt again (QA26 N1: repeated with no word why);
            # not the whole prompt again, nothing changed (fresh QA70 L8, low71: s13b's
            # "2 does not fit here." then the prompt a second time)
            # both ways out, take away or count (rev-low71 MEDIUM, keys72)
            self.session.tell("app.number_not_fit", number=command.number, count=max(
                1, sum(1 for left in self.left_cards if left.held and left.there)))
        elif command.name == "question":
            self._say_held(asked=True, again=True)
        elif self._check_pile_take():
            pass  # the next card of a Sanity check, taken as live (check_pile)
        elif (misfit := self._held_misfit()) is not None:
            # QA20 #14: two Dilettantes, with one in the deck, were counted
            self._tell_misfit(misfit)
        else:
            counted = [left for left in self.left_cards if left.held]
            self.count_step = (self._last_entry(), self.held_said, counted)
            self.held_at, self.held_said = None, None
            for left in counted:
                left.held, left.counted = False, True
            self._resume_counted(counted)
            self.session.tell("app.old_cards_counted")
            self._ask_again()
        return True

    def _tell_misfit(self, misfit: tuple[str, int, int]) -> None:
        """Say why the held cards cannot all be plays (``misfit``: :meth:`_held_misfit`'s
        ``(card key, how many lie in the zones, copies unseen)``) and what to do: take away
        those that are not, then plus 1 (``app.old_cards_too_many``, or
        ``app.old_cards_face_up`` when no copy is unseen; QA20 #14)."""
        card_key, count, copies = misfit
        name = card(card_key).name(self.session.lang)
        if copies:
            self._tell_held("app.old_cards_too_many", card=name, count=count, copies=copies)
        else:
            self._tell_held("app.old_cards_face_up", card=name)

    def _ask_again(self) -> None:
        """The held cards' prompt, said last, is closed (counted, or the cards taken
        away): say again the prompt said before it that is still open (the tracker's
        question), which plus and a number now answers (QA24 N2)."""
        with self.session.news():  # key 0 says it again
            self.session.say_prompt()

    def _last_entry(self):
        """The tracker's last history entry (``None`` with none): a step's place."""
        history = self.session.tracker.history
        return history[-1] if history else None

    def _undo_count(self) -> bool:
        """Minus twice while plus 1's count of the start's old cards is the last step (the
        plays taken from them since were undone): the cards are held again, as before plus
        1, and it is said. A counted card taken as a play and then undone, still lying in
        its zone (left out by the undo), is held again too. Returns False (nothing done)
        when the count is not the last step or none of its cards is still there."""
        step = self.count_step
        if step is None or self._last_entry() is not step[0]:
            return False
        entry, said, counted = step
        kept = [left for left in counted if left in self.left_cards]
        taken = [left for left in counted if left not in self.left_cards]
        # a counted card taken as a play, its play undone: left out again by the undo
        stand_ins = {}
        for left in taken:
            twin = next((x for x in self.left_cards if x.old and x.there
                         and x not in stand_ins.values() and x.event.seat == left.event.seat
                         and set(x.event.candidates) & set(left.event.candidates)), None)
            if twin is not None:
                stand_ins[id(left)] = twin
        back = [left for left in counted if left in kept or id(left) in stand_ins]
        if not any(left.there or id(left) in stand_ins for left in back):
            return False
        replaced = set(map(id, stand_ins.values()))
        for left in back:
            twin = stand_ins.get(id(left))
            if twin is not None:
                left.event, left.place, left.gone_t = twin.event, twin.place, None
                left.unseen, left.unseen_t = 0, None
            left.held, left.counted, left.old = True, False, False
        others = [x for x in self.left_cards if id(x) not in replaced and x not in back]
        self.left_cards = back + others  # held first, oldest first, as when counted
        self.count_step = None
        self.held_at, self.held_said = self.session.applied, said
        self.held_entry = self._last_entry()
        self.held_out = self.hold_gone = None
        with self.session.news():  # kept in the history keys 7 and 9 step through
            self._tell_held("app.undone_counted",
                            count=sum(1 for left in back if left.there))
        return True

    def _held_decides(self, obs, event) -> bool:
        """Whether the card ``event`` (observation ``obs``) is not taken yet because taking
        it would say a player out whose zone holds a held card not counted: that card may
        be their play (a resumed game's card laid while the companion was off, QA23 #17:
        "Carol is out." while her play lay in view). The table is asked to count the held
        cards with plus 1 or take them away; the card is watched
        (:meth:`~companion.app.left_cards.LeftCards._leave`): taken once the table waits
        for its zone alone (after the count), or given again when the held cards are all
        taken away (:meth:`_held_gone`)."""
        if self.held_at is None:
            return False
        held = [left for left in self.left_cards if left.held and left.there]
        seats = {left.event.seat - 1 for left in held} - {obs.seat}
        if not seats:
            return False
        try:
            events = self.session.tracker.trial(obs)
        except ValueError:  # ObservationError: the real attempt says what is wrong
            return False
        out = next((e.seat for e in events if e.kind == "player_out" and e.seat in seats),
                   None)
        if out is None:
            return False
        self._leave(event)
        self.held_waiting = event
        zone = [left.event for left in held if left.event.seat - 1 == out]
        self._tell_held("app.held_decides", player=self.session.tracker.names[out],
                        zones=self._zones(zone))
        return True

    def _held_misfit(self) -> tuple[str, int, int] | None:
        """Why the held cards cannot all be plays of this game: ``(card key, how many lie in
        the zones, how many copies the game has that no one sees)`` for the first card held
        more times than that, else ``None``. A reading with several candidates is not
        counted (it may be either card). No turn-order check: a counted card waits for its
        player's turn, so a card in Bob's zone while Alice, who plays first, has none is a
        valid count (Bob's card laid early is taken after Alice's new play, QA12 F1); a
        refusal there would make the table take it away and lay it again."""
        unseen = self.session.tracker.unseen()
        held = Counter(left.event.candidates[0] for left in self.left_cards
                       if left.held and left.there and len(left.event.candidates) == 1)
        return next(((key, count, unseen[key]) for key, count in held.items()
                     if count > unseen[key]), None)

    def _held_over(self) -> None:
        """After each observation applied, before its next turn is said
        (:attr:`TableSession.before_turn <companion.app.session.TableSession.before_turn>`),
        and once per picture: a card taken by the game while the set-up's old cards are held
        (a new play laid over them, or a card laid out of turn) ends the hold: the cards
        left are only watched (:attr:`~companion.app.left_cards.LeftCard.old`), and the
        table is told so (QA20 #2, #6: nothing was said, and plus 1 then answered "No
        question is open."). After a resume, while the tracker's question is still open,
        the cards said to wait for its answer (``app.resumed_old_cards_wait``,
        :meth:`_question_first`) stay held when a card is taken meanwhile: their prompt is
        said once the question is answered, as promised (review of session 30: the card
        read while the question waited left them out)."""
        if self.held_at is not None and self.session.applied != self.held_at:
            entry = self._last_entry()
            waits = self._wait_for_question()
            if entry is not None and entry is not self.held_entry \
                    and (entry[0].kind in ANSWER_KINDS or waits):
                # an answer (plus and a number) takes no card: the held cards' prompt stays
                # open, said again (QA25 F2: after a resume, plus 2 answered "was that
                # Carol's hand?" and left out the Boxer Alice played meanwhile)
                self.held_at, self.held_entry = self.session.applied, entry
                self.held_again = True  # once the answer's news is said: _say_held_again
                return
            self.held_at, self.held_said = None, None
            held = [left for left in self.left_cards if left.held]
            for left in held:
                left.held, left.old = False, True
            self.held_out = (self.session.applied, len(held))
            self.session.tell("app.old_cards_out", count=len(held))

    def _held_given_back(self) -> None:
        """Minus twice took back, under the next round's deal, the answer that ended the
        round (:func:`~companion.app.undo_under.undo_answer_under`), on a resumed table
        whose log was the next round's: the cards it held as not in the log
        (:meth:`_hold_old_cards`, ``app.resumed_old_cards``) that the round given back holds
        in their zones are that round's, lying since (the deal was made on its ungathered
        table): each counts as the camera's report of that card (it reports none again)
        and is no longer held nor watched; the hold ends when none is left. Called before
        the cards read since the deal are read again in that round. Review of mwf's
        MEDIUM (replay of d491 resumed after the hint, '--'): the round's Investigators,
        held, was said left out, and Carol's 2nd Investigators, her Sanity check card,
        was taken for the first, never read."""
        if self.held_said != "app.resumed_old_cards":
            return
        view = self.session.tracker.view()
        for left in [x for x in self.left_cards if x.held and x.event.seat is not None]:
            seat = left.event.seat - 1
            if seat < len(view.seats) and self.known.known(view, seat, left.event.candidates):
                self._unleave(left.event)
        if not any(x.held for x in self.left_cards):
            self.held_at = self.held_said = self.held_entry = None
            self.resumed_hold = None

    def _say_held_again(self) -> None:
        """After an answer that left the held cards held (:meth:`_held_over`), once its news
        is said: their prompt again, after that news, the prompt said last (QA25 F2); not
        while a question is still open (another the answer opened): they wait for it
        (:meth:`_question_first`)."""
        if self.held_again:
            self.held_again = False
            if self.held_at is not None and not self._question_first():
                self._say_held(after_news=True)  # a new question: they wait for it too

    def _held_gone(self, gone) -> None:
        """Held cards ``gone`` were taken away with one picture: when none is left held,
        the zones cleared is said and the hold ends (kept in :attr:`hold_gone` so that the
        cards, back from under a hand, are held again); else each zone left with none
        (QA21 #1: a hand over Ann's pile made her cards taken away, and nothing was said)."""
        held = [x for x in self.left_cards if x.held and x.there]
        if not held:
            # a resumed game's zones still hold the log's cards (QA20 #4)
            self.session.tell("app.old_cards_cleared"
                              if self.held_said == "app.setup_old_cards"
                              else "app.extra_cards_gone")
            said_last = self.held_at is not None and self.session.asked_last("held") == "held"
            self.hold_gone = (self.held_at, self.held_said, self.session.applied)
            self.held_at, self.held_said = None, None
            waiting, self.held_waiting = self.held_waiting, None
            if waiting is not None and any(x.event is waiting and x.there
                                           for x in self.left_cards):
                self._unleave(waiting)  # held back for them (QA23 #17): taken now
                self._card_appeared(waiting, early=True)
            elif said_last:  # their prompt was the last said: the one before it again
                self._ask_again()
            return
        names = self.session.tracker.names
        for seat in dict.fromkeys(left.event.seat for left in gone):
            if not any(x.event.seat == seat for x in held):
                self.session.tell("app.old_zone_cleared", player=names[seat - 1])


__all__ = ["HeldCards", "HELD_LISTED"]
