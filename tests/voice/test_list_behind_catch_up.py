"""Review 32b (list33 x catch33): the list's wait (LiveKeys._list_talked_over:
speech.backlog(choice_mark)) counted the news queued behind 7's catch-up, so the list (and
the camera's cards held for it) stayed open for the whole catch-up after the list was said."""
from tests.voice.test_catch_up_yields import MISSED, came_back, saying  # noqa: F401
from tests.voice.test_speaker import finish_all


def test_the_list_s_backlog_is_empty_once_the_list_is_said(came_back):  # noqa: F811
    speaker, engine = came_back
    speaker.back()  # 7: the catch-up after the fault
    saying(engine, MISSED[0])
    speaker.say("Bob: the Investigators.")  # the camera's news, behind the catch-up
    which = speaker.say("Which card? 1: The Urchin; 2: the Fed.", hurry=True, news=False,
                        press=1)  # slash's list, an answer: cuts the catch-up
    mark = speaker.mark()  # the point the list was given at
    saying(engine, which.text)
    engine.say_until(MISSED[1])  # the list said whole; the catch-up goes on
    try:
        assert speaker.backlog(mark) == 0, "the list's 6 s wait for the whole catch-up"
    finally:
        finish_all(speaker, engine)
