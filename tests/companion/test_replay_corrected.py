"""``companion replay`` of a slash correction of an older card (QA32 M1, logged
``{"kind": "was", "cards": [...], "value": N}``): the cards after it are said once, after
"Corrected: …", as the live game says them (review of flow32: said before and after)."""
from companion.cli import main
from tests.companion.test_replay_disorder import START, _log


def test_the_cards_a_correction_of_an_older_card_replays_are_said_once(tmp_path, capsys):
    """Bob's Investigators corrected to The Urchin while Carol's Sanity check card, read
    after it, was not said yet: Carol's check is said once, after the correction."""
    log = _log(tmp_path / "s.jsonl", [
        START, {"kind": "card", "seat": 0, "cards": ["the_musician"]},
        {"kind": "card", "seat": 2, "cards": ["stowaway"]},
        {"kind": "card", "seat": 1, "cards": ["investigators"]},
        {"kind": "card", "seat": 2, "cards": ["investigators"]},
        {"kind": "was", "cards": ["the_urchin"], "value": 1}])
    assert main(["replay", str(log)]) == 0
    out = capsys.readouterr().out.splitlines()
    fixed = out.index("Corrected: The Urchin, not the Investigators.")
    check = [n for n, line in enumerate(out) if line.startswith("Carol: Sanity check")]
    assert len(check) == 1 and check[0] > fixed, out
    assert out.count("18 cards left.") == 1, out
    assert out[:fixed].count("Bob: the Investigators.") == 1, out



def test_an_undo_s_line_is_not_dropped_by_a_later_correction_s_replay(tmp_path, capsys):
    log = _log(tmp_path / "s.jsonl", [
        START, {"kind": "card", "seat": 0, "cards": ["the_musician"]},
        {"kind": "card", "seat": 2, "cards": ["stowaway"]},
        {"kind": "card", "seat": 1, "cards": ["investigators"]},
        {"kind": "card", "seat": 2, "cards": ["investigators"]},
        {"kind": "card", "seat": 0, "cards": ["the_boxer"]},
        {"kind": "undo"},
        {"kind": "was", "cards": ["the_urchin"], "value": 1}])
    assert main(["replay", str(log)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert any(line.startswith("Undone") for line in out), out
