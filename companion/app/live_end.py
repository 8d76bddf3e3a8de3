"""What ``companion play`` says when the pictures end and when it stops: the end line
(at once; while keys can come, that ``q`` stops, naming the open question, said again
when that question closes first), the source that gives not one picture (``q`` cuts it)
and the goodbye (how much the voice left unsaid, whether the session log is kept).

:class:`PicturesEnd`, a mixin of :class:`~companion.app.live.LiveTable`; the loop that
answers keys after the end is :meth:`~companion.app.live.LiveTable._after_the_end`.
"""
from __future__ import annotations

import time

from companion.app.camera_watch import source_reason
from companion.narration.catalog import message

#: The tracker's waits (:func:`~companion.tracker.inference.describe_wait`) for a card an
#: effect or a knock-out brings: named by the end line (:meth:`PicturesEnd._end_awaits`).
EFFECT_WAITS = frozenset({"check", "hand", "discard", "gun", "reveal", "aside", "showdown"})

#: Seconds between two looks for ``q`` while the source's failure is said
#: (:meth:`PicturesEnd._no_picture`).
NO_PICTURE_POLL_S = 0.05


class PicturesEnd:
    """The end's and the goodbye's lines in :class:`~companion.app.live.LiveTable` (a
    mixin: it uses the table's ``session``, ``speech``, ``keys_open``, ``logged``,
    ``log_empty``, ``end_noted``, ``end_asked``, ``end_awaited``, ``said_empty``, ``quit``,
    ``unread_zones``, ``stall``, ``left_cards``, ``cleared_mid``, ``_take_held``,
    ``_quit_waiting``, ``_unread_waits``, ``_stall_kept``, ``_zones``, ``_held_count`` and
    ``_expected``)."""

    def _pictures_ended(self, frame) -> None:
        """Say that the pictures have ended (``frame``: the source's last
        :class:`~vision.sources.Frame`) in order, after what the voice has still to say
        (QA31 #3: said at once, "The pictures have ended." came before the news of the
        plays its pictures showed): no table is lost by the wait, the pictures being over,
        as they are for a camera lost (:meth:`~companion.app.camera_watch.CameraWatch.picture`,
        said at once: cards played meanwhile go unread). It cuts nothing and is kept for
        keys 7 and 9, but key 0 says the line heard before it (QA31 #6: after the game, 0
        said "The pictures have ended." again, not the game's last line) (the game's news,
        :attr:`~companion.app.announcement.Announcement.news`; QA35 #5: a camera line cut by
        it was said again in full, twice); a key's answer is said ahead of it, as ahead of
        all news (QA26 N4 had it said first: ``q`` then says that it was not said).
        A folder or an image ends as pictures, not as a video (QA); pictures removed during
        the game, or a video cut short, are said so (QA12 F15: it ended in silence; QA27
        #6: a truncated video "has ended"). While keys can still come (:attr:`keys_open`)
        the table waits for ``q``, and says so, naming the open question if there is one
        (QA28 #6: it quit by itself, and the answer typed next was lost), or that the game
        is over (``_over``: QA47 MEDIUM-2, "On attend encore rien"); else the line
        says whether the log is kept, as the goodbye after it does not again. The cards
        held for an open list or undo question are taken first
        (:meth:`~companion.app.live_cards.CameraCards._take_held`): their news before
        this line."""
        self._take_held()
        if self.session.tracker.started and self.session.tracker.end_held():
            self._say_end_held()  # no hand came: the round's end a self-out told (k61)
        with self.session.news():  # kept for keys 7 and 9
            if frame.status.reason in ("folder_gone", "video_cut_short"):  # QA27 #6
                self.session.tell("app.picture_problem", news=True, repeatable=False,
                                  reason=source_reason(self.session.lang, frame.status))
            ended = ("app.pictures_ended" if frame.status.reason in
                     ("folder_done", "folder_gone", "folder_unreadable") else "app.video_ended")
            if self.keys_open():
                self._say_end_wait(ended)
            else:
                self.end_noted = True
                self.session.tell(ended + self._log_suffix(), news=True, repeatable=False)
                self._say_unsettled()  # no key can answer the question (QA52 M5)

    def _say_end_wait(self, ended: str) -> None:
        """Say that the pictures have ended and ``q`` stops (``ended``: the message key
        without its suffix), naming the open question if there is one, and the card still
        awaited if there is one (:meth:`_end_awaits`; session 38: "Press Q to stop." alone
        while a Tommy Gun's cards were awaited) and, no question open, how many cards are
        held for it behind a cleared table (:meth:`_end_held`, ``app.*_ended_card_held``);
        that form is dropped unsaid once the
        question closes or the awaited card changes (:meth:`_end_reworded`)."""
        tracker = self.session.tracker
        question = tracker.question if tracker.started else None
        awaited = self.end_awaited = self._end_awaits()
        if question is None and awaited is None:
            self.end_asked = None
            over = tracker.started and tracker.waiting()[0] == "over"
            self.session.tell(ended + ("_over" if over else "_wait"), news=True,
                              repeatable=False)
            return
        closed = self.session.question_closed(question)
        held = self._end_held() if question is None and awaited is not None else 0
        key = ended + ("_question" if question is not None else "") + (
            "_card" if awaited is not None else "") + ("_held" if held else "")
        unread = self._end_unread()  # the zone its Enter names (fresh QA50b MEDIUM C2)
        heard = self.session.tell(key, news=True, repeatable=False, expected=awaited,
                                  stale=lambda: closed() or self.end_awaited != awaited,
                                  enter_zones=None if unread is None else (unread,),
                                  **({"count": held} if held else {}))
        self.end_asked = (ended, question, heard, awaited)
        waits = tracker.result_waits() if question is not None else None
        if waits is not None:  # which question the round's result waits on (QA52 M5)
            self.session.ask(_result_key("app.end_result_waits", waits),
                             round=tracker.view().round)

    def _say_unsettled(self) -> None:
        """Say that the round's result waits on the question left open, when the accounts
        differ on it (:meth:`~companion.tracker.table_queries.TableQueries.result_waits`):
        at the goodbye, or at the pictures' end with no keys to answer it (fresh QA52 M5,
        r7: the video ended with "was that Carol's hand?" open, whose "yes" has Bob win
        the round and the game, and neither was said, nor that it waited)."""
        tracker = self.session.tracker
        if not tracker.started or tracker.question is None:
            return
        waits = tracker.result_waits()
        if waits is not None:
            self.session.tell(self.session.unnumbered(_result_key("app.end_unsettled", waits)),
                              round=tracker.view().round)

    def _end_awaits(self) -> str | None:
        """The card the table still waits for as the pictures end, as a phrase for the end
        line ("the cards of Alice's Tommy Gun"), or ``None``: a card told unread and not
        entered (``app.end_unread``), an effect's or a knock-out's card
        (:data:`EFFECT_WAITS`), a missing card a stall asked for
        (:class:`~companion.app.stall.Stall`), the card a round held behind a table seen
        cleared in its middle waits for (``cleared_mid``; fresh QA51b M4, run Cr: "El vídeo
        ha terminado. Pulsa Q para salir." while round 2 waited for Dan's play, 32 cards
        held: named as the cleared table's line names it, the next play too, the accounts
        agreed or not). Else the next play alone is not named: it is always awaited; nor
        a card the accounts kept do not all wait for
        (:meth:`~companion.tracker.table_queries.TableQueries.waiting_agreed`: an open
        question's answer tells which)."""
        tracker = self.session.tracker
        if not tracker.started:
            return None
        seat = self._end_unread()
        if seat is not None:
            return message(self.session.lang, "app.end_unread", player=tracker.names[seat])
        if getattr(self, "cleared_mid", None) is not None \
                and tracker.waiting()[0] != "over":
            return self._expected()  # as the cleared table's line names it, agreed or not
        if not tracker.waiting_agreed() or tracker.waiting()[0] == "over":
            # one account's guess (session 40, en21: a passed check named); or nothing:
            # the game is over, whatever a stall asked for (QA47 MEDIUM-2: "On attend
            # encore rien : la partie est finie : entrez chaque carte …")
            return None
        if tracker.waiting()[0] in EFFECT_WAITS or getattr(self.stall, "asked", False):
            return self._expected()
        return None

    def _end_held(self) -> int:
        """How many cards are held behind a table seen cleared in a round's middle
        (``cleared_mid``) as the pictures end, each once
        (:meth:`~companion.app.hold_lost.HoldLost._held_count`); 0 without such a hold
        (a stand-in table has none)."""
        if getattr(self, "cleared_mid", None) is None:
            return 0
        return self._held_count()

    def _end_unread(self) -> int | None:
        """The seat (0-based) of the first zone whose card the camera told unread and that
        still waits for it, not entered (:meth:`_end_awaits` names it), or ``None`` (no
        game started included)."""
        if not self.session.tracker.started:
            return None
        return next((s for s in sorted(self.unread_zones) if self._unread_waits(s)), None)

    def _end_reworded(self) -> None:
        """After a key, once the pictures have ended: when the question the end line named
        is closed (answered, or withdrawn by an undo), or the card it named is no longer
        the one awaited, before that line was said to its end, say the end again as it
        now stands ("Press Q to stop." alone, or the new question; QA31 N2: "Answer the
        question, then press Q to stop." was said after the answer)."""
        if self.end_asked is None:
            return
        ended, question, heard, awaited = self.end_asked
        self.end_awaited = self._end_awaits()  # the line's stale() reads it
        if self.session.tracker.question is question and self.end_awaited == awaited:
            return
        self.end_asked = None
        if not getattr(heard, "said_whole", lambda: True)():
            with self.session.answering(), self.session.news():
                self._say_end_wait(ended)

    def _no_picture(self, status) -> int:
        """The source gave not one image (``status``: its
        :class:`~vision.records.SourceStatus`): say why, and return the exit status, 1
        (docs/guide-helper "no game starts (exit status 1)"). While that is said and keys
        can come, ``q`` (or Ctrl+C) cuts it and says goodbye, as everywhere else (QA34
        ni20: ``q`` did nothing, and the program ended 60 s later cut in a line, with no
        goodbye); else the program's end lets it be said (``Speaker.finish``)."""
        self.session.tell("app.source_failed",
                          reason=source_reason(self.session.lang, status))
        try:
            while not self._quit_waiting():
                if self.speech is None or not self.keys_open() or not self.speech.backlog():
                    return 1
                time.sleep(NO_PICTURE_POLL_S)
        except KeyboardInterrupt:
            pass
        self.quit = True
        self._goodbye()
        return 1

    def _goodbye(self, noted: bool = False) -> None:
        """Say goodbye: "Session saved." only when the log was written to the end (QA: it
        was said after the log's writes had failed); ``noted``: the pictures' end line said
        already whether the log is kept, so "Goodbye." alone. What the voice had still to
        say is dropped, and how much is said first (QA18 N1; QA17 #10: the rest came after the
        goodbye): what it had still to say, not the lines it dropped as over (QA35 N2).
        The cards held for an open list or undo question are taken first, so that the
        log keeps them (:meth:`~companion.app.live_cards.CameraCards._take_held`); the
        cards held that were never given are said (:meth:`_say_unplaced`), and a round's
        result left waiting on the open question (:meth:`_say_unsettled`)."""
        self._take_held()
        unsaid = self.speech.cut() if self.speech is not None else 0
        if unsaid:
            self.session.tell("app.unsaid", count=unsaid)
        self._say_unplaced()
        if not noted:  # else said with the pictures' end line
            self._say_unsettled()
        self.session.tell("app.goodbye" + ("_nolog" if noted else self._log_suffix()))

    def _say_unplaced(self) -> None:
        """Say the cards laid while the table waited that the game never took, as the
        session ends (``app.held_unplaced``): held for the next round after a clear in the
        middle of a round (:attr:`~companion.app.left_cards.LeftCard.deals`), or kept
        behind a missing card a stall asked for (:class:`~companion.app.stall.Stall`);
        the round they waited for was never settled, or the game refused them. Face-up
        cards still lying in the zones only: public (one taken away may be in a hand:
        review of qa46h2). QA46 HIGH-2: 32 held cards were dropped without a word,
        rounds 8-10 never said."""
        if not self.session.tracker.started:
            return
        stall = getattr(self, "stall", None)  # (a stand-in table has none)
        kept = self._stall_kept() if stall is not None and stall.asked else []
        # still on the table only: one taken away (gathered, or picked back up as the alarm
        # says "New cards wait") may be in a hand, a hidden card (review of qa46h2)
        held = [left.event for left in getattr(self, "left_cards", ())
                if left.there and (left.deals or any(left is x for x in kept))]
        if held:
            self.session.tell("app.held_unplaced", count=len(held),
                              zones=self._zones(sorted(held, key=lambda e: e.seat)))

    def _log_suffix(self) -> str:
        """The end message's suffix (:func:`log_suffix`) for the table's log: not kept when
        its writes failed (QA27 #3); :attr:`said_empty` once it says the log is empty."""
        kept = self.logged and not self.session.log_failed
        suffix = log_suffix(kept, kept and self.log_empty())  # asked only of a kept log
        if suffix == "_empty":
            self.said_empty = True
        return suffix


def log_suffix(kept: bool, empty: bool) -> str:
    """The suffix of an end message's key (``app.goodbye``, ``app.pictures_ended``...):
    ``"_nolog"`` when no session log keeps the game (``kept`` false: none, or its writes
    failed: QA27 #3, "the game and its log are kept" after a full disk had cut the log),
    ``"_empty"`` when the new log recorded nothing (``empty``: it is removed, QA12 F15),
    else ``""`` (the log keeps the game)."""
    return "_nolog" if not kept else "_empty" if empty else ""


def _result_key(key: str, waits: str) -> str:
    """The message key ``key`` (``app.end_result_waits``, ``app.end_unsettled``) for what
    the round's result waits on (``waits``:
    :meth:`~companion.tracker.table_queries.TableQueries.result_waits`): ``key + "_game"``
    when the open question may end the game, else ``key``."""
    return key + ("_game" if waits == "game" else "")
