"""Review of key3 (session 66): key 3 leaves out the cards held unsaid behind an open
question (:meth:`~companion.app.left_cards.LeftCards._left_face_up`, fresh QA65 MEDIUM-3),
but a card held behind its zone's older card (:attr:`~companion.app.left_cards.LeftCard.
behind_older`) that the order question then named and left out face up ("The Cultists in
Carol's zone, laid before The Fed: the card I wait for, or laid later?") is seen, as the
older card is: key 3 counted it unseen. And key 5, as heard, contradicted a refusal heard
that names the awaited play (live since QA41; in the replay since key3; mended by key4:
:meth:`~companion.app.info_keys.InfoKeys._held_moved_turn`)."""
from dataclasses import replace

from companion.app.keys import Command
from companion.narration.catalog import message

from .stabilizer_camera import sighting
from .test_live_deal import _frames, _texts
from .test_qa50_enter_heard import _keys
from .test_qa52b_xfail import _from_log


def _unseen(table, said) -> list[str]:
    told = len(said)
    table._key(Command("unseen"))
    return _texts(said)[told:]


def test_a_card_held_behind_its_zone_s_older_card_counts_as_seen_once_named_left_out():
    # test_qa52b_laid_before's table: Carol's Fed held behind her refused Cultists while
    # "The Fed or the Nightgaunt?" (Bob's) is open, unsaid: unseen; plus 2, then the order
    # asked names both, left out face up: both seen (key3: the Fed stayed unseen)
    table, said, cards = _from_log("qa52b_r6_round1.jsonl")
    fed = replace(sighting(2, "the_fed", 2), candidates=("the_fed", "nightgaunt"))
    laid = (*cards, (3, "cultists", 3), fed, (3, "the_fed", 4))
    for i in range(len(cards), len(laid)):
        _frames(table, 6, *laid[:i + 1])
    held = _unseen(table, said)
    _keys(table, "+2")
    _frames(table, 6, *laid)
    assert _texts(said)[-1] == message("en", "app.left_order_asked", card="The Cultists",
                                       player="Carol", later="The Fed", rank=1)
    _frames(table, 6, *laid)
    named = _unseen(table, said)
    assert held[0].startswith("Unseen: 16 cards;"), held  # Carol's Fed held, unsaid
    # Bob's Fed taken (15), Carol's Fed named and face up (14)
    assert named[0].startswith("Unseen: 14 cards;"), named


def test_key_5_does_not_contradict_the_refusal_heard_that_names_the_awaited_play():
    from companion.app.session import TableSession
    from companion.app.video_replay import heard_at_once
    from companion.tracker import observations as o
    from .test_qa41_as_heard_guess import HEARD, HELD, LATER
    said = []
    s = TableSession(say=lambda a: (said.append(a.brief), heard_at_once())[1])
    for obs in (o.start("arkham", ["Alice", "Bob", "Carol"], "en", 2), *HEARD, *HELD, *LATER):
        s.observe(obs)
    assert said[-1] == "The Tommy Gun by Carol? Waiting for Alice's play."
    told = len(said)
    s.key(Command("whose_turn"))
    # the held cards (Carol's check and play) moved the turn on, unsaid: the answer decides
    # it (key4: main said "It is Carol's turn. … waiting for Carol's Sanity check.")
    assert said[told:] == [
        "Whose turn it is depends on the answer to the open question: The Fed in Bob's "
        "discard zone: was that Bob's hand, so Bob is out? 1 yes, 2 no, still in. Answer "
        "with plus and the number."]
