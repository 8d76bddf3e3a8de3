"""Review 39 (MEDIUM): a resumed log with a damaged line before its refused last card
(from_log set): the resume says "The Fed in Bob's zone would fit without your answer to:
… press minus twice."; minus twice first drops that refused card unheard (drop_unheard),
then takes the answer back with nothing to read again: the card the line just named is
lost (the tracker never counts Bob's Fed), the question asked again."""
from companion.app.session import TableSession
from companion.session_log import SessionLog, resume_report
from companion.tracker import observations as o
from tests.companion.app.test_correction_choice import _BOB_ASKED
from tests.companion.app.test_session import press

BOB_FED = o.card_seen(1, "the_fed")


def test_the_card_named_by_the_resumed_hint_is_read_again_after_minus_twice(tmp_path):
    path = tmp_path / "s.jsonl"
    with SessionLog(path, sync=False) as log:
        s = TableSession(say=lambda a: None, record=log.record)
        s.observe(o.start("arkham", ["Alice", "Bob", "Carol"], "en", 0))
        for seat, key in _BOB_ASKED:
            s.observe(o.card_seen(seat, key))
        press(s, "+1")  # wrong: Bob played it
        s.observe(BOB_FED)  # refused: Bob is out
    lines = path.read_text().splitlines()
    lines.insert(3, '{"seq": 3, "obs": {"ki')  # a damaged line in the middle
    path.write_text("\n".join(lines) + "\n")
    said = []
    r = TableSession(say=said.append)
    report = resume_report(path)
    assert report.damaged and report.refused
    r.resume(report)
    r.blame_answer(resumed=True)
    assert [a.brief for a in said][-1].startswith("The Fed in Bob's zone would fit"), said
    press(r, "--")
    assert [e[0] for e in r.tracker.history][-1] == BOB_FED, [a.brief for a in said]
