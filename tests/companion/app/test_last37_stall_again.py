"""A stall that asked for an effect's card, its first card entered, the same effect still
waiting for its next one (last37, QA37 recheck en21_f2): the ask is said again at once. The
game replayed from that run's session log (seq 1-59, marker deck, 4 players); the camera's
readings given by hand to a real stabilizer."""
import json

from companion.tracker.observations import from_dict

from .test_live_deal import _table, _texts
from .test_stall import _lay

#: en21_f2's session log up to Carol's second Sanity check of 2 cards (seq 1-59)
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

CHECK = ("Still waiting for Carol's Sanity check: a card I could not read? Press Enter, then "
         "its rank. The 2 cards laid since wait for it.")


def test_a_check_s_second_card_is_asked_for_again_once_its_first_is_entered():
    # en21_f2: Enter 4 +2 gave "The Necronomicon." and nothing asked for the check's second
    # card; no more cards were laid, the game's end lost
    table, said, _ = _table(names=("Alice", "Bob", "Carol", "Dan"))
    for line in EN21_F2:
        table.session.observe(from_dict(json.loads(line)))
    tracker = table.session.tracker
    assert _texts(said)[-1] == "Carol: Sanity check, 2 cards."
    view = tracker.view()
    for seat, zone in enumerate(s.zone for s in view.seats):
        for key in zone:  # read by the camera
            table.known.claim(view, seat, key)
    _lay(table, (2, "deep_one", 3), (4, "the_boxer", 3))
    assert _texts(said)[-1] == CHECK
    n = len(said)
    for key in "\n4+2":
        table._one_key(key)
    assert tracker.view().seats[2].zone[-1] == "necronomicon"
    assert _texts(said)[n:][-2:] == ["The Necronomicon.", CHECK]
    for key in "\n2":  # the second card: the kept hands revealed, the game over
        table._one_key(key)
    assert _texts(said)[-1].startswith("Dan wins the game!")
