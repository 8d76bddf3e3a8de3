"""QA47b MEDIUM-1 (r2: 3 players, original, fr, ``companion demo`` seed 22, questions left
unanswered; ``said.log`` 04:32:39-04:35:30): "La table a été débarrassée, mais la manche 5
n'est pas finie : on attend encore la main de Bob. …" (Bob's knocked-out hand never read)
was said once, 17 s; rounds 6-8's cards were held, and the prompt came again only once the
video had ended: a table that missed it lost round 5's winner, rounds 6-8 and the game's.

It now comes again while the round stays blocked (:mod:`companion.app.cleared_again`): 30 s
after its last saying, then 60 s, 120 s …; at once, in short, with a card held 15 s or more
after it was heard, and with the 4th, 8th, 16th … card held; never once the round is
settled. The scene is test_qa47_knockout_hand_unread's (the tester's session log, the
camera's readings given by hand, 0.4 s a picture)."""
import pytest

from companion.app.cleared_again import AGAIN_CARD_S, AGAIN_S

from .test_live_deal import _texts
from .test_qa46_showdown_unread import STEP_S, _frames
from .test_qa47_knockout_hand_unread import CLEARED, ROUND_6, _knocked_out

#: the short prompt with 1 card held, in each language
HELD_1 = {
    "en": "1 card is held: round 5 is not over, still waiting for Bob's hand. Press Enter, "
          "then its rank.",
    "fr": "1 carte en attente : la manche 5 n'est pas finie, on attend encore la main de "
          "Bob. Appuyez sur Entrée, puis sur son rang.",
    "es": "1 carta en espera: la ronda 5 no ha terminado, la mesa aún espera la mano de Bob. "
          "Pulsa Intro y luego su rango.",
}
#: Alice's round-6 Investigators said held, in each language (main's line for it)
HELD_LINE = {
    "en": "The Investigators in Alice's zone: held; this round is not settled yet.",
    "fr": "Les Investigateurs dans la zone d'Alice : en attente ; la manche n'est pas "
          "encore réglée.",
    "es": "Los Investigadores en la zona de Alice: en espera; la ronda aún no está "
          "resuelta.",
}


def _pictures(seconds: float) -> int:
    """Pictures (:data:`STEP_S` apart) that last ``seconds``."""
    return round(seconds / STEP_S)


def _said_cleared(said, lang, since=0):
    """How many times the cleared-table prompt was said from ``said[since]`` on."""
    return sum(t.startswith(CLEARED[lang]) for t in _texts(said)[since:])


def _said_at(table, said, lang, seconds: float) -> list[float]:
    """The frame times (seconds) at which the cleared-table prompt was said, picture by
    picture for ``seconds`` of the gathered table."""
    times = []
    for _ in range(_pictures(seconds)):
        n = len(said)
        _frames(table, 1)
        if _said_cleared(said, lang, n):
            times.append(table.watcher.last_reading.t)
    return times


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_unanswered_prompt_comes_back_after_30_s_then_60_s(lang):
    table, said = _knocked_out(lang)
    times = _said_at(table, said, lang, 10 + 3 * AGAIN_S)  # main: said once, at the clear
    assert len(times) == 3, (times, _texts(said)[-4:])
    assert AGAIN_S <= times[1] - times[0] < AGAIN_S + STEP_S * 1.5, times
    # then backing off: 60 s later, not 30
    assert 2 * AGAIN_S <= times[2] - times[1] < 2 * AGAIN_S + STEP_S * 1.5, times
    assert table.cleared_mid == 5


def test_no_longer_said_once_the_round_is_settled():
    table, said = _knocked_out()
    _frames(table, 8)
    for key in "\n4+1":  # Bob's hand: rank 4, the Elder Sign
        table._one_key(key)
    _frames(table, 6)
    n = len(said)
    _frames(table, _pictures(4 * AGAIN_S))
    assert not any("round 5 is not over" in t for t in _texts(said)[n:]), _texts(said)[n:]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_card_held_long_after_the_prompt_brings_it_at_once(lang):
    table, said = _knocked_out(lang)
    _frames(table, 8)
    _frames(table, _pictures(AGAIN_CARD_S) + 2)  # the table silent 16 s, then plays on
    n = len(said)
    for i in range(len(ROUND_6)):
        _frames(table, 6, *ROUND_6[:i + 1])
    texts = _texts(said)[n:]
    # main: Alice's card said "held; this round is not settled yet", nothing missing named
    assert texts[0] == HELD_1[lang] and HELD_LINE[lang] not in texts, texts
    assert texts.count(HELD_1[lang]) == 1, texts  # once
    assert len(texts) == 3, texts  # Bob's and Carol's own lines: no more lines than main


def held_four():
    """Round 6's three cards then a 4th, held behind round 5's unread hand:
    ``(announcements since the cards, table)`` (also lag59's scene)."""
    table, said = _knocked_out()
    _frames(table, 8)
    n = len(said)
    cards = (*ROUND_6, (1, "hound_of_tindalos", 1))
    for i in range(len(cards)):
        _frames(table, 6, *cards[:i + 1])
    return said[n:], table


def test_cards_laid_as_it_ends_keep_their_lines_and_the_4th_brings_it():
    texts = _texts(held_four()[0])
    assert texts[0] == HELD_LINE["en"], texts  # laid right after it: its own line
    # main: the 4th card held was said only when the table had stalled, never here
    assert texts[-1] == ("4 cards are held: round 5 is not over, still waiting for Bob's "
                         "hand. Press Enter, then its rank."), texts
    assert len(texts) == 4, texts


def test_said_again_by_time_after_an_undo_still_names_the_undone_card_and_its_rank():
    """Review of prompt48 (MEDIUM): the round's awaited card undone after the clear (minus
    twice: "Undone: the Deep Ones in Bob's zone."), the full prompt names it and the rank
    to enter ("press Enter, then 1"); with cards held, its repeats by time were only the
    short form ("Press Enter, then its rank": the rank of Bob's Sanity check's card, not
    named), and the way to settle the round was never heard again."""
    table, said = _knocked_out()
    _frames(table, 8)
    for key in "--":
        table._one_key(key)
    _frames(table, _pictures(AGAIN_CARD_S) + 2)
    for i in range(len(ROUND_6)):
        _frames(table, 6, *ROUND_6[:i + 1])
    n = len(said)
    _frames(table, _pictures(2 * AGAIN_S), *ROUND_6)
    texts = _texts(said)[n:]
    assert any("The card undone, the Deep Ones in Bob's zone, fits it: if it ended the "
               "round, press Enter, then 1" in t for t in texts), texts
