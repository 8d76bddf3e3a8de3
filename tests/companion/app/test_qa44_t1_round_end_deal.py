"""QA44 t1 at the live table (arkham-classic, 6 players, fr): round 2 over, its result
held for "was that Eve's hand?", the table gathered. The deal closes the question (one
table whatever the answer) and says, in the order of the table: that the answer changes
nothing, round 2's result (only what every account tells: no "Eve reveals The
Musician."), then the dealing steps, then round 3's start (main said the steps first,
then "Eve goes insane. … Eve reveals The Musician. …"). Seed 002 "End of the Round",
"Starting the Next Round"."""
import queue

import pytest

from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.cards import card
from companion.narration.catalog import message
from companion.tracker import observations as o

from ..tracker.test_qa44_t1_moot_out_deal import _T1
from .test_live_deal import CLEARED_FRAMES, _Camera, _frames, _texts

NAMES = ("Alice", "Bob", "Carol", "Dan", "Eve", "Fay")


@pytest.mark.parametrize("lang", ["fr", "en", "es"])
def test_t1_gathered_table_says_round_two_s_agreed_result_then_the_deal_steps(lang):
    said, logged = [], []
    table = LiveTable(LiveOptions("arkham-classic", lang, NAMES, 0, "unused"),
                      TableSession(say=said.append, record=logged.append, lang=lang),
                      _Camera(), None, queue.Queue(), lambda c: False, lambda line: None)
    table._seat_markers_seen = lambda first=None, keys=False: [1, 2, 3, 4, 5, 6]
    table.guided_setup()
    for tok in _T1.split():
        table.session.observe(o.new_round() if tok == "N"
                              else o.card_seen(int(tok.split(":")[0]), tok.split(":")[1]))
    assert table.session.tracker.question is not None
    start = len(said)
    _frames(table, 3 * CLEARED_FRAMES)
    texts = _texts(said[start:])
    joined = " | ".join(texts)
    tracker = table.session.tracker
    assert tracker.question is None and tracker.view().round == 3, joined
    names = {"player": "Eve", "card": card("deep_one").name(lang)}
    closed = texts.index(message(lang, "question_settled.moot_out.brief", **names))
    won = next(i for i, t in enumerate(texts) if t.startswith(message(
        lang, "round_ended.brief.one", players="Carol", own="")[:10]))
    shuffle = texts.index(message(lang, "app.setup_deal"))
    started = next(i for i, t in enumerate(texts) if t.startswith(message(
        lang, "round_started.brief", round=3, player="Carol", count=17)[:8]))
    assert closed < won < shuffle < started, joined
    musician = card("the_musician").name(lang)
    assert not any(musician in t for t in texts), joined  # Eve's Musician: out or revealed?
    assert [ob.kind for ob in logged][-1] == "new_round"
