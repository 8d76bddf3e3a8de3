"""What the speaker is given, checked: :meth:`voice.speaker.Speaker.say`'s arguments and the
settings' changes. A bad one is reported on the text channel (the printer thread) and
replaced or refused, never raised: the game goes on. A part of
:class:`voice.speaker.Speaker`, split from it by job.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping

from voice import settings as settings_mod
from voice.earcons import Earcon
from voice.priority import Priority, Verbosity
from voice.settings import SettingsError
from voice.textprep import clean

Text = str | Mapping[Verbosity | str, str]


class SpeakerInput:
    """Checks of what :class:`~voice.speaker.Speaker` is given, and its settings' changes.
    A part of the speaker: it uses its ``settings``, ``_settings_path``, ``printer``,
    ``chain`` and ``_cond``."""

    def update(self, **changes: object) -> bool:
        """Change settings (``language``, ``voice``, ``rate``, ``volume``,
        ``earcon_volume``, ``verbosity``, ``backend``) and persist them. On a bad value:
        reported on the text channel, nothing changes, returns ``False``."""
        voice = changes.get("voice")
        if isinstance(voice, str) and voice.strip() and not self._voice_ok(voice):
            self.printer.report(f"Unknown voice {voice!r}: keeping {self.settings.voice or 'the default voice'}.")
            return False
        try:
            new = self.settings.with_(**changes)
        except (SettingsError, TypeError) as exc:
            self.printer.report(f"{exc} Keeping the current settings.")
            return False
        old, self.settings = self.settings, new
        if (old.voice, old.language) != (new.voice, new.language):
            self.chain.reset()  # an engine dropped for the old voice gets another chance
        if self._settings_path is not None:
            try:
                settings_mod.save(new, self._settings_path)
            except OSError as exc:
                self.printer.report(f"Cannot save voice settings to {self._settings_path}: {exc}.")
        return True

    def set_language(self, language: str) -> bool:
        """``"en"``, ``"fr"`` or ``"es"``; resets the voice to the language's default."""
        return self.update(language=language, voice=None)

    def set_voice(self, voice: str | None) -> bool:
        """An espeak-ng voice name (``"en-us"``, ``"fr-fr+f3"``) or ``None`` for the default."""
        return self.update(voice=voice)

    def set_rate(self, wpm: int) -> bool:
        """Speech rate in words per minute (80..450)."""
        return self.update(rate=wpm)

    def set_volume(self, volume: float) -> bool:
        """Speech volume 0..1."""
        return self.update(volume=volume)

    def set_earcon_volume(self, volume: float) -> bool:
        """Earcon volume 0..1."""
        return self.update(earcon_volume=volume)

    def set_verbosity(self, verbosity: Verbosity | str) -> bool:
        """brief / normal / verbose."""
        return self.update(verbosity=verbosity)

    def _voice_ok(self, voice: str) -> bool:
        from voice.backends.espeak import list_voices, voice_exists

        return not list_voices() or voice_exists(voice)

    def _voice_failed(self, voice: str) -> None:
        """The chain found that an engine does not know ``voice``: use the default voice
        for the rest of the session (not saved; the chain already said so)."""
        with self._cond:
            if self.settings.voice == voice:
                self.settings = self.settings.with_(voice=None)

    def _priority(self, priority: object) -> Priority:
        if isinstance(priority, Priority):
            return priority
        if isinstance(priority, str):
            name = priority.strip().upper()
            if name in Priority.__members__:
                return Priority[name]
        elif not isinstance(priority, bool):
            try:
                return Priority(priority)
            except (ValueError, TypeError):
                pass
        self.printer.report(f"Unknown priority {priority!r}; using NORMAL (choose now, normal or low).")
        return Priority.NORMAL

    def _earcon(self, earcon: object) -> Earcon | None:
        if earcon is None or isinstance(earcon, Earcon):
            return earcon
        if isinstance(earcon, str):
            name = earcon.strip()
            if name.lower() in Earcon._value2member_map_:
                return Earcon(name.lower())
            if name.upper() in Earcon.__members__:
                return Earcon[name.upper()]
        choices = ", ".join(e.value for e in Earcon)
        self.printer.report(f"Unknown earcon {earcon!r}; saying the text without it (earcons: {choices}).")
        return None

    def _topic(self, topic: object) -> Hashable | None:
        if topic is None:
            return None
        try:
            hash(topic)
        except TypeError:
            self.printer.report(
                f"Topic {topic!r} cannot be a topic (it must be hashable, e.g. a turn number); announcing without one."
            )
            return None
        return topic

    def _choose(self, text: Text) -> str | None:
        if isinstance(text, Mapping):
            verbosity = self.settings.verbosity
            picked = text.get(verbosity) or text.get(verbosity.value)
            picked = picked or text.get(Verbosity.NORMAL) or text.get("normal")
            picked = picked or next((v for v in text.values() if isinstance(v, str) and v.strip()), None)
            text = picked if picked is not None else ""
        if not isinstance(text, str):
            if text is None:
                self.printer.report("say() was given no text (None); nothing to announce.")
                return None
            self.printer.report(f"say() expects text, got {type(text).__name__}; announcing it as text.")
            try:
                text = str(text)
            except Exception as exc:
                self.printer.report(f"say() could not turn it into text ({exc!r}); nothing to announce.")
                return None
        text = clean(text)
        if not text:
            self.printer.report("say() was given empty text; nothing to announce.")
            return None
        return text
