"""QA44 HIGH-1: the cleared table settles "was that Dan's hand, so Dan is out?" (Dan out
leaves Alice alone: the round's end hangs on it) even when the place cover judges a
gathered pile's place covered. The tester's run t3 (arkham, 4 players, en, seed 3): 3 s of
bare table, Dan's Urchin's place "covered" all along: no deal, round 3's plays refused as
round 2's ("Check Bob's zone: the Cultists again?", 13 refused in its session log), "Dan
is out" 42 s late and "Alice wins the round" never said. Guide (helper) section 8 item 6;
seed 002 "End of a Round"."""
from companion.tracker import observations as o

from .test_deal44_review import _placed
from .test_live_deal import (GATHERED, _covered, _frames, _texts, asked_then_yes_deals,
                             bob_s_sailor_asked)


def _bob_s_sailor_asked():
    """As in t3 (Dan's Boxer, then his Urchin: his hand or his play), with three players
    (test_live_deal's QA35 stfr2 case): Bob's Sailor after Alice's Deep One."""
    table, said, logged = bob_s_sailor_asked()
    assert table.session.tracker.deal_settles()
    return table, said, logged


def test_a_bare_table_with_a_pile_s_place_judged_covered_settles_the_round_s_end_and_deals():
    table, said, logged = _bob_s_sailor_asked()
    # the table gathered: no zone card read for a second, but Bob's Sailor's place judged
    # covered all along (t3: Dan's Urchin's)
    # (cq64: the question asked again, the gathered table telling no account: "yes" deals)
    asked_then_yes_deals(table, said, lambda: _placed(
        table, GATHERED, {(2, "the_sailor"): "covered"}, "bare"))
    # round 2's first plays are plays, not round 1's cards refused (t3: "Check Bob's
    # zone: the Cultists again?", 13 refused)
    _frames(table, 6, (1, "the_fed"))
    table.session.observe(o.target(1))
    _frames(table, 6, (1, "the_fed"), (2, "cultists"))
    view = table.session.tracker.view()
    assert view.round == 2
    assert view.seats[0].zone == ("the_fed",) and view.seats[1].zone == ("cultists",)
    assert not any("again?" in t or "Not counted" in t for t in _texts(said))


def test_one_pile_under_a_hand_while_another_zone_s_card_is_read_does_not_deal():
    table, said, logged = _bob_s_sailor_asked()
    _covered(table, 3 * GATHERED, {(2, "the_sailor"), (2, "the_fed")}, (1, "investigators"))
    assert table.session.tracker.view().round == 1
    assert not any(t.startswith("Round 2") for t in _texts(said))
