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


def _resumed_on(path, *cards):
    """The log ``path`` resumed as ``LiveTable.run`` resumes it, its set-up pictures
    showing ``cards`` (``(seat, card, place)``): ``(table, said, index of the first line
    after the summary)``."""
    from companion.session_log import read_log, resume_report

    from .test_live_setup import _table as _setup_table
    table, said, _ = _setup_table(names=("Alice", "Bob"), markers=(1, 2))
    table.session.resume(resume_report(path))
    table.session.recall()
    table.known.resumed(table.session.tracker.view(), read_log(path)[0])
    table._say_summary(table.session.tracker.view())
    n = len(said)
    for _ in range(6):
        table._setup_events += table.watcher.show(*cards)
    table._resumed_cards(None)
    return table, said, n


def test_resumed_on_the_cards_laid_back_the_clear_is_not_said(tmp_path):
    """Review of res68, LOW (the author's named risk): QA67 M1's log (the clear said with
    the undone Investigators blamed, then the quit), resumed on a table whose cards were
    laid back meanwhile (Alice's Investigators, Bob's Boxer): say_blamed_clear said 'The
    table was cleared, but round 1 is not over …' and 'It may be the card you undid …'
    before the set-up read them back; main said nothing (the clear waited for a bare
    picture). Now the blamed clear is said at once only when the first look shows no
    card in the zones (GuidedSetup._first_look_bare)."""
    from companion.app.keys import Command

    from .test_hqq_cleared_line import _qa65b_part
    from .test_live_deal import _frames, _texts

    def answered(table):
        table._key(Command("answer", 2))
        _frames(table, 30)
    _, _, path = _qa65b_part(tmp_path, answered)
    table, said, n = _resumed_on(path, (1, "investigators", 0), (2, "the_boxer", 0))
    texts = _texts(said)[n:]
    assert not any("cleared" in t for t in texts), texts


def test_an_old_log_s_hint_is_said_after_the_summary_as_main_did(tmp_path):
    """Review of res68, MEDIUM (a regression of mwf's route for a log written before
    session 68): d491's t1e route ('+1' at 11.0 s, quit at 12.8 s) from a log without the
    ``{"hinted": true}`` line nor the start line's ``"format"`` mark: main said the hint
    after the summary and '--' at 13.0 s undid the answer under the deal, as live; res68
    waited for the set-up pictures, so '--' undid Carol's Tommy Gun and round 1's result
    was lost. Now a log without the mark (older than the hint's lines) says it after the
    summary as main did; a marked log without the line waits (low67's mend:
    test_res68_resumed_undo.py::test_an_unlogged_hint_waits_for_the_set_up_pictures)."""
    from companion.session_log import resume_report

    from .test_live_setup import _table as _setup_table
    from .test_qa50_enter_heard import _keys
    from .test_res68_resumed_undo import _hinted_log
    table, said, _ = _setup_table()
    table.session.resume(resume_report(_hinted_log(tmp_path, False, old=True)))
    table.session.recall()
    table._say_summary(table.session.tracker.view())
    _keys(table, "--")
    view = table.session.tracker.view()
    assert view.round == 1 and view.seats[2].zone == ("investigators", "tommy_gun"), view
