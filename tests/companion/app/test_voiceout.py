"""The voice adapter of ``companion play``: speech keys answered in text, ``backend = "text"``."""
from __future__ import annotations

from companion.app.keys import Command
from companion.app.session import Announcement
from companion.app.voiceout import TranscriptBackend, VoiceOut, transcript_speaker
from voice import VoiceSettings
from voice.messages import message


def _announcement(text: str) -> Announcement:
    return Announcement(brief=text, verbose=text)


def test_repeat_back_and_forward_are_printed_when_speech_is_text(tmp_path, monkeypatch):
    """QA: with no sound device (text fallback) keys 0, 7 and 9 printed nothing."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    lines: list[str] = []
    with transcript_speaker(VoiceSettings(backend="text")) as speaker:
        out = VoiceOut(speaker, echo=lines.append)
        assert out.control(Command("repeat"))          # nothing said yet
        out(_announcement("Alice: The Fed."))
        out(_announcement("Bob: Deep One."))
        for key in ("repeat", "back", "forward"):
            assert out.control(Command(key))
        assert not out.control(Command("help"))
    assert lines == [message("nothing_to_repeat", "en"),
                     "Bob: Deep One.", "Alice: The Fed.", "Bob: Deep One."]


def test_backend_text_in_the_settings_uses_no_speech_engine():
    """QA: ``backend = "text"`` in voice.toml still tried espeak-ng first (and would speak)."""
    with transcript_speaker(VoiceSettings(backend="text")) as speaker:
        assert [type(b) for b in speaker.chain.backends] == [TranscriptBackend]
    with transcript_speaker(VoiceSettings()) as speaker:
        assert len(speaker.chain.backends) > 1
