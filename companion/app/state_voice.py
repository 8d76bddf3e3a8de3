"""The live table's voice side (live71: a part of ``LiveTable.__init__``, one job): the
voice (a :class:`~companion.app.voiceout.VoiceOut` or none), the status line's output,
and what the voice was given that keys and pictures later wait on (the round's end
line, a resume's summary, the set-up's last sentence). DESIGN.md's last arrow:
narration ─▶ voice. No I/O."""
from __future__ import annotations

import threading
from typing import Callable


def voice_state(table, speech, status: Callable[[str], None]) -> None:
    """Set ``table``'s (a :class:`~companion.app.live.LiveTable`) voice side: ``speech``
    (a :class:`~companion.app.voiceout.VoiceOut`, or ``None`` for no voice), ``status``
    (shows the status line, one string) and the lines given to the voice, none yet.
    Raises nothing."""
    table.speech = speech
    table.status = status
    table.round_over_said = 0  # the round whose end was last announced
    #: what the voice's ``say`` returned for its "Gather all the cards for the next
    #: round." (:class:`~companion.app.voiceout.Heard`): Enter pressed once it is
    #: begun is for the next round (:mod:`companion.app.entry_round`)
    table.round_over_heard = None
    #: ``(round, the table's timer)`` as that line was given to the voice
    #: (:func:`~companion.app.entry_round.notice_obeyed`); ``None``: not yet
    table.round_over_told = None
    #: set once that round's end is undone: its "Gather all the cards" is then stale
    table.round_undone = threading.Event()
    #: what ``say`` returned for a resumed game's summary lines ("Game resumed …",
    #: a play waiting, whose turn it is and the open question): a key answered while
    #: they are said brings those still to say, said first (QA42 M3: key 8's answer
    #: came before "Game resumed …", and key 1 then said the question twice)
    table.summary_said: tuple = ()
    #: the voice's mark (``speech.mark()``) after the set-up's (or resume's) sentences:
    #: keys are sifted until those are said, not the news after them (QA24 N5)
    table.setup_said = 0
    #: what the voice's ``say`` returned for the set-up's (or resume's) last sentence:
    #: the keys not used during it are said after it (QA32 L3)
    table.setup_line = None
    #: the voice holds the news while slash's number list is open (:meth:`LiveTable._list_holds`)
    table.list_holding = False
