"""Review of qh1b (the under-card question, :mod:`companion.app.under_asked`; fresh QA58
HIGH-1): the list "Dans la zone de défausse de Bob, le Necronomicon est sous le Mi-Go. Cette
carte a-t-elle été posée avant le Mi-Go ?" left unanswered, and answered late. QA58 r2's
round 1 as the camera read it, in-process (as :mod:`tests.companion.app.test_qa58_under_card`),
on a still clock moved by hand (the list's 6 s, :data:`~companion.app.live_keys.
PREFIX_TIMEOUT_S`)."""
import pytest

from companion.app.keys import Command

from tests.companion.app import test_live_deal as live_deal
from tests.companion.app.test_live_deal import _frames, _table, _texts
from tests.companion.app.test_qa56_zone_order import _SEATS4
from tests.companion.app.test_rev_order57 import _at


@pytest.fixture(autouse=True)
def _four_seats(monkeypatch):
    monkeypatch.setattr(live_deal, "_SEATS", _SEATS4)


def _asked():
    """Alice's Investigators; Bob's Mi-Go read first ("was that Bob's hand?"); Carol's
    Investigators held; Bob's Necronomicon under the Mi-Go, asked about. Pictures 0.1 s
    apart on the test's clock. The table, its clock (``[s]``), the cards shown, what was
    said and logged."""
    table, said, logged = _table(("Alice", "Bob", "Carol", "Dan"), "fr", "original")
    clock = [0.0]
    table.timer = lambda: clock[0]
    cards = []
    for card in (_at(1, "investigators_original", 0, 0.0, 200.0),
                 _at(2, "mi_go", 1, 0.0, 164.0),
                 _at(3, "investigators_original", 0, 0.0, 200.0),
                 _at(2, "necronomicon_original", 0, 0.0, 200.0)):
        cards.append(card)
        _run(table, clock, cards, 0.6)
    assert table.session.choice, _texts(said)
    return table, clock, cards, said, logged


def _run(table, clock, cards, seconds):
    for _ in range(round(seconds * 10)):
        clock[0] += 0.1
        _frames(table, 1, *cards)
        table._keys()


def test_the_list_left_unanswered_gives_the_card_as_read():
    # qh1b: "Choix annulé." and the Necronomicon was gone: never said again, not in the
    # session log (main said "Le Necronomicon de Bob ? On attend …" and logged it), so
    # neither the players nor a resume could know the camera read it
    table, clock, cards, said, logged = _asked()
    n0 = len(said)
    _run(table, clock, cards, 8.0)
    texts = _texts(said)[n0:]
    assert not table.session.choice
    assert "Choix annulé." in texts, texts
    assert any(t.startswith("Le Necronomicon de Bob ?") for t in texts), texts
    assert [(o.seat, o.cards, o.value) for o in logged if o.kind == "card"][-1] == \
        (1, ("necronomicon_original",), None)


def test_an_answer_after_the_next_play_is_taken():
    # Dan's card read while the list waits, then "+1": the repair replays it
    table, clock, cards, said, logged = _asked()
    cards.append(_at(4, "henry_armitage", 0, 0.0, 200.0))
    _run(table, clock, cards, 1.0)
    table._key(Command("answer", 1))
    _run(table, clock, cards, 1.0)
    view = table.session.tracker.view()
    assert view.seats[1].zone == ("necronomicon_original", "mi_go")
    assert view.seats[3].zone == ("henry_armitage",)
    assert [o.value for o in logged if o.kind == "card"].count("under") == 1


@pytest.mark.parametrize("key", ["deck", "whose_turn"])
def test_the_list_closed_by_another_key_gives_the_card_as_read(key):
    # a player asks the deck count while the list waits: the list closes ("Choix
    # annulé."), and the card the camera read is given as read, not dropped unsaid
    table, clock, cards, said, logged = _asked()
    n0 = len(said)
    table._key(Command(key))
    _run(table, clock, cards, 0.5)
    texts = _texts(said)[n0:]
    assert not table.session.choice
    assert any(t.startswith("Le Necronomicon de Bob ?") for t in texts), texts
    assert [(o.seat, o.cards, o.value) for o in logged if o.kind == "card"][-1] == \
        (1, ("necronomicon_original",), None)


def test_answer_two_logs_the_card_refused():
    # answer 2 ("laid after the Mi-Go") while the tracker's own question ("was the Mi-Go
    # Bob's hand?") stands: said refused, and, as main, one input in the tracker's history
    # and one session-log line (the review of qh1b: refused by the question's answer path,
    # neither; session 59, qh1c: QuestionKeys._key_answer reads the prompt answered once,
    # before it clears the list); one undo takes it back
    table, clock, cards, said, logged = _asked()
    tracker = table.session.tracker
    assert tracker.question is not None
    n0, h0 = len(said), len(tracker.history)
    table._key(Command("answer", 2))
    _run(table, clock, cards, 0.5)
    texts = _texts(said)[n0:]
    assert any(t.startswith("Le Necronomicon de Bob ?") for t in texts), texts
    assert [(o.seat, o.cards, o.value) for o in logged if o.kind == "card"][-1] == \
        (1, ("necronomicon_original",), None)
    assert len(tracker.history) == h0 + 1
    assert tracker.history[-1][0].cards == ("necronomicon_original",)
    assert tracker.question is not None  # "was the Mi-Go Bob's hand?" still open
    table._undo(Command("undo"))
    assert len(tracker.history) == h0
