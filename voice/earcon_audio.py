"""Play earcons live through a system audio player (used by the audio backends).

Earcons are decoration: if no player works, they are switched off after one report on
the text channel and speech goes on.
"""

from __future__ import annotations

import atexit
import shutil
import tempfile
import threading
from collections.abc import Callable, Sequence
from pathlib import Path

from voice import earcons
from voice.earcons import Earcon
from voice.player import PlayerError, find_player, play

AUTO = object()


class EarconAudio:
    """Plays earcon WAVs (generated once per volume into a temp dir) with ``command``.

    ``command``: player argument list, ``None`` for no earcons, default: ``find_player()``.
    ``report``: where the one-time "earcons off" message goes.
    """

    def __init__(self, command: Sequence[str] | None | object = AUTO, report: Callable[[str], None] | None = None):
        self.command = find_player() if command is AUTO else command
        self.report = report or (lambda _msg: None)
        self._dir: Path | None = None
        self._lock = threading.Lock()

    @property
    def enabled(self) -> bool:
        return self.command is not None

    def _path(self, earcon: Earcon, volume: float) -> Path:
        with self._lock:
            if self._dir is None:
                self._dir = Path(tempfile.mkdtemp(prefix="llc-earcons-"))
                atexit.register(shutil.rmtree, self._dir, True)
            path = self._dir / f"{Earcon(earcon).value}-{int(round(volume * 100))}.wav"
            if not path.exists():
                from voice.wavfile import write_wav  # it imports the backends, which import us
                write_wav(path, earcons.samples(earcon, volume), earcons.SAMPLE_RATE)
            return path

    def play(self, earcon: Earcon, volume: float, cancel: threading.Event) -> bool:
        """Play ``earcon`` at ``volume`` (0..1); ``False`` only if ``cancel`` cut it."""
        if not self.enabled or volume <= 0:
            return True
        try:
            return play(str(self._path(earcon, volume)), self.command, cancel)
        except (PlayerError, OSError) as exc:  # OSError: no temporary folder (a full disk)
            self.command = None
            self.report(f"Earcons are off: {exc}.")
            return True
