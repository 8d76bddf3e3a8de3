"""low68 (review of hi4, LOWs): while the cleared table names the card undone before the
answer that keeps the round going ("It may be the card you undid before your answer: …
press minus twice.", ``app.cleared_by_undo``), Enter's rank and minus twice give that card
back; the cleared-table line said just before it still said "If it ended, press Enter and
the missed card's rank; to replay it, undo each card: minus twice."; and Enter with a rank
not the undone card's said "Given back: The Musician or the Stowaway" though both
Musicians lay face up (d493's round 1). The d493 tables of :mod:`.test_rev_hi4` and
:mod:`.test_hi2_next_deal_after_no`."""
import pytest

from companion.narration.catalog import message

from .test_hi2_next_deal_after_no import _after
from .test_live_deal import _texts
from .test_rev_hi4 import _UNDONE, _undone_then_gathered


def test_the_cleared_line_before_the_undone_card_named_gives_no_other_way_out():
    table, said, n = _undone_then_gathered(
        (20, (1, "investigators"), (2, "the_boxer"), (2, "investigators", 1)))
    texts = _texts(said)[n:]
    at = texts.index(_UNDONE)
    # main: "… still waiting for Alice's play. If it ended, press Enter and the missed
    # card's rank; to replay it, undo each card: minus twice. New cards wait."
    # (low69, fresh QA68 L3: the Boxer's result pending, not "Alice's play", one account's)
    assert texts[at - 1] == message("en", "app.cleared_mid_round_undo_named", round=1,
                                    expected="the outcome of The Boxer, played by Bob"), texts
    assert not any("missed card's rank" in t for t in texts), texts


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_line_names_no_key(lang):
    for key in ("app.cleared_mid_round_undo_named",
                "app.cleared_mid_round_undo_named_unnumbered"):
        line = message(lang, key, round=1, expected="x")
        assert not any(word in line for word in ("Enter", "Entrée", "Intro", "minus",
                                                 "moins", "menos")), line


def test_enter_s_rank_gives_back_only_a_card_with_a_copy_unseen():
    table, texts = _after(["\n", "5"])
    given = next(t for t in texts if t.startswith("Undone: your answer to:"))
    # main: "… Given back: The Musician or the Stowaway in Bob's zone." (both Musicians
    # face up in round 1's middle)
    assert given.endswith("Given back: the Stowaway in Bob's zone."), texts
    assert "Bob is out, with the Stowaway." in texts, texts
