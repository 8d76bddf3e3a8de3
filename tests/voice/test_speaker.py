"""The speaker's queue: order, priorities, interruption and resume, staleness, stop,
repeat and history, verbosity, settings, bad input. Scripted in-memory backends."""

from __future__ import annotations

import io
import threading

import pytest

from tests.voice.conftest import (TIMEOUT, ScriptedBackend, gate_until_idle, gated_speaker,
                                  wait_for)
from voice import Earcon, Priority, Speaker, Status, TextBackend, Verbosity, VoiceSettings
from voice import settings as settings_mod
from voice.textprep import MAX_CHARS


@pytest.fixture
def rig():
    """A speaker over one scripted backend (mode "gate": each utterance waits for the
    test to open the gate) and a text channel, on a clock that stands still
    (:func:`gated_speaker`: clock54, under load a prompt cut by an answer after 0.25 s
    of real time at the gate came back "Again: …" and the test failed)."""
    stream = io.StringIO()
    backend = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(backend, text=stream)
    yield speaker, backend, stream
    speaker.close()


def finish_all(speaker, backend):
    """Open the gate for every utterance until the speaker is idle (fails after
    :data:`TIMEOUT` s)."""
    gate_until_idle(speaker, backend)
    assert speaker.wait_idle(TIMEOUT)


def wait_started(backend, n):
    """Wait until ``n`` utterances have begun. (It waited on ``backend.begun``, which stays
    set after the first utterance: the loop then ran its 2,000 turns without waiting, a
    few milliseconds in all, and failed now and then on a busy machine.)"""
    try:
        wait_for(lambda: len(backend.started) >= n)
    except AssertionError:
        raise AssertionError(f"only {backend.started} started") from None


def test_say_returns_while_the_engine_is_still_busy(rig):
    speaker, backend, _ = rig
    entry = speaker.say("Your turn, Alice.")
    wait_started(backend, 1)
    assert entry.status is Status.SPEAKING  # say() came back; the engine still holds it
    assert speaker.speaking
    finish_all(speaker, backend)
    assert entry.status is Status.SPOKEN


def test_messages_are_spoken_in_order(rig):
    speaker, backend, _ = rig
    for text in ["One.", "Two.", "Three.", "Four."]:
        speaker.say(text)
    finish_all(speaker, backend)
    assert backend.spoken == ["One.", "Two.", "Three.", "Four."]


def test_now_interrupts_and_the_interrupted_message_resumes(rig):
    speaker, backend, _ = rig
    normal = speaker.say("Bob plays the Boxer.")
    queued = speaker.say("Carol draws.")
    wait_started(backend, 1)
    urgent = speaker.say("Alice fails her Sanity check!", Priority.NOW)
    wait_for(lambda: backend.cancelled)
    finish_all(speaker, backend)
    assert backend.cancelled == ["Bob plays the Boxer."]
    assert backend.spoken == ["Alice fails her Sanity check!", "Bob plays the Boxer.",
                              "Carol draws."]
    assert normal.status is urgent.status is queued.status is Status.SPOKEN


def test_now_does_not_cut_now(rig):
    speaker, backend, _ = rig
    speaker.say("First urgent.", Priority.NOW)
    wait_started(backend, 1)
    speaker.say("Normal.")
    speaker.say("Second urgent.", Priority.NOW)
    finish_all(speaker, backend)
    assert backend.cancelled == []
    assert backend.spoken == ["First urgent.", "Second urgent.", "Normal."]


def test_interrupted_message_without_resume_stays_in_history():
    backend = ScriptedBackend(mode="gate")
    speaker = gated_speaker(backend, resume_interrupted=False)
    try:
        first = speaker.say("Long rules text.")
        wait_started(backend, 1)
        speaker.say("Urgent.", Priority.NOW)
        wait_for(lambda: backend.cancelled)
        finish_all(speaker, backend)
        assert backend.spoken == ["Urgent."]
        assert first.status is Status.INTERRUPTED and first in list(speaker.history)
    finally:
        speaker.close()


def test_low_is_dropped_when_behind_and_spoken_otherwise(rig):
    """QA34 F9: "14 cards left." (LOW) came while "Carol passes." was being said and was
    dropped, the voice then idle: LOW is dropped only when another sentence waits."""
    speaker, backend, _ = rig
    hint = speaker.say("Hint: you may play the Priest.", Priority.LOW)
    wait_started(backend, 1)
    speaker.say("Carol passes.")                           # a short line waits
    after = speaker.say("14 cards left.", Priority.LOW)    # not behind: kept
    speaker.say("Bob: Sanity check, 2 cards. The Investigators. The Shoggoth. Bob fails.")
    dropped = speaker.say("Hint: dropped.", Priority.LOW)  # over 3 s wait: behind
    finish_all(speaker, backend)
    assert hint.status is Status.SPOKEN and after.status is Status.SPOKEN
    assert dropped.status is Status.DROPPED_BUSY and dropped in list(speaker.history)
    assert backend.spoken == ["Hint: you may play the Priest.", "Carol passes.", "14 cards left.",
                              "Bob: Sanity check, 2 cards. The Investigators. The Shoggoth. "
                              "Bob fails."]


def test_brief_mode_drops_low_and_picks_brief_text(rig):
    speaker, backend, _ = rig
    speaker.update(verbosity="brief")
    assert speaker.say("hint", Priority.LOW).status is Status.DROPPED_BUSY
    speaker.say({"brief": "Bob: Boxer.", "normal": "Bob plays the Boxer.",
                 "verbose": "Bob plays the Boxer, rank 3."})
    speaker.set_verbosity(Verbosity.VERBOSE)
    speaker.say({"normal": "Only normal."})
    finish_all(speaker, backend)
    assert backend.spoken == ["Bob: Boxer.", "Only normal."]


def test_stale_messages_are_dropped_before_synthesis(rig):
    speaker, backend, _ = rig
    speaker.say("Turn 3 begins.", topic=3)
    wait_started(backend, 1)
    old = speaker.say("Turn 3: Bob may choose.", topic=3)
    flagged = speaker.say("About a finished check.", stale=lambda: True)
    fresh = speaker.say("Turn 4 begins.", topic=4)
    assert speaker.expire(3) == 1
    late = speaker.say("Turn 3 again.", topic=3)
    finish_all(speaker, backend)
    assert backend.spoken == ["Turn 3 begins.", "Turn 4 begins."]
    assert old.status is flagged.status is late.status is Status.DROPPED_STALE
    assert fresh.status is Status.SPOKEN


def test_stale_callable_that_raises_is_reported_and_spoken(rig):
    speaker, backend, stream = rig

    def broken():
        raise RuntimeError("boom")

    speaker.say("Still said.", stale=broken)
    finish_all(speaker, backend)
    assert backend.spoken == ["Still said."] and "Staleness check failed" in stream.getvalue()


def test_stop_cuts_and_clears_but_history_keeps_everything(rig):
    speaker, backend, _ = rig
    entries = [speaker.say(t) for t in ["A.", "B.", "C."]]
    wait_started(backend, 1)
    speaker.stop()
    assert speaker.wait_idle(TIMEOUT)
    assert backend.spoken == [] and backend.cancelled == ["A."]
    assert [e.status for e in entries] == [Status.INTERRUPTED, Status.STOPPED, Status.STOPPED]
    assert [e.text for e in speaker.history] == ["A.", "B.", "C."]


def test_repeat_back_and_forward(rig):
    speaker, backend, _ = rig
    assert speaker.repeat() is None  # "Nothing to repeat yet."
    for text in ["One.", "Two.", "Three."]:
        speaker.say(text)
    finish_all(speaker, backend)
    assert speaker.repeat().text == "Three."
    finish_all(speaker, backend)
    assert speaker.back().text == "Two."
    finish_all(speaker, backend)
    assert speaker.back().text == "One."
    finish_all(speaker, backend)
    assert speaker.back() is None
    finish_all(speaker, backend)
    assert speaker.forward().text == "Two."
    finish_all(speaker, backend)
    assert backend.spoken == ["Nothing to repeat yet.", "One.", "Two.", "Three.", "Three.",
                              "Two.", "One.", "Start of history.", "Two."]
    assert len(speaker.history) == 3  # navigation adds nothing


def test_history_keeps_the_last_50(rig):
    speaker, backend, _ = rig
    speaker.stop()
    backend.mode = "ok"
    for i in range(60):
        speaker.say(f"Message {i}.")
    assert speaker.wait_idle(TIMEOUT)
    assert len(speaker.history) == 50 and speaker.history[0].text == "Message 10."


def test_history_edge_messages_follow_the_language(rig):
    speaker, backend, _ = rig
    backend.mode = "ok"
    assert speaker.set_language("fr")
    speaker.back()
    assert speaker.wait_idle(TIMEOUT)
    speaker.set_language("es")
    speaker.forward()
    assert speaker.wait_idle(TIMEOUT)
    assert backend.spoken == ["Début de l'historique.", "Fin del historial."]


def test_a_new_navigation_key_replaces_a_pending_one(rig):
    speaker, backend, _ = rig
    for text in ["One.", "Two.", "Three."]:
        speaker.say(text)
    backend.say_until("Two.")
    speaker.back()  # "One.": cuts "Two." (said again after it) ...
    speaker.back()  # ... and is replaced by "Start of history." (or cut by it, if begun)
    wait_for(lambda: backend.cancelled)
    finish_all(speaker, backend)
    assert backend.spoken == ["One.", "Start of history.", "Two.", "Three."]
    assert backend.cancelled in (["Two."], ["Two.", "One."])


def test_earcon_travels_with_the_first_piece_only():
    seen = []

    class Recorder(ScriptedBackend):
        def speak(self, request, cancel, on_begin):
            seen.append((request.earcon, request.text))
            return super().speak(request, cancel, on_begin)

    speaker = Speaker(VoiceSettings(), [Recorder(), TextBackend(io.StringIO())])
    try:
        long_text = " ".join(["This sentence is rather long for a card game."] * 20)
        speaker.say(long_text, earcon=Earcon.YOUR_TURN)
        assert speaker.wait_idle(TIMEOUT)
    finally:
        speaker.close()
    assert seen[0][0] is Earcon.YOUR_TURN and len(seen) > 1
    assert all(earcon is None for earcon, _ in seen[1:])
    assert " ".join(text for _, text in seen) == long_text


@pytest.mark.parametrize("bad", ["", "   \n", None])
def test_empty_text_is_reported_not_spoken(rig, bad):
    speaker, backend, stream = rig
    assert speaker.say(bad) is None
    assert speaker.wait_idle(TIMEOUT)  # reports are printed off the caller's thread
    assert "[voice]" in stream.getvalue() and len(speaker.history) == 0


def test_non_text_and_unknown_priority_are_reported_and_spoken(rig):
    speaker, backend, stream = rig
    entry = speaker.say(42, priority=7)
    finish_all(speaker, backend)
    assert backend.spoken == ["42"] and entry.priority is Priority.NORMAL
    assert "expects text" in stream.getvalue() and "Unknown priority" in stream.getvalue()


def test_huge_text_is_spoken_in_pieces_and_printed_in_full(rig):
    speaker, backend, stream = rig
    backend.mode = "ok"
    huge = "Word " * (MAX_CHARS // 5 + 500)
    entry = speaker.say(huge)
    assert speaker.wait_idle(TIMEOUT)
    assert entry.status is Status.SPOKEN and len(backend.spoken) > 10
    assert huge.strip() in stream.getvalue()  # nothing lost: the full text is on the text channel
    assert f"only the first {MAX_CHARS}" in stream.getvalue()


def test_unknown_language_and_voice_are_reported_and_ignored(rig):
    speaker, backend, stream = rig
    assert not speaker.set_language("de")
    assert not speaker.set_rate(5)
    assert speaker.settings == VoiceSettings()
    assert speaker.wait_idle(TIMEOUT)
    out = stream.getvalue()
    assert "Unknown language 'de'" in out and "out of range" in out
    speaker.say("Game goes on.")
    finish_all(speaker, backend)
    assert backend.spoken == ["Game goes on."]


def test_unknown_voice_is_reported(rig):
    speaker, _backend, stream = rig
    from voice.backends.espeak import list_voices

    if not list_voices():
        pytest.skip("espeak-ng is not installed: voices cannot be checked")
    assert not speaker.set_voice("no-such-voice")
    assert speaker.wait_idle(TIMEOUT)
    assert "Unknown voice 'no-such-voice'" in stream.getvalue()
    assert speaker.set_voice("fr-fr+f3") and speaker.settings.voice == "fr-fr+f3"


def test_settings_persist_between_runs(tmp_path):
    path = tmp_path / "voice.toml"
    first = Speaker(backends=[TextBackend(io.StringIO())], settings_path=path)
    assert first.set_language("es") and first.set_rate(210) and first.set_volume(0.4)
    assert first.set_earcon_volume(0.1)
    first.close()
    second = Speaker(backends=[TextBackend(io.StringIO())], settings_path=path)
    assert (second.settings.language, second.settings.rate,
            second.settings.volume) == ("es", 210, 0.4)
    second.close()
    assert settings_mod.load(path)[0].earcon_volume == 0.1


def test_default_settings_path_is_the_overridden_one(tmp_path):
    speaker = Speaker(backends=[TextBackend(io.StringIO())])
    speaker.set_rate(300)
    speaker.close()
    assert settings_mod.load(tmp_path / "voice-settings.toml")[0].rate == 300


def test_a_text_channel_is_added_when_missing():
    speaker = Speaker(VoiceSettings(), [ScriptedBackend()])
    try:
        assert isinstance(speaker.chain.backends[-1], TextBackend)
    finally:
        speaker.close()


def test_say_after_close_goes_to_the_text_channel():
    stream = io.StringIO()
    speaker = Speaker(VoiceSettings(), [TextBackend(stream)])
    speaker.close()
    entry = speaker.say("Late news.")
    assert entry.status is Status.FAILED and "Late news." in stream.getvalue()


def test_echo_prints_every_announcement(rig):
    stream = io.StringIO()
    backend = ScriptedBackend()
    with Speaker(VoiceSettings(), [backend, TextBackend(stream)], echo=True) as speaker:
        speaker.say("Seen and heard.")
        assert speaker.wait_idle(TIMEOUT)
    assert backend.spoken == ["Seen and heard."] and "Seen and heard." in stream.getvalue()


def test_an_unknown_voice_in_the_settings_is_reported_in_the_table_language():
    # QA: a French game printed "Unknown voice 'zz-nonexistent' in the voice settings" in English
    from voice.backends.espeak import list_voices

    if not list_voices():
        pytest.skip("espeak-ng is not installed: voices cannot be checked")
    stream = io.StringIO()
    with Speaker(VoiceSettings(language="fr", voice="zz-nonexistent"),
                 [TextBackend(stream)]) as speaker:
        assert speaker.settings.voice is None
        # kept, for the app to say it as the other voice settings' problems
        assert [(p.key, p.in_language("es")) for p in speaker.problems] == [
            ("voice", "Voz 'zz-nonexistent' desconocida en los ajustes de voz: se usa la voz "
                      "por defecto.")]
        assert speaker.wait_idle(TIMEOUT)
    assert ("Voix 'zz-nonexistent' inconnue dans les réglages de la voix : voix par défaut "
            "utilisée.") in stream.getvalue()


def test_backlog_counts_what_is_queued_or_being_said_not_a_key_s_repeat(rig):
    speaker, backend, _ = rig
    assert speaker.backlog() == 0
    for text in ["One.", "Two.", "Three."]:
        speaker.say(text)
    wait_started(backend, 1)
    assert speaker.backlog() == 3  # one being said, two queued
    speaker.back()  # the player's own key: "Start of history." is not counted; "One."
    wait_for(lambda: backend.cancelled == ["One."])  # is cut and said again after it
    assert speaker.backlog() == 3
    finish_all(speaker, backend)
    assert speaker.backlog() == 0
    assert backend.spoken == ["Start of history.", "One.", "Two.", "Three."]


def test_backlog_up_to_a_mark_counts_only_what_was_said_before_it(rig):
    """QA24 N5: the app waits for its set-up's sentences to be said, not for the news
    queued after them."""
    speaker, backend, _ = rig
    assert speaker.mark() == 0
    speaker.say("Set-up.")
    mark = speaker.mark()
    for text in ["Alice: The Urchin.", "Bob."]:
        speaker.say(text)
    speaker.say("Answer.", Priority.NOW)  # goes first: still after the mark
    wait_started(backend, 1)
    assert speaker.backlog(mark) == 1 and speaker.backlog() == 4
    while backend.spoken[-1:] != ["Set-up."]:
        backend.gate.set()
        wait_for(lambda: not backend.gate.is_set())
    # "Set-up." is in ``spoken`` a moment before the speaker's thread lets it go (it failed
    # now and then on a busy machine: backlog(mark) still 1): wait for that moment
    wait_for(lambda: speaker.backlog(mark) == 0)
    assert speaker.backlog() == 2
    finish_all(speaker, backend)


def test_lines_not_kept_are_left_out_of_repeat_back_and_forward(rig):
    """QA21 #4: key 7 stepped through the keys' prompts ("Undo: press minus again.")."""
    speaker, backend, _ = rig
    backend.mode = "ok"
    for text in ["One.", "Two."]:
        speaker.say(text)
    speaker.say("Undo: press minus again.", keep=False)
    assert speaker.wait_idle(TIMEOUT)
    assert [e.text for e in speaker.history] == ["One.", "Two."]
    # key 0: the last announcement, not the key's prompt (QA23 #19: 0 said "No question
    # is open." again after a mistyped key)
    assert speaker.repeat().text == "Two."
    assert speaker.back().text == "Two."  # not heard last: said first
    assert speaker.back().text == "One."
    assert speaker.forward().text == "Two."
    assert speaker.forward() is None
    speaker.say("Answer: which number?", keep=False)
    assert speaker.wait_idle(TIMEOUT)  # the cursor moves as the voice begins a line
    assert speaker.back().text == "Two."
    assert speaker.wait_idle(TIMEOUT)


def test_a_hurried_answer_is_said_at_once_and_the_news_it_cut_again_after_it():
    """QA36 H2: behind a backlog of news, an answer to a key waited, and the next key
    dropped it unheard (key 2, key 4, and none of 2, 5, 8, star 3, plus, 9, Esc, h in
    90 s). A ``hurry`` answer is said at once: it cuts the news being said, which is said
    again from its start after it (with its earcon), then the news queued; news given after
    it follows as it came."""
    seen = []

    class Recorder(ScriptedBackend):
        def speak(self, request, cancel, on_begin):
            seen.append((request.earcon, request.text))
            return super().speak(request, cancel, on_begin)

    backend = Recorder("engine", mode="gate")
    speaker = gated_speaker(backend)  # cut at once, said again whole: no "Again:"
    try:
        cut = speaker.say("Round 1. Alice starts.", earcon=Earcon.YOUR_TURN)
        wait_started(backend, 1)
        play = speaker.say("Bob: Investigators.", earcon=Earcon.CARD_READ)
        answer = speaker.say("20 cards left in the deck.", hurry=True, news=False, press=1)
        later = speaker.say("Carol: The Fed.", earcon=Earcon.CARD_READ)
        wait_for(lambda: backend.cancelled)
        finish_all(speaker, backend)
    finally:
        speaker.close()
    assert backend.cancelled == ["Round 1. Alice starts."]
    assert seen == [(Earcon.YOUR_TURN, "Round 1. Alice starts."),
                    (None, "20 cards left in the deck."),
                    (Earcon.YOUR_TURN, "Round 1. Alice starts."),
                    (Earcon.CARD_READ, "Bob: Investigators."),
                    (Earcon.CARD_READ, "Carol: The Fed.")]
    assert all(e.status is Status.SPOKEN for e in (cut, play, answer, later))


def test_a_hurried_answer_with_no_news_left_cuts_a_prompt_said_again_after_it(rig):
    """QA26 N1/N2: plus 2 pressed as a long prompt (no news) began: its answer and the news
    it makes are said at once, the prompt again after them; answers keep their order."""
    speaker, backend, _ = rig
    speaker.say("A card the log does not hold is on the table.", news=False)
    wait_started(backend, 1)
    speaker.say("I see the seat markers.", news=False)
    speaker.say("Answer: which number?", hurry=True, news=False)
    wait_for(lambda: backend.cancelled)
    speaker.say("Carol: The Fed.", hurry=True)
    speaker.say("Carol is still in.", hurry=True)
    speaker.say("Bob: The Boxer.")  # news after the answer: in its order
    finish_all(speaker, backend)
    assert backend.spoken == ["Answer: which number?", "Carol: The Fed.", "Carol is still in.",
                              "A card the log does not hold is on the table.",
                              "I see the seat markers.", "Bob: The Boxer."]


def test_a_prompt_cut_by_an_answer_that_asks_it_again_is_said_once(rig):
    """QA26 N1: plus 2 cut the held cards' prompt, and its answer asked that prompt again:
    the prompt was then said twice in a row (the cut one resumed)."""
    speaker, backend, _ = rig
    prompt = "A card the log does not hold is on the table."
    speaker.say(prompt, news=False)
    wait_started(backend, 1)
    speaker.say("Answer: which number?", hurry=True, news=False)
    wait_for(lambda: backend.cancelled)
    speaker.say("Carol is still in.", hurry=True)
    speaker.say(prompt, hurry=True, news=False)  # asked again in the answer
    finish_all(speaker, backend)
    assert backend.spoken == ["Answer: which number?", "Carol is still in.", prompt]


def test_a_newer_key_press_drops_older_presses_unsaid_answers_never_news(rig):
    """QA28 #1: ``5858583`` typed fast was answered in full, one answer after another (36 s
    of speech; the next question heard 26.6 s late). As screen readers do, a newer press
    drops the answers of older presses not yet said; their news (hurried) is still said,
    and every sentence of the newest press too."""
    speaker, backend, _ = rig
    speaker.say("Bob: Investigators.", Priority.NOW)  # being said, not cut by answers
    wait_started(backend, 1)
    old = [speaker.say("It is Carol's turn.", hurry=True, news=False, press=1),
           speaker.say("Table. Carol may be out.", hurry=True, news=False, press=2)]
    knocked = speaker.say("Carol is out.", hurry=True, press=2)  # news a key made
    again = speaker.say("It is Carol's turn.", hurry=True, news=False, press=3)
    newest = [speaker.say("Unseen: 24 cards.", hurry=True, news=False, press=4),
              speaker.say("By rank: 5 of 1.", hurry=True, news=False, press=4)]
    question = speaker.say("The Fed in Carol's zone: was that Carol's hand?")
    finish_all(speaker, backend)
    assert backend.spoken == ["Bob: Investigators.", "Carol is out.", "Unseen: 24 cards.",
                              "By rank: 5 of 1.", "The Fed in Carol's zone: was that Carol's hand?"]
    assert backend.cancelled == []
    assert [e.status for e in old + [again]] == [Status.DROPPED_STALE] * 3
    assert knocked.status is question.status is Status.SPOKEN
    assert all(e.status is Status.SPOKEN for e in newest)


def test_a_newer_key_press_cuts_an_older_answer_being_said_but_not_the_same_one(rig):
    """QA28 #1: the answer being said is cut by a newer key press (not resumed), but a key
    pressed twice is said once: the same sentence goes on, and belongs to the newer press
    (its next sentence does not cut it)."""
    speaker, backend, _ = rig
    turn = speaker.say("It is Carol's turn.", hurry=True, news=False, press=1)
    wait_started(backend, 1)
    table = speaker.say("Table. Carol may be out.", hurry=True, news=False, press=2)
    wait_for(lambda: len(backend.started) == 2)  # "Table." begun
    twice = speaker.say("Table. Carol may be out.", hurry=True, news=False, press=3)
    rest = speaker.say("Alice is in.", hurry=True, news=False, press=3)
    finish_all(speaker, backend)
    assert backend.cancelled == ["It is Carol's turn."]
    assert backend.spoken == ["Table. Carol may be out.", "Alice is in."]
    assert turn.status is Status.INTERRUPTED and twice is table
    assert table.status is rest.status is Status.SPOKEN


def test_drop_stale_drops_the_queued_lines_gone_stale_and_cuts_the_one_being_said(rig):
    """QA29 N3, QA28 #4: an undo took back what the voice was saying (its question) and had
    still to say ("Gather all the cards"): both were said anyway, the question to its end.
    ``drop_stale`` asks each line's ``stale()`` now: those queued are dropped, the one being
    said is cut (not resumed); the others are said."""
    speaker, backend, _ = rig
    undone = [False]
    question = speaker.say("Was that Bob's hand?", stale=lambda: undone[0])
    wait_started(backend, 1)
    gather = speaker.say("Gather all the cards.", stale=lambda: undone[0])
    kept = speaker.say("Undone: the last answer.", stale=lambda: False)
    assert speaker.drop_stale() == 0
    undone[0] = True
    assert speaker.drop_stale() == 2
    wait_for(lambda: backend.cancelled)
    finish_all(speaker, backend)
    assert backend.cancelled == ["Was that Bob's hand?"]
    assert backend.spoken == ["Undone: the last answer."]
    assert gather.status is Status.DROPPED_STALE and kept.status is Status.SPOKEN
    assert question.status is not Status.SPOKEN


def test_a_refusal_given_as_news_is_not_dropped_by_a_newer_press_and_is_said_once(rig):
    """QA29 N3: "No question is open." was dropped unsaid by the key pressed 0.3 s later. A
    key's answer given as news is never dropped by a newer press; the same one given by a
    newer press is said once."""
    speaker, backend, _ = rig
    speaker.say("Bob: Investigators.", Priority.NOW)  # not cut by the answers
    wait_started(backend, 1)
    refused = speaker.say("No question is open.", hurry=True, press=1)
    again = speaker.say("No question is open.", hurry=True, press=2)
    turn = speaker.say("It is Carol's turn.", hurry=True, news=False, press=3)
    finish_all(speaker, backend)
    assert again is refused
    assert backend.spoken == ["Bob: Investigators.", "No question is open.", "It is Carol's turn."]
    assert turn.status is Status.SPOKEN


QUESTION = "The Fed in Carol's zone: was that Carol's hand, so Carol is out?"


def test_a_prefix_key_s_cue_leaves_older_answers_not_yet_said(rig):
    """QA29 N4: key 5, pressed while the question was said, waited behind it; plus, typed
    to answer the question, then dropped it, so the player never heard it. A cue cuts an
    older answer being said, but leaves those not yet said."""
    speaker, backend, _ = rig
    speaker.say(QUESTION, Priority.NOW)  # being said, not cut by the answers
    wait_started(backend, 1)
    five = speaker.say("It is Alice's turn.", hurry=True, news=False, press=1)
    cue = speaker.say("Answer: which number?", hurry=True, news=False, press=2, replaces=False)
    finish_all(speaker, backend)
    assert backend.spoken == [QUESTION, "It is Alice's turn.", "Answer: which number?"]
    assert five.status is cue.status is Status.SPOKEN


def test_a_prefix_key_s_cue_still_cuts_an_older_answer_being_said(rig):
    speaker, backend, _ = rig
    three = speaker.say("Unseen: 24 cards.", hurry=True, news=False, press=1)
    wait_started(backend, 1)
    speaker.say("Answer: which number?", hurry=True, news=False, press=2, replaces=False)
    wait_for(lambda: backend.cancelled)
    finish_all(speaker, backend)
    assert backend.cancelled == ["Unseen: 24 cards."]
    assert backend.spoken == ["Answer: which number?"]
    assert three.status is Status.INTERRUPTED


def test_a_newer_press_that_brings_the_older_answer_being_said_lets_it_end(rig):
    """flake62: h while slash's cue was said (a newer press's answer, the prefix's help)
    cut the cue for good, and the help was heard without it. An answer that brings the
    older press's line being said (``brings``) does not cut it: that line ends, then the
    answer."""
    speaker, backend, _ = rig
    cue = speaker.say("Zone: which seat?", hurry=True, news=False, press=1, replaces=False,
                      first=True)
    wait_started(backend, 1)
    help_ = speaker.say("Star: type a seat number.", hurry=True, news=False, press=2,
                        replaces=False, brings=[cue])
    finish_all(speaker, backend)
    assert backend.cancelled == []
    assert backend.spoken == ["Zone: which seat?", "Star: type a seat number."]
    assert cue.status is help_.status is Status.SPOKEN


def test_asked_again_while_it_is_said_the_line_is_cut_and_said_from_its_start(rig):
    """QA29 N4: key 1 during the question had it said twice in full, one after the other;
    key 1 during that repeat did nothing audible (a key pressed twice is said once). Asked
    again (``again``), the line being said is cut and said anew at once, as key 0 does;
    the news queued after it keeps its place."""
    speaker, backend, _ = rig
    asked = speaker.say(QUESTION)
    wait_started(backend, 1)
    later = speaker.say("Bob: Investigators.")
    first = speaker.say(QUESTION, hurry=True, news=False, press=1, again=True)
    wait_for(lambda: len(backend.started) == 2)
    assert backend.cancelled == [QUESTION] and backend.started[-1] == QUESTION
    second = speaker.say(QUESTION, hurry=True, news=False, press=2, again=True)
    wait_for(lambda: len(backend.started) == 3)
    finish_all(speaker, backend)
    assert backend.cancelled == [QUESTION, QUESTION]
    assert backend.spoken == [QUESTION, "Bob: Investigators."]
    assert asked.status is first.status is Status.INTERRUPTED
    assert second.status is later.status is Status.SPOKEN


def test_asked_again_while_it_waits_in_the_queue_it_is_said_there_once(rig):
    """QA36: key 1, the question waiting behind a backlog, had no audible effect; QA31 #1:
    said at once, it went ahead of the news it follows. Asked again, it is said once, in
    its place after the older news (the line waiting is the answer)."""
    speaker, backend, _ = rig
    speaker.say("Bob: Investigators.", Priority.NOW)
    wait_started(backend, 1)
    older = speaker.say("Carol: The Fed.")
    asked = speaker.say(QUESTION)
    again = speaker.say(QUESTION, hurry=True, news=False, press=1, again=True)
    finish_all(speaker, backend)
    assert backend.spoken == ["Bob: Investigators.", "Carol: The Fed.", QUESTION]
    assert again is asked and asked.status is older.status is Status.SPOKEN


def test_repeat_says_the_line_being_said_again_from_its_start_not_the_newest_written(rig):
    """QA36 H1: with the voice behind, 0 cut the line being said, which was never said
    again, and said the newest line written (heard again in its turn). It says the line
    being said again, from its start, then the queue goes on."""
    speaker, backend, _ = rig
    cut = speaker.say("Carol's Tommy Gun: The Boxer.")
    wait_started(backend, 1)
    later = [speaker.say("Alice."), speaker.say("Alice: the Cultists.")]
    assert speaker.repeat() is cut
    wait_for(lambda: backend.cancelled)
    finish_all(speaker, backend)
    assert backend.cancelled == ["Carol's Tommy Gun: The Boxer."]
    assert backend.spoken == ["Carol's Tommy Gun: The Boxer.", "Alice.", "Alice: the Cultists."]
    assert all(e.status is Status.SPOKEN for e in [cut, *later])


def test_repeat_during_an_answer_says_the_last_line_heard_then_the_answer_again(rig):
    """QA36 H1: 0 says the last line the voice said (not a line it has still to say), and
    the key's answer it cuts is said again after it."""
    speaker, backend, _ = rig
    heard = speaker.say("Bob is out, with The Fed.")
    finish_all(speaker, backend)
    speaker.say("20 cards left in the deck.", hurry=True, news=False, press=1, keep=False)
    wait_started(backend, 2)
    speaker.say("Carol: Sanity check, 1 card.")  # not heard yet
    assert speaker.repeat() is heard
    wait_for(lambda: backend.cancelled)
    finish_all(speaker, backend)
    assert backend.spoken == ["Bob is out, with The Fed.", "Bob is out, with The Fed.",
                              "20 cards left in the deck.", "Carol: Sanity check, 1 card."]


class HeldStart(ScriptedBackend):
    """Gate mode; a line starting with ``held`` is not begun (no audio) until ``start`` is
    set (an engine slow to start on a loaded machine); ``holding`` is set while it waits.
    Cut meanwhile, it returns unsaid."""

    def __init__(self, held: str) -> None:
        super().__init__("engine", mode="gate")
        self.held = held
        self.start = threading.Event()
        self.holding = threading.Event()

    def speak(self, request, cancel, on_begin):
        if request.text.startswith(self.held) and not self.start.is_set():
            self.holding.set()
            while not self.start.wait(0.01):
                if cancel.is_set():
                    self.cancelled.append(request.text)
                    return False
        return super().speak(request, cancel, on_begin)


def test_repeat_before_the_next_line_is_heard_says_the_line_before_it():
    """Session 27: once, under load, 0 said "12 cards left." (not heard yet) instead of
    "Bob is out, with The Fed.": the worker had taken the next line and was waiting for
    its engine to begin, and 0 restarted it as if it were being heard. What the player
    heard last is noted when the voice begins a line, not when the worker takes it."""
    backend = HeldStart("12 cards")
    speaker = gated_speaker(backend)  # a held start is never taken for a dead engine
    try:
        bob = speaker.say("Bob is out, with The Fed.")
        speaker.say("12 cards left.")
        wait_started(backend, 1)
        backend.gate.set()  # "Bob is out" ends
        wait_for(backend.holding.is_set)  # "12 cards left." is taken, not begun
        assert speaker.repeat() is bob
        wait_for(lambda: backend.cancelled == ["12 cards left."])  # cut before it began
        backend.start.set()
        finish_all(speaker, backend)
        assert backend.spoken == ["Bob is out, with The Fed.", "Bob is out, with The Fed.",
                                  "12 cards left."]
    finally:
        speaker.close()


def test_repeat_as_the_line_ends_still_says_it_again(rig):
    """Session 27: 0 pressed as the line's speech ended, before the worker was done with
    it, only flagged the line to be said again if cut: it had not been, the flag was lost
    and the next line followed, as if 0 had said it. Said again all the same."""
    speaker, backend, _ = rig
    bob = speaker.say("Bob is out, with The Fed.")
    speaker.say("12 cards left.")
    wait_for(backend.begun.is_set)
    with speaker._cond:  # the worker cannot be done with "Bob is out" before this ends
        backend.gate.set()
        wait_for(lambda: backend.spoken and speaker._pace is None)  # its speech returned
        assert speaker.repeat() is bob
    finish_all(speaker, backend)
    assert backend.spoken == ["Bob is out, with The Fed.", "Bob is out, with The Fed.",
                              "12 cards left."]
    assert bob.status is Status.SPOKEN


def test_back_and_forward_step_through_what_was_heard_not_what_waits(rig):
    """QA36 M2: with the voice behind, 7 said a line the player had not heard yet. Back
    starts from the line being said; forward stops at it; the lines waiting are said in
    their turn, once."""
    speaker, backend, _ = rig
    speaker.say("One.")
    finish_all(speaker, backend)
    for text in ["Two.", "Three.", "Four."]:
        speaker.say(text)
    wait_started(backend, 2)  # "Two." is being said
    assert speaker.back().text == "One."
    assert speaker.forward().text == "Two."
    assert speaker.forward() is None  # "End of history.": "Three." is not heard yet
    finish_all(speaker, backend)
    assert backend.spoken[-3:] == ["Two.", "Three.", "Four."]
    assert backend.spoken.count("Three.") == backend.spoken.count("Four.") == 1


def test_repeat_pressed_twice_says_the_line_once_more_not_twice(rig):
    """0 pressed twice, the second time before the worker is done with the line the first
    cut: the line is said again once, from its start."""
    speaker, backend, _ = rig
    bob = speaker.say("Bob is out, with The Fed.")
    speaker.say("12 cards left.")
    wait_for(backend.begun.is_set)
    with speaker._cond:  # both presses before the worker sees the first
        assert speaker.repeat() is bob
        assert speaker.repeat() is bob
    wait_for(lambda: backend.cancelled)
    finish_all(speaker, backend)
    assert backend.cancelled == ["Bob is out, with The Fed."]
    assert backend.spoken == ["Bob is out, with The Fed.", "12 cards left."]


def test_the_history_cursor_moves_when_the_voice_begins_a_line_not_when_it_is_queued(rig):
    """Back and forward walk what the player heard: a line queued while they walk (behind
    a key's line) leaves the walk where it is; begun, it leaves it there too (QA40 L1:
    back then started from it, and 7 after 9's "B." said "C.", forward), but forward
    reaches it."""
    speaker, backend, _ = rig
    heard = [speaker.say(text) for text in ("A.", "B.", "C.")]
    finish_all(speaker, backend)
    assert speaker.back() is heard[1]
    finish_all(speaker, backend)
    assert speaker.back() is heard[0]
    wait_started(backend, 5)  # key 7's "A." is being said
    speaker.say("D.")  # waits behind it, not heard
    assert speaker.forward().text == "B."  # was "End of history.": D. had moved the walk
    finish_all(speaker, backend)
    assert speaker.back().text == "A."  # one before "B.", though D. was heard since
    finish_all(speaker, backend)
    for text in ("B.", "C.", "D."):
        assert speaker.forward().text == text
        finish_all(speaker, backend)
    assert backend.spoken[-5:] == ["D.", "A.", "B.", "C.", "D."]


def test_a_line_cut_by_an_answer_is_said_before_the_news_the_key_made_after_it(rig):
    """QA36: key 1 cut "Carol: the Cultists."; plus 1 then made news ("Bob is out"), said
    at once, and the cut line came 22 s later, after it. News a key makes goes after the
    lines cut to be said again; a key's answer still goes first."""
    speaker, backend, _ = rig
    speaker.say("Carol: the Cultists.")
    wait_started(backend, 1)
    speaker.say("Answer: which number?", hurry=True, news=False, press=1)
    wait_for(lambda: backend.cancelled == ["Carol: the Cultists."])
    wait_started(backend, 2)  # the answer is said; the cut line waits after it
    speaker.say("Bob is out, with The Fed.", hurry=True)  # news the key made
    finish_all(speaker, backend)
    assert backend.spoken == ["Answer: which number?", "Carol: the Cultists.",
                              "Bob is out, with The Fed."]


def test_low_counts_only_what_waited_before_its_own_game_change(rig):
    """QA37: after a Sanity check the voice, idle before it, was given "Carol.", "Carol:
    Sanity check, 1 card.", "The Fed.", "Carol passes." and "12 cards left." (LOW) at once:
    the count was dropped behind its own check's lines. With ``behind_upto`` (the mark
    when the change began) only what waited before counts."""
    speaker, backend, _ = rig
    before = speaker.mark()
    lines = ["Carol.", "Carol: Sanity check, 1 card.", "The Fed.", "Carol passes."]
    for line in lines:
        speaker.say(line)
    wait_started(backend, 1)
    kept = speaker.say("12 cards left.", Priority.LOW, behind_upto=before)
    speaker.say("Bob: Sanity check, 2 cards. The Investigators. The Shoggoth. Bob fails.")
    behind = speaker.mark()
    speaker.say("Alice.")
    dropped = speaker.say("11 cards left.", Priority.LOW, behind_upto=behind)
    finish_all(speaker, backend)
    assert kept.status is Status.SPOKEN
    assert dropped.status is Status.DROPPED_BUSY
    assert backend.spoken == [*lines, "12 cards left.",
                              "Bob: Sanity check, 2 cards. The Investigators. The Shoggoth. "
                              "Bob fails.", "Alice."]


def _saying_round_two_with_news_behind():
    """A gated engine saying "Round 2. Carol starts.", two lines of news queued behind it
    (returned), on a frozen clock (a cut line is said again from its start)."""
    engine = ScriptedBackend("engine", mode="gate")
    speaker = Speaker(VoiceSettings(), [engine, TextBackend(io.StringIO())],
                      clock=lambda: 0.0)
    try:
        speaker.say("Round 2. Carol starts.")
        wait_started(engine, 1)
    except BaseException:
        speaker.close()
        raise
    older = ["Carol: the Cultists.", "Carol is now Insane."]
    for line in older:
        speaker.say(line)
    return engine, speaker, older


def test_lines_an_answer_brings_never_go_ahead_of_older_news_nor_of_a_cut_line():
    """QA28 of session 28 (run pc): minus cut "Round 2. Carol starts."; minus twice then
    brought the question of its newest input first, and the round's start was said again
    after it, behind the next round's question, "Carol: the Cultists." too. The older news
    and the cut line come first, in their order, then the brought line and the answer."""
    engine, speaker, older = _saying_round_two_with_news_behind()
    try:
        question = speaker.say("The Deep One in Alice's discard zone: was that Alice's hand?")
        later = speaker.say("Bob.")
        speaker.say("Undo: press minus again.", hurry=True, news=False, press=1,
                    replaces=False)
        wait_for(lambda: engine.cancelled == ["Round 2. Carol starts."])
        wait_started(engine, 2)  # the answer is said; the cut line waits after it
        assert engine.started[-1] == "Undo: press minus again."
        undo = "Undo the Deep One in Alice's zone? Press minus twice to confirm."
        speaker.say(undo, hurry=True, press=2, replaces=False, brings=[question])
        wait_for(lambda: len(engine.cancelled) == 2)  # the older press's answer is cut
        finish_all(speaker, engine)
    finally:
        speaker.close()
    assert engine.spoken == ["Round 2. Carol starts.", *older, question.text, undo,
                             later.text], engine.spoken


class SlowStop(ScriptedBackend):
    """Mode "gate", but a line cut returns only once ``stopped`` is set: a slow engine's
    stop, during which the speaker still holds the cut line as the one being said."""

    def __init__(self) -> None:
        super().__init__("engine", mode="gate")
        self.stopped = threading.Event()

    def speak(self, request, cancel, on_begin):
        done = super().speak(request, cancel, on_begin)
        if not done:
            self.stopped.wait(TIMEOUT)
        return done


def test_a_line_cut_goes_before_the_lines_brought_while_the_engine_was_stopping_it():
    """Minus typed twice fast: the second minus's question brought its card's lines while
    the engine was still stopping the line the first minus cut; said again, that line
    went behind the newer lines brought. It goes before them, as when it was queued."""
    engine = SlowStop()
    speaker = Speaker(VoiceSettings(), [engine, TextBackend(io.StringIO())],
                      clock=lambda: 0.0)
    try:
        speaker.say("Round 2. Carol starts.")
        wait_started(engine, 1)
        older = speaker.say("Carol: the Cultists.")
        question = speaker.say("The Deep One in Alice's discard zone: was that Alice's hand?")
        speaker.say("Undo: press minus again.", hurry=True, news=False, press=1,
                    replaces=False)
        wait_for(lambda: engine.cancelled == ["Round 2. Carol starts."])  # still stopping
        undo = "Undo the Deep One in Alice's zone? Press minus twice to confirm."
        speaker.say(undo, hurry=True, press=2, replaces=False, brings=[question])
        engine.stopped.set()
        finish_all(speaker, engine)
    finally:
        speaker.close()
    assert engine.spoken == ["Undo: press minus again.", "Round 2. Carol starts.", older.text,
                             question.text, undo], engine.spoken


def test_a_later_key_s_answer_goes_ahead_of_the_older_news_an_answer_brought_lines_behind():
    """Session 28's review: once an answer brought lines (Enter + rank, the undo's
    question), every older queued line counted as an answer, and the next key's answer
    ("No question is open.") was said 28th of 29 lines, behind the whole backlog. The older
    news keeps its place before the brought lines, but stays news."""
    engine, speaker, older = _saying_round_two_with_news_behind()
    try:
        typed = speaker.say("Bob: the Boxer.")
        speaker.say("Bob is out.", hurry=True, brings=[typed])
        speaker.say("Carol's turn.", hurry=True)  # the key's news: after what it brought
        speaker.say("No question is open.", hurry=True, news=False, press=2)
        wait_for(lambda: engine.cancelled == ["Round 2. Carol starts."])
        wait_started(engine, 2)
        assert engine.started[-1] == "No question is open."
        finish_all(speaker, engine)
    finally:
        speaker.close()
    assert engine.spoken == ["No question is open.", "Round 2. Carol starts.", *older,
                             typed.text, "Bob is out.", "Carol's turn."], engine.spoken
