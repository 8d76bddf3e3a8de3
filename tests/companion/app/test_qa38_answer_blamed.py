"""QA38 (session 39): after a wrong answer (plus 1, "Bob is out", where 2 was true) the
cards that follow contradict the account kept: "Not counted: The Fed in Bob's zone, as Bob
is out. Check the zone, or undo." named no cause, and minus twice then undid Carol's good
card, which the camera never reads again. The refusal now names the answer that the card
contradicts and says that minus twice takes it back; minus twice does, the cards read
since read again."""
import pytest

from companion.tracker import observations as o
from companion.tracker.tracker import Tracker
from tests.companion.app.test_correct_heard import NAMES, _bob_asked
from tests.companion.app.test_correction_choice import _BOB_ASKED
from tests.companion.app.test_session import press
from tests.companion.app.test_speech_order import say_all
from tests.companion.app.test_state_as_heard import hear_all

BOB_HAND = o.card_seen(1, "the_fed")  # Bob's knocked-out hand: his Deep One was his play
CAROL_CHECK = o.card_seen(2, "the_fed")  # Carol's Sanity check card, read after it
QUESTION = "The Deep One in Bob's discard zone: was that Bob's hand, so Bob is out?"


def _wrong_answer_heard():
    """The tester's game up to "was that Bob's hand?", plus 1 (wrong), Bob's hand and
    Carol's Sanity check card read, all said: ``(session, speaker, engine, spoken)``."""
    s, speaker, engine = _bob_asked()
    press(s, "+1")
    s.observe(BOB_HAND)
    s.observe(CAROL_CHECK)
    hear_all(speaker, engine)
    spoken = list(engine.spoken)
    engine.spoken.clear()
    return s, speaker, engine, spoken


def _true_account():
    """The tracker with the true answer's table: the cards alone, no answer."""
    t = Tracker()
    t.apply(o.start("arkham", list(NAMES), "en", 0))
    for seat, key in _BOB_ASKED:
        t.apply(o.card_seen(seat, key))
    t.apply(BOB_HAND)
    t.apply(CAROL_CHECK)
    return t


def test_the_refusal_names_the_answer_it_contradicts_and_how_to_take_it_back():
    _, speaker, engine, spoken = _wrong_answer_heard()
    say_all(speaker, engine)
    refused = next(i for i, t in enumerate(spoken) if t.startswith("Not counted: The Fed"))
    assert spoken[refused + 1] == (
        f"It would fit without your answer to: {QUESTION} To take that answer back, "
        "press minus twice."), spoken


def test_minus_twice_then_takes_the_answer_back_and_reads_the_cards_again():
    s, speaker, engine, _ = _wrong_answer_heard()
    press(s, "--")
    spoken = say_all(speaker, engine)
    assert spoken[0] == f"Undone: your answer to: {QUESTION}", spoken
    # the facts the wrong answer told, heard, said as replaced (fresh QA52 M2: said_again)
    assert "Bob is out, with The Fed. Instead of: Bob is out, with the Deep One." in spoken
    assert spoken[-1] == _true_answer_said()[-1] + (  # "Carol passes. 12 cards left."
        " Instead of: Carol passes. 13 cards left."), spoken
    assert [entry[0] for entry in s.tracker.history[-3:]] == [
        o.card_seen(1, "deep_one"), BOB_HAND, CAROL_CHECK]  # the answer gone, cards kept
    assert s.tracker.view() == _true_account().view()


def _true_answer_said():
    """What the true plus 2 and the same cards say (no hint: nothing refused)."""
    s, speaker, engine = _bob_asked()
    press(s, "+2")
    s.observe(BOB_HAND)
    s.observe(CAROL_CHECK)
    assert s.blamed is None
    return say_all(speaker, engine)


def test_no_blame_when_the_answer_was_right():
    spoken = _true_answer_said()
    assert not any(t.startswith("It would fit") for t in spoken), spoken
    assert "Bob is out, with The Fed." in spoken, spoken


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_hint_and_the_undo_are_said_in_the_table_language(lang):
    from companion.app.session import TableSession
    s = TableSession(say=lambda a: None, lang=lang)
    s.observe(o.start("arkham", list(NAMES), lang, 0))
    for seat, key in _BOB_ASKED:
        s.observe(o.card_seen(seat, key))
    press(s, "+1")
    s.observe(BOB_HAND)
    told = [a.brief for a in s.transcript]
    hint = told[-1]
    assert "?" in hint and "Deep One" not in hint and s.blamed is not None, told
    press(s, "--")
    assert s.tracker.history[-1][0] is BOB_HAND
    assert s.tracker.view().seats[1].out and s.tracker.refused_last() is False


def test_a_live_card_refused_as_not_awaited_is_not_given_twice_after_the_undo(tmp_path):
    """The live table watches a card refused as not awaited ("The Musician by Carol?
    Waiting for Alice's Sanity check.", after a wrong plus 2, Insane, to Carol's R'lyeh):
    read again and taken by the undo of that answer, it is no longer watched, so the
    stall that kept it does not give it a second time once the table moves."""
    from tests.companion.app.test_live import _appeared, live
    table, said = live(tmp_path)
    s = table.session
    s.observe(o.start("arkham", list(NAMES), "en", 0))
    for seat, key in _BOB_ASKED:
        s.observe(o.card_seen(seat, key))
    for obs in (BOB_HAND, CAROL_CHECK, o.card_seen(2, "rlyeh")):
        s.observe(obs)

    def keys(typed):
        for key in typed:
            table.keys.put(key)
        table._keys()

    keys("+2")  # wrong: Sane
    table._card_appeared(_appeared(3, "the_musician", 5))  # R'lyeh's first card
    assert said[-1].brief == ("It would fit without your answer to: Carol: Sane or Insane "
                              "effect? To take that answer back, press minus twice.")
    table.undo_at = -1e9  # not a held-down minus's repeat
    keys("--")
    assert "Undone: your answer to: Carol: Sane or Insane effect?" in [a.brief for a in said]
    table._stall_release()
    table._left_cards()
    assert s.tracker.view().seats[2].zone.count("the_musician") == 1
    assert not table.left_cards
