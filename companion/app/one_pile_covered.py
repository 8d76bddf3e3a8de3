"""Whether the zones judged covered in a picture of a table reading no zone card are a
hand on one pile, the rest of the table gathered (:meth:`NextDeal._stray_covered
<companion.app.live_deal.NextDeal._stray_covered>`, the mid-round clear).

A hand hides one pile; it does not make the other zones' cards go. So one zone judged
covered (:attr:`vision.place_cover.PlaceState.hides` on most of its places) beside two
zones or more whose places all read bare table is a gathered table, the covered zone's
place a stray look (a dim picture's unread card place, a ring patch on the cloth), not a
hand keeping the round's cards. Fresh QA55 HIGH-3 (runB: 4 players, original, French,
stickers only, dim, seed 147; replayed frames 608-637): round 2 waited for "was the
Hound of Tindalos Alice's hand?" while the table was gathered; Carol's only play's place
was judged covered in all 30 pictures of bare table, Alice's, Bob's and Dan's places all
bare, so no picture counted as a cleared table. Nothing was said, round 3's cards were
not held, and Carol's round-3 Mi-Go was said as her round-2 play ("Carol : le Mi-Go.",
"Carol défausse les Investigateurs.", "Carol sombre dans la folie."). A zone alone, or
one covered beside one bare, stays no clear (QA23 #4: a hand on a pile; review of
leftover48 and runc53: a hand on Alice's only play, the refused cards beside it taken
back)."""
from __future__ import annotations

#: Zones whose places all read bare that a single covered zone needs beside it to count
#: as a stray look, not a hand on the round's cards: two (one bare zone beside one covered
#: is QA23 #4's hand on a pile of a two-player table).
BARE_ZONES_BESIDE = 2


def one_pile_covered_at_most(covered: dict[int, bool]) -> bool:
    """Whether ``covered`` (seat -> whether its zone counts as covered, as
    :func:`companion.app.live_deal._zones_covered` gives it) has no zone covered, or one
    covered zone beside :data:`BARE_ZONES_BESIDE` bare zones or more. An empty ``covered``
    (no place) has none covered: ``True``."""
    count = sum(covered.values())
    return count == 0 or count == 1 and len(covered) - count >= BARE_ZONES_BESIDE
