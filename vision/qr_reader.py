"""QR code reader behind one interface: ``zxing-cpp`` (default) or ``pyzbar``.

The QR text is ``"LL:<code>"`` (``vision.adaptation.qr_payload``); a 20 mm symbol centred
at (31.5, 38) mm on the card. Both backends are measured on the same rendered frames by
``benchmarks/vision_accuracy.py``; zxing-cpp is the default: it needs no system library, and
it found more codes and ran faster there (see ``docs/benchmarks.md``, "Vision").
``pyzbar`` needs the system library ``libzbar0``; when it is missing the reader says so
(:class:`QRBackendError`) and the pipeline falls back to zxing-cpp.

Input ``H×W uint8`` gray; output :class:`~vision.records.Sighting` records (``source="qr"``,
the polygon is the QR symbol's corners in px).
"""
from __future__ import annotations

import numpy as np

from companion.cards import Edition, edition_cards

from . import adaptation as ad
from .records import Sighting

BACKENDS = ("zxing", "pyzbar")


class QRBackendError(RuntimeError):
    """The QR backend cannot be loaded; the message says what to install."""


def _zxing_reader():
    try:
        import zxingcpp  # noqa: PLC0415
    except ImportError as exc:  # pragma: no cover - a dependency in pyproject
        raise QRBackendError("zxing-cpp is not installed: pip install zxing-cpp") from exc
    fmt = zxingcpp.BarcodeFormat.QRCode

    def read(gray: np.ndarray):
        out = []
        for r in zxingcpp.read_barcodes(gray, formats=fmt):
            p = r.position
            pts = [(p.top_left.x, p.top_left.y), (p.top_right.x, p.top_right.y),
                   (p.bottom_right.x, p.bottom_right.y), (p.bottom_left.x, p.bottom_left.y)]
            out.append((r.text, pts))
        return out
    return read


def _pyzbar_reader():
    try:
        from pyzbar import pyzbar  # noqa: PLC0415
    except (ImportError, OSError) as exc:
        raise QRBackendError("pyzbar cannot load the zbar library; install the system "
                             "package libzbar0 (sudo apt-get install libzbar0)") from exc
    symbols = [pyzbar.ZBarSymbol.QRCODE]

    def read(gray: np.ndarray):
        return [(d.data.decode("utf-8", "replace"), [(p.x, p.y) for p in d.polygon])
                for d in pyzbar.decode(gray, symbols=symbols)]
    return read


class QRReader:
    """Reads card QR codes.

    Args:
        edition: cards of other editions are ignored.
        backend: ``"zxing"`` or ``"pyzbar"``.

    Raises:
        ValueError: unknown backend name.
        QRBackendError: the backend's library is missing.
    """

    def __init__(self, edition: "str | Edition" = Edition.ARKHAM, backend: str = "zxing") -> None:
        if backend not in BACKENDS:
            raise ValueError(f"unknown QR backend {backend!r}; choose one of {BACKENDS}")
        self.backend = backend
        self.codes = {c.code for c in edition_cards(edition)}
        self._read = _zxing_reader() if backend == "zxing" else _pyzbar_reader()

    def read(self, gray: np.ndarray) -> list[Sighting]:
        """Card sightings from the QR codes in ``gray`` (``H×W uint8``)."""
        out = []
        for text, pts in self._read(gray):
            c = ad.parse_qr_payload(text)
            if c is None or c.code not in self.codes or len(pts) < 3:
                continue
            poly = tuple((float(x), float(y)) for x, y in pts)
            arr = np.asarray(poly)
            side = float(np.mean(np.hypot(*(arr - np.roll(arr, 1, axis=0)).T)))
            out.append(Sighting(candidates=(c.key,), rank=c.rank, other_world=c.other_world,
                                polygon=poly, confidence=0.95, source="qr", code=c.code,
                                px_per_mm=side / ad.QR_MM))
        return out


__all__ = ["QRReader", "QRBackendError", "BACKENDS"]
