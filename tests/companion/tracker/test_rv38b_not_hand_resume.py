"""rv38b: the not_hand answer kept by the session log and --resume."""
from companion.session_log import SessionLog, resume
from companion.tracker import observations as o
from tests.companion.tracker.builders import feed, tracker


def test_resume_keeps_not_hand(tmp_path):
    path = tmp_path / "s.jsonl"
    obs = [o.start("arkham", ["Ann", "Bob", "Cy"], "en", 0, {}),
           o.card_seen(0, "cultists"), o.card_seen(1, "deep_one"), o.not_hand(1)]
    with SessionLog(path) as log:
        for x in obs:
            log.record(x)
    t, errors = resume(path)
    live = tracker(3)
    feed(live, *obs[1:])
    assert not errors and t.view() == live.view() and len(t.hyps) == len(live.hyps)
    assert t.question is None and live.question is None
