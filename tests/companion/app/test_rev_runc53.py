"""Review of runc53 (fresh QA52b HIGH 1 and 5): the round dealt by held cards seen
gathered is taken for cleared at once (``LiveTable.gathered_dealt``), whatever the
pictures after the deal show."""
from tests.companion.app.test_held_after_end46 import _held_for_round_2
from tests.companion.app.test_late49_lost_rounds import ROUND_2
from tests.companion.app.test_live_deal import GATHERED, _frames, _texts
from tests.companion.app.test_stall import _lay


def _held_gather_then_answer(before_key=()):
    """Round 2's two cards held, then ``GATHERED + 5`` pictures reading no card (noted as
    a gather of the held cards), then ``before_key`` pictures, then round 1's missing card
    entered: ``(table, said, n)``."""
    table, said = _held_for_round_2()
    _lay(table, *ROUND_2)
    _frames(table, GATHERED + 5)
    assert table.held_gathers and table.session.tracker.view().round == 1
    for cards in before_key:
        _frames(table, 1, *cards)
    n = len(said)
    table._one_key("\n")
    table._one_key("5")
    return table, said, n


def test_held_cards_read_back_after_the_deal_are_no_gathered_table():
    """The pictures without a card were no gather (an arm, a glare, the cards lifted a
    moment): the key came before the cards were read again, and the very next pictures
    read round 2's two cards at their places. Nothing says the table is gathered."""
    table, said, n = _held_gather_then_answer()
    _frames(table, 1, *ROUND_2)
    texts = _texts(said)[n:]
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[2].zone == ("the_fed",), texts
    assert not any("table was cleared" in t or "table was gathered" in t for t in texts), \
        texts


def test_held_cards_read_in_the_deal_s_next_picture_are_no_gathered_table():
    """As above, but the picture that deals round 2 (the first after the key) still reads
    no card (the arm lifting): the next pictures read round 2's cards at their places.
    Branch: "The table was cleared, but round 2 is not over … New cards wait." said as
    fact over a table that holds round 2's cards (withdrawn silently a picture later)."""
    table, said, n = _held_gather_then_answer()
    _frames(table, 1)
    _frames(table, 3, *ROUND_2)
    texts = _texts(said)[n:]
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[2].zone == ("the_fed",), texts
    assert not any("table was cleared" in t for t in texts), texts


def test_a_hand_on_the_only_play_two_refused_cards_taken_back_is_no_cleared_table():
    """test_rev_leftover48's first table (a hand resting on Alice's only play, her refused
    Fed taken back beside it) with a second zone's refused card taken back too (Carol's
    Boxer laid out of turn): two zones with places, none counting as covered
    (``NextDeal._stray_covered``): "The table was cleared, but round 1 is not over"
    while Alice's Urchin lies under her hand."""
    from .test_qa48_gathered_pile import _looks
    from .test_live_deal import _table
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    _frames(table, 8, (1, "the_urchin"))
    _frames(table, 8, (1, "the_urchin"), (1, "the_fed", 1))
    _frames(table, 8, (1, "the_urchin"), (1, "the_fed", 1), (3, "the_boxer"))
    _looks(table, 40, {(1, "the_urchin"): "covered"})
    texts = _texts(said)
    assert "The Fed by Alice? Waiting for Bob's play." in texts, texts
    assert not any("cleared" in t for t in texts), texts
    assert table.cleared_mid is None
