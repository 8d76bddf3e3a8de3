"""QA47 LOW-2, QA48 r4 05:40:53 and QA48b r4 07:13:03 (3 players, arkham, every card read
from the tactile stickers only): round 2, Bob's Sanity check card, the Stowaway, was said
"The Stowaway." without "Check it." when every other card of the game read so was. The
tracker held it silently (two accounts: Bob's knocked-out hand, or his check card, no
question open) until his Shoggoth came, and "Check it." went only to events naming the
card of the newest input. A card read from stickers only is owed its "Check it." while the
tracker holds it in several accounts, as while a question is open.

The inputs are the tester's session log (``tests/companion/qa48_r4_round6.jsonl``, seq
1-21: rounds 1 and 2), each with its ``check`` mark."""
import json
from dataclasses import replace
from pathlib import Path

import pytest

from companion.app.session import TableSession
from companion.session_log_lines import read_log

LOG = Path(__file__).parent.parent / "qa48_r4_round6.jsonl"

#: the check's lines, in each language: the check card is said with "Check it."
LINES = {
    "en": ("Bob: Sanity check, 1 card.", "The Stowaway. Check it.",
           "Bob is out, with the Shoggoth. Check it."),
    "fr": ("Bob : test de Santé mentale, 1 carte.", "Le Passager clandestin. À vérifier.",
           "Bob quitte la manche ; sa main : le Shoggoth. À vérifier."),
    "es": ("Bob: prueba de cordura, 1 carta.", "El Polizón. Compruébalo.",
           "Bob queda fuera, con el Shoggoth. Compruébalo."),
}


def _rounds_1_and_2(lang):
    observations, errors = read_log(LOG)
    checks = [bool(json.loads(line).get("check")) for line in LOG.read_text().splitlines()]
    assert not errors and len(checks) == len(observations)
    said = []
    session = TableSession(say=said.append, record=lambda line: None, lang=lang)
    start = observations[0]
    session.observe(replace(start, value={**start.value, "lang": lang}))
    for obs, check in list(zip(observations, checks))[1:21]:
        session.observe(obs, check=check)
    return [a.brief for a in said]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_check_card_read_from_stickers_and_held_is_said_with_check_it(lang):
    texts = _rounds_1_and_2(lang)
    check, card, out = LINES[lang]
    at = len(texts) - 1 - texts[::-1].index(check)  # round 2's
    assert texts[at + 1] == card, texts[at:]
    assert out in texts[at + 2:], texts[at:]
