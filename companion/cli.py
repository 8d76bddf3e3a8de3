"""The ``companion`` command: a thin layer over the library (see ``companion --help``)."""
from __future__ import annotations

import argparse
import sys


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the ``companion`` command, one sub-command per job."""
    parser = argparse.ArgumentParser(prog="companion", description=__doc__)
    parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``companion`` console script; returns the exit status."""
    args = build_parser().parse_args(argv)
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
