"""Review of cover50: the 2-player "new face-up cards deal" rule (NEW_FACE_UP_DEAL) must not
take cards held over the middle while hands hide both zones for a new deal: mid-round, "was
that Bob's hand?" open, the round going on (Bob's Deep One was his play), hands over both
piles while two hand cards are held over the middle, then Alice's next play."""
from .test_cover50_new_face_up_ends_round import FACE_UP_1, _asked
from .test_live_deal import _covered, _frames, _table, _texts

#: the round's face-up cards as the camera reads them, in the middle
MIDDLE = [(None, k, i) for i, k in enumerate(FACE_UP_1)]


def test_hand_cards_over_the_middle_while_hands_hide_both_piles_deal_no_round():
    table, said, logged = _asked()
    piles = {(1, "investigators"), (2, "deep_one")}
    # both players lean in: hands over both piles, two hand cards held over the middle
    _covered(table, 8, piles, (None, "the_musician", 0))
    _covered(table, 8, piles, (None, "the_musician", 0), (None, "cthulhu", 1))
    _covered(table, 4, piles)
    # the hands lift; Alice plays her next card beside her Investigators
    _frames(table, 40, (1, "investigators"), (2, "deep_one"))  # 1.3 s
    _frames(table, 6, (1, "investigators"), (1, "the_fed", 1), (2, "deep_one"))
    texts = _texts(said)
    assert table.session.tracker.view().round == 1, texts[-8:]
    assert [ob.kind for ob in logged].count("new_round") == 0, texts[-8:]
    assert not any("Bob is out, with the Deep One" in t for t in texts), texts[-8:]


def test_face_up_cards_read_anew_while_arms_hide_both_piles_deal_no_round():
    """Arms over the whole table for 2 s: the middle's face-up cards, unread, are forgotten
    (the piles look gathered), read anew when the arms leave the middle first, the piles
    still hidden: they are no new face-up cards once both piles are read again."""
    table, said, logged = _table()
    for i in range(1, 6):  # the five face-up cards, read before the first play
        _frames(table, 6, *MIDDLE[:i])
    _frames(table, 6, (1, "investigators"), *MIDDLE)
    _frames(table, 6, (1, "investigators"), (2, "deep_one"), *MIDDLE)
    assert table.session.tracker.question is not None  # was that Bob's hand?
    piles = {(1, "investigators"), (2, "deep_one")}
    _covered(table, 60, piles)  # arms over the piles and the middle
    _covered(table, 8, piles, *MIDDLE)  # they leave the middle first
    _frames(table, 40, (1, "investigators"), (2, "deep_one"), *MIDDLE)
    _frames(table, 6, (1, "investigators"), (1, "the_fed", 1), (2, "deep_one"), *MIDDLE)
    texts = _texts(said)
    assert table.session.tracker.view().round == 1, texts[-8:]
    assert [ob.kind for ob in logged].count("new_round") == 0, texts[-8:]
    assert not any("Bob is out, with the Deep One" in t for t in texts), texts[-8:]


def test_face_up_cards_read_anew_while_a_hand_rests_on_bob_s_pile_deal_no_round():
    """As above, but Bob's hand still rests on his pile when Alice plays: the cards read
    anew are the round's own face-up cards (by name), no new round's."""
    table, said, logged = _table()
    for i in range(1, 6):
        _frames(table, 6, *MIDDLE[:i])
    _frames(table, 6, (1, "investigators"), *MIDDLE)
    _frames(table, 6, (1, "investigators"), (2, "deep_one"), *MIDDLE)
    piles = {(1, "investigators"), (2, "deep_one")}
    _covered(table, 60, piles)
    _covered(table, 8, piles, *MIDDLE)
    bob = {(2, "deep_one")}  # Bob's hand stays on his pile
    _covered(table, 40, bob, (1, "investigators"), *MIDDLE)
    _covered(table, 6, bob, (1, "investigators"), (1, "the_fed", 1), *MIDDLE)
    assert table.session.tracker.view().round == 1
    assert [ob.kind for ob in logged].count("new_round") == 0
