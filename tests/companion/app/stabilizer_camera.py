"""A stand-in for :class:`vision.pipeline.TableWatcher` in the live-loop tests: the
watcher's part the loop uses (``last_reading``, ``forget``, ``unseen_newest``, ``reset``)
over a real :class:`~vision.stabilize.Stabilizer`; each test module says how its pictures
are made (:meth:`StabilizerCamera.picture`); :func:`sighting` makes a card's reading."""
from vision.records import FrameReading, Sighting
from vision.stabilize import Stabilizer

#: a zone's card, px: its first place; ``None``: the middle of the table
PLACES = {1: (100.0, 500.0), 2: (600.0, 100.0), 3: (1100.0, 500.0), None: (600.0, 400.0),
          4: (1100.0, 900.0), 5: (600.0, 1000.0), 6: (100.0, 900.0)}


def sighting(seat, key, place=0):
    """``key`` read in ``seat``'s zone (1-based), at that zone's place (``None``: in the
    middle, :data:`PLACES`); ``place`` 1: a card laid beside the zone's first place."""
    x, y = PLACES[seat]
    x += 200.0 * place
    return Sighting(candidates=(key,), rank=None, other_world=None,
                    polygon=((x, y), (x + 40, y), (x + 40, y + 60), (x, y + 60)),
                    confidence=0.9, source="aruco", seat=seat, middle=seat is None)


class StabilizerCamera:
    """Readings given by hand to a real stabilizer; ``n`` counts the pictures."""

    def __init__(self, stabilizer: Stabilizer):
        self.stabilizer = stabilizer
        self.last_reading: FrameReading | None = None
        self.n = 0

    def picture(self, reading: FrameReading):
        """One picture's reading: kept as ``last_reading``; the cards it made stable."""
        self.last_reading = reading
        return self.stabilizer.update(reading)

    def forget(self, seat, candidates, card_id=None):
        return self.stabilizer.forget(seat, candidates, card_id)

    def unseen_newest(self, after_s):
        return self.stabilizer.unseen_newest(after_s)

    def reset(self):
        self.stabilizer.reset()
