"""``companion resume`` of a log whose last card read is still open (a "Which card is it?"
question): nothing the accounts differ on is printed as fact (QA13a F13)."""
import json

import pytest

from companion.cli import main

_START = ('{"seq":1,"obs":{"kind":"start","value":{"edition":"arkham","names":["Ann","Bob",'
          '"Cy"],"lang":"%s","first":0,"options":{}}}}\n')
_CARD = '{"seq":2,"obs":{"kind":"card","seat":0,"cards":[%s]}}\n'
ORDERS = ('"the_dilettante","cthulhu"', '"cthulhu","the_dilettante"')


def _log(tmp_path, order, lang="en"):
    path = tmp_path / f"amb-{lang}-{order[1]}.jsonl"
    path.write_text(_START % lang + _CARD % order)
    return path


@pytest.mark.parametrize("order", ORDERS)
def test_state_of_mind_not_said_by_the_candidates_order(tmp_path, capsys, order):
    # The Dilettante (Sane) or Cthulhu (Insane): Ann is out either way; out, she is never
    # said Insane by the voice (flow.went_insane), so neither account makes her so (fresh
    # QA60 MEDIUM-3; before it: "out, insane (not confirmed)")
    assert main(["resume", str(_log(tmp_path, order))]) == 0
    ann = capsys.readouterr().out.splitlines()[1]
    assert ann.startswith("Ann: tokens 0 Sane / 0 Insane; out; zone: ")
    assert ann.endswith("(not confirmed)")


#: fresh QA60 r5 (original, 2 players): Ann's Hound of Tindalos, its effect not told: Ann
#: Insane once it is over if Bob is in, Sane if it put him out (seed 002 "State of Mind")
_HOUND = ('{"seq":1,"obs":{"kind":"start","value":{"edition":"original","names":["Ann",'
          '"Bob"],"lang":"%s","first":0,"options":{}}}}\n'
          + "".join('{"seq":%d,"obs":{"kind":"face_up","cards":["%s"]}}\n' % (n, key)
                    for n, key in enumerate(("deep_ones", "elder_sign", "randolph_carter",
                                             "investigators_original",
                                             "great_race_of_yith"), 2))
          + '{"seq":7,"obs":{"kind":"card","seat":0,"cards":["hound_of_tindalos"]}}\n')


@pytest.mark.parametrize("lang, words", [("en", "; insane (not confirmed);"),
                                         ("fr", "en proie à la folie (non confirmé)"),
                                         ("es", "presa de la locura (sin confirmar)")])
def test_state_of_mind_not_confirmed_in_every_language(tmp_path, capsys, lang, words):
    path = tmp_path / f"hound-{lang}.jsonl"
    path.write_text(_HOUND % lang)
    assert main(["resume", str(path)]) == 0
    assert words in capsys.readouterr().out.splitlines()[1]


@pytest.mark.parametrize("order", ORDERS)
def test_json_carries_the_open_question_and_the_candidates(tmp_path, capsys, order):
    assert main(["resume", "--json", str(_log(tmp_path, order))]) == 0
    got = json.loads(capsys.readouterr().out)
    ann = got["seats"][0]
    assert ann["out"] is True and ann["insane"] is False  # out: never said Insane (QA60)
    assert sorted(ann["zone_reads"][0]) == ["cthulhu", "the_dilettante"]
    assert ann["zone"] == [None]  # not the first candidate as fact
    assert got["seats"][1]["insane"] is False and got["seats"][1]["zone_reads"] == []
    q = got["question"]
    assert (q["kind"], q["seat"]) == ("card", 0)
    assert sorted(q["answers"]) == ["cthulhu", "the_dilettante"]
    assert q["text"].startswith("Which card is in Ann's discard zone:")
