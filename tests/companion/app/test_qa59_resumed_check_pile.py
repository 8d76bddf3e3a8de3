"""Fresh QA59 MEDIUM-3 (runD3, seed 337, 3 players, arkham, markers tilted, en): the table
quit after the Tommy Gun, the first of Alice's two Sanity check cards
(``qa59_d3_mid_check.jsonl``, as written). At the resume her second card, the
Investigators, already lay on her pile, squarely on the Sailor and the Tommy Gun (the set-up
pictures read neither), and was held as "A card the log does not hold is on the table: The
Investigators in Alice's zone. Take it away; or, if it was played while the companion was
off, press plus and 1."; plus 1 then said "Counted: each card is taken as a play when its
player's turn comes." (it is a check card). A check's cards are turned over one by one onto
the pile (seed 002 "Sanity Checks"), so its newest log cards lie under the card laid on
them, unread; the zone's newest log card misread reads the same (review of resume60, HIGH),
so the card is asked about, naming the check, and plus 1 takes it as the check's next card:
"The Investigators. Alice passes. 14 cards left." (the engine's transcript; rs60b,
:mod:`companion.app.check_pile`)."""
from pathlib import Path

from .test_live_setup import _frames
from .test_qa45_resume_hand import resumed_on
from .test_twin50_asked import _keys

LOG = Path(__file__).parent.parent / "qa59_d3_mid_check.jsonl"
#: the set-up pictures' reading of runD3's resume: Alice's Sailor and Tommy Gun under her
#: new Investigators, unread ((seat 1-based, card, place among the zone's cards read))
READ = ((1, "investigators", 0), (1, "rlyeh", 1), (1, "cthulhu", 2), (2, "the_boxer", 0),
        (2, "shoggoth", 1), (3, "nightgaunt", 0))


def test_qa59_m3_a_check_card_laid_on_the_pile_is_taken_on_plus_1(tmp_path):
    table, said = resumed_on(tmp_path, LOG.read_text(encoding="utf-8"),
                             (*READ, (1, "investigators", 3)))
    assert said[-1].brief.endswith("if it is the next card of Alice's Sanity check, press "
                                   "plus and 1."), said[-1].brief
    _keys(table, "+")
    n = len(said)
    _keys(table, "1")
    _frames(table, 6, *READ, (1, "investigators", 3))
    heard = [a.brief for a in said[n:]]
    assert heard == ["The Investigators.", "Alice passes. 14 cards left."], heard
    view = table.session.tracker.view()
    assert view.seats[0].zone[-1] == "investigators" and view.deck_count == 13  # she drew


def test_a_card_under_the_read_log_cards_stays_held(tmp_path):
    # the same reading, the card read under R'lyeh (an old card, not laid on the pile):
    # said left out, as before
    read = ((1, "investigators", 0), (1, "the_urchin", 1), (1, "rlyeh", 2), (1, "cthulhu", 3),
            *READ[3:])
    table, said = resumed_on(tmp_path, LOG.read_text(encoding="utf-8"), read)
    assert said[-1].brief.startswith("A card the log does not hold lies under later "
                                     "plays: The Urchin in Alice's zone."), said[-1].brief
    assert table.session.tracker.view().seats[0].zone[-1] == "tommy_gun"
