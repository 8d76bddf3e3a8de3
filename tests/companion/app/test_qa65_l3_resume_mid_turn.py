"""Fresh QA65 LOW-3 (run r2: replays of d491 quit with ``--stop-at N --save-log``, then
``replay --resume``): the logs as written.

- n365 (``qa65_r2_n365_mid_rlyeh.jsonl``): quit after "Carol's R'lyeh: Randall Tillinghast,
  from the deck into Bob's zone.", the first of the two cards her R'lyeh (Sane: the Tommy
  Gun's effect, seed 002 card 0) brings; the resume said only "It is Carol's turn. The
  table is waiting for the cards of Carol's R'lyeh.", the card already revealed never told
  again (:func:`companion.app.resumed_check.effect_tail`).
- n245 (``qa65_r2_n245_mid_check.jsonl``): quit after "The Deep One.", the first of
  Carol's 2 Sanity check cards; the resume's key 5 line said "Carol is out." before her
  second card and "Carol fails": the rulebook's order is the check's cards, then the
  result, then the knock-out (seed 002 "Sanity Checks"; RULINGS A14). Key 5 live said the
  same mid check (:meth:`companion.app.info_keys.InfoKeys._key_whose_turn`).
"""
import json
from pathlib import Path

import cv2
import numpy as np
import pytest

from companion.app.resumed_check import effect_tail
from companion.cli import main
from companion.session_log import resume_report
from companion.tracker import observations as o
from tests.companion.settings_files import no_settings

HERE = Path(__file__).parent.parent
MID_RLYEH = HERE / "qa65_r2_n365_mid_rlyeh.jsonl"
MID_CHECK = HERE / "qa65_r2_n245_mid_check.jsonl"


def _play(tmp_path, capsys, log: Path, lang: str = "en") -> list[str]:
    """``companion play --resume LOG`` on one bare picture: the lines said."""
    frames = tmp_path / "frames"
    frames.mkdir()
    cv2.imwrite(str(frames / "0.png"), np.full((120, 160, 3), 90, np.uint8))
    assert main(["play", "--resume", str(log), "--source", str(frames), "--no-log",
                 "--lang", lang, "--config", no_settings(tmp_path)]) == 0
    return capsys.readouterr().out.splitlines()


@pytest.mark.parametrize("lang, revealed, waiting", [
    ("en", "Carol's R'lyeh: Randall Tillinghast, from the deck into Bob's zone.",
     "It is Carol's turn. The table is waiting for the cards of Carol's R'lyeh."),
    ("fr", "R'lyeh de Carol : Randall Tillinghast, de la pioche dans la zone de Bob.", None),
])
def test_a_resume_mid_rlyeh_tells_the_card_it_already_brought(tmp_path, capsys, lang,
                                                             revealed, waiting):
    out = _play(tmp_path, capsys, MID_RLYEH, lang)
    assert out.count(revealed) == 1, out
    resumed = next(i for i, line in enumerate(out) if line.startswith(
        ("Game resumed", "Partie reprise")))
    assert resumed < out.index(revealed)
    if waiting is not None:
        assert out.index(revealed) + 1 == out.index(waiting)


def test_the_effect_s_cards_are_told_only_while_more_are_awaited():
    tracker = resume_report(MID_RLYEH).tracker
    assert [(e.seat, e.cards) for e in effect_tail(tracker)] == [(1, ("randall_tillinghast",))]
    # the log one line later: the second card in, the effect over, Carol's R'lyeh done
    tracker.apply(o.card_seen(1, "the_boxer"))
    assert effect_tail(tracker) == []


def test_mid_sanity_check_the_player_is_not_said_out_before_the_check_fails(tmp_path,
                                                                          capsys):
    out = _play(tmp_path, capsys, MID_CHECK)
    first = out.index("The Deep One.")
    assert out[first - 1] == "Carol: Sanity check, 2 cards."
    assert out[first + 1] == ("It is Carol's turn. Carol is Insane, 3 Other World cards. The "
                              "table is waiting for the next card of Carol's Sanity check.")
    assert not any("Carol is out" in line or "Carol fails" in line for line in out), out


def _insane_rlyeh_log(tmp_path) -> Path:
    """n365's round 1 and deal, then round 2: Bob's Nightgaunt (Bob Insane), Carol's and
    Alice's Investigators, Bob's Sanity check (the Urchin: passed), his R'lyeh, '+1' (its
    Sane effect, the Tommy Gun's), and the first card it brought, the Boxer into Carol's
    zone: the log a quit there leaves."""
    lines = MID_RLYEH.read_text(encoding="utf-8").splitlines()[:16]
    more = [o.card_seen(1, "nightgaunt"), o.card_seen(2, "investigators"),
            o.card_seen(0, "investigators"), o.card_seen(1, "the_urchin"),
            o.card_seen(1, "rlyeh"), o.effect("sane"), o.card_seen(2, "the_boxer")]
    lines += ['{"seq":%d,"obs":%s}' % (17 + i, o.to_json(obs)) for i, obs in enumerate(more)]
    log = tmp_path / "insane_rlyeh.jsonl"
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return log


def test_a_resume_mid_an_insane_player_s_rlyeh_after_his_check_tells_its_card(tmp_path,
                                                                            capsys):
    """Review of low67, LOW (QA65 L3's fix, narrow): effect_tail took the play only right
    after the turn's start, so an Insane player's R'lyeh (his Sanity check first, then the
    Sane-or-Insane question answered) resumed after its first card said only "The table is
    waiting for the cards of Bob's R'lyeh.", the Boxer already in Carol's zone never told."""
    log = _insane_rlyeh_log(tmp_path)
    assert [(e.seat, e.cards) for e in effect_tail(resume_report(log).tracker)] \
        == [(2, ("the_boxer",))]
    out = _play(tmp_path, capsys, log)
    revealed = "Bob's R'lyeh: The Boxer, from the deck into Carol's zone."
    assert out.count(revealed) == 1, out
    assert not any(line.startswith("Bob: Sanity check") for line in out), out


@pytest.mark.parametrize("lines, carol", [
    (13, "Carol is in, Insane."),  # "The Deep One.", her 2nd card to come
    (14, "Carol is out, Insane."),  # "The Musician.", "Carol fails."
])
def test_key_8_mid_sanity_check_does_not_say_the_player_out_before_it_fails(lines, carol):
    """Review of low67, LOW (as main; QA65 L3's key 5 fix left key 8): key 8 after "The
    Deep One.", the first of Carol's 2 Sanity check cards, said "Carol is out, Insane"
    before her 2nd card and "Carol fails" (a check reveals all its cards, then judges:
    seed 002 "Sanity Checks"; RULINGS A14); key 5 says her turn there."""
    from companion.app.keys import Command
    from companion.app.session import TableSession
    said = []
    s = TableSession(say=said.append)
    for line in MID_RLYEH.read_text(encoding="utf-8").splitlines()[:lines]:
        s.observe(o.from_dict(json.loads(line)["obs"]))
    s.key(Command("table"))
    table = getattr(said[-1], "brief", said[-1])
    assert table == "Table. Alice is out; Bob is in; " + carol, said[-3:]


def test_a_resume_mid_check_after_the_fed_s_target_answered_tells_the_check(tmp_path, capsys):
    """Review of low67, LOW (as main, QA58 M1's check_tail): the Fed's target answered
    (+ Carol) once Carol's Sanity check had begun (the demo log of d491 holds it, the
    video replay's n245 not): its ``choice`` event among the check's made check_tail
    empty, and the resume after "The Deep One." never said the check nor that card."""
    lines = MID_RLYEH.read_text(encoding="utf-8").splitlines()[:12]
    lines += ['{"seq":%d,"obs":%s}' % (13 + i, o.to_json(obs))
              for i, obs in enumerate((o.target(2), o.card_seen(2, "deep_one")))]
    log = tmp_path / "fed_check.jsonl"
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = _play(tmp_path, capsys, log)
    first = out.index("The Deep One.")
    assert out[first - 1] == "Carol: Sanity check, 2 cards.", out
    assert not any("chooses" in line for line in out), out
