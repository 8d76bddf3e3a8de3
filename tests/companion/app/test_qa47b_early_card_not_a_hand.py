"""QA47b HIGH (fresh tester, session 47; r2b: 3 players, original, busy, fr, ``companion
demo`` seed 22 played with ``companion play --source``, questions left unanswered, Enter 4
then +1 at round 5's "waiting for Bob's hand"; ``/tmp/s47/qa47b/r2b/play-session.jsonl``
lines 56-63, ``said.log`` 04:44:27-04:44:52): round 5 closes right; in round 6, on Alice's
second turn, the camera read Bob's Elder Sign (his next play) BEFORE Alice's second
Investigators, and the companion said as fact "Bob quitte la manche ; sa main : le Signe
des Anciens.", then, Carol out by her Hound, "Alice remporte la manche" and "Alice gagne la
partie !". The truth (``/tmp/s47/qa47/r2/demo-transcript.txt``): Alice's guess of 3
missed, Bob stays and plays his Elder Sign; rounds 7-8 follow, Carol wins the game.

The inputs are the tester's session log up to Carol's Cats of Ulthar
(``tests/companion/qa47b_r2b_round6.jsonl``, lines 1-63), replayed as ``companion
replay`` does. Fixed in session 48 (yith48): the accounts that waited for Alice's play hold
Bob's card as his play read early (:mod:`companion.tracker.early_card`), so "was that
Bob's hand?" is asked, and the round's next cards (the tester's log, lines 64-68) close it:
Bob plays his Elder Sign and wins round 6, as in the truth."""
from pathlib import Path

from companion.cli import main
from companion.session_log_lines import read_log
from companion.tracker import observations as o
from companion.tracker.flow import UNCONFIRMED
from companion.tracker.tracker import Tracker

LOG = Path(__file__).parent.parent / "qa47b_r2b_round6.jsonl"
BOB = 1


def test_bob_s_card_read_before_alice_s_play_is_not_said_his_hand(capsys):
    observations, errors = read_log(LOG)
    assert not errors and len(observations) == 63
    tracker = Tracker()
    late = []  # the events of Bob's Elder Sign (line 60) and after
    for n, obs in enumerate(observations, start=1):
        events = tracker.apply(obs)
        if n == 59:
            assert tracker.view().round == 6 and tracker.waiting()[:2] == ("play", 0)
        if n >= 60:
            late += events
    assert not [e for e in late if e.kind == "player_out" and e.seat == BOB
                and e.value != UNCONFIRMED], late
    assert not [e for e in late if e.kind in ("round_ended", "game_won")], late
    assert tracker.view().round == 6 and BOB in tracker.state.alive()
    # as heard, in French
    assert main(["replay", str(LOG), "--lang", "fr"]) == 0
    out = capsys.readouterr().out.splitlines()
    at = out.index("Manche 6. Alice commence.")
    assert not any(t.startswith("Bob quitte la manche") for t in out[at:]), out[at:]
    assert not any("remporte la manche" in t or "gagne la partie" in t
                   for t in out[at:]), out[at:]


def test_the_rest_of_round_6_closes_it_as_the_truth():
    """The tester's log, lines 64-68 (past this fixture): Alice's Randolph Carter, Bob's
    Henry Armitage on Alice (she discards Nyarlathotep), her failed Sanity check (the Deep
    Ones), her hand (the Investigators): Bob wins round 6 (truth: "Bob remporte la manche
    et a 1 jeton sain d'esprit, 1 jeton fou."), never said out."""
    observations, _ = read_log(LOG)
    tracker = Tracker()
    events = [e for obs in observations for e in tracker.apply(obs)]
    at = max(i for i, e in enumerate(events) if e.kind == "round_started")
    for seat, card in ((0, "randolph_carter"), (1, "henry_armitage"), (0, "nyarlathotep"),
                       (0, "deep_ones"), (0, "investigators_original")):
        events += tracker.apply(o.card_seen(seat, card))
    round6 = events[at:]
    assert not [e for e in round6 if e.kind in ("inconsistency", "game_won")
                or e.kind == "player_out" and e.seat == BOB]
    assert [(e.info, e.value[BOB]) for e in round6 if e.kind == "round_ended"] == [
        ((BOB,), (1, 1))]
