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
CLOSING_COMING = ("The cards have settled the question about The Boxer in Bob's zone already: "
                  "the lines to come say how.")  # the question named (QA47 LOW-1)


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


def _bob_closed_unsaid():
    """Three players, the voice behind: Alice and Bob play the Boxer, and Bob's question
    is heard; returns ``(table, session, speaker, engine)`` before the cards close it."""
    table, s, speaker, engine = _live_behind("en", ("Alice", "Bob", "Carol"))
    for seat, key in ((0, "the_boxer"), (1, "the_boxer")):
        s.observe(o.card_seen(seat, key))
    engine.say_until("The Boxer in Bob's discard zone")
    engine.gate.set()
    wait_for(lambda: any(t.startswith("The Boxer in Bob's") for t in engine.spoken))
    return table, s, speaker, engine


def test_key_1_for_the_question_heard_says_the_news_settles_it():
    """keys.en.md (plus): "plus (and key 1, or a number) says at once 'The cards have
    settled that question already: the lines to come say how.'". The player heard only
    Bob's question, which the cards closed (Alice's card) and replaced with Alice's, both
    lines unsaid: key 1 must say so at once, once, not leave silence or say Alice's
    question ahead of the line closing Bob's (QA36 es13_a)."""
    table, s, speaker, engine = _bob_closed_unsaid()
    s.observe(o.card_seen(0, "the_entertainer"))  # closes Bob's, asks about Alice
    assert s.tracker.question is not None and s.tracker.question.seat == 0
    told = len(s.transcript)
    _keys(table, "1")
    said = [a.brief for a in s.transcript[told:]]
    assert said and said[0] == CLOSING_COMING, (said, say_all(speaker, engine))
    spoken = say_all(speaker, engine)
    assert spoken.count(CLOSING_COMING) == 1, spoken


def test_number_after_plus_pressed_before_the_cards_closed_it_says_the_news_settles_it():
    """keys.en.md: "the number typed after plus answers nothing". Plus came while Bob's
    question was open and heard; the cards then closed it and opened Alice's (both lines
    still to say): the 1 typed for Bob's question answers nothing and is told so at
    once."""
    table, s, speaker, engine = _bob_closed_unsaid()
    _keys(table, "+")
    s.observe(o.card_seen(0, "the_entertainer"))  # closes Bob's, asks about Alice
    asked = s.tracker.question
    told = len(s.transcript)
    _keys(table, "1")
    assert s.tracker.question is asked
    said = [a.brief for a in s.transcript[told:]]
    assert said and said[0] == CLOSING_COMING, (said, say_all(speaker, engine))


class _Line:
    """What ``say`` returned for a line: heard, waiting, or dropped unsaid (lost)."""

    def __init__(self, state: str):
        self.state = state

    def heard(self) -> bool:
        return self.state == "heard"

    def pending(self) -> bool:
        return self.state in ("waits", "lost")

    def lost(self) -> bool:
        return self.state == "lost"

    def saying(self) -> bool:
        return self.state == "waits"

    def begun(self) -> bool:
        return self.state == "heard"


def test_the_question_heard_whose_closing_waits_is_known_after_two_more_questions():
    """Bob's question (q1) heard; the cards close it ("No answer needed: that was Bob's
    play." waits) and open Alice's (q2), which they close before the voice gets to it
    (dropped unsaid), opening Carol's (q3), waiting. To the player q1 is still open:
    plus must say CLOSING_COMING (keys.en.md), not
    Carol's question ahead of the line that closed Bob's (QA36 es13_a, for three)."""
    said = SaidFor()
    q1, q2, q3 = (SimpleNamespace(seat=s) for s in (1, 0, 2))
    said.asked(q1, _Line("heard"))
    said.told_closed(1, _Line("waits"))  # "No answer needed: that was Bob's play."
    said.asked(q2, _Line("lost"))  # closed by the cards before it was said
    said.told_closed(0, _Line("lost"))  # its closing: never heard, dropped
    said.asked(q3, _Line("waits"))
    assert said.closed_unheard(q3)
