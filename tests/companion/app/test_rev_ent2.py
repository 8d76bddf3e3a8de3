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


def test_bob_zone_lifted_after_a_wrong_entry_says_no_false_discard():
    # HIGH on the merge of ent2 with branch slash (as on slash alone; main and ent2 pass):
    # handB's r9a route (d491, 3 players): Bob's unseen Entertainer entered as rank 3, the
    # Boxer; Carol's Tommy Gun and Necronomicon refused meanwhile; the hand lifted, Bob's
    # Entertainer, Musician and Sailor read at once: slash's hint ("The camera reads The
    # Entertainer in Bob's zone where The Boxer was entered") then gives the Musician, "Bob
    # discards The Sailor." and "Carol's Tommy Gun: the Necronomicon, from the deck", false
    # (truth: Carol discards the Tommy Gun; the Necronomicon is her play; the Sailor Bob's)
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    cards = [(1, "stowaway", 0), (1, "the_dilettante", 1)]
    _frames(table, 6, *cards)
    cards.append((3, "investigators", 0))  # Carol's, laid after Bob's unseen play
    _frames(table, 6, *cards)
    for key in ("\n3", "+1", "5", "*2"):  # the Boxer; Carol guesses 5; Bob's discard zone
        _keys(table, *key)
        _frames(table, 6, *cards)
    for laid in ((3, "tommy_gun", 1), (3, "necronomicon", 2)):
        cards.append(laid)
        _frames(table, 6, *cards)
    n = len(said)
    cards += [(2, "the_entertainer", 0), (2, "the_musician", 1), (2, "the_sailor", 2)]
    _frames(table, 12, *cards)
    told = _texts(said)[n:]
    assert not any(t.startswith(("Bob discards The Sailor", "Carol: the Tommy Gun",
                                 "Carol's Tommy Gun: the Necronomicon")) for t in told), told
