"""Review of qm62 (QA62 MEDIUM-2, ``SaidAgain.round_end_told``): the end's lines forgotten
by an undo that said the round's end taken back are said once when it ends again, however
often it is undone and given back, and never twice for one ending."""
import pytest

from companion.tracker import observations as o
from tests.companion.app.test_session import press
from tests.companion.app.test_state_as_heard import hear_all

from .test_qa62_end_undone_given_back import END, _undone


def _end_lines(spoken):
    return [line for line in spoken if line in END]


@pytest.mark.parametrize("first,second", [("enter", "camera"), ("camera", "enter"),
                                          ("enter", "enter")])
def test_undone_given_back_twice_says_the_end_once_each_time(first, second):
    s, speaker, engine = _undone()
    for at, how in enumerate((first, second)):
        if how == "enter":
            press(s, "\n8")
        else:
            s.observe(o.card_seen(2, "cthulhu"))
        hear_all(speaker, engine)
        assert _end_lines(engine.spoken) == END, engine.spoken
        engine.spoken.clear()
        if at == 0:
            press(s, "--")
            hear_all(speaker, engine)
            assert engine.spoken[-1].startswith("The game and the round are not over"), \
                engine.spoken
            engine.spoken.clear()
    speaker.close()


def test_another_card_given_back_says_its_end_once():
    """Enter and 6 after the undo: Carol's hand The Sailor, the game ends so again."""
    s, speaker, engine = _undone()
    press(s, "\n6")
    hear_all(speaker, engine)
    speaker.close()
    assert len(engine.spoken) == len(set(engine.spoken)), engine.spoken
    assert [line for line in engine.spoken if not line.startswith("Rank 6")] == [
        "Carol is out, with The Sailor.", *END[1:]], engine.spoken
