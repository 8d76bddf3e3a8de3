"""Fresh QA57 MEDIUM-1 (run A4, 3 players): slash pressed while the voice said "Alice: The
Dilettante.", the line of a correction just taken (/8 on Alice's Shoggoth), named and
corrected Bob's The Fed, read since and never begun: "Correct Bob's card, The Fed: which
rank?", then "Corrected: the Shoggoth, not The Fed." for a card the player never heard.
docs/keys.en.md, slash: "a card the voice has not begun … is passed over". The corrected
card's history entry is new (no record of what was said for it): the correction's lines,
begun, tell that the player heard of it."""
import pytest

from companion.tracker import observations as o
from tests.companion.app.test_qa40_slash_heard import slash_cue
from tests.companion.app.test_session import press
from tests.companion.app.test_speech_order import say_all
from tests.companion.app.test_state_as_heard import heard_up_to


def _corrected_then_bob_read():
    """Alice's Shoggoth heard, corrected to The Dilettante (/8, +1), Bob's The Fed read
    after the answer: the voice saying "Alice: The Dilettante.": ``(session, speaker,
    engine)``."""
    s, speaker, engine = heard_up_to(o.card_seen(0, "shoggoth"), names=("Alice", "Bob", "Carol"))
    press(s, "/8")
    press(s, "+1")  # The Dilettante
    s.observe(o.card_seen(1, "the_fed"))
    engine.say_until("Alice: The Dilettante.")
    return s, speaker, engine


def test_med58_slash_during_a_corrections_line_names_that_card_not_one_unheard():
    s, speaker, engine = _corrected_then_bob_read()
    cue = slash_cue(s, engine)
    # on main: "Correct Bob's card, The Fed: which rank?", "Bob: The Fed." never begun
    assert cue == "Correct Alice's card, The Dilettante: which rank?", engine.started
    press(s, "/7")  # rank 7: a list of two cards, each a correction of Alice's card
    say_all(speaker, engine)
    assert s.choice and [obs.back for _, obs in s.choice] == [1, 1], s.choice


def _older_corrected():
    from tests.companion.app.test_rev_medium58 import _older_card_corrected
    return _older_card_corrected()  # review of medium58: Alice's card one back corrected


@pytest.mark.parametrize("setup", [_corrected_then_bob_read, _older_corrected])
def test_med58_once_bobs_line_is_begun_slash_corrects_bobs_card(setup):
    s, speaker, engine = setup()
    engine.say_until("Bob: The Fed.")
    with s.answering():
        s.correct_cue()
    spoken = say_all(speaker, engine)
    assert "Correct Bob's card, The Fed: which rank?" in spoken, spoken
