"""Fresh QA60 MEDIUM-3: key 8 and ``companion resume`` said a player Insane the voice never
said Insane (:mod:`companion.tracker.insane_told`).

- run r6 (2 players, arkham, en; ``tests/companion/qa60_r6_rounds13.jsonl``: its session
  log): in round 3 Alice's Boxer lost and her hand, the Nightgaunt, was laid: "Alice is
  out, with the Nightgaunt." and no "Alice is now Insane." (a knocked-out hand never says
  it: ``flow.went_insane``), yet key 8 said "Table. Alice is out, Insane; …";
- run r2b (4 players, arkham, fr; ``qa60_r2b_round1.jsonl``: lines 1-16, round 1): Bob
  discarded Cthulhu to Alice's Musician (out), Dan was out with R'lyeh, neither said
  Insane; key 8 said them "hors de la manche, en proie à la folie";
- run r5 (2 players, original, fr; ``qa60_r5_hound.jsonl``: lines 1-7): ``companion resume``
  of the log ending on Alice's Hound of Tindalos said her "insane" as fact; Bob's hand came
  next and the voice gave her a Sane token (the card enters her zone once its effect is
  over: seed 002 "State of Mind", RULINGS A12).
"""
from pathlib import Path

from companion.commands.resume import json_view, summary
from companion.session_log import read_entries, resume_report
from companion.tracker import observations as o
from tests.companion.app.test_session import TableSession, press

LOGS = Path(__file__).resolve().parents[1]


def _table(log: str, upto: int | None = None) -> tuple[TableSession, list]:
    """A session fed the run's log (its start line in English), and what it said."""
    said: list = []
    s = TableSession(say=said.append)
    entries, errors = read_entries(LOGS / log)
    assert not errors
    for _, obs in entries[:upto]:
        if obs.kind == "start":
            obs = o.start(obs.value["edition"], obs.value["names"], "en", obs.value["first"])
        s.observe(obs)
    return s, said


def _seat(lines: list[str], name: str) -> str:
    return next(line for line in lines if line.startswith(name + ":"))


def test_r6_key_8_does_not_say_insane_a_player_out_with_her_hand_never_said_so():
    s, said = _table("qa60_r6_rounds13.jsonl")
    briefs = [a.brief for a in said]
    assert "Alice is out, with the Nightgaunt." in briefs, briefs
    press(s, "8")
    assert said[-1].brief.endswith("Table. Alice is out; Bob is in, Insane."), said[-1].brief


def test_r6_round_1_insane_told_before_her_out_stays_said():
    s, said = _table("qa60_r6_rounds13.jsonl", 9)  # her check card Cthulhu: she fails
    assert [a.brief for a in said][-2:] == ["Cthulhu.", "Alice fails. 15 cards left."]
    press(s, "8")
    assert said[-1].brief == "Table. Alice is out, Insane; Bob is in, Insane.", said[-1].brief


def test_r6_resume_says_alice_out_not_insane():
    lines = summary(resume_report(LOGS / "qa60_r6_rounds13.jsonl").tracker, "en")
    assert _seat(lines, "Alice").startswith("Alice: tokens 0 Sane / 0 Insane; out; zone:"), lines
    assert "; insane;" in _seat(lines, "Bob"), lines


def test_r2b_key_8_says_bob_and_dan_out_and_alice_insane_as_the_voice_did():
    s, said = _table("qa60_r2b_round1.jsonl")
    briefs = [a.brief for a in said]
    assert "Bob is out." in briefs and "Alice is now Insane." in briefs, briefs
    assert not [b for b in briefs if b in ("Bob is now Insane.", "Dan is now Insane.")]
    press(s, "8")
    assert said[-1].brief == ("Table. Alice is out, Insane; Bob is out; Carol is in; "
                              "Dan is out."), said[-1].brief


def test_r2b_resume_and_its_json_say_only_alice_insane():
    tracker = resume_report(LOGS / "qa60_r2b_round1.jsonl").tracker
    lines = summary(tracker, "en")
    assert "out, insane" in _seat(lines, "Alice"), lines
    for name in ("Bob", "Dan"):
        assert "insane" not in _seat(lines, name).split("; zone:")[0], lines
    seats = json_view(tracker, "en")["seats"]
    assert [seat["insane"] for seat in seats] == [True, False, False, False]


def test_r5_resume_does_not_say_insane_as_fact_while_her_hound_resolves():
    lines = summary(resume_report(LOGS / "qa60_r5_hound.jsonl").tracker, "en")
    alice = _seat(lines, "Alice").split("; zone:")[0]
    # Insane if Bob is still in (the Hound's effect over), Sane if it put him out
    assert alice == "Alice: tokens 0 Sane / 0 Insane; insane (not confirmed)", lines
