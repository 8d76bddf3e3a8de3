"""Fresh QA61 MEDIUM-2 (g4/run2, 6 players, arkham, round 2): Alice's Stowaway, "Sane or
Insane effect?" open while the camera read her Cthulhu (held: "A card in Alice's zone waits
for the answer"). Plus 2: "Alice: Insane effect." "The Stowaway Eggs taken." then "Alice:
who took the Stowaway Eggs? 1 Bob, 2 Dan, 3 Eve." was printed but never said nor asked
again: the held Cthulhu, applied in the same input, replaced that question with its own
"Sane or Insane effect?", and the question's line was stale (dropped unsaid) the moment it
was made. A question must be heard (said, or asked again) before another replaces it.

Diagnosis (session 61, qm61a; not fixed by the deadline): not a voice bug. The tracker
(companion.tracker) takes Alice's held Cthulhu as settling the "holder" question (the Eggs'
holder left unknown) and asks Cthulhu's; the app's question line is tied to the tracker's
open question (session_speech: stale once it is closed), so it is dropped at once. Fix
either in the tracker (keep "who took the Eggs?" open, the held card waiting behind it, as
tests/companion/app/test_late_effect_answer.py does for other seats' cards) or in the app
(a question closed unheard by the same input's held card said as told, not dropped).
Review of qm61a (session 62): Alice's Cthulhu was in the history before the answer (taken,
no line); the answer's events set "holder" as the open question, then
companion.tracker.asking._questions picked Cthulhu's "effect" question in its place in the
same input ("holder" is not in questions.PICKED, kept until answered); once Cthulhu's answer
leaves one account, the holder is never asked. Tried: keep a holder question the input
itself asked for that input (tracker._commit); it mends this test but delays the questions
other tests need at once (test_qa53b_r3_necronomicon: "which card?" after Carol's
Stowaway; test_rev_necro54 x2: the Necronomicon's effect question), so it was reverted: the
mend must choose which question comes first (the holder then the other, or the other then
the holder asked again once it is answered). The observations are the tester's session
log (seq 2-42).

Mended (session 63, qh63): the holder question an input opens is asked first, in the
game's order (the Eggs taken before Alice's second play, seed 002 card 5), and the question
:func:`companion.tracker.questions.pick` finds in the same input at the next one; unless
that question names the set-aside card (QA53b r3: "R'lyeh or the Stowaway Eggs?" may tell
who took them, asked at once as before): :func:`companion.tracker.questions.holder_first`.
Session 64 (hq64): a holder question another replaced while still open waits and is asked
again once no other question is open (:attr:`companion.tracker.tracker.Tracker.
holder_waiting`)."""
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


def _heard_to_the_answer():
    ear = _Ear()
    s = TableSession(say=ear, lang="en")
    s.observe(o.start("arkham", ["Alice", "Bob", "Carol", "Dan", "Eve", "Fay"], "en", 0))
    for line in LOG:
        s.observe(o.from_dict(json.loads(line)))
        ear.hear_all()
    assert s.tracker.question is not None and s.tracker.question.value == "effect"
    return s, ear


def _pressed(s, ear, keys):
    """The lines ``keys`` made (brief, still to be said), all heard afterwards."""
    n = len(ear.said)
    press(s, keys)
    new = [(a.brief, not (a.stale and a.stale())) for a in ear.said[n:]]
    ear.hear_all()
    return new


def test_the_stowaway_holder_question_is_heard_before_cthulhu_s_replaces_it():
    s, ear = _heard_to_the_answer()
    new = _pressed(s, ear, "+2")  # Insane effect
    # main: the holder's line stale at once, Cthulhu's "Sane or Insane?" asked after it
    assert new == [
        ("Alice: Insane effect.", True), ("The Stowaway Eggs taken.", True),
        ("Alice: who took the Stowaway Eggs? 1 Bob, 2 Dan, 3 Eve. Answer with plus and the "
         "number.", True), ("Alice: Cthulhu.", True)], new
    assert s.tracker.question.value == "holder"


def test_cthulhu_s_question_follows_the_holder_s_answer_one_at_a_time():
    s, ear = _heard_to_the_answer()
    _pressed(s, ear, "+2")
    new = _pressed(s, ear, "+2")  # Dan took the Eggs
    assert new == [("Dan now holds the Stowaway Eggs.", True),
                   ("Alice: Sane or Insane effect? 1 Sane, 2 Insane. Answer with plus and "
                    "the number.", True)], new
    q = s.tracker.question
    assert q.value == "effect" and q.seat == 0, q
    assert _pressed(s, ear, "+1") == [("Alice: Sane effect.", True), ("Alice is out.", True)]
    assert s.tracker.question is None and len(s.tracker.hyps) == 1


def test_the_holder_question_a_card_question_replaced_is_asked_once_that_one_is_answered():
    """Left open (session 63, qh63): QA53b r3's round (tests/companion/qa53b_r3_round4.jsonl)
    with Alice's card answered R'lyeh, not the Stowaway Eggs. Carol's "Insane" opens "who
    took the Stowaway Eggs?" and "R'lyeh or the Stowaway Eggs?" replaces it in the same
    input (:func:`companion.tracker.questions.holder_first`: its answer may tell who took
    them; the holder's line is dropped unsaid); "1" (R'lyeh) leaves the Eggs' holder
    unknown, the Necronomicon's question follows, then one account and no question: the
    holder is never asked. A mend: remember a holder question a question replaced unheard
    and ask it again once that one is answered while :func:`~companion.tracker.questions.
    holder_open` (kept in the tracker's snapshot, for undo).

    Mended (session 64, hq64): so it is
    (:attr:`~companion.tracker.tracker.Tracker.holder_waiting`), asked once the
    Necronomicon's question, which followed "which card?", is answered too. Since session
    65 (rxf, review of hq64) the held cards answer it: Dan's knocked-out hand, the
    Investigators, shows he did not take the Eggs (:func:`companion.tracker.aside_taker.
    hand_not_taker`): "Alice now holds the Stowaway Eggs." after his out, no question."""
    from pathlib import Path

    from companion.session_log_lines import read_log
    from .test_live_deal import _table, _texts
    from .test_qa53b_r3_necronomicon import NAMES
    table, said, _ = _table(NAMES, lang="en")
    observations, _ = read_log(Path(__file__).parent.parent / "qa53b_r3_round4.jsonl")
    for obs in observations[1:-1]:
        table.session.observe(obs)
    n = len(said)
    for key in "+1+1":  # R'lyeh, then the Necronomicon Sane
        table._one_key(key)
    # since session 65 (rxf): Dan out with the Investigators as his hand did not take the
    # Eggs (their taker's hand; Bob protected): the cards tell Alice, nothing to ask
    texts = _texts(said)[n:]
    assert not any("who took the Stowaway Eggs?" in t for t in texts), texts
    assert texts.index("Alice now holds the Stowaway Eggs.") \
        == texts.index("Dan is out, with the Investigators.") + 1, texts
    assert table.session.tracker.question is None
