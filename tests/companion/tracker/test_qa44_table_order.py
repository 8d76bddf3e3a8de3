"""QA44 HIGH-2 and MEDIUM-3 (order45): while a "was that X's hand?" question is open, the
live table says the game in table order (docs/guide-helper.en.md §2). The question names
its card at its place (the card on the table is public either way, seed 001 "Out of the
Round"), so that card is never said again as a play after later plays; no later play or
Sanity check is said ahead past a card still held; a play's lines stay together."""
from __future__ import annotations

import pytest

from companion.app.session import TableSession
from companion.tracker import observations as o
from tests.companion.app.test_rev_count44 import T1_ROUND_1, t4b_round_3
from tests.companion.tracker.test_qa42_late_play import _unanswered_game

T1_NAMES = ["Alice", "Bob", "Carol", "Dan", "Eve", "Fay"]
#: QA44 t1 (arkham-classic, 6 players, seed 11) round 2 as the camera read it, no answer:
#: Fay's Nightgaunt asks "was that Fay's hand?" (it was her play), Carol's Necronomicon
#: (her play) is read before Dan's Sanity check
T1_ROUND_2 = [
    (3, "shoggoth"), (4, "investigators"), (5, "nightgaunt"), (0, "the_boxer"),
    (0, "stowaway"), (1, "investigators"), (2, "necronomicon"), (3, "the_urchin"),
    (3, "randall_tillinghast"), (4, "the_boxer"), (1, "investigators"),
    (5, "the_dilettante"), (5, "cthulhu"), (5, "the_fed"), (2, "the_urchin")]


def _t1(lang: str = "en") -> tuple[list[str], list[str]]:
    """What the live table says of t1's rounds 1 and 2 (cards only): ``(round 1, round 2)``
    lines, brief."""
    said: list = []
    s = TableSession(say=said.append, lang=lang, says_ahead=True)
    s.observe(o.start("arkham-classic", T1_NAMES, lang, 0))
    for seat, key in T1_ROUND_1:
        s.observe(o.card_seen(seat, key))
    first = len(said)
    s.observe(o.new_round())
    for seat, key in T1_ROUND_2:
        s.observe(o.card_seen(seat, key))
    text = [a.brief for a in said]
    return text[:first], text[first:]


def test_qa44_high2_fays_nightgaunt_is_named_by_its_question_not_again_after_later_plays():
    """t1 round 2: "Fay : la Maigre bête de la nuit." was heard 33 s late, after Alice's,
    Bob's, Dan's and Eve's plays. The question names it at its place; the cards' settling
    says her play (order46 (a): the play named, its turn's cue not; fresh QA51 run H,
    order52: in one line saying what was asked and what the cards showed)."""
    _, r2 = _t1()
    asked = next(i for i, t in enumerate(r2) if t.startswith(
        "The Nightgaunt in Fay's discard zone: was that Fay's hand"))
    assert asked < r2.index("Alice: The Boxer.") < r2.index("Bob: the Investigators."), r2
    assert r2[r2.index("The cards answer the question about the Nightgaunt: Fay's play, "
                       "not Fay's hand.") - 1] == "Bob: the Investigators.", r2
    assert "Fay." not in r2, r2


def test_qa44_high2_carols_necronomicon_is_named_before_dans_check_and_eves_boxer():
    """t1 round 2: Carol's Necronomicon (truth: before Dan's check) was said after Bob out,
    Fay's check and Fay's Cthulhu. Now nothing after it is said before its question."""
    _, r2 = _t1()
    asked = next(i for i, t in enumerate(r2) if t.startswith(
        "The Necronomicon in Carol's discard zone: was that Carol's hand"))
    assert asked < r2.index("Dan: Sanity check, 1 card.") < r2.index("Eve: The Boxer."), r2
    assert r2.index("Fay: Cthulhu.") < r2.index(
        "The cards answer the question about the Necronomicon: Carol's play, not Carol's "
        "hand."), r2


def test_qa44_high2_round_1_eves_entertainer_is_said_before_bobs_sailor():
    """t1 round 1: "Eve : la Chanteuse." came after "Bob : le Marin." (truth: Eve first):
    Bob's Sailor was said ahead past Eve's card, held behind Alice's Necronomicon."""
    r1, _ = _t1()
    assert r1.index("Eve: The Entertainer.") < r1.index("Bob: The Sailor."), r1


#: QA44 t3 (arkham, 4 players, seed 3) round 1 as the session log holds it: Carol's Fed
#: asked about, plus 2; Alice's Deep One knocks Bob out, his Cultists asked about; Carol's
#: Urchin; plus 1; Alice's Sanity check (Shoggoth, Stowaway)
T3_START = [(0, "randall_tillinghast"), (1, "investigators"), (2, "the_fed"),
            (3, "cthulhu"), (3, "the_urchin"), (0, "the_boxer")]


def _t3(lang: str = "en") -> tuple[TableSession, list]:
    said: list = []
    s = TableSession(say=said.append, lang=lang, says_ahead=True)
    s.observe(o.start("arkham", ["Alice", "Bob", "Carol", "Dan"], lang, 0))
    for seat, key in T3_START:
        s.observe(o.card_seen(seat, key))
    return s, said


@pytest.mark.parametrize("lang, line", [
    ("en", "Carol's play, not Carol's hand: The Fed."),
    ("fr", "Le jeu de Carol, pas sa main : l'Agent fédéral."),
    ("es", "La jugada de Carol, no su mano: el Federal.")])
def test_qa44_high2_an_answer_after_plays_said_ahead_says_the_play_without_its_card(
        lang, line):
    """t3: Dan's Cthulhu and hand and Alice's check were said ahead of "was that Carol's
    hand?"; plus 2 then said "Carol: The Fed." after them, heard as a new play. The line
    says it was the play the question named, the card named last (fresh QA51c M2, order52:
    "That was Bob's play." never named the card)."""
    s, said = _t3(lang)
    told = len(said)
    s.observe(o.still_in(2))
    text = [a.brief for a in said[told:]]
    assert text[-1] == line, text
    assert not [t for t in text[:-1] if "Fed" in t or "fédéral" in t or "Federal" in t], text


def test_qa44_medium3_alices_check_is_not_said_before_carols_urchin():
    """t3: "Alice: Sanity check, 2 cards." was said at Carol's Urchin, held behind "was
    that Bob's hand?", then "Bob is out", "Carol: The Urchin." and only then the check's
    cards and result: one play split by later news, the game out of order."""
    s, said = _t3()
    s.observe(o.still_in(2))
    for seat, key in ((0, "deep_one"), (1, "cultists"), (2, "the_urchin")):
        s.observe(o.card_seen(seat, key))
    assert not [a for a in said if a.brief.startswith("Alice: Sanity check, 2")]
    told = len(said)
    s.observe(o.seat_out(1))
    for seat, key in ((0, "shoggoth"), (0, "stowaway")):
        s.observe(o.card_seen(seat, key))
    assert [a.brief for a in said[told:]] == [
        "Bob is out, with the Cultists.", "Carol.", "Carol: The Urchin.",
        "Carol is protected.", "Alice.", "Alice: Sanity check, 2 cards.", "The Shoggoth.",
        "The Stowaway.", "Alice fails. 12 cards left."]


def _plays_heard(events) -> tuple[list, list]:
    """``(plays, late)``: the plays named, in the order said, as ``(round, seat, card)``
    (a ``card_played``, or an ``out`` / ``was_hand`` question or a ``card_laid`` naming one
    card that was a play: closed as one; "The Investigators or The Boxer in Fay's zone"
    names none), and the plays named again after other plays since their question named
    them."""
    plays, late, rnd, asked = [], [], 0, {}
    for e in events:
        k = (rnd, e.seat, e.cards[0]) if e.cards else None
        if e.kind == "round_started":
            rnd += 1
        elif (e.kind == "question" and e.value in ("out", "was_hand") and len(e.cards) == 1
              or e.kind == "card_laid") and k not in asked:  # card_laid: order46
            plays.append(None)  # its place, kept if the card was a play
            asked[k] = len(plays) - 1
        elif k in asked and (e.kind == "question_settled" or e.info in ("settled", "named")):
            at = asked.pop(k)  # "named": the play line said at the cards' settling (order46)
            if e.info in ("play", "settled", "named"):
                plays[at] = k
        elif e.kind == "card_played":
            if k in asked:
                at = asked.pop(k)
                plays[at] = k
                if any(plays[at + 1:]):
                    late.append(k)  # "Fay: the Nightgaunt." after later plays
                continue
            plays.append(k)
    return [k for k in plays if k is not None], late


@pytest.mark.parametrize("edition, players", [
    ("original", 5), ("arkham", 4), ("arkham-classic", 6), ("original", 3)])
def test_qa44_no_play_is_said_after_a_later_play_with_out_questions_unanswered(
        edition, players):
    """Random engine games, the out questions never answered (the cards settle them): the
    plays are named in the order the game played them, and none is named again after
    later plays (the question named it). A card asked about that was a hand is no play of
    the game's: left out."""
    for seed in range(12):
        assert not plays_out_of_order(edition, players, seed), seed


def plays_out_of_order(edition: str, players: int, seed: int) -> list:
    """The plays of random engine game ``seed`` (out questions never answered) named
    again after later plays since their question named them, then the first play heard
    after a later play of the game's, as ``(round, seat, card)``: ``[]`` when the plays
    are named in the game's order (:func:`_plays_heard`; a knocked-out hand asked about
    is no play of the game's: left out)."""
    truth = [(r, e.seat, e.cards[0]) for r, e in _rounds(
        _unanswered_game(edition, players, seed, "all")) if e.kind == "card_played"]
    heard, late = _plays_heard(_unanswered_game(edition, players, seed))
    if late:
        return late
    used, last = set(), -1
    for k in heard:
        free = [i for i, x in enumerate(truth) if x == k and i not in used]
        if not free:
            continue  # a knocked-out hand asked about
        if free[0] < last:
            return [k, truth[last]]
        used.add(free[0])
        last = free[0]
    return []


def _rounds(events):
    rnd = 0
    for e in events:
        if e.kind == "round_started":
            rnd += 1
        yield rnd, e


def test_qa44_medium3_t4b_alices_insane_is_said_before_bobs_check_not_inside_it():
    """QA44 t4b (t3's log resumed in French at round 3's deal): "Bob : test de Santé
    mentale, 1 carte." / "Alice sombre dans la folie." / "Le Profond.": Alice's Randall
    Tillinghast drove her Insane before Bob's turn; his check's lines were split by it, and
    "Dan : la Chanteuse." (named by its question) came after Carol's Boxer."""
    text = t4b_round_3()
    at = text.index("Alice : Randall Tillinghast.")
    assert text[at + 1:at + 4] == [
        "Alice sombre dans la folie.", "Bob : test de Santé mentale, 1 carte.",
        "Le Profond."], text
    # said at the cards' settling (order46 (a)), one line (fresh QA51 run H, order52)
    assert "Les cartes répondent à la question sur la Chanteuse : le jeu de Dan, pas sa " \
        "main." in text, text
    assert "Pas besoin de répondre." not in text, text
