"""Review of late56 (session 56): one zone judged covered beside two bare zones or more
counts as a gathered table (:mod:`companion.app.one_pile_covered`). Probes: a hand resting
on the only pile of a 3-4 player round must still be no clear, whatever other zones' old
places read; a hand and a sleeve over two piles of a 6-player gather stay no clear. The
camera's readings are given by hand to a real stabilizer (as
tests/companion/app/test_qa55_late_answer_gather.py)."""
from companion.app.live_deal import CLEARED_MID_FRAMES
from tests.companion.app.test_live_deal import _frames, _table, _texts
from tests.companion.app.test_qa52b_gathered_dealt import _gathered_one_place_covered


def test_a_hand_on_the_only_play_beside_two_zones_whose_refused_cards_were_taken_back():
    """4 players, round 1: Alice's Urchin the only play; Carol and Dan lay cards out of
    turn (refused: Bob's turn), then take them back; a hand rests on Alice's pile for
    over a second. Zones: Alice's covered, Carol's and Dan's bare; the round's plays:
    Alice's alone, covered. No clear."""
    table, said, _ = _table(names=("Alice", "Bob", "Carol", "Dan"))
    _frames(table, 6, (1, "the_urchin"))
    _frames(table, 8, (1, "the_urchin"), (3, "the_boxer"), (4, "the_fed"))
    assert table.session.tracker.view().seats[2].zone == (), _texts(said)
    _frames(table, 8, (1, "the_urchin"))  # the refused cards taken back
    n = len(said)
    _gathered_one_place_covered(table, CLEARED_MID_FRAMES + 10, {(1, "the_urchin")})
    texts = _texts(said)[n:]
    assert table.cleared_mid is None, texts
    assert not any(t.startswith("The table was cleared") for t in texts), texts


def test_a_hand_on_the_only_play_after_two_plays_undone_and_taken_back():
    """3 players: Alice, Bob and Carol play; Carol's and Bob's plays undone (minus twice,
    each) and taken back; a hand rests on Alice's pile. No clear."""
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    cards = [(1, "the_urchin"), (2, "the_entertainer"), (3, "investigators")]
    for i in range(len(cards)):
        _frames(table, 6, *cards[:i + 1])
    for _ in range(2):
        table.undo_at = -100.0
        table._one_key("-")
        table._one_key("-")
    view = table.session.tracker.view()
    assert view.seats[1].zone == () and view.seats[2].zone == (), _texts(said)[-4:]
    _frames(table, 8, (1, "the_urchin"))  # taken back
    n = len(said)
    _gathered_one_place_covered(table, CLEARED_MID_FRAMES + 10, {(1, "the_urchin")})
    texts = _texts(said)[n:]
    assert table.cleared_mid is None, texts


def _six_players_gathered(covered):
    """6 players, one play each, then the table gathered with ``covered``'s places
    ((seat, key)) judged covered in every picture: ``(table, texts said since)``."""
    names = ("Alice", "Bob", "Carol", "Dan", "Eve", "Fay")
    table, said, _ = _table(names=names)
    cards = [(1, "the_urchin"), (2, "the_entertainer"), (3, "investigators"),
             (4, "the_boxer"), (5, "the_fed"), (6, "the_sailor")]
    for i in range(len(cards)):
        _frames(table, 6, *cards[:i + 1])
    assert all(len(s.zone) == 1 for s in table.session.tracker.view().seats), _texts(said)
    n = len(said)
    _gathered_one_place_covered(table, CLEARED_MID_FRAMES + 2, covered)
    return table, _texts(said)[n:]


def test_six_players_a_gather_with_one_pile_judged_covered_is_said_cleared():
    # main: nothing said (one covered play's place refused every picture)
    table, texts = _six_players_gathered({(4, "the_boxer")})
    assert table.cleared_mid == 1, texts


def test_six_players_a_hand_and_a_sleeve_over_two_piles_are_no_clear():
    table, texts = _six_players_gathered({(4, "the_boxer"), (5, "the_fed")})
    assert table.cleared_mid is None, texts


def test_the_late_answer_the_other_way_keeps_the_next_round_s_card_held():
    """late56's scenario answered "+1" (Carol's hand: Carol out) rather than "+2": round 1
    still waits for Dan's play on a gathered table; the next round's Boxer in Dan's zone
    stays held, not said as his round-1 play."""
    from tests.companion.app.test_qa55_late_answer_gather import _asked_then_gathered
    table, said, n = _asked_then_gathered()
    assert table.cleared_mid == 1, _texts(said)[n:]
    _frames(table, 6, (4, "the_boxer"))
    table._one_key("+")
    table._one_key("1")
    _frames(table, 6, (4, "the_boxer"))
    texts = _texts(said)[n:]
    assert table.session.tracker.question is None, texts
    assert table.session.tracker.view().seats[3].zone == (), texts
    assert "Dan: The Boxer." not in texts, texts


def test_a_gather_one_picture_short_of_the_mid_round_clear():
    """late56's scenario with a gather of CLEARED_MID_FRAMES - 1 pictures (runB's lasted
    exactly CLEARED_MID_FRAMES): the next round's Boxer must not be Dan's round-1 play,
    nor said as his discard, once the late answer comes. Main: said so (the clear needed 30
    pictures); a moment of gathered table, then a card new to the camera, is the next
    round's (:mod:`companion.app.mid_gather`)."""
    from tests.companion.app.test_qa55_late_answer_gather import _asked_then_gathered
    table, said, n = _asked_then_gathered(CLEARED_MID_FRAMES - 1)
    _frames(table, 6, (4, "the_boxer"))
    table._one_key("+")
    table._one_key("2")  # the late answer
    _frames(table, 6, (4, "the_boxer"))
    texts = _texts(said)[n:]
    assert "Dan: The Boxer." not in texts and "Dan discards The Boxer." not in texts, texts
    assert table.session.tracker.view().seats[3].zone == (), texts
