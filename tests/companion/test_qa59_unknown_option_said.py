"""Fresh QA59 LOW-3 (bad/unknownopt): ``companion play … --colour red`` was said aloud as
argparse prints it, "unrecognized arguments: --colour red", its wording (English for an
English table, argparse's "arguments inconnus" for a French one), while the other option
errors are said in words (``test_low49_choice_said``). An unknown option is now said in
words in the table's language, naming what was typed; the printed line keeps argparse's
wording, and the exit status stays 2."""
import pytest

from companion.narration.catalog import message
from tests.companion.test_low49_choice_said import _refused
from tests.companion.test_play_args_said import _no_settings

SAID = {
    "en": "Unknown on the command line: --colour red. companion play --help lists the "
          "options.",
    "fr": "Inconnu sur la ligne de commande : --colour red. companion play --help donne la "
          "liste des options.",
    "es": "Desconocido en la línea de órdenes: --colour red. companion play --help da la "
          "lista de opciones.",
}

#: play's usage, as argparse begins it in each language (fresh QA62 LOW-6)
USAGE = {"en": "usage: companion play [-h]", "fr": "utilisation : companion play [-h]",
         "es": "uso: companion play [-h]"}


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_an_unknown_option_is_said_in_words_in_the_table_s_language(lang, tmp_path, capsys,
                                                                    monkeypatch):
    _no_settings(tmp_path, monkeypatch)
    heard, err = _refused(["play", "--lang", lang, "--source", str(tmp_path), "--colour",
                           "red"], monkeypatch, capsys)
    assert heard == [SAID[lang]] == [message(lang, "app.arg.said_unknown",
                                             args="--colour red")], heard
    assert "--colour red" in err and heard.closed  # printed, argparse's wording
    # play's own usage, not the top parser's (fresh QA62 LOW-6: test_qa62_subcommand_usage)
    assert err.startswith(USAGE[lang]) and "--edition" in err and "COMMAND" not in err, err
    assert err.rstrip().splitlines()[-1].startswith("companion play"), err  # its error


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_an_unknown_option_the_top_parser_refuses_is_said_in_words_too(lang, tmp_path,
                                                                      capsys, monkeypatch):
    """``--bogus`` alone (argparse's top parser refused it, not play's, until fresh QA62
    LOW-6; was said as printed, test_play_args_said before this): in words too, argparse's
    wording printed."""
    _no_settings(tmp_path, monkeypatch)
    heard, err = _refused(["play", "--lang", lang, "--source", str(tmp_path), "--bogus"],
                          monkeypatch, capsys)
    assert heard == [message(lang, "app.arg.said_unknown", args="--bogus")], heard
    assert "--bogus" in err and heard[0] not in err


def test_only_argparse_s_unknown_arguments_are_said_so():
    """Another refusal is left to the other rules (said as printed)."""
    from companion.commands.play import unknown_said
    assert unknown_said("arguments inconnus : --bogus", "es") == message(
        "es", "app.arg.said_unknown", args="--bogus")
    assert unknown_said("argument --camera: invalid int value: 'abc'", "en") is None
