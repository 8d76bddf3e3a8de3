"""recheck39 "d7" (by ear, seed 7, round 2): a wrong plus 1 to "The Deep One in Alice's
discard zone: was that Alice's hand, so Alice is out?" (Alice played it), the next cards
refused and the answer named; minus twice said "Undone: your answer to: The Deep One in
Alice's discard zone: …?" and read the cards again: they settle that question (Alice's
play) and open another, "The Fed in Bob's discard zone: was that Bob's hand…?", queued
behind the news, never said yet. "+2" typed 0.35 s after the undo's line, meant for the
question the player had just heard named, answered the unsaid one: a false "Bob: The
Fed." and "18 cards left" (truth: Bob is out, 19). To the player the question the undo
named is open again: a number is not taken for another one not begun; the news that
settles it and the new question follow, and the next number answers that one."""
from companion.tracker import observations as o
from tests.companion.app.test_session import press
from tests.companion.app.test_speech_order import say_all
from tests.companion.app.test_state_as_heard import hear_all, heard_up_to

NAMES = ("Alice", "Bob", "Carol")
# seed 7's round 1 as the camera gives it (demo-session.jsonl, cards only)
ROUND_1 = ((0, "the_musician"), (2, "stowaway"), (1, "investigators"), (2, "investigators"),
           (2, "tommy_gun"), (0, "investigators"), (0, "the_boxer"), (0, "cultists"),
           (1, "deep_one"), (1, "the_fed"), (2, "the_fed"), (2, "rlyeh"), (2, "the_musician"),
           (2, "investigators"), (0, "necronomicon"), (0, "randall_tillinghast"))
# round 2 after Alice's Deep One: Bob's hand, Carol's check card and play, Alice's check card
AFTER = ((1, "the_fed"), (2, "the_musician"), (2, "the_fed"), (0, "the_dilettante"))
DEEP_ONE = "The Deep One in Alice's discard zone: was that Alice's hand, so Alice is out?"
FED = "The Fed in Bob's discard zone: was that Bob's hand"


def _undone(lang="en"):
    """Round 2 up to the question, plus 1 (wrong), the cards after it (the last refused,
    the answer named), all heard, then minus twice: ``(session, speaker, engine)``, the
    voice at the undo's line, the rest not said yet."""
    s, speaker, engine = heard_up_to(
        *(o.card_seen(seat, key) for seat, key in ROUND_1), o.new_round(),
        o.card_seen(2, "cultists"), o.card_seen(0, "deep_one"), names=NAMES)
    assert s.tracker.question is not None and s.tracker.question.seat == 0
    press(s, "+1")
    for seat, key in AFTER:
        s.observe(o.card_seen(seat, key))
    hear_all(speaker, engine)
    assert s.blamed is not None, engine.spoken
    engine.spoken.clear()
    press(s, "--")
    return s, speaker, engine


def test_a_number_right_after_the_undo_does_not_answer_the_question_not_said_yet():
    s, speaker, engine = _undone()
    asked = s.tracker.question
    assert asked is not None and asked.seat == 1  # "The Fed in Bob's discard zone: …"
    press(s, "+2")
    assert s.tracker.question is asked  # not taken
    spoken = say_all(speaker, engine)
    assert spoken[0] == f"Undone: your answer to: {DEEP_ONE}", spoken
    assert spoken[1] == ("The cards have settled the question about the Deep One in Alice's "
                         "zone already: the lines to come say how."), spoken
    assert "No answer needed: that was Alice's play." in spoken, spoken
    assert any(t.startswith(FED) for t in spoken), spoken  # asked after, nothing lost
    assert "Bob: The Fed." not in spoken and "Carol passes. 18 cards left." not in spoken


def test_the_next_number_once_the_question_was_said_answers_it():
    s, speaker, engine = _undone()
    press(s, "+2")
    hear_all(speaker, engine)  # the news and "The Fed in Bob's discard zone: …" heard
    assert any(t.startswith(FED) for t in engine.spoken), engine.spoken
    engine.spoken.clear()
    press(s, "+1")  # true: Bob is out, with The Fed
    assert s.tracker.question is None
    spoken = say_all(speaker, engine)
    assert "Carol passes. 19 cards left." in spoken, spoken
    assert "Bob: The Fed." not in spoken, spoken

