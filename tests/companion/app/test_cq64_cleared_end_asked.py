"""cq64 (fresh QA63b, arkham-classic, 2 players, busy, stickers only, seed 469): "The Fed in
Bob's discard zone: was that Bob's hand…?" open, unanswered, then the table cleared for the
next deal: main dealt it as the answer "yes", "Bob is out, with The Fed. Check it." "No
answer needed." "Alice wins the round…", all said as fact, when the Fed was Bob's play and
Alice's Deep One, never read, had put him out. A gathered table tells that the round ended,
not which card was the hand: the round may have gone on with cards the camera missed
(HIGH-2, live: "Bob is out, with the Deep One.", his hand the Nightgaunt). The clear now
says that the round's end depends on the answer, asks the question again and holds the
next round until it is answered (:meth:`Tracker.end_asked
<companion.tracker.table_queries.TableQueries.end_asked>`,
:meth:`~companion.app.live_deal.NextDeal._clear_settles`); the answer then ends the round,
or not. Seed 002 "End of the Round", "Out of the Round"."""
from companion.app.keys import Command
from companion.app.live_deal import CLEARED_FRAMES, CLEARED_MID_FRAMES
from companion.tracker import observations as o

from .test_live_deal import _frames, _table, _texts

ASKED_AGAIN = ("The table was cleared: whether round 1 is over depends on the answer to the "
               "question. Cards laid until then are held.")


def _bob_s_fed_asked():
    """Two players: Alice's Boxer on Bob, then Bob's Fed: his hand (he lost the compare,
    Alice alone: the round over) or his play (a tie: Alice's turn next); asked."""
    table, said, logged = _table()
    _frames(table, 6, (1, "the_boxer"))
    table.session.observe(o.target(1))
    _frames(table, 6, (1, "the_boxer"), (2, "the_fed"))
    tracker = table.session.tracker
    assert (tracker.question.value, tracker.question.seat) == ("out", 1)
    assert tracker.deal_settles()
    return table, said, logged


def _cleared(table):
    _frames(table, max(CLEARED_FRAMES, CLEARED_MID_FRAMES) + 2)


def test_seed_469_s_cards_then_the_table_cleared_ask_again():
    # the rendered case's cards as its replay read them (27.6 s: "The Fed in Bob's discard
    # zone: was that Bob's hand…?"), then the table gathered (31.1 s): main said "Bob is
    # out, with The Fed." "No answer needed." "Alice wins the round…"
    table, said, logged = _table(edition="arkham-classic")
    cards = []
    for card_ in ((1, "investigators"), (2, "investigators"), (1, "investigators", 1),
                  (2, "the_fed", 1)):
        cards.append(card_)
        _frames(table, 6, *cards)
    tracker = table.session.tracker
    assert (tracker.question.value, tracker.question.seat) == ("out", 1)
    n = len(said)
    _cleared(table)
    texts = _texts(said)[n:]
    assert len(texts) == 1 and texts[0].startswith(ASKED_AGAIN), texts
    assert "The Fed in Bob's discard zone: was that Bob's hand" in texts[0]
    assert tracker.view().round == 1 and tracker.question is not None
    assert [ob.kind for ob in logged].count("new_round") == 0


def test_a_table_cleared_with_the_hand_question_open_says_no_account_as_fact():
    table, said, logged = _bob_s_fed_asked()
    before = len(said)
    _cleared(table)
    texts = _texts(said)[before:]
    # main: "Bob is out, with The Fed.", "No answer needed.", "Alice wins the round…"
    assert not any("Bob is out, with" in t or "No answer needed" in t or "wins the round" in t
                   for t in texts)
    assert any(t.startswith(ASKED_AGAIN) and "was that Bob's hand" in t for t in texts)
    tracker = table.session.tracker
    assert tracker.view().round == 1 and tracker.question is not None
    assert [ob.kind for ob in logged].count("new_round") == 0


def test_yes_then_ends_the_round_and_deals_on_the_cleared_table():
    table, said, logged = _bob_s_fed_asked()
    _cleared(table)
    before = len(said)
    table._key(Command("answer", 1))
    _cleared(table)
    texts = _texts(said)[before:]
    assert "Bob is out, with The Fed." in texts
    assert any(t.startswith("Alice wins the round") for t in texts)
    assert texts[-1] == "Round 2. Alice starts."
    assert not any("No answer needed" in t for t in texts)
    assert table.session.tracker.view().round == 2


def test_no_then_keeps_the_round_going_undealt():
    table, said, logged = _bob_s_fed_asked()
    _cleared(table)
    table._key(Command("answer", 2))
    _cleared(table)
    tracker = table.session.tracker
    assert tracker.view().round == 1 and tracker.question is None
    assert [ob.kind for ob in logged].count("new_round") == 0
    assert not any("Bob is out, with" in t or t.startswith("Round 2") for t in _texts(said))
