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
import re
import tomllib
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path

import platformdirs
import tomli_w

from companion.cards import LANGUAGES, Edition
from companion.narration.catalog import Sentence, as_sentence, message
from companion.part_file import PartFile
from companion.rules import MAX_PLAYERS, MIN_PLAYERS
from companion.tracker.observations import name_problem
from vision.source_spec import source_kind  # without OpenCV: checked on every command
# one problem type for both settings files
from voice.settings import FILE, SettingProblem, nearest_key, toml_value

APP_NAME = "lovecraft-letter-companion"
ENV_PATH = "LLC_CONFIG"


#: The longest value used instead that the voice says (QA32 F4); a path is only printed.
SAID_VALUE_MAX = 30


class ConfigError(ValueError):
    """A table setting is wrong; the message says which, why, and what is allowed.

    ``sentence``: the same as a :class:`~companion.narration.catalog.Sentence`, so the
    terminal can print it in the table's language (``sentence.in_language("fr")``);
    ``str(error)`` is English."""

    def __init__(self, sentence: Sentence) -> None:
        super().__init__(str(sentence))
        self.sentence = sentence

    @classmethod
    def of(cls, key: str, count: "int | None" = None, **args) -> "ConfigError":
        """The error of catalog message ``key`` (``app.config.*``) with ``args``."""
        return cls(Sentence(key, count, **args))


def default_players(lang: str, count: int = 4) -> tuple[str, ...]:
    """The names of ``count`` players when none are given, in language ``lang``:
    ``("Player 1", ...)``, ``("Joueur 1", ...)``, ``("Jugador 1", ...)``."""
    return tuple(message(lang, "app.default_player", number=i + 1) for i in range(count))


def names_in(names, lang: str) -> tuple[str, ...]:
    """``names`` as said in ``lang``: the default players of any language become those of
    ``lang`` ("Joueur 1", "Joueur 2" -> "Jugador 1", "Jugador 2"); other names stay as they
    are (QA21 #8: ``replay --lang es`` of a French record said "Joueur 1" in Spanish)."""
    names = tuple(names)
    if any(names == default_players(other, len(names)) for other in LANGUAGES):
        return default_players(lang, len(names))
    return names


@dataclass(frozen=True)
class TableSettings:
    """Settings of a table.

    Attributes:
        edition: ``arkham``, ``arkham-classic`` or ``original`` (RULINGS "Editions").
        language: ``en``, ``fr`` or ``es``: narration and card names.
        players: player names in seat order, clockwise (2 to 6).
        first_player: the seat (1-based) that starts the first round.
        source: camera index (``"0"``), video file, image folder or stream URL; any other
            value (``-1``, ``""``, ``5.5``, ``true``) is a :class:`ConfigError` worded by
            ``app.source_spec.<reason>`` (:func:`vision.source_spec.source_kind`).
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
        except ValueError:
            raise ConfigError.of("app.config.edition", value=toml_value(self.edition),
                                 choices=", ".join(e.value for e in Edition)) from None
        if self.language not in LANGUAGES:
            raise ConfigError.of("app.config.language", value=toml_value(self.language),
                                 choices=", ".join(LANGUAGES))
        players = self.players
        if not isinstance(players, (list, tuple)) or \
                not all(isinstance(p, str) for p in players):
            raise ConfigError.of("app.config.players_list")
        object.__setattr__(self, "players", tuple(p.strip() for p in players))
        # the default names are said in the table's language ("Joueur 1", "Jugador 1"),
        # as the guides promise and simulate --lang fr says (QA13a F3)
        object.__setattr__(self, "players", names_in(self.players, self.language))
        problem = name_problem(self.players)  # QA: empty, twice, line breaks, card names
        if problem:
            raise ConfigError(as_sentence(problem))
        if not MIN_PLAYERS <= len(self.players) <= MAX_PLAYERS:
            raise ConfigError.of("app.config.count", count=len(self.players),
                                 low=MIN_PLAYERS, high=MAX_PLAYERS)
        if isinstance(self.first_player, str) and self.first_player.strip().isdecimal() \
                and 1 <= int(self.first_player) <= len(self.players):
            # QA29 M5: first_player = "2" was told to choose a seat from 1 to 2; only a seat
            # that exists is given as the fix, and "²" (a digit int() refuses) is no number
            # (session 28's review: it raised out of load)
            raise ConfigError.of("app.config.first_player_quoted",
                                 value=toml_value(self.first_player),
                                 number=int(self.first_player))
        if isinstance(self.first_player, bool) or not isinstance(self.first_player, int) \
                or not 1 <= self.first_player <= len(self.players):  # true is no seat (QA13a F9)
            raise ConfigError.of("app.config.first_player", value=toml_value(self.first_player),
                                 count=len(self.players))
        try:  # tidy32: source = 5.5 was opened as the video file "5.5"
            source_kind(self.source)
        except ValueError as exc:
            params = dict(exc.params)
            if exc.reason == "not_a_source":
                params["value"] = toml_value(self.source)  # true, not True
            raise ConfigError.of(f"app.source_spec.{exc.reason}", **params) from None
        object.__setattr__(self, "source", str(self.source))
        if not isinstance(self.log_dir, str) or not self.log_dir.strip():
            raise ConfigError.of("app.config.log_dir", value=toml_value(self.log_dir))

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
    if override:
        return Path(override)
    return platformdirs.user_config_path(APP_NAME) / "companion.toml"


def load(path: Path | str | None = None, players: "tuple[str, ...] | None" = None,
         source: "str | None" = None) -> tuple[TableSettings, list[str]]:
    """Read the table settings; never raises.

    Returns ``(settings, problems)``: a missing file gives the defaults; an unreadable file
    or a wrong value gives the default for what was wrong and one sentence per problem, to
    be said and printed (the game goes on). ``players``: the players given elsewhere (the
    command line): the file's are not read, and its ``first_player`` is checked against
    these (QA: "choose a seat from 1 to 4" for a game of 2); unusable ones are left to the
    caller, which refuses them. ``source``: the frame source given elsewhere (``--camera``
    or ``--source``), used instead of the file's, which is still checked: one that names
    no source is a problem, said once so that it can be fixed (session 30, QA31 low #2: it
    went unsaid); without a ``source`` given, ``companion play`` refuses to start on it
    (the problem's ``refusal``, ``app.source_spec_where``).
    """
    path = Path(path) if path is not None else default_path()
    if not path.exists():
        if os.environ.get(ENV_PATH) and path == Path(os.environ[ENV_PATH]):
            # a settings file named by $LLC_CONFIG that is not there (QA: a game of 4
            # players named Player 1 to 4 started in silence)
            return TableSettings(), [_file_problem(
                "env_missing", path, env=ENV_PATH)]
        return TableSettings(), []
    if not path.is_file():
        return TableSettings(), [_file_problem("not_file", path)]
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8-sig"))
    except UnicodeDecodeError:  # QA29: "('utf-8' codec can't decode byte 0xce …)"
        return TableSettings(), [_file_problem("unreadable", path,
                                               error=Sentence("app.config.not_utf8"))]
    except (OSError, tomllib.TOMLDecodeError) as exc:
        return TableSettings(), [_file_problem("unreadable", path, error=str(exc))]
    settings, problems = TableSettings(), []
    if players:
        data.pop("players", None)
        try:
            settings = settings.with_(players=tuple(players))
        except ConfigError:
            pass
    # players before first_player: the seat range depends on the number of players.
    refused, seats = False, None  # the file's players refused; the seats they name
    for key in sorted(data, key=lambda k: k != "players"):
        if key not in TableSettings.__dataclass_fields__:
            problems.append(_problem(Sentence(
                "app.config.unknown", path=str(path), setting=repr(key),
                known=", ".join(TableSettings.__dataclass_fields__)), key,
                f"unknown setting {key!r}", unknown=True))
            problems[-1].near = nearest_key(key, TableSettings.__dataclass_fields__)
            continue
        try:
            if key == "first_player" and refused:
                settings = _seat_of_refused(settings, data[key], seats)
                continue
            settings = settings.with_(**{key: data[key]})
        except (ConfigError, TypeError) as exc:
            if key == "players":
                refused, seats = True, _seats_named(data[key])
            used = source if key == "source" and source is not None else getattr(settings, key)
            shown = ", ".join(used) if isinstance(used, tuple) else repr(used)
            why = exc.sentence if isinstance(exc, ConfigError) else str(exc)
            problems.append(_problem(
                Sentence("app.config.bad_value", path=str(path), problem=why, used=shown),
                key, f"{path}: {exc}", Sentence("app.source_spec_where", problem=why)
                if key == "source" else Sentence("app.config.refused_players",
                                                 path=str(path), problem=why)))
            if key == "source":  # said short: the value and where to change it printed
                problems[-1].said_refusal = Sentence("app.config.refused_source_said")
                problems[-1].command_line = source is not None  # the one used instead
            elif isinstance(why, Sentence):  # said without the path
                problems[-1].said_refusal = Sentence(
                    "app.config.refused_players_said", problem=Sentence(
                        "app.config.players_list_said") if why.key == "app.config.players_list"
                    else why)
            # why alone, with the file: what a command that needs this value says
            # (:func:`language_problem`)
            problems[-1].why = Sentence("app.config.reason_value", path=str(path), problem=why)
            problems[-1].value = toml_value(data[key])
            shown = used if isinstance(used, str) else shown
            if _said(shown):
                problems[-1].used = shown
                meant = value_meant(key, data[key])
                problems[-1].near = meant if meant != shown else None
    return settings, problems


def _seats_named(players: object) -> "int | None":
    """How many seats a refused ``players`` value names: the length of a list of 2 to 6
    entries (names twice, a card's name...), else ``None`` (a string, a list too short
    or too long: its seats are not known)."""
    if isinstance(players, list) and MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        return len(players)
    return None


def _seat_of_refused(settings: TableSettings, first: object,
                     seats: "int | None") -> TableSettings:
    """``settings`` with the file's ``first_player`` (``first``, as read) when its
    ``players`` were refused: checked against the ``seats`` the file names, not against
    the default players kept instead (QA34: players ["Alice", "Bob", "Alice"],
    first_player = 7: "choose a seat from 1 to 4"); with ``seats`` unknown (``None``),
    against the most players a game has, and worded without a range. A seat that fits
    the file but not the default players is kept out unsaid: the game does not start
    on refused players (``companion play``'s refusal), a resumed one takes the log's.

    Raises:
        ConfigError: ``first`` is no seat of those players (``app.config.first_player``,
            or ``app.config.first_player_any`` when ``seats`` is unknown).
    """
    try:
        TableSettings(players=default_players("en", seats or MAX_PLAYERS), first_player=first)
    except ConfigError as exc:
        if seats is None and exc.sentence.key == "app.config.first_player":
            raise ConfigError.of("app.config.first_player_any",
                                 value=toml_value(first)) from None
        raise
    try:
        return settings.with_(first_player=first)
    except ConfigError:
        return settings


def _said(value: str) -> bool:
    """Whether a value a problem names is said aloud: short, and not a path."""
    return len(value) <= SAID_VALUE_MAX and "/" not in value


#: Language names a settings file may hold instead of a code (QA33 N2: "francais").
_LANGUAGE_NAMES = {"english": "en", "anglais": "en", "inglés": "en", "ingles": "en",
                   "french": "fr", "français": "fr", "francais": "fr", "francés": "fr",
                   "frances": "fr", "spanish": "es", "español": "es", "espanol": "es",
                   "espagnol": "es"}


def value_meant(key: str, value: object) -> "str | None":
    """The value of the setting ``key`` that a mistyped ``value`` most likely meant: an
    edition ("orignal" -> "original") or a language code ("francais" -> "fr"), difflib's
    ratio at least 0.6 (:func:`~voice.settings.nearest_key`); ``None`` for other settings
    or when none is close (QA33 N2: a mistyped key got "did you mean", a value did not)."""
    if not isinstance(value, str):
        return None
    if key == "edition":
        return nearest_key(value, [e.value for e in Edition])
    if key == "language":
        name = nearest_key(value, [*_LANGUAGE_NAMES, *LANGUAGES])
        return _LANGUAGE_NAMES.get(name, name)
    return None


def _file_problem(what: str, path: Path, **args) -> SettingProblem:
    """A settings file that cannot be used at all (``what``: ``env_missing``,
    ``not_file``, ``unreadable``: the ``app.config.<what>`` message). One that is there but
    cannot be read says its refusal short, without the path and the reader's text (QA34
    F6), with the line at fault when the reader gives it."""
    reason = Sentence(f"app.config.reason_{what}", path=str(path), **args)
    problem = _problem(Sentence(f"app.config.{what}", path=str(path), **args), FILE,
                       str(reason), Sentence("app.config.refused_file", problem=reason))
    problem.why = reason  # why alone (:func:`language_problem`)
    if what in ("unreadable", "not_file"):
        line = line_at_fault(str(reason))
        problem.said_refusal = (Sentence("app.config.refused_file_said_line", line=line)
                                if line else Sentence("app.config.refused_file_said"))
    return problem


def language_problem(problems: "list[SettingProblem]") -> "SettingProblem | None":
    """Of the problems :func:`load` returned, the first that leaves the table's language
    unknown: the file cannot be used at all (:data:`FILE`: named by ``$LLC_CONFIG`` and
    missing, not a file, unreadable) or its ``language`` is refused; ``None`` if none.
    Its ``why`` (a :class:`Sentence`) says it without the default used instead, for a
    command whose output is in that language to refuse, as ``companion play`` refuses on
    unknown players (QA37: ``print-kit`` wrote an English kit without a word)."""
    return next((p for p in problems if p.key in (FILE, "language")), None)


def line_at_fault(reason: str) -> "int | None":
    """The line a settings file cannot be read at, from the TOML reader's text in
    ``reason`` ("... (Unclosed array (at line 2, column 1))" -> 2); ``None`` when it gives
    none (not UTF-8, not a file)."""
    found = re.search(r"\(at line (\d+), column \d+\)", reason)
    return int(found.group(1)) if found else None


def said_refusal(problem: SettingProblem, lang: str) -> str:
    """What the voice says when ``companion play`` refuses to start on ``problem`` (the
    players unknown): short, in ``lang``, without the path, the reader's text, brackets or
    quotes, which are printed (QA34 F6: 7 s of path and parser text by ear); the printed
    refusal when no short one is known."""
    said = getattr(problem, "said_refusal", None)
    if said is not None:
        return said.in_language(lang)
    return problem.refusal(lang) or problem.reason


def _problem(text: Sentence, key: str, reason: str, refusal: "Sentence | None" = None,
             unknown: bool = False) -> SettingProblem:
    """A :class:`SettingProblem` whose terminal text follows the table's language
    (``text.in_language``); ``refusal``: what ``companion play`` prints when it cannot
    start on this problem (``problem.refusal(lang)``)."""
    return SettingProblem(str(text), key, reason, unknown, render=text.in_language,
                          refusal=refusal.in_language if refusal is not None else None)


def save(settings: TableSettings, path: Path | str | None = None) -> Path:
    """Write the settings whole or not at all (:class:`~companion.part_file.PartFile`: a
    part file renamed over the old one); returns the path.

    Raises:
        OSError: the folder cannot be created or written (the old file is kept, no part
            file is left).
    """
    path = Path(path) if path is not None else default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    part = PartFile(path)
    try:
        part.part.write_bytes(tomli_w.dumps(settings.to_dict()).encode("utf-8"))
        part.commit()
    except OSError:
        part.discard()
        raise
    return path
