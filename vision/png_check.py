"""A damaged PNG file found before OpenCV decodes it.

OpenCV decodes PNG with libpng, whose default error handler prints its own line on the
process's standard error ("libpng error: Read Error" for a truncated file, "libpng error:
IDAT: CRC error" …) before ``cv2.imread`` returns ``None``; OpenCV offers no way to
silence it, and redirecting the process's standard error would swallow the other threads'
lines (the status line, the voice's reports). The app already says its own line for an
unreadable picture (QA12 F15), so a damaged PNG is found here and never given to libpng.

The check is Pillow's PNG verification (``PIL.Image.verify``: every chunk read whole and
its CRC-32 checked, up to ``IEND``; W3C PNG 2nd edition, section 5 "Datastream structure"),
which reports in exceptions, never on standard error. It finds a truncated file and changed
bytes; a file whose CRCs are right but whose compressed data is wrong (made so on purpose)
still reaches libpng.
"""
from __future__ import annotations

from io import BytesIO

from PIL import Image

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def is_png(data: bytes) -> bool:
    """Whether ``data`` (a file's first bytes or all of them) starts as a PNG file."""
    return data[:8] == PNG_SIGNATURE


def png_problem(data: bytes) -> str | None:
    """What is wrong with the PNG file ``data`` (its whole bytes), in English words (with
    Pillow's own), or ``None`` when every chunk is whole, its CRC right, and ``IEND`` ends
    it. Costs one CRC-32 pass over the file (0.8 ms for a 1280×720 picture of 0.86 MB)."""
    if not is_png(data):
        return "no PNG signature"
    try:
        with Image.open(BytesIO(data)) as image:
            image.verify()
    except (OSError, SyntaxError, ValueError) as error:  # Pillow's errors for a bad file
        return f"damaged or truncated ({error})"
    return None


__all__ = ["PNG_SIGNATURE", "is_png", "png_problem"]
