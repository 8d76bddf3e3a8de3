"""Sub-commands of the ``companion`` command, one module each.

Each module has ``register(subparsers)``, which adds its parser and sets ``func`` to a
``run(args) -> int`` function.
"""
import argparse
import importlib

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


def whole_number(what: str, hint: str, most: int | None = None):
    """An argparse type: a whole number from 0 to ``most`` (no limit: ``None``), else
    ``argparse.ArgumentTypeError`` saying ``'<text>' is not <what>: <hint>``."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = -1
        if value < 0 or (most is not None and value > most):
            raise argparse.ArgumentTypeError(f"{text!r} is not {what}: {hint}")
        return value
    return parse


def non_empty(what: str, hint: str = "give a path"):
    """An argparse type: a text (a path, a list of names) refused when empty or blank
    (QA15, QA16: ``--out ''``, ``-o ''`` and ``--players ''`` were quietly taken as not
    given) with ``argparse.ArgumentTypeError`` saying ``an empty <what>: <hint>, or leave
    the option out``. Returns the text as given."""
    def parse(text: str) -> str:
        if not text.strip():
            raise argparse.ArgumentTypeError(f"an empty {what}: {hint}, or leave the option out")
        return text
    return parse
