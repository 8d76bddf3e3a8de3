"""Review of hq64 (session 64), g163's mend: Enter after several undos gives back the card
beneath, the oldest undone at the same place still lying there
(:mod:`companion.app.redo_beneath`). Run B's set-up (tests/companion/app/test_qa51_undo_redo.py,
2 players, arkham): Bob's Deep One undone, the card still lying there, R'lyeh read on it."""
import pytest

from .test_live_deal import _frames, _texts
from .test_qa51_undo_redo import DEEP_ONE, RLYEH, _deep_one_undone, _keys


@pytest.mark.xfail(strict=True, reason=(
    "review of hq64, MEDIUM: with one card laid since (R'lyeh) undone too, the last line "
    "heard 'R'lyeh in Bob's zone: take it away, or it stays left out.', Enter asks 'To give "
    "back the card undone in Bob's zone: which rank?' without naming it, and hq64 now gives "
    "back the Deep One beneath (main: R'lyeh, the card last undone): a rank meant for R'lyeh "
    "corrects the Deep One ('Which card in Bob's zone: The Urchin or the Necronomicon?'), "
    "R'lyeh stays left out. Mend: Enter's prompt names the card it gives back (the card as "
    "read, public), en/fr/es, so the player can take the other away or undo"))
def test_enter_after_undoing_the_card_laid_on_an_undone_one_names_the_card_it_gives_back():
    table, said = _deep_one_undone()
    _frames(table, 6, DEEP_ONE, RLYEH)
    table.undo_at = -100.0
    _keys(table, "--")
    _frames(table, 6, DEEP_ONE, RLYEH)
    assert _texts(said)[-1] == "R'lyeh in Bob's zone: take it away, or it stays left out."
    n = len(said)
    table.undo_at = -100.0
    _keys(table, "\n")
    prompt = _texts(said)[n:]
    assert any("Deep One" in line for line in prompt), prompt
