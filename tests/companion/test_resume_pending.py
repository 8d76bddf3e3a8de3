"""QA32 F5 and F7: a session log cut in the middle of a turn (round 3, "Carol: The Boxer."
with no target told yet, the first 52 lines of the demo's log). ``companion resume`` gives
the deck and active player the accounts kept differ on as not confirmed and names the
pending play; ``play --resume`` says the score and that play too."""
from pathlib import Path

import cv2
import numpy as np
import pytest

from companion.cli import main
from tests.companion.settings_files import no_settings

LOG = Path(__file__).with_name("qa32_boxer_pending.jsonl")


def test_resume_marks_the_deck_and_turn_not_confirmed_and_names_the_pending_play(capsys):
    assert main(["resume", str(LOG)]) == 0
    lines = capsys.readouterr().out.splitlines()
    # a tie draws for Alice (deck 20); a knock-out waits for the loser's hand (deck 21)
    assert lines[0] == ("edition arkham, round 3, deck 20 (not confirmed), "
                        "active Alice (not confirmed)")
    # who may be out is said once, with the pending play, not "out (not confirmed)" on
    # every seat (QA32 F5: all three players "out" read as impossible)
    assert lines[1:4] == ["Alice: tokens 0 Sane / 0 Insane; zone: -",
                          "Bob: tokens 0 Sane / 0 Insane; zone: -",
                          "Carol: tokens 0 Sane / 2 Insane; zone: The Boxer"]
    assert lines[-1] == ("waiting for the outcome of The Boxer, played by Carol "
                         "(Alice, Bob, or Carol may be out)")


@pytest.mark.parametrize("lang, words", [
    ("fr", "en attente : l'issue du Boxeur de Carol (peut avoir quitté "
           "la manche : Alice, Bob ou Carol)"),
    ("es", "en espera: el resultado del Boxeador de Carol (puede quedar "
           "fuera: Alice, Bob o Carol)")])
def test_resume_names_the_pending_play_in_french_and_spanish(capsys, lang, words):
    assert main(["resume", "--lang", lang, str(LOG)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == words


def test_resume_once_the_loser_is_told_gives_the_deck_and_turn_as_fact(tmp_path, capsys):
    log = tmp_path / "c54.jsonl"
    log.write_text(LOG.read_text() + '{"seq":53,"obs":{"kind":"target","seat":1}}\n'
                   '{"seq":54,"obs":{"kind":"out","seat":1}}\n')
    assert main(["resume", str(log)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "edition arkham, round 3, deck 21, active Carol"
    assert lines[-1] == "waiting for Bob's hand"


@pytest.mark.parametrize("lang, resumed, score, pending", [
    ("en", "Game resumed from the log: round 3.", "Mythos tokens. Carol has 2 Insane",
     "The table is waiting for the outcome of The Boxer, played by Carol."),
    ("fr", "Partie reprise depuis le journal : manche 3.", "Pions Mythe.",
     "La table attend l'issue du Boxeur de Carol.")])
def test_play_resume_says_the_score_and_the_pending_play(tmp_path, capsys, lang, resumed,
                                                         score, pending):
    frames = tmp_path / "frames"
    frames.mkdir()
    cv2.imwrite(str(frames / "0.png"), np.full((120, 160, 3), 90, np.uint8))
    assert main(["play", "--resume", str(LOG), "--source", str(frames), "--no-log",
                 "--lang", lang, "--config", no_settings(tmp_path)]) == 0
    out = capsys.readouterr().out
    # in that order, after the resume line and before whose turn it is (QA32 F7)
    at = [out.index(resumed), out.index(score), out.index(pending)]
    assert at == sorted(at)
