"""Review of m59b (session 59): a deal that ended the round it follows is heard once a line
of its new round's start is heard (said_for._deal_news); the round's end alone is not. Run
F2's 2-player table (fresh QA59 MEDIUM-6) and a 4-player one with no dealing steps said."""
from companion.app.keys import Command
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.tracker import observations as o
from tests.voice.conftest import ScriptedBackend, gated_speaker

from .test_med59_undo_unheard_deal import FACE_UP
from .test_speech_order import say_all
from .test_state_as_heard import hear_all

UNDONE = "C'est annulé : la donne de la nouvelle manche."
ASK = "Annuler la donne de la nouvelle manche ? Appuyez deux fois sur moins pour confirmer."


def _minus_twice_during(start, names=("Alice", "Bob"), lang="fr", table=None):
    """The deal (ended=True) said up to the line beginning ``start``, being said, then
    minus twice: ``(lines said from the deal on, the tracker's newest input kind)``."""
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    s = TableSession(say=VoiceOut(speaker, catch_up=True, clock=lambda: 0.0))
    s.observe(o.start("arkham-classic", list(names), lang, 0))
    for obs in table or [o.face_up(k) for k in FACE_UP] + [
            o.card_seen(0, "investigators"), o.card_seen(1, "cthulhu")]:
        s.observe(obs)
    hear_all(speaker, engine)
    engine.spoken.clear()

    def guidance():
        if len(names) == 2:
            s.tell("app.setup_deal", setup=True)
            s.tell("app.setup_two_players", setup=True)

    s.observe(o.new_round(), before_round=guidance)
    engine.say_until(start)
    s.key(Command("undo"))
    return say_all(speaker, engine), s.tracker.history[-1][0].kind


def test_nothing_heard_the_deal_is_asked_about():
    spoken, kind = _minus_twice_during("Bob quitte")
    # after the round's end the deal tells first, before its dealing steps and the new
    # round's start (fresh QA63b MEDIUM-4: after the whole deal's lines)
    assert kind == "new_round" and spoken[2] == ASK, spoken
    assert spoken[1].startswith("Alice remporte la manche") and spoken[-1].startswith("Manche 2")


def test_a_dealing_step_heard_the_deal_is_undone_at_once():
    spoken, kind = _minus_twice_during("Deux joueurs")
    assert kind == "card" and spoken[-1] == UNDONE, spoken


def test_four_players_the_round_end_heard_the_deal_is_asked_about():
    table = [o.card_seen(0, "investigators"), o.target(1), o.guess(2), o.seat_out(1),
             o.card_seen(2, "investigators"), o.target(3), o.guess(2), o.seat_out(3),
             o.card_seen(0, "investigators"), o.card_seen(2, "cthulhu")]
    spoken, kind = _minus_twice_during("Alice wins", ("Alice", "Bob", "Carol", "Dan"),
                                       "en", table)
    assert kind == "new_round", spoken  # main: undone at once
    # asked at once, the round's end it cut said again, the round's start after it (fresh
    # QA63b MEDIUM-4: the question came after the whole deal's lines)
    assert spoken[-3:] == ["Undo the new round's deal? Press minus twice to confirm.",
                           "Alice wins the round and has 1 Sane.",
                           "Round 2. Alice starts."], spoken
