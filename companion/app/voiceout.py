"""The voice adapter: announcements of a :class:`~companion.app.session.TableSession` to a
:class:`voice.Speaker`, and the keys that drive speech (repeat, stop, back, forward)."""
from __future__ import annotations

import sys

from voice import Earcon, Priority, Speaker, TextBackend, default_backends

from companion.app.keys import Command
from companion.app.session import Announcement

SPEECH_KEYS = ("repeat", "stop", "back", "forward")


class VoiceOut:
    """Callable that says an :class:`Announcement` through ``speaker`` (never blocks)."""

    def __init__(self, speaker: Speaker):
        self.speaker = speaker

    def __call__(self, a: Announcement) -> None:
        texts = {"brief": a.brief, "normal": a.brief, "verbose": a.verbose}
        earcon = Earcon(a.earcon) if a.earcon else None
        self.speaker.say(texts, Priority[a.priority.upper()], earcon=earcon)

    def control(self, command: Command) -> bool:
        """Carry out a speech key; True when ``command`` was one."""
        if command.name not in SPEECH_KEYS:
            return False
        getattr(self.speaker, command.name)()
        return True


class TranscriptBackend(TextBackend):
    """The voice's last fallback when the app prints its own transcript: speaking to text
    is already done (the transcript has the line), so it writes nothing but the voice
    layer's reports (on standard error)."""

    def speak(self, request, cancel, on_begin) -> bool:
        on_begin()
        return True


def transcript_speaker(settings) -> Speaker:
    """A :class:`Speaker` for an app that prints every announcement itself: the usual
    engines, then :class:`TranscriptBackend` instead of printing each line a second time."""
    backends = [b for b in default_backends(sys.stderr, settings.backend)
                if not isinstance(b, TextBackend)]
    return Speaker(settings, backends + [TranscriptBackend(sys.stderr)])
