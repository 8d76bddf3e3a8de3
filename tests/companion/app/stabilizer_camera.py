"""A stand-in for :class:`vision.pipeline.TableWatcher` in the live-loop tests: the
watcher's part the loop uses (``last_reading``, ``forget``, ``unseen_newest``, ``reset``)
over a real :class:`~vision.stabilize.Stabilizer`; each test module says how its pictures
are made (:meth:`StabilizerCamera.picture`)."""
from vision.records import FrameReading
from vision.stabilize import Stabilizer


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

    def forget(self, seat, candidates):
        return self.stabilizer.forget(seat, candidates)

    def unseen_newest(self, after_s):
        return self.stabilizer.unseen_newest(after_s)

    def reset(self):
        self.stabilizer.reset()
