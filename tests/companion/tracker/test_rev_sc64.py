"""Review of sc64 (LOW, wording): the verbose discard-or-check question
(``question_out_check.verbose``) said in French "la carte que le dernier effet a fait
défausser à Cy, lue en retard, qui quitte donc la manche" and in Spanish "leída tarde, que
queda fuera": the card, not Cy, left the round. The English says "so Cy is out"; now the
player is named: "et Cy quitte donc la manche" / "y Cy queda fuera"."""
import pytest

from companion.narration import narrate
from companion.tracker import observations as o
from tests.companion.tracker.builders import NAMES
from tests.companion.tracker.test_st63_late_discard import _insane_cy


@pytest.mark.parametrize("lang, out, stays", [
    ("en", "so Cy is out", "so Cy stays in"),
    ("fr", "lue en retard, et Cy quitte donc la manche", "et Cy reste en lice"),
    ("es", "leída tarde, y Cy queda fuera", "y Cy sigue en juego"),
])
def test_the_verbose_discard_or_check_question_names_who_is_out(lang, out, stays):
    t = _insane_cy()
    said = [narrate(e, NAMES, lang, "verbose") for e in t.apply(o.card_seen(2, "the_dilettante"))]
    assert len(said) == 1 and out in said[0] and stays in said[0], said
