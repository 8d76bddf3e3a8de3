"""The keys that answer about the game without changing it: whose turn (5), the deck (2),
the unseen cards (3), the Mythos tokens (4), a zone (star and a seat), the last card's text
(6), the table (8), the spoken help, and a key with no meaning.

A mixin of :class:`companion.app.session.TableSession` (it uses the session's
``tracker``, ``lang``, ``choice``, ``tell``, ``_answer_text``, ``announce``, ``ask``,
``_player``, ``_game_over`` and ``deal_waits``); :meth:`TableSession.key` calls its
``_key_*`` methods.

Its parts, split by job (rf70), each a mixin of :class:`InfoKeys`: key 5 (whose turn) and
the players maybe out, :mod:`companion.app.turn_key`; key 4 (the Mythos tokens),
:mod:`companion.app.score_key`; star and a seat (a discard zone),
:mod:`companion.app.zone_key`.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import replace

from babel.lists import format_list

from companion.app.keys import KEY_NAMES, Command
from companion.app.said_heard import _begun, _waits
from companion.cards import card, edition_cards
from companion.narration.catalog import message
from companion.narration.narrate import counts_or, narrate, place_name, token_words
from companion.tracker.doubts import deck_counts
from companion.tracker.events import TableEvent
from companion.tracker.flow import insane_unsaid
from companion.tracker.insane_told import untold_out
from companion.app.turn_key import TurnKey
from companion.app.score_key import ScoreKey
from companion.app.zone_key import ZoneKey

# Re-exported: the names this module held before the split (rf70), for the code and
# tests that take them from here.
from companion.app.turn_key import (_knocked_by, _next_settles, _note_of, _nth,  # noqa: F401
                                    _round_plays)
from companion.app.zone_key import _said_part  # noqa: F401

#: Key 3 names the unseen cards up to this many different ones; more are said by rank.
UNSEEN_NAMES_MAX = 6
#: Key 6 remembers this many plays said (:meth:`InfoKeys.note_card_said`).
CARDS_SAID_KEPT = 32


class InfoKeys(TurnKey, ScoreKey, ZoneKey):
    """Answers to the keys that tell the game's state (see the module docstring)."""

    #: what ``say`` returned for the last "Key … does nothing." (:meth:`_key_unknown_key`;
    #: ``None``: none said)
    _unknown_said: object = None
    #: the seats made Insane by an answer the table as heard took, not heard yet
    #: (:attr:`~companion.app.as_heard.HeardTable.insane_unheard`; set by ``as_heard``)
    _insane_unheard: frozenset = frozenset()

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
