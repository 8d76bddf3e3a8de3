"""integ46 (merge of cards46 and order46): "Fay: the Nightgaunt." / "No answer needed.",
the cards closing "was that Fay's hand?" as her play, said at its place after later plays
(order46 (a)), is heard as "not her hand": the table as heard (:func:`heard_table`, a state
key pressed while later news waits) never takes "Fay is out, the Nightgaunt was her hand",
the opposite of what was said (the merge's close, ``said``, was read by
:func:`~companion.tracker.asking.settled_answer` as the out's close: "1 yes"). QA44 t1
(arkham-classic, 6 players) round 2, no answer given."""

from companion.app.as_heard import heard_table
from companion.app.keys import Command
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.tracker import observations as o
from companion.tracker.questions import names_hand
from tests.companion.app.test_speech_order import say_all
from tests.companion.app.test_state_as_heard import hear_all
from tests.companion.tracker.test_qa44_table_order import T1_NAMES, T1_ROUND_1, T1_ROUND_2
from tests.voice.conftest import ScriptedBackend, gated_speaker


def test_the_heard_table_after_the_settled_play_line_keeps_fay_s_nightgaunt_her_play():
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    s = TableSession(say=VoiceOut(speaker, catch_up=True, clock=lambda: 0.0),
                     says_ahead=True)
    s.observe(o.start("arkham-classic", T1_NAMES, "en", 0))
    for seat, key in T1_ROUND_1:
        s.observe(o.card_seen(seat, key))
    s.observe(o.new_round())
    at = T1_ROUND_2.index((5, "the_dilettante"))  # Fay's next card closes her question
    for seat, key in T1_ROUND_2[:at]:
        s.observe(o.card_seen(seat, key))
    hear_all(speaker, engine)
    asked = s.tracker.question
    assert (asked.value, asked.seat, asked.cards) == ("out", 5, ("nightgaunt",))
    engine.spoken.clear()
    s.observe(o.card_seen(5, "the_dilettante"))
    engine.say_until("Fay is now Insane.")  # the close heard, the rest waits
    # one line since fresh QA51 run H (order52): what was asked, what the cards showed
    assert engine.spoken == [
        "The cards answer the question about the Nightgaunt: Fay's play, not Fay's hand."]
    for seat, key in T1_ROUND_2[at + 1:]:
        s.observe(o.card_seen(seat, key))
    heard = heard_table(s, "table")
    assert heard is not None and heard.count
    hyps = heard.tracker.hyps
    assert not any(names_hand(h, asked) for h in hyps), [h.out for h in hyps]
    assert not all(h.out[5] for h in hyps)  # Fay out only by a later play (Bob's guess)
    said = len(engine.spoken)
    s.key(Command("table"))
    table = say_all(speaker, engine)[said + 1]  # after the line the key cut
    assert table.startswith("Table.") and "Fay is out" not in table, table
    # by Bob's guess, said as its effect not known yet (fresh QA51 E)
    assert "Bob played the Investigators: it may have put a player out" in table, table
