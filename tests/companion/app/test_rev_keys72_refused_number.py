"""Review of keys72 (rev-keys72): the refused number at the held cards' prompt
(``app.number_not_fit``, keys72: "2 does not fit here: take the cards away; or, to count
them, press plus and 1. Key 1 repeats what to do.") true to what each way does."""
import pytest

from companion.app.keys import Command
from companion.narration.catalog import message

from .test_live_deal import _texts
from .test_live_setup import _frames, _set_up_with, _table


def test_a_refused_number_does_not_offer_plus_1_while_plus_1_is_refused():
    """rev-keys72, LOW (mended by fixk72): two Dilettantes lie in the zones at the set-up
    (the game has one); plus 1 is refused ("These cards cannot all be plays of this game:
    ... Take away those that are not, then press plus and 1 again."), then plus 2 said
    "2 does not fit here: take the cards away; or, to count them, press plus and 1.", and
    plus 1, done as told, was refused again. Now while HeldCards._held_misfit() is not
    None a refused number says the misfit's own line again."""
    table, said, _ = _table()
    old = ((1, "the_dilettante"), (2, "the_dilettante"))
    _set_up_with(table, 6, *old)
    _frames(table, 6, *old)
    table._key(Command("answer", 1))
    refused = _texts(said)[-1]
    assert refused.startswith("These cards cannot all be plays"), refused  # (as main)
    n = len(said)
    table._key(Command("answer", 2))
    line = _texts(said)[n:]
    table._key(Command("answer", 1))  # as that line says
    _frames(table, 6, *old)
    counted = table.held_at is None
    assert counted or not any("to count them, press plus and 1" in t for t in line), (
        line, _texts(said)[-1])


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_refused_number_and_the_prompt_name_the_same_two_ways(lang):
    """The control (right on keys72): the prompt's two ways (take away; plus 1) and the
    refusal's, in each language, the same keys named."""
    table, said, _ = _table(lang=lang)
    _set_up_with(table, 6, (1, "the_urchin"), (2, "the_fed"))
    _frames(table, 6, (1, "the_urchin"), (2, "the_fed"))
    prompt = next(t for t in reversed(_texts(said)) if "1" in t and "2" in t)
    n = len(said)
    table._key(Command("answer", 4))
    line = _texts(said)[n:]
    assert line == [message(lang, "app.number_not_fit", number=4, count=2)], line
    plus = {"en": "press plus and 1", "fr": "appuyez sur plus et 1", "es": "pulsa más y 1"}
    assert plus[lang] in line[0] and plus[lang] in prompt, (prompt, line)
    table._key(Command("answer", 1))  # the count the line names: taken
    assert table.held_at is None, _texts(said)[-3:]
