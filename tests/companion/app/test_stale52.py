"""Fresh QA52 r4 (6 players, arkham, harsh, en, seed 84, round 4): after round 3 the table
read bare for a second (every pile gathered), one place judged covered, so it was not
dealt as cleared; Dan's Investigators, Eve's Musician and Bob's Urchin (discarded to her
Musician) were laid where round 3's cards of the same names had lain, and the camera took
each for that old card (same name, same place: ``vision.stabilize``). Fay's R'lyeh dealt
round 4; Bob's Urchin, seen gathered, was said "Still on the table from the last round:
The Urchin in Bob's zone. Take it away; it is not read as a play." as fact and never
taken. Once the table read bare, an old card still read is asked, not said
(``NextDeal._say_old_cards``), and Enter then its rank enters it at its turn. In-process,
the camera's readings given by hand to a real stabilizer (test_live_deal.py's helpers)."""
from .test_live_deal import _OLD, GATHERED, _covered, _end_round_one, _frames, _table, _texts
from .test_qa50_enter_heard import _keys

_ASKED = ("Still on the table from the last round, or laid in this round: The Musician in "
          "Bob's zone? If it was laid in this round, press Enter when the table waits for "
          "it, then 5; if not, take it away.")


def test_a_card_read_where_a_gathered_card_of_its_name_lay_is_asked_not_said_old():
    table, said, _ = _table()
    _end_round_one(table, *_OLD)
    # a bare second, Alice's pile's place judged covered (so no deal: as Eve's in r4)
    _covered(table, GATHERED, {(1, "investigators")})
    assert table.gathered.done and table.session.tracker.view().round == 1
    # Bob's card laid where his old Musician lay; Alice's first play deals round 2
    _frames(table, 6, (2, "the_musician"))
    _frames(table, 6, (2, "the_musician"), (1, "the_urchin", 1))
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[0].zone == ("the_urchin",), _texts(said)
    old = [t for t in _texts(said) if t.startswith(("Still on the table", "Alice: The Ur"))]
    assert old == [_ASKED, "Alice: The Urchin."], old
    assert table.session.tracker.view().seats[1].zone == ()  # not taken by itself
    # Bob's turn: it was his play; Enter 5, in his zone (not face up), the Musician
    _keys(table, "\n5+1+1")
    assert table.session.tracker.view().seats[1].zone == ("the_musician",), _texts(said)
    assert not any(t.startswith("Still on the table from the last round:") for t in
                   _texts(said)), _texts(said)


def test_a_card_never_seen_gathered_is_still_said_old():
    # the other side (QA13b N5): the zones never read bare, Bob's pile never left
    table, said, _ = _table()
    _end_round_one(table, *_OLD)
    _frames(table, 6, (2, "the_musician"))
    _frames(table, 6, (2, "the_musician"), (1, "the_urchin", 1))
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[1].zone == ()
    assert ("Still on the table from the last round: The Musician in Bob's zone. Take it "
            "away; it is not read as a play.") in _texts(said)
