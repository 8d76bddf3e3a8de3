"""``companion print-kit`` run twice on the same file says it replaced it (QA18: a second
run wrote the same default PDF again in silence); the first run says nothing of it."""
import pytest

from companion.cli import main


def test_a_second_run_says_it_replaced_the_earlier_kit(tmp_path, capsys):
    kit = tmp_path / "kit.pdf"
    assert main(["print-kit", "--edition", "original", "--no-qr", "-o", str(kit)]) == 0
    first = capsys.readouterr().out
    assert first.startswith(f"Wrote {kit} (") and "replacing" not in first
    assert main(["print-kit", "--edition", "original", "--no-qr", "-o", str(kit)]) == 0
    again = capsys.readouterr().out
    assert "), replacing the earlier file. Print it at 100 % scale" in again
    assert kit.read_bytes().startswith(b"%PDF-")


def test_an_empty_file_replaced_is_said_too(tmp_path, capsys):
    # QA19 #11: a 0-byte ro.pdf was replaced without the note
    kit = tmp_path / "ro.pdf"
    kit.write_bytes(b"")
    assert main(["print-kit", "--edition", "original", "--no-qr", "-o", str(kit)]) == 0
    assert "), replacing the earlier file." in capsys.readouterr().out
    assert kit.read_bytes().startswith(b"%PDF-")


def test_a_kit_that_cannot_be_written_keeps_the_earlier_one(tmp_path, capsys, monkeypatch):
    # QA27 #1: a failed write deleted the earlier kit (the path was unlinked after any
    # error); a full disk also cut it short (the file was written in place)
    kit = tmp_path / "mine.pdf"
    kit.write_bytes(b"%PDF-1.4 the earlier kit")

    def full_disk(path, *args, **kwargs):
        with open(path, "wb") as f:
            f.write(b"%PDF-1.4 cut")
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("companion.kit.sheets.write_kit", full_disk)
    assert main(["print-kit", "--edition", "original", "--no-qr", "-o", str(kit)]) == 2
    assert "No space left on device" in capsys.readouterr().err
    assert kit.read_bytes() == b"%PDF-1.4 the earlier kit"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine.pdf"]  # no part file left


def test_a_read_only_kit_is_left_alone(tmp_path, capsys, monkeypatch):
    # QA27 #1: `chmod 444 mine.pdf` then print-kit: "Permission denied", and the kit gone
    kit = tmp_path / "mine.pdf"
    kit.write_bytes(b"%PDF-1.4 the earlier kit")
    real_open = open

    def read_only(path, mode="r", *args, **kwargs):  # as chmod 444 for a user (not root)
        if str(path) == str(kit) and mode != "rb":
            raise PermissionError(13, "Permission denied")
        return real_open(path, mode, *args, **kwargs)

    monkeypatch.setattr("builtins.open", read_only)
    assert main(["print-kit", "--edition", "original", "--no-qr", "-o", str(kit)]) == 2
    err = capsys.readouterr().err
    assert "Permission denied" in err and "left alone" in err
    assert kit.read_bytes() == b"%PDF-1.4 the earlier kit"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine.pdf"]


def test_a_bare_pdf_extension_is_said_to_have_no_name(tmp_path, capsys):
    # QA27 #9: `-o .pdf` said ".pdf does not end in .pdf"
    assert main(["print-kit", "--edition", "original", "-o", str(tmp_path / ".pdf")]) == 2
    assert "has no name before .pdf; give a PDF file name" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_the_kit_written_is_said_in_the_table_s_language(tmp_path, capsys, monkeypatch):
    """QA32 F6: print-kit's words were English under ``language = "fr"``; the kit itself is
    written in French too (session 25: it said "Son texte est en anglais.")."""
    home = tmp_path / "home"
    (home / ".config" / "lovecraft-letter-companion").mkdir(parents=True)
    (home / ".config" / "lovecraft-letter-companion" / "companion.toml").write_text(
        'language = "fr"\n')
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    kit = tmp_path / "kit.pdf"
    assert main(["print-kit", "--edition", "original", "--no-qr", "-o", str(kit)]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"{kit} écrit (") and "anglais" not in out
    assert b"/Lang (fr)" in kit.read_bytes()  # the settings file's language


@pytest.mark.parametrize("lang, said", [
    ("en", "companion print-kit: {path} (from LLC_CONFIG) does not exist, so the kit's "
           "language is unknown. Fix the settings file, or give the language with --lang, "
           "for example --lang en\n"),
    ("fr", "companion print-kit: {path} (donné par LLC_CONFIG) n'existe pas, donc la langue "
           "du kit est inconnue. Corrigez le fichier de réglages, ou donnez la langue avec "
           "--lang, par exemple --lang fr\n"),
    ("es", "companion print-kit: {path} (indicado por LLC_CONFIG) no existe, así que no se "
           "conoce el idioma del kit. Corrige el archivo de ajustes, o indica el idioma con "
           "--lang, por ejemplo --lang es\n")])
def test_a_settings_file_llc_config_names_and_is_not_there_is_said(tmp_path, capsys,
                                                                    monkeypatch, lang, said):
    """QA37: ``LLC_CONFIG=/tmp/nonexist.toml companion print-kit -o k.pdf`` wrote an English
    kit without a word, while ``play`` stops with "… (from LLC_CONFIG) does not exist …":
    print-kit stops too, nothing written, unless --lang gives the kit's language (the
    message in English then: the file's language is the one not known; fr and es words
    checked on the catalog)."""
    from companion.narration.catalog import Sentence
    missing, kit = tmp_path / "nonexist.toml", tmp_path / "k.pdf"
    monkeypatch.setenv("LLC_CONFIG", str(missing))
    if lang == "en":
        assert main(["print-kit", "-o", str(kit)]) == 2
        assert capsys.readouterr().err == said.format(path=missing)
        assert not kit.exists()
        assert main(["print-kit", "--edition", "original", "--no-qr", "--lang", "es", "-o",
                     str(kit)]) == 0
        assert b"/Lang (es)" in kit.read_bytes()
    why = Sentence("app.config.reason_env_missing", path=str(missing), env="LLC_CONFIG")
    assert "companion print-kit: " + Sentence("app.kit.settings_refused", problem=why
                                              ).in_language(lang) + "\n" \
        == said.format(path=missing)


def test_a_settings_file_whose_language_is_refused_is_said(tmp_path, capsys, monkeypatch):
    """QA37: the same for a settings file whose ``language`` cannot be used: the kit's
    language is not known, said, nothing written."""
    settings, kit = tmp_path / "companion.toml", tmp_path / "k.pdf"
    settings.write_text('language = "de"\n')
    monkeypatch.setenv("LLC_CONFIG", str(settings))
    assert main(["print-kit", "-o", str(kit)]) == 2
    assert capsys.readouterr().err == (
        f"companion print-kit: settings file {settings}: language 'de': choose one of en, fr, "
        "es, so the kit's language is unknown. Fix the settings file, or give the language "
        "with --lang, for example --lang en\n")
    assert not kit.exists()
