"""Session 51, room51: a real round's cards counted twice do not end it as played past.

stall50 (:mod:`companion.app.stall_lost`) ends a stalled round unseen once more cards were
laid since the stall began than the round could still bring (deck + players in + 3). Over
random bot games (3 editions, 2-6 players, 40 seeds, 28,568 plays taken as the missed one)
a round lays at most that room less 1 card after the missed play: 6 plays less 1, 855 less
2. Two cards counted twice (each read first as another card, then as itself: the first
reading held too) then ended a real round: "Round 5 is not settled ... I lost its end",
its winner and token lost while it was played on. The loss waits for
:data:`~companion.app.stall_lost.DOUBLE_COUNTS` (2) more cards; a round gathered while the
next one's cards are laid still counts (:meth:`~companion.app.stall_lost.StallLost.
_gathered`).

The game: the engine's random game, Arkham classic, 5 players, seed 30; its round 5's
first play, Carol's Shoggoth, is never shown: 24 cards follow in that round (its room 25,
the margin of 1). The camera is a real stabilizer given the readings by hand."""
import queue
import random

from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.app.stall_lost import DOUBLE_COUNTS, round_room
from companion.engine.state import new_game
from companion.tracker.from_engine import Converter, observe_random_play
from vision.records import FrameReading, Sighting
from vision.stabilize import Stabilizer

from .stabilizer_camera import StabilizerCamera
from .test_live_deal import _frames, _texts

NAMES = ("Alice", "Bob", "Carol", "Dan", "Eve")
#: the observation (of the game's whole list) of round 5's first play, Carol's Shoggoth
MISSED = 163
LOST = "Round 5 is not settled, but the table played on"


def _sighting(seat, key, place):
    """``key`` read at ``place`` (0, 1 …: 100 px apart) of ``seat``'s zone (1-based), the
    zones in rows 110 px apart (a zone's cards never near another's)."""
    x, y = 60.0 + 100.0 * place, 60.0 + 110.0 * (seat - 1)
    return Sighting(candidates=(key,), rank=None, other_world=None,
                    polygon=((x, y), (x + 40, y), (x + 40, y + 60), (x, y + 60)),
                    confidence=0.9, source="aruco", seat=seat, middle=False)


class _Camera(StabilizerCamera):
    """The watcher's part the live loop uses, over a real stabilizer; pictures 1/30 s
    apart, cards as ``(seat, key, place)``."""

    def __init__(self):
        super().__init__(Stabilizer(min_dwell_s=0))

    def show(self, *cards):
        self.n += 1
        return self.picture(FrameReading(self.n, self.n / 30, seats=(), size=(1280, 720),
                                         sightings=tuple(_sighting(*c) for c in cards)))


def _stalled():
    """The table up to round 5's first play, never shown, and the cards laid after it as
    ``(seat, key, place)``: round 5's (24), then round 6's, each list in the order laid:
    ``(table, said, round_5, round_6)``."""
    game = new_game("arkham-classic", 5)
    conv = Converter("arkham-classic", game.names, 0, game.options, answers="all",
                     hands="card")
    observations = [obs for _, obs in observe_random_play(game, random.Random(30), conv)]
    said = []
    table = LiveTable(LiveOptions("arkham-classic", "en", NAMES, 0, "unused"),
                      TableSession(say=said.append, record=lambda obs: None, lang="en"),
                      _Camera(), None, queue.Queue(), lambda c: False, lambda line: None)
    for obs in observations[:MISSED]:
        if obs.kind == "start":
            obs.value["names"] = list(NAMES)
        table.session.observe(obs)
    tracker = table.session.tracker
    missed = observations[MISSED]
    assert (missed.seat, missed.cards) == (2, ("shoggoth",))
    assert tracker.view().round == 5 and tracker.waiting()[:2] == ("play", 2)
    assert not any(seat.zone for seat in tracker.view().seats)  # its first play
    rounds, zones = [[], []], [[] for _ in NAMES]
    zones[2].append("shoggoth")
    for obs in observations[MISSED + 1:]:
        if obs.kind == "new_round":
            if rounds[1]:
                break
            rounds.append(rounds.pop(0))  # round 6's cards from now on
            zones = [[] for _ in NAMES]
        elif obs.kind == "card":
            rounds[0].append((obs.seat + 1, obs.cards[0], len(zones[obs.seat])))
            zones[obs.seat].append(obs.cards[0])
    round_5, round_6 = rounds[1], rounds[0]
    assert len(round_5) == 24 and round_room(tracker) == 25  # the margin of 1
    return table, said, round_5, round_6


def _lay(table, shown, cards, misread=()):
    """Each of ``cards`` laid in turn beside ``shown`` (kept: the cards still there), 6
    pictures each; those at an index in ``misread`` read for 8 pictures first as another
    card (the Sailor, or the Boxer for a Sailor), then as itself."""
    for i, (seat, key, place) in enumerate(cards):
        if i in misread:
            wrong = "the_boxer" if key == "the_sailor" else "the_sailor"
            _frames(table, 8, *shown, (seat, wrong, place))
        shown.append((seat, key, place))
        _frames(table, 6, *shown)


def test_a_real_round_with_two_cards_read_twice_is_not_ended_as_played_past():
    table, said, round_5, _ = _stalled()
    _lay(table, [], round_5, misread=(0, 11))
    texts = _texts(said)
    # main: 26 cards counted (24 and the 2 first readings) > 25: "Round 5 is not settled,
    # but the table played on …" while its last card lay there
    assert not any(t.startswith(LOST) for t in texts), texts[-4:]
    assert table.stall is not None and table.stall.asked, texts[-4:]
    assert table._stall_laid() == 26 and not table.session.rounds_lost
    assert table.session.tracker.view().active == 2


def test_the_next_round_s_cards_still_end_it_two_cards_later():
    """Round 5 played to its end behind the stall (26 cards counted), its table gathered
    for a moment, round 6 laid: the loss is said at the card counted 25 + 2 + 1, once."""
    table, said, round_5, round_6 = _stalled()
    _lay(table, [], round_5, misread=(0, 11))
    assert not table.session.rounds_lost  # main: lost at round 5's last card
    _frames(table, 10)  # gathered: a bare moment, too short for a cleared table
    shown, counted = [], []
    for laid in round_6:
        counted.append(table._stall_laid())
        _lay(table, shown, [laid])
        if table.session.rounds_lost:
            break
    texts = _texts(said)
    assert sum(t.startswith(LOST) for t in texts) == 1, texts[-4:]
    assert counted[-1] == 25 + DOUBLE_COUNTS and table.stall is None, counted


def test_a_round_gathered_as_the_next_one_is_laid_still_counts():
    # main: round 5's 23 kept cards, gathered in a moment, were forgotten 3 s later as
    # taken away while round 6's cards were seen (a card a second): the count fell to
    # round 6's, 4 at its 4th card, and round 6 was played to its end (19 cards) unsaid
    table, said, round_5, round_6 = _stalled()
    _lay(table, [], round_5)
    _frames(table, 10)  # gathered: a bare moment, too short for a cleared table
    shown = []
    for laid in round_6[:6]:
        assert not table.session.rounds_lost, (laid, _texts(said)[-2:])
        shown.append(laid)
        _frames(table, 30, *shown)
    texts = _texts(said)
    assert sum(t.startswith(LOST) for t in texts) == 1, texts[-4:]
    assert table.session.rounds_lost and table.stall is None
