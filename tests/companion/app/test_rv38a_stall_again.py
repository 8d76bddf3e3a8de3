"""review 38a: last37's ask-again (stall.py _stall_ask_again, merge 88dd876) sets
Stall.waits again, so _holds_all holds EVERY camera card: the Sanity check's second card,
read by the camera once laid after the first was entered, is held in silence (nothing
said, not taken) and the table waits for Enter and its rank for a card the camera read.
Before the merge it was taken (the kept stall had no waits)."""
import json

from companion.tracker.observations import from_dict

from tests.companion.app.test_live_deal import _table, _texts
from tests.companion.app.test_stall import _lay, _frames

EN21_F2 = (
    '{"kind":"start","value":{"edition":"arkham","names":["Alice","Bob","Carol","Dan"],'
    '"lang":"en","first":0,"options":{}}}',
    '{"kind":"card","seat":0,"cards":["cultists"]}',
    '{"kind":"card","seat":1,"cards":["the_musician"]}',
    '{"kind":"in","seat":1}',
    '{"kind":"card","seat":0,"cards":["the_entertainer"]}',
    '{"kind":"card","seat":2,"cards":["investigators"]}',
    '{"kind":"card","seat":3,"cards":["investigators"]}',
    '{"kind":"card","seat":0,"cards":["necronomicon"]}',
    '{"kind":"card","seat":0,"cards":["cthulhu"]}',
    '{"kind":"card","seat":1,"cards":["the_dilettante"]}',
    '{"kind":"card","seat":1,"cards":["the_sailor"]}',
    '{"kind":"card","seat":2,"cards":["shoggoth"]}',
    '{"kind":"card","seat":3,"cards":["nightgaunt"]}',
    '{"kind":"card","seat":2,"cards":["stowaway"]}',
    '{"kind":"card","seat":2,"cards":["the_urchin"]}',
    '{"kind":"new_round"}',
    '{"kind":"card","seat":3,"cards":["investigators"]}',
    '{"kind":"card","seat":2,"cards":["nightgaunt"]}',
    '{"kind":"card","seat":0,"cards":["the_musician"]}',
    '{"kind":"card","seat":0,"cards":["stowaway"]}',
    '{"kind":"card","seat":1,"cards":["tommy_gun"]}',
    '{"kind":"card","seat":1,"cards":["investigators"]}',
    '{"kind":"card","seat":1,"cards":["investigators"]}',
    '{"kind":"card","seat":3,"cards":["the_fed"]}',
    '{"kind":"card","seat":0,"cards":["the_boxer"]}',
    '{"kind":"card","seat":0,"cards":["investigators"]}',
    '{"kind":"card","seat":1,"cards":["the_musician"]}',
    '{"kind":"in","seat":1}',
    '{"kind":"card","seat":1,"cards":["rlyeh"]}',
    '{"kind":"card","seat":3,"cards":["the_urchin"]}',
    '{"kind":"card","seat":0,"cards":["randall_tillinghast"]}',
    '{"kind":"card","seat":0,"cards":["cthulhu"]}',
    '{"kind":"card","seat":1,"cards":["deep_one"]}',
    '{"kind":"card","seat":1,"cards":["the_boxer"]}',
    '{"kind":"new_round"}',
    '{"kind":"card","seat":3,"cards":["the_musician"]}',
    '{"kind":"card","seat":2,"cards":["cultists"]}',
    '{"kind":"card","seat":0,"cards":["rlyeh"]}',
    '{"kind":"card","seat":2,"cards":["cthulhu"]}',
    '{"kind":"card","seat":2,"cards":["investigators"]}',
    '{"kind":"card","seat":1,"cards":["investigators"]}',
    '{"kind":"card","seat":2,"cards":["the_musician"]}',
    '{"kind":"in","seat":2}',
    '{"kind":"card","seat":2,"cards":["the_boxer"]}',
    '{"kind":"card","seat":2,"cards":["the_sailor"]}',
    '{"kind":"card","seat":3,"cards":["investigators"]}',
    '{"kind":"card","seat":0,"cards":["the_entertainer"]}',
    '{"kind":"in","seat":0}',
    '{"kind":"card","seat":0,"cards":["the_dilettante"]}',
    '{"kind":"card","seat":0,"cards":["shoggoth"]}',
    '{"kind":"card","seat":1,"cards":["investigators"]}',
    '{"kind":"card","seat":2,"cards":["investigators"]}',
    '{"kind":"card","seat":2,"cards":["the_fed"]}',
    '{"kind":"card","seat":3,"cards":["the_urchin"]}',
    '{"kind":"card","seat":1,"cards":["stowaway"]}',
    '{"kind":"card","seat":2,"cards":["the_sailor","randall_tillinghast"]}',
    '{"kind":"card","seat":3,"cards":["the_urchin"]}',
    '{"kind":"card","seat":1,"cards":["stowaway"]}',
    '{"kind":"card","seat":1,"cards":["the_fed"]}',
)


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
