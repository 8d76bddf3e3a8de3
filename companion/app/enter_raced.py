"""Enter obeying a prompt asking for a card that the camera settled meanwhile (fresh QA48
MEDIUM-2, 6 players, arkham busy en seed 31): "Still waiting for Alice's play: a card I
could not read? Press Enter, then its rank." was said; 8 s later the camera read her card
("Alice: The Fed.") and the cards held behind it were given; the player, obeying the prompt,
pressed Enter and 2, and the card went to the zone awaited THEN, Dan's ("Which card in Dan's
zone: The Fed or the Nightgaunt?"), a card added twice and a confused table. A prompt and
the camera race all the time at a real table.

The stall's prompt (:meth:`~companion.app.stall.Stalls._stall_ask`) is noted with the
table as it was, in the record of every Enter prompt
(:class:`~companion.app.enter_heard.EnterAsked`, its ``asked`` zones:
:meth:`~companion.app.enter_heard.EnterHeard.note_asked_zones`),
and so is the camera's own "I cannot read a card in Carol's zone: press Enter, then its
rank." (``app.card_unread``, ``app.unread_first``;
review rev-race48: the card read after all, Enter and 2 gave a second Fed to Alice's
zone). No longer once a later card was taken in the zone read (the table went on: an
Enter then is the player's own). Enter pressed once the player has heard it (its
line begun) and no later prompt asking for a card by Enter
(:data:`ENTER_ASKS`: the newest begun,
:attr:`~companion.app.enter_heard.EnterHeard.enter_prompt`), then its rank typed once the
camera has settled that wait (a card read since in a zone it named, the table no longer
waiting so), enters nothing and says so, naming the card read (public: a discard zone's)
("Nothing entered: the camera read The Fed in Alice's zone meanwhile. For another card,
press Enter and its rank again."). The prompt is used up by any Enter and rank: a second
Enter works as usual, as does every Enter with no prompt raced. A card of the awaited
player read after the stall asked with 2 cards held or more is held, not taken (fresh QA48
HIGH-2: :meth:`~companion.app.stall.Stalls._after_missed`, "The Fed in Alice's zone waits
too: …"): nothing settled, Enter and the rank give her play, then the held cards, each once
(QA48 r1/try1 as merged). A mixin of :class:`~companion.app.live_keys.LiveKeys`.
"""
from __future__ import annotations

from babel.lists import format_list

from companion.app.enter_heard import ZONE_WAITS, EnterAsked
from companion.app.keys import Command
from companion.cards import card
from companion.narration.narrate import wait_phrase

#: The app messages that ask for a card by Enter and its rank (without their plural
#: suffix): said, each is noted as the prompt kind ``"enter"``
#: (:meth:`~companion.app.session_speech.SessionSpeech.tell`) with the zone it names
#: (:meth:`~companion.app.enter_heard.EnterHeard.note_enter_named`); the one heard last is
#: what Enter obeys. Every line naming the Enter key is one (fresh QA50b MEDIUM C2: the
#: video's end line was, its zone wrong) but the key's own lines (its help, lists), the
#: answers to a press that say to press it "again" (``app.enter_read_already``,
#: ``app.enter_read_meanwhile``, ``app.enter_round_over``: that press obeys what the first
#: obeyed), advice for later (``app.rounds_lost_enter``, ``app.edition_card_mixed``) and
#: the lines between rounds (``app.deal_next``: Enter's rank deals the next round); the
#: list and why: tests/companion/app/test_qa50b_enter_asks.py.
ENTER_ASKS = frozenset({
    "app.stall_missing", "app.stall_unread", "app.card_unread", "app.unread_first",
    "app.answer_blamed_missed", "app.cleared_mid_round", "app.cleared_mid_round_undone",
    "app.cleared_mid_stalled", "app.cleared_mid_reminder", "app.face_up_missed",
    "app.face_up_none", "app.face_up_late", "app.pictures_ended_card",
    "app.pictures_ended_question_card", "app.video_ended_card",
    "app.video_ended_question_card", "app.pictures_ended_card_held",
    "app.video_ended_card_held", "app.stall_own_entered", "app.old_card_or_first_play",
    "app.loop_error", "app.stall_own_next", "app.twin_asked", "app.twin_asked_check",
    "app.discard_laid_before", "app.enter_after_discard_held", "app.asked_holds",
    "app.asked_holds_count",
    "app.check_glimpsed_asked", "app.check_glimpsed_again", "app.play_order_asked",
    "app.resume_table_differs", "app.enter_rank_before_cue", "app.stall_undone",
    "app.left_order_unknown"})  # (review of ord71: its Enter once withdrawn, fix71)


class EnterRaced:
    """Notes the stall's prompt and the Enter press obeying it, and refuses its rank once
    the camera settled that prompt (see the module docstring; uses the table's
    ``session`` and :class:`~companion.app.entry_round.EntryRound`'s ``enter_round``)."""

    #: the stall's or the camera's prompt asking for a card that the last Enter pressed
    #: obeys (:meth:`_note_enter_asked`), until its rank is typed; ``None``: none
    enter_asked: EnterAsked | None = None
    #: the count of prompts said (:meth:`~companion.app.said_for.SaidFor.prompt_count`)
    #: as Enter's last rank was typed: the prompts said before it are used up
    asked_used: int = 0
    #: the tracker's history length at the last Enter press (:meth:`_note_enter_asked`):
    #: a Sanity check's card read since is the one the press was for
    #: (:meth:`_check_card_read`)
    enter_at: int = 0

    def _note_enter_asked(self) -> None:
        """At an Enter press, after the session noted the prompt it obeys
        (:meth:`~companion.app.enter_heard.EnterHeard.note_enter_press`): that prompt, when
        it is the newest that asked for a card
        (:meth:`~companion.app.enter_heard.EnterHeard.note_asked_zones`), no Enter's rank
        was typed since it was said, and it is of the round the press is for
        (:attr:`~companion.app.entry_round.EntryRound.enter_round`, noted first): not once
        the round's end was heard, its "Gather the cards: … or with Enter then its rank."
        (review rev-enterask51: the card asked for, read after all, ended round 1; the
        Enter dealing round 2 said "Nothing entered: the camera read the Investigators in
        Alice's zone meanwhile.")."""
        session = self.session
        self.enter_at = len(session.tracker.history) if session.tracker.started else 0
        prompt = session.enter_prompt
        newest = max((a.count for a in session.enter_named if a.asked is not None), default=0)
        self.enter_asked = prompt if prompt is not None and prompt.asked is not None \
            and prompt.count == newest and prompt.count > self.asked_used \
            and prompt.round == self.enter_round else None

    def _note_enter_check(self) -> None:
        """At an Enter press obeying no prompt the camera may settle (:attr:`enter_asked`
        ``None``), while the table waits for a player's Sanity check card (its cue names
        it: "Card for Bob's Sanity check: which rank?"): that wait is noted as such a
        prompt, asking for a card in that player's zone, so a check card the camera reads
        before the rank is typed ends the Enter, said (:meth:`_entry_raced`), its rank
        not given to his play. Fresh QA61 LOW-5 (replayed: g3 run1, frames 690-709):
        Enter at Bob's Sanity check, the camera read his Urchin, and the rank 4 asked "the
        Urchin or the Necronomicon?" in his zone as his play."""
        session = self.session
        tracker = session.tracker
        if self.enter_asked is not None or not tracker.started or not tracker.history:
            return
        waits = tracker.waiting()
        if waits[0] != "check" or waits[1] is None:
            return
        history, seat = tracker.history, waits[1]
        self.enter_asked = EnterAsked(session.said_for.prompt_count(), (seat,),
                                      tracker.view().round, (session.zone(seat),),
                                      len(history), history[-1], waits, asked=(seat,))

    def _entry_raced(self, command: Command) -> bool:
        """At Enter's rank (``command``): when the press obeyed a prompt asking for a card
        (:meth:`_note_enter_asked`) that the camera has settled since (:meth:`_asked_read`),
        say so, naming the card read, after what the voice has still to say of it, and
        return True: nothing is applied. The prompt is used up either way."""
        asked, self.enter_asked = self.enter_asked, None
        self.asked_used = self.session.said_for.prompt_count()
        read = self._asked_read(asked) if asked is not None and command.number is not None \
            else None
        if read is None and asked is not None and command.number is not None:
            read = self._check_card_read(asked, command.number)
        if read is None:
            return False
        session = self.session
        obs = read[0]
        session.tell("app.enter_read_meanwhile", brings=tuple(session.said_for.unsaid_of(read)),
                     player=session.tracker.names[obs.seat], card=format_list(
                         [card(k).name(session.lang) for k in obs.cards], style="or",
                         locale=session.lang))
        return True

    def _asked_read(self, asked: EnterAsked) -> tuple | None:
        """The history entry of the card the camera gave in a zone ``asked`` named since it
        was said (taken, not refused), when that settled it: the table no longer waits as
        it did, or no more in those zones (a Sanity check's second card is still asked
        for); ``None`` when not (an input before it undone, or the round changed,
        included), or when a later card was taken in those zones too (the table went on
        since: an Enter then is the player's own, a turn later; review rev-race48)."""
        tracker = self.session.tracker
        history = tracker.history
        if not self._asked_stands(asked):
            return None
        if tracker.waiting()[:2] == asked.waits[:2] \
                and set(asked.asked) & set(tracker.awaited_seats()):
            return None
        taken = [i for i in range(asked.at, len(history)) if history[i][0].kind == "card"
                 and history[i][0].seat in asked.asked and not tracker.refused_at(i)]
        # a later card taken there too: the table went on a turn at least since (review
        # rev-race48: a card entered on purpose a turn later was refused naming that one);
        # after a Sanity check's card, the same turn's play is no later turn (fresh QA61
        # LOW-5: Bob's check card and his play read while the voice was behind)
        first = history[taken[0]] if taken else None
        same = self._check_left(asked) if asked.waits[0] == "check" else 0
        return None if first is None or sum(
            history[i][0].seat == first[0].seat for i in taken[1:]) > same else first

    def _asked_stands(self, asked: EnterAsked) -> bool:
        """Whether the inputs ``asked`` (an Enter prompt) was said after are all still in
        the tracker's history (none undone since) and the round is the same."""
        tracker = self.session.tracker
        history = tracker.history
        return len(history) >= asked.at and history[asked.at - 1] is asked.entry \
            and tracker.view().round == asked.round

    def _check_left(self, asked: EnterAsked) -> int:
        """The cards still to come, when ``asked`` (a prompt noted while the table waited
        for a Sanity check) was said, of that check (its size less the cards revealed:
        the tracker's wait ``("check", seat, size, revealed)``, RULINGS A14: as many cards
        as the Other World cards in the zone), at least 1: the cards of the same turn
        that may follow its first, the play after them (review of qm61b: a check of 2
        cards and the play read meanwhile, Enter's rank asked "whose discard zone?" for
        the play's Musician)."""
        tracker = self.session.tracker
        try:
            wait = tracker.as_before(asked.at).state.wait if asked.at < len(
                tracker.history) else tracker.state.wait
        except (IndexError, RuntimeError):
            return 1
        if wait[0] != "check" or len(wait) < 4 or not isinstance(wait[2], int):
            return 1
        return max(1, wait[2] - len(wait[3]))

    def _check_card_read(self, asked: EnterAsked, rank: int) -> tuple | None:
        """At Enter's rank ``rank`` (0-8), the press obeying ``asked`` (a prompt noted
        while the table waited for a player's Sanity check) that the table still waits
        for, a check of 2 cards or more: the history entry of a card of that check the
        camera took since the press (:attr:`enter_at`), every name it has of that rank
        (the card Enter was pressed for, read meanwhile); ``None`` otherwise (another
        rank is the check's next card, as before; so is a rank of a card read before the
        press, the player's Enter then for the check's next card). Review of qm61b: Bob's check of 2 cards, Enter pressed for its first,
        the camera read it (The Fed), and 2 was taken as the second: "The Nightgaunt.
        Rank 2: The Fed is all counted. Bob fails.", a card never laid."""
        tracker = self.session.tracker
        history = tracker.history
        if asked.waits[0] != "check" or not self._asked_stands(asked) \
                or tracker.waiting()[:2] != asked.waits[:2]:
            return None
        since = max(asked.at, self.enter_at)
        return next((history[i] for i in range(len(history) - 1, since - 1, -1)
                     if history[i][0].kind == "card" and history[i][0].seat in asked.asked
                     and not tracker.refused_at(i) and history[i][0].cards
                     and all(card(k).rank == rank for k in history[i][0].cards)), None)

    def _raced_cue(self) -> tuple[str, dict] | None:
        """Enter's cue when the press obeys a prompt asking for a card
        (:attr:`enter_asked`) that the camera has settled already, its news perhaps not
        said yet: the card that prompt asked for, named as it was awaited then ("Card for
        Bob's Sanity check: which rank?"; its rank then enters nothing and says the card
        read: :meth:`_entry_raced`), ``(message key, arguments)``; ``None`` otherwise.
        Fresh QA61 LOW-5 (g3 run1, es): "A card of Bob's I could not read? Press Enter …"
        heard during Bob's Sanity check, Enter cued "Card played: which rank?" (the
        camera had read his check card and his play, not said yet), and its rank asked
        "whose discard zone?"."""
        asked = self.enter_asked
        if asked is None or asked.waits[0] not in ZONE_WAITS or asked.waits[1] is None \
                or self._asked_read(asked) is None:
            return None
        session = self.session
        kind, seat, played = asked.waits[:3]
        return "app.prefix_enter_wait", {"expected": wait_phrase(
            session.lang, kind, session.tracker.names[seat], played)}


__all__ = ["ENTER_ASKS", "EnterRaced"]
