"""Sub-commands of the ``companion`` command, one module each.

Each module has ``register(subparsers)``, which adds its parser and sets ``func`` to a
``run(args) -> int`` function.
"""
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
