"""The ``companion`` command's own words in the table's language: argparse's usage line,
``--help`` texts and errors ("invalid choice", "expected one argument"), and the
refusals of the options' types (QA27 #7: all English under ``--lang fr``).

argparse words its texts through gettext (``argparse._`` and ``argparse.ngettext``);
:func:`speaking` points them at the message catalog's ``cli`` domain (``cli.po``, keyed
by the English text, as gettext does) for the language of this command line
(:func:`table_language`: its ``--lang``, else the settings file's ``language``), and
:class:`TranslatedHelp` words the commands' own help texts the same way. An option's
type that refuses a value words it with :func:`refusal` in the same language.

>>> with speaking("fr"):
...     said("show this help message and exit")
'afficher cette aide et quitter'
>>> said("show this help message and exit")
'show this help message and exit'
"""
from __future__ import annotations

import argparse
from contextlib import contextmanager
from functools import lru_cache

from companion.cards import LANGUAGES
from companion.narration.catalog import catalog, message

_language = "en"  # the language of the command line being read (:func:`speaking`)


def language() -> str:
    """The language the command line is read in (``"en"`` outside :func:`speaking`)."""
    return _language


def said(text: str) -> str:
    """``text``, one of argparse's or the commands' English texts, in :func:`language`;
    ``text`` itself when the catalog does not have it (a value, a name)."""
    return catalog(_language).get(text, text) if text else text


def _ngettext(singular: str, plural: str, count: int) -> str:
    return said(singular if count == 1 else plural)


def refusal(key: str, **args) -> argparse.ArgumentTypeError:
    """The error an option's type raises for a value it refuses: the catalog's ``key``
    with ``args``, in :func:`language`."""
    return argparse.ArgumentTypeError(message(_language, key, **args))


#: The options the language is read from (:func:`table_language`).
_READ = ("--lang", "--config")


def _option(arg: str, command: "str | None") -> "tuple[str | None, str | None]":
    """``(name, value)`` when ``arg`` is ``--lang`` or ``--config`` (:data:`_READ`), or an
    abbreviation the parser of ``command`` (``"play"``, …) may take for one of them,
    ``value`` when written ``--lang=fr``; else ``(None, None)``. An abbreviation is
    argparse's own: a prefix of the command's options (:func:`_long_options`), read as
    ``--lang`` even when another option begins so too (``play --l fr``: ``--log``), for
    argparse refuses it then, and says so in that language."""
    typed, equals, value = arg.partition("=")
    if typed in _READ:
        return typed, value if equals else None
    if len(typed) > 2 and any(name.startswith(typed) for name in _READ):
        matches = [o for o in _long_options(command) if o.startswith(typed)]
        for name in _READ:
            if name in matches:
                return name, value if equals else None
    return None, None


@lru_cache(maxsize=None)
def _long_options(command: "str | None") -> "tuple[str, ...]":
    """The ``--`` options of the command ``command``, from its argparse parser
    (:func:`companion.cli.build_parser`, built only for an abbreviation): ``()`` for no
    command, an unknown one, one that takes no abbreviations (``allow_abbrev=False``), or
    when the parser cannot be built (the command says why itself)."""
    try:
        from companion.cli import build_parser
        commands = next(a for a in build_parser()._actions
                        if isinstance(a, argparse._SubParsersAction))
    except Exception:
        return ()
    parser = commands.choices.get(command)
    if parser is None or not parser.allow_abbrev:
        return ()
    return tuple(o for action in parser._actions for o in action.option_strings
                 if o.startswith("--"))


def table_language(argv: "list[str]") -> str:
    """The language of the command line ``argv`` (without the program name): its last
    ``--lang X`` or ``--lang=X`` (or an abbreviation the command's parser takes, ``--lan X``:
    session 30, QA31 low #3; :func:`_option`) when ``X`` is a language, else the
    ``language`` of the settings file (``--config FILE`` or the default one), else
    ``"en"``. Never raises."""
    asked, config_path = _given(argv)
    if asked in LANGUAGES:
        return asked
    try:
        from companion.app import config
        return config.load(config_path)[0].language
    except Exception:  # an unreadable settings file is said by the command itself
        return "en"


def given_config(argv: "list[str]") -> "str | None":
    """The settings file the command line ``argv`` gives (its last ``--config FILE``, as
    :func:`table_language` reads it), or ``None``. Never raises."""
    return _given(argv)[1]


def _given(argv: "list[str]") -> "tuple[str | None, str | None]":
    """``(language, settings file)`` as the command line ``argv`` gives them (its last
    ``--lang`` and ``--config``, abbreviations too: :func:`_option`), lower-cased
    language not checked; ``None`` for what it does not give."""
    asked, config_path = None, None
    command = next((arg for arg in argv if not arg.startswith("-")), None)
    for i, arg in enumerate(argv):
        name, value = _option(arg, command)
        if name is not None and value is None and i + 1 < len(argv):
            value = argv[i + 1]
        if name == "--lang" and value is not None:
            asked = value.strip().lower()
        elif name == "--config" and value is not None:
            config_path = value or None
    return asked, config_path


@contextmanager
def speaking(lang: str):
    """Within: argparse and :func:`said` word their texts in ``lang``; restored after."""
    global _language
    saved = _language, argparse._, argparse.ngettext
    _language = lang if lang in LANGUAGES else "en"
    argparse._, argparse.ngettext = said, _ngettext
    try:
        yield
    finally:
        _language, argparse._, argparse.ngettext = saved


class TranslatedHelp(argparse.HelpFormatter):
    """argparse's help formatter, with the commands' descriptions, help texts and section
    headings in :func:`language` (:func:`said`)."""

    def _get_help_string(self, action):
        return said(super()._get_help_string(action))

    def add_text(self, text):
        super().add_text(said(text) if text and text is not argparse.SUPPRESS else text)

    def start_section(self, heading):
        super().start_section(said(heading) if heading else heading)
