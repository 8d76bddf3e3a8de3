"""Fresh QA58 HIGH-1 (r2: 4 players, original edition, stickers only, dim, fr): Bob played
the Necronomicon (original: discarding it knocks him out), then laid his hand, the Mi-Go,
on it. The camera read the Mi-Go first ("was that Bob's hand?"), then the Necronomicon
under it, refused ("The Necronomicon by Bob? Waiting for Carol's play, …"); Carol's card
then closed the question with Bob out by Alice's Investigators, no draw: every later deck
count one too high. Now the zone's row (:mod:`companion.app.row_order`) tells the
Necronomicon lies before the Mi-Go, and the tracker tries it in the Mi-Go's place
(:mod:`companion.tracker.under_card`). In-process, as :mod:`tests.companion.app.
test_rev_order57` (a real stabilizer, readings by hand with each card's ``zone_mm``)."""
import pytest

from companion.app.keys import Command
from companion.tracker import Tracker, observations as o

from tests.companion.app import test_live_deal as live_deal
from tests.companion.app.test_live_deal import _frames, _table, _texts
from tests.companion.app.test_qa56_zone_order import _SEATS4
from tests.companion.app.test_rev_order57 import _at


@pytest.fixture(autouse=True)
def _four_seats(monkeypatch):
    monkeypatch.setattr(live_deal, "_SEATS", _SEATS4)


def _bob_s_mi_go_read_first(necronomicon_y=200.0, lang="fr", answer=1):
    """QA58 r2's round 1 as the camera read it: Alice's Investigators; Bob's Mi-Go (his
    hand, laid on his Necronomicon, 164 mm along his row) read first; Carol's Investigators,
    held by the question; then the Necronomicon, lying at ``necronomicon_y`` mm (200: 36 mm
    nearer the centre, before the Mi-Go), asked about (either order fits: qh1b), then
    ``answer`` pressed (plus and the number; ``None``: none). The table, the lines said
    since Bob's first card, and the session log's observations."""
    table, said, logged = _table(("Alice", "Bob", "Carol", "Dan"), lang, "original")
    cards = []
    for card in (_at(1, "investigators_original", 0, 0.0, 200.0),
                 _at(2, "mi_go", 1, 0.0, 164.0),
                 _at(3, "investigators_original", 0, 0.0, 200.0),
                 _at(2, "necronomicon_original", 0, 0.0, necronomicon_y)):
        if card.seat == 2 and card.candidates == ("mi_go",):
            n0 = len(said)
        cards.append(card)
        _frames(table, 6, *cards)
    if answer is not None and table.session.choice:
        table._key(Command("answer", answer))
        _frames(table, 1, *cards)
    return table, _texts(said)[n0:], logged


def test_qa58_r2_the_necronomicon_read_under_the_mi_go_is_counted_in_its_place():
    # main: "Le Necronomicon de Bob ? On attend le jeu de Carol, …", refused; Carol's next
    # card then put Bob out by the Investigators, with no draw
    table, texts, _ = _bob_s_mi_go_read_first()
    tracker = table.session.tracker
    assert tracker.view().seats[1].zone == ("necronomicon_original", "mi_go"), texts
    assert not any(t.startswith("Le Necronomicon de Bob ?") for t in texts), texts
    # asked, not stated (qh1b): Bob's Mi-Go a play making Carol discard, Carol's own
    # Investigators unread naming his hand, the Necronomicon, fits the cards too
    asked = texts.index(
        "Dans la zone de défausse de Bob, le Necronomicon est sous le Mi-Go. Cette carte "
        "a-t-elle été posée avant le Mi-Go ? 1 : oui ; 2 : non. Répondez avec plus et le "
        "numéro.")
    under = next(i for i, t in enumerate(texts) if t.startswith(
        "La caméra a lu en retard le Necronomicon, sous le Mi-Go dans la zone de Bob."))
    assert under > asked, texts
    after = texts[under:]
    assert "Bob : le Necronomicon." in after[1:3], texts
    assert after.index("Bob quitte la manche ; sa main : le Mi-Go.") > \
        after.index("Bob : le Necronomicon."), texts
    assert tracker.question is None and all(h.out[1] for h in tracker.hyps)
    # the deck as at the real table: as the cards in the order laid tell it (main: one
    # card more, Bob out with no draw)
    truth = Tracker()
    for obs in (o.start("original", ["Alice", "Bob", "Carol", "Dan"], lang="fr"),
                o.card_seen(0, "investigators_original"),
                o.card_seen(1, "necronomicon_original"), o.card_seen(1, "mi_go"),
                o.card_seen(2, "investigators_original")):
        truth.apply(obs)
    assert sorted(h.view().deck_count for h in tracker.hyps) == \
        sorted(h.view().deck_count for h in truth.hyps), texts


def test_qa58_r2_the_repair_is_logged_and_a_resume_gives_the_same_table():
    table, _, logged = _bob_s_mi_go_read_first()
    replayed = Tracker()
    for obs in logged:
        replayed.apply(obs)
    assert replayed.view() == table.session.tracker.view()
    assert [o.value for o in logged if o.kind == "card"][-1] == "under"  # "1": yes


def test_answered_no_the_card_is_refused_as_before():
    # "2": laid after the Mi-Go (pushed under it): the table refuses it as main did
    table, texts, logged = _bob_s_mi_go_read_first(answer=2)
    assert table.session.tracker.view().seats[1].zone == ("mi_go",), texts
    assert any(t.startswith("Le Necronomicon de Bob ?") for t in texts), texts
    assert not any(t.startswith("La caméra a lu en retard") for t in texts), texts
    assert not [o for o in logged if o.kind == "card" and o.value == "under"]


def test_the_question_stays_open_while_the_camera_reads_on():
    # QA58 r2: Dan's card came 1.2 s after the Necronomicon; the list is still answered
    table, _, _ = _bob_s_mi_go_read_first(answer=None)
    choice = table.session.choice
    assert choice
    _frames(table, 6, _at(1, "investigators_original", 0, 0.0, 200.0),
            _at(2, "mi_go", 1, 0.0, 164.0), _at(3, "investigators_original", 0, 0.0, 200.0),
            _at(2, "necronomicon_original", 0, 0.0, 200.0),
            _at(4, "henry_armitage", 0, 0.0, 200.0))
    assert table.session.choice is choice


def test_a_card_read_late_lying_after_the_newest_is_still_refused():
    # the row says the Necronomicon lies after the Mi-Go (laid on it): no earlier place
    table, texts, _ = _bob_s_mi_go_read_first(necronomicon_y=128.0)
    assert table.session.tracker.view().seats[1].zone == ("mi_go",), texts
    assert any(t.startswith("Le Necronomicon de Bob ?") for t in texts), texts


def test_a_card_read_late_at_the_newest_s_level_is_still_refused():
    # places level within ROW_MM: they do not tell, and the order first reported is no
    # ground for an earlier place
    table, texts, _ = _bob_s_mi_go_read_first(necronomicon_y=170.0)
    assert table.session.tracker.view().seats[1].zone == ("mi_go",), texts


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_under_card_line_is_in_every_language(lang):
    table, texts, _ = _bob_s_mi_go_read_first(lang=lang)
    assert table.session.tracker.view().seats[1].zone == ("necronomicon_original", "mi_go")
    first = {"en": "The camera read the Necronomicon late, under the Mi-Go in Bob's zone.",
             "es": "La cámara leyó tarde el Necronomicón, debajo del Mi-Go en la zona de "
                   "Bob."}[lang]
    assert any(t.startswith(first) for t in texts), texts
