"""``companion play``'s refused arguments are said aloud, not only printed (QA38 #10)."""
import pytest

from companion.cli import main
from tests.companion.app.test_live import said_aloud_before_start


@pytest.mark.parametrize("argv, lang, said", [
    (["--players", "Ann"], "en", "player"),
    (["--players", "A,B,C,D,E,F,G"], "fr", "joueur"),
    (["--players", "Ann,Ann,Bob"], "es", "Ann"),
    (["--players", "Ann,Bob", "--first", "9"], "en", "--first 9"),
])
def test_a_refused_play_argument_is_said_in_the_table_s_language(argv, lang, said, tmp_path,
                                                                 capsys, monkeypatch):
    """QA38 #10: ``--players Ann``, seven names, ``Ann,Ann,Bob`` and ``--first 9`` were
    printed only, while the settings file's refusals are said: the same sentence is said,
    once, in the language asked, and the voice made for it closed."""
    heard = said_aloud_before_start(monkeypatch)
    (tmp_path / "empty.toml").write_text("")
    monkeypatch.setenv("LLC_CONFIG", str(tmp_path / "empty.toml"))
    assert main(["play", "--lang", lang, "--source", str(tmp_path), *argv]) == 2
    err = capsys.readouterr().err
    assert len(heard) == 1 and said in heard[0], heard
    assert f"companion play: {heard[0]}" in err, err
    assert heard.closed
