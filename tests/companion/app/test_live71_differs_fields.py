"""live71: the camera-differs hold (:class:`~companion.app.differs_hold.DiffersHeld`) a
resume rebuilds from the session log (:mod:`companion.app.waits_logged`) has every field
the live hold had: each field is either in the log's line
(:func:`~companion.app.waits_logged.differs_record`) and restored equal, or given anew by
the resumed table (:data:`~companion.app.waits_logged.LIVE_FIELDS`). A field added to
``DiffersHeld`` fails here until it is one or the other (session 70 found
``DiffersHeld.entry`` missing from the restore, which mirrored the fields by hand).

Both restores: the hold standing at the quit (:meth:`~companion.app.waits_logged.
WaitsLogged._differs_restored`, built by :meth:`DiffersHeld.begun` as live) and the hold
ended by an answer still the table's input (:meth:`~companion.app.waits_logged.
WaitsLogged._differs_ended_restored`), on test_log70's handC tables."""
from dataclasses import fields

import pytest

from companion.app.differs_hold import DiffersHeld
from companion.app.waits_logged import LIVE_FIELDS
from companion.session_log import resume_report
from tests.companion.app.test_log70_differs_logged import _logged_wrong_yes, _resumed
from tests.companion.app.test_qa68_hold_ways import _logged_hold

#: a field whose log value has another name
LOGGED_AS = {"events": "cards"}


def _as_logged(name: str, value):
    """A restored field's value as the log's line writes it (the cards: seat and
    candidates; their times are the resumed table's own)."""
    if name == "events":
        return [[e.seat, list(e.candidates)] for e in value]
    return list(value) if isinstance(value, tuple) else value


@pytest.mark.parametrize("make", [_logged_hold, _logged_wrong_yes],
                         ids=["standing_at_the_quit", "ended_by_an_answer"])
def test_live71_every_differs_held_field_is_restored_or_given_anew(make, tmp_path):
    path, cards = make(tmp_path)
    logged = resume_report(path).differs
    table, _ = _resumed(path, cards)
    held = table.differs_ended.held if logged["ended"] else table.differs_held
    assert held is not None, logged
    names = {f.name for f in fields(DiffersHeld)}
    in_log = {n for n in names if LOGGED_AS.get(n, n) in logged}
    # a new field: write it (differs_record) and read it back (DiffersHeld.begun,
    # waits_logged._ended_hold), or name it in waits_logged.LIVE_FIELDS
    assert names - in_log == LIVE_FIELDS, (names - in_log, logged)
    for name in sorted(in_log):
        want = logged[LOGGED_AS.get(name, name)]
        if name == "events":
            want = [card[:2] for card in want]
        assert _as_logged(name, getattr(held, name)) == want, name
    # given anew: the entry of the hint's history length, a taken-since, the picture
    history = table.session.tracker.history
    assert held.entry is history[held.size - 1]
    assert callable(held.taken) and held.reading is not None
