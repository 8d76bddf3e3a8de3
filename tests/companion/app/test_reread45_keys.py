"""Session 45's reading of the whole change (deal45's key lines): keys 4 and 5 never say
what one account alone holds as fact."""
import queue

from companion.app.keys import Command
from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.tracker import observations as o
from tests.companion.app.test_live_deal import _Camera, _texts
from tests.companion.app.test_qa44_moot_question_deal import _round_four_won


def test_key_4_mid_round_with_a_was_that_bobs_hand_question_names_no_winner():
    """2 players: Alice's Boxer on Bob, then The Fed in Bob's zone: "was that Bob's
    hand?" is open, and only the account where it was (Bob out) has Alice's round won.
    Key 4 gave "Mythos tokens, not counting the last round's, which Alice takes: …" (the
    reading of deal45): a winner said before anyone answered. It says the tokens every
    account gives, and that the round's token depends on the question (QA62 HIGH-1)."""
    said = []
    s = TableSession(say=said.append, record=lambda *a: None, lang="en")
    s.observe(o.start("arkham", ["Alice", "Bob"]))
    for obs in (o.card_seen(0, "the_boxer"), o.target(1), o.card_seen(1, "the_fed")):
        s.observe(obs)
    assert s.tracker.question is not None
    n = len(said)
    s.key(Command("scores"))
    # the round's token then depends on the open question, named (fresh QA62 HIGH-1)
    assert [a.brief for a in said[n:]] == [
        "Mythos tokens: nobody has one yet.",
        "The round's token depends on the answer to the open question: The Fed in Bob's "
        "discard zone: was that Bob's hand, so Bob is out? 1 yes, 2 no, still in. Answer "
        "with plus and the number."]


def test_key_5_between_rounds_with_a_question_the_deal_closes_does_not_say_the_deal_waits():
    """The round won, the Liber Ivonis's "Sane or Insane effect?" changing nothing now
    (deal44: the deal closes it): key 5 said "The next deal waits for the answer to the
    question." (the reading of deal45), false: the deal is taken past it."""
    said = []
    table = LiveTable(LiveOptions("original", "en", ("Alice", "Bob"), 0, "unused"),
                      TableSession(say=said.append, record=lambda *a: None, lang="en"),
                      _Camera(), None, queue.Queue(), lambda c: False, lambda line: None)
    table._seat_markers_seen = lambda first=None, keys=False: [1, 2]
    table.guided_setup()
    _round_four_won(table.session.observe)
    assert table.session.tracker.deal_closes_question()
    n = len(said)
    table.session.key(Command("whose_turn"))
    assert _texts(said[n:]) == ["No turn in progress."]
