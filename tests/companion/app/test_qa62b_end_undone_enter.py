"""Fresh QA62b MEDIUM-1 and LOW-1 (g1, 2 players, original edition, en, seed 462): round 3,
Alice Insane (the Shining Trapezohedron), Bob's Investigators, then the Necronomicon in
Alice's zone ("was that Alice's hand, so Alice is out?"), then Nyarlathotep: "No answer
needed: Alice's Sanity check showed the Necronomicon." "Alice is out, with Nyarlathotep."
"Bob wins the game!…". Minus twice: "Undone: Nyarlathotep in Alice's zone." and the question
asked again (the card that told it undone: the accounts split again, undo then redo is the
identity).

MEDIUM-1: Enter's cue said "To give back the card undone in Alice's zone: which rank?";
8 (the tester's, a misread's rank: Cthulhu) said "First answer the open question: …",
though docs/keys.en.md gives the undone card back "also while the round's end waits for the
question the undo opened again". Another rank than the undone reading's, with no card read
since, now corrects it in its place, as it did with cards read since (review of undo51).

LOW-1: Alice is out either way and Bob, the one left in, wins the round and the game; key 5
said "Whose turn it is depends on the answer to the open question", key 4 "The round's
token depends on the answer". Both now say the fact
(:func:`~companion.tracker.result_foreseen.result_either_way`).

The log is g1/run2's (/tmp/s62/qa62b/g1/run2/session.jsonl) up to Nyarlathotep
(tests/companion/qa62b_g1_end.jsonl); the camera holds every zone's card as laid."""
from pathlib import Path

import pytest

from companion.narration.catalog import message
from companion.session_log_lines import read_log

from .test_live_deal import _frames, _table, _texts
from .test_qa50_enter_heard import _keys

LOG = Path(__file__).parent.parent / "qa62b_g1_end.jsonl"
ASKED = ("The Necronomicon in Alice's discard zone: was that Alice's hand, so Alice is out? "
         "1 yes, 2 no. Answer with plus and the number.")


def _undone(lang: str = "en"):
    """g1 up to Alice's Nyarlathotep, the game won by Bob, then minus twice, the card still
    lying there: ``(table, said, cards, n)``, ``n`` the lines said before the undo."""
    table, said, _ = _table(("Alice", "Bob"), lang, "original")
    observations, errors = read_log(LOG)
    assert not errors and observations[0].kind == "start"
    for obs in observations[1:]:
        table.session.observe(obs)
    tracker = table.session.tracker
    assert tracker.view().game_winners == (1,)
    zones = [seat.zone for seat in tracker.view().seats]
    cards = [(s + 1, k, i) for s, zone in enumerate(zones) for i, k in enumerate(zone)]
    assert cards[-2][:2] == (1, "nyarlathotep"), cards
    _frames(table, 6, *cards)
    n = len(said)
    _keys(table, "--")
    _frames(table, 6, *cards)
    assert tracker.question is not None and len(tracker.hyps) == 2  # asked again
    return table, said, cards, n


def test_enter_and_another_rank_gives_the_undone_card_back_while_the_question_is_open():
    table, said, cards, n = _undone()
    texts = _texts(said)[n:]
    assert ASKED in texts and "the card undone in" not in " ".join(texts), texts
    m = len(said)
    _keys(table, "\n8")
    _frames(table, 6, *cards)
    texts = _texts(said)[m:]
    assert texts[0] == "Nyarlathotep, the card undone in Alice's zone: to give it back, " \
        "which rank?", texts
    # main: "First answer the open question: The Necronomicon in Alice's discard zone: …"
    assert not any(t.startswith("First answer") for t in texts), texts
    tracker = table.session.tracker
    assert tracker.question is None, texts
    assert tracker.view().seats[0].zone[-1] == "cthulhu_original", texts
    assert tracker.view().game_winners == (1,), texts
    assert "Alice is out, with Cthulhu." in texts, texts
    assert not table.left_cards, table.left_cards  # no longer watched as left out


def test_enter_and_the_undone_card_s_rank_still_gives_it_back():
    table, said, cards, _ = _undone()
    _keys(table, "\n6")  # "Which card in Alice's zone: Randolph Carter or Nyarlathotep?"
    _keys(table, "+2")
    _frames(table, 6, *cards)
    view = table.session.tracker.view()
    assert view.seats[0].zone[-1] == "nyarlathotep" and view.game_winners == (1,), \
        _texts(said)[-6:]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_keys_5_and_4_say_the_result_every_answer_gives(lang):
    table, said, cards, _ = _undone(lang)
    m = len(said)
    _keys(table, "5")
    _frames(table, 6, *cards)
    _keys(table, "4")
    _frames(table, 6, *cards)
    texts = _texts(said)[m:]
    # main: "Whose turn it is depends on the answer to the open question: …" and "Sanity
    # tokens. Alice has 1 Insane; Bob has 1 Sane." "The round's token depends on …"
    assert texts[0] == message(lang, "app.game_won_either_way", player="Bob"), texts
    assert len(texts) == 2, texts
    if lang == "en":
        assert texts[1] == "Sanity tokens. Alice has 1 Insane; Bob has 2 Sane.", texts
    depends = [message(lang, key, token="x").split("x")[0].strip()
               for key in ("app.scores_waits_answer", "app.turn_depends")]
    assert not any(t.startswith(d) for t in texts for d in depends), texts
