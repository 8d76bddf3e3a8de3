"""Damaged PNG files found before libpng prints its own error (QA12 F15), and a folder of
pictures emptied during the game."""
import cv2
import numpy as np

from vision.png_check import png_problem
from vision.sources import ImageFolderSource


def _png(seed=0):
    rng = np.random.default_rng(seed)
    return cv2.imencode(".png", rng.integers(0, 255, (64, 96, 3), np.uint8))[1].tobytes()


def test_png_problem_finds_truncated_and_changed_files():
    data = _png()
    assert png_problem(data) is None
    assert "truncated" in png_problem(data[: len(data) // 2]).lower()
    assert "truncated" in png_problem(data[:-12]).lower()  # the IEND chunk cut off
    changed = bytearray(data)
    changed[len(data) // 2] ^= 0xFF
    assert "checksum" in png_problem(bytes(changed))
    assert png_problem(b"GIF89a") == "no PNG signature"


def test_a_damaged_png_in_a_folder_is_skipped_without_libpng_printing(tmp_path, capfd):
    """QA12 F15: libpng printed "libpng error: Read Error" on standard error besides the
    app's own "Picture problem: image 00120.png cannot be read; skipped"."""
    data = _png()
    (tmp_path / "00000.png").write_bytes(data)
    (tmp_path / "00001.png").write_bytes(data[: len(data) // 2])  # truncated
    changed = bytearray(data)
    changed[200:260] = bytes(60)  # bytes changed inside the image data
    (tmp_path / "00002.png").write_bytes(bytes(changed))
    (tmp_path / "00003.png").write_bytes(data)
    src = ImageFolderSource(tmp_path)
    frames = [src.read() for _ in range(4)]
    assert [f.ok for f in frames] == [True, False, False, True]
    assert frames[1].status.reason == frames[2].status.reason == "image_unreadable"
    assert "libpng" not in capfd.readouterr().err


def test_a_folder_emptied_during_the_game_ends_as_gone(tmp_path):
    """QA12 F15: a folder emptied during the game gave one skipped picture, then a minute of
    silence (one missing file after another) before "The pictures have ended"."""
    data = _png()
    for i in range(6):
        (tmp_path / f"{i:05d}.png").write_bytes(data)
    src = ImageFolderSource(tmp_path)
    assert src.read().ok and src.read().ok
    for path in tmp_path.iterdir():
        path.unlink()
    gone = src.read()
    assert gone.image is None and gone.status.ended and gone.status.reason == "folder_gone"
    assert dict(gone.status.params) == {"folder": tmp_path.name, "frames": "2"}


def test_one_missing_picture_is_skipped_and_the_folder_goes_on(tmp_path):
    data = _png()
    for i in range(3):
        (tmp_path / f"{i:05d}.png").write_bytes(data)
    src = ImageFolderSource(tmp_path)
    (tmp_path / "00001.png").unlink()
    frames = [src.read() for _ in range(3)]
    assert [f.ok for f in frames] == [True, False, True]
    assert frames[1].status.reason == "image_unreadable" and not frames[1].status.ended
