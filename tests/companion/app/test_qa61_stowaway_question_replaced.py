"""Fresh QA61 MEDIUM-2 (g4/run2, 6 players, arkham, round 2): Alice's Stowaway, "Sane or
Insane effect?" open while the camera read her Cthulhu (held: "A card in Alice's zone waits
for the answer"). Plus 2: "Alice: Insane effect." "The Stowaway Eggs taken." then "Alice:
who took the Stowaway Eggs? 1 Bob, 2 Dan, 3 Eve." was printed but never said nor asked
again: the held Cthulhu, applied in the same input, replaced that question with its own
"Sane or Insane effect?", and the question's line was stale (dropped unsaid) the moment it
was made. A question must be heard (said, or asked again) before another replaces it.

Diagnosis (session 61, qm61a): not a voice bug. Alice's Cthulhu, her second play, was in
the history before the answer; the answer's input asked "who took the Eggs?" and, in the
same input, the tracker picked Cthulhu's "Sane or Insane?" in its place (a holder question
is not kept as the "effect"/"out" ones are, companion.tracker.questions.PICKED); the app's
question line is tied to the tracker's open question (stale once it is closed), so it was
dropped at once, and once Cthulhu's answer left one account the holder was never asked.
Mended in review (rev-qm61a): a holder question an input asks is kept for that input
(companion.tracker.tracker: ``fresh_holder``); the next input (its answer, or a card) may
replace it. The observations are the tester's session log (seq 2-42)."""
import json

from companion.app.session import TableSession
from companion.tracker import observations as o
from tests.companion.app.test_session import press
from tests.companion.app.test_undo_unheard import _Ear

LOG = [
    '{"kind":"card","seat":0,"cards":["stowaway"]}',
    '{"kind":"card","seat":2,"cards":["investigators"]}',
    '{"kind":"card","seat":1,"cards":["the_boxer"]}',
    '{"kind":"card","seat":4,"cards":["rlyeh"]}',
    '{"kind":"card","seat":2,"cards":["the_fed"]}',
    '{"kind":"card","seat":3,"cards":["investigators"]}',
    '{"kind":"card","seat":5,"cards":["the_musician"]}',
    '{"kind":"card","seat":2,"cards":["randall_tillinghast"]}',
    '{"kind":"card","seat":0,"cards":["investigators"]}',
    '{"kind":"card","seat":0,"cards":["the_fed"]}',
    '{"kind":"card","seat":1,"cards":["shoggoth"]}',
    '{"kind":"card","seat":2,"cards":["deep_one"]}',
    '{"kind":"card","seat":2,"cards":["nightgaunt"]}',
    '{"kind":"card","seat":3,"cards":["cultists"]}',
    '{"kind":"card","seat":1,"cards":["the_musician"]}',
    '{"kind":"card","seat":5,"cards":["necronomicon"]}',
    '{"kind":"card","seat":0,"cards":["the_urchin"]}',
    '{"kind":"card","seat":0,"cards":["the_boxer"]}',
    '{"kind":"card","seat":0,"cards":["tommy_gun"]}',
    '{"kind":"card","seat":3,"cards":["the_dilettante"]}',
    '{"kind":"card","seat":3,"cards":["cthulhu"]}',
    '{"kind":"card","seat":3,"cards":["the_urchin"]}',
    '{"kind":"new_round"}',
    '{"kind":"card","seat":5,"cards":["investigators"]}',
    '{"kind":"card","seat":0,"cards":["shoggoth"]}',
    '{"kind":"card","seat":1,"cards":["rlyeh"]}',
    '{"kind":"card","seat":1,"cards":["the_musician"]}',
    '{"kind":"card","seat":1,"cards":["randall_tillinghast"]}',
    '{"kind":"in","seat":0}',
    '{"kind":"card","seat":2,"cards":["the_boxer"]}',
    '{"kind":"card","seat":2,"cards":["investigators"]}',
    '{"kind":"card","seat":3,"cards":["tommy_gun"]}',
    '{"kind":"card","seat":1,"cards":["investigators"]}',
    '{"kind":"card","seat":1,"cards":["the_entertainer"]}',
    '{"kind":"card","seat":4,"cards":["the_musician"]}',
    '{"kind":"card","seat":3,"cards":["investigators"]}',
    '{"kind":"card","seat":5,"cards":["the_boxer"]}',
    '{"kind":"card","seat":5,"cards":["the_fed"]}',
    '{"kind":"card","seat":0,"cards":["the_urchin"]}',
    '{"kind":"card","seat":0,"cards":["stowaway"]}',
    '{"kind":"card","seat":0,"cards":["cthulhu"]}',
]


def test_the_stowaway_holder_question_is_heard_before_cthulhu_s_replaces_it():
    ear = _Ear()
    s = TableSession(say=ear, lang="en")
    s.observe(o.start("arkham", ["Alice", "Bob", "Carol", "Dan", "Eve", "Fay"], "en", 0))
    for line in LOG:
        s.observe(o.from_dict(json.loads(line)))
        ear.hear_all()
    assert s.tracker.question is not None and s.tracker.question.value == "effect"
    n = len(ear.said)
    press(s, "+2")  # Insane effect
    new = ear.said[n:]
    asked = [a for a in new if "who took the Stowaway Eggs?" in a.brief]
    assert asked and any(not (a.stale and a.stale()) for a in asked), \
        [(a.brief, bool(a.stale and a.stale())) for a in new]
    ear.hear_all()
    n = len(ear.said)
    press(s, "+1")  # Bob took the Eggs: Cthulhu's own question follows (review of qm61a)
    briefs = [a.brief for a in ear.said[n:]]
    assert "Bob now holds the Stowaway Eggs." in briefs, briefs
    assert s.tracker.question is not None and s.tracker.question.value == "effect", briefs
    assert briefs[-1].startswith("Alice: Sane or Insane effect?"), briefs
