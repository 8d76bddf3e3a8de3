"""QA43 M3 (stickers-only deck): "Check: R'lyeh again?" named no zone and was never taken
back; the next line, "Carol discards Cthulhu.", was the same card read right. The doubt
names whose zone, and the card the camera reads there next settles it aloud
(companion.po ``inconsistency.too_many_copies_zone``, app.po ``app.doubt_settled``)."""
import pytest

from companion.tracker import observations as o
from tests.companion.app.test_session import session

DOUBT = {"en": "Check Bob's zone: The Sailor again?",
         "fr": "Vérifiez la zone de Bob : encore le Marin ?",
         "es": "Comprueba la zona de Bob: ¿otra vez el Marinero?"}
SETTLED = {"en": "Bob's card was The Boxer, not The Sailor.",
           "fr": "La carte de Bob était le Boxeur, pas le Marin.",
           "es": "La carta de Bob era el Boxeador, no el Marinero."}


def _bob_doubted(lang):
    """Ann's Sailor, then Bob's card read as the single Sailor: refused, doubted."""
    s, said = session(lang)
    s.observe(o.card_seen(0, "the_sailor"))
    s.observe(o.card_seen(1, "the_sailor"))
    return s, said


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_qa43_m3_a_doubted_card_names_whose_zone(lang):
    s, said = _bob_doubted(lang)
    assert said[-1].brief == DOUBT[lang], [a.brief for a in said[-3:]]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_qa43_m3_the_next_card_read_in_that_zone_settles_the_doubt_aloud(lang):
    s, said = _bob_doubted(lang)
    told = len(said)
    s.observe(o.card_seen(1, "the_boxer"))
    text = [a.brief for a in said[told:]]
    assert text and text[0] == SETTLED[lang], text
    assert sum(t == SETTLED[lang] for t in text) == 1, text


def test_qa43_m3_a_card_taken_in_another_zone_first_settles_nothing():
    s, said = session("en")
    s.observe(o.card_seen(0, "the_sailor"))
    s.observe(o.card_seen(2, "the_sailor"))  # in Cy's zone, during Bob's turn: doubted
    assert said[-1].brief == "Check Cy's zone: The Sailor again?"
    told = len(said)
    s.observe(o.card_seen(1, "the_boxer"))  # Bob's play, taken: the doubt lapses
    s.observe(o.card_seen(2, "the_fed"))
    assert not any("card was" in a.brief for a in said[told:]), [a.brief for a in said]
