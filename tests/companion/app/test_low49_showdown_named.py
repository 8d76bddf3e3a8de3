"""QA48 MEDIUM-5 (r1 06:03:06): key 5 at a showdown said "It is Eve's turn. The table is
waiting for the hands to be revealed." without naming whose hands; it names them ("Bob's
and Carol's hands"), one left as "Carol's revealed hand" (as the stall's line says it).
The table: the tester's QA46 showdown (``tests/companion/qa46_a_showdown.jsonl``)."""
import pytest

from companion.app.keys import Command

from .test_live_deal import _texts
from .test_qa46_showdown_unread import _showdown

#: key 5's "waiting" sentence at the showdown, both hands awaited, then Carol's alone
WAITING = {
    "en": ("The table is waiting for Bob's and Carol's hands.",
           "The table is waiting for Carol's revealed hand."),
    "fr": ("La table attend les mains de Bob et Carol.",
           "La table attend la main révélée de Carol."),
    "es": ("La mesa espera las manos de Bob y Carol.",
           "La mesa espera la mano mostrada de Carol."),
}


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
@pytest.mark.parametrize("last,which", [(-1, 0), (None, 1)])
def test_key_5_at_a_showdown_names_the_hands_awaited(lang, last, which):
    table, said = _showdown(lang, last=last)
    n = len(said)
    table.session.key(Command("whose_turn"))
    answer = " ".join(_texts(said)[n:])
    assert WAITING[lang][which] in answer, answer
