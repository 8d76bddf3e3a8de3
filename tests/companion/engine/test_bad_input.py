"""Bad input to the engine: a clear error naming what was wrong, and the state unchanged."""
import random

import pytest

from companion.engine import IllegalActionError, InvalidActionError, new_game, parse_action
from companion.engine.actions import Action
from companion.engine.record import RecordError, parse_record, read_record, write_record
from companion.engine.views import public_view, player_view
from tests.companion.engine.builders import make_state, play


def test_unknown_edition_lists_the_known_ones():
    with pytest.raises(ValueError, match="arkham, arkham-classic, original"):
        new_game("cthulhu-deluxe", 4)


@pytest.mark.parametrize("players", [0, 1, 7, 12])
def test_player_count_outside_2_to_6_is_refused(players):
    with pytest.raises(ValueError, match="2 to 6 players"):
        new_game("arkham", players)


def test_illegal_action_names_the_legal_ones_and_changes_nothing():
    s = make_state([["the_fed", "the_boxer"], ["the_sailor"], ["the_urchin"]], ["investigators"])
    before = (public_view(s), [list(h) for h in s.hands], len(s.events))
    with pytest.raises(IllegalActionError) as err:
        s.apply_action(play("the_sailor", target=1))
    assert "legal: play the_fed sane target=1" in str(err.value)
    assert (public_view(s), s.hands, len(s.events)) == before


def test_targeting_a_protected_player_is_illegal():
    s = make_state([["the_fed", "the_boxer"], ["the_sailor"], ["the_urchin"]], ["investigators"],
                   protected=(1,))
    with pytest.raises(IllegalActionError):
        s.apply_action(play("the_fed", target=1))


def test_a_deal_with_wrong_cards_is_refused():
    s = new_game("arkham", 3)
    with pytest.raises(IllegalActionError, match="26 shuffled cards"):
        s.apply_action(Action("deal", cards=("the_fed",) * 26))
    assert s.phase == "deal" and s.round == 0


def test_actions_after_the_game_ended_are_refused():
    s = make_state([["the_fed", "the_sailor"], ["the_sailor"]], [],
                   tokens=None)
    s.phase = "over"
    with pytest.raises(IllegalActionError, match="game is over"):
        s.apply_action(play("the_fed", target=1))


@pytest.mark.parametrize("text,message", [
    ("", "empty action"),
    ("dance", "unknown action"),
    ("play the_king sane", "unknown card"),
    ("play the_fed crazy", "effect must be"),
    ("play the_fed sane target=x", "not a number"),
    ("play the_fed sane victim=2", "unknown option"),
    ("rlyeh maybe", "rlyeh end"),
])
def test_malformed_action_text_says_what_is_wrong(text, message):
    with pytest.raises(InvalidActionError, match=message):
        parse_action(text)


def test_malformed_record_collects_errors_with_line_numbers():
    s = new_game("arkham", 3, names=["A", "B", "C"])
    s.apply_action(s.sample_chance(random.Random(2)))
    text = write_record(s) + "play the_king sane\n"
    state, errors = parse_record(text)
    assert state is not None and errors and errors[0].startswith("line ")
    assert "unknown card" in errors[0]
    with pytest.raises(RecordError):
        read_record(text)


def test_record_with_bad_headers_is_refused_clearly():
    with pytest.raises(RecordError, match="2 to 6 players"):
        read_record('[Edition "arkham"]\n[Seat "Solo"]\n\n')


def test_pop_with_nothing_pushed_says_so():
    with pytest.raises(IndexError, match="nothing to undo"):
        new_game("arkham", 2).pop()


def test_player_view_of_a_missing_seat():
    with pytest.raises(IndexError, match="seats are 0 to 1"):
        player_view(new_game("arkham", 2), 5)


def test_illegal_action_says_why():
    s = make_state([["the_entertainer", "the_musician"], ["the_sailor"], ["the_urchin"]],
                   ["investigators"])
    with pytest.raises(IllegalActionError, match="forced play"):
        s.apply_action(play("the_musician", target=1))
    with pytest.raises(IllegalActionError, match="not in their hand"):
        s.apply_action(play("the_boxer", target=1))


def test_first_player_must_be_a_seat_number_not_a_bool():
    with pytest.raises(ValueError, match="choose a seat"):
        new_game("arkham", 3, first_player=True)


def test_player_view_with_a_non_integer_seat_is_a_clear_error():
    with pytest.raises(IndexError, match="no seat"):
        player_view(new_game("arkham", 2), "0")


def test_an_option_given_twice_is_refused():
    with pytest.raises(InvalidActionError, match="given twice"):
        parse_action("play the_fed sane target=1 target=2")


@pytest.mark.parametrize("names", [["Ann #1", "Bob", "Cy"], ["Smith, J", "Bob", "Cy"],
                                   ['Cy "the" \\ best', "Dee"]])
def test_record_keeps_any_player_name(names):
    s = new_game("arkham", len(names), names=names)
    s.apply_action(s.sample_chance(random.Random(5)))
    assert read_record(write_record(s)).names == tuple(names)


def test_record_with_a_misspelled_header_names_it():
    with pytest.raises(RecordError, match="unknown header 'Editon'"):
        read_record('[Editon "original"]\n[Seat "A"]\n[Seat "B"]\n\n')


def test_record_with_a_non_numeric_first_player_names_the_field():
    with pytest.raises(RecordError, match="FirstPlayer 'x'"):
        read_record('[Edition "arkham"]\n[Seat "A"]\n[Seat "B"]\n[FirstPlayer "x"]\n\n')
