"""What Enter's rank said when the count alone chose its card: every card of a rank but one
is counted in full, so the tracker took the card left, a name the player never gave
(fresh QA50b HIGH-1, run C2, 4 players, stickers only: a check card of Alice's misread as
The Boxer, both Boxers counted; Enter and 3 typed for her play, The Boxer, was said
"Alice: the Deep One." as plain fact, with no word of why or how to correct it).

Said after the card's own line, in any zone Enter gives (a play, a Sanity check card, a
knocked-out hand, a revealed card), at once or through Enter's list:

- routine, every counted copy of the other card read from its picture (or given by key): a
  short clause, "Rank 3: The Boxer is all counted." (``app.enter_rank_laid``);
- a counted copy read from its stickers only ("Check it." said of it: the reading that can
  be wrong, :attr:`~companion.app.session.TableSession.read_as`): which one, and how to
  correct it, ``app.enter_rank_counted_read`` ("… the one in Alice's zone was read from the
  tactile stickers only. If it was The Boxer, that one was another card: press slash, then
  its rank."); the next slash then corrects that card, not the newest
  (:meth:`RankCounted.count_back`; once: that slash cancelled, the one after it corrects
  the newest card), and the card Enter gave is taken again from the corrected count (asked
  when both fit); with 2 players, a face-up card so read, ``app.enter_rank_counted_read_face_up``
  ("… but the face-up one was read …", even when all its copies lie face up: review of
  count51); also after Enter gave back a card minus twice undid (``redo_entered``);
- a knocked-out hand, no such copy: ``app.enter_rank_counted`` (enter50, review of it).

Each is stale once that zone changes (minus twice undid the card: review of enter50).
A mixin of :class:`~companion.app.session.TableSession` (``tracker``, ``lang``, ``tell``,
``read_as``, ``zone_changed``, ``_player``). No I/O.
"""
from __future__ import annotations

from babel.lists import format_list

from companion.app.said_heard import _begun
from companion.cards import card
from companion.tracker.corrected import ROUND_OPENERS
from companion.tracker.inconsistencies import CARD_KINDS


class RankCounted:
    """The lines of a card Enter gave that the count alone chose (see the module
    docstring)."""

    #: ``(history entry of the stickers-only reading named, history entry of Enter's
    #: card, what say returned for the line naming it)`` while that line is the newest
    #: news: slash corrects that reading once the line is begun (:meth:`count_back`)
    _count_suspect: tuple | None = None
    #: ``(observation, seat, matches, unseen, rank, hand)`` of Enter's card being given
    #: (:meth:`give_counted`): its line follows that card's own (:meth:`count_after`)
    _count_next: tuple | None = None

    def give_counted(self, obs, give, matches: tuple[str, ...], unseen, rank: int,
                     hand: bool) -> None:
        """``give()`` Enter's card ``obs`` (a ``card`` observation of ``rank``'s cards,
        ``matches``, in the zone of ``obs.seat``), then say what :meth:`_rank_counted` says
        of it: right after the card's own line ("Alice: the Deep One. Rank 3: The Boxer is
        all counted.", :meth:`count_after`), not after the turn it passes on; after all its
        news when no line names it (a question asked)."""
        self._count_next = (obs, obs.seat, matches, unseen, rank, hand)
        try:
            give()
        finally:
            pending, self._count_next = self._count_next, None
        if pending is not None:
            self._rank_counted(*pending[1:])

    def count_after(self, obs, event) -> None:
        """Called by the session after it said ``event``, news of the input ``obs``: the
        line of :meth:`give_counted` when ``event`` is the first naming that card (its
        seat's, a card of its rank)."""
        pending = self._count_next
        if pending is None or pending[0] is not obs or event.seat != pending[1] \
                or event.kind in ("inconsistency", "question", "question_settled") \
                or not set(event.cards or ()) & set(pending[2]):
            return
        self._count_next = None
        self._rank_counted(*pending[1:])

    def _rank_counted(self, seat: int, matches: tuple[str, ...], unseen, rank: int,
                      hand: bool) -> None:
        """After Enter's ``rank`` given to ``seat``'s zone (0-based), at once or by Enter's
        list: when the tracker took it as one of the rank's cards (``matches``, keys) only
        because every copy of the others was counted (``unseen``: the tracker's count of
        cards not seen before it, a Counter of keys), say so (the module docstring);
        ``hand``: the card was a knocked-out hand awaited. Nothing when the table, not the
        count, chose (both still unseen: asked, or told by an effect)."""
        self._count_suspect = None
        seen = [k for k in matches if not unseen[k]]
        taken = [k for k in matches if unseen[k]]
        zone = self.tracker.view().seats[seat].zone
        if len(taken) != 1 or not seen or not zone or zone[-1] != taken[0]:
            return
        # a card all face up is never the rank's other card, unless read from its stickers
        # only (review of count51, HIGH: a face-up Necronomicon so read chose The Urchin)
        suspect = self._sticker_read(seen)
        counted = seen if suspect is not None else \
            [k for k in seen if not self._all_face_up(k)]
        if not counted:
            return
        names = format_list([card(k).name(self.lang) for k in counted], locale=self.lang)
        common = dict(priority="normal", news=True, rank=rank, stale=self.zone_changed(seat),
                      card=card(taken[0]).name(self.lang), counted=names)
        if suspect is not None and suspect[0].seat is None:  # 2 players' face-up card
            said = self.tell("app.enter_rank_counted_read_face_up", **common)
            self._count_suspect = (suspect, self.tracker.history[-1], said)
        elif suspect is not None:
            said = self.tell("app.enter_rank_counted_read",
                             player=self._player(suspect[0].seat), **common)
            self._count_suspect = (suspect, self.tracker.history[-1], said)
        elif hand:
            self.tell("app.enter_rank_counted", **common)
        else:
            self.tell("app.enter_rank_laid", **common)

    def _all_face_up(self, key: str) -> bool:
        """Whether every copy of ``key`` lies face up outside the zones (the Stowaway Eggs
        set aside, a 2-player round's face-up cards): never the rank's "other card"."""
        view = self.tracker.view()
        up = view.face_up + ((view.aside,) if view.aside else ())
        return up.count(key) >= card(key).copies

    def _sticker_read(self, keys: list[str]) -> tuple | None:
        """The newest history entry of this round whose card, one of ``keys``, was read from
        its stickers only (:attr:`read_as`) and lies in its seat's zone, or among the
        face-up cards of 2 players (review of count51: a face-up reading was never named),
        or ``None``."""
        history = self.tracker.history[:-1]
        start = max((i for i, (obs, _) in enumerate(history) if obs.kind in ROUND_OPENERS),
                    default=0)
        view = self.tracker.view()
        for obs, before in reversed(history[start:]):
            if obs.kind not in CARD_KINDS or (obs.seat is None and obs.kind != "face_up") \
                    or not self.read_as.get(id(obs), (obs, False))[1]:
                continue
            hit = [k for k in obs.cards if k in keys]
            if obs.seat is None:  # a face-up card: still there
                if hit and hit[0] in view.face_up:
                    return obs, before
            elif hit and (len(obs.cards) == 1 or hit[0] in view.seats[obs.seat].zone):
                return obs, before
        return None

    def count_back(self) -> int | None:
        """For slash's cue: how many card inputs after the stickers-only reading the line
        ``app.enter_rank_counted_read`` named (the ``back`` of the ``was`` that corrects it),
        while Enter's card is still in the history, no card input after it heard of (a
        card read since, not said yet, leaves it: QA43 L2; review of count51), that reading
        still in the history, and that line begun (before it, slash corrects the card the
        player hears: QA32 M1; review of count51); else ``None`` (slash corrects as usual)."""
        suspect, given, said = self._count_suspect or (None, None, None)
        history = self.tracker.history
        if suspect is None or self._heard_past(given[0]):
            self._count_suspect = None
            return None
        if not _begun(said):  # kept for a slash once the line is heard
            return None
        at = next((i for i, entry in enumerate(history) if entry[0] is suspect[0]), None)
        if at is None:
            self._count_suspect = None
            return None
        return self.tracker.cards_after(at)

    def _heard_past(self, given) -> bool:
        """Whether Enter's card input ``given`` (an observation) is no longer in the history
        (undone), or the voice has begun a line of a card input read after it."""
        history = self.tracker.history
        at = next((i for i, (obs, _) in enumerate(history) if obs is given), None)
        if at is None:
            return True
        later = next((i for i in range(at + 1, len(history))
                      if history[i][0].kind in CARD_KINDS and history[i][0].cards), None)
        return later is not None and self.said_for.begun_after(history, history[later - 1])
