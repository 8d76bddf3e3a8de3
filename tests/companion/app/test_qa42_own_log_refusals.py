"""QA42 M2: ``play --resume`` of play's own log (6 players, fr, a question open) said "28 des
39 lignes du journal ne respectent pas les règles … vérifiez l'édition et les places" and
printed "… cette table n'est pas celle de la partie": those lines were the cards the live
session itself refused (out of turn behind the open question, by a player who is out).
The live session now marks them in its log (``"refused": ["unexpected:2"]``, what the
refusal said) and a resume counts toward the warning only the refusals not so marked (or now
for other reasons); a log of another table (review of resume42) and a log written before
the mark are still warned.

``qa42_b_play_fr_6p.jsonl``: QA42's log as play wrote it in session 42 (no refused mark);
``qa42_b_play_fr_6p_marked.jsonl``: play's log of the same video and keys (QA42 B) in
session 43, with the marks.
"""
import json
from pathlib import Path

import pytest

from companion.app.session import TableSession
from companion.cli import main
from companion.narration.catalog import message
from companion.session_log import (SessionLog, logged_with_marks, read_entries, read_lines,
                                   refused_note, resume_report)
from companion.tracker import observations as o
from tests.companion.app.test_live import write_frames
from tests.companion.settings_files import no_settings

QA42_B = Path(__file__).parent.parent / "qa42_b_play_fr_6p.jsonl"
QA42_B_MARKED = Path(__file__).parent.parent / "qa42_b_play_fr_6p_marked.jsonl"
#: QA42 B's lines the tracker refuses: Dan's Cthulhu "? On attend le jeu de Carol.", Bob's
#: Musician "Carte non comptée : … Bob, qui a quitté la manche", …
B_REFUSED = tuple(range(9, 24)) + tuple(range(26, 39))


def written_live(source: Path, path: Path) -> Path:
    """``source``'s observations given to a live session writing ``path`` (as ``play``
    does), each with its ``check`` mark."""
    checks = {n: '"check":true' in (text or "") for n, text in read_lines(source)}
    with SessionLog(path, sync=False) as log:
        session = TableSession(say=lambda a: None, record=log.record)
        for n, obs in read_entries(source)[0]:
            session.observe(obs, check=checks[n])
    return path


def _marked(path: Path) -> dict:
    return {n: json.loads(text) for n, text in read_lines(path)}


def test_qa42_m2_play_marks_the_lines_its_tracker_refused_and_no_other(tmp_path):
    path = written_live(QA42_B, tmp_path / "b.jsonl")
    records = _marked(path)
    assert tuple(n for n, r in records.items() if r.get("refused")) == B_REFUSED
    assert records[9]["refused"] == ["unexpected:2"]  # Dan's Cthulhu, Carol's play awaited
    assert records[14]["refused"] == ["seat_out:2"]  # Bob's Musician, Bob out
    assert records[26]["refused"] == ["too_many_copies"]  # Eve's second Sailor
    # held behind the open question (Fay's Sailor, Alice's Entertainer …), not refused
    assert not any(records[n].get("refused") for n in (6, 7, 8, 24, 25, 39))
    assert all(records[n].get("check") for n in range(2, 40))  # the other mark kept
    assert all(r["obs"] == o.to_dict(obs) for (n, obs), r in zip(read_entries(QA42_B)[0],
                                                                 records.values()))


def test_qa42_m2_play_s_own_log_resumes_without_the_another_table_warning(tmp_path, capsys):
    path = written_live(QA42_B, tmp_path / "b.jsonl")
    report = resume_report(path)
    assert report.refused == B_REFUSED and report.refused_live == B_REFUSED
    assert report.refused_now == () and not report.mostly_refused
    frames = write_frames(tmp_path / "frames", [{}], frames_each=1)
    assert main(["play", "--source", str(frames), "--resume", str(path), "--no-log",
                 "--config", no_settings(tmp_path)]) == 0
    captured = capsys.readouterr()
    assert "lignes du journal ne respectent pas" not in captured.out
    assert "n'est pas celle de la partie" not in captured.err
    # summed up plainly in the terminal, in the table's language
    assert (f"{path}: 28 de ses 39 observations avaient déjà été refusées pendant la partie, "
            "et le sont toujours (lignes 9, 10, 11, 12, 13, …) ; companion replay dit "
            "pourquoi") in captured.err
    assert "Partie reprise depuis le journal" in captured.out


def test_qa42_m2_play_s_own_log_of_qa42_b_video_is_not_another_table(capsys):
    # written by ``play`` on QA42's video B (fr, 6 players, stickers only): Bob said out at
    # 26 s, then 29 of its 40 lines refused and said so, a question still open
    report = resume_report(QA42_B_MARKED)
    assert len(report.refused) == 29 and report.refused_live == report.refused
    assert not report.mostly_refused and report.tracker.question is not None
    assert main(["resume", str(QA42_B_MARKED)]) == 0
    assert "n'est pas celle de la partie" not in capsys.readouterr().err


def test_qa42_m2_a_log_written_before_the_mark_is_still_warned(tmp_path, capsys):
    # QA42's own file, as session 42 wrote it: nothing tells its refusals from another
    # table's, so it keeps the warning it had
    report = resume_report(QA42_B)
    assert report.refused_live == () and len(report.refused_now) == 28
    assert report.mostly_refused


def test_qa42_m2_the_refused_mark_alone_for_a_refused_card(tmp_path):
    """One line per case: a card taken, a card by a player who is out (refused), a
    correction key's command the tracker refuses."""
    path = tmp_path / "s.jsonl"
    with SessionLog(path, sync=False) as log:
        s = TableSession(say=lambda a: None, record=log.record)
        s.observe(o.start("arkham", ["Ann", "Bob", "Cy"], "en", 0))
        s.observe(o.card_seen(0, "the_urchin"))  # taken
        s.observe(o.card_seen(2, "the_fed"))  # out of turn: refused
        s.observe(o.card_seen(1, "the_fed"), check=True)  # taken, read from its stickers
    records = _marked(path)
    assert [(r.get("refused"), r.get("check")) for r in records.values()] == [
        (None, None), (None, None), (["unexpected:1"], None), (None, True)]
    report = resume_report(path)
    assert report.refused == report.refused_live == (3,) and report.refused_now == ()


def test_qa42_m2_a_resumed_game_copied_to_a_new_log_keeps_its_marks(tmp_path, capsys):
    """``play --resume A --log B`` writes the game so far to B first: with each line's
    marks, else B's resume warns again (and loses "Check it.": review 38c)."""
    first, second = written_live(QA42_B, tmp_path / "a.jsonl"), tmp_path / "b.jsonl"
    frames = write_frames(tmp_path / "frames", [{}], frames_each=1)
    assert main(["play", "--source", str(frames), "--resume", str(first), "--log",
                 str(second), "--config", no_settings(tmp_path)]) == 0
    capsys.readouterr()
    copied = logged_with_marks(second)[:39]
    assert copied == logged_with_marks(first)
    assert not resume_report(second).mostly_refused


@pytest.mark.parametrize("lang, says", [
    ("en", "the rules refused 1 of its 5 observations (line 5); 1 of its 5 observations was "
           "already refused during the game, and still is (line 3); companion replay says "
           "why"),
    ("fr", "les règles ont refusé 1 de ses 5 observations (ligne 5) ; 1 de ses 5 "
           "observations avait déjà été refusée pendant la partie, et l'est toujours (ligne "
           "3) ; companion replay dit pourquoi"),
    ("es", "las reglas rechazaron 1 de sus 5 observaciones (línea 5); 1 de sus 5 "
           "observaciones ya se rechazó durante la partida, y sigue rechazada (línea 3); "
           "companion replay dice por qué"),
])
def test_qa42_m2_the_note_counts_the_game_s_own_refusals_apart(tmp_path, lang, says):
    path = tmp_path / "s.jsonl"
    with SessionLog(path, sync=False) as log:
        s = TableSession(say=lambda a: None, record=log.record)
        s.observe(o.start("arkham", ["Ann", "Bob", "Cy"], "en", 0))
        s.observe(o.card_seen(0, "the_urchin"))
        s.observe(o.card_seen(2, "the_fed"))  # refused live: marked
        s.observe(o.card_seen(1, "the_fed"))
    # a line added by hand that the rules refuse: not marked
    log_line = {"seq": 5, "obs": o.to_dict(o.card_seen(1, "the_sailor"))}
    path.write_text(path.read_text() + json.dumps(log_line) + "\n")
    report = resume_report(path)
    assert report.refused_now == (5,) and report.refused_live == (3,)
    assert refused_note(report, lang) == says
    assert message(lang, "app.note_refused_live", count=2, total=5, lines="3, 4") != \
        message(lang, "app.note_refused_live", count=1, total=5, lines="3")
