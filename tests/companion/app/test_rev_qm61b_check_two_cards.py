"""Review of qm61b (fresh QA61 LOW-5: Enter at a Sanity check, its card read by the camera
before the rank, enters nothing): a Sanity check of 2 cards (RULINGS A14: as many cards as
the Other World cards in the zone). The table: run1's round 3 (tests/companion/
qa61_g3_round3.jsonl, up to Bob's Sanity check), played on by hand until Bob, with the
Randall Tillinghast and the Necronomicon in his zone, makes a check of 2 cards.

- Enter at that check, the camera then reading both its cards and his play before the
  rank (the voice behind): the rank asked "Enter: whose discard zone is it in?" for the
  Musician's discard, the very fault of LOW-5 (its "a check card then the same turn's play
  is no later turn" counted one check card only).
- Enter at that check, the camera then reading its first card (The Fed) before the rank,
  2 typed for it: the rank was taken as the check's second card, "The Nightgaunt. Rank 2:
  The Fed is all counted. Bob fails." (a card never laid, a player put out falsely); the
  same on main. A rank of the card read meanwhile, while the check still waits for its
  next card, now enters nothing, said; another rank is the check's next card, as before.
"""
from pathlib import Path

import pytest

from companion.cards import card
from companion.narration.catalog import message
from companion.session_log import logged_with_marks
from companion.tracker.observations import card_seen

from .test_live_deal import _table, _texts
from .test_qa50_enter_heard import _keys

NAMES = ("Alice", "Bob", "Carol", "Dan", "Eve")
LOG = Path(__file__).parent.parent / "qa61_g3_round3.jsonl"
#: round 3 played on: Bob's check (1 card) and Necronomicon (Sane), then Carol to Alice
PLAYED_ON = ((1, "the_fed"), (1, "necronomicon"), "+1", (2, "the_entertainer"),
             (3, "the_urchin"), (4, "the_urchin"), (0, "the_boxer"), (0, "the_sailor"))


def _bob_s_two_card_check(lang):
    table, said, logged = _table(names=NAMES, lang=lang)
    s = table.session
    for obs, _ in list(logged_with_marks(LOG))[1:-1]:  # (not the refused Cultists)
        s.observe(obs)
    for step in PLAYED_ON:
        if isinstance(step, str):
            _keys(table, step)
        else:
            s.observe(card_seen(*step))
    assert s.tracker.waiting()[:2] == ("check", 1)
    assert s.tracker.state.wait[2:] == (2, ())  # 2 cards, none revealed
    return table, said, logged


@pytest.mark.parametrize("lang", ["en", "es"])
def test_enter_at_a_two_card_check_its_cards_and_play_read_meanwhile_enters_nothing(lang):
    table, said, logged = _bob_s_two_card_check(lang)
    n = len(said)
    _keys(table, "\n")
    assert _texts(said)[n:] == [message(lang, "app.prefix_enter_wait", expected=message(
        lang, "wait.check", player="Bob"))]
    for key in ("the_fed", "the_boxer", "the_musician"):  # read, the voice behind
        table.session.observe(card_seen(1, key))
    before = len(logged)
    _keys(table, "2")
    assert _texts(said)[-1] == message(lang, "app.enter_read_meanwhile", player="Bob",
                                       card=card("the_fed").name(lang)), _texts(said)[n:]
    assert logged[before:] == []


def test_enter_at_a_two_card_check_its_first_card_read_meanwhile_its_rank_enters_nothing():
    table, said, logged = _bob_s_two_card_check("en")
    n = len(said)
    _keys(table, "\n")
    table.session.observe(card_seen(1, "the_fed"))  # the card Enter was pressed for
    before = len(logged)
    _keys(table, "2")
    assert _texts(said)[-1] == ("Nothing entered: the camera read The Fed in Bob's zone "
                                "meanwhile. For another card, press Enter and its rank "
                                "again."), _texts(said)[n:]
    assert logged[before:] == []
    assert table.session.tracker.waiting()[:2] == ("check", 1)


def test_enter_at_a_two_card_check_another_rank_is_still_its_next_card():
    """The first card read meanwhile, a rank not its own: the check's second card."""
    table, said, logged = _bob_s_two_card_check("en")
    _keys(table, "\n")
    table.session.observe(card_seen(1, "the_fed"))
    before = len(logged)
    _keys(table, "3")
    assert [(obs.kind, obs.seat) for obs in logged[before:]] == [("card", 1)]
    assert "the_boxer" in logged[before].cards  # (or the Deep One: rank 3)
    assert table.session.tracker.waiting()[:2] != ("check", 1)


def test_a_check_card_read_before_the_press_leaves_the_same_rank_the_next_card():
    """The camera's prompt for Bob's card ("I cannot read a card in Bob's zone …") said
    at his check of 2 cards, then its first card read (the Investigators), then Enter and
    1: the press came after that card was read, so its 1 is the check's second card (a
    second Investigators), not refused as the card read meanwhile."""
    table, said, logged = _bob_s_two_card_check("en")
    s = table.session
    s.tell("app.card_unread", player="Bob")
    s.note_asked_zones((1,))  # as the camera's own prompt is noted (live_cards)
    s.observe(card_seen(1, "investigators"))
    assert s.tracker.waiting()[:2] == ("check", 1)
    before = len(logged)
    _keys(table, "\n1")
    assert [(obs.kind, obs.seat) for obs in logged[before:]] == [("card", 1)], \
        _texts(said)[-3:]
    assert "investigators" in logged[before].cards
