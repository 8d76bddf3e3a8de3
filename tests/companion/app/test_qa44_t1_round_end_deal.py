"""QA44 t1 at the live table (arkham-classic, 6 players, fr): round 2 over, its result
held for "was that Eve's hand?", the table gathered. The deal closes the question (one
table whatever the answer) and says, in the order of the table: that the answer changes
nothing, round 2's result (only what every account tells: no "Eve reveals The
Musician."), then the dealing steps, then round 3's start (main said the steps first,
then "Eve goes insane. … Eve reveals The Musician. …"). Seed 002 "End of the Round",
"Starting the Next Round"."""
import queue

import pytest

from companion.app.keys import Command
from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.cards import card
from companion.narration.catalog import message
from companion.tracker import observations as o

from ..tracker.test_qa44_t1_moot_out_deal import _T1
from .test_live_deal import CLEARED_FRAMES, _Camera, _frames, _texts
from .test_qa44_moot_question_deal import _round_four_won

NAMES = ("Alice", "Bob", "Carol", "Dan", "Eve", "Fay")


def _t1_round_two_over(lang):
    """The live table of t1 (no key pressed) at round 2's end, Eve's question open."""
    said, logged = [], []
    table = LiveTable(LiveOptions("arkham-classic", lang, NAMES, 0, "unused"),
                      TableSession(say=said.append, record=logged.append, lang=lang),
                      _Camera(), None, queue.Queue(), lambda c: False, lambda line: None)
    table._seat_markers_seen = lambda first=None, keys=False: [1, 2, 3, 4, 5, 6]
    table.guided_setup()
    for tok in _T1.split():
        table.session.observe(o.new_round() if tok == "N"
                              else o.card_seen(int(tok.split(":")[0]), tok.split(":")[1]))
    assert table.session.tracker.question is not None
    return table, said, logged


@pytest.mark.parametrize("lang", ["fr", "en", "es"])
def test_t1_gathered_table_says_round_two_s_agreed_result_then_the_deal_steps(lang):
    table, said, logged = _t1_round_two_over(lang)
    start = len(said)
    _frames(table, 3 * CLEARED_FRAMES)
    texts = _texts(said[start:])
    joined = " | ".join(texts)
    tracker = table.session.tracker
    assert tracker.question is None and tracker.view().round == 3, joined
    # the question open is on Eve's Musician (her knocked-out hand, or her showdown
    # hand): her Deep One before it was no hand in any account (QA45 HIGH-3, session 46)
    names = {"player": "Eve", "card": card("the_musician").name(lang)}
    closed = texts.index(message(lang, "question_settled.moot_out.brief", **names))
    won = next(i for i, t in enumerate(texts) if t.startswith(message(
        lang, "round_ended.brief.one", players="Carol", own="")[:10]))
    shuffle = texts.index(message(lang, "app.setup_deal"))
    started = next(i for i, t in enumerate(texts) if t.startswith(message(
        lang, "round_started.brief", round=3, player="Carol", count=17)[:8]))
    assert closed < won < shuffle < started, joined
    revealed = message(lang, "hand_revealed.brief", player="Eve",
                       card=card("the_musician").name(lang))
    assert revealed not in texts, joined  # Eve's Musician: out or revealed?
    assert [ob.kind for ob in logged][-1] == "new_round"


def test_undoing_the_deal_that_closed_a_question_changing_nothing_does_not_ask_it_again():
    # review of deal44 (LOW): the deal undone, the question it closed was asked again,
    # though its every answer still deals the same table
    table, said, _ = _t1_round_two_over("en")
    _frames(table, 3 * CLEARED_FRAMES)
    tracker = table.session.tracker
    assert tracker.question is None and tracker.view().round == 3
    start = len(said)
    table._undo(Command("undo"))
    texts = _texts(said[start:])
    assert tracker.view().round == 2 and tracker.question is not None, texts
    assert tracker.deal_closes_question()
    assert texts[0] == message("en", "app.undone_round"), texts
    assert not any("was that Eve's hand" in t for t in texts), texts


def test_undoing_the_deal_that_closed_a_won_round_s_sane_or_insane_does_not_ask_it_again():
    # the same for QA44 t2's Liber Ivonis (original, 2 players): Sane or Insane, Alice won
    said = []
    table = LiveTable(LiveOptions("original", "en", ("Alice", "Bob"), 0, "unused"),
                      TableSession(say=said.append, record=lambda obs: None, lang="en"),
                      _Camera(), None, queue.Queue(), lambda c: False, lambda line: None)
    table._seat_markers_seen = lambda first=None, keys=False: [1, 2]
    table.guided_setup()
    _round_four_won(table.session.observe)
    _frames(table, 3 * CLEARED_FRAMES)
    assert table.session.tracker.view().round == 5
    start = len(said)
    table._undo(Command("undo"))
    texts = _texts(said[start:])
    assert table.session.tracker.question is not None, texts
    assert not any("Sane or Insane effect?" in t for t in texts), texts


#: an engine game (arkham-classic, 3 players, seed 18, only the answers the rules ask
#: for) to round 2's end: Alice's Nightgaunt… round 2: Carol's Investigators, then Bob's
#: Nightgaunt (his hand, Carol guessing right, or his play), Alice's Entertainer, Carol's
#: Deep One and Investigators. Bob out: Alice wins round 2; Bob in: Alice out, Bob wins.
_SEED_18 = ("0:nightgaunt 1:stowaway 1:the_dilettante 2:cultists 0:cthulhu 0:necronomicon N "
            "2:investigators 1:nightgaunt 0:the_entertainer 2:deep_one 2:investigators")


def seed_18_round_two_over(lang="en"):
    """The live table of :data:`_SEED_18` (no key pressed) at round 2's end, Bob's "was
    that his hand?" open, the table not seen cleared; and the list of what it said."""
    said = []
    table = LiveTable(LiveOptions("arkham-classic", lang, ("Alice", "Bob", "Carol"), 0,
                                  "unused"),
                      TableSession(say=said.append, record=lambda obs: None, lang=lang),
                      _Camera(), None, queue.Queue(), lambda c: False, lambda line: None)
    table._seat_markers_seen = lambda first=None, keys=False: [1, 2, 3]
    table.guided_setup()
    for tok in _SEED_18.split():
        table.session.observe(o.new_round() if tok == "N"
                              else o.card_seen(int(tok.split(":")[0]), tok.split(":")[1]))
    return table, said


def test_a_gathered_table_whose_round_winner_hangs_on_the_question_deals_and_the_first_card_tells():
    table, said = seed_18_round_two_over()
    tracker = table.session.tracker
    assert {h.round_winners for h in tracker.hyps} == {(0,), (1,)}
    start = len(said)
    _frames(table, 3 * CLEARED_FRAMES)
    texts = _texts(said[start:])
    assert tracker.view().round == 3, texts
    steps = texts.index(message("en", "app.setup_deal"))
    told = texts.index(message("en", "app.result_by_first_card", round=2, next=3,
                               players="Alice or Bob"))
    assert steps < told, texts
    assert not any("wins the round" in t or "Round 3" in t for t in texts), texts
    # Alice lays round 3's first card: she started, so she won round 2 (Bob was out)
    start = len(said)
    _frames(table, 6, (1, "the_urchin"))
    texts = _texts(said[start:])
    won = next(i for i, t in enumerate(texts) if t.startswith("Alice wins the round"))
    assert "Round 3. Alice starts." in texts[won:], texts
    assert any(t.startswith("Bob is out") for t in texts[:won]), texts
