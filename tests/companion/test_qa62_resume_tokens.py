"""QA62 LOW-2 (run A p1, 2 players, arkham, stickers only, fr): `companion resume` printed
"Bob : 1 pion sain d'esprit (non confirmé)" while "was that Alice's hand?" was open in
round 2: Bob's round-1 token is certain, only a second one hangs on the answer. A count
the accounts differ on now names every count they hold, "or" between them."""
from pathlib import Path

import pytest

from companion.cli import main

LOG = Path(__file__).with_name("qa62_round1_token.jsonl")


@pytest.mark.parametrize("lang, bob", [
    ("fr", "Bob : 1 ou 2 pions sains d'esprit, 0 pion fou ; "),
    ("en", "Bob: tokens 1 or 2 Sane / 0 Insane; "),
    ("es", "Bob: 1 o 2 fichas de cuerdo, 0 fichas de loco; ")])
def test_a_certain_token_is_not_hedged_when_only_a_second_hangs_on_the_question(
        capsys, lang, bob):
    assert main(["resume", "--lang", lang, str(LOG)]) == 0
    out = capsys.readouterr().out.splitlines()
    line = next(x for x in out if x.startswith("Bob"))
    assert line.startswith(bob), out
    alice = next(x for x in out if x.startswith("Alice"))
    assert "confirm" not in alice.split(";")[0], alice  # 0 in every account: a fact
