"""QA43b (sticker video, round 2): "Check Carol's zone: R'lyeh again?" was never settled
aloud; the next line heard was "Alice is out.". The card that would have settled it,
Carol's Cthulhu, was refused ("Cthulhu by Carol? Waiting for Alice's hand.", printed, not
said) in the round the Tommy Gun's cards derailed (QA43b H1, fixed by tommy43) and never
taken, so no card settled the doubt. On main since, the same video heard "Carol's card was
Cthulhu, not R'lyeh." (by ear, session 44). These pin that a card refused in between keeps
the doubt and that the settle line reaches the voice, said before the card's news."""
from companion.tracker import observations as o
from tests.companion.app.test_speech_order import behind, say_all


def test_qa43b_a_card_refused_between_keeps_the_doubt_and_the_settle_line_is_heard():
    s, speaker, engine = behind()
    s.observe(o.card_seen(0, "the_sailor"))
    s.observe(o.card_seen(1, "the_sailor"))  # "Check Bob's zone: The Sailor again?"
    s.observe(o.card_seen(2, "the_fed"))  # "The Fed by Cy? Waiting for Bob's play."
    s.observe(o.card_seen(1, "the_urchin"))  # Bob's card, taken: settles the doubt
    s.observe(o.card_seen(2, "the_fed"))  # Cy's play, taken now
    spoken = say_all(speaker, engine)
    doubt = spoken.index("Check Bob's zone: The Sailor again?")
    settled = spoken.index("Bob's card was The Urchin, not The Sailor.")
    assert doubt < settled < spoken.index("Bob: The Urchin.") < spoken.index("Cy: The Fed."), \
        spoken
