"""Review of enter52: an undone card the camera read within GONE_S before the undo is left
out as hidden by a hand (fresh QA51c M1, run B); one the player lifted off the table (its
place bare table in the last picture) is taken away: the camera forgets it, and laid again
it is read again, as before enter52. In-process, a real stabilizer given pictures by hand
(:mod:`tests.companion.app.test_live_deal`); the place states (``FrameReading.places``) as
:class:`vision.place_cover.PlaceCover` gives them."""
import pytest

from companion.narration.catalog import message
from vision.place_cover import PlaceState
from vision.records import FrameReading

from .test_live_deal import _SEATS
from .test_qa51_undo_redo import DEEP_ONE, _frames, _keys, _table, _texts


def _place_shows(table, state, count=6):
    """``count`` pictures reading no card, the Deep One's place showing ``state``."""
    camera = table.watcher
    deep = next(p for p in camera.stabilizer.stable_places() if p.candidates == ("deep_one",))
    for _ in range(count):
        camera.n += 1
        t = camera.n / 30
        camera.picture(FrameReading(camera.n, t, seats=_SEATS, size=(1280, 720), places=(
            PlaceState(deep.card_id, 2, ("deep_one",), deep.center, state, deep.seen_t,
                       t - deep.seen_t),)))
        table._left_cards()


def test_a_card_lifted_off_the_table_then_undone_is_read_again_when_laid_again():
    """Run B's Deep One lifted (its place bare table for 0.2 s), then minus twice: it was
    left out ("Take it away, or it stays left out.", said of a card in the player's hand),
    and laid again at once it was never read: Bob's discard lost, the round stalled."""
    table, said = _table("qa51_b_round1.jsonl", "arkham", ("Alice", "Bob"), "en")
    _frames(table, 6, DEEP_ONE)
    _place_shows(table, "bare")
    n = len(said)
    _keys(table, "--")
    assert message("en", "app.undone_left") not in _texts(said)[n:], _texts(said)[n:]
    _frames(table, 6, DEEP_ONE)  # laid again
    assert table.session.tracker.view().seats[1].zone == ("investigators", "deep_one")


@pytest.mark.parametrize("state", ["covered", "card"])
def test_a_card_whose_place_a_hand_covers_as_minus_is_pressed_is_still_left_out(state):
    table, said = _table("qa51_b_round1.jsonl", "arkham", ("Alice", "Bob"), "en")
    _frames(table, 6, DEEP_ONE)
    _place_shows(table, state, 1)
    n = len(said)
    _keys(table, "--")
    assert message("en", "app.undone_left") in _texts(said)[n:], _texts(said)[n:]
