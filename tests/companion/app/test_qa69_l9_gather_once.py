"""QA69 L9 (s2b, s8b, s10b): a replay resumed between rounds (d491, quit at 270 after round
1's end, its log ``qa69_s2_round_over.jsonl``) said the round over in its summary ("The
round is over. Gather the cards: the next round begins with the first card laid, or with
Enter then its rank."), then, the table seen gathered, "Gather all the cards for the next
round." again: the live table's round-over line, not known to be said
(``LiveTable.round_over_said``)."""
from pathlib import Path

import pytest

from companion.narration.catalog import message
from companion.session_log import read_log, resume_report

from .test_live_deal import _frames, _table, _texts

LOG = Path(__file__).parent.parent / "qa69_s2_round_over.jsonl"
NAMES = ("Alice", "Bob", "Carol")


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_qa69_l9_the_round_over_is_not_said_again_after_the_summary(lang):
    table, said, _ = _table(names=NAMES, edition="arkham", lang=lang)
    table.session.resume(resume_report(LOG))
    table.session.recall()
    table.known.resumed(table.session.tracker.view(), read_log(LOG)[0])
    n = len(said)
    table._say_summary(table.session.tracker.view())
    summary = _texts(said)[n:]
    assert message(lang, "app.no_turn") in summary, summary
    for _ in range(6):  # the set-up sees the table gathered
        table._setup_events += table.watcher.show()
    table._resumed_cards(None)
    _frames(table, 10)
    after = _texts(said)[n + len(summary):]
    assert message(lang, "app.new_round") not in after, (summary, after)
