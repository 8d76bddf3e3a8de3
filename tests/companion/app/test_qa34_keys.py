"""QA34's key findings (session 34): plus with no question open says so at once and asks for
no number (L3); a prefix key pressed while slash's number list is open closes the list
before its cue (M5)."""
from __future__ import annotations

from companion.app.live_keys import PREFIX_TIMEOUT_S
from companion.tracker import observations as o
from tests.companion.app.test_qa30m import _keys, _live_behind
from tests.companion.app.test_qa33_voice import _press, _quiet, _slash_list_open
from tests.companion.app.test_speech_order import said_first, say_all

NO_QUESTION = "No question is open."
PLUS_CUE = "Answer: which number?"


def _started():
    """A live table, the game begun (Alice's Musician said), no question open, the voice
    quiet: ``(table, session, speaker, engine)``."""
    table, s, speaker, engine = _live_behind("en", ("Alice", "Bob", "Carol"))
    s.observe(o.card_seen(0, "the_musician"))
    _quiet(speaker, engine)
    assert s.tracker.question is None and not s.choice
    return table, s, speaker, engine


def test_plus_with_no_question_open_says_so_at_once_and_takes_its_number_for_nothing():
    """QA34 L3 (k_en, `70:+ 72:2`): "Answer: which number?", then only after the digit
    "No question is open.". Plus says it at once, asks for nothing, and the number typed
    after it says nothing more (not key 2's deck count, not the refusal again)."""
    table, s, speaker, engine = _started()
    told = len(engine.spoken)
    _keys(table, "+")
    said_first(engine, NO_QUESTION)
    _keys(table, "2")
    spoken = say_all(speaker, engine)[told:]
    assert spoken == [NO_QUESTION], spoken
    assert table.reader.pending is None


def test_plus_with_no_question_open_ends_in_silence_and_lets_another_key_act():
    """After that plus, its wait ends with no "Cancelled." (its refusal answered it), and
    a key other than a digit acts as itself (star, then 2: Bob's zone)."""
    table, s, speaker, engine = _started()
    told = len(engine.spoken)
    _press(table, "+")
    _quiet(speaker, engine)
    table.prefix_at -= PREFIX_TIMEOUT_S + 1
    table.prefix_heard -= PREFIX_TIMEOUT_S + 1
    table._keys()
    assert table.reader.pending is None
    _press(table, "+")
    _press(table, "*2")
    spoken = say_all(speaker, engine)[told:]
    assert "Cancelled." not in spoken and PLUS_CUE not in spoken, spoken
    assert spoken[:2] == [NO_QUESTION, NO_QUESTION], spoken
    assert spoken[-1].startswith("Bob's discard zone"), spoken


def test_plus_with_a_question_open_still_asks_for_its_number():
    """The question open: plus asks for the number as before."""
    table, s, speaker, engine = _slash_list_open()
    _quiet(speaker, engine)
    told = len(engine.spoken)
    _press(table, "+")
    spoken = _quiet(speaker, engine)[told:]
    assert spoken == [PLUS_CUE], spoken
    say_all(speaker, engine)


def test_enter_while_slash_s_list_is_open_closes_it_before_its_cue():
    """QA34 M5 (k_es, `100:\\n 101:7`, the slash list still open): "Carta jugada: ¿qué
    rango?", then after the 7 "Elección cancelada.", though the 7 was used: the player
    heard their entry cancelled. The list is closed as Enter is pressed ("Choice
    cancelled." before "Card played: which rank?"), and the rank says only its own
    answer."""
    table, s, speaker, engine = _slash_list_open()
    _quiet(speaker, engine)
    told = len(engine.spoken)
    _press(table, "\n")
    assert not s.choice
    cue = _quiet(speaker, engine)[told:]
    assert cue[0] == "Choice cancelled." and "Card played: which rank?" in cue, cue
    _press(table, "7")
    after = say_all(speaker, engine)[told + len(cue):]
    assert "Choice cancelled." not in after, after
