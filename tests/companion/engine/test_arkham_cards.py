"""Every Sane and Insane effect of every card of the Arkham edition (seed 002 "Card Effects")."""
import pytest

from companion.engine import IllegalActionError
from companion.engine.actions import Action
from tests.companion.engine.builders import make_state, play

DECK = ["investigators", "the_fed", "the_boxer", "investigators", "the_urchin"]


def zone_of(state, seat):
    return list(state.zones[seat])


# --- 8. The Dilettante / Cthulhu ----------------------------------------------------------
def test_the_dilettante_sane_playing_it_knocks_you_out():
    s = make_state([["the_dilettante", "the_fed"], ["the_boxer"], ["investigators"]], DECK)
    s.apply_action(play("the_dilettante"))
    assert s.out[0] and zone_of(s, 0) == ["the_dilettante", "the_fed"]
    assert s.current == 1


def test_the_dilettante_sane_discarded_by_the_musician_knocks_holder_out():
    s = make_state([["the_musician", "the_fed"], ["the_dilettante"], ["investigators"]], DECK)
    s.apply_action(play("the_musician", target=1))
    assert s.out[1] and zone_of(s, 1) == ["the_dilettante"]


def test_cthulhu_sane_playing_it_knocks_you_out():
    s = make_state([["cthulhu", "the_fed"], ["the_boxer"], ["investigators"]], DECK)
    s.apply_action(play("cthulhu"))
    assert s.out[0]


def test_cthulhu_insane_with_two_other_world_cards_wins_the_game():
    s = make_state([["cthulhu", "the_fed"], ["the_boxer"], ["investigators"]], DECK,
                   zones=[["deep_one", "nightgaunt"], [], []])
    s.apply_action(play("cthulhu", "insane"))
    assert s.is_terminal() and s.game_winners == (0,)


def test_cthulhu_insane_does_not_count_itself():
    s = make_state([["cthulhu", "the_fed"], ["the_boxer"], ["investigators"]], DECK,
                   zones=[["deep_one"], [], []])
    s.apply_action(play("cthulhu", "insane"))
    assert not s.is_terminal() and s.out[0]


def test_cthulhu_discarded_by_the_musician_knocks_holder_out():
    s = make_state([["the_musician", "the_fed"], ["cthulhu"], ["investigators"]], DECK)
    s.apply_action(play("the_musician", target=1))
    assert s.out[1]


# --- 7. The Entertainer / Shoggoth --------------------------------------------------------
def test_the_entertainer_sane_must_be_played_with_a_5_or_more():
    s = make_state([["the_entertainer", "the_musician"], ["the_boxer"], ["investigators"]], DECK)
    assert {a.card for a in s.legal_actions()} == {"the_entertainer"}
    with pytest.raises(IllegalActionError, match="play the_entertainer sane"):
        s.apply_action(play("the_musician", target=1))


def test_the_entertainer_sane_free_choice_with_a_low_card():
    s = make_state([["the_entertainer", "the_fed"], ["the_boxer"], ["investigators"]], DECK)
    assert {a.card for a in s.legal_actions()} == {"the_entertainer", "the_fed"}


def test_shoggoth_sane_forced_while_sane_only():
    sane = make_state([["shoggoth", "the_sailor"], ["the_boxer"], ["investigators"]], DECK)
    assert {a.card for a in sane.legal_actions()} == {"shoggoth"}
    insane = make_state([["shoggoth", "the_sailor"], ["the_boxer"], ["investigators"]], DECK,
                        zones=[["cultists"], [], []])
    assert {a.card for a in insane.legal_actions()} == {"shoggoth", "the_sailor"}


def test_shoggoth_insane_with_a_5_or_more_wins_the_round():
    s = make_state([["shoggoth", "the_musician"], ["the_boxer"], ["investigators"]], DECK,
                   zones=[["cultists"], [], []])
    s.apply_action(play("shoggoth", "insane"))
    assert s.round_winners == (0,) and s.tokens[0].insane == 1
    assert any(e.kind == "revealed_hand" and e.cards == ("the_musician",) for e in s.events)


def test_shoggoth_insane_with_a_low_card_does_nothing():
    s = make_state([["shoggoth", "the_fed"], ["the_boxer"], ["investigators"]], DECK,
                   zones=[["cultists"], [], []])
    s.apply_action(play("shoggoth", "insane"))
    assert s.round_winners == () and s.current == 1


# --- 6. The Sailor / Randall Tillinghast --------------------------------------------------
def test_the_sailor_sane_trades_hands():
    s = make_state([["the_sailor", "the_fed"], ["the_boxer"], ["investigators"]], DECK)
    s.apply_action(play("the_sailor", target=1))
    assert s.hands[0] == ["the_boxer"] and s.hands[1][0] == "the_fed"


def test_randall_tillinghast_sane_trades_hands():
    s = make_state([["randall_tillinghast", "the_fed"], ["the_boxer"], ["investigators"]], DECK)
    s.apply_action(play("randall_tillinghast", target=2))
    assert s.hands[0] == ["investigators"] and s.hands[2][0] == "the_fed"


def test_randall_tillinghast_insane_takes_all_hands_and_gives_one_back_each():
    s = make_state([["randall_tillinghast", "the_fed"], ["the_boxer"], ["investigators"]], DECK,
                   zones=[["cultists"], [], []], protected=(2,))
    s.apply_action(play("randall_tillinghast", "insane"))
    assert s.phase == "give" and sorted(s.hands[0]) == ["investigators", "the_boxer", "the_fed"]
    give = Action("give", cards=("the_fed", "the_boxer"))
    assert give in s.legal_actions()
    s.apply_action(give)
    assert s.hands[0] == ["investigators"] and s.hands[1][0] == "the_fed"
    assert s.hands[2] == ["the_boxer"]


# --- 5. The Musician / Stowaway -----------------------------------------------------------
def test_the_musician_sane_chosen_player_discards_and_draws():
    s = make_state([["the_musician", "the_fed"], ["the_boxer"], ["investigators"]], DECK)
    s.apply_action(play("the_musician", target=1))
    assert zone_of(s, 1) == ["the_boxer"] and s.hands[1][0] == "investigators"


def test_the_musician_sane_may_choose_yourself():
    s = make_state([["the_musician", "the_fed"], ["the_boxer"], ["investigators"]], DECK)
    s.apply_action(play("the_musician", target=0))
    assert zone_of(s, 0) == ["the_musician", "the_fed"] and s.hands[0] == ["investigators"]


def test_the_musician_sane_draws_the_face_down_card_when_the_deck_is_empty():
    s = make_state([["the_musician", "the_fed"], ["the_boxer"], ["investigators"]], [],
                   face_down="the_sailor")
    s.apply_action(play("the_musician", target=2))
    assert s.hands[2] == ["the_sailor"] and s.face_down is None


def test_stowaway_sane_is_the_musician_effect():
    s = make_state([["stowaway", "the_fed"], ["the_boxer"], ["investigators"]], DECK)
    s.apply_action(play("stowaway", target=2))
    assert zone_of(s, 2) == ["investigators"] and s.hands[2] == ["investigators"]


def test_stowaway_insane_takes_a_hand_gives_the_eggs_and_plays_again():
    s = make_state([["stowaway", "the_fed"], ["the_boxer"], ["investigators"]], DECK,
                   zones=[["cultists"], [], []])
    s.apply_action(play("stowaway", "insane", target=1))
    assert sorted(s.hands[0]) == ["the_boxer", "the_fed"] and s.hands[1] == ["stowaway_eggs"]
    assert s.aside is None and s.phase == "play" and s.current == 0
    s.apply_action(play("the_boxer", target=1))
    assert s.out[1]  # Stowaway Eggs (0) is lower than the Fed (2)


# --- 4. The Urchin / Necronomicon ---------------------------------------------------------
def test_the_urchin_sane_cannot_be_chosen_until_your_next_turn():
    s = make_state([["the_urchin", "the_fed"], ["the_boxer", "the_fed"], ["investigators"]], DECK)
    s.apply_action(play("the_urchin"))
    assert s.protected[0]
    s.apply_action(play("the_fed", target=2))
    assert all(a.target != 0 for a in s.legal_actions())


def test_the_urchin_protection_ends_at_the_start_of_your_next_turn():
    s = make_state([["the_urchin", "the_fed"], ["the_fed", "the_fed"], ["investigators"]], DECK)
    s.apply_action(play("the_urchin"))
    s.apply_action(play("the_fed", target=2))
    s.apply_action(s.legal_actions()[0])
    assert s.current == 0 and not s.protected[0]


def test_necronomicon_sane_protects():
    s = make_state([["necronomicon", "the_fed"], ["the_boxer"], ["investigators"]], DECK)
    s.apply_action(play("necronomicon"))
    assert s.protected[0] and s.immune[0] is None


def test_necronomicon_insane_cannot_be_knocked_out_for_the_round():
    s = make_state([["necronomicon", "the_dilettante"], ["the_boxer"], ["investigators"]], DECK,
                   zones=[["cultists"], [], []])
    s.apply_action(play("necronomicon", "insane"))
    assert s.immune[0] == "round"
    s.current = 0
    s.phase = "play"
    s.hands[0].append("investigators")
    s.apply_action(play("the_dilettante"))
    assert not s.out[0]


# --- 3. The Boxer / Deep One --------------------------------------------------------------
def test_the_boxer_sane_lower_hand_is_out():
    s = make_state([["the_boxer", "the_fed"], ["investigators"], ["the_urchin"]], DECK)
    s.apply_action(play("the_boxer", target=1))
    assert s.out[1] and not s.out[0] and zone_of(s, 1) == ["investigators"]


def test_the_boxer_sane_tie_nobody_is_out():
    s = make_state([["the_boxer", "the_fed"], ["the_fed"], ["the_urchin"]], DECK)
    s.apply_action(play("the_boxer", target=1))
    assert not any(s.out)


def test_the_boxer_sane_your_lower_hand_knocks_you_out():
    s = make_state([["the_boxer", "the_fed"], ["the_urchin"], ["the_urchin"]], DECK)
    s.apply_action(play("the_boxer", target=1))
    assert s.out[0] and zone_of(s, 0) == ["the_boxer", "the_fed"]


def test_deep_one_sane_compares():
    s = make_state([["deep_one", "the_sailor"], ["the_fed"], ["the_urchin"]], DECK)
    s.apply_action(play("deep_one", target=1))
    assert s.out[1]


def test_deep_one_insane_knocks_out_a_sane_player():
    s = make_state([["deep_one", "the_fed"], ["the_sailor"], ["the_urchin"]], DECK,
                   zones=[["cultists"], [], ["nightgaunt"]])
    targets = {a.target for a in s.legal_actions() if a.effect == "insane"}
    assert targets == {1}
    s.apply_action(play("deep_one", "insane", target=1))
    assert s.out[1]


# --- 2. The Fed / Nightgaunt --------------------------------------------------------------
def test_the_fed_sane_looks_and_changes_nothing():
    s = make_state([["the_fed", "the_boxer"], ["the_sailor"], ["the_urchin"]], DECK)
    s.apply_action(play("the_fed", target=2))
    assert s.hands[2] == ["the_urchin"] and not any(s.out)
    assert any(e.kind == "looked" and e.target == 2 for e in s.events)


def test_nightgaunt_sane_looks():
    s = make_state([["nightgaunt", "the_boxer"], ["the_sailor"], ["the_urchin"]], DECK)
    s.apply_action(play("nightgaunt", target=2))
    assert s.current == 1 and s.insane(0)  # played Sane, now in the zone


def test_nightgaunt_insane_takes_an_extra_turn_without_sanity_check():
    s = make_state([["nightgaunt", "the_boxer"], ["the_sailor"], ["the_urchin"]], DECK,
                   zones=[["cultists"], [], []])
    s.apply_action(play("nightgaunt", "insane", target=1))
    assert s.current == 0 and s.phase == "play"
    assert sorted(s.hands[0]) == ["investigators", "the_boxer"]
    assert not any(e.kind == "sanity_check" for e in s.events)


# --- 1. Investigators / Cultists ----------------------------------------------------------
def test_investigators_sane_right_guess_knocks_out():
    s = make_state([["investigators", "the_fed"], ["the_sailor"], ["the_urchin"]], DECK)
    s.apply_action(play("investigators", target=1, guess=6))
    assert s.out[1]


def test_investigators_sane_wrong_guess_does_nothing():
    s = make_state([["investigators", "the_fed"], ["the_sailor"], ["the_urchin"]], DECK)
    s.apply_action(play("investigators", target=1, guess=5))
    assert not s.out[1]


def test_investigators_sane_cannot_guess_1_but_may_guess_0():
    s = make_state([["investigators", "the_fed"], ["tommy_gun"], ["the_urchin"]], DECK)
    guesses = {a.guess for a in s.legal_actions() if a.card == "investigators"}
    assert 1 not in guesses and 0 in guesses
    s.apply_action(play("investigators", target=1, guess=0))
    assert s.out[1]


def test_cultists_sane_is_the_investigators_effect():
    s = make_state([["cultists", "the_fed"], ["the_sailor"], ["the_urchin"]], DECK)
    s.apply_action(play("cultists", target=2, guess=4))
    assert s.out[2]


def test_cultists_insane_a_1_is_out_whatever_the_guess():
    s = make_state([["cultists", "the_fed"], ["investigators"], ["the_urchin"]], DECK,
                   zones=[["nightgaunt"], [], []])
    s.apply_action(play("cultists", "insane", target=1, guess=5))
    assert s.out[1]


def test_cultists_insane_otherwise_the_guess():
    s = make_state([["cultists", "the_fed"], ["the_sailor"], ["the_urchin"]], DECK,
                   zones=[["nightgaunt"], [], []])
    s.apply_action(play("cultists", "insane", target=1, guess=6))
    assert s.out[1]


# --- 0. Tommy Gun / R'lyeh / Stowaway Eggs ------------------------------------------------
def test_tommy_gun_sane_reveals_two_into_the_chosen_zone_without_effect():
    s = make_state([["tommy_gun", "the_fed"], ["the_sailor"], ["the_urchin"]],
                   ["the_dilettante", "cultists", "investigators", "the_fed"])
    s.apply_action(play("tommy_gun", target=2))
    assert zone_of(s, 2) == ["the_dilettante", "cultists"]
    assert not s.out[2] and s.insane(2) and len(s.deck) == 1  # seat 1 drew one


def test_rlyeh_sane_is_the_tommy_gun_effect():
    s = make_state([["rlyeh", "the_fed"], ["the_sailor"], ["the_urchin"]], DECK)
    s.apply_action(play("rlyeh", target=0))
    assert zone_of(s, 0) == ["rlyeh", "investigators", "the_fed"] and s.insane(0)


def test_rlyeh_insane_flips_the_deck_and_offers_to_end_the_round():
    s = make_state([["rlyeh", "the_fed"], ["the_sailor"], ["the_urchin"]],
                   ["investigators", "the_boxer", "the_urchin", "the_musician"],
                   zones=[["cultists"], [], []])
    s.apply_action(play("rlyeh", "insane"))
    # The old bottom card is now on top: seat 1 drew it; the next one is visible.
    assert s.flipped and s.hands[1][-1] == "the_musician" and s.deck[-1] == "the_urchin"
    visible = [e.cards for e in s.events if e.kind == "deck_visible"]
    assert visible == [("the_musician",), ("the_urchin",)]
    s.apply_action(play("the_sailor", target=2))
    s.apply_action(s.legal_actions()[0])
    assert s.phase == "rlyeh" and s.current == 0
    s.apply_action(Action("rlyeh", end=True))
    assert s.round_winners and s.showdown


def test_stowaway_eggs_playing_it_knocks_you_out():
    s = make_state([["stowaway_eggs", "the_fed"], ["the_sailor"], ["the_urchin"]], DECK)
    s.apply_action(play("stowaway_eggs"))
    assert s.out[0]


def test_stowaway_eggs_discarding_it_does_not():
    s = make_state([["the_musician", "the_fed"], ["stowaway_eggs"], ["the_urchin"]], DECK)
    s.apply_action(play("the_musician", target=1))
    assert not s.out[1] and zone_of(s, 1)[0] == "stowaway_eggs" and s.insane(1)
