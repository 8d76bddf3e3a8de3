"""The flow of speech at a live table with the voice behind it (QA27): the stop key, the
undo's question, the news a key's input makes, answers that meet answers, a long line cut
by keys. The voice is a gated fake engine (``behind``): nothing here waits on a clock."""

from companion.app.announcement import Announcement
from companion.app.keys import Command
from companion.app.voiceout import VoiceOut
from companion.tracker import observations as o
from tests.companion.app.test_session import press
from tests.companion.app.test_speech_order import behind, said_first, say_all
from tests.companion.app.test_key_edges import _set_up
from tests.voice.conftest import TIMEOUT, ScriptedBackend, gated_speaker, wait_for


def test_the_stop_key_cuts_the_line_and_the_answers_never_the_game_s_news():
    """QA27 #3: h then the period key, with the voice behind: the knock-out "Bob is out,
    with The Fed." and the lines around it were printed, never said, and left out of the
    count of sentences not said. The period cuts the help being said; the news follows,
    in order, the line the help cut said again first."""
    s, speaker, engine = behind()
    s.observe(o.card_seen(0, "the_fed"))
    s.observe(o.target(1))
    s.observe(o.card_seen(1, "the_urchin"))
    s.key(Command("help"))
    said_first(engine, "Keys:")
    s.key(Command("whose_turn"))  # an answer still to say when the period comes
    assert s.say.control(Command("stop"))
    wait_for(lambda: any(t.startswith("Keys:") for t in engine.cancelled))
    spoken = say_all(speaker, engine)
    assert not any(t.startswith("Keys:") or t.startswith("It is") for t in spoken), spoken
    # the turns' cues "Ann." and "Bob." were over before their turn: dropped, as ever
    assert spoken == ["New game, 3 players.", "Round 1. Ann starts.", "Ann: The Fed.",
                      "Ann chooses Bob with The Fed.", "Bob: The Urchin.", "Bob is protected.",
                      "Cy."], spoken


def _after_r_lyeh():
    """The tester's game (QA27 run r4) up to Alice's Sanity check after Carol's R'lyeh, the
    voice stuck on its first line: ``(session, speaker, engine)``."""
    s, speaker, engine = behind(("Alice", "Bob", "Carol"))
    for seat, key in ((0, "the_musician"), (2, "stowaway"), (1, "investigators"),
                      (2, "investigators"), (2, "tommy_gun"), (0, "investigators"),
                      (0, "the_boxer"), (0, "cultists"), (1, "deep_one"), (1, "the_fed"),
                      (2, "the_fed"), (2, "rlyeh"), (2, "the_musician"), (2, "investigators")):
        s.observe(o.card_seen(seat, key))
    return s, speaker, engine


def test_a_card_typed_with_enter_is_said_after_the_lines_that_asked_for_it():
    """QA27 #6: Enter then 3, with the voice behind: "The Boxer.", "Alice passes." and
    "8 cards left." were said at once, and "Alice: Sanity check, 1 card." (the check the
    Boxer was for) only after them. What the voice had still to say of the newest input
    (the table the key acts on) is said first, then the key's news. The older news the
    voice has still to say comes before it, in order (QA28 of session 28: brought ahead of
    it, a round's start was heard after the next round's question)."""
    s, speaker, engine = _after_r_lyeh()
    assert s.transcript[-1].brief == "Alice: Sanity check, 1 card."
    backlog = [a.brief for a in s.transcript if a.keep]
    s.key(Command("enter", 3))
    spoken = say_all(speaker, engine)
    assert engine.cancelled == []  # news brought first cuts nothing
    # the Boxer chosen by the count (the Deep One laid): why, after its line (QA50b HIGH-1)
    assert spoken[-3:] == ["The Boxer.", "Rank 3: the Deep One is all counted.",
                           "Alice passes. 8 cards left."], spoken
    rest = iter(backlog)
    assert all(t in rest for t in spoken[:-3]), spoken  # the backlog's lines, in its order
    assert spoken.count("Alice: Sanity check, 1 card.") == 1
    assert "Round 1. Alice starts." in spoken and spoken[-4] == "Alice: Sanity check, 1 card."


def test_the_undo_question_is_said_at_once_naming_its_card_once_and_confirming_it_undoes():
    """QA27 #5: minus twice with the voice behind: "Undo the Cultists in Alice's zone?
    Press minus twice to confirm." came 8 to 11 s late (said after the whole backlog);
    cut by each key's answer and begun again, it was said 5 times. A card the voice has
    said nothing of yet is named in the question as not said yet (QA36 M2: named with no
    word of it, it was heard 11 s before the card): said at once, once even if a key is
    answered meanwhile; minus twice once it is heard undoes the card, whose lines are then
    never said."""
    s, speaker, engine = behind()
    s.observe(o.card_seen(0, "the_fed"))
    s.observe(o.target(1))
    s.observe(o.card_seen(1, "the_urchin"))
    question = ("Read but not said yet: The Urchin in Bob's zone. Undo it? Press minus twice "
                "to confirm.")
    press(s, "--")
    assert s.transcript[-1].brief == question
    said_first(engine, "Read but not said yet")  # it cut "New game, 3 players."
    s.key(Command("whose_turn"))  # answered after the question, which it does not cut
    engine.gate.set()
    wait_for(lambda: question in engine.spoken)
    # the voice's record of the question heard lags the engine's end by a thread switch
    wait_for(lambda: all(h.heard() for h in s.said_for.undo_open(s.tracker.history)))
    assert engine.started.count(question) == 1
    assert engine.started[:2] == ["New game, 3 players.", question], engine.started
    told = len(s.transcript)
    press(s, "--")
    assert [a.brief for a in s.transcript[told:]] == [
        "Undone: The Urchin in Bob's zone.", "It is Bob's turn."]
    assert s.tracker.view().seats[1].zone == ()
    spoken = say_all(speaker, engine)
    assert spoken.count(question) == 1 and "Bob: The Urchin." not in spoken
    assert spoken.index(question) < spoken.index("Round 1. Ann starts."), spoken


def test_the_undo_question_of_a_card_not_said_yet_comes_at_once_the_news_in_its_order():
    """QA28 of session 28 (run pd): minus twice with the voice behind brought the card's
    own line first, a 9.3 s question ("The Deep One in Bob's discard zone: was that Bob's
    hand…?"), ahead of "Alice: the Cultists." and "Alice is now Insane.", and the undo's
    question came 9.5 s after the minus. It now comes at once, naming the card as not said
    yet; the news keeps its order, the card's question after the plays before it."""
    s, speaker, engine, card_question = _asked_about_bob()
    press(s, "--")
    undo = ("Read but not said yet: the Deep One in Bob's zone. Undo it? Press minus twice to "
            "confirm.")
    assert s.transcript[-1].brief == undo
    said_first(engine, "Read but not said yet")
    spoken = say_all(speaker, engine)
    assert spoken[0] == undo, spoken
    news = [a.brief for a in s.transcript if a.keep and a.brief in spoken]
    assert spoken[1:] == news, spoken  # the news in the table's order, each line once
    # "Alice is now Insane." once her Cultists' effect is over, which the question asks
    # (session 40)
    assert spoken[-2:] == ["Alice: the Cultists.", card_question]


def _asked_about_bob(clock=lambda: 0.0):
    """The tester's game (QA27 run r4) up to the question "The Deep One in Bob's discard
    zone: was that Bob's hand…?", the voice behind: ``(session, speaker, engine, question)``.
    ``clock``: the voice's (:func:`behind`)."""
    s, speaker, engine = behind(("Alice", "Bob", "Carol"), clock=clock)
    for seat, key in ((0, "the_musician"), (2, "stowaway"), (1, "investigators"),
                      (2, "investigators"), (2, "tommy_gun"), (0, "investigators"),
                      (0, "the_boxer"), (0, "cultists"), (1, "deep_one")):
        s.observe(o.card_seen(seat, key))
    return s, speaker, engine, s.transcript[-1].brief


def test_a_line_cut_by_an_answer_that_ends_with_it_is_not_said_again():
    """QA27 (run r4): the question, cut by a key, was said in the answer ("First answer the
    open question: …") and then again, whole, as the line the answer cut. Enter and a rank
    during the question (refused at once: "First answer the open question: …") says it in
    its answer: once. (Key 5, the tester's key, now waits for the news: session 27.)"""
    s, speaker, engine, question = _asked_about_bob()
    assert "was that Bob's hand" in question
    engine.say_until(question)
    press(s, "\n3")
    said_first(engine, "First answer the open question")  # it cut the question
    spoken = say_all(speaker, engine)
    assert engine.cancelled == [question]
    assert [t for t in spoken if question in t] == [
        f"First answer the open question: {question}"], spoken


def test_the_stop_key_keeps_the_set_up_steps_still_to_say():
    """Session 27's review: the period during "3 players, in seat order…" dropped the set-up
    steps queued after it ("Shuffle the other cards…", not news), and only "Round 1. Alice
    starts." followed: the dealing steps must be heard whole before the round."""
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    voice = VoiceOut(speaker, echo=lambda t: None, catch_up=True,
                     clock=lambda: 0.0)  # still, as the speaker's (flk69)
    _set_up(voice)
    wait_for(lambda: engine.started)
    with speaker._cond:
        queued = [i.entry.text for i in speaker._queue]
    assert any(t.startswith("Shuffle the other cards") for t in queued), queued
    voice.control(Command("stop"))
    spoken = say_all(speaker, engine)
    assert [t for t in spoken if t in queued] == queued, spoken


def test_key_0_pressed_twice_on_a_set_up_step_still_says_it():
    """Session 27's review: 0 twice during "Shuffle the other cards…" began it twice, and
    the copy, still carrying the "cut twice" rule of set-up steps, was dropped unsaid."""
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    voice = VoiceOut(speaker, echo=lambda t: None, catch_up=True,
                     clock=lambda: 0.0)  # still, as the speaker's (flk69)
    line = "Shuffle the other cards and deal one card to each player."
    voice(Announcement(line, line, "now", setup=True))
    voice(Announcement("Round 1. Alice starts.", "Round 1. Alice starts.", "normal",
                       kind="round_started"))
    wait_for(lambda: len(engine.started) == 1)
    speaker.repeat()
    wait_for(lambda: len(engine.started) == 2)
    speaker.repeat()
    wait_for(lambda: len(engine.started) == 3)
    spoken = say_all(speaker, engine)
    assert spoken == [line, "Round 1. Alice starts."], spoken


def test_a_second_answer_does_not_bring_back_a_line_the_first_one_said():
    """Session 27's review: Enter and 3 cut the question with an answer that ends with it
    (not to be said again); h, before the voice's worker saw that cut, set it to be said
    again: the question was heard twice in a row."""
    s, speaker, engine, question = _asked_about_bob()
    engine.say_until(question)
    with speaker._cond:  # both keys before the worker handles the first cut
        press(s, "\n3")
        s.key(Command("help"))
    said_first(engine, "First answer the open question")  # it cut the question
    spoken = say_all(speaker, engine)
    assert [t for t in spoken if question in t] == [
        f"First answer the open question: {question}"], spoken


def test_minus_twice_asks_first_while_the_card_and_the_question_were_cut_before_heard():
    """Session 27 (QA28): the stop key cut "Undo the Deep One in Bob's zone?" 0.6 s in,
    and minus twice 5 s later undid The Fed, whose "Bob is out, with The Fed." nobody had
    heard (dropped unsaid), with no question: a line counted as heard 1.5 s after it
    began, even if cut sooner, and a card whose lines were all dropped or cut counted as
    said. A line cut before it was heard is not heard: minus twice asks, and asks again
    while its question was cut before heard; once heard, minus twice undoes."""
    now = [0.0]
    s, speaker, engine = behind(clock=lambda: now[0])
    for obs in (o.card_seen(0, "the_fed"), o.target(1), o.card_seen(1, "the_urchin"),
                o.card_seen(2, "the_sailor"), o.card_seen(0, "the_boxer")):
        s.observe(obs)

    def cut_at(text, said_s):
        """The stop key ``said_s`` seconds into the line beginning with ``text``."""
        engine.say_until(text)
        now[0] += said_s
        assert s.say.control(Command("stop"))
        assert speaker.wait_idle(5)  # the cut line's end noted: nothing else to say
        engine.begun.clear()  # say_until waits for the next line
        now[0] += 5.0  # the player waits

    cut_at("Ann: The Boxer.", 0.3)  # the card's only line
    press(s, "--")
    question = "Undo The Boxer in Ann's zone? Press minus twice to confirm."
    assert len(s.tracker.history) == 6 and s.transcript[-1].brief == question
    cut_at("Undo The Boxer", 0.5)
    press(s, "--")
    assert len(s.tracker.history) == 6 and s.transcript[-1].brief == question
    engine.say_until("Undo The Boxer")
    now[0] += 2.0  # heard
    press(s, "--")
    assert len(s.tracker.history) == 5 and s.tracker.view().seats[0].zone == ("the_fed",)
    speaker.close()


def test_key_5_while_the_question_waits_to_be_said_does_not_say_it_twice():
    """QA28 of session 28 (run pc): key 5 pressed while the question still waited among
    the news: the voice said the question, then "Whose turn it is depends on the answer to
    the open question: " and the question again. Said after the news, the answer no longer
    repeats the question heard just before it."""
    s, speaker, engine, question = _asked_about_bob()
    s.key(Command("whose_turn"))
    spoken = say_all(speaker, engine)
    assert [t for t in spoken if question in t] == [question], spoken
    assert spoken[-1] == ("Whose turn it is depends on the answer to the open question; "
                          "key 1 repeats it."), spoken


def test_key_5_once_the_question_was_heard_says_it_again():
    s, speaker, engine, question = _asked_about_bob()
    engine.say_until(question)
    engine.gate.set()
    # said to its end, its status too: the engine's list has it a moment before, while
    # key 5 takes a line begun for one still to say (review of low49: under load the
    # answer said "…; key 1 repeats it.")
    assert speaker.wait_idle(TIMEOUT) and question in engine.spoken
    s.key(Command("whose_turn"))
    spoken = say_all(speaker, engine)
    assert spoken[-1] == ("Whose turn it is depends on the answer to the open question: "
                          f"{question}"), spoken


def test_a_key_that_does_nothing_does_not_cut_the_question_being_said():
    """QA28 of session 28 (run l2): Escape 2.4 s into the question "The Deep One in Bob's
    discard zone: was that Bob's hand…?" cut it; the cards had settled it meanwhile, so it
    was never said again, and "No answer needed: that was Bob's play." answered a question
    heard in part. A key that does nothing says so right after the line being said."""
    s, speaker, engine, question = _asked_about_bob()
    engine.say_until(question)
    s.key(Command("unknown_key", key="escape"))
    spoken = say_all(speaker, engine)
    assert engine.cancelled == []
    assert spoken[-2:] == [question, "Key escape does nothing. Press H for help."], spoken


READ_ALREADY = ("The camera read it already: the Investigators in Carol's zone. If it is "
                "another card, press Enter and 1 again.")


def test_enter_and_the_rank_of_the_card_read_but_not_said_yet_adds_nothing():
    """QA30 of session 28: with the voice behind, Enter 1 for Carol's card (the
    Investigators, read by the camera, not said yet), typed as the player believed the
    camera missed it, became the next card awaited. The card is the camera's: nothing is
    added, and the app says so, after what the voice has still to say of it."""
    s, speaker, engine = _after_r_lyeh()
    history = len(s.tracker.history)
    s.key(Command("enter", 1))
    assert len(s.tracker.history) == history
    assert s.transcript[-1].brief == READ_ALREADY
    spoken = say_all(speaker, engine)
    assert spoken[-2:] == ["Alice: Sanity check, 1 card.", READ_ALREADY], spoken
    assert "Carol's R'lyeh: the Investigators, from the deck into Carol's zone. 9 cards left." \
        in spoken


def test_enter_and_the_rank_typed_again_after_read_already_adds_the_card():
    """Session 28's review: Enter 1 meant for Alice's Sanity check card, which the camera
    missed, while Carol's Investigators (read, not said yet) was the newest card: refused
    ("The camera read it already") again and again until the voice caught up, with
    nothing the player could do. Typed again right after, the card is added."""
    s, speaker, engine = _after_r_lyeh()
    history = len(s.tracker.history)
    s.key(Command("enter", 1))
    assert len(s.tracker.history) == history and s.transcript[-1].brief == READ_ALREADY
    s.key(Command("enter", 1))
    assert len(s.tracker.history) == history + 1
    say_all(speaker, engine)
