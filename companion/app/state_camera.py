"""The live table's camera side (live71: a part of ``LiveTable.__init__``, one job): the
picture source and the vision watcher reading it, the clock, what the camera itself
said (:class:`~companion.app.camera_watch.CameraWatch`), another edition's labels
(:class:`~companion.app.edition_labels.EditionLabels`) and the pictures counted.
DESIGN.md's first arrow: camera frames ─▶ vision. No I/O."""
from __future__ import annotations

import time
from typing import Callable

from companion.app.camera_watch import CameraWatch
from companion.app.edition_labels import EditionLabels


def camera_state(table, options, session, watcher, source,
                 clock: "Callable[[], float] | None", *, resumed: bool, logged: bool) -> None:
    """Set ``table``'s (a :class:`~companion.app.live.LiveTable`) camera side:
    ``watcher`` (a :class:`vision.pipeline.TableWatcher`, or a test's fake; its
    ``reader``, when it has one, tells whether card labels are read), ``source`` (a
    :class:`vision.sources.FrameSource`), ``clock`` (monotonic seconds; ``None``:
    :func:`time.monotonic`, looked up at each call) and ``started`` (``clock()`` now);
    ``options``: the :class:`~companion.app.live.LiveOptions` (its ``source`` tells a
    camera from files); ``session``: the :class:`~companion.app.session.TableSession` the
    camera's problems are said through (its ``not_started_why`` is set: key 5 before the
    game); ``resumed``, ``logged``: as :class:`~companion.app.edition_labels.
    EditionLabels` takes them. Raises nothing."""
    table.watcher = watcher
    table.source = source
    table.clock = clock or (lambda: time.monotonic())  # looked up at each call
    table.camera = CameraWatch(session, options.source, table.clock)  # pictures' problems
    session.not_started_why = table.camera.not_started_why  # key 5 before the game
    # another edition's code labels (QA23 #18)
    table.labels = EditionLabels(session, resumed=resumed, logged=logged)
    reader = getattr(watcher, "reader", None)  # a CardReader (tests give fakes)
    table.camera.labels_read = getattr(reader, "card_markers", True)
    table.card_reader = reader  # its card labels left out (--stickers-only: QA34 L5)
    #: the reader of card markers: which other edition's labels it left out
    table.marker_reader = getattr(reader, "marker_reader", None)
    table.frames = 0
    table.pictures_over = False  # the source said its pictures ended (:meth:`LiveTable._step`)
    table.started = table.clock()
