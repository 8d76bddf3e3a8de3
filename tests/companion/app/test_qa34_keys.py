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
    cancelled." before "Card played: which rank?", in one line since QA35: voice36), and
    the rank says only its own answer."""
    table, s, speaker, engine = _slash_list_open()
    _quiet(speaker, engine)
    told = len(engine.spoken)
    _press(table, "\n")
    assert not s.choice
    cue = _quiet(speaker, engine)[told:]
    assert cue[0] == "Choice cancelled. Card played: which rank?", cue
    _press(table, "7")
    after = say_all(speaker, engine)[told + len(cue):]
    assert "Choice cancelled." not in after, after


def _deep_one_being_said():
    """Alice's Musician heard; Bob's Deep One (discarded by it) being said, its other
    lines ("Bob is now Insane.", "Bob.", "Bob: Sanity check, 1 card.") still to say:
    ``(session, speaker, engine)``."""
    from tests.companion.app.test_state_as_heard import heard_up_to
    s, speaker, engine = heard_up_to(o.card_seen(0, "the_musician"),
                                     names=("Alice", "Bob", "Carol"))
    s.observe(o.card_seen(1, "deep_one"))
    said_first(engine, DEEP_ONE)
    return s, speaker, engine


DEEP_ONE = "Bob discards the Deep One."


def test_slash_s_cue_comes_after_the_line_naming_the_card_not_after_its_other_lines():
    """QA34 M4 (sl_es, `82:/`): slash during "R'lyeh de Carol: los Investigadores, … Quedan
    9 cartas." was cued after "Turno de Alice." and "Alice: prueba de cordura, 1 carta.",
    the same card's other lines, 4.3 s after the key. The cue comes once the line naming
    the card is said; those lines wait after it."""
    s, speaker, engine = _deep_one_being_said()
    with s.answering():  # as the live table says a prefix key's cue
        s.correct_cue()
    engine.say_until("Correct ")
    assert engine.spoken == [DEEP_ONE], engine.spoken
    assert engine.cancelled == []
    spoken = say_all(speaker, engine)
    assert spoken[1] == "Correct Bob's card, the Deep One: which rank?", spoken
    assert spoken[2:] == ["Bob is now Insane.", "Bob.", "Bob: Sanity check, 1 card."], spoken


def test_a_correction_taken_says_the_right_card_s_lines_not_the_wrong_one_s():
    """The slash's rank then takes the card: the wrong card's lines not said yet ("Bob is
    now Insane.": the Deep One's) are not said; the right card's are."""
    from tests.companion.app.test_session import press
    s, speaker, engine = _deep_one_being_said()
    press(s, "/4")  # "Which card? 1: The Urchin; 2: the Necronomicon. …"
    press(s, "+1")
    spoken = say_all(speaker, engine)
    assert spoken[0] == DEEP_ONE, spoken
    assert "Bob is now Insane." not in spoken, spoken
    assert any(t.startswith("Corrected: The Urchin") for t in spoken), spoken


def test_stickers_only_says_once_that_the_cards_carry_code_labels():
    """QA34 L5 (mk_st): ``--stickers-only`` on the labelled deck's video gave no hint that
    the cards carry code labels. After FOREIGN_PICTURES pictures whose card markers the
    reader left out (one stray marker is never enough), it is said once, in the table's
    language."""
    from companion.app.edition_labels import FOREIGN_PICTURES, EditionLabels
    from companion.app.session import TableSession
    for lang, words in (("en", "--stickers-only"), ("fr", "étiquettes codées"),
                        ("es", "etiquetas de código")):
        said = []
        labels = EditionLabels(TableSession(say=said.append, lang=lang))
        for count in (0, 3, 0, *[2] * (FOREIGN_PICTURES - 2)):
            labels.left_out(count)
        assert said == [], said
        labels.left_out(1)
        for _ in range(10):
            labels.left_out(4)
        assert len(said) == 1 and words in said[0].brief, said
