"""Review of med55 (QuestionKeys._said_taken: "Taken: a card in Alice's discard zone. The
table is waiting for …"): its wait named only when it is sure (every account kept waits
for the same thing, the seat just given awaited in none). Both tables were found by giving
every showdown's hands of random engine games (``observe_random_play``) by Enter and its
list, as a player whose camera reads no hand (6 players, 3 editions: 560 showdowns, 27
"Taken" lines, 2 wrong, none after the mend; 2 players: 26 showdowns, no "Taken").

The first table: arkham-classic, 6 players, seed 8, to round 6 after Player 2's
Investigators ("Player 2 passes. 5 cards left." said): the tracker's accounts do not agree
on what the table waits for (the most likely one: a showdown awaiting Players 2, 3 and 6;
others: Player 3's knocked-out hand, Player 2's Sanity check), so the news after it is
held (``tests/companion/rev_med55_unagreed_showdown.jsonl``)."""
from pathlib import Path

import pytest

from companion.app.session import TableSession
from companion.narration.catalog import message
from companion.session_log_lines import read_log
from companion.tracker import observations as o

from .test_session import press

LOG = Path(__file__).parent.parent / "rev_med55_unagreed_showdown.jsonl"


def _table(lang: str) -> TableSession:
    observations, errors = read_log(LOG)
    assert not errors and observations[0].kind == "start"
    said: list = []
    s = TableSession(say=said.append)
    s.said = said
    start = observations[0]
    s.observe(o.start(start.value["edition"], start.value["names"], lang, 0))
    for obs in observations[1:]:
        s.observe(obs)
    assert s.tracker.waiting()[0] == "showdown" and not s.tracker.waiting_agreed()
    return s


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_taken_names_no_wait_the_accounts_do_not_agree_on(lang):
    # MEDIUM (review of med55): Enter 5, plus 1 (Player 2's zone: the Musician or the
    # Stowaway, her true hand) said "Taken: a card in Player 2's discard zone. The table
    # is waiting for Player 2's, Player 3's, and Player 6's hands.": the hand just given
    # said awaited, and a showdown the voice never announced (it said "5 cards left"; in
    # truth Player 3 was still to play): the most likely account's wait, one guess among
    # several (TableQueries.waiting_agreed false before and after the card). Said plain.
    s = _table(lang)
    press(s, "\n5")
    assert s.choice
    n = len(s.said)
    press(s, "+1")
    last = s.tracker.history[-1][0]
    assert (last.kind, last.seat) == ("card", 1) and not s.tracker.waiting_agreed()
    assert [a.brief for a in s.said[n:]] == [
        message(lang, "app.enter_taken_plain", player="Player 2")]


#: arkham-classic, 6 players, ``observe_random_play`` seed 121, every showdown's hands
#: given by Enter: round 7, after Player 2's Cultists; the accounts differ on whether
#: Player 1's Investigators was her play or a Sanity check card still to be followed
SEATS_DIFFER = Path(__file__).parent.parent / "rev_med55_showdown_seats_differ.jsonl"


def _seats_differ(lang: str) -> tuple[TableSession, list]:
    """The :data:`SEATS_DIFFER` table in ``lang``, with the list of its lines said."""
    observations, errors = read_log(SEATS_DIFFER)
    assert not errors
    said: list = []
    s = TableSession(say=said.append)
    start = observations[0]
    s.observe(o.start(start.value["edition"], start.value["names"], lang, 0))
    for obs in observations[1:]:
        s.observe(obs)
    return s, said


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_taken_never_says_the_hand_just_given_awaited(lang):
    # MEDIUM (review of med55): Enter 7, plus 1 (Player 1's zone: The Entertainer, her
    # true hand) said "Taken: a card in Player 1's discard zone. The table is waiting for
    # Player 1's, Player 2's, and Player 5's hands.": the accounts agree on a showdown
    # (waiting_agreed) but not on its seats, and in some of them Player 1's card is a
    # Sanity check card, her hand still awaited. Said plain.
    s, said = _seats_differ(lang)
    press(s, "\n7")
    assert s.options()[0][1].seat == 0  # 1: Player 1
    n = len(said)
    press(s, "+1")
    last = s.tracker.history[-1][0]
    assert (last.kind, last.seat) == ("card", 0) and 0 in s.tracker.awaited_seats()
    assert [a.brief for a in said[n:]] == [
        message(lang, "app.enter_taken_plain", player="Player 1")]


def test_taken_after_two_hands_does_not_say_the_first_one_awaited():
    # LOW (review of med55, mended by low69: the zone alone): then Enter 3, plus 2 (Player
    # 2's Boxer, her true hand) said "Taken: a card in Player 2's discard zone. The table
    # is waiting for Player 1's and Player 5's hands.": Player 1's hand was given just
    # before; the accounts in which her card was a Sanity check card still await it
    # (showdown_seats is their union, as key 5 says it; key 5 still has that union).
    s, said = _seats_differ("en")
    press(s, "\n7")
    press(s, "+1")
    press(s, "\n3")
    assert [c.seat for _, c in s.options()] == [0, 1, 4]  # Player 1 offered again too
    n = len(said)
    press(s, "+2")
    assert len(said) == n + 1 and said[-1].brief.startswith("Taken: a card in Player 2's")
    assert "Player 1" not in said[-1].brief
    assert said[-1].brief == message("en", "app.enter_taken_plain", player="Player 2")
