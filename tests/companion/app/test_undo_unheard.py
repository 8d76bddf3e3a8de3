"""Undo, keys and a voice behind the table (QA28 #3, #4; QA29 N2, N3): minus twice on what
the voice has not said yet asks first; a key's refusal is never dropped unsaid by the next
key; what an undone input made the voice say is dropped, the question being said cut; star
then plus answers."""
import queue

import pytest

from companion.app.keys import Command, KeyReader
from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.tracker import observations as o
from tests.companion.app.test_live_deal import _OLD, _end_round_one, _table
from tests.companion.app.test_session import press, session
from tests.companion.app.test_speech_order import say_all
from tests.voice.conftest import ScriptedBackend, gate_until_idle, gated_speaker, wait_for
from vision.pipeline import TableWatcher


class _Line:
    """What the fake voice returns for one sentence: waiting until the test hears it."""

    def __init__(self):
        self.done = False

    def heard(self):
        return self.done

    def pending(self):
        return not self.done


class _Ear:
    """A voice the test drives: every sentence waits until :meth:`hear_all`."""

    line = _Line  # what each sentence returns

    def __init__(self):
        self.said, self.lines = [], []

    def __call__(self, announcement):
        self.said.append(announcement)
        self.lines.append(self.line())
        return self.lines[-1]

    def hear_all(self):
        for line in self.lines:
            line.done = True


def _heard_session(names=("Ann", "Bob", "Cy"), lang="en"):
    ear = _Ear()
    s = TableSession(say=ear, lang=lang)
    s.observe(o.start("arkham", list(names), lang, 0))
    ear.hear_all()
    return s, ear


def _question(s):
    """Bob's Urchin in his zone on Alice's turn: "was that Bob's hand?" (a question)."""
    for seat, key in ((1, "the_boxer"), (0, "investigators"), (1, "the_urchin")):
        s.observe(o.card_seen(seat, key))
    assert s.tracker.question is not None


@pytest.mark.parametrize("lang, asks", [
    ("en", "Undo The Urchin in Ann's zone? Press minus twice to confirm."),
    ("fr", "Annuler la Gamine dans la zone d'Ann ? Appuyez deux fois sur moins pour confirmer."),
    ("es", "¿Deshacer el Pilluelo en la zona de Ann? Pulsa menos dos veces para confirmar."),
])
def test_minus_twice_on_a_card_the_voice_has_not_said_names_it_and_asks_again(lang, asks):
    """QA28 #3: with the voice behind, a minus meant for the answer just typed removed
    "Carol: The Urchin.", a card the player had not heard yet. It is named and asked
    again (said after the card, so heard after it); once heard, minus twice undoes it."""
    s, ear = _heard_session(lang=lang)
    s.observe(o.card_seen(0, "the_urchin"))
    told = len(ear.said)
    press(s, "--")
    assert len(s.tracker.history) == 2  # nothing undone
    assert [a.brief for a in ear.said[told:]] == [asks] and ear.said[-1].firm
    ear.hear_all()
    press(s, "--")
    assert len(s.tracker.history) == 1 and s.tracker.view().seats[0].zone == ()


def test_minus_twice_undoes_at_once_a_card_heard_an_answer_typed_or_in_text():
    """The player's own answer is known to them, a card heard too; and text (no voice)
    shows everything at once: minus twice undoes at once, as before."""
    s, ear = _heard_session(("Alice", "Bob"))
    _question(s)
    ear.hear_all()
    press(s, "+1")  # its news ("Bob is out …") not said yet
    press(s, "--")
    assert s.tracker.question is not None  # the answer undone
    text, said = session()  # say returns nothing: text
    text.observe(o.card_seen(0, "the_urchin"))
    press(text, "--")
    assert len(text.tracker.history) == 1


def test_minus_twice_right_after_a_refused_key_asks_again():
    """QA28 #3 (d_u1): plus 2 was refused ("No question is open.", not said yet) and a
    minus 0.3 s later, meant to take the plus back, undid a card heard 20 s before."""
    s, ear = _heard_session()
    s.observe(o.card_seen(0, "the_urchin"))
    ear.hear_all()
    press(s, "+2")
    assert ear.said[-1].brief == "No question is open." and ear.said[-1].firm
    press(s, "--")
    assert len(s.tracker.history) == 2
    assert ear.said[-1].brief == "Undo The Urchin in Ann's zone? Press minus twice to confirm."
    ear.hear_all()
    press(s, "--")
    assert len(s.tracker.history) == 1


def test_what_an_undone_input_made_the_voice_say_goes_stale():
    """QA28 #4: after the answer that ended round 1 was undone, "Carol wins the round …"
    and "Carol starts next." were still said (the voice behind)."""
    s, ear = _heard_session(("Alice", "Bob"))
    _question(s)
    ear.hear_all()
    told = len(ear.said)
    press(s, "+1")
    made = ear.said[told:]
    # "Alice starts next." is no longer said there: "Round 2. Alice starts." says it (QA28 #7)
    assert [a.brief for a in made] == ["Bob is out, with The Urchin.",
                                      "Alice wins the round and has 1 Sane."]
    assert not any(a.stale() for a in made)
    press(s, "--")
    assert all(a.stale() for a in made)
    assert not ear.said[-1].stale()  # the question asked again


def test_the_next_key_does_not_drop_a_refusal_unsaid():
    """QA29 N3: "No question is open." was dropped by the key pressed 0.3 s later: as news,
    a refusal is said before the newer key's answer; the same refusal twice is said once."""
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    try:
        s = TableSession(say=VoiceOut(speaker, catch_up=True))
        s.observe(o.start("arkham", ["Ann", "Bob", "Cy"], "en", 0))
        wait_for(lambda: engine.started)  # the voice is on its first sentence
        press(s, "+2+2")
        press(s, "5")
        # the answer cut the first sentence (said again after it) before the gate opens
        wait_for(lambda: engine.started[-1] == "No question is open.")
        gate_until_idle(speaker, engine)
    finally:
        speaker.close()
    assert engine.spoken.count("No question is open.") == 1
    # the refusal is said at once, ahead of the news (QA36 H2); the state answer after it
    # (session 27)
    assert engine.spoken[0] == "No question is open."
    assert engine.spoken[-1] == "It is Ann's turn."


def test_a_plus_after_star_starts_the_answer():
    """QA29 N2: star, then plus 1 0.3 s later: "Cancelled." (never heard) and key 1; the
    answer was lost. Another prefix takes the waiting one's place; the same one again, or
    any other key, still cancels it."""
    reader = KeyReader()
    assert [reader.press(k) for k in "*+1"] == [None, None, Command("answer", 1)]
    assert [reader.press(k) for k in "/*3"] == [None, None, Command("zone", 3)]
    assert [reader.press(k) for k in "**"] == [None, Command("cancelled", key="*")]
    assert [reader.press(k) for k in "+\n"] == [None, Command("cancelled")]


def _live_behind(names=("Alice", "Bob")):
    """A live table whose voice says each sentence when the test lets it (a clock the test
    moves): ``(table, speaker, engine, now)``. The voice's own clock stands still, its
    watchdogs far past any wait of a test: a line held at the gate while a loaded machine
    renders and reads a frame (seconds) was taken for a hung engine, the rest written to
    the text channel, not said (flaky52b: "Bob: The Urchin." held 6 s); on the real clock,
    a question held there long enough was nearly said, and the undo waited behind it
    (clock54)."""
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    now = [0.0]
    voice = VoiceOut(speaker, catch_up=True, clock=lambda: now[0])
    session = TableSession(say=voice)
    table = LiveTable(LiveOptions("arkham", "en", names, 0, "unused"), session,
                      TableWatcher("arkham"), None, queue.Queue(), lambda c: False,
                      lambda line: None, logged=False, speech=voice)
    session.observe(o.start("arkham", list(names), "en", 0))
    return table, speaker, engine, now


def test_an_undo_cuts_the_question_it_removes_as_it_is_said():
    """QA29 N3: minus twice 3 s into the question undid the card that caused it, but the
    question went on to its end (6 s), asking for an answer that no longer applied, and the
    undo was heard after it. The question is cut at once, the undo said next."""
    table, speaker, engine, now = _live_behind()
    try:
        _question(table.session)
        engine.say_until("The Urchin in Bob's discard zone")
        question = engine.started[-1]
        now[0] += 3.0  # heard: the undo acts at once
        for key in "--":
            table.keys.put(key)
        table._keys()
        assert table.session.tracker.question is None
        wait_for(lambda: question in engine.cancelled)
        wait_for(lambda: engine.started[-1] != question)
        assert engine.started[-1] == "Undone: The Urchin in Bob's zone."
        gate_until_idle(speaker, engine)
    finally:
        speaker.close()
    assert question not in engine.spoken


def test_gather_the_cards_is_not_said_once_the_round_s_end_is_undone():
    """QA28 #4: "Gather all the cards for the next round." of the round end undone was said
    later, between the question asked again and its answer. It goes stale with the undo,
    and is said again when the round ends again."""
    table, said, logged = _table()
    _end_round_one(table, *_OLD)
    table._between_rounds()
    gather = said[-1]
    assert gather.brief == "Gather all the cards for the next round." and not gather.stale()
    for key in "--":
        table.keys.put(key)
    table._keys()
    assert gather.stale() and table.session.tracker.view().active is not None
    told = len(said)
    table.session.observe(o.card_seen(1, "the_musician"))  # again: the round ends again
    table._between_rounds()
    again = [a for a in said[told:] if a.brief == gather.brief]
    assert len(again) == 1 and not again[0].stale()


@pytest.mark.parametrize("lang, since", [
    ("en", "The Sailor in Bob's zone came since: undo it first? Press minus twice to confirm."),
    ("fr", "Entre-temps : le Marin dans la zone de Bob. L'annuler d'abord ? "
           "Appuyez deux fois sur moins pour confirmer."),
    ("es", "Desde entonces: el Marinero en la zona de Bob. ¿Deshacer eso primero? "
           "Pulsa menos dos veces para confirmar."),
])
def test_minus_twice_after_the_question_undoes_what_it_named_or_says_what_came_since(
        lang, since):
    """QA31 N1: while cards kept coming, each minus twice after "Undo X? Press minus twice
    to confirm." asked about a newer unheard card, with no word why; nothing was undone.
    Once the question is heard, minus twice undoes what it named (lines of it still
    unsaid); a newer input is named as having come since, and undone first."""
    s, ear = _heard_session(lang=lang)
    s.observe(o.card_seen(0, "the_urchin"))
    press(s, "--")
    ear.lines[-1].done = True  # the question heard, the card's line not yet
    press(s, "--")
    assert len(s.tracker.history) == 1  # the Urchin undone
    s.observe(o.card_seen(0, "the_urchin"))
    press(s, "--")
    ear.lines[-1].done = True
    s.observe(o.card_seen(1, "the_sailor"))  # a newer card, not heard yet
    press(s, "--")
    assert len(s.tracker.history) == 3 and ear.said[-1].brief == since
    ear.hear_all()  # the question, and "Undo cancelled: a new card was read." before it
    press(s, "--")
    assert len(s.tracker.history) == 2  # the Sailor undone, the Urchin kept
    assert s.tracker.view().seats[1].zone == ()


def test_an_answer_typed_after_the_undo_question_is_undone_at_once_and_named_if_asked():
    """QA31 N3 (d_u1 es): plus 2 answered while "Undo The Fed…?" was still unsaid, and a
    minus 0.3 s later asked "Undo the last step?", naming nothing; the player's own answer
    is undone at once. After a refused key, the question names the answer."""
    s, ear = _heard_session(("Alice", "Bob"))
    _question(s)
    press(s, "--")
    assert ear.said[-1].firm and not ear.lines[-1].done  # the undo's question, unsaid
    press(s, "+2")
    assert s.tracker.question is None
    assert not any(a.brief.startswith("Undo cancelled") for a in ear.said)  # a key: no news
    press(s, "--")
    assert s.tracker.question is not None  # the answer undone at once
    ear.hear_all()
    press(s, "+2")
    press(s, "+2")  # refused: "No question is open."
    press(s, "--")
    assert s.tracker.question is None
    assert ear.said[-1].brief == "Undo your last answer? Press minus twice to confirm."


def test_minus_twice_asks_when_only_the_turn_s_cue_of_the_card_was_heard():
    """QA29 of session 28 (run r14): "Carol." was heard, then minus twice cut "Carol:
    Sanity check, 1 card." and undid at once the Investigators she revealed, never said
    ("The Investigators." waited). A line that does not name the input's card does not
    tell what minus twice would take back: the undo is named and asked first."""
    s, ear = _heard_session(("Alice", "Bob", "Carol"))
    for seat, key in ((0, "the_musician"), (2, "stowaway"), (1, "investigators")):
        s.observe(o.card_seen(seat, key))
    ear.hear_all()
    told = len(ear.said)
    s.observe(o.card_seen(2, "investigators"))  # her Sanity check's card
    assert [a.brief for a in ear.said[told:]] == [
        "Carol.", "Carol: Sanity check, 1 card.", "The Investigators.",
        "Carol passes. 18 cards left."]
    ear.lines[told].done = True  # "Carol." heard, the rest not yet
    press(s, "--")
    assert len(s.tracker.history) == 5  # nothing undone
    assert ear.said[-1].firm and "the Investigators in Carol's zone" in ear.said[-1].brief
    ear.lines[told + 2].done = True  # "The Investigators." heard
    ear.lines[-1].done = True  # and the question
    press(s, "--")
    assert len(s.tracker.history) == 4 and s.tracker.view().seats[2].zone == ("stowaway",)


def test_minus_twice_asks_for_a_card_the_voice_said_nothing_of():
    """QA29 of session 28 (runs r2, r2b): Carol's Sanity check card came while a question
    was open, so nothing was said of it; minus twice, meant for the question's card,
    undid it at once ("Undone: The Fed in Carol's zone."). Told nothing, the player is
    asked first; in text (everything shown at once) it is undone at once, as before."""
    s, ear = _heard_session(("Alice", "Bob", "Carol"))
    _question(s)
    ear.hear_all()
    told = len(ear.said)
    s.observe(o.card_seen(2, "the_fed"))
    assert len(ear.said) == told  # it waits for the answer: nothing said
    press(s, "--")
    assert len(s.tracker.history) == 5
    # named as not said yet (session 28's review: "Undo The Fed in Carol's zone?" told the
    # player nothing of the card's never having been said)
    assert ear.said[-1].brief == ("Read but not said yet: The Fed in Carol's zone. Undo it? "
                                  "Press minus twice to confirm.")
    ear.hear_all()
    press(s, "--")
    assert len(s.tracker.history) == 4 and s.tracker.question is not None
    text, said = session()  # say returns nothing: text
    _question(text)
    text.observe(o.card_seen(2, "the_fed"))
    press(text, "--")
    assert len(text.tracker.history) == 4


def test_take_it_away_after_an_undo_is_not_dropped_by_the_next_key():
    """QA29 of session 28, M3 (runs r2, r2b): after minus twice undid a card still lying in
    its zone, "Take it away, or it stays left out." waited behind the undo's lines and
    key 5, pressed then, dropped it unsaid (a newer press drops an older press's answers
    still to say). It is part of the undo's news: said after it, whatever key follows."""
    from vision.render import Conditions, build_scene, render_table
    table, speaker, engine, now = _live_behind(("Ann", "Bob"))
    try:
        table.session.observe(o.card_seen(0, "the_urchin"))
        table.session.observe(o.card_seen(1, "the_urchin"))  # Bob's play, read
        engine.say_until("Bob: The Urchin.")
        now[0] += 3.0  # heard: the undo acts at once
        frame, _ = render_table(build_scene({2: ["the_urchin"]}, seats=2,
                                            conditions=Conditions(size=(1280, 720)), seed=3))
        table.watcher.update(frame, 1.0)  # it still lies in Bob's zone
        for key in "--":
            table.keys.put(key)
        table._keys()
        assert table.session.tracker.view().seats[1].zone == ()
        assert [line.brief for line in table.session.transcript[-2:]] == [
            "The Urchin in Bob's zone: take it away, or it stays left out.",
            "If it was right, press Enter, then 4, to give it back."]  # (QA71 m4)
        table.keys.put("5")  # while the voice still has the undo's lines to say
        table._keys()
        spoken = say_all(speaker, engine)
    finally:
        speaker.close()
    undone = spoken.index("Undone: The Urchin in Bob's zone.")
    assert "The Urchin in Bob's zone: take it away, or it stays left out." in spoken[undone:], \
        spoken


def test_a_card_whose_record_is_no_longer_kept_is_not_called_not_said_yet():
    """Session 28's review: with the newest input older than the inputs SaidFor keeps
    (after several undos), the undo's question called a card heard long ago "Not said
    yet"; unheard() takes such an input as heard, and so does never_begun() now."""
    from companion.app.said_for import SaidFor
    entry = (object(), None)
    assert SaidFor().never_begun([entry]) is False and SaidFor().unheard([entry]) is False
