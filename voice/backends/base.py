"""The backend protocol: one small interface every speech engine implements.

Model: NVDA's synth driver (speak, cancel, begin / end / cancel events), kept smaller.
A backend's ``speak`` blocks until the utterance ends; the fallback chain
(``voice.chain``) runs it under a watchdog and interrupts it through ``cancel``.
"""

from __future__ import annotations

import threading
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass

from voice.earcons import Earcon

#: Default espeak-ng voice per language (``VoiceSettings.voice`` overrides it).
DEFAULT_VOICES = {"en": "en-us", "fr": "fr-fr", "es": "es"}


class BackendError(RuntimeError):
    """A backend failed to speak (the chain moves to the next one; nothing is lost).

    ``key``: a ``voice.messages`` reason key (e.g. ``"reason_no_audio_device"``) when the
    cause is one we know, so the text channel can say it short and translated; the
    message itself keeps the English detail (``BackendChain.dead``).
    """

    def __init__(self, message: str, key: str | None = None) -> None:
        super().__init__(message)
        self.key = key


class VoiceNotFoundError(BackendError):
    """The engine does not know the requested voice: a settings problem, not an engine
    failure (the chain retries the same engine with the language's default voice)."""

    def __init__(self, message: str) -> None:
        super().__init__(message, "reason_unknown_voice")


#: Characters a spoken word counts for in the rough length of a text.
CHARS_PER_WORD = 6


def spoken_seconds(chars: float, rate: float) -> float:
    """Rough seconds ``chars`` characters take to say at ``rate`` words a minute
    (:data:`CHARS_PER_WORD` characters a word)."""
    return chars / CHARS_PER_WORD * 60.0 / rate


@dataclass(frozen=True)
class SpeechRequest:
    """One thing to say, fully resolved.

    ``rate`` in words per minute, ``volume`` and ``earcon_volume`` 0..1, ``voice`` an
    espeak-ng voice name or ``None`` for ``DEFAULT_VOICES[language]``; ``earcon`` is
    played before the text.
    """

    text: str
    language: str = "en"
    voice: str | None = None
    rate: int = 175
    volume: float = 1.0
    earcon: Earcon | None = None
    earcon_volume: float = 0.5

    @property
    def espeak_voice(self) -> str:
        """The espeak-ng voice to use."""
        return self.voice or DEFAULT_VOICES.get(self.language, "en")

    def expected_seconds(self) -> float:
        """Rough spoken length in seconds (:func:`spoken_seconds`; at least one word)."""
        return spoken_seconds(max(len(self.text), CHARS_PER_WORD), self.rate)


class Backend(ABC):
    """A speech engine.

    ``speak`` is called from one thread at a time (the chain's), may block for the whole
    utterance, must poll ``cancel`` (a ``threading.Event``, within about 20 ms) and stop
    the audio when it is set, and calls ``on_begin()`` once, when audio starts (best
    knowledge). It returns ``True`` if spoken to the end, ``False`` if cancelled, and
    raises ``BackendError`` on failure.
    """

    name: str = "backend"
    #: False for the last-resort text channel: a failure never takes it out of the chain.
    fallible: bool = True

    def begin_allowance(self, request: "SpeechRequest") -> float:
        """Extra seconds, beyond the chain's start timeout, this backend may need before
        ``on_begin`` for ``request`` (engines that synthesize the whole text first)."""
        return 0.0

    def available(self) -> bool:
        """Cheap check that the engine is installed (binary, module or socket present)."""
        return True

    def responsive(self, timeout: float) -> bool:
        """Whether the engine still answers: a short synthesis without audio finished within
        ``timeout`` seconds. The chain asks after an utterance was cut while running past
        its expected end (a hung engine looks like speech a key cut); ``True`` when the
        backend has no such check. Raises ``BackendError`` when the engine fails at once (it
        exits with an error): a failure, not a hang."""
        return True

    @abstractmethod
    def speak(self, request: SpeechRequest, cancel: threading.Event, on_begin: Callable[[], None]) -> bool:
        """Say ``request``; see the class docstring."""

    def close(self) -> None:
        """Release processes, sockets and threads. Idempotent."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"
