"""The undo's confirm question ("Undo …? Press minus again."): what the players know of the
input undone, the cards it revealed, its copies. A part of
:class:`companion.app.undo_key.UndoKey` (:class:`UndoConfirm`), split from
:mod:`companion.app.undo_key` by job (rf69).
"""
from __future__ import annotations

from functools import partial
from itertools import takewhile

from companion.cards import card


class UndoConfirm:
    """The undo's confirm question in :class:`~companion.app.undo_key.UndoKey` (a
    mixin: it uses what :class:`~companion.app.undo_key.UndoKey` uses)."""

    def _known(self, last, refused: bool) -> tuple[str, ...]:
        """The undo's card as the table knows it: one name, or its candidates (QA19 #10: an
        unconfirmed "Tommy Gun or R'lyeh?" was undone as "Tommy Gun in Ann's zone."). A
        hand revealed is named as the accounts hold it (:meth:`_revealed`); any other card
        not laid in the zone (review of xfail50: a hand an Insane Shoggoth reveals, "The
        Musician or The Dilettante", was undone as "the Shoggoth in Alice's zone.", the
        zone's last card) keeps its candidates."""
        known, tracker, seat = last.cards, self.tracker, last.seat
        if len(known) > 1 and not refused and seat is not None:
            past = tracker.as_before(len(tracker.history) - 1)
            if revealed := self._revealed(seat, past):
                return revealed
            if len(tracker.state.zones[seat]) > len(past.state.zones[seat]):
                known = (tracker.zone_reads(seat) or ((),))[-1]
        return known

    def _revealed(self, seat: int, past) -> tuple[str, ...]:
        """The cards the accounts kept hold as the hand ``seat`` (0-based) revealed at the
        showdown when the newest input revealed it (:func:`_hands`: no reveal of that
        seat in ``past``, the tracker before that input), its keys in the accounts'
        order; else ``()``. Review of qa46h1: Carol's hand entered by key (Enter 3) and
        undone was said as her zone's last play, "Undone: R'lyeh in Carol's zone.";
        review of xfail50: so was a hand revealed while another was still awaited."""
        tracker = self.tracker
        if any(s == seat for h in past.hyps for s, _ in _hands(h)):
            return ()
        return tuple(dict.fromkeys(key for h in tracker.hyps for s, key in _hands(h)
                                   if s == seat and key))

    def _confirm_first(self, last) -> bool:
        """Minus twice while the voice has not yet said the table's input it would undo, or
        has still to say a key's refusal
        (:meth:`~companion.app.said_for.SaidFor.undo_question`): nothing is undone, what
        would be is named and minus twice asked again; said after the lines the voice has
        still to say, so once heard, the next minus twice undoes at once (QA28 #3: a minus
        meant for the answer just typed removed "Carol: The Urchin.", not said yet; a minus
        0.3 s after a refused plus 2 removed a card 20 s old). When a newer input came
        since the last such question, the question says so (QA31 N1). Undo stays a pop of
        the history's newest input. Returns whether it asked."""
        history = self.tracker.history
        prefix = self.said_for.undo_question(history)
        if prefix is None:
            return False
        with self.said_for.asking_undo(history[-1]):
            self._ask_undo(last, history[-1], prefix)
        return True

    def _ask_undo(self, last, top, prefix: str) -> None:
        """Say the undo's question naming ``last`` (``top``: its history entry):
        ``prefix`` ``"app.undo_confirm"`` ("Undo X?") or ``"app.undo_since"`` (X came
        since the last such question). Said at once, after the lines of that input the voice
        has still to say: the player hears the card before the question that names it
        (QA36 M2), and without waiting for the rest of the backlog (QA27 #5: 8 to 11 s
        late, and cut and begun again by each key's answer, 5 times). A card the voice
        has begun none of the lines of is named in the question, said at once, as not said
        yet (as another copy when a card of its name lies in a zone already: fresh QA49b
        MEDIUM-5, Carol's second Investigators "read but not said yet" right after "Carol:
        the Investigators." was taken for that one, confirmed, and the round lost); its
        lines keep their place among the news (QA28 of session 28: its own
        9.3 s question came first, and the undo's question 9.5 s after the minus). A line
        of it the voice has begun (being said, or cut by the first minus's cue) is not
        waited for: it goes on after the question, as a line a key cuts does (QA32 L5: the
        open question, cut 0.5 s in, was said again whole, 8 s, before the undo's). The
        2-player notice of face-up cards missed, said after the round's first play line, is
        no line of the card: neither it nor what follows it is waited for (fresh QA57
        MEDIUM-2, run B: the question came 13 s after the keys, behind that notice). A
        deal's question waits only for the lines before the deal's own (the ended round's
        news, told by the deal or the card that ended it: review of mw64), not its dealing
        steps and round start (fresh QA63b MEDIUM-4)."""
        # fresh QA57 MEDIUM-2: not behind the 2-player face-up notice (13 s), said for
        # that input after its play line: a camera prompt, no line of the card
        unsaid = tuple(takewhile(lambda h: h is not self.face_up_heard, (
            h for h in self.said_for.unsaid(self.tracker.history) if not h.begun())))
        ask = partial(self.tell, brings=unsaid)
        if last.kind == "card" and last.cards and last.seat is not None:
            refused = self.tracker.refused_last()
            known = self._known(last, refused)
            if len(known) == 1:
                never = self.said_for.never_begun(self.tracker.history)
                key = f"{prefix}_unsaid_card" if never else f"{prefix}_card"
                name = card(known[0]).name(self.lang)
                if never and self._copies(name) > (0 if refused else 1):
                    key += "_again"  # "another copy": not the one just heard (QA49b M5)
                (self.tell if never else ask)(key, card=name, player=self._player(last.seat))
            else:
                ask(f"{prefix}_card_unsure", player=self._player(last.seat))
        elif last.kind == "new_round":
            # only the ended round's news the deal tells first comes before it, not the
            # dealing steps and the round's start: they can wait, and go with the deal
            # if it is undone (fresh QA63b MEDIUM-4: minus twice right after "Alice wins
            # the round" was answered after the whole next deal's lines)
            # (review of mw64: nor the news of the card that ended it, unsaid before the
            # deal's own lines: "Alice wins the round" came after the question)
            record = self.said_for.record_of(top)
            deal = record.lines[record.round_at:] if record else []
            history = self.tracker.history
            ended = [h for h in (self.said_for.unsaid_of(history[-2]) if len(history) > 1
                                 and history[-1] is top else ()) if not h.begun()]
            self.tell(f"{prefix}_round", brings=(*ended, *takewhile(
                lambda h: not any(h is d for d in deal), unsaid)))
        elif self.said_for.by_key(top):
            ask(f"{prefix}_answer")
        else:
            ask(prefix)

    def _copies(self, name: str) -> int:
        """How many cards named ``name`` (in :attr:`lang`) lie in the discard zones of the
        view: plays, Sanity check cards, knocked-out hands. The undo's card is among them
        unless the table refused it (review of undoname49: a refused second Cultists,
        not laid, was named plainly right after "Alice: the Cultists."); by name, as the
        player hears it (a key of another edition, refused, bears the same name)."""
        return sum(card(key).name(self.lang) == name
                   for seat in self.tracker.view().seats for key in seat.zone)


def _hands(h) -> tuple:
    """The hands account ``h`` (a tracker's :class:`TableState`) holds revealed at this
    round's showdown, ``((seat, key or None), …)``: all of them once it is judged
    (``showdown``), those revealed so far while others are awaited (its wait's third
    item: :func:`~companion.tracker.inference._hand`)."""
    return h.showdown or (h.wait[2] if h.wait[0] == "showdown" else ())
