"""Settings files for the tests that run ``companion play``."""
from pathlib import Path


def no_settings(tmp_path: Path) -> str:
    """An empty settings file in ``tmp_path`` (the defaults; the machine's own file is not
    read), as a path string for ``--config``: a ``--config`` path that does not exist
    stops ``companion play`` (QA42 L6)."""
    path = tmp_path / "none.toml"
    path.write_text("")
    return str(path)
