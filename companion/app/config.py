"""Table settings of ``companion play``, persisted as TOML in the user's config directory.

The file is ``<user config dir>/lovecraft-letter-companion/companion.toml`` (on Linux
``~/.config/lovecraft-letter-companion/companion.toml``), or ``$LLC_CONFIG``. Voice settings
(rate, volume, voice, verbosity) live beside it in ``voice.toml`` (see :mod:`voice.settings`).

Example::

    edition = "arkham"
    language = "fr"
    players = ["Alice", "Bob", "Carol"]   # in seat order, clockwise; seat 1 is Alice
    first_player = 1                       # a seat number, 1-based as spoken
    source = "0"                           # webcam index, video file, image folder or URL
    log_dir = "~/lovecraft-letter-logs"
"""
from __future__ import annotations

import os
import tomllib
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path

import platformdirs
import tomli_w

from companion.cards import LANGUAGES, Edition
from companion.rules import MAX_PLAYERS, MIN_PLAYERS
from companion.tracker.observations import name_problem
from voice.settings import FILE, SettingProblem  # one problem type for both settings files

APP_NAME = "lovecraft-letter-companion"
ENV_PATH = "LLC_CONFIG"


class ConfigError(ValueError):
    """A table setting is wrong; the message says which, why, and what is allowed."""


@dataclass(frozen=True)
class TableSettings:
    """Settings of a table.

    Attributes:
        edition: ``arkham``, ``arkham-classic`` or ``original`` (RULINGS "Editions").
        language: ``en``, ``fr`` or ``es``: narration and card names.
        players: player names in seat order, clockwise (2 to 6).
        first_player: the seat (1-based) that starts the first round.
        source: camera index (``"0"``), video file, image folder or stream URL.
        log_dir: folder of the session logs (JSON Lines), created when needed.
    """

    edition: str = "arkham"
    language: str = "en"
    players: tuple[str, ...] = ("Player 1", "Player 2", "Player 3", "Player 4")
    first_player: int = 1
    source: str = "0"
    log_dir: str = field(default_factory=lambda: str(
        platformdirs.user_data_path(APP_NAME) / "logs"))

    def __post_init__(self) -> None:
        try:
            Edition.parse(self.edition)
        except ValueError as exc:
            raise ConfigError(str(exc)) from None
        if self.language not in LANGUAGES:
            raise ConfigError(f"language {self.language!r}: choose one of {', '.join(LANGUAGES)}")
        players = self.players
        if not isinstance(players, (list, tuple)) or \
                not all(isinstance(p, str) for p in players):
            raise ConfigError("players must be a list of names, e.g. players = [\"Alice\", \"Bob\"]")
        object.__setattr__(self, "players", tuple(p.strip() for p in players))
        problem = name_problem(self.players)  # QA: empty, twice, line breaks, card names
        if problem:
            raise ConfigError(problem)
        if not MIN_PLAYERS <= len(self.players) <= MAX_PLAYERS:
            count = f"{len(self.players)} player" + ("s" if len(self.players) != 1 else "")
            raise ConfigError(f"{count}: Lovecraft Letter is played by "
                              f"{MIN_PLAYERS} to {MAX_PLAYERS} players")
        if not isinstance(self.first_player, int) or not 1 <= self.first_player <= len(self.players):
            raise ConfigError(f"first_player {self.first_player!r}: choose a seat from 1 to "
                              f"{len(self.players)}")
        object.__setattr__(self, "source", str(self.source))
        if not isinstance(self.log_dir, str) or not self.log_dir.strip():
            raise ConfigError(f"log_dir {self.log_dir!r}: give a folder name in quotes, e.g. "
                              "log_dir = \"~/lovecraft-letter-logs\"")

    def with_(self, **changes) -> "TableSettings":
        """A copy with ``changes``; raises :class:`ConfigError` if one is wrong."""
        return replace(self, **changes)

    def to_dict(self) -> dict:
        """TOML-ready dict."""
        data = asdict(self)
        data["players"] = list(self.players)
        return data


def default_path() -> Path:
    """``$LLC_CONFIG`` or ``<user config dir>/lovecraft-letter-companion/companion.toml``."""
    override = os.environ.get(ENV_PATH)
    return Path(override) if override else platformdirs.user_config_path(APP_NAME) / "companion.toml"


def load(path: Path | str | None = None, players: "tuple[str, ...] | None" = None
         ) -> tuple[TableSettings, list[str]]:
    """Read the table settings; never raises.

    Returns ``(settings, problems)``: a missing file gives the defaults; an unreadable file
    or a wrong value gives the default for what was wrong and one sentence per problem, to
    be said and printed (the game goes on). ``players``: the players given elsewhere (the
    command line): the file's are not read, and its ``first_player`` is checked against
    these (QA: "choose a seat from 1 to 4" for a game of 2); unusable ones are left to the
    caller, which refuses them.
    """
    path = Path(path) if path is not None else default_path()
    if not path.exists():
        if os.environ.get(ENV_PATH) and path == Path(os.environ[ENV_PATH]):
            # a settings file named by $LLC_CONFIG that is not there (QA: a game of 4
            # players named Player 1 to 4 started in silence)
            return TableSettings(), [SettingProblem(
                f"{path} (from {ENV_PATH}) does not exist; using the defaults", FILE,
                f"{path} (from {ENV_PATH}) does not exist")]
        return TableSettings(), []
    if not path.is_file():
        return TableSettings(), [SettingProblem(
            f"Settings file {path} is not a regular file; using defaults. Give a TOML file.",
            FILE, f"{path} is not a regular file")]
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8-sig"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        return TableSettings(), [SettingProblem(
            f"Settings file {path} cannot be read ({exc}); using defaults. Fix the file or "
            "delete it.", FILE, f"{path} cannot be read ({exc})")]
    settings, problems = TableSettings(), []
    if players:
        data.pop("players", None)
        try:
            settings = settings.with_(players=tuple(players))
        except ConfigError:
            pass
    # players before first_player: the seat range depends on the number of players.
    for key in sorted(data, key=lambda k: k != "players"):
        if key not in TableSettings.__dataclass_fields__:
            problems.append(SettingProblem(
                f"Settings file {path}: unknown setting {key!r} ignored; known: "
                + ", ".join(TableSettings.__dataclass_fields__), key,
                f"unknown setting {key!r}", unknown=True))
            continue
        try:
            settings = settings.with_(**{key: data[key]})
        except (ConfigError, TypeError) as exc:
            used = getattr(settings, key)
            shown = ", ".join(used) if isinstance(used, tuple) else repr(used)
            problems.append(SettingProblem(
                f"Settings file {path}: {exc}; using {shown}.", key, f"{path}: {exc}"))
    return settings, problems


def save(settings: TableSettings, path: Path | str | None = None) -> Path:
    """Write the settings atomically (temp file, then rename); returns the path.

    Raises:
        OSError: the folder cannot be created or written.
    """
    path = Path(path) if path is not None else default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_bytes(tomli_w.dumps(settings.to_dict()).encode("utf-8"))
    os.replace(tmp, path)
    return path
