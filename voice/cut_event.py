"""The cut an engine is given: set by the chain itself (a hang, a failed probe) or by the
speaker's cut of the line (a key's answer, stop), which the engine sees at once, not at
the chain's next poll (flake60)."""
from __future__ import annotations

import itertools
import math
import threading

#: seconds between two looks at the speaker's cut while an engine waits on the event
LOOK_S = 0.005


class CutEvent(threading.Event):
    """A :class:`threading.Event` set when the chain sets it or when ``outer`` (the
    speaker's cut of the line, a :class:`threading.Event`) is set: :meth:`is_set` reads
    both at once, :meth:`wait` (``timeout`` in seconds, ``None``: no end) wakes at once
    when the chain sets it, within :data:`LOOK_S` when ``outer`` is. The chain relayed
    ``outer`` only at its poll (:data:`voice.chain.POLL_S`, 20 ms): an engine that ended
    the line meanwhile said it whole, and the chain, seeing the cut, had it said again
    after the key's answer (flake60: "Alice's R'lyeh: the Necronomicon, …" heard twice in
    a test whose engine's gate was opened right after key 2's cut; a real engine polls
    its cut every 20 ms, :data:`voice.player.POLL_S`, too). The ``timeout`` is counted in
    looks, not read on a clock (flk70: under a clock read 10 s later each time, a wait
    ended at its first look)."""

    def __init__(self, outer: threading.Event) -> None:
        super().__init__()
        self._outer = outer

    def is_set(self) -> bool:
        return super().is_set() or self._outer.is_set()


    def wait(self, timeout: float | None = None) -> bool:
        looks = itertools.count() if timeout is None else range(math.ceil(max(0.0, timeout) / LOOK_S))
        for _ in looks:
            if self.is_set():
                return True
            super().wait(LOOK_S)
        return self.is_set()
