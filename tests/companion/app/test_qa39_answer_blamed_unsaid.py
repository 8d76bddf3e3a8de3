"""QA39 H1 (session 39): after a wrong plus 2 (Insane) to Carol's R'lyeh "Sane or Insane
effect?", the player heard "Carol: Insane effect. Carol flips the deck." and pressed minus
twice at once, to take the answer back. R'lyeh's first card, The Musician in Carol's zone,
had just been read and refused (not awaited there), its lines and the line naming the
answer it contradicts not said yet: the undo asked "Read but not said yet: The Musician in
Carol's zone. Undo it?", then "Undo cancelled: a new card was read.", and the game stalled
on Alice's Sanity check. Minus twice now takes that answer back, as after the line naming
it: the player has heard of nothing since that answer."""
from companion.tracker import observations as o
from companion.tracker.tracker import Tracker
from tests.companion.app.test_correct_heard import NAMES, _bob_asked
from tests.companion.app.test_correction_choice import _BOB_ASKED
from tests.companion.app.test_session import press
from tests.companion.app.test_speech_order import say_all
from tests.companion.app.test_state_as_heard import hear_all

# the tester's round 1 after "was that Bob's hand?": the cards tell it (Bob's play)
BEFORE = (o.card_seen(1, "the_fed"), o.card_seen(2, "the_fed"), o.card_seen(2, "rlyeh"))
MUSICIAN = o.card_seen(2, "the_musician")  # R'lyeh's first card, into Carol's zone
QUESTION = "Carol: Sane or Insane effect?"


def _insane_heard(held=False):
    """Plus 2 (wrong) to R'lyeh's question, all its news heard, then The Musician read and
    refused, nothing of it said yet: ``(session, speaker, engine)``. ``held``: the voice's
    news held (:meth:`voice.speaker.Speaker.hold`) from before that card, so that its
    first line cannot begin before the test's key (a race under load: the fresh machine
    of session 48 heard it begun, and minus twice asked to undo the card)."""
    s, speaker, engine = _bob_asked()
    for obs in BEFORE:
        s.observe(obs)
    hear_all(speaker, engine)  # "Carol: Sane or Insane effect? …" said
    press(s, "+2")
    hear_all(speaker, engine)
    assert "Carol flips the deck." in engine.spoken, engine.spoken
    engine.spoken.clear()
    speaker.hold(held)
    s.observe(MUSICIAN)
    assert s.tracker.refused_last() and s.blamed is not None
    return s, speaker, engine


def _true_view():
    """The table the cards alone make (Sane: The Musician from the deck into her zone)."""
    t = Tracker()
    t.apply(o.start("arkham", list(NAMES), "en", 0))
    for obs in (*(o.card_seen(seat, key) for seat, key in _BOB_ASKED), *BEFORE, MUSICIAN):
        t.apply(obs)
    return t.view()


def test_minus_twice_before_the_refused_card_is_said_takes_the_answer_back():
    s, speaker, engine = _insane_heard(held=True)
    press(s, "--")
    speaker.hold(False)
    spoken = say_all(speaker, engine)
    assert spoken[0] == f"Undone: your answer to: {QUESTION}", spoken
    assert not any(t.startswith(("Read but not said yet", "Undo cancelled", "It would fit"))
                   for t in spoken), spoken  # the line naming the answer, over, not said
    assert "Carol's R'lyeh: The Musician, from the deck into Carol's zone." in spoken, spoken
    assert s.tracker.history[-1][0] is MUSICIAN and not s.tracker.refused_last()
    assert s.tracker.view() == _true_view()


def test_a_card_heard_since_the_answer_keeps_the_undo_s_question():
    """A card of which a line was begun after the answer: the player may mean that card,
    so the hint not yet begun, minus twice asks first, as before."""
    s, speaker, engine = _bob_asked()
    press(s, "+1")  # wrong: Bob played his Deep One
    hear_all(speaker, engine)
    s.observe(BEFORE[0])  # Bob's hand: refused, as Bob is out; its line said
    hear_all(speaker, engine)
    s.blamed = None  # as if the line naming the answer had not been given
    s.observe(BEFORE[1])
    press(s, "--")
    spoken = say_all(speaker, engine)
    assert not any(t.startswith("Undone: your answer") for t in spoken), spoken


def test_the_stall_behind_cards_an_answer_is_blamed_for_names_the_answer(tmp_path):
    """The live table after the wrong plus 2: R'lyeh's two cards refused in Carol's zone,
    the stall asked "Still waiting for Alice's Sanity check: a card I could not read?
    Press Enter, then its rank.", blaming the camera. It names the answer again, and
    minus twice then takes it back, both cards taken."""
    from tests.companion.app.test_live import _appeared, live
    table, said = live(tmp_path)
    s = table.session
    s.observe(o.start("arkham", list(NAMES), "en", 0))
    for obs in (*(o.card_seen(seat, key) for seat, key in _BOB_ASKED), *BEFORE):
        s.observe(obs)

    def keys(typed):
        for key in typed:
            table.keys.put(key)
        table._keys()

    keys("+2")
    table._card_appeared(_appeared(3, "the_musician", 5))
    table._card_appeared(_appeared(3, "the_dilettante", 6))  # (Investigators: held known)
    told = [a.brief for a in said]
    hint = f"It would fit without your answer to: {QUESTION} To take that answer back, " \
        "press minus twice."
    assert told[-1] == hint and told.count(hint) == 2, told
    assert not any(t.startswith("Still waiting") for t in told), told
    alice = s.tracker.view().seats[0].zone
    table._card_appeared(_appeared(1, "necronomicon", 4))  # her check's card: still held
    assert s.tracker.view().seats[0].zone == alice
    table.undo_at = -1e9
    keys("--")
    assert s.tracker.view().seats[2].zone[-2:] == ("the_musician", "the_dilettante"), \
        [a.brief for a in said]


def test_a_reminder_of_the_answer_taken_back_is_not_said_after_the_undo():
    """By ear: the line naming the answer again, queued by the cleared table's reminder as
    minus twice took the answer back, was said after "Undone: your answer to: …"."""
    s, speaker, engine = _insane_heard()
    hear_all(speaker, engine)  # the card refused and the line naming the answer said
    assert s.remind_blamed()
    press(s, "--")
    spoken = say_all(speaker, engine)
    undone = spoken.index(f"Undone: your answer to: {QUESTION}")
    assert not any(t.startswith("It would fit") for t in spoken[undone:]), spoken
