"""Review of ent2 (session 66): minus twice right after the answer to Enter's "which
card?" takes back the card entered with it (fresh QA65b H3, UndoKey._entry_with_answer),
unless a held camera card was taken as that very play (OwnNext._own_entry_there)."""
from .test_live_deal import _frames, _table, _texts
from .test_rev_missed49 import FED, _keys
from .test_stall import _lay

ENTRY_UNDONE = ("Undone: the card you entered in Alice's zone, and your answer to: Which "
                "card in Alice's zone: The Fed or the Nightgaunt?")


def test_a_held_card_taken_as_an_earlier_play_does_not_keep_the_next_entry_rank():
    # MEDIUM (review of ent2): 3 players, Alice's held Fed taken as her first play entered
    # (Enter 2, plus 1: "this card is taken as Alice's play just entered"); her next play
    # unseen, entered Enter 2, plus 2 (the Nightgaunt), then minus twice at once: the
    # branch undid the answer alone ("Undone: the last answer.", the rank nobody saw kept:
    # H3 itself), the exception meant for the Fed's own entry still firing for the zone
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    _lay(table, *FED[:2])
    _frames(table, 6, *FED)
    _keys(table, "\n", "2", "+", "1")  # The Fed or the Nightgaunt? The Fed (her held card)
    _frames(table, 12, *FED)
    assert _texts(said)[-1].startswith("The Fed in Alice's zone: this card is taken as")
    assert table.session.tracker.waiting()[:2] == ("play", 0)  # Alice's next play
    _keys(table, "\n", "2", "+", "2")  # her next play unseen: the Nightgaunt (say)
    _frames(table, 6, *FED)
    n = len(said)
    table.undo_at = float("-inf")  # (minus held down: no second undo within 0.5 s)
    _keys(table, "-", "-")
    _frames(table, 6, *FED)
    heard = _texts(said)[n:]
    assert ENTRY_UNDONE in heard and "Undone: the last answer." not in heard, heard
    view = table.session.tracker.view()
    assert view.seats[0].zone == ("the_fed",), heard
    assert table.session.tracker.waiting()[:2] == ("play", 0), heard
