"""Fresh QA52 M5 (run r7: 3 players, arkham, seed 87, no question answered): round 3 ended
the video with "The Tommy Gun in Carol's discard zone: was that Carol's hand, so Carol is
out? 1 yes, 2 no." open. "Yes" has Bob win the round and the game (2 Sane), "no" the round
going on (her Tommy Gun's cards awaited): the video ended, q was pressed, and neither the
round's nor the game's winner was said, nor that they waited on that question; key 4 said
"Mythos tokens, not counting the last round's, which Bob takes: …" while it was open. What
is certain is said: the result waits on the open question, named
(:meth:`~companion.tracker.table_queries.TableQueries.result_waits`,
:class:`~companion.app.live_end.PicturesEnd`); key 4 names no winner. The run's inputs are
r7's session log, given to a real session."""
import pytest

from companion.narration.catalog import message
from companion.tracker import observations as o

from .test_hold_lost52 import _END
from .test_live_deal import _table, _texts
from .test_qa52_deck_own_answer import _replay

#: r7's session log after its start: (seat 0-based, card) or "deal" (new_round)
R7 = ((0, "investigators"), (1, "randall_tillinghast"), (2, "the_entertainer"),
      (0, "the_fed"), (1, "the_fed"), (1, "investigators"), (2, "the_musician"),
      (0, "the_boxer"), (0, "tommy_gun"), (1, "rlyeh"), (1, "the_dilettante"),
      (1, "necronomicon"), (1, "investigators"), (1, "deep_one"), (2, "investigators"),
      (0, "investigators"), (2, "the_urchin"), (0, "cthulhu"), (0, "stowaway"), "deal",
      (2, "the_boxer"), (0, "cultists"), (1, "investigators"), (2, "the_entertainer"),
      "deal", (1, "the_entertainer"), (2, "investigators"), (0, "cthulhu"),
      (1, "deep_one"), (2, "tommy_gun"))

QUESTION = {"en": "The Tommy Gun in Carol's discard zone: was that Carol's hand, so Carol is "
                  "out? 1 yes, 2 no. Answer with plus and the number."}


def _r7(lang="en"):
    """r7's table as its video ended: ``(table, said)``."""
    table, said, _ = _table(names=("Alice", "Bob", "Carol"), lang=lang)
    for obs in _replay(R7):
        table.session.observe(obs)
    assert table.session.tracker.question is not None
    return table, said


def test_the_accounts_differ_on_the_round_s_result_while_the_question_is_open():
    table, _ = _r7()
    tracker = table.session.tracker
    assert tracker.result_waits() == "game"  # "yes": Bob wins the round, and the game
    table.session.observe(o.was_hand(2, False))  # "no": the round goes on, nothing waits
    assert tracker.question is None and tracker.result_waits() is None


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_video_s_end_says_the_result_waits_on_the_question_and_names_it(lang):
    table, said = _r7(lang)
    n = len(said)
    table._say_end_wait("app.video_ended")
    texts = _texts(said)[n:]
    lead = message(lang, "app.end_result_waits_game", round=3)
    assert texts[0] == message(lang, "app.video_ended_question"), texts
    assert len(texts) == 2 and texts[1].startswith(lead), texts
    question = _texts(said)[n - 1]  # the question, as asked
    assert texts[1] == f"{lead} {question}", texts


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_q_with_the_question_unanswered_says_the_round_is_not_settled(lang):
    table, said = _r7(lang)
    table._say_end_wait("app.video_ended")
    n = len(said)
    table._goodbye()
    texts = _texts(said)[n:]
    assert texts[0] == message(lang, "app.end_unsettled_game", round=3), texts
    assert texts[-1].startswith(message(lang, "app.goodbye")[:4]), texts


def test_answered_the_goodbye_says_no_unsettled_round():
    table, said = _r7()
    table.session.observe(o.was_hand(2, True))  # Carol out: Bob wins the round and game
    n = len(said)
    table._goodbye()
    assert not any("not settled" in t for t in _texts(said)[n:])
    assert any(t.startswith("Bob wins the game") for t in _texts(said)), _texts(said)


def test_key_4_names_no_winner_while_the_question_may_keep_the_round_going():
    # r7 16:45:58: "Mythos tokens, not counting the last round's, which Bob takes: …"
    table, said = _r7()
    n = len(said)
    table._one_key("4")
    texts = _texts(said)[n:]
    # the round's token depends on the open question, named (fresh QA62 HIGH-1)
    assert texts == ["Mythos tokens. Bob has 1 Sane; Carol has 1 Sane; Alice none.",
                     "The round's token depends on the answer to the open question: "
                     + QUESTION["en"]], texts


def test_with_no_keys_the_video_s_end_says_the_round_is_not_settled():
    # a recording's run (no keyboard): the end line, then what waits on the question
    table, said = _r7()
    table.keys_open = lambda: False
    n = len(said)
    table._pictures_ended(_END)  # a video's end, its real reason
    texts = _texts(said)[n:]
    assert texts[0].startswith("The video has ended"), texts
    assert texts[1:] == [message("en", "app.end_unsettled_game", round=3)], texts
    table._goodbye(noted=True)
    assert _texts(said).count(texts[1]) == 1  # not again at the goodbye
