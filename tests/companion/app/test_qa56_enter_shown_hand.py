"""Fresh QA56 MEDIUM M2 (run C, 6 players, arkham-classic, es, round 1): the table was
gathered before Fay's shown hand was read ("… la mesa aún espera la mano mostrada de Fay.
Si terminó, pulsa Intro y el rango …"), and Enter's cue said "Carta jugada: ¿qué rango?":
a shown hand is awaited, not a played card. The tracker's wait at a showdown is
``("showdown", None, …)`` (no seat), so Enter's cue named no wait. Enter's cue names the
hand its rank gives ("Card for Carol's revealed hand: which rank?"), the phrase the gathered
line said. Deterministic repro: ``companion replay --source /tmp/s56/qa56/runC/demo.mp4
--players Alice,Bob,Carol,Dan,Eve,Fay --lang es --edition arkham-classic`` with keys
``280 +2`` and ``500 \\n1`` (frame 500: "Carta jugada: ¿qué rango?"). The table here:
QA46's showdown (:func:`~.test_qa46_showdown_unread._showdown`), Carol's hand awaited."""
import pytest

from companion.narration.catalog import message

from .test_live_deal import _texts
from .test_qa46_showdown_unread import _frames, _showdown


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
@pytest.mark.parametrize("gathered", [False, True])
def test_enter_at_a_showdown_names_the_shown_hand_its_rank_gives(lang, gathered):
    table, said = _showdown(lang)
    if gathered:  # the run: the table gathered first, its line asking for Enter
        _frames(table, 8)
    table._one_key("\n")
    expected = message(lang, "wait.reveal", player="Carol")
    assert _texts(said)[-1] == message(lang, "app.prefix_enter_wait", expected=expected)
    assert _texts(said)[-1] != message(lang, "app.prefix_enter")
    n = len(said)
    table._one_key("3")  # Carol's shown hand: the Boxer
    assert message(lang, "hand_revealed.brief", player="Carol",
                   card=_boxer(lang)) in _texts(said)[n:]


def test_enter_at_a_showdown_with_two_hands_awaited_names_neither_alone():
    """Both hands awaited (Bob's and Carol's), no prompt naming one heard: the rank's zone
    is asked (Enter's list), the cue names no single hand."""
    table, said = _showdown("en", last=-1)
    table._one_key("\n")
    assert "revealed hand" not in _texts(said)[-1], _texts(said)[-1]


def _boxer(lang):
    from companion.cards import card
    return card("the_boxer").name(lang)
