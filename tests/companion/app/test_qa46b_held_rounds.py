"""QA46b (B: 6 players, original, es, ``companion demo`` seed 12): round 7 stalled behind
Alice's Sanity check's second card, which the camera missed; Eve's and Fay's revealed
hands were kept behind it, the table was cleared, and rounds 8-10's cards were held ("32
cards are held"). Enter 1 closed the check, the video ended, Enter 1 gave Alice's
revealed hand and Eve won round 7; then round 8 was dealt from the held cards, but the
camera had never reported Fay's round-8 Investigators (nor Bob's Hound of Tindalos): each
was laid where her (his) round-7 card of that name had lain, gathered with the table, and
the camera still held that old card. Alice's Investigators, given second, was refused
("The Investigators by Alice? Waiting for Eve's play." in truth Fay's), and rounds 8-10
and the game's winner were lost. Once the cleared table is played on (a new card held),
a gathered card of the round read again is forgotten by the camera, so read as the new
card it is (:meth:`~companion.app.cleared_cards.ClearedTable._forget_cleared_round`).

The tracker's inputs are the tester's session log (``play-ans.jsonl``, lines 1-171: up to
Alice's first Sanity check card; ``tests/companion/qa46b_b_round7.jsonl``); the camera's
readings after it are given by hand to a real stabilizer."""
import queue
from pathlib import Path

import pytest

from companion.app.live import LiveOptions, LiveTable
from companion.app.live_deal import CLEARED_MID_FRAMES
from companion.app.session import TableSession
from companion.session_log_lines import read_log
from vision.records import FrameReading, SeatSighting
from vision.stabilize import Stabilizer

from .stabilizer_camera import PLACES, StabilizerCamera, sighting
from .test_held_after_end46 import _end_then_keys, _held_for_round_2
from .test_live_deal import GONE, _frames, _texts
from .test_stall import _lay

LOG = Path(__file__).parent.parent / "qa46b_b_round7.jsonl"
NAMES = ("Alice", "Bob", "Carol", "Dan", "Eve", "Fay")
#: round 7's cards as the camera read them, in each zone's order (seat 1-based, key,
#: place in the zone): the log's lines 151-171
ROUND_7 = (
    (1, "golden_mead", 0), (1, "great_race_of_yith", 1), (1, "silver_key", 2),
    (1, "shining_trapezohedron", 3), (1, "investigators_original", 4),
    (2, "hound_of_tindalos", 0), (2, "elder_sign", 1),
    (3, "necronomicon_original", 0), (3, "elder_sign", 1),
    (4, "deep_ones", 0), (4, "cthulhu_original", 1), (4, "mi_go", 2),
    (5, "randolph_carter", 0), (5, "cats_of_ulthar", 1), (5, "henry_armitage", 2),
    (6, "investigators_original", 0), (6, "liber_ivonis", 1), (6, "great_race_of_yith", 2),
    (6, "investigators_original", 3))
#: Eve's and Fay's revealed hands, laid before Alice's check's second card was entered
REVEALED = ((5, "nyarlathotep", 3), (6, "cats_of_ulthar", 4))
#: round 8's first plays in the demo's truth (demo-transcript.txt): Eve's, Fay's and
#: Alice's Investigators, each the first card of its zone; Fay's where her round-7
#: Investigators lay
ROUND_8 = ((5, "investigators_original", 0), (6, "investigators_original", 0),
           (1, "investigators_original", 0))
#: round 8's start and first plays as said, per language (the truth's, each card checked:
#: laid before the key that gave it)
SAID = {
    "en": ("Round 8. Eve starts.", "Eve: the Investigators.", "Fay: the Investigators.",
           "Alice: the Investigators."),
    "es": ("Ronda 8. Empieza Eve.", "Eve: los Investigadores.", "Fay: los Investigadores.",
           "Alice: los Investigadores."),
}


class _Camera(StabilizerCamera):
    """The watcher's part the live loop uses, over a real stabilizer, the six seat
    markers in view; pictures 1/30 s apart."""

    SEATS = tuple(SeatSighting(s, ((x, y - 90), (x + 20, y - 90), (x + 20, y - 70),
                                   (x, y - 70)))
                  for s, (x, y) in PLACES.items() if s is not None)

    def __init__(self):
        super().__init__(Stabilizer(min_dwell_s=0))

    def show(self, *cards):
        self.n += 1
        return self.picture(FrameReading(self.n, self.n / 30, seats=self.SEATS,
                                         size=(1280, 720),
                                         sightings=tuple(sighting(*c) for c in cards)))


def table_from_log(log, names, lang):
    """A live table (original edition, ``names``, ``lang``, :class:`_Camera`) whose
    tracker took a tester's session log ``log`` (a path), in ``lang``: ``(table, said)``."""
    said = []
    table = LiveTable(LiveOptions("original", lang, names, 0, "unused"),
                      TableSession(say=said.append, record=lambda obs: None, lang=lang),
                      _Camera(), None, queue.Queue(), lambda c: False, lambda line: None)
    observations, errors = read_log(log)
    assert not errors and observations[0].kind == "start"
    observations[0].value["lang"] = lang  # the tester's game, in the language tested
    for obs in observations:
        table.session.observe(obs)
    return table, said


def _round_7_cleared(lang):
    """Round 7 at Alice's Sanity check, its second card missed, Eve's and Fay's hands
    kept behind it, the table cleared, then round 8's first plays laid: ``(table, said)``."""
    table, said = table_from_log(LOG, NAMES, lang)
    tracker = table.session.tracker
    assert tracker.view().round == 7 and tracker.waiting()[0] == "check"
    _frames(table, 6, *ROUND_7)  # the camera's reports of the cards the log holds
    assert [s.zone for s in tracker.view().seats][0][-1] == "investigators_original"
    _lay(table, *ROUND_7, *REVEALED)  # both refused: the stall asks for Alice's card
    _frames(table, CLEARED_MID_FRAMES + GONE)
    assert table.cleared_mid == 7
    _lay(table, *ROUND_8)
    return table, said


@pytest.mark.parametrize("lang", ["en", "es"])
def test_round_8_s_card_laid_where_round_7_s_lay_is_held_and_given(lang, monkeypatch):
    table, said = _round_7_cleared(lang)
    n = len(said)
    # Enter 1: the check's second card; the pictures end; Enter 1: Alice's revealed hand
    _end_then_keys(table, monkeypatch, ["\n", "1", "\n", "1"])
    texts = _texts(said)[n:]
    start = texts.index(SAID[lang][0])
    # main: "The Investigators by Alice? Waiting for Fay's play." (Fay's never reported)
    assert [next((s for s in SAID[lang] if t.startswith(s)), None)
            for t in texts[start:] if t.startswith(SAID[lang])] == list(SAID[lang]), texts
    assert not any("?" in t for t in texts[start:]), texts  # no card refused
    view = table.session.tracker.view()
    assert view.round == 8 and [view.seats[s].zone for s in (4, 5, 0)] == [
        ("investigators_original",)] * 3, texts


def test_a_held_pile_gathered_before_the_other_zones_is_still_given(monkeypatch):
    """QA46b: round 8's cards, held, were gathered for the next deal; Eve's Investigators
    went while her Cats of Ulthar, laid after it, still counted as there (under round 9's
    next card) and the others were going: taken as "taken back into her hand", it was
    forgotten, and round 8 was dealt from Fay's card ("The Investigators by Fay? Waiting
    for Eve's play."). A card with a later card of its zone held is no card taken back:
    here Carol's two round-2 cards go while Alice's stays, then Alice's goes."""
    table, said = _held_for_round_2()
    laid = ((3, "the_fed", 1), (1, "the_urchin", 1), (3, "the_boxer", 2))
    _lay(table, *laid)
    _frames(table, 2 * GONE, (1, "the_urchin", 1))  # Carol's pile gathered first
    _frames(table, 2 * GONE)
    _end_then_keys(table, monkeypatch, ["\n", "5"])
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[2].zone[:1] == ("the_fed",), _texts(said)[-8:]
