"""rv38b: minus twice as a correction is said (UndoKey._undo_fix_under) takes back the
cards read since and reads them again with ``session.observe(obs)``: the camera's
``check`` (read from the tactile stickers only, a reading that can be wrong) is lost, so
the card read again is said as sure, without its request to check it."""
from companion.tracker import observations as o
from tests.companion.app.test_keys38 import _bob_s_correction_being_said
from tests.companion.app.test_session import press
from tests.companion.app.test_speech_order import say_all


def _said(undo: bool):
    s, speaker, engine = _bob_s_correction_being_said()
    s.observe(o.card_seen(2, "investigators"), check=True)  # read from stickers only
    if undo:
        press(s, "--")
    return s, say_all(speaker, engine)


def test_a_sticker_read_card_read_again_is_still_said_to_check():
    _, plain = _said(undo=False)
    asked = [line for line in plain if line.startswith("The Investigators")]
    assert asked and asked[0] != "The Investigators.", plain  # the check request
    s, spoken = _said(undo=True)
    assert s.tracker.correction() is None  # the correction was undone
    again = [line for line in spoken if line.startswith("The Investigators")]
    assert again == asked, (
        f"Carol's sticker-read card said {again} after the undo, not {asked}: {spoken}")
