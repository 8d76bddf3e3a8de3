"""Fresh QA58 HIGH-4 (r5: seed 297, 6 players, arkham, stickers only), the cause: round 2,
Alice's Sanity check card, a second Urchin laid squarely on her first (R'lyeh's), was never
read; her play, the Investigators, was held and asked about ("A second copy of The Urchin
in Alice's Sanity check? …"), unanswered. Bob's Boxer and Sailor were then taken: Alice's
turn skipped, "Alice is probably out", and every count after 2 short ("Bob passes. 11 cards
left.", truth 9: engine transcript l.96-107).

A card lies in Alice's zone: her turn is under way, so the later cards wait for the answer,
as behind an effect's missing card (:meth:`companion.app.stall.Stalls._holds_all`). The
tracker's inputs are r5's session log up to Fay's Investigators
(``tests/companion/qa58_r5_round2.jsonl``, seq 1-38); the camera's readings after it are
given by hand to a real stabilizer, as in :mod:`.test_twin50_asked`."""
from pathlib import Path

from .test_twin50_asked import (COVER, _card, _frames, _keys, _logged_table, _old_cards,
                                _texts)

LOG = Path(__file__).parent.parent / "qa58_r5_round2.jsonl"
ASKED = ("A second copy of The Urchin in Alice's Sanity check? Waiting in Alice's zone: the "
         "Investigators. Press Enter, then the rank of the next card of Alice's Sanity check: "
         "4 for that second copy, 1 for this card.")


def _r5():
    """r5 at Alice's Sanity check: a hand over her Urchin, the copy read 15 px off, her
    Investigators beside it, then Bob's Boxer and Sailor. The table, what was said from the
    cover on, a function showing the table again, and the cards it shows (a list)."""
    table, said = _logged_table(LOG, "arkham", ("Alice", "Bob", "Carol", "Dan", "Eve", "Fay"),
                                "en")
    tracker = table.session.tracker
    assert tracker.waiting()[:2] == ("check", 0)
    at = len(tracker.view().seats[0].zone)
    old = _old_cards(table)  # Alice's zone first
    alice, others = old[:at - 1], old[at:]
    n = len(said)
    _frames(table, COVER, *alice, *others)  # a hand lays the second Urchin on the first
    copy, inv = _card(1, "the_urchin", at - 1, 15.0), _card(1, "investigators", at)
    _frames(table, 6, *alice, copy, *others)
    _frames(table, 6, *alice, copy, inv, *others)
    assert _texts(said)[n:] == [ASKED], _texts(said)[n:]
    bob = len(tracker.view().seats[1].zone)
    laid = [*alice, copy, inv, *others, _card(2, "the_boxer", bob)]
    _frames(table, 6, *laid)
    laid.append(_card(2, "the_sailor", bob + 1))

    def show():
        _frames(table, 6, *laid)
    for _ in range(3):
        show()
    return table, said, n, show, laid


def test_qa58_high4_unanswered_bobs_cards_wait_and_alice_is_not_said_out():
    table, said, n, show, laid = _r5()
    tracker = table.session.tracker
    assert _texts(said)[n:] == [ASKED], _texts(said)[n:]  # not "Alice is probably out"
    assert tracker.waiting()[:2] == ("check", 0)
    assert tracker.view().seats[1].zone[-1] == "shoggoth"  # Bob's round-2 play only
    # Carol's Cultists and Dan's Investigators: 4 cards wait, the stall's reminder
    laid.append(_card(3, "cultists", len(tracker.view().seats[2].zone)))
    show()
    laid.append(_card(4, "investigators", len(tracker.view().seats[3].zone)))
    show()
    assert _texts(said)[n:] == [ASKED, "Still waiting for Alice's Sanity check: a card I could "
                                "not read? Press Enter, then its rank. The 4 cards laid since "
                                "wait for it."], _texts(said)[n:]
    assert tracker.waiting()[:2] == ("check", 0)


def test_qa58_high4_enter_4_gives_the_copy_then_her_play_then_bobs_cards():
    table, said, n, show, _ = _r5()
    m = len(said)
    _keys(table, "\n", "4")
    show()
    heard = _texts(said)[m:]
    for line in ("Alice passes. 11 cards left.", "Alice: the Investigators.",
                 "Bob passes. 9 cards left.", "Bob: The Sailor."):
        assert line in heard, heard
    assert not any("probably out" in line for line in heard), heard
    assert table.session.tracker.probably_out() == ()
