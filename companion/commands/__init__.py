"""Sub-commands of the ``companion`` command, one module each.

Each module has ``register(subparsers)``, which adds its parser and sets ``func`` to a
``run(args) -> int`` function.
"""
import importlib

from companion import cli_language
from companion.narration.catalog import message

#: Modules of companion.commands, in the order their commands appear in ``--help``.
COMMAND_MODULES = [
    "play",
    "demo",
    "simulate",
    "resume",
    "replay",
    "print_kit",
]


def register_all(subparsers) -> None:
    """Add every sub-command to ``subparsers`` (an argparse sub-parsers action)."""
    for name in COMMAND_MODULES:
        importlib.import_module(f"{__name__}.{name}").register(subparsers)


def whole_number(key: str, most: int | None = None):
    """An argparse type: a whole number from 0 to ``most`` (no limit: ``None``), else
    ``argparse.ArgumentTypeError`` saying the catalog's ``key`` (``app.arg.*``, with
    ``{text}``: the value in quotes, and ``{range}``: "0 to <most>" or "0 or more") in the
    command line's language (:mod:`companion.cli_language`; QA27 #7)."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = -1
        if value < 0 or (most is not None and value > most):
            said = cli_language.language()
            span = (message(said, "app.arg.range_to", most=most) if most is not None
                    else message(said, "app.arg.range_up"))
            raise cli_language.refusal(key, text=repr(text), range=span)
        return value
    return parse


def non_empty(key: str):
    """An argparse type: a text (a path, a list of names) refused when empty or blank
    (QA15, QA16: ``--out ''``, ``-o ''`` and ``--players ''`` were quietly taken as not
    given) with ``argparse.ArgumentTypeError`` saying the catalog's ``key``
    (``app.arg.empty_*``: "an empty file name: give a path, or leave the option out") in
    the command line's language. Returns the text as given."""
    def parse(text: str) -> str:
        if not text.strip():
            raise cli_language.refusal(key)
        return text
    return parse
