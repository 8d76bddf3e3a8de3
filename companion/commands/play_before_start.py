"""What ``companion play`` says before the game's voice is set up: a refusal to start
(a settings file, a session log, a resumed log unusable) printed and said with a voice set
up for it (:func:`_refuse_aloud`; QA23 #16, QA33 N4: printed only, a blind player heard
nothing), the sentences said before the start (:func:`_say_before_start`), and the voice
settings for the table's language (:func:`_voice_settings`). Split from
:mod:`companion.commands.play` by job.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

from companion.commands.play_settings_said import _problems_printed
from companion.narration.catalog import message


def _refuse_aloud(args, lang: str, reason: str, said: "str | None" = None,
                  problems: "list | None" = None, printed: bool = True) -> int:
    """Print ``reason`` (why ``play`` cannot start: a resumed log or the settings file's
    players unusable, in ``lang``) and say it with the voice, which is not set up yet
    (QA23 #16, QA33 N4: printed only, a blind player heard nothing): ``said`` when given
    (short, without a path: QA34 F6), else ``reason``; returns the exit status 2.
    ``problems`` (the settings file's, :func:`companion.app.config.load`): they and the
    voice settings file's are printed and said first, as at a start (QA27 M7 of session
    27: with the log folder unwritable, only the log's refusal was heard), a voice no
    engine has among them, as at a start (QA32 L6: "Voice settings, 3 problems" where a
    start says 4: the voice is found unknown by the voice set up to say them).
    ``printed``: ``False`` when ``reason`` was printed already (argparse's refusals)."""
    from companion.app.voiceout import transcript_speaker
    voice_settings, voice_problems = _voice_settings(args, lang)
    speaker = transcript_speaker(voice_settings)
    try:
        sentences = [] if problems is None else [
            message(lang, key, **values) for key, values in _problems_printed(
                problems, voice_problems, lang, also_said=getattr(speaker, "problems", ()))]
        if printed:
            print(f"companion play: {reason}", file=sys.stderr)
        from companion.app.terminal import KeyboardThread
        # q cuts it (QA35: it acted only once all was said)
        _say_before_start(args, lang, [*sentences, said or reason], speaker,
                          keys=KeyboardThread().start().keys)
    finally:
        speaker.close()  # its engines and printer thread (session 27's review)
    return 2


def _settings_path_refused(given: "str | None", named: "str | None") -> "str | None":
    """The message key when the settings file ``named`` (by ``--config``, ``given``, else
    by ``$LLC_CONFIG``) is missing or a folder, else ``None``.

    A path named on purpose that is not there is a typo, not a wish for the defaults (QA42
    L6: "using the defaults", and the game started; its review: with ``--players`` given it
    was only warned about); a folder too (review of env44). A device such as ``/dev/null``,
    the usual "no settings" idiom, is not refused: the defaults, warned about. The usual
    place missing is not named, so stays silent."""
    if not named:
        return None
    prefix = "app.config.given" if given else "app.config.env_given"
    if not Path(named).exists():
        return prefix + "_missing"
    if Path(named).is_dir():
        return prefix + "_not_file"
    return None


def _in_use_refused(args, lang: str, path, problems: list) -> int:
    """Refuse to start on the session log ``path`` that another companion writes: printed
    with the path, said short, in ``lang``, the settings file's ``problems`` first
    (:func:`_refuse_aloud`; QA39 M3: printed only, and in English when the log was
    locked as it was opened); returns the exit status 2."""
    return _refuse_aloud(args, lang, message(lang, "app.play.resume_in_use", path=path),
                         message(lang, "app.play.resume_in_use_said"),
                         problems=problems or None)


def _say_before_start(args, lang: str, sentences: "list[str]", speaker=None,
                      printed: bool = False, keys=None) -> None:
    """Say ``sentences`` (in ``lang``) with ``speaker``, or with a voice set up for them
    when the game's is not set up yet (``None``), and wait until they are said;
    ``printed``: each is printed on stdout too, as the game's announcements are; ``keys``
    (a keyboard's queue, or ``None``): q on it cuts them
    (:func:`~companion.app.terminal.finish_unless_q`)."""
    from companion.app.terminal import finish_unless_q
    from companion.app.voiceout import transcript_speaker
    own = speaker is None
    if own:
        speaker = transcript_speaker(_voice_settings(args, lang)[0])
    for sentence in sentences:
        if printed:
            print(sentence, flush=True)
        speaker.say(sentence)
    if keys is not None:
        finish_unless_q(speaker, keys)
    else:
        speaker.finish()  # said to its end, not waiting for a dead voice (QA36 H4)
    if own:
        speaker.close()  # its engines and printer thread (session 27's review)


def _voice_settings(args, lang: str) -> tuple:
    """The voice settings (``voice.toml``, :func:`_voice_settings_path`) for a table in
    ``lang``, and their problems: the table's language drives speech; the file's voice is
    kept when the file names no language (QA28 of session 28: it was dropped, unsaid, for
    a table not in English), dropped for the language's default when it names another."""
    from voice import settings as voice_settings_mod
    given: set[str] = set()
    voice_settings, problems = voice_settings_mod.load(_voice_settings_path(args), given)
    if voice_settings.language != lang:
        voice = None if "language" in given else voice_settings.voice
        voice_settings = voice_settings.with_(language=lang, voice=voice)
    return voice_settings, problems


def _voice_settings_path(args) -> "Path | None":
    """The ``voice.toml`` beside the table settings given by ``--config`` or
    ``$LLC_CONFIG`` when it exists, as the guides say ("in the same folder as
    companion.toml"; QA13a F17: the user folder's was read); ``None`` (the usual file:
    ``$LLC_VOICE_SETTINGS``, else the user folder's) when ``$LLC_VOICE_SETTINGS`` is set or
    there is none beside."""
    from companion.app import config
    from voice import settings as voice_settings_mod
    if os.environ.get(voice_settings_mod.ENV_PATH):
        return None
    table = args.config or os.environ.get(config.ENV_PATH)
    if not table:
        return None
    beside = Path(table).parent / "voice.toml"
    return beside if beside.exists() else None
