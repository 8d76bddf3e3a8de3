"""Review of guide54: the helper's guides (docs/guide-helper.{en,fr,es}.md) against the code
on two of the claims session 54 added. The settings file's quotes: a word written without
quotes makes the whole file unreadable, which stops ``companion play`` (its players are
unknown) unless ``--players`` gives them, not "the defaults are used" (the guide's claim:
a helper at the table would expect the game to start). The demo's ``--conditions typical``
mixes white, cream and transparent sticker labels (``vision.render.compose``: the ``mixed``
labels, one of the three per card), not white and cream only."""
import re
from pathlib import Path

import pytest

from companion.app import config
from vision.render.scene import LABELS, PRESETS

DOCS = Path(__file__).resolve().parent.parent / "docs"

#: Each guide's words for: the file cannot be read, ``companion play`` does not start,
#: with ``--players`` it does; and for a transparent label
UNQUOTED = {
    "en": ("`companion play` does not start", "with `--players`", "transparent"),
    "fr": ("`companion play` ne démarre pas", "avec `--players`", "transparentes"),
    "es": ("`companion play` no empieza", "con `--players`", "transparentes"),
}


def _paragraph(lang: str, start: str) -> str:
    """The paragraph (blank-line bounded) of the helper's guide in ``lang`` whose text
    begins with ``start``."""
    text = (DOCS / f"guide-helper.{lang}.md").read_text(encoding="utf-8")
    return next(p for p in re.split(r"\n\s*\n", text) if p.lstrip().startswith(start))


@pytest.mark.parametrize("lang, start", [("en", "Quotes:"), ("fr", "Guillemets :"),
                                         ("es", "Comillas:")])
def test_rev_guide54_the_guides_say_an_unquoted_word_stops_the_start(lang, start, tmp_path):
    path = tmp_path / "companion.toml"
    path.write_text('edition = arkham\nplayers = ["Alice", "Bob"]\n', encoding="utf-8")
    settings, problems = config.load(path)
    assert [p.key for p in problems] == [config.FILE]  # play's stops(): players unknown
    assert settings.players == config.TableSettings().players
    words = " ".join(_paragraph(lang, start).split())
    stops, players, _ = UNQUOTED[lang]
    assert stops in words and players in words
    assert "defaults are used" not in words and "défaut sont utilisées" not in words \
        and "se usan los valores por defecto" not in words


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_rev_guide54_the_guides_name_typical_s_transparent_labels(lang):
    assert PRESETS["typical"].labels == "mixed" and "transparent" in LABELS
    text = (DOCS / f"guide-helper.{lang}.md").read_text(encoding="utf-8")
    line = " ".join(re.search(r"- `typical`[^\n]*\n[^\n]*", text).group(0).split())
    assert UNQUOTED[lang][2] in line
