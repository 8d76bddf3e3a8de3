"""``companion play``'s guided set-up: the steps said before the game starts (players, seat
markers seen, set-aside card, deal, first player: seed 002 "Setup"), and the cards the
camera already sees while it reads the set-up pictures, which are not lost (QA12 F1: a card
in Alice's zone from the first picture was dropped in silence, and the game waited for
Alice's play for ever while it lay there):

* a card in the middle may be a 2-player face-up card (as any card outside the zones);
* a card by a seat marker beyond the players is said with what to do, and left
  (:mod:`companion.app.left_cards`); extra seat markers are said at the set-up;
* the cards in the players' zones are held (:mod:`companion.app.held_cards`): said once,
  none taken until the table takes them away or confirms them; the same for a resumed
  game's cards that its log does not hold, but a card its table waits for that the rules
  take there (a play, a knocked-out hand, a Sanity check's card:
  :meth:`GuidedSetup._card_owed`).
"""
from __future__ import annotations

from functools import partial

from babel.lists import format_list

from companion.app.cleared_logged import restore_cleared, say_blamed_clear
from companion.app.stall_logged import restore_stall
from companion.app.undo_under import hint_resumed
from companion.cards import card
from companion.narration.catalog import message
from companion.rules import set_aside_face_up
from companion.tracker import observations as o
from vision.stabilize import MIN_DWELL_S

#: Seconds of pictures (frame time) the set-up reads at least, and the most pictures it
#: reads: a card lying in a zone from the start becomes stable only after it has lain still
#: ``vision.stabilize.MIN_DWELL_S`` (1 s), so it is a set-up card, said and left, only if
#: the set-up reads that long (QA15 #6: 10 pictures, a third of a second at 30 a second,
#: made no card stable: Bob's old card was said "The Entertainer by Bob? Waiting for
#: Alice's play.", and with one in Alice's zone too, both were taken as plays).
SETUP_S = MIN_DWELL_S + 0.5
SETUP_MAX_FRAMES = 150
#: Different middle cards (by their candidates) read before a round's first play that tell
#: a 2-player set-up (5 face up, seed 002 "Setup") on a table with more names than seat
#: markers: more than a 3-player table ever shows there, fewer than 5 so that a card or two
#: unread, or two alike among the 5, does not hide it. One card read again (covered by a
#: hand, then seen) counts once.
TWO_SET_CARDS = 3


class GuidedSetup:
    """The set-up part of :class:`companion.app.live.LiveTable` (a mixin: it uses the
    table's ``options``, ``session``, ``watcher``, ``source``, ``camera``, ``known``,
    ``resumed``, ``resume_layout``, ``quit``, ``_card_appeared``, ``_laid_since_resume``,
    ``_hold_old_cards`` and ``_keys``)."""

    #: a resumed table's first picture showed no seat marker (dark, its exposure settling,
    #: unreadable): the blamed clear's first look (:meth:`_first_look_bare`) is taken at
    #: the first set-up picture that shows them (:meth:`_look_again`), not on it
    #: (rev-res69, MEDIUM)
    _look_later: bool = False

    # ------------------------------------------------------------------ set-up
    def guided_setup(self, first=None) -> None:
        """Say the set-up steps (players, seat markers seen, set-aside card, deal; the first
        player in the round's start), then start the game in the tracker and take the cards
        the set-up pictures showed (module docstring). ``first``: the picture already read (a
        :class:`~vision.sources.Frame`), looked at for seat markers too."""
        lang, names = self.options.lang, self.options.names
        say = self.session.tell
        say("app.setup_players", count=len(names), names=", ".join(names))
        seats = self._seat_markers_seen(first)
        self.camera.table_seen = bool(seats)
        if seats:
            say("app.setup_markers", seats=", ".join(str(s) for s in seats))
            self._markers_missing_or_extra(seats, names)
        else:
            say("app.setup_no_markers")
        self._deal_guidance()
        # "Round 1. Alice starts." says who starts: not "Alice starts." before it, nor the
        # game's "New game, 3 players." and the turn's cue "Alice." (QA26 N2: said in a
        # row, with a real voice they put it 20 s behind the table)
        self.session.observe(o.start(self.options.edition, list(names), lang,
                                     self.options.first,
                                     stickers_only=self.options.stickers_only),
                             unsaid=("game_started", "turn_started"))
        events, self._setup_events = self._setup_events, []
        self._setup_cards(events)

    def _markers_missing_or_extra(self, seats: list[int], names) -> None:
        """Say the players' seat markers missing from ``seats`` (the seat numbers seen,
        1-based) and the markers beyond the players (``names``), and keep the missing ones
        to say when they are laid (:meth:`~companion.app.camera_watch.CameraWatch.
        _late_markers`). Said at a new game's set-up and after ``play --resume`` (QA41 L2:
        a resumed 3-player game on a table with markers 1 and 2 only never said Carol's);
        resumed, the markers beyond the log's players advise a new game without
        ``--resume``, not more names, which it does not use (review of guide54, as QA54
        M2's ``app.card_extra_seat.resumed``)."""
        lang, say = self.options.lang, self.session.tell
        missing = [s for s in range(1, len(names) + 1) if s not in seats]
        self.camera.missing = {s: names[s - 1] for s in missing}  # said when laid
        # their cards cannot be read: never said out from an unseen hand (QA43 M1)
        self.session.tracker.unread_seats = frozenset(s - 1 for s in missing)
        if missing:  # QA: a blind player had to notice by ear which number was not said
            say("app.setup_markers_missing", count=len(missing),
                seats=format_list([str(s) for s in missing], locale=lang),
                names=format_list([names[s - 1] for s in missing], locale=lang))
        extra = [s for s in seats if s > len(names)]
        if extra:  # QA12 F9: a stray tile made a zone whose cards were "No seat 3."
            # resumed: the log's players stand, more names is a new game (rev-guide54)
            say("app.setup_markers_extra_resumed" if self.resumed
                else "app.setup_markers_extra", count=len(extra),
                seats=format_list([str(s) for s in extra], locale=lang),
                players=len(names), names=max(extra))

    def _set_for_two(self, event) -> None:
        """A card read in the middle (``event``: a :class:`vision.records.CardAppeared`)
        before the round's first play, with more than 2 names and the seat markers of 2
        players only seen: at the :data:`TWO_SET_CARDS`-th different such card, the table
        looks set for 2 players (5 cards face up in the middle: seed 002 "Setup", 2-Player
        Only; a game of 3 or more sets none aside face up but the one card), said once a
        round with what to do: lay the missing players' seat tiles, or start again with 2
        names (QA43
        M1: a 2-player video played with 3 names ignored its 5 face-up cards in silence,
        then said "Carol is out." and stalled on Carol's play). No card is named. The deck
        count, kept for the names, is no longer said (``session.deck_unsure``): key 2 says
        this line again."""
        names, tracker = self.options.names, self.session.tracker
        missing = self.camera.missing
        if len(names) <= 2 or not event.middle \
                or len(names) - len(missing) != 2 or not tracker.started:
            return
        view = tracker.view()
        if view.active is None or any(seat.zone for seat in view.seats) \
                or view.aside in event.candidates:
            return
        seen = self.two_set[1] if self.two_set[0] == view.round else frozenset()
        if tuple(event.candidates) in seen:
            return  # the same card read again: not one more
        self.two_set = (view.round, seen | {tuple(event.candidates)})
        if len(self.two_set[1]) == TWO_SET_CARDS:
            lang = self.options.lang
            words = {"count": len(missing), "players": len(names),
                     "names": format_list(list(missing.values()), locale=lang)}
            # the deck, counted for the names, is not said; key 2 says this (docstring)
            self.session.deck_unsure = message(lang, "app.setup_two_players_seen", **words)
            self.session.tell("app.setup_two_players_seen", **words)

    def _deal_guidance(self) -> None:
        """The dealing steps of seed 002 "Setup", said at each round's start, in order and
        whole before the round's start ("Round 2. Carol starts.") and its first card's news,
        which wait for them: a blind player needs them before the cards are dealt (QA35 N3:
        dropped once a card was played, they were never heard; QA27 (session 27) M1: the
        first card's news then went ahead of them, cut "Shuffle the other cards" and had it
        said again after the round's first play, and the keys pressed meanwhile were refused
        as pressed during the set-up). Never over by the game (a set-up step cut twice by
        keys' answers is still dropped: :class:`~companion.app.voiceout.VoiceOut`); stale
        once minus twice took that deal back under the answer before it (fresh QA63b
        MEDIUM-4: :func:`~companion.app.undo_under.undo_answer_under`)."""
        say = partial(self.session.tell, setup=True, stale=self.session.deal_undone_stale())
        say("app.setup_aside",
            card=card(set_aside_face_up(self.options.edition)).name(self.options.lang))
        say("app.setup_deal")
        if len(self.options.names) == 2:
            say("app.setup_two_players")

    def _seat_markers_seen(self, first=None, frames: int = 10, keys: bool = False
                           ) -> list[int]:
        """Seat numbers whose marker shows in ``first`` (a frame already read, or ``None``)
        and the next pictures: at least ``frames`` pictures and :data:`SETUP_S` seconds of
        them, at most :data:`SETUP_MAX_FRAMES` (QA: a single picture as ``--source`` was
        read before the set-up and its markers never counted). ``keys``: the keys pressed
        meanwhile are answered between pictures (a resumed game, its summary said first);
        ``q`` stops the reading. A resumed game's pictures are its layout
        (:mod:`companion.app.resume_layout`)."""
        seen: set[int] = set()
        start = None
        tracker = self.session.tracker
        resumed = tracker.view().round if self.resumed and tracker.started else None
        for k in range(SETUP_MAX_FRAMES):
            if keys:
                self._keys()
                if self.quit:
                    break
            elif k and self._quit_waiting():  # q answered after the set-up (QA27 #2)
                break
            asked_at = self.timer()
            frame = first if k == 0 and first is not None else self.source.read()
            if not frame.status.ended:  # its problems said as later (QA27 #4: a bad
                self.camera.picture(frame)  # picture among the first was skipped unsaid)
            if frame.image is None:
                if frame.status.ended:
                    break
                continue
            if frame is self._read_early[0]:
                reading = self._read_early[1]  # (its cards read: _first_look_bare)
            else:
                self._setup_events += self._read(frame, asked_at)  # slow pictures said too
                reading = self.watcher.last_reading
            if reading is not None:
                seen.update(s.seat for s in reading.seats)
                self._look_again(reading)  # the blamed clear's first look, if put off
            if resumed is not None:  # the resumed table's layout (resume_layout)
                self.resume_layout.note(reading, resumed)
            start = frame.t if start is None else start
            if k + 1 >= frames and frame.t - start >= SETUP_S:
                break
        return sorted(seen)

    def _setup_cards(self, events) -> None:
        """The cards the set-up pictures made stable, once the game has started: those in
        the middle as any card outside the zones (the 2-player face-up cards laid before the
        start, QA); those by an extra seat marker as such; those in the players' zones are
        held (:meth:`~companion.app.held_cards.HeldCards._hold_old_cards`): said once, all
        of them, and none taken until the table clears them or confirms them with plus 1
        (QA19 #3: the first player's oldest card was taken as her play at once, the next
        player's turn began in the same second and his old card became his play, with no
        time to take them away)."""
        players = len(self.session.tracker.names)
        zones = [e for e in events if e.seat is not None and e.seat - 1 < players]
        for event in events:
            if event.seat is None or event.seat - 1 >= players:
                self._card_appeared(event)  # face up, or by an extra seat marker
        self._hold_old_cards(zones, confirm=True)

    def _resumed_pending(self, view) -> None:
        """After "Game resumed from the log" (``view``: the tracker's public view): the
        score when someone has a token (key 4's line), and a play whose outcome the log does
        not hold ("The table is waiting for the outcome of The Boxer, played by Carol.";
        QA32 F7: neither was said), and the Sanity check the last turn holds, nothing after
        it (:func:`~companion.app.resumed_check.say_check`; fresh QA58 MEDIUM-1: its second
        card and result, unsaid at the quit, were never said), else the cards a Tommy Gun or
        R'lyeh brought from the deck so far (fresh QA65 LOW-3). Public information only."""
        from companion.app.keys import Command
        from companion.narration.narrate import wait_phrase
        from companion.tracker.doubts import pending_step
        from companion.app.resumed_check import say_check
        if any(s.tokens.sane or s.tokens.insane for s in view.seats):
            self.session.key(Command("scores"), at_once=False)
        say_check(self.session)  # the last turn's Sanity check, told whole (QA58 M1), or
        # the cards its Tommy Gun or R'lyeh brought so far (QA65 L3)
        pending = pending_step(self.session.tracker)
        if pending is not None and pending[0] == "effect":  # key 5 says the others
            self.session.tell("app.waiting_for", expected=wait_phrase(
                self.session.lang, "effect", self.session.tracker.names[pending[1]],
                pending[2]))

    def _resumed_cards(self, first) -> None:
        """After ``play --resume`` (a game not over): read the set-up pictures, as a new
        game does, and hold the cards in the zones that the log does not hold
        (:class:`~companion.app.known_cards.KnownCards`): said once, never taken nor logged
        as refused (QA19 #4: the first session's old card was read as a wrong play on the
        same table and a refused line was appended to the log). A card laid during the
        crash is laid again to be read. ``first``: the picture already read. When every
        such card lies under a card the log holds (the first session's left-out start
        cards, with plays laid over them), they are said left out, not to take away (QA21
        #6: "take them away" from under the plays). One that may be the card the log's
        table waits for (a play, a knocked-out hand, a Sanity check's card) is taken as live
        instead (:meth:`_card_owed`; QA45 M5, QA47 M4, QA48b), and watched: taken away
        before anything follows it, it is undone (:mod:`companion.app.owed_asked`). First,
        the cards matching the log's glimpse hold at the quit are held and asked again
        (:meth:`~companion.app.glimpse_logged.GlimpseLogged._glimpse_restored`); those the
        log's table stalled behind, refused, are that stall again, its prompt said
        (:func:`~companion.app.stall_logged.restore_stall`; fresh QA65 LOW-4)."""
        self._differs_ended_restored()  # (waits_logged; said before the keys: live.py)
        # the round seen cleared when the log's last input came, as live (hq64)
        restore_cleared(self, self.session.cleared_logged)
        # and said at once when minus twice was told to take back its answer (QA67 M1),
        # unless the first picture shows cards in the zones (review of res68: the round's
        # cards laid back during the quit; the clear waits for a bare picture then)
        last = self.watcher.last_reading
        say_blamed_clear(self, first.t if first is not None
                         else last.t if last is not None else 0.0,
                         bare=partial(self._first_look_bare, first))
        seats = self._seat_markers_seen(first, keys=True)  # the summary said: keys act
        # no set-up picture showed the seat markers: the first readable picture decides
        # the clear, as for other clears (hqr: NextDeal._cleared_mid_round)
        self._look_later = False
        events, self._setup_events = self._setup_events, []  # (QA25 F5)
        if self.quit:  # q meanwhile: nothing more is said
            return
        tracker = self.session.tracker
        if seats:  # the seats seen, then the players' missing: as a new game's set-up
            self.camera.markers_seen(", ".join(str(s) for s in seats))
            self._markers_missing_or_extra(seats, tracker.names)
        players = len(tracker.names)
        held, logged = [], []
        # the log's round still lying at the set-up: its middle cards are its own, not the
        # next deal's face-up cards (middle_cards; fresh QA69 HIGH-2)
        self._note_resumed_round()
        self._relaid_read_back(events)  # the undone deal's round laid back (relaid_round)
        for event in events:
            if event.seat is None or event.seat - 1 >= players:
                self._card_appeared(event)
            elif self._laid_since_resume(event) \
                    or not self.known.known(tracker.view(), event.seat - 1, event.candidates):
                held.append(event)
            else:
                logged.append(event)
        lying = list(held)  # the cards the log's round does not hold (hint_resumed)
        # the log's glimpse hold at the quit: its cards held and asked again, not owed
        # nor old (glimpse_logged; review of lead57: only those the log holds so)
        # the log's twin question at the quit: its card held, asked again (twin_logged)
        self._twin_restored([h for h in held if not _laid_over(h, logged)], held)
        self._glimpse_restored([h for h in held if not _laid_over(h, logged)], held)
        # one made stable with the log's newest card of its zone, right on it: read as in
        # a pile, its knocked-out hand asked (pile_read; review of q60e, HIGH)
        self.piles.on_log(held, logged)
        while (event := self._card_owed(held, logged)) is not None:
            held.remove(event)
            lying.remove(event)  # the log's table's next play: no old round's card (rev)
            self._card_appeared(event)  # as live: "was that Carol's hand?" (QA45 M5)
            self._watch_owed(event)  # taken away instead of answered: undone
        # the refused cards the log's table stalled behind: that stall again (QA65 L4)
        held = restore_stall(self, held)
        # the camera-differs hold and the cards behind the question at the quit (log70)
        held = self._waits_restored(held)
        under = all(_laid_over(h, logged) for h in held)
        # one on the pile of the player mid Sanity check: asked naming it (check_pile)
        self.held_check = self._check_pile_card(held, logged)
        self._hold_old_cards(held, confirm=False, under=under)
        # the log ends with an answer that ended the round, the deal, its first cards:
        # "If round 1 is not over…" again when that round's cards still lie (review of
        # mwf; review of low67: not for a table gathered before the deal)
        if self.session.hints_logged and not self.session.hinted_logged:  # (else said
            hint_resumed(self.session, lying)  # after the summary: live.py)

    def _first_look_bare(self, first) -> bool:
        """Whether the resumed table shows no card in a player's zone at its first look,
        before the set-up pictures are read on (:meth:`_seat_markers_seen`): none among
        the set-up's card events so far, nor read in ``first`` (the picture already taken,
        a :class:`~vision.sources.Frame`, or ``None``), which is read now, once (its cards
        kept as the set-up's first picture's). ``True`` when nothing tells (no picture,
        an unreadable one): the table gathered during the quit looks so (QA67 M1), and a
        resumed clear blamed on an answer is said at once; ``False``: the round's cards
        may be back (review of res68, LOW: laid back during the quit, the clear said
        before any picture, then the set-up read them), or ``first`` showed no seat
        marker (dark, unreadable): it tells nothing, and the first set-up picture that
        shows them decides instead (:meth:`_look_again`; rev-res69, MEDIUM: d493's frame
        155 darkened said the blamed clear at once on the cards laid back)."""
        if self._zone_card_set_up():
            return False
        if first is None or first.image is None or self._read_early[0] is first:
            return True
        self._setup_events += self._read(first, self.timer())
        reading = self.watcher.last_reading
        self._read_early = (first, reading)
        if reading is None or not reading.readable or not reading.seats:
            # a picture that tells nothing (dark: a webcam's first frames, its exposure
            # settling): looked at again at the first set-up picture with the seat
            # markers (rev-res69, MEDIUM: the blamed clear was said at once on the round's
            # cards laid back during the quit, then the set-up read them)
            self._look_later = True
            return False
        return not self._zone_card_set_up(reading)

    def _zone_card_set_up(self, reading=None) -> bool:
        """Whether a player's zone holds a card among the set-up's card events so far, or
        read in ``reading`` (a :class:`vision.records.FrameReading`, or ``None``)."""
        players = len(self.session.tracker.names)

        def in_zone(seat) -> bool:
            return seat is not None and 1 <= seat <= players

        return any(in_zone(e.seat) for e in self._setup_events) or reading is not None \
            and any(in_zone(s.seat) for s in reading.sightings)

    def _look_again(self, reading) -> None:
        """A set-up picture's ``reading`` (a :class:`vision.records.FrameReading`) while
        the blamed clear's first look was put off (:attr:`_look_later`: the first picture
        showed no seat marker): the first one that shows them decides it, as
        :meth:`_first_look_bare` would have on the first picture
        (:func:`~companion.app.cleared_logged.say_blamed_clear`: said then when no card
        lies in a zone, at that picture's frame time). Raises nothing."""
        if not self._look_later or not reading.readable or not reading.seats:
            return
        self._look_later = False
        say_blamed_clear(self, reading.t, bare=lambda: not self._zone_card_set_up(reading))

    def _card_owed(self, held, logged):
        """The card of ``held`` (set-up events the resumed log does not hold) to take now
        as the one the log's table waits for, else ``None``: the only such card in the zone
        of a player some account waits for a card of
        (:meth:`~companion.tracker.table_queries.TableQueries.awaited_seats`: a play, a
        knocked-out hand, a Sanity check's card, a reveal, a showdown's hand), with no card
        of the log laid over it and every log card of that zone read (review of resume49: an
        old card under Carol's Fed, the Fed unread by the set-up pictures, was taken as her
        play; a log card misread is as unread) or it laid on a card the set-up read there
        (:meth:`~companion.app.live_cards.CameraCards._laid_since_resume`: newer than
        them all, fresh QA53 r5), that the tracker takes unrefused
        (:meth:`_resume_takes`). It goes
        to the tracker as the live session would take it, which says it as her play, asks
        "was that Carol's hand?" or lets the cards settle it (QA45 M5: Carol's Urchin,
        knocked out by Bob's Investigators just before the quit, was held as "played while
        the companion was off? press plus and 1" though it was a hand, not a play: a table
        that took it away lost the rest of the game; QA47 M4: Bob's Sanity check's Sailor,
        turned over at the quit, was held so twice, "A card the log does not hold", till
        plus 1; QA48b: Alice's round-2 Investigators, laid at the quit, her play awaited,
        was held so three times, then the table gathered and the rest of the game was never
        said; the review of resume45 had held a card only a play explains for plus 1). Those
        cards lie face up in their player's discard zone: seed 002 "Played and Discarded
        Cards", "Out of the Round", "Sanity Checks". Two or more such cards in one zone stay
        held (which is which is not told), but the oldest of a Sanity check's cards, turned
        over one by one onto the pile in that order (seed 002 "Sanity Checks"), when every
        account waits for that check; so does a card the rules refuse there (a copy too
        many: an old card, QA19 #4), never logged, confirmed with plus 1 as before; none
        while the log's own question is open (they wait for its answer). Called again after
        each card taken: the table it left decides. An old card taken so is undone when
        the table takes it away (:mod:`companion.app.owed_asked`), or by minus twice.

        ``held``, ``logged``: :class:`vision.records.CardAppeared` events of the zones (the
        log's cards in ``logged``)."""
        tracker = self.session.tracker
        if tracker.question is not None:  # the log's own question open: they wait for its
            return None  # answer, as the guide says (review of resume45)
        awaited = set(tracker.awaited_seats())
        check = tracker.waiting()[:2] if tracker.waiting_agreed() \
            and tracker.waiting()[0] == "check" else None
        for e in held:
            zone = [h for h in held if h.seat == e.seat]
            if e.seat - 1 not in awaited or _laid_over(e, logged) \
                    or self._waiting_holds(e, held) \
                    or self.known.entered(tracker.view(), e.seat - 1) \
                    and not self._laid_since_resume(e):
                continue  # a log card of its zone unread: it may lie under it, or be it
                # (not when laid on the resumed table's card: fresh QA53 r5, resume_layout;
                # on the check's pile, squarely, asked: check_pile, review of resume60)
            if len(zone) > 1 and (check != ("check", e.seat - 1) or e.index_in_zone != min(
                    h.index_in_zone for h in zone)):
                continue
            if self._resume_takes(e):
                return e
        return None

    def _resume_takes(self, event) -> bool:
        """Whether the tracker, given the card ``event`` (a
        :class:`vision.records.CardAppeared` in a zone) now, would take it unrefused: as
        that seat's play, her hand, her Sanity check's card, …, or asking "was that Carol's
        hand?", with no ``inconsistency`` (as :meth:`Tracker.takes_in_turn
        <companion.tracker.tracker.Tracker.takes_in_turn>`). Nothing is applied
        (:meth:`~.Tracker.refusal`, :meth:`~.Tracker.trial`). False when it raises
        :class:`~companion.tracker.observations.ObservationError`."""
        obs = o.Observation("card", event.seat - 1, tuple(event.candidates))
        tracker = self.session.tracker
        try:
            if tracker.refusal(obs):
                return False
            events = tracker.trial(obs)
        except o.ObservationError:
            return False
        return not any(e.kind == "inconsistency" for e in events)


def _laid_over(event, logged) -> bool:
    """Whether a card of ``logged`` (:class:`vision.records.CardAppeared` events the
    resumed log holds) lies over ``event`` in its zone."""
    return any(x.seat == event.seat and x.index_in_zone > event.index_in_zone
               for x in logged)


__all__ = ["GuidedSetup", "SETUP_S"]
