"""Session 32's review of slash (flow32): a card held unnamed for the open question is not
named by slash's cue; the undo of an older card's correction says the later cards' news;
slash in a new round does not reach back into the round before."""
from companion.tracker import observations as o
from tests.companion.app.test_correct_heard import _bob_asked, _bob_said_carol_read
from tests.companion.app.test_session import press
from tests.companion.app.test_speech_order import said_first, say_all
from tests.companion.app.test_state_as_heard import heard_up_to


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


def _bob_corrected():
    """Slash during "Bob: the Investigators." (Carol's Sanity check card read, not said
    yet), 4 and plus 1: Bob's card corrected to The Urchin, Carol's replayed:
    ``(session, speaker, engine)``."""
    s, speaker, engine = _bob_said_carol_read()
    with s.answering():
        s.correct_cue()
    engine.say_until("Correct ")
    press(s, "/4")
    engine.say_until("Which card?")
    press(s, "+1")
    return s, speaker, engine


def test_the_undo_of_an_older_card_s_correction_says_the_later_cards_news():
    """Undoing the correction of Bob's card took back its replayed lines, and Carol's own,
    dropped for them, never came back: "Carol: Sanity check, 1 card.", "Carol passes. 18
    cards left." were never said though the table held them. They are said, once."""
    s, speaker, engine = _bob_corrected()
    press(s, "--")
    press(s, "--")  # asks first: Carol's card is not said yet
    spoken = say_all(speaker, engine)
    assert s.tracker.view().seats[1].zone == ("investigators",)
    assert any(t.startswith("Carol: Sanity check") for t in spoken), spoken
    assert spoken.count("Carol: Sanity check, 1 card.") == 1, spoken
    assert spoken.count("Carol passes. 18 cards left.") == 1, spoken


def test_news_heard_as_replayed_is_not_said_again_by_the_undo():
    """Carol's lines heard as the correction replayed them: the undo says them no more."""
    s, speaker, engine = _bob_corrected()
    engine.say_until("Carol passes.")
    press(s, "--")
    spoken = say_all(speaker, engine)
    assert spoken.count("Carol: Sanity check, 1 card.") == 1, spoken
    assert spoken.count("Carol passes. 18 cards left.") == 1, spoken
    assert "Undone: the correction of Bob's card." in spoken, spoken


_ANN_BOB_CY = ("Ann", "Bob", "Cy")
_ROUND1 = (o.card_seen(0, "the_boxer"), o.target(1), o.card_seen(2, "the_boxer"), o.target(0),
           o.seat_out(0), o.card_seen(0, "the_fed"))


def test_slash_in_round_2_does_not_correct_round_1():
    """Slash during "Cy wins the round…" with round 2's first card read, not said yet:
    counted back past the round's start, it named and corrected Ann's card of round 1 ("Correct
    Ann's card, The Fed"), rewriting a finished round. The count stops at the round's
    start: the card is round 2's."""
    s, speaker, engine = heard_up_to(*_ROUND1, names=_ANN_BOB_CY)
    s.observe(o.new_round())
    said_first(engine, "")
    s.observe(o.card_seen(2, "the_urchin"))  # round 2's first card, not said yet
    with s.answering():
        s.correct_cue()
    press(s, "/5")
    press(s, "+1")
    spoken = say_all(speaker, engine)
    assert not any("Ann's card" in t for t in spoken), spoken
    assert "Correct Cy's card, The Urchin: which rank?" in spoken, spoken
    assert s.tracker.view().round == 2


def test_slash_with_no_card_heard_does_not_name_the_newest_held_unnamed():
    """The voice still on the game's first line: no card of the round heard, slash takes
    the newest card read, Carol's, held for the question and said nothing of: its cue
    names no card."""
    from tests.companion.app.test_correction_choice import _PLAYERS, _asked
    from tests.companion.app.test_speech_order import behind
    s, speaker, engine = behind(_PLAYERS, speaker_clock=lambda: 0.0)
    _asked(s, start=False)
    s.observe(o.card_seen(2, "the_fed"))  # Carol's card: waits for the answer
    with s.answering():
        s.correct_cue()
    spoken = say_all(speaker, engine)
    assert "Correct: which rank?" in spoken, spoken
    assert not any("Fed" in t for t in spoken), spoken


def test_undo_of_an_older_face_up_card_s_correction_says_the_later_cards_news():
    """The face-up card being said, Alice's card read, not said yet: slash corrects the
    face-up card (back 1), Alice's card replayed; undone before its replayed line is
    heard, Alice's card must be said (as _bob_corrected's test in test_slash_review32)."""
    s, speaker, engine = heard_up_to(names=("Alice", "Bob"))
    s.observe(o.face_up("the_sailor"))
    s.observe(o.card_seen(0, "investigators"))  # Alice's card, not said yet
    said_first(engine, "Face up: The Sailor.")
    with s.answering():
        s.correct_cue()
    engine.say_until("Correct ")
    press(s, "/5")
    engine.say_until("Which card?")
    press(s, "+1")
    assert s.tracker.history[-1][0].back == 1
    press(s, "--")
    press(s, "--")  # asks first: Alice's card is not said yet
    spoken = say_all(speaker, engine)
    assert s.tracker.view().seats[0].zone == ("investigators",)
    assert any(t.startswith("Alice: the Investigators") for t in spoken), spoken
