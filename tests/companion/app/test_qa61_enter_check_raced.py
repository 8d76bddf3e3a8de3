"""Fresh QA61 LOW-5 (g3 run1: 5 players, arkham stickers-only, harsh, es, demo seed 411,
round 3): Carol's Cultists refused during Bob's Sanity check, the voice asked "¿Una carta
de Bob que no pude leer? Pulsa Intro y luego su rango. Si Bob no puso ninguna, …"
(``app.answer_blamed_missed``). The camera then read Bob's check card (the Urchin), his
play and Carol's Cultists, the voice still behind; Enter, obeying the line heard, cued
"Carta jugada: ¿qué rango?", and its rank 4 asked "Intro: ¿en la zona de descarte de
quién? 1: Alice; 2: Bob; 3: Dan; 4: Eve." (then "Elección cancelada"). That line is now a
prompt the camera may settle (:mod:`companion.app.enter_raced`): Enter's cue names the card
it asked for, "Card for Bob's Sanity check", and its rank enters nothing, saying the card
the camera read. The log: run1's session log up to the refused Cultists
(tests/companion/qa61_g3_round3.jsonl)."""
from pathlib import Path

import pytest

from companion.cards import card
from companion.narration.catalog import message
from companion.session_log import logged_with_marks
from companion.tracker.observations import card_seen

from .test_live_deal import _table, _texts
from .test_qa50_enter_heard import _keys

NAMES = ("Alice", "Bob", "Carol", "Dan", "Eve")
LOG = Path(__file__).parent.parent / "qa61_g3_round3.jsonl"


def _blamed(lang):
    """Run1's round 3 up to the line asking for Bob's card during his Sanity check."""
    table, said, logged = _table(names=NAMES, lang=lang)
    s = table.session
    for obs, _ in list(logged_with_marks(LOG))[1:]:
        s.observe(obs)
    assert s.tracker.waiting()[:2] == ("check", 1)
    assert _texts(said)[-1].startswith(message(lang, "app.answer_blamed_missed", player="Bob",
                                               question="").split("?")[0])
    return table, said, logged


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_enter_for_bob_s_check_card_read_meanwhile_names_the_check_and_enters_nothing(lang):
    table, said, logged = _blamed(lang)
    for seat, key in ((1, "the_urchin"), (1, "investigators"), (2, "cultists")):
        table.session.observe(card_seen(seat, key))  # read, the voice behind
    n, before = len(said), len(logged)
    _keys(table, "\n")
    assert _texts(said)[n:] == [message(lang, "app.prefix_enter_wait", expected=message(
        lang, "wait.check", player="Bob"))]
    _keys(table, "4")
    assert _texts(said)[n + 1:] == [message(lang, "app.enter_read_meanwhile", player="Bob",
                                            card=card("the_urchin").name(lang))]
    assert logged[before:] == []


def test_enter_for_bob_s_check_card_not_read_yet_still_takes_it():
    """The check card not read: Enter's cue names his Sanity check, its rank enters it."""
    table, said, logged = _blamed("en")
    n, before = len(said), len(logged)
    _keys(table, "\n")
    assert _texts(said)[n:] == ["Card for Bob's Sanity check: which rank?"]
    _keys(table, "4+1")
    assert [(obs.kind, obs.seat) for obs in logged[before:]][:1] == [("card", 1)]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_enter_at_a_sanity_check_then_its_card_read_before_the_rank_enters_nothing(lang):
    """Replayed (g3 run1, the same keys up to round 3, Enter at frame 690, rank 4 at 709,
    no card refused): Enter's cue named Bob's Sanity check, the camera read his Urchin
    before the rank, and the rank asked "the Urchin or the Necronomicon?" in his zone as
    his play. It enters nothing now, said."""
    table, said, logged = _table(names=NAMES, lang=lang)
    s = table.session
    for obs, _ in list(logged_with_marks(LOG))[1:-1]:  # (not the refused Cultists)
        s.observe(obs)
    n = len(said)
    _keys(table, "\n")
    assert _texts(said)[n:] == [message(lang, "app.prefix_enter_wait", expected=message(
        lang, "wait.check", player="Bob"))]
    s.observe(card_seen(1, "the_urchin"))  # the camera reads it
    before = len(logged)
    _keys(table, "4")
    assert _texts(said)[-1] == message(lang, "app.enter_read_meanwhile", player="Bob",
                                       card=card("the_urchin").name(lang))
    assert logged[before:] == []
