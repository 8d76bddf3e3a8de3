"""Fresh QA63 LOW-4 (r4, 5 players, arkham-classic, stickers only): after "I lost its
end…" (round 1 played past a stall: the log's ``lost`` input), ``companion resume`` printed
"round 1 … waiting for the next deal" with every token 0 and no word that round 1's winner
was lost and not counted (the truth: "Dan wins the round and has 1 Sane."). The log:
``tests/companion/qa63_r4_round1_lost.jsonl`` (r4's session log)."""
from pathlib import Path

import pytest

from companion.commands.resume import summary
from companion.session_log import resume_report

LOG = Path(__file__).resolve().parent / "qa63_r4_round1_lost.jsonl"

LOST = {
    "en": "round 1's end was lost, with any round played after it: their winners and Mythos "
          "tokens are not counted; the next round's first card tells who starts",
    "fr": "la fin de la manche 1 a été perdue, avec les manches jouées depuis : leurs "
          "gagnants et leurs pions Mythe ne sont pas comptés ; la première carte de la "
          "manche suivante dit qui commence",
    "es": "el final de la ronda 1 se perdió, con las rondas jugadas después: sus ganadores "
          "y sus fichas de Mitos no se cuentan; la primera carta de la ronda siguiente dice "
          "quién empieza",
}


@pytest.mark.parametrize("lang", sorted(LOST))
def test_resume_says_the_lost_round_is_not_counted(lang):
    lines = summary(resume_report(LOG).tracker, lang)
    assert LOST[lang] in lines, lines
    # said once, after what the table waits for
    assert lines.index(LOST[lang]) == len(lines) - 2, lines  # the deck mode line last


def test_a_round_won_in_sight_says_nothing_lost(tmp_path):
    # the same log without its last line (the "lost" input): round 1 not over, no word
    lines = LOG.read_text(encoding="utf-8").splitlines()
    assert '"kind":"lost"' in lines[-1]
    cut = tmp_path / "cut.jsonl"
    cut.write_text("\n".join(lines[:-1]) + "\n", encoding="utf-8")
    said = summary(resume_report(cut).tracker, "en")
    assert not any("was lost" in line for line in said), said
