"""koround52, after the review of holdlost52: the knocked-out round settled once the next
round's held cards are gathered and a card laid (the tracker's ``hand_unseen``,
:mod:`companion.app.hold_lost`) is taken back by minus twice as the stall's loss is
(review of stall50); a held card back in its zone a place aside puts a gather back only
with the others back at their places (:meth:`companion.app.lost_rounds.LostRounds.
_put_back`). The camera's readings are given by hand to a real stabilizer, as in
test_rev_holdlost52."""
import pytest

from companion.app.session_resume import round_lost, rounds_lost

from .test_live_deal import GATHERED, _texts
from .test_qa46_showdown_unread import _frames
from .test_qa51_hold_lost import _knocked_out, _lay
from .test_rev_holdlost52 import ROUND_2, _round_2_played_through

#: the settle taken back, in each language (app.undone_hand_unseen)
UNDONE = {
    "en": "Undone: the end of the round without Bob's hand. The round waits for it again.",
    "fr": "C'est annulé : la fin de la manche sans la main de Bob. La manche l'attend de nouveau.",
    "es": "Deshecho: el final de la ronda sin la mano de Bob. La ronda vuelve a esperarla.",
}


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_minus_twice_after_the_settle_takes_it_back_and_no_round_is_lost(lang):
    table, said = _knocked_out(lang)
    _round_2_played_through(table)
    tracker = table.session.tracker
    assert tracker.history[-1][0].kind == "hand_unseen"
    assert table.session.rounds_lost and table.lost_next and round_lost(tracker)
    n = len(said)
    table.undo_at = -1e9
    for key in "--":
        table._one_key(key)
    texts = _texts(said)[n:]
    # before: "Undone: the last answer." (no answer was given), the rounds still lost
    assert UNDONE[lang] in texts, texts
    assert tracker.waiting()[:2] == ("hand", 1) and tracker.view().seats[0].tokens.sane == 0
    assert not table.session.rounds_lost and not table.lost_next
    assert not rounds_lost(tracker) and not table._lost_until_gathered()


def test_a_lone_held_card_named_alike_elsewhere_in_its_zone_is_a_later_round_s():
    # the guard of the put-back rule (QA49 r3): one card taken, one of its name laid in its
    # zone at another place after the gather is a new deal's, not the card laid back
    table, said = _knocked_out()
    _lay(table, ROUND_2[0])
    _frames(table, 3, ROUND_2[0])
    _frames(table, GATHERED + 5)  # round 2 played through, gathered
    _frames(table, 6, (1, "the_urchin", 3))  # round 3's Urchin, Alice's, elsewhere
    assert table.cleared_mid is None and table.session.tracker.view().seats[0].tokens.sane == 1
    assert "Alice wins the round and has 1 Sane." in _texts(said), _texts(said)[-4:]
