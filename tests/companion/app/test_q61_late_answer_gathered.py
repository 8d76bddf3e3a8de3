"""Fresh QA60 MEDIUM-1 (r4, 3 players, busy, Spanish; session 61, q61): a question
answered late, after the cards moved on. Bob's Dilettante, read and refused while the
table waited for Alice's play ("¿La Diletante de Bob? La mesa espera la jugada de
Alice."), was gathered with the table before her play was told, and lost: the table then
waited for Bob's play all round (:mod:`companion.app.gathered_early`). And the cleared
table's prompt, cut by plus's "The cards have settled the question about Alice …: the
lines to come say how.", was said again naming the wait those lines ended ("still waiting
for Alice's play")."""
from companion.app.keys import Command

from .test_live_deal import GATHERED, GONE, _frames, _table, _texts
from .test_qa48_held_in_turn import _card

NAMES = ("Alice", "Bob", "Carol")


def _history(table):
    return [(e[0].seat, e[0].cards) for e in table.session.tracker.history if e[0].seat is not None]


def test_a_refused_card_gathered_with_the_table_is_given_in_its_turn():
    # replay of r4 with the Enter at frame 110: Alice's play told one picture after the
    # Dilettante was last seen (the table being gathered); main forgot it 3 s later
    table, said, _ = _table(names=NAMES)
    bob = _card(2, "the_dilettante")
    _frames(table, 12, bob)
    assert "The Dilettante by Bob? Waiting for Alice's play." in _texts(said)
    _frames(table, 5)  # the table being gathered: the Dilettante unseen, not gone yet
    table._key(Command("enter", 4))
    table._key(Command("answer", 1))  # Alice: The Urchin; Bob's play awaited
    n = len(said)
    _frames(table, GONE + GATHERED + 12)
    texts = _texts(said)[n:]
    assert "Bob: The Dilettante. It lay there before this turn: check it." in texts, texts
    assert _history(table)[-1] == (1, ("the_dilettante",)), _history(table)


def test_a_refused_card_taken_back_alone_is_not_said():
    # the rule of a card laid out of turn and taken back into the hand (a hidden card,
    # never said) stands: the Dilettante went alone, Alice's Fed still in view
    table, said, _ = _table(names=NAMES)
    alice, bob = _card(1, "the_fed"), _card(2, "the_dilettante")
    _frames(table, 12, alice)
    carol = _card(3, "the_urchin")
    _frames(table, 12, alice, carol)  # Carol's card before Bob's play: refused
    assert any(t.startswith("The Urchin by Carol?") for t in _texts(said)), _texts(said)
    _frames(table, GONE + 12, alice)  # taken back alone
    n = len(said)
    _frames(table, 12, alice, bob)
    _frames(table, 12, alice, bob)
    texts = _texts(said)[n:]
    assert not any("Urchin" in t for t in texts), texts
    assert (2, ("the_urchin",)) not in _history(table)[2:], _history(table)


def test_the_cleared_prompt_is_over_once_the_wait_it_names_changed():
    table, said, _ = _table(names=NAMES)
    _frames(table, 12, _card(2, "the_dilettante"))
    _frames(table, GONE + GATHERED + 12)
    cleared = next(a for a in said if a.brief.startswith("The table was cleared"))
    assert "still waiting for Alice's play" in cleared.brief
    assert not cleared.stale()
    table._key(Command("enter", 4))
    table._key(Command("answer", 1))  # Alice: The Urchin; the wait now Bob's play
    assert "Alice: The Urchin." in _texts(said)
    assert cleared.stale()


def test_a_card_of_the_next_deal_read_after_the_clear_does_not_drop_the_gathered_card():
    # review of q61 (q61c): the round's own cards read back end the gathered card (an arm
    # lifted, not a gathered table); a card that is none of the round's (the next deal's
    # first play, here Alice's Fed) is the clear made sure: the Dilettante is still given
    table, said, _ = _table(names=NAMES)
    bob = _card(2, "the_dilettante")
    _frames(table, 12, bob)
    _frames(table, 5)
    table._key(Command("enter", 4))
    table._key(Command("answer", 1))  # Alice: The Urchin; Bob's play awaited
    n = len(said)
    _frames(table, GONE)  # the Dilettante counts as taken away
    _frames(table, GATHERED + 12, _card(1, "the_fed"))
    texts = _texts(said)[n:]
    assert "Bob: The Dilettante. It lay there before this turn: check it." in texts, texts
    assert (1, ("the_dilettante",)) in _history(table), _history(table)
