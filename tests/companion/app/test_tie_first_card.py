"""Session 40, QA fr5dim M2: after a tie, "Who starts? 1 Bob, 2 Carol." was open while
round 3's first card, Carol's R'lyeh, lay in her zone; "The next deal waits for the answer
to the question. Who starts? …" was said with each report of a card, 11 times in 75 s.
The first card laid by a tied winner tells who starts (RULINGS A11: the starter is one of
them, and the starter plays first); a card of another player is held, the deal's wait said
once, then only with the 4th, 8th, 16th … card held (:func:`companion.app.stall.reminds`)."""
import pytest

from companion.tracker import observations as o
from tests.companion.app.test_live import _appeared, live, tie_round_1

WAITS = {"en": "The next deal waits for the answer to the question.",
         "fr": "La prochaine donne attend la réponse à la question.",
         "es": "El próximo reparto espera la respuesta a la pregunta."}


def _tied(tmp_path, lang="en"):
    """Ann, Bob and Cy; round 1 ends at the showdown with two of them tied (the hands of
    tests/companion/app/test_live.py's F16 test): ``(table, said, tied seats)``, "who
    starts?" open."""
    table, said = live(tmp_path, lang=lang)
    s = table.session
    s.observe(o.start("arkham", ["Ann", "Bob", "Cy"], lang, 0))
    tie_round_1(s)
    q = s.tracker.question
    assert q is not None and q.value == "first"
    return table, said, q.info


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_first_card_of_a_tied_winner_tells_who_starts_and_deals(tmp_path, lang):
    table, said, tied = _tied(tmp_path, lang)
    starter = tied[-1]
    before = len(said)
    table._cards_appeared([_appeared(starter + 1, "the_fed", 0)])
    s = table.session
    v = s.tracker.view()
    assert s.tracker.question is None and v.round == 2
    assert v.seats[starter].zone == ("the_fed",)
    text = [a.brief for a in said[before:]]
    name = ["Ann", "Bob", "Cy"][starter]
    assert any(name in t for t in text)
    assert not any(w in t for t in text for w in WAITS.values())


def test_another_players_card_is_held_and_the_wait_said_once_then_rarely(tmp_path):
    table, said, tied = _tied(tmp_path)
    other = next(x for x in range(3) if x not in tied)
    cards = ["the_urchin", "cultists", "the_sailor", "the_musician", "shoggoth",
             "tommy_gun", "nightgaunt", "stowaway"]  # none of Cy's round-1 cards
    for n, key in enumerate(cards):
        table._cards_appeared([_appeared(other + 1, key, n)])
    waits = [a.brief for a in said if a.brief.startswith(WAITS["en"][:-1])]
    assert len(waits) == 3  # the 1st, the 4th and the 8th card held
    # the question not said twice in a row (review of bx64a): the lead alone at the 1st
    # and the 8th, the question said last then; asked with it at the 4th
    assert [w.endswith("; key 1 repeats it.") for w in waits] == [True, False, True], waits
    assert table.session.tracker.view().round == 1


def test_a_tied_winners_shown_hand_read_late_does_not_tell_who_starts(tmp_path):
    # review rev40e: Ann's showdown hand (The Urchin, entered by key: tie_round_1) first read
    # by the camera in her zone after the tie was taken as her first card of round 2: "Ann
    # starts next.", round 2 dealt and "Ann: The Urchin." said; the question is still open
    table, said, tied = _tied(tmp_path)
    assert 0 in tied
    table._cards_appeared([_appeared(1, "the_urchin", 8)])
    s = table.session
    assert s.tracker.question is not None and s.tracker.question.value == "first"
    assert s.tracker.view().round == 1
    assert not any(a.brief.startswith("Ann starts") for a in said)


def test_a_tied_winners_ended_round_card_moved_does_not_tell_who_starts(tmp_path):
    # review rev40e: a card of the ended round slid over 50 mm is reported again (a new
    # card for the camera): Bob's Cultists is no first card of round 2
    table, said, tied = _tied(tmp_path)
    assert 1 in tied
    table._cards_appeared([_appeared(2, "cultists", 7)])  # read first (it was entered)
    table._cards_appeared([_appeared(2, "cultists", 8)])  # slid: reported again
    s = table.session
    assert s.tracker.question is not None and s.tracker.question.value == "first"
    assert not any(a.brief.startswith("Bob starts") for a in said)
