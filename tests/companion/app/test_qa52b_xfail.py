"""Fresh QA52b HIGHs left for the next session, as strict xfail tests (session 52, repro52);
H2 fixed (session 53, oldplay53: ``Gathered.moved``; more cases in test_oldplay53.py).

Replay of the qa52 r6 demo (3 players, arkham, en; truth ``demo-transcript.txt``). The
tracker takes the tester's session log up to the moment the HIGH begins
(``tests/companion/qa52b_r6_round1.jsonl``: r6 ``session.jsonl`` lines 1-13;
``tests/companion/qa52b_r6b_round2.jsonl``: r6b's lines 1-47); the camera's readings
after it are given by hand to a real stabilizer (test_live_deal.py's helpers), in the order
the logs refused or took them.

H1 (r6, round 1): Carol's Cultists, laid in round 2 while Bob's round-1 play was unread
(refused: "The Cultists by Carol? Waiting for Bob's play."), is given again once Bob's play
is read as "The Fed or the Nightgaunt?" (``LeftCards._left_cards`` / ``_fits_now``: a
refused card that the tracker's trial now takes goes in, even behind an open question) and
becomes Carol's Sanity check card: "Carol fails." "Bob wins the round" (truth 40-47: her
check card is The Boxer, never read; she passes and wins round 1).

H2 (r6b, round 3): round 2's end waited ~80 s for an answer while the table gathered it and
played round 3; Bob's Investigators and Alice's Urchin, laid where round 2's cards of the
same names lay, were taken by the camera for those tracks (``vision.stabilize``) and, at
the deal, said as fact "Still on the table from the last round: … Take them away"
(``NextDeal._old_cards`` -> ``_say_old_cards``; truth 95, 105: round 3's first plays).
Here the table never reads bare (r6b's camera was not logged): with a bare second before
the new cards, main still states Alice's Urchin but /work/suite6's stale52 asks it, so only
the never-bare case is kept. Her zone's other cards, unread a second (r6b: ~80 s) while
the Urchin stays, were gathered around it: it is asked, not said old.
"""
from dataclasses import replace
from pathlib import Path

from companion.session_log_lines import read_log

from .stabilizer_camera import sighting
from .test_live_deal import GATHERED, _frames, _table, _texts
from .test_qa50_enter_heard import _keys

DATA = Path(__file__).parent.parent
NAMES = ("Alice", "Bob", "Carol")


def _from_log(name: str, names=NAMES, lang: str = "en", edition: str = "arkham"):
    """A live table of ``edition`` and ``names`` in ``lang`` whose tracker took the log
    ``name`` (its start is the table's own), the camera holding every zone's card as
    reported: ``(table, said, cards)``, ``cards`` the zones' ``(seat 1-based, key,
    place)``."""
    table, said, _ = _table(names, lang, edition)
    observations, errors = read_log(DATA / name)
    assert not errors and observations[0].kind == "start"
    for obs in observations[1:]:
        table.session.observe(obs)
    zones = [seat.zone for seat in table.session.tracker.view().seats]
    cards = [(s + 1, k, i) for s, zone in enumerate(zones) for i, k in enumerate(zone)]
    _frames(table, 6, *cards)
    return table, said, cards


def test_a_card_refused_before_the_awaited_play_is_not_its_next_players_check_card():
    table, said, cards = _from_log("qa52b_r6_round1.jsonl")
    assert table.session.tracker.waiting()[:2] == ("play", 1)  # Bob's round-1 play
    # the table plays on: Carol's round-2 Cultists, refused (Bob's play unread)
    _frames(table, 6, *cards, (3, "cultists", 3))
    assert "The Cultists by Carol? Waiting for Bob's play." in _texts(said)
    # Bob's round-1 Fed read at last, as The Fed or the Nightgaunt; Carol's round-2 Fed
    fed = replace(sighting(2, "the_fed", 2), candidates=("the_fed", "nightgaunt"))
    _frames(table, 6, *cards, (3, "cultists", 3), fed)
    _frames(table, 6, *cards, (3, "cultists", 3), fed, (3, "the_fed", 4))
    n = len(said)
    _keys(table, "+2")  # The Fed (truth 37)
    texts = _texts(said)[n:]
    assert "Bob: The Fed." in texts, texts
    # main: "The Cultists. It lay there before this turn: check it." "Carol fails. 12 cards
    # left." "Carol is out, with The Fed." "Bob wins the round and has 1 Sane."
    assert not any(t.startswith(("The Cultists", "Carol fails", "Bob wins the round"))
                   for t in texts), texts
    _frames(table, 6, *cards, (3, "cultists", 3), fed, (3, "the_fed", 4))
    texts = _texts(said)[n:]
    # fits53b: the Cultists and Carol's Fed held behind the question; given in the order
    # laid the Cultists would make Carol fail: its place unknown, asked, not stated
    assert not any(t.startswith(("The Cultists.", "The Fed.", "Carol fails", "Bob wins"))
                   for t in texts), texts
    assert texts[-1] == ("The Cultists in Carol's zone, laid before The Fed: the card I "
                         "wait for, or laid later? If it is, press Enter, then 1; if not, "
                         "check the zone."), texts
    assert table.session.tracker.waiting()[:2] == ("check", 2)


def test_the_next_round_s_first_plays_laid_where_old_cards_lay_are_not_said_old():
    table, said, cards = _from_log("qa52b_r6b_round2.jsonl")
    view = table.session.tracker.view()
    assert view.round == 2 and table.session.tracker.question is not None  # Sane or Insane?
    # round 2 gathered while the question waits, each new card laid as its pile goes (the
    # camera keeps the old track: same name, same place): Bob's Investigators, Alice's
    # Urchin (truth 95, 105), Carol's Investigators (truth 100)
    first = [(2, "investigators", 0), (1, "the_urchin", 2)]
    # a second of it (r6b: ~80 s, 18:07:41-18:09:01), the gathered cards unread meanwhile
    _frames(table, GATHERED, *first)
    _frames(table, 6, *first, (3, "investigators", 0))
    n = len(said)
    _keys(table, "+1")  # the tester's answer (r6b 18:08:58)
    _frames(table, 6, *first, (3, "investigators", 0))
    texts = _texts(said)[n:]
    assert "Round 3. Bob starts." in texts, texts
    # main and suite6: "Still on the table from the last round: The Urchin in Alice's
    # zone. Take it away; it is not read as a play." Her zone's 4 other cards were gathered
    # around it: asked (NextDeal._say_old_cards, Gathered.moved), Enter 4 the way in
    assert not any(t.startswith("Still on the table from the last round:") for t in texts), \
        texts
    assert ("Still on the table from the last round, or laid in this round: The Urchin in "
            "Alice's zone? If it was laid in this round, press Enter when the table waits "
            "for it, then 4; if not, take it away.") in texts, texts
