"""Fresh QA53b runC2 round 4, once HIGH 2 is fixed (runc54's replay of s51 run C's video, 4
players, arkham, es, ``--stickers-only``, truth 166-178): Carol's Necronomicon, unread,
entered by key (Enter 4), asked "the Urchin or the Necronomicon?"; Alice's Sanity-check
card and her Investigators were read while that question was open. Answered (+2), the
accounts left differed only by the Necronomicon's mark (Sane: protected; Insane: immune,
RULINGS A8) behind Alice's play, and only the last play's sides were compared
(``questions.pick``): "Carol: ¿efecto cuerdo o de locura?" never asked, Alice's turn,
check and play never said, and the table waited for Carol's check until round 4 was lost
(the same in the tester's runC2, 21:07:00). Main: no question, nothing said after
"Carol: el Necronomicón.".

The tracker takes the log of the replay up to Alice's second Investigators
(``tests/companion/qa53b_runc2_round4_necro.jsonl``: runC2 ``session.jsonl`` lines 1-49,
then round 4 as the fixed replay gave it)."""
from pathlib import Path

from companion.app.session import TableSession
from companion.session_log_lines import read_log
from companion.tracker import observations as o

DATA = Path(__file__).parent.parent


def test_the_necronomicon_s_side_is_asked_once_its_card_is_answered_behind_later_plays():
    said = []
    session = TableSession(say=said.append, lang="es", edition="arkham")  # the log's
    observations, errors = read_log(DATA / "qa53b_runc2_round4_necro.jsonl")
    assert not errors
    for obs in observations:
        session.observe(obs)
    q = session.tracker.question
    assert q is not None and q.value == "card" and q.info == ("the_urchin", "necronomicon")
    n = len(said)
    session.observe(o.was("necronomicon"))
    texts = [a.brief for a in said[n:]]
    assert texts[0] == "Carol: el Necronomicón.", texts
    q = session.tracker.question
    assert q is not None and q.value == "effect" and q.seat == 2, texts
    n = len(said)
    session.observe(o.effect("insane", 2, "necronomicon"))  # truth 169
    texts = [a.brief for a in said[n:]]
    assert texts[:2] == ["Carol: efecto de locura.", "Carol ya no puede quedar fuera."], texts
    assert "Alice: prueba de cordura, 1 carta." in texts, texts
    assert "Alice supera la prueba. Quedan 10 cartas." in texts, texts
    assert session.tracker.waiting()[:2] == ("check", 2)  # Carol's check, 2 cards (truth)
