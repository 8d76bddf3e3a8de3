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
    hand?" is open; plus 2 says "Bob's play, not Bob's hand: The Fed." late (the question
    named his Fed; order45); slash during it is Bob's card."""
    s, speaker, engine = _live(o.card_seen(0, "deep_one"), o.card_seen(1, "the_fed"))
    assert s.tracker.question is not None
    s.observe(o.card_seen(2, "the_fed"))  # Cy's card
    engine.say_until("Cy: The Fed.")
    spoken0 = list(engine.spoken)
    press(s, "+2")
    engine.say_until("Bob's play, not Bob's hand: The Fed.")
    with s.answering():
        s.correct_cue()
    spoken = say_all(speaker, engine)
    assert "Correct Bob's card, The Fed: which rank?" in spoken, (spoken0, spoken)


def test_live_resume_then_a_card_says_no_turn_cue_after_that_turns_play_said_ahead(
        tmp_path):
    """A live log resumed while "was that Eve's hand?" is open (its replay holds the plays),
    then Carol's card: the held plays and Carol's are said ahead; the answer then said
    "Carol." after "Carol: The Fed." (her turn's start, Bob's hand said ahead between it
    and her play), heard as a second turn of hers."""
    from companion.app.keys import Command
    from companion.app.session import TableSession
    from companion.session_log import resume_report
    from tests.companion.app.test_qa42_resume import HELD
    log = tmp_path / "play.jsonl"
    log.write_text(HELD)
    said = []
    session = TableSession(say=said.append, lang="en", says_ahead=True)
    session.resume(resume_report(log))
    told = len(said)
    session.observe(o.card_seen(2, "the_fed"))  # Carol's play
    session.key(Command("answer", 2))  # plus 2: Eve is still in
    text = [a.brief for a in said[told:]]
    assert "Carol: The Fed." in text, text
    assert "Carol." not in text[text.index("Carol: The Fed."):], text
    assert text[-1] == "Dan.", text


def test_live_the_count_after_a_check_said_ahead_is_not_folded_into_a_play_said_late():
    """QA32 L1's round 2 at the live table: Alice's Deep One asked about, then Bob's Fed
    (held), Carol's check and Fed said ahead; the Dilettante asks about Bob's Fed; plus 2.
    "Bob: The Fed. 18 cards left." told 18 cards after Bob's play: 18 is the count after
    Carol's check, two draws later (review of quiet43; gather44: that count, held, is
    dropped with the check said ahead, ``ahead.take_ahead``). Order45 (QA44 MEDIUM-3):
    Carol's check is no longer said ahead past Bob's held Fed; it comes after it, in
    table order, with its own count."""
    from companion.app.keys import Command
    from companion.app.session import TableSession
    from tests.companion.app.test_qa32_low import _ROUND_1, _ROUND_2
    said = []
    s = TableSession(say=said.append, says_ahead=True)
    s.observe(o.start("arkham", ["Alice", "Bob", "Carol"], "en", 0))
    for seat, key in _ROUND_1:
        s.observe(o.card_seen(seat, key))
    s.observe(o.new_round())
    for seat, key in (*_ROUND_2, (0, "the_dilettante")):
        s.observe(o.card_seen(seat, key))
    told = len(said)
    s.key(Command("answer", 2))
    text = [a.brief for a in said[told:]]
    assert "Bob: The Fed." in text, text
    assert not [t for t in text if "18 cards" in t and "Carol" not in t], text
    checks = [i for i, t in enumerate(text) if t.startswith("Carol: Sanity check")]
    assert checks and checks[0] > text.index("Bob: The Fed."), text
