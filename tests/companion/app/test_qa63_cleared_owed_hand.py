"""Fresh QA63 HIGH-3 (run r6: ``companion demo`` seed 464, 2 players, arkham-classic,
``--stickers-only``, busy, en; replay keys ``200 Enter 8``, ``205 +2`` (face up: The
Dilettante), ``458 Enter 8``, ``460 +1`` (Bob's zone), ``463 +1`` (Bob's play)): round 1's
table was gathered with Bob's Cthulhu and his knocked-out hand (The Boxer) unread ("The
table was cleared, but round 1 is not over: still waiting for Bob's play. … New cards
wait."); round 2's first play, Alice's Urchin, was held. Enter gave Bob's Cthulhu ("Bob:
Cthulhu." "Bob is out."), and Bob's round-2 Investigators, first read the picture after,
was taken as his round-1 hand: "Bob's hand: the Investigators. Check it." (false: his hand
was The Boxer, never read), and round 2 went wrong ("The Boxer by Alice? Waiting for Bob's
play."). The same keys 3 pictures earlier gave the right lines, the held Urchin dealing
round 2 before the Investigators was read.

guide-helper §12: after a gather the round's last hand is waited for with Enter and its
rank, the next round's cards wait for it; a card laid after the gather is never a card of
the round before. The knocked-out hand is laid face up at the knock-out (seed 002 "Out of
the Round"), so it was on the table before the clear and gathered with it: a card read
since is the next round's (:meth:`~companion.app.live_cards.CameraCards._owed_hand`)."""
import pytest

from companion.app.live_deal import CLEARED_MID_FRAMES
from .test_live_deal import _frames, _table, _texts
from .test_qa50_enter_heard import _keys
from .test_qa60_last_out_round_end import UNREAD

#: round 1 as the camera reads it: Alice's Fed, Bob's Sailor, Alice's Investigators
#: (seat 1-based, key, place); the face-up Dilettante entered by key before the last
ROUND_1 = ((1, "the_fed", 0), (2, "the_sailor", 0), (1, "investigators", 1))
#: the stabilizer's pictures before a card is reported (one fewer: not yet stable)
UNSTABLE = 3


def _cleared_before_bob_s_play(lang="en", urchin=True):
    """Round 1 up to Alice's Investigators, its table then gathered (Bob's Cthulhu and
    hand unread), Alice's round-2 Urchin held if ``urchin``, and Bob's Cthulhu entered
    by key up to its last answer ("1: Bob's play"), his round-2 Investigators laid
    meanwhile, not yet stable. Returns the table, its said list and the pictures' cards."""
    table, said, _ = _table(("Alice", "Bob"), lang, "arkham-classic")
    for i in range(2):
        _frames(table, 6, *ROUND_1[:i + 1])
    _keys(table, "\n8")  # face up: The Dilettante (r6's frames 200, 205)
    _keys(table, "+2")
    _frames(table, 6, *ROUND_1)
    _frames(table, CLEARED_MID_FRAMES + 40)  # gathered: "… still waiting for Bob's play"
    assert table.cleared_mid == 1
    held = ((1, "the_urchin", 0),) if urchin else ()
    _frames(table, 6, *held)  # round 2's first play, held
    _keys(table, "\n8")  # Bob's Cthulhu: in Bob's zone, his play (frames 458, 460)
    _keys(table, "+1")
    cards = (*held, (2, "investigators", 0))
    _frames(table, UNSTABLE, *cards)  # his round-2 Investigators, not yet reported
    return table, said, cards


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_card_read_after_enter_gave_bob_s_play_is_round_2_s_not_his_hand(lang):
    table, said, cards = _cleared_before_bob_s_play(lang)
    n = len(said)
    _keys(table, "+1")  # Bob's play (frame 463): "Bob: Cthulhu." "Bob is out."
    _frames(table, 20, *cards)  # the Investigators reported the picture after
    texts = _texts(said)[n:]
    # main: "Bob's hand: the Investigators. Check it.", round 2's Investigators lost
    assert UNREAD[lang] in texts, texts
    view = table.session.tracker.view()
    assert view.round == 2, texts
    assert [s.zone for s in view.seats] == [("the_urchin",), ("investigators",)], texts


def test_with_no_card_held_a_card_read_after_enter_deals_round_2():
    """The same gather and Enter, nothing laid before the Investigators: laid after the
    clear, it is no round-1 hand either; it deals round 2, whose starter (Alice, the
    winner: seed 002 "Starting the Next Round") has not played yet."""
    table, said, cards = _cleared_before_bob_s_play(urchin=False)
    n = len(said)
    _keys(table, "+1")
    _frames(table, 20, *cards)
    texts = _texts(said)[n:]
    assert "Bob's hand was not read." in texts, texts
    assert "Bob's hand: the Investigators." not in texts, texts
    assert table.session.tracker.view().round == 2, texts

