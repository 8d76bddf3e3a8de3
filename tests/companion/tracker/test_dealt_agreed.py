"""``round_result.dealt_agreed``: what every account's events tell alike (deal45)."""
from companion.tracker.events import TableEvent
from companion.tracker.round_result import dealt_agreed

OUT = TableEvent("player_out", seat=2, cards=("the_musician",))
HAND = TableEvent("hand_revealed", seat=2, cards=("the_musician",))
END = TableEvent("round_ended", info=(0,), value=((0, 1), (0, 0), (0, 0)))


def test_two_accounts_keep_what_both_tell_and_the_seats_both_reveal():
    first = [TableEvent("showdown", info=(0, 2)), HAND, END]
    other = [OUT, TableEvent("showdown", info=(0,)), END]
    assert dealt_agreed([first, other]) == [TableEvent("showdown", info=(0,)), END]


def test_one_account_is_told_whole_showdown_and_all():
    """One list (the docstring's "at least one") once raised TypeError on a showdown
    (``set.intersection`` of no set)."""
    first = [OUT, TableEvent("showdown", info=(0, 1)), END]
    assert dealt_agreed([first]) == first
