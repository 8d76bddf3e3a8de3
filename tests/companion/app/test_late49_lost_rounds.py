"""QA49 HIGH-1 (r3: 4 players, arkham, stickers only, tilted, es, seed 53; r1: 5 players,
original, fr, seed 51): round 1 stalled behind unread cards and the table was cleared;
the players played on for minutes. Round 2's cards were held ("… en espera; la ronda
anterior no está resuelta"), then gathered with round 2's end, and round 3's laid; once
round 1 settled, round 3's Dilettante was said as round 2's first play ("Alice: la
Diletante." "Alice queda fuera."), round 2 and its token lost without a word. A gathered
table seen after held cards, then more cards held, is a round played through meanwhile:
once the held round settles, the companion says the rounds lost and that the tokens on
the table are the right ones, gives none of the held cards, and follows again from the
next deal once the table is gathered (:mod:`companion.app.lost_rounds`). In-process, the
camera's readings given by hand to a real stabilizer (as tests/companion/app/test_stall).
"""
import pytest

from tests.companion.app.test_held_after_end46 import _end_then_keys, _held_for_round_2
from tests.companion.app.test_live_deal import GATHERED, GONE, _frames, _texts
from tests.companion.app.test_stall import _lay

#: round 2's two cards, held (Carol won round 1 and starts round 2)
ROUND_2 = ((3, "the_fed", 1), (1, "the_urchin", 1))
#: round 3's first card, laid a moment after round 2 was gathered, before the held cards
#: counted as taken away (Alice's, next after Carol in round 2's turn order)
ROUND_3 = (1, "the_sailor", 2)
LOST = {
    "en": "Round 1 is settled, but the table played on while I waited: I lost the round "
          "played and gathered meanwhile, and the one under way. Their winners and Mythos "
          "tokens are not counted: the Mythos tokens on the table are right, mine, key 4, "
          "miss that round. I follow again from the next deal, once the table is gathered.",
    "fr": "La manche 1 est réglée, mais la table a continué pendant que j'attendais : j'ai "
          "perdu la manche jouée et ramassée entre-temps, et celle en cours.",
    "es": "La ronda 1 está resuelta, pero la mesa siguió jugando mientras yo esperaba: perdí "
          "la ronda jugada y recogida entretanto, y la que está en curso.",
}


def _round_3_laid(lang="en"):
    """QA35 st5's table, round 1 stalled and cleared, round 2's cards held, gathered, then
    round 3's first card laid and held: ``(table, said)``."""
    table, said = _held_for_round_2(lang)
    _lay(table, *ROUND_2)
    _frames(table, GATHERED + 5)  # round 2's end: its cards gathered
    _lay(table, ROUND_3)
    _frames(table, 2 * GONE, ROUND_3)  # round 2's held cards counted as taken away
    assert table.session.tracker.view().round == 1
    return table, said


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_later_round_s_card_is_not_the_held_round_s_play(lang, monkeypatch):
    table, said = _round_3_laid(lang)
    n = len(said)
    _end_then_keys(table, monkeypatch, ["\n", "5"])  # R'lyeh's missing card: round 1 ends
    texts = _texts(said)[n:]
    assert any(t.startswith(LOST[lang]) for t in texts), texts
    view = table.session.tracker.view()
    # main: round 2 dealt from the held cards, round 3's Sailor (or the Urchin) given or
    # refused as round 2's ("The Urchin by Alice? Waiting for Carol's play.")
    assert view.round == 1 and view.round_winners == (2,), texts
    assert not any("?" in t for t in texts[texts.index(next(
        t for t in texts if t.startswith(LOST[lang]))):]), texts


def test_the_round_under_way_is_watched_until_the_table_is_gathered():
    """After the rounds lost are said, the round under way at the table (begun unseen)
    gives no play nor deal; once its table is gathered, the next card deals the round."""
    table, said = _round_3_laid()
    table._one_key("\n")
    table._one_key("5")
    _frames(table, 6, ROUND_3)
    assert any(t.startswith(LOST["en"]) for t in _texts(said)), _texts(said)[-4:]
    n = len(said)
    _lay(table, ROUND_3, (2, "the_boxer", 1))  # the round under way goes on: watched
    assert table.session.tracker.view().round == 1 and _texts(said)[n:] == []
    _frames(table, GATHERED + 5)  # its table gathered
    _lay(table, (3, "the_sailor", 1))  # the next deal's first card (Carol's)
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[2].zone == ("the_sailor",), _texts(said)[n:]


def test_held_cards_gathered_with_nothing_laid_after_are_still_given(monkeypatch):
    """No card held after the gather: no round is known played through (QA46 HIGH-2's
    held cards gathered for the next deal), the held cards are given in order."""
    table, said = _held_for_round_2()
    _lay(table, *ROUND_2)
    _frames(table, GATHERED + 5)
    _end_then_keys(table, monkeypatch, ["\n", "5"])
    view = table.session.tracker.view()
    assert not any(t.startswith(LOST["en"][:30]) for t in _texts(said)), _texts(said)[-6:]
    assert view.round == 2 and view.seats[2].zone == ("the_fed",), _texts(said)[-6:]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_keys_docs_quote_the_rounds_lost_as_the_app_says_them(lang):
    from companion.narration.catalog import message
    from tests.test_guides import _keys_md
    said = message(lang, "app.rounds_lost", count=1, round=1, tokens_word="x")
    assert said[:said.index("…") if "…" in said else said.index(".", 60) + 1] in _keys_md(lang)
