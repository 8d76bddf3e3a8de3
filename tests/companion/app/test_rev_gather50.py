"""Review of gather50 (rev-BR): the taken-back advice kept from a gathered table must
still come for a card really taken back while a hand or an arm hides the rest of the
table a moment; the answer named on a cleared table. In-process, readings by hand."""
from companion.app.keys import Command
from companion.app.cleared_again import AGAIN_S
from companion.app.live_deal import CLEARED_MID_FRAMES

from .test_gather_advice import PAST_TAKEN_BACK, _bob_s_deep_one_asked
from .test_live_deal import _covered, _frames, _texts

ADVICE = ("The camera no longer sees the Deep One in Bob's discard zone. If it was taken "
          "back, press minus twice to undo it.")


def test_a_card_taken_back_while_an_arm_passes_over_the_other_card_is_asked_about():
    # 2 players: Bob lifts his Deep One to read it (gone); the arm bringing it back over
    # the table hides Alice's only card in one picture; then the table is read again
    table, said, _ = _bob_s_deep_one_asked()
    _frames(table, 3, (1, "investigators"))                    # the Deep One lifted
    _covered(table, 1, {(1, "investigators")})                 # an arm over Alice's card
    _frames(table, PAST_TAKEN_BACK, (1, "investigators"))
    assert _texts(said).count(ADVICE) == 1, _texts(said)[-4:]


def test_a_card_taken_back_while_a_hand_rests_on_the_other_pile_is_asked_about():
    # Alice's hand rests on her pile for 2/3 s (under GATHER_RUN_S) while Bob takes his
    # card back
    table, said, _ = _bob_s_deep_one_asked()
    _frames(table, 3, (1, "investigators"))
    _covered(table, 20, {(1, "investigators")})     # 2/3 s
    _frames(table, PAST_TAKEN_BACK, (1, "investigators"))
    assert _texts(said).count(ADVICE) == 1, _texts(said)[-4:]


def test_a_card_taken_back_while_one_picture_reads_nothing_is_asked_about():
    # one picture read no card at all (blur), nothing judged covered
    table, said, _ = _bob_s_deep_one_asked()
    _frames(table, 3, (1, "investigators"))
    _frames(table, 1)
    _frames(table, PAST_TAKEN_BACK, (1, "investigators"))
    assert _texts(said).count(ADVICE) == 1, _texts(said)[-4:]


def test_the_answer_named_on_a_cleared_table_is_over_once_the_cards_are_back():
    # 2 players, "no, Bob played it" (right); a cloth over the table: "The table was
    # cleared …" and the answer named; the cards are back before the voice says them: the
    # cleared line is dropped, so is the answer's (it said the table was cleared)
    table, said, _ = _bob_s_deep_one_asked()
    table._key(Command("answer", 2))
    _frames(table, CLEARED_MID_FRAMES + 5)
    cleared = next(a for a in said if a.brief.startswith("The table was cleared"))
    named = next(a for a in said if a.brief.startswith("It may be your answer"))
    assert not cleared.stale() and not named.stale()
    _frames(table, 10, (1, "investigators"), (2, "deep_one"))
    assert table.cleared_mid is None
    assert cleared.stale() and named.stale()


def test_an_answer_taken_back_and_given_again_is_not_named_again_on_the_cleared_table():
    # the player heard the answer named, took it back (minus twice), gave it again: the
    # cleared table said again (every 30 s, then more) no longer names it
    table, said, _ = _bob_s_deep_one_asked()
    table._key(Command("answer", 2))
    _frames(table, CLEARED_MID_FRAMES + 5)
    table._undo(Command("undo"))
    table._key(Command("answer", 2))                           # kept: Bob played it
    start = len(said)
    _frames(table, int(AGAIN_S * 30) * 4)
    texts = _texts(said)[start:]
    assert any(t.startswith("The table was cleared") for t in texts), texts
    assert not any(t.startswith("It may be your answer") for t in texts), texts
