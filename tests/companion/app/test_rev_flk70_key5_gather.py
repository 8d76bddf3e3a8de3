"""Review of flk70 (QA69 L9's mend): the resume's summary now notes its "The round is over.
Gather the cards: …" (key 5's ``LiveKeys._turn_completed``, ``app.deal_next``) as the
round's end said (``LiveTable.round_over_said``), so the table's own "Gather all the cards
for the next round." (``app.new_round``) is not said after it. Key 5 pressed at a live
table between the round's end and the next picture's ``_between_rounds`` (a plus that
ends the round and 5 typed together, or during the moment a self-out's end is held for its
hand, k61) says the same ``app.deal_next`` line, which is not noted: the next picture says
``app.new_round`` right after it, the gather asked twice in a row (QA69 L9's repeat, live)."""
import pytest

from companion.app.keys import Command
from companion.narration.catalog import message

from .test_live_deal import _OLD, _end_round_one, _frames, _table, _texts


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_key_5_between_the_round_end_and_the_next_picture_asks_the_gather_once(lang):
    """Mended (ord71): LiveKeys._round_over_noted notes key 5's app.deal_next as the
    round's end said (as _say_summary does), so _between_rounds does not say
    app.new_round after it."""
    table, said, _ = _table(lang=lang)
    _end_round_one(table, *_OLD)
    n = len(said)
    table._key(Command("whose_turn"))  # key 5 before the next picture's _between_rounds
    _frames(table, 3, *_OLD)  # the round's cards still on the table
    texts = _texts(said)[n:]
    deal_next = message(lang, "app.deal_next")
    assert deal_next in texts, texts  # key 5's answer completes "No turn in progress."
    assert message(lang, "app.new_round") not in texts[texts.index(deal_next):], texts


def test_after_key_5_s_round_end_the_gathered_table_still_deals_the_next_round():
    """ord71's control for that mend: the round's end noted by key 5, the table then
    gathered and a new card laid deals round 2, as after the table's own line
    (test_live_deal's first test)."""
    table, said, logged = _table()
    _end_round_one(table, *_OLD)
    table._key(Command("whose_turn"))
    _frames(table, 10, (2, "the_musician"))  # Alice gathered her pile
    _frames(table, 6, (1, "the_urchin", 1))  # Bob's goes as Alice lays her first card
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[0].zone == ("the_urchin",), _texts(said)
    assert "Alice: The Urchin." in _texts(said)
