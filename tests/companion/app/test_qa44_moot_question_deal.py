"""QA44 MEDIUM-5: a question whose every answer deals the same table does not hold the
next deal; the deal closes it. From the tester's run t2 (original, 2 players, es, busy,
seed 5): round 4's "Alice: ¿efecto cuerdo o de locura?" about her Liber Ivonis, Alice
already Insane, then Bob out and Alice the round's winner whatever the side; unanswered,
"El próximo reparto espera la respuesta…" was said again and again and rounds 5+ were
lost. Seed 002 "End of a Round": the winner's token depends on being Insane, not on the
side of the card played."""
import queue

import pytest

from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.cards import card
from companion.narration.catalog import message
from companion.tracker import observations as o
from companion.tracker.tracker import Tracker

from .test_live_deal import CLEARED_FRAMES, _Camera, _frames, _texts

#: t2's observations up to round 4's end (its demo log, the answer "+2" left out):
#: ``F:card`` face up, ``seat:card`` a zone card, ``T``/``G``/``I`` target, guess, still in,
#: ``E:side`` an effect told, ``N`` the next deal
_T2 = (
    "F:great_race_of_yith F:elder_sign F:investigators_original F:investigators_original "
    "F:elder_sign 0:randolph_carter T1 1:shining_trapezohedron 0:deep_ones T1 G2 I1 "
    "1:nyarlathotep 1:henry_armitage N F:cats_of_ulthar F:elder_sign F:henry_armitage "
    "F:cthulhu_original F:mi_go 0:nyarlathotep T1 1:golden_mead T0 0:liber_ivonis "
    "0:great_race_of_yith N F:investigators_original F:investigators_original "
    "F:cats_of_ulthar F:shining_trapezohedron F:henry_armitage 1:cthulhu_original "
    "1:golden_mead N F:hound_of_tindalos F:randolph_carter F:investigators_original "
    "F:elder_sign F:investigators_original 0:silver_key 1:investigators_original T0 G7 I0 "
    "0:golden_mead T1 1:cats_of_ulthar T0 0:elder_sign 0:henry_armitage T1 "
    "1:shining_trapezohedron 1:great_race_of_yith 1:deep_ones E:sane T0 G2 I0 "
    "0:great_race_of_yith 0:liber_ivonis 1:necronomicon_original 1:investigators_original")


def _observations(text=_T2):
    """The observations of ``text`` (the tokens above), in order."""
    for tok in text.split():
        if tok == "N":
            yield o.new_round()
        elif tok.startswith("F:"):
            yield o.face_up(tok[2:])
        elif tok.startswith("E:"):
            yield o.effect(tok[2:])
        elif tok[0] in "TGI":
            yield {"T": o.target, "G": o.guess, "I": o.still_in}[tok[0]](int(tok[1:]))
        else:
            seat, key = tok.split(":")
            yield o.card_seen(int(seat), key)


def _round_four_won(observe):
    for obs in _observations():
        observe(obs)


def test_a_won_round_s_sane_or_insane_question_is_closed_by_the_deal():
    t = Tracker()
    t.apply(o.start("original", ["Alice", "Bob"], "es"))
    _round_four_won(t.apply)
    assert t.question is not None and t.question.value == "effect"
    assert t.deal_closes_question()
    events = t.apply(o.new_round())
    assert t.question is None
    settled = [e for e in events if e.kind == "question_settled"]
    assert [(e.seat, e.cards, e.info) for e in settled] == [(0, ("liber_ivonis",), "moot")]
    view = t.view()
    assert view.round == 5 and view.active == 0
    assert [e.kind for e in events].count("round_started") == 1
    assert "protected" not in [e.kind for e in events]  # the Sane side's mark: none now


def test_a_question_that_still_tells_the_round_s_end_is_not_closed_by_the_deal():
    # "was that Bob's hand?" open while Bob out or not leaves Alice and Carol playing:
    # no account has the round over, the answer matters (the deal waits for it)
    t = Tracker()
    t.apply(o.start("arkham", ["Alice", "Bob", "Carol"]))
    for obs in (o.card_seen(0, "the_boxer"), o.target(1), o.card_seen(1, "the_fed")):
        t.apply(obs)
    assert t.question is not None
    assert not t.deal_closes_question()


@pytest.mark.parametrize("lang", ["es", "en", "fr"])
def test_the_cleared_table_deals_the_next_round_past_a_question_that_changes_nothing(lang):
    said, logged = [], []
    table = LiveTable(LiveOptions("original", lang, ("Alice", "Bob"), 0, "unused"),
                      TableSession(say=said.append, record=logged.append, lang=lang),
                      _Camera(), None, queue.Queue(), lambda c: False, lambda line: None)
    table._seat_markers_seen = lambda first=None, keys=False: [1, 2]
    table.guided_setup()
    _round_four_won(table.session.observe)
    assert table.session.tracker.question is not None
    _frames(table, 3 * CLEARED_FRAMES)
    texts = _texts(said)
    assert not any(message(lang, "app.deal_waits_answer") in t for t in texts)
    assert table.session.tracker.question is None
    assert table.session.tracker.view().round == 5
    assert [ob.kind for ob in logged][-1] == "new_round"
    closed = message(lang, "question_settled.moot.brief", player="Alice",
                     card=card("liber_ivonis").name(lang))
    assert closed in texts
