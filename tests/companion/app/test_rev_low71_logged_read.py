"""rev-low71: ``EnteredDiffers._logged_read`` (low71, fresh QA70 L10) tells a resumed log's
card the camera read before the quit from one entered by key ("keyed" log mark).

rev-low71, LOW (mended here): it matched the keyed cards by card name, not by place:
Carol's resumed zone the Investigators (read by the camera before the quit), the Fed, the
Investigators (entered by key, Enter 1): both counted as keyed, so the camera's other
reading of the OLD one was said "where the Investigators was entered" and held as a live
entry, not "where the log has" it (resume_differs). Now each keyed card marks one place, as
``KnownCards.logged_unread`` picks it."""
from types import SimpleNamespace

import companion.app.entered_differs as entered_differs
from companion.app.entered_differs import EnteredDiffers


class _AllLogged:
    """Every place of every zone came from the resumed log (``KnownCards.from_log``)."""

    def from_log(self, view, seat, index):
        return True


def test_a_keyed_card_marks_one_place_not_every_copy_of_its_card(monkeypatch):
    monkeypatch.setattr(entered_differs, "keyed_in_zone",
                        lambda session, seat: (("investigators",),))
    table = SimpleNamespace(known=_AllLogged(), session=None)
    view = SimpleNamespace(seats=[SimpleNamespace(zone=("investigators", "the_fed",
                                                        "investigators"))])
    assert not EnteredDiffers._logged_read(table, view, 0, 2)  # the keyed copy: entered
    assert EnteredDiffers._logged_read(table, view, 0, 1)  # the Fed: the log's
    assert EnteredDiffers._logged_read(table, view, 0, 0)  # the old copy: the log's
