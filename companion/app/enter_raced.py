"""Enter obeying a prompt asking for a card that the camera settled meanwhile (fresh QA48
MEDIUM-2, 6 players, arkham busy en seed 31): "Still waiting for Alice's play: a card I
could not read? Press Enter, then its rank." was said; 8 s later the camera read her card
("Alice: The Fed.") and the cards held behind it were given; the player, obeying the prompt,
pressed Enter and 2, and the card went to the zone awaited THEN, Dan's ("Which card in Dan's
zone: The Fed or the Nightgaunt?"), a card added twice and a confused table. A prompt and
the camera race all the time at a real table.

The stall's prompt (:meth:`~companion.app.stall.Stalls._stall_ask`) is noted with the
table as it was (:class:`CardAsked`), and so is the camera's own "I cannot read a card in
Carol's zone: press Enter, then its rank." (``app.card_unread``, ``app.unread_first``;
review rev-race48: the card read after all, Enter and 2 gave a second Fed to Alice's
zone). No longer once a later card was taken in the zone read (the table went on: an
Enter then is the player's own). Enter pressed once the player has heard it (its
line begun) and no later prompt asking for a card by Enter (:data:`ENTER_ASKS`, noted as
the prompt kind ``"enter"``:
:attr:`~companion.app.said_for.SaidFor.prompts_heard`), then its rank typed once the
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

from dataclasses import dataclass

from babel.lists import format_list

from companion.app.keys import Command
from companion.app.said_heard import _begun
from companion.cards import card

#: The app messages that ask for a card by Enter and its rank (without their plural
#: suffix): said, each is noted as the prompt kind ``"enter"``
#: (:meth:`~companion.app.session_speech.SessionSpeech.tell`); one heard after a stall's
#: prompt is what a later Enter obeys.
ENTER_ASKS = frozenset({
    "app.stall_missing", "app.stall_unread", "app.card_unread", "app.unread_first",
    "app.answer_blamed_missed", "app.cleared_mid_round", "app.cleared_mid_round_undone",
    "app.cleared_mid_stalled", "app.cleared_mid_reminder", "app.face_up_missed",
    "app.face_up_none", "app.face_up_late", "app.pictures_ended_card",
    "app.pictures_ended_question_card", "app.video_ended_card",
    "app.video_ended_question_card", "app.stall_own_next", "app.twin_asked",
    "app.twin_asked_check"})


@dataclass(frozen=True)
class CardAsked:
    """A stall's prompt asking for a card by Enter, as the table was when it was said:
    ``heard`` (what ``say`` returned for it, ``None``: shown at once), ``count`` (its number
    among the prompts said: :attr:`~companion.app.said_for.SaidFor.prompts_heard`),
    ``at`` (the tracker's history length then) and ``entry`` (its newest entry),
    ``seats`` (the zones it asked a card in, 0-based), ``waits`` (the tracker's
    ``waiting()``: ``(kind, seat, card key)``) and ``round``."""

    heard: object
    count: int
    at: int
    entry: tuple
    seats: tuple[int, ...]
    waits: tuple
    round: int


class EnterRaced:
    """Notes the stall's prompt and the Enter press obeying it, and refuses its rank once
    the camera settled that prompt (see the module docstring; uses the table's
    ``session``)."""

    #: the stall's last prompt asking for a card (:meth:`_card_asked`), until an Enter
    #: and a rank are typed; ``None``: none
    asked_card: CardAsked | None = None
    #: that prompt, when the player had heard it, and no later one asking for a card, as
    #: Enter was last pressed (:meth:`_note_enter_asked`); ``None``: none
    enter_asked: CardAsked | None = None

    def _card_asked(self, heard, seats: tuple[int, ...]) -> None:
        """The stall just said its prompt asking for a card in ``seats`` (0-based) by
        Enter (``heard``: what ``say`` returned): noted with the table as it is."""
        tracker = self.session.tracker
        kept = self.session.said_for.prompts_heard.get("enter", [])
        history = tracker.history
        if not kept or not history:
            return
        self.asked_card = CardAsked(heard, kept[-1][0], len(history), history[-1],
                                    tuple(seats), tracker.waiting(), tracker.view().round)

    def _note_enter_asked(self) -> None:
        """At an Enter press: note the stall's prompt it obeys, if any: heard (its line
        begun), and no prompt asking for a card by Enter begun since."""
        asked = self.asked_card
        later = [h for n, h in self.session.said_for.prompts_heard.get("enter", ())
                 if asked is not None and n > asked.count]
        self.enter_asked = asked if asked is not None and _begun(asked.heard) \
            and not any(_begun(h) for h in later) else None

    def _entry_raced(self, command: Command) -> bool:
        """At Enter's rank (``command``): when the press obeyed a prompt asking for a card
        (:meth:`_note_enter_asked`) that the camera has settled since (:meth:`_asked_read`),
        say so, naming the card read, after what the voice has still to say of it, and
        return True: nothing is applied. The prompt is used up either way."""
        asked, self.enter_asked, self.asked_card = self.enter_asked, None, None
        read = self._asked_read(asked) if asked is not None and command.number is not None \
            else None
        if read is None:
            return False
        session = self.session
        obs = read[0]
        session.tell("app.enter_read_meanwhile", brings=tuple(session.said_for.unsaid_of(read)),
                     player=session.tracker.names[obs.seat], card=format_list(
                         [card(k).name(session.lang) for k in obs.cards], style="or",
                         locale=session.lang))
        return True

    def _asked_read(self, asked: CardAsked) -> tuple | None:
        """The history entry of the card the camera gave in a zone ``asked`` named since it
        was said (taken, not refused), when that settled it: the table no longer waits as
        it did, or no more in those zones (a Sanity check's second card is still asked
        for); ``None`` when not (an input before it undone, or the round changed,
        included), or when a later card was taken in those zones too (the table went on
        since: an Enter then is the player's own, a turn later; review rev-race48)."""
        tracker = self.session.tracker
        history = tracker.history
        if len(history) < asked.at or history[asked.at - 1] is not asked.entry \
                or tracker.view().round != asked.round:
            return None
        if tracker.waiting()[:2] == asked.waits[:2] \
                and set(asked.seats) & set(tracker.awaited_seats()):
            return None
        taken = [i for i in range(asked.at, len(history)) if history[i][0].kind == "card"
                 and history[i][0].seat in asked.seats and not tracker.refused_at(i)]
        # a later card taken there too: the table went on a turn at least since (review
        # rev-race48: a card entered on purpose a turn later was refused naming that one)
        first = history[taken[0]] if taken else None
        return None if first is None or any(
            history[i][0].seat == first[0].seat for i in taken[1:]) else first


__all__ = ["CardAsked", "ENTER_ASKS", "EnterRaced"]
