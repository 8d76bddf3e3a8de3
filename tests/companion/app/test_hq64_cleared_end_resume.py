"""Session 64 (hq64), checked: is :attr:`companion.app.live.LiveTable.cleared_end` (hc63:
"the table was cleared with the round unfinished", then a key settled the round) written
to the session log, so that ``play --resume`` rebuilds it? It was not (nor was
``cleared_mid``): neither was an observation nor a line mark, and a resume started with
both ``None``. Since session 65 (hqr) each input taken while the table is seen cleared
carries the round as a ``"cleared"`` line mark (:mod:`companion.app.cleared_logged`).

Fresh QA63 HIGH-3's table (tests/companion/app/test_qa63_cleared_owed_hand.py): round 1
gathered with Bob's Cthulhu and knocked-out hand unread, Enter gave his Cthulhu ("Bob is
out."), the round over with his hand owed. Live, Bob's round-2 Investigators, first read
after, deals round 2 ("Bob's hand was not read."). Quit right after the answer and resumed
on the bare table, the same card is taken as his round-1 hand: "Bob's hand: the
Investigators." (false), round 2 never dealt: the resume differs from the live run."""
import json

import pytest

from companion.app.cleared_logged import restore_cleared
from companion.session_log import SessionLog, read_log, resume_report
from companion.tracker import observations as o

from .test_live_deal import _frames, _texts
from .test_live_setup import _table as _setup_table
from .test_qa50_enter_heard import _keys
from .test_qa63_cleared_owed_hand import _cleared_before_bob_s_play


@pytest.fixture(scope="module")
def quit_after_bob_s_play(tmp_path_factory):
    """The live table up to "+1" (Bob's play: the round over, his hand owed), its inputs
    written as its session log: those before "+1" as lines without marks, "+1" by the
    table itself as ``play`` logs it (its marks: the round seen cleared): ``(live table,
    its said list, the pictures' cards, log)``. Shared: only the first test plays the
    live table on."""
    table, said, cards = _cleared_before_bob_s_play(urchin=False)
    path = tmp_path_factory.mktemp("hq64") / "play.jsonl"
    with SessionLog(path, sync=False) as log:
        for obs, _ in table.session.tracker.history:
            log.record(obs)
        table.session.record = log.record
        _keys(table, "+1")
        table.session.record = None
    return table, said, cards, path


def _resumed(path):
    """A live table resumed from the log ``path`` on a bare table, as ``play --resume``
    does: ``(table, its said list)``."""
    table, said, _ = _setup_table(names=("Alice", "Bob"), markers=(1, 2),
                                  edition="arkham-classic")
    table.session.resume(resume_report(path))
    table.session.recall()
    table.known.resumed(table.session.tracker.view(), read_log(path)[0])
    for _ in range(6):
        table._setup_events += table.watcher.show()  # the table bare at the resume
    table._resumed_cards(None)
    _frames(table, 1)
    return table, said


def test_a_resume_after_a_cleared_round_settled_by_key_deals_the_next_round(
        quit_after_bob_s_play):
    live, live_said, cards, path = quit_after_bob_s_play
    n = len(live_said)
    _frames(live, 20, *cards)  # the live run, without the quit
    assert "Bob's hand was not read." in _texts(live_said)[n:]
    assert json.loads(path.read_text().splitlines()[-1]).get("cleared") == 1
    table, said = _resumed(path)
    assert (table.cleared_end, table.cleared_mid) == (1, None)
    n = len(said)
    _frames(table, 20, *cards)  # Bob's round-2 Investigators
    texts = _texts(said)[n:]
    # main: "Bob's hand: the Investigators." (false), round 2 never dealt
    assert "Bob's hand: the Investigators." not in texts, texts
    assert "Bob's hand was not read." in texts, texts
    assert table.session.tracker.view().round == 2, texts


def test_a_log_without_the_mark_resumes_as_before(quit_after_bob_s_play, tmp_path):
    """The same log, its ``"cleared"`` marks taken out (a log written before session
    65): read back with none, the resumed table's cleared state unset, as before."""
    path = quit_after_bob_s_play[3]
    old = tmp_path / "old.jsonl"
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    old.write_text("".join(json.dumps({k: v for k, v in line.items() if k != "cleared"})
                           + "\n" for line in lines))
    assert resume_report(old).cleared is None
    table, _ = _resumed(old)
    assert (table.cleared_end, table.cleared_mid) == (None, None)


def test_the_mark_is_the_last_input_s_and_only_a_round_number(tmp_path):
    """:attr:`Resumed.cleared` is the mark of the log's last observation line: an earlier
    line's mark is none once a later line came without it; a mark not a round number
    (0, ``true``, a string) is no mark. :func:`restore_cleared` sets nothing for another
    round than the game's."""
    path = tmp_path / "play.jsonl"
    with SessionLog(path, sync=False) as log:
        log.record(o.start("arkham-classic", ["Alice", "Bob"]))
        log.record(o.card_seen(0, "the_fed"), cleared=1)
    assert resume_report(path).cleared == 1
    table, _, _ = _setup_table(names=("Alice", "Bob"), markers=(1, 2),
                               edition="arkham-classic")
    table.session.resume(resume_report(path))
    restore_cleared(table, 2)  # another round: nothing
    assert (table.cleared_end, table.cleared_mid) == (None, None)
    restore_cleared(table, table.session.cleared_logged)  # round 1 in progress
    assert (table.cleared_end, table.cleared_mid) == (None, 1)
    for bad in (0, True, "1"):
        text = path.read_text().splitlines()
        last = json.loads(text[-1])
        last["cleared"] = bad
        path.write_text("\n".join([*text[:-1], json.dumps(last)]) + "\n")
        assert resume_report(path).cleared is None, bad
    with SessionLog(path, sync=False) as log:
        log.record(o.card_seen(1, "the_sailor"))
    assert resume_report(path).cleared is None
