"""The printed kit follows the table's language (QA32 F6: its text was English only, and
fpdf2's Latin-1 core fonts could not print the 'Œ' of 'Œufs clandestins'): its text comes
from the message catalog and the card catalog, in DejaVu Sans embedded in the PDF."""
import pytest
from fpdf import FPDF

from companion.cards import Edition, card
from companion.cli import main
from companion.kit import sheets as kit
from companion.kit.font import DEJAVU_DIR, DEJAVU_FILES, KitFont, kit_font

HAS_DEJAVU = all((DEJAVU_DIR / f).is_file() for f in DEJAVU_FILES.values())
needs_dejavu = pytest.mark.skipif(not HAS_DEJAVU, reason="fonts-dejavu-core is not installed "
                                  "(make setup installs it)")


class Recorder(FPDF):
    """An FPDF that keeps every text cell: (text, cell width mm, available width mm)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.texts = []

    def cell(self, w=None, h=None, text="", *args, **kwargs):
        room = w if w else self.w - self.r_margin - self.x
        self.texts.append((text, self.get_string_width(text), room, self.font_family))
        return super().cell(w, h, text, *args, **kwargs)


def _texts(monkeypatch, lang, editions=("arkham", "original"), paper="a4", font_dir=None):
    monkeypatch.setattr(kit, "FPDF", Recorder)
    pdf = kit.build_kit(editions, paper, qr=True, lang=lang, font_dir=font_dir)
    return pdf, pdf.texts


@needs_dejavu
@pytest.mark.parametrize("lang, says", [
    ("fr", ["Lovecraft Letter - kit d'adaptation", "Œufs clandestins (0, Autre Monde)",
            "Le Boxeur (", "Tuiles de place et croix des pions Mythe\n",
            "Croix des jetons de santé mentale\n",
            "Étiquettes des cartes - édition original", "place 1 - cœur (rouge)",
            "coin en haut à droite", "Imprimez à 100 %", "Éditions : arkham (sert aussi à "
            "arkham-classic), original.", "4. Cartes Autre Monde : une croix noire"]),
    ("es", ["Lovecraft Letter - kit de adaptación", "Huevos del polizón (0, Otro Mundo)",
            "El Boxeador (", "Fichas de asiento y cruces de las fichas de Mitos\n",
            "Cruces de las fichas de Cordura\n",
            "Etiquetas de las cartas - edición arkham", "asiento 1 - corazón (rojo)",
            "esquina superior derecha", "Imprime al 100 %", "código"]),
])
def test_the_kit_is_written_in_the_table_s_language(monkeypatch, lang, says):
    pdf, texts = _texts(monkeypatch, lang)
    text = "\n".join(t for t, *_ in texts)
    for words in says:
        assert words in text, words
    for english in ("Stowaway Eggs", "The Boxer", "Card labels", "Seat tiles", "copy 1/",
                    "top-right corner", "Print at 100 %", "Other World"):
        assert english not in text, english
    assert {family for *_, family in texts} == {"dejavu"}
    data = bytes(pdf.output())
    assert b"/FontFile2" in data and b"DejaVuSans" in data and b"/Helvetica" not in data


@needs_dejavu
@pytest.mark.parametrize("lang", ["en", "fr", "es"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_text_fits_its_place_in_every_language(monkeypatch, lang, paper):
    # DejaVu Sans is wider than Helvetica and French runs longer than English: the intro is
    # wrapped to the page, and every label stays inside its cell (its width in mm)
    _, texts = _texts(monkeypatch, lang, paper=paper)
    too_wide = [(t, round(w, 1), round(room, 1)) for t, w, room, _ in texts if w > room + 0.01]
    assert not too_wide


@needs_dejavu
def test_the_english_kit_says_the_english_names_in_dejavu(monkeypatch):
    pdf, texts = _texts(monkeypatch, "en", editions=("arkham",))
    text = "\n".join(t for t, *_ in texts)
    assert "Stowaway Eggs (0, Other World) - code" in text and "seat 1 - heart (red)" in text
    assert "Tolerances: position ±2 mm, rotation ±10 degrees, size ±15 %." in text
    assert "Seat tiles and crosses for the Mythos tokens" in text


def test_without_dejavu_the_kit_falls_back_to_helvetica_spelled_plainly(monkeypatch, tmp_path):
    pdf, texts = _texts(monkeypatch, "fr", font_dir=tmp_path)  # an empty folder: no font
    text = "\n".join(t for t, *_ in texts)
    assert "OEufs clandestins (0, Autre Monde)" in text and "place 1 - coeur (rouge)" in text
    assert "Œ" not in text and "œ" not in text
    assert {family for *_, family in texts} == {"helvetica"}
    assert bytes(pdf.output()).startswith(b"%PDF-")  # whole: no Latin-1 error


def test_kit_font_registers_both_faces_or_none(tmp_path):
    assert kit_font(FPDF(), tmp_path) == KitFont("helvetica", embedded=False)
    assert KitFont("helvetica", False).text("Œufs – «x» …") == "OEufs - «x» ..."
    assert KitFont("dejavu", True).text("Œufs") == "Œufs"
    if HAS_DEJAVU:
        (tmp_path / "DejaVuSans.ttf").write_bytes((DEJAVU_DIR / "DejaVuSans.ttf").read_bytes())
        assert not kit_font(FPDF(), tmp_path).embedded  # the bold face is missing
        assert kit_font(FPDF()) == KitFont("dejavu", embedded=True)


def test_the_intro_is_wrapped_with_a_hanging_indent():
    pdf = FPDF(unit="mm")
    pdf.add_page()
    pdf.set_font("helvetica", "", 8.5)
    lines = kit.wrap(pdf, "1. " + "word " * 60, 50.0)
    assert len(lines) > 3 and lines[0].startswith("1. word")
    assert all(line.startswith("   word") for line in lines[1:])
    assert all(pdf.get_string_width(line) <= 50.0 for line in lines)
    assert " ".join(line.strip() for line in lines).split() == ("1. " + "word " * 60).split()
    french = kit.wrap(pdf, "Tuiles de place : une par joueur ; " * 8, 40.0)
    assert not any(line.lstrip().startswith((":", ";")) for line in french)


def test_the_intro_says_the_token_names_and_millimetres_in_the_language():
    eds = [Edition.ARKHAM]
    fr = kit.intro_lines(eds, "fr")
    assert "5. Pions Mythe : une croix noire sur la face Fou." in fr
    assert any("(à 0,5 mm du bord du haut, à 1,5 mm du bord droit)" in line for line in fr)
    es = kit.intro_lines([Edition.ORIGINAL], "es")
    assert "5. Fichas de Cordura: una cruz negra en la cara de locura." in es
    assert kit.token_name([Edition.ARKHAM, Edition.ORIGINAL], "fr") == (
        "pions Mythe ou jetons de santé mentale")
    with pytest.raises(ValueError):
        kit.build_kit(["arkham"], lang="de")


def test_print_kit_writes_the_kit_in_the_language_asked(tmp_path, capsys, monkeypatch):
    seen = {}
    monkeypatch.setattr("companion.kit.sheets.write_kit",
                        lambda path, editions, paper, qr, lang: seen.update(lang=lang) or 3)
    assert main(["print-kit", "--lang", "es", "-o", str(tmp_path / "k.pdf")]) == 0
    out = capsys.readouterr().out
    assert seen == {"lang": "es"} and out.startswith(f"Se escribió {tmp_path / 'k.pdf'} (3 ")
    assert "inglés" not in out
    assert card("stowaway_eggs").name("es") == "Huevos del polizón"
