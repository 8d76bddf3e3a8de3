"""Review of qm62 (QA62 MEDIUM-3's refusal of Enter's rank typed before Enter's cue).

Enter pressed (its cue "Card for Carol's play: which rank?" still waiting behind the voice),
then the camera reads Carol's play before the digit comes (a picture between two polls of
the keys): the refusal must not tell the player to give Carol's play by Enter, a card the
camera has just named ("Carol: …"): obeyed, the card would be added twice. Nor may the rank
go elsewhere unheard (as it does on main: rank 6 taken as Alice's discard, the cue naming
Carol's play): it says the card read meanwhile (``app.enter_read_meanwhile``, as
:mod:`companion.app.enter_raced` says it of a stall's prompt raced)."""
from companion.narration.catalog import message
from companion.tracker.observations import card_seen

from .test_live_deal import _texts
from .test_qa50_enter_heard import _keys
from .test_qa62_enter_rank_before_cue import _carol_s_turn_alice_told_unread, _unbegun_from_now


def test_no_refusal_asking_for_a_card_the_camera_read_between_enter_and_its_rank():
    table, said, logged = _carol_s_turn_alice_told_unread("en")
    _unbegun_from_now(table, said, cues_only=True)
    n = len(said)
    _keys(table, "\n")
    table.session.observe(card_seen(2, "the_musician"))  # Carol's play read meanwhile
    assert table.session.tracker.awaited_seats() == (0, 2)
    read = len(logged)
    _keys(table, "6")
    refusal = message("en", "app.enter_rank_before_cue",
                      expected=message("en", "wait.play", player="Carol"), player="Alice")
    assert refusal not in _texts(said)[n:], _texts(said)[n:]
    # nor is the rank given to Carol's play again (read: the card is not added twice)
    # nor is the rank given elsewhere, its cue unheard (main: "Alice discards Randall
    # Tillinghast.", rank 6 as Alice's discard): it says the card read meanwhile
    assert logged[read:] == [], _texts(said)[n:]
    assert _texts(said)[-1] == message("en", "app.enter_read_meanwhile", card="The Musician",
                                       player="Carol"), _texts(said)[n:]
