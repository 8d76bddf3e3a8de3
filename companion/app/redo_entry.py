"""An undone card given back by Enter and its rank in its place, under the inputs taken since
(at most :data:`REDO_REACH` of them): whether it fits, the inputs since. A part of
:class:`companion.app.question_keys.QuestionKeys` (:class:`RedoEntry`), split from
:mod:`companion.app.question_keys` by job (rf70).
"""
from __future__ import annotations

from dataclasses import replace

from companion.cards import card, edition_cards
from companion.tracker import observations as o


#: The most inputs the camera may have given since an undo, taken by the tracker, for
#: Enter and the undone card's rank still to give that card back in its place, under them
#: (:meth:`QuestionKeys.redo_entered`): a turn or two of a 2-player round
REDO_REACH = 4


class RedoEntry:
    """The undone card given back by Enter, in
    :class:`~companion.app.question_keys.QuestionKeys` (a mixin: it uses what
    :class:`~companion.app.question_keys.QuestionKeys` uses)."""

    def redo_since(self) -> list | None:
        """The inputs the tracker took since the undo of :attr:`~companion.app.session.
        TableSession.redo` (``[(history index, entry), …]``) while Enter and its rank may
        still give that card back (:meth:`redo_entered`): the history up to the undo as it
        left it, and since, besides inputs refused, at most :data:`REDO_REACH` cards the
        camera read (no key's input); else ``None``. With none read since, only while the
        table waits for a card in the undone card's zone: else Enter's rank goes where it
        waits (review of undo51 MEDIUM, hedge49's flow: minus twice for Alice's card laid on
        Bob's kept undone reading, to correct his; the cue named Alice's zone)."""
        redo, history = self.redo, self.tracker.history
        at = redo[2] if redo is not None else 0
        if redo is None or at > len(history) \
                or (history[at - 1] if at else None) is not redo[1]:
            return None
        since = [(i, entry) for i, entry in enumerate(history[at:], at)
                 if not self.tracker.refused_at(i)]
        if len(since) > REDO_REACH or any(entry[0].kind not in o.CAMERA_KINDS
                                          or self.said_for.by_key(entry) for _, entry in since):
            return None
        if not since and redo[0].seat is not None \
                and redo[0].seat not in self.tracker.awaited_seats():
            return None
        return since

    def redo_entered(self, rank: int | None) -> bool:
        """Enter and ``rank`` after minus twice undid a card of that rank, no key's input
        since (:attr:`~companion.app.session.TableSession.redo`): that card is
        given back, as it was read, in its zone, even while the question the undo opened
        again waits (undo then redo is the identity, python-chess's push/pop). Fresh QA48
        EARLY HIGH-1: Bob's Golden Mead, undone, still in his zone ("Take it away, or it
        stays left out."), entered again with Enter and 2, was refused ("Answer the open
        question first"), then put in another zone. The rank's other card stays a
        candidate (every rank has two cards): the undo was most often of a misread, the
        Cats of Ulthar read as the Golden Mead, and Enter's rank is the right card (review
        of undo48, HIGH: the misread was said again as fact); the tracker settles the two
        from the table or asks. Inputs the tracker refused since (the camera's cards laid
        out of turn) leave the table as the undo left it: still given back (fresh QA50
        MEDIUM, run U: two cards of Alice's refused after Bob's Shoggoth was undone, Enter
        and 7 asked "Enter: where is it? 1: Bob's zone; 2: face up: the Shoggoth."). When
        the count alone takes it as the card undone, that is said as for any card Enter
        gives (:meth:`~companion.app.rank_counted.RankCounted.give_counted`; review of
        count51). Cards the camera read since and the tracker took (:meth:`redo_since`)
        were laid after the undone card, which still lies there (the live table forgets
        :attr:`redo` once it is taken away): they are taken back unsaid, the card given
        back in its place, then they are read again in their order, their news said as
        the card given back makes it (fresh QA51 HIGH, run B: Bob's Musician discard
        undone, his Sanity check card R'lyeh was taken as that discard and Enter and 3
        asked "where is it? 1: Bob's zone; 2: face up: …"; run R: Alice's play undone,
        Enter and 1 went to Carol's turn). Returns whether it was given back."""
        since = self.redo_since()
        ranked = self.redo_fits(rank, since)
        if not ranked:
            return False
        (obs, _, at), history = self.redo, self.tracker.history
        self.choice, self.redo, self.redo_kept = (), None, ()
        again = [entry[0] for entry in history[at:]]
        refused = {id(entry[0]) for i, entry in enumerate(history[at:], at)
                   if self.tracker.refused_at(i)}
        self.taken_again, self.refused_now = [], []
        if since:
            with self.news():  # taken back unsaid, read again below
                for _ in again:
                    self.observe(o.undo())
        # taken back to be read again, or given back in its place, not undone: the given
        # card is no next card after an undone one (review of undo51 MEDIUM: Bob's Urchin,
        # taken back under the Boxer given back, kept "was that Bob's hand?" open; review
        # of g163, MEDIUM: with none read since, Bob's Deep One undone, Enter and 1 or 3,
        # the answer to "Which card in Bob's zone?" said nothing, "Bob discards the
        # Investigators.", "Bob." and his next card unsaid)
        self.tracker.forget_undone()
        given = replace(obs, cards=ranked)  # a new input: said_for finds it by identity
        self.redone = given
        if given.kind == "card" and given.seat is not None:  # the count may choose it: why
            # (review of count51, HIGH: the undone card was said again as plain fact)
            self.give_counted(given, ranked, self.tracker.unseen(), rank,
                              given.seat in self.tracker.hand_seats())
        else:
            self.observe(given)
        if since:  # laid after it: its count line stands (QA54 M3; session.zone_lost)
            self._read_again(again, refused)
        return True

    def redo_fits(self, rank: int | None, since: list | None = None) -> tuple[str, ...]:
        """The cards of ``rank`` (keys) that Enter and ``rank`` would give back in place
        of the card the last undo took back (:meth:`redo_entered`), ``()`` when it would
        not (no such undo, a key's input since, too many cards read since, a rank that
        does not fit there); ``since``: :meth:`redo_since`, found when ``None``. Changes
        nothing: the live table asks it before Enter's round checks, which a give-back
        skips (fresh QA52b MEDIUM 3: Enter and the undone card's rank, the round's end
        hinging on the question the undo opened again, was refused "Not entered: round 1
        ended before the rank was typed. For a card of round 2, press Enter and its rank
        again.", and the card then came back by itself, as read before the undo)."""
        since = self.redo_since() if since is None else since
        if since is None or self.redo is None:
            return ()
        obs, at = self.redo[0], self.redo[2]
        then = self.tracker.as_before(at) if since else self.tracker
        ranked = tuple(c.key for c in edition_cards(self.tracker.edition) if c.rank == rank)
        same = any(card(k).rank == rank for k in obs.cards)
        # another rank corrects the undone reading in its place, as Enter's cue says
        # ("To give back the card undone in Alice's zone: which rank?"): with cards read
        # since (review of undo51, HIGH: with Bob's check card read since, rank 1 went
        # after it, "Bob discards R'lyeh." said as fact), and with none (fresh QA62b
        # MEDIUM-1: Alice's hand Nyarlathotep undone at the game's end, Enter and 8 said
        # "First answer the open question", the question the undo opened again). With
        # none read since and the undone card's zone not awaited, there is no give-back
        # (:meth:`redo_since`): the rank goes where the table waits (test_hedge49)
        if not ranked or then.refusal(obs if same else replace(obs, cards=ranked)):
            return ()
        return ranked
