"""The real espeak-ng as a live backend: order of several messages, real
interruption (the process is killed), and fallback when it is broken or hangs.

The machine has no sound card, so audio goes through ``--stdout`` into the fake sound
card (``fake_soundcard.py``), which keeps the WAV stream instead of playing it.
"""

from __future__ import annotations

import io
import shutil
import threading

import numpy as np
import pytest

from tests.voice.conftest import TIMEOUT, TickClock, fake_soundcard, needs_espeak
from voice import Earcon, Priority, Speaker, Status, TextBackend, VoiceSettings
from voice.backends.base import BackendError, SpeechRequest
from voice.backends.espeak import EspeakBackend, synthesize
from voice.backends.wavrec import WavRecorderBackend
from voice.earcon_audio import EarconAudio
from voice.earcons import samples as earcon_samples
from voice.wavfile import read_wav

pytestmark = needs_espeak

LONG = "This is a long rules explanation that would take many seconds to say aloud. " * 3


def no_earcons() -> EarconAudio:
    return EarconAudio(None)


def played(outdir) -> list:
    return sorted(outdir.glob("play-*.wav"))


def pcm(path) -> np.ndarray:
    """Samples of a WAV stream saved from ``espeak-ng --stdout`` (header sizes are bogus)."""
    raw = path.read_bytes()
    start = raw.index(b"data") + 8
    return np.frombuffer(raw[start: start + (len(raw) - start) // 2 * 2], dtype="<i2")


def test_stream_through_a_player_matches_the_synthesis(tmp_path):
    backend = EspeakBackend(audio_command=fake_soundcard(tmp_path / "card"), earcons=no_earcons())
    began = []
    assert backend.speak(SpeechRequest("Your turn, Alice."), threading.Event(), lambda: began.append(1))
    assert began == [1]
    [wav] = played(tmp_path / "card")
    assert np.array_equal(pcm(wav), synthesize(SpeechRequest("Your turn, Alice.")))


def test_several_messages_are_spoken_in_order(tmp_path):
    card = tmp_path / "card"
    backend = EspeakBackend(audio_command=fake_soundcard(card), earcons=no_earcons())
    texts = ["One.", "Bob plays the Boxer.", "Carol is out of the round."]
    with Speaker(VoiceSettings(), [backend, TextBackend(io.StringIO())],
                 clock=lambda: 0.0) as speaker:  # flk70: no watchdog on the machine's speed
        for text in texts:
            speaker.say(text)
        assert speaker.wait_idle(TIMEOUT)
    got = [pcm(p) for p in played(card)]
    assert len(got) == 3
    for samples, text in zip(got, texts):
        assert np.array_equal(samples, synthesize(SpeechRequest(text)))


@pytest.mark.parametrize("lang,text", [("en", "Alice wins the round."), ("fr", "Alice gagne la manche."),
                                       ("es", "Alice gana la ronda.")])
def test_speaker_records_to_one_wav_in_each_language(tmp_path, lang, text):
    path = tmp_path / f"{lang}.wav"
    settings = VoiceSettings(language=lang, earcon_volume=0.6)
    with Speaker(settings, [WavRecorderBackend(path, gap=0.1), TextBackend(io.StringIO())],
                 clock=lambda: 0.0) as speaker:  # flk70: no watchdog on the machine's speed
        speaker.say(text, earcon=Earcon.ROUND_WON)
        speaker.say("Bob.")
        assert speaker.wait_idle(TIMEOUT)
    data, rate = read_wav(path)
    earcon = earcon_samples(Earcon.ROUND_WON, 0.6)
    first = synthesize(SpeechRequest(text, lang))
    second = synthesize(SpeechRequest("Bob.", lang))
    gap = np.zeros(int(0.1 * rate), dtype=np.int16)
    assert np.array_equal(data, np.concatenate([earcon, gap, first, gap, second]))
    assert np.sqrt(np.mean(first.astype(float) ** 2)) > 500


def test_cancel_kills_espeak_mid_utterance(tmp_path):
    card = tmp_path / "card"
    backend = EspeakBackend(audio_command=fake_soundcard(card, "--hold"), earcons=no_earcons())
    cancel, result = threading.Event(), {}
    worker = threading.Thread(target=lambda: result.setdefault("r", backend.speak(SpeechRequest(LONG), cancel, lambda: None)))
    worker.start()
    for _ in range(int(TIMEOUT / 0.01)):  # the card holds the audio: "still playing"
        if list(card.glob("holding-*")):
            break
        cancel.wait(0.01)
    assert list(card.glob("holding-*"))
    cancel.set()
    worker.join(TIMEOUT)
    assert not worker.is_alive() and result["r"] is False


def test_now_interrupts_real_espeak_and_the_interrupted_resumes(tmp_path):
    # the voice's clock stands still: the cut comes as the line's audio begins, so the line
    # is said again as it was (on the real clock a loaded machine took 0.25 s or more to
    # cut it, and it was said again "Again: …", speaker_worker.AGAIN_AFTER_S: flaky)
    card = tmp_path / "card"
    hold = EspeakBackend(audio_command=fake_soundcard(card, "--hold"), earcons=no_earcons())
    stream = io.StringIO()
    with Speaker(VoiceSettings(), [hold, TextBackend(stream)], clock=lambda: 0.0) as speaker:
        long_entry = speaker.say(LONG[:120])
        for _ in range(int(TIMEOUT / 0.01)):
            if list(card.glob("holding-*")):
                break
            threading.Event().wait(0.01)
        hold.audio_command = fake_soundcard(card)  # the card now plays to the end
        urgent = speaker.say("Alice fails her Sanity check.", Priority.NOW)
        assert speaker.wait_idle(TIMEOUT)
    assert urgent.status is Status.SPOKEN and long_entry.status is Status.SPOKEN
    got = [pcm(p) for p in played(card)]
    assert np.array_equal(got[0], synthesize(SpeechRequest("Alice fails her Sanity check.")))
    assert np.array_equal(got[1], synthesize(SpeechRequest(LONG[:120].strip())))


def test_broken_audio_output_falls_through_to_text(tmp_path):
    stream = io.StringIO()
    broken = EspeakBackend(audio_command=fake_soundcard(tmp_path / "card", "--fail"), earcons=no_earcons())
    with Speaker(VoiceSettings(), [broken, TextBackend(stream)],
                 clock=lambda: 0.0) as speaker:  # flk70: the error, not a watchdog, drops it
        entry = speaker.say("Bob plays the Priest.")
        assert speaker.wait_idle(TIMEOUT)
    out = stream.getvalue()
    assert entry.status is Status.SPOKEN and "Bob plays the Priest." in out
    assert "Speech engine espeak-ng failed" in out and "no such device" in out


def test_missing_binary_is_unavailable_and_skipped(tmp_path):
    stream = io.StringIO()
    missing = EspeakBackend(command=str(tmp_path / "espeak-ng"), earcons=no_earcons())
    assert not missing.available()
    with pytest.raises(BackendError, match="cannot run"):
        missing.speak(SpeechRequest("Hi."), threading.Event(), lambda: None)
    with Speaker(VoiceSettings(), [missing, TextBackend(stream)]) as speaker:
        speaker.say("Still heard.")
        assert speaker.wait_idle(TIMEOUT)
    # skipped, and said once: no engine at all is left (QA17 #7)
    assert stream.getvalue() == ("[voice] No speech engine found (espeak-ng): the announcements "
                                 "are only written. Install espeak-ng (sudo apt-get install "
                                 "espeak-ng) to hear them.\nStill heard.\n")


def test_hanging_espeak_output_is_caught_by_the_watchdog(tmp_path):
    stream = io.StringIO()
    hung = EspeakBackend(audio_command=fake_soundcard(tmp_path / "card", "--hold"), earcons=no_earcons())
    speaker = Speaker(VoiceSettings(), [hung, TextBackend(stream)], watchdog_base=0.3, watchdog_factor=0.0,
                      clock=TickClock(step=0.01))  # flk70: the watchdog on a clock of its own
    with speaker:
        entry = speaker.say("Round over.")
        assert speaker.wait_idle(TIMEOUT)
    assert entry.status is Status.SPOKEN and "Round over." in stream.getvalue()
    assert "it never finished" in stream.getvalue()


def test_unknown_voice_in_settings_falls_back_to_the_default_voice(tmp_path):
    stream = io.StringIO()
    backend = EspeakBackend(audio_command=fake_soundcard(tmp_path / "card"), earcons=no_earcons())
    with Speaker(VoiceSettings(voice="zzqq"), [backend, TextBackend(stream)],
                 clock=lambda: 0.0) as speaker:  # flk70: no watchdog on the machine's speed
        assert speaker.settings.voice is None
        entry = speaker.say("Hello.")
        assert speaker.wait_idle(TIMEOUT)
        assert speaker.chain.dead == {}
    out = stream.getvalue()
    assert out.count("Unknown voice 'zzqq'") == 1 and "Hello." not in out  # spoken, not printed
    assert entry.status is Status.SPOKEN and list((tmp_path / "card").glob("play-*.wav"))


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")
def test_direct_audio_either_works_or_fails_cleanly():
    """Without a sound card espeak-ng prints ALSA errors but exits 0: we call it a failure."""
    backend = EspeakBackend(earcons=no_earcons())
    try:
        ok = backend.speak(SpeechRequest("Hi."), threading.Event(), lambda: None)
    except BackendError as exc:
        assert "espeak-ng failed" in str(exc)
    else:
        assert ok is True


def test_wav_recorder_appends_and_the_file_is_valid_after_each_utterance(tmp_path):
    path = tmp_path / "session.wav"
    recorder = WavRecorderBackend(path, gap=0.1)
    assert recorder.speak(SpeechRequest("Round one."), threading.Event(), lambda: None)
    one = read_wav(path)[0]
    with open(path, "r+b") as f:  # mark the recorded audio: rewriting the file would erase it
        f.seek(44)
        f.write(np.array([12345], dtype="<i2").tobytes())
    assert recorder.speak(SpeechRequest("Your turn."), threading.Event(), lambda: None)
    both = read_wav(path)[0]
    two = synthesize(SpeechRequest("Your turn."))
    assert both[0] == 12345 and both.size == one.size + int(0.1 * 22050) + two.size
    assert np.array_equal(both[-two.size:], two)


def test_lone_surrogate_keeps_the_wav_recorder_alive(tmp_path):
    path = tmp_path / "session.wav"
    with Speaker(VoiceSettings(), [WavRecorderBackend(path), TextBackend(io.StringIO())],
                 clock=lambda: 0.0) as speaker:  # rev-flk70: no watchdog on the machine's
        # speed (under a clock read 10 s later each time: "wav-file: it never finished")
        entry = speaker.say("Bob plays the card \ud83d.")
        assert speaker.wait_idle(TIMEOUT)
        assert speaker.chain.dead == {}
    assert entry.status is Status.SPOKEN and read_wav(path)[0].size > 0


def test_fixing_a_bad_voice_revives_the_engine(tmp_path):
    path = tmp_path / "session.wav"
    stream = io.StringIO()
    with Speaker(VoiceSettings(), [WavRecorderBackend(path), TextBackend(stream)],
                 clock=lambda: 0.0) as speaker:  # rev-flk70: the voice's error, not a watchdog
        speaker.settings = speaker.settings.with_(voice="zz-bogus")  # as if it slipped past the check
        speaker.say("One.")
        assert speaker.wait_idle(TIMEOUT)
        assert speaker.chain.dead == {} and speaker.settings.voice is None
        assert speaker.set_voice("en-us")
        speaker.say("Two.")
        assert speaker.wait_idle(TIMEOUT)
    assert "One." not in stream.getvalue() and "Two." not in stream.getvalue()  # both recorded
    assert read_wav(path)[0].size > 0


def test_an_engine_stopped_by_a_full_file_system_says_so(tmp_path):
    # QA: under a file-size limit espeak-ng died of SIGXFSZ and the report was
    # "exit status -25"
    engine = tmp_path / "espeak-ng"
    engine.write_text("#!/bin/sh\nkill -XFSZ $$\n")
    engine.chmod(0o755)
    with pytest.raises(BackendError, match=r"stopped by SIGXFSZ \(File size limit exceeded\)"):
        synthesize(SpeechRequest("Hi."), command=str(engine))


def test_a_hung_espeak_does_not_answer_and_a_working_one_does(tmp_path):
    engine = tmp_path / "espeak-ng"
    engine.write_text("#!/bin/sh\nexec sleep 30\n")
    engine.chmod(0o755)
    assert not EspeakBackend(command=str(engine), earcons=no_earcons()).responsive(0.2)
    assert EspeakBackend(earcons=no_earcons()).responsive(5.0)
