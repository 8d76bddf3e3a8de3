"""QA40 L5: slash (correct the last card) picked a card whose line had not begun, not the
card the player had just heard. Carol's card, read while "was that Bob's hand?" waited,
is held for the answer and said nothing of; the answer's lines name it later ("The Fed in
Carol's discard zone: …"). Slash pressed while the answer's first line ("Alice is now
Insane.") was said named and corrected Carol's card: a later input's line begun counted
it heard. It is heard once a line naming it is begun."""
from companion.tracker import observations as o
from tests.companion.app.test_correct_heard import _bob_asked
from tests.companion.app.test_session import press
from tests.companion.app.test_state_as_heard import heard_up_to
from tests.companion.app.test_speech_order import said_first, say_all

# her hand (Bob's Deep One chose her) or her Sanity check's card: both named (session 64,
# sc64, fresh QA63b MEDIUM-3; was "was that Carol's hand, so Carol is out? 1 yes, 2 no, still in.")
CAROL_ASKED = ("The Fed in Carol's discard zone: Carol's hand, so Carol is out, or Carol's "
               "Sanity check card? 1 the hand, 2 the Sanity check card. Answer with plus and "
               "the number.")


def _answered():
    """Bob asked, Carol's card read (held), plus 2 typed: the answer's first line being
    said, the line naming Carol's card not begun: ``(session, speaker, engine)``."""
    s, speaker, engine = _bob_asked()
    s.observe(o.card_seen(2, "the_fed"))  # Carol's card: waits for the answer
    press(s, "+2")
    said_first(engine, "Alice is now Insane.")
    return s, speaker, engine


def slash_cue(s, engine) -> str:
    """Slash's cue, said as the live table says a prefix key's cue, once the voice begins
    it: its text."""
    with s.answering():
        s.correct_cue()
    engine.say_until("Correct ")
    return engine.started[-1]


def test_slash_during_the_answer_names_the_card_heard_not_the_held_card_not_said_yet():
    s, speaker, engine = _answered()
    assert slash_cue(s, engine) == "Correct Bob's card, the Deep One: which rank?"
    press(s, "/2")  # rank 2: a list of two cards, each a correction of Bob's card (rank 1
    # lists one since ord71: the edition's only Cultists lies in Alice's zone, counted)
    spoken = say_all(speaker, engine)
    assert not any(t.startswith("Correct Carol's card") for t in engine.started), spoken
    assert [obs.back for _, obs in s.choice] == [1, 1], s.choice


def test_slash_once_the_line_naming_the_held_card_is_begun_corrects_that_card():
    s, speaker, engine = _answered()
    engine.say_until(CAROL_ASKED)
    with s.answering():
        s.correct_cue()
    spoken = say_all(speaker, engine)
    assert "Correct Carol's card, The Fed: which rank?" in spoken, spoken


def test_slash_during_another_players_line_naming_the_same_card_kind_corrects_that_card():
    """Review of lows41: Cy's The Fed (the second copy), read while "was that Bob's hand?"
    waited, is held; the answer's "Bob: The Fed." names Bob's copy, not Cy's. Slash during
    it named and corrected Cy's card, its line ("Cy: The Fed.") not begun: a held card is
    named by a line about its own seat's card, not by any line of the same card kind."""
    s, speaker, engine = heard_up_to(o.card_seen(0, "deep_one"), o.card_seen(1, "the_fed"),
                                     names=("Ann", "Bob", "Cy"))
    s.observe(o.card_seen(2, "the_fed"))  # Cy's card: waits for the answer
    press(s, "+2")
    engine.say_until("Bob: The Fed.")
    with s.answering():
        s.correct_cue()
    spoken = say_all(speaker, engine)
    assert "Correct Bob's card, The Fed: which rank?" in spoken, spoken
    assert not any(t.startswith("Correct Cy's card") for t in spoken), spoken
