"""QA42 M4: ``play --resume`` of play's own log, its question open and cards read from
their stickers held behind it: the answer is said first, then the held plays, each still
asking to check it ("Check it."), as the live session would have."""
from companion.app.keys import Command
from companion.app.session import TableSession
from companion.session_log import resume_report

# the QA42 tester's log (classic, 6 players, sticker-only deck), its first 8 lines: line 5
# (Eve's Urchin) opens "was that Eve's hand?"; lines 6-8 wait behind it
HELD = "\n".join([
    '{"seq":1,"obs":{"kind":"start","value":{"edition":"arkham-classic","names":["Alice",'
    '"Bob","Carol","Dan","Eve","Fay"],"lang":"en","first":0,"options":{}}}}',
    '{"seq":2,"obs":{"kind":"card","seat":0,"cards":["the_boxer"]},"check":true}',
    '{"seq":3,"obs":{"kind":"card","seat":2,"cards":["investigators"]},"check":true}',
    '{"seq":4,"obs":{"kind":"card","seat":3,"cards":["investigators"]},"check":true}',
    '{"seq":5,"obs":{"kind":"card","seat":4,"cards":["the_urchin"]},"check":true}',
    '{"seq":6,"obs":{"kind":"card","seat":5,"cards":["the_sailor"]},"check":true}',
    '{"seq":7,"obs":{"kind":"card","seat":0,"cards":["the_entertainer"]},"check":true}',
    '{"seq":8,"obs":{"kind":"card","seat":1,"cards":["the_fed"]},"check":true}',
]) + "\n"


def _resumed_and_answered(tmp_path, text: str) -> list[str]:
    log = tmp_path / "play.jsonl"
    log.write_text(text)
    said = []
    session = TableSession(say=said.append, lang="en")
    session.resume(resume_report(log))
    assert session.tracker.question.seat == 4
    session.key(Command("answer", 2))  # plus 2: Eve is still in
    return [a.brief for a in said]


def test_qa42_m4_the_held_cards_a_resumed_answer_lets_through_still_ask_to_check_them(
        tmp_path):
    said = _resumed_and_answered(tmp_path, HELD)
    for line in ("Eve: The Urchin.", "Fay: The Sailor.", "Alice: The Entertainer.",
                 "Bob's hand: The Fed."):
        assert f"{line} Check it." in said
    # a log without the marks: nothing to check (the camera read them from a code label)
    plain = _resumed_and_answered(tmp_path, HELD.replace(',"check":true', ""))
    assert "Eve: The Urchin." in plain and not any("Check it" in line for line in plain)


def test_qa42_m4_the_answer_is_said_before_the_held_plays_it_lets_through(tmp_path):
    said = _resumed_and_answered(tmp_path, HELD)
    assert said[0] == "Eve is still in."
    assert said.index("Eve: The Urchin. Check it.") > 0
