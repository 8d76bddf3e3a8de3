"""A truncated JPEG file found before OpenCV decodes it.

OpenCV decodes JPEG with libjpeg, which prints its own warning on the process's standard
error ("Premature end of JPEG file") for a file cut short, and then hands back the picture
with its missing part grey: the app read that half-grey picture as the table (QA27 #5). As
for PNG (:mod:`vision.png_check`), the file is checked first and a bad one is never given
to libjpeg: the app says its own line for an unreadable picture.

The check is the JPEG file's frame: it begins with the SOI marker ``FF D8`` and ends with
the EOI marker ``FF D9`` (ITU-T T.81, B.2.1), after which only padding bytes (``00``, line
ends) may follow. A file cut anywhere after its header has no EOI; a file whose middle bytes
were changed still reaches libjpeg.
"""
from __future__ import annotations

SOI = b"\xff\xd8"
EOI = b"\xff\xd9"


def is_jpeg(data: bytes) -> bool:
    """Whether ``data`` (a file's first bytes or all of them) starts as a JPEG file (SOI
    followed by a marker)."""
    return data[:3] == SOI + b"\xff"


def jpeg_problem(data: bytes) -> str | None:
    """What is wrong with the JPEG file ``data`` (its whole bytes), in English words, or
    ``None`` when it starts with SOI and ends with EOI (padding aside)."""
    if not is_jpeg(data):
        return "no JPEG start marker"
    if not data.rstrip(b"\x00\r\n").endswith(EOI):
        return "truncated (no end-of-image marker)"
    return None


__all__ = ["SOI", "EOI", "is_jpeg", "jpeg_problem"]
