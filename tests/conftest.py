"""Every test runs with an empty user config folder: the developer's own settings
(``companion.toml``'s language, ``voice.toml``'s engine) never change what a test sees
(helper errlang: with ``language = "fr"`` in a real settings file, the tests that expect
English errors failed)."""
import pytest


@pytest.fixture(scope="session")
def _runtime_dir(tmp_path_factory):
    """One ``XDG_RUNTIME_DIR`` (mode 0700) for the whole test run, under pytest's own
    temporary folder."""
    return tmp_path_factory.mktemp("runtime")


@pytest.fixture(autouse=True)
def _no_user_settings(tmp_path_factory, monkeypatch, _runtime_dir):
    """``XDG_CONFIG_HOME`` an empty folder and ``LLC_CONFIG`` unset, for each test (a test
    may set them again). ``COMPANION_STRICT`` set: an exception in a step of ``companion
    play``'s loop is raised, not said and skipped (:mod:`companion.app.loop_guard`).
    ``XDG_RUNTIME_DIR`` the run's own folder: with a new config folder and no runtime
    folder, each espeak-ng started by a test made PulseAudio's client leave a new
    ``/tmp/pulse-*`` folder behind (about 130 a suite run)."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path_factory.mktemp("config")))
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(_runtime_dir))
    monkeypatch.delenv("LLC_CONFIG", raising=False)
    monkeypatch.setenv("COMPANION_STRICT", "1")


def pytest_collection_modifyitems(items):
    """Tests marked ``slow`` (tens of seconds each) run first, in their collected order:
    with ``pytest -n`` the two workers then share them out from the start, instead of one
    worker finishing the suite alone on a long test that came last."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)
