"""QA19 #5: ``play --resume`` of a damaged session log: the voice gives the cause the
terminal gives, and undo takes back the last card said, not a refused line nobody heard."""
import queue

import cv2
import numpy as np

from companion.app.keys import Command
from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.cli import main
from companion.session_log import resume_report
from tests.companion.settings_files import no_settings

# the QA19 tester's log: line 4 cut short, a garbage line, Cthulhu by seat 8 of 3, an unknown
# card; the rules refuse lines 5, 6, 7 (after the missing line 4) and 9
DAMAGED = "\n".join([
    '{"seq":1,"obs":{"kind":"start","value":{"edition":"arkham","names":["Ann","Bob","Cy"],'
    '"lang":"en","first":0,"options":{}}}}',
    '{"seq":2,"obs":{"kind":"card","seat":0,"cards":["nightgaunt"]}}',
    '{"seq":3,"obs":{"kind":"card","seat":1,"cards":["the_sailor"]}}',
    '{"seq":4,"obs":{"kind":"card","seat":2,"cards":["the_fe',
    '{"seq":5,"obs":{"kind":"card","seat":0,"cards":["the_musician"]}}',
    '{"seq":6,"obs":{"kind":"card","seat":0,"cards":["rlyeh"]}}',
    '{"seq":7,"obs":{"kind":"card","seat":1,"cards":["the_boxer"]}}',
    'garbage line',
    '{"seq":9,"obs":{"kind":"card","seat":7,"cards":["cthulhu"]}}',
    '{"seq":10,"obs":{"kind":"card","seat":0,"cards":["dragon"]}}',
]) + "\n"


def test_the_voice_blames_the_damaged_line_as_the_terminal_does(tmp_path, capsys):
    log = tmp_path / "damaged.jsonl"
    log.write_text(DAMAGED)
    frames = tmp_path / "frames"
    frames.mkdir()
    cv2.imwrite(str(frames / "0.png"), np.full((120, 160, 3), 90, np.uint8))
    assert main(["play", "--resume", str(log), "--source", str(frames), "--no-log",
                 "--config", no_settings(tmp_path)]) == 0
    out, err = capsys.readouterr()
    assert "after the damaged line 4" in err
    assert ("4 of the log's 7 lines do not fit the game after its damaged line 4 and were not "
            "counted: check each player's discard zone; companion replay says why.") in out
    assert "check the edition" not in out


def _resumed(tmp_path, text: str):
    """``(table, said, logged)``: a session resumed from a log of ``text``, with its
    live table (for the undo key's ``_undo``), what it said and what it logged."""
    log = tmp_path / "resumed.jsonl"
    log.write_text(text)
    said, logged = [], []
    session = TableSession(say=said.append, record=logged.append, lang="en")
    session.resume(resume_report(log))
    table = LiveTable(LiveOptions("arkham", "en", ("Ann", "Bob", "Cy")), session,
                      _Watcher(), None, queue.Queue(), lambda c: False, lambda line: None)
    return table, said, logged


def test_undo_after_a_resume_takes_back_the_last_card_said_not_a_refused_line(tmp_path):
    table, said, logged = _resumed(tmp_path, DAMAGED)
    session = table.session
    table._undo(Command("undo"))
    assert [a.brief for a in said] == ["Undone: The Sailor in Bob's zone.",
                                       "It is Bob's turn."]  # QA23 #9
    assert [ob.kind for ob in logged] == ["undo"] * 5  # lines 9, 7, 6, 5, then the Sailor
    assert [obs.cards for obs, _ in session.tracker.history[1:]] == [("nightgaunt",)]
    table.undo_at = float("-inf")
    table._undo(Command("undo"))
    assert said[-2].brief == "Undone: the Nightgaunt in Ann's zone."


def test_a_refused_card_said_in_this_session_is_still_undone_by_name(tmp_path):
    # QA12 F15 kept: a refused card the table heard is what undo names
    log = tmp_path / "damaged.jsonl"
    log.write_text(DAMAGED)
    said = []
    session = TableSession(say=said.append, lang="en")
    session.resume(resume_report(log))
    from companion.tracker import observations as o
    session.observe(o.card_seen(0, "the_urchin"))  # not Ann's turn: refused, said
    session.key(Command("undo"))
    assert said[-1].brief == "Undone: The Urchin, which was not counted."


# QA20 #10: a sound log that ends with a card laid out of turn, which the table heard
# ("The Sailor by Cy? Waiting for Bob's play.")
REFUSED_END = "\n".join(DAMAGED.splitlines()[:2] + [
    '{"seq":3,"obs":{"kind":"card","seat":0,"cards":["the_sailor"]}}']) + "\n"


def test_a_refused_line_heard_before_the_resume_is_undone_alone_and_by_name(tmp_path):
    table, said, logged = _resumed(tmp_path, REFUSED_END)
    session = table.session
    table._undo(Command("undo"))
    assert [a.brief for a in said] == ["Undone: The Sailor, which was not counted."]
    assert [ob.kind for ob in logged] == ["undo"]  # one undo, not the Nightgaunt too
    assert [obs.cards for obs, _ in session.tracker.history[1:]] == [("nightgaunt",)]


class _Watcher:
    """The watcher's part an undo uses (no picture read: an undone card is not seen)."""

    last_reading = None

    def forget(self, seat, candidates):
        self.forgot = (seat, candidates)


def test_play_resume_says_the_skipped_lines_in_the_logs_language(tmp_path, capsys):
    """QA40 L2: a Spanish log cut mid-line: the voice said "la terminal la muestra" and the
    terminal printed the skipped line in English; now as ``companion resume`` prints it."""
    frames = tmp_path / "frames"
    frames.mkdir()
    cv2.imwrite(str(frames / "0.png"), np.full((120, 160, 3), 90, np.uint8))
    reasons = {"en": "truncated line (the session stopped while writing it)",
               "fr": "ligne coupée (la session", "es": "línea cortada (la sesión se detuvo"}
    for lang, reason in reasons.items():
        log = tmp_path / f"cut-{lang}.jsonl"
        log.write_text(DAMAGED.replace('"lang":"en"', f'"lang":"{lang}"')
                       .rstrip("\n").rsplit("\n", 1)[0] + '\n{"seq":10,"obs":{"kind":"ca')
        assert main(["play", "--resume", str(log), "--source", str(frames), "--no-log",
                     "--config", no_settings(tmp_path)]) == 0
        err = capsys.readouterr().err
        assert reason in err, (lang, err)
        assert main(["resume", str(log)]) == 0
        assert reason in capsys.readouterr().err


def test_a_cut_line_no_session_wrote_amid_the_log_is_not_called_a_crash_s(tmp_path, capsys):
    """QA41 L3: ``{"garbage":`` inserted at line 4, whole records after it: play --resume and
    resume said "truncated line (the session stopped while writing it)"; no session writes
    such a line, so it is "not JSON", then said damaged. A record a crash cut (line 4 of
    DAMAGED, ``{"seq":4,…``) is still called truncated."""
    frames = tmp_path / "frames"
    frames.mkdir()
    cv2.imwrite(str(frames / "0.png"), np.full((120, 160, 3), 90, np.uint8))
    lines = DAMAGED.splitlines()
    said = {"en": ("skipped line 4: not JSON", "line 4 is damaged", "stopped while writing"),
            "fr": ("ligne 4 ignorée : ce n'est pas du JSON", "la ligne 4 est abîmée",
                   "la session s'est arrêtée"),
            "es": ("línea 4 omitida: no es JSON", "la línea 4 está dañada",
                   "la sesión se detuvo")}
    for lang, (skipped, damaged, crash) in said.items():
        log = tmp_path / f"garbage-{lang}.jsonl"
        log.write_text("\n".join(lines[:3] + ['{"garbage": '] + lines[4:7]).replace(
            '"lang":"en"', f'"lang":"{lang}"') + "\n")
        assert main(["play", "--resume", str(log), "--source", str(frames), "--no-log",
                     "--config", no_settings(tmp_path)]) == 0
        played = capsys.readouterr().err
        assert main(["resume", str(log)]) == 0
        resumed = capsys.readouterr().err
        for err in (played, resumed):
            assert skipped in err and damaged in err and crash not in err, (lang, err)
        cut = tmp_path / f"cut-{lang}.jsonl"
        cut.write_text(log.read_text().replace('{"garbage": ', '{"s'))
        assert main(["resume", str(cut)]) == 0
        assert crash in capsys.readouterr().err, lang
