"""Fresh QA60 LOWs on wording. The French undo said "Défait : la dernière réponse."
(r2a 14:11:56; "défait" is "defeated", no undo word): it is "C'est annulé : …", as the undo's
questions ask "L'annuler ?" (Spanish "Deshecho: …" is natural and kept). "Rang 0 pris
pour la Mitraillette : …" was 40 words (r2a 14:12:34): the counted cards are named once,
then what to check and the key, in all three languages."""
from pathlib import Path

import pytest

import companion
from companion.narration.catalog import message

LOCALE = Path(companion.__file__).parent / "narration" / "locale"


def test_the_french_undo_says_annule():
    assert message("fr", "app.undone_answer") == "C'est annulé : la dernière réponse."
    assert message("es", "app.undone_answer") == "Deshecho: la última respuesta."
    for name in ("app.po", "companion.po"):
        said = [line for line in (LOCALE / "fr" / "LC_MESSAGES" / name).read_text(
            encoding="utf-8").splitlines() if line.startswith(("msgstr", '"'))]
        assert not [line for line in said if "éfait" in line], name


NAMES = {"en": ("the Tommy Gun", "R'lyeh and the Stowaway Eggs", "R'lyeh or the Stowaway Eggs"),
         "fr": ("la Mitraillette", "R'lyeh et les Œufs clandestins",
                "R'lyeh ou les Œufs clandestins"),
         "es": ("la Metralleta", "R'lyeh y los Huevos de polizón",
                "R'lyeh o los Huevos de polizón")}


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
@pytest.mark.parametrize("key", ["app.enter_rank_counted_read_many",
                                 "app.enter_rank_counted_read_face_up_many"])
def test_the_rank_taken_line_is_short(lang, key):
    taken, counted, counted_or = NAMES[lang]
    line = message(lang, key, rank=0, card=taken, counted=counted, counted_or=counted_or,
                   player="Dan")
    words = [w for w in line.split() if w.strip(":;,.")]
    assert len(words) <= 36, (len(words), line)  # fr on main: 45 words (QA60: "40")
    assert counted in line and line.count(counted) == 1  # named once
