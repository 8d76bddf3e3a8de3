"""Session 38 (lines38): lines said at the wrong time or unclear, by ear on the demos
(/tmp/recheck37/report.md, en5)."""
from companion.app.live_deal import CLEARED_MID_FRAMES
from companion.tracker import observations as o

from .test_live_deal import _frames, _table


def test_the_cleared_table_s_prompt_is_stale_once_the_round_is_won_before_a_step():
    # recheck37 en5 (by ear, session 38): cut by Enter's card, the prompt was said again
    # after "Bob wins the round and has 1 Sane.": the voice was behind, the live loop waited
    # for it (LiveTable._wait_for_voice) and never stepped to forget the cleared table
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    _frames(table, 6, (1, "the_urchin"))
    _frames(table, 6, (1, "the_urchin"), (2, "the_entertainer"))
    _frames(table, CLEARED_MID_FRAMES)
    prompt = next(a for a in said if a.brief.startswith("The table was cleared"))
    assert not prompt.stale()
    s = table.session
    s.observe(o.card_seen(2, "the_dilettante"))  # Carol: her Dilettante puts her out
    s.observe(o.card_seen(2, "the_fed"))         # her hand
    assert not prompt.stale()  # the round goes on: Alice and Bob are still in
    s.observe(o.card_seen(0, "cthulhu"))          # Alice's Cthulhu puts her out
    s.observe(o.card_seen(0, "the_boxer"))        # her hand: Bob wins the round
    assert s.tracker.view().round_winners == (1,)
    assert table.cleared_mid == 1  # no loop step since (the loop waited for the voice)
    assert prompt.stale()
