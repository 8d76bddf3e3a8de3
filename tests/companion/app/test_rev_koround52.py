"""Review of koround52 (session 52): the knocked-out round settled once the next round's
held cards were gathered and a card held (the tracker's ``hand_unseen``,
:mod:`companion.app.hold_lost`).

1. HIGH: when the token that settle gives wins the game, "Alice wins the game!" was said,
   then "The game is over: nothing more is counted." (the tracker's ``lost`` refused) and
   "Round 2 is not settled, but the table played on … I lost its end and the rounds played
   since … I follow again from the next deal": ``HoldLost._hand_never_seen`` took a won
   game for a showdown still to come (``_round_over`` is false once the game is won) and
   ended the settled round again as lost.
2. MEDIUM: when the awaited hand is not the round's end (original edition, the deck empty:
   a showdown follows it), "Carol is out." and "Reveal your hands." were said as the table
   dealt a later round, right before "Round 1 is not settled, …": the ``hand_unseen`` was
   applied before its outcome was known (and undo then took back a ``lost`` that left a
   showdown standing). The hand is now tried first (``Tracker.trial``): only the round's
   end is taken, else the round ends unseen as on rev-holdlost52.
3. LOW: a cover over the held cards, each laid back at another's place (two pairs
   swapped), was taken for a round played through (``LostRounds._put_back`` wanted one
   back at its own place, the guard for a lone card named alike, QA49 r3); two cards or
   more, each matched by a new card of its name in its zone, now put it back.

The camera's readings are given by hand to a real stabilizer, as in test_rev_holdlost52."""
import queue
from pathlib import Path

from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.session_log_lines import read_log
from companion.tracker import observations as o
from vision.records import FrameReading, SeatSighting

from .stabilizer_camera import PLACES, sighting
from .test_live_deal import GATHERED, _table, _texts
from .test_qa46_showdown_unread import STEP_S, _SlowCamera, _frames
from .test_qa51_hold_lost import _knocked_out, _lay
from .test_rev_holdlost52 import ROUND_2, _round_2_played_through


def _alice_knocks_bob_out(table):
    """Alice's Investigators guesses Bob's 5, Bob out (his hand awaited)."""
    _frames(table, 6, (1, "investigators"))
    for obs in (o.target(1), o.guess(5), o.seat_out(1)):
        table.session.observe(obs)


def test_the_settle_s_token_winning_the_game_ends_no_round_as_lost():
    table, said, _ = _table()
    table.watcher = _SlowCamera()
    _alice_knocks_bob_out(table)  # round 1: Bob's Musician read, Alice has 1 Sane
    _frames(table, 6, (1, "investigators"), (2, "the_musician"))
    _frames(table, GATHERED + 5)
    _alice_knocks_bob_out(table)  # round 2: Bob's hand never read, the table gathered
    _frames(table, 8)
    assert table.cleared_mid == 2 and table.session.tracker.waiting()[:2] == ("hand", 1)
    n = len(said)
    _round_2_played_through(table)  # a new game's round, gathered, its next card held
    texts = _texts(said)[n:]
    assert "Alice wins the round and has 2 Sane." in texts, texts
    assert any(text.startswith("Alice wins the game!") for text in texts), texts
    # koround52: "The game is over: nothing more is counted.", "Round 2 is not settled, …"
    assert not any("not settled, but" in text or "nothing more is counted" in text
                   for text in texts), texts
    assert table.session.tracker.view().game_winners == (0,)
    assert not table.session.rounds_lost and not table.lost_next
    n = len(said)
    _lay(table, (1, "the_fed", 1), (2, "the_urchin", 1))  # the new game goes on
    assert not any("held" in text for text in _texts(said)[n:]), _texts(said)[n:]


#: an engine game (original, 5 players, random bots, seed 11) up to Alice's Golden Mead on
#: Dan, round 1, the deck's last card drawn: Carol's Hound of Tindalos comes next
SHOWDOWN_LOG = Path(__file__).parent.parent / "rev_koround52_showdown.jsonl"


class _FiveSeats(_SlowCamera):
    """:class:`_SlowCamera` with the 5th seat's marker."""

    def show(self, *cards):
        self.n += 1
        seats = tuple(SeatSighting(s, ((x, y - 90), (x + 20, y - 90), (x + 20, y - 70),
                                       (x, y - 70))) for s, (x, y) in PLACES.items()
                      if s is not None and s <= 5)
        return self.picture(FrameReading(self.n, self.n * STEP_S, seats=seats,
                                         size=(1280, 720),
                                         sightings=tuple(sighting(*c) for c in cards)))


def test_a_knocked_out_hand_a_showdown_follows_is_not_taken_unseen():
    said = []
    names = ("Alice", "Bob", "Carol", "Dan", "Eve")
    table = LiveTable(LiveOptions("original", "en", names, 0, "unused"),
                      TableSession(say=said.append, record=lambda obs: None, lang="en"),
                      _FiveSeats(), None, queue.Queue(), lambda c: False, lambda line: None)
    table._seat_markers_seen = lambda first=None, keys=False: [1, 2, 3, 4, 5]
    table.guided_setup()
    observations, errors = read_log(SHOWDOWN_LOG)
    assert not errors
    for obs in observations[1:]:
        table.session.observe(obs)
    _frames(table, 6, (3, "hound_of_tindalos"))  # Carol fails her check: her hand awaited
    tracker = table.session.tracker
    assert tracker.waiting()[:2] == ("hand", 2) and tracker.view().deck_count == 0
    _frames(table, 12)
    assert table.cleared_mid == 1
    n = len(said)
    _lay(table, (1, "elder_sign", 0), (4, "investigators_original", 0))  # the showdown's
    _frames(table, GATHERED + 5)
    _frames(table, 6, (1, "investigators_original", 0))  # round 2's first card
    texts = _texts(said)[n:]
    assert any(text.startswith("Round 1 is not settled, but the table played on") for text in
               texts), texts
    # koround52: "Carol is out.", "Reveal your hands." as round 2 was dealt
    assert "Reveal your hands." not in texts, texts
    assert "hand_unseen" not in [obs.kind for obs, _ in tracker.history]


#: round 2's cards, held behind round 1's awaited hand, then put back after a cover with
#: none at its own place (seat 1-based, key, place): the Urchin and the Cultists swapped in
#: Alice's zone, the Fed and the Boxer in Bob's
SWAPPED = ((1, "cultists", 0), (2, "the_boxer", 1), (1, "the_urchin", 1), (2, "the_fed", 2))


def test_held_cards_covered_then_laid_back_each_at_another_s_place_lose_nothing():
    # 3. LOW: LostRounds._put_back wants one card back at its own place (a lone card named
    # alike elsewhere in its zone is a later round's, QA49 r3); every card of a cover laid
    # back at another's place, then Bob's play, settled round 1 at once as played through
    table, said = _knocked_out()
    _lay(table, *ROUND_2)
    _frames(table, 3, *ROUND_2)
    _frames(table, GATHERED + 5)  # a cloth over them
    _frames(table, 6, *SWAPPED)
    _lay(table, *SWAPPED, (2, "deep_one", 3))
    assert table.cleared_mid == 1 and not table.session.rounds_lost, _texts(said)[-3:]
    assert table.session.tracker.view().seats[0].tokens.sane == 0  # Enter still settles it


def test_a_settle_whose_rounds_lost_waits_ends_no_settled_round_as_lost():
    # mendA52 (fresh reader's item 6): _hand_never_seen returned _rounds_lost()'s value
    # after the hand_unseen was applied; a False (its rounds said lost later: a question
    # open, no gather yet) made _hold_past_round also end the settled round as ``lost``
    table, said = _knocked_out()
    table._rounds_lost = lambda: False
    _round_2_played_through(table)
    kinds = [obs.kind for obs, _ in table.session.tracker.history]
    assert "hand_unseen" in kinds and "lost" not in kinds, kinds
    assert table.session.tracker.view().seats[0].tokens.sane == 1
    assert not any("not settled, but" in text for text in _texts(said)), _texts(said)[-4:]
