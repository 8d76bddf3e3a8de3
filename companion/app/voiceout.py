"""The voice adapter: announcements of a :class:`~companion.app.session.TableSession` to a
:class:`voice.Speaker`, and the keys that drive speech (repeat, stop, back, forward)."""
from __future__ import annotations

import sys
from typing import Callable

from voice import Earcon, Priority, Speaker, TextBackend, default_backends
from voice.messages import message

from companion.app.keys import Command
from companion.app.session import Announcement

SPEECH_KEYS = ("repeat", "stop", "back", "forward")
#: What the speaker says when a speech key finds nothing (``voice.messages`` keys).
_NOTHING = {"repeat": "nothing_to_repeat", "back": "history_start", "forward": "history_end"}


class VoiceOut:
    """Callable that says an :class:`Announcement` through ``speaker`` (never blocks).

    ``echo(text)`` prints what the repeat, back and forward keys say again: the app prints
    each announcement once as it is made, so without it a player reading the text (no sound
    device, a screen reader, ``backend = "text"``) got no answer to those keys (QA).

    ``catch_up``: a live table, where the voice may fall behind the camera: a sentence whose
    ``stale()`` is true when its turn to be said comes (a turn's cue once the turn is over,
    a question already answered) is dropped (QA18 N1). Off for a recording (the demo's
    WAV keeps every line)."""

    def __init__(self, speaker: Speaker, echo: Callable[[str], None] | None = None, *,
                 catch_up: bool = False):
        self.speaker = speaker
        self.echo = echo or (lambda text: print(text, flush=True))
        self.catch_up = catch_up

    def __call__(self, a: Announcement) -> None:
        texts = {"brief": a.brief, "normal": a.brief, "verbose": a.verbose}
        earcon = Earcon(a.earcon) if a.earcon else None
        self.speaker.say(texts, Priority[a.priority.upper()], earcon=earcon,
                         stale=a.stale if self.catch_up else None, keep=a.keep)

    def mark(self) -> int:
        """A point in what was said so far (:meth:`voice.Speaker.mark`), for
        :meth:`backlog` ``upto``."""
        return self.speaker.mark()

    def backlog(self, upto: int | None = None) -> int:
        """Sentences the voice has still to say (queued or being said); ``upto`` (a
        :meth:`mark`): only those said before that point."""
        return self.speaker.backlog(upto)

    def cut(self) -> int:
        """Silence the voice and forget what it had still to say; returns how many
        sentences were left unsaid (the terminal printed them all)."""
        left = self.speaker.backlog()
        self.speaker.stop()
        return left

    def control(self, command: Command) -> bool:
        """Carry out a speech key; True when ``command`` was one."""
        if command.name not in SPEECH_KEYS:
            return False
        entry = getattr(self.speaker, command.name)()
        if command.name in _NOTHING:
            text = entry.text if entry is not None else message(
                _NOTHING[command.name], self.speaker.settings.language)
            try:
                self.echo(text)
            except (OSError, ValueError):  # a closed terminal must not stop the game
                pass
        return True


class TranscriptBackend(TextBackend):
    """The voice's last fallback when the app prints its own transcript: speaking to text
    is already done (the transcript has the line), so it writes nothing but the voice
    layer's reports (on standard error)."""

    def speak(self, request, cancel, on_begin) -> bool:
        on_begin()
        return True


def transcript_speaker(settings, **speaker_args) -> Speaker:
    """A :class:`Speaker` for an app that prints every announcement itself: the usual
    engines, then :class:`TranscriptBackend` instead of printing each line a second time;
    with ``backend = "text"`` (voice.toml) no engine at all (QA: espeak-ng was still tried
    first, and would speak aloud). ``speaker_args`` go to :class:`Speaker` (e.g.
    ``settings_path``)."""
    backends = [] if settings.backend == TextBackend.name else [
        b for b in default_backends(sys.stderr, settings.backend)
        if not isinstance(b, TextBackend)]
    return Speaker(settings, backends + [TranscriptBackend(sys.stderr)], **speaker_args)
