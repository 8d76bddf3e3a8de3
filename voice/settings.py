"""Voice settings (rate, volume, voice, language, verbosity) persisted as TOML.

The file lives in the user's config dir (``platformdirs.user_config_path``), e.g.
``~/.config/lovecraft-letter-companion/voice.toml`` on Linux. Every function takes a
``path`` override so tests never touch the real user dir; the environment variable
``LLC_VOICE_SETTINGS`` overrides the default path too.
"""

from __future__ import annotations

import difflib
import os
import tomllib
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Callable

import platformdirs
import tomli_w

from voice.messages import LANGUAGES, message
from voice.priority import Verbosity

APP_NAME = "lovecraft-letter-companion"
ENV_PATH = "LLC_VOICE_SETTINGS"

RATE_MIN, RATE_MAX = 80, 450  # words per minute (espeak-ng's usable range)
VOLUME_MIN = 0.1  # the lowest speech volume: 0 would make the voice say nothing (QA32 F8)
#: Names ``VoiceSettings.backend`` accepts (the ``name`` of each backend in ``voice.backends``).
BACKEND_NAMES = ("pyttsx3", "espeak-ng", "speech-dispatcher", "text")


class SettingsError(ValueError):
    """A voice setting is out of range or unknown (the message says which and what to do).

    ``key`` and ``params``: the :data:`voice.messages.CATALOG` entry of the message, so it can
    be printed in the table's language (:meth:`in_language`); ``str(error)`` is English."""

    def __init__(self, key: str, **args: object) -> None:
        super().__init__(message(key, "en", **args))
        self.key, self.params = key, args

    def in_language(self, lang: str) -> str:
        """The message in ``lang`` (``en``, ``fr``, ``es``)."""
        return message(self.key, lang, **self.params)


class UnknownLanguageError(SettingsError):
    """The language is not one of ``voice.messages.LANGUAGES``."""


#: :attr:`SettingProblem.key` of a settings file that cannot be read at all.
FILE = "*"


class SettingProblem(str):
    """A problem sentence (English as a ``str``) about a settings file, naming the
    setting whose value was refused (``key``; :data:`FILE` for a file that cannot be read
    at all) and why (``reason``, English, without the default used instead), so a caller
    can say it short in the table's language or refuse to play on a default that would
    mislead. Used for both settings files (this one and :mod:`companion.app.config`).

    ``render(lang)``: the whole sentence in the table's language, for the terminal
    (:meth:`in_language`; each file renders from its own layer's catalog:
    :mod:`voice.messages` here, the ``app.po`` catalogs for ``companion.toml``);
    ``refusal(lang)``: what to print when the game cannot start on this problem.
    ``value``: the refused value as the file writes it (:func:`toml_value`), ``used``: the
    value used instead, ``near``: the known setting closest to an unknown ``key``
    (:func:`nearest_key`); each ``None`` when not known, so the voice can say them (QA32
    F4: "The terminal says why" told a blind player nothing)."""

    key: str
    reason: str
    #: True when ``key`` is not a setting at all (it was ignored).
    unknown: bool

    def __new__(cls, text: str, key: str, reason: str, unknown: bool = False,
                render: "Callable[[str], str] | None" = None,
                refusal: "Callable[[str], str] | None" = None,
                value: "str | None" = None, used: "str | None" = None,
                near: "str | None" = None) -> "SettingProblem":
        obj = super().__new__(cls, text)
        obj.key, obj.reason, obj.unknown = key, reason, unknown
        obj._render, obj._refusal = render, refusal
        obj.value, obj.used, obj.near = value, used, near
        return obj

    def in_language(self, lang: str) -> str:
        """The sentence in ``lang`` (English when no translation was given)."""
        return self._render(lang) if self._render is not None else str(self)

    def refusal(self, lang: str) -> "str | None":
        """Why the game cannot start on this problem, in ``lang``; ``None`` if not given."""
        return self._refusal(lang) if self._refusal is not None else None


def nearest_key(key: str, known) -> "str | None":
    """The setting of ``known`` (names) closest to the unknown ``key`` ("languge" ->
    "language", difflib's ratio at least 0.6), ``None`` when none is close."""
    close = difflib.get_close_matches(str(key).lower(), list(known), n=1, cutoff=0.6)
    return close[0] if close else None


def toml_value(value: object) -> str:
    """``value`` as a settings file (TOML) writes it, for messages about it: ``true`` /
    ``false`` for booleans (QA27 #9: "volume True is not a number"), else ``repr`` (a
    string as TOML's literal string ``'fast'``; ``nan``, ``inf``, numbers as TOML)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return repr(value)


@dataclass(frozen=True)
class VoiceSettings:
    """All user-facing voice settings.

    - ``language``: ``"en"``, ``"fr"`` or ``"es"``.
    - ``voice``: an espeak-ng voice name (``"en-us"``, ``"fr-fr"``, ``"es+f3"``) or ``None``
      for the language's default voice.
    - ``rate``: words per minute, 80..450 (default 175).
    - ``volume``: speech volume, :data:`VOLUME_MIN`..1 (lower would silence the voice; a
      player who wants no voice sets ``backend = "text"``).
    - ``earcon_volume``: earcon volume, 0..1, independent of speech.
    - ``verbosity``: brief / normal / verbose.
    - ``backend``: preferred backend name (``"pyttsx3"``, ``"espeak-ng"``,
      ``"speech-dispatcher"``, ``"text"``) or ``None`` for the automatic chain.
    """

    language: str = "en"
    voice: str | None = None
    rate: int = 175
    volume: float = 1.0
    earcon_volume: float = 0.5
    verbosity: Verbosity = Verbosity.NORMAL
    backend: str | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.language, str) or self.language not in LANGUAGES:
            raise UnknownLanguageError("settings_language", value=toml_value(self.language),
                                       choices=", ".join(LANGUAGES))
        if isinstance(self.rate, bool) or not isinstance(self.rate, int):
            # the kind named, not "out of range" (QA13a F9: rate = 200.5)
            raise SettingsError("settings_rate_whole", value=toml_value(self.rate), low=RATE_MIN,
                                high=RATE_MAX)
        if not RATE_MIN <= self.rate <= RATE_MAX:
            raise SettingsError("settings_rate", value=toml_value(self.rate), low=RATE_MIN,
                                high=RATE_MAX)
        for name, low in (("volume", VOLUME_MIN), ("earcon_volume", 0)):
            value = getattr(self, name)  # each message names its own lowest value (QA33)
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                # QA13a F9: volume = "loud", earcon_volume = "0,5" were "out of range"
                raise SettingsError("settings_volume_number", name=name, value=toml_value(value),
                                    low=low)
            if not 0.0 <= value <= 1.0:
                raise SettingsError("settings_volume", name=name, value=toml_value(value),
                                    low=low)
        if self.volume < VOLUME_MIN:  # QA32 F8: volume = 0 silenced the voice, not a word said
            raise SettingsError("settings_volume_silent", value=toml_value(self.volume),
                                low=VOLUME_MIN)
        try:
            object.__setattr__(self, "verbosity", Verbosity(self.verbosity))
        except (ValueError, TypeError):
            raise SettingsError("settings_verbosity", value=toml_value(self.verbosity)) from None
        if self.voice is not None and (not isinstance(self.voice, str) or not self.voice.strip()):
            raise SettingsError("settings_voice", value=toml_value(self.voice))
        if self.backend is not None and self.backend not in BACKEND_NAMES:
            raise SettingsError("settings_backend", value=toml_value(self.backend),
                                choices=", ".join(BACKEND_NAMES))

    def with_(self, **changes: object) -> "VoiceSettings":
        """A copy with ``changes`` applied; raises ``SettingsError`` if one is invalid or
        is not a setting."""
        unknown = sorted(set(changes) - set(self.__dataclass_fields__))
        if unknown:
            raise SettingsError("settings_unknown_setting", setting=repr(unknown[0]),
                                known=", ".join(self.__dataclass_fields__))
        return replace(self, **changes)

    def to_dict(self) -> dict[str, object]:
        """TOML-ready dict (``None`` values omitted, enums as strings)."""
        data = asdict(self)
        data["verbosity"] = self.verbosity.value
        return {k: v for k, v in data.items() if v is not None}


def default_path() -> Path:
    """The settings file: ``$LLC_VOICE_SETTINGS`` or ``<user config dir>/voice.toml``
    (``companion play --config FILE`` reads the ``voice.toml`` beside ``FILE`` first)."""
    override = os.environ.get(ENV_PATH)
    if override:
        return Path(override)
    return platformdirs.user_config_path(APP_NAME) / "voice.toml"


def load(path: Path | str | None = None, given: "set[str] | None" = None
         ) -> tuple[VoiceSettings, list[str]]:
    """Read settings; never raises.

    Returns ``(settings, problems)``: a missing file gives defaults and no problem (but a
    missing file named by ``$LLC_VOICE_SETTINGS`` is one); an
    unreadable file or a bad value gives defaults for what was wrong and one
    :class:`SettingProblem` (a sentence naming the setting) per problem in ``problems``.
    ``given`` (a set): the settings the file gives a usable value are added to it.
    """
    named_by_env = path is None and bool(os.environ.get(ENV_PATH))
    path = Path(path) if path is not None else default_path()
    try:
        if not path.exists():
            if named_by_env:  # QA13a F17: a wrong $LLC_VOICE_SETTINGS was silent
                return VoiceSettings(), [_problem(FILE, f"{path} (from {ENV_PATH}) does not "
                                                  "exist", "settings_file_env_missing",
                                                  path=str(path), env=ENV_PATH)]
            return VoiceSettings(), []
        if not path.is_file():  # a FIFO or device would block the read; a directory fails
            return VoiceSettings(), [_problem(FILE, f"{path} is not a regular file",
                                              "settings_file_not_regular", path=str(path))]
    except OSError as exc:
        return VoiceSettings(), [_unreadable(path, exc)]
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8-sig"))
    except UnicodeDecodeError:  # not Python's codec error in the sentence (session 28)
        return VoiceSettings(), [_problem(FILE, f"{path} is not UTF-8 text",
                                          "settings_file_not_utf8", path=str(path))]
    except (OSError, tomllib.TOMLDecodeError) as exc:
        return VoiceSettings(), [_unreadable(path, exc)]
    settings, problems = VoiceSettings(), []
    for key, value in data.items():
        if key not in VoiceSettings.__dataclass_fields__:
            problems.append(_problem(key, f"unknown key {key!r}", "settings_file_unknown_key",
                                     unknown=True, path=str(path), setting=repr(key)))
            problems[-1].near = nearest_key(key, VoiceSettings.__dataclass_fields__)
            continue
        try:
            settings = settings.with_(**{key: value})
            if given is not None:
                given.add(key)
        except (SettingsError, TypeError) as exc:
            problems.append(_problem(key, str(exc), "settings_file_bad_value", path=str(path),
                                     problem=exc))
            problems[-1].value = toml_value(value)
            used = getattr(settings, key)
            used = getattr(used, "value", used)  # an enum (verbosity) as the file writes it
            problems[-1].used = None if used is None else toml_value(used)
    return settings, problems


def unknown_voice(voice: str, used: str) -> SettingProblem:
    """The problem of a ``voice`` setting (an engine's voice name) that no engine has:
    the default voice ``used`` is used instead (:class:`voice.speaker.Speaker` finds it);
    both are said (QA28 of session 28: said without them)."""
    problem = _problem("voice", "unknown voice", "settings_unknown_voice", voice=repr(voice))
    problem.value, problem.used = toml_value(voice), toml_value(used)
    return problem


def _unreadable(path: Path, exc: Exception) -> SettingProblem:
    return _problem(FILE, f"{path} cannot be read ({exc})", "settings_file_unreadable",
                    path=str(path), error=str(exc))


def _problem(name: str, reason: str, key: str, unknown: bool = False,
             **args: object) -> SettingProblem:
    """A :class:`SettingProblem` of :data:`voice.messages.CATALOG` entry ``key``; a
    :class:`SettingsError` argument is rendered in the same language."""
    def render(lang: str) -> str:
        return message(key, lang, **{name: value.in_language(lang)
                                     if isinstance(value, SettingsError) else value
                                     for name, value in args.items()})
    return SettingProblem(render("en"), name, reason, unknown, render=render)


def save(settings: VoiceSettings, path: Path | str | None = None) -> Path:
    """Write ``settings`` as TOML (atomically: temp file then rename); returns the path.

    Raises ``OSError`` if the directory cannot be created or written.
    """
    path = Path(path) if path is not None else default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".tmp")
    try:
        tmp.write_bytes(tomli_w.dumps(settings.to_dict()).encode("utf-8"))
        os.replace(tmp, path)
    except BaseException:
        try:
            tmp.unlink()
        except OSError:
            pass
        raise
    return path
