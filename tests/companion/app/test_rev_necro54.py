"""Review of necro54 (session 54): the earlier play's effect question (QA53b r3) under undo
(minus twice) and resume; and its wording (review MEDIUM, fixed): it named no card, heard
right after the same question about Carol's Stowaway ("Carol : effet Sain ou Fou ?" twice),
so she could not tell it was about her Necronomicon; an earlier play's question
(``count`` 1, :func:`~companion.tracker.questions.effect_question`) now names it."""
from pathlib import Path

import pytest

from companion.session_log_lines import read_log
from companion.tracker import questions
from companion.tracker.table import PlayNote

from .test_live_deal import _table, _texts
from .test_qa53b_r3_necronomicon import HELD_TURNS, NAMES

DATA = Path(__file__).parent.parent
#: review MEDIUM (fixed): the earlier play's question names its card; heard right after
#: the same question about her Stowaway, "Carol : effet Sain ou Fou ?" named none
ASKED = ("Carol : le Necronomicon, effet Sain ou Fou ? 1 Sain, 2 Fou. Répondez avec plus et "
         "le numéro.")


def _asked():
    table, said, logged = _table(NAMES, lang="fr")
    observations, errors = read_log(DATA / "qa53b_r3_round4.jsonl")
    for obs in observations[1:]:
        table.session.observe(obs)
    assert _texts(said)[-1] == ASKED
    return table, said, logged


def test_undoing_the_answer_asks_again_and_a_new_answer_says_the_turns():
    table, said, _ = _asked()
    tracker = table.session.tracker
    for key in "+1":
        table._one_key(key)
    n = len(said)
    for key in "--":
        table._one_key(key)
    assert tracker.question is not None and tracker.question.value == "effect"
    n = len(said)
    for key in "+1":
        table._one_key(key)
    # the answer given again names the card (a changed answer's wording)
    assert _texts(said)[n:] == ["Réponse : quel numéro ?",
                                "Carol utilise l'effet Sain du Necronomicon."] + HELD_TURNS[1:]
    assert tracker.hyps[0].wait == ("play", 1)


def test_a_resumed_log_with_the_question_open_asks_it_and_takes_the_answer(tmp_path):
    from companion.session_log import resume_report
    from tests.companion.app.test_live_setup import _table as _setup_table
    log = tmp_path / "play.jsonl"
    log.write_text((DATA / "qa53b_r3_round4.jsonl").read_text(encoding="utf-8"),
                   encoding="utf-8")
    table, said, _ = _setup_table(names=NAMES, lang="fr", markers=range(1, 5))
    table.session.resume(resume_report(log))
    table.session.recall()
    tracker = table.session.tracker
    assert tracker.question is not None and tracker.question.value == "effect"
    assert tracker.question.cards == ("necronomicon",)
    n = len(said)
    for key in "+1":
        table._one_key(key)
    # after a resume the held turns are said "to check" (as main says a resumed log's)
    assert [t.replace(" À vérifier.", "") for t in _texts(said)[n:][-len(HELD_TURNS) + 1:]] == [
        t.rstrip(".") + "." for t in HELD_TURNS[1:]]
    assert tracker.hyps[0].wait == ("play", 1)


@pytest.mark.parametrize("lang, brief, verbose", [
    ("en", "Carol: the Necronomicon, Sane or Insane effect? 1 Sane, 2 Insane.",
     "Carol, which effect did you use with the Necronomicon? 1 for Sane, 2 for Insane."),
    ("fr", "Carol : le Necronomicon, effet Sain ou Fou ? 1 Sain, 2 Fou.",
     "Carol, quel effet avez-vous utilisé avec le Necronomicon ? 1 pour Sain d'esprit, "
     "2 pour Fou."),
    ("es", "Carol: el Necronomicón, ¿efecto cuerdo o de locura? 1 cuerdo, 2 locura.",
     "Carol, ¿qué efecto has usado con el Necronomicón? 1 para cuerdo, 2 para locura.")])
def test_the_earlier_plays_question_names_its_card(lang, brief, verbose):
    from companion.narration import narrate
    q = questions.effect_question(PlayNote(2, "necronomicon", frozenset({"sane"})), True)
    assert narrate(q, NAMES, lang, "brief") == brief
    assert narrate(q, NAMES, lang, "verbose") == verbose
    # the last play's question is worded as before (no card)
    q = questions.effect_question(PlayNote(2, "necronomicon", frozenset({"sane"})))
    assert "Necronomicon" not in narrate(q, NAMES, lang, "brief")
