"""Review of heard41 (QA41 M1, state keys as heard): the cases that branch left wrong, fixed
by news42 (each input's news tied to the lines that tell it, :meth:`SaidFor.waiting
<companion.app.said_for.SaidFor.waiting>`)."""
from companion.app.keys import Command
from companion.tracker import observations as o
from tests.companion.app.test_qa41_as_heard_guess import HEARD, HELD, LATER, _unseen
from tests.companion.app.test_speech_order import say_all
from tests.companion.app.test_state_as_heard import answer, hear_all, heard_up_to

NAMES = ("Alice", "Bob", "Carol")


def test_key_8_agrees_with_the_heard_no_answer_needed_that_was_alices_play():
    """QA41 M1's flow: "Alice: the Deep One. No answer needed: that was Alice's play."
    heard; cards held after it. Key 8 never asks "was that Alice's hand?" again (heard41:
    the table before the Deep One's question was closed): it tells the table after her
    play, the answer the cards gave taken, without the cards held since. Her Deep One's
    compare is not told yet, so who lost it "may be out" (the same words as with that
    answer typed; review 41 took them for the closed question's)."""
    s, speaker, engine = heard_up_to(*HEARD, *HELD, names=NAMES, first=2)
    s.observe(o.card_seen(0, "the_dilettante"))
    engine.say_until("The Fed in Bob's")
    assert "No answer needed: that was Alice's play." in engine.spoken
    for obs in (*LATER, o.card_seen(2, "the_entertainer")):
        s.observe(obs)
    s.key(Command("table"))
    spoken = say_all(speaker, engine)
    heard = answer([*HEARD, o.not_hand(0)], "table", NAMES, first=2)
    # the Deep One's compare untold: said as its effect, not every player (fresh QA51 E)
    assert heard == ["Table. Alice played the Deep One: it may have put a player out (not "
                     "confirmed; no hand laid yet); Alice, Bob, and Carol are in, unless that "
                     "play put one of them out; Carol is Insane."]
    at = spoken.index(heard[0])
    assert spoken[at + 1] == "7 updates not said yet.", spoken  # the 7 cards read since
    assert not any("Alice's hand" in t for t in spoken[at:]), spoken
    assert "Bob is out, with The Fed." in spoken[at + 2:]


def test_key_3_with_the_voice_idle_does_not_count_cards_held_behind_the_open_question():
    s, speaker, engine = heard_up_to(*HEARD, names=NAMES, first=2)
    assert s.tracker.question is not None
    for obs in HELD:
        s.observe(obs)
    hear_all(speaker, engine)
    assert engine.spoken == []  # the held cards said nothing
    s.key(Command("unseen"))
    spoken = say_all(speaker, engine)
    assert spoken == _unseen(HEARD), spoken  # no "N updates not said yet" either: idle
