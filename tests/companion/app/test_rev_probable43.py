"""Review of probable43 (QA42 H1): a card refused in the zone of a player only probably
out ("Not counted: The Musician in Bob's zone: Bob was only probably out. …") is watched as
main's ``seat_out`` refusal is (QA42 L4): key 3 counts it as seen while it lies there, and
taken away (as the refusal tells to do), it is unseen again."""
from companion.app.keys import Command
from companion.tracker import observations as o
from tests.companion.app.test_live_deal import GONE, _frames, _table, _texts
from tests.companion.tracker.test_qa42_late_play import NAMES, QA42_B_CARDS


def _unseen(table, said) -> str:
    table._key(Command("unseen"))
    return _texts(said)[-1]


def _qa42_table():
    """QA42's log up to Alice's second Boxer (card 11) entered, the camera showing those
    cards (seats 1-based, index in zone): Bob said probably out, his Musician not laid."""
    table, said, _ = _table(names=NAMES)
    shown, count = [], {}
    for seat, card in QA42_B_CARDS[:12]:
        table.session.observe(o.card_seen(seat, card))
        shown.append((seat + 1, card, count.get(seat, 0)))
        count[seat] = count.get(seat, 0) + 1
    _frames(table, 6, *shown)
    return table, said, tuple(shown)


def test_key_3_counts_a_card_refused_in_a_probably_out_player_s_zone_as_seen():
    table, said, shown = _qa42_table()
    before = _unseen(table, said)
    _frames(table, 6, *shown, (2, "the_musician"))
    assert any(t.startswith("Not counted: The Musician in Bob's zone: Bob was only "
                            "probably out.") for t in _texts(said)), _texts(said)
    count = int(before.split()[1])
    assert _unseen(table, said).startswith(f"Unseen: {count - 1} cards;")
    _frames(table, GONE, *shown)  # the Musician taken away: unseen again
    assert _unseen(table, said) == before
