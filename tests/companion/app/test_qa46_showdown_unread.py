"""QA46 HIGH-1 (A: 4 players, arkham, typical, ``companion demo`` seed 11): round 3 ends in
a showdown; "Bob reveals Cthulhu.", Carol's revealed Boxer never read. The round's cards
were gathered for 3 s, ~7 pictures at 0.4 s a picture (a slow reader): short of the 30 a
table cleared mid-round needs, so nothing was said, nothing asked for Carol's card, and
round 4's plays were refused as round 3's ("Check Carol's zone: the Nightgaunt again?"),
named leftovers once Enter 3 ended round 3, then taken as wrong facts ("Carol is out, with
The Fed."). At a showdown every card is laid: a gathered table
(:meth:`~companion.app.live_deal.NextDeal._bare_for_deal`) is said at once, naming the hand
still awaited, and the next round's cards wait for its rank.

The tracker's inputs are the tester's session log (``play-answered.jsonl``, lines 1-62: up
to Bob's revealed Cthulhu; ``tests/companion/qa46_a_showdown.jsonl``); the camera's
readings after it are given by hand to a real stabilizer, 0.4 s apart."""
from pathlib import Path

import pytest

from companion.session_log_lines import read_log
from companion.tracker import observations as o
from vision.records import FrameReading, Sighting

from .test_live_deal import _SEATS, _Camera, _table, _texts
from .stabilizer_camera import PLACES, sighting

LOG = Path(__file__).parent.parent / "qa46_a_showdown.jsonl"
NAMES = ("Alice", "Bob", "Carol", "Dan")
#: seconds between two pictures: the tester's run ("about 0.4 seconds a picture")
STEP_S = 0.4
#: round 4's first plays in the demo's truth (demo-transcript.txt): Bob's Investigators,
#: Carol's Musician and the Nightgaunt it discards, Dan's Tommy Gun (seat 1-based, key,
#: place in the zone)
ROUND_4 = ((2, "investigators", 0), (3, "the_musician", 0), (3, "nightgaunt", 1),
           (4, "tommy_gun", 0))


class _SlowCamera(_Camera):
    """:class:`_Camera` with a 4th seat's marker and pictures :data:`STEP_S` apart."""

    def show(self, *cards):
        self.n += 1
        x, y = PLACES[4]
        seats = _SEATS + (type(_SEATS[0])(4, ((x, y - 90), (x + 20, y - 90),
                                              (x + 20, y - 70), (x, y - 70))),)
        return self.picture(FrameReading(
            self.n, self.n * STEP_S, seats=seats, size=(1280, 720),
            sightings=tuple(c if isinstance(c, Sighting) else sighting(*c) for c in cards)))


def _frames(table, count, *cards):
    for _ in range(count):
        table._cards_appeared(table.watcher.show(*cards))
        table._left_cards()
        table._between_rounds()


def _showdown(lang="en", last=None):
    """The table at round 3's showdown, Bob's Cthulhu revealed, Carol's hand awaited; the
    camera had read every card of the round (each zone's cards claimed). ``last`` -1: the
    log without Bob's reveal (both hands awaited)."""
    table, said, _ = _table(names=NAMES, lang=lang)
    table.watcher = _SlowCamera()
    observations, errors = read_log(LOG)
    assert not errors and observations[0].kind == "start"
    for obs in observations[1:last]:
        table.session.observe(obs)
    tracker = table.session.tracker
    view = tracker.view()
    for seat, zone in enumerate(s.zone for s in view.seats):
        for key in zone:
            table.known.claim(view, seat, key)
    assert view.round == 3 and tracker.waiting()[0] == "showdown"
    assert tracker.awaited_seats() == ((2,) if last is None else (1, 2))
    return table, said


#: the cleared line at the showdown, in each language
CLEARED = {
    "en": "The table was cleared, but round 3 is not over: still waiting for Carol's "
          "revealed hand.",
    "fr": "La table a été débarrassée, mais la manche 3 n'est pas finie : on attend encore "
          "la main révélée de Carol.",
    "es": "Se ha recogido la mesa, pero la ronda 3 no ha terminado: la mesa aún espera la "
          "mano mostrada de Carol.",
}


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_table_gathered_at_a_showdown_asks_for_the_hand_never_read(lang):
    table, said = _showdown(lang)
    n = len(said)
    _frames(table, 8)  # 3.2 s of gathered table, 8 pictures (main: nothing said)
    assert any(text.startswith(CLEARED[lang]) for text in _texts(said)[n:]), \
        _texts(said)[n:]
    assert table.cleared_mid == 3


def _carol_s_boxer(table, said, *cards):
    """Enter 3, Carol's revealed hand (the Boxer), then ``cards`` seen 6 pictures: Bob
    wins round 3. Returns what was said since."""
    n = len(said)
    for key in "\n3":  # Carol's revealed hand: rank 3, the Boxer
        table._one_key(key)
    _frames(table, 6, *cards)
    texts = _texts(said)[n:]
    assert "Carol reveals The Boxer." in texts and "Bob wins the round and has 1 Sane." in texts
    return texts


def test_round_4_s_plays_wait_for_carol_s_hand_then_are_round_4_s():
    # the tester's run: "Check Carol's zone: the Nightgaunt again?" for round 4's cards,
    # then "Still on the table from the last round" for them once Enter 3 ended round 3
    table, said = _showdown()
    _frames(table, 8)
    n = len(said)
    for i in range(len(ROUND_4)):
        _frames(table, 6, *ROUND_4[:i + 1])
    texts = _texts(said)[n:]
    assert not any("again?" in text for text in texts), texts
    zones = [seat.zone for seat in table.session.tracker.view().seats]
    assert "nightgaunt" not in zones[2] and "tommy_gun" not in zones[3]
    texts = _carol_s_boxer(table, said, *ROUND_4)
    assert not any(text.startswith("Still on the table from the last round") for text in texts)
    view = table.session.tracker.view()
    assert view.round == 4
    assert [seat.zone for seat in view.seats][1:] == [
        ("investigators",), ("the_musician", "nightgaunt"), ("tommy_gun",)], texts


def test_the_showdown_s_missing_hand_is_named_in_the_stall_line_too():
    table, said = _showdown()
    assert table._expected() == "Carol's revealed hand"
    table.session.observe(o.card_seen(2, "the_boxer"))
    assert table.session.tracker.view().round_winners == (1,)


def test_next_round_s_cards_laid_on_an_ungathered_showdown_ask_for_the_hand():
    # the round's cards left where they lie, round 4's laid beside them: each was refused
    # ("Check Carol's zone: the Nightgaunt again?"), nothing asked for Carol's hand
    table, said = _showdown()
    n = len(said)
    cards = [(s, k, p + 6) for s, k, p in ROUND_4]
    for i in range(len(cards)):
        _frames(table, 6, *cards[:i + 1])
    assert _texts(said)[n:] == [
        "Check Bob's zone: the Investigators again?", "Check Carol's zone: The Musician again?",
        "Still waiting for Carol's revealed hand: a card I could not read? Press Enter, then "
        "its rank. The 2 cards laid since wait for it."]  # then held in silence
    n = len(said)
    for key in "\n3":
        table._one_key(key)
    _frames(table, 6, *cards)
    texts = _texts(said)[n:]
    assert texts[1:3] == ["Carol reveals The Boxer.", "Bob wins the round and has 1 Sane."]
    assert "Round 4. Bob starts." in texts and "Bob: the Investigators." in texts
    view = table.session.tracker.view()
    assert view.round == 4 and [seat.zone for seat in view.seats][1:] == [
        ("investigators",), ("the_musician", "nightgaunt"), ("tommy_gun",)], texts
