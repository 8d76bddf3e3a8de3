"""Fresh QA62 HIGH-1 (run B: seed 435, 4 players, original edition): round 1's last play,
Alice's Cthulhu, asked "Alice: Sane or Insane effect?". Sane, she is knocked out (her hand
owed) and Dan, the last one in, wins the round and takes an Insane token; Insane, she wins
the game and nobody takes one (RULINGS A13, O14). With the question open, key 4 and
``play --resume`` said "Sanity tokens, not counting the last round's, which Dan takes:
nobody has one." (as fact), and "Gather all the cards for the next round." came right after
the question, before its answer, though the game may be over. Neither account held a
``round_ended`` (the Sane one's end waits for Alice's hand, the Insane one's is a
``game_won``), so ``Tracker.round_end_held`` was false; the accounts' results differ
(``TableQueries.result_waits``: ``"game"``). Now the gather line waits for the answer, and
key 4 says the round's token depends on it, the question named. The run's inputs are its
session log up to the question (``qa62_cthulhu_open.jsonl``, as written)."""
import json
from pathlib import Path

import cv2
import numpy as np
import pytest

from companion.cli import main
from companion.narration.catalog import message
from companion.narration.narrate import token_words, tokens_summary
from companion.tracker import observations as o
from tests.companion.settings_files import no_settings

from .test_live_deal import _frames, _table, _texts

LOG = Path(__file__).parent.parent / "qa62_cthulhu_open.jsonl"
NAMES = ("Alice", "Bob", "Carol", "Dan")
QUESTION = ("Alice: Sane or Insane effect? 1 Sane, 2 Insane. "
            "Answer with plus and the number.")
GATHER = "Gather all the cards for the next round."


def _observations():
    """The run's observations after its start, as its log holds them."""
    out = []
    for line in LOG.read_text().splitlines():
        obs = json.loads(line)["obs"]
        if obs["kind"] == "card":
            out.append(o.card_seen(obs["seat"], *obs["cards"]))
        elif obs["kind"] == "not_hand":
            out.append(o.not_hand(obs["seat"]))
    return out


def _asked(lang="en"):
    """The live table as the question was asked: ``(table, said)``."""
    table, said, _ = _table(names=NAMES, lang=lang, edition="original")
    for obs in _observations():
        table.session.observe(obs)
    tracker = table.session.tracker
    assert tracker.question is not None and tracker.result_waits() == "game"
    return table, said


def test_the_gather_line_waits_for_the_answer_that_may_end_the_game():
    table, said = _asked()
    n = len(said)
    _frames(table, 10)  # the table still laid out, then gathered: the loop's steps
    texts = _texts(said)[n:]
    assert GATHER not in texts, texts
    # the question just said: not said again with it (fresh QA63 LOW-2)
    assert texts == [message("en", "app.round_result_waits_answer_coming")], texts
    table.session.observe(o.effect("insane"))  # the run's answer: the game is Alice's
    _frames(table, 10)
    texts = _texts(said)[n + 1:]
    assert texts == ["Alice: Insane effect.",
                     "Alice wins the game with Cthulhu! Sanity tokens: nobody has one."], texts


def test_answered_sane_the_gather_line_follows_dan_s_round():
    table, said = _asked()
    _frames(table, 10)
    n = len(said)
    table.session.observe(o.effect("sane"))  # Alice knocked out, her hand owed
    _frames(table, 10)
    assert GATHER not in _texts(said)[n:]
    table.session.observe(o.card_seen(0, "investigators_original"))  # her hand, laid
    _frames(table, 3)
    texts = _texts(said)[n:]
    assert texts[-2:] == ["Dan wins the round and has 1 Insane.", GATHER], texts


@pytest.mark.parametrize("key, lines", [
    # key 4: the round's token depends on the answer (was "which Dan takes", as fact)
    ("4", ["Sanity tokens, not counting the last round's, which Dan may take: nobody has one.",
           "The round's token depends on the answer to the open question: " + QUESTION]),
    # key 5: the round's result waits, not "the next deal", which may never come
    ("5", ["No turn in progress.",
           "The round is over; its result waits for the answer to the question. " + QUESTION])])
def test_keys_4_and_5_say_the_result_depends_on_the_answer(key, lines):
    table, said = _asked()
    n = len(said)
    table._one_key(key)
    assert _texts(said)[n:] == lines, _texts(said)[n:]


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_key_4_names_the_question_in_every_language(lang):
    table, said = _asked(lang)
    question = _texts(said)[-1]
    n = len(said)
    table._one_key("4")
    words = token_words(lang, "original")
    texts = _texts(said)[n:]
    nobody = tokens_summary(lang, list(NAMES), [(0, 0)] * 4, "original")
    assert texts[0] == message(lang, "app.scores_undecided_maybe", players="Dan",
                               list=nobody, **words), texts
    assert texts[1] == message(lang, "app.scores_waits_answer", **words) + " " + question


def _play_resume(tmp_path, capsys) -> list[str]:
    frames = tmp_path / "frames"
    frames.mkdir()
    cv2.imwrite(str(frames / "0.png"), np.full((120, 160, 3), 90, np.uint8))
    assert main(["play", "--resume", str(LOG), "--source", str(frames), "--no-log",
                 "--lang", "en", "--config", no_settings(tmp_path)]) == 0
    return capsys.readouterr().out.splitlines()


def test_play_resume_says_the_round_s_token_depends_on_the_answer(tmp_path, capsys):
    out = "\n".join(_play_resume(tmp_path, capsys))
    assert "which Dan takes" not in out, out
    assert "Sanity tokens, not counting the last round's, which Dan may take: nobody has " \
           "one." in out, out
    assert "The round's token depends on the answer to the open question: " in out, out
    assert GATHER not in out, out


def test_companion_resume_s_summary_hedges_dan_s_token(capsys):
    assert main(["resume", str(LOG)]) == 0
    out = capsys.readouterr().out
    # hedged: both counts the answer leaves (lq62's form of a count the accounts differ on)
    assert "Dan: tokens 0 Sane / 0 or 1 Insane" in out, out
    assert "(not confirmed: the open question decides it)" in out, out


@pytest.mark.parametrize("how", ["undo", "slash"])
@pytest.mark.parametrize("gathered", [False, True])
def test_taking_the_cthulhu_back_takes_back_no_token_never_said(how, gathered):
    # QA55 LOW-1's rule: "its token is taken back" only for a token that was said; "The
    # round is not over any more." once "The round is over; its result waits…" was
    table, said = _asked()
    if gathered:
        _frames(table, 10)
    n = len(said)
    if how == "undo":  # minus twice
        table._one_key("-")
        table._one_key("-")
    else:  # a slash correction: Alice's play was the Elder Sign
        table.session.observe(o.was("elder_sign"))
    texts = _texts(said)[n:]
    assert not any("token" in t for t in texts), texts
    assert ("The round is not over any more." in texts) == gathered, texts
