"""The ``companion`` command: a thin layer over the library (see ``companion --help``)."""
from __future__ import annotations

import argparse
import os
import sys

from companion.cli_language import TranslatedHelp, speaking, table_language
from companion.commands import register_all
from companion.narration.catalog import message


def _version() -> str:
    """The installed package's version (pyproject.toml), or "unknown" when not installed."""
    from importlib.metadata import PackageNotFoundError, version
    try:
        return version("lovecraft-letter-companion")
    except PackageNotFoundError:
        return "unknown"


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the ``companion`` command, one sub-command per job. No
    parser takes an abbreviated option (``allow_abbrev=False``, the sub-commands' too):
    fresh QA60 LOW, ``play --sourc VIDEO`` was taken as ``--source``, so a typo could
    silently pick another option (``--l`` is ``--lang`` or ``--log``)."""
    parser = argparse.ArgumentParser(
        prog="companion", formatter_class=TranslatedHelp, allow_abbrev=False,
        description="Lovecraft Letter table companion: reads the public cards, tracks the "
                    "table, says it aloud.")
    parser.add_argument("--version", action="version", version=f"companion {_version()}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    register_all(subparsers)
    for command in subparsers.choices.values():  # their help in the table's language
        command.formatter_class = TranslatedHelp
        command.allow_abbrev = False  # read at parse time: no option abbreviated
    return parser


def _refusals_said(parser: argparse.ArgumentParser, argv: "list[str]", lang: str) -> None:
    """When the command of ``argv`` says its refusals (its parser's ``say_refusal``, as
    ``play``'s: for a blind player), argparse's errors of its options and of the whole
    command line (an unknown option) are said too once printed, in ``lang``; the exit
    status stays 2 (QA39 M3: "invalid choice", a refused --camera were printed only)."""
    commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    command = commands.choices.get(next((a for a in argv if not a.startswith("-")), None))
    say = getattr(command, "say_refusal", None)
    if say is None:
        return
    for each in (parser, command):
        each.error = _said_after(each.error, lambda text: say(text, argv, lang))


def parse(parser: argparse.ArgumentParser, argv: "list[str]") -> argparse.Namespace:
    """``parser.parse_args(argv)``, except that words no option takes after the command
    word are refused by the sub-command's parser (its usage printed, "companion play:
    error: unrecognized arguments: --edtion x", argparse's wording in the table's language
    and its exit status 2): argparse lets them through to the top parser, whose usage
    ("usage: companion [-h] [--version] COMMAND …") says nothing of the command's options
    (fresh QA62 LOW-6). Words before the command word stay the top parser's.

    Raises:
        SystemExit: status 2, after the parser's error printed (and, for ``play``, said:
            :func:`_refusals_said`).
    """
    args, extras = parser.parse_known_args(argv)
    if extras:
        command = _subcommand(parser, getattr(args, "command", None))
        at = argv.index(args.command) if command is not None else len(argv)
        owner = command if command is not None and not set(extras) & set(argv[:at]) \
            else parser
        owner.error(argparse._("unrecognized arguments: %s") % " ".join(extras))
    return args


def _subcommand(parser: argparse.ArgumentParser, name: "str | None"
                ) -> "argparse.ArgumentParser | None":
    """The sub-command parser of ``parser`` named ``name``, or ``None``."""
    commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return commands.choices.get(name) if name is not None else None


def _said_after(error, say):
    """argparse's ``error`` (prints the usage and ``text``), then ``say(text)``, which
    Ctrl+C cuts (no traceback). Raises ``SystemExit(2)``, as ``error`` does."""
    def error_said(text):
        try:
            error(text)
        finally:
            try:
                say(text)
            except KeyboardInterrupt:  # the exit status stays argparse's 2
                pass
    return error_said


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``companion`` console script; returns the exit status."""
    argv = sys.argv[1:] if argv is None else argv
    # argparse's words (usage, --help, its errors) in the table's language (QA27 #7)
    lang = table_language(argv)
    with speaking(lang):
        parser = build_parser()
        _refusals_said(parser, argv, lang)
        args = parse(parser, argv)
        if args.command is None:  # QA13a F11: "the following arguments are required: COMMAND"
            parser.print_help()
            return 2
    try:  # the command's errors in the table's language too (QA31 N5: cli_language.language)
        with speaking(lang):
            return int(args.func(args) or 0)
    except KeyboardInterrupt:  # in the command's language (QA17 #12: English in fr/es)
        print(message(getattr(args, "lang", None) or lang, "app.stopped"), file=sys.stderr)
        return 130
    except BrokenPipeError:  # `companion resume --json LOG | head`: the reader left
        try:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        except (OSError, ValueError):
            pass
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
