"""Review 38c (LOW): ``read_as`` (how the camera read its cards: from the stickers only,
"Check it.") was never cleared and was empty after ``play --resume``: a card read again
by an undo under it, after a resume, lost its "Check it.". The session log keeps it; a
resume reads it back; undone cards never read again are dropped at a new round."""
from companion.app.session import TableSession
from companion.session_log import SessionLog, resume_report
from companion.tracker import observations as o
from tests.companion.app.test_correction_choice import _BOB_ASKED
from tests.companion.app.test_session import press

NAMES = ["Alice", "Bob", "Carol"]
QUESTION = "The Deep One in Bob's discard zone: was that Bob's hand, so Bob is out?"


def test_a_resumed_undo_reads_a_sticker_card_again_with_its_check(tmp_path):
    """QA38's wrong plus 1, then Bob's Fed read from its stickers only (refused: "Bob is
    out"), then a crash: the resume says which answer it contradicts; minus twice takes
    it back and Bob's Fed, read again, is still said to check."""
    path = tmp_path / "s.jsonl"
    with SessionLog(path, sync=False) as log:
        s = TableSession(say=lambda a: None, record=log.record)
        s.observe(o.start("arkham", NAMES, "en", 0))
        for seat, key in _BOB_ASKED:
            s.observe(o.card_seen(seat, key))
        press(s, "+1")  # wrong: Bob played it
        s.observe(o.card_seen(1, "the_fed"), check=True)
    said = []
    r = TableSession(say=said.append)
    r.resume(resume_report(path))
    r.blame_answer(resumed=True)  # as the live table's resume summary says it
    assert [a.brief for a in said] == [
        f"The Fed in Bob's zone would fit without your answer to: {QUESTION} To take that "
        "answer back, press minus twice."]
    del said[:]
    press(r, "--")
    text = [a.brief for a in said]
    assert text[0] == f"Undone: your answer to: {QUESTION}", text
    assert "Bob is out, with The Fed. Check it." in text, text


def test_undone_sticker_cards_are_forgotten_at_the_next_round():
    s = TableSession(say=lambda a: None)
    s.observe(o.start("arkham", NAMES, "en", 0))
    kept, undone = o.card_seen(0, "the_musician"), o.card_seen(1, "investigators")
    s.observe(kept, check=True)
    s.observe(undone, check=True)
    s.observe(o.undo())
    s.observe(o.new_round())
    assert [v[0] for v in s.read_as.values()] == [kept]
