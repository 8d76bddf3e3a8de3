"""Fresh QA61 HIGH-1 (h61a, g2: 3 players, arkham, ``--stickers-only``, dim, fr, demo seed
401): run 1 was ``--stickers-only``, run 2 ``companion play --resume LOG`` without the flag,
which the log did not keep: the camera took the adapted deck as a labelled one (never
"cannot read this card"), a stall prompt came instead and a false line chain followed.

The deck mode is now kept in the start line (``"stickers_only"``), and a resume
(``play --resume``, ``replay --resume``; ``companion resume`` prints it) takes it from
there; an explicit flag contradicting the log wins and is said
(:mod:`companion.app.deck_mode`)."""
import json

import cv2
import numpy as np
import pytest

from companion.cli import main
from companion.session_log import SessionLog
from companion.tracker import observations as o
from tests.companion.settings_files import no_settings


def _log(path, stickers_only):
    """Ann and Bob's game, Ann played The Fed on Bob; its start line keeps the deck mode
    ``stickers_only`` (``None``: a log written before session 61, no mode)."""
    start = o.start("arkham", ["Ann", "Bob"], "en", 0)
    if stickers_only is not None:
        start.value["stickers_only"] = stickers_only
    with SessionLog(path) as log:
        for obs in (start, o.card_seen(0, "the_fed"), o.target(1)):
            log.record(obs)
    return path


def _frames(tmp_path):
    frames = tmp_path / "frames"
    frames.mkdir(exist_ok=True)
    cv2.imwrite(str(frames / "0.png"), np.full((120, 160, 3), 90, np.uint8))
    return frames


@pytest.fixture
def played(monkeypatch):
    """The live tables run: whether each one's camera reads the code labels (``False``:
    stickers only, no card marker looked for), as ``play`` built them."""
    from companion.app.live import LiveTable
    tables, run = [], LiveTable.run

    def watched(self):
        tables.append(self.camera.labels_read)
        return run(self)
    monkeypatch.setattr(LiveTable, "run", watched)
    return tables


def _play(tmp_path, log, *flags):
    return main(["play", "--resume", str(log), "--source", str(_frames(tmp_path)),
                 "--config", no_settings(tmp_path), *flags])


FROM_LOG = "Playing with the tactile stickers only, as the log was."


def test_a_resume_without_the_flag_plays_stickers_only_as_its_log_and_says_so_once(
        tmp_path, capsys, played):
    log = _log(tmp_path / "game.jsonl", True)
    assert _play(tmp_path, log) == 0
    out = capsys.readouterr().out
    assert played == [False]  # no card marker looked for, as run 1
    assert out.count(FROM_LOG) == 1, out
    assert out.index(FROM_LOG) < out.index("Game resumed")  # with the log's notes
    hint = next(line for line in out.splitlines() if "companion play --resume" in line)
    assert hint.endswith("--stickers-only)"), hint  # the hint plays it so too


def test_a_flag_contradicting_the_log_is_followed_and_said(tmp_path, capsys, played):
    # the deck may have changed between sessions: the explicit flag wins
    log = _log(tmp_path / "game.jsonl", True)
    assert _play(tmp_path, log, "--no-stickers-only") == 0
    out = capsys.readouterr().out
    assert played == [True]
    assert out.count("Reading the code labels too, as asked: the log's game was played "
                     "with the tactile stickers only.") == 1, out
    assert FROM_LOG not in out
    hint = next(line for line in out.splitlines() if "companion play --resume" in line)
    assert hint.endswith(" --no-stickers-only)"), hint  # else the log's mode came back
    labelled = _log(tmp_path / "labelled.jsonl", False)
    assert _play(tmp_path, labelled, "--stickers-only") == 0
    out = capsys.readouterr().out
    assert played[1] is False
    assert out.count("Playing with the tactile stickers only, as asked: the log's game "
                     "read the code labels too.") == 1, out


@pytest.mark.parametrize("mode, flags, reads_labels", [
    (None, (), True), (None, ("--stickers-only",), False),  # an old log: the flag, as before
    (False, (), True), (True, ("--stickers-only",), False)])  # the flag agrees with the log
def test_a_log_without_a_mode_or_a_flag_agreeing_says_nothing(tmp_path, capsys, played, mode,
                                                              flags, reads_labels):
    assert _play(tmp_path, _log(tmp_path / "game.jsonl", mode), *flags) == 0
    out = capsys.readouterr().out
    assert played == [reads_labels]
    assert "tactile stickers only" not in out and "code labels too" not in out, out


@pytest.mark.parametrize("lang, line", [
    ("fr", "Partie avec les pastilles tactiles seules, comme dans le journal."),
    ("es", "Se juega solo con las pegatinas táctiles, como en el registro.")])
def test_the_line_is_said_in_the_table_language(tmp_path, capsys, played, lang, line):
    assert _play(tmp_path, _log(tmp_path / "game.jsonl", True), "--lang", lang) == 0
    assert capsys.readouterr().out.count(line) == 1


def test_a_new_game_keeps_its_deck_mode_and_replay_resume_takes_it(tmp_path, capsys,
                                                                   monkeypatch):
    from companion.app import video_replay
    frames = _frames(tmp_path)
    for n in range(1, 14):  # the set-up is said at picture 9 (test_video_replay)
        (frames / f"{n}.png").write_bytes((frames / "0.png").read_bytes())
    saved = tmp_path / "saved.jsonl"
    assert main(["replay", "--source", str(frames), "--players", "Ann,Bob", "--fps", "5",
                 "--stickers-only", "--save-log", str(saved)]) == 0
    start = json.loads(saved.read_text().splitlines()[0])["obs"]
    assert start["kind"] == "start" and start["value"]["stickers_only"] is True
    capsys.readouterr()
    options, real = [], video_replay.replay

    def replay(source, opts, *a, **k):
        options.append(opts.stickers_only)
        return real(source, opts, *a, **k)
    monkeypatch.setattr(video_replay, "replay", replay)
    assert main(["replay", "--source", str(frames), "--resume", str(saved), "--fps", "5",
                 "--stop-at", "0"]) == 0
    assert options == [True]
    assert capsys.readouterr().out.count(FROM_LOG) == 1


def test_companion_resume_prints_the_logs_deck_mode(tmp_path, capsys):
    assert main(["resume", str(_log(tmp_path / "game.jsonl", True))]) == 0
    assert capsys.readouterr().out.splitlines()[-1].startswith(
        "deck: tactile stickers only (companion play --resume plays so")
    assert main(["resume", "--json", str(_log(tmp_path / "old.jsonl", None))]) == 0
    assert json.loads(capsys.readouterr().out)["stickers_only"] is None
    assert main(["resume", str(tmp_path / "old.jsonl")]) == 0
    assert "deck:" not in capsys.readouterr().out


def test_the_deck_mode_follows_an_explicit_flag_else_the_log():
    from companion.app.deck_mode import deck_mode
    assert deck_mode(None, None) == (False, None)
    assert deck_mode(None, False) == (False, None)
    assert deck_mode(None, True) == (True, "app.play.deck_from_log")
    assert deck_mode(True, None) == (True, None)
    assert deck_mode(True, True) == (True, None)
    assert deck_mode(False, True) == (False, "app.play.deck_switched_labels")
    assert deck_mode(True, False) == (True, "app.play.deck_switched_stickers")


@pytest.mark.parametrize("resumed, advice", [
    (False, "start again without --stickers-only"),
    (True, "resume with --no-stickers-only")])
def test_labels_seen_in_a_resumed_stickers_only_game_advise_the_flag_that_reads_them(
        resumed, advice):
    # without a flag a resume now keeps the log's stickers-only mode: "start again without
    # --stickers-only" would not have the labels read
    from companion.app.edition_labels import FOREIGN_PICTURES, EditionLabels
    from companion.app.session import TableSession
    said = []
    labels = EditionLabels(TableSession(say=said.append), resumed=resumed)
    for _ in range(FOREIGN_PICTURES):
        labels.left_out(2)
    assert [advice in a.brief for a in said] == [True], [a.brief for a in said]
