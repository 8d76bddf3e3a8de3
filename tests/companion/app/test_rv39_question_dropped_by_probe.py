"""Review 39 (MEDIUM, thread race): Tracker.answer_blamed, run on the table's thread after
every refused camera input, rewinds the live tracker to before the newest answer and
replays the inputs after it. Meanwhile the voice thread reads
``session.tracker.question`` in question_closed()'s stale(): the open question's line
(Carol: Sane or Insane effect?), still to be said, reads as answered and is dropped for
good, though the question stays open (the player never hears it)."""
from companion.tracker import observations as o
from companion.tracker.tracker import Tracker
from tests.companion.app.test_correct_heard import _bob_asked
from tests.companion.app.test_session import press


def test_the_open_questions_line_never_reads_stale_while_a_refusal_is_probed(monkeypatch):
    s, speaker, engine = _bob_asked()
    press(s, "+2")  # the right answer
    for obs in (o.card_seen(1, "the_fed"), o.card_seen(2, "the_fed"), o.card_seen(2, "rlyeh")):
        s.observe(obs)
    question = s.tracker.question
    assert question is not None and "Sane or Insane" in s.transcript[-1].brief
    line = s.transcript[-1]  # its line, still to be said by the voice
    seen = []
    apply = Tracker.apply

    def voice_checks_meanwhile(self, obs):  # the voice thread asks stale() now
        seen.append(line.stale())
        return apply(self, obs)

    monkeypatch.setattr(Tracker, "apply", voice_checks_meanwhile)
    s.observe(o.card_seen(0, "tommy_gun"))  # refused: "Check Alice's zone: the Tommy …"
    assert s.tracker.refused_last() and s.tracker.question is question
    assert not any(seen), seen
