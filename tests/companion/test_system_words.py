"""QA33 L4 (session 32): the system's reason for a refused file ("No such file or
directory") is said in the table's language inside a French or Spanish message."""
import errno

import pytest

from companion.cli import main
from companion.narration.catalog import OS_ERRORS, message, system_words


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_print_kit_says_a_missing_folder_in_the_table_s_language(tmp_path, capsys, lang):
    kit = tmp_path / "gone" / "k.pdf"
    assert main(["print-kit", "--lang", lang, "--edition", "original", "--no-qr",
                 "-o", str(kit)]) == 2
    err = capsys.readouterr().err
    assert message(lang, "app.os_error.ENOENT") in err and "No such file" not in err


@pytest.mark.parametrize("name", OS_ERRORS)
def test_each_system_error_named_is_said_in_english_as_the_system_says_it(name):
    """English keeps the system's own words (what earlier versions printed)."""
    code = getattr(errno, name)
    import os
    assert system_words(OSError(code, os.strerror(code)), "en") == os.strerror(code)


def test_another_system_error_keeps_the_system_s_words():
    assert system_words(OSError(errno.EIO, "Input/output error"), "fr") == "Input/output error"
