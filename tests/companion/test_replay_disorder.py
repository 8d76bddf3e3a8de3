"""Damaged logs and records said for what they are (QA28 #9, QA27 #10): a "still in" that
nobody asked is refused, not taken as news; repeated or backward seq numbers and lines
before the start line are said once; a record whose deal is wrong is not "without deal"."""
import json

import pytest

from companion.cli import main

START = {"kind": "start", "value": {"edition": "arkham", "names": ["Alice", "Bob", "Carol"],
                                   "lang": "en", "first": 0}}


def _log(path, observations, seqs=None):
    seqs = seqs or range(1, len(observations) + 1)
    path.write_text("".join(json.dumps({"seq": n, "obs": obs}) + "\n"
                            for n, obs in zip(seqs, observations)))
    return path


def test_a_still_in_nobody_asked_is_refused_not_said(tmp_path, capsys):
    """QA28 #9: 4,000 {"kind": "in", "seat": 0} after Bob's target were said "Alice is
    still in." (Alice was in every account, and nobody aimed at her)."""
    log = _log(tmp_path / "s.jsonl", [
        START, {"kind": "card", "seat": 0, "cards": ["the_urchin"]},
        {"kind": "card", "seat": 1, "cards": ["investigators"]},
        {"kind": "target", "seat": 2}] + [{"kind": "in", "seat": 0}] * 50
        + [{"kind": "guess", "value": 5}, {"kind": "in", "seat": 2}])
    assert main(["replay", str(log)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert "Alice is still in." not in out
    at = out.index("Bob chooses Carol.")
    assert out[at + 1].startswith("That answer does not fit: waiting for ")
    assert out[at + 2] == "(The same line 49 more times.)"
    # the guess's target, told still in, is news as before
    assert out[at + 3:at + 5] == ["Bob guesses 5.", "Carol is still in."]


@pytest.mark.parametrize("lang, said", [
    ("en", "line 4: its seq number does not follow the line before (repeated or going back)"),
    ("fr", "ligne 4 : son numéro seq ne suit pas celui de la ligne d'avant"),
    ("es", "línea 4: su número seq no sigue al de la línea anterior"),
])
def test_repeated_seq_numbers_are_said_once_and_the_log_replayed(tmp_path, capsys, lang,
                                                                   said):
    """QA28 #9: duplicate seq numbers were accepted without a word."""
    log = _log(tmp_path / "d.jsonl", [START, {"kind": "card", "seat": 0,
                                              "cards": ["the_urchin"]},
                                      {"kind": "card", "seat": 1, "cards": ["the_boxer"]},
                                      {"kind": "target", "seat": 2}], seqs=[1, 2, 3, 3])
    assert main(["replay", str(log), "--lang", lang]) == 0
    got = capsys.readouterr()
    assert len(got.err.splitlines()) == 1 and said in got.err
    assert len(got.out.splitlines()) >= 5  # still replayed


def test_a_log_in_reverse_order_says_its_lines_come_before_the_start(tmp_path, capsys):
    """QA27 #10: a reversed log: replay said 3 lines and nothing on stderr; resume said
    "the rules refused 113 of its 114 observations". Both now say the cause."""
    obs = [START, {"kind": "card", "seat": 0, "cards": ["the_urchin"]},
           {"kind": "card", "seat": 1, "cards": ["the_boxer"]}, {"kind": "target", "seat": 2}]
    log = _log(tmp_path / "r.jsonl", obs[::-1], seqs=[4, 3, 2, 1])
    assert main(["replay", str(log)]) == 0
    err = capsys.readouterr().err
    assert ("3 lines come before the game's start line (line 4) and are not used: is the "
            "log in order?") in err
    assert main(["resume", str(log), "--lang", "es"]) == 0
    err = capsys.readouterr().err
    assert "3 líneas van antes de la línea de inicio de la partida (línea 4)" in err
    assert "refused" not in err and "rechaz" not in err


def test_a_record_whose_deal_is_wrong_is_not_said_to_have_no_deal(tmp_path, capsys):
    """QA27 #10: a deal line with a card too many was "the record has no deal (only its
    headers)"; a record with headers only still says that."""
    assert main(["simulate", "--players", "3", "--seed", "4", "--record",
                 str(tmp_path / "g.txt")]) == 0
    text = (tmp_path / "g.txt").read_text()
    head, _, rest = text.partition("\ndeal ")
    bad = tmp_path / "bad.txt"
    bad.write_text(head + "\ndeal the_fed " + rest)
    capsys.readouterr()
    assert main(["replay", str(bad), "--lang", "fr"]) == 1
    err = capsys.readouterr().err
    line = head.count("\n") + 2
    assert f"la ligne {line}, la donne, ne peut pas être rejouée" in err
    assert "pas de donne" not in err
    only = tmp_path / "headers.txt"
    only.write_text(head + "\n")
    assert main(["replay", str(only)]) == 1
    assert "the record has no deal (only its headers)" in capsys.readouterr().err
