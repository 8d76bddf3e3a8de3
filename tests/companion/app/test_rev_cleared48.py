"""Review of cleared48 (session 48): the held cards' order by frame time
(:func:`companion.app.live_deal._in_order_laid`) and the time a gathered card is first
read again (:attr:`~companion.app.cleared_cards.ClearedCards.back`), tried at round 3's
showdown of QA46b A (4 players, arkham), gathered, round 4's first plays held: Bob's
Investigators, then Carol's card. Each must be given in the order laid."""
from .test_live_deal import _texts
from .test_qa46_showdown_unread import _frames, _showdown
from .test_qa46b_held_round4_after_entry import _PlacesCamera, _near


def _gathered(old=True):
    """Round 3's showdown, the camera holding round 3's Investigators (Bob) and Musician
    (Carol) at their zones' first places (``old``; else none), then the table gathered:
    ``(table, said)``."""
    table, said = _showdown()
    table.watcher = _PlacesCamera()
    for _ in range(6 if old else 0):
        table.watcher.show(_near(2, "investigators", 0, 0.0), _near(3, "the_musician", 0, 0.0))
    _frames(table, 8)
    assert table.cleared_mid == 3
    return table, said


def _enter_3_then(table, said, *cards):
    """Enter 3 (Carol's revealed Boxer), then 6 pictures of ``cards``: what was said."""
    n = len(said)
    for key in "\n3":
        table._one_key(key)
    _frames(table, 6, *cards)
    texts = _texts(said)[n:]
    return texts[texts.index("Round 4. Bob starts."):]


def test_a_held_card_straightened_after_the_next_was_laid_keeps_its_place_in_the_order():
    # Bob's held Investigators, then Carol's Musician; Bob then straightens his card (a
    # jump of 150 px between two pictures: the camera reports it again, "a known card
    # moved", LeftCards._moved_here). cleared48 ordered the held cards by their events'
    # time, the moved card's new one: Carol's was given first, "The Musician by Carol?
    # Waiting for Bob's play." (main keeps the order held)
    table, said = _gathered(old=False)
    bob, carol = _near(2, "investigators", 0, 0.0), _near(3, "the_musician", 0, 0.0)
    _frames(table, 6, bob)
    _frames(table, 6, bob, carol)
    bob = _near(2, "investigators", 0, 150.0)
    _frames(table, 6, bob, carol)
    heard = _enter_3_then(table, said, bob, carol)
    assert heard[1] == "Bob: the Investigators.", heard
    assert not any("Waiting for" in t or "before this turn" in t for t in heard), heard


def test_a_gathered_pile_seen_once_more_then_gathered_is_no_card_laid_then():
    # the table read bare long enough (Carol's pile under her arm), her round-3 pile then
    # shown a moment and gathered; round 4: Bob's Investigators beside his old place,
    # then Carol's Musician (the second copy) exactly where hers lay (the camera takes it
    # for the old one). cleared48 reported it as laid when the old pile was last shown,
    # before Bob's: "The Musician by Carol? Waiting for Bob's play."
    table, said = _gathered()
    old_carol = _near(3, "the_musician", 0, 0.0)
    _frames(table, 2, old_carol)
    _frames(table, 4)
    bob = _near(2, "investigators", 1, 0.0)
    _frames(table, 6, bob)
    _frames(table, 6, bob, old_carol)
    heard = _enter_3_then(table, said, bob, old_carol)
    assert heard[1] == "Bob: the Investigators.", heard
    assert not any("Waiting for" in t or "before this turn" in t for t in heard), heard
    view = table.session.tracker.view()
    assert view.round == 4 and [s.zone for s in view.seats][1:3] == [
        ("investigators",), ("the_musician",)], heard
