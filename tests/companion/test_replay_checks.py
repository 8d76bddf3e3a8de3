"""``companion replay LOG`` says "Check it." where the live game did (fresh QA59 L2): a card
read from its tactile stickers only is logged ``"check": true``; the replay dropped it."""
import json

from companion.cli import main
from companion.narration.catalog import message

#: runE of QA59 (4p Arkham, stickers only, es, demo seed 332), its session log's first 9
#: lines: Carol's two cards, refused while Bob's play was awaited, taken again while the
#: question on Bob's card was open, said with the answer's news
RUN_E = [
    {"seq": 1, "obs": {"kind": "start", "value": {
        "edition": "arkham", "names": ["Alice", "Bob", "Carol", "Dan"], "lang": "es",
        "first": 0, "options": {}}}, "unread": [3]},
    {"seq": 2, "obs": {"kind": "card", "seat": 0, "cards": ["the_musician"]}, "check": True},
    {"seq": 3, "obs": {"kind": "card", "seat": 0, "cards": ["investigators"]}, "check": True},
    {"seq": 4, "obs": {"kind": "card", "seat": 2, "cards": ["deep_one"]}, "check": True,
     "refused": ["unexpected:1"]},
    {"seq": 5, "obs": {"kind": "card", "seat": 2, "cards": ["the_entertainer"]},
     "check": True, "refused": ["unexpected:1"]},
    {"seq": 6, "obs": {"kind": "card", "seat": 1, "cards": ["the_fed", "nightgaunt"]}},
    {"seq": 7, "obs": {"kind": "card", "seat": 2, "cards": ["deep_one"]}, "check": True},
    {"seq": 8, "obs": {"kind": "card", "seat": 2, "cards": ["the_entertainer"]},
     "check": True},
    {"seq": 9, "obs": {"kind": "was", "cards": ["the_fed"]}}]


def _replay(tmp_path, capsys, records, *args):
    log = tmp_path / "session.jsonl"
    log.write_text("".join(json.dumps(r) + "\n" for r in records))
    assert main(["replay", str(log), *args]) == 0
    return capsys.readouterr().out.splitlines()


def test_the_replay_says_check_it_on_the_lines_the_live_game_did(tmp_path, capsys):
    """Live (runE said.log): "Alice: el Músico. Compruébalo." … "Carol: el Profundo.
    Compruébalo." (held behind the question, said with its answer); the refusals and
    Bob's card, read from its code label, without."""
    out = _replay(tmp_path, capsys, RUN_E)
    assert [line for line in out if "Compruébalo" in line] == [
        "Alice: el Músico. Compruébalo.",
        "Alice descarta los Investigadores. Compruébalo.",
        "Carol: el Profundo. Compruébalo.",
        "Carol queda fuera, con la Artista. Compruébalo."], out
    assert "Bob: el Federal." in out


def test_a_card_that_lay_there_before_its_turn_says_so_in_english_and_verbose(
        tmp_path, capsys):
    """``"already": true`` (runA, live: "… It lay there before this turn: check it.")."""
    records = [dict(RUN_E[0], obs={**RUN_E[0]["obs"], "value": {
        **RUN_E[0]["obs"]["value"], "lang": "en"}}),
        {"seq": 2, "obs": {"kind": "card", "seat": 0, "cards": ["the_musician"]},
         "check": True, "already": True}]
    brief = _replay(tmp_path, capsys, records)
    assert "Alice: The Musician. It lay there before this turn: check it." in brief, brief
    verbose = _replay(tmp_path, capsys, records, "--verbose")
    line = next(line for line in verbose if "Musician" in line)
    assert line.endswith(" " + message("en", "app.check_card_already")), verbose
