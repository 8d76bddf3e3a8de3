"""Fresh QA64 L5 (demos under load 13-35 on 2 cores): every demo said "[voice] Speech
engine wav-file failed (it did not start speaking); switching to text.", and its demo.wav
stopped there. The WAV recorder counts as begun once ``espeak-ng -w`` has synthesized the
whole line; the chain's start watchdog gave it 1.5 s + 1 s + a quarter of the line's
length, wall-clock: on a busy machine a slow synthesis was taken for a dead engine. A
recording has no listener waiting: it fails when espeak-ng fails or passes its own
synthesis timeout (``voice.backends.espeak.SYNTH_TIMEOUT_S``), not when the machine is
slow (a demo gives the same result on a slow machine)."""
import io
import os
import shutil
import stat

from tests.voice.conftest import TIMEOUT, TickClock, needs_espeak
from voice import Speaker, VoiceSettings
from voice.backends.text import TextBackend
from voice.backends.wavrec import WavRecorderBackend
from voice.wavfile import read_wav


@needs_espeak
def test_a_slow_synthesis_is_recorded_not_taken_for_a_dead_engine(tmp_path):
    slow = tmp_path / "slow-espeak-ng"  # a busy machine: 1.5 s before espeak-ng runs
    slow.write_text(f"#!/bin/sh\nsleep 1.5\nexec {shutil.which('espeak-ng')} \"$@\"\n")
    slow.chmod(slow.stat().st_mode | stat.S_IXUSR)
    stream = io.StringIO()
    wav = tmp_path / "demo.wav"
    # the chain's own start timeout made short: only the recorder's allowance counts
    with Speaker(VoiceSettings(), [WavRecorderBackend(wav, command=str(slow)),
                                   TextBackend(stream)], start_timeout=0.1,
                 clock=TickClock(step=0.02)) as speaker:  # flk70: ~ the chain's 20 ms polls
        speaker.say("Hi.")
        assert speaker.wait_idle(TIMEOUT)
    # main: "[voice] Speech engine wav-file failed (it did not start speaking) …"
    assert "[voice]" not in stream.getvalue(), stream.getvalue()
    assert os.path.exists(wav) and len(read_wav(wav)[0]) > 0
