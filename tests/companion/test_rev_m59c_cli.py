"""Review of m59c (fresh QA59 LOW-3): other argparse refusals of ``play`` keep their own
words; an unknown word of any shape is said in words in the table's language."""
import pytest

from companion.narration.catalog import message
from tests.companion.test_low49_choice_said import _refused
from tests.companion.test_play_args_said import _no_settings


@pytest.mark.parametrize("lang, extra, args", [
    ("fr", ["--colour=red"], "--colour=red"),
    ("es", ["extra"], "extra"),
    ("en", ["--colour", "red", "--bogus"], "--colour red --bogus"),
])
def test_unknown_words_of_any_shape_are_said_in_words(lang, extra, args, tmp_path, capsys,
                                                      monkeypatch):
    _no_settings(tmp_path, monkeypatch)
    heard, err = _refused(["play", "--lang", lang, "--source", str(tmp_path), *extra],
                          monkeypatch, capsys)
    assert heard == [message(lang, "app.arg.said_unknown", args=args)], heard


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_missing_value_is_not_taken_for_an_unknown_option(lang, tmp_path, capsys,
                                                           monkeypatch):
    _no_settings(tmp_path, monkeypatch)
    heard, err = _refused(["play", "--lang", lang, "--source", str(tmp_path), "--players"],
                          monkeypatch, capsys)
    assert len(heard) == 1 and "--players" in heard[0]
    assert heard[0] != message(lang, "app.arg.said_unknown", args="--players"), heard
