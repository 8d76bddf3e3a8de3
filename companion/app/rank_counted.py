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
  count51); several counted copies so read (a stickers-only game, run C2), each place
  named once, the newest reading's first, ``app.enter_rank_counted_read_several`` ("… but
  the one in Bob's zone and the one in Alice's zone were read …", "… the 2 in Alice's zone
  …"): each slash then corrects the next of them,
  as its cue names it (review of count51: only the newest was named, Alice's, as likely
  the misread, never reachable), also after one of them was corrected (fresh reader of
  session 52); also after Enter gave back a card minus twice undid
  (``redo_entered``);
- a knocked-out hand, no such copy: ``app.enter_rank_counted`` (enter50, review of it);
- a card minus twice undid, given back, its own line heard before the undo and not said
  again: the short clause naming it, ``app.enter_rank_given_back`` ("Card given back to
  Bob's zone: Cthulhu, as heard before the undo. Rank 8: …"; QA54 M3: nothing said it).

Each is stale once a card of that zone is taken away (minus twice undid the card: review of
enter50), not once cards are laid on it (fresh QA59 MEDIUM-5: the cards held behind Enter's
card, taken right after it, made the line stale and a voice behind dropped it unsaid).
A mixin of :class:`~companion.app.session.TableSession` (``tracker``, ``lang``, ``tell``,
``observe``, ``read_as``, ``said_for``, ``zone_lost``, ``_player``). No I/O.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from babel.lists import format_list

from companion.app.said_heard import _begun
from companion.cards import card
from companion.narration.catalog import message
from companion.tracker.corrected import ROUND_OPENERS
from companion.tracker.inconsistencies import CARD_KINDS
from companion.tracker.observations import Observation


@dataclass
class CountNext:
    """Enter's card being given (:meth:`RankCounted.give_counted`), passed with it to the
    session's :meth:`~companion.app.session.TableSession.observe`: its count line follows
    the card's own (:meth:`RankCounted.count_after`)."""

    #: the ``card`` observation given, in the zone of its ``seat`` (0-based)
    obs: Observation
    #: the rank's cards (keys)
    matches: tuple[str, ...]
    #: the tracker's count of cards not seen before it (keys)
    unseen: Counter
    #: the rank typed
    rank: int
    #: the card is a knocked-out player's hand awaited
    hand: bool
    #: its line said already (after the card's own)
    said: bool = False
    #: the card's own line was not said again, heard before an undo took the card back
    #: (a card given back): its count line names it (QA54 M3, ``app.enter_rank_given_back``)
    heard: bool = False


class RankCounted:
    """The lines of a card Enter gave that the count alone chose (see the module
    docstring)."""

    #: ``(history entries of the stickers-only readings named, newest first, history entry
    #: of Enter's card, what say returned for the line naming them, the history's length
    #: when a slash's cue first took one of them, else None)`` while that line is the
    #: newest news: slash corrects the first of those readings once the line is begun,
    #: the next slash the next one, also after one was corrected (:meth:`count_back`)
    _count_suspect: tuple | None = None
    def give_counted(self, obs, matches: tuple[str, ...], unseen, rank: int, hand: bool,
                     give=None) -> None:
        """``give(count)`` Enter's card ``obs`` (a ``card`` observation of ``rank``'s cards,
        ``matches``, in the zone of ``obs.seat``; ``count``, a :class:`CountNext`, to pass
        to :meth:`~companion.app.session.TableSession.observe` with it; ``give`` ``None``:
        that ``observe``), then say what
        :meth:`_rank_counted` says of it: right after the card's own line ("Alice: the Deep
        One. Rank 3: The Boxer is all counted.", :meth:`count_after`), not after the turn it
        passes on; after all its news when no line names it (a question asked). Returns
        the :class:`CountNext`."""
        count = CountNext(obs, matches, unseen, rank, hand)
        if give is None:
            self.observe(obs, count=count)
        else:
            give(count)
        if not count.said:
            self._count_said(count)
        return count

    def count_after(self, count: CountNext | None, obs, event, heard: bool = False) -> None:
        """Called by the session after it said ``event``, news of the input ``obs`` given
        with ``count`` (:meth:`give_counted`; else ``None``): its line when ``event`` is the
        first naming that card (its seat's, a card of its rank not counted before it);
        ``heard``: ``event``'s line
        was not said again, heard before an undo (:attr:`CountNext.heard`)."""
        if count is None or count.said or count.obs is not obs or event.seat != obs.seat \
                or event.kind in ("inconsistency", "question", "question_settled") \
                or not set(event.cards or ()) & {k for k in count.matches if count.unseen[k]}:
            return  # (a card counted before it is not the one given: review of g163, the
            # Sanity check's Necronomicon said again before Alice's hand, rank 8, Cthulhu)
        count.heard = heard
        self._count_said(count)

    def _count_said(self, count: CountNext) -> None:
        """Say ``count``'s line (:meth:`_rank_counted`), once."""
        count.said = True
        self._rank_counted(count)

    def _rank_counted(self, count: CountNext) -> None:
        """After Enter's ``count.rank`` given to ``count.obs.seat``'s zone (0-based), at
        once or by Enter's list: when the tracker took it as one of the rank's cards
        (``count.matches``, keys) only because every copy of the others was counted
        (``count.unseen``), say so (the module docstring); ``count.hand``: the card was a
        knocked-out hand awaited. Nothing when the table, not the count, chose (both still
        unseen: asked, or told by an effect)."""
        seat, matches, unseen, rank = count.obs.seat, count.matches, count.unseen, count.rank
        hand = count.hand
        self._count_suspect = None
        seen = [k for k in matches if not unseen[k]]
        taken = [k for k in matches if unseen[k]]
        zone = self.tracker.view().seats[seat].zone
        if len(taken) != 1 or not seen or not zone or zone[-1] != taken[0]:
            return
        # a card all face up is never the rank's other card, unless read from its stickers
        # only (review of count51, HIGH: a face-up Necronomicon so read chose The Urchin)
        suspects = self._sticker_reads(seen)
        counted = seen if suspects else [k for k in seen if not self._all_face_up(k)]
        if not counted:
            return
        names = [card(k).name(self.lang) for k in counted]
        common = dict(priority="normal", news=True, rank=rank,
                      stale=self.zone_lost(seat),
                      card=card(taken[0]).name(self.lang),
                      counted=format_list(names, locale=self.lang),
                      counted_or=format_list(names, style="or", locale=self.lang))
        # two cards or more counted (rank 0): the plural's words (fresh QA58 LOW-4: "R'lyeh
        # and the Stowaway Eggs is all counted … If it was R'lyeh and the Stowaway Eggs")
        many = "_many" if len(names) > 1 else ""
        if len(suspects) > 1:  # each named (review of count51: both read so, one named)
            said = self.tell(f"app.enter_rank_counted_read_several{many}",
                             readings=self._reading_places(suspects), **common)
        elif suspects and suspects[0][0].seat is None:  # 2 players' face-up card
            said = self.tell(f"app.enter_rank_counted_read_face_up{many}", **common)
        elif suspects:
            said = self.tell(f"app.enter_rank_counted_read{many}",
                             player=self._player(suspects[0][0].seat), **common)
        elif hand:
            self.tell(f"app.enter_rank_counted{many}", **common)
        elif count.heard:  # its own line unsaid: the only line of the card given back
            self.tell(f"app.enter_rank_given_back{many}", player=self._player(seat),
                      **common)
        else:
            self.tell(f"app.enter_rank_laid{many}", **common)
        if suspects:
            self._count_suspect = (suspects, self.tracker.history[-1], said, None)

    def _reading_places(self, suspects: list[tuple]) -> str:
        """Where the readings ``suspects`` (history entries, newest first) lie, as
        ``app.enter_rank_counted_read_several`` names them, each place once, in that order:
        "the one in Alice's zone", "the 2 in Alice's zone", "the face-up one" (review of
        twin52: "the one in Alice's zone and the one in Alice's zone")."""
        seats = Counter(obs.seat for obs, _ in suspects)
        places = []
        for seat, count in seats.items():  # first seen first: the newest reading's place
            if seat is None:
                places.append(message(self.lang, "app.counted_reading_face_up") if count == 1
                              else message(self.lang, "app.counted_readings_face_up",
                                           count=count))
            elif count == 1:
                places.append(message(self.lang, "app.counted_reading_zone",
                                      player=self._player(seat)))
            else:
                places.append(message(self.lang, "app.counted_readings_zone", count=count,
                                      player=self._player(seat)))
        return format_list(places, locale=self.lang)

    def _all_face_up(self, key: str) -> bool:
        """Whether every copy of ``key`` lies face up outside the zones (the Stowaway Eggs
        set aside, a 2-player round's face-up cards): never the rank's "other card"."""
        view = self.tracker.view()
        up = view.face_up + ((view.aside,) if view.aside else ())
        return up.count(key) >= card(key).copies

    def _sticker_reads(self, keys: list[str]) -> list[tuple]:
        """The history entries of this round, newest first, whose card, one of ``keys``, was
        read from its stickers only (:attr:`read_as`) and lies in its seat's zone, or among
        the face-up cards of 2 players (review of count51: a face-up reading was never
        named): at most as many as those cards' copies counted."""
        history = self.tracker.history[:-1]
        start = max((i for i, (obs, _) in enumerate(history) if obs.kind in ROUND_OPENERS),
                    default=0)
        view = self.tracker.view()
        found = []
        for obs, before in reversed(history[start:]):
            if obs.kind not in CARD_KINDS or (obs.seat is None and obs.kind != "face_up") \
                    or not self.read_as.get(id(obs), (obs, False))[1]:
                continue
            hit = [k for k in obs.cards if k in keys]
            if obs.seat is None:  # a face-up card: still there
                if hit and hit[0] in view.face_up:
                    found.append((obs, before))
            elif hit and (len(obs.cards) == 1 or hit[0] in view.seats[obs.seat].zone):
                found.append((obs, before))
        return found[:sum(card(k).copies for k in keys)]

    def count_back(self) -> int | None:
        """For slash's cue: how many card inputs after the first stickers-only reading
        left of those the line ``app.enter_rank_counted_read`` (``_face_up``,
        ``_several``) named (the ``back`` of the ``was`` that corrects it), while Enter's
        card is still in the history, no card input after it heard of (a card read since,
        not said yet, leaves it: QA43 L2; review of count51), nothing corrected since,
        that reading still in the history, and that line begun (before it, slash corrects
        the card the player hears: QA32 M1; review of count51); else ``None`` (slash
        corrects as usual). A correction since a slash's cue took one of those readings
        (it, and the answer to the question it asked of Enter's card) leaves the rest
        named (fresh reader of session 52: after Alice's Boxer was corrected, Bob's was
        never reached)."""
        suspects, given, said, cued = self._count_suspect or ((), None, None, None)
        history = self.tracker.history
        if not suspects or self._heard_past(given[0], cued):
            self._count_suspect = None
            return None
        if not _begun(said):  # kept for a slash once the line is heard
            return None
        at = next((i for i, entry in enumerate(history) if entry[0] is suspects[0][0]), None)
        if at is None:
            self._count_suspect = None
            return None
        return self.tracker.cards_after(at)

    def count_back_used(self) -> None:
        """Slash's cue took :meth:`count_back`'s reading: the next slash corrects the next
        reading the line named, after the last the newest card again (once each, module
        docstring)."""
        suspects, given, said, cued = self._count_suspect or ((), None, None, None)
        if cued is None:
            cued = len(self.tracker.history)
        self._count_suspect = (suspects[1:], given, said, cued) if len(suspects) > 1 \
            else None

    def _heard_past(self, given, cued: int | None = None) -> bool:
        """Whether Enter's card input ``given`` (an observation) is no longer in the history
        (undone), a correction was taken after it before a slash's cue took one of the
        readings named (``cued``: the history's length then, else ``None``; the count it
        rests on changed), or the voice has begun a line of a card input read after it."""
        history = self.tracker.history
        at = next((i for i, (obs, _) in enumerate(history) if obs is given), None)
        end = len(history) if cued is None else cued
        if at is None or any(obs.kind == "was" for obs, _ in history[at + 1:end]):
            return True
        later = next((i for i in range(at + 1, len(history))
                      if history[i][0].kind in CARD_KINDS and history[i][0].cards), None)
        return later is not None and self.said_for.begun_after(history, history[later - 1])
