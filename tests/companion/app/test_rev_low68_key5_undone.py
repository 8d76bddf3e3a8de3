"""Review of low68 (MEDIUM): the cleared-table line said before the card undone before the
answer is named (``app.cleared_mid_round_undo_named``) names no key, its way out being the
line after it (``app.cleared_by_undo``); key 5 said that line again alone: "still waiting
for Alice's play. New cards wait.", no way out at all (main said Enter's rank and minus
twice there). Key 5 now says the undone card's line after it, as the cleared table did."""
from .test_live_deal import _frames, _texts
from .test_qa50_enter_heard import _keys
from .test_rev_hi4 import _UNDONE, _undone_then_gathered

from companion.narration.catalog import message


def test_key_5_says_the_undone_card_s_way_out_again():
    table, said, n = _undone_then_gathered(
        (20, (1, "investigators"), (2, "the_boxer"), (2, "investigators", 1)))
    assert _UNDONE in _texts(said)[n:]
    m = len(said)
    _keys(table, "5")
    _frames(table, 6)
    texts = _texts(said)[m:]
    line = message("en", "app.cleared_mid_round_undo_named", round=1,
                   expected="the outcome of The Boxer, played by Bob")  # (low69)
    at = texts.index(line)
    assert texts[at + 1] == _UNDONE, texts  # low68: nothing after it, no key named
    m = len(said)
    _keys(table, "--")  # the way out said works still
    _frames(table, 6)
    assert "Bob is out, with the Investigators." in _texts(said)[m:], _texts(said)[m:]
