"""The taken-back advice ("The camera no longer sees … press minus twice to undo it.") and
a gathered table (QA50 A 11:17:23, G 11:33:33, U: 2 players, "was that Bob's hand, so Bob
is out?" open, the table gathered, Alice's bare place judged under a hand: the advice was
said, then again after "Alice wins the round"; obeying it would undo the round's end).
In-process, no pictures: readings given by hand to a real stabilizer."""
from companion.app.keys import Command
from companion.app.live_deal import CLEARED_MID_FRAMES, TAKEN_BACK_S
from companion.narration.catalog import message

from .test_live_deal import _covered, _frames, _table, _texts

#: pictures (1/30 s apart) past the taken-back advice's wait
PAST_TAKEN_BACK = int(TAKEN_BACK_S * 30) + 10


def _bob_s_deep_one_asked():
    """2 players: Alice's Investigators, then the Deep One in Bob's zone: "was that Bob's
    hand, so Bob is out?" open. ``(table, said, logged)``."""
    table, said, logged = _table()
    _frames(table, 6, (1, "investigators"))
    _frames(table, 6, (1, "investigators"), (2, "deep_one"))
    assert "was that Bob's hand" in _texts(said)[-1]
    return table, said, logged


def test_a_table_gathered_with_a_place_judged_covered_gives_no_taken_back_advice():
    table, said, _ = _bob_s_deep_one_asked()
    # the whole table gathered: no card read anywhere, Alice's bare place judged covered
    _covered(table, PAST_TAKEN_BACK + 60, {(1, "investigators")})
    assert not any("no longer sees" in t for t in _texts(said)), _texts(said)
    # the next round's first play laid where Alice's old card lay: the rest of the table
    # is read again, but the Deep One went with the gathered table (QA50 A, on the video)
    _frames(table, PAST_TAKEN_BACK, (1, "investigators"))
    assert not any("no longer sees" in t for t in _texts(said)), _texts(said)


def test_a_card_really_taken_back_while_the_rest_is_read_is_still_asked_about():
    table, said, _ = _bob_s_deep_one_asked()
    _frames(table, PAST_TAKEN_BACK, (1, "investigators"))      # Alice's card still read
    assert _texts(said).count("The camera no longer sees the Deep One in Bob's discard "
                              "zone. If it was taken back, press minus twice to undo it.") == 1


def test_the_advice_is_over_once_the_answer_ends_the_round():
    # QA50 A: cut by "Bob is out, with the Deep One.", it came back as "Again: …" after
    # "Alice wins the round"
    table, said, _ = _bob_s_deep_one_asked()
    _frames(table, PAST_TAKEN_BACK, (1, "investigators"))
    advice = next(a for a in said if "no longer sees" in a.brief)
    assert advice.stale is not None and not advice.stale()
    table._key(Command("answer", 1))                           # yes: Bob is out
    assert table.session.tracker.view().active is None        # the round is over
    assert advice.stale()


def test_the_advice_is_over_once_something_else_is_taken():
    table, said, _ = _bob_s_deep_one_asked()
    _frames(table, PAST_TAKEN_BACK, (1, "investigators"))
    advice = next(a for a in said if "no longer sees" in a.brief)
    table._key(Command("answer", 2))                           # no: Bob played it
    assert table.session.tracker.view().active is not None
    assert advice.stale()                                      # minus would undo the answer


_QUESTION = "The Deep One in Bob's discard zone: was that Bob's hand, so Bob is out?"


def test_a_table_cleared_after_an_answer_that_keeps_the_round_going_names_it():
    # QA50 F720 11:57:19: a wrong plus 2 to "was that Alice's hand?", then the table
    # cleared: "round 4 is not over … or undo each card", no word of the answer; 32 cards
    # held, rounds 5-7 lost. Here: "no, Bob played it", then the table gathered
    table, said, _ = _bob_s_deep_one_asked()
    table._key(Command("answer", 2))
    assert table.session.tracker.view().active == 0            # Alice's turn: round on
    _frames(table, CLEARED_MID_FRAMES + 5)
    texts = _texts(said)
    at = next(i for i, t in enumerate(texts) if t.startswith("The table was cleared"))
    assert texts[at + 1] == (f"It may be your answer to: {_QUESTION} Without it, round 1 "
                             "would be over. To take that answer back, press minus twice.")
    table._undo(Command("undo"))                               # minus twice
    assert f"Undone: your answer to: {_QUESTION}" in _texts(said)
    assert table.session.tracker.question is not None          # asked again
    table._key(Command("answer", 1))                           # yes: Bob is out
    assert table.session.tracker.view().active is None         # the round is over
    assert "Alice wins the round and has 1 Sane." in _texts(said)


def test_no_answer_named_when_the_round_goes_on_without_it():
    # 3 players: "was that Bob's hand?" answered no; Bob out or not, Alice and Carol play
    # on: the cleared table names no answer
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    _frames(table, 6, (1, "investigators"))
    _frames(table, 6, (1, "investigators"), (2, "deep_one"))
    if table.session.tracker.question is not None:
        table._key(Command("answer", 2))
    _frames(table, CLEARED_MID_FRAMES + 5)
    assert any(t.startswith("The table was cleared") for t in _texts(said)), _texts(said)
    assert not any(t.startswith("It may be your answer") for t in _texts(said))


def test_the_answer_line_is_in_every_language():
    for lang in ("en", "fr", "es"):
        text = message(lang, "app.cleared_by_answer", question="Q?", round=4)
        assert "Q?" in text and "4" in text
    assert message("fr", "app.cleared_by_answer", question="Q?", round=4) != \
        message("en", "app.cleared_by_answer", question="Q?", round=4)
