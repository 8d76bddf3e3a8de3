"""Branch st61 (fresh QA60 HIGH-3) holds a card in the next player's zone as her play,
the Musician's / Stowaway's forced discard then unread in another zone
(:func:`companion.tracker.early_card.discard_or_play`). Not right after that discard was
read and undone by minus twice, still lying in its zone: the undone card is the discard
read, and the next card as that player's own card after it is
:func:`companion.tracker.undone_discard.with_undone`'s. qa52b r6b (3 players, arkham):
Carol's Musician on herself, her Necronomicon undone, then Alice's Cthulhu (her Sanity
check card, Alice Insane since her Randall Tillinghast): held as Alice's play with the
discard "unread", the accounts stayed apart and Carol's "2 no" said nothing of the round
(17 app tests of qa52b / oldplay53 / fits53 failed on st61). Rules: seed 002 card 5 (the
Musician), "Sanity check"; RULINGS O13."""
from pathlib import Path

from companion.session_log_lines import read_log
from companion.tracker.tracker import Tracker

_LOG = Path(__file__).parent.parent / "qa52b_r6b_round2.jsonl"


def test_a_card_after_an_undone_forced_discard_is_not_held_as_a_play_with_it_unread():
    observations, errors = read_log(_LOG)
    assert not errors
    tracker = Tracker()
    tracker.apply_all(observations[:10])  # to the Necronomicon undone (log line 10)
    assert observations[9].kind == "undo" and observations[10].cards == ("cthulhu",)
    tracker.apply(observations[10])  # Alice's Cthulhu
    assert not any(h.early for h in tracker.hyps), [h.early for h in tracker.hyps]
    tracker.apply(observations[11])  # Alice's hand, the Investigators
    events = tracker.apply(observations[12])  # "2 no": Carol's Musician was no hand
    kinds = [(e.kind, e.seat) for e in events]
    # the round goes on as the cards tell: Carol's discard, Alice's failed check, out
    assert ("check_failed", 0) in kinds and ("player_out", 0) in kinds, kinds
    assert not any(e.kind == "discard_unread" for e in events), kinds
