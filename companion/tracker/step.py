"""One input stepped in every account of the tracker: the accounts that explain it
(:meth:`Steps._step`), a card's role as the player told it (:func:`told_play`), the card
asked about, an undone input kept. A part of :class:`companion.tracker.tracker.Tracker`
(:class:`Steps`), split from :mod:`companion.tracker.tracker` by job (rf69).
"""
from __future__ import annotations

from dataclasses import replace

from companion.tracker import inference as flow
from companion.tracker.early_card import (discard_or_play, due, held_for_discard, read_early,
                                          step_any)
from companion.tracker.late_discard import late_discards
from companion.tracker.flow import hand_late
from companion.tracker.questions import hand_laid
from companion.tracker.round_result import dealt_agreed
from companion.tracker.observations import LATER, Observation
from companion.tracker.table import TableState
from companion.tracker.undone_discard import held_since, with_undone


def told_play(obs: Observation, new: list[TableState]) -> list[TableState]:
    """``new``, the accounts that explain ``obs``, less those the player's word on the
    card's role rules out, when ``obs`` is a card so told (``value``; Enter's rank for
    the seat's zone, then plus and the number of "The Dilettante in Bob's zone: is it Bob's
    play, or Bob's hand …?": :meth:`~companion.app.question_keys.QuestionKeys._key_enter`,
    :func:`.observations.card_seen`): ``"play"`` drops those where it is its seat's
    knocked-out hand (as ``not_hand`` would after it), ``"hand"`` keeps only those (as
    "yes" to "was that Bob's hand?" does); all of ``new`` when none is left (the table's
    cards outrank the word). ``"later"`` (answer 2 to the pile question,
    :mod:`companion.app.pile_asked`) drops those where it is its seat's hand, with no
    fall-back: none left, the card is refused. Fresh QA57 HIGH-3 (run E, seed 254): Bob's Dilettante,
    entered, stayed his hand in one account (Alice's Investigators, target and guess
    unseen, knocking him out), his play in the other; Carol's next card made the hand
    fact, "Bob is out, with The Dilettante.", his play never said; the review of qaE57b:
    the other truth (his hand) is as likely from the same pictures, hence asked. Seed 002
    "Out of the Round": a knocked-out player lays their hand."""
    if obs.kind == "card" and obs.value == LATER and obs.seat is not None:
        # told not its seat's hand, a later card of that seat (answer 2 to the pile
        # question, companion.app.pile_asked; session 60, q60e): no fall-back, as the
        # player's word is all that tells a pile card's turn (fresh QA59 HIGH-1, run E)
        return [n for n in new if not hand_laid(n, obs.seat)]
    if obs.kind != "card" or obs.value not in ("play", "hand") or obs.seat is None:
        return new
    hand = obs.value == "hand"
    return [n for n in new if hand_laid(n, obs.seat) == hand] or new


class Steps:
    """The step of :class:`~companion.tracker.tracker.Tracker` (a mixin: it uses
    the tracker's ``hyps``, ``history``, ``question``)."""

    def _undone_kept(self, obs: Observation, hyps: list[TableState],
                     new: list[TableState]) -> list[TableState]:
        """``new``, the successors of ``hyps`` that explain ``obs``, and, when ``obs`` is
        the next input after an undone effect discard, those where that discard was laid
        first: its target's discard, or its own play after that discard (fresh QA48 EARLY
        HIGH-1; :func:`.undone_discard.with_undone`). Each candidate of a card given by
        its rank too (review of undo48)."""
        if not self._after_undone():
            return new
        return with_undone(hyps, obs, self._undone[0], new)

    def _after_undone(self) -> bool:
        """Whether the input being applied is the next one after an undone effect discard
        (:attr:`_undone`), nothing else come since but answers to questions, which lay no
        card (:meth:`_undone_kept`; :func:`.undone_discard.held_since`: fresh QA64b
        HIGH-1)."""
        return held_since(self.history, self._undone, len(self.history) - 1)

    def _asked_card(self, obs: Observation) -> Observation:
        """``obs``, an ``effect`` answer naming no card for the seat of the open "Sane or
        Insane effect?" question, with that question's card: a log written before QA25 F1
        kept such an answer, which went with the player's next play (an Insane Stowaway's
        second) and was refused at each resume. Any other input: ``obs`` itself."""
        q = self.question
        if obs.kind != "effect" or obs.cards or q is None or q.value != "effect" \
                or not q.cards or obs.seat != q.seat:
            return obs
        return replace(obs, cards=q.cards)

    def _step(self, obs: Observation, hyps: list[TableState]) -> list[TableState]:
        """Every successor of ``hyps`` that explains ``obs`` (:func:`.inference.step`),
        most likely first. A card in a seat where no account waits for a card (other
        than that seat's own knocked-out hand) may follow a knocked-out hand not laid yet:
        then each account waiting for another seat's hand also goes on with that hand owed
        (:func:`.flow.hand_late`; QA F26: Carol's play seen before Bob's hand was refused,
        or taken for Carol's own hand). Only then: a card another account expects there
        keeps that account alone, so a slow hand adds no doubt to every knock-out. The
        player of a seat the camera cannot read (:attr:`unread_seats`) is then said only
        probably out (:data:`UNCONFIRMED`): nothing but the next card tells it (QA43 M1;
        review of seats43: said nothing, then "out" as fact once the marker was seen),
        unless every account had that player out before the card (entered or answered
        out: said as a fact, review of unify43).
        A card that only an owed hand of its own seat explains may as well be that seat's
        play read before the play the other accounts wait for: those accounts hold it
        (:mod:`.early_card`; fresh QA47b HIGH-1: "Bob is out, with the Elder Sign." as fact).
        A new round drops the accounts whose owed hand never came, when others remain. A
        round ended unseen (``lost``: :mod:`companion.app.stall_lost`,
        :meth:`~companion.app.lost_rounds.LostRounds._revived_lost`) keeps the most likely
        account of each tokens and game result: what the others differ on in that round (a
        player out or in, a card's side) no longer decides anything, and was asked about
        with no round left to settle (fresh QA53b r6b: "The Fed in Bob's discard zone: was
        that Bob's hand, so Bob is out?" right after round 1 was said lost); the news of
        that round they did not agree on is dropped ("Bob.", his turn, was said then)."""
        if obs.kind == "new_round":
            hyps = [h for h in hyps if not h.late] or hyps
        if obs.kind in ("card", "revealed", "hand") and obs.seat is not None:
            # an account whose owed hand had to be the very next card ends at another card
            hyps = [h for h in hyps if h.late_next in (None, obs.seat)] or hyps
        camera = bool(self.history) and self.history[-1][0] is obs and obs.kind == "card"
        if camera and obs.seat is not None:
            # a card held as the next player's play, a forced discard awaited elsewhere
            # (QA60 HIGH-3), asked about: a camera card in another zone, unanswered, tells
            # the discard was the one read (the truth of a true read, QA44 t1: "Bob
            # discards Cthulhu." was hedged to the round's end); an answer, or a discard
            # entered by key, keeps it
            hyps = [h for h in hyps if not (held_for_discard(h) and h.early[0] != obs.seat)
                    ] or hyps
        steps = [(h, step_any(h, obs, flow.step)) for h in hyps]
        # a card only an owed late hand explains may be the next player's play read early
        # (fresh QA47b HIGH-1): the accounts that refused it hold it, in their place
        early = read_early(steps, obs)
        new = [n for h, got in steps for n in ([early[id(h)]] if id(h) in early else got)]
        # a forced discard read in the next player's zone may be that player's play, the
        # discard unread in another zone (fresh QA60 HIGH-3): held there too; not a card
        # one of its candidates was chosen for (Enter's rank and the app's "which card?",
        # as the discard the app asked for: test_qa53_discard_laid_before); nor right
        # after that discard was read and undone, still lying in its zone: the undone card
        # is the discard read, and that card the next player's own card after it is
        # :func:`.undone_discard.with_undone`'s (qa52b r6b: Carol's Musician on herself, her
        # Necronomicon undone; Alice's Cthulhu, her Sanity check card, held as her play
        # with the discard 'unread' left the accounts apart and the round unsaid)
        if camera and not self._after_undone():
            new += discard_or_play(steps, obs)
        if camera:  # a forced discard said unread, read late in a zone it may have
            # chosen (review of st61, HIGH: Cy's Entertainer said as her play)
            new += late_discards(hyps, obs)
        held, played = list(early.values()), False  # dropped if the card is a play below
        if obs.kind == "new_round" and len(new) > 1 and len({n.key() for n in new}) == 1:
            # one table dealt whatever the open question's answer: of the round it ends,
            # only what every account tells is said (QA44 t1: "Eve reveals The Musician."
            # said as fact, Eve perhaps out with it)
            agreed = dealt_agreed([n.events for n in new])
            for n in new:
                n.events = list(agreed)
        if obs.kind == "lost" and len(new) > 1:
            new = list({(tuple(n.tokens), n.game_winners): n for n in reversed(new)}.values())
            new.reverse()
            for n in new:  # its news the accounts did not agree on: never said
                n.events = [e for e in n.events if e.kind == "round_lost"]
        if obs.kind in ("card", "revealed", "hand"):
            for n in new:
                n.late_next = None
        if obs.kind == "card":
            expected = any(h.wait[0] != "hand" and obs.seat in flow.awaited(h) for h in hyps)
            other = any(h.wait[0] not in ("hand", "play") and obs.seat in flow.awaited(h)
                        for h in hyps)  # a card an effect puts there: no late hand
            nxt = {s for n in new if n not in held for s in flow.awaited(n)} \
                if expected else set()
            for h in hyps if not other else ():
                if h.wait[0] == "hand" and h.wait[1] != obs.seat and h.wait[1] not in nxt:
                    # another account takes the card as a play: the owed hand must come
                    # next (QA F1: Alice lost her own Boxer compare, Bob played first);
                    # an unread seat's player only probably out (QA43 M1, review seats43),
                    # unless every account had her out already: the table said it (an
                    # answer or the key for out), not the cards (review of unify43)
                    unread = h.wait[1] in self.unread_seats \
                        and not all(k.out[h.wait[1]] for k in hyps)
                    late = hand_late(h, say_out=not expected, unread=unread)
                    for n in (n for m in due(late) for n in step_any(m, obs, flow.step)):
                        n.late_next = h.wait[1] if expected else None
                        new.append(n)
                        played = True  # the card is a play here: not only a late hand
        return told_play(obs, [n for n in new if n not in held] if played else new)
