"""Speech output for the companion: a non-blocking prioritized queue with interruption,
repeat and history, over interchangeable backends (pyttsx3, espeak-ng,
speech-dispatcher, plain text) with automatic fallback. See ``docs/voice.md``.

The app uses::

    from voice import Speaker, Priority, Earcon
    speaker = Speaker()                      # settings from the user's config file
    speaker.say("Bob plays the Boxer.")      # returns at once
    speaker.say("Alice fails her Sanity check.", earcon=Earcon.CHECK_FAILED)  # in order
    speaker.say("It is Bob's turn.", Priority.NOW)  # the answer to a key: at once
"""

from voice.backends.base import Backend, BackendError, SpeechRequest
from voice.backends.text import TextBackend
from voice.earcons import Earcon
from voice.history import Entry
from voice.priority import Priority, Status, Verbosity
from voice.settings import SettingsError, UnknownLanguageError, VoiceSettings
from voice.speaker import Speaker, default_backends

__all__ = [
    "Backend",
    "BackendError",
    "Earcon",
    "Entry",
    "Priority",
    "SettingsError",
    "Speaker",
    "SpeechRequest",
    "Status",
    "TextBackend",
    "UnknownLanguageError",
    "Verbosity",
    "VoiceSettings",
    "default_backends",
]
