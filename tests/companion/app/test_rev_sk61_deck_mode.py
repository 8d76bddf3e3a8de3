"""Review of sk61 (the deck mode kept in the start line): a resumed game going to a NEW log
(``play --resume A --log B``, ``replay --resume A --save-log B``) copied A's start line as
written, so B kept A's mode (or none, an old A), not the mode the game was played with:
``play --resume B`` without a flag then said "Playing with the tactile stickers only, as the
log was." and left the labels out of a deck that has them (review of sk61, MEDIUM)."""
import json

import pytest

from companion.cli import main
from tests.companion.app import test_qa61_resume_deck_mode as qa61
from tests.companion.settings_files import no_settings

_frames, _log, played = qa61._frames, qa61._log, qa61.played  # (the fixture too)


def _start(path):
    return next(json.loads(line)["obs"] for line in path.read_text().splitlines()
                if json.loads(line)["obs"]["kind"] == "start")


@pytest.mark.parametrize("mode, flag, kept", [
    (True, "--no-stickers-only", False),  # the deck changed: labels now
    (False, "--stickers-only", True),
    (None, "--stickers-only", True),  # an old log resumed with the flag
    (True, None, True)])  # no flag: the log's mode, kept
def test_a_new_log_of_a_resumed_game_keeps_the_mode_played(tmp_path, capsys, played, mode,
                                                            flag, kept):
    a, b = _log(tmp_path / "a.jsonl", mode), tmp_path / "b.jsonl"
    assert main(["play", "--resume", str(a), "--log", str(b), "--source",
                 str(_frames(tmp_path)), "--config", no_settings(tmp_path),
                 *([flag] if flag else [])]) == 0
    assert played == [not kept]
    assert _start(b)["value"]["stickers_only"] is kept
    capsys.readouterr()
    assert main(["play", "--resume", str(b), "--source", str(_frames(tmp_path)),
                 "--config", no_settings(tmp_path)]) == 0  # B alone, no flag
    assert played[1] == (not kept)


def test_replay_save_log_of_a_resumed_game_keeps_the_mode_played(tmp_path, capsys):
    a, b = _log(tmp_path / "a.jsonl", True), tmp_path / "b.jsonl"
    assert main(["replay", "--source", str(_frames(tmp_path)), "--resume", str(a), "--fps",
                 "5", "--stop-at", "0", "--no-stickers-only", "--save-log", str(b)]) == 0
    assert _start(b)["value"]["stickers_only"] is False


def test_the_mode_is_the_last_starts_when_a_log_holds_two_games(tmp_path):
    # "Line 7 starts another game: the lines before it are not used." (restart_note)
    from companion.app.deck_mode import logged_deck
    from companion.session_log import SessionLog, resume_report
    from companion.tracker import observations as o
    path = tmp_path / "two.jsonl"
    with SessionLog(path) as log:
        log.record(o.start("arkham", ["Ann", "Bob"], stickers_only=True))
        log.record(o.start("arkham", ["Ann", "Bob"], stickers_only=False))
    assert logged_deck(resume_report(path).tracker) is False


def test_the_new_game_advice_names_the_flag_a_resume_needs():
    # review of sk61, MEDIUM: in a new --stickers-only game (its log already has the start
    # line) the advice said only "start again without --stickers-only"; the natural restart,
    # play --resume LOG without the flag, keeps the log's stickers-only mode: the labels
    # stayed unread until the resumed advice. It names --no-stickers-only too (sk62).
    from companion.app.edition_labels import FOREIGN_PICTURES, EditionLabels
    from companion.app.session import TableSession
    said = []
    labels = EditionLabels(TableSession(say=said.append), resumed=False)
    for _ in range(FOREIGN_PICTURES):
        labels.left_out(2)
    assert ["--no-stickers-only" in a.brief for a in said] == [True]


def test_a_switch_appended_to_the_same_log_is_kept_at_the_next_resume(tmp_path, capsys,
                                                                      played):
    # review of sk61, LOW: play --resume A --no-stickers-only appended to A, whose start
    # line still said stickers only, so a later play --resume A without the flag went back
    # to stickers only ("as the log was"); now a deck mode line keeps the switch (sk62)
    a = _log(tmp_path / "a.jsonl", True)
    frames, config = str(_frames(tmp_path)), no_settings(tmp_path)
    assert main(["play", "--resume", str(a), "--source", frames, "--config", config,
                 "--no-stickers-only"]) == 0
    capsys.readouterr()
    assert main(["play", "--resume", str(a), "--source", frames, "--config", config]) == 0
    assert played == [True, True]  # the labels read both times
    out = capsys.readouterr().out
    assert "stickers only" not in out, out  # nothing said: the log's mode, as written
    decks = [json.loads(line)["deck"] for line in a.read_text().splitlines()
             if "deck" in json.loads(line)]
    assert decks == [{"stickers_only": False}]  # once: the second resume agrees with it


def _switched(tmp_path, start=True, deck=False):
    """A log whose start line keeps ``start`` and whose deck mode line then says ``deck``
    (as play --resume A with the other flag writes it)."""
    from companion.session_log import SessionLog
    a = _log(tmp_path / "a.jsonl", start)
    with SessionLog(a) as log:
        log.record_deck(deck)
    return a


@pytest.mark.parametrize("start, deck", [(True, False), (False, True), (None, True)])
def test_every_reader_of_the_log_takes_its_deck_mode_line(tmp_path, capsys, start, deck):
    from companion.session_log import resume_report
    a = _switched(tmp_path, start, deck)
    report = resume_report(a)
    assert report.deck is deck and report.errors == []  # no "skipped line"
    assert main(["resume", "--json", str(a)]) == 0
    assert json.loads(capsys.readouterr().out)["stickers_only"] is deck
    assert main(["resume", str(a)]) == 0
    assert ("deck:" in capsys.readouterr().out) is deck
    b = tmp_path / "b.jsonl"
    assert main(["replay", "--source", str(_frames(tmp_path)), "--resume", str(a), "--fps",
                 "5", "--stop-at", "0", "--save-log", str(b)]) == 0
    out = capsys.readouterr().out
    assert ("as the log was" in out) is deck, out
    assert _start(b)["value"]["stickers_only"] is deck  # the new log's start: the mode played


def test_a_deck_mode_line_before_a_second_start_is_not_the_last_games(tmp_path):
    from companion.session_log import SessionLog, resume_report
    from companion.tracker import observations as o
    a = _switched(tmp_path, True, False)
    with SessionLog(a) as log:
        log.record(o.start("arkham", ["Ann", "Bob"], stickers_only=True))
    report = resume_report(a)
    assert report.deck is None and report.restarts


def test_an_old_log_resumed_without_a_flag_gets_no_deck_mode_line(tmp_path, capsys, played):
    a = _log(tmp_path / "old.jsonl", None)
    before = a.read_text()
    assert main(["play", "--resume", str(a), "--source", str(_frames(tmp_path)),
                 "--config", no_settings(tmp_path)]) == 0
    assert '"deck"' not in a.read_text()[len(before):]


class _Started(Exception):
    """Raised by the demo's log at its first line: the start is all the test needs."""


@pytest.mark.parametrize("markers", [True, False])
def test_the_demos_log_keeps_its_deck_mode(markers):
    # companion demo --stickers-only renders no code label: its log's start says so, as
    # play's, for companion resume --json and play --resume of an interrupted demo's log
    from dataclasses import replace

    from companion.app.demo import Demo
    from vision.render import PRESETS
    logged = []

    def record(obs, **marks):
        logged.append(obs)
        raise _Started
    demo = Demo("arkham", 2, 14, "en", replace(PRESETS["clean"], markers=markers),
                record=record)
    with pytest.raises(_Started):
        demo.run()
    assert logged[0].kind == "start" and logged[0].value["stickers_only"] is (not markers)
