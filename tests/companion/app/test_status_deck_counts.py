"""The status line's deck count while the accounts kept differ on it (QA44b, t3 of QA44:
"deck 13", then "deck 14" once "was that Bob's hand?" was answered yes: the count went
up, the first account's guess shown as fact)."""
from companion.app.keys import Command
from companion.tracker import observations as o

from .test_live_setup import _set_up_with, _table

#: QA44 t3's round 1 up to the Cultists in Bob's zone (Alice's Deep One on Bob)
PLAYS = [(0, "randall_tillinghast"), (1, "investigators"), (2, "the_fed"), (3, "cthulhu"),
         (3, "the_urchin"), (0, "the_boxer")]


def _deck(line: str) -> str:
    return line.split(" | ")[2]


def test_status_line_shows_both_deck_counts_while_was_that_bobs_hand_is_open():
    table, _, _ = _table(names=("Alice", "Bob", "Carol", "Dan"), markers=(1, 2, 3, 4))
    _set_up_with(table, 1)
    session = table.session
    for seat, key in PLAYS:
        session.observe(o.card_seen(seat, key))
    session.key(Command("answer", 2))  # Carol is still in
    assert _deck(table.status_line()) == "deck 15"  # Alice drew after her check
    for seat, key in [(0, "deep_one"), (1, "cultists")]:
        session.observe(o.card_seen(seat, key))
    assert session.tracker.question is not None
    line = table.status_line()
    # his own play came with his draw (13), his hand knocked out by the Deep One did not (14)
    assert _deck(line) == "deck 13-14" and "QUESTION" in line
    session.key(Command("answer", 1))  # yes: Bob's hand, Bob is out
    assert _deck(table.status_line()) == "deck 14"


def test_status_line_deck_range_is_in_the_table_language():
    table, _, _ = _table(names=("Alice", "Bob", "Carol", "Dan"), lang="fr",
                         markers=(1, 2, 3, 4))
    _set_up_with(table, 1)
    for seat, key in PLAYS[:3]:
        table.session.observe(o.card_seen(seat, key))
    assert _deck(table.status_line()) == "pioche 17-18"


def test_status_line_shows_one_count_after_a_guess_with_no_question_open():
    """Review of lows45: after Bob's Investigators (a guess, no question open) the accounts
    that wait for a knocked-out hand have not made the next turn's draw the others made
    (seed 002 "Player Turn": the next player draws): the screen showed "deck 18-19", and key 2
    said "18 or 19 cards left in the deck: the next card tells.", though every account
    leaves 18 once the next player has drawn."""
    from companion.app.keys import Command
    table, said, _ = _table(names=("Alice", "Bob", "Carol", "Dan"), markers=(1, 2, 3, 4))
    _set_up_with(table, 1)
    session = table.session
    for seat, key in PLAYS[:2]:
        session.observe(o.card_seen(seat, key))
    assert session.tracker.question is None
    assert _deck(table.status_line()) == "deck 18"
    before = len(said)
    session.key(Command("deck"))
    assert [a.brief for a in said[before:]] == ["18 cards left in the deck."]


def test_status_line_keeps_the_range_when_the_knock_out_ends_the_round():
    """2 players: Bob's Investigators may have knocked Alice out, which ends the round with
    no draw (seed 002 "End of the Round"): 16 then, 15 once she drew if she is still in;
    the range stays, and key 2 says both."""
    from companion.app.keys import Command
    table, said, _ = _table(names=("Alice", "Bob"), markers=(1, 2))
    _set_up_with(table, 1)
    for seat, key in [(0, "the_fed"), (1, "investigators")]:
        table.session.observe(o.card_seen(seat, key))
    assert _deck(table.status_line()) == "deck 15-16"
    before = len(said)
    table.session.key(Command("deck"))
    assert [a.brief for a in said[before:]] == [
        "15 or 16 cards left in the deck: the next card tells."]
