"""Review of held55 (session 55): the cards held for the next deal once the round is
settled by keys, and a card first made stable right after them
(:meth:`~companion.app.live_cards.CameraCards._card_appeared`,
:meth:`~companion.app.live_deal.NextDeal._deals_held`)."""
import pytest

from vision.records import CardAppeared

from .test_held_settled_new_card import (FACE_UP, TWO_SETTLE, _held_round_two, _settled,
                                         _two_players_held)
from .test_live_deal import _frames, _texts
from .test_qa51_undo_redo import _keys
from .test_qa51c_held_at_deal import HELD, _round_two_held
from .test_stall_holds import _zones


@pytest.mark.xfail(strict=True, reason=(
    "review of held55, MEDIUM (narrow): 2 players, cards held for the deal, round 1 "
    "settled by keys: a middle card first stable right after the keys goes to "
    "gathered_middle before MiddleCards._lay_in_ended_round is asked, so round 1's own "
    "face-up card left lying (since_t before the gather) is taken as round 2's ('Face up: "
    "Cthulhu.'; the count of face-up cards read includes it, an unread round-2 one is not "
    "asked for). Asking _lay_in_ended_round first (as main does) breaks held55's own "
    "test_two_players_a_face_up_card_read_after_the_settle_is_taken_with_the_deal: "
    "played_t advances through the held period (the tracker's round 1 'in play', the "
    "pictures read the held round-2 zone cards), so a round-2 face-up card read 3 "
    "pictures before the keys looks as old as round 1's. A fix needs the start of the "
    "bare run (the gather) kept: Gathered/zone_bare_run's first time, not zone_bare_t "
    "(its last picture, after round 2's face-up cards were laid)"))
def test_two_players_the_ended_round_s_face_up_card_read_late_is_not_taken_face_up():
    # 2 players, round 2's face-up cards and first plays held; round 1's Cthulhu, lying
    # in the middle since round 1 was in play (under a cup, a hand), first stable right
    # after the keys that settle round 1. held55: taken with the held deal as round 2's
    # fourth face-up card ("Face up: Cthulhu."); main (MiddleCards._lay_in_ended_round):
    # the ended round's card read late, not taken
    table, said, cards = _two_players_held(*FACE_UP[:3])
    _frames(table, 3, *cards)
    for key in TWO_SETTLE:
        table._one_key(key)
    n = len(said)
    old = CardAppeared(seat=None, candidates=("cthulhu",), index_in_zone=0, frame_index=0,
                       middle=True, since_t=0.1)
    assert 0.1 <= table.played_t
    table._card_appeared(old)
    _frames(table, 4, *cards)
    texts = _texts(said)[n:]
    view = table.session.tracker.view()
    assert view.round == 2 and view.face_up == FACE_UP[:3], texts
    assert "Face up: Cthulhu." not in texts, texts
    assert [t for t in texts if t.startswith(("Alice: ", "Bob: "))] == [
        "Bob: The Sailor.", "Alice: The Urchin."], texts


def test_the_starter_s_first_card_read_after_the_settle_deals_ahead_of_cards_out_of_turn():
    # round 2's Fed (Alice) and Sailor (Bob) held, the starter's (Carol's) Urchin, laid
    # first, read late (a hand over it, a slow sticker): first stable right after the keys.
    # held55: held behind them, the Fed dealt round 2 and was refused: "The Fed by Alice?
    # Waiting for Carol's play." (a wrong prompt; main dealt on the Urchin)
    round_two = ((1, "the_fed", 1), (2, "the_sailor", 1))
    table, said = _held_round_two(*round_two)
    texts = _settled(table, said, (*round_two, (3, "the_urchin", 1)), pictures=40)
    assert not any("?" in t for t in texts), texts
    start = texts.index("Round 2. Carol starts.")
    assert texts[start + 1] == "Carol: The Urchin.", texts
    assert _zones(table) == [("the_fed",), ("the_sailor",), ("the_urchin",)], texts


def test_four_players_the_starter_s_card_after_her_unread_one_is_asked_about_not_told():
    # fresh QA51 run C's round 2 (stickers-only): Carol's first card told unread, Dan's
    # Boxers, Alice's Fed, Bob's Cultists held; Carol's Sailor, laid after them, first read
    # right after "+1" settles round 1. main (and the first version of this review's
    # starter rule): it went ahead of the held cards, "Carol is out, with The Sailor." said
    # as fact after Dan's Boxer, the others "It lay there before this turn"; held55: held
    # after them, then asked about
    table, said = _round_two_held()
    cards = (*HELD, (3, "the_sailor", 1))
    _frames(table, 3, *cards)
    _keys(table, "+1")
    _frames(table, 4, *cards)
    n = len(said)
    _keys(table, "\n1")  # Carol's unread card: the Investigators (told by the cards)
    _frames(table, 10, *cards)
    texts = _texts(said)[n:]
    assert "Carol is out, with The Sailor." not in texts, texts
    assert not any("before this turn" in t for t in texts), texts
    assert texts[-1].startswith("The Sailor in Carol's discard zone: was that Carol's hand"), \
        texts
