"""Fresh QA60 HIGH-2 (demo seed 370, arkham, stickers only, tilted, 4 players; replay
``/tmp/s60/qa60/r2``): Alice's Tommy Gun (no sticker) was told unread ("I cannot read a card
in Alice's zone", frame 142), then the Nightgaunt it drew, laid beside it (frame 167: the
same line again); the Necronomicon it drew (frame 182: "first the card I cannot read
there"), Carol's play and Alice's Sanity check's Randall Tillinghast and Urchin were held.
Enter and 0 came late (frame 250): "Alice: the Tommy Gun.", then its two cards taken from
the held ones, "the Necronomicon" and "Randall Tillinghast" (false: it drew the Nightgaunt,
never entered, and the Necronomicon); live, her Sanity check was then said wrong ("Alice
passes": she failed, her hand the Boxer). Typed at once (frame 142: Enter 0; frame 167:
Enter 2, plus 2), the same replay was right. A late Enter gives the same game as a prompt
one: the second card told unread stays owed, asked for again, and every held card waits
for it (:meth:`~companion.app.live_cards.CameraCards._unread_owed`,
:meth:`~companion.app.stall.Stalls._unread_owes`). In-process: the camera's readings given
by hand to a real stabilizer; Alice's place 0 the Tommy Gun, 1 the Nightgaunt (both
unread), 2 the Necronomicon."""
from .test_live_deal import _frames, _table, _texts
from .test_stall_holds import _unread

#: the Necronomicon the Tommy Gun drew, read in Alice's zone beside her two unread cards
NECRONOMICON = (1, "necronomicon", 2)


def _late_enter():
    """Alice's Tommy Gun and the Nightgaunt it drew told unread, the Necronomicon held
    behind them, then Enter and 0 typed late: the table, what was said, and where the
    late Enter's lines begin."""
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    _unread(table, 1)  # the Tommy Gun (frame 142)
    _frames(table, 6)
    _unread(table, 1)  # the Nightgaunt it drew, laid beside it (frame 167)
    _frames(table, 6)
    _frames(table, 8, NECRONOMICON)  # held: first the card I cannot read there
    assert table.session.tracker.view().seats[0].zone == ()
    n = len(said)
    for key in "\n0+1":  # the rank, late (frame 250); the Tommy Gun, not R'lyeh
        table._one_key(key)
    _frames(table, 6, NECRONOMICON)
    return table, said, n


def test_a_late_enter_for_the_first_unread_card_keeps_the_second_owed():
    table, said, n = _late_enter()
    zones = [seat.zone for seat in table.session.tracker.view().seats]
    # main: ("tommy_gun", "necronomicon"): the held card taken as the Tommy Gun's first
    assert zones[0] == ("tommy_gun",), (zones, _texts(said)[n:])
    assert any(t.startswith("I still cannot read the card in Alice's zone: press Enter, "
                            "then its rank.") for t in _texts(said)[n:]), _texts(said)[n:]


def test_the_second_unread_card_entered_then_the_held_card_follows_it():
    table, said, n = _late_enter()
    for key in "\n2":  # the Fed or the Nightgaunt?
        table._one_key(key)
    question = table.session.tracker.question
    assert question is not None, _texts(said)[n:]
    for key in "+2":  # the Nightgaunt
        table._one_key(key)
    _frames(table, 6, NECRONOMICON)
    zones = [seat.zone for seat in table.session.tracker.view().seats]
    assert zones[0] == ("tommy_gun", "nightgaunt", "necronomicon"), (zones, _texts(said)[n:])
