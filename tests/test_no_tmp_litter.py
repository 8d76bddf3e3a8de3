"""The test run leaves no folder behind in ``/tmp``: espeak-ng started by a test keeps
PulseAudio's runtime folder in the run's own ``XDG_RUNTIME_DIR`` (``tests/conftest.py``).
Before, each test's new ``XDG_CONFIG_HOME`` made the client link a new ``/tmp/pulse-*``
folder there, never removed (about 130 a suite run, 4,000 on this machine in a day)."""
import os
import shutil
import subprocess
from pathlib import Path

import pytest


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng not installed")
def test_espeak_ng_in_a_test_links_no_runtime_folder_into_tmp():
    subprocess.run(["espeak-ng", "-q", "a"], env=os.environ.copy(), timeout=30,
                   capture_output=True)
    pulse = Path(os.environ["XDG_CONFIG_HOME"]) / "pulse"
    links = [p for p in pulse.glob("*-runtime")] if pulse.is_dir() else []
    assert links == [], f"PulseAudio linked {[os.readlink(p) for p in links]}"
