"""Fresh QA48b (c) (r2: 2 players, original, es, ``companion demo`` seed 32; the video cut at
frame 310 of 620, part 1 played, then ``companion play --resume LOG --source p2.mp4``; the
tester's files ``/tmp/s48/qa48b/r2cut/``): the log (part 1's 16 lines,
``session.after-p1.jsonl``) ends on Bob's round-2 Investigators naming Alice (his guess not
told: Alice may be out). Part 2's first pictures show Alice's Investigators, laid at the
cut, in her zone: her play the log's table waits for. main said three times, 12.5 s apart,
"Hay en la mesa una carta que el registro no tiene: los Investigadores en la zona de Alice
... pulsa más y 1.", then, the table played on (every card held meanwhile), "la ronda 2 no
ha terminado ... Pulsa Intro y luego su rango", and the rest of the game was never said. A
card the log's table waits for, alone over the log's cards in its zone and taken by the
tracker unrefused, is taken as live: here "Alice: the Investigators."
(:meth:`~companion.app.live_setup.GuidedSetup._card_owed`); a card the rules refuse there
is still held for plus 1.

The set-up's readings are those the real reader gives part 2's first pictures (frames 0-12
of ``p2.mp4``: Alice's and Bob's Investigators in their zones, round 2's five face-up cards
and the Mi-Go Braincase in the middle); the later pictures follow the video's truth
(``demo-transcript.txt``), given by hand to a real stabilizer."""
import pytest

from .test_live_setup import _frames, _texts
from .test_qa45_resume_hand import resumed_on

LOG = "".join('{"seq":%d,"obs":%s}\n' % (n, line) for n, line in enumerate([
    '{"kind":"start","value":{"edition":"original","names":["Alice","Bob"],"lang":"es",'
    '"first":0,"options":{}}}',
    *('{"kind":"face_up","cards":["%s"]}' % key for key in (
        "investigators_original", "elder_sign", "investigators_original",
        "investigators_original", "cats_of_ulthar")),
    '{"kind":"card","seat":0,"cards":["investigators_original"]}',
    '{"kind":"card","seat":1,"cards":["investigators_original"]}',
    '{"kind":"card","seat":0,"cards":["great_race_of_yith"]}',
    '{"kind":"new_round"}',
    *('{"kind":"face_up","cards":["%s"]}' % key for key in (
        "randolph_carter", "elder_sign", "investigators_original", "great_race_of_yith",
        "henry_armitage")),
    '{"kind":"card","seat":1,"cards":["investigators_original"]}'], 1))
#: the middle as part 2's first pictures read it (seat None, key, place)
MIDDLE = tuple((None, key, i) for i, key in enumerate((
    "great_race_of_yith", "elder_sign", "investigators_original", "randolph_carter",
    "henry_armitage", "mi_go_braincase")))
#: Bob's Investigators (the log's last card) and the middle
LOGGED = ((2, "investigators_original", 0), *MIDDLE)
#: the rest of round 2 (the video's truth), one card more a step (seat 1-based, key, place)
ROUND_2 = ((2, "mi_go", 1), (2, "golden_mead", 2), (1, "investigators_original", 1),
           (2, "henry_armitage", 3), (2, "necronomicon_original", 4),
           (2, "great_race_of_yith", 5))
#: Alice's play said, and round 2's end, in each language
SAID = {"en": ("Alice: the Investigators.", "Alice wins the round and has 1 Sane."),
        "fr": ("Alice : les Investigateurs.",
               "Alice remporte la manche et a 1 jeton sain d'esprit."),
        "es": ("Alice: los Investigadores.",
               "Alice gana la ronda y tiene 1 ficha del lado cuerdo.")}


def _resumed(tmp_path, lang, *extra):
    """The log resumed (original, Alice and Bob) in ``lang`` on a table whose set-up
    pictures show :data:`LOGGED` and ``extra``: ``(table, said)``."""
    return resumed_on(tmp_path, LOG, (*LOGGED, *extra), lang=lang, names=("Alice", "Bob"),
                      edition="original")


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_qa48b_the_awaited_play_laid_at_the_cut_is_taken_as_her_play(tmp_path, lang):
    table, said = _resumed(tmp_path, lang, (1, "investigators_original", 0))
    play, won = SAID[lang]
    assert _texts(said)[-1] == play and table.held_at is None, _texts(said)
    tracker = table.session.tracker
    assert tracker.view().seats[0].zone == ("investigators_original",)
    for i in range(len(ROUND_2)):  # the rest of round 2, as the video goes on
        _frames(table, 12, *LOGGED, (1, "investigators_original", 0), *ROUND_2[:i + 1])
    assert won in _texts(said), _texts(said)
    assert tracker.view().round == 2 and tracker.view().seats[1].out


def test_qa48b_a_card_the_rules_refuse_in_her_zone_is_still_held(tmp_path):
    # Randolph Carter lies face up in the middle (the game has one): not Alice's play
    table, said = _resumed(tmp_path, "en", (1, "randolph_carter", 0))
    assert _texts(said)[-1] == (
        "A card the log does not hold is on the table: Randolph Carter in Alice's zone. "
        "Take it away; or, if it was played while the companion was off, press plus and 1.")
    assert len(table.session.tracker.history) == 16
