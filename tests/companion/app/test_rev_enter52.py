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

#: the Deep One undone, still in Bob's zone: left out
LEFT = "The Deep One in Bob's zone: take it away, or it stays left out."


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
    assert LEFT not in _texts(said)[n:], _texts(said)[n:]
    _frames(table, 6, DEEP_ONE)  # laid again
    assert table.session.tracker.view().seats[1].zone == ("investigators", "deep_one")


@pytest.mark.parametrize("state", ["covered", "card"])
def test_a_card_whose_place_a_hand_covers_as_minus_is_pressed_is_still_left_out(state):
    table, said = _table("qa51_b_round1.jsonl", "arkham", ("Alice", "Bob"), "en")
    _frames(table, 6, DEEP_ONE)
    _place_shows(table, state, 1)
    n = len(said)
    _keys(table, "--")
    assert LEFT in _texts(said)[n:], _texts(said)[n:]


def test_enter_again_once_the_offered_prompt_s_card_was_read_does_not_take_its_zone():
    """Two Enter prompts (Alice's play, then Carol's unread card), Enter: "Card in Carol's
    zone: which rank? For Alice's play, press Enter again."; the camera then reads Alice's
    play (the Urchin). Enter again took Alice's zone, no longer awaited ("Card in Alice's
    zone: which rank? For a card in Carol's zone, …"), and its rank asked "whose discard
    zone? 1: Bob; 2: Carol". The offer is stale: Enter again cancels, as with one prompt."""
    from companion.tracker import observations as o

    from .test_qa50_enter_heard import _stalled
    table, said, logged = _stalled("en", "alice", "carol")
    _keys(table, "\n")
    table.session.observe(o.card_seen(0, "the_urchin"))
    n = len(said)
    _keys(table, "\n")
    assert not any("Alice" in line for line in _texts(said)[n:]), _texts(said)[n:]
    assert table.reader.pending is None, _texts(said)[n:]


def test_enter_back_after_the_offered_prompt_s_card_was_read_offers_it_no_more():
    """Enter, Enter (Alice's play), the camera reads Alice's play, Enter (back to Carol's
    zone): its cue offered "For a card in Alice's zone, press Enter again." (answered)."""
    from companion.tracker import observations as o

    from .test_qa50_enter_heard import _stalled
    table, said, logged = _stalled("en", "alice", "carol")
    _keys(table, "\n\n")
    table.session.observe(o.card_seen(0, "the_urchin"))
    n, before = len(said), len(logged)
    _keys(table, "\n")
    assert _texts(said)[-1] == message("en", "app.prefix_enter_zone", player="Carol"), \
        _texts(said)[n:]
    _keys(table, "3")
    assert [(obs.kind, obs.seat) for obs in logged[before:]] == [("card", 2)]
