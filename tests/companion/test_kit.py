"""The printable kit (companion/kit/sheets.py) and ``companion print-kit``."""
import re

import pytest

from companion.cli import build_parser, main
from companion.kit.sheets import build_kit, write_kit


def _media_boxes(data: bytes):
    return [tuple(float(v) for v in m.groups())
            for m in re.finditer(rb"/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]", data)]


def test_a4_pdf_is_true_size(tmp_path):
    path = tmp_path / "kit.pdf"
    pages = write_kit(path, ["arkham"], "a4")
    data = path.read_bytes()
    assert data.startswith(b"%PDF-") and data.rstrip().endswith(b"%%EOF")
    # intro + seats + 2 card-label pages (27 cards) + 1 QR page
    assert pages == 5
    boxes = _media_boxes(data)
    assert boxes, "no MediaBox found"
    for w, h in boxes:
        assert w == pytest.approx(210 / 25.4 * 72, abs=0.1)      # 595.28 pt = 210 mm
        assert h == pytest.approx(297 / 25.4 * 72, abs=0.1)


def test_letter_and_all_editions(tmp_path):
    pdf = build_kit(["arkham", "arkham-classic", "original"], "letter", qr=False)
    assert pdf.w == pytest.approx(215.9, abs=0.1)
    # intro, seats and Mythos crosses, the original edition's Sanity crosses (a box of its
    # own, QA34 M3), 2 card-label pages per edition
    assert pdf.pages_count == 3 + 3 * 2


def test_bad_paper_or_edition():
    with pytest.raises(ValueError, match="paper"):
        build_kit(["arkham"], "a3")
    with pytest.raises(ValueError, match="edition"):
        build_kit(["deluxe"], "a4")


def test_cli_help_and_run(tmp_path, capsys):
    sub = build_parser()._subparsers._group_actions[0]
    assert "print-kit" in sub.choices
    help_text = sub.choices["print-kit"].format_help()
    assert "--edition" in help_text and "--paper" in help_text and "100" in help_text
    out = tmp_path / "k.pdf"
    assert main(["print-kit", "--edition", "original", "--paper", "Letter", "--output",
                 str(out), "--no-qr"]) == 0        # QA17 #14: "Letter" and "A4" were refused
    assert out.read_bytes().startswith(b"%PDF-")
    said = capsys.readouterr().out
    assert "100 %" in said and "pages, Letter)" in said


def test_cli_reports_an_unwritable_file(tmp_path, capsys):
    assert main(["print-kit", "--output", str(tmp_path / "missing" / "k.pdf")]) == 2
    assert "cannot write" in capsys.readouterr().err


def test_cli_never_writes_over_a_file_that_is_not_a_pdf(tmp_path, capsys):
    """QA: ``-o /etc/passwd`` overwrote it with a PDF (run as root); ``-o x.txt`` wrote a
    PDF named x.txt. A PDF may be written again."""
    text = tmp_path / "notes.pdf"
    text.write_text("my notes")
    assert main(["print-kit", "-o", str(text)]) == 2
    assert "is not a PDF" in capsys.readouterr().err and text.read_text() == "my notes"
    assert main(["print-kit", "-o", str(tmp_path / "x.txt")]) == 2
    assert "does not end in .pdf" in capsys.readouterr().err
    assert not (tmp_path / "x.txt").exists()
    kit = tmp_path / "kit.pdf"
    kit.touch()  # an empty file may be written over
    for _ in range(2):
        assert main(["print-kit", "--edition", "original", "--no-qr", "-o", str(kit)]) == 0


def test_cli_says_a_file_name_too_long_and_stops(tmp_path, capsys):
    """QA: a 300-character file name was an OSError traceback (looking it up failed)."""
    assert main(["print-kit", "-o", str(tmp_path / ("x" * 300 + ".pdf"))]) == 2
    err = capsys.readouterr().err
    assert err.startswith("companion print-kit: cannot write") and "another --output" in err


def test_the_kit_lays_the_seat_tile_where_the_guides_and_the_camera_expect_it():
    # QA13a F2: "level with the newest card" (which moves every turn), no distances; the
    # guides and docs/adaptation.md: fixed at the pile's near end, 8 cm to the side, first
    # card about 9 cm toward the centre
    from companion.kit.sheets import intro_lines
    text = " ".join(line.strip() for line in intro_lines([]))
    assert "newest card" not in text
    assert "8 cm left of the" in text and "78.75" not in text and "9 cm" in text and "stays" in text
    assert "near end" in text and "never past the tile" in text


def test_the_kit_names_the_editions_its_labels_serve():
    # QA19 #11: the guides said `--edition all` was "for the three", the sheet said
    # "Editions: arkham, original." with no word of arkham-classic
    from companion.cards import Edition
    from companion.kit.sheets import intro_lines
    first = intro_lines([Edition.ARKHAM, Edition.ORIGINAL])[0]
    assert first == "Editions: arkham (also for arkham-classic), original."
    assert intro_lines([Edition.ORIGINAL])[0] == "Editions: original."


def test_the_helper_guides_say_what_the_kit_says():
    # QA19 #11: the guides gave "about 8 cm (78.75 mm, …)" where the kit says "8 cm", "all
    # for the three", and never named the kit key's square with a dot (10)
    from pathlib import Path
    docs = Path(__file__).resolve().parents[2] / "docs"
    words = {"en": ("8 cm to the left", "square with a dot", "arkham and original"),
             "fr": ("8 cm à gauche", "carré pointé", "arkham et original"),
             "es": ("8 cm a la izquierda", "cuadrado con punto", "arkham y original")}
    for lang, needed in words.items():
        text = " ".join((docs / f"guide-helper.{lang}.md").read_text(encoding="utf-8").split())
        assert "78.75" not in text and "78,75" not in text
        assert "the three" not in text and "les trois" not in text and "las tres" not in text
        for w in needed:
            assert w in text, (lang, w)
