"""The blamed answer undone (:meth:`UndoBlamed._undo_blamed`), the card read again after it,
a fix or an answer undone under the next deal. A part of
:class:`companion.app.undo_key.UndoKey` (:class:`UndoBlamed`), split from
:mod:`companion.app.undo_key` by job (rf69).
"""
from __future__ import annotations

from dataclasses import replace

from babel.lists import format_list

from companion.app.entry_undone import entry_answered, read_plain
from companion.cards import card
from companion.tracker import observations as o


#: The newest questions kept in :attr:`~companion.app.session.TableSession.reconsidered`
#: (those whose blamed answer minus twice took back; :meth:`UndoKey._undo_blamed`).
RECONSIDERED_KEPT = 8


class UndoBlamed:
    """The blamed answer undone in :class:`~companion.app.undo_key.UndoKey` (a
    mixin: it uses what :class:`~companion.app.undo_key.UndoKey` uses)."""

    def _undo_blamed(self, index: int, cards: tuple[str, ...] | None = None) -> None:
        """Minus twice once the player heard which answer a refused card contradicts
        (:meth:`blame_answer`): that answer (history entry ``index``) is undone and said
        so, naming its question, the cards read since taken back unsaid and read again in
        their order, as the camera gave them (:meth:`_read_again`): the refused card now
        fits, its news said as it now is; the question, when they leave it open, is asked
        again. The session log keeps it as undos and the cards again. ``cards``: Enter's
        rank's cards giving back the card undone before that answer, corrected
        (:func:`~companion.app.undone_before_answer.undone_entered`; hi4)."""
        history = self.tracker.history
        question = history[index][1][5]
        given = self._undone_blamed(history[index])  # given back in its place (hi3)
        if given is not None and cards is not None and tuple(cards) != given.cards:
            given = replace(given, cards=cards)  # as Enter's rank tells it (hi4)
        self.blamed_undone = None
        self.reconsidered = [*self.reconsidered[1 - RECONSIDERED_KEPT:], question]
        # the answer to Enter's "which card?": the card entered goes back with it, the
        # camera's inputs between them read again too (fresh QA65 HIGH-1)
        # ... unless the cleared table named the card undone before it, given back in the
        # answer's place (hi3): the player heard that minus twice does that
        entered = None if given is not None else entry_answered(
            history, index, self.by_key_or_logged)
        first = index if entered is None else entered
        entry_cards = () if entered is None else tuple(history[entered][0].cards)
        kept = [(i, entry) for i, entry in enumerate(history[first + 1:], first + 1)
                if i != index]
        again = [read_plain(entry[0]) if entered is not None else entry[0]
                 for _, entry in kept]
        for obs, (_, entry) in zip(again, kept):
            if obs is not entry[0] and id(entry[0]) in self.read_as:
                self.read_as[id(obs)] = (obs, *self.read_as[id(entry[0])][1:])
        refused = {id(obs) for obs, (i, _) in zip(again, kept) if self.tracker.refused_at(i)}
        self.choice = ()
        self.blamed = None
        self.taken_again, self.refused_now, self.still_refused = [], [], []
        with self.news():
            for _ in range(len(history) - first):
                self.observe(o.undo())
            if given is not None:
                self.tell("app.undone_answer_given_back",
                          question=self._asked_words(question),
                          card=format_list([card(k).name(self.lang) for k in given.cards],
                                           style="or", locale=self.lang),
                          player=self._player(given.seat))
            elif entered is not None:
                self.undid_entry = (question.seat, entry_cards)
                heard = self.tell("app.undone_entry_answer", question=self._asked_words(
                    question), player=self._player(question.seat))
            else:
                heard = self.tell("app.undone_answer_to",
                                  question=self._asked_words(question))
            if given is None and entered is None:  # else its question is gone: the card
                # given back (hi3) or the card entered with it (QA65)
                self.said_for.reopened(question, heard)  # to the player, open again
            self.say_insane_unheard()
            self.from_log = min(self.from_log, len(self.tracker.history))
        if given is not None:
            # the undone card given back in the answer's place, as the camera read it
            # (undo then redo is the identity), its news said (review of hi2 (b))
            self.tracker.forget_undone()
            self.redo, self.redo_kept = None, ()
            self.redone = given  # the live table counts it as the camera's report
            self.observe(given)
        if self.reheld is not None:  # the cards the live table holds again (differs_hold)
            again = self.reheld(again)
        self._read_again(again, refused)
        if self.tracker.question is question:
            self.announce(question)

    def by_key_or_logged(self, entry: tuple) -> bool:
        """Whether the history entry ``entry`` (``(observation, snapshot)``) came from a
        key (:meth:`~companion.app.said_for.SaidFor.by_key`), or is the card a resumed
        log's camera-differs hold says was entered by key (:attr:`~companion.app.
        session_resume.SessionResume.entry_from_log`), or a card the resumed log marked
        entered by key (:attr:`~companion.app.session_resume.SessionResume.
        keyed_logged_ids`: a quit before the hand lifted logs no hold; QA72 H1): for
        :func:`~companion.app.entry_undone.entry_answered` (review rev-log70 HIGH)."""
        return self.said_for.by_key(entry) or entry is self.entry_from_log \
            or id(entry[0]) in getattr(self, "keyed_logged_ids", frozenset())

    def _read_again(self, again: list, refused: set | None = None) -> None:
        """Apply the camera's inputs ``again``, taken back by an undo under them, as the
        camera read them ("Check it." kept: :attr:`read_as`; rv38b), their news said in
        order, not as a key's answer. Given ``refused`` (``id`` of the observations
        refused before): those of them taken now are added to :attr:`taken_again` (the
        live table then stops watching them as left cards), the others refused now as not
        awaited (early) to :attr:`refused_now` (it watches them, as any card so refused:
        review 39)."""
        answering, self._answering = self._answering, 0
        try:
            for obs in again:
                _, check, already = self.read_as.get(id(obs), (obs, False, False))
                events = self.observe(obs, check=check, already=already)
                if refused is None:
                    continue
                was, now = id(obs) in refused, self.tracker.refused_last()
                if was and not now:
                    self.taken_again.append(obs)
                elif was:  # with how many cards refused now were read before it
                    self.still_refused.append((obs, len(self.refused_now)))
                elif now and not was and any(e.kind == "inconsistency"
                                             and e.value == "unexpected" for e in events):
                    self.refused_now.append(obs)
        finally:
            self._answering = answering

    def _fix_taken(self, index: int) -> bool:
        """Whether history entry ``index`` is a slash correction the table took."""
        fix = self.tracker.correction(index)
        return fix is not None and fix.taken

    def _undo_fix_under(self, above: int) -> None:
        """Minus twice while the player hears (or heard last) "Corrected: …", the ``above``
        newest inputs being cards the camera read since, the voice having begun none of
        their lines: the correction is undone, not a card the player never heard of
        (QA37 en21_k: "--" 0.8 s into "Corrected: The Fed, not the Nightgaunt." asked,
        5 s later, about Carol's Stowaway read since; the wrong correction stayed, and a
        false winner was said). Those cards are taken back unsaid, the correction undone
        as when it is the newest input, then the cards read again in their order, as the
        camera gave them (its ``check``/``already`` kept: :attr:`read_as`; rv38b): their
        news follows, as the card read back makes it. The session log keeps it as undos
        and the cards again."""
        history = self.tracker.history
        again = [entry[0] for entry in history[-above:]]
        with self.news():
            for _ in range(above):
                self.observe(o.undo())
        self._undo_newest(self.tracker.history[-1][0])
        self._read_again(again)

    def _undo_deal_under(self, above: int) -> None:
        """Minus twice once the player heard the new round's start ("Round 3. Bob
        starts."), the ``above`` newest inputs being that deal's face-up cards (2 players),
        none of them begun (:func:`deal_heard_under`): the deal is the step the player
        heard last, and those cards are its own, so the deal is undone at once with them,
        their lines dropped unsaid ("Undone: the new round's deal."). Fresh QA60 MEDIUM-6
        (r6b): minus, minus 0.6 s into "Round 3. Bob starts." asked "Undo the last step?
        Press minus twice to confirm." about a face-up card never heard, then "Undo
        cancelled: a new card was read." as the next face-up card settled; confirmed, it
        would have undone that face-up card, not the deal. The camera does not read those
        cards again: the live table holds the deal (``redeal_round``), keeps them
        (``redeal_face_up``) and takes them back when the next card laid deals the round
        again, a face-up card too (:meth:`~companion.app.live_deal.NextDeal._deal_on_card`;
        review of u61); without a live table, a face-up card read after the undo waits for
        the next deal (the tracker: "The Fed? Waiting for the next deal.")."""
        with self.news():
            for _ in range(above):
                self.observe(o.undo())
        self._undo_newest(self.tracker.history[-1][0])
