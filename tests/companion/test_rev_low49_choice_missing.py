"""Review of low49 (item 5: a value not among ``--edition``'s or ``--lang``'s choices said
in words): ``companion play --edition --lang fr`` (the edition forgotten) is refused by
argparse as "argument --edition: expected one argument"; the words said were "There is no
edition called --lang: choose arkham, arkham-classic, or original.", the next option
taken for the value. Only argparse's refusal of that value (its invalid choice, which
quotes it) is said in words; any other refusal of the option is said as printed."""
import pytest

from companion.cli import main
from tests.companion.app.test_live import said_aloud_before_start
from tests.companion.test_play_args_said import _no_settings


@pytest.mark.parametrize("argv", [["--edition", "--lang", "fr"], ["--lang", "fr", "--edition"],
                                  ["--lang", "--edition", "arkham"]])
def test_an_option_given_no_value_is_not_said_as_a_wrong_value(argv, tmp_path, capsys,
                                                                monkeypatch):
    _no_settings(tmp_path, monkeypatch)
    heard = said_aloud_before_start(monkeypatch)
    with pytest.raises(SystemExit) as stop:
        main(["play", "--source", str(tmp_path), *argv])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert len(heard) == 1 and not heard[0].startswith(("There is no", "Il n'y a pas",
                                                        "No hay")), heard
    assert heard[0] in err, (heard, err)  # argparse's line, in its language
