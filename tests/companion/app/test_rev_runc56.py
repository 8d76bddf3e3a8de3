"""Review of runc56 (session 56): the left cards laid before a new camera card given first
(:mod:`companion.app.zone_order`), tried where the table may take a left card of another
zone only in some accounts (after a guess: the target out or not). On runc56, Carol's Boxer,
laid out of turn before Alice's Investigators, fitted the account "Carol guessed out" and
was asked as her hand ahead of Bob's play read in the same picture: "was that Carol's hand,
so Carol is out? 1 yes, 2 no, Carol played it" (no true answer: Alice's guess missed, Bob
played, the Boxer is Carol's next play). HIGH. The new card's own zone's card still goes
first by the trial (a 2-card Sanity check while a guess's account is open). The review's
strict xfail HIGH (order57, session 57): a check card read late after the play laid
beside it; the zone's row tells the order (:mod:`companion.app.row_order`). In-process, as
:mod:`tests.companion.app.test_qa56_zone_order` (a real stabilizer, readings by hand)."""
from dataclasses import replace

import pytest

from tests.companion.app import test_live_deal as live_deal
from tests.companion.app.stabilizer_camera import sighting
from tests.companion.app.test_live_deal import _frames, _table, _texts
from tests.companion.app.test_qa56_zone_order import _SEATS4, INSANE_DAN


@pytest.fixture
def four_seats(monkeypatch):
    monkeypatch.setattr(live_deal, "_SEATS", _SEATS4)


def _lay(table, cards, *new):
    """Each card of ``new`` ((seat, key[, place])) laid in turn on ``cards`` (the camera's
    cards so far, a list, grown), 6 pictures each."""
    for card in new:
        cards.append(card)
        _frames(table, 6, *cards)


def _press(table, keys):
    for key in keys:
        table._one_key(key)


def _carol_early_then_alice_and_bob_together():
    """3 players: a first turn each; Carol's Boxer laid out of turn while Alice's play is
    awaited (refused, left); Alice's Investigators and Bob's Urchin then stable in the same
    picture (a busy machine skipped pictures): ``(table, said, n0)``."""
    table, said, _ = _table(("Alice", "Bob", "Carol"), "en", "arkham")
    cards = []
    _lay(table, cards, (1, "the_fed"), (2, "the_sailor"), (3, "the_entertainer"))
    n0 = len(said)
    _lay(table, cards, (3, "the_boxer", 1))
    cards += [(1, "investigators", 1), (2, "the_urchin", 1)]
    _frames(table, 6, *cards)
    return table, said, n0


def test_an_out_of_turn_card_is_not_given_before_a_later_play_in_another_account():
    table, said, n0 = _carol_early_then_alice_and_bob_together()
    texts = _texts(said)[n0:]
    view = table.session.tracker.view()
    # the Boxer lay there before Alice's guess: not Carol's hand, nor her play before Bob's
    # (the question about Bob's Urchin, his hand or his play, comes first, as on main)
    assert view.seats[1].zone == ("the_sailor", "the_urchin"), texts
    assert view.seats[2].zone == ("the_entertainer",), texts
    assert not any("was that Carol's hand" in t for t in texts), texts
    assert any("was that Bob's hand" in t for t in texts), texts


def _row(seat, key, place=0):
    """``key`` read in ``seat``'s zone at ``place`` (:func:`~tests.companion.app.
    stabilizer_camera.sighting`), with its place in the seat's frame as a marker-based layout
    gives it (``zone_mm``): the pile grows from the table centre toward the player, each
    newer card 36 mm nearer the player (docs/adaptation.md, "Seat markers")."""
    return replace(sighting(seat, key, place), zone_mm=(0.0, 200.0 - 36.0 * place))


def _dan_s_check(first, read_before_key=False):
    """Dan Insane; his check card, The Urchin, and his play, The Boxer, laid beside it,
    one of them (``first``: ``"the_boxer"`` when the Urchin is under glare) read and
    refused while Alice's play is awaited; Alice's and Bob's plays; the other read (stable
    before Enter 2 enters Carol's play when ``read_before_key``, else in the first picture
    after it): the lines said since Dan's first card and the tracker's view."""
    table, said, _ = _table(("Alice", "Bob", "Carol", "Dan"), "en", "arkham-classic")
    cards = []
    _lay(table, cards, *(_row(*c) for c in INSANE_DAN))
    n0 = len(said)
    place = {"the_urchin": 1, "the_boxer": 2}
    then = next(k for k in place if k != first)
    _lay(table, cards, _row(4, first, place[first]), _row(1, "the_urchin", 1),
         _row(2, "the_fed", 1))
    cards.append(_row(4, then, place[then]))
    _frames(table, 6 if read_before_key else 3, *cards)
    _press(table, "\n2")
    _frames(table, 6, *cards)
    texts = _texts(said)[n0:]
    view = table.session.tracker.view()
    assert view.seats[3].zone == ("randall_tillinghast", "the_urchin", "the_boxer"), texts
    check = texts.index("Dan: Sanity check, 1 card.")
    assert texts[check + 1].startswith("The Urchin."), texts
    assert not any(t.startswith("Not counted") for t in texts), texts
    return texts[check:]


def test_a_check_card_read_late_is_still_the_check_card(four_seats):
    # review of runc56, HIGH (a race moved, not made): the left cards went first in the
    # order first reported (LeftCard.laid_t), not laid: the play said as the check's card
    # ("The Boxer. It lay there before this turn: check it. Dan passes.") and the check's
    # card as the play ("Dan is protected"); main got the check right but left the play out
    # ("Not counted: The Boxer … laid before The Urchin"). The zone's row tells the order
    # (companion.app.row_order): the Boxer, laid before Alice's play, said with its check
    texts = _dan_s_check("the_boxer")
    assert "Dan: The Boxer. It lay there before this turn: check it." in texts, texts
    assert "Dan is protected." not in texts, texts


def test_a_two_card_check_s_first_card_laid_early_goes_first_while_a_guess_is_open(
        four_seats):
    # Dan Insane twice (Randall Tillinghast, the Necronomicon): his first check card, the
    # Investigators, laid while Alice's play is awaited (refused); Alice's and Bob's
    # Investigators (a guess each: an account owes Alice's hand, so the table may take a
    # card in Alice's zone or Dan's); Carol's play entered (Enter 2, her zone: plus 2); his
    # second check card and his play stable in the first picture after. Main said the later
    # two as the check ("Dan fails") and the first "Not counted"; a rule giving the new
    # card's own zone's left card first only where the table waits for it alone did too
    table, said, _ = _table(("Alice", "Bob", "Carol", "Dan"), "en", "arkham-classic")
    cards = []
    _lay(table, cards, (1, "the_fed"), (2, "the_sailor"), (3, "the_entertainer"),
         (4, "randall_tillinghast"), (1, "the_urchin", 1), (2, "the_fed", 1),
         (3, "the_urchin", 1), (4, "the_boxer", 1), (4, "necronomicon", 2))
    _press(table, "+1")  # the Necronomicon's Sane effect
    _frames(table, 6, *cards)
    n0 = len(said)
    _lay(table, cards, (4, "investigators", 3), (1, "investigators", 2),
         (2, "investigators", 2))
    cards += [(4, "the_musician", 4), (4, "stowaway", 5)]
    _frames(table, 3, *cards)
    _press(table, "\n2+2")
    _frames(table, 6, *cards)
    texts = _texts(said)[n0:]
    view = table.session.tracker.view()
    assert view.seats[3].zone[3:] == ("investigators", "the_musician", "stowaway"), texts
    check = texts.index("Dan: Sanity check, 2 cards.")
    assert texts[check + 1].startswith("The Investigators."), texts
    assert texts[check + 2] == "The Musician.", texts
    assert not any(t.startswith("Not counted") for t in texts), texts
