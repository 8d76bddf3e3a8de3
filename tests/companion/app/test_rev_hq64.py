"""Review of hq64 (session 64), g163's mend: Enter after several undos gives back the card
beneath, the oldest undone at the same place still lying there
(:mod:`companion.app.redo_beneath`). Run B's set-up (tests/companion/app/test_qa51_undo_redo.py,
2 players, arkham): Bob's Deep One undone, the card still lying there, R'lyeh read on it.

MEDIUM (mended in session 65, rxf): with R'lyeh, laid since, undone too, the last line heard
was "R'lyeh in Bob's zone: take it away, or it stays left out.", and Enter asked "To give
back the card undone in Bob's zone: which rank?" without naming the card it gives back (the
Deep One beneath): a rank meant for R'lyeh corrected the Deep One. Enter's prompt now names
that card (as read: public), en/fr/es
(:meth:`companion.app.live_keys.LiveKeys._redo_given`)."""
import pytest

from companion.cards import card
from companion.narration.catalog import message

from .test_live_deal import _frames, _texts
from .test_qa51_undo_redo import DEEP_ONE, RLYEH, _deep_one_undone, _keys


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_enter_after_undoing_the_card_laid_on_an_undone_one_names_the_card_it_gives_back(
        lang):
    table, said = _deep_one_undone(lang)
    _frames(table, 6, DEEP_ONE, RLYEH)
    table.undo_at = -100.0
    _keys(table, "--")
    _frames(table, 6, DEEP_ONE, RLYEH)
    assert _texts(said)[-1] == message(lang, "app.undone_left", card=card("rlyeh").name(lang),
                                       player="Bob")
    n = len(said)
    table.undo_at = -100.0
    _keys(table, "\n")
    prompt = _texts(said)[n:]
    assert prompt == [message(lang, "app.prefix_enter_undone", player="Bob",
                              card=card("deep_one").name(lang))], prompt
    assert card("deep_one").name(lang).lower() in prompt[0].lower(), prompt  # named
    if lang == "en":
        assert prompt == ["The Deep One, the card undone in Bob's zone: to give it back, "
                          "which rank?"], prompt
