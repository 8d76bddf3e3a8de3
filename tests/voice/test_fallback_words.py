"""The switch to the text channel is said in the table's language (QA12 F15: French and
Spanish named the engine "text" in English)."""

from __future__ import annotations

import threading

import pytest

from tests.voice.conftest import ScriptedBackend
from voice.backends.base import SpeechRequest
from voice.backends.text import TextBackend
from voice.chain import BackendChain


@pytest.mark.parametrize("language, said", [
    ("en", "Speech engine broken failed (broken is broken); switching to text."),
    ("fr", "Le moteur vocal broken a échoué (broken is broken) ; passage au texte écrit."),
    ("es", "El motor de voz broken falló (broken is broken); se usa el texto escrito."),
])
def test_the_text_fallback_is_named_in_the_table_language(language, said):
    report = []
    chain = BackendChain([ScriptedBackend("broken", "raise"), TextBackend(_Sink())],
                         report.append)
    chain.speak(SpeechRequest("Bonjour.", language=language), threading.Event())
    assert report == [said]


def test_another_engine_is_still_named_by_its_own_name():
    report = []
    chain = BackendChain([ScriptedBackend("broken", "raise"), ScriptedBackend("espeak-ng")],
                         report.append)
    chain.speak(SpeechRequest("Hola.", language="es"), threading.Event())
    assert report == ["El motor de voz broken falló (broken is broken); se usa espeak-ng."]


class _Sink:
    """A stream that keeps nothing (the text channel's output is not under test)."""

    def write(self, text):
        return len(text)

    def flush(self):
        pass
