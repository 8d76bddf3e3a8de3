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
    ("es", "Bob: 1 o 2 fichas del lado cuerdo, 0 fichas del lado loco; ")])
def test_a_certain_token_is_not_hedged_when_only_a_second_hangs_on_the_question(
        capsys, lang, bob):
    assert main(["resume", "--lang", lang, str(LOG)]) == 0
    out = capsys.readouterr().out.splitlines()
    line = next(x for x in out if x.startswith("Bob"))
    assert line.startswith(bob), out
    alice = next(x for x in out if x.startswith("Alice"))
    assert "confirm" not in alice.split(";")[0], alice  # 0 in every account: a fact


@pytest.mark.parametrize("log, lang, asked", [
    # run B p1 19:10:14, the live voice: the resume said "Alice, which effect did you use?
    # 1 for Sane, 2 for Insane." (the verbose form) instead
    ("qa62_cthulhu_open_undone.jsonl", "en", "question: Alice: Sane or Insane effect? 1 Sane, "
                                      "2 Insane. Answer with plus and the number."),
    # run A p1 19:16:17, the live voice
    ("qa62_round1_token.jsonl", "fr", "question : Zone de défausse d'Alice : les "
     "Investigateurs. Était-ce la main d'Alice, qui quitte donc la manche ? 1 oui, 2 non. "
     "Répondez avec plus et le numéro.")])
def test_the_open_question_is_worded_as_the_live_voice_asked_it(capsys, log, lang, asked):
    assert main(["resume", "--lang", lang, str(LOG.with_name(log))]) == 0
    out = capsys.readouterr().out.splitlines()
    assert asked in out, out
