"""Review of hq64 (session 64): the ``holder`` question ("who took the Stowaway Eggs?")
another question replaced waits (:attr:`companion.tracker.tracker.Tracker.holder_waiting`)
and is asked again once no other is open (:meth:`companion.tracker.asking.Asking.
_holder_again`). Set-up: tests/companion/tracker/test_holder_again.py (Bob's Stowaway,
Insane: "take the chosen player's hand; they take the set-aside card", companion.engine.
effects ``steal``, RULINGS O8's Mi-Go twin; Bob's Investigators then on Ann)."""
import pytest

from tests.companion.tracker.test_holder_again import _replaced, _said


@pytest.mark.xfail(strict=True, reason=(
    "review of hq64, MEDIUM: the holder question asked again after a knock-out that "
    "showed the out player's hand still offers that player ('who took the Stowaway Eggs? "
    "1 Ann, 2 Cy.' after 'Ann is out, with The Fed.'). The taker's hand was the Eggs "
    "(steal), so an out "
    "player whose hand was another card did not take them: plus 1 then says 'Ann now holds "
    "the Stowaway Eggs.', a state no table can have. On main the question was never asked "
    "again (dropped). Mend: questions.holder_open / inference drop an out seat whose "
    "revealed hand is not the Eggs from the question's info, and tell the taker "
    "('Cy now holds the Stowaway Eggs.') when one seat is left"))
def test_the_holder_question_asked_again_offers_no_player_whose_out_hand_showed():
    """Plus 1 to "was that Ann's hand, so Ann is out?": Ann is out with the Fed, her hand
    (Bob's Investigators); had she been chosen, her hand would have been the Eggs: Cy took
    them."""
    t, holder = _replaced()
    said = _said(t, t.answer_observation(1))
    assert said[0] == "Ann is out, with The Fed.", said
    q = t.question
    assert q is None or q.value != "holder" or 0 not in q.info, said
    assert q is not None or "Cy now holds the Stowaway Eggs." in said, said
