"""QA44 HIGH-1: the cleared table settles "was that Dan's hand, so Dan is out?" (Dan out
leaves Alice alone: the round's end hangs on it) even when the place cover judges a
gathered pile's place covered. The tester's run t3 (arkham, 4 players, en, seed 3): 3 s of
bare table, Dan's Urchin's place "covered" all along: no deal, round 3's plays refused as
round 2's ("Check Bob's zone: the Cultists again?", 13 refused in its session log), "Dan
is out" 42 s late and "Alice wins the round" never said. Guide (helper) section 8 item 6;
seed 002 "End of a Round"."""
from companion.tracker import observations as o

from .test_live_deal import GATHERED, _covered, _frames, _table, _texts


def _bob_s_sailor_asked():
    """Three players (as test_live_deal's QA35 stfr2 case): Carol out, Alice's Deep One,
    Bob's Sailor: his hand (he lost the compare: Alice alone, the round over) or his next
    play after a tie. As in t3 (Dan's Boxer, then his Urchin: his hand or his play)."""
    table, said, logged = _table(names=("Alice", "Bob", "Carol"))
    _frames(table, 6, (1, "investigators"))
    for obs in (o.target(2), o.guess(5), o.seat_out(2)):
        table.session.observe(obs)
    cards = [(1, "investigators"), (3, "the_urchin")]
    for card_ in ((2, "the_fed"), (1, "deep_one", 1), (2, "the_sailor", 1)):
        cards.append(card_)
        _frames(table, 6, *cards)
    assert table.session.tracker.view().round == 1
    assert table.session.tracker.deal_settles()
    return table, said, logged


def test_a_bare_table_with_a_pile_s_place_judged_covered_settles_the_round_s_end_and_deals():
    table, said, logged = _bob_s_sailor_asked()
    # the table gathered: no zone card read for a second, but Bob's Sailor's place judged
    # covered all along (t3: Dan's Urchin's)
    _covered(table, GATHERED, {(2, "the_sailor")})
    assert _texts(said)[-6:] == [
        "Bob is out, with The Sailor.", "No answer needed.",
        "Alice wins the round and has 1 Sane.", "Set the Stowaway Eggs aside, face up.",
        "Shuffle the other cards, set the top card aside face down, and deal one card to "
        "each player.",
        "Round 2. Alice starts."]
    assert table.session.tracker.question is None
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
