"""integ47: the one record of a table seen cleared (:class:`~companion.app.live_deal.
ClearedCards`), tried as a reviewer: a cloth over the table in a round's middle (the
same cards back, moved or not, end the alarm) at 2 and 6 players, and a false clear whose
first card after it is a real play of the round, the round's cards then back one by one
(held47's rule "once a new card has been held since the clear, an old card read again is a
new one" must not take them for new cards)."""
import pytest

from companion.app.live_deal import CLEARED_MID_FRAMES

from .test_live_deal import _frames, _table, _texts
from .test_qa46b_held_round4_after_entry import _PlacesCamera
from .test_qa47_knockout_hand_unread import _moved

SIX = ("Alice", "Bob", "Carol", "Dan", "Eve", "Fay")


def _cloth(names, lang="en"):
    """Alice's Urchin and Bob's Entertainer played, then ``CLEARED_MID_FRAMES`` pictures
    reading no card (a cloth): ``(table, said)``, the alarm raised."""
    table, said, _ = _table(names=names, lang=lang)
    table.watcher = _PlacesCamera()
    _frames(table, 6, (1, "the_urchin"))
    _frames(table, 6, (1, "the_urchin"), (2, "the_entertainer"))
    _frames(table, CLEARED_MID_FRAMES + 2)
    assert table.cleared_mid == 1
    return table, said


@pytest.mark.parametrize("names", [("Alice", "Bob"), SIX])
@pytest.mark.parametrize("dx, dy", [(0, 0), (0, 150), (150, 0)])
def test_a_cloth_then_the_same_cards_back_end_the_alarm_at_2_and_6_players(names, dx, dy):
    table, said = _cloth(names)
    n = len(said)
    back = (_moved(1, "the_urchin", dx, dy), _moved(2, "the_entertainer", dx, dy))
    _frames(table, 6, *back)
    third = (3, "the_fed") if len(names) > 2 else (1, "the_fed", 1)
    _frames(table, 6, *back, third)
    texts = _texts(said)[n:]
    assert table.cleared_mid is None and table.cleared_ids is None, texts
    zones = [s.zone for s in table.session.tracker.view().seats]
    assert zones[:3] == ([("the_urchin",), ("the_entertainer",), ("the_fed",)]
                         if len(names) > 2 else [("the_urchin", "the_fed"),
                                                 ("the_entertainer",)]), texts


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
@pytest.mark.parametrize("names", [("Alice", "Bob", "Carol"), SIX])
def test_a_real_play_first_after_a_false_clear_then_the_cards_back_one_by_one(names, lang):
    # the table read bare (a hand over it), Carol plays her Fed while it still hides
    # Alice's and Bob's cards, then they are read again one by one at their own places:
    # the round goes on, Carol's Fed its play, no card of the round taken for a new one
    table, said = _cloth(names, lang)
    fed = (3, "the_fed")
    _frames(table, 6, fed)
    _frames(table, 6, fed, (1, "the_urchin"))
    _frames(table, 6, fed, (1, "the_urchin"), (2, "the_entertainer"))
    fourth = (4, "deep_one") if len(names) > 3 else (1, "deep_one", 1)
    _frames(table, 6, fed, (1, "the_urchin"), (2, "the_entertainer"), fourth)
    texts = _texts(said)
    assert table.cleared_mid is None, texts
    zones = [s.zone for s in table.session.tracker.view().seats]
    assert zones[:4] == ([("the_urchin",), ("the_entertainer",), ("the_fed",), ("deep_one",)]
                         if len(names) > 3 else [("the_urchin", "deep_one"),
                                                 ("the_entertainer",), ("the_fed",)]), texts


@pytest.mark.xfail(strict=True, reason="integ47 review (MEDIUM): two real plays laid after a "
                   "false clear (Carol's Fed, then Dan's Deep One), then Alice's and Bob's "
                   "cards back: each said 'held; the last round is not settled' as a new "
                   "card (held47's forgetting, the clear taken as played on); the round "
                   "stalls on main too (the alarm never ends: back 2, not more than 2 held)")
def test_two_real_plays_after_a_false_clear_then_the_round_s_cards_back():
    table, said = _cloth(SIX)
    plays = ((3, "the_fed"), (4, "deep_one"))
    _frames(table, 6, *plays[:1])
    _frames(table, 6, *plays)
    n = len(said)
    _frames(table, 6, *plays, (1, "the_urchin"))
    _frames(table, 6, *plays, (1, "the_urchin"), (2, "the_entertainer"))
    texts = _texts(said)[n:]
    assert not any("Urchin" in t or "Entertainer" in t for t in texts), texts
