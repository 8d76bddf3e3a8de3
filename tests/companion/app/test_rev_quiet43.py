"""Review of quiet43 (QA42 M1, says_ahead at the live table): the keys while plays are said
ahead of an open "was that X's hand?" question."""
from companion.tracker import observations as o
from tests.companion.app.test_session import press
from tests.companion.app.test_speech_order import say_all
from tests.companion.app.test_state_as_heard import heard_up_to


def _live(*heard, names=("Ann", "Bob", "Cy")):
    s, speaker, engine = heard_up_to(*heard, names=names)
    s.says_ahead = True  # as the live table sets it (companion play)
    return s, speaker, engine


def test_live_slash_during_bobs_late_line_corrects_bobs_card_not_cys_said_ahead():
    """The author's worry: Cy's The Fed said ahead ("Cy: The Fed.") while "was that Bob's
    hand?" is open; plus 2 says "Bob: The Fed." late; slash during it is Bob's card."""
    s, speaker, engine = _live(o.card_seen(0, "deep_one"), o.card_seen(1, "the_fed"))
    assert s.tracker.question is not None
    s.observe(o.card_seen(2, "the_fed"))  # Cy's card
    engine.say_until("Cy: The Fed.")
    spoken0 = list(engine.spoken)
    press(s, "+2")
    engine.say_until("Bob: The Fed.")
    with s.answering():
        s.correct_cue()
    spoken = say_all(speaker, engine)
    assert "Correct Bob's card, The Fed: which rank?" in spoken, (spoken0, spoken)
