"""QA42 L4: a card refused in the zone of a player who is out ("Not counted: The Sailor in
Carol's zone, as Carol is out.") lies face up: key 3 counts it as seen, as docs/keys.en.md
says of a face-up card in a zone that does not count; taken away, it is unseen again."""
from companion.app.keys import Command
from tests.companion.app.test_live_deal import GONE, _frames, _table, _texts

CARDS = ((1, "nightgaunt"), (1, "the_urchin", 1), (2, "investigators"), (3, "the_fed"))


def _unseen(table, said) -> str:
    table._key(Command("unseen"))
    return _texts(said)[-1]


def test_key_3_counts_a_card_refused_in_an_out_player_s_zone_as_seen():
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    _frames(table, 6, (1, "nightgaunt"))
    _frames(table, 6, *CARDS)
    table._key(Command("answer", 1))  # yes: the Fed was Carol's hand, Carol is out
    _frames(table, 1, *CARDS)
    assert table.session.tracker.view().seats[2].out
    before = _unseen(table, said)
    _frames(table, 6, *CARDS, (3, "the_sailor", 1))
    assert any(t.startswith("Not counted: The Sailor in Carol's zone") for t in _texts(said))
    assert table.session.tracker.view().seats[2].zone == ("the_fed",)
    count = int(before.split()[1])
    assert _unseen(table, said).startswith(f"Unseen: {count - 1} cards;")
    _frames(table, GONE, *CARDS)  # the Sailor taken away: unseen again
    assert _unseen(table, said) == before
