"""QA37: after a resume, a card the log does not hold ("… Take it away; or, if it was played
while the companion was off, press plus and 1.") was left behind by the next card read: Bob's
Boxer, laid on his Deep One while it waited, was taken as his Sanity check's card ("Bob
passes." false, the round never ended); in French, Alice's Cthulhu closed the open "was that
Bob's hand?" the wrong way. While such a card waits, every camera card is held, none closes
a question, and they are given after it, in the order laid, once it is counted or taken
away (:meth:`~companion.app.stall.Stalls._holds_all`)."""
import pytest

from companion.app.keys import Command
from companion.narration.catalog import message
from tests.companion.app.test_live_setup import GONE, _crashed_game, _frames, _table, _texts
from tests.companion.app.test_prompts import _BOXER, _TABLE, _resumed_with_a_question

_LOG = ((1, "the_urchin"), (2, "investigators"))
_FED = (3, "the_fed")
_SAILOR = (3, "the_sailor", 1)  # laid on Carol's Fed, which the log does not hold


def _zone(table, seat):
    return table.session.tracker.view().seats[seat].zone


def test_a_card_laid_on_a_card_the_log_does_not_hold_waits_for_it_to_be_counted():
    table, said, logged = _table()
    _crashed_game(table)  # Carol's Fed held; the table waits for Carol's play
    prompt = _texts(said)[-1]
    n = len(logged)
    _frames(table, 6, *_LOG, _FED, _SAILOR)
    assert len(logged) == n and _zone(table, 2) == ()  # held: not Carol's play
    # what it waits for: the prompt, heard already, not again: the card's zone and key 1
    # (low71, QA70 L8)
    assert prompt.startswith("A card the log does not hold") and _texts(said)[-1] == (
        "A card in Carol's zone waits for the cards the log does not hold; key 1 repeats "
        "what to do with them.")
    table._key(Command("answer", number=1))  # the Fed was played while it was off
    _frames(table, 6, *_LOG, _FED, _SAILOR)
    assert _zone(table, 2)[0] == "the_fed"  # the Fed first, as laid


def test_the_cards_held_are_given_once_the_card_the_log_does_not_hold_is_taken_away():
    table, said, logged = _table()
    _crashed_game(table)
    _frames(table, 6, *_LOG, _FED, _SAILOR)
    assert _zone(table, 2) == ()
    _frames(table, GONE, *_LOG, _SAILOR)  # the Fed taken away: not a play of this game
    _frames(table, 2, *_LOG, _SAILOR)
    assert _zone(table, 2) == ("the_sailor",)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_card_read_while_the_resumed_question_and_card_wait_closes_nothing(lang):
    table, said, logged = _resumed_with_a_question(lang)
    question = table.session.tracker.question
    n = len(logged)
    _frames(table, 6, *_TABLE, _BOXER, (1, "the_sailor", 2))  # Alice's next card
    assert len(logged) == n  # not given: it could settle the question
    assert table.session.tracker.question is question
    assert _texts(said)[-1] != message(lang, "app.card_waits_answer", player="Alice")
    table._key(Command("answer", number=1))  # Carol is out
    table._key(Command("answer", number=1))  # the Boxer was played while it was off
    _frames(table, 6, *_TABLE, _BOXER, (1, "the_sailor", 2))
    assert _zone(table, 0)[:2] == ("the_urchin", "the_boxer")  # the Boxer first


def test_the_card_the_log_does_not_hold_gone_with_the_whole_table_frees_nothing():
    """QA37 res_b, unanswered: the table cleared mid-round took Bob's Deep One with the
    rest, and the Boxer held behind it became his Sanity check's card ("Bob passes."
    false). Gone with the whole table, it is no answer: the held card waits for the
    stall's Enter and rank."""
    table, said, logged = _table()
    _crashed_game(table)
    _frames(table, 6, *_LOG, _FED, _SAILOR)
    table.cleared_mid = table.session.tracker.view().round  # seen cleared mid-round
    _frames(table, GONE * 2)
    assert _zone(table, 2) == ()
    assert table.stall is not None and table.stall.cards[0].event.candidates == ("the_sailor",)


def test_the_prompt_plus_1_answered_is_over():
    """QA37 trunc2: plus 1, typed 1 s into "A card the log does not hold … press plus and
    1.", cut it; after "Counted: …" the cut prompt went on, said again whole (9.5 s)."""
    table, said, logged = _table()
    _crashed_game(table)
    prompt = said[-1]
    assert prompt.stale is not None and not prompt.stale()
    table._key(Command("answer", number=1))
    assert _texts(said)[-1].startswith("Counted:")
    assert prompt.stale()


def test_a_card_read_before_the_counted_card_is_taken_waits_behind_it():
    """QA37 g2_ans: a card read in the picture after plus 1, before the counted card was
    taken at the picture's end, went first: "Cthulhu by Alice? Waiting for Carol's play.";
    here Alice's Boxer was taken, "Carol is out." false, and Carol's counted Fed lost."""
    table, said, logged = _table()
    _crashed_game(table)
    table._key(Command("answer", number=1))
    for _ in range(6):  # the Boxer made stable before the picture's end takes the Fed
        table._cards_appeared(table.watcher.show(*_LOG, _FED, (1, "the_boxer", 1)))
    _frames(table, 6, *_LOG, _FED, (1, "the_boxer", 1))
    assert "Carol is out." not in _texts(said)
    assert [(ob.kind, ob.seat) for ob in logged][-2:] == [("card", 2), ("card", 0)]
