"""``companion print-kit``: write the adaptation kit (sticker sheets at true size) as a PDF.

A thin layer over :mod:`companion.kit.sheets`; the spec is ``docs/adaptation.md``.
"""
from __future__ import annotations

import sys
from pathlib import Path

from companion import cli_language
from companion.cards import LANGUAGES
from companion.commands import non_empty
from companion.narration.catalog import Sentence, message, system_words
from companion.part_file import PartFile

EDITION_CHOICES = ("arkham", "arkham-classic", "original", "all")


def register(subparsers) -> None:
    """Add the ``print-kit`` sub-command."""
    p = subparsers.add_parser(
        "print-kit", help="write the printable adaptation kit (PDF, true size)",
        description="Write the deck adaptation kit as a PDF: marker labels and tactile sticker "
                    "guides for every card of the chosen edition(s), seat tiles, crosses for the "
                    "Mythos or Sanity tokens, a 50 mm calibration ruler. Print it at 100 % scale.")
    p.add_argument("--edition", type=str.lower, choices=EDITION_CHOICES, default="arkham",
                   help="which deck to label (default: arkham, whose labels serve arkham-classic "
                        "too; 'all' for the Arkham and the original decks)")
    p.add_argument("--paper", choices=("a4", "letter"), default="a4", type=str.lower,
                   help="paper size (default: a4; A4 and Letter are taken too)")
    p.add_argument("--output", "-o", metavar="FILE", default=None,
                   type=non_empty("app.arg.empty_file"),
                   help="PDF file to write (default: adaptation-kit-<edition>.pdf)")
    p.add_argument("--no-qr", action="store_true", help="leave out the optional QR labels")
    p.add_argument("--lang", type=str.lower, choices=LANGUAGES, default=None,
                   help="language of the kit's text (default: the settings file's, else en)")
    p.set_defaults(func=run)


#: How the paper sizes are written (QA17 #14: "LETTER").
PAPER_NAMES = {"a4": "A4", "letter": "Letter"}


def _not_a_pdf(path: Path) -> bool:
    """Whether ``path`` is something other than a PDF file that writing would destroy (QA:
    ``-o /etc/passwd`` overwrote it). A path the system cannot even look up (a name too
    long) is not one: the write says why (QA: it was a traceback)."""
    try:
        if not path.exists():
            return False
        if path.is_file() and path.stat().st_size == 0:
            return False  # an empty file loses nothing (QA: it was refused)
        with open(path, "rb") as f:
            return not path.is_file() or f.read(5) != b"%PDF-"
    except OSError:
        return False  # unreadable: the write says why


def run(args) -> int:
    """Write the PDF; print where it went. Returns 0, or 2 when the file cannot be written
    or, without ``--lang``, the settings file's language cannot be known (the file named by
    ``$LLC_CONFIG`` missing, unreadable, or its ``language`` refused:
    :func:`companion.app.config.language_problem`)."""
    from companion.cards import Edition
    from companion.kit.sheets import write_kit

    # 'all': the two physical decks; the Arkham labels serve its classic version too (the
    # same cards without Tommy Gun and R'lyeh, same codes: seed 002 "Classic Version";
    # QA13a F12: its 25 labels were printed again)
    editions = ([Edition.ARKHAM, Edition.ORIGINAL] if args.edition == "all"
                else [Edition.parse(args.edition)])
    if args.lang is None:  # the settings file's language: said when it cannot be known
        from companion.app import config
        problem = config.language_problem(config.load()[1])
        if problem is not None:  # QA37: an English kit written without a word
            said = Sentence("app.kit.settings_refused", problem=problem.why)
            print("companion print-kit: " + said.in_language(cli_language.language()),
                  file=sys.stderr)
            return 2
    path = Path(args.output or f"adaptation-kit-{args.edition}.pdf")
    if path.suffix.lower() != ".pdf":
        wrong = ("app.kit.no_name" if path.name.lower() == ".pdf"  # QA27 #9
                 else "app.kit.not_pdf_name")
        print(f"companion print-kit: {message(cli_language.language(), wrong, path=path)}",
              file=sys.stderr)
        return 2
    if _not_a_pdf(path):
        print("companion print-kit: " + message(cli_language.language(), "app.kit.not_a_pdf",
                                                path=path), file=sys.stderr)
        return 2
    try:  # an earlier kit (a PDF, or an empty file: checked above) is replaced: said below
        replaced = path.is_file()  # QA19 #11: an empty one was replaced unsaid
    except OSError:  # a name the system cannot look up: the write says why
        replaced = False
    try:  # whole or not at all: an earlier kit is lost only to a complete new one
        part = PartFile(path)
    except OSError as exc:  # QA27 #1: a read-only kit was deleted after the failed write
        key = "app.kit.cannot_write_kept" if replaced else "app.kit.cannot_write"
        lang = cli_language.language()
        print("companion print-kit: " + message(lang, key, path=path,
                                                reason=system_words(exc, lang)), file=sys.stderr)
        return 2
    try:
        pages = write_kit(part.part, editions, args.paper, qr=not args.no_qr,
                          lang=cli_language.language())
        part.commit()
    except OSError as exc:  # QA13a F6: a full disk left an empty k.pdf
        part.discard()
        lang = cli_language.language()
        print("companion print-kit: " + message(lang, "app.kit.cannot_write", path=path,
                                                reason=system_words(exc, lang)),
              file=sys.stderr)
        return 2
    # a second run writes the same default file again: said, not silent (QA18); in the
    # table's language, the kit's own (QA32 F6)
    print(message(cli_language.language(),
                  "app.kit.wrote_replacing" if replaced else "app.kit.wrote",
                  path=path, pages=pages, paper=PAPER_NAMES[args.paper]))
    return 0
