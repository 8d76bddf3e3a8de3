"""Review 37a of the merge keys37: key 5 between rounds with camera prompts waiting; key 1
and the number typed after plus for the question the player heard, the cards having closed
it unsaid (keys.en.md, plus); three questions in a row with the voice behind."""
from types import SimpleNamespace

from companion.app.said_for import SaidFor
from companion.tracker import observations as o
from tests.companion.app.test_qa30m import _keys, _live_behind
from tests.companion.app.test_speech_order import said_first, say_all
from tests.voice.conftest import gate_until_idle, wait_for

NO_TURN = "No turn in progress."
GATHER = ("The round is over. Gather the cards: the next round begins with the first card "
          "laid, or with Enter then its rank.")
CLOSING_COMING = "The news not said yet settles the open question."


def test_key_5_between_rounds_says_how_the_next_round_begins_right_after_its_answer():
    """keys.en.md (5): "Between rounds it says 'No turn in progress.' and how the next round
    begins". With two camera prompts still to say (none of the game's news), 5's answer
    is said at once, ahead of them (QA36 en5_k); the live table's line that completes it
    (app.deal_next) must follow it at once, not wait behind the prompts."""
    table, s, speaker, engine = _live_behind("en", ("Alice", "Bob"))
    for obs in (o.card_seen(0, "investigators"), o.target(1), o.guess(5), o.seat_out(1),
                o.card_seen(1, "the_musician")):
        s.observe(obs)
    assert s.tracker.view().active is None and table._deal_begun()
    gate_until_idle(speaker, engine)
    s.tell("app.card_unread", player="Alice")
    s.tell("app.card_unread", player="Bob")
    said_first(engine, "I cannot read a card in Alice's zone")
    _keys(table, "5")
    said_first(engine, NO_TURN)
    spoken = say_all(speaker, engine)
    at = spoken.index(NO_TURN)
    assert spoken[at + 1] == GATHER, spoken[at:]
