"""Review of cover50: the 2-player "new face-up cards deal" rule (NEW_FACE_UP_DEAL) must not
take cards held over the middle while hands hide both zones for a new deal: mid-round, "was
that Bob's hand?" open, the round going on (Bob's Deep One was his play), hands over both
piles while two hand cards are held over the middle, then Alice's next play."""
from companion.tracker import observations as o

#: round 1's face-up cards, read (2 players)
FACE_UP_1 = ("stowaway", "the_boxer", "investigators", "shoggoth", "the_boxer")
from .test_live_deal import _covered, _frames, _table, _texts


def test_hand_cards_over_the_middle_while_hands_hide_both_piles_deal_no_round():
    table, said, logged = _table()
    for k in FACE_UP_1:
        table.session.observe(o.face_up(k))
    _frames(table, 6, (1, "investigators"))
    _frames(table, 6, (1, "investigators"), (2, "deep_one"))
    assert table.session.tracker.question is not None  # was that Bob's hand?
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
