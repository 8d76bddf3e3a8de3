"""A prefix key's wait cancelled by the table (session 34): a mixin of
:class:`~companion.app.live_keys.LiveKeys`, one rule for every prefix (slash, star, Enter,
plus). The table cancels the wait and says why (slash: "Correction cancelled: a new card was
read.", QA25 F6); the one digit typed right after it, meant for the cancelled wait, is then
swallowed, with no second line (the cancel line told why), within the prefix's usual wait
counted from the end of that line; any other key does its own job. Run B1 (``--lang es``):
the 3 typed after "Corrección cancelada…" acted as key 3 ("Sin ver: 12 cartas…"). Plus with
no question open (:mod:`companion.app.plus_key`) keeps its own wait: it is not cancelled.
"""
from __future__ import annotations

import time

from companion.app.keys import DIGITS
from companion.app.said_for import saying


class PrefixDrop:
    """Cancels the waiting prefix for the table and swallows the digit meant for it (uses
    the table's ``session`` and ``reader``; sets ``dropped_at`` and ``dropped_said``)."""

    def _drop_prefix(self, line: str) -> None:
        """Cancel the prefix key waiting for its digit (``reader.pending``), saying the
        catalog message ``line`` (why) at once; the next key, if a digit, is swallowed
        (:meth:`_dropped_digit`)."""
        self.reader.pending = None
        with self.session.said_for.collecting() as said:
            self.session.tell(line)
        self.dropped_said, self.dropped_at = said, time.monotonic()

    def _drop_heard(self, now: float) -> None:
        """Between pictures (``now``: :func:`time.monotonic` seconds): while the voice has
        still to say the cancel line, the digit's wait counts from now (from the line's
        end, as a prefix's wait counts from its cue's: QA32 F3)."""
        if self.dropped_at is not None and saying(self.dropped_said):
            self.dropped_at = now

    def _dropped_digit(self, key: str, limit_s: float) -> bool:
        """Whether ``key``, the first key after a prefix cancelled by the table, is a
        digit (:data:`~companion.app.keys.DIGITS`, AZERTY's top row too) typed within
        ``limit_s`` seconds of the cancel line's end (or while it is said): it was meant
        for the cancelled wait and does nothing. Any key ends the rule (a later digit acts
        as itself), as does a prefix pressed since."""
        at, self.dropped_at = self.dropped_at, None
        if at is None or self.reader.pending is not None or key not in DIGITS:
            return False
        return saying(self.dropped_said) or time.monotonic() - at <= limit_s


__all__ = ["PrefixDrop"]
