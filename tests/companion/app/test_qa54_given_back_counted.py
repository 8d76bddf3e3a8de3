"""QA54 M3 (run r4undo, 4 players, arkham, en): Carol's Tommy Gun drew Cthulhu, then the
Investigators, into Bob's zone; minus twice on "Carol's Tommy Gun: Cthulhu, …" ("Undone:
Cthulhu in Bob's zone."), the camera read the Investigators over it, then Enter and 8 gave
Cthulhu back. "Rank 8: The Dilettante is all counted." was printed, never spoken, and no
line said Cthulhu was back: the count line was stale once the zone changed, and the
Investigators, read again over the card given back, changed it before the voice began it
(:meth:`~companion.app.rank_counted.CountNext.settle`). Cthulhu's own line, heard before
the undo, is not said again: the count line names the card
(``app.enter_rank_given_back``). The log is r4undo's up to Cthulhu
(tests/companion/qa54_r4undo_round2.jsonl); the voice is a real one over an engine that
says every line at once (what it drops as stale is never said)."""
import io
import queue
from pathlib import Path

import pytest

from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.session_log import logged_with_marks
from companion.tracker import observations as o
from tests.voice.conftest import ScriptedBackend
from voice import Speaker, TextBackend, VoiceSettings

from .test_live_deal import _Camera

LOG = Path(__file__).parent.parent / "qa54_r4undo_round2.jsonl"


@pytest.fixture
def voice():
    """A live table's voice over an engine that says each line at once: ``(voice,
    engine)``; ``engine.spoken``: the lines said."""
    engine = ScriptedBackend("engine", mode="ok")
    speaker = Speaker(VoiceSettings(), [engine, TextBackend(io.StringIO())],
                      clock=lambda: 0.0)  # still, as gated_speaker's (flk67b)
    yield VoiceOut(speaker, echo=lambda text: None, catch_up=True,
                   clock=lambda: 0.0), engine  # still: no line heard by time alone (flk67b)
    speaker.close()


def _spoken_after_enter_8(voice, lang):
    voice, engine = voice
    names = ("Alice", "Bob", "Carol", "Dan")
    table = LiveTable(LiveOptions("arkham", lang, names, 0, "unused"),
                      TableSession(say=voice, lang=lang), _Camera(), None, queue.Queue(),
                      lambda c: False, lambda line: None, speech=voice)
    table._seat_markers_seen = lambda first=None, keys=False: [1, 2, 3, 4]
    table._redo_there = lambda: True  # Cthulhu still lies under the Investigators
    table.guided_setup()

    def step(act):
        act()
        assert voice.speaker.wait_idle(10)

    for obs, _ in list(logged_with_marks(LOG))[1:]:  # … "Carol's Tommy Gun: Cthulhu, …"
        step(lambda: table.session.observe(obs))
    for key in "--":
        step(lambda: table._one_key(key))
    step(lambda: table.session.observe(o.card_seen(1, "investigators")))
    said = len(engine.spoken)
    for key in "\n8":
        step(lambda: table._one_key(key))
    assert table.session.tracker.view().seats[1].zone == (
        "investigators", "cthulhu", "investigators")
    return engine.spoken[said:]


@pytest.mark.parametrize("lang, says", [
    ("en", "Card given back to Bob's zone: Cthulhu, as heard before the undo. Rank 8: The "
           "Dilettante is all counted."),
    ("fr", "Carte remise dans la zone de Bob : Cthulhu, comme entendu avant l'annulation. "
           "Rang 8 : la Dilettante, tous ses exemplaires déjà comptés."),
    ("es", "Carta devuelta a la zona de Bob: Cthulhu, como se oyó antes de deshacer. Rango "
           "8: la Diletante, todas sus copias ya contadas.")])
def test_qa54_m3_a_card_given_back_under_cards_read_again_is_said_with_its_count(
        voice, lang, says):
    spoken = _spoken_after_enter_8(voice, lang)
    assert spoken[1] == says  # after Enter's cue, before the Investigators read again
    assert "12" in spoken[2] and spoken[1:].count(says) == 1  # the Investigators' line
