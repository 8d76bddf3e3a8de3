"""What ``companion play`` says of the settings files' problems (``companion.toml``,
``voice.toml``): each printed whole, said short in the table's language, several in one
sentence with where to correct them (:func:`settings_said`). Split from
:mod:`companion.commands.play` by job.
"""
from __future__ import annotations

import sys
from functools import reduce

from companion.narration.catalog import message


def _problems_printed(problems, voice_problems, lang: str,
                      also_said: "list | tuple" = ()) -> "list[tuple[str, dict]]":
    """Print each problem of the settings file (``problems``) and of the voice settings
    file (``voice_problems``) whole on stderr, in ``lang``, and return what is said of them
    (:func:`settings_said`: message keys and values); ``also_said``: voice problems said
    but not printed here (the speaker's: :attr:`voice.speaker.Speaker.problems`, which
    it printed already)."""
    for problem in [*problems, *voice_problems]:
        print(problem.in_language(lang), file=sys.stderr)
    return settings_said(problems, [*voice_problems, *also_said], lang)


def _problem_said(problem, which: str) -> "tuple[str, dict, str | None]":
    """The message key and arguments that say one settings ``problem`` alone (``which``:
    ``"settings"`` or ``"voice_settings"``): short, in the table's language, which file,
    which setting, ignored or the value used (QA: English sentences in a French game; an
    unknown key said as a bad value); the value used and the setting meant are said, not
    left to the terminal (QA32 F4: "edition 'arkam'" became arkham unsaid); never the path
    nor the reader's text (QA34 F6: 7 s of them, first thing). Third: the key of the part
    (``app.setting_item.*``, same arguments) that names it in a file's summary
    (:func:`settings_said`); ``None`` for a file that cannot be read, said alone."""
    from companion.app import config
    setting = getattr(problem, "key", None)
    near, value = getattr(problem, "near", None), getattr(problem, "value", None)
    used = getattr(problem, "used", None)
    if setting is None:
        return "app.settings_problem_other", {}, "app.setting_item.other"
    if setting == config.FILE and config.line_at_fault(problem.reason):
        return (f"app.{which}_file_unreadable_line",
                {"line": config.line_at_fault(problem.reason)}, None)
    if setting == config.FILE:
        return f"app.{which}_file_unreadable", {}, None
    if problem.unknown and near:
        return (f"app.{which}_unknown_near", {"setting": setting, "near": near},
                "app.setting_item.unknown_near")
    if problem.unknown:
        return f"app.{which}_unknown_key", {"setting": setting}, "app.setting_item.unknown"
    if value and used and near and which == "settings":  # QA33 N2: "orignal"
        return "app.settings_value_near", {"setting": setting, "value": value, "used": used,
                                           "near": near}, "app.setting_item.near"
    if setting == "source" and getattr(problem, "command_line", False) and not used:
        # the command line's source, often a path, not said (QA33 L3: "the default")
        return ("app.settings_source_command_line", {"setting": setting},
                "app.setting_item.command_line")
    if value and used:
        return (f"app.{which}_value_used", {"setting": setting, "value": value, "used": used},
                "app.setting_item.used")
    return f"app.{which}_problem_key", {"setting": setting}, "app.setting_item.default"


def settings_said(problems, voice_problems, lang: str) -> "list[tuple[str, dict]]":
    """What the voice says about the settings ``problems`` (companion.toml) and
    ``voice_problems`` (voice.toml), as ``(message key, arguments)`` to tell in ``lang``:
    a file's one problem in one sentence (:func:`_problem_said`); its several problems in
    one sentence naming each setting briefly with the value used
    (``app.settings_summary``, ``app.voice_settings_summary``, the parts joined by
    ``app.setting_item.next``), then, once, where a sighted helper reads how to correct
    them (QA36: eight sentences, 40 s, before the game; "The terminal says why" sent a
    blind player to a screen). A file that cannot be read at all is said as such."""
    said, summed = [], False
    for found, which in ((problems, "settings"), (voice_problems, "voice_settings")):
        one = [_problem_said(p, which) for p in found]
        if len(one) < 2 or any(item is None for _, _, item in one):
            said += [(key, values) for key, values, _ in one]
            continue
        items = [message(lang, item, **values) for _, values, item in one]
        said.append((f"app.{which}_summary", {"count": len(one), "items": reduce(
            lambda joined, item: message(lang, "app.setting_item.next", items=joined,
                                         item=item), items)}))
        summed = True
    return said + [("app.settings_where", {})] * summed
