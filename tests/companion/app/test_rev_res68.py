"""Review of res68 (session 68): the resumed deal hint, the resumed clear said at once.

The hint of a log without its ``{"hinted": true}`` line (before session 68, or a live
table that never said it: gathered before the deal) is said once the set-up pictures show
the ended round's cards still lying (:func:`~companion.app.undo_under.hint_resumed`). One
card of the next round named as an old one is no such table."""
import pytest

from .test_rev_mwf_undone_round_counts import _HINT, _resumed_hinted


@pytest.mark.parametrize("laid", [(3, "investigators", 1), (2, "the_musician", 0)],
                         ids=["owed", "out_of_turn"])
def test_a_gathered_table_s_next_card_named_as_round_1_s_gives_no_hint(tmp_path, laid):
    """Review of res68, MEDIUM (main fails too: it hints for any such log): round 1
    gathered before the deal (the answer right, no hint live), round 2's Tommy Gun logged,
    then during the downtime a card named as a round-1 card of the same zone: Carol's
    Investigators from the deck (the log's table's next card, taken as live) or one laid
    out of turn in Bob's zone (his round-1 Musician). The branch said 'If round 1 is not
    over, your answer … was wrong … press minus twice.': minus twice would reopen the
    finished round."""
    table, said = _resumed_hinted(tmp_path, ((3, "tommy_gun", 0), laid))
    texts = [a.brief for a in said]
    assert not any(t.startswith(_HINT) for t in texts), texts
    assert table.session.deal_hinted is None
