"""Fresh QA48 HIGH-2 (r5, 3 players arkham tilted, seed 35; r1, 6 players): the camera
missed Alice's play (laid squarely on its twin); Bob's later cards, refused, were held and
"Still waiting for Alice's play: a card I could not read? Press Enter, then its rank." was
said; her next Sanity check's card, the Dilettante, laid after them, was then taken as that
play: "Alice: The Dilettante." "Alice is out.", a false round winner and the game won two
rounds early (r1: Carol's showdown hand taken as her play). Such a card is held with the
others and named once (:meth:`~companion.app.stall.Stalls._after_missed`); the play's rank
entered gives them all in order. A slow player's play read then is that card entered, not
a second card (:mod:`test_qa37_play_stall`)."""
import pytest

from .test_live_deal import GONE, _frames, _table, _texts
from .test_stall import _lay

#: Bob's and Carol's cards, laid while Alice's play is awaited, then Alice's next card
LAID = ((2, "the_urchin", 1), (3, "the_entertainer", 1), (1, "the_dilettante", 1))


def _next_card_read(lang="en"):
    """Alice's turn; Bob and Carol lay their cards (the stall asks for Alice's play), then
    Alice's next card, the Dilettante, is read."""
    table, said, _ = _table(names=("Alice", "Bob", "Carol"), lang=lang)
    _lay(table, *LAID[:2])
    n = len(said)
    _frames(table, 6, *LAID)
    return table, said, _texts(said)[n:]


def test_a_card_of_the_awaited_player_laid_after_the_held_cards_is_held_not_her_play():
    table, said, heard = _next_card_read()
    assert heard == ["The Dilettante in Alice's zone waits too: Alice's play, or a later "
                     "card? Press Enter, then the rank of Alice's play, even if it is this "
                     "card."]  # not "Alice: The Dilettante." "Alice is out."
    view = table.session.tracker.view()
    assert [s.zone for s in view.seats] == [(), (), ()]
    assert view.active == 0 and table.session.tracker.waiting()[:2] == ("play", 0)


def test_the_missed_play_entered_gives_the_held_cards_in_order_her_next_card_last():
    table, said, _ = _next_card_read()
    n = len(said)
    for key in ("\n", "6", "+", "2"):  # Alice's missed play: Randall Tillinghast
        table._one_key(key)
    _frames(table, 6, *LAID)
    heard = _texts(said)[n:]
    at = [heard.index(line) for line in (
        "Alice: Randall Tillinghast.",
        "Bob: The Urchin.", "Carol: The Entertainer.",  # laid in turn (inturn48)
        "Alice: Sanity check, 1 card.", "Alice passes. 18 cards left.")]
    assert at == sorted(at), heard  # the Dilettante: her next turn's Sanity check's card
    assert [s.zone for s in table.session.tracker.view().seats] == [
        ("randall_tillinghast", "the_dilettante"), ("the_urchin",), ("the_entertainer",)]


def test_a_card_of_another_player_after_it_is_held_in_silence():
    table, said, _ = _next_card_read()
    n = len(said)
    _frames(table, 6, *LAID, (2, "the_boxer", 2))
    assert _texts(said)[n:] == []
    assert [s.zone for s in table.session.tracker.view().seats] == [(), (), ()]


@pytest.mark.parametrize("lang, line", [
    ("fr", "La Dilettante dans la zone d'Alice attend aussi : le jeu d'Alice, ou une carte "
           "posée après ? Appuyez sur Entrée, puis sur le rang du jeu d'Alice, même si c'est "
           "cette carte."),
    ("es", "La Diletante en la zona de Alice también espera: ¿la jugada de Alice o una carta "
           "posterior? Pulsa Intro y luego el rango de la jugada de Alice, aunque sea esta "
           "carta.")])
def test_the_line_in_french_and_spanish(lang, line):
    _, _, heard = _next_card_read(lang)
    assert heard == [line]


def test_the_table_moved_by_another_input_her_card_stays_held():
    # the stall gives its cards once the table takes any input; with her play still not
    # entered, her card (the only one the table would take) is not that play
    table, said, _ = _next_card_read()
    table.stall.moved = lambda: True
    n = len(said)
    table._stall_release()
    assert not any("Dilettante" in line for line in _texts(said)[n:])
    assert [s.zone for s in table.session.tracker.view().seats] == [(), (), ()]
    assert [left.event.candidates for left in table._stall_kept()] == [
        ("the_urchin",), ("the_entertainer",), ("the_dilettante",)]


def test_her_held_card_covered_by_her_next_one_is_kept_and_given_first():
    # r5 replayed with the fix: her check's Dilettante, held, covered by her play laid
    # squarely on it, counted as taken away and was forgotten; the play was given as her
    # Sanity check's card ("The Boxer." "Alice passes."), her play awaited again
    table, said, _ = _next_card_read()
    _frames(table, GONE * 3, *LAID[:2], (1, "the_fed", 1))  # on the Dilettante
    n = len(said)
    for key in ("\n", "6", "+", "2"):
        table._one_key(key)
    _frames(table, 6, *LAID[:2], (1, "the_fed", 1))
    heard = _texts(said)[n:]
    at = [heard.index(line) for line in (
        "Alice: Randall Tillinghast.", "Alice: Sanity check, 1 card.",
        "The Dilettante.", "Alice: The Fed.")]  # laid in turn (inturn48)
    assert at == sorted(at), heard
    assert table.session.tracker.view().seats[0].zone == (
        "randall_tillinghast", "the_dilettante", "the_fed")
