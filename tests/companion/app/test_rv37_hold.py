"""Review of hold37 (session 37, review37b): cards held while a card told unread or an
effect's card the stall asked for is awaited (:mod:`companion.app.stall`)."""
from .test_live_deal import GONE, _frames, _table, _texts
from .test_stall import MISSING, _lay, _rlyeh_waits
from .test_stall_holds import _unread, _zones


def _bob_unread():
    """Alice played The Urchin; Bob's card told unread (Bob alone awaited)."""
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    _lay(table, (1, "the_urchin"))
    assert table.session.tracker.awaited_seats() == (1,)
    _unread(table, 2)  # "I cannot read a card in Bob's zone: press Enter, then its rank."
    return table, said


def _enter_bobs_urchin(table):
    for key in "\n4+1":
        table._one_key(key)


def test_1_a_lone_held_card_taken_back_into_the_hand_is_not_played():
    # HIGH: Carol lays her card out of turn behind Bob's unread card and takes it back
    table, said = _bob_unread()
    _lay(table, (1, "the_urchin"), (3, "the_musician", 1))
    _frames(table, GONE, (1, "the_urchin"))  # back into her hand: a hidden card
    n = len(said)
    _enter_bobs_urchin(table)
    _frames(table, 3, (1, "the_urchin"))
    assert "Carol: The Musician." not in _texts(said)[n:]
    assert _zones(table)[2] == ()


def test_1b_a_lone_held_card_lifted_and_laid_again_is_one_card_not_two():
    # HIGH (same cause): lifted > 3 s and laid again a little aside: kept AND held again
    table, said = _bob_unread()
    _lay(table, (1, "the_urchin"), (3, "the_musician", 1))
    _frames(table, GONE, (1, "the_urchin"))
    _lay(table, (1, "the_urchin"), (3, "the_musician", 3))
    _enter_bobs_urchin(table)
    _frames(table, 3, (1, "the_urchin"), (3, "the_musician", 3))
    assert _zones(table)[2] == ("the_musician",)  # got ('the_musician', 'the_musician')


def test_2_a_play_held_behind_an_early_card_is_taken_in_its_turn():
    # MEDIUM (also on 71401d4; now any zone): Alice's next card laid early, then Carol's;
    # Bob's card entered, "Carol." -- her Musician lies there, kept behind Alice's Fed
    table, said = _bob_unread()
    cards = ((1, "the_urchin"), (1, "the_fed", 1), (3, "the_musician", 1))
    _lay(table, *cards)
    _enter_bobs_urchin(table)
    _frames(table, 10, *cards)
    assert _zones(table)[2] == ("the_musician",)


def test_3_the_awaited_card_read_late_is_held_it_may_be_the_next_play():
    # LOW (trade-off, review37b): after "Still waiting for the cards of Carol's R'lyeh", the
    # camera reads a Musician in Carol's zone: held, the round waits for Enter 5. Not taken
    # (mendh37): Alice's Necronomicon came since, so it may be Carol's next play, not
    # R'lyeh's card (QA36 st7: a later card taken as R'lyeh's missing one, a wrong game)
    table, said = _rlyeh_waits()
    laid = ((1, "necronomicon", 1), (1, "randall_tillinghast", 2))
    _lay(table, *laid)
    assert _texts(said)[-1] == MISSING.format(2)
    n, zones = len(said), _zones(table)
    _lay(table, *laid, (3, "the_musician", 3))
    assert _texts(said)[n:] == [] and _zones(table) == zones
    assert table.stall.cards[-1].event.candidates == ("the_musician",)
