"""The prompts answered with plus and a number: a mixin of
:class:`companion.app.said_for.SaidFor`, split from it by job (rf68b). It counts the
prompts said and tells which open prompt the player heard last, the one plus and a number
answers (:meth:`SaidPrompts.heard_last`; QA24 N2, QA26 N1).
"""
from __future__ import annotations


class SaidPrompts:
    """The prompts' bookkeeping of :class:`~companion.app.said_for.SaidFor` (its fields
    ``prompts_heard``, ``_prompts`` and ``_prompting``)."""

    def prompt_count(self) -> int:
        """How many prompts were said so far (:meth:`prompted`): the count the line being
        worded is noted with in :attr:`prompts_heard`."""
        return self._prompts

    def prompted(self, kind: str) -> None:
        """Note that the prompt ``kind`` (see :attr:`prompts_heard`) is being said now: the
        next line said (:meth:`worded`) says it."""
        self._prompts += 1
        self._prompting = kind

    def worded(self) -> str | None:
        """The prompt kind the line about to be said says (:meth:`prompted`; ``None``:
        none), given to :meth:`note` with what ``say`` returned; the next line says none."""
        kind, self._prompting = self._prompting, None
        return kind

    def heard_last(self, open_: list[str]) -> str | None:
        """Of the open prompts ``open_`` (kinds, see :attr:`prompts_heard`), the one the
        player heard last; ``None`` when none is open. The prompt being worded is the one
        (it lists its own answers). With a voice, a prompt counts once heard
        (:meth:`~companion.app.voiceout.Heard.heard`: said, or begun 1.5 s ago; QA26 N1:
        plus 2, 0.4 s after the question was heard, went to the prompt just begun); when
        no open prompt is heard yet, the one said last."""
        if self._prompting in open_:
            return self._prompting

        def said_at(kind: str, heard_only: bool) -> int:
            return max((n for n, heard in self.prompts_heard.get(kind, ())
                        if not heard_only or heard is None or heard.heard()), default=0)
        heard_only = any(said_at(kind, True) for kind in open_)
        return max(open_, key=lambda kind: said_at(kind, heard_only), default=None)
