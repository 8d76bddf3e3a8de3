"""Fresh QA51 HIGH (runs B and R, /tmp/s51/qa51/): a card undone by minus twice, still lying
in its zone ("Take it away, or it stays left out."), then given back by Enter and its rank.

- run B (2 players, arkham, en, seed 72): Alice's Musician on Bob, "Bob discards the Deep
  One." undone; Bob's next card, R'lyeh (his Sanity check card), was said "Bob discards
  R'lyeh." as fact; Enter ("Card played: which rank?", naming nobody) and 3 then asked
  "Enter: where is it? 1: Bob's zone; 2: face up: The Boxer; 3: face up: the Deep One",
  "The Fed. Bob passes." followed (truth: Bob fails, out with The Fed) and the round
  stalled for good.
- run R (3 players, arkham-classic, en, seed 74): Alice's play, the Investigators, undone
  after her Sanity check card (The Entertainer); Bob's Sailor then made "Alice is out, with
  The Entertainer." said as fact (truth: she passed her check), and Enter and 1 went to
  Carol's turn.

The undone card, given back, goes back in its place, under the camera's cards read since
(:meth:`~companion.app.question_keys.QuestionKeys.redo_entered`); until then the next card
is not said in its role as fact (:func:`~companion.tracker.undone_discard.with_undone`);
Enter's cue names the zone. The logs are runs B's and R's up to the card undone
(tests/companion/qa51_b_round1.jsonl, qa51_r_round1.jsonl). In-process, the camera's
readings given by hand to a real stabilizer (:mod:`tests.companion.app.test_live_deal`)."""
import queue
from pathlib import Path

import pytest

from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.cards import card
from companion.narration.catalog import message
from companion.session_log import logged_with_marks

from .test_live_deal import _Camera, _frames, _texts

LOGS = Path(__file__).parent.parent
DEEP_ONE, RLYEH, FED = (2, "deep_one", 1), (2, "rlyeh", 2), (2, "the_fed", 3)
INVESTIGATORS, SAILOR = (1, "investigators", 2), (2, "the_sailor", 1)


def _table(log: str, edition: str, names: tuple, lang: str):
    said = []
    table = LiveTable(LiveOptions(edition, lang, names, 0, "unused"),
                      TableSession(say=said.append, lang=lang), _Camera(), None,
                      queue.Queue(), lambda c: False, lambda line: None)
    table._seat_markers_seen = lambda first=None, keys=False: list(range(1, len(names) + 1))
    table.guided_setup()
    for obs, _ in list(logged_with_marks(LOGS / log))[1:]:
        table.session.observe(obs)
    return table, said


def _keys(table, keys):
    for key in keys:
        table._one_key(key)


def _deep_one_undone(lang="en"):
    """Run B up to "Bob discards the Deep One.", undone: ``(table, said)``."""
    table, said = _table("qa51_b_round1.jsonl", "arkham", ("Alice", "Bob"), lang)
    _frames(table, 6, DEEP_ONE)
    assert table.session.tracker.view().seats[1].zone == ("investigators", "deep_one")
    _keys(table, "--")
    assert table.session.tracker.view().seats[1].zone == ("investigators",)
    return table, said


def _investigators_undone(lang="en"):
    """Run R up to Alice's Investigators (after her Sanity check's Entertainer), undone:
    ``(table, said)``."""
    table, said = _table("qa51_r_round1.jsonl", "arkham-classic", ("Alice", "Bob", "Carol"),
                         lang)
    _frames(table, 6, INVESTIGATORS)
    assert table.session.tracker.view().seats[0].zone[-1] == "investigators"
    _keys(table, "--")
    assert table.session.tracker.view().seats[0].zone == ("cultists", "the_entertainer")
    return table, said


def _undone_cue(lang, player, key):
    """Enter's cue for the card ``key`` undone in ``player``'s zone, still lying there
    (``app.prefix_enter_undone``: it names the card, review of hq64)."""
    return message(lang, "app.prefix_enter_undone", player=player, card=card(key).name(lang))


def _enter_cued(undone, cards, player, lang):
    """``undone`` (``(table, said)``), the camera showing ``cards``, then Enter: its cue
    names the undone card (the first of ``cards``) and its zone, ``player``'s. Returns
    ``(table, said, lines before Enter)``."""
    table, said = undone
    _frames(table, 6, *cards)
    n = len(said)
    _keys(table, "\n")
    assert _texts(said)[n:][-1] == _undone_cue(lang, player, cards[0][1])
    return table, said, n


def test_b_the_next_card_of_the_undone_discard_s_zone_is_not_said_as_that_discard():
    table, said = _deep_one_undone()
    n = len(said)
    _frames(table, 6, DEEP_ONE, RLYEH)  # Bob's Sanity check card
    # main: "Bob discards R'lyeh.", "Bob is now Insane.", "Bob: Sanity check, 1 card."
    assert not any("R'lyeh" in t for t in _texts(said)[n:]), _texts(said)[n:]
    _frames(table, 6, DEEP_ONE, RLYEH, FED)  # main: "The Fed. Bob passes."
    texts = _texts(said)[n:]
    assert "Bob passes. 13 cards left." not in texts, texts


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_b_enter_and_3_give_the_deep_one_back_as_the_discard_under_r_lyeh(lang):
    table, said, n = _enter_cued(_deep_one_undone(lang), (DEEP_ONE, RLYEH), "Bob", lang)
    s = table.session
    _keys(table, "3")
    # main: "Enter: where is it? 1: Bob's zone; 2: face up: The Boxer; 3: face up: …"
    assert not s.choice, _texts(said)[n:]
    # the rank's two cards, as for any card given back (review of undo48): which one?
    assert s.tracker.question is not None and s.tracker.question.value == "card"
    _keys(table, "+2")
    _frames(table, 6, DEEP_ONE, RLYEH, FED)
    view = s.tracker.view()
    assert view.seats[1].zone == ("investigators", "deep_one", "rlyeh", "the_fed")
    assert view.round_winners == (0,), _texts(said)[n:]  # Bob failed his check: out
    texts = _texts(said)[n:]
    fed = card("the_fed").name(lang)
    assert message(lang, "player_out.brief", player="Bob", cards=fed) in texts, texts


def test_b_enter_after_the_undone_card_is_taken_away_keeps_the_plain_cue():
    table, said = _deep_one_undone()
    _frames(table, 100)  # taken away: Bob's zone empty for 100 pictures
    n = len(said)
    _keys(table, "\n")
    assert _undone_cue("en", "Bob", "deep_one") not in _texts(said)[n:]


def test_r_the_next_player_s_card_does_not_put_out_the_player_whose_play_was_undone():
    table, said = _investigators_undone()
    n = len(said)
    _frames(table, 6, INVESTIGATORS, SAILOR)
    texts = _texts(said)[n:]
    # main: "Alice is out, with The Entertainer." (she passed her Sanity check)
    assert "Alice is out, with The Entertainer." not in texts, texts
    question = table.session.tracker.question  # "was that Alice's hand?" still to answer
    assert question is not None and (question.value, question.seat) == ("out", 0)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_r_enter_and_1_give_alice_s_play_back_not_carol_s_turn(lang):
    table, said, n = _enter_cued(_investigators_undone(lang), (INVESTIGATORS, SAILOR),
                                 "Alice", lang)
    s = table.session
    _keys(table, "1")
    zones = [seat.zone for seat in s.tracker.view().seats]
    # main: Carol's zone took the rank ("Carol: the Investigators.")
    assert zones[0][:2] == ("cultists", "the_entertainer") and len(zones[0]) == 3, zones
    assert zones[1] == ("investigators", "the_sailor") and zones[2] == ("investigators",)
    assert not s.tracker.view().seats[0].out
    _frames(table, 6, INVESTIGATORS, SAILOR, (3, "nightgaunt", 1))  # Carol's play
    assert s.tracker.view().seats[2].zone == ("investigators", "nightgaunt")


def test_b_undo_in_a_picture_hiding_the_deep_one_still_leaves_it_and_enter_gives_it_back():
    """Fresh QA51c M1 (run B, 15:52:40): minus twice came at a picture where the hand
    laying R'lyeh hid the Deep One (the demo video, 23.0 s: R'lyeh read alone in Bob's
    zone). The Deep One was forgotten by the camera, not left out ("Take it away" never
    said); Enter's cue was "Card played: which rank?" and 3 asked "Enter: where is it?
    1: Bob's zone; 2: face up: The Boxer."."""
    table, said = _table("qa51_b_round1.jsonl", "arkham", ("Alice", "Bob"), "en")
    _frames(table, 6, DEEP_ONE)
    _frames(table, 1, RLYEH)  # the Deep One hidden, R'lyeh not yet stable
    n = len(said)
    _keys(table, "--")
    assert "The Deep One in Bob's zone: take it away, or it stays left out." in _texts(said)[n:], \
        _texts(said)[n:]
    _frames(table, 6, DEEP_ONE, RLYEH)
    _keys(table, "\n")
    assert _texts(said)[-1] == _undone_cue("en", "Bob", "deep_one")
    s = table.session
    _keys(table, "3")
    assert not s.choice, _texts(said)[n:]
    _keys(table, "+2")  # which rank-3 card: the Deep One
    _frames(table, 6, DEEP_ONE, RLYEH, FED)
    assert s.tracker.view().seats[1].zone == ("investigators", "deep_one", "rlyeh", "the_fed")


def test_r_take_it_away_is_not_said_once_enter_gave_the_card_back():
    """Fresh QA51c LOW (run R, 15:43:30.8): "Take it away, or it stays left out.", behind
    key 5's answer and Enter's cue, was said after Enter and 1 had given the Investigators
    back: it sounded as if the give-back failed. Given back, the line is stale (a voice
    behind the table drops it unsaid)."""
    table, said = _investigators_undone()
    left = [a for a in said if a.brief == message(
        "en", "app.undone_left", card=card("investigators").name("en"),
        player="Alice")][-1]
    assert not (left.stale and left.stale())  # still lying there, to take away
    _frames(table, 6, INVESTIGATORS, SAILOR)
    _keys(table, "\n1")
    assert table.session.tracker.view().seats[0].zone[-1] == "investigators"
    assert left.stale is not None and left.stale()
