"""The correction's card list ("Which card? 1: …; 2: …", slash then a shared rank) at a
live table (QA29): its answer said first, the list closed aloud when the camera reads a
new card, and a plus pressed for the list never answering another question."""
import queue

from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.tracker import observations as o
from tests.companion.app.test_session import press
from tests.companion.app.test_speech_order import behind, said_first, say_all
from tests.voice.conftest import wait_for
from vision.pipeline import TableWatcher


def test_a_confirmed_correction_is_said_before_the_question_the_keys_cut():
    """QA29 M4: the open question, cut by slash, was said again whole after plus 2 for
    "Which card?", and only then "Corrected: the Nightgaunt, not …" (10 s late). The
    correction is said first, then the question. Carol's card, held for the question and
    said nothing of, is not the one slash corrects (session 32's review): the Deep One,
    being said, is. The question about it is cut by slash's list, not said to its end
    first (fresh QA56 M1: its 9 s took the plus meant for the list): said again after the
    list (at a live table, once the list is closed: the news waits for it)."""
    s, speaker, engine = behind(_PLAYERS, speaker_clock=lambda: 0.0)
    question = _asked(s, start=False)
    s.observe(o.card_seen(2, "the_fed"))  # Carol's play: the question about Bob stays open
    assert s.tracker.question is question
    engine.say_until("The Deep One in Bob's discard zone")
    being = speaker._current  # the question being said (taken before: the engine may end
    with s.pressed(query=False):  # it and the voice go on at once, flaky under load)
        press(s, "/2")  # a key that acts, as the live table's keys give it
    assert being.cancel.is_set()  # the question, cut by the list: its cut
    wait_for(lambda: engine.cancelled)  # reached the engine before its gate opens
    engine.say_until("Which card?")
    # the list heard whole, its end noted by the voice (not only the gate passed: the voice
    # marks it said a moment after the engine ends it; plus pressed sooner, under load,
    # went to the question heard last, and nothing was corrected: flaky52): the question
    # cut, said again next, is begun
    engine.say_until("The Deep One in Bob's discard zone")
    press(s, "+2")
    said_first(engine, "Corrected:")
    spoken = say_all(speaker, engine)
    at = spoken.index("Which card? 1: The Fed; 2: the Nightgaunt. Press plus and its number.")
    # cut by the list, and its saying after the list by the correction
    assert [t[:34] for t in engine.cancelled] == ["The Deep One in Bob's discard zone"] * 2
    assert not any(t.startswith("The Deep One in") for t in spoken[:at]), spoken
    assert spoken[at + 1] == "Corrected: the Nightgaunt, not the Deep One.", spoken
    assert spoken[at + 2].startswith("The Nightgaunt in Bob's discard zone"), spoken


_PLAYERS = ("Alice", "Bob", "Carol")
_BOB_ASKED = ((0, "the_musician"), (2, "stowaway"), (1, "investigators"), (2, "investigators"),
              (2, "tommy_gun"), (0, "investigators"), (0, "the_boxer"), (0, "cultists"),
              (1, "deep_one"))  # the tester's game (QA27 r4): "was that Bob's hand?"


def _asked(s, start=True):
    """``s`` (a session; its game of :data:`_PLAYERS` started here unless ``start`` is
    false: already started) with the question about Bob's hand open; returns it."""
    if start:
        s.observe(o.start("arkham", list(_PLAYERS), "en", 0))
    for seat, key in _BOB_ASKED:
        s.observe(o.card_seen(seat, key))
    question = s.tracker.question
    assert question is not None
    return question


def test_a_card_read_while_the_card_list_is_open_closes_it_aloud():
    """QA29 H2: the camera read a new card while "Which card? 1: …; 2: …" was open: the
    list was dropped without a word, and plus then said "No question is open.". It is
    said closed, and why; nothing is corrected."""
    said = []
    s = TableSession(say=said.append)
    _asked(s)
    press(s, "/2")
    assert said[-1].brief.startswith("Which card? 1: The Fed; 2: the Nightgaunt.")
    s.observe(o.card_seen(2, "the_fed"))
    assert s.choice == ()
    assert "Correction cancelled: a new card was read." in [a.brief for a in said[-3:]]
    assert [obs.kind for obs, _ in s.tracker.history].count("was") == 0


def test_enter_s_zone_list_closed_by_a_card_read_says_so_in_each_language():
    """QA29 H2 for Enter's "whose zone?" list (two hands to enter after a Tommy Gun)."""
    for lang, words in (("en", "Choice cancelled: a new card was read."),
                        ("fr", "Choix annulé : une nouvelle carte a été lue."),
                        ("es", "Elección cancelada: se ha leído una carta nueva.")):
        said = []
        s = TableSession(say=said.append)
        s.observe(o.start("arkham", ["Ann", "Bob", "Cy"], lang, 0))
        s._open_choice(((("Bob"), o.card_seen(1, "the_fed")), ("Cy", o.card_seen(2, "the_fed"))),
                       "app.enter_which_zone")
        s.observe(o.card_seen(0, "the_urchin"))
        assert s.choice == () and words in [a.brief for a in said], (lang, said)


def test_a_number_meant_for_the_closed_card_list_answers_no_other_question(tmp_path):
    """QA29 H2, the worse case: plus pressed for "Which card?" while the question about
    Bob's hand was open; the camera read Carol's card, closing the list; the 1 answered
    the question (Bob out) instead. The number is refused and the question stays open."""
    from tests.companion.app.test_live import live
    table, said = live(tmp_path)
    s = table.session
    question = _asked(s)
    for key in "/2+":
        table._one_key(key)
    assert s.choice
    s.observe(o.card_seen(2, "the_fed"))
    assert s.tracker.question is question and not s.choice
    table._one_key("1")
    assert s.tracker.question is question  # not answered
    assert not s.tracker.view().seats[1].out
    assert said[-1].brief == "Nothing changed: the choice was closed before your number."
    for key in "+1":  # plus pressed after that: the question
        table._one_key(key)
    assert s.tracker.question is None


def test_a_plus_pressed_before_the_list_s_closing_was_heard_is_for_the_list():
    """QA29 H2 (heard with the stand-in voice): the camera closed the list, its closing
    line still to say, and plus 1 then went to whatever else was open. The closing line
    is said at once, and a plus pressed before it is heard is the list's: its number
    answers nothing."""
    s, speaker, engine = behind(_PLAYERS)
    table = LiveTable(LiveOptions("arkham", "en", _PLAYERS, 0, "x"), s,
                      TableWatcher("arkham"), None, queue.Queue(), lambda c: False,
                      lambda line: None)
    question = _asked(s, start=False)
    with s.answering():  # as the live loop answers keys (:meth:`LiveKeys._keys`)
        for key in "/2":
            table._one_key(key)
    s.observe(o.card_seen(2, "the_fed"))  # closes the list; the voice has not said so yet
    assert s.choice_closed.saying()
    with s.answering():
        for key in "+1":
            table._one_key(key)
    assert s.tracker.question is question  # not answered
    spoken = say_all(speaker, engine)
    closed = spoken.index("Correction cancelled: a new card was read.")
    refused = spoken.index("Nothing changed: the choice was closed before your number.")
    # both said at once, ahead of the game's lines the voice was behind with
    assert closed < refused < spoken.index("Round 1. Alice starts."), spoken
