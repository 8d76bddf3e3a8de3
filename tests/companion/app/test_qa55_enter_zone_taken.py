"""Fresh QA55 MEDIUM 5 (run C, 6 players, arkham-classic, es): at the showdown (the deck
out, the hands of Alice, Carol and Eve to be revealed), Enter 8 asked "Intro: ¿en la zona
de descarte de quién? 1: Alice; 2: Carol; 3: Eve."; plus 1 gave Alice's hand (the session
log's input: seat 0, the Dilettante or Cthulhu), and nothing at all was said: a showdown's
hands are said together once all are in, so the answer made no line, and the player could
not tell it from a key lost. An answer to Enter's list that the table takes with no line of
its own now says so, with what the table still waits for."""
import json

import pytest

from companion.app.session import TableSession
from companion.narration.catalog import message
from companion.tracker import observations as o
from tests.companion.app.test_session import press

#: run C's session log, seq 1..29 (/tmp/s55/qa55/runC/session.jsonl, its marks left out):
#: round 1 of arkham-classic to the showdown, the hands of Alice, Carol and Eve awaited
RUN_C_LOG = """\
{"seq": 1, "obs": {"kind": "start", "value": {"edition": "arkham-classic", "names": ["Alice", "Bob", "Carol", "Dan", "Eve", "Fay"], "lang": "es", "first": 0, "options": {}}}}
{"seq": 2, "obs": {"kind": "card", "seat": 0, "cards": ["the_fed"]}}
{"seq": 3, "obs": {"kind": "card", "seat": 1, "cards": ["cultists"]}}
{"seq": 4, "obs": {"kind": "card", "seat": 2, "cards": ["randall_tillinghast"]}}
{"seq": 5, "obs": {"kind": "in", "seat": 2}}
{"seq": 6, "obs": {"kind": "card", "seat": 3, "cards": ["necronomicon"]}}
{"seq": 7, "obs": {"kind": "card", "seat": 4, "cards": ["investigators"]}}
{"seq": 8, "obs": {"kind": "card", "seat": 5, "cards": ["the_dilettante"]}}
{"seq": 9, "obs": {"kind": "card", "seat": 5, "cards": ["the_boxer"]}}
{"seq": 10, "obs": {"kind": "card", "seat": 0, "cards": ["shoggoth"]}}
{"seq": 11, "obs": {"kind": "card", "seat": 1, "cards": ["deep_one"]}}
{"seq": 12, "obs": {"kind": "card", "seat": 1, "cards": ["investigators"]}}
{"seq": 13, "obs": {"kind": "card", "seat": 2, "cards": ["investigators"]}}
{"seq": 14, "obs": {"kind": "card", "seat": 2, "cards": ["the_urchin"]}}
{"seq": 15, "obs": {"kind": "card", "seat": 3, "cards": ["nightgaunt"]}}
{"seq": 16, "obs": {"kind": "card", "seat": 3, "cards": ["the_musician"]}}
{"seq": 17, "obs": {"kind": "card", "seat": 4, "cards": ["investigators"]}}
{"seq": 18, "obs": {"kind": "card", "seat": 0, "cards": ["the_boxer"]}}
{"seq": 19, "obs": {"kind": "in", "seat": 0}}
{"seq": 20, "obs": {"kind": "card", "seat": 0, "cards": ["stowaway"]}}
{"seq": 21, "obs": {"kind": "card", "seat": 0, "cards": ["the_urchin"]}}
{"seq": 22, "obs": {"kind": "effect", "seat": 0, "cards": ["stowaway"], "value": "insane"}}
{"seq": 23, "obs": {"kind": "card", "seat": 2, "cards": ["the_entertainer"]}}
{"seq": 24, "obs": {"kind": "undo"}}
{"seq": 25, "obs": {"kind": "card", "seat": 2, "cards": ["the_musician"]}}
{"seq": 26, "obs": {"kind": "card", "seat": 0, "cards": ["cthulhu"]}}
{"seq": 27, "obs": {"kind": "undo"}}
{"seq": 28, "obs": {"kind": "card", "seat": 2, "cards": ["the_fed"]}}
{"seq": 29, "obs": {"kind": "card", "seat": 4, "cards": ["investigators"]}}
"""


def _showdown(lang: str) -> TableSession:
    """A table at run C's showdown, read from its session log's inputs."""
    said: list = []
    s = TableSession(say=said.append)
    s.said = said
    for line in RUN_C_LOG.splitlines():
        obs = o.from_dict(json.loads(line)["obs"])
        if obs.kind == "start":
            obs = o.start(obs.value["edition"], obs.value["names"], lang, obs.value["first"])
        s.observe(obs)
    assert s.tracker.awaited_seats() == (0, 2, 4)  # the three hands (showdown)
    return s


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_enter_s_zone_answered_at_the_showdown_says_the_card_taken(lang):
    """Enter 8, then plus 1 (Alice): her hand is taken (the session's input) and a line
    says so, naming her zone and the hands still awaited; no card is named (the Dilettante
    or Cthulhu: the showdown's lines name it once all hands are in)."""
    s = _showdown(lang)
    press(s, "\n8")
    assert s.choice  # whose discard zone?
    n = len(s.said)
    press(s, "+1")
    last = s.tracker.history[-1][0]
    assert (last.kind, last.seat) == ("card", 0) and not s.tracker.refused_last()
    lines = [a.brief for a in s.said[n:]]
    expected = message(lang, "app.enter_taken", player="Alice",
                       expected=s._waited_phrase(s.tracker.view()))
    assert lines == [expected]
    assert "Carol" in expected and "Eve" in expected
    assert not any(word in expected for word in ("Cthulhu", "Dilettante", "Diletant"))
