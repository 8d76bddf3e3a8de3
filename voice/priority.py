"""Speech priorities and verbosity levels, in the manner of screen readers.

Model: NVDA's ``SpeechPriority`` and speech-dispatcher's message priorities
(``shared/STYLE.md``, "NVDA and speech-dispatcher").
"""

from __future__ import annotations

from enum import Enum, IntEnum


class Priority(IntEnum):
    """How an announcement competes with the speech already going on.

    - ``LOW``: a hint; dropped (kept in history only) if the voice is behind (what waits
      to be said would take over ``LOW_BEHIND_S``, 3 s); queued otherwise.
    - ``NORMAL``: queued and spoken in order.
    - ``NOW``: interrupts any lower-priority speech and is spoken at once; the
      interrupted announcement resumes after it. A ``NOW`` arriving while another ``NOW``
      is speaking is spoken right after it, before anything else, so urgent news never
      cuts urgent news. It goes ahead of everything queued, so it is for what the listener
      asked for (an answer to a key), never for news that follows from what is queued: a
      round's end sent ``NOW`` was heard before the plays that led to it (QA18 N1). Such
      news is ``NORMAL`` (an earcon marks it urgent); a line that is over before its turn
      comes is dropped by its ``stale()`` instead (``Speaker.say``).
    """

    LOW = 0
    NORMAL = 1
    NOW = 2


class Verbosity(str, Enum):
    """How much is said. ``BRIEF`` also drops ``LOW`` announcements entirely."""

    BRIEF = "brief"
    NORMAL = "normal"
    VERBOSE = "verbose"


class Status(str, Enum):
    """What became of one announcement (see ``voice.history.Entry``)."""

    QUEUED = "queued"
    SPEAKING = "speaking"
    SPOKEN = "spoken"
    INTERRUPTED = "interrupted"  # cut by NOW or stop(); may be resumed
    DROPPED_BUSY = "dropped-busy"  # LOW while the voice is behind, or LOW in BRIEF mode
    DROPPED_STALE = "dropped-stale"  # its turn / topic was over before synthesis
    STOPPED = "stopped"  # cleared from the queue by stop()
    FAILED = "failed"  # every backend failed (text channel got it anyway)
