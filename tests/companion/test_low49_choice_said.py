"""QA48 (bad input, LOW): a wrong edition given to ``companion play`` was said aloud as
argparse prints it, "option --edition : choix invalide : 'orignal' (choisissez parmi
'arkham', 'arkham-classic', 'original')" to a French table. A value not among an option's
choices is said in words, in the table's language (``--lang``, else the settings file's),
the printed line keeping argparse's wording and the option's name. Other refusals are said
as printed (``test_play_args_said``)."""
import pytest

from companion.cli import main
from tests.companion.app.test_live import said_aloud_before_start
from tests.companion.test_play_args_said import _no_settings

EDITION = {
    "en": "There is no edition called arkam: choose arkham, arkham-classic, or original.",
    "fr": "Il n'y a pas d'édition nommée arkam : choisissez arkham, arkham-classic ou "
          "original.",
    "es": "No hay ninguna edición llamada arkam: elige arkham, arkham-classic u original.",
}
LANGUAGE = {
    "en": "There is no language called de: choose en, fr, or es.",
    "fr": "Il n'y a pas de langue nommée de : choisissez en, fr ou es.",
    "es": "No hay ningún idioma llamado de: elige en, fr o es.",
}


def _refused(argv, monkeypatch, capsys):
    heard = said_aloud_before_start(monkeypatch)
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    return heard, capsys.readouterr().err


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
@pytest.mark.parametrize("edition", [["--edition", "arkam"], ["--edition=arkam"]])
def test_a_wrong_edition_is_said_in_words_and_printed_with_the_option(
        lang, edition, tmp_path, capsys, monkeypatch):
    _no_settings(tmp_path, monkeypatch)
    heard, err = _refused(["play", "--lang", lang, "--source", str(tmp_path), *edition],
                          monkeypatch, capsys)
    assert heard == [EDITION[lang]], heard
    assert "--edition" in err and "arkam" in err and heard.closed


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_wrong_language_is_said_in_the_settings_file_s_language(lang, tmp_path, capsys,
                                                                  monkeypatch):
    _no_settings(tmp_path, monkeypatch)
    (tmp_path / "table.toml").write_text(f'language = "{lang}"\n')
    monkeypatch.setenv("LLC_CONFIG", str(tmp_path / "table.toml"))
    heard, err = _refused(["play", "--lang", "de", "--source", str(tmp_path)], monkeypatch,
                          capsys)
    assert heard == [LANGUAGE[lang]], heard
    assert "--lang" in err and heard.closed
