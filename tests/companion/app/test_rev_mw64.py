"""Review of mw64 (fresh QA63b MEDIUM-1, MEDIUM-4: minus twice right after an answer's
round end undoes that answer under the next deal not heard yet,
:func:`~companion.app.undo_under.undo_answer_under`).

HIGH (rev-mw64): 2 players, the table cleared after the answer's round end, round 2 dealt
and its face-up cards read, none of it heard: one minus twice undid the answer and took
the deal's face-up cards back unsaid, never read again (the camera had reported them).
The answer given again, the next card dealt round 2 with no face-up card ("None of the 5
face-up cards was read.") and told the players to take round 2's face-up cards away as
"Still on the table from the last round: … in the middle". Mended: the answer is not
undone under a deal whose face-up cards were read (main's way then: the step to undo is
named first, the deal's face-up cards kept for its deal again)."""
from tests.companion.app.test_live_deal import _frames
from tests.companion.app.test_qa63b_undo_round_end import _dealt_by_bob_s_hand, _Live
from tests.companion.app.test_speech_order import say_all

#: round 2's face-up cards as the camera reads them in the middle
_FACE_UP = ((None, "deep_one", 0), (None, "the_fed", 1), (None, "nightgaunt", 2))


def test_one_undo_under_a_deal_with_face_up_cards_read_keeps_them_for_round_2():
    live = _Live()
    try:
        live.wrong_yes()
        live.cards.clear()
        for _ in range(120):  # the table seen cleared: round 2 dealt
            _frames(live.table, 1)
        _frames(live.table, 8, *_FACE_UP)
        assert live.session.tracker.view().face_up == ("deep_one", "the_fed", "nightgaunt")
        live.keys("--")
        if live.session.tracker.question is not None:  # the answer undone: given again
            live.engine.say_until("The Urchin in Alice's discard zone")
            live.now[0] += 3.0
            live.keys("+1")
        _frames(live.table, 40, *_FACE_UP)
        _frames(live.table, 8, *_FACE_UP, (2, "the_boxer"))
        view = live.session.tracker.view()
        spoken = say_all(live.speaker, live.engine)
    finally:
        live.speaker.close()
    assert view.round == 2 and view.face_up == ("deep_one", "the_fed", "nightgaunt"), view
    assert not any(t.startswith("Still on the table") and "in the middle" in t
                   for t in spoken), spoken


def test_the_deal_s_undo_question_comes_after_the_round_end_its_card_told():
    """MEDIUM (rev-mw64): the round ended by a card (Bob's hand laid: "Alice wins the
    round" is that card's news, not the deal's), the cleared table dealt round 2; minus
    twice while "Bob is out, with The Musician." was being said: "Undo the new round's
    deal?" came before "Alice wins the round…", the player asked about a deal before
    hearing the round was over (main: after all the unsaid lines). The question now waits
    for every line before the deal's own (its dealing steps and round start)."""
    live = _Live()
    try:
        _dealt_by_bob_s_hand(live, "Bob is out", 1.0)
        told = len(live.engine.started)
        live.keys("--")
        spoken = say_all(live.speaker, live.engine)
    finally:
        live.speaker.close()
    after = spoken[told - 1:]
    won = next(i for i, t in enumerate(after) if t.startswith("Alice wins the round"))
    asked = after.index("Undo the new round's deal? Press minus twice to confirm.")
    assert won < asked, after
    assert not any(t.startswith("Round 2") for t in after[:asked]), after
