"""Undoing a slash correction of an older card: a mixin of
:class:`companion.app.said_for.SaidFor`, split from it by job. The correction replaces the
later inputs' lines (:meth:`SaidRestore.replaced`); once it is undone, those inputs are back
and each of their lines is said again, once (:meth:`SaidRestore.restored`,
:meth:`SaidRestore.restoring`; session 32's review).
"""
from __future__ import annotations

from contextlib import contextmanager
from typing import TYPE_CHECKING

from companion.app.said_heard import _TakenBack

if TYPE_CHECKING:
    from companion.app.said_for import _Input


class SaidRestore:
    """The restore/replace bookkeeping of :class:`~companion.app.said_for.SaidFor` (its
    fields ``_replaced`` and ``_sayings``, with its ``_inputs`` and ``_tied_lines``)."""


    def replaced(self, entries, by: tuple) -> None:
        """The history ``entries`` were replayed as new ones by ``by`` (the history entry of
        a slash correction of an older card, :meth:`unbegun_cards`): what was said for
        them, never begun, is stale (the replayed lines say them as they are now, once)
        until ``by`` is undone (:meth:`restored`)."""
        records = [r for r in self._inputs if any(r.entry is entry for entry in entries)]
        for record in records:
            record.taken.undone = True
        self._replaced.append((by, records))

    def restored(self, history: list) -> list:
        """After an undo: the inputs whose lines a correction no longer in ``history`` (the
        tracker's) had replaced (:meth:`replaced`), back in it, each with what to say again
        of it: ``[(record, [(announcement, names), …]), …]``, oldest first (``names``: the
        line names its cards). Each of its lines is said again, once: none was begun (the
        correction replaced only unbegun inputs), and a line the correction's replayed
        lines said in the same words, begun, is left out (session 32's review: the undo
        of the correction took back its replayed lines, and "Carol passes.", "18 cards
        left." were never said though the table held them)."""
        out, kept = [], []
        for by, records in self._replaced:
            if any(entry is by for entry in history):
                kept.append((by, records))
                continue
            fix = self.record_of(by)
            replayed = {h.entry.text for h in (fix.lines if fix else ())
                        if getattr(h, "entry", None) is not None and h.begun()}
            for record in records:
                if not any(entry is record.entry for entry in history) \
                        or not _kept(record, self._inputs):
                    continue
                out.append((record, [
                    (self._sayings[id(h)][0], any(h is n for n in record.named))
                    for h in record.lines if id(h) in self._sayings
                    and getattr(getattr(h, "entry", None), "text", None) not in replayed]))
        self._replaced = kept
        return out

    @contextmanager
    def restoring(self, record):
        """Within: the lines said are ``record``'s (one of :meth:`restored`), in place of
        those said for it before; they go stale once its input is undone."""
        back = _TakenBack()
        with self._tied_lines(back) as (lines, named):
            yield
        at = next((i for i, r in enumerate(self._inputs) if r is record), None)
        if at is not None:
            self._inputs[at] = record._replace(lines=lines, named=named, taken=back)

    def _forget(self, lines) -> None:
        """Forget the announcements of ``lines`` (what ``say`` returned for lines no longer
        an input's of :attr:`_inputs`), and the corrections whose inputs are all let go."""
        for heard in lines:
            self._sayings.pop(id(heard), None)
        self._replaced = [(by, [r for r in records if _kept(r, self._inputs)])
                          for by, records in self._replaced
                          if any(_kept(r, self._inputs) for r in records)]


def _kept(record: _Input, inputs: list) -> bool:
    """Whether ``record`` is one of ``inputs`` (itself: records of equal fields differ)."""
    return any(r is record for r in inputs)
