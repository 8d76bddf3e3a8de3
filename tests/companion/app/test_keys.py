"""Keyboard commands: every key answers; prefixes wait for a digit."""
import pytest

from companion.app.keys import IMMEDIATE, PREFIXES, Command, KeyReader


@pytest.mark.parametrize("key,name", sorted(IMMEDIATE.items()))
def test_every_immediate_key_gives_its_command(key, name):
    assert KeyReader().press(key) == Command(name)


@pytest.mark.parametrize("prefix,name", sorted(PREFIXES.items()))
def test_prefix_then_digit(prefix, name):
    reader = KeyReader()
    assert reader.press(prefix) is None and reader.pending == prefix
    assert reader.press("4") == Command(name, 4)
    assert reader.pending is None


def test_prefix_then_non_digit_cancels_and_says_so():
    reader = KeyReader()
    reader.press("*")
    assert reader.press("x") == Command("cancelled", key="x")
    assert reader.press("5") == Command("whose_turn")


def test_key_with_no_meaning_is_reported_not_ignored():
    assert KeyReader().press("z") == Command("unknown_key", key="z")


def test_letters_are_case_insensitive():
    assert KeyReader().press("H") == Command("help")
