"""One test per item of shared/RULINGS.md, named after it."""
import random

import pytest

from companion import rules
from companion.cards import deck_list
from companion.engine import new_game
from companion.engine.actions import Action
from companion.engine.views import public_view
from tests.companion.engine.builders import make_state, play


def test_editions_arkham_27_classic_25_original_25_cards():
    assert (len(deck_list("arkham")), len(deck_list("arkham-classic")),
            len(deck_list("original"))) == (27, 25, 25)
    assert "tommy_gun" not in deck_list("arkham-classic")
    assert "rlyeh" not in deck_list("arkham-classic")


def test_A1_round_ends_when_a_player_must_draw_from_an_empty_deck():
    s = make_state([["the_fed", "the_urchin"], ["the_boxer"], ["investigators"]], [])
    s.apply_action(play("the_fed", target=1))
    assert s.round_winners == (0,) and s.showdown == ((0, "the_urchin"), (1, "the_boxer"),
                                                      (2, "investigators"))


def test_A1_sanity_check_that_empties_the_deck_ends_the_round_after_the_check():
    s = make_state([["the_fed", "the_urchin"], ["the_sailor"], ["investigators"]],
                   ["investigators"], zones=[[], ["cultists", "deep_one"], []])
    s.apply_action(play("the_fed", target=2))
    check = [e for e in s.events if e.kind == "sanity_check"]
    assert check[0].cards == ("investigators",) and check[0].info is True
    assert s.round_winners == (1,)  # the player who passed is in the showdown


def test_A2_tommy_gun_revealing_the_last_cards_ends_the_round():
    s = make_state([["tommy_gun", "the_urchin"], ["the_sailor"], ["investigators"]],
                   ["the_fed"])
    s.apply_action(play("tommy_gun", target=2))
    assert s.zones[2] == ["the_fed"] and s.round_winners == (1,)


def test_A3_rlyeh_player_chooses_at_next_turn_start_before_the_sanity_check():
    s = make_state([["rlyeh", "the_fed"], ["the_sailor"], ["the_urchin"]],
                   ["investigators", "the_boxer", "the_urchin", "the_musician", "the_fed"],
                   zones=[["cultists"], [], []])
    s.apply_action(play("rlyeh", "insane"))
    s.apply_action(play("the_sailor", target=2))
    s.apply_action(s.legal_actions()[0])
    assert s.phase == "rlyeh"
    n_checks = sum(e.kind == "sanity_check" for e in s.events)
    s.apply_action(Action("rlyeh", end=False))
    assert sum(e.kind == "sanity_check" for e in s.events) == n_checks + 1
    assert s.phase == "play" and s.current == 0


def test_A4_shoggoth_constraint_binds_only_while_sane_the_entertainer_always():
    assert rules.forced_cards("arkham", ["the_entertainer", "the_sailor"], True) == {"the_entertainer"}
    assert rules.forced_cards("arkham", ["shoggoth", "the_sailor"], True) == {"shoggoth", "the_sailor"}
    assert rules.forced_cards("arkham", ["shoggoth", "the_entertainer"], False) == {
        "shoggoth", "the_entertainer"}


def test_A5_deep_one_insane_with_no_sane_unprotected_player_has_no_effect():
    s = make_state([["deep_one", "the_fed"], ["the_sailor"], ["the_urchin"]],
                   ["investigators", "the_fed"], zones=[["cultists"], ["nightgaunt"], []],
                   protected=(2,))
    insane = [a for a in s.legal_actions() if a.effect == "insane"]
    assert insane == [play("deep_one", "insane")]
    s.apply_action(insane[0])
    assert not any(s.out)


def test_A6_randall_insane_takes_protected_hands_but_not_knocked_out_ones():
    s = make_state([["randall_tillinghast", "the_fed"], ["the_boxer"], ["investigators"], []],
                   ["the_urchin", "the_fed"], zones=[["cultists"], [], [], ["the_sailor"]],
                   protected=(1,), out=(3,))
    s.apply_action(play("randall_tillinghast", "insane"))
    assert s.recipients == (1, 2) and len(s.hands[0]) == 3


def test_A7_other_player_effect_with_everyone_protected_has_no_effect():
    s = make_state([["the_boxer", "the_fed"], ["investigators"], ["investigators"]],
                   ["the_urchin", "the_fed"], protected=(1, 2))
    assert [a for a in s.legal_actions() if a.card == "the_boxer"] == [play("the_boxer")]


def test_A7_any_player_effect_with_everyone_protected_must_choose_yourself():
    s = make_state([["the_musician", "the_fed"], ["investigators"], ["investigators"]],
                   ["the_urchin", "the_fed"], protected=(1, 2))
    assert {a.target for a in s.legal_actions() if a.card == "the_musician"} == {0}


def test_A8_necronomicon_immunity_still_checks_and_the_card_raises_the_count():
    s = make_state([["the_fed", "the_urchin"], ["the_sailor"]],
                   ["cultists", "investigators", "the_boxer"],
                   zones=[[], ["necronomicon"]], immune=(1,))
    s.apply_action(play("the_fed", target=1))
    check = [e for e in s.events if e.kind == "sanity_check"][0]
    assert check.cards == ("cultists",) and check.info is False
    assert not s.out[1] and rules.other_world_count(s.zones[1]) == 2 and s.phase == "play"


def test_A8_immune_player_guessed_right_is_not_out():
    s = make_state([["investigators", "the_fed"], ["the_sailor"]], ["the_urchin", "the_fed"],
                   zones=[[], ["necronomicon"]], immune=(1,))
    s.apply_action(play("investigators", target=1, guess=6))
    assert not s.out[1]


def test_A8_boxer_against_immune_higher_hand_nobody_out():
    s = make_state([["the_boxer", "the_sailor"], ["the_fed"]], ["the_urchin", "the_fed"],
                   zones=[[], ["necronomicon"]], immune=(1,))
    s.apply_action(play("the_boxer", target=1))
    assert not any(s.out)


def test_A9_sanity_check_reveals_never_resolve_but_other_world_still_makes_insane():
    s = make_state([["the_fed", "the_urchin"], ["the_sailor"]],
                   ["the_dilettante", "the_boxer"], zones=[[], ["cultists"]])
    s.apply_action(play("the_fed", target=1))
    assert s.zones[1] == ["cultists", "the_dilettante"] and not s.out[1]


def test_A10_knocked_out_hand_goes_face_up_without_effect():
    s = make_state([["the_boxer", "the_sailor"], ["the_dilettante"], ["the_urchin"]],
                   ["investigators", "the_fed"])
    s.apply_action(play("the_boxer", target=2))
    assert s.out[2] and s.zones[2] == ["the_urchin"] and not s.out[1]


def test_A11_ties_share_the_round_and_a_random_tied_winner_starts():
    s = make_state([["the_fed", "the_sailor"], ["the_sailor"], ["investigators"]], [])
    s.apply_action(play("the_fed", target=2))
    assert s.round_winners == (0, 1) and s.tokens[0].sane == 1 and s.tokens[1].sane == 1
    assert s.is_chance_node() and {a.target for a, _ in s.chance_outcomes()} == {0, 1}
    s.apply_action(s.sample_chance(random.Random(0)))
    assert s.phase == "deal" and s.first_player in (0, 1)


def test_A12_token_shows_state_of_mind_when_the_round_is_won():
    s = make_state([["the_fed", "the_sailor"], ["the_urchin"]], [], zones=[["cultists"], []])
    s.apply_action(play("the_fed", target=1))
    assert s.tokens[0] == rules.Tokens(sane=0, insane=1)


def test_A13_two_sane_or_three_insane_tokens_win_and_several_may_win():
    assert rules.game_winners([rules.Tokens(2, 0), rules.Tokens(1, 2), rules.Tokens(0, 3)]) == (0, 2)
    s = make_state([["the_fed", "the_sailor"], ["the_sailor"]], [],
                   tokens=[rules.Tokens(1, 0), rules.Tokens(1, 0)])
    s.apply_action(play("the_fed", target=1))
    assert s.is_terminal() and s.game_winners == (0, 1)


def test_A14_sanity_check_reveals_all_then_judges():
    s = make_state([["the_fed", "the_urchin"], ["the_sailor"]],
                   ["cultists", "investigators", "the_boxer", "the_fed"],
                   zones=[[], ["nightgaunt", "deep_one"]])
    s.apply_action(play("the_fed", target=1))
    check = [e for e in s.events if e.kind == "sanity_check"][0]
    assert check.cards == ("cultists", "investigators") and check.info is False
    assert s.out[1] and len(s.deck) == 2


def test_A15_nightgaunt_extra_turn_with_empty_deck_ends_the_round():
    s = make_state([["nightgaunt", "the_boxer"], ["the_sailor"]], [],
                   zones=[["cultists"], []])
    s.apply_action(play("nightgaunt", "insane", target=1))
    assert s.round_winners == (1,)


def test_A15_nightgaunt_extra_turn_keeps_own_protection():
    s = make_state([["nightgaunt", "the_boxer"], ["the_sailor"], ["investigators"]],
                   ["the_fed", "the_urchin"], zones=[["cultists"], [], []], protected=(0,))
    s.apply_action(play("nightgaunt", "insane", target=1))
    assert s.protected[0] and s.current == 0


def test_A16_rlyeh_visible_card_is_public_and_said_each_time_it_changes():
    s = make_state([["rlyeh", "the_fed"], ["the_sailor"], ["the_urchin"]],
                   ["investigators", "the_boxer", "the_urchin", "the_musician"],
                   zones=[["cultists"], [], []])
    s.apply_action(play("rlyeh", "insane"))
    assert public_view(s).deck_visible == "the_urchin"


def test_classic_version_tied_players_are_knocked_out_at_round_end():
    s = make_state([["the_fed", "the_sailor"], ["the_sailor"], ["investigators"]], [],
                   edition="arkham-classic")
    s.apply_action(play("the_fed", target=2))
    assert s.round_winners == (2,)


def test_O1_setup_braincase_aside_one_face_down_five_face_up_with_two():
    s = new_game("original", 2)
    s.apply_action(s.sample_chance(random.Random(1)))
    view = public_view(s)
    assert view.aside == "mi_go_braincase" and len(view.face_up) == 5
    assert s.face_down is not None and view.deck_count == 24 - 1 - 5 - 2 - 1  # first draw


def test_O2_round_ends_when_the_deck_is_empty_at_the_end_of_a_turn():
    s = make_state([["cats_of_ulthar", "elder_sign"], ["silver_key"], ["elder_sign"]], [],
                   edition="original")
    s.apply_action(play("cats_of_ulthar", target=1))
    assert s.round_winners == (1,)


def test_O2_sanity_check_that_cannot_be_made_ends_the_round():
    s = make_state([["henry_armitage", "elder_sign"], ["silver_key"]], ["cats_of_ulthar"],
                   edition="original", zones=[[], ["deep_ones"]])
    s.apply_action(play("henry_armitage", target=0))  # draws the last card
    assert s.round_winners == (1,)


def test_O3_tied_players_knocked_out_then_highest_remaining_wins_or_nobody():
    assert rules.showdown_winners("original", {0: "elder_sign", 1: "elder_sign", 2: "cats_of_ulthar"}) == (2,)
    assert rules.showdown_winners("original", {0: "elder_sign", 1: "elder_sign"}) == ()
    s = make_state([["cats_of_ulthar", "elder_sign"], ["elder_sign"]], [], edition="original")
    s.first_player = 0
    s.apply_action(play("cats_of_ulthar", target=1))
    assert s.round_winners == () and s.phase == "deal" and s.first_player == 0


def test_O4_necronomicon_revealed_by_a_sanity_check_knocks_out():
    s = make_state([["cats_of_ulthar", "elder_sign"], ["silver_key"], ["elder_sign"]],
                   ["necronomicon_original", "elder_sign"], edition="original",
                   zones=[[], ["deep_ones"], []])
    s.apply_action(play("cats_of_ulthar", target=2))
    assert s.out[1]


def test_O5_two_sane_or_three_insane_tokens_not_swapped():
    assert rules.Tokens(sane=2).wins_game and not rules.Tokens(insane=2).wins_game
    assert rules.Tokens(insane=3).wins_game


def test_O6_deep_ones_may_guess_0():
    s = make_state([["deep_ones", "elder_sign"], ["silver_key"]], ["elder_sign"],
                   edition="original")
    assert 0 in {a.guess for a in s.legal_actions() if a.card == "deep_ones"}


def test_O7_golden_mead_insane_protection_does_not_expire():
    s = make_state([["golden_mead", "elder_sign"], ["silver_key"], ["cats_of_ulthar"]],
                   ["elder_sign", "cats_of_ulthar"], edition="original",
                   zones=[["deep_ones"], [], []], protected=(0,))
    s.apply_action(play("golden_mead", "insane", target=1))
    assert s.protected[0] and s.phase == "play" and s.current == 0


def test_O8_mi_go_insane_needs_an_unprotected_other_player():
    s = make_state([["mi_go", "elder_sign"], ["silver_key"]], ["elder_sign"],
                   edition="original", zones=[["deep_ones"], []], protected=(1,))
    assert [a for a in s.legal_actions() if a.effect == "insane"] == [play("mi_go", "insane")]


def test_O9_braincase_knocks_out_only_when_played():
    assert rules.knocks_out_when_discarded("original", "mi_go_braincase", played=True)
    assert not rules.knocks_out_when_discarded("original", "mi_go_braincase", played=False)


def test_O10_liber_ivonis_duration_table_option_turn():
    s = make_state([["liber_ivonis", "elder_sign"], ["silver_key", "cats_of_ulthar"]],
                   ["elder_sign", "cats_of_ulthar", "elder_sign"], edition="original",
                   zones=[["deep_ones"], []], options={"liber_ivonis_duration": "turn"})
    s.apply_action(play("liber_ivonis", "insane"))
    assert s.immune[0] == "turn"
    s.apply_action(play("cats_of_ulthar", target=0))
    assert s.current == 0 and s.immune[0] is None


def test_O10_unknown_table_option_is_refused():
    with pytest.raises(ValueError, match="liber_ivonis_duration"):
        new_game("original", 3, options={"liber_ivonis_duration": "forever"})


def test_O11_silver_key_and_trapezohedron_together_free_choice():
    assert rules.forced_cards("original", ["silver_key", "shining_trapezohedron"], False) == {
        "silver_key", "shining_trapezohedron"}


def test_O12_trapezohedron_insane_with_low_card_does_nothing():
    s = make_state([["shining_trapezohedron", "elder_sign"], ["silver_key"]], ["elder_sign"],
                   edition="original", zones=[["deep_ones"], []])
    s.apply_action(play("shining_trapezohedron", "insane"))
    assert not s.round_winners


def test_O13_armitage_draws_the_face_down_card_when_the_deck_is_empty():
    s = make_state([["henry_armitage", "elder_sign"], ["silver_key"]], [],
                   edition="original", face_down="cats_of_ulthar")
    s.apply_action(play("henry_armitage", target=1))
    assert s.showdown == ((0, "elder_sign"), (1, "cats_of_ulthar"))


def test_O14_cthulhu_win_needs_it_played_not_discarded():
    s = make_state([["henry_armitage", "elder_sign"], ["cthulhu_original"], ["silver_key"]],
                   ["elder_sign", "elder_sign"], edition="original",
                   zones=[[], ["deep_ones", "golden_mead"], []])
    s.apply_action(play("henry_armitage", target=1))
    assert s.out[1] and not s.game_winners


def test_O15_sanity_check_stops_at_the_first_insanity_card():
    s = make_state([["cats_of_ulthar", "elder_sign"], ["silver_key"], ["elder_sign"]],
                   ["elder_sign", "deep_ones", "cats_of_ulthar", "elder_sign"],
                   edition="original", zones=[[], ["golden_mead", "mi_go", "hound_of_tindalos"], []])
    s.apply_action(play("cats_of_ulthar", target=2))
    check = [e for e in s.events if e.kind == "sanity_check"][0]
    assert check.cards == ("elder_sign", "deep_ones") and s.out[1]
    assert len(s.deck) == 1  # 4 - 2 revealed - 1 drawn by seat 2


def test_O16_golden_mead_insane_with_empty_deck_plays_nothing_more():
    s = make_state([["golden_mead", "elder_sign"], ["silver_key"]], [], edition="original",
                   zones=[["deep_ones"], []])
    s.apply_action(play("golden_mead", "insane", target=1))
    assert s.round_winners == (1,) and s.hands[0] == ["elder_sign"]


def test_A1_failed_check_that_empties_the_deck_ends_the_round_at_once():
    s = make_state([["the_fed", "the_urchin"], ["the_sailor"], ["investigators"]],
                   ["cultists"], zones=[[], ["nightgaunt"], []])
    s.apply_action(play("the_fed", target=2))
    assert s.out[1] and s.round_winners == (0,)
    kinds = [e.kind for e in s.events]
    assert kinds[kinds.index("knocked_out"):] == ["knocked_out", "showdown", "round_end",
                                                  "first_player"]


def test_A1_turn_starting_with_an_empty_deck_ends_the_round_without_asking_rlyeh():
    s = make_state([["the_fed", "the_urchin"], ["the_sailor"]], [],
                   zones=[[], ["rlyeh"]])
    s.rlyeh_owner = 1
    s.apply_action(play("the_fed", target=1))
    assert s.phase != "rlyeh" and s.showdown
    assert not any(e.kind in ("rlyeh_choice", "sanity_check") for e in s.events)


def test_O4_O15_sanity_check_stops_at_a_revealed_necronomicon_and_fails():
    s = make_state([["cats_of_ulthar", "elder_sign"], ["silver_key"], ["elder_sign"]],
                   ["necronomicon_original", "elder_sign", "cats_of_ulthar"],
                   edition="original", zones=[[], ["deep_ones", "golden_mead"], []])
    s.apply_action(play("cats_of_ulthar", target=2))
    check = [e for e in s.events if e.kind == "sanity_check"][0]
    assert check.cards == ("necronomicon_original",) and check.info is False
    assert s.out[1]


# RULINGS A12 with seed 002 "State of Mind" ("When you play an Other World card, it does not
# enter your discard zone until after its effects resolve") and seed 004 "Locura": a round
# won during the effect of the card being played is scored without that card (QA13a F1).
def test_A12_deep_one_sane_compare_wins_the_round_with_a_sane_token():
    s = make_state([["deep_one", "the_sailor"], ["the_fed"]], ["investigators", "the_urchin"])
    s.apply_action(play("deep_one", target=1))
    assert s.round_winners == (0,) and s.tokens[0] == rules.Tokens(sane=1, insane=0)
    assert s.zones[0] == ["deep_one"]  # the camera's table order is kept


def test_A12_cultists_sane_guess_wins_the_round_with_a_sane_token():
    s = make_state([["cultists", "the_sailor"], ["the_fed"]], ["investigators", "the_urchin"])
    s.apply_action(play("cultists", target=1, guess=2))
    assert s.round_winners == (0,) and s.tokens[0] == rules.Tokens(sane=1, insane=0)


def test_A12_stowaway_sane_discarded_dilettante_wins_the_round_with_a_sane_token():
    s = make_state([["stowaway", "the_sailor"], ["the_dilettante"]],
                   ["investigators", "the_urchin"])
    s.apply_action(play("stowaway", target=1))
    assert s.round_winners == (0,) and s.tokens[0] == rules.Tokens(sane=1, insane=0)


def test_A12_rlyeh_sane_revealing_the_last_cards_wins_with_a_sane_token():
    s = make_state([["rlyeh", "the_sailor"], ["the_fed"]], ["investigators"])
    s.apply_action(play("rlyeh", target=1))
    assert s.round_winners == (0,) and s.tokens[0] == rules.Tokens(sane=1, insane=0)


def test_A12_rlyeh_sane_placing_an_other_world_card_in_own_zone_gives_insane():
    # A9: a card placed by the effect is in the zone when the round is won; only the card
    # being resolved is not.
    s = make_state([["rlyeh", "the_sailor"], ["the_fed"]], ["cultists"])
    s.apply_action(play("rlyeh", target=0))
    assert s.round_winners == (0,) and s.tokens[0] == rules.Tokens(sane=0, insane=1)


def test_A12_already_insane_player_winning_by_the_effect_gets_an_insane_token():
    s = make_state([["deep_one", "the_sailor"], ["the_fed"]], ["investigators"],
                   zones=[["nightgaunt"], []])
    s.apply_action(play("deep_one", target=1))
    assert s.tokens[0] == rules.Tokens(sane=0, insane=1)


def test_A12_round_ending_after_the_play_resolved_counts_the_card():
    # The deck runs out when Bob must draw: the turn is over and Deep One is in Ann's zone.
    s = make_state([["deep_one", "the_sailor"], ["the_boxer"]], [], protected=(1,))
    s.apply_action(play("deep_one"))  # Bob is protected: no effect (RULINGS A7)
    assert s.round_winners == (0,) and s.tokens[0] == rules.Tokens(sane=0, insane=1)


def test_A12_original_deep_ones_sane_guess_wins_the_round_with_a_sane_token():
    s = make_state([["deep_ones", "silver_key"], ["cats_of_ulthar"]],
                   ["elder_sign", "cats_of_ulthar"], edition="original")
    s.apply_action(play("deep_ones", target=1, guess=2))
    assert s.round_winners == (0,) and s.tokens[0] == rules.Tokens(sane=1, insane=0)


def test_A12_original_round_ending_at_the_end_of_the_turn_counts_the_card():
    # RULINGS O2: the deck is empty at the end of the turn, after the card was discarded.
    s = make_state([["golden_mead", "silver_key"], ["cats_of_ulthar"]], [],
                   edition="original")
    s.apply_action(play("golden_mead", target=1))
    assert s.round_winners == (0,) and s.tokens[0] == rules.Tokens(sane=0, insane=1)
