"""Review of qam57 (fresh QA56 L1) at the live table: the keys go through the live key
reader (:class:`~companion.app.live_keys.LiveKeys`), plus then its digit as the tester
typed them ("+1", run E keys.log 03:55:31.827), not a ready-made ``Command``."""
import queue

import pytest

from companion.app.live import LiveOptions, LiveTable
from tests.companion.app.test_live import write_frames
from tests.companion.app.test_qa56_key_during_closing import CASES, _closing
from tests.companion.app.test_speech_order import say_all
from vision.pipeline import TableWatcher
from vision.sources import open_source


def _live(tmp_path, s, now):
    folder = write_frames(tmp_path / "frames", [{}], frames_each=1)
    return LiveTable(LiveOptions("arkham", "en", tuple(s.tracker.names), 0, str(folder)), s,
                     TableWatcher("arkham"), open_source(str(folder), fps=4), queue.Queue(),
                     lambda c: False, lambda line: None, logged=False, speech=s.say,
                     timer=lambda: now[0])


@pytest.mark.parametrize("case", sorted(CASES))
@pytest.mark.parametrize("keys", ["+1", "1"])
@pytest.mark.parametrize("into", [0.7, 1.6])
def test_live_plus_while_the_closing_line_is_said_cuts_it_not(tmp_path, case, keys, into):
    now = [0.0]
    s, speaker, engine = _closing(case, now)
    table = _live(tmp_path, s, now)
    now[0] += into
    n = len(s.transcript)
    for key in keys:
        table._one_key(key)
    added = [a.brief for a in s.transcript[n:]]
    spoken = say_all(speaker, engine)
    closing, lines = CASES[case][2], CASES[case][3]
    assert added == [], added
    assert not set(lines) & set(engine.cancelled), engine.cancelled
    assert spoken.count(closing) == 1, spoken


@pytest.mark.parametrize("keys", ["+1", "1"])
def test_live_plus_during_the_closing_line_leaves_the_newer_question_unheard_unanswered(
        tmp_path, keys):
    """The branch's own table (test_qa56_key_during_closing: the Urchin that settled Ann's
    effect question asks "The Urchin in Cy's discard zone…?", unheard), the keys typed at
    the live table: nothing taken or cut; the newer question asked in turn, once."""
    from companion.tracker import observations as o
    from tests.companion.app.test_speech_order import behind
    now = [0.0]
    s, speaker, engine = behind(clock=lambda: now[0])
    for seat, key in ((0, "nightgaunt"), (1, "the_sailor"), (2, "the_fed"),
                      (0, "the_musician"), (0, "rlyeh"), (1, "the_boxer")):
        s.observe(o.card_seen(seat, key))
    engine.say_until(s.transcript[-1].brief)
    now[0] += 6.0
    s.observe(o.card_seen(2, "the_urchin"))
    newer = s.tracker.question
    settled = "The cards tell it: Ann's R'lyeh, Insane effect. No answer needed."
    engine.say_until(settled)
    table = _live(tmp_path, s, now)
    now[0] += 1.6
    n = len(s.transcript)
    for key in keys:
        table._one_key(key)
    assert [a.brief for a in s.transcript[n:]] == []
    assert s.tracker.question is newer
    spoken = say_all(speaker, engine)
    assert settled not in engine.cancelled and spoken.count(settled) == 1, spoken
    assert spoken[-1].startswith("The Urchin in Cy's discard zone"), spoken
    assert sum(t.startswith("The Urchin in Cy's discard zone") for t in spoken) == 1, spoken


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
@pytest.mark.parametrize("gathered", [False, True])
def test_enter_at_a_showdown_with_two_hands_awaited_names_the_hands_not_a_play(
        lang, gathered):
    """Review of qam57 (fresh QA56 M2's other case): both hands awaited (Bob's and
    Carol's), the cleared table's line "still waiting for Bob's and Carol's hands": Enter's
    cue said "Card played: which rank?" (no card was played); it names the hands, and the
    rank still asks whose."""
    from companion.narration.catalog import message
    from companion.narration.narrate import wait_phrase
    from tests.companion.app.test_live_deal import _texts
    from tests.companion.app.test_qa46_showdown_unread import _frames, _showdown
    table, said = _showdown(lang, last=-1)
    if gathered:
        _frames(table, 8)
    table._one_key("\n")
    hands = wait_phrase(lang, "showdown", "", hands=["Bob", "Carol"])
    assert _texts(said)[-1] == message(lang, "app.prefix_enter_wait", expected=hands)
    n = len(said)
    table._one_key("3")
    asked = _texts(said)[n:]
    assert len(asked) == 1 and "Bob" in asked[0] and "Carol" in asked[0], asked  # whose?
