"""Review of gather57 (the mid-round clear by frame time, :mod:`companion.app.mid_gather`):
probes of a false clear said mid-round. The camera's readings are given by hand to a real
stabilizer (as tests/companion/app/test_mid_gather.py); pictures 1/30 s apart, ``step`` 3 =
10 pictures a second."""
from tests.companion.app.test_live_deal import (CLEARED_ASKED, _frames, _texts,
                                                asked_then_yes_deals, bob_s_sailor_asked)
from tests.companion.app.test_mid_gather import _gather, _two_played


def test_a_gather_with_one_seatless_picture_while_an_account_has_the_round_over_deals():
    """deal_settles (Bob's Sailor: his hand or his play): main deals once the bare run
    (seat markers seen) lasts a second. The frame-time run goes on over the seatless
    picture, the bare run does not: the clear must not be said as "round 1 is not over"."""
    table, said, _ = bob_s_sailor_asked()
    assert table.session.tracker.deal_settles()
    n = len(said)
    # (cq64: the question asked again, the gathered table telling no account: "yes" deals;
    # never "round 1 is not over")
    asked_then_yes_deals(table, said, lambda: _gather(table, 30, 3, odd={2: "seatless"}))
    texts = _texts(said)[n:]
    assert not any(t.startswith("The table was cleared") and not t.startswith(CLEARED_ASKED)
                   for t in texts), texts


def test_a_false_moment_then_a_real_play_then_the_round_s_cards_read_again():
    """The worst case of the moment rule: a moment misjudged bare, then Carol's play read
    first alone (the clear said, the Fed held); then the round's cards read again with it:
    the alarm ends and the Fed is given in turn as Carol's play."""
    table, said = _two_played()
    n = len(said)
    _gather(table, 7)
    _frames(table, 6, (3, "the_fed", 1))
    assert table.cleared_mid == 1, _texts(said)[n:]
    _frames(table, 12, (1, "the_urchin"), (2, "the_entertainer"), (3, "the_fed", 1))
    texts = _texts(said)[n:]
    assert table.cleared_mid is None, texts
    assert table.session.tracker.view().seats[2].zone == ("the_fed",), texts
    assert "Carol: The Fed." in texts, texts


def test_two_bare_pictures_then_5_s_telling_nothing_then_one_bare_is_no_gather():
    """LOW: the frame-time run went on over any pause: 2 pictures of bare table, 5 s of
    pictures without seat markers (or unreadable), 1 more bare picture said the clear
    (3 pictures, 5 s). A pause longer than the run itself begins it again; the gather
    then needs its second of bare table."""
    for odd in ("seatless", "lost"):
        table, said = _two_played()
        n = len(said)
        _gather(table, 2)
        _gather(table, 50, odd={i: odd for i in range(50)})
        _gather(table, 1)
        assert table.cleared_mid is None, (odd, _texts(said)[n:])
        _gather(table, 10)  # the table bare a second more: gathered
        assert table.cleared_mid == 1, (odd, _texts(said)[n:])
