"""QA47b MEDIUM-3 (r2, 3 players, original, fr; ``said.log`` 04:26:44, 04:29:48): star 2,
pressed 0.3 s after "Bob : le Profond." began (the line cut by "Zone : quelle place ?"),
answered "La zone de défausse de Bob est vide cette manche …": the table as heard left out
the play whose line was cut, while the card lay in his zone. Star 1 after "Alice : le Signe
des Anciens." left out that card. A zone's answer names every card lying face up there,
a play whose line is cut or still queued too, named last as not said yet (fresh QA51c M3:
"Bob's discard zone: …, and The Musician." 10 s before "Bob: The Musician."); the play is
still said after it."""
import io

import pytest

from companion.app.keys import Command
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.tracker import observations as o
from tests.companion.app.test_speech_order import said_first, say_all
from tests.companion.app.test_state_as_heard import hear_all
from tests.voice.conftest import TIMEOUT, ScriptedBackend
from voice import Speaker, TextBackend, VoiceSettings

NAMES = ("Alice", "Bob", "Carol")
#: per language: Bob's play, the answers to star 2 and star 1, the updates not said yet
LINES = {
    "en": ("Bob: the Deep One.", "Bob's discard zone: just read, not said yet: the Deep One.",
           "Alice: the Shoggoth.",
           "Alice's discard zone: The Urchin. Just read, not said yet: the Shoggoth.",
           "1 update not said yet."),
    "fr": ("Bob : le Profond.",
           "Zone de défausse de Bob : lu à l'instant, pas encore dit : le Profond.",
           "Alice : le Shoggoth.",
           "Zone de défausse d'Alice : la Gamine. Lu à l'instant, pas encore dit : le Shoggoth.",
           "1 nouvelle pas encore dite."),
    "es": ("Bob: el Profundo.",
           "Zona de descarte de Bob: recién leído, aún no dicho: el Profundo.",
           "Alice: el Shoggoth.",
           "Zona de descarte de Alice: el Pilluelo. Recién leído, aún no dicho: el Shoggoth.",
           "1 noticia aún sin decir."),
}
#: per language: Bob's Necronomicon being said, Carol's play queued, star 3's answer
QUEUED = {
    "en": ("Bob: the Necronomicon.", "Carol: The Entertainer.",
           "Carol's discard zone: just read, not said yet: The Entertainer."),
    "fr": ("Bob : le Necronomicon.", "Carol : la Chanteuse.",
           "Zone de défausse de Carol : lu à l'instant, pas encore dit : la Chanteuse."),
    "es": ("Bob: el Necronomicón.", "Carol: la Artista.",
           "Zona de descarte de Carol: recién leído, aún no dicho: la Artista."),
}


def _heard(lang, *heard):
    """A session in ``lang`` whose voice has said the start and ``heard`` to their end,
    then says each line only when the test lets it go (its clocks stand still: a line
    being said is not heard): ``(session, speaker, engine)``."""
    engine = ScriptedBackend("engine", mode="gate")
    # the speaker's clock frozen: a line being said is never nearly said, so a key cuts it
    # however long the machine took (test_speech_order.behind)
    speaker = Speaker(VoiceSettings(), [engine, TextBackend(io.StringIO())],
                      clock=lambda: 0.0, watchdog_base=10 * TIMEOUT,
                      start_timeout=10 * TIMEOUT)  # no engine slow to start (flk69)
    s = TableSession(say=VoiceOut(speaker, catch_up=True, clock=lambda: 0.0), lang=lang)
    s.observe(o.start("arkham", list(NAMES), lang, 0))
    for obs in heard:
        s.observe(obs)
    hear_all(speaker, engine)
    engine.spoken.clear()
    return s, speaker, engine


def _cut_by_star(lang, play, answer, seat, *heard):
    """Star and ``seat`` (1-based) pressed while ``play``, the last of ``heard``'s
    observations not heard yet, is being said: what the voice says from then on, its
    first line awaited as ``answer``."""
    s, speaker, engine = _heard(lang, *heard[:-1])
    s.observe(heard[-1])
    engine.say_until(play)  # begun, not heard: the key's answer cuts it
    s.key(Command("zone", seat))
    said_first(engine, answer)  # main: "Bob's discard zone is empty."
    spoken = say_all(speaker, engine)
    assert engine.cancelled == [play]
    return spoken


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_star_2_during_bob_s_play_names_the_card_it_cut(lang):
    play, answer, _, _, not_said = LINES[lang]
    spoken = _cut_by_star(lang, play, answer, 2, o.card_seen(0, "the_urchin"),
                          o.card_seen(1, "deep_one"))
    # main: "Bob's discard zone is empty."; the play is said again after the answer (in
    # fr and es it was not: the answer ends like the play line, voice.speech_queue)
    assert spoken[:3] == [answer, not_said, play], spoken


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_star_1_names_the_card_cut_after_the_heard_ones(lang):
    _, _, play, answer, not_said = LINES[lang]
    spoken = _cut_by_star(lang, play, answer, 1, o.card_seen(0, "the_urchin"),
                          o.card_seen(1, "necronomicon"), o.card_seen(2, "the_entertainer"),
                          o.card_seen(0, "shoggoth"))
    assert spoken[:3] == [answer, not_said, play], spoken  # main: "…: The Urchin."


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_star_3_names_a_play_still_queued(lang):
    bob, carol, answer = QUEUED[lang]
    s, speaker, engine = _heard(lang, o.card_seen(0, "the_urchin"))
    s.observe(o.card_seen(1, "necronomicon"))
    s.observe(o.card_seen(2, "the_entertainer"))  # queued behind Bob's lines
    engine.say_until(bob)
    s.key(Command("zone", 3))
    said_first(engine, answer)  # main: "Carol's discard zone is empty."
    spoken = say_all(speaker, engine)
    assert spoken[0] == answer and spoken.index(carol) > spoken.index(bob) > 1, spoken
