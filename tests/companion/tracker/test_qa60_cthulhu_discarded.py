"""Fresh QA60 MEDIUM-2 (run r3: seed 370, 6 players, original edition, stickers-only, dim,
es): Alice's play was entered by key late (Enter 2, "+1"), and the cards kept meanwhile
followed it, each marked laid before that entry (``entered_before``). Dan's Prof. Henry
Armitage chose Dan, who discarded Cthulhu: "Dan descarta Cthulhu." was never followed by
"Dan queda fuera." (truth), key 8 said "Dan quizá está fuera (sin confirmar)", and the
deck lines "Quedan 9 cartas, o menos si Dan sigue en juego.".

Cthulhu discarded for any reason knocks its holder out (RULINGS O14; seed 002 card 8): the
card is not Dan's knocked-out hand (he has none left to lay), so nothing hedges the out.
:func:`companion.tracker.entry_hand.hedged_entry_hand` took the discard for a hand laid
(the seat out, no hand owed) and held Dan out unconfirmed, which also dropped the
``player_out`` line (``hands_named``: a seat held out waits for its hand to be named).

The inputs below are the run's session log (/tmp/s60/qa60/r3/session.jsonl, lines 1-12).
"""
from companion.commands.resume import summary
from companion.narration import narrate_events
from companion.tracker import observations as o
from companion.tracker.tracker import Tracker

NAMES = ["Alice", "Bob", "Carol", "Dan", "Eve", "Fay"]


def _round_one(upto: int) -> tuple[Tracker, list[str]]:
    t = Tracker()
    said: list[str] = []
    inputs = [
        o.start("original", NAMES),
        o.card_seen(0, ["cats_of_ulthar", "golden_mead"]),  # Alice's play, entered by key
        o.card_seen(1, "nyarlathotep", entered_before=True),
        o.card_seen(2, "golden_mead", entered_before=True),
        o.card_seen(3, "henry_armitage", entered_before=True),  # Dan chose Dan
        o.card_seen(3, "cthulhu_original", entered_before=True),  # his forced discard
        o.card_seen(4, "elder_sign", entered_before=True),
        o.card_seen(5, "investigators_original", entered_before=True),
        o.card_seen(2, "great_race_of_yith"),
        o.card_seen(0, "investigators_original"),
        o.card_seen(1, "randolph_carter"),  # Bob's Sanity check card
        o.card_seen(1, "investigators_original"),
    ]
    for obs in inputs[:upto]:
        said.extend(narrate_events(t.apply(obs), NAMES))
    return t, said


def test_cthulhu_discarded_is_said_to_put_its_holder_out_as_fact():
    t, said = _round_one(6)
    assert said[-3:] == ["Dan discards Cthulhu.", "Dan is out.", "Eve."], said
    assert t.probably_out() == ()  # key 8: "Dan is out", not "Dan may be out"
    assert t.view().seats[3].out


def test_the_deck_count_after_it_is_not_hedged_on_dan():
    _, said = _round_one(12)
    assert not [line for line in said if "if Dan is still in" in line], said
    # 9, truth 8: Alice's unread Armitage made Carol discard and draw (HIGH-4, its own bug)
    assert said[said.index("Bob passes.") + 1] == "9 cards left.", said


def test_resume_says_dan_out_as_fact():
    t, _ = _round_one(8)
    dan = next(line for line in summary(t, "en") if line.startswith("Dan:"))
    assert "not confirmed" not in dan, dan
    assert "out" in dan, dan


def test_a_hand_laid_before_the_entry_is_still_hedged():
    # the QA58 HIGH-2 case stays (review of m61: this test's own inputs asked "was that
    # Alice's hand?" and its assertion, under "if 0 in t.probably_out()", never ran)
    from tests.companion.tracker.test_qa58_entry_hand import HEDGED, _round_one as qa58
    t, said = qa58(before=True)
    assert HEDGED in said, said
    assert t.probably_out() == (0,)
