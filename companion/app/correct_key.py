"""Slash and a rank (the last card read was another one): its cue, the card it corrects back
in the history, heard since, the correction given. A part of
:class:`companion.app.question_keys.QuestionKeys` (:class:`CorrectKey`), split from
:mod:`companion.app.question_keys` by job (rf70).
"""
from __future__ import annotations

from collections import Counter

from babel.lists import format_list

from companion.app.keys import Command
from companion.cards import card
from companion.tracker import observations as o
from companion.tracker.corrected import ROUND_OPENERS
from companion.tracker.inconsistencies import CARD_KINDS
from companion.tracker.observations import Observation


class CorrectKey:
    """Slash and a rank in :class:`~companion.app.question_keys.QuestionKeys` (a
    mixin: it uses what :class:`~companion.app.question_keys.QuestionKeys` uses)."""

    def _not_face_up(self, keys: tuple[str, ...]) -> tuple[str, ...]:
        """``keys`` but those whose every copy lies face up outside the zones (set aside
        face up, or the 2-player face-up cards): QA17 #12, a correction to 0 offered the
        Stowaway Eggs set aside face up."""
        view = self.tracker.view()
        up = Counter(view.face_up + ((view.aside,) if view.aside else ()))
        return tuple(k for k in keys if up[k] < card(k).copies)

    def _not_counted(self, keys: tuple[str, ...], back: int) -> tuple[str, ...]:
        """``keys`` but those whose every copy the table shows, in the zones or face up
        (the tracker's :meth:`~companion.tracker.tracker.Tracker.unseen` count holds none:
        its largest over the accounts), the card slash corrects (``back`` card inputs
        before the newest) not counted as one of them: it is the copy being changed.
        Fresh QA69 L3 (handC r6): slash and 5 for Bob's card offered "1: The Musician; 2:
        the Stowaway", the edition's only Stowaway lying in Alice's zone, counted; plus 2
        then said it was already there (Enter 5 left it out rightly)."""
        unseen = self.tracker.unseen()
        target = self.tracker.correct_target(back)
        own = set(target.cards) if target is not None else set()
        return tuple(k for k in keys if unseen[k] > 0 or k in own)

    def correct_cue(self) -> Observation | None:
        """Say what slash waits for, naming the card it would correct (QA25 F6: "Correct:
        which rank?" left the player guessing which card): its player and its name (a
        face-up card, public), or the bare cue when no card was read. That card is the
        last one the player heard of or hears now (:meth:`_correct_back`; QA32 M1: slash
        during "Bob: the Investigators." named Carol's card, not said yet); what the voice
        has still to say of it is said first. Returns the newest card input
        (:meth:`~companion.tracker.tracker.Tracker.correct_target`; a new card read
        changes it), or ``None``."""
        newest = self.tracker.correct_target()
        back = self._correct_back(fresh=True)
        target = self.tracker.correct_target(back)
        named = self.differs_cue_cards(target.cards if target is not None else ())
        if target is None or self.last_read is None \
                or self.said_for.untold(self.tracker.up_to_corrected(back)):
            self.tell("app.prefix_correct")  # a card never told of is not named
            return newest
        brings = self._rest_of(back)
        names = format_list([card(k).name(self.lang) for k in named], style="or",
                            locale=self.lang)
        if target.seat is None:
            self.tell("app.prefix_correct_card", card=names, brings=brings)
        else:
            self.tell("app.prefix_correct_seat", card=names, player=self._player(target.seat),
                      brings=brings)
        return newest

    def _correct_back(self, fresh: bool = False) -> int:
        """How many card inputs after the card slash corrects: the newest ones the voice
        has begun saying nothing of (:meth:`~companion.app.said_for.SaidFor.unbegun_cards`).
        ``fresh``: slash was just pressed (its cue), the card noted for its rank; else the
        card the cue named, once, while still in the history (a card read since, once the
        player hears of it, cancels the slash: :meth:`correct_heard_since`), or as now
        with no cue. Fresh, right after the line naming a stickers-only reading the count
        of Enter's card rests on, that reading (fresh QA50b HIGH-1:
        :meth:`~companion.app.rank_counted.RankCounted.count_back`); after the camera's
        hint on a card entered by key, that card (fresh QA55 MEDIUM-2:
        :meth:`~companion.app.differs_slash.DiffersSlash.differs_back`)."""
        history = self.tracker.history
        at, self._correct_at = self._correct_at, None
        kept = next((i for i, entry in enumerate(history) if entry is at), None)
        if not fresh and kept is not None:
            return self.tracker.cards_after(kept)
        counted = self.count_back() if fresh else None
        if counted is not None:  # the stickers-only reading the count line named, once:
            self.count_back_used()  # the next slash corrects the newest card again
            self._correct_at = history[self.tracker.corrected_index(counted)]
            return counted
        differs = self.differs_back() if fresh else None
        if differs is not None:  # the card the camera's hint named, once (differs_slash)
            self.differs_back_used()
            self._correct_at = history[self.tracker.corrected_index(differs)]
            return differs
        back = self.said_for.unbegun_cards(history, CARD_KINDS, ROUND_OPENERS)
        at = self.tracker.corrected_index(back)
        if fresh and at >= 0:
            self._correct_at = history[at]
        return back

    def correct_heard_since(self, named: Observation | None) -> bool:
        """Whether slash's rank, still awaited, would no longer go to the card its cue
        named: the player has begun hearing of a card read since the cue (``named``: the
        newest card input then, :meth:`correct_cue`'s return; its rank may be meant for
        that card: QA25 F6), or that input, or the card the cue named, is no longer in the
        history. A card read since and not said yet leaves the slash waiting, its rank for
        the card named (QA43 L2: "Correction cancelled: a new card was read." came 7 s
        before the player heard of that card, and no slash at a normal pace succeeded)."""
        history = self.tracker.history
        at = next((i for i, (obs, _) in enumerate(history) if obs is named), None)
        if at is None or not any(entry is self._correct_at for entry in history):
            return True
        since = self.tracker.cards_after(at)
        return since > 0 and self.said_for.unbegun_cards(
            history, CARD_KINDS, ROUND_OPENERS) < since

    def _key_correct(self, command: Command) -> None:
        if self.tracker.edition is None:
            self.tell("app.no_turn")
            return
        if self.last_read is None:
            self.tell("app.nothing_to_correct")
            return
        back = self._correct_back()
        # what is said acts on that card: what the voice has still to say of it first
        brings, self._brings = self._brings, self._rest_of(back)
        try:
            self._correct_to(command.number, back)
        finally:
            self._brings = brings

    def _rest_of(self, back: int) -> tuple:
        """What the voice has still to say of the card slash corrects (``back`` card inputs
        before the newest), when it has begun saying it
        (:meth:`~companion.app.said_for.SaidFor.rest_of_begun`): said before slash's
        answers. Not a saying of the tracker's question (the card's line when its
        question opens with it: "The Tommy Gun in Alice's discard zone: was that Alice's
        hand…?"): slash's cue cuts it, and it is said again after the correction or its
        list (fresh QA56 M1: ended first, its 9 s put the cue 3 s late and the list
        behind it, and plus 2 went to the question heard)."""
        asked = {id(h) for _, h in self.said_for.prompts_heard.get("question", ())}
        return tuple(h for h in self.said_for.rest_of_begun(self.tracker.up_to_corrected(back))
                     if id(h) not in asked)

    def _correct_to(self, rank: int | None, back: int) -> None:
        """Slash's rank: correct the card ``back`` card inputs before the newest to the
        card of ``rank`` laid, or list them when two are; none of the rank's cards whose
        every copy lies face up (:meth:`_not_face_up`) or in the zones
        (:meth:`_not_counted`). One card left by the count alone is still listed, alone
        ("Which card? 1: The Musician."), not given at once: a player used to the rank's
        two cards types plus and a number after slash, which would otherwise answer the
        open question (fresh QA69 L3's route, handC r2: "/5 +1" by then meant for "was
        that Bob's hand?"). Each card keeps its number in the rank's list (review of
        ord71, MEDIUM: "/7 +1" typed from habit took the Shoggoth once the counted
        Entertainer was left out and the list renumbered): the counted one is not said
        ("Which card? 2: the Shoggoth.") but its number stays, and answers as the
        tracker refuses it ("The Entertainer is already in Alice's zone; nothing
        changed.": :mod:`companion.tracker.corrected`)."""
        matches = self._cards_of_rank(rank)
        shown = self._not_face_up(matches)
        laid = self._not_counted(shown, back)
        if matches and not laid:
            self.tell("app.enter_all_seen", rank=rank, cards=format_list(
                [card(k).name(self.lang) for k in matches], locale=self.lang))
        elif len(laid) == 1 and len(shown) == 1:
            self._give(o.was(laid[0], back=back))
        elif laid:
            choice = tuple((card(k).name(self.lang), o.was(k, back=back)) for k in shown)
            self._open_choice(choice, "app.correct_which", unlisted=tuple(
                obs for k, (_, obs) in zip(shown, choice) if k not in laid))
