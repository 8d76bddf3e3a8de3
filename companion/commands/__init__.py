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


def path_text(what: str):
    """An argparse type: a file or folder path, refused when empty or blank (QA15: ``--out
    ''`` and ``-o ''`` quietly wrote the default names in the current folder) with
    ``argparse.ArgumentTypeError`` saying ``an empty <what>: give a path, or leave the
    option out``. Returns the text as given."""
    def parse(text: str) -> str:
        if not text.strip():
            raise argparse.ArgumentTypeError(
                f"an empty {what}: give a path, or leave the option out")
        return text
    return parse
