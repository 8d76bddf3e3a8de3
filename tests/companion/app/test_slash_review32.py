"""Session 32's review of slash (flow32): a card held unnamed for the open question is not
named by slash's cue; the undo of an older card's correction says the later cards' news;
slash in a new round does not reach back into the round before."""
from companion.tracker import observations as o
from tests.companion.app.test_correct_heard import _bob_asked
from tests.companion.app.test_speech_order import say_all


def test_slash_does_not_name_a_card_held_unnamed_for_the_question():
    """Carol's Sanity check card, read while "was that Bob's hand?" is open, waits for the
    answer, said nothing of (its line would not name it: a hand card shown over a zone for
    a moment). Slash said "Correct Carol's card, The Fed: which rank?"; it names the card
    the player heard last, Bob's."""
    s, speaker, engine = _bob_asked()
    s.observe(o.card_seen(2, "the_fed"))  # Carol's card: waits for the answer
    with s.answering():
        s.correct_cue()
    spoken = say_all(speaker, engine)
    assert not any("Fed" in t for t in spoken), spoken
    assert spoken == ["Correct Bob's card, the Deep One: which rank?"], spoken
