"""Review of medium59 (session 59): the resume's question being said lets plus and a
number through (fresh QA58 LOW-2); a number typed before the question's numbered answers
were heard must still be refused with the answers told, as live (QA39 M1)."""
import re

import pytest

from companion.app.keys import Command
from companion.app.voiceout import Heard
from companion.narration.catalog import message
from companion.tracker import observations as o

from .test_live_setup import _set_up_with, _table, _texts
from .test_prompts import _LOGGED, _Behind
from .test_qa39_answer_early import _Entry, _speaking


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_number_typed_before_the_resumed_question_s_answers_is_not_taken(lang):
    table, said, logged = _table(lang=lang)
    lines = []

    def say(announcement):
        said.append(announcement)
        entry = _Entry(announcement.brief)
        entry.status = _speaking()
        heard = Heard(entry, {entry.id: 0.0}, lambda i: 0.3)  # 0.3 s of each said
        lines.append(heard)
        return heard

    table.session.say, table.speech = say, _Behind()
    _set_up_with(table, 1)
    for seat, key in _LOGGED:
        table.session.observe(o.card_seen(seat, key))
    table.session.tell("app.resumed", round=1, news=True)
    table.session.key(Command("whose_turn"), at_once=False)
    table._sift_early_keys()
    question = table.session.tracker.question
    for key in "+1":
        table.keys.put(key)
    table._keys()
    texts = _texts(said)
    assert table.session.tracker.question is question  # not taken
    assert not any(ob.kind == "out" for ob in logged)
    early = message(lang, "app.answer_early", list="").split("{")[0][:12]
    assert any(t.startswith(early) for t in texts), texts[-3:]


def test_six_players_far_behind_every_count_cue_is_said_in_its_turn_before_the_round_ends():
    """Fresh QA58 MEDIUM-2 at 6 players (bots, seed 5), the voice stuck on its first line
    while the whole game is entered: the last-cards cues pile up behind it; each is said
    once, before its player's own first line, never after its round's end (main:
    none said)."""
    from companion.app.session import TableSession
    from companion.app.voiceout import VoiceOut
    from companion.engine.bots import play_random_game
    from companion.tracker.from_engine import game_observations
    from tests.companion.app.test_speech_order import say_all
    from tests.voice.conftest import ScriptedBackend, gated_speaker, wait_for
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine, lambda: 0.0)
    s = TableSession(say=VoiceOut(speaker, catch_up=True, clock=lambda: 0.0))
    names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]
    for i, obs in enumerate(game_observations(play_random_game("arkham", 6, seed=5,
                                                               names=names))):
        s.observe(obs)
        if not i:
            wait_for(lambda: engine.started)
    spoken = say_all(speaker, engine)
    cues = [i for i, t in enumerate(spoken) if t.endswith(("cards left.", "card left."))
            and "'s turn." in t]
    assert len(cues) >= 10, spoken
    ends = [i for i, t in enumerate(spoken) if "wins the round" in t]
    for i in cues:
        player = spoken[i].split("'s turn.")[0]
        # its player's line comes next (a target chosen in the turn before may come
        # between: "Dee chooses Fay with The Fed.", as on main)
        own = next(t for t in spoken[i + 1:] if re.match(r"[A-Z][a-z]+:", t))
        assert own.startswith(f"{player}:"), spoken[i - 1:i + 3]
        assert any(e > i for e in ends), spoken[i]  # its round's end after it
        assert spoken[i] != spoken[i - 1]
