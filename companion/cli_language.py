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


#: The shortest abbreviations of ``--lang`` and ``--config`` read as them, as argparse
#: takes an option's unambiguous prefix (``--lan fr``): ``--l`` (``play`` refuses it,
#: ``--log`` begins so too, and says so in that language); ``--conf`` (``--con`` may be
#: ``--conditions``).
_SHORTEST = {"--lang": 3, "--config": 6}


def _option(arg: str) -> "tuple[str | None, str | None]":
    """``(name, value)`` when ``arg`` is ``--lang`` or ``--config`` or one of their
    abbreviations (:data:`_SHORTEST`), ``value`` when written ``--lang=fr``; else
    ``(None, None)``."""
    typed, equals, value = arg.partition("=")
    for name, shortest in _SHORTEST.items():
        if len(typed) >= shortest and name.startswith(typed):
            return name, value if equals else None
    return None, None


def table_language(argv: "list[str]") -> str:
    """The language of the command line ``argv`` (without the program name): its last
    ``--lang X`` or ``--lang=X`` (or an abbreviation argparse takes, ``--lan X``: session
    30, QA31 low #3) when ``X`` is a language, else the ``language`` of the settings file
    (``--config FILE`` or the default one), else ``"en"``. Never raises."""
    asked, config_path = None, None
    for i, arg in enumerate(argv):
        name, value = _option(arg)
        if name is not None and value is None and i + 1 < len(argv):
            value = argv[i + 1]
        if name == "--lang" and value is not None:
            asked = value.strip().lower()
        elif name == "--config" and value is not None:
            config_path = value or None
    if asked in LANGUAGES:
        return asked
    try:
        from companion.app import config
        return config.load(config_path)[0].language
    except Exception:  # an unreadable settings file is said by the command itself
        return "en"


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
