"""QA47 MEDIUM-4 (r4cut: 2 players, arkham, ``companion demo`` video cut at frame 330 of
500, part 2 played with ``play --resume``; the tester's files ``/tmp/s47/qa47/r4cut/``):
the log (part 1's 19 lines: those of the tester's whole r4 log,
``tests/companion/qa47_r4_check_card.jsonl``) ends on Alice's Fed naming Bob, who is
Insane: the table waits for his Sanity check, 1 card. Part 2's first
pictures show the Sailor, that check's card, turned over onto Bob's Shoggoth before the
cut. main said it twice, "A card the log does not hold is on the table: The Sailor in Bob's
zone. Take it away; or, if it was played while the companion was off, press plus and 1.",
till plus 1. A card the log's table waits for, here a Sanity check's, is taken as that
card, as live (:meth:`~companion.app.live_setup.GuidedSetup._card_owed`, seed 002 "Sanity
Checks"); so is a play (resume49, fresh QA48b: test_qa48b_resumed_play)."""
from pathlib import Path

import pytest

from tests.companion.app.test_live_setup import _frames, _texts
from tests.companion.app.test_qa45_resume_hand import resumed_on

LOG = Path(__file__).parent.parent / "qa47_r4_check_card.jsonl"
#: the zones as the log leaves them: (seat 1-based, card, place in the zone)
LOGGED = ((1, "investigators", 0), (1, "the_fed", 1), (2, "shoggoth", 0))
#: the check's card and the check passed, in each language
PASSED = {"en": ("The Sailor.", "Bob passes. 14 cards left."),
          "fr": ("Le Marin.", "Bob réussit. Il reste 14 cartes."),
          "es": ("El Marinero.", "Bob supera la prueba. Quedan 14 cartas.")}


def _resumed(tmp_path, lang, lines, *extra, logged=LOGGED):
    """``lines`` of the r4 log resumed on a live table in ``lang`` (arkham, Alice and
    Bob) whose set-up pictures show ``logged`` and ``extra``: ``(table, said)``."""
    return resumed_on(tmp_path, "".join(lines), (*logged, *extra), lang=lang,
                      names=("Alice", "Bob"))


def _lines(count=19):
    """The log's first ``count`` lines (19: part 1's, the check awaited)."""
    return LOG.read_text(encoding="utf-8").splitlines(keepends=True)[:count]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_awaited_sanity_check_card_is_taken_as_that_card(tmp_path, lang):
    table, said = _resumed(tmp_path, lang, _lines(), (2, "the_sailor", 1))
    tracker = table.session.tracker
    texts = _texts(said)
    card, passed = PASSED[lang]
    assert texts[-2:] == [card, passed], texts
    assert not table.left_cards and table.held_at is None
    assert tracker.view().seats[1].zone == ("shoggoth", "the_sailor")
    assert tracker.waiting()[:2] == ("play", 1)  # Bob's play now
    _frames(table, 6, *LOGGED, (2, "the_sailor", 1), (2, "rlyeh", 2))
    assert tracker.view().seats[1].zone == ("shoggoth", "the_sailor", "rlyeh")


def test_both_cards_of_a_two_card_check_are_taken_in_the_order_turned_over(tmp_path):
    # the same game later (the log's lines 1-25) and Alice's guess missed: Bob's Sanity
    # check, 2 cards; both turned over while the companion was off
    more = ['{"seq":26,"obs":{"kind":"in","seat":1}}\n']
    logged = ((1, "investigators", 0), (1, "the_fed", 1), (1, "investigators", 2),
              (1, "tommy_gun", 3), (1, "investigators", 4), (2, "shoggoth", 0),
              (2, "the_sailor", 1), (2, "rlyeh", 2))
    table, said = _resumed(tmp_path, "en", _lines(25) + more, (2, "the_musician", 3),
                           (2, "cthulhu", 4), logged=logged)
    texts = _texts(said)
    assert texts[-3:] == ["The Musician.", "Cthulhu.", "Bob fails. 8 cards left."], texts
    assert not any("the log does not hold" in t for t in texts), texts
    assert table.session.tracker.view().seats[1].out


def test_a_play_laid_while_the_companion_was_off_is_taken_as_his_play(tmp_path):
    # the check passed in the log (the Sailor): Bob's play is awaited; his R'lyeh, laid
    # while the companion was off, was held for plus 1 (QA23 #17) till resume49 (QA48b:
    # the awaited play held so, the rest of the game was lost): taken as his play
    lines = _lines(20)
    table, said = _resumed(tmp_path, "en", lines, (2, "rlyeh", 2),
                           logged=LOGGED + ((2, "the_sailor", 1),))
    texts = _texts(said)
    assert "Bob: R'lyeh." in texts and not any("does not hold" in t for t in texts), texts
    assert len(table.session.tracker.history) == 21 and table.held_at is None


def test_a_play_taken_at_the_resume_then_taken_away_is_undone(tmp_path):
    # an old card after all (the resume's line for such cards said "Take it away"): taken
    # away over the log's cards, it is undone, its question closed; laid again, read again
    from .test_live_setup import GONE
    table, said = _resumed(tmp_path, "en", _lines(20), (2, "rlyeh", 2),
                           logged=LOGGED + ((2, "the_sailor", 1),))
    tracker = table.session.tracker
    assert tracker.question is not None  # R'lyeh's Sane or Insane effect
    n = len(said)
    _frames(table, GONE + 4, *LOGGED, (2, "the_sailor", 1))
    assert _texts(said)[n:] == ["Undone: R'lyeh in Bob's zone."], _texts(said)[n:]
    assert tracker.question is None and len(tracker.history) == 20
    _frames(table, 6, *LOGGED, (2, "the_sailor", 1), (2, "rlyeh", 2))
    assert len(tracker.history) == 21 and "Bob: R'lyeh." in _texts(said)[n:]


def test_two_cards_on_an_awaited_check_s_zone_are_taken_in_the_order_laid(tmp_path):
    # the Sailor, then a card over it: the oldest, the check's card, is taken; the other,
    # then alone where Bob's play is awaited, is his play (held for plus 1 till resume49)
    table, said = _resumed(tmp_path, "en", _lines(), (2, "the_sailor", 1), (2, "rlyeh", 2))
    texts = _texts(said)
    assert texts[1:4] == ["The Sailor.", "Bob passes. 14 cards left.", "Bob: R'lyeh."], texts
    assert table.session.tracker.view().seats[1].zone == ("shoggoth", "the_sailor", "rlyeh")
