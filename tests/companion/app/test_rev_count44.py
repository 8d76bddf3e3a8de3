"""QA44 MEDIUM-4 (count44): the deck's count said with a Sanity check's result while an
"out" question is open, through the session (``says_ahead``, as the live table sets it)."""
from __future__ import annotations

import pytest

from companion.app.keys import Command
from companion.app.session import TableSession
from companion.tracker import observations as o

#: QA44 t3 (arkham, 4 players, seed 3): Carol's Fed asks "was that Carol's hand?"; Dan's
#: Cthulhu and hand, then Alice's Sanity check (The Boxer) are said ahead of the answer;
#: 16 cards are left if Carol played the Fed (she drew), 17 if it was her hand
ROUND = [(0, "randall_tillinghast"), (1, "investigators"), (2, "the_fed"), (3, "cthulhu"),
         (3, "the_urchin"), (0, "the_boxer")]
PASSES = {"en": ("Alice passes.", "16 or 17 cards left: the answer tells."),
          "fr": ("Alice réussit.", "Il reste 16 ou 17 cartes : la réponse le dira."),
          "es": ("Alice supera la prueba.", "Quedan 16 o 17 cartas: la respuesta lo dirá.")}


def _said_ahead(lang: str) -> tuple[TableSession, list]:
    said: list = []
    s = TableSession(say=said.append, lang=lang, says_ahead=True)
    s.observe(o.start("arkham", ["Alice", "Bob", "Carol", "Dan"], lang, 0))
    for seat, key in ROUND:
        s.observe(o.card_seen(seat, key))
    assert s.tracker.question is not None  # still open
    return s, said


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_check_said_ahead_of_an_open_question_ends_with_the_counts_the_answer_chooses(lang):
    """Guide "The deck" (RULINGS A1): the count ends the line of the last revealed card.
    Said ahead of "was that Carol's hand?", the check's line lost it ("Alice passes."
    alone, QA44 t3), the accounts' counts differing by Carol's draw: both are said."""
    _, said = _said_ahead(lang)
    result, counts = PASSES[lang]
    line = next(a.brief for a in said if a.brief.startswith(result))
    assert line == f"{result} {counts}", [a.brief for a in said]


def test_the_answer_after_a_check_said_ahead_says_no_count_of_its_own():
    """Plus 2 (Carol is still in) then says Carol's Fed was her play (named again since
    fresh QA51c M2, order52): no count is folded into it (review of quiet43, gather44),
    nor said alone (a count two draws old)."""
    s, said = _said_ahead("en")
    told = len(said)
    s.key(Command("answer", 2))
    text = [a.brief for a in said[told:]]
    assert text == ["Carol is still in.", "Carol's play, not Carol's hand: The Fed."], text
    assert not [t for t in text if "left" in t], text


#: QA44 t1 (arkham-classic, 6 players, fr, seed 11), round 1 as the camera reads it (the
#: demo's cards, no answer given): Dan's Cultists put Carol out, her Boxer laid asks "was
#: that Carol's hand?"; Eve's Nightgaunt (her Sanity check, failed) closes it
T1_ROUND_1 = [
    (0, "investigators"), (5, "the_dilettante"), (1, "investigators"), (2, "shoggoth"),
    (3, "investigators"), (0, "necronomicon"), (4, "the_entertainer"), (1, "the_sailor"),
    (2, "the_urchin"), (2, "the_musician"), (2, "the_urchin"), (3, "randall_tillinghast"),
    (4, "stowaway"), (1, "cthulhu"), (2, "investigators"), (2, "the_fed"),
    (3, "investigators"), (3, "cultists"), (2, "the_boxer"), (4, "nightgaunt"),
    (4, "the_musician")]


def _t1_round_1(lang: str) -> list[str]:
    said: list = []
    s = TableSession(say=said.append, lang=lang, says_ahead=True)
    s.observe(o.start("arkham-classic", ["Alice", "Bob", "Carol", "Dan", "Eve", "Fay"],
                      lang, 0))
    for seat, key in T1_ROUND_1:
        s.observe(o.card_seen(seat, key))
    return [a.brief for a in said]


@pytest.mark.parametrize("lang, line", [
    ("fr", "Eve échoue. Il reste 1 carte."), ("en", "Eve fails. 1 card left.")])
def test_a_count_equal_in_every_account_is_not_said_ahead_without_its_check_line(lang, line):
    """Guide "The deck" (RULINGS A1): Eve's check (Nightgaunt) read while "was that
    Carol's hand?" is open; its count, the same whatever the answer, was said ahead on
    its own ("Il reste 1 carte.", the least urgent line, dropped by the voice) and the
    check's line held with the answer came without it: "Eve échoue." (QA44 t1)."""
    text = _t1_round_1(lang)
    assert line in text, text
    assert not [t for t in text if t.startswith(("Il reste", "1 card left"))], text


@pytest.mark.parametrize("lang, cue", [
    ("fr", "Au tour d'Eve. Il reste 2 cartes."), ("en", "Eve's turn. 2 cards left.")])
def test_a_low_deck_turn_cue_counts_the_players_in_as_the_turn_starts(lang, cue):
    """Guide "The deck"/turns: once the deck holds no more cards than players in, the
    turn's cue says the count in brief too. Eve's turn (2 cards, Dan and Eve in) was said
    with her failed check and out, in one input: counted against the players in after it
    (Dan alone), the cue was "À Eve." (QA44 t1: "Au tour d'Eve. Il reste 2 cartes." never
    said)."""
    text = _t1_round_1(lang)
    assert cue in text, text


def test_resumed_round_a_failed_check_said_ahead_carries_its_counts_and_none_comes_alone():
    """QA44 t4b: t3's log resumed in French at round 3's deal; Dan's Singer laid asks "was
    that Dan's hand?", Bob's check (the Deep One) is said ahead: "Bob échoue." had no
    count, and "Il reste 15 cartes." came alone 14 s later (main, before gather44), then
    not at all (gather44). Guide "The deck": the count ends the check's line."""
    text = t4b_round_3()
    assert "Bob échoue. Il reste 15 ou 16 cartes : la réponse le dira." in text, text
    assert not [t for t in text if t.startswith("Il reste")], text


def t4b_round_3() -> list[str]:
    """What the live table says (fr, brief) of QA44 t4b's round 3: t3's log resumed at the
    round's deal, then the camera's first ten cards of the round, no answer given."""
    from pathlib import Path

    from companion.session_log import resume_report
    said: list = []
    s = TableSession(say=said.append, lang="fr", says_ahead=True)
    s.resume(resume_report(Path(__file__).parent.parent / "qa44_t4b_resume.jsonl"))
    told = len(said)
    for seat, key in [(0, "the_fed"), (1, "cultists"), (2, "investigators"),
                      (3, "the_entertainer"), (0, "randall_tillinghast"), (1, "deep_one"),
                      (1, "necronomicon"), (2, "the_boxer"), (2, "the_fed"),
                      (3, "tommy_gun")]:
        s.observe(o.card_seen(seat, key))
    return [a.brief for a in said[told:]]
