"""Fresh QA58 MEDIUM-1 (run r2, seed 293, 4 players, original edition, fr): the table quit
after "Le Signe des Anciens.", the first of Alice's two Sanity check cards, four lines
unsaid. The log (``qa58_r2_mid_check.jsonl``, as written) holds both cards, Nyarlathotep
the second; ``play --resume`` said only "Alice quitte la manche. La table attend la main
d'Alice.": her second card and "Alice échoue" were never said. With its second card not in
the log (the quit one card earlier), key 5 said "La table attend le test de Santé mentale
d'Alice" though its first card was in (LOW): the next card is what the table waits for."""
from pathlib import Path

import cv2
import numpy as np
import pytest

from companion.app.resumed_check import check_tail
from companion.cli import main
from companion.session_log import resume_report
from companion.tracker import observations as o
from tests.companion.settings_files import no_settings

LOG = Path(__file__).parent.parent / "qa58_r2_mid_check.jsonl"


def _first_card_log(tmp_path) -> Path:
    """The log one card earlier: Nyarlathotep (line 15) not in it."""
    log = tmp_path / "first.jsonl"
    log.write_text("".join(line for line in LOG.read_text().splitlines(keepends=True)
                           if '"seq":15,' not in line))
    return log


def _play(tmp_path, capsys, log: Path, lang: str) -> list[str]:
    frames = tmp_path / "frames"
    frames.mkdir()
    cv2.imwrite(str(frames / "0.png"), np.full((120, 160, 3), 90, np.uint8))
    assert main(["play", "--resume", str(log), "--source", str(frames), "--no-log",
                 "--lang", lang, "--config", no_settings(tmp_path)]) == 0
    return capsys.readouterr().out.splitlines()


def test_the_check_the_log_ends_with_is_told_whole_before_whose_turn(tmp_path, capsys):
    out = _play(tmp_path, capsys, LOG, "fr")
    said = [line for line in out if line.startswith((
        "Partie reprise", "Alice : test", "Le Signe", "Nyarlathotep", "Alice échoue",
        "Alice quitte"))]
    assert said[0] == "Partie reprise depuis le journal : manche 1."
    assert said[1:4] == ["Alice : test de Santé mentale, 2 cartes.",
                         "Le Signe des Anciens. À vérifier.", "Nyarlathotep. À vérifier."]
    assert said[4].startswith("Alice échoue. Il reste ")
    assert said[5] == "Alice quitte la manche. La table attend la main d'Alice."


@pytest.mark.parametrize("lang, check, wait", [
    ("fr", "Alice : test de Santé mentale, 2 cartes.",
     "La table attend la carte suivante du test de Santé mentale d'Alice."),
    ("en", "Alice: Sanity check, 2 cards.",
     "The table is waiting for the next card of Alice's Sanity check."),
    ("es", None, "la siguiente carta de la prueba de cordura de Alice")])
def test_a_check_cut_after_its_first_card_says_the_next_is_awaited(tmp_path, capsys, lang,
                                                                   check, wait):
    out = "\n".join(_play(tmp_path, capsys, _first_card_log(tmp_path), lang))
    assert wait in out
    if check is not None:
        assert out.index(check) < out.index(wait)
    assert "Nyarlathotep" not in out


def test_no_check_told_once_something_follows_it_or_a_question_is_open(tmp_path):
    tracker = resume_report(LOG).tracker
    assert [e.kind for e in check_tail(tracker)] == [
        "sanity_check", "card_revealed", "card_revealed", "check_failed", "deck_count"]
    history = len(tracker.history)
    tracker.apply(o.card_seen(0, "cthulhu_original"))  # Alice's hand laid: her knock-out follows
    assert check_tail(tracker) == []
    assert len(tracker.history) == history + 1  # replayed, not changed
    # the log cut before Dan's "was that his hand?" is answered: the check's lines wait
    # for the answer (said with it, as the live session did: fresh QA58 r2c)
    cut = tmp_path / "cut.jsonl"
    cut.write_text("".join(LOG.read_text().splitlines(keepends=True)[:13]))
    assert resume_report(cut).tracker.question is not None
    assert check_tail(resume_report(cut).tracker) == []
