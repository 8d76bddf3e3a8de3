from pathlib import Path

import pytest

from voice import settings as settings_mod
from voice.priority import Verbosity
from voice.settings import SettingsError, UnknownLanguageError, VoiceSettings


def test_defaults_are_valid():
    s = VoiceSettings()
    assert (s.language, s.rate, s.volume, s.verbosity) == ("en", 175, 1.0, Verbosity.NORMAL)


@pytest.mark.parametrize(
    "changes",
    [{"language": "de"}, {"rate": 10}, {"rate": 175.5}, {"volume": 1.5}, {"volume": 0},
     {"earcon_volume": -0.1},
     {"verbosity": "chatty"}, {"voice": ""}],
)
def test_bad_values_raise_clear_errors(changes):
    with pytest.raises(SettingsError) as info:
        VoiceSettings().with_(**changes)
    assert str(info.value)  # a sentence naming the problem


def test_unknown_language_names_the_choices():
    with pytest.raises(UnknownLanguageError, match="en, fr, es"):
        VoiceSettings(language="de")


def test_round_trip_through_toml(tmp_path):
    path = tmp_path / "sub" / "voice.toml"
    s = VoiceSettings(language="fr", voice="fr-fr+f3", rate=220, volume=0.6, earcon_volume=0.2,
                      verbosity=Verbosity.BRIEF, backend="espeak-ng")
    settings_mod.save(s, path)
    loaded, problems = settings_mod.load(path)
    assert loaded == s and problems == []


def test_missing_file_gives_defaults(tmp_path):
    assert settings_mod.load(tmp_path / "none.toml") == (VoiceSettings(), [])


def test_corrupt_file_gives_defaults_and_a_problem(tmp_path):
    path = tmp_path / "voice.toml"
    path.write_text("language = [unclosed")
    loaded, problems = settings_mod.load(path)
    assert loaded == VoiceSettings() and "unreadable" in problems[0]


def test_bad_value_in_file_keeps_the_rest(tmp_path):
    path = tmp_path / "voice.toml"
    path.write_text('language = "xx"\nrate = 200\nfoo = 1\n')
    loaded, problems = settings_mod.load(path)
    assert loaded.rate == 200 and loaded.language == "en"
    assert len(problems) == 2


def test_default_path_honours_override(tmp_path, monkeypatch):
    monkeypatch.setenv("LLC_VOICE_SETTINGS", str(tmp_path / "x.toml"))
    assert settings_mod.default_path() == Path(tmp_path / "x.toml")
    monkeypatch.delenv("LLC_VOICE_SETTINGS")
    assert settings_mod.default_path().name == "voice.toml"


@pytest.mark.parametrize(
    "changes", [{"backend": "bogus"}, {"backend": 5}, {"volume": True}, {"earcon_volume": False}, {"rate": True},
                {"colour": "red"}, {"verbosity": {"a": 1}}],
)
def test_bad_backend_bool_values_and_unknown_keys_are_refused(changes):
    with pytest.raises(SettingsError):
        VoiceSettings().with_(**changes)


def test_bad_backend_in_the_file_is_reported_not_saved(tmp_path):
    path = tmp_path / "voice.toml"
    path.write_text('backend = "bogus"\nvolume = true\nrate = 200\n')
    loaded, problems = settings_mod.load(path)
    assert loaded.backend is None and loaded.volume == 1.0 and loaded.rate == 200 and len(problems) == 2


def test_failed_save_leaves_no_temp_file(tmp_path):
    path = tmp_path / "voice.toml"
    path.mkdir()  # the rename onto a directory fails
    with pytest.raises(OSError):
        settings_mod.save(VoiceSettings(), path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["voice.toml"]


def test_settings_path_that_is_not_a_regular_file_is_not_read(tmp_path):
    import os
    import threading

    fifo = tmp_path / "voice.toml"
    os.mkfifo(fifo)
    result = {}
    reader = threading.Thread(target=lambda: result.setdefault("r", settings_mod.load(fifo)), daemon=True)
    reader.start()
    reader.join(20.0)
    if reader.is_alive():  # unblock the stuck reader before failing
        with open(fifo, "w"):
            pass
        raise AssertionError("load() blocked on a FIFO")
    loaded, problems = result["r"]
    assert loaded == VoiceSettings() and "not a regular file" in problems[0]


def test_a_voice_settings_file_saved_with_a_byte_order_mark_is_read(tmp_path):
    """QA: a voice.toml starting with a BOM (as some editors save it) was thrown away."""
    from voice import settings as voice_settings
    path = tmp_path / "voice.toml"
    path.write_bytes(b'\xef\xbb\xbfverbosity = "verbose"\n')
    loaded, problems = voice_settings.load(path)
    assert problems == [] and loaded.verbosity.value == "verbose"


def test_a_problem_is_printed_in_the_table_language(tmp_path):
    """User test: the details of a voice.toml problem were English in a French or Spanish
    game (only the spoken short form followed the table's language)."""
    path = tmp_path / "voice.toml"
    path.write_text('rate = 2000\nfoo = 1\n')
    _, (rate, foo) = settings_mod.load(path)
    assert rate.startswith(f"Voice settings file {path}: Speech rate 2000 is out of range")
    assert rate.in_language("es") == (f"Archivo de ajustes de voz {path}: Velocidad de habla "
                                      "2000 fuera de rango: usa de 80 a 450 palabras por "
                                      "minuto. Se usa el valor por defecto.")
    assert foo.in_language("fr") == (f"Fichier de réglages de la voix {path} : clé 'foo' "
                                     "inconnue, ignorée.")
    assert (rate.key, foo.key, foo.unknown) == ("rate", "foo", True)


def test_a_boolean_is_named_as_the_settings_file_writes_it(tmp_path):
    # QA27 #9: `volume = true` was said "volume True is not a number" (Python's spelling)
    from companion.app.config import load
    path = tmp_path / "voice.toml"
    path.write_text("volume = true\n")
    _, problems = settings_mod.load(path)
    assert [p for p in map(str, problems) if "volume true " in p] and \
        not [p for p in map(str, problems) if "True" in p]
    table = tmp_path / "companion.toml"
    table.write_text("first_player = true\n")
    _, problems = load(table)
    assert "first_player true" in str(problems[0]) and "True" not in str(problems[0])


@pytest.mark.parametrize("written", ["0", "0.0", "0.05"])
def test_a_speech_volume_that_would_silence_the_voice_is_refused_and_said(tmp_path, written):
    """QA32 F8: ``volume = 0`` was taken: the voice went mute with no word of why (a helper
    typing 0 for "normal"). The default volume is used and the problem said, in the
    table's language; earcon_volume = 0 (no earcons) stays allowed."""
    path = tmp_path / "voice.toml"
    path.write_text(f"volume = {written}\nearcon_volume = 0\n")
    loaded, problems = settings_mod.load(path)
    assert loaded.volume == VoiceSettings().volume and loaded.earcon_volume == 0
    (problem,) = problems
    assert f"Speech volume {written} is under 0.1, too quiet to be sure to hear it: " \
        "use 0.1..1" in problem
    assert 'backend = "text"' in problem.in_language("fr")
    assert "demasiado bajo para oírlo con seguridad" in problem.in_language("es")
    assert VoiceSettings(volume=0.1).volume == 0.1


@pytest.mark.parametrize("line, told", [
    ('volume = "0"', "volume '0' is not a number: write one from 0.1 to 1"),
    ("volume = 1.5", "volume 1.5 is out of range: use 0.1..1."),
    ('earcon_volume = "0"', "earcon_volume '0' is not a number: write one from 0 to 1"),
    ("earcon_volume = 2", "earcon_volume 2 is out of range: use 0..1."),
])
def test_each_volume_s_message_names_its_own_lowest_value(tmp_path, line, told):
    """QA33 nit: ``volume = "0"`` was told "write one from 0 to 1", and 0 is then refused
    as too quiet (0.1..1): the messages did not agree. earcon_volume may be 0."""
    path = tmp_path / "voice.toml"
    path.write_text(line + "\n")
    _, (problem,) = settings_mod.load(path)
    assert told in str(problem)
    low = "0.1" if line.startswith("volume") else "0"
    assert f"de {low} à 1" in problem.in_language("fr")
    assert f"de {low} a 1" in problem.in_language("es")


def test_a_voice_settings_file_not_saved_as_utf8_says_so_not_the_codec_error(tmp_path):
    """Session 28's review: a voice.toml saved in another encoding was said with Python's
    codec error ("('utf-8' codec can't decode byte 0xce …)") inside the French sentence;
    the table settings file already said what to do."""
    path = tmp_path / "voice.toml"
    path.write_bytes('verbosity = "détaillé"\n'.encode("latin-1"))
    loaded, (problem,) = settings_mod.load(path)
    assert loaded == VoiceSettings()
    assert problem.in_language("fr") == (
        f"Le fichier de réglages de la voix {path} n'est pas du texte enregistré en UTF-8 : "
        "enregistrez-le en texte UTF-8 ; valeurs par défaut utilisées.")
    assert "codec" not in problem and "save it as UTF-8 text" in problem
