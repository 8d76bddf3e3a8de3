"""QA39 M1 (d7 by ear, no keys): "The Deep One in Bob's discard zone: was that Bob's hand,
so Bob is out?" was said, and cut 1.8 s in by "Bob: the Deep One." "No answer needed:
that was Bob's play.": the video, held while the voice was behind, showed Bob's Fed (which
tells the Deep One his play) only once the question was being said. A recorded source
reads on while the open question waits unsaid behind the news, as a live table's camera
does: the next card may settle it, and it is dropped unsaid."""
from companion.app.live import QUESTION_AHEAD_S, VOICE_AHEAD_S
from companion.tracker import observations as o
from tests.companion.app.test_undo_closed import _Recorded, live_table


class _Behind:
    """A voice ``seconds`` behind."""

    def __init__(self, seconds):
        self.seconds = seconds

    def behind_seconds(self):
        return self.seconds


def _deep_one_question(s):
    """Ann's Cultists, then the Deep One in Bob's zone: his hand (Ann's guess) or his play."""
    for obs in (o.card_seen(0, "cultists"), o.card_seen(1, "deep_one")):
        s.observe(obs)
    assert s.tracker.question is not None and s.tracker.question.value == "out"


def test_a_recorded_source_reads_on_while_the_question_waits_unsaid(monkeypatch):
    import companion.app.live as live_mod
    monkeypatch.setattr(live_mod.time, "sleep", lambda s: None)
    table, s, ear = live_table()
    _deep_one_question(s)
    behind = (VOICE_AHEAD_S + QUESTION_AHEAD_S) / 2
    table.source, table.speech = _Recorded(), _Behind(behind)
    assert not table._wait_for_voice()  # the question not begun: the next card may settle it
    ear.lines[-1].done = True  # begun (and heard): the table waits for the voice again
    assert table._wait_for_voice() and len(table.source.holds) == 1
    s.observe(o.card_seen(1, "the_fed"))  # the cards settled it: it is no longer open
    assert s.tracker.question is None


def test_a_voice_far_behind_still_holds_the_source(monkeypatch):
    import companion.app.live as live_mod
    monkeypatch.setattr(live_mod.time, "sleep", lambda s: None)
    table, s, ear = live_table()
    _deep_one_question(s)
    table.source, table.speech = _Recorded(), _Behind(QUESTION_AHEAD_S + 1)
    assert table._wait_for_voice()
