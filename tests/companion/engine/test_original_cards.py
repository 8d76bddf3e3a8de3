"""Every Sane and Insane effect of every card of the original edition (RULINGS.md table,
O4-O16; seeds 003 and 004)."""
from companion.engine.actions import Action
from tests.companion.engine.builders import make_state, play

DECK = ["investigators_original", "cats_of_ulthar", "great_race_of_yith",
        "investigators_original", "elder_sign"]


def orig(hands, deck=DECK, **kw):
    return make_state(hands, deck, edition="original", face_down="investigators_original", **kw)


def test_necronomicon_original_sane_playing_it_knocks_you_out():
    s = orig([["necronomicon_original", "cats_of_ulthar"], ["elder_sign"], ["silver_key"]])
    s.apply_action(play("necronomicon_original"))
    assert s.out[0]


def test_necronomicon_original_discarded_by_armitage_knocks_holder_out():
    s = orig([["henry_armitage", "cats_of_ulthar"], ["necronomicon_original"], ["silver_key"]])
    s.apply_action(play("henry_armitage", target=1))
    assert s.out[1]


def test_cthulhu_original_sane_discarded_knocks_holder_out():
    s = orig([["henry_armitage", "cats_of_ulthar"], ["cthulhu_original"], ["silver_key"]])
    s.apply_action(play("henry_armitage", target=1))
    assert s.out[1]


def test_cthulhu_original_insane_played_with_two_insanity_cards_wins():
    s = orig([["cthulhu_original", "cats_of_ulthar"], ["elder_sign"], ["silver_key"]],
             zones=[["deep_ones", "golden_mead"], [], []])
    s.apply_action(play("cthulhu_original", "insane"))
    assert s.game_winners == (0,)


def test_cthulhu_original_insane_with_one_insanity_card_is_out():
    s = orig([["cthulhu_original", "cats_of_ulthar"], ["elder_sign"], ["silver_key"]],
             zones=[["deep_ones"], [], []])
    s.apply_action(play("cthulhu_original", "insane"))
    assert s.out[0] and not s.game_winners


def test_silver_key_sane_forced_with_a_5_or_more():
    s = orig([["silver_key", "randolph_carter"], ["elder_sign"], ["cats_of_ulthar"]])
    assert {a.card for a in s.legal_actions()} == {"silver_key"}


def test_shining_trapezohedron_sane_forced_only_while_sane():
    sane = orig([["shining_trapezohedron", "mi_go"], ["elder_sign"], ["cats_of_ulthar"]])
    assert {a.card for a in sane.legal_actions()} == {"shining_trapezohedron"}
    insane = orig([["shining_trapezohedron", "mi_go"], ["elder_sign"], ["cats_of_ulthar"]],
                  zones=[["deep_ones"], [], []])
    assert {a.card for a in insane.legal_actions()} == {"shining_trapezohedron", "mi_go"}


def test_shining_trapezohedron_insane_with_a_5_or_more_wins_the_round():
    s = orig([["shining_trapezohedron", "henry_armitage"], ["elder_sign"], ["cats_of_ulthar"]],
             zones=[["deep_ones"], [], []])
    s.apply_action(play("shining_trapezohedron", "insane"))
    assert s.round_winners == (0,) and s.tokens[0].insane == 1


def test_randolph_carter_sane_trades_hands():
    s = orig([["randolph_carter", "cats_of_ulthar"], ["elder_sign"], ["silver_key"]])
    s.apply_action(play("randolph_carter", target=2))
    assert s.hands[0] == ["silver_key"] and s.hands[2] == ["cats_of_ulthar"]


def test_nyarlathotep_sane_trades_hands():
    s = orig([["nyarlathotep", "cats_of_ulthar"], ["elder_sign"], ["silver_key"]])
    s.apply_action(play("nyarlathotep", target=2))
    assert s.hands[0] == ["silver_key"]


def test_nyarlathotep_insane_takes_all_hands_and_gives_one_back_each():
    s = orig([["nyarlathotep", "cats_of_ulthar"], ["elder_sign"], ["silver_key"]],
             zones=[["deep_ones"], [], []])
    s.apply_action(play("nyarlathotep", "insane"))
    s.apply_action(Action("give", cards=("cats_of_ulthar", "elder_sign")))
    assert s.hands[0] == ["silver_key"] and s.hands[2] == ["elder_sign"]


def test_henry_armitage_sane_discard_and_draw():
    s = orig([["henry_armitage", "cats_of_ulthar"], ["elder_sign"], ["silver_key"]])
    s.apply_action(play("henry_armitage", target=2))
    assert s.zones[2] == ["silver_key"] and s.hands[2] == ["investigators_original"]


def test_mi_go_sane_is_the_armitage_effect():
    s = orig([["mi_go", "cats_of_ulthar"], ["elder_sign"], ["silver_key"]])
    s.apply_action(play("mi_go", target=2))
    assert s.zones[2] == ["silver_key"]


def test_mi_go_insane_takes_a_hand_gives_the_braincase_and_plays_again():
    s = orig([["mi_go", "cats_of_ulthar"], ["elder_sign"], ["silver_key"]],
             zones=[["deep_ones"], [], []])
    s.apply_action(play("mi_go", "insane", target=2))
    assert s.hands[2] == ["mi_go_braincase"] and s.phase == "play" and s.current == 0
    assert sorted(s.hands[0]) == ["cats_of_ulthar", "silver_key"]


def test_elder_sign_sane_protects():
    s = orig([["elder_sign", "cats_of_ulthar"], ["elder_sign"], ["silver_key"]])
    s.apply_action(play("elder_sign"))
    assert s.protected[0]


def test_liber_ivonis_sane_protects():
    s = orig([["liber_ivonis", "cats_of_ulthar"], ["elder_sign"], ["silver_key"]])
    s.apply_action(play("liber_ivonis"))
    assert s.protected[0] and s.immune[0] is None


def test_liber_ivonis_insane_cannot_be_knocked_out_O10():
    s = orig([["liber_ivonis", "cats_of_ulthar"], ["great_race_of_yith", "elder_sign"],
              ["silver_key"]], zones=[["deep_ones"], [], []])
    s.apply_action(play("liber_ivonis", "insane"))
    s.apply_action(play("great_race_of_yith", target=0))
    assert not s.out[0] and s.immune[0] == "round"


def test_great_race_of_yith_sane_compares():
    s = orig([["great_race_of_yith", "cats_of_ulthar"], ["investigators_original"], ["silver_key"]])
    s.apply_action(play("great_race_of_yith", target=1))
    assert s.out[1]


def test_hound_of_tindalos_sane_compares():
    s = orig([["hound_of_tindalos", "silver_key"], ["cats_of_ulthar"], ["silver_key"]])
    s.apply_action(play("hound_of_tindalos", target=1))
    assert s.out[1]


def test_hound_of_tindalos_insane_knocks_out_a_sane_player():
    s = orig([["hound_of_tindalos", "cats_of_ulthar"], ["elder_sign"], ["silver_key"]],
             zones=[["deep_ones"], ["golden_mead"], []])
    assert {a.target for a in s.legal_actions() if a.effect == "insane"} == {2}
    s.apply_action(play("hound_of_tindalos", "insane", target=2))
    assert s.out[2]


def test_cats_of_ulthar_sane_looks():
    s = orig([["cats_of_ulthar", "elder_sign"], ["elder_sign"], ["silver_key"]])
    s.apply_action(play("cats_of_ulthar", target=2))
    assert any(e.kind == "looked" and e.target == 2 for e in s.events) and not any(s.out)


def test_golden_mead_sane_looks():
    s = orig([["golden_mead", "elder_sign"], ["elder_sign"], ["silver_key"]])
    s.apply_action(play("golden_mead", target=1))
    assert s.current == 1 and s.insane(0)


def test_golden_mead_insane_looks_draws_and_plays_again_O7():
    s = orig([["golden_mead", "elder_sign"], ["elder_sign"], ["silver_key"]],
             zones=[["deep_ones"], [], []])
    s.apply_action(play("golden_mead", "insane", target=1))
    assert s.current == 0 and s.phase == "play"
    assert sorted(s.hands[0]) == ["elder_sign", "investigators_original"]
    assert not any(e.kind == "sanity_check" for e in s.events)


def test_investigators_original_sane_may_guess_0_the_braincase_O6():
    s = orig([["investigators_original", "elder_sign"], ["mi_go_braincase"], ["silver_key"]],
             aside=None)
    s.apply_action(play("investigators_original", target=1, guess=0))
    assert s.out[1]


def test_deep_ones_sane_guesses():
    s = orig([["deep_ones", "elder_sign"], ["silver_key"], ["silver_key"]])
    s.apply_action(play("deep_ones", target=1, guess=7))
    assert s.out[1]


def test_deep_ones_insane_a_1_is_out_else_the_guess_O6():
    s = orig([["deep_ones", "elder_sign"], ["investigators_original"], ["silver_key"]],
             zones=[["golden_mead"], [], []])
    s.apply_action(play("deep_ones", "insane", target=1, guess=7))
    assert s.out[1]


def test_mi_go_braincase_played_knocks_you_out_O9():
    s = orig([["mi_go_braincase", "elder_sign"], ["elder_sign"], ["silver_key"]], aside=None)
    s.apply_action(play("mi_go_braincase"))
    assert s.out[0]


def test_mi_go_braincase_forced_discard_does_not_O9():
    s = orig([["henry_armitage", "elder_sign"], ["mi_go_braincase"], ["silver_key"]], aside=None)
    s.apply_action(play("henry_armitage", target=1))
    assert not s.out[1] and s.zones[1][0] == "mi_go_braincase"
