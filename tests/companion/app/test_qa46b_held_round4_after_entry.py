"""QA46b HIGH (A: 4 players, arkham, typical, demo seed 11, ``companion play --source`` the
demo video; ``/tmp/s46/qa46b/A/play-an2.jsonl`` seq 64-65, ``said-an2.log`` lines 133-149):
round 3's showdown, Carol's revealed Boxer never read; the short clear asks for her hand;
round 4's first plays (Bob's Investigators, Carol's Musician) are laid, and Enter 3 is given
within 2 s of the prompt. Round 3 settles right, but the new cards are not round 4's plays:
the tester heard "Still on the table from the last round: the Investigators in Bob's zone
and The Musician in Carol's zone. Take them away", then false facts ("The Nightgaunt by
Carol? Waiting for Bob's play.", "... in Carol's discard zone: was that Carol's hand, so
Carol is out?"), and rounds 4 and 5 and the game's winner were lost.

Two causes, both of the cleared table's mechanism, not of the showdown:

- the camera still held round 3's gathered cards (the table cleared in the round's middle
  is not reset: it may be a false alarm), so a round-4 card laid at the place of a round-3
  card of its name was taken for that card seen again (or moved: ``_moved_here``), never
  reported, and at the deal said left from the last round. Once the round is over, the
  cards held at the clear are forgotten (:meth:`ClearedTable._forget_cleared
  <companion.app.cleared_cards.ClearedTable._forget_cleared>`), and one laid since near a gathered
  card's place is no card moved (:meth:`ClearedTable._gathered_card
  <companion.app.cleared_cards.ClearedTable._gathered_card>`);
- cards made stable in one picture between rounds (or held in one picture) were taken from
  the ended round's last player on, not from the next round's starter: Carol's Musician
  dealt round 4 and was refused ("Waiting for Bob's play.").

The camera's readings are given by hand to a real stabilizer, 0.4 s apart (as in
test_qa46_showdown_unread), with what the places of the cards not read show (bare table, as
:class:`vision.place_cover.PlaceCover` judges a gathered table); the tracker's inputs up to
Bob's revealed Cthulhu are the tester's log. The rest of the game's inputs are the demo's
truth (``qa46b_a_rounds45_truth.jsonl``: its cards, and the answers to the questions the
companion asks), its lines the demo's transcript (``qa46b_a_rounds45_transcript.txt``)."""
import dataclasses
import json
from pathlib import Path

import pytest

from companion.session_log_lines import read_log
from companion.tracker import observations as o
from vision.place_cover import PlaceState
from vision.records import Sighting

from .stabilizer_camera import PLACES
from .test_live_deal import _texts
from .test_qa46_showdown_unread import ROUND_4, _frames, _showdown, _SlowCamera

HERE = Path(__file__).parent.parent
TRUTH = HERE / "qa46b_a_rounds45_truth.jsonl"
TRANSCRIPT = HERE / "qa46b_a_rounds45_transcript.txt"
#: the inputs a camera and the table's keys do not give: whom a card targets, the guess
NOT_GIVEN = ("target", "guess")
#: the answers to questions, given only when the companion asks (else the cards told it)
ANSWERS = ("in", "out", "effect")
#: the companion's own lines, not the demo's: a question settled, the deal's steps
OWN = ("No answer needed", "The cards tell it", "Gather all the cards",
       "Set the Stowaway Eggs aside", "Shuffle the other cards")


class _PlacesCamera(_SlowCamera):
    """:class:`_SlowCamera` whose readings say, for each stable card not read, that its
    place shows bare table (``FrameReading.places``: the cards gathered)."""

    def picture(self, reading):
        events = self.stabilizer.update(reading)
        self.last_reading = dataclasses.replace(reading, places=tuple(
            PlaceState(p.card_id, p.seat, tuple(p.candidates), p.center, "bare", p.seen_t,
                       reading.t - p.seen_t)
            for p in self.stabilizer.stable_places() if not p.seen))
        return events


def _near(seat, key, place=0, dy=100.0):
    """``key`` read in ``seat``'s zone, ``dy`` px below that zone's ``place`` (a card laid
    a little apart from where the old one lay)."""
    x, y = PLACES[seat]
    x, y = x + 200.0 * place, y + dy
    return Sighting(candidates=(key,), rank=None, other_world=None,
                    polygon=((x, y), (x + 40, y), (x + 40, y + 60), (x, y + 60)),
                    confidence=0.9, source="aruco", seat=seat, middle=False)


def _gathered_showdown(dy):
    """Round 3's showdown, the camera holding round 3's Investigators in Bob's zone and
    Musician in Carol's zone (read before the gather: the log's seq 61 and 59), then the
    table gathered (the cleared line said). ``dy``: how far from those round 4's first
    plays lie (0: at their places, taken for them by the stabilizer; 150 px: a new card
    the stabilizer says moved, ``Stabilizer.moved_away``)."""
    table, said = _showdown()
    table.watcher = _PlacesCamera()
    for _ in range(6):  # reported before the gather: the log has them (not given again)
        table.watcher.show((2, "investigators", 0), (3, "the_musician", 0))
    _frames(table, 8)
    assert table.cleared_mid == 3
    return table, said, [_near(s, k, p, dy) for s, k, p in ROUND_4]


def _lay(table, cards):
    """Round 4's first plays laid one by one, 6 pictures each (2.4 s)."""
    for i in range(len(cards)):
        _frames(table, 6, *cards[:i + 1])


def test_round_4_s_cards_laid_while_the_showdown_waits_are_round_4_s_plays():
    # the lead's reading: the two cards held in one picture, Carol's taken first
    table, said = _showdown()
    _frames(table, 8)  # the short clear: "still waiting for Carol's revealed hand"
    cards = ((2, "investigators", 0), (3, "the_musician", 0))  # round 4's first two plays
    _frames(table, 4, *cards)  # 1.6 s: stable, held
    n = len(said)
    for key in "\n3":  # Carol's revealed hand: rank 3, the Boxer
        table._one_key(key)
    _frames(table, 6, *cards)
    texts = _texts(said)[n:]
    assert "Carol reveals The Boxer." in texts, texts
    assert not any(t.startswith("Still on the table from the last round") for t in texts), texts
    assert "The Musician by Carol? Waiting for Bob's play." not in texts, texts
    assert "Bob: the Investigators." in texts, texts
    view = table.session.tracker.view()
    assert view.round == 4 and [s.zone for s in view.seats][1:3] == [
        ("investigators",), ("the_musician",)], texts


@pytest.mark.parametrize("dy", [0.0, 150.0])
@pytest.mark.parametrize("keys_first", [True, False])
def test_round_4_s_cards_at_round_3_s_gathered_places_are_its_plays(keys_first, dy):
    # the tester's: Enter 3 2 s after the prompt, round 4's cards laid at the places of
    # round 3's gathered cards of their names (or laid first, held, then Enter 3)
    table, said, cards = _gathered_showdown(dy)
    n = len(said)
    if keys_first:
        for key in "\n3":
            table._one_key(key)
        _lay(table, cards)
    else:
        _lay(table, cards[:2])
        for key in "\n3":
            table._one_key(key)
        _lay(table, cards)
    texts = _texts(said)[n:]
    assert "Carol reveals The Boxer." in texts and "Round 4. Bob starts." in texts, texts
    assert not any(t.startswith("Still on the table from the last round") for t in texts), texts
    assert not any("Waiting for Bob's play" in t for t in texts), texts
    assert "Bob: the Investigators." in texts, texts
    view = table.session.tracker.view()
    assert view.round == 4 and [s.zone for s in view.seats][1:] == [
        ("investigators",), ("the_musician", "nightgaunt"), ("tommy_gun",)], texts


def _answer_or_skip(table, obs) -> None:
    """One input of the demo's truth: a card or deal given; an answer only to the question
    the companion asks (else the cards told it); a target or guess never (no key gives
    them)."""
    session = table.session
    if obs.kind in NOT_GIVEN or obs.kind in ANSWERS and session.tracker.question is None:
        return
    session.observe(obs)


def test_the_tester_s_game_ends_as_the_demo_s_transcript():
    # rounds 4 and 5 and the game's winner, lost on main after "Still on the table"
    table, said, cards = _gathered_showdown(150.0)
    for key in "\n3":
        table._one_key(key)
    _lay(table, cards)
    truth, errors = read_log(TRUTH)
    assert not errors and truth[0] == o.card_seen(3, "necronomicon")
    for obs in truth:
        _answer_or_skip(table, obs)
    texts = _texts(said)
    heard = texts[texts.index("Round 4. Bob starts."):]
    transcript = TRANSCRIPT.read_text(encoding="utf-8").splitlines()
    # every fact said is the transcript's, in its order (the questions, the questions
    # settled by the cards and the deal's steps are the companion's own)
    facts = [t for t in heard if "?" not in t and not t.startswith(OWN)]
    lines = iter(transcript)
    missing = [t for t in facts if not any(t == line for line in lines)]
    assert not missing, json.dumps(heard, indent=1)
    for line in ("Carol wins the round and has 1 Insane.", "Round 5. Carol starts.",
                 "Bob wins the round and has 2 Sane.", transcript[-1]):
        assert line in heard, json.dumps(heard, indent=1)
    view = table.session.tracker.view()
    assert view.game_winners == (1,)
