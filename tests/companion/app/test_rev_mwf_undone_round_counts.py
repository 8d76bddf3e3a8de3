"""Review of mwf (fresh QA65b HIGH-1's mend: the ended round's camera counts given back when
the next round's deal is undone under the answer that ended it,
:meth:`~companion.app.known_cards.KnownCards.give_back`).

mwf gave back the ended round's counts, but not the reports of the cards the undo reads
again in that round (the dealing card and those laid after it): the camera reported them
once, in the undone round, and does not report them again; counted nowhere, each then
counts as entered by key, and a later copy of its name in that zone was taken for it,
dropped as "already on the table", the play never read (the same loss as QA65b HIGH-1,
for the cards after the deal). Now the undone round's counts are added to the ended
round's given back.

The live table of :mod:`tests.companion.app.test_qa63b_undo_round_end` (Alice and Bob;
Alice's Urchin answered "1 yes, her hand", wrongly: Bob wins round 1), here Bob's Fed laid
on the ungathered table deals round 2, Alice's Musician laid next; minus twice gives
round 1 back, both read again there as plays; Bob then plays his 2nd Fed."""
import pytest

from tests.companion.app.test_qa63b_undo_round_end import _Live
from tests.companion.app.test_speech_order import say_all

_HINT = "If round 1 is not over, your answer to this question was wrong:"


@pytest.mark.parametrize("heard", ["nothing", "the hint"])
def test_a_second_copy_of_a_card_read_again_under_the_undone_deal_is_a_play(heard):
    """Review of mwf, HIGH (fails on mwf and main): minus twice (nothing of the deal heard:
    QA63b MEDIUM-1's path; or after the hint, the Musician read before it was begun: fresh
    QA64b MEDIUM-1's) gives round 1 back with Bob's Fed and Alice's Musician read again as
    plays; Bob's 2nd Fed, laid next, is his play, not taken for the first one."""
    live = _Live()
    try:
        live.wrong_yes()
        live.show((2, "the_fed", 1))  # laid on the ungathered table: deals round 2
        assert live.session.tracker.view().round == 2
        live.show((1, "the_musician", 2))
        if heard == "the hint":
            live.engine.say_until(_HINT)
            live.now[0] += 5.0
        live.keys("--")
        say_all(live.speaker, live.engine)
        view = live.session.tracker.view()
        assert view.round == 1 and not view.round_winners, view
        assert view.seats[0].zone == ("the_boxer", "the_urchin", "the_musician"), view
        assert view.seats[1].zone == ("investigators", "the_fed"), view
        live.show((2, "the_fed", 2))
        say_all(live.speaker, live.engine)
        view = live.session.tracker.view()
    finally:
        live.speaker.close()
    assert view.seats[1].zone == ("investigators", "the_fed", "the_fed"), view
