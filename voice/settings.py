"""Voice settings (rate, volume, voice, language, verbosity) persisted as TOML.

The file lives in the user's config dir (``platformdirs.user_config_path``), e.g.
``~/.config/lovecraft-letter-companion/voice.toml`` on Linux. Every function takes a
``path`` override so tests never touch the real user dir; the environment variable
``LLC_VOICE_SETTINGS`` overrides the default path too.
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import asdict, dataclass, replace
from pathlib import Path

import platformdirs
import tomli_w

from voice.messages import LANGUAGES
from voice.priority import Verbosity

APP_NAME = "lovecraft-letter-companion"
ENV_PATH = "LLC_VOICE_SETTINGS"

RATE_MIN, RATE_MAX = 80, 450  # words per minute (espeak-ng's usable range)
#: Names ``VoiceSettings.backend`` accepts (the ``name`` of each backend in ``voice.backends``).
BACKEND_NAMES = ("pyttsx3", "espeak-ng", "speech-dispatcher", "text")


class SettingsError(ValueError):
    """A voice setting is out of range or unknown (the message says which and what to do)."""


class UnknownLanguageError(SettingsError):
    """The language is not one of ``voice.messages.LANGUAGES``."""


#: :attr:`SettingProblem.key` of a settings file that cannot be read at all.
FILE = "*"


class SettingProblem(str):
    """A problem sentence (English, for the terminal) about a settings file, naming the
    setting whose value was refused (``key``; :data:`FILE` for a file that cannot be read
    at all) and why (``reason``, without the default used instead), so a caller can say it
    short in the table's language or refuse to play on a default that would mislead.
    Used for both settings files (this one and :mod:`companion.app.config`)."""

    key: str
    reason: str
    #: True when ``key`` is not a setting at all (it was ignored).
    unknown: bool

    def __new__(cls, text: str, key: str, reason: str, unknown: bool = False
                ) -> "SettingProblem":
        obj = super().__new__(cls, text)
        obj.key, obj.reason, obj.unknown = key, reason, unknown
        return obj


@dataclass(frozen=True)
class VoiceSettings:
    """All user-facing voice settings.

    - ``language``: ``"en"``, ``"fr"`` or ``"es"``.
    - ``voice``: an espeak-ng voice name (``"en-us"``, ``"fr-fr"``, ``"es+f3"``) or ``None``
      for the language's default voice.
    - ``rate``: words per minute, 80..450 (default 175).
    - ``volume``: speech volume, 0..1.
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
            raise UnknownLanguageError(
                f"Unknown language {self.language!r}: choose one of {', '.join(LANGUAGES)}."
            )
        if isinstance(self.rate, bool) or not isinstance(self.rate, int) or not RATE_MIN <= self.rate <= RATE_MAX:
            raise SettingsError(
                f"Speech rate {self.rate!r} is out of range: use {RATE_MIN}..{RATE_MAX} words per minute."
            )
        for name in ("volume", "earcon_volume"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0.0 <= value <= 1.0:
                raise SettingsError(f"{name} {value!r} is out of range: use 0..1.")
        try:
            object.__setattr__(self, "verbosity", Verbosity(self.verbosity))
        except (ValueError, TypeError):
            raise SettingsError(
                f"Unknown verbosity {self.verbosity!r}: use brief, normal or verbose."
            ) from None
        if self.voice is not None and (not isinstance(self.voice, str) or not self.voice.strip()):
            raise SettingsError(f"Voice {self.voice!r} is not a voice name; use e.g. 'en-us' or none.")
        if self.backend is not None and self.backend not in BACKEND_NAMES:
            raise SettingsError(
                f"Unknown speech backend {self.backend!r}: use one of {', '.join(BACKEND_NAMES)}, or none for automatic."
            )

    def with_(self, **changes: object) -> "VoiceSettings":
        """A copy with ``changes`` applied; raises ``SettingsError`` if one is invalid or
        is not a setting."""
        unknown = sorted(set(changes) - set(self.__dataclass_fields__))
        if unknown:
            raise SettingsError(
                f"Unknown voice setting {unknown[0]!r}: use one of {', '.join(self.__dataclass_fields__)}."
            )
        return replace(self, **changes)

    def to_dict(self) -> dict[str, object]:
        """TOML-ready dict (``None`` values omitted, enums as strings)."""
        data = asdict(self)
        data["verbosity"] = self.verbosity.value
        return {k: v for k, v in data.items() if v is not None}


def default_path() -> Path:
    """The settings file: ``$LLC_VOICE_SETTINGS`` or ``<user config dir>/voice.toml``."""
    override = os.environ.get(ENV_PATH)
    if override:
        return Path(override)
    return platformdirs.user_config_path(APP_NAME) / "voice.toml"


def load(path: Path | str | None = None) -> tuple[VoiceSettings, list[str]]:
    """Read settings; never raises.

    Returns ``(settings, problems)``: a missing file gives defaults and no problem; an
    unreadable file or a bad value gives defaults for what was wrong and one
    :class:`SettingProblem` (a sentence naming the setting) per problem in ``problems``.
    """
    path = Path(path) if path is not None else default_path()
    try:
        if not path.exists():
            return VoiceSettings(), []
        if not path.is_file():  # a FIFO or device would block the read; a directory fails
            return VoiceSettings(), [SettingProblem(
                f"Voice settings file {path} is not a regular file; using defaults.", FILE,
                f"{path} is not a regular file")]
    except OSError as exc:
        return VoiceSettings(), [_unreadable(path, exc)]
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8-sig"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        return VoiceSettings(), [_unreadable(path, exc)]
    settings, problems = VoiceSettings(), []
    for key, value in data.items():
        if key not in VoiceSettings.__dataclass_fields__:
            problems.append(SettingProblem(
                f"Voice settings file {path}: unknown key {key!r} ignored.", key,
                f"unknown key {key!r}", unknown=True))
            continue
        try:
            settings = settings.with_(**{key: value})
        except (SettingsError, TypeError) as exc:
            problems.append(SettingProblem(
                f"Voice settings file {path}: {exc} Using the default.", key, str(exc)))
    return settings, problems


def _unreadable(path: Path, exc: Exception) -> SettingProblem:
    return SettingProblem(f"Voice settings file {path} is unreadable ({exc}); using defaults.",
                          FILE, f"{path} cannot be read ({exc})")


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
