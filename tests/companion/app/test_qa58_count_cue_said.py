"""Fresh QA58 MEDIUM-2 (r5, seed 297, 6 players, stickers only, the voice behind the
table): "Carol's turn. 2 cards left." (truth l.61) was never said (live 09:18:48-53), though
the guide says the deck's last-cards line is always said, "only the next turn replaces it"
(docs/voice.md: "dropped only once the next turn is said"). It was dropped once the next
turn's cue, or the round's end, was *given to the voice* (queued behind it): with the voice
behind, Eve's turn was read before Carol's cue came up, and the cue went unsaid while
Carol's Sanity check lines after it were said. It is dropped only once a later turn's cue
or the round's end has begun to be said: in order, never."""
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.engine.bots import play_random_game
from companion.tracker.from_engine import game_observations
from tests.companion.app.test_speech_order import say_all
from tests.voice.conftest import ScriptedBackend, gated_speaker, wait_for


def test_the_count_cue_is_said_with_the_voice_behind_the_next_turns():
    """A bots' game (3 players, seed 47) that comes down to its last card
    (test_deck_count_heard), every input given while the voice is stuck on its first
    line: "Bob's turn. 1 card left." is queued, then the next turns and the round's end
    behind it; all are said, in order."""
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine, lambda: 0.0)
    s = TableSession(say=VoiceOut(speaker, catch_up=True, clock=lambda: 0.0))
    for i, obs in enumerate(game_observations(play_random_game(
            "arkham", 3, seed=47, names=["Ann", "Bob", "Cy"]))):
        s.observe(obs)
        if not i:
            wait_for(lambda: engine.started)  # stuck on "New game, 3 players."
    spoken = say_all(speaker, engine)
    assert "Bob's turn. 1 card left." in spoken, spoken
    cue = spoken.index("Bob's turn. 1 card left.")
    assert spoken[cue + 1] == "Bob: The Musician."  # in order, its play after it
    assert any("wins the round" in t for t in spoken[cue + 2:])
