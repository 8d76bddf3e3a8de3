"""Fresh QA55 LOW-1 (run A, 2 players, arkham tilted en, seed 141): Bob's round-2 card
asked ("Which card in Bob's zone: The Dilettante or Cthulhu?"), his next card ended the
round in every account, its result held for the answer ("The round is over; its result
waits for the answer to the question.": no winner, no token said). Minus twice undid that
card and said "The round is not over any more: its token is taken back.", a token the
player never heard of. An undo of a round's end whose result was held says only that the
round is not over any more (``app.undone_round_end_held``), and only when that end was
said (the live table's ``app.round_result_waits_answer``: :attr:`~companion.app.undo_key.
UndoKey.round_result_told`); nothing of the round's end when it never was.

Since fresh QA60 HIGH-1 the round ends at Bob's card itself, The Dilettante or Cthulhu
(either puts him out: seed 002 card 8; :func:`companion.tracker.flow.round_over_owed`), his
hand owed: the Sailor after it is that hand, and the undo takes back the card asked about.
Since k61 that round's end is held unsaid for his hand (``Tracker.end_held``): an undo of
the card that ended it says no token either, the round not over any more only when the
live table said it over.
"""
import pytest

from companion.app.session import TableSession
from companion.narration.catalog import message
from companion.narration.narrate import token_words
from companion.tracker import observations as o

from .test_session import press


def _held_end(lang):
    """Run A's round 2 up to Bob's card, The Dilettante or Cthulhu, asked: the round's
    result held for the question (since QA60 HIGH-1 at that card, not at the Sailor)."""
    said = []
    s = TableSession(say=said.append, lang=lang)
    s.observe(o.start("arkham", ["Alice", "Bob"], lang, 0))
    for obs in (o.card_seen(0, "the_boxer"), o.card_seen(0, "the_boxer"), o.new_round(),
                o.card_seen(1, ("the_dilettante", "cthulhu"))):
        s.observe(obs)
    # (k61: held for Bob's hand, not said, rather than held for the question)
    assert s.tracker.end_held() and s.tracker.view().round_winners
    return s, said


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_undoing_a_held_round_end_says_no_token(lang):
    s, said = _held_end(lang)
    s.round_result_told = 2             # "The round is over; its result waits…" said
    del said[:]
    press(s, "--")
    texts = [a.brief for a in said]
    token = message(lang, "app.undone_round_end", count=1, **token_words(lang, "arkham"))
    assert token not in texts
    assert message(lang, "app.undone_round_end_held") in texts


def test_undoing_a_held_round_end_never_told_says_nothing_of_it():
    s, said = _held_end("en")
    del said[:]
    press(s, "--")
    texts = [a.brief for a in said]
    assert texts[0] == "Undone: the unconfirmed card in Bob's zone.", texts
    assert not any("not over any more" in t for t in texts), texts


def test_undoing_a_round_end_said_still_takes_its_token_back():
    said = []
    s = TableSession(say=said.append)
    s.observe(o.start("arkham", ["Alice", "Bob"], "en", 0))
    s.observe(o.card_seen(0, "the_boxer"))
    s.observe(o.card_seen(0, "the_boxer"))
    del said[:]
    press(s, "--")
    assert "The round is not over any more: its token is taken back." in [
        a.brief for a in said]


def test_the_live_table_s_held_end_then_its_undo():
    """Run A's order on the live table: its held end said ("The round is over; its result
    waits for the answer to the question."), then minus twice: the round is not over any
    more, no token. k61: the round ended at Bob's card (the Sailor after it his hand);
    the Sailor's undo leaves it over (its end held again for his hand), the undo of Bob's
    card then takes it back."""
    from .test_live_deal import _table, _texts
    table, said, _ = _table()
    for obs in (o.card_seen(0, "the_boxer"), o.card_seen(0, "the_boxer"), o.new_round(),
                o.card_seen(1, ("the_dilettante", "cthulhu")), o.card_seen(1, "the_sailor")):
        table.session.observe(obs)
    table._between_rounds()
    waits = message("en", "app.round_result_waits_answer")
    assert any(t.startswith(waits) or t == message("en", "app.round_result_waits_answer_coming")
               for t in _texts(said)), _texts(said)
    assert table.session.round_result_told == 2
    press(table.session, "--")
    assert _texts(said)[-2] == "Undone: The Sailor in Bob's zone.", _texts(said)
    assert table.session.tracker.view().round_winners and table.session.tracker.end_held()
    press(table.session, "--")
    texts = _texts(said)
    assert "The round is not over any more." in texts
    assert not any("token is taken back" in t for t in texts), texts
