"""Review of flake61 (session 61): a key for the question typed as the closing play's line
begins is told "The cards have settled …: the lines to come say how." and that line is cut
and said again from its start. Said again, its ``said_s`` restarts (one go): a second key
in its first ``EARLY_S`` seconds said "The cards have settled …" again and cut it again
(LOW; fixed: :meth:`~companion.app.said_question.SaidQuestion.settled_told`)."""
from tests.companion.app.test_flake61_key_as_closing_begins import BOXER, _closing_play_begun
from tests.companion.app.test_keys37 import CLOSING_COMING
from tests.companion.app.test_qa30m import _keys
from tests.companion.app.test_speech_order import said_first, say_all


def test_plus_again_as_the_cut_closing_line_is_said_again_adds_nothing():
    now = [0.0]
    table, s, speaker, engine, question = _closing_play_begun(now)
    _keys(table, "+2")
    said_first(engine, CLOSING_COMING)
    engine.say_until(BOXER)  # the settled line said; the play's line said again, begun
    now[0] += 0.3
    _keys(table, "+2")  # the player types plus again, 0.3 s into it
    spoken = say_all(speaker, engine)
    assert spoken.count(CLOSING_COMING) == 1, spoken
    assert spoken.count(BOXER) == 1, spoken
