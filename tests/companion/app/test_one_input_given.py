"""cue53: the voice takes none of the lines one game input gives (a card read, a key)
before the input has given them all (:meth:`voice.Speaker.giving`, through
:meth:`~companion.app.session_modes.SessionModes.giving`), so a line is checked for
staleness only once the lines after it that make it stale are given. Testers' said.log
(session 53): 28 of 182 bare turn cues were followed at once by the same player's play
line, "Alice." then "Alice: The Musician." (the play names the player: the cue is dropped,
:meth:`~companion.app.session_watch.SessionWatch._passed`). The voice here takes each line
the moment it may (no timing): the game's thread preempted after each line, as on a
loaded machine."""
from __future__ import annotations

import io

import pytest

from companion.app.announcement import Announcement
from companion.app.keys import Command
from companion.tracker import observations as o
from tests.companion.app.test_qa41_as_heard_guess import HEARD, HELD
from tests.companion.app.test_state_as_heard import hear_all, heard_up_to
from tests.voice.conftest import TIMEOUT, wait_for
from voice import Speaker, TextBackend, VoiceSettings
from voice.priority import Status

#: QA51c run B's table before Alice's Musician (flaky53): the 2 players' face-up cards,
#: then each one's Investigators
LAID = (o.face_up("cthulhu"), o.face_up("the_boxer"), o.face_up("stowaway"),
        o.card_seen(0, "investigators"), o.card_seen(1, "investigators"))


class _Eager(Speaker):
    """A voice whose thread takes each line the moment it is given (its ``stale()`` read
    then), unless it may not take it then: it is saying another line, the line is held
    (:meth:`~voice.Speaker.hold`) or waits behind another, or a game input is being given
    (:meth:`~voice.Speaker.giving`). ``say`` returns once the voice took the line or may
    not: the schedule where the game's thread is preempted after each line, made sure."""

    def say(self, *args, **kwargs):
        entry = super().say(*args, **kwargs)
        if entry is not None:
            wait_for(lambda: self._taken_or_waits(entry))
        return entry

    def _taken_or_waits(self, entry) -> bool:
        with self._cond:
            if entry.status is not Status.QUEUED or self._closed:
                return True  # taken and checked (being said, or dropped as stale)
            item = next((item for item in self._queue if item.entry is entry), None)
            if item is None:
                return False  # taken, its stale() being read
            return bool(getattr(self, "_giving", 0)) or self._next() is not item \
                or self._current is not None


def _eager(engine) -> "_Eager":
    """:class:`_Eager` as :func:`~tests.voice.conftest.gated_speaker` makes a speaker."""
    return _Eager(VoiceSettings(), [engine, TextBackend(io.StringIO())], clock=lambda: 0.0,
                  watchdog_base=10 * TIMEOUT, start_timeout=10 * TIMEOUT)


def _heard(speaker, engine) -> list[str]:
    """What the voice says of what it was given (to the end), forgotten after."""
    hear_all(speaker, engine)
    said = list(engine.spoken)
    engine.spoken.clear()
    return said


def test_the_turns_cue_is_not_said_right_before_the_play_of_the_same_card_read():
    """flaky53's QA51c run B: Bob's Deep One settles the question of Alice's Musician:
    Alice's turn and her play are said at once, and her cue, stale, is dropped (main,
    voice taking each line at once: "Alice." then "Alice: The Musician.")."""
    s, speaker, engine = heard_up_to(*LAID, names=("Alice", "Bob"), voice=_eager)
    s.observe(o.card_seen(0, "the_musician"))  # its question asked, the play held
    _heard(speaker, engine)
    s.observe(o.card_seen(1, "deep_one"))
    said = _heard(speaker, engine)
    speaker.close()
    assert said == ["Alice: The Musician.", "No answer needed: that was Alice's play.",
                    "Bob discards the Deep One.", "Bob is now Insane.", "Bob.",
                    "Bob: Sanity check, 1 card."]


def test_the_same_answer_after_its_undo_says_only_that_it_was_taken():
    """flaky53's second finding (test_qa52_resaid, 9 of 15 runs at a 1e-5 s switch
    interval): the answer typed again after its undo said "Alice." (a line of the replay,
    heard before the undo) instead of that the key was taken (main, this voice: the
    same)."""
    s, speaker, engine = heard_up_to(*HEARD, *HELD[:2], names=("Alice", "Bob", "Carol"),
                                     first=2, voice=_eager)
    s.key(Command("answer", 2))
    _heard(speaker, engine)
    s.key(Command("undo"))
    _heard(speaker, engine)
    s.key(Command("answer", 2))
    again = _heard(speaker, engine)
    speaker.close()
    assert again == ["Taken. Its news is as heard before the undo."]


def test_an_input_that_fails_leaves_the_voice_free(monkeypatch):
    """Review of cue53: a card read whose input raises (the live loop's guard says the
    error and goes on, companion.app.loop_guard) ends its :meth:`~voice.Speaker.giving`:
    the voice still says the next card's lines (not mute for the rest of the game)."""
    s, speaker, engine = heard_up_to(*LAID, names=("Alice", "Bob"), voice=_eager)

    def fails(*args, **kwargs):
        s.say(Announcement("Alice.", "Alice.", kind=None))  # a line given, then the error
        raise RuntimeError("a bug in the tracker")

    with monkeypatch.context() as patch:
        patch.setattr(s, "_observe", fails)
        with pytest.raises(RuntimeError):
            s.observe(o.card_seen(0, "the_musician"))
    assert speaker._giving == 0
    s.observe(o.card_seen(0, "the_musician"))
    said = _heard(speaker, engine)
    speaker.close()
    assert said[0] == "Alice." and len(said) > 1, said
