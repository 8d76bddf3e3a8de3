"""The undo's confirm question, "Undo X? Press minus twice to confirm.": a
mixin of :class:`companion.app.said_for.SaidFor`, split from it by job (rf68b). Minus twice
asks to be confirmed while the input it would undo, or a refusal, is still unheard
(:meth:`SaidUndo.undo_question`; the words are the undo key's,
:mod:`companion.app.undo_key`); it keeps that question's lines (:class:`_UndoAsked`) and
which newest inputs the player has heard of since a correction or an entry.
"""
from __future__ import annotations

from contextlib import contextmanager
from typing import Callable, NamedTuple

from companion.app.said_heard import _begun


class SaidUndo:
    """The undo's question of :class:`~companion.app.said_for.SaidFor` (its fields
    ``_undo_asked``, ``_refusals``, ``_inputs`` and ``_voice``)."""

    def above_heard_fix(self, history: list, taken: Callable[[int], bool]) -> int:
        """How many newest inputs of ``history`` (the tracker's) lie above the slash
        correction the player heard of last: each a card from the table (not a key) of
        whose lines the voice has begun none, and below them a correction by key
        (``taken(index)`` true) a line of which it has begun ("Corrected: …" being said,
        or said). Minus twice then undoes that correction (QA37 en21_k). 0 otherwise (no
        record kept of one of them, another input between, or none above)."""
        count = 0
        for index in range(len(history) - 1, 0, -1):
            entry = history[index]
            record = self.record_of(entry)
            if record is None:
                return 0
            if not record.by_key and entry[0].kind == "card" \
                    and not any(_begun(h) for h in record.lines):
                count += 1
                continue
            heard = record.by_key and taken(index) and any(_begun(h) for h in record.lines)
            return count if heard else 0
        return 0

    def unbegun_since(self, history: list, index: int) -> bool:
        """Whether the inputs of ``history`` (the tracker's) after entry ``index`` are all
        from the table (not a key), at least one, and the voice has begun none of their
        lines: the player has heard of nothing after that entry (minus twice then means
        it: :meth:`~companion.app.undo_key.UndoKey.blamed_index`). False when no record
        of one of them is kept, and in text (every line shown at once, none kept)."""
        if not self._voice:
            return False
        after = history[index + 1:]
        for entry in after:
            record = self.record_of(entry)
            if record is None or record.by_key or any(_begun(h) for h in record.lines):
                return False
        return bool(after)

    def refusal_unheard(self) -> bool:
        """Whether a key's refusal (:attr:`~companion.app.announcement.Announcement.firm`)
        waits unsaid: a key pressed right after it was meant for what the refused key
        should have done (QA28 #3: a minus pressed 0.3 s after a refused plus 2, to take
        the plus back, undid a card heard 20 s before)."""
        return any(h.pending() for h in self._refusals)

    def by_key(self, entry) -> bool:
        """Whether the history entry ``entry`` is a key's input (an answer, a card given
        by key), as far as the newest inputs tell."""
        return any(r.entry is entry and r.by_key for r in self._inputs)

    def undo_question(self, history: list) -> str | None:
        """Whether minus twice must ask before undoing the newest input of ``history``:
        ``None`` (undo it now), else the question's message key prefix:
        ``"app.undo_confirm"`` ("Undo X?") or ``"app.undo_since"`` (X came since the last
        such question). It asks while the voice has not said that input (:meth:`unheard`)
        or has a refusal still to say (:meth:`refusal_unheard`); once the last question
        is heard, minus twice undoes what it named while that is still the newest input,
        even with lines of it unsaid (QA31 N1: while cards kept coming, each confirmation
        asked about a newer card, and nothing was undone). After a question an input
        from the table closed (:meth:`close_undo`), it asks too, even about a card heard:
        the minus pair may be the answer to the closed question (session 30, QA31: "Not
        said yet: the Tommy Gun … Undo it?", the next card read, and minus twice 12 s
        later undid that card, not the Tommy Gun). The question is said within
        :meth:`asking_undo`."""
        top = history[-1]
        asked, self._undo_asked = self._undo_asked, None
        heard = asked is not None and all(h.heard() for h in asked.lines)
        if heard and asked.entry is top and not self.refusal_unheard():
            return None
        closed = asked is not None and asked.closed and asked.entry is not top
        if not (closed or self.unheard(history) or self.refusal_unheard()):
            return None
        since = asked is not None and asked.entry is not top and any(
            entry is asked.entry for entry in history)
        return "app.undo_since" if since else "app.undo_confirm"

    @contextmanager
    def asking_undo(self, top):
        """Within: the undo's question naming the history entry ``top`` is said; what
        ``say`` returns for it is kept, for :meth:`undo_question` to tell it was heard."""
        with self.collecting() as lines:
            yield
        self._undo_asked = _UndoAsked(top, lines, False)

    def undo_open(self, history: list) -> list | None:
        """What ``say`` returned for the lines of the undo's last question
        (:meth:`asking_undo`) while it waits for its answer: it names the newest input of
        ``history`` (the tracker's) and no input from the table closed it
        (:meth:`close_undo`); ``None`` otherwise."""
        asked = self._undo_asked
        if asked is None or asked.closed or not history or asked.entry is not history[-1]:
            return None
        return asked.lines

    def close_undo(self) -> None:
        """An input from the table (the camera) came while the undo's question waited
        (:meth:`undo_open`): the next minus pair asks its own question
        (:meth:`undo_question`)."""
        if self._undo_asked is not None:
            self._undo_asked = self._undo_asked._replace(closed=True)


class _UndoAsked(NamedTuple):
    """The undo's last question, "Undo X? Press minus twice to confirm."
    (:attr:`SaidFor._undo_asked`)."""

    entry: tuple  #: the entry of the tracker's history it named
    lines: list  #: what ``say`` returned for its lines
    #: an input from the table came before its answer (:meth:`SaidFor.close_undo`)
    closed: bool
