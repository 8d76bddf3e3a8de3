"""Fresh QA62 MEDIUM-2 (run E p2, 5 players, arkham, en, seed 433): Carol's hand, Cthulhu,
ended the game ("Carol is out, with Cthulhu." "Alice wins the round and has 2 Sane."
"Alice wins the game! …"). Minus twice said "Undone: Cthulhu in Carol's zone." and "The
game and the round are not over any more: the last token is taken back."; Enter and 8
gave the card back ("Rank 8 taken as Cthulhu: …") and nothing more was said: the lines
heard before the undo were taken as still standing (:mod:`companion.app.said_again`),
though the undo had told the player the round's end was taken back. The round's end said
taken back, its lines heard are said again when the table ends the round again
(:meth:`~companion.app.said_again.SaidAgain.round_end_told`).

The log is run E p2's up to Carol's Cthulhu (tests/companion/qa62_e_end.jsonl)."""
from pathlib import Path

import pytest

from companion.session_log import logged_with_marks
from companion.tracker import observations as o
from tests.companion.app.test_session import press
from tests.companion.app.test_state_as_heard import hear_all, heard_up_to

LOG = Path(__file__).parent.parent / "qa62_e_end.jsonl"
END = ["Carol is out, with Cthulhu.", "Alice wins the round and has 2 Sane.",
       "Alice wins the game! Mythos tokens: Alice has 2 Sane; Carol has 1 Insane; the "
       "others none."]


def _undone():
    """Run E p2 up to Cthulhu, all heard, then minus twice: ``(session, speaker, engine)``,
    ``engine.spoken`` empty."""
    logged = [obs for obs, _ in logged_with_marks(LOG)]
    start = logged[0].value
    s, speaker, engine = heard_up_to(*logged[1:], names=tuple(start["names"]),
                                     first=start["first"])
    assert s.tracker.view().game_winners == (0,)
    press(s, "--")
    hear_all(speaker, engine)
    assert engine.spoken == ["Undone: Cthulhu in Carol's zone.", "The game and the round are "
                             "not over any more: the last token is taken back."]
    engine.spoken.clear()
    return s, speaker, engine


@pytest.mark.parametrize("how", ["enter", "camera"])
def test_the_game_s_end_undone_then_given_back_is_said_again(how):
    s, speaker, engine = _undone()
    if how == "enter":
        press(s, "\n8")
    else:
        s.observe(o.card_seen(2, "cthulhu"))
    hear_all(speaker, engine)
    speaker.close()
    assert s.tracker.view().game_winners == (0,)
    said = [line for line in engine.spoken if not line.startswith(("Rank 8", "Read again"))]
    # main: only "Rank 8 taken as Cthulhu: …" (Enter) or "Read again: Cthulhu, as before."
    assert said == END, engine.spoken
