"""``companion print-kit`` run twice on the same file says it replaced it (QA18: a second
run wrote the same default PDF again in silence); the first run says nothing of it."""
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
