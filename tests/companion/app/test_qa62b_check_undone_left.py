"""Fresh QA62b MEDIUM-2 (g2: 4 players, arkham, fr, demo seed 456; ``companion replay``
with replay_keys_q.tsv): Carol's Sanity check, "Carol: Sanity check, 2 cards." "The Tommy
Gun." "The Investigators." "Carol passes. 13 cards left."; minus twice undid its second
card, the Investigators, left lying in Carol's zone ("… take it away, or it stays left
out."). Carol then laid her play, another Investigators, beside it: the tracker took it
for the undone card read again (undo then redo is the identity), so as the check's second
card; the check was said again as new, and the round stalled for Carol's play (Dan's
Boxer and Sailor "Waiting for Carol's play", 6 cards never placed, the game's end never
said). Truth: one check, then "Carol: the Investigators.", Dan out with The Sailor.

The camera reports a card once, and the undone one is watched, not reported: a card of its
name read next in its zone, while it still lies there, is another copy
(:mod:`companion.app.after_undone`, ``AFTER_UNDONE``): the tracker keeps the accounts where
the undone card was right, laid first (:func:`companion.tracker.undone_discard.
with_undone`), and Dan's Boxer tells them. The replay's voice keeps each line as heard
(:func:`companion.app.video_replay.heard_at_once`), so the lines heard before the undo are
not said again there either (tests/companion/app/test_video_replay.py).

The log is g2's replay up to the check's second card (tests/companion/qa62b_g2_check.jsonl);
the camera's readings are given by hand to a real stabilizer (:mod:`tests.companion.app.
test_live_deal`)."""
import queue
from pathlib import Path

import pytest

from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.cards import card
from companion.narration.catalog import message
from companion.session_log import logged_with_marks
from companion.tracker import observations as o
from tests.companion.app.test_session import press
from tests.companion.app.test_state_as_heard import hear_all, heard_up_to

from .test_live_deal import _Camera, _frames, _texts

LOG = Path(__file__).parent.parent / "qa62b_g2_check.jsonl"
NAMES = ("Alice", "Bob", "Carol", "Dan")
#: Carol's zone (seat 3) this round, as the camera shows it: her plays, then her check
CAROL = ((3, "shoggoth", 0), (3, "rlyeh", 1), (3, "tommy_gun", 2), (3, "investigators", 3))
PLAY = (3, "investigators", 4)  # her play, another Investigators, laid after the check
MUSICIAN, BOXER, SAILOR = (4, "the_musician", 0), (4, "the_boxer", 1), (4, "the_sailor", 2)
CHECK = ["Carol.", "Carol: Sanity check, 2 cards.", "The Tommy Gun.", "The Investigators.",
         "Carol passes. 13 cards left."]


def _undone(lang="en"):
    """g2 up to Carol's check, the camera showing it, then minus twice: ``(table,
    said)``."""
    said = []
    table = LiveTable(LiveOptions("arkham", lang, NAMES, 0, "unused"),
                      TableSession(say=said.append, lang=lang), _Camera(), None,
                      queue.Queue(), lambda c: False, lambda line: None)
    table._seat_markers_seen = lambda first=None, keys=False: [1, 2, 3, 4]
    table.guided_setup()
    for obs, _ in list(logged_with_marks(LOG))[1:]:
        table.session.observe(obs)
    _frames(table, 6, *CAROL, MUSICIAN)
    assert table.session.tracker.view().seats[2].zone[-2:] == ("tommy_gun", "investigators")
    for key in "--":
        table._one_key(key)
    assert table.session.tracker.view().seats[2].zone[-1] == "tommy_gun"
    assert message(lang, "app.undone_left", card=card("investigators").name(lang),
                   player="Carol") in _texts(said), _texts(said)
    return table, said


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_carol_s_play_laid_beside_the_undone_check_card_is_her_play(lang):
    table, said = _undone(lang)
    s = table.session
    n = len(said)
    _frames(table, 6, *CAROL, PLAY, MUSICIAN)
    assert s.tracker.history[-1][0] == o.Observation("card", 2, ("investigators",),
                                                     o.AFTER_UNDONE)
    _frames(table, 6, *CAROL, PLAY, MUSICIAN, BOXER)
    _frames(table, 6, *CAROL, PLAY, MUSICIAN, BOXER, SAILOR)
    view = s.tracker.view()
    # main: the play taken as the check's card, Dan's Boxer and Sailor refused, waiting
    # for Carol's play: zone ('shoggoth', 'rlyeh', 'tommy_gun', 'investigators')
    assert view.seats[2].zone == ("shoggoth", "rlyeh", "tommy_gun", "investigators",
                                  "investigators"), _texts(said)[n:]
    assert view.seats[3].zone[-2:] == ("the_boxer", "the_sailor") and view.seats[3].out
    assert view.active == 1, _texts(said)[n:]  # Bob's turn, as the demo's transcript
    texts = _texts(said)[n:]
    played = message(lang, "card_played.brief", player="Carol",
                     card=card("investigators").name(lang))
    assert played in texts, texts


def test_the_check_heard_before_the_undo_is_not_said_again():
    """The session (a voice that heard every line): the play laid beside the undone card
    says nothing of the check again; the next card tells the play."""
    logged = [obs for obs, _ in logged_with_marks(LOG)]
    s, speaker, engine = heard_up_to(*logged[1:], names=NAMES)
    assert s.tracker.view().seats[2].zone[-1] == "investigators"
    press(s, "--")
    hear_all(speaker, engine)
    engine.spoken.clear()
    s.observe(o.Observation("card", 2, ("investigators",), o.AFTER_UNDONE))
    hear_all(speaker, engine)
    assert not set(CHECK) & set(engine.spoken), engine.spoken
    engine.spoken.clear()
    s.observe(o.card_seen(3, "the_boxer"))
    hear_all(speaker, engine)
    speaker.close()
    assert "Carol: the Investigators." in engine.spoken, engine.spoken
    assert not set(CHECK) & set(engine.spoken), engine.spoken
