"""A round's start names its first player ("Round 2. Cy starts."): the turn's cue that
follows at once ("Cy.") is noted, not said, live, in the demo's session, in ``simulate``
and in ``replay`` (QA26 N2 for round 1 at the live set-up; session 22 for every round)."""
import re

from companion.app.session import TableSession
from companion.cli import main
from companion.tracker import observations as o


def _round_one_won_by_cy(lang="en"):
    """Ann, Bob and Cy's round 1, won by Cy (Bob out on a guess, Ann on a Boxer compare),
    then round 2 dealt: the session's announcements."""
    said = []
    s = TableSession(say=said.append)
    for obs in (o.start("arkham", ["Ann", "Bob", "Cy"], lang, 0), o.card_seen(0, "the_boxer"),
                o.target(1), o.card_seen(2, "the_boxer"), o.target(0), o.seat_out(0),
                o.card_seen(0, "the_fed"), o.new_round()):
        s.observe(obs)
    return s, [a.brief for a in said]


def test_a_later_round_s_start_is_not_followed_by_its_first_turn_s_cue():
    for lang, start, cue in (("en", "Round 2. Cy starts.", "Cy."),
                             ("fr", "Manche 2. Cy commence.", "À Cy."),
                             ("es", "Ronda 2. Empieza Cy.", "Turno de Cy.")):
        s, said = _round_one_won_by_cy(lang)
        assert said[-1] == start, (lang, said[-3:])
        assert cue not in said[said.index(start):], lang
        assert s.turn_said == 2  # noted: the cue's stale() and key 5 still know it
    s.observe(o.card_seen(2, "the_urchin"))  # the next turn's cue is said as before
    assert [a.brief for a in s.transcript][-1] == "Turno de Ann."


def test_who_starts_the_next_round_is_said_when_it_is_dealt_not_also_at_the_round_s_end():
    """QA28 #7: "Cy starts next." then, 10 s later, "Round 2. Cy starts."."""
    _, said = _round_one_won_by_cy()
    assert "Cy wins the round and has 1 Sane." in said and said[-1] == "Round 2. Cy starts."
    assert not any(t.endswith("starts next.") for t in said)


def test_simulate_and_replay_say_each_round_s_first_player_once(tmp_path, capsys):
    """``simulate`` (verbose: "Round 2 begins. Player 2 goes first; …" then "Player 2's
    turn. 22 cards left.") and ``replay`` (brief) of the same game; not also at the
    round's end ("Player 2 starts the next round.", QA28 #7)."""
    path = tmp_path / "game.txt"
    assert main(["simulate", "--players", "3", "--seed", "4", "--record", str(path)]) == 0
    played = capsys.readouterr().out.splitlines()
    assert main(["replay", str(path)]) == 0
    replayed = capsys.readouterr().out.splitlines()
    for lines, start, cue in ((played, r"Round \d+ begins\. (.+) goes first", "{}'s turn"),
                              (replayed, r"Round \d+\. (.+) starts\.", "{}.")):
        starts = [(i, m[1]) for i, line in enumerate(lines) if (m := re.match(start, line))]
        assert len(starts) > 2
        for i, first in starts:
            assert not lines[i + 1].startswith(cue.format(first)), lines[i:i + 2]
        assert not any(line.endswith(("starts next.", "starts the next round."))
                       for line in lines)
