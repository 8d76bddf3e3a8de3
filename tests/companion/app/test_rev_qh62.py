"""Review of qh62 (fresh QA62 HIGH-1 and MEDIUM-1: Cthulhu's open "Sane or Insane effect?",
whose Insane answer wins the game, RULINGS O14/A13). With the question open and the table
cleared, the live loop said "The next deal waits for the answer to the question." though
the answer may end the game and no deal come (key 5 already says "The round is over; its
result waits for the answer to the question." there). Also the same with 2 players."""
from companion.narration.catalog import message
from companion.tracker import observations as o

from .test_live_deal import _frames, _table, _texts
from .test_qa62_cthulhu_result_waits import GATHER, QUESTION, _asked

WAITS = message("en", "app.round_result_waits_answer") + " " + QUESTION
DEAL_WAITS = message("en", "app.deal_waits_answer")


def test_a_cleared_table_says_no_next_deal_while_the_answer_may_end_the_game():
    table, said = _asked()
    n = len(said)
    _frames(table, 40)  # the table gathered, past CLEARED_FRAMES
    texts = _texts(said)[n:]
    assert not any(t.startswith(DEAL_WAITS) for t in texts), texts
    assert texts == [WAITS, WAITS], texts
    table.session.observe(o.effect("insane"))
    _frames(table, 20)
    assert GATHER not in _texts(said)[n:], _texts(said)[n:]


#: 2 players, original edition: Alice Insane with 2 insanity cards in her discard pile
#: passes her Sanity check and plays Cthulhu (RULINGS O14: Insane, she wins the game)
TWO_PLAYERS = (o.card_seen(0, "liber_ivonis"), o.card_seen(1, "elder_sign"),
               o.card_seen(0, "elder_sign"), o.card_seen(0, "golden_mead"), o.effect("sane"),
               o.card_seen(1, "cats_of_ulthar"), o.card_seen(0, "silver_key"),
               o.card_seen(0, "investigators_original"), o.card_seen(0, "cthulhu_original"))


def _two_players():
    table, said, _ = _table(names=("Alice", "Bob"), edition="original")
    for obs in TWO_PLAYERS:
        table.session.observe(obs)
    assert table.session.tracker.result_waits() == "game"
    return table, said


def test_two_players_the_gather_line_and_the_deal_wait_for_the_answer():
    table, said = _two_players()
    n = len(said)
    _frames(table, 40)
    texts = _texts(said)[n:]
    assert GATHER not in texts and not any(t.startswith(DEAL_WAITS) for t in texts), texts
    table._one_key("4")
    assert _texts(said)[-2:] == [
        "Sanity tokens, not counting the last round's, which Bob may take: nobody has one.",
        "The round's token depends on the answer to the open question: " + QUESTION]
    table.session.observe(o.effect("insane"))
    _frames(table, 20)
    assert _texts(said)[-2:] == [
        "Alice: Insane effect.",
        "Alice wins the game with Cthulhu! Sanity tokens: nobody has one."], _texts(said)
