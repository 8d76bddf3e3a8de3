"""Review of session 36 (HIGH): a card laid out of turn and taken back into its player's
hand is a hidden card, never said (:mod:`companion.app.stall`): a stall keeps a card taken
away only with the table seen cleared or all its kept cards gone together, and begins only
behind a missing card (an effect's, an unread zone's, or since QA37 a play's) from the
second card laid since."""
from .test_live_deal import GONE, _frames, _texts
from .test_stall import _lay, _rlyeh_waits


def test_a_kept_card_taken_back_alone_is_not_said():
    table, said = _rlyeh_waits()
    _lay(table, (1, "necronomicon", 1), (1, "randall_tillinghast", 2))
    # Randall Tillinghast is taken back into Alice's hand; the Necronomicon stays
    _frames(table, GONE * 3, (1, "necronomicon", 1))
    n = len(said)
    table._one_key("\n")
    table._one_key("5")
    assert not any("Randall" in t for t in _texts(said)[n:])
    assert "The Necronomicon." in _texts(said)[n:]  # laid in its turn (QA48 MEDIUM-1)


def test_an_early_card_taken_back_into_the_hand_is_not_said():
    from .test_live_deal import _table
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    # Alice's turn; Bob, then Carol, lay their cards out of turn
    _lay(table, (2, "the_urchin", 1), (3, "the_entertainer", 1))
    # asked for (QA37 en21_f: a play the camera never gave); the cards laid are kept
    assert any("Still waiting for Alice's play: a card I could not read?" in t
               for t in _texts(said))
    # told "… Waiting for Alice's play.", Bob takes his card back into his hand
    _frames(table, GONE * 3, (3, "the_entertainer", 1))
    n = len(said)
    _frames(table, 6, (1, "the_fed", 1), (3, "the_entertainer", 1))  # Alice's play
    assert not any("Urchin" in t for t in _texts(said)[n:])
    assert table.session.tracker.view().seats[0].zone == ("the_fed",)  # Alice's play taken
    assert "Alice: The Fed." in _texts(said)[n:]
