"""Review of low49 (item 2: a check card read from stickers only, held in several accounts
with no question open, keeps its "Check it."): the same card after an undo and after a
resume. QA48 r4's round 2 (``qa48_r4_round6.jsonl`` seq 1-21): Bob's Sanity check card,
the Stowaway, held (his hand in another account) until his Shoggoth comes. A wrong card
read meanwhile and taken back by minus, or the game resumed from its log before the
Shoggoth, said "The Stowaway." alone: the undo and the resume rebuilt the owed checks
only while a question was open (``held_checks``), as the live path did before low49."""
import json
from dataclasses import replace
from pathlib import Path

import pytest

from companion.app.session import TableSession
from companion.session_log import resume_report
from companion.session_log_lines import read_log
from companion.tracker import observations as o

LOG = Path(__file__).parent.parent / "qa48_r4_round6.jsonl"
CARD = {"en": "The Stowaway. Check it.", "fr": "Le Passager clandestin. À vérifier.",
        "es": "El Polizón. Compruébalo."}


def _inputs():
    observations, errors = read_log(LOG)
    checks = [bool(json.loads(line).get("check")) for line in LOG.read_text().splitlines()]
    assert not errors
    return list(zip(observations, checks))[:21]


def _check_lines(said, lang):
    texts = [a.brief for a in said]
    check = {"en": "Bob: Sanity check, 1 card.", "fr": "Bob : test de Santé mentale, 1 carte.",
             "es": "Bob: prueba de cordura, 1 carta."}[lang]
    at = len(texts) - 1 - texts[::-1].index(check)
    return texts[at + 1:at + 2]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
@pytest.mark.parametrize("wrong", [o.card_seen(2, "the_boxer"), o.card_seen(0, "the_boxer")])
def test_a_held_check_card_keeps_check_it_after_a_wrong_card_is_undone(lang, wrong):
    inputs = _inputs()
    said = []
    s = TableSession(say=said.append, record=lambda line: None, lang=lang)
    start = inputs[0][0]
    s.observe(replace(start, value={**start.value, "lang": lang}))
    for obs, check in inputs[1:20]:  # up to the Stowaway, held
        s.observe(obs, check=check)
    assert s.tracker.ambiguous and s.tracker.question is None
    s.observe(wrong, check=True)  # a card read by mistake, taken back
    s.observe(o.undo())
    s.observe(*inputs[20][:1], check=True)  # Bob's Shoggoth: the Stowaway's news
    assert _check_lines(said, lang) == [CARD[lang]]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_held_check_card_keeps_check_it_after_its_news_is_undone(lang):
    """Minus after the Shoggoth (its news said), the Shoggoth read again."""
    inputs = _inputs()
    said = []
    s = TableSession(say=said.append, record=lambda line: None, lang=lang)
    start = inputs[0][0]
    s.observe(replace(start, value={**start.value, "lang": lang}))
    for obs, check in inputs[1:21]:
        s.observe(obs, check=check)
    s.observe(o.undo())
    del said[:]
    s.observe(*inputs[20][:1], check=True)
    texts = [a.brief for a in said]
    assert CARD[lang] in texts, texts


def test_a_held_check_card_keeps_check_it_after_a_resume(tmp_path):
    """The log up to the Stowaway resumed, then the Shoggoth read."""
    log = tmp_path / "play.jsonl"
    log.write_text("".join(line + "\n" for line in LOG.read_text().splitlines()[:20]))
    said = []
    s = TableSession(say=said.append, lang="en")
    s.resume(resume_report(log))
    assert s.tracker.ambiguous and s.tracker.question is None
    s.observe(_inputs()[20][0], check=True)
    texts = [a.brief for a in said]
    assert "The Stowaway. Check it." in texts, texts
