"""Fresh QA59 MEDIUM-6 (run F2, fr, 2 players, arkham-classic): the table cleared after
Bob's hand (Cthulhu) was laid, the deal itself ended round 1 (``LiveTable._deal(ended=True)``):
its lines were "Bob quitte la manche ; sa main : Cthulhu." (heard), "Alice remporte la
manche…" (being said), the dealing steps and "Manche 2. Alice commence." (printed, never
said). Minus twice 1 s into "Alice remporte…" undid the deal at once ("C'est annulé : la donne de
la nouvelle manche."): the round's end heard counted as the deal heard. docs/voice.md
("Undo acts on what was heard"): the new round's deal the player has not heard is named
first, "Undo the new round's deal? Press minus twice to confirm.", said at once (not after
the dealing steps and the round's start: fresh QA63b MEDIUM-4); once heard, minus twice
undoes it."""
from companion.app.keys import Command
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.tracker import observations as o
from tests.voice.conftest import ScriptedBackend, gated_speaker

from .test_speech_order import say_all
from .test_state_as_heard import hear_all

FACE_UP = ("deep_one", "the_musician", "cultists", "the_fed", "the_dilettante")
ASK = "Annuler la donne de la nouvelle manche ? Appuyez deux fois sur moins pour confirmer."


def _deal_said_after_the_round_end_heard():
    """Run F2's table: round 1 ended by the deal, "Bob quitte la manche…" heard, "Alice
    remporte la manche…" being said, the dealing steps and round 2's start still to say:
    ``(session, speaker, engine)``."""
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    s = TableSession(say=VoiceOut(speaker, catch_up=True, clock=lambda: 0.0))
    s.observe(o.start("arkham-classic", ["Alice", "Bob"], "fr", 0))
    for key in FACE_UP:
        s.observe(o.face_up(key))
    s.observe(o.card_seen(0, "investigators"))
    s.observe(o.card_seen(1, "cthulhu"))  # his hand or a play: the deal tells
    hear_all(speaker, engine)
    engine.spoken.clear()

    def guidance():  # LiveTable._deal_guidance, said within the deal (ended=True)
        s.tell("app.setup_deal", setup=True)
        s.tell("app.setup_two_players", setup=True)

    s.observe(o.new_round(), before_round=guidance)
    engine.say_until("Alice remporte la manche")
    return s, speaker, engine


def test_med59_an_unheard_deal_is_named_first_though_the_round_end_was_heard():
    s, speaker, engine = _deal_said_after_the_round_end_heard()
    assert engine.spoken == ["Bob quitte la manche ; sa main : Cthulhu."], engine.spoken
    s.key(Command("undo"))
    s.key(Command("undo"))
    assert s.tracker.history[-1][0].kind == "new_round"  # on main: undone at once
    spoken = say_all(speaker, engine)
    assert "Manche 2. Alice commence." in spoken, spoken
    # said at once, before the dealing steps and round 2's start: they can wait (fresh
    # QA63b MEDIUM-4: the question came after the whole deal's lines)
    assert spoken[1] == ASK, spoken
    assert spoken.index(ASK) < spoken.index("Manche 2. Alice commence.")
    assert not any(line.startswith("C'est annulé :") for line in spoken), spoken


def test_med59_once_the_deal_s_question_is_heard_minus_twice_undoes_it():
    s, speaker, engine = _deal_said_after_the_round_end_heard()
    s.key(Command("undo"))
    s.key(Command("undo"))
    hear_all(speaker, engine)
    assert ASK in engine.spoken, engine.spoken
    s.key(Command("undo"))  # minus twice, once (a second one undid Bob's Cthulhu too)
    assert s.tracker.history[-1][0].cards == ("cthulhu",)  # the deal undone, only it
    spoken = say_all(speaker, engine)
    assert "C'est annulé : la donne de la nouvelle manche." in spoken, spoken
