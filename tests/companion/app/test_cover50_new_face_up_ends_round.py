"""Fresh QA50 run A (2 players, arkham, busy cloth, en, seed 61), replayed from its readings:
"was that Bob's hand, so Bob is out?" open (Alice's Investigators, Bob's Deep One), the
table gathered but Alice's bare place judged covered the whole time (no gather seen), then
round 2's five face-up cards laid in the middle with every pile gone, Alice's round-2
Investigators read where her old one lay (taken for it), and Bob's Musician: round 1's
question was closed as fact by round 2's card ("No answer needed: that was Bob's play. Bob
is out, with The Musician."; truth: the Deep One was his hand). New face-up cards laid in
the middle with the piles gathered are the next deal: a new round's card is no play of the
ended round, and the deal tells the round over (Tracker.deal_settles)."""
from companion.tracker import observations as o

from .test_live_deal import GATHERED, _covered, _frames, _table, _texts
from .test_qa50_enter_heard import _keys

#: round 1's face-up cards, read (2 players)
FACE_UP_1 = ("stowaway", "the_boxer", "investigators", "shoggoth", "the_boxer")
#: round 2's, laid as the video laid them
FACE_UP_2 = ("investigators", "the_fed", "cthulhu", "the_sailor", "investigators")


def _asked():
    """Run A's round 1 up to the question ("was that Bob's hand?")."""
    table, said, logged = _table()
    for k in FACE_UP_1:
        table.session.observe(o.face_up(k))
    _frames(table, 6, (1, "investigators"))
    _frames(table, 6, (1, "investigators"), (2, "deep_one"))
    assert table.session.tracker.question is not None  # was that Bob's hand?
    return table, said, logged


def _question_open():
    """Run A's round 1 up to the question, then the gather with Alice's place covered."""
    table, said, logged = _asked()
    # the gather: no zone card read, Alice's old place judged covered (busy cloth)
    _covered(table, GATHERED + 30, {(1, "investigators")})
    assert table.session.tracker.view().round == 1
    assert table.session.tracker.question is not None
    return table, said, logged


def _round_two_laid():
    """:func:`_question_open`, then round 2's face-up cards laid with the piles gone,
    Alice's round-2 Investigators read where her old one lay (taken for it), and Bob's
    Musician: ``(table, said, logged, cards)``, ``cards`` the last picture's."""
    table, said, logged = _question_open()
    middle = []
    for i, k in enumerate(FACE_UP_2):  # round 2's face-up cards, the piles gone
        middle.append((None, k, 0.5 * i))
        _covered(table, 6, {(1, "investigators")}, *middle)
    _frames(table, 6, (1, "investigators"), *middle)  # Alice's round-2 play, old place
    cards = ((1, "investigators"), (2, "the_musician"), *middle)
    _frames(table, 6, *cards)
    return table, said, logged, cards


def test_round_2_s_cards_after_an_unseen_gather_do_not_close_round_1_s_question_as_a_play():
    # since cq64b the face-up deal asks "was that Bob's hand?" again (test_cq64b_face_up_
    # end_asked); answered yes (truth), round 2 is dealt with its face-up cards
    table, said, logged, cards = _round_two_laid()
    _keys(table, "+1")
    _frames(table, 6, *cards)
    texts = _texts(said)
    assert not any("that was Bob's play" in t for t in texts), texts[-8:]
    assert not any("Bob is out, with The Musician" in t for t in texts), texts[-8:]
    assert "Bob is out, with the Deep One." in texts
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[1].zone == ("the_musician",), texts[-8:]
    assert sorted(view.face_up) == sorted(FACE_UP_2)


def test_one_card_laid_in_the_middle_is_no_deal():
    """One middle card (the round's own face-up card read late, a hand card held over the
    middle) is below ``NEW_FACE_UP_DEAL``: Bob's next card is still taken in round 1."""
    table, said, logged = _question_open()
    _covered(table, 6, {(1, "investigators")}, (None, "the_fed", 0))
    _frames(table, 6, (1, "investigators"), (2, "the_musician"), (None, "the_fed", 0))
    assert table.session.tracker.view().round == 1
    assert [ob.kind for ob in logged].count("new_round") == 0
