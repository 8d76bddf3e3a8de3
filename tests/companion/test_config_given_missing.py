"""QA42 L6: a settings file given with ``--config`` that does not exist stops ``companion
play`` (exit 2, the path and what to do printed, a short line said); the usual place
missing stays silent."""
import pytest

from companion.cli import main
from tests.companion.app.test_live import said_aloud_before_start


def _play(tmp_path, capsys, *argv):
    empty = tmp_path / "empty"
    empty.mkdir(exist_ok=True)
    status = main(["play", "--source", str(empty), "--no-log", *argv])
    out = capsys.readouterr()
    return status, out.out + out.err


@pytest.mark.parametrize("lang, printed, said", [
    ("en", "does not exist. Check the path given with --config",
     "The settings file given with --config does not exist. Check its path"),
    ("fr", "n'existe pas. Vérifiez le chemin donné avec --config",
     "Le fichier de réglages donné avec --config n'existe pas."),
    ("es", "no existe. Revisa la ruta indicada con --config",
     "El archivo de ajustes indicado con --config no existe."),
])
def test_a_config_path_typed_that_does_not_exist_stops_the_start(
        lang, printed, said, tmp_path, capsys, monkeypatch):
    heard = said_aloud_before_start(monkeypatch)
    monkeypatch.delenv("LLC_CONFIG", raising=False)
    monkeypatch.setattr("sys.stdin", open("/dev/null"))
    missing = tmp_path / "nonexist.toml"
    status, text = _play(tmp_path, capsys, "--players", "Ann,Bob", "--lang", lang,
                         "--config", str(missing))
    assert status == 2
    assert f"companion play: {missing} {printed}" in text
    assert len(heard) == 1 and said in heard[0] and str(missing) not in heard[0], heard
    assert "defaults" not in text and "défaut" not in text


def test_the_usual_settings_place_missing_starts_in_silence(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "nothing"))
    monkeypatch.delenv("LLC_CONFIG", raising=False)
    monkeypatch.setattr("sys.stdin", open("/dev/null"))
    status, text = _play(tmp_path, capsys, "--players", "Ann,Bob")
    assert status != 2
    assert "does not exist" not in text


@pytest.mark.parametrize("lang, printed, said", [
    ("en", "(named by LLC_CONFIG) does not exist. Check the path in LLC_CONFIG",
     "The settings file named by LLC_CONFIG does not exist."),
    ("fr", "(donné par LLC_CONFIG) n'existe pas.", "Le fichier de réglages donné par LLC_CONFIG"),
    ("es", "(indicado por LLC_CONFIG) no existe.", "El archivo de ajustes indicado por LLC_CONFIG"),
])
def test_an_env_config_path_that_does_not_exist_stops_the_start_as_config_does(
        lang, printed, said, tmp_path, capsys, monkeypatch):
    """Review of QA42 L6: a path set in $LLC_CONFIG was named on purpose, as one typed
    with --config: missing, it stops the start (it was warned about, "using the
    defaults", and the game started with --players given)."""
    heard = said_aloud_before_start(monkeypatch)
    missing = tmp_path / "nonexist.toml"
    monkeypatch.setenv("LLC_CONFIG", str(missing))
    monkeypatch.setattr("sys.stdin", open("/dev/null"))
    status, text = _play(tmp_path, capsys, "--players", "Ann,Bob", "--lang", lang)
    assert status == 2 and "using the defaults" not in text
    assert f"companion play: {missing} {printed}" in text, text
    assert len(heard) == 1 and said in heard[0] and str(missing) not in heard[0], heard


@pytest.mark.parametrize("how, lang, printed, said", [
    ("env", "en", "(named by LLC_CONFIG) is not a settings file (a folder?)",
     "The settings file named by LLC_CONFIG is not a file."),
    ("env", "fr", "(donné par LLC_CONFIG) n'est pas un fichier de réglages",
     "Le fichier de réglages donné par LLC_CONFIG n'est pas un fichier."),
    ("env", "es", "(indicado por LLC_CONFIG) no es un archivo de ajustes",
     "El archivo de ajustes indicado por LLC_CONFIG no es un archivo."),
    ("--config", "en", "is not a settings file (a folder?). Give the TOML file itself",
     "The settings file given with --config is not a file."),
    ("--config", "fr", "n'est pas un fichier de réglages (un dossier ?). Donnez le fichier",
     "Le fichier de réglages donné avec --config n'est pas un fichier."),
    ("--config", "es", "no es un archivo de ajustes (¿una carpeta?). Indica el archivo TOML",
     "El archivo de ajustes indicado con --config no es un archivo."),
])
def test_a_config_path_naming_a_folder_stops_the_start_as_a_missing_one(
        how, lang, printed, said, tmp_path, capsys, monkeypatch):
    """Review of env44 (LOW): a folder named by $LLC_CONFIG or typed with --config is as
    much a typo as a missing file; with --players it was only warned about ("cannot be
    read; the defaults are used") and the game started on the default edition and
    language. It stops the start, printed with its path and said without it."""
    heard = said_aloud_before_start(monkeypatch)
    folder = tmp_path / "settings"
    folder.mkdir()
    monkeypatch.delenv("LLC_CONFIG", raising=False)
    if how == "env":
        monkeypatch.setenv("LLC_CONFIG", str(folder))
    monkeypatch.setattr("sys.stdin", open("/dev/null"))
    typed = ("--config", str(folder)) if how == "--config" else ()
    status, text = _play(tmp_path, capsys, "--players", "Ann,Bob", "--lang", lang, *typed)
    assert status == 2, text
    assert f"companion play: {folder} {printed}" in text, text
    assert "defaults" not in text and "défaut" not in text
    assert len(heard) == 1 and said in heard[0] and str(folder) not in heard[0], heard


def test_config_dev_null_starts_on_the_defaults_not_refused(tmp_path, capsys, monkeypatch):
    """`--config /dev/null` is the usual "no settings" idiom: a device, not a folder, so
    the start goes on (warned that it holds no settings) where a folder stops it (review
    of lows45: the branch refused every path that is not a plain file)."""
    monkeypatch.delenv("LLC_CONFIG", raising=False)
    monkeypatch.setattr("sys.stdin", open("/dev/null"))
    status, text = _play(tmp_path, capsys, "--players", "Ann,Bob", "--config", "/dev/null")
    assert status != 2, text
    assert "not a settings file" not in text, text
