"""Review of medq56 (session 56: fresh QA55 MEDIUM-1, MEDIUM-2, LOW-1 mended).

* Enter within :data:`~companion.app.entry_round.NOTICE_GRACE_S` of "Gather all the cards"
  obeys round 1's face-up notice only while some of its face-up cards are still missing:
  with all 5 given by Enter since the notice, the press (meant to deal round 2 by keys)
  was cued "Face-up card of round 1: which rank?" and its rank refused ("Not entered:
  round 1 ended before the rank was typed…"). Fixed (:func:`~companion.app.face_up_missed.
  ended_short`).
* The camera's hint on a card entered by key stays slash's target for the rest of the
  round, however many cards were heard since (strict xfail: a design call).
"""
import pytest

from companion.app.entry_round import NOTICE_GRACE_S
from companion.tracker import observations as o

from .test_entry_round import _keys
from .test_live import _appeared
from .test_live_deal import FACE_UP_READ, _table, _texts
from .test_qa55_slash_differs import _hinted, _keys as _slash_keys


def test_enter_in_the_grace_deals_once_every_face_up_card_was_given():
    table, said, logged = _table()
    now = [100.0]
    table.timer = lambda: now[0]
    table.session.observe(o.card_seen(0, "investigators"))
    assert table.session.face_up_told == 1            # "None of the 5 face-up cards…"
    for key in FACE_UP_READ:                          # all 5 given by Enter since
        table.session.observe(o.face_up(key))
    for obs in (o.target(1), o.guess(5), o.seat_out(1), o.card_seen(1, "the_musician")):
        table.session.observe(obs)
    table._between_rounds()                           # "Gather all the cards…"
    now[0] += NOTICE_GRACE_S - 1.0
    _keys(table, "\n")
    assert "Face-up card" not in _texts(said)[-1]
    _keys(table, "3")
    assert table.session.tracker.view().round == 2
    assert [ob.kind for ob in logged[-2:]] == ["new_round", "card"]


@pytest.mark.xfail(strict=True, reason=(
    "review of medq56, MEDIUM: the hint's slash offer (differs_slash) ends only with another "
    "offer, a correction/answer/undo or the round's end; two turns later (Bob's Urchin, Ann's "
    "Sailor, Bob's Boxer heard) slash still names Ann's Fed, and a quick '/3' meant for the "
    "Boxer just heard corrects the Fed (QA32 M1: slash corrects the card heard). RankCounted."
    "count_back ends its offer once a newer card is heard; here QA55 run B needed 2 cards "
    "heard. A bound (the hinted player's next play heard, or a few seconds) is a design call"))
def test_slash_two_turns_after_the_hint_corrects_the_card_heard(tmp_path):
    table, said = _hinted(tmp_path)                   # hint on Ann's Fed; Bob's Urchin
    table._card_appeared(_appeared(1, "the_sailor", 1))   # Ann's next play, heard
    table._card_appeared(_appeared(2, "the_boxer", 2))    # Bob's next play, heard
    assert said[-1].brief == "Bob: The Boxer."
    del said[:]
    _slash_keys(table, "/")
    assert said[-1].brief == "Correct Bob's card, The Boxer: which rank?"


def test_the_held_result_line_is_stale_once_the_round_s_end_is_undone():
    """Fresh QA55 LOW-1's second half (run A): after the undo, "its result waits for the
    answer to the question. Which card in Bob's zone: …" (that line, cut by the undo's
    answer, said again as it was) told a round over that the undo had just said was not.
    The line is stale once the held end is undone (its question is asked again by the
    undo, without it). Since fresh QA60 HIGH-1 the round ends at Bob's card asked about
    (The Dilettante or Cthulhu both put him out: seed 002 card 8), his hand owed: that card
    is the one undone (test_qa55_undone_held_end). k61: the Sailor, his hand, read next
    (the round's end held for it until then, then for the question): its undo leaves the
    round over, the undo of Bob's card takes it back."""
    from .test_live_deal import _table
    from .test_session import press
    table, said, _ = _table()
    for obs in (o.card_seen(0, "the_boxer"), o.card_seen(0, "the_boxer"), o.new_round(),
                o.card_seen(1, ("the_dilettante", "cthulhu")), o.card_seen(1, "the_sailor")):
        table.session.observe(obs)
    table._between_rounds()
    held = next(a for a in said if a.brief.startswith("The round is over; its result"))
    assert not held.stale()                 # the question open, the round over
    press(table.session, "--")              # the Sailor: the round still over
    assert not held.stale()
    del said[:]
    press(table.session, "--")
    texts = _texts(said)
    assert "The round is not over any more." in texts
    # the card asked about undone (QA60 HIGH-1: the round ended at it): no question left
    assert not any(t.startswith("Which card in Bob's zone") for t in texts), texts
    assert held.stale()
