"""QA42 H1 by the keys: Bob said only probably out (the cards alone closed "was that
Carol's hand?"), his Musician read 11 cards late is refused, and the refusal says what to
do. Checked here in the session: minus twice, again and again, reaches that question
(cards the voice has not said yet asked to be confirmed first, as any undo), plus 1
answers it, and Bob's Musician and Dan's discard laid again are taken."""

from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.tracker import observations as o
from tests.companion.app.test_session import press
from tests.companion.app.test_state_as_heard import hear_all
from tests.companion.tracker.test_qa42_late_play import NAMES, QA42_B_CARDS
from tests.voice.conftest import ScriptedBackend, gated_speaker

CAROL = "The Investigators in Carol's discard zone: was that Carol's hand, so Carol is out?"


def test_the_refusal_of_a_probably_out_players_card_tells_what_works():
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    s = TableSession(say=VoiceOut(speaker, catch_up=True, clock=lambda: 0.0))
    s.observe(o.start("arkham-classic", NAMES, "en", 0))
    for seat, card in QA42_B_CARDS[:13]:
        s.observe(o.card_seen(seat, card))
    hear_all(speaker, engine)
    assert engine.spoken[-1].startswith(
        "Not counted: The Musician in Bob's zone: Bob was only probably out. If Bob is still "
        "in, press minus twice until the question on Carol's card is asked again"), \
        engine.spoken[-1]
    engine.spoken.clear()
    for _ in range(20):  # 11 undos, 3 of them confirmed
        press(s, "--")
        hear_all(speaker, engine)
        if any(line.startswith(CAROL) for line in engine.spoken):
            break
    assert len([line for line in engine.spoken if line.startswith("Undone:")]) == 11
    assert engine.spoken[-2:][0] == "Undone: the Investigators in Dan's zone.", engine.spoken
    engine.spoken.clear()
    press(s, "+1")
    hear_all(speaker, engine)
    for seat, card in ((1, "the_musician"), (3, "investigators")):
        s.observe(o.card_seen(seat, card))
    hear_all(speaker, engine)
    assert engine.spoken == ["Carol is out, with the Investigators.", "Bob.",
                             "Bob: The Musician.", "Dan discards the Investigators.", "Dan."]
