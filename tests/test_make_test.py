"""``make test`` uses every core (``pytest -n auto``); the README says so and how to limit
it, and the Makefile takes the limit (session 30, QA31 low #4: nothing warned a user
whose machine was shared)."""
import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.skipif(shutil.which("make") is None, reason="no make")
@pytest.mark.parametrize("given, workers", [((), "auto"), (("TEST_WORKERS=2",), "2")])
def test_make_test_runs_one_worker_a_core_unless_limited(given, workers):
    # a dry run (-n), the set-up's stamp taken as done (-o): nothing is installed; not the
    # calling make's variables (`make test TEST_WORKERS=2` runs this test: MAKEFLAGS holds it)
    env = {k: v for k, v in os.environ.items()
           if k not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL", "TEST_WORKERS")}
    shown = subprocess.run(["make", "-n", "-s", "-o", ".venv/.installed", "test", *given],
                           cwd=ROOT, capture_output=True, text=True, check=True, env=env).stdout
    assert f"-m pytest -q -n {workers}\n" in shown


def test_the_readme_warns_that_the_tests_use_every_core_and_how_to_limit_them():
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    assert "every core busy" in readme and "make test TEST_WORKERS=2" in readme


def test_the_readme_names_every_file_make_demo_writes():
    """QA39: the README named the WAV and the transcript only, not ``demo.mp4`` nor
    ``demo-session.jsonl`` (:func:`companion.app.demo.output_paths`); its first lines stay
    the two commands."""
    from companion.app.demo import output_paths
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    for path in output_paths(Path("demo-output")).values():
        assert f"`{path.name}`" in text, path.name
    assert text.split("```")[1].split() == ["make", "demo", "make", "test"]
