"""Review of lost51 (hold_lost: a round held behind a cleared table, played past, ended
unseen). The camera's readings are given by hand to a real stabilizer, as in
test_qa51_hold_lost."""
from companion.app.stall_lost import played_past_room

from .test_live_deal import GATHERED, _texts
from .test_qa46_showdown_unread import _frames
from .test_qa51_hold_lost import _cleared_at_bob_s_play, _lay, _lost

#: later rounds' cards laid behind the cleared round 1, away from its cards' places
#: (seat 1-based, key, place in the zone): none is one of round 1's laid back
KEYS = ("cultists", "the_boxer", "the_sailor", "deep_one", "the_musician",
        "the_entertainer", "the_dilettante", "the_urchin", "cthulhu")
AWAY = tuple((1 + i % 2, KEYS[(i // 2 + i % 2 * 4) % 9], 3 + i // 2) for i in range(40))


def test_after_the_loss_a_card_laid_where_a_gathered_one_lay_is_a_play():
    # HIGH: the loss dropped the cleared round's camera cards (cleared_ids) without
    # forgetting them (ClearedTable._forget_cleared): the next deal's Investigators of
    # Alice, laid where round 1's gathered Investigators lay, was taken for that card:
    # "Still on the table from the last round: the Investigators in Alice's zone. Take it
    # away; it is not read as a play.", and round 2 waited for her play for ever (QA46b)
    table, said = _cleared_at_bob_s_play()
    _lay(table, *AWAY[:played_past_room(table.session.tracker) + 3])
    assert _lost(said, "en", 0) == 1
    _frames(table, GATHERED + 5)  # the round under way gathered
    n = len(said)
    deal = ((2, "the_fed", 0), (1, "investigators", 0))
    _lay(table, *deal)
    _frames(table, 10, *deal)
    texts = _texts(said)[n:]
    assert not any(t.startswith("Still on the table") for t in texts), texts
    view = table.session.tracker.view()
    assert view.round == 2 and [s.zone for s in view.seats] == [
        ("investigators",), ("the_fed",)], texts
