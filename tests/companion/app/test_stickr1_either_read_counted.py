"""Fresh QA51 C2b (session 50's C2 video, 4 players, es, stickers only), round 1: Carol's
first play, read as the Cultists or the Investigators, answered the Investigators, stayed
counted as the camera's report of the Cultists (the card the view held while the question
was open), so her Investigators counted as entered by key: the camera's "I cannot read a
card in Carol's zone" for her next play (the video's replay: 24.0 s) was dropped as that
card, her turn passed unseen ("Carol probablemente queda fuera"), the round wrong. The
report counts for the card answered (:meth:`~companion.app.known_cards.KnownCards.
_settle_either`). The camera's readings given by hand to a real stabilizer."""
from dataclasses import replace
from types import SimpleNamespace

import pytest

from .stabilizer_camera import sighting
from .test_live_deal import _frames, _table, _texts

#: Carol's play, the camera unable to tell the two rank-1 cards apart
EITHER = replace(sighting(3, "cultists"), candidates=("cultists", "investigators"))


def _answered(answer, lang="en"):
    """Alice's Nightgaunt, Bob's Shoggoth, then Carol's play read as either card, the
    question answered with ``answer`` (``"1"`` the Cultists, ``"2"`` the Investigators)."""
    table, said, _ = _table(names=("Alice", "Bob", "Carol", "Dan"), lang=lang)
    shown = ((1, "nightgaunt", 0), (2, "shoggoth", 0), EITHER)
    for i in range(len(shown)):
        _frames(table, 6, *shown[:i + 1])
    for key in ("+", answer):
        table._one_key(key)
    return table, said


@pytest.mark.parametrize("answer, key", [("2", "investigators"), ("1", "cultists")])
def test_the_answered_card_counts_as_the_cameras_report(answer, key):
    table, _ = _answered(answer)
    view = table.session.tracker.view()
    assert view.seats[2].zone == (key,)
    assert table.known.entered(view, 2) == ()  # read by the camera, not entered by key
    # a second copy the camera reads there later is a new card, not that one again
    assert not table.known.known(view, 2, (key,))


@pytest.mark.parametrize("lang, line", [
    ("en", "I cannot read a card in Carol's zone: press Enter, then its rank."),
    ("es", "No puedo leer una carta de la zona de Carol: pulsa Intro y luego su rango.")])
def test_her_next_card_told_unread_is_said(lang, line):
    table, said = _answered("2", lang)
    table.watcher.unread = SimpleNamespace(told_read=set())
    table.watcher.unread_new = [3]
    n = len(said)
    table._unread_cards()
    assert _texts(said)[n:] == [line]
