"""Review of r3d53 (fresh QA53 HIGH 3): the cards held behind the unread hand whose reveal
ends the round (``Stall.showdown`` set by ``NextDeal._hand_ends_round``) were all given to
the next deal once the hand was entered. A card of the ended round read again while the
hand was unread (moved, read twice: a round-2 card of the winner's zone at a new place)
was then taken as the next round's first play, said as fact ("Alice: The Urchin.", "Alice
is protected."), and round 3's real cards were held as the last round's. So was the hand
itself read late off its told place ("The Boxer by Dan?"). A held card whose zone still
shows the ended round's cards (the zone not gathered) is that round's: dropped, as before
the fix (``Stalls._old_zone_seen``).

Set-up: test_qa53_round_end_hand_held (the tester's session log, lines 1-30; Dan's hand,
the Tommy Gun, told unread; the camera's readings given by hand)."""
import pytest

from .test_live_deal import _texts
from .test_qa46_showdown_unread import _frames
from .test_qa53_round_end_hand_held import MUSICIAN, ROUND_3, _dan_s_hand_unread

#: "Alice: The Urchin." in each language (round 2's card, never round 3's play)
URCHIN = {"en": "Alice: The Urchin.", "fr": "Alice : la Gamine.", "es": "Alice: el Pilluelo."}
#: round 3's zones in the demo's truth (test_qa53_round_end_hand_held)
ROUND_3_ZONES = [("the_musician",), ("investigators",), (), ("cthulhu",)]


def _round_2_shown(table):
    """Each zone's last 3 cards of the ended round at their places (seat 1-based, key,
    place), as the camera holds them (``logged_in_view``)."""
    view = table.session.tracker.view()
    return [(seat + 1, key, i) for seat, s in enumerate(view.seats)
            for i, key in enumerate(s.zone[-3:])]


def _round_3(table, said):
    """The table gathered, then round 3's first cards laid; the lines said meanwhile."""
    n = len(said)
    _frames(table, 40)
    for i in range(len(ROUND_3)):
        _frames(table, 6, *ROUND_3[:i + 1])
    return _texts(said)[n:]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
@pytest.mark.parametrize("moved", [True, False])
def test_old_round_card_read_again_behind_the_unread_hand_is_not_the_next_round_s(
        lang, moved):
    table, said = _dan_s_hand_unread(lang)
    shown = _round_2_shown(table)
    if moved:  # Alice's Urchin pushed to a new place; else read there twice
        shown = [x for x in shown if x[1] != "the_urchin"]
    shown.append((1, "the_urchin", 3))
    n = len(said)
    _frames(table, 6, *shown)
    for key in "\n0":  # Dan's hand: the Tommy Gun
        table._one_key(key)
    _frames(table, 6, *shown)
    texts = _texts(said)[n:]
    texts += _round_3(table, said)
    view = table.session.tracker.view()
    # r3d53's branch: round 3 dealt by the held Urchin, "Alice: The Urchin." as fact
    assert URCHIN[lang] not in texts, texts
    assert MUSICIAN[lang] in texts, texts
    assert view.round == 3 and [s.zone for s in view.seats] == ROUND_3_ZONES, texts


def test_the_hand_read_late_off_its_place_is_not_the_next_round_s():
    table, said = _dan_s_hand_unread("en")
    # the hand read late beside its told place: held, named, then entered as told
    _frames(table, 6, *_round_2_shown(table), (4, "the_boxer", 2))
    for key in "\n3":
        table._one_key(key)
    texts = _round_3(table, said)
    # r3d53's branch: "The Boxer by Dan? Waiting for Alice's play.", no "Gather all the cards"
    assert not any("Boxer" in line for line in texts), texts
    assert "Gather all the cards for the next round." in texts, texts
    assert [s.zone for s in table.session.tracker.view().seats] == ROUND_3_ZONES, texts
