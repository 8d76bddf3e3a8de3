"""QA37 (``companion resume`` on the log of a French game, 42 lines, cut while "Was that
Alice's hand?" waited, the last card read: The Urchin in Alice's zone): the summary printed
"partie gagnée par Carol" as a fact, while the open question decides it (Alice out: Carol
wins the round and the game; Alice still in: the round goes on). And the token counts the
two accounts differ on: the Sane counts were given as fact, the Insane ones, the same in
both, marked. QA62 LOW-2: a count the accounts differ on names each ("1 or 2 Sane"), not
one of them "(not confirmed)"."""
import json
from pathlib import Path

import pytest

from companion.cli import main

LOG = Path(__file__).with_name("qa37_open_question_won.jsonl")


@pytest.mark.parametrize("lang, lines", [
    ("en", ["Alice: tokens 0 or 1 Sane / 0 Insane; out (not confirmed), "
            "protected (not confirmed); zone: The Urchin",
            "Carol: tokens 1 or 2 Sane / 0 Insane; out (not confirmed); zone: "
            "The Fed",
            "game won by Carol (not confirmed: the open question decides it)"]),
    ("fr", ["Alice : 0 ou 1 pion sain d'esprit, 0 pion fou ; hors de la manche "
            "(non confirmé), sous protection (non confirmé) ; zone : la Gamine",
            "Carol : 1 ou 2 pions sains d'esprit, 0 pion fou ; hors de la manche "
            "(non confirmé) ; zone : l'Agent fédéral",
            "partie gagnée par Carol (non confirmé : la question en cours en décide)"]),
    ("es", ["Alice: 0 o 1 ficha del lado cuerdo, 0 fichas del lado loco; fuera (sin "
            "confirmar), con protección (sin confirmar); zona: el Pilluelo",
            "Carol: 1 o 2 fichas del lado cuerdo, 0 fichas del lado loco; fuera (sin "
            "confirmar); zona: el Federal",
            "partida ganada por Carol (sin confirmar: lo decide la pregunta abierta)"])])
def test_a_winner_the_open_question_decides_is_not_said_as_fact(capsys, lang, lines):
    assert main(["resume", "--lang", lang, str(LOG)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert [out[1], out[3], out[4]] == lines
    assert len(out) == 6 and out[5].startswith(("question", "pregunta"))


def test_the_json_view_gives_that_winner_as_null(capsys):
    assert main(["resume", "--json", str(LOG)]) == 0
    view = json.loads(capsys.readouterr().out)
    assert view["game_winners"] is None and view["question"]["kind"] == "out"


def test_a_winner_every_account_agrees_on_is_said_as_fact():
    """The same log with the question answered: Alice out, Carol wins the game, said as a
    fact; Alice still in, no winner said."""
    from companion.commands.resume import summary
    from companion.session_log import resume
    from companion.tracker import observations as o
    for answer, last in ((o.seat_out(0), "game won by Carol"),
                         (o.still_in(0), "waiting for the next deal")):
        tracker, problems = resume(LOG)
        assert problems == []
        tracker.apply(answer)
        assert summary(tracker, "en")[-1] == last
