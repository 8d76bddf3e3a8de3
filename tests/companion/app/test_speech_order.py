"""What the voice says when the table runs faster than speech (QA18 N1): the game's order
kept, answers to keys at once, ahead of the news backlog (QA36 H2), a turn's cue left
behind dropped, the rest said at the end
or counted when q cuts it."""
import queue

from companion.app.keys import Command, KeyReader
from companion.app.live import LiveOptions, LiveTable
from companion.app.live_end import PicturesEnd
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.tracker import observations as o
from companion.tracker.events import TableEvent
from tests.companion.app.test_live import write_frames
from tests.voice.conftest import TIMEOUT, ScriptedBackend, gate_until_idle, gated_speaker, wait_for
from vision.pipeline import TableWatcher
from vision.sources import open_source


def behind(names=("Ann", "Bob", "Cy"), clock=lambda: 0.0, speaker_clock=lambda: 0.0):
    """A session whose voice is stuck on its first sentence until the test lets it go:
    ``(session, speaker, engine)``; ``engine.gate`` opened lets each sentence end.
    ``clock``: the voice's (:class:`VoiceOut`), for how long a line was said, frozen by
    default (a line being said is heard at its end only, however long the machine took);
    ``speaker_clock``: the :class:`Speaker`'s, frozen by default (:func:`gated_speaker
    <tests.voice.conftest.gated_speaker>`: a line cut is said again whole and is never
    nearly said, however long the machine took; its watchdogs never fire). The game's
    start is not heard yet: a state key's answer is said after the news, as the table as
    heard holds no game (``as_heard.heard_table``; test_state_as_heard hears the start)."""
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine, speaker_clock)
    s = TableSession(say=VoiceOut(speaker, catch_up=True, clock=clock))
    s.observe(o.start("arkham", list(names), "en", 0))
    wait_for(lambda: engine.started)
    return s, speaker, engine


def said_first(engine, text):
    """Wait until the voice is saying ``text``, a key's answer said at once: the sentence
    it cut is cut before the test lets the voice go (else the open gate could let it end)."""
    wait_for(lambda: engine.started and engine.started[-1].startswith(text))


def say_all(speaker, engine):
    gate_until_idle(speaker, engine)
    assert speaker.wait_idle(TIMEOUT)
    speaker.close()
    return engine.spoken


def test_a_key_s_answer_is_said_at_once_and_the_app_s_news_after_the_plays_it_follows():
    """QA36 H2: with the voice behind, a key's answer waited behind the news backlog and
    the next key dropped it unheard. It is said at once (QA26 N2 had it wait for the plays
    queued before it), the line it cut said again after it; the app's own line keeps its
    place after the plays. An answer that tells the game's state waits for the news
    (below)."""
    s, speaker, engine = behind()
    s.observe(o.card_seen(0, "the_fed"))
    s.observe(o.target(1))
    s.observe(o.card_seen(1, "the_urchin"))
    s.tell("app.new_round")  # camera news (QA18 N1: it was heard during round 1's plays)
    s.key(Command("help"))
    said_first(engine, "Keys:")
    spoken = say_all(speaker, engine)
    assert engine.cancelled == ["New game, 3 players."]  # cut, said again after the answer
    assert spoken[0].startswith("Keys:")  # said in pieces
    news = ["New game, 3 players.", "Round 1. Ann starts.", "Ann: The Fed.",
            "Ann chooses Bob with The Fed.", "Bob: The Urchin.", "Bob is protected.", "Cy.",
            "Gather all the cards for the next round."]
    assert spoken[spoken.index(news[0]):] == news


def test_a_state_answer_is_said_after_the_news_it_tells_the_outcome_of():
    """Session 27 (a note of QA37): said at once, ahead of the news backlog, key 8 said
    "Bob is out" before the player heard Ann's guess and "Bob is out, with The Musician."."""
    s, speaker, engine = behind()
    for obs in (o.card_seen(0, "investigators"), o.target(1), o.guess(5), o.seat_out(1),
                o.card_seen(1, "the_musician")):
        s.observe(obs)
    s.key(Command("table"))
    spoken = say_all(speaker, engine)
    assert engine.cancelled == []
    assert spoken[-3:] == ["Bob is out, with The Musician.", "Cy.",
                           "Table. Ann is in; Bob is out; Cy is in."], spoken


def test_a_turn_s_cue_is_dropped_once_the_turn_is_over_before_it_is_said():
    s, speaker, engine = behind()
    s.observe(o.card_seen(0, "the_fed"))  # Ann's turn is over: "Ann." is left behind
    s.observe(o.target(1))
    spoken = say_all(speaker, engine)
    assert "Ann." not in spoken and "Bob." in spoken  # Bob's turn is still on
    assert spoken.index("Ann: The Fed.") < spoken.index("Bob.")


def test_a_question_answered_before_it_is_said_is_dropped():
    s, speaker, engine = behind(("Alice", "Bob"))
    for seat, key in ((1, "the_boxer"), (0, "investigators"), (1, "the_urchin")):
        s.observe(o.card_seen(seat, key))
    asked = "The Urchin in Bob's discard zone: was that Bob's hand"
    assert s.tracker.question is not None
    reader = KeyReader()
    for k in "+2":  # the helper answers from the screen: "no, still in"
        command = reader.press(k)
        if command:
            s.key(command)
    assert s.tracker.question is None
    spoken = say_all(speaker, engine)
    assert not any(t.startswith(asked) for t in spoken)
    assert "Bob: The Urchin." in spoken and "Bob is still in." in spoken


class Voice:
    """A voice ``left`` sentences behind, that never catches up; the player presses ``q``
    while it waits (``q`` put in ``keys`` when the loop first asks)."""

    def __init__(self, keys, left):
        self.keys, self.left, self.asked, self.cuts = keys, left, 0, 0

    def mark(self):
        return 0

    def backlog(self, upto=None):
        self.asked += 1
        if self.asked == 1 and self.left:
            self.keys.put("q")
        return self.left

    def cut(self):
        self.cuts += 1
        left, self.left = self.left, 0
        return left


def run_live(tmp_path, voice):
    folder = write_frames(tmp_path / "frames", [{}, {1: ["the_fed"]}])
    said = []
    table = LiveTable(LiveOptions("arkham", "en", ("Ann", "Bob"), 0, str(folder)),
                      TableSession(say=said.append), TableWatcher("arkham"),
                      open_source(str(folder), fps=4), voice.keys, lambda c: False,
                      lambda line: None, logged=False, speech=voice)
    assert table.run() == 0
    return [a.brief for a in said]


def test_at_the_end_of_the_pictures_the_rest_is_said_and_q_says_how_much_was_left(tmp_path):
    voice = Voice(queue.Queue(), 12)
    said = run_live(tmp_path, voice)
    assert voice.asked >= 1  # the loop waited for the voice after the pictures
    assert said[-3].startswith("The pictures have ended")
    # QA18 N1: it ended with 126 sentences never said and no word of it
    assert said[-2:] == ["12 sentences were not said; the screen shows them.", "Goodbye."]
    assert voice.cuts == 1


def test_a_voice_with_nothing_left_ends_with_the_pictures(tmp_path):
    voice = Voice(queue.Queue(), 0)
    said = run_live(tmp_path, voice)
    # no key can come (QA28 #6: the end says goodbye; the log's note was said before it)
    assert said[-2].startswith("The pictures have ended") and said[-1] == "Goodbye."
    assert voice.cuts == 1


def test_key_5_says_the_open_question_with_its_lead_in_one_utterance():
    """QA25 F4: key 5's "Until the open question is answered:" was said at once and its
    question only after the news the voice still had to say (after a resume, another
    prompt): by ear, that prompt was the open question. Both are said in one utterance,
    after that news (session 27: a state answer waits for the news); with the question
    itself among that news, the lead is a sentence of its own, and the question is not
    said twice (QA28 of session 28; said again once it was heard: test_speech_flow)."""
    s, speaker, engine = behind(("Ann", "Bob"))
    s.observe(o.card_seen(0, "investigators"))
    s.observe(o.card_seen(1, "the_fed"))  # "was that Bob's hand?"
    s.tell("app.resumed", round=1)  # news the voice has still to say
    s.key(Command("whose_turn"))
    spoken = say_all(speaker, engine)
    lead = next(i for i, text in enumerate(spoken) if text.startswith("Whose turn it is"))
    assert spoken[lead] == "Whose turn it is depends on the answer to the open question; " \
        "key 1 repeats it."
    assert sum("was that Bob's hand" in t for t in spoken) == 1
    assert lead == len(spoken) - 1 and spoken[lead - 1].startswith("Game resumed")


def test_a_turn_s_cue_is_dropped_once_its_player_s_play_is_announced():
    """QA26 N2: "Bob." was said after "Bob: Investigators." was printed (no next turn yet:
    it waited for the guess): with the voice behind, the play names the player."""
    s, speaker, engine = behind()
    s.observe(o.card_seen(0, "the_urchin"))
    s.observe(o.card_seen(1, "investigators"))  # no guess told: whose turn is open
    spoken = say_all(speaker, engine)
    assert "Bob." not in spoken and spoken[-1] == "Bob: the Investigators."


def test_the_deal_steps_are_never_over_by_a_card_played():
    """QA26 N2: "Shuffle the other cards … deal one card to each player." was still to be
    said 10 s after the first card was read; QA35 N3: dropped then, a blind player never
    heard them. They are no longer over by a card played: they are said before the first
    card's news (below)."""
    from .test_live_setup import _table

    table, said, _ = _table()
    table.guided_setup()
    steps = [a for a in said if a.brief.startswith(("Set the Stowaway Eggs", "Shuffle"))]
    assert len(steps) == 2
    for seat, key in ((0, "the_urchin"), (1, "the_fed")):
        table.session.observe(o.card_seen(seat, key))
        assert not any(a.stale is not None and a.stale() for a in steps)


def _set_up_behind():
    """A live table's set-up said by a voice stuck on its first sentence: ``(table,
    speaker, engine)``."""
    from .test_live_setup import _table

    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    table, _, _ = _table()
    table.session.say = VoiceOut(speaker, catch_up=True,
                                 clock=lambda: 0.0)  # still: no line heard by time at the gate
    table.guided_setup()
    wait_for(lambda: engine.started)
    return table, speaker, engine


ASIDE = "Set the Stowaway Eggs aside, face up."
DEAL = "Shuffle the other cards, set the top card aside face down, and deal one card to each " \
       "player."


def test_the_deal_steps_waiting_are_said_whole_before_the_first_card():
    """QA35 N3: the round's first card laid a few seconds after its dealing steps were
    printed dropped them unsaid; QA27 (session 27) M1: then its news went ahead of them,
    and "Shuffle the other cards" was heard after the round's first play. A blind player
    needs them before the cards are dealt: they are said first, in order, then the round's
    start and its cards."""
    table, speaker, engine = _set_up_behind()
    table.session.observe(o.card_seen(0, "the_urchin"))
    table.session.observe(o.card_seen(1, "the_sailor"))
    spoken = say_all(speaker, engine)
    # ("Bob." is over once his play is said)
    assert spoken[2:8] == [ASIDE, DEAL, "Round 1. Alice starts.", "Alice: The Urchin.",
                           "Alice is protected.", "Bob: The Sailor."]
    assert engine.cancelled == []


def test_a_deal_step_being_said_when_the_first_card_comes_is_not_cut():
    """QA27 (session 27) M1: "Shuffle the other cards…" being said when the first card was
    read was cut by "Round 1. Alice starts." and the card's news, and said again only after
    the round's first play. It is said to its end, once, the card's news after it."""
    table, speaker, engine = _set_up_behind()
    engine.say_until("Shuffle")
    table.session.observe(o.card_seen(0, "the_urchin"))
    spoken = say_all(speaker, engine)
    assert engine.cancelled == [] and spoken.count(DEAL) == 1
    assert spoken[spoken.index(DEAL):] == [
        DEAL, "Round 1. Alice starts.", "Alice: The Urchin.", "Alice is protected.", "Bob."]


def test_keys_pressed_fast_are_answered_once_the_newest_in_full_the_news_all_said():
    """QA28 #1: keys ``58585`` then ``3`` typed fast, with the voice behind, were all
    answered, one after another (36 s of speech: the next question was heard 26.6 s late).
    A newer key press drops what older presses have still to say, never the game's news:
    key 3's whole answer is said after the plays made before it (session 27: a state
    answer waits for the news), then the card played after it."""
    s, speaker, engine = behind()
    s.observe(o.card_seen(0, "the_fed"))
    s.observe(o.target(1))
    for key in ("whose_turn", "table") * 2 + ("whose_turn", "unseen"):
        s.key(Command(key))
    s.observe(o.card_seen(1, "the_urchin"))
    spoken = say_all(speaker, engine)
    reference = TableSession(say=lambda a: None)
    reference.observe(o.start("arkham", ["Ann", "Bob", "Cy"], "en", 0))
    reference.observe(o.card_seen(0, "the_fed"))
    reference.observe(o.target(1))
    told = len(reference.transcript)
    reference.key(Command("unseen"))
    unseen = [a.brief for a in reference.transcript[told:]]
    assert unseen and not any("turn" in t for t in spoken)
    assert spoken == ["New game, 3 players.", "Round 1. Ann starts.", "Ann: The Fed.",
                      "Ann chooses Bob with The Fed.", *unseen, "Bob: The Urchin.",
                      "Bob is protected.", "Cy."]


def test_a_question_asked_again_in_a_key_s_answer_is_replaced_by_a_newer_key():
    """QA28 #1: with a question open, keys 8 and 5 each asked it again after their answer,
    and each of those was said (as news): 11 s apiece. Asked again in answer to a key, it
    is part of that key's answer: only the newest key's is said, in full, after the news
    (the question itself once, as it came, not again in the answer that follows it: QA28
    of session 28; session 27: a state answer waits for the news)."""
    s, speaker, engine = behind(("Alice", "Bob"))
    for seat, key in ((1, "the_boxer"), (0, "investigators"), (1, "the_urchin")):
        s.observe(o.card_seen(seat, key))
    question = s.tracker.question
    assert question is not None
    for key in ("table", "whose_turn", "unseen", "table"):
        s.key(Command(key))
    last = [a.brief for a in s.transcript if a.press == s.presses]
    spoken = say_all(speaker, engine)
    asked = [t for t in spoken if "was that Bob's hand" in t]
    assert len(last) == 2 and last[1] == "This may change with the answer to the open " \
        "question; key 1 repeats it."
    assert len(asked) == 1 and spoken[-2:] == last  # the news, then key 8's answer
    assert not any(t.startswith("Unseen") or "turn" in t for t in spoken)
    assert sum(t.startswith("Table") for t in spoken) == 1


def test_a_prefix_key_is_a_key_press_of_its_own(tmp_path):
    """QA28 #1: plus, typed after key 5, cuts key 5's answer being said, as any newer key
    does: its cue ("Answer: which number?") belongs to a newer press than key 5's. A key
    that acts, it leaves key 5's answer when not said yet (QA29 N4). (Star here: with no
    question open, plus now says "No question is open." at once, QA34 L3.)"""
    folder = write_frames(tmp_path / "frames", [{}])
    said = []
    session = TableSession(say=said.append)
    session.observe(o.start("arkham", ["Ann", "Bob"], "en", 0))
    table = LiveTable(LiveOptions("arkham", "en", ("Ann", "Bob"), 0, str(folder)),
                      session, TableWatcher("arkham"), open_source(str(folder), fps=4),
                      queue.Queue(), lambda c: False, lambda line: None, logged=False)
    told = len(said)
    with session.answering():
        for key in "5*":
            table._one_key(key)
    five, plus = said[told], said[-1]
    assert five.brief.startswith("It is Ann's turn") and plus.brief == "Zone: which seat?"
    assert 0 < five.press < plus.press
    assert five.replaces and not plus.replaces


def _rlyeh_settled(s, speaker, engine, hear_question: bool):
    """Alice Urchin, Bob Deep One, Carol R'lyeh (a question: was that her hand?), then
    Alice's Tommy Gun settles it: Carol is out (QA33 N1, d_som.py). ``hear_question``: the
    voice says everything queued before the Tommy Gun is read."""
    for seat, key in ((0, "the_urchin"), (1, "deep_one"), (2, "rlyeh")):
        s.observe(o.card_seen(seat, key))
    assert s.tracker.question is not None
    if hear_question:
        gate_until_idle(speaker, engine)
    s.observe(o.card_seen(0, "tommy_gun"))
    assert s.tracker.question is None
    return say_all(speaker, engine)


def test_no_answer_needed_is_not_said_for_a_question_the_voice_never_said():
    """QA33 N1: the question, queued behind a long line, was dropped once the cards closed
    it, but "No answer needed." was still said: an answer to nothing, by ear."""
    spoken = _rlyeh_settled(*behind(("Alice", "Bob", "Carol"))[:3], hear_question=False)
    assert not any(t.startswith("R'lyeh in Carol's discard zone") for t in spoken)
    assert "Carol is out, with R'lyeh." in spoken
    assert "No answer needed." not in spoken


def test_no_answer_needed_is_said_once_the_question_was_heard():
    spoken = _rlyeh_settled(*behind(("Alice", "Bob", "Carol"))[:3], hear_question=True)
    asked = [i for i, t in enumerate(spoken) if t.startswith("R'lyeh in Carol's discard zone")]
    assert asked and spoken.index("No answer needed.") > asked[0]


def test_the_resume_line_is_not_cut_by_the_end_of_the_pictures(tmp_path):
    """QA32 F7: "Game resumed from the log: round 3." begun, cut by "The pictures have
    ended" (said at once), then said again in full: heard twice. Said as the game's news,
    the end line goes after it."""
    from pathlib import Path

    from companion.session_log import resume_report
    report = resume_report(Path(__file__).parents[1] / "qa32_boxer_pending.jsonl")
    said = []
    session = TableSession(say=said.append)
    session.resume(report)
    folder = write_frames(tmp_path / "frames", [{}], frames_each=1)
    voice = Voice(queue.Queue(), 0)
    table = LiveTable(LiveOptions("arkham", "en", ("Alice", "Bob", "Carol"), 0, str(folder)),
                      session, TableWatcher("arkham"), open_source(str(folder), fps=4),
                      voice.keys, lambda c: False, lambda line: None, logged=False,
                      speech=voice, resumed=True)
    assert table.run() == 0
    (resumed,) = [a for a in said if a.brief.startswith("Game resumed")]
    assert resumed.brief == "Game resumed from the log: round 3." and resumed.news
    # the voice: the resume line being said when the end line comes is not cut
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    s = TableSession(say=VoiceOut(speaker, catch_up=True, clock=lambda: 0.0))  # still (flk68)
    s.tell("app.resumed", round=3, news=True)
    wait_for(lambda: engine.started)  # the resume line is being said
    with s.answering(), s.news():
        s.tell("app.pictures_ended_wait")
    spoken = say_all(speaker, engine)
    assert engine.cancelled == []
    assert spoken == ["Game resumed from the log: round 3.",
                      "The pictures have ended. Press Q to stop."]



class _Goodbye(PicturesEnd):
    """The live table's goodbye alone (no log), for a session and its voice."""

    def __init__(self, session, speech):
        self.session, self.speech, self.logged = session, speech, False

    def _take_held(self):
        """No camera cards held (:meth:`CameraCards._take_held`)."""


def _unsaid_said(s):
    """The goodbye's count of unsaid sentences, as said ("" if none)."""
    _Goodbye(s, s.say)._goodbye()
    return next((a.brief for a in s.transcript if "not said" in a.brief), "")


def test_q_with_the_voice_done_says_no_sentence_was_unsaid():
    """QA35 N2: q with nothing waiting in the voice said "3 sentences were not said": it
    counted the lines "A card waits for the answer" dropped once the cards answered the
    question, which the player did not miss."""
    s, speaker, engine = behind()
    answered = []
    s.tell("app.card_waits_answer", player="Bob", stale=lambda: bool(answered))
    answered.append(True)  # the question is closed before the voice reaches the line
    gate_until_idle(speaker, engine)
    assert not any(t.startswith("A card in Bob's zone") for t in engine.spoken)
    assert _unsaid_said(s) == ""
    speaker.close()


def test_q_counts_the_lines_left_to_say_but_not_those_the_game_went_past():
    """QA35 N2: the count at q is what the voice had still to say: the line being said and
    those waiting, less those it would have dropped as over."""
    s, speaker, engine = behind()  # "New game, 3 players." being said
    answered = []
    s.tell("app.card_waits_answer", player="Bob", stale=lambda: bool(answered))
    s.observe(o.card_seen(0, "the_fed"))
    answered.append(True)
    # left: "New game, 3 players.", "Round 1. Ann starts.", "Ann: The Fed.", "Bob."
    assert _unsaid_said(s) == "4 sentences were not said; the screen shows them."
    speaker.close()


class _End(_Goodbye):
    """The live table's end of the pictures, with keys still open (no card told unread,
    no stall: :meth:`~companion.app.live_end.PicturesEnd._end_awaits`)."""
    end_asked = None
    unread_zones: dict = {}
    stall = None

    def keys_open(self):
        return True


def test_the_end_of_the_pictures_does_not_cut_the_line_being_said():
    """QA35 #5: in resumed runs (many camera lines: cards the log does not hold), a line
    being said when the video ended was cut by "The video has ended" and said again in
    full after it: heard twice. The end goes after it, and after what waits (QA31 #3: the
    end said ahead of the news still to say)."""
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    s = TableSession(say=VoiceOut(speaker, catch_up=True, clock=lambda: 0.0))  # still (flk68)
    s.tell("app.card_waits_answer", player="Bob")  # a camera line, no event
    wait_for(lambda: engine.started)
    s.tell("app.card_waits_answer", player="Cy")  # waits
    frame = type("Frame", (), {"status": type("Status", (), {"reason": "video_done"})})
    _End(s, s.say)._pictures_ended(frame)
    spoken = say_all(speaker, engine)
    assert engine.cancelled == []
    assert spoken == ["A card in Bob's zone waits for the answer to the question; key 1 "
                      "repeats it.", "A card in Cy's zone waits for the answer to the "
                      "question; key 1 repeats it.", "The video has ended. Press Q to stop."]


def _rlyeh_insane_settled(hear_question: bool):
    """QA19's rlyeh5.py: Ann's R'lyeh asks its effect; Cy's Urchin shows it Insane.
    ``hear_question``: the voice says everything queued before the Urchin is read."""
    s, speaker, engine = behind()
    for seat, key in ((0, "nightgaunt"), (1, "the_sailor"), (2, "the_fed"),
                      (0, "the_musician"), (0, "rlyeh"), (1, "the_boxer")):
        s.observe(o.card_seen(seat, key))
    assert s.tracker.question is not None and s.tracker.question.value == "effect"
    if hear_question:
        gate_until_idle(speaker, engine)
    s.observe(o.card_seen(2, "the_urchin"))
    return say_all(speaker, engine)


def test_a_settled_question_never_heard_is_said_as_news_without_no_answer_needed():
    """QA35: "The cards tell it: Carol's R'lyeh, Sane effect. No answer needed." was said
    for a question the voice, behind the table, had dropped unsaid: its news is said, not
    the answer to nothing."""
    spoken = _rlyeh_insane_settled(hear_question=False)
    assert not any("Sane or Insane effect?" in t for t in spoken)
    assert "The cards tell it: Ann's R'lyeh, Insane effect." in spoken
    assert not any("No answer needed" in t for t in spoken)


def test_a_settled_question_heard_is_said_with_no_answer_needed():
    spoken = _rlyeh_insane_settled(hear_question=True)
    asked = [i for i, t in enumerate(spoken) if "Sane or Insane effect?" in t]
    assert asked and spoken.index(
        "The cards tell it: Ann's R'lyeh, Insane effect. No answer needed.") > asked[0]
def test_the_undo_question_names_a_card_not_said_yet_as_such():
    """QA36 M2: minus twice, with the voice behind, said "Undo the Tommy Gun in Carol's
    zone? Press minus twice to confirm." 11 s before the player heard the Tommy Gun. A
    card the voice has said nothing of is named as not said yet (said at once: QA28 of
    session 28); its lines follow in their turn."""
    from tests.companion.app.test_session import press
    s, speaker, engine = behind()
    s.observe(o.card_seen(0, "the_fed"))  # not said yet: the voice is on "New game"
    press(s, "--")
    said_first(engine, "Read but not said yet")  # it cut "New game" before the gate opens
    spoken = say_all(speaker, engine)
    assert spoken[0] == "Read but not said yet: The Fed in Ann's zone. Undo it? Press minus " \
        "twice to confirm.", spoken
    assert "Ann: The Fed." in spoken


def test_a_low_line_carries_the_voice_s_mark_from_before_its_game_change():
    """QA37 (``companion play``'s own ``say``, which printed and said but had no mark): the deck count (``low``) said with a game change is dropped only for what the
    voice was given before that change (:attr:`Announcement.behind_upto`), not for the
    change's own lines."""
    from companion.commands.play import printed_and_said

    class Voice(list):
        def __call__(self, a):
            self.append(a)

        def mark(self):
            return len(self)

    said = Voice()
    s = TableSession(say=printed_and_said(said, verbose=False), mark=said.mark)  # as play
    s.observe(o.start("arkham", ["Ann", "Bob", "Cy"], "en", 0))
    for seat, key in ((0, "nightgaunt"), (1, "the_sailor"), (2, "the_fed")):
        s.observe(o.card_seen(seat, key))
    before = len(said)
    with s.news():  # a count said alone: one said after its change's line is not low
        s.announce(TableEvent("deck_count", count=12))
        s.announce(TableEvent("deck_count", count=11))
    assert [(a.priority, a.behind_upto) for a in said[before:]] == [("low", before)] * 2
