"""Fresh QA63 LOW-2: Cthulhu's "Sane or Insane effect?" said twice in a row, "The round is
over; its result waits for the answer to the question." between (r3: seed 466, 3 players,
arkham, French; Bob's Cthulhu the round's last play, Sane he is out and Carol wins the
round, Insane he wins the game: RULINGS A13). The live table's held result
(``NextDeal._result_waits``) asked the question again with its lead though it was the last
line said; now the lead alone is said then, in its ``_coming`` form ("…; key 1 repeats
it."), as it already was while the question waited in the voice's queue. The run's inputs
are its session log up to Bob's Cthulhu (``qa63_cthulhu_r3.jsonl``), the Cthulhu read by
the camera through the live loop's steps."""
import json

import pytest

from companion.narration.catalog import message

from .test_live_deal import _frames, _table, _texts
from .test_qa63_cthulhu_win_undone import LOG, _observation

QUESTION = {"en": "Bob: Sane or Insane effect? 1 Sane, 2 Insane. Answer with plus and the "
                  "number.",
            "fr": "Bob : effet Sain ou Fou ? 1 Sain, 2 Fou. Répondez avec plus et le numéro.",
            "es": "Bob: ¿efecto cuerdo o de locura? 1 cuerdo, 2 locura. Responde con más y el "
                  "número."}


def _cthulhu_read(lang):
    """The live table of r3 as the camera reads Bob's Cthulhu (seat 2 on the camera's
    markers), then the table still laid out: the lines said from the Cthulhu on."""
    table, said, _ = _table(names=("Alice", "Bob", "Carol"), lang=lang, edition="arkham")
    lines = LOG.read_text().splitlines()[1:]
    assert json.loads(lines[-1])["obs"]["cards"] == ["cthulhu"]
    for line in lines[:-1]:
        table.session.observe(_observation(json.loads(line)["obs"]))
    n = len(said)
    _frames(table, 30, (2, "cthulhu"))
    return table, _texts(said)[n:]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_cthulhu_question_is_not_said_twice_in_a_row(lang):
    table, texts = _cthulhu_read(lang)
    assert table.session.tracker.question is not None
    assert texts.count(QUESTION[lang]) == 1, texts
    assert sum(QUESTION[lang] in t for t in texts) == 1, texts
    assert texts[-2:] == [QUESTION[lang],
                          message(lang, "app.round_result_waits_answer_coming")], texts


def test_key_1_still_says_the_question_again():
    table, texts = _cthulhu_read("en")
    said = table.session.say.__self__
    n = len(said)
    table._one_key("1")
    assert any(QUESTION["en"] in t for t in _texts(said)[n:]), _texts(said)[n:]
