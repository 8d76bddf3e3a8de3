"""Enter and a rank (a card the camera does not read): the card given, its role asked (play or
knocked-out hand), a card already read asked about, the cards of that rank, the phrase of
what the table waits for. A part of :class:`companion.app.question_keys.QuestionKeys`
(:class:`EnterKey`), split from :mod:`companion.app.question_keys` by job (rf70).
"""
from __future__ import annotations

from babel.lists import format_list

from companion.app.keys import Command
from companion.app.face_up_missed import face_up_options, zone_option
from companion.app.face_up_outranked import outrank_face_up
from companion.app.twin_asked import TwinQuestion
from companion.app.undone_before_answer import undone_entered, undone_named
from companion.cards import card, edition_cards
from companion.narration.catalog import message
from companion.narration.narrate import wait_phrase
from companion.tracker import observations as o
from companion.tracker.questions import asks_discard


class EnterKey:
    """Enter and a rank in :class:`~companion.app.question_keys.QuestionKeys` (a
    mixin: it uses what :class:`~companion.app.question_keys.QuestionKeys` uses)."""

    def _key_enter(self, command: Command, twin: TwinQuestion | None = None) -> None:
        """Enter then a rank: the card the table waits for has that rank, one the camera
        does not read (QA: a card the camera never read could not be given by key, and
        the game waited for it): a play, a Sanity check card, a knocked-out hand, a
        revealed card, in the zone the tracker waits for it
        (:meth:`~companion.tracker.tracker.Tracker.awaited_seats`); when it may go to
        several zones, the companion asks which (plus and the number). Two cards of that
        rank go to the tracker as two candidates: it settles them from the table or asks
        (plus and the number). Once a 2-player round's missing face-up cards were told,
        their cards of that rank are offered too (:mod:`companion.app.face_up_missed`).
        ``twin``: the live table's question whether a copy was laid on its twin, standing
        (:class:`~companion.app.twin_asked.TwinQuestion`): either card's rank in its zone
        gives that card, as the question says, not the rank's two cards nor a list with
        the face-up cards told missing (2 players; review of checktwin51)."""
        view = self.tracker.view() if self.tracker.edition is not None else None
        over = self._game_over(view) if view is not None else ""
        if over:  # QA18: "No turn in progress."; QA31 #6: and how to begin another game
            self._answer_text(f"{over} {message(self.lang, 'app.new_game')}")
            return
        if view is not None and (given := undone_entered(self, command.number)) is not None:
            self.undid_blamed = True  # the card undone before the answer the cleared
            self._undo_blamed(*given)  # table names, given back as minus twice does (hi4)
            return
        if view is not None and (named := undone_named(self)) is not None \
                and any(c.rank == command.number for c in edition_cards(self.tracker.edition)):
            # Enter's cue named that card: a rank it cannot be goes nowhere else (review
            # of hi4, HIGH: Enter and 8 went to Alice's awaited round-1 play, "Alice is
            # out." "Bob wins the round…", false)
            self.tell("app.enter_undone_refused", rank=command.number,
                      card=format_list([card(k).name(self.lang) for k in named[1].cards],
                                       style="or", locale=self.lang),
                      player=self._player(named[1].seat))
            return
        if view is not None and self.redo_entered(command.number):
            return  # also with no turn in progress: the round's end hinging on the
            # question the undo opened again (fresh QA52b MEDIUM 3)
        if view is None or view.active is None and not self.tracker.hand_seats():
            # (between rounds, a knocked-out hand owed past the round's end is entered:
            # fresh QA60 HIGH-1, tracker.flow.round_over_owed)
            self.tell("app.no_turn")
            return
        if self.tracker.question is not None and not asks_discard(self.tracker.question):
            # QA: Enter answered a Sane / Insane question (not the discard-or-play one:
            # a card entered is no answer to it, session 61)
            with self.said_for.refusing():
                self.ask("app.answer_first")
            return
        matches = self._cards_of_rank(command.number)
        if not matches or self._read_already(matches, command.number):
            return
        unseen, dropped = self.tracker.unseen(), None
        if not any(unseen[k] for k in matches):  # QA: the camera's "Check: X again?"
            # the key outranks a face-up reading (fresh QA51 run B2: a dead end)
            outranked = outrank_face_up(self, matches, command.number)
            if outranked.dropped is None and not outranked.asked:
                self.tell("app.enter_all_seen", rank=command.number, cards=format_list(
                    [card(k).name(self.lang) for k in matches], locale=self.lang))
            if outranked.dropped is None:  # refused, or which face-up card asked
                return
            dropped, unseen = outranked.dropped, self.tracker.unseen()
        self.choice = ()
        seen = matches if len(matches) > 1 else matches[0]
        # QA: the card went to the zone of the player whose turn it was (after a Tommy Gun,
        # Alice's, which lost the round's state)
        seats = self._told_zone(self.tracker.enter_seats())
        face_up = face_up_options(self, tuple(k for k in matches if k != dropped),
                                  unseen)  # 2 players, told missing; not the one dropped
        # "3 for that second copy": the copy asked about is known
        named = [k for k in twin.keys() if k in matches] if twin and twin.seat in seats else []
        if len(named) == 1:  # the rank's other card, the face-up cards not asked about
            seen, seats, face_up = named[0], (twin.seat,), ()  # (fresh QA50 F720b; review)
        # a list about the play the voice has still to say comes after it, in its place
        # (QA41 M2: "whose discard zone?" came 11 s before the Tommy Gun it follows)
        news = tuple(self.said_for.news_waiting(self.tracker.history))
        hands = self.tracker.hand_seats()  # a knocked-out hand awaited
        if face_up and seats:  # where: the zone(s) waited for, or face up (QA37 es13_a)
            self._open_choice(tuple(zone_option(self, seat, seen) for seat in seats)
                              + face_up, "app.enter_where", brings=news)
        elif face_up:  # offered, never assumed (review, session 39), with what is awaited
            self._open_choice(face_up, "app.enter_face_up_only", brings=news,
                              expected=self._waited_phrase(view))
        elif len(seats) == 1 and seats[0] != self.play_asked \
                and self._role_asked(seats[0], seen, news):
            pass  # his play or his hand? asked, the card given with the answer
        elif len(seats) == 1:  # a card the copy question named is its answer, not the
            # count's choice: no "all counted" line; told the play where the table asked
            # for it (play_asked)
            told = {"play": True} if seats[0] == self.play_asked else {}
            self.give_counted(o.card_seen(seats[0], seen, **told),
                              (seen,) if len(named) == 1 else matches, unseen,
                              command.number, seats[0] in hands)
        elif seats:  # whose zone? (Tommy Gun's chosen player not told, several hands)
            self._open_choice(tuple((self._player(seat), o.card_seen(seat, seen))
                                    for seat in seats), "app.enter_which_zone", brings=news)
        else:
            self.tell("app.enter_no_card", expected=self._waited_phrase(view))
        if self.choice:  # its answer: a card taken by the count says so (review of enter50)
            self._enter_counted = (self.choice, hands, matches, unseen, command.number)

    def _role_asked(self, seat: int, seen, news: tuple) -> bool:
        """Ask whether Enter's card ``seen`` (a key, or the rank's candidate keys) for
        ``seat``'s zone (0-based) alone, or the zone Enter's "whose discard zone?" list
        chose (:meth:`_key_answer`, ``news`` empty), is that player's play or the hand they laid when
        knocked out, when the table would take it either way
        (:meth:`~companion.tracker.tracker.Tracker.role_asked`): "Enter: The
        Dilettante in Bob's zone: is it Bob's play, or Bob's hand, laid when knocked out?
        1: Bob's play; 2: Bob's hand. …" (``app.enter_play_or_hand``), the session's own
        list, each answer the card told so
        (:func:`~companion.tracker.observations.card_seen` ``play`` / ``hand``: one
        input, one log line, one undo step), behind the news it follows (``news``).
        Returns whether it asked; with one reading legal, the card is given as it is.
        Fresh QA57 HIGH-3 (run E, seed 254): Bob's Dilettante so entered was taken as
        his hand ("Bob is out, with The Dilettante.", his play never said, the deck count
        one high); told his play by the cue "Card played" (qaE57b), the other truth of
        the same pictures (Alice's Investigators did put him out) was said false as fact
        (the review of qaE57b, HIGH): the cue is the app's guess, not the player's word."""
        # not the hand: what the other accounts await in that zone, a play or a Sanity
        # check card (review of ask58: "is it Alice's play …?" for her check card; for her
        # showdown hand after R'lyeh, which main asked right: "was that Alice's hand?")
        # a showdown awaiting that seat's hand: a third reading, neither asked (review of
        # ask58: "is it Player 2's Sanity check card, or …?" for her showdown hand)
        kinds = {h.wait[0] for h in self.tracker.hyps if h.wait[0] != "hand" and (
            h.wait[1:2] == (seat,) or h.wait[0] == "showdown" and seat in h.wait[1])}
        check = kinds == {"check"}
        if not (check or kinds <= {"play"}) \
                or not self.tracker.role_asked(o.card_seen(seat, seen)):
            return False
        keys = (seen,) if isinstance(seen, str) else seen
        player = self._player(seat)
        self._open_choice(
            ((message(self.lang, "app.option_check" if check else "app.option_play",
                      player=player), o.card_seen(seat, seen, play=True)),
             (message(self.lang, "app.option_hand", player=player),
              o.card_seen(seat, seen, hand=True))),
            "app.enter_check_or_hand" if check else "app.enter_play_or_hand",
            brings=news, player=player,
            cards=format_list([card(k).name(self.lang) for k in keys], style="or",
                              locale=self.lang))
        return True

    def _waited_phrase(self, view) -> str:
        """What the table waits for instead of a card in a zone, as a phrase ("Alice's
        second play"; :func:`~companion.narration.narrate.wait_phrase`); ``view``: the
        tracker's view, its active player named when the wait names none."""
        kind, wseat, played = self.tracker.waiting()
        return wait_phrase(self.lang, kind, self._player(
            wseat if wseat is not None else view.active), played,
            [self._player(s) for s in self.tracker.showdown_seats()])

    def _read_already(self, matches: tuple[str, ...], rank: int) -> bool:
        """Whether the card Enter gives (one of ``matches``, the cards of ``rank``) is taken
        for the newest card the camera read, whose name the voice has not said yet
        (:meth:`~companion.app.said_for.SaidFor.unheard`): nothing is added, and that is
        said, after what the voice has still to say of it (QA30 of session 28: Enter 1 for
        Carol's Sanity check card, read but not said yet, became her next play). The same
        Enter and rank typed again right after it adds the card: another copy of the rank
        the camera missed (session 28's review: refused until the voice caught up).
        While face-up cards of ``matches`` are offered (a 2-player round with some
        missed: :func:`~companion.app.face_up_missed.face_up_options`), the line offers
        them alone, never the zone again (review rev40c, session 40: Bob's play read
        unsaid, Enter and its rank offered "Bob's zone", and 2 entered it twice, "Bob is
        out."); an Enter and rank read nothing of is no refusal (by ear, es13 busy, round
        2: the face-up notice just heard, Enter had to be typed twice). Not when the Enter
        prompt the player heard last named other zones
        (:attr:`~companion.app.enter_heard.EnterHeard.enter_heard`): the rank goes where
        it said (fresh QA52 M1, r4: "Still on the table …, or Alice's first play: the
        Investigators …? … press Enter, then 1"; Enter and 1 said "The camera read it
        already: the Cultists in Carol's zone", a card held for Alice's play)."""
        history = self.tracker.history
        last = history[-1][0] if history else None
        asked, self._read_already_asked = self._read_already_asked, None
        if last is None or last.kind != "card" or last.seat is None \
                or not set(last.cards) & set(matches) \
                or not self.said_for.unheard(history) or asked == (history[-1], rank) \
                or (self.enter_heard and last.seat not in self.enter_heard):
            return False
        known = [k for k in last.cards if k in matches]
        self._read_already_asked = (history[-1], rank)
        read = {"brings": tuple(self.said_for.unsaid(history)),
                "card": format_list([card(k).name(self.lang) for k in known], style="or",
                                    locale=self.lang),
                "player": self._player(last.seat), "rank": rank}
        face_up = face_up_options(self, matches, self.tracker.unseen())
        if face_up:
            self.choice = ()
            self._open_choice(face_up, "app.enter_read_already_face_up", **read)
        else:
            self.tell("app.enter_read_already", **read)
        return True

    def _cards_of_rank(self, rank: int | None) -> tuple[str, ...]:
        """The edition's cards of ``rank``; said when there is none."""
        matches = tuple(c.key for c in edition_cards(self.tracker.edition) if c.rank == rank)
        if not matches:
            self.tell("app.no_rank", rank=rank)
        return matches
