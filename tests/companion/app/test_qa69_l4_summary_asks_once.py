"""QA69 L4 (s3b): a replay resumed at the Nightgaunt question (d493, quit at 318, its log
``qa69_s3_nightgaunt_asked.jsonl``) said the whole question twice in a row: after key 4's
line ("The round's token depends on the answer to the open question: <question>") and
after key 5's ("Whose turn it is depends on the answer to the open question: <question>").
The summary's keys are the app's, not the player's: the second lead says "key 1 repeats
it" instead (``app.turn_depends_coming``), as ``companion play --resume`` did already (its
voice had the question still to say)."""
from pathlib import Path

import pytest

from companion.narration.catalog import message
from companion.narration.narrate import token_words
from companion.session_log import read_log, resume_report

from .test_live_deal import _table, _texts

LOG = Path(__file__).parent.parent / "qa69_s3_nightgaunt_asked.jsonl"


def _summary(lang):
    """The lines the resumed table says in its summary (every line said at once, as a
    replay's printed voice does)."""
    table, said, _ = _table(names=("Alice", "Bob"), edition="arkham-classic", lang=lang)
    table.session.resume(resume_report(LOG))
    table.session.recall()
    table.known.resumed(table.session.tracker.view(), read_log(LOG)[0])
    n = len(said)
    table._say_summary(table.session.tracker.view())
    return table, _texts(said)[n:]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_qa69_l4_the_resumed_question_is_said_once(lang):
    table, lines = _summary(lang)
    assert table.session.tracker.question is not None
    lead = message(lang, "app.scores_waits_answer", **token_words(lang, "arkham-classic"))
    assert lines[-2].startswith(lead), lines
    assert lines[-1] == message(lang, "app.turn_depends_coming"), lines
    # the question ends the token line, and is in no other line
    question = lines[-2][len(lead):].strip()
    assert sum(question in line for line in lines) == 1, lines
