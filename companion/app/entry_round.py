"""A card entered by key goes to the round its Enter was pressed in (session 39, by ear,
es13 busy 2-player): a mixin of :class:`~companion.app.live_keys.LiveKeys`.

Enter then a rank between rounds deals the next round with that card as its first play
(QA34 F3, :meth:`~companion.app.live_keys.LiveKeys._enter_deals`). When Enter was pressed
for the round in progress (the face-up notice just heard) and the round ended before its
rank was typed, or had ended with the voice still behind, its end not heard, that rank
dealt the next round: the missed face-up card became Bob's first play of round 2, then
"Which card is in Bob's zone: the Boxer or the Deep One?" and 46 s of silence. Such an
entry is now refused, said why and what to do ("Not entered: round 1 ended before the
rank was typed. For a card of round 2, press Enter and its rank again."), and nothing is
applied.

A face-up card is no play: Enter pressed after the round's missing face-up cards were told
(:func:`~companion.app.face_up_missed.tell_missed`), its rank typed once that round ended
and before the next is dealt, offers that round's missed face-up cards of the rank
(:func:`~companion.app.face_up_missed.ended_round_options`), said with the round's end
and that a play of it can no longer be entered (by ear, es13 busy: the notice came as
round 1 ended, the voice behind the camera, and its card, refused, could never be given).

The round a press is for: the tracker's round in progress; between rounds, the next one,
once "Gather all the cards for the next round." (:meth:`~companion.app.live_deal.NextDeal.
_between_rounds`) was begun by the voice (heard: :attr:`round_over_heard`). So too once the
camera dealt the next round with the voice behind (:func:`deal_unheard`): fresh QA55
MEDIUM-1 (run A, 2 players, seed 141), Enter and 8 pressed 3 s after "Bob wins the round"
to give a face-up card of round 1 as the notice had said, round 2 dealt but its lines not
said: "Card played: which rank?", and the rank became Bob's first play of round 2 ("Which
card in Bob's zone: The Dilettante or Cthulhu?"). Its rank is refused now, said why and what
the app asks instead ("Not entered: round 1 is over and round 2 was dealt meanwhile: round
1's face-up cards no longer count. For a card of round 2, press Enter and its rank
again."; ``app.enter_face_up_dealt``, after that round's face-up notice, else
``app.enter_round_over``): a face-up card given then would go to round 2's.
"""
from __future__ import annotations

from companion.app.face_up_missed import ended_round_options, ended_short
from companion.app.keys import Command
from companion.app.said_heard import _begun


#: seconds after the voice began "Gather all the cards for the next round." within which an
#: Enter press still obeys the round's face-up notice heard before it (:func:`notice_obeyed`):
#: the time a player needs to act on a line heard (as ``CHOICE_GRACE_S`` for a list)
NOTICE_GRACE_S = 3.0


def notice_obeyed(table, rnd: int) -> bool:
    """Whether an Enter pressed now, between rounds, obeys round ``rnd``'s (1-based)
    face-up notice ("None of the 5 face-up cards was read. To enter one, press Enter…",
    :func:`~companion.app.face_up_missed.tell_missed`): it is the newest Enter prompt the
    voice has begun (:attr:`~companion.app.session.TableSession.face_up_prompt`), and the
    round's "Gather all the cards" began less than :data:`NOTICE_GRACE_S` ago (the voice's
    start, else the time it was given: shown at once), and some of its face-up cards are
    still missing (review of medq56: all 5 given by Enter since the notice, a press within
    the grace was cued "Face-up card of round 1: which rank?" and its rank, meant to deal
    round 2, refused). ``table``: the live table (``session``, ``round_over_told``,
    ``round_over_heard``, ``timer``). Fresh QA55 MEDIUM-1 (run A): Enter pressed 3 s after
    "Bob wins the round", meant for the notice; with the end just heard it dealt round 2
    with the rank as Bob's first play."""
    session = table.session
    told = table.round_over_told
    if session.face_up_told != rnd or session.face_up_prompt is None or told is None \
            or told[0] != rnd or not ended_short(session):
        return False
    newest = next(session._enter_prompts_heard(), None)
    if newest is None or newest.count != session.face_up_prompt:
        return False
    heard = table.round_over_heard
    entry = getattr(heard, "entry", None)
    began = heard.starts.get(entry.id) if entry is not None else None
    return table.timer() - (told[1] if began is None else began) < NOTICE_GRACE_S


def deal_unheard(table, view) -> bool:
    """Whether the round in progress (``view``, the tracker's public view) was dealt by the
    camera while the voice has not begun the round before it end's "Gather all the cards
    for the next round." (:attr:`~EntryRound.round_over_heard`; nor, after it in the
    voice's order, anything of the deal): the player is still in the round over. ``table``
    is the live table (``round_over_said``, ``round_over_heard``, ``redeal_round``). False
    for round 1, a deal dealt again after an undo, a round whose end was not said so (the
    table went on past a stall: no voice behind known), and a line the voice dropped."""
    if view.round < 2 or table.redeal_round is not None \
            or table.round_over_said != view.round - 1:
        return False
    heard = table.round_over_heard
    return not _begun(heard) and not getattr(heard, "lost", lambda: False)()


class EntryRound:
    """Notes the round each Enter press is for and refuses its rank typed for another one
    (uses the table's ``session``, ``round_over_said``, ``round_over_heard``,
    ``redeal_round`` and ``_deal_begun``; sets ``enter_round``)."""

    #: the round the last Enter press was for (:meth:`_entry_round`), until its rank is
    #: typed or another key is pressed; ``None``: no Enter press noted
    enter_round: int | None = None
    #: the round whose missing face-up cards were told when that Enter was pressed
    #: (:attr:`~companion.app.session.TableSession.face_up_told`), else ``None``
    enter_told: int | None = None

    def _entry_round(self, heard: bool = False) -> int | None:
        """The round a card typed now would go to: the round in progress, or between
        rounds (:meth:`_deal_begun` with a question open, too) the next one. ``heard``:
        as the player was told of the table, between rounds the next one only once the
        round's end was heard (its "Gather all the cards" begun). ``None`` before the
        game starts."""
        tracker = self.session.tracker
        if not tracker.started:
            return None
        view = tracker.view()
        if not self._deal_begun(question=True):
            # dealt by the camera, nothing of it heard: the round over (fresh QA55 M-1)
            return view.round - 1 if heard and deal_unheard(self, view) else view.round
        if heard and self.redeal_round is None and not (
                self.round_over_said == view.round and _begun(self.round_over_heard)):
            # its end not heard yet: the round the player is in (after an undone deal, "To
            # go on, lay the new round's first card" was: review of r6b54)
            return view.round
        if heard and notice_obeyed(self, view.round):
            return view.round  # its face-up notice, the round's end just heard (QA55 M-1)
        return view.round + 1

    def _note_enter(self) -> None:
        """At an Enter press: note the round its rank goes to (:meth:`_entry_round`, as
        the player was told) and whether that round's missing face-up cards were told."""
        self.enter_round = self._entry_round(heard=True)
        told = self.session.face_up_told
        self.enter_told = told if told is not None and told == self.enter_round else None

    def _face_up_cue(self) -> tuple[str, dict] | None:
        """Enter's cue when the press obeys the face-up notice of a round over (its press
        noted for that round, :meth:`_note_enter`, the table past it): "Face-up card of
        round 1: which rank?" (``app.prefix_enter_face_up``), not "Card played: which
        rank?", which named no one and no round (fresh QA55 MEDIUM-1); else ``None``."""
        if self.enter_told is None or self.enter_told != self.enter_round \
                or self._entry_round() == self.enter_round:
            return None
        return "app.prefix_enter_face_up", {"round": self.enter_round}

    def _entry_refused(self, command: Command) -> bool:
        """At Enter's rank (``command``, ``enter`` with its number): when the Enter press
        was for a round (:attr:`enter_round`) other than the one its card would go to now
        (:meth:`_entry_round`: the round ended, or the next one was dealt, before the rank
        was typed), say so, after what the voice has still to say of the table (the
        round's end), and return True: nothing is applied. Pressed after that round's
        missing face-up cards were told, with the round over and the next not dealt, its
        missed face-up cards of the rank are offered instead (plus and the number; a
        card played in it is not). The noted press is used up either way."""
        begun, self.enter_round = self.enter_round, None
        told, self.enter_told = self.enter_told, None
        now = self._entry_round()
        if begun is None or now is None or begun == now:
            return False
        session = self.session
        face_up = ended_round_options(session, begun, command.number) if told == begun \
            else ()
        news = tuple(session.said_for.news_waiting(session.tracker.history))
        if face_up:  # behind the round's end still to say: a key that only asks leaves it
            # open, and its line is never dropped unsaid (QA49 MEDIUM-2: key 2 pressed
            # while the round's end was said closed it, never said: "Choice cancelled.")
            session._open_choice(face_up, "app.enter_face_up_ended", round=begun,
                                 brings=news)
        else:  # its face-up notice obeyed, the next round dealt (fresh QA55 MEDIUM-1)
            key = "app.enter_face_up_dealt" if told == begun and now == begun + 1 \
                and session.tracker.view().round == now else "app.enter_round_over"
            with session.bringing(news):
                session.tell(key, round=begun, next=begun + 1)
        return True
