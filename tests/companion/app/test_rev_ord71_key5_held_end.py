"""Review of ord71 (rev-ord71): key 5's "The round is over. Gather the cards: …"
(``app.deal_next``) noted as the round's end said (``LiveKeys._round_over_noted``, the mend
of rev-flk70 LOW) while the round's end is held for a self-out's hand (k61,
:attr:`companion.tracker.table.TableState.end_held`): Alice out by her Deep One's compare,
Bob's Dilettante puts him out, Carol alone left in, Bob's hand owed
(:mod:`tests.companion.app.test_rev_k61`)."""
import pytest

from companion.app.keys import Command
from companion.narration.catalog import message
from tests.companion.app.test_live_deal import _frames, _texts
from tests.companion.app.test_qa60_last_out_round_end import ROUND_1, _round_1
from tests.companion.app.test_rev_k61 import HELD


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_key_5_during_the_held_end_leaves_the_gather_line_after_who_won(lang):
    """rev-ord71, MEDIUM (mended here): key 5 pressed while the round's end waits for Bob's
    hand says app.deal_next at once (on main too); ord71 noted it as the round's end said,
    so once the hand and "Carol wins the round and has 1 Sane." came, the table's own
    "Gather all the cards for the next round." was not said: the only gather line came
    before the hand was read and before who won (QA43 H1's rule). Now nothing is noted
    while the end is held (or its result waits for a question)."""
    table, said = _round_1(lang)
    n = len(said)
    table._key(Command("whose_turn"))  # key 5 while the end is held for Bob's hand
    _frames(table, HELD + 11, *ROUND_1, (2, "the_urchin", 1))  # the hand laid
    texts = _texts(said)[n:]
    win = message(lang, "app.new_round")
    assert win in texts, texts
    hand = next(i for i, t in enumerate(texts) if "Carol" in t and i > 1)
    assert texts.index(win) > hand, texts


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_key_5_during_the_held_end_does_not_say_to_gather_before_the_hand(lang):
    """rev-ord71, MEDIUM (on main too, not ord71's; mended by keys72): key 5 pressed while
    the round's end is held for Bob's hand (k61) answered "No turn in progress. The round
    is over. Gather the cards: …" before Bob's hand was read and before who won: players
    told to gather may sweep the hand the camera still waits for. Cause:
    LiveKeys._turn_completed took _deal_begun() (the round over) without looking at
    tracker.end_held(). Now key 5 says what the result waits for, Bob's hand
    (app.end_held_hand, companion.app.key5_held_end); the gather line comes once, after the
    hand and who won."""
    table, said = _round_1(lang)
    n = len(said)
    table._key(Command("whose_turn"))
    texts = _texts(said)[n:]
    assert message(lang, "app.deal_next") not in texts, texts
    waits = message(lang, "app.end_held_hand",
                    expected=message(lang, "wait.hand", player="Bob"))
    assert texts == [message(lang, "app.no_turn"), waits], texts
    _frames(table, HELD + 11, *ROUND_1, (2, "the_urchin", 1))  # the hand laid
    texts = _texts(said)[n + 2:]
    # the hand's line, who won, then the one gather line (QA43 H1)
    assert len(texts) == 3 and "Bob" in texts[0] and "Carol" in texts[1], texts
    assert texts[2] == message(lang, "app.new_round"), texts
