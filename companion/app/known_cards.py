"""Cards the camera reports that the tracker already holds in that discard zone.

The camera (:class:`vision.pipeline.TableWatcher`) reports each card once, when it becomes
stable; the tracker may hold cards the camera never reported: a card the camera missed and
a helper entered by key, or every card of a resumed game's table (the watcher starts
empty). When the camera then reads such a card, it is that card, not a new play (QA: after
``play --resume`` every card on the table was said again as a play and counted twice).

A card the tracker holds ``k`` times in a zone absorbs the camera's first ``k`` reports of it
there, less the reports that were new plays; a second copy played later is still a play.
A misread the helper corrected (slash, :func:`~companion.tracker.observations.was`)
counts for the corrected card, whose own report is still a new play (QA: after a
correction, the real second copy was swallowed). The camera reports each physical card
once (:class:`~vision.records.CardAppeared`), so a later report of the misread card is
another copy, a play (QA32 M1: the Investigators R'lyeh put in Carol's zone, taken for her
corrected misread, was lost, and the game waited for it to the round's end); but a
resumed game's watcher reports again every card on the table: the misreads its log
corrected are remembered, and the first report of each in its seat is that card
(:meth:`KnownCards.resumed`; a resumed game said the misread as a new play).
Counts start again with each round (the zones are gathered); the ended round's are kept
while the camera is not reset, so that the next round's deal undone under the answer that
ended it gives them back (:meth:`KnownCards.give_back`) (fresh
QA65b HIGH-1: the deal on a card laid on the ungathered table, undone under the hint, left
round 1's reports forgotten; Carol's 1st Investigators then counted as entered by key, and
her 2nd, her Sanity check card, was taken for it, never read).
"""
from __future__ import annotations

from collections import Counter
from typing import Sequence

from companion.engine.views import PublicView
from companion.tracker.observations import ObservationError
from companion.tracker.tracker import Tracker


class KnownCards:
    """Per seat, the camera's reports set against the tracker's discard zone.

    Seats are 0-based, as in :class:`~companion.engine.views.PublicView`.
    """

    def __init__(self) -> None:
        self._round: int | None = None
        self._seen: dict[int, Counter] = {}
        self._misread: dict[int, Counter] = {}  # seat -> corrected misreads not re-reported
        self._fixes: list[tuple] = []  # (round, seat, reported, actual) of each correction
        #: seat -> the reports of several candidates counted for one of them (``(candidates,
        #: key)``): an open "which card?" question's first answer, the view's meanwhile
        self._either: dict[int, list[tuple[tuple[str, ...], str]]] = {}
        #: a resumed game: ``(round, cards in each seat's zone)`` as the session log left
        #: them (:meth:`from_log`)
        self._logged: tuple[int, tuple[int, ...]] | None = None
        #: a resumed game: the camera's cards its session log undid and did not take again,
        #: ``(round, seat, candidates)``, oldest first (:meth:`resumed`): said undone and
        #: left out face up ("take it away, or it stays left out"): face up for key 3
        #: while the log's round is still seen cleared
        #: (:meth:`~companion.app.left_cards.LeftCards._left_face_up`; fresh QA66 LOW-2)
        self.undone_logged: list[tuple[int, int, tuple[str, ...]]] = []
        #: the ended round's counts when the next round began, ``(round, seen, misread,
        #: either)``, while the camera kept its cards (not reset: :meth:`camera_reset`);
        #: ``None``: none
        self._ended: tuple | None = None
        #: the camera was reset (:meth:`camera_reset`) and no new round counted since: the
        #: round it dealt does not keep the ended round's counts (:meth:`_sync` runs at the
        #: first report after the deal, not at the deal)
        self._reset = False
        #: the camera's reports counted for a card entered by key they differ from
        #: (:meth:`claim` given ``read``): ``(round, seat, key counted, candidates read)``
        self._claims: list[tuple[int, int, str, tuple[str, ...]]] = []
        #: a resumed game: the places of its log's round that the log marks entered by
        #: key (``"keyed"``), ``(round, seat, index)``: not :meth:`from_log`'s, as live
        #: (:func:`~companion.app.keyed_cards.logged_keyed_places`; res71, QA69 HIGH-4)
        self.keyed_logged: frozenset = frozenset()

    def _sync(self, view: PublicView) -> None:
        """A new round (the zones gathered): forget every count, the ended round's kept
        (:attr:`_ended`) for :meth:`give_back`."""
        if view.round == self._round:
            return
        if self._round is not None and view.round > self._round and not self._reset:
            self._ended = (self._round, self._seen, self._misread, self._either)
        self._reset = False
        self._round, self._seen, self._misread = view.round, {}, {}
        self._either = {}

    def give_back(self, view: PublicView) -> None:
        """The next round's deal, made on a card laid on the ended round's table, undone
        under the answer that ended it (:func:`~companion.app.undo_under.undo_answer_under`):
        ``view`` (the tracker's now) is that round again, and the camera's reports of its
        cards, never reset, count again (fresh QA65b HIGH-1). Not after a cleared table's
        deal (:meth:`camera_reset`): its cards laid back are reported again (undo2p54).

        The reports counted since (the undone round's: its dealing card and the cards laid
        after it, which the undo reads again in the round given back) count there too:
        the camera does not report them again (review of mwf: Bob's Fed that dealt round
        2, read again as his play in round 1, was not counted, and his 2nd Fed, laid next,
        was taken for it, never read; an undone card refused now was taken off the ended
        round's count of its name, :meth:`undone`)."""
        ended = self._ended
        if ended is None or ended[0] != view.round:
            if self._round is not None and self._round > view.round:
                # the camera reset for the deal undone: the ended round's reports gone
                # (its cards laid back are reported again), the undone round's kept
                self._round = view.round
            return
        rnd, seen, misread, either = ended
        for seat, counts in self._seen.items():
            seen.setdefault(seat, Counter()).update(counts)
        for seat, counts in self._misread.items():
            misread.setdefault(seat, Counter()).update(counts)
        for seat, items in self._either.items():
            either.setdefault(seat, []).extend(items)
        self._round, self._seen, self._misread, self._either = rnd, seen, misread, either
        self._ended = None

    def camera_reset(self) -> None:
        """The camera was reset (a cleared table's deal): it reports the ended round's
        cards again if laid again, so that round's counts are not given back if its next
        deal is undone (its cards laid back are the ones the tracker holds: review of
        undo2p54). Called at that deal, before the tracker's new round: the next
        :meth:`_sync` (a report in that round) keeps none either (review of mwf: it kept
        them, and round 1's cards laid back after the undo under that deal were taken as
        new plays: a 2nd Boxer in Alice's zone)."""
        self._ended = None
        self._reset = True

    def _settled_seat(self, view: PublicView, seat: int) -> Counter:
        """The reports counted in ``seat``'s zone (0-based) this round (``view``: the
        tracker's public view now; forgotten at a new round, :meth:`_sync`), each report
        of several candidates first moved to the one its question's answer chose
        (:meth:`_settle_either`: a change to the counts, so every reader sees the answer;
        fresh reader of session 52: it hid behind a lookup's name)."""
        self._sync(view)
        seen = self._seen.setdefault(seat, Counter())
        self._settle_either(view, seat, seen)
        return seen

    def _settle_either(self, view: PublicView, seat: int, seen: Counter) -> None:
        """A report of several candidates (:meth:`played`) counted for the key ``view``
        held while its "which card?" question was open, that the zone now holds fewer
        copies of than counted, while it holds more of another of its candidates than
        counted: the answer chose that one, and the report counts for it. Fresh QA51 C2b
        (session 50's C2 video, round 1): Carol's Cultists or Investigators, answered
        Investigators, stayed counted as the Cultists, so her Investigators counted as
        entered by key and the camera's "I cannot read a card in Carol's zone" for her
        next play was dropped as that card: her turn passed unseen ("Carol probablemente
        queda fuera")."""
        either = self._either.get(seat)
        if not either:
            return
        zone = Counter(view.seats[seat].zone)
        for item in list(either):
            candidates, key = item
            if seen[key] <= zone[key]:
                continue
            other = next((k for k in candidates if k != key and seen[k] < zone[k]), None)
            if other is not None:
                seen[key] -= 1
                seen[other] += 1
                either.remove(item)

    def known(self, view: PublicView, seat: int, candidates: Sequence[str]) -> bool:
        """Whether the camera's report of ``candidates`` (one card; several keys when the
        camera could not tell them apart) in ``seat``'s zone is a card the tracker already
        holds there and the camera had not reported yet; it is then counted as reported.
        ``view``: the tracker's public view now."""
        seen = self._settled_seat(view, seat)
        zone = Counter(view.seats[seat].zone)
        for key in candidates:
            if seen[key] < zone[key]:
                seen[key] += 1
                return True
        misread = self._misread.get(seat, Counter())
        for key in candidates:
            if misread[key] > 0:
                misread[key] -= 1
                return True
        return False

    def entered(self, view: PublicView, seat: int) -> tuple[str, ...]:
        """The cards of ``seat``'s zone the camera has not reported (entered by key, or a
        resumed game's), oldest first."""
        zone = view.seats[seat].zone
        return tuple(zone[i] for i in self.entered_places(view, seat))

    def entered_places(self, view: PublicView, seat: int) -> tuple[int, ...]:
        """The places (0 = oldest) in ``seat``'s zone of :meth:`entered`'s cards: of each
        card, the camera's reports count for its oldest copies."""
        left = self._settled_seat(view, seat).copy()
        out = []
        for i, key in enumerate(view.seats[seat].zone):
            if left[key] > 0:
                left[key] -= 1
            else:
                out.append(i)
        return tuple(out)

    def from_log(self, view: PublicView, seat: int, index: int) -> bool:
        """Whether the card at place ``index`` (0 = oldest) of ``seat``'s zone came from a
        resumed game's session log (read or entered in the session before; the log does
        not say which), not entered by key since: said "where the log has" it, not "where
        it was entered" (QA32 L6). A place the log marks entered by key
        (:attr:`keyed_logged`) is not: it was entered, as live (res71)."""
        return self._in_log(view, seat, index) \
            and (view.round, seat, index) not in self.keyed_logged

    def _in_log(self, view: PublicView, seat: int, index: int) -> bool:
        """Whether place ``index`` of ``seat``'s zone holds a card of the resumed log's
        round (read or entered by key)."""
        return self._logged is not None and self._logged[0] == view.round \
            and index < self._logged[1][seat]

    def logged_unread(self, view: PublicView, seat: int,
                      keyed: Sequence[Sequence[str]] = ()) -> tuple[int, ...]:
        """The places (0 = oldest) in ``seat``'s zone of the cards a resumed game's session
        log holds (:meth:`from_log`) that the camera has not reported since the resume
        (:meth:`entered_places`): all of them on a table gathered while the companion was
        off. ``keyed``: the candidates of each card entered by key in that zone
        (:func:`~companion.app.keyed_cards.keyed_in_zone`), left out, the newest place
        holding one of its candidates for each: the camera never read them, so live they
        never count for a clear (QA15 #2; rev-res69)."""
        places = [i for i in self.entered_places(view, seat) if self._in_log(view, seat, i)]
        zone = view.seats[seat].zone
        for candidates in keyed:
            place = next((i for i in reversed(places) if zone[i] in candidates), None)
            if place is not None:
                places.remove(place)
        return tuple(places)

    def reported(self, view: PublicView, seat: int, key: str) -> int:
        """How many of the camera's reports in ``seat``'s zone count for the card ``key``
        this round."""
        return self._settled_seat(view, seat)[key]

    def claim(self, view: PublicView, seat: int, key: str,
              read: Sequence[str] = ()) -> None:
        """Count a camera report as the card ``key`` of ``seat``'s zone (a report that
        differs from the card entered there: QA12 F12); ``read``: the report's candidates,
        remembered for :meth:`unclaim`."""
        self._settled_seat(view, seat)[key] += 1
        if read:
            self._claims.append((view.round, seat, key, tuple(read)))

    def unclaim(self, view: PublicView, seat: int, entered: Sequence[str]
                ) -> list[tuple[str, ...]]:
        """The card entered by key in ``seat``'s zone as one of ``entered`` (its candidates)
        was taken back (fresh QA65 HIGH-1: with the answer to its "which card?"): the
        camera's reports :meth:`claim` counted for it no longer are. Returns their
        candidates, each a report the camera is to make again (it read another card
        there: a card of its own)."""
        seen = self._settled_seat(view, seat)
        back = []
        for claim in list(self._claims):
            rnd, at, key, read = claim
            if rnd == view.round and at == seat and key in entered:
                self._claims.remove(claim)
                if seen[key] > 0:
                    seen[key] -= 1
                back.append(read)
        return back

    def corrected(self, view: PublicView, seat: int, reported: Sequence[str],
                  actual: str) -> None:
        """The camera's report of ``reported`` in ``seat`` was corrected to ``actual``: that
        report counts for ``actual`` now. The misread is not remembered: the camera does
        not report that card again, and its next report of ``reported`` there is another
        card (QA32 M1; see the module docstring)."""
        seen = self._settled_seat(view, seat)
        for key in reported:
            if key != actual and seen[key] > 0:
                seen[key] -= 1
                seen[actual] += 1
                break
        self._fixes.append((self._round, seat, tuple(reported), actual))

    def uncorrected(self) -> None:
        """The last :meth:`corrected` was undone: its report counts for the card read again
        (QA12 F7: after an undone correction, the card read, undone in turn, was taken for
        the misread when the camera reported it again)."""
        if not self._fixes:
            return
        rnd, seat, reported, actual = self._fixes.pop()
        if rnd != self._round:
            return  # the zones were gathered since: nothing is counted for it
        seen = self._seen.get(seat, Counter())
        for key in reported:
            if key != actual and seen[actual] > 0:
                seen[actual] -= 1
                seen[key] += 1
                break

    def resumed(self, view: PublicView, observations) -> None:
        """A resumed game: remember this round's corrections from its session log's
        ``observations`` as written, oldest first (the tracker's history holds the
        corrected cards only), and the cards its zones hold (:meth:`from_log`); nothing
        was reported yet.

        The log is replayed on a tracker of its own, which says the card each slash
        correction corrected (:attr:`~companion.tracker.corrected.Correction.card`): the
        same card the live game's tracker corrected, whatever the kinds of the inputs
        before it or the refused inputs a replay dropped (a ``was`` with a ``back`` counts
        card inputs as :meth:`~companion.tracker.tracker.Tracker.corrected_index` does).
        As live (:meth:`corrected`), only a camera read (``card``) of a seat leaves a
        misread. Lines the tracker refuses as records are skipped, as the resume skips them
        (:func:`companion.session_log.resume_report`)."""
        self._sync(view)
        self._logged = (view.round, tuple(len(seat.zone) for seat in view.seats))
        tracker = Tracker()
        done: list = []  # misreads each input kept added, oldest first (the last one is
        # the one an undo takes back, as the tracker does, a correction's replay or not)
        self.undone_logged = []
        for obs in observations:
            if obs.kind != "start" and not tracker.started:
                continue  # before the game's start: not used by the resume either
            if obs.kind == "undo":
                if tracker.history and tracker.history[-1][0].kind == "start":
                    continue  # the game's start is kept (resume_report)
                self._note_undone(tracker)
                if done:  # an undone correction's misread is forgotten (QA12 F7)
                    for seat, key in done.pop():
                        misread = self._misread.get(seat, Counter())
                        misread[key] = max(0, misread[key] - 1)
            elif obs.kind == "card" and obs.seat is not None:  # laid again and taken
                self.undone_logged = [u for u in self.undone_logged if u[1] != obs.seat
                                      or not set(u[2]) & set(obs.cards)]
            elif obs.kind in ("start", "new_round"):
                self._misread = {}
            try:
                tracker.apply(obs)
            except ObservationError:
                continue
            if obs.kind != "undo" and tracker.history and tracker.history[-1][0] is obs:
                done.append(self._misread_of(obs, tracker.correction()))

    def _note_undone(self, tracker: Tracker) -> None:
        """Before a resumed log's undo is applied to ``tracker`` (:meth:`resumed`'s
        replay): the input it takes back, a camera card of a seat
        (:class:`~companion.tracker.observations.Observation` ``card``, 0-based seat), is
        noted in :attr:`undone_logged` with its round."""
        top = tracker.history[-1][0] if tracker.history else None
        if top is not None and top.kind == "card" and top.seat is not None and top.cards:
            self.undone_logged.append((tracker.view().round, top.seat, tuple(top.cards)))

    def _misread_of(self, obs, fix) -> list[tuple[int, str]]:
        """Remember the misread a resumed log's input ``obs`` corrected (``fix``: the
        :class:`~companion.tracker.corrected.Correction` of its history entry, ``None``
        for any other input); returns the ``(seat, key)`` of each misread remembered."""
        read = fix.card if fix is not None and fix.taken else None
        if obs.kind != "was" or read is None or read.kind != "card" or read.seat is None \
                or len(read.cards) > 1 and obs.cards[0] in read.cards:
            # (one of the read's several candidates: the answer to "Which card is it?",
            # by key or the camera's reading, not a misread; QA22 #1: Bob's real
            # Nightgaunt after a resume was taken for the misread and dropped)
            return []
        misread = self._misread.setdefault(read.seat, Counter())
        added = []
        for key in read.cards:
            if key != obs.cards[0]:
                misread[key] += 1
                added.append((read.seat, key))
        return added

    def played(self, view: PublicView, seat: int, candidates: Sequence[str],
               before: Sequence[str]) -> None:
        """Count a report the tracker took as a new card: the candidates it added to
        ``seat``'s zone (``before``: the zone before, ``view``: the view after)."""
        seen = self._settled_seat(view, seat)
        added = Counter(view.seats[seat].zone) - Counter(before)
        for key in candidates:
            seen[key] += added[key]
            if added[key] and len(candidates) > 1:  # perhaps a question's first answer
                self._either.setdefault(seat, []).append((tuple(candidates), key))

    def undone(self, seat: int, candidates: Sequence[str]) -> None:
        """A card of ``seat`` was undone: one report of it is no longer counted (the camera,
        told to forget it, reports it again when it is still there)."""
        seen = self._seen.get(seat)
        if seen is None:
            return
        for key in candidates:
            if seen[key] > 0:
                seen[key] -= 1
                return


__all__ = ["KnownCards"]
