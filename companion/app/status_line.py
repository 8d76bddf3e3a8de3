"""The live table's status line for a sighted helper (:meth:`StatusLine.status_line`): round,
whose turn, deck, zones, camera, keys, in the table's language. A part of
:class:`companion.app.live.LiveTable` (:class:`StatusLine`), split from
:mod:`companion.app.live` by job (rf70).
"""
from __future__ import annotations

from companion.narration.catalog import message
from companion.tracker.doubts import deck_counts


class StatusLine:
    """The status line of :class:`~companion.app.live.LiveTable` (a mixin: it
    uses the table's ``session`` and ``camera``)."""

    def status_line(self) -> str:
        """One line for a sighted helper, in the table's language: round, whose turn,
        deck (``13-14``: the lowest and highest count of the accounts kept while they
        differ on it, until an answer or the next card settles it), zones (``name:cards``,
        ``x`` out, ``x?`` only probably out as
        ``Tracker.probably_out`` says, or out in some of the accounts kept only), ``*``
        Insane), camera, keys."""
        tracker = self.session.tracker
        lang = self.session.lang
        camera = message(lang, self.camera.status_key())
        if not tracker.started:
            return message(lang, "app.status_setup", camera=camera)
        view = tracker.view()
        turn = tracker.names[view.active] if view.active is not None else "-"
        labels = [n[:6] for n in tracker.names]
        if len(set(labels)) < len(labels):  # QA16: "Player:1 Player:1" (default names)
            labels = [f"{n[:4]}{i + 1}" for i, n in enumerate(tracker.names)]
        # each picture: the history is searched only when someone is out; "?" too for a
        # seat the accounts kept differ on (fresh QA63 LOW-1: "Bob:6x*" while his
        # Cthulhu's "Sane or Insane?" was open, Insane he wins the game)
        maybe = {*tracker.probably_out(), *(
            i for i, s in enumerate(view.seats)
            if s.out and len({h.out[i] for h in tracker.hyps}) > 1)} \
            if any(s.out for s in view.seats) else ()
        zones = " ".join(f"{n}:{len(s.zone)}{'x' if s.out else ''}"
                         f"{'?' if s.out and i in maybe else ''}{'*' if s.insane else ''}"
                         for i, (n, s) in enumerate(zip(labels, view.seats)))
        question = message(lang, "app.status_question") if tracker.question is not None else ""
        # the accounts kept may differ on the deck ("was that Bob's hand?": his own play
        # came with his draw, a hand knocked out did not): the lowest and highest, not the
        # first account's guess (QA44b: "deck 13", then 14 once answered, the count going up)
        counts = deck_counts(tracker.hyps) or [view.deck_count]
        deck = str(counts[0]) if len(counts) == 1 else f"{counts[0]}-{counts[-1]}"
        return message(lang, "app.status", round=view.round, turn=turn,
                       deck=deck, zones=zones, camera=camera, question=question)
