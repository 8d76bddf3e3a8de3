"""QA32's "news that never gets spoken" at the speaker's level: the catch-up after a fault
(key 7) lets a key's answer, a question and the camera's news go first (M4), and a line
a speech key says whole is not said again as the line it cut (L4). Gated engines."""

from __future__ import annotations

import io

import pytest

from tests.voice.conftest import TIMEOUT, ScriptedBackend, gated_speaker, wait_for
from tests.voice.test_speaker import finish_all, wait_started
from voice import Speaker, Status, TextBackend, VoiceSettings

VOICE_BACK = "The voice is back after a fault. Press 7 to hear what was missed."
MISSED = ["Alice: The Urchin.", "Bob: The Fed.", "Carol is now Insane."]
#: the rest of :data:`MISSED` as the catch-up says it after a line that cut it (QA33 M1)
GOES_ON = ["Back to the missed news. " + MISSED[1], MISSED[2]]
END = "End of missed news."  # said at its end when other lines follow (QA33 M1)


def saying(engine, text, n=None):
    """Wait until ``engine`` is saying ``text`` (as its ``n``-th line begun, if given)."""
    wait_for(lambda: engine.started and engine.started[-1] == text
             and (n is None or len(engine.started) == n))


def cut(engine, text, times=1):
    """Wait until ``engine`` has seen ``text`` cut ``times`` times in all (a line cut must
    be seen cut before the test opens the gate: the gate wins over the cut)."""
    wait_for(lambda: engine.cancelled.count(text) == times)


def settle(speaker, engine):
    """Let every line end, then close the gate (:func:`finish_all` may leave it open as the
    last line ends: the next line would go through it unheld)."""
    finish_all(speaker, engine)
    engine.gate.clear()


@pytest.fixture
def rig():
    """A speaker over one gated engine, its clock still (``tests.voice.test_speaker``'s rig)."""
    speaker = gated_speaker(engine := ScriptedBackend("engine", mode="gate"))
    yield speaker, engine, None
    speaker.close()


@pytest.fixture
def came_back():
    """A speaker whose engine died on :data:`MISSED` (only written) and came back, gated,
    idle after "The voice is back…" and "Alice passes.": ``(speaker, engine)``."""
    now = [100.0]
    engine = ScriptedBackend("espeak-ng", "raise")
    speaker = Speaker(VoiceSettings(), [engine, TextBackend(io.StringIO())],
                      clock=lambda: now[0],  # no time passes at the gate (clock54)
                      watchdog_base=10 * TIMEOUT, start_timeout=10 * TIMEOUT)  # as
    # gated_speaker's: a line held at the gate is no engine slow to start (flk69)
    speaker.chain.clock, speaker.chain.retry_pause = (lambda: now[0]), 0
    speaker.chain.overdue = 10 * TIMEOUT  # a line the test holds is no hung engine
    for line in MISSED:
        speaker.say(line)
    assert speaker.wait_idle(TIMEOUT) and "espeak-ng" in speaker.chain.dead
    engine.mode, now[0] = "gate", now[0] + 10.0
    speaker.say("Alice passes.")
    settle(speaker, engine)
    assert engine.spoken == [VOICE_BACK, "Alice passes."]
    yield speaker, engine
    speaker.close()


def test_a_question_during_the_catch_up_is_said_at_the_end_of_its_sentence(came_back):
    """QA32 M4 (ef): the new round's question came while 7's catch-up (40 s) was said and
    waited behind it, with the news before it, unheard at q. The catch-up stops at the end
    of the sentence being said (nothing cut), the news queued before the question and the
    question are said, then the rest of the catch-up."""
    speaker, engine = came_back
    speaker.back()
    saying(engine, MISSED[0])
    speaker.say("Round 2. Carol starts.")
    speaker.say("The Deep One in Alice's discard zone: was that Alice's hand?", asks=True)
    finish_all(speaker, engine)
    assert engine.cancelled == []
    assert engine.spoken[2:] == [MISSED[0], "Round 2. Carol starts.",
                                 "The Deep One in Alice's discard zone: was that Alice's hand?",
                                 *GOES_ON]


def test_news_that_is_no_question_waits_for_the_catch_up(came_back):
    """The catch-up keeps its place before the game's other news (the lines missed come
    first, in order)."""
    speaker, engine = came_back
    speaker.back()
    saying(engine, MISSED[0])
    speaker.say("Round 2. Carol starts.")
    finish_all(speaker, engine)
    assert engine.spoken[2:] == [*MISSED, END, "Round 2. Carol starts."]


def test_a_key_s_answer_cuts_the_catch_up_which_goes_on_after_it(came_back):
    """QA32 M4 (ef): key 5 during the catch-up was printed and never said. A key's answer
    is said at once (it cuts the line being said, as it cuts news), then the catch-up goes
    on from the line it cut; nothing of it is lost."""
    speaker, engine = came_back
    speaker.back()
    saying(engine, MISSED[0])
    engine.say_until(MISSED[1])
    speaker.say("It is Bob's turn.", hurry=True, news=False, press=1)
    cut(engine, MISSED[1])
    finish_all(speaker, engine)
    assert engine.cancelled == [MISSED[1]]
    assert engine.spoken[2:] == [MISSED[0], "It is Bob's turn.", *GOES_ON]


def test_a_key_s_answer_goes_ahead_of_a_catch_up_waiting_to_go_on(came_back):
    """A newer key's answer, while the catch-up the first answer cut waits to go on, goes
    ahead of it too (and cuts the first answer, as a newer press does)."""
    speaker, engine = came_back
    speaker.back()
    saying(engine, MISSED[0])
    engine.say_until(MISSED[1])
    speaker.say("It is Bob's turn.", hurry=True, news=False, press=1, replaces=False)
    saying(engine, "It is Bob's turn.")
    speaker.say("Deck: 12 cards.", hurry=True, news=False, press=2, replaces=False)
    cut(engine, "It is Bob's turn.")
    finish_all(speaker, engine)
    assert engine.cancelled == [MISSED[1], "It is Bob's turn."]
    assert engine.spoken[2:] == [MISSED[0], "Deck: 12 cards.", *GOES_ON]


def test_camera_news_during_the_catch_up_comes_at_the_end_of_its_sentence(came_back):
    """The camera's news (said at once, cutting nothing: ``cuts=False``) waits for the end
    of the catch-up's sentence being said, not for the whole catch-up."""
    speaker, engine = came_back
    speaker.back()
    saying(engine, MISSED[0])
    speaker.say("The camera is back.", hurry=True, cuts=False)
    finish_all(speaker, engine)
    assert engine.cancelled == []
    assert engine.spoken[2:] == [MISSED[0], "The camera is back.", *GOES_ON]


def test_forward_after_back_says_the_line_back_cut_once(rig):
    """QA32 L4 (es `55:7 57:9`): 7 cut "Carol passes. 18 cards left.", said again after
    7's line; 9 then cut it again and said it, and it was said a third time as the line
    9 cut. Said whole by 9, it is not said again."""
    speaker, backend, _ = rig
    speaker.say("Bob: the Investigators.")
    settle(speaker, backend)
    passes = speaker.say("Carol passes. 18 cards left.")
    wait_started(backend, 2)
    assert speaker.back().text == "Bob: the Investigators."
    saying(backend, "Bob: the Investigators.", 3)  # 7's line
    backend.say_until("Carol passes.")  # said, the cut line begun again
    assert speaker.forward() is passes
    cut(backend, "Carol passes. 18 cards left.", 2)
    finish_all(speaker, backend)
    assert backend.cancelled == ["Carol passes. 18 cards left."] * 2
    assert backend.spoken == ["Bob: the Investigators.", "Bob: the Investigators.",
                              "Carol passes. 18 cards left."]
    assert passes.status is Status.SPOKEN


def test_forward_during_back_s_line_says_the_line_back_cut_once(rig):
    """QA32 L4 (fr): 9 pressed while 7's line is said: the line 7 cut, waiting to be said
    again, is said by 9, and not again after it."""
    speaker, backend, _ = rig
    speaker.say("Bob: the Investigators.")
    settle(speaker, backend)
    passes = speaker.say("Carol passes. 18 cards left.")
    wait_started(backend, 2)
    speaker.back()
    saying(backend, "Bob: the Investigators.", 3)
    assert speaker.forward() is passes
    cut(backend, "Bob: the Investigators.")
    finish_all(speaker, backend)
    assert backend.spoken == ["Bob: the Investigators.", "Carol passes. 18 cards left."]
    assert passes.status is Status.SPOKEN


def test_a_line_cut_by_forward_before_its_end_is_still_said(rig):
    """Nothing is lost: when 9's line is itself cut (by the stop key), the line 7 cut is
    still said in its turn."""
    speaker, backend, _ = rig
    speaker.say("Bob: the Investigators.")
    settle(speaker, backend)
    speaker.say("Carol passes. 18 cards left.")
    wait_started(backend, 2)
    speaker.back()
    saying(backend, "Bob: the Investigators.", 3)
    backend.say_until("Carol passes.")
    speaker.forward()
    saying(backend, "Carol passes. 18 cards left.", 5)  # 9's line
    speaker.hush()
    cut(backend, "Carol passes. 18 cards left.", 3)
    finish_all(speaker, backend)
    assert backend.spoken[-1] == "Carol passes. 18 cards left."


def test_a_key_s_answer_does_not_wait_for_the_lines_7_put_behind_the_catch_up(came_back):
    """QA33 M1 (ef2 `45:7 48.5:5`): 7 cut "Carol's R'lyeh: …" (a card's first line, the
    card's next line queued); key 5's answer, which brings the rest of that begun card,
    was said 8 s late, after the catch-up's sentence and those current lines, in the
    middle of the round-1 catch-up (ef, ef3: then replaced by the next key, never said).
    The lines 7 put behind the catch-up keep their place after it: the answer cuts the
    catch-up at once, which goes on after it, then those lines."""
    speaker, engine = came_back
    card = speaker.say("Carol's R'lyeh: the Investigators.")
    turn = speaker.say("Alice: Sanity check, 1 card.")
    saying(engine, card.text)
    speaker.back()
    cut(engine, card.text)
    saying(engine, MISSED[0])
    engine.say_until(MISSED[1])
    speaker.say("It is Alice's turn.", hurry=True, news=False, press=1, brings=[card, turn])
    cut(engine, MISSED[1])
    finish_all(speaker, engine)
    assert engine.cancelled == [card.text, MISSED[1]]
    assert engine.spoken[2:] == [MISSED[0], "It is Alice's turn.", *GOES_ON, END,
                                 card.text, turn.text]


def test_an_answer_still_brings_a_question_the_catch_up_lets_go_first(came_back):
    """The lines the catch-up lets go first (a question, the news before it) are not
    behind it: an answer that acts on them still has them said first, then itself."""
    speaker, engine = came_back
    speaker.back()
    saying(engine, MISSED[0])
    question = speaker.say("Undo the Fed in Bob's zone?", asks=True)
    speaker.say("Undo: the Fed.", hurry=True, news=False, press=1, brings=[question])
    finish_all(speaker, engine)
    assert engine.cancelled == []
    assert engine.spoken[2:] == [MISSED[0], question.text, "Undo: the Fed.", *GOES_ON]


def test_the_catch_up_says_nothing_more_when_the_voice_falls_silent_after_it(came_back):
    """QA33 M1's markers only where they help: a catch-up said in one go, nothing after
    it, has no "End of missed news." (the silence tells it)."""
    speaker, engine = came_back
    speaker.back()
    finish_all(speaker, engine)
    assert engine.spoken[2:] == MISSED


@pytest.mark.parametrize("lang, back, end", [
    ("fr", "Retour aux nouvelles manquées. ", "Fin des nouvelles manquées."),
    ("es", "De vuelta a las noticias perdidas. ", "Fin de las noticias perdidas."),
])
def test_the_catch_up_s_markers_are_in_the_voice_s_language(came_back, lang, back, end):
    """QA33 M1: the markers in French and Spanish too."""
    speaker, engine = came_back
    speaker.settings = speaker.settings.with_(language=lang)
    speaker.back()
    saying(engine, MISSED[0])
    engine.say_until(MISSED[1])
    speaker.say("Tour de Bob.", hurry=True, news=False, press=1)
    cut(engine, MISSED[1])
    speaker.say("Manche 2.")
    finish_all(speaker, engine)
    assert engine.spoken[2:] == [MISSED[0], "Tour de Bob.", back + MISSED[1], MISSED[2], end,
                                 "Manche 2."]


def test_q_counts_the_catch_up_s_lines_not_said(came_back):
    """QA33 M1 (ef: "5 sentences were not said" with 40 s of catch-up left): the lines of
    the catch-up not said yet count (the one being said too), and so do those 7 would
    say, not asked for yet."""
    speaker, engine = came_back
    assert speaker.catch_up_unsaid() == 3  # "Press 7 …": not asked for yet
    speaker.back()
    saying(engine, MISSED[0])
    engine.say_until(MISSED[1])
    assert speaker.catch_up_unsaid() == 2


def test_the_unsaid_count_at_q_has_the_catch_up_s_lines(came_back):
    """QA33 M1: "N sentences were not said" (:meth:`VoiceOut.cut
    <companion.app.voiceout.VoiceOut.cut>`) counts the catch-up's lines left."""
    from companion.app.voiceout import VoiceOut
    speaker, engine = came_back
    voice = VoiceOut(speaker, echo=lambda text: None, catch_up=True)
    speaker.back()
    saying(engine, MISSED[0])
    speaker.say("Round 2. Carol starts.")
    assert voice.cut() == 4
