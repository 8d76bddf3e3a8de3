"""The kit's font: DejaVu Sans embedded in the PDF, so that every French and Spanish letter
prints ('Œufs clandestins' needs 'Œ', outside the Latin-1 of fpdf2's core fonts).

DejaVu Sans comes from the Debian package ``fonts-dejavu-core`` (free licence: Bitstream Vera
and public-domain changes), which ``make setup`` installs with the other system packages
(Makefile ``SYSTEM_PACKAGES``). Without it the kit falls back to fpdf2's core Helvetica and
spells the few letters Latin-1 lacks the plain way ('Œ' as 'OE', '’' as "'"): the sheets
stay whole and readable.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from fpdf import FPDF

#: Where ``fonts-dejavu-core`` puts its files on Debian and Ubuntu.
DEJAVU_DIR = Path("/usr/share/fonts/truetype/dejavu")
#: The two faces the kit uses: regular and bold.
DEJAVU_FILES = {"": "DejaVuSans.ttf", "B": "DejaVuSans-Bold.ttf"}
#: Letters outside Latin-1 that French or Spanish text may hold, spelled for Helvetica.
_PLAIN = str.maketrans({"Œ": "OE", "œ": "oe", "’": "'", "‘": "'", "“": '"', "”": '"',
                        "…": "...", "–": "-", "—": "-", "\u202f": " "})


@dataclass(frozen=True)
class KitFont:
    """The font family a kit PDF writes with, and how its text must be spelled for it.

    Attributes:
        family: the fpdf2 family name to pass to ``FPDF.set_font``.
        embedded: True for the embedded TrueType font (every letter prints), False for the
            core Helvetica fallback (Latin-1 only).
    """

    family: str
    embedded: bool

    def text(self, s: str) -> str:
        """``s`` as this font can print it: unchanged when embedded; else with the letters
        outside Latin-1 spelled plainly ('Œufs' -> 'OEufs') and any other one as '?'."""
        if self.embedded:
            return s
        return s.translate(_PLAIN).encode("latin-1", "replace").decode("latin-1")


def kit_font(pdf: FPDF, font_dir: "str | Path | None" = None) -> KitFont:
    """Register DejaVu Sans (regular and bold) from ``font_dir`` (default
    :data:`DEJAVU_DIR`) in ``pdf`` and return it; the core Helvetica when either file is
    missing. fpdf2 embeds only the glyphs the document uses (subset).

    Raises:
        OSError: a font file exists but cannot be read. fpdf2's errors for a file that is not a
        TrueType font pass through.
    """
    folder = Path(font_dir) if font_dir is not None else DEJAVU_DIR
    paths = {style: folder / name for style, name in DEJAVU_FILES.items()}
    if not all(p.is_file() for p in paths.values()):
        return KitFont("helvetica", embedded=False)
    for style, path in paths.items():
        pdf.add_font("dejavu", style, str(path))
    return KitFont("dejavu", embedded=True)
