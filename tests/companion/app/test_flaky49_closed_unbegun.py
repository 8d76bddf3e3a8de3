"""A question the next card closes after the voice took it from its queue, but before its
audio began (the engine's start: espeak-ng's synthesis), is cut then, as one begun is
(QA37 en21_u): never said whole after the card that made it moot. Found by flaky49: under
load, test_qa41_as_heard_guess's key-3 test heard "was that Bob's hand?" begin after the
Boxer had settled it."""
import threading

from companion.app.keys import Command
from companion.tracker import observations as o
from tests.companion.app.test_qa41_deck_depends import BOB_ZONE, DEEP_ONE, FACE_UP, NAMES, PLAYS
from tests.companion.app.test_speech_order import say_all
from tests.companion.app.test_state_as_heard import heard_up_to
from tests.voice.conftest import TIMEOUT, gate_until_idle, wait_for

# his hand (out by the Deep One) or his Sanity check card: both named (session 64, sc64,
# fresh QA63b MEDIUM-3; was "…: was that Bob's hand, so Bob is out? 1 yes, 2 no, still in.")
QUESTION = ("The Investigators in Bob's discard zone: Bob's hand, so Bob is out, or Bob's "
            "Sanity check card?")


def slow_to_begin(engine):
    """Hold ``engine``'s start of the question (its synthesis) until the test lets it go:
    ``(taken, audio, cut)``: ``taken`` (an event) set once the voice gave it the question,
    ``audio`` (an event) to set to let it begin, ``cut()`` waits up to TIMEOUT s for the
    voice to tell the engine the question is cut and says whether it did (the voice's
    chain passes a cut on within its POLL_S, 0.02 s; the gate opened sooner, the scripted
    engine said it whole: the first version of these tests failed 1 run in 2, review of
    flaky49; the gate opened by ``say_all`` before the engine's thread woke from ``audio``
    did too, 25 runs in 100 under load, till the scripted engine kept a line cut before
    it began cut: flaky52)."""
    taken, audio = threading.Event(), threading.Event()
    cancels = []
    speak = engine.speak

    def held(request, cancel, on_begin):
        if request.text.startswith(QUESTION):
            cancels.append(cancel)
            taken.set()
            audio.wait(TIMEOUT)
        return speak(request, cancel, on_begin)
    engine.speak = held
    return taken, audio, lambda: cancels[-1].wait(TIMEOUT)


def test_a_question_closed_before_its_audio_began_is_not_said():
    s, speaker, engine = heard_up_to(*FACE_UP, *PLAYS, DEEP_ONE, names=NAMES)
    taken, audio, cut = slow_to_begin(engine)
    s.observe(BOB_ZONE)
    wait_for(taken.is_set)  # the voice took the question; its audio has not begun
    s.observe(o.card_seen(1, "the_boxer"))  # Bob passed: the question is moot
    assert cut()  # (without the fix: not cut, found after TIMEOUT s)
    audio.set()
    spoken = say_all(speaker, engine)
    assert not any(t.startswith(QUESTION) for t in spoken), spoken
    assert spoken[:2] == ["Bob: Sanity check, 1 card.", "The Investigators."], spoken


def test_a_question_queued_closed_by_a_card_then_undone_is_still_said():
    """review of flaky49: a question waiting behind the news, closed by the next card, is
    left in the queue (dropped at its turn if still closed): that card undone (minus twice),
    the question is open again and is said. Dropped at once when the card closed it, the
    player never heard the open question."""
    s, speaker, engine = heard_up_to(*FACE_UP, *PLAYS, names=NAMES)
    s.observe(DEEP_ONE)  # its news waits at the gate
    s.observe(BOB_ZONE)  # the question, queued behind it
    s.observe(o.card_seen(1, "the_boxer"))  # closes it
    s.observe(o.undo())  # the Boxer undone: open again
    assert s.tracker.question is not None
    spoken = say_all(speaker, engine)
    assert sum(t.startswith(QUESTION) for t in spoken) == 1, spoken


def test_a_question_cut_before_its_audio_began_is_not_answered_no_answer_needed():
    """review of flaky49: the question cut by the Boxer before its audio began (the engine
    told of the cut as it started: ``on_begin`` then came too late) was never heard; its
    settling line does not say "No answer needed" about it (QA33 N1, QA35)."""
    s, speaker, engine = heard_up_to(*FACE_UP, *PLAYS, DEEP_ONE, names=NAMES)
    taken, audio, cut = slow_to_begin(engine)
    s.observe(BOB_ZONE)
    wait_for(taken.is_set)
    s.observe(o.card_seen(1, "the_boxer"))
    assert cut()
    audio.set()
    spoken = say_all(speaker, engine)
    assert not any(t.startswith(QUESTION) for t in spoken), spoken
    assert not any("No answer needed" in t for t in spoken), spoken


def test_a_question_cut_by_a_card_then_undone_is_said_again():
    """review of flaky49 (MEDIUM, also on main): a question cut by the card that closed it
    (QA37 en21_u) was not said again once that card was undone: the question is open, the
    player heard only its start (an undo the undo key did not give: the key asks it)."""
    s, speaker, engine = heard_up_to(*FACE_UP, *PLAYS, DEEP_ONE, names=NAMES)
    s.observe(BOB_ZONE)
    engine.say_until(QUESTION)  # being said
    s.observe(o.card_seen(1, "the_boxer"))  # closes it: cut
    wait_for(lambda: any(t.startswith(QUESTION) for t in engine.cancelled))
    s.observe(o.undo())  # the Boxer undone: open again
    assert s.tracker.question is not None
    spoken = say_all(speaker, engine)
    assert any(t.startswith(QUESTION) for t in spoken), spoken


def test_a_question_dropped_unsaid_then_its_closing_card_undone_is_said():
    # the question queued behind the news, closed by the Boxer, dropped at its turn (the
    # voice on to the Boxer's news); the Boxer undone: the player never heard it
    s, speaker, engine = heard_up_to(*FACE_UP, *PLAYS, names=NAMES)
    s.observe(DEEP_ONE)
    s.observe(BOB_ZONE)
    s.observe(o.card_seen(1, "the_boxer"))
    engine.say_until("Bob: Sanity check")  # the question was dropped before it
    s.observe(o.undo())
    assert s.tracker.question is not None
    spoken = say_all(speaker, engine)
    assert sum(t.startswith(QUESTION) for t in spoken) == 1, spoken


def test_the_undo_key_says_a_question_cut_by_the_card_it_undoes_once_after_what_it_undid():
    # the undo key asks the question it opened again itself: not a second time
    s, speaker, engine = heard_up_to(*FACE_UP, *PLAYS, DEEP_ONE, names=NAMES)
    s.observe(BOB_ZONE)
    engine.say_until(QUESTION)
    s.observe(o.card_seen(1, "the_boxer"))
    wait_for(lambda: any(t.startswith(QUESTION) for t in engine.cancelled))
    gate_until_idle(speaker, engine)  # the Boxer's news heard
    n = len(engine.spoken)
    s.key(Command("undo"))
    spoken = say_all(speaker, engine)[n:]
    assert spoken[0] == "Undone: The Boxer in Bob's zone.", spoken
    assert sum(t.startswith(QUESTION) for t in spoken) == 1, spoken
