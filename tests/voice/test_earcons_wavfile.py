"""Earcons (generated, distinct, with their own volume) and speech to one WAV file
with the real espeak-ng, in English, French and Spanish."""

from __future__ import annotations

import numpy as np
import pytest

from tests.voice.conftest import needs_espeak
from voice import earcons
from voice.backends.base import BackendError, SpeechRequest
from voice.backends.espeak import SAMPLE_RATE, synthesize
from voice.earcons import Earcon
from voice.wavfile import read_wav, resample, write_announcements, write_wav

SENTENCES = {
    "en": "Bob plays the Boxer.",
    "fr": "Bob joue le Boxeur.",
    "es": "Bob juega el Boxeador.",
}


def rms(samples: np.ndarray) -> float:
    return float(np.sqrt(np.mean(samples.astype(np.float64) ** 2))) if samples.size else 0.0


def test_every_earcon_is_short_audible_and_distinct():
    sounds = {e: earcons.samples(e) for e in Earcon}
    for earcon, s in sounds.items():
        assert s.dtype == np.int16 and 0.04 <= s.size / SAMPLE_RATE <= 0.6
        assert rms(s) > 1000
        assert abs(s.size / SAMPLE_RATE - earcons.duration(earcon)) < 0.01
    spectra = {e: np.abs(np.fft.rfft(s, n=16384)) for e, s in sounds.items()}
    peaks = {e: int(np.argmax(sp)) for e, sp in spectra.items()}
    keys = list(Earcon)
    for i, a in enumerate(keys):
        for b in keys[i + 1:]:
            assert sounds[a].size != sounds[b].size or peaks[a] != peaks[b], (a, b)


def test_earcon_volume_scales_and_is_checked():
    loud, soft = earcons.samples(Earcon.ROUND_WON, 1.0), earcons.samples(Earcon.ROUND_WON, 0.25)
    assert rms(soft) == pytest.approx(rms(loud) * 0.25, rel=0.02)
    assert rms(earcons.samples(Earcon.ROUND_WON, 0.0)) == 0
    with pytest.raises(ValueError, match="0..1"):
        earcons.samples(Earcon.ROUND_WON, 2.0)


def test_earcon_wav_file(tmp_path):
    samples = earcons.samples(Earcon.YOUR_TURN, 0.5)
    data, rate = read_wav(write_wav(tmp_path / "turn.wav", samples, earcons.SAMPLE_RATE))
    assert rate == 22050 and np.array_equal(data, earcons.samples(Earcon.YOUR_TURN, 0.5))


def test_resample_keeps_duration():
    tone = (np.sin(np.arange(16000) / 16000 * 2 * np.pi * 440) * 10000).astype(np.int16)
    out = resample(tone, 16000, 22050)
    assert out.size == 22050 and out.dtype == np.int16


@needs_espeak
@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_speech_to_wav_has_plausible_duration_and_is_not_silent(tmp_path, lang):
    summary = write_announcements(tmp_path / f"{lang}.wav", [SENTENCES[lang]], lang)
    data, rate = read_wav(summary.path)
    assert rate == 22050
    assert 0.6 < summary.duration < 4.0  # a five-word sentence
    assert data.size / rate == pytest.approx(summary.duration)
    assert rms(data) > 500


@needs_espeak
def test_languages_use_different_voices():
    texts = [synthesize(SpeechRequest("Bob, Alice, Carol.", lang)) for lang in ("en", "fr", "es")]
    assert len({t.tobytes() for t in texts}) == 3


@needs_espeak
def test_announcements_and_earcons_are_concatenated_in_order(tmp_path):
    items = [(Earcon.YOUR_TURN, "Your turn, Alice."), "Bob plays the Boxer.", Earcon.CHECK_FAILED, "Carol is out."]
    summary = write_announcements(tmp_path / "game.wav", items, "en", gap=0.2, earcon_volume=0.7)
    data, rate = read_wav(summary.path)
    assert [(s.kind, s.label) for s in summary.segments] == [
        ("earcon", "your_turn"), ("speech", "Your turn, Alice."), ("speech", "Bob plays the Boxer."),
        ("earcon", "check_failed"), ("speech", "Carol is out."),
    ]
    for seg in summary.segments:
        piece = data[int(seg.start * rate): int(seg.end * rate)]
        assert rms(piece) > 300, seg
    for before, after in zip(summary.segments, summary.segments[1:]):
        assert after.start - before.end == pytest.approx(0.2, abs=1 / rate)
        gap = data[int(before.end * rate) + 1: int(after.start * rate) - 1]
        assert rms(gap) == 0
    # exact: espeak-ng is deterministic, so each speech piece equals its own synthesis
    seg = summary.segments[2]
    alone = synthesize(SpeechRequest("Bob plays the Boxer."))
    assert np.array_equal(data[round(seg.start * rate): round(seg.end * rate)], alone)


@needs_espeak
def test_rate_changes_duration(tmp_path):
    slow = write_announcements(tmp_path / "slow.wav", ["Bob plays the Boxer."], rate=120)
    fast = write_announcements(tmp_path / "fast.wav", ["Bob plays the Boxer."], rate=300)
    assert slow.duration > fast.duration


@needs_espeak
def test_bad_items_and_unknown_voice_raise_clear_errors(tmp_path):
    with pytest.raises(ValueError, match="give text, an Earcon"):
        write_announcements(tmp_path / "x.wav", [42])
    with pytest.raises(BackendError, match="espeak-ng has no voice"):
        write_announcements(tmp_path / "x.wav", ["Hi."], voice="zzqq")


def test_missing_espeak_is_a_clear_error(tmp_path):
    with pytest.raises(BackendError, match="not installed"):
        write_announcements(tmp_path / "x.wav", ["Hi."], command="/nonexistent/espeak-ng")


def test_write_wav_round_trip(tmp_path):
    data = np.arange(-100, 100, dtype=np.int16)
    back, rate = read_wav(write_wav(tmp_path / "a.wav", data, 16000))
    assert rate == 16000 and np.array_equal(back, data)


@pytest.mark.parametrize(
    ("kwargs", "match"),
    [({"lang": "de"}, "en, fr, es"), ({"lang": None}, "en, fr, es"), ({"rate": -5}, "80..450"),
     ({"gap": -1}, "0 or more"), ({"volume": 7}, "0..1"), ({"earcon_volume": True}, "0..1")],
)
def test_bad_options_are_clear_value_errors(tmp_path, kwargs, match):
    options = {"lang": "en", **kwargs}
    with pytest.raises(ValueError, match=match):
        write_announcements(tmp_path / "x.wav", ["Hello.", Earcon.ERROR], options.pop("lang"), **options)
    assert not (tmp_path / "x.wav").exists()


def test_earcon_with_a_non_text_is_a_value_error(tmp_path):
    with pytest.raises(ValueError, match="give text, an Earcon"):
        write_announcements(tmp_path / "x.wav", [(Earcon.ERROR, None)])


@needs_espeak
def test_language_in_any_case_and_lone_surrogates_are_accepted(tmp_path):
    summary = write_announcements(tmp_path / "x.wav", ["Bob \ud800 plays."], " FR ")
    assert summary.duration > 0 and summary.segments[0].label == "Bob ? plays."


def test_wav_appender_is_valid_after_every_append_and_only_appends(tmp_path):
    from voice.wavfile import WavAppender

    path = tmp_path / "rec.wav"
    rec = WavAppender(path)
    assert read_wav(path)[0].size == 0
    first = np.arange(100, dtype=np.int16)
    rec.append(first)
    assert np.array_equal(read_wav(path)[0], first)
    with open(path, "r+b") as f:  # mark the recorded audio: a rewrite would erase the mark
        f.seek(44)
        f.write(np.array([12345], dtype="<i2").tobytes())
    rec.append(np.full(50, 7, dtype=np.int16))
    data, rate = read_wav(path)
    assert rate == 22050 and data.size == 150 and data[0] == 12345 and (data[100:] == 7).all()


def test_a_wav_recorder_without_espeak_says_what_to_install(tmp_path):
    """QA18 N4: the demo with no espeak-ng said "Speech engine wav-file failed (not
    installed); switching to text." — no program named, no way to fix it."""
    import io
    import threading

    from voice import TextBackend
    from voice.backends.base import SpeechRequest
    from voice.backends.wavrec import WavRecorderBackend
    from voice.chain import BackendChain

    report = []
    chain = BackendChain([WavRecorderBackend(tmp_path / "x.wav", command="/nonexistent/espeak-ng"),
                          TextBackend(io.StringIO())], report.append)
    chain.speak(SpeechRequest("Bonjour.", language="fr"), threading.Event())
    assert report == ["Le moteur vocal wav-file a échoué (espeak-ng n'est pas installé : sudo "
                      "apt-get install espeak-ng) ; passage au texte écrit."]
