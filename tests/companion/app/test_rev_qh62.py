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
    # the question just said, then the table cleared (fresh QA63 LOW-2: not twice in a row)
    assert texts == [message("en", "app.round_result_waits_answer_coming"), WAITS], texts
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


def test_key_4_with_the_question_among_the_news_says_it_once():
    """Key 4 while the voice has still to say the Cthulhu's question: its lead alone
    (``app.scores_waits_answer_coming``, "key 1 repeats it"), the question said once."""
    from companion.app.keys import Command
    from companion.app.session import TableSession
    from companion.app.voiceout import VoiceOut
    from tests.voice.conftest import ScriptedBackend, gated_speaker, wait_for

    from .test_qa62_cthulhu_result_waits import NAMES, _observations
    from .test_speech_order import say_all
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine, lambda: 0.0)
    s = TableSession(say=VoiceOut(speaker, catch_up=True, clock=lambda: 0.0))
    s.observe(o.start("original", list(NAMES), "en", 0))
    wait_for(lambda: engine.started)
    for obs in _observations():
        s.observe(obs)
    s.key(Command("scores"))
    spoken = say_all(speaker, engine)
    assert "The round's token depends on the answer to the open question; key 1 repeats " \
           "it." in spoken, spoken
    assert sum(QUESTION in t for t in spoken) == 1, spoken


def test_a_slash_correction_of_the_winning_cthulhu_says_the_game_goes_on():
    """Review of qh62, MEDIUM: after "Alice wins the game with Cthulhu!", a slash
    correction of the Cthulhu (to the Elder Sign) said no word of the game no longer won
    (``UndoKey._say_round_end_corrected`` looked only at the round's winners: a Cthulhu
    win has none), and the Insane answer, replayed onto Dan's Sanity check, was refused
    aloud as if just typed (the correction's replay now drops an answer to a question
    that is gone: ``Corrections._replay_later``)."""
    table, said = _asked()
    table.session.observe(o.effect("insane"))
    n = len(said)
    table.session.observe(o.was("elder_sign"))
    texts = _texts(said)[n:]
    assert not any("does not fit" in t for t in texts), texts
    assert any("not over any more" in t for t in texts), texts
