"""review 38a: last37's ask-again (stall.py _stall_ask_again, merge 88dd876) sets
Stall.waits again, so _holds_all holds EVERY camera card: the Sanity check's second card,
read by the camera once laid after the first was entered, is held in silence (nothing
said, not taken) and the table waits for Enter and its rank for a card the camera read.
Before the merge it was taken (the kept stall had no waits)."""
import json

from companion.tracker.observations import from_dict

from tests.companion.app.test_last37_stall_again import EN21_F2  # en21_f2, seq 1-59
from tests.companion.app.test_live_deal import _table, _texts
from tests.companion.app.test_stall import _lay, _frames


def test_the_check_s_second_card_read_by_the_camera_is_taken_after_the_ask_again():
    table, said, _ = _table(names=("Alice", "Bob", "Carol", "Dan"))
    for line in EN21_F2:
        table.session.observe(from_dict(json.loads(line)))
    tracker = table.session.tracker
    view = tracker.view()
    for seat, zone in enumerate(s.zone for s in view.seats):
        for key in zone:
            table.known.claim(view, seat, key)
    _lay(table, (2, "deep_one", 3), (4, "the_boxer", 3))
    for key in "\n4+2":  # the check's first card, never read, entered by key
        table._one_key(key)
    assert tracker.view().seats[2].zone[-1] == "necronomicon"
    n = len(said)
    # Carol lays the check's second card (the deck's last): the camera reads it
    cards = ((2, "deep_one", 3), (4, "the_boxer", 3), (3, "nightgaunt", 6))
    _lay(table, *cards)
    _frames(table, 30, *cards)
    assert tracker.view().seats[2].zone[-1] == "nightgaunt", (
        "the check's second card, read by the camera, was held in silence (not taken); "
        f"said since: {_texts(said)[n:]}; stall: "
        f"{[c.event.candidates for c in table.stall.cards] if table.stall else None}")
