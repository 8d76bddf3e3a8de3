"""Fresh QA56 MEDIUM M4 (run C, 6 players, arkham-classic, es, round 3): "Zona de descarte
de Bob: el Ángel descarnado. ¿Era la mano de Bob…?" open, Carol's Stowaway said ahead of
its answer ("Carol: el Polizón."), then Bob's Shoggoth (the Stowaway's forced discard)
settled it: "Las cartas responden a la pregunta sobre el Ángel descarnado: la jugada de
Bob, no su mano." was not followed by "Bob cae en la locura." (truth 185-187: "Bob: el
Ángel descarnado. / Bob elige a Alice. / Bob cae en la locura."); it came only after
"Bob descarta el Shoggoth.", the effect of Carol's play. The live order held Bob's Insane
until the next play's end (:class:`~companion.narration.record_order.InsaneAfterEffect`),
and the play that ended his (Carol's) had been said ahead: the state change the settled
question implies is said with it. The tracker's inputs: the tester's session log
(``tests/companion/qa56_c_round3.jsonl``, lines 1-72, up to Bob's Shoggoth)."""
from dataclasses import replace
from pathlib import Path

import pytest

from companion.app.session import TableSession
from companion.session_log_lines import read_log
from companion.narration.catalog import message

LOG = Path(__file__).parent.parent / "qa56_c_round3.jsonl"


def _said(lang):
    observations, errors = read_log(LOG)
    assert not errors and observations[0].kind == "start"
    said = []
    s = TableSession(say=said.append, lang=lang)
    s.says_ahead = True  # the live table's (companion.app.live)
    start = observations[0]
    s.observe(replace(start, value={**start.value, "lang": lang}))  # the run's: es
    for obs in observations[1:-1]:
        s.observe(obs)
    n = len(said)
    s.observe(observations[-1])  # Bob's Shoggoth
    return [a.brief for a in said[n:]]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_insane_of_a_play_its_question_names_late_is_said_with_it(lang):
    from companion.cards import card
    texts = _said(lang)
    named = message(lang, "card_played_named.brief", player="Bob",
                    card=card("nightgaunt").name(lang))
    insane = message(lang, "now_insane.brief", player="Bob")
    discard = message(lang, "card_discarded.brief", player="Bob",
                      card=card("shoggoth").name(lang))
    assert texts[:3] == [named, insane, discard], texts
    assert message(lang, "now_insane.brief", player="Carol") in texts[3:], texts
