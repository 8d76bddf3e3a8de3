"""rev-low71: the shorter line a refused number gets while the held cards' prompt waits
(low71, fresh QA70 L8: ``app.number_not_fit`` no longer followed by the prompt)."""
import pytest

from companion.app.keys import Command
from companion.narration.catalog import message

from .test_live_deal import _texts
from .test_live_setup import _frames, _set_up_with, _table


@pytest.mark.parametrize("lang, away, count", [
    ("en", "take the card away", "press plus and 1"),
    ("fr", "retirez la carte", "appuyez sur plus et 1"),
    ("es", "quita la carta", "pulsa más y 1")])
def test_a_refused_number_at_the_set_up_still_says_the_card_can_be_taken_away(
        lang, away, count):
    """rev-low71, MEDIUM (mended by keys72): a set-up's old card ('A card is already on
    the table: The Urchin in Alice's zone. Take it away; or, if it is a play of this game,
    press plus and 1.'); the player presses plus 2 (a 'no': it is not a play) and heard
    only '2 does not fit here: only plus and 1 answers; key 1 repeats it.' The prompt is not
    said after it, so the refusal named one way out, plus 1, which COUNTS the card as a
    play: the player who meant 'no' was steered to the opposite answer. Now
    app.number_not_fit names both ways, the card taken away first, as the prompt does; the
    fr line no longer says "seul plus et 1 y répond ; la touche 1 la répète" (rev-low71
    LOW: its "la" named nothing said)."""
    table, said, _ = _table(lang=lang)
    _set_up_with(table, 6, (1, "the_urchin"))
    _frames(table, 6, (1, "the_urchin"))
    n = len(said)
    table._key(Command("answer", 2))  # meant as "no, not a play of this game"
    told = _texts(said)[n:]
    assert told == [message(lang, "app.number_not_fit", number=2, count=1)], told
    line = told[0]
    assert away in line and count in line and line.index(away) < line.index(count), told
    assert table.session.tracker.history[-1][0].kind != "card", "nothing counted"


def test_a_refused_number_names_the_cards_in_the_plural_when_several_are_held():
    table, said, _ = _table()
    _set_up_with(table, 6, (1, "the_urchin"), (2, "the_fed"))
    _frames(table, 6, (1, "the_urchin"), (2, "the_fed"))
    n = len(said)
    table._key(Command("answer", 3))
    told = _texts(said)[n:]
    assert told == ["3 does not fit here: take the cards away; or, to count them, press "
                    "plus and 1. Key 1 repeats what to do."], told
