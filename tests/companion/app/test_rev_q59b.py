"""Review of q59b (QA59 HIGH-2's fix: two cards of the starter's zone laid again after the
gather are not taken, the older asked as her first play; a card laid in the starter's zone
while her old card is asked waits behind it). The camera's readings are given by hand to a
real stabilizer (:mod:`tests.companion.app.test_live_deal`); the table gathered while a
hand covered Bob's pile (:func:`tests.companion.app.test_live_deal._covered`), so Bob's
first card deals round 2 and Alice's cards read before it are judged laid again."""
from .test_live_deal import GATHERED, _covered, _end_round_one, _frames, _table, _texts
from .test_qa48_gathered_pile import OLD, _gathered

ALL = ((1, "investigators"), (1, "the_urchin", 1), (2, "the_fed", 1))


def _two_laid_again():
    """Round 1 ended with :data:`OLD`; gathered; Alice lays her Investigators and her
    Urchin where round 1's lay, then Bob his Fed (the deal): ``(table, said, n)``, ``n``
    the lines said before her first card."""
    table, said, _ = _table()
    _end_round_one(table, *OLD)
    _covered(table, GATHERED, {(2, "the_musician")})
    n = len(said)
    _frames(table, 6, (1, "investigators"))
    _frames(table, 6, (1, "investigators"), (1, "the_urchin", 1))
    _frames(table, 6, *ALL)
    return table, said, n


def test_two_cards_of_the_starter_s_zone_laid_again_through_the_live_loop():
    # the branch's own test calls NextDeal._laid_again with a stand-in Gathered; here the
    # whole deal: main said "Alice: The Urchin." (the zone's newest, maybe her hand)
    table, said, n = _two_laid_again()
    texts = _texts(said)[n:]
    assert not any(t.startswith("Alice: ") for t in texts), texts
    assert any(t.startswith("Still on the table from the last round, or Alice's first "
                            "play: the Investigators") for t in texts), texts
    assert any("laid in this round: The Urchin in Alice's zone" in t for t in texts), texts
    n = len(said)
    for key in "\n1+1":  # the Investigators was her play
        table._one_key(key)
    _frames(table, 12, *ALL)
    texts = _texts(said)[n:]
    assert "Alice: the Investigators." in texts, texts
    assert table.session.tracker.view().seats[0].zone == ("investigators",), texts


def test_minus_twice_after_the_asked_first_play_entered_keeps_it():
    # minus twice after Alice's Investigators entered as her first play undoes the last
    # step (Bob's Fed, then asked as his hand), not her play; the Urchin's question stays
    table, said, n = _two_laid_again()
    for key in "\n1+1":
        table._one_key(key)
    _frames(table, 12, *ALL)
    n = len(said)
    for key in "--":
        table._one_key(key)
    _frames(table, 12, *ALL)
    view, texts = table.session.tracker.view(), _texts(said)[n:]
    assert "Undone: The Fed in Bob's zone." in texts, texts
    assert view.seats[0].zone == ("investigators",) and view.active == 1, texts
    assert not any(t.startswith("Alice: ") for t in texts), texts


def test_a_real_leftover_left_a_minute_then_taken_away_loses_no_card():
    # the starter's old Investigators really left (under a hand through the bare second),
    # asked; her Urchin laid beside it and Bob's Fed wait behind it (the branch: main took
    # the Urchin at once); nobody answers for a minute, then the card is taken away: the
    # Urchin is her play, the Fed Bob's, nothing said of the Investigators as a play
    table, said = _gathered({(1, "investigators"): "covered", (1, "the_urchin"): "covered"})
    n = len(said)
    for _ in range(50):  # 60 s
        _frames(table, 36, (1, "investigators"), (2, "the_fed", 1), (1, "the_urchin", 1))
    texts = _texts(said)[n:]
    assert table.session.tracker.view().seats[0].zone == (), texts
    assert not any(t.startswith("Alice: ") or t.startswith("Bob: ") for t in texts), texts
    for _ in range(20):  # 4 s (left_cards.GONE_S)
        _frames(table, 6, (2, "the_fed", 1), (1, "the_urchin", 1))
    view, texts = table.session.tracker.view(), _texts(said)[n:]
    assert view.seats[0].zone == ("the_urchin",) and view.seats[1].zone == ("the_fed",), texts
    assert not any("Alice: the Investigators" in t for t in texts), texts
