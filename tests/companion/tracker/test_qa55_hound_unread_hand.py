"""Fresh QA55 MEDIUM 3 (run B2, 4 players, original edition, stickers-only, dim, fr):
round 2, Alice's Hound of Tindalos (a compare, its target not told) put Carol out, and her
hand (the Elder Sign, truth: demo-session seq 48-50) was laid but never read (not even as
an unreadable card). Bob's Sanity check came next; then Dan played. The table waited for
"le jeu de Carol" (she is out), refused Dan's cards as out of turn (unexpected:2), round
2's end was never said and round 3 was lost ("Je n'ai pas pu placer 7 cartes gardées").
Reproduced by `companion replay` of runB's video with the tester's answers at the frames
of their questions (frames 116 +2, 188 Enter 1, 189 +1, 213 +2, 448 +2, 547 +2): the
replay's session log below (its inputs 1..34).

Diagnosis (tracker, not mended): after the Hound (input 30) the tracker keeps the
hypotheses of the compare (6), but a compare's loser must discard at once in its model:
Bob's Sanity check cards (inputs 31, 33), read with no card in Carol's zone, drop every
hypothesis where Carol lost (1 left: nobody out), and the turn goes to Carol. Dan's play
(input 34) is then refused instead of telling that Carol was out with her hand unread (as
the table does for a knocked-out hand laid late once the knock-out is known: keys.en.md,
key 5). A mend keeps "Carol lost, her hand not read" alive until the next card of another
player tells (a core change of the hypotheses; other helpers' live_cards / unread_under /
lost_rounds do not reach it). Checked: the same inputs with Carol's Elder Sign read after
the Hound (``card_seen(2, "elder_sign")``) take Dan's play and put Carol out. The stall's
advice ("une carte que je n'ai pas pu lire ? Appuyez sur Entrée…") would give her hand's
rank as her play."""
import json

import pytest

from companion.tracker import observations as o
from companion.tracker.tracker import Tracker

#: the replay's session log (runB2), inputs 1..34: round 2 to Dan's Necronomicon
RUN_B2_LOG = """\
{"seq": 1, "obs": {"kind": "start", "value": {"edition": "original", "names": ["Alice", "Bob", "Carol", "Dan"], "lang": "fr", "first": 0, "options": {}}}}
{"seq": 2, "obs": {"kind": "card", "seat": 0, "cards": ["silver_key"]}}
{"seq": 3, "obs": {"kind": "card", "seat": 1, "cards": ["shining_trapezohedron"]}}
{"seq": 4, "obs": {"kind": "card", "seat": 2, "cards": ["investigators_original"]}}
{"seq": 5, "obs": {"kind": "card", "seat": 3, "cards": ["investigators_original"]}}
{"seq": 6, "obs": {"kind": "card", "seat": 0, "cards": ["golden_mead"]}}
{"seq": 7, "obs": {"kind": "in", "seat": 0}}
{"seq": 8, "obs": {"kind": "card", "seat": 1, "cards": ["investigators_original"]}}
{"seq": 9, "obs": {"kind": "card", "seat": 1, "cards": ["elder_sign"]}}
{"seq": 10, "obs": {"kind": "card", "seat": 2, "cards": ["investigators_original", "deep_ones"]}}
{"seq": 11, "obs": {"kind": "was", "cards": ["investigators_original"]}}
{"seq": 12, "obs": {"kind": "card", "seat": 0, "cards": ["necronomicon_original"]}}
{"seq": 13, "obs": {"kind": "card", "seat": 3, "cards": ["henry_armitage"]}}
{"seq": 14, "obs": {"kind": "not_hand", "seat": 3}}
{"seq": 15, "obs": {"kind": "card", "seat": 2, "cards": ["liber_ivonis"]}}
{"seq": 16, "obs": {"kind": "card", "seat": 1, "cards": ["great_race_of_yith"]}}
{"seq": 17, "obs": {"kind": "card", "seat": 1, "cards": ["elder_sign"]}}
{"seq": 18, "obs": {"kind": "card", "seat": 2, "cards": ["nyarlathotep"]}}
{"seq": 19, "obs": {"kind": "card", "seat": 2, "cards": ["cats_of_ulthar"]}}
{"seq": 20, "obs": {"kind": "card", "seat": 3, "cards": ["cats_of_ulthar"]}}
{"seq": 21, "obs": {"kind": "card", "seat": 1, "cards": ["hound_of_tindalos"]}}
{"seq": 22, "obs": {"kind": "card", "seat": 1, "cards": ["cthulhu_original"]}}
{"seq": 23, "obs": {"kind": "new_round"}}
{"seq": 24, "obs": {"kind": "card", "seat": 3, "cards": ["randolph_carter"]}}
{"seq": 25, "obs": {"kind": "card", "seat": 0, "cards": ["investigators_original"]}}
{"seq": 26, "obs": {"kind": "card", "seat": 1, "cards": ["golden_mead"]}}
{"seq": 27, "obs": {"kind": "in", "seat": 1}}
{"seq": 28, "obs": {"kind": "card", "seat": 2, "cards": ["investigators_original"]}}
{"seq": 29, "obs": {"kind": "card", "seat": 3, "cards": ["investigators_original"]}}
{"seq": 30, "obs": {"kind": "card", "seat": 0, "cards": ["hound_of_tindalos"]}}
{"seq": 31, "obs": {"kind": "card", "seat": 1, "cards": ["liber_ivonis"]}}
{"seq": 32, "obs": {"kind": "not_hand", "seat": 0}}
{"seq": 33, "obs": {"kind": "card", "seat": 1, "cards": ["great_race_of_yith"]}}
{"seq": 34, "obs": {"kind": "card", "seat": 3, "cards": ["necronomicon_original"]}}
"""


def _table() -> Tracker:
    tracker = Tracker()
    for line in RUN_B2_LOG.splitlines():
        tracker.apply(o.from_dict(json.loads(line)["obs"]))
    return tracker


def test_run_b2_reaches_dan_s_play_with_bob_out():
    """The log as the app took it: Bob failed his Sanity check (out), Dan's play refused
    (the table waits for Carol's play): the state the strict xfail below starts from."""
    tracker = _table()
    assert tracker.refused_last()
    assert tracker.view().seats[1].out


@pytest.mark.xfail(strict=True, reason="QA55 MEDIUM 3: a compare's loser must discard "
                   "before the next player's card; Carol's unread hand drops her loss")
def test_dan_s_play_after_bob_s_turn_tells_carol_was_out():
    """Dan's play after Bob's turn tells that Carol was out (Alice's Hound), her hand not
    read: it is taken, and Carol is out."""
    tracker = _table()
    assert not tracker.refused_last()
    assert tracker.view().seats[2].out
