"""Second review of late49 (QA49 HIGH-1, rounds lost while a held round waited): a
gathered table seen after held cards, then another card held, was taken for a round
played through meanwhile. At a normal pace the held cards may go from view and come back
without any round played (the table put back, a card unread a moment): the next card held
then made the held round's settlement say "I lost the round played and gathered
meanwhile", drop every held card and watch the real next round as lost."""
from tests.companion.app.test_held_after_end46 import _end_then_keys, _held_for_round_2
from tests.companion.app.test_late49_lost_rounds import LOST
from tests.companion.app.test_live_deal import GATHERED, GONE, _frames, _texts
from tests.companion.app.test_stall import _lay


def test_held_cards_put_back_then_one_more_laid_are_no_round_lost(monkeypatch):
    """The held cards gathered, seen again at their places (the table put back, as
    test_held_after_end46's test_a_gathered_held_card_laid_back_at_its_place_is_held_once),
    then the next player's card laid: round 2's three cards, no round played meanwhile."""
    table, said = _held_for_round_2()
    laid = ((3, "the_fed", 1), (1, "the_urchin", 1))
    _frames(table, 6, *laid)
    _frames(table, 2 * GONE)  # gathered, or unread a moment
    _frames(table, 6, *laid)  # put back at their places: the cards kept
    _frames(table, 6, *laid, (2, "the_boxer", 1))  # Bob's play, round 2's third
    _end_then_keys(table, monkeypatch, ["\n", "5"])
    texts = _texts(said)
    assert not any(t.startswith(LOST["en"][:40]) for t in texts), texts[-6:]
    view = table.session.tracker.view()
    assert view.round == 2, texts[-6:]
    assert (view.seats[2].zone, view.seats[0].zone, view.seats[1].zone) == (
        ("the_fed",), ("the_urchin",), ("the_boxer",)), texts[-6:]


def test_a_later_round_s_card_named_like_a_held_one_at_its_place_is_no_table_put_back(
        monkeypatch):
    """QA49 r3's round 3 began with Carol's Investigators, laid where her round-2
    Investigators had lain: one held card "back" at its place while the others stay gone
    is a later round's card, not the table put back; the rounds are still lost."""
    table, said = _held_for_round_2()
    _lay(table, (3, "the_fed", 1), (1, "the_urchin", 1))
    _frames(table, 2 * GONE)  # round 2's end: its cards gathered, the next deal
    # round 3: Carol's Fed where her round-2 Fed lay (known again as that card), then
    # Alice's Sailor where her round-2 Urchin lay (held)
    _lay(table, (3, "the_fed", 1), (1, "the_sailor", 1))
    _end_then_keys(table, monkeypatch, ["\n", "5"])
    texts = _texts(said)
    assert any(t.startswith(LOST["en"][:40]) for t in texts), texts[-6:]
    assert table.session.tracker.view().round == 1, texts[-6:]


def test_a_lone_held_card_unread_a_moment_then_the_next_play_is_no_round_lost(monkeypatch):
    """Round 2's Fed, held, unread for a second (a glint, a tilted sticker: no zone card
    read, the table bare to the camera), then read again, and Alice's Urchin laid."""
    table, said = _held_for_round_2()
    _frames(table, GATHERED + 5)
    _lay(table, (3, "the_fed", 1), (1, "the_urchin", 1))
    _end_then_keys(table, monkeypatch, ["\n", "5"])
    texts = _texts(said)
    assert not any(t.startswith(LOST["en"][:40]) for t in texts), texts[-6:]
    view = table.session.tracker.view()
    assert (view.round, view.seats[2].zone, view.seats[0].zone) == (
        2, ("the_fed",), ("the_urchin",)), texts[-6:]
