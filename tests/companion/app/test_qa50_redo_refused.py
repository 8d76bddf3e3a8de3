"""Fresh QA50 MEDIUM (run U, 2 players, arkham, en): "Bob: the Shoggoth." undone by minus
twice (the Shoggoth still in his zone: "Take it away, or it stays left out."); the camera
then read two cards of Alice's, refused ("The Musician by Alice? Waiting for Bob's play.");
Enter and 7, to give the Shoggoth back, asked "Enter: where is it? 1: Bob's zone; 2: face
up: the Shoggoth." (a face-up card mid-round), and that list closed by itself ("Choice
cancelled.") while the stall's 14-s prompt talked over its 6 s. The refused cards leave the
table as the undo left it: Enter and the undone card's rank give it back
(:meth:`~companion.app.question_keys.QuestionKeys.redo_entered`), no list. The log is run
U's up to the Shoggoth (tests/companion/qa50_u_round2.jsonl)."""
from pathlib import Path

import pytest

from companion.app.live_keys import PREFIX_TIMEOUT_S
from companion.narration.catalog import message
from companion.session_log import logged_with_marks
from companion.tracker import observations as o

from .test_live_deal import _frames, _table, _texts

LOG = Path(__file__).parent.parent / "qa50_u_round2.jsonl"


def _keys(table, keys):
    for key in keys:
        table._one_key(key)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_enter_gives_the_undone_card_back_after_refused_camera_cards(lang):
    table, said, logged = _table(names=("Alice", "Bob"), lang=lang)
    s = table.session
    for obs, _ in list(logged_with_marks(LOG))[1:-1]:
        s.observe(obs)
    _frames(table, 6, (2, "shoggoth", 1))
    assert s.tracker.view().seats[1].zone[-1] == "shoggoth"
    _keys(table, "--")
    assert "shoggoth" not in s.tracker.view().seats[1].zone
    for key in ("the_musician", "the_boxer"):  # Alice's, refused: not Bob's play
        s.observe(o.card_seen(0, key))
    before, n = len(logged), len(said)
    _keys(table, "\n7")
    assert not s.choice, _texts(said)[n:]
    assert [(obs.kind, obs.seat) for obs in logged[before:]] == [("card", 1)]
    assert "shoggoth" in logged[-1].cards
    assert message(lang, "app.choice_dropped") not in _texts(said)[n:]


def test_a_list_s_6_s_do_not_run_while_a_prompt_said_after_it_talks_over_it():
    """Run U 11:55:16-37: the list said whole, then the stall's prompt ("Still waiting for
    Bob's play: …", 14 s) said after it: the list's 6 s ran under that prompt and "Choice
    cancelled." came by itself as it ended. The wait counts once the voice is quiet (a
    gated voice, on the list's own clock: ``choice_at`` moved back, no sleep)."""
    from .test_list_window import _quiet
    from .test_qa30m import _live_behind
    table, s, speaker, engine = _live_behind("en", ("Alice", "Bob", "Carol"))
    table.speech = s.say               # as ``companion play`` makes it
    s.observe(o.card_seen(0, "tommy_gun"))  # its chosen player not told: 2 zones awaited
    _keys(table, "\n2")                # "Enter: whose discard zone is it in? …"
    assert s.choice
    _quiet(speaker, engine)            # the list and the news before it said
    table._choice_timeout()            # the loop notes the list said
    s.tell("app.stall_missing", count=2, expected="Bob's play")  # said after the list
    table.choice_at -= PREFIX_TIMEOUT_S + 1
    table._choice_timeout()
    assert s.choice, "the list closed while a later prompt talked over its wait"
    _quiet(speaker, engine)            # the voice falls silent: the wait begins
    table._choice_timeout()
    assert s.choice
    table.choice_at -= PREFIX_TIMEOUT_S + 1
    table._choice_timeout()
    assert not s.choice                # still closes 6 s after the voice fell silent
