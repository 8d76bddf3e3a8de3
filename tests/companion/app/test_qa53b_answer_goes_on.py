"""Fresh QA53b HIGH 3 (r6b2, r6b3, by ear, /tmp/s53/qa53b/; the qa52 r6 demo, 3 players,
arkham, en; truth ``demo-transcript.txt`` lines 42-47): Carol's Necronomicon (her
Musician's discard) undone by minus twice and given back with Enter and 4 asked "Which
card in Carol's zone: The Urchin or the Necronomicon?". While it was open, Carol's Deep One
was read; with the Urchin it ended the round, so Bob's hand laid after it, the Stowaway
(truth 46: "Bob is out, with the Stowaway."), was held for the next deal ("The next deal
waits for the answer to the question."). The right answer (+2, the Necronomicon) left the
round waiting for Bob's card, and the held Stowaway was never given: "The table was
cleared, but round 1 is not over: still waiting for Bob's play", then "It may be your
answer to: Which card in Carol's zone …? To take that answer back, press minus twice." for
a right answer; obeyed (r6b3), "Bob wins the round" (truth: Carol, 1 Insane). A card held
only for a question's answer that has the round go on is the round's own, given in its
turn (:meth:`~companion.app.left_cards.LeftCards._answer_goes_on`).

The tracker takes the log up to Carol's Deep One (``tests/companion/
qa53b_r6b_round1.jsonl``, r6b's lines 1-20, the same in r6b2: the undo and the rank's two
cards included); the camera's readings after it are given by hand to a real stabilizer, as
in test_qa53b_xfail.py (the same table, answered late: rounds played meanwhile)."""
from pathlib import Path

from companion.narration.catalog import message
from companion.session_log_lines import read_log

from .test_live_deal import GONE, _frames, _table, _texts
from .test_qa50_enter_heard import _keys

DATA = Path(__file__).parent.parent


def _stowaway_held():
    """r6b2's round 1 to Carol's Deep One, the question "The Urchin or the Necronomicon?"
    open, then Bob's Stowaway read in his zone: ``(table, said, cards)``."""
    table, said, _ = _table(("Alice", "Bob", "Carol"), "en")
    observations, errors = read_log(DATA / "qa53b_r6b_round1.jsonl")
    assert not errors and observations[0].kind == "start"
    for obs in observations[1:]:
        table.session.observe(obs)
    tracker = table.session.tracker
    assert tracker.question is not None and set(tracker.question.info) == {
        "the_urchin", "necronomicon"}
    zones = [seat.zone for seat in tracker.view().seats]
    cards = [(s + 1, k, i) for s, zone in enumerate(zones) for i, k in enumerate(zone)]
    _frames(table, 6, *cards)
    cards = [*cards, (2, "stowaway", len(zones[1]))]
    n = len(said)
    _frames(table, 6, *cards)
    # held; the question said last: the lead alone, "…; key 1 repeats it." (bx64a)
    assert message("en", "app.deal_waits_answer_coming") in " ".join(_texts(said)[n:])
    return table, said, cards


def test_a_card_held_for_an_answer_that_has_the_round_go_on_is_given_in_its_turn():
    table, said, cards = _stowaway_held()
    n = len(said)
    _keys(table, "+2")  # the Necronomicon (truth 29): the round waits for Bob's card
    _frames(table, 6, *cards)
    texts = _texts(said)[n:]
    # main: nothing; the table, cleared, "round 1 is not over: still waiting for Bob's play"
    assert "The Stowaway in Bob's discard zone: was that Bob's hand, so Bob is out? 1 yes, " \
        "2 no. Answer with plus and the number." in texts, texts
    _keys(table, "+1")
    _frames(table, 6, *cards)
    texts = _texts(said)[n:]
    assert "Bob is out, with the Stowaway." in texts and \
        "Carol wins the round and has 1 Insane." in texts, texts
    assert not any("your answer" in t for t in texts), texts


def test_held_for_the_answer_and_gathered_before_it_it_is_still_given():
    """The table gathered (the Stowaway unseen, but not yet :data:`GONE_S` s) before the
    answer: the held card is given all the same, Carol wins round 1."""
    table, said, cards = _stowaway_held()
    _frames(table, GONE - 10)  # the table gathered, the held card not yet taken away
    n = len(said)
    _keys(table, "+2")
    _frames(table, 3)
    texts = _texts(said)[n:]
    assert "The Stowaway in Bob's discard zone: was that Bob's hand, so Bob is out? 1 yes, " \
        "2 no. Answer with plus and the number." in texts, texts
    assert table.session.tracker.view().seats[1].zone[-1] == "stowaway"
