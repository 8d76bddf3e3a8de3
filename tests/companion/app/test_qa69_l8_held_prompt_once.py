"""QA69 L8 (s13b): handB resumed at Bob's question (which card in his zone: The Entertainer
or the Shoggoth?; the log ``qa69_s13_two_unlogged.jsonl``), Carol's Tommy Gun and
Necronomicon not in the log, said to wait for the answer. The cards settled the question
and, in the same picture, Bob's Shoggoth was held behind the cards the log does not hold:
their prompt "2 cards the log does not hold are on the table: … Take them away; or, if they
were played while the companion was off, press plus and 1." was said twice in a row (the
held card's reminder, ``HeldCards._resume_remind``, then the prompt the answer owed,
``HeldCards._say_held_again``)."""
from pathlib import Path

import pytest

from companion.narration.catalog import message
from companion.session_log import read_log, resume_report

from .test_live_deal import _texts
from .test_live_setup import _frames, _table

LOG = Path(__file__).parent.parent / "qa69_s13_two_unlogged.jsonl"
#: the set-up's table: Alice's two plays, Carol's logged Investigators and the two cards
#: the log does not hold; Bob's zone under a hand
SETUP = [(1, "stowaway", 0), (1, "the_dilettante", 0.3), (3, "investigators", 0),
         (3, "tommy_gun", 0.3), (3, "necronomicon", 0.6)]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_qa69_l8_the_held_cards_prompt_is_said_once_when_the_cards_settle_the_question(lang):
    table, said, _ = _table(names=("Alice", "Bob", "Carol"), lang=lang, edition="arkham")
    table.session.resume(resume_report(LOG))
    table.session.recall()
    table.known.resumed(table.session.tracker.view(), read_log(LOG)[0])
    table._say_summary(table.session.tracker.view())
    for _ in range(6):
        table._setup_events += table.watcher.show(*SETUP)
    table._resumed_cards(None)
    assert table.session.tracker.question is not None
    n = len(said)
    _frames(table, 6, *SETUP, (2, "the_entertainer", 0), (2, "shoggoth", 0.3))
    lines = _texts(said)[n:]
    assert table.session.tracker.question is None, lines  # the cards settled it
    prompt = message(lang, "app.resumed_old_cards", count=2, zones="").split(":")[0]
    prompts = [line for line in lines if line.startswith(prompt)]
    assert len(prompts) == 1, lines
