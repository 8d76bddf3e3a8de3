"""Fresh QA55 HIGH-3 (runB: 4 players, original, French, stickers only, dim, seed 147;
replayed by session 56's late56, frames 546-790): round 2 waited for "was the Hound of
Tindalos Alice's hand?" (answered 3 minutes later) while the table finished round 2 and
gathered it. In the 30 pictures of bare table (frames 608-637) Carol's only play's place
was judged covered, every other zone's places bare: no picture counted as a cleared table
(``NextDeal._stray_covered`` refused any covered place of the round's plays), nothing was
said, round 3's cards were not held, and Carol's round-3 Mi-Go was said as her round-2
play ("Carol : le Mi-Go.", "Carol défausse les Investigateurs.", "Carol sombre dans la
folie."). One zone judged covered beside two bare ones or more is a gathered table
(:mod:`companion.app.one_pile_covered`); the question is said again with the clear, and
the next cards are held and said so. The camera's readings are given by hand to a real
stabilizer (as tests/companion/app/test_qa52b_gathered_dealt.py)."""
from companion.app.live_deal import CLEARED_MID_FRAMES
from companion.app.one_pile_covered import one_pile_covered_at_most
from companion.tracker import observations as o
from tests.companion.app.test_live_deal import _frames, _table, _texts
from tests.companion.app.test_qa52b_gathered_dealt import _gathered_one_place_covered

#: the round's plays as the camera read them: Alice's, Bob's, then Carol's card in her
#: discard zone after Bob's guess of its rank (the open question: her hand or her play?)
PLAYS = ((1, "the_urchin"), (2, "investigators"), (3, "the_musician"))


def _asked_then_gathered(pictures: int = CLEARED_MID_FRAMES + 2):
    """4 players: Alice and Bob play, Bob guesses 5 on Carol, a 5 read in Carol's zone
    ("was that Carol's hand?" open, the round going on in both accounts); then the table
    gathered for ``pictures`` pictures, Carol's only card's place judged covered in every
    one, the others bare: ``(table, said, n)``, ``n`` the lines said before the gather."""
    table, said, _ = _table(names=("Alice", "Bob", "Carol", "Dan"))
    _frames(table, 6, *PLAYS[:1])
    _frames(table, 6, *PLAYS[:2])
    table.session.observe(o.target(2))
    table.session.observe(o.guess(5))
    _frames(table, 6, *PLAYS)
    assert table.session.tracker.question is not None, _texts(said)
    view = table.session.tracker.view()
    assert view.active is not None and view.seats[2].zone == ("the_musician",)
    n = len(said)
    _gathered_one_place_covered(table, pictures, {(3, "the_musician")})
    return table, said, n


def test_a_table_gathered_while_a_question_waits_is_said_though_one_play_looks_covered():
    table, said, n = _asked_then_gathered()
    # main: nothing said (Carol's covered place, one of the round's plays, refused every
    # picture of the gathered table)
    cleared = [t for t in _texts(said)[n:] if t.startswith(
        "The table was cleared, but round 1 is not over: answer the question first.")]
    assert (table.cleared_mid, len(cleared)) == (1, 1), _texts(said)[n:]


def test_the_next_round_s_card_waiting_for_the_late_answer_is_held_not_played():
    table, said, n = _asked_then_gathered()
    _frames(table, 6, (4, "the_boxer"))  # the next round's card, in Dan's zone (his turn)
    view = table.session.tracker.view()
    texts = _texts(said)[n:]
    # main: "Dan: The Boxer." taken as his round-1 play
    assert view.round == 1 and view.seats[3].zone == (), texts
    assert "Dan: The Boxer." not in texts, texts
    assert any(t.startswith("The Boxer in Dan's zone: held") for t in texts), texts
    table._one_key("+")
    table._one_key("2")  # the late answer: Carol's play, not her hand
    _frames(table, 6, (4, "the_boxer"))
    texts = _texts(said)[n:]
    assert table.session.tracker.question is None, texts
    assert table.session.tracker.view().seats[3].zone == (), texts
    assert "Dan: The Boxer." not in texts, texts


def test_one_pile_covered_at_most():
    """A zone alone or one covered beside one bare is no gathered table (QA23 #4, review
    of runc53); one covered beside two bare is (QA55 HIGH-3); two covered never."""
    assert one_pile_covered_at_most({})
    assert one_pile_covered_at_most({1: False, 2: False})
    assert not one_pile_covered_at_most({1: True})
    assert not one_pile_covered_at_most({1: True, 2: False})
    assert one_pile_covered_at_most({1: False, 2: False, 3: True})
    assert not one_pile_covered_at_most({1: True, 2: False, 3: True, 4: False})
