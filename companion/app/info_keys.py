"""The keys that answer about the game without changing it: whose turn (5), the deck (2),
the unseen cards (3), the Mythos tokens (4), a zone (star and a seat), the last card's text
(6), the table (8), the spoken help, and a key with no meaning.

A mixin of :class:`companion.app.session.TableSession` (it uses the session's
``tracker``, ``lang``, ``choice``, ``tell``, ``_answer_text``, ``announce``, ``ask``,
``_player``, ``_game_over`` and ``deal_waits``); :meth:`TableSession.key` calls its
``_key_*`` methods.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import replace

from babel.lists import format_list

from companion.app.keys import KEY_NAMES, Command
from companion.app.result_held import game_may_end
from companion.app.said_heard import _begun, _waits
from companion.cards import card, edition_cards
from companion.narration.catalog import message
from companion.narration.narrate import (counts_or, narrate, place_name, token_words,
                                        tokens_summary, wait_phrase)
from companion.rules import other_world_count
from companion.tracker.doubts import deck_counts, unsure_facts
from companion.tracker.events import TableEvent
from companion.tracker.flow import insane_unsaid
from companion.tracker.insane_told import untold_out
from companion.tracker.result_foreseen import Foreseen, result_either_way
from companion.tracker.table_queries import ROUND_OVER_WAITS

#: Key 3 names the unseen cards up to this many different ones; more are said by rank.
UNSEEN_NAMES_MAX = 6
#: Key 6 remembers this many plays said (:meth:`InfoKeys.note_card_said`).
CARDS_SAID_KEPT = 32


class InfoKeys:
    """Answers to the keys that tell the game's state (see the module docstring)."""

    #: what ``say`` returned for the last "Key … does nothing." (:meth:`_key_unknown_key`;
    #: ``None``: none said)
    _unknown_said: object = None
    #: the seats made Insane by an answer the table as heard took, not heard yet
    #: (:attr:`~companion.app.as_heard.HeardTable.insane_unheard`; set by ``as_heard``)
    _insane_unheard: frozenset = frozenset()

    def _key_whose_turn(self, _command) -> None:
        view = self._view_told()
        over = self._game_over(view)
        if over:
            self._answer_text(over)
            return
        foreseen = self._result_either_way()
        if foreseen is not None:  # the one left in wins, whatever the answer: the fact
            # (fresh QA62b LOW-1: "Whose turn it is depends on the answer", Alice out
            # either way, Bob the round's and the game's winner)
            self.tell("app.game_won_either_way" if foreseen.game_won
                      else "app.round_won_either_way", player=self._player(foreseen.winner))
            return
        if view.active is None:
            self.tell("app.no_turn")
            if self.tracker.question is not None and not self.choice \
                    and (self.tracker.round_end_held() and self.tracker.deal_closes_question()
                         or game_may_end(self.tracker)):
                # the round's result waits for it, not the deal, taken past it when the
                # first card or the deal tells (review of deal45: "The next deal waits");
                # nor is a deal sure when its answer may end the game (fresh QA62 HIGH-1)
                self.ask("app.round_result_waits_answer")
            elif self.tracker.question is not None and not self.choice \
                    and not self.tracker.deal_closes_question():
                # between rounds the next deal waits for the open question's answer: say so
                # and ask it again (QA F6: only "No turn in progress." was said); not when
                # the deal will be taken past it (reread of deal45)
                self.deal_waits()
            return
        if self.tracker.question is not None and self.tracker.question.value != "holder" \
                and (not self.tracker.active_settled() or self._held_moved_turn()):
            # the answer decides whose turn it is: no name (QA13b N8 named the player who
            # had just played); not who took the Stowaway Eggs, which never does (review
            # of qh63: asked first, the question that does waits for the next input)
            self.ask("app.turn_depends")
            return
        if not self.tracker.active_settled():
            # no question yet: the next card tells (QA: after Bob's Boxer, no target told,
            # "It is Cy's turn." while Bob or Cy may have lost the compare)
            unless = self._turn_unless_out()
            if unless is not None:  # QA22 #9: "Ann, Bob, or Cy may be out" named everyone
                self._tell_turn_unless(*unless)
            elif maybe := self._maybe_out():
                self.tell("app.turn_depends_card", count=len(maybe),
                          players=self.names_of(maybe, style="or"))
            elif turns := self._turns_possible():
                self.tell("app.turn_depends_players", players=self.names_of(turns, style="or"))
            else:
                self.tell("app.turn_depends_next")
            return
        seat = view.active
        player = self._player(seat)
        kind, wseat, played = self.tracker.waiting()
        if len({h.wait[0] for h in self.tracker.hyps}) > 1:
            kind = "play"  # the open question decides it (QA23 #24: a Stowaway's Sane
            # discard was said awaited while Sane or Insane was asked)
        if kind == "check" and all(h.wait[0] == "check" and h.wait[3]
                                   for h in self.tracker.hyps):
            kind = "check_next"  # its first cards in (QA58 MEDIUM-1, r2c: "waiting for
            # Alice's Sanity check" with its first card in the log)
        # mid Sanity check, an Other World card among its first cards: the check's cards,
        # then "fails", then "out" (seed 002 "Sanity Checks"; RULINGS A14): not out yet
        # as heard (fresh QA65 L3, n245: "Carol is out." before her 2nd card and "Carol
        # fails")
        out = view.seats[seat].out and kind != "check_next"
        parts = [message(self.lang, "app.whose_turn", player=player)]
        if out:  # a failed Sanity check: no turn, the hand is awaited
            parts = [message(self.lang, "app.active_out", player=player)]  # (QA N3)
        elif view.seats[seat].insane:
            parts.append(message(self.lang, "app.state_insane", player=player,
                                 count=other_world_count(view.seats[seat].zone)))
        if view.seats[seat].protected and not out:
            parts.append(message(self.lang, "app.state_protected", player=player))
        if kind != "play":  # QA: after a failed Sanity check, only "It is Bob's turn."
            parts.append(message(self.lang, "app.waiting_for", expected=wait_phrase(
                self.lang, kind, self._player(wseat if wseat is not None else seat), played,
                [self._player(s) for s in self.tracker.showdown_seats()])))
        for late in self.tracker.late_hands():  # a knocked-out hand not laid yet (QA F26)
            parts.append(message(self.lang, "app.waiting_for", expected=wait_phrase(
                self.lang, "hand", self._player(late))))
        self._answer_text(" ".join(parts))
        self._pending()

    def _key_deck(self, _command) -> None:
        """Key 2: the cards left in the deck, and the deck's next card when R'lyeh shows
        it. When the accounts the tracker keeps differ on the count, each count, lowest
        first, and what settles it: the open question's answer, else the next card (QA41
        H1: "10 cards left in the deck." was the account "was that Bob's hand?" guessed
        first; the deck held 12, the next card told). Told with the table as heard
        (:func:`~companion.app.as_heard.as_heard`) while the cards have closed its
        question since, the answer names no question: the next card tells (a question
        the player never heard, dropped unsaid, is never mentioned: QA33 L1, session 42).
        Heard between rounds while the next round's deal is in the news not said yet (its
        dealing steps being said): that round's deck at its start, said as the next
        round's (QA42 L1: "8 cards left", the ended round's, during "Shuffle the other
        cards…")."""
        if self.deck_unsure:  # counted for the names on a table set for 2 (QA43 M1)
            self._answer_text(self.deck_unsure)
            return
        dealt = self._next_round_dealt()
        if dealt is not None:
            counts = sorted({h.view().deck_count for h in dealt.hyps})
            self._answer_text(message(self.lang, "app.deck_next_round", count=counts[0])
                              if len(counts) == 1 else message(
                                  self.lang, "app.deck_depends",
                                  counts=counts_or(counts, self.lang)))
            return
        view = self.tracker.view()
        counts = deck_counts(self.tracker.hyps)  # as after the next draw: no false doubt
        question = self.tracker.question
        if self._live is not None and self._live.question is not question:
            question = None  # closed by the cards not said yet: they settle the count
        if len(counts) > 1:
            self._answer_text(message(
                self.lang, "app.deck_depends_answer" if question is not None
                else "app.deck_depends", counts=counts_or(counts, self.lang)))
            return
        count = counts[0] if counts else view.deck_count
        held = self.tracker.probably_out()  # counted as if out: fewer if one is in (QA58 H4)
        text = narrate(TableEvent("deck_count", count=count, hedge=tuple(
            (s, None) for s in held)), self.tracker.names, self.lang, "verbose") \
            if held and count else message(self.lang, "app.deck", count=count)
        if view.deck_visible:
            text += " " + message(self.lang, "app.deck_visible",
                                  card=card(view.deck_visible).name(self.lang))
        self._answer_text(text)

    def _next_round_dealt(self):
        """While a state key is answered with the table as heard
        (:func:`~companion.app.as_heard.as_heard`: ``_live`` the live tracker) and that
        table is between rounds (the round won, the game not): the live tracker as it was
        just after the next round's deal (its ``new_round`` input, not heard yet), a
        :class:`~companion.tracker.tracker.Tracker`; ``None`` otherwise (no deal in the
        news not said yet, or no news waiting)."""
        live, view = self._live, self.tracker.view()
        if live is None or view.active is not None or view.game_winners \
                or not view.round_winners:
            return None
        history = live.history
        # the entries the table as heard shares with it: not the answers applied to that
        # copy after them (review of keys50: a deal that settled the question, its round's
        # end heard, key 3 said the ended round's unseen cards, the deal passed over)
        shared = next((i for i, (heard, entry) in enumerate(zip(self.tracker.history, history))
                       if heard is not entry), min(len(self.tracker.history), len(history)))
        for index in range(shared, len(history)):
            if history[index][0].kind == "new_round":
                return live.as_before(index + 1) if index + 1 < len(history) else live
        return None

    def _held_moved_turn(self) -> bool:
        """Whether, answered with the table as heard (:func:`~companion.app.as_heard.
        as_heard`: ``_live`` the live tracker), the cards held unsaid behind the open
        question the player heard (the live table's question still that one: the cards
        read since say nothing until it is answered) moved the turn on: the live table
        waits for another play or player than the table as heard. Key 5 then says that
        the answer decides whose turn it is (``app.turn_depends``), not the turn before
        those cards: a refusal heard meanwhile names the live wait ("The Tommy Gun by
        Carol? Waiting for Alice's play.") and "It is Carol's turn … waiting for Carol's
        Sanity check" contradicted it (review of key3, MEDIUM; live since QA41)."""
        live, question = self._live, self.tracker.question
        return live is not None and question is not None and live.question is question \
            and live.waiting()[:2] != self.tracker.waiting()[:2]

    def _card_list(self, counts: Counter) -> str:
        items = []
        for c in edition_cards(self.tracker.edition):
            n = counts.get(c.key, 0)
            if n:
                items.append(message(self.lang, "app.unseen_item", count=n,
                                     card=c.name(self.lang)))
        return format_list(items, locale=self.lang)

    def _rank_list(self, counts: Counter) -> str:
        """``counts`` (card key -> copies) by rank, ranks with as many copies together,
        highest rank first: "2 each of ranks 8, 7 and 0; 6 of rank 1"."""
        ranks = Counter()
        for key, n in counts.items():
            ranks[card(key).rank] += n
        groups: dict[int, list[int]] = {}
        for rank in sorted((r for r in ranks if ranks[r]), reverse=True):
            groups.setdefault(ranks[rank], []).append(rank)
        items = [message(self.lang, "app.unseen_rank", count=n, rank=rs[0]) if len(rs) == 1
                 else message(self.lang, "app.unseen_rank_each", count=n, ranks=format_list(
                     [str(r) for r in rs], locale=self.lang)) for n, rs in groups.items()]
        return message(self.lang, "app.list_sep").join(items)

    def _key_unseen(self, _command) -> None:
        """Key 3: the cards no one can see (the tracker's, less the cards lying face up that
        it does not hold: :attr:`TableSession.face_up_extra
        <companion.app.session.TableSession.face_up_extra>`, QA23 #23), named with their
        copies; when more than :data:`UNSEEN_NAMES_MAX` different cards are unseen, their
        count by rank (QA23 #15: 20 names in one sentence could not be followed by ear); and
        the places not confirmed. Heard between rounds while the next round's deal is in the
        news not said yet: that round's at its start, said as the next round's, as key 2
        (review of QA42 L1: "Unseen: 10 cards", the ended round's, where the dealt round
        has 26; review of env44: said as plain "Unseen: 26 cards" just after the round's
        end)."""
        dealt = self._next_round_dealt()
        tracker = dealt or self.tracker
        suffix = "_next_round" if dealt is not None else ""
        unseen = tracker.unseen()
        if self.face_up_extra is not None:
            unseen = unseen - self.face_up_extra(tracker.view().round)
        if not unseen:
            self.tell("app.unseen_none")
        elif sum(1 for n in unseen.values() if n) > UNSEEN_NAMES_MAX:
            self.tell("app.unseen_ranks" + suffix, count=sum(unseen.values()),
                      ranks=self._rank_list(unseen))
        else:
            self.tell("app.unseen" + suffix, cards=self._card_list(unseen))
        unsure = tracker.unsure_cards()
        if unsure:  # counted as unseen, and said so (QA12 F6)
            self.tell("app.unseen_unsure", cards=format_list(
                [place_name(keys, self.lang, note=False) for keys in unsure],
                locale=self.lang))

    def _key_scores(self, _command) -> None:
        """Key 4: "Mythos tokens." (the edition's word: "Sanity tokens." in the original
        edition, :func:`~companion.narration.narrate.token_words`) and
        :func:`~companion.narration.narrate.tokens_summary` ("Player 3 has 1 Sane; the others
        none."); "nobody has one yet" at the start (QA18 N7: "Sane 0, Insane 0" for each of 6
        players took 15 s by ear; QA19 #6: "Player 3 1 Sane" was heard as "player three
        one"). A round won while players are only probably out
        (``Tracker.result_hinges_on``): "Mythos tokens, if Bob is out (not confirmed): …"
        until the next deal (review of probable43). The accounts kept differing on whose
        the last round's token is (an open question decides who won it, or the new round's
        first card will: seed 002 "Starting the Next Round"): the tokens they all give,
        and who may take that one ("Mythos tokens, not counting the last round's, which
        Alice or Bob takes: …"; review of deal45: the first account's were said as fact),
        "which Dan may take" when some account gives it to nobody (fresh QA62 HIGH-1:
        Cthulhu's Insane effect wins the game, no token; RULINGS A13);
        mid-round (some account has the round won, another has it going on), the tokens
        every account gives, as if none were won yet. Either way, while the open question
        decides it, that the round's token depends on its answer, the question said after
        (:meth:`_scores_pending`). After rounds the table played unseen
        (:attr:`rounds_lost`): "Mythos tokens, not counting the rounds I lost (the table's
        are right): …" (review of late49: the count missing them was said as fact)."""
        view = self.tracker.view()
        edition = self.tracker.edition
        words = token_words(self.lang, edition)
        tokens = [(v.tokens.sane, v.tokens.insane) for v in view.seats]
        hyps = self.tracker.hyps
        apart = [s for s in range(len(tokens)) if len({h.tokens[s] for h in hyps}) > 1]
        foreseen = self._result_either_way() if apart else None
        if foreseen is not None:  # every account ends the round alike: its tokens, as fact
            self._tell_tokens(view, list(foreseen.tokens), words)  # (fresh QA62b LOW-1)
            return
        if apart:
            agreed = [(min(h.tokens[s].sane for h in hyps), min(h.tokens[s].insane for h in hyps))
                      for s in range(len(tokens))]
            if len({h.wait[0] in ROUND_OVER_WAITS for h in hyps}) == 1:  # every account
                # has the round over, or the next one dealt past the question: the last
                # round's token (fresh QA52 M5: one account with the game won, "over", the
                # other with the round going on, said "which Bob takes"); "may take" when
                # some account gives it to nobody (fresh QA62 HIGH-1: Alice's Cthulhu,
                # Insane her game won, no token; said "which Dan takes")
                nobody = any(all((h.tokens[s].sane, h.tokens[s].insane) == agreed[s]
                                 for s in apart) for h in hyps)
                self.tell("app.scores_undecided_maybe" if nobody else "app.scores_undecided",
                          players=self.names_of(apart, style="or"),
                          list=tokens_summary(self.lang, [self._player(s)
                                                          for s in range(len(tokens))],
                                              agreed, edition), **words)
                self._scores_pending(words)
                return
            # mid-round, some account has it won on an open question: the tokens every
            # account gives, no winner named (reread of deal45: "…which Alice takes" was
            # said while the question could still keep the round going); the round's
            # token then depends on the open question, named (fresh QA62 HIGH-1)
            self._tell_tokens(view, agreed, words)
            self._scores_pending(words)
            return
        self._tell_tokens(view, tokens, words)

    def _result_either_way(self) -> Foreseen | None:
        """The round's result every account the tracker keeps tells while its open question
        splits them (:func:`~companion.tracker.result_foreseen.result_either_way`: one
        winner, the same tokens, the same game's end, some account's end not said yet as
        it waits for a knocked-out hand), or ``None`` (no question open, the session's list
        open, or the answer decides the result). Keys 5 and 4 say it as fact (fresh QA62b
        LOW-1; seed 002 "End of the Round", "Out of the Round")."""
        if self.tracker.question is None or self.choice:
            return None
        return result_either_way(self.tracker.hyps)

    def _tell_tokens(self, view, tokens: list[tuple[int, int]], words: dict[str, str]) -> None:
        """Key 4's tokens line (:meth:`_key_scores`): ``tokens``, ``(sane, insane)`` per
        seat (0-based), of ``view`` (the tracker's public view); ``words``:
        :func:`~companion.narration.narrate.token_words`."""
        edition = self.tracker.edition
        if self.rounds_lost:  # the table played rounds unseen (companion.app.lost_rounds)
            self.tell("app.scores_lost", list=tokens_summary(
                self.lang, [self._player(s) for s in range(len(tokens))], tokens, edition),
                **words)
            return
        if not any(sane or insane for sane, insane in tokens):  # "yet": not once it is won
            self.tell("app.scores_nobody_over" if view.game_winners else "app.scores_nobody",
                      **words)
            return
        summary = tokens_summary(
            self.lang, [self._player(s) for s in range(len(tokens))], tokens, edition)
        # the round won while players are only probably out: its token counts only if
        # they are (review of probable43: "Dan wins the round" was said as fact)
        held = self.tracker.result_hinges_on()
        if held:
            self.tell("app.scores_if_out", count=len(held), list=summary,
                      players=self.names_of(held), **words)
            return
        self.tell("app.scores", list=summary, **words)

    def _scores_pending(self, words: dict[str, str]) -> None:
        """After key 4's tokens while the accounts differ on the round's (``words``:
        :func:`~companion.narration.narrate.token_words`): when the open question decides
        it, that the round's token depends on its answer, and the question ("The round's
        Sanity token depends on the answer to the open question: Alice: Sane or Insane
        effect? …"; fresh QA62 HIGH-1: "which Dan takes" was said as fact, the Insane
        answer winning Alice the game with no token). Nothing when no question is open
        (the next round's first card tells: ``app.result_by_first_card``) or the session's
        list is (as :meth:`_pending`)."""
        if self.tracker.question is not None and not self.choice:
            self.ask("app.scores_waits_answer", **words)

    def _key_zone(self, command: Command) -> None:
        """Star and a seat: the cards lying face up in that seat's discard zone, oldest
        first, a card not confirmed yet said as such (``Tracker.zone_reads``). Told with
        the table as heard (:func:`~companion.app.as_heard.as_heard`), a zone still names
        the cards laid there whose lines are not heard yet (cut, or queued): they lie on
        the table for all to see, and a zone told without them is false (QA47b MEDIUM-3:
        star 2 pressed 0.3 s into "Bob: the Deep One." said "Bob's discard zone is empty
        this round"); a zone holds no hidden card (a knocked-out hand is laid face up).
        Not once the table was dealt again in a round not heard yet: the zone is the one
        of the round the player hears (fresh QA50, run A: star 1 during "Bob is out, with
        The Fed." said "Alice's discard zone is empty this round", of round 3's deal), the
        live table's just before that deal, the cards laid in the round heard still named
        (review of keys50: star 2 during "Bob is out, with The Fed.", his Fed read, said
        "Bob's discard zone is empty."). Those cards not said yet are named last, as such
        ("Just read, not said yet: The Musician."; fresh QA51c M3: the list named The
        Musician 10 s before "Bob: The Musician." was said)."""
        tracker = self._round_heard(self._live) if self._live is not None else self.tracker
        view = tracker.view()
        seat = (command.number or 0) - 1
        if not 0 <= seat < len(view.seats):
            self.tell("app.no_seat", seat=command.number, count=len(view.seats))
            return
        zone = tracker.zone_reads(seat)  # a card not confirmed yet said as such
        if not zone:
            last = self._last_round_zone(seat, tracker)
            if last:  # QA38 #8: heard right after a round's start, it is the last round's
                self.tell("app.zone_empty_last", player=self._player(seat), cards=last)
            else:
                self.tell("app.zone_empty", player=self._player(seat))
            return
        said = len(zone) if self._live is None else _said_part(self.tracker, tracker, seat)
        names = [place_name(keys, self.lang) for keys in zone]
        if said == len(zone):
            self.tell("app.zone", player=self._player(seat),
                      cards=format_list(names, locale=self.lang))
            return
        unsaid = format_list(names[said:], locale=self.lang)
        if said:
            self.tell("app.zone_unsaid", player=self._player(seat),
                      cards=format_list(names[:said], locale=self.lang), unsaid=unsaid)
        else:
            self.tell("app.zone_unsaid_only", player=self._player(seat), unsaid=unsaid)

    def _round_heard(self, live):
        """The ``live`` tracker (a :class:`~companion.tracker.tracker.Tracker`) in the
        round of the table as heard (:attr:`tracker`, :func:`~companion.app.as_heard.
        as_heard`): as it is, or a copy as it was before the oldest deal of a round not
        heard yet (fresh QA50, run A); the table as heard when no such deal is found."""
        heard = self.tracker.view().round
        if live.view().round == heard:
            return live
        history = live.history
        for index in range(len(history) - 1, 0, -1):
            if history[index][0].kind == "new_round":
                before = live.as_before(index)
                if before.view().round == heard:
                    return before
        return self.tracker

    def _last_round_zone(self, seat: int, tracker) -> str | None:
        """The cards of ``seat``'s discard zone as the last round ended (before the
        newest round's start in ``tracker``'s history, a
        :class:`~companion.tracker.tracker.Tracker`), a list in words; ``None`` when no
        round's start is in it or the zone was empty."""
        history = tracker.history
        start = next((i for i in range(len(history) - 1, 0, -1)
                      if history[i][0].kind == "new_round"), None)
        zone = tracker.as_before(start).zone_reads(seat) if start is not None else ()
        return format_list([place_name(keys, self.lang) for keys in zone],
                           locale=self.lang) if zone else None

    def note_card_said(self, key: str, heard) -> None:
        """Keep that the play of card ``key`` was said (``heard``: what ``say`` returned
        for its line) in :attr:`cards_said`, the newest :data:`CARDS_SAID_KEPT`."""
        before = self.cards_said[-1][0] if self.cards_said else None
        self.cards_said = [*self.cards_said[1 - CARDS_SAID_KEPT:], (key, heard, before)]

    def card_heard(self) -> str | None:
        """Key 6's card: the newest play whose line the voice has begun (or shown: no
        voice), never one it has still to begin, whatever the backlog of news (QA38 #5:
        0.8 s after "Carol: The Fed." began, key 6 described Alice's card read since, on
        screen only, its answer waiting 7 s behind the news); ``None``: none yet."""
        for key, heard, _ in reversed(self.cards_said):
            if _begun(heard):
                return key
        return self.cards_said[0][2] if self.cards_said else None

    def _key_card_help(self, _command) -> None:
        key = self.card_heard()
        if key is None:
            self.tell("app.no_card_yet")
            return
        c = card(key)
        text = message(self.lang, "app.card_help", card=c.name(self.lang), text=c.sane[self.lang])
        if c.insane:
            text += " " + message(self.lang, "app.card_help_insane", text=c.insane[self.lang])
        self._answer_text(text)

    def _view_told(self):
        """The tracker's view (a :class:`~companion.engine.views.PublicView`) with no seat
        said Insane whose "now Insane" is unsaid in some account (a player out never told
        Insane too: :func:`~companion.tracker.insane_told.untold_out`), or not heard yet
        (:attr:`_insane_unheard`): its Other World card enters the zone once its effect is
        over, which may still end the round, won Sane (seed 002 "State of Mind"; RULINGS
        A12; review rev40f). Keys 5 and 8 both: fresh QA59 M2, run D2 resumed while Alice's
        R'lyeh laid its cards: "It is Alice's turn. Alice is Insane, 1 Other World card."
        then key 8 "Alice is in", and "Alice is now Insane." after those cards."""
        view, hyps = self.tracker.view(), self.tracker.hyps
        # nor a player out never said Insane: their hand, or a Cthulhu discarded, laid
        # face up (fresh QA60 MEDIUM-3: "Alice is out, Insane", her hand the Nightgaunt)
        unsaid = set().union(self._insane_unheard, *(insane_unsaid(h) for h in hyps),
                             untold_out(hyps))
        # but one whose Sanity check every account waits for: the round went on, its card
        # in her zone; key 5 says that check (review of m60a: "It is Alice's turn. The
        # table is waiting for Alice's Sanity check.", her insanity and Other World cards
        # dropped, "now Insane" held with "was that Bob's hand?")
        unsaid -= {s for s in unsaid if all(h.wait[:2] == ("check", s) for h in hyps)}
        return replace(view, seats=tuple(replace(v, insane=False) if s in unsaid else v
                                         for s, v in enumerate(view.seats)))

    def _key_table(self, _command) -> None:
        view = self._view_told()
        items = []
        # said only probably out: not "out" as fact (reviews of probable43 and seats43)
        maybe = self._maybe_out()
        by_effect, play, sure = self._out_by_effect(maybe)
        named = [s for s in maybe if s not in by_effect]
        if named:  # QA17 #11: said "in" as fact; QA18 N6: one sentence for them all
            items.append(message(self.lang, "app.seat_maybe_out", count=len(named),
                                 players=self.names_of(named)))
        if by_effect:  # fresh QA51 E: every player but one named "may be out"
            # fresh QA56 HIGH-1: "if" while an account resolves another play; fresh QA57
            # LOW-1: its one possible target named with it, not "Carol may be out" alone
            one = "_one" if len(by_effect) == 1 else ""
            items.append(message(self.lang, f"app.seat_maybe_out_effect{one}" if sure
                                 else f"app.seat_maybe_out_effect{one}_if",
                                 player=self._player(play.seat),
                                 card=card(play.card).name(self.lang),
                                 target=self._player(by_effect[0])))
        if len(by_effect) > 1:  # fresh QA57 MEDIUM-3: nobody was said in behind it
            items.append(message(self.lang, "app.seat_in_effect", count=len(by_effect),
                                 players=self.names_of(by_effect)))
        # QA38 #7: "Carol may be out (not confirmed)" left out that she is Insane
        items += [message(self.lang, "app.seat_maybe_insane", player=self._player(s))
                  for s in sorted({*maybe, *by_effect}) if view.seats[s].insane]
        # mid Sanity check, an Other World card among its first cards: in till it is
        # judged, as key 5 says (seed 002 "Sanity Checks"; RULINGS A14; review of low67)
        checking = view.active if view.active is not None and self.tracker.hyps and all(
            h.wait[0] == "check" and h.wait[3] for h in self.tracker.hyps) else None
        for s, seat in enumerate(view.seats):
            if s in maybe or s in by_effect:
                continue
            if seat.out and s != checking:
                items.append(message(self.lang, "app.seat_out", player=self._player(s))
                             + (message(self.lang, "app.word_insane") if seat.insane else ""))
                continue
            state = "".join(message(self.lang, f"app.word_{w}") for w, on in
                            (("insane", seat.insane), ("protected", seat.protected),
                             ("immune", seat.immune)) if on)
            items.append(message(self.lang, "app.seat_in", player=self._player(s), state=state))
        if not maybe and all(not (v.out or v.insane or v.protected or v.immune)
                             for v in view.seats):  # QA23 #15: each name said "is in"
            items = [message(self.lang, "app.everyone_in")]
        table = message(self.lang, "app.table", list=message(self.lang, "app.list_sep").join(items))
        self._answer_text(" ".join(t for t in (self._game_over(view), table) if t))
        self._pending()

    def _turn_unless_out(self) -> tuple[int, list[int]] | None:
        """While the accounts kept differ on whose turn it is only because one player may
        be out (after a Boxer with no target told, Bob plays unless he lost the compare):
        ``(that player's seat, the seats that may play instead, in turn order after it)``;
        ``None`` otherwise (some account has no turn, or no one player decides it)."""
        hyps = self.tracker.hyps
        turns = self.tracker.next_turns()
        actives = set(turns)
        if None in actives or len(actives) < 2:
            return None
        for seat in sorted(actives):
            if all(h.out[seat] for h, turn in zip(hyps, turns) if turn != seat):
                n = len(self.tracker.names)
                return seat, sorted(actives - {seat}, key=lambda s: (s - seat) % n)
        return None

    def _tell_turn_unless(self, first: int, then: list[int]) -> None:
        """Say "It is Bob's turn, unless Bob is out: then Cy plays." (``first`` and
        ``then``: seats, 0-based, as :meth:`_turn_unless_out` gives them)."""
        self.tell("app.turn_unless_out", player=self._player(first),
                  next=self.names_of(then, style="or"))

    def _turns_possible(self) -> list[int]:
        """The seats whose turn it may be, when every account kept names one (an Insane
        Nightgaunt: its player's extra turn, seed 002 card 2 and RULINGS A15, or the next
        player's after its Sane look; QA23 #21: key 5 named nobody), the player of the
        card being resolved first, then in turn order; ``[]`` otherwise."""
        turns = self.tracker.next_turns()
        if None in turns or len(set(turns)) < 2:
            return []
        state = self.tracker.state
        start = state.play.seat if state.play is not None else state.active
        n = len(self.tracker.names)
        return sorted(set(turns), key=lambda s: (s - start) % n)

    def _maybe_out(self) -> list[int]:
        """The seats the accounts kept differ on whether they are out (not confirmed), and
        those said only probably out (``Tracker.probably_out``: the cards alone closed the
        question, QA42 H1; or held out while their zone was unread, QA43 M1: "Carol is
        out" for a player with no seat marker, who never sat), their hand not named."""
        hyps = self.tracker.hyps
        return sorted({*self.tracker.probably_out(),
                       *(s for s in range(len(self.tracker.names))
                         if "out" in unsure_facts(hyps, s))})

    def _out_by_effect(self, maybe: list[int]) -> tuple[list[int], object, bool]:
        """Of ``maybe`` (seats, 0-based, :meth:`_maybe_out`): those out only in the accounts
        whose hand, laid face up, is still to come (awaited: ``wait`` ``("hand", seat, …)``;
        or owed, the table gone on: :attr:`~companion.tracker.table.TableState.late`) after
        the effect of one play, whose target no card told (a guess, a compare: seed 002's
        Investigators and Boxer, RULINGS A1): said together as that play's effect not known
        yet (fresh QA51 run E: "Alice, Bob, Carol, Dan, and Eve may be out" right after
        Fay's Investigators); one alone is named with that play (fresh QA57 LOW-1: "Carol
        may be out" after Bob's Investigators, Alice protected, was heard as said ahead).
        With them the seats that play may have chosen whose next card the table waits for
        (:func:`_next_settles`): the tracker keeps no account of their out, the next card
        in their zone tells it (its play or their hand), but the table has said no more of
        them than of the others (fresh QA59 M2, run B: "Bob, Dan, and Eve may be out (not
        confirmed); Alice is in; Carol is in." after Alice's Cultists and "was the Shoggoth
        Bob's hand?", Dan and Eve's hands owed, Carol's turn next).

        Returns ``(seats, play, sure)``: ``play`` the tracker's ``PlayNote`` of that play,
        ``sure`` whether every account holds it as a play (``False``: another account took
        the card for a hand, the question open; fresh QA56 HIGH-1: "Dan played the
        Investigators" was said as fact while asked whether it was Dan's hand, laid because
        Carol's Boxer put him out). ``([], None, False)`` when no seat, no single such
        play, or its target told (a Boxer aimed at Cy: "Ann and Cy may be out", review of
        keys51)."""
        hyps, held = self.tracker.hyps, self.tracker.probably_out()
        seats = [s for s in maybe if s not in held and all(
            _knocked_by(h, s) is not None for h in hyps if h.out[s])]
        plays = {(n.seat, n.card, _nth(h, n)) for s in seats for h in hyps if h.out[s]
                 for n in (_knocked_by(h, s),)}
        if not seats or len(plays) != 1:
            return [], None, False
        play = next(iter(plays))
        same = [n for h in hyps for n in (_note_of(h, play),) if n is not None]
        targets = {n.target for n in same}
        if len(targets) == 1 and None not in targets:  # its target told: name them (review)
            return [], None, False
        note = next((n for n in same if any(
            h.out[s] and _knocked_by(h, s) is n for h in hyps for s in seats)), same[0])
        seats += [s for s in note.valid if s not in maybe and _next_settles(hyps, s)]
        return sorted(seats), note, len(same) == len(hyps)

    def _pending(self) -> None:
        """After a state answer (keys 5 and 8): when a question is open, say that the
        answer waits for it, and the question (QA: "Bob is in, protected" was said as fact
        while the table was still asked whether Bob was out)."""
        if self.tracker.question is not None and not self.choice:
            self.ask("app.question_pending")

    def _key_help(self, _command) -> None:
        self.tell("app.help", **token_words(self.lang, self.tracker.edition or self.edition))

    def _key_unknown_key(self, command: Command) -> None:
        """A key that does nothing says so, after the line being said, which it does not
        cut (:attr:`~companion.app.announcement.Announcement.cuts`). Such a refusal still
        to be said, not begun, answers the keys that do nothing typed after it: they add
        none (review of lows45: refusals are firm, QA44 LOW-8, and 8 letters typed by
        mistake queued 8 of them, about 20 s, ahead of the news)."""
        waiting = self._unknown_said
        if waiting is not None and _waits(waiting) and not _begun(waiting):
            return
        name = command.key or ""
        if name == "special":  # an arrow or F key: no name the table would recognise
            self._unknown_said = self.tell("app.special_key", cuts=False)
            return
        if name in KEY_NAMES.values():  # "escape", "tab": said in the table's language
            name = message(self.lang, f"app.key.{name}")
        elif name.startswith("ctrl+"):
            name = message(self.lang, "app.key.control", letter=name[5:].upper())
        self._unknown_said = self.tell("app.unknown_key", name=name, cuts=False)

    def _key_cancelled(self, _command) -> None:
        self.tell("app.cancelled")


def _knocked_by(h, seat: int):
    """The ``PlayNote`` of the play that put ``seat`` out in the account ``h`` (a
    :class:`~companion.tracker.table.TableState`) whose hand, laid face up, is still to
    come: awaited (``wait`` ``("hand", seat, …)``) or owed (``late``, the table gone on
    before it; QA F26); ``None`` otherwise (its hand laid, or said out by its own card)."""
    if h.wait[:2] == ("hand", seat):
        return h.play
    return next((note for s, _, note in h.late if s == seat), None)


def _note_of(h, play: tuple):
    """The ``PlayNote`` of ``play`` (``(seat, card key, nth)``: that seat's ``nth`` play of
    that card this round, 0-based, :func:`_nth`) in the account ``h``: the play resolving,
    or one played earlier this round (``earlier``), an owed hand's knocking play among
    them; ``None`` when ``h`` holds no such play (it took that card for a hand). A seat's
    earlier play of the same card is another play (review of m60a: Alice's second
    Investigators, perhaps her hand after Carol's Boxer, was said "Alice played the
    Investigators: it may have put Carol out" as fact, her first one matched)."""
    seat, key, nth = play
    same = [n for n in _round_plays(h) if (n.seat, n.card) == (seat, key)]
    return same[nth] if 0 <= nth < len(same) else None


def _round_plays(h) -> tuple:
    """The ``PlayNote`` of each play of this round in the account ``h``, oldest first."""
    return (*h.earlier, *((h.play,) if h.play is not None else ()))


def _nth(h, note) -> int:
    """How many plays of ``note``'s card by its seat the account ``h`` holds before it this
    round (the same play across accounts, as ``tracker.questions.earlier_effect`` tells
    it); an owed hand's note no longer among them (replaced since) is taken as the
    newest."""
    same = [n for n in _round_plays(h) if (n.seat, n.card) == (note.seat, note.card)]
    return next((i for i, n in enumerate(same) if n is note), len(same) - 1)


def _next_settles(hyps, seat: int) -> bool:
    """Whether every account of ``hyps`` has ``seat`` in, not immune (seed 002 card 4,
    Necronomicon: an Insane one cannot be knocked out), and waits for its next card, its
    play or, Insane, the first card of its Sanity check (seed 002 "Sanity Checks";
    ``wait`` ``("check", seat, left, ())``): the tracker then keeps no account of ``seat``
    put out by the play resolving, its hand owed, as the next card in its zone tells
    (``Tracker._step``'s late hands, QA F1; review of m60a: an Insane next player was said
    "in" as fact, a Sane one "in, unless that play put them out")."""
    return all(not h.out[seat] and h.immune[seat] is None and (
        h.wait[:2] == ("play", seat) or h.wait[:2] == ("check", seat) and not h.wait[3])
        for h in hyps)


def _said_part(heard, told, seat: int) -> int:
    """How many of the first cards of ``seat``'s discard zone in ``told`` (the tracker
    whose zone star tells) the player has heard said: the length of ``heard``'s zone (the
    table as heard, :func:`~companion.app.as_heard.as_heard`) when it begins ``told``'s,
    else all of them (the zone told differs from the one heard otherwise: an undo, a
    correction, another round; said whole, as before)."""
    zone, said = told.zone_reads(seat), heard.zone_reads(seat)
    if told is heard or len(said) >= len(zone) or tuple(zone[:len(said)]) != tuple(said):
        return len(zone)
    return len(said)
