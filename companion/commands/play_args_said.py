"""argparse's refusals of a ``companion play`` command line, said in words as well as
printed (QA39 M3: printed only, a blind player heard nothing): a value not among an
option's choices, an unknown option, two options that exclude each other, in the table's
language, with the voice of the settings the command line gives
(:func:`say_refused_option`, ``play``'s parser's ``say_refusal``). Split from
:mod:`companion.commands.play` by job.
"""
from __future__ import annotations

from companion import cli_language
from companion.cards import LANGUAGES, Edition
from companion.commands.play_before_start import _refuse_aloud
from companion.narration.catalog import message


def say_refused_option(text: str, argv: "list[str]", lang: str) -> None:
    """Say argparse's refusal ``text`` of the command line ``argv`` (printed already), in
    ``lang``, with the voice of the settings it gives (QA39 M3: "invalid choice: 'foo'",
    a refused ``--camera`` were printed only, a blind player heard nothing); a value not
    among an option's choices in words (:func:`refused_choice_said`), an unknown option
    too (:func:`unknown_said`)."""
    from argparse import Namespace
    _refuse_aloud(Namespace(config=cli_language.given_config(argv)), lang,
                  refused_choice_said(text, argv, lang) or unknown_said(text, lang)
                  or exclusive_said(text, lang) or text,
                  printed=False)


#: argparse's refusal of the words of a command line no option takes (its English text)
UNKNOWN = "unrecognized arguments: %s"


def unknown_said(text: str, lang: str) -> "str | None":
    """argparse's refusal ``text`` of words no option of ``play`` takes ("unrecognized
    arguments: --colour red", in the words of any of :data:`LANGUAGES`: the top parser's
    or ``play``'s, as :func:`cli_language.speaking` translates it), said in words in
    ``lang`` (``app.arg.said_unknown``: "Unknown on the command line: --colour red.
    companion play --help lists the options."); ``None`` for any other refusal. Fresh
    QA59 LOW-3: argparse's English text was said aloud as printed."""
    from companion.narration.catalog import catalog
    for each in LANGUAGES:
        head = catalog(each).get(UNKNOWN, UNKNOWN).split("%s")[0]
        if text.startswith(head) and text[len(head):].strip():
            return message(lang, "app.arg.said_unknown", args=text[len(head):].strip())
    return None


#: argparse's refusal of an option given with one it excludes (its English text, after
#: the option refused: "argument --camera: ")
EXCLUDED = "not allowed with argument %s"


def exclusive_said(text: str, lang: str) -> "str | None":
    """argparse's refusal ``text`` of two options of ``play`` that exclude each other
    ("argument --camera: not allowed with argument --source", in the words of any of
    :data:`LANGUAGES`, as :func:`cli_language.speaking` translates it), said in words in
    ``lang`` (``app.arg.said_exclusive``: "--camera and --source cannot go together: keep
    one, drop the other."); ``None`` for any other refusal. Fresh QA61 LOW-6: argparse's
    text was said aloud as printed."""
    import re
    from companion.narration.catalog import catalog
    for each in LANGUAGES:  # the option's own part may be in English (ArgumentError's str)
        inner = re.escape(catalog(each).get(EXCLUDED, EXCLUDED))
        found = re.search(inner.replace(re.escape("%s"), r"(?P<other>-\S+)") + "$", text.strip())
        given = found and re.search(r"-{1,2}[\w-]+", text[:found.start()])
        if given:
            return message(lang, "app.arg.said_exclusive", given=given[0],
                           other=found["other"])
    return None


#: The options of ``play`` with a list of values, their refusal said in words: the
#: catalog key and the values.
SAID_CHOICES = {"--edition": ("app.arg.said_edition", tuple(e.value for e in Edition)),
                "--lang": ("app.arg.said_lang", tuple(LANGUAGES))}


def refused_choice_said(text: str, argv: "list[str]", lang: str) -> "str | None":
    """argparse's refusal ``text`` of a value of ``argv`` not among the choices of an
    option of :data:`SAID_CHOICES` (written in full, or as a prefix argparse takes),
    said in words in ``lang`` ("There is no edition called arkam: choose arkham,
    arkham-classic or original."); ``None`` for any other refusal, said as printed.
    QA48: "option --edition : choix invalide : 'orignal' (choisissez parmi …)" was said
    aloud to a French table, argparse's wording and the option's name; the printed line
    keeps them."""
    from babel.lists import format_list
    options = cli_language._long_options("play")
    for i, arg in enumerate(argv):
        typed, equals, value = arg.partition("=")
        named = [o for o in options if o.startswith(typed)] if typed.startswith("--") else []
        name = typed if typed in SAID_CHOICES else named[0] if len(named) == 1 else None
        if name not in SAID_CHOICES or name not in text:
            continue
        value = value if equals else argv[i + 1] if i + 1 < len(argv) else None
        key, choices = SAID_CHOICES[name]
        if value is not None and value.lower() not in choices \
                and repr(value.lower()) in text:  # argparse's invalid choice quotes it, not
            # its "expected one argument" ("--edition --lang fr": review of low49)
            return message(lang, key, value=value, choices=format_list(
                list(choices), style="or", locale=lang))
    return None


def logged_start(tracker):
    """The start line (an :class:`~companion.tracker.observations.Observation` of kind
    ``"start"``) of the game a resumed ``tracker`` goes on with: the newest in its history,
    whose names and edition the tracker holds (a log with a later start goes on with that
    game: ``app.log_restart``), or ``None``. Review of flk69: the first start line's
    ``first`` seat, read with a later game's fewer names, was an IndexError in
    :func:`resume_ignored`, a ``first_player`` ConfigError in ``companion play --resume``,
    and "--first 4: choose a seat from 1 to 2" (never typed) in ``companion replay``."""
    return next((obs for obs, _ in reversed(tracker.history) if obs.kind == "start"), None)


def resume_ignored(lang: str, players: "str | None", edition: "str | None",
                   tracker, first: "int | None" = None) -> "str | None":
    """The note (in ``lang``) that ``--players``, ``--edition`` and ``--first`` given with
    ``--resume`` are not used, when they differ from the log's (``tracker``: the resumed
    game's :class:`~companion.tracker.tracker.Tracker`; ``players`` as typed,
    comma-separated; ``first``: the 1-based seat typed): a resumed game goes on with its
    log's players, first player and edition (``app.play.resume_ignored``). ``None`` when
    none differs. ``companion play --resume`` and ``companion replay --resume`` both
    (fresh QA67 L2: replay took the log's names without a word). The names are compared
    with their spaces around them and empty ones (a trailing comma) left out, and said as
    typed (review of low68: "Ann, Bob," was said different from the log's "Ann, Bob", and
    as "Ann,Bob,"; ``--first`` was dropped without a word)."""
    from babel.lists import format_list
    start = logged_start(tracker)
    logged_first = int(start.value.get("first", 0)) if start is not None else 0
    names = [n.strip() for n in players.split(",")] if players else []
    ignored = [f"--{name} {typed}" for name, typed, differs in (
        ("players", players.strip() if players else None,
         [n for n in names if n] != list(tracker.names)),
        ("edition", edition, edition != tracker.edition.value),
        ("first", first, first != logged_first + 1)) if typed and differs]
    if not ignored:
        return None
    return message(lang, "app.play.resume_ignored", options=format_list(ignored, locale=lang),
                   players=", ".join(tracker.names), edition=tracker.edition.value,
                   first=tracker.names[logged_first])
