"""Review of xfailb55 (session 55): after a deal undone past its question (minus twice,
2 players, :func:`tests.companion.app.test_rev_r6b54._deal_undone`), the next starter's
card named like his old card of the round is held :data:`~companion.app.relaid_round.
RELAID_S` seconds (:mod:`companion.app.relaid_round`), and a resumed game holds the deal
again (:func:`~companion.app.session_resume.deal_undone`). Here: the real round 2 played
within the hold, a re-lay slower than the hold, and a resume over round 1's table laid
back."""
import pytest

from companion.app.relaid_round import RELAID_S
from companion.narration.catalog import message

from .test_live_deal import CLEARED_FRAMES, _frames, _texts
from .test_rev_r6b54 import _ROUND_ONE, _boxer_held, _deal_undone, _relaid_one_by_one
from .test_rev_undo2p54_resume import UNDONE, _resumed

#: pictures (1/30 s apart) for 2 seconds: well within RELAID_S
TWO_S = 60

#: round 1's news, false once round 1 goes on (Alice was still in)
ROUND_ONE_OVER = ("Alice is out, with The Sailor.", "Bob wins the round and has 1 Sane.",
                  "Round 2. Bob starts.")



def _round_one_went_on(view, texts):
    """Round 1 went on (Alice was still in), Bob's Fed his play after his Boxer; none of
    the undone deal's news said (``texts``: the lines said since the undo or the resume)."""
    assert view.round == 1 and view.seats[1].zone == ("the_boxer", "the_fed"), texts
    assert view.seats[0].zone == ("investigators", "the_sailor"), texts
    assert not any(t in texts for t in ROUND_ONE_OVER), texts


@pytest.mark.xfail(strict=True, reason=(
    "review of xfailb55, HIGH (narrow: after a deal undone past its question): the real "
    "round 2, Bob's first card the Boxer (named like his round-1 card: held by "
    "relaid_round, unsaid), then 2 s later Alice's hand after the Boxer's compare, the "
    "Sailor (named like her round-1 card): _relaid() takes it as round 1's laid back, "
    "CameraCards._card_appeared's undo2p54 branch ends the held deal (redeal_round None), "
    "both cards are absorbed as round 1's (KnownCards.known): nothing said, round 2 lost, "
    "round 1 going on with its question open. On main the Boxer dealt round 2 at once. "
    "Cards alone cannot tell the two apart (both fit: Alice's card may be her hand after "
    "the Boxer); a place check (the round-1 place of that card in its zone) narrows it, a "
    "question ('round 2, or round 1's cards laid back?') would settle it"))
def test_the_real_round_two_s_next_card_within_the_hold_is_not_taken_as_round_one_s():
    table, said, n = _boxer_held()
    _frames(table, TWO_S, (2, "the_boxer", 0))
    _frames(table, 6, (2, "the_boxer", 0), (1, "the_sailor", 0))
    _frames(table, 2 * int(RELAID_S * 30), (2, "the_boxer", 0), (1, "the_sailor", 0))
    view = table.session.tracker.view()
    texts = _texts(said)[n:]
    assert view.round == 2 and view.seats[1].zone == ("the_boxer",), texts
    assert "Bob: The Boxer." in texts, texts


@pytest.mark.xfail(strict=True, reason=(
    "review of xfailb55, HIGH (narrow; the author's own doubt, kept from the xfail it "
    "mends): round 1's cards laid back after the deal undone, Bob's Boxer first, the next "
    "card more than RELAID_S (6 s) later (a pile to sort through): the hold ends, the "
    "Boxer deals round 2, 'Alice is out, with The Sailor.' 'Bob wins the round and has 1 "
    "Sane.' said as fact, Alice's Investigators then taken as her round-2 play"))
def test_round_one_laid_back_slower_than_the_hold_still_has_round_one_go_on():
    _round_one_went_on(*_relaid_one_by_one(int(RELAID_S * 30) + 60))


def test_a_game_resumed_over_round_one_laid_back_has_round_one_go_on(tmp_path):
    # review of xfailb55 (HIGH): the deal undone because Alice was still in, round 1's
    # cards laid back, then the resume: its set-up read them as the log's cards (never
    # CameraCards._card_appeared), the deal stayed held, and Bob's next play, the Fed,
    # dealt round 2: "Alice is out, with The Sailor." "Bob wins the round and has 1
    # Sane." "Round 2. Bob starts." "Bob: The Boxer." "Alice: The Sailor." as fact
    round_one = {1: ["investigators", "the_sailor"], 2: ["the_boxer"]}
    texts, tracker = _resumed(tmp_path, UNDONE, None, pictures=[
        round_one, {**round_one, 2: ["the_boxer", "the_fed"]}], each=12)
    _round_one_went_on(tracker.view(), texts)


def test_a_game_resumed_with_the_deal_held_holds_the_starter_s_old_card_then_deals(tmp_path):
    # the resume in the hold: the bare table, then Bob's Boxer (his round-1 card's name)
    # for 10 s, the middle bare (no set-aside card to deal first): held RELAID_S unsaid,
    # then round 2 dealt on it, said in order
    texts, tracker = _resumed(tmp_path, UNDONE, {2: ["the_boxer"]}, each=40, set_aside=())
    view = tracker.view()
    assert view.round == 2 and view.seats[1].zone == ("the_boxer",), texts
    assert texts.index(message("en", "app.deal_held")) < texts.index(
        "Round 2. Bob starts.") < texts.index("Bob: The Boxer."), texts


def test_round_one_laid_back_under_a_hand_then_seen_at_once_has_round_one_go_on():
    # the live neighbour of the resume above (passes on BR too): the deal undone, the
    # table seen bare, round 1's cards and the set-aside Stowaway Eggs laid back under a
    # hand, all made stable in one picture: the zone cards are taken first, round 1 goes on
    table, said = _deal_undone()
    _frames(table, 3 * CLEARED_FRAMES)
    n = len(said)
    cards = (*_ROUND_ONE, (None, "stowaway_eggs", 0))
    _frames(table, 6, *cards)
    _frames(table, 6, *cards, (2, "the_fed", 1))
    _round_one_went_on(table.session.tracker.view(), _texts(said)[n:])


def test_a_game_resumed_with_the_deal_held_deals_on_the_starter_s_card_not_before(tmp_path):
    # test_rev_undo2p54_resume's first test dealt round 2 on the set-aside Stowaway Eggs
    # the resumed camera read in the middle (2 players), before the Fed: here the middle
    # bare, the bare table deals nothing, then Bob's Fed deals round 2
    texts, tracker = _resumed(tmp_path, UNDONE, None, pictures=[{}, {2: ["the_fed"]}],
                              each=16, set_aside=())
    held = message("en", "app.deal_held")
    assert texts.index(held) < texts.index("Bob wins the round and has 1 Sane.") \
        < texts.index("Round 2. Bob starts.") < texts.index("Bob: The Fed."), texts
    assert tracker.view().round == 2 and tracker.view().seats[1].zone == ("the_fed",), texts
