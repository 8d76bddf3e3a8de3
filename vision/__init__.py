"""Camera reading: card markers and tactile stickers, seats and zones, stabilization.

The data flow, in the order a picture goes through it (the main modules):

* frames in: :mod:`vision.sources` opens what the user names (:func:`~vision.sources.open_source`);
  :mod:`vision.frame_source` (the ``Frame`` and the base class every source shares),
  :mod:`vision.file_sources` (video file, image folder), :mod:`vision.live_source` (webcam,
  stream URL, read on a thread by :mod:`vision.grabber`).
* one frame read: :mod:`vision.pipeline` (``CardReader``: seats, zones, card sightings).
* sightings over time: :mod:`vision.stabilize` (``Stabilizer``: the cards that are really
  there, each said once) and :mod:`vision.pipeline` (``TableWatcher``).
* the records passed between them: :mod:`vision.records`.
"""
import os

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # before NumPy loads: companion/__init__.py
