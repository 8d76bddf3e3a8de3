"""Plus and a number answers the prompt said last (QA24 N2): the tracker's question, the
session's own choice (slash's "which card?"), and the live table's held cards ("press plus
and 1" to count them) may be open together; the last one heard is the one answered, key 1
says it again, and once it is closed the one before it is said again."""
import pytest

from companion.app.keys import Command
from companion.app.session import TableSession
from companion.tracker import observations as o

from .test_live_setup import _frames, _set_up_with, _table, _texts

#: QA24 N2's log (QA23's base6): Alice's Urchin, Bob's Investigators (no guess told), then
#: Carol's Fed, which may be her hand (Investigators guessed right) or her play
_LOGGED = ((0, "the_urchin"), (1, "investigators"), (2, "the_fed"))
_TABLE = ((1, "the_urchin"), (2, "investigators"), (3, "the_fed"))
_BOXER = (1, "the_boxer", 1)  # beside Alice's Urchin


def _resumed_with_a_question(lang="en"):
    """QA24 N2's resume: the log ends with "was that Carol's hand?" open, said as the
    resume says it (key 5), then the Boxer in Alice's zone, which the log does not hold,
    said and held: ``(table, said, logged)``."""
    table, said, logged = _table(lang=lang)
    _set_up_with(table, 1)
    for seat, key in _LOGGED:
        table.session.observe(o.card_seen(seat, key))
    assert table.session.tracker.question is not None
    table.session.key(Command("whose_turn"))  # the resume's "Until the open question …"
    events = []
    for _ in range(6):
        events += table.watcher.show(*_TABLE, _BOXER)
    table._hold_old_cards([e for e in events if e.seat == 1 and e.index_in_zone == 1],
                          confirm=False)
    return table, said, logged


@pytest.mark.parametrize("lang, counted", [
    ("en", "Counted: each card is taken as a play when its player's turn comes."),
    ("fr", "Comptées : chaque carte est prise comme un jeu quand vient le tour de son "
           "joueur."),
    ("es", "Contadas: cada carta se toma como jugada cuando llega el turno de su jugador.")])
def test_plus_1_answers_the_prompt_said_last_not_the_older_question(lang, counted):
    """QA24 N2: "was that Carol's hand?" then "A card the log does not hold … press plus
    and 1": plus 1 answered the question ("Carol is out, with The Fed.") and the Boxer was
    left out."""
    table, said, logged = _resumed_with_a_question(lang)
    question = table.session.tracker.question
    asked = [a.brief for a in said if a.kind == "question"][0]  # without key 5's lead
    table._key(Command("answer", 1))
    assert table.session.tracker.question is question  # not answered
    assert [ob.kind for ob in logged if ob.kind == "out"] == []
    assert _texts(said)[-2:] == [counted, asked]  # counted, then the question again
    assert said[-1].keep  # key 0 says the question again, the prompt now open
    table._key(Command("answer", 1))  # now the question: yes, Carol is out
    assert [(ob.kind, ob.seat) for ob in logged][-1] == ("out", 2)
    _frames(table, 6, *_TABLE, _BOXER)
    assert table.session.tracker.view().seats[0].zone == ("the_urchin", "the_boxer")


def test_key_1_says_the_prompt_said_last():
    table, said, logged = _resumed_with_a_question()
    held = _texts(said)[-1]
    assert held.startswith("A card the log does not hold is on the table")
    table._key(Command("question"))
    assert _texts(said)[-1] == held
    table.session.key(Command("whose_turn"))  # says the question again: now the last
    table._key(Command("question"))
    assert said[-1].kind == "question"
    table._key(Command("answer", 2))  # it answers the question: Carol is still in
    assert [(ob.kind, ob.seat) for ob in logged][-1] == ("in", 2)


def test_the_question_is_said_again_when_the_held_cards_said_after_it_are_taken_away():
    table, said, logged = _resumed_with_a_question()
    _frames(table, 20, *_TABLE)  # the Boxer taken away (5 s)
    assert _texts(said)[-2] == "Only the log's cards are left in the zones."
    assert said[-1].kind == "question"
    table._key(Command("answer", 1))
    assert [(ob.kind, ob.seat) for ob in logged][-1] == ("out", 2)


def _question_and_choice():
    """Ann's Urchin, Bob's Investigators, Cy's Fed: "was that Cy's hand?" open, then slash
    2 (The Fed or Nightgaunt: "Which card?"), the session's choice: ``(session, logged,
    said)``."""
    said, logged = [], []
    s = TableSession(say=said.append, record=logged.append)
    s.observe(o.start("arkham", ["Ann", "Bob", "Cy"], "en", 0))
    for seat, key in _LOGGED:
        s.observe(o.card_seen(seat, key))
    assert s.tracker.question is not None
    s.key(Command("correct", 2))
    assert said[-1].brief == "Which card? 1: The Fed; 2: the Nightgaunt. Press plus and its number."
    return s, logged, said


def test_plus_answers_the_choice_said_after_the_question():
    s, logged, said = _question_and_choice()
    s.key(Command("question"))  # key 1: the choice's answers
    assert said[-1].brief == "Answers: 1: The Fed; 2: the Nightgaunt."
    s.key(Command("answer", 2))
    assert logged[-1] == o.was("nightgaunt")


def test_plus_answers_the_question_said_again_after_the_choice():
    s, logged, said = _question_and_choice()
    s.announce(s.tracker.question)  # said again (the next deal waits for it, a camera card)
    s.key(Command("question"))  # key 1: the question, the prompt said last
    assert said[-1].kind == "question"
    s.key(Command("answer", 1))
    assert logged[-1] == o.seat_out(2)
    assert not s.choice


def test_answering_the_question_leaves_the_held_card_held_and_says_it_again():
    """QA25 F2: after a resume, key 5 said "was that Carol's hand?" again, the prompt said
    last; plus 2 answered it (right) but also left out the Boxer Alice played while the
    companion was off ("The old card is now left out"), and the plus 1 meant to count it
    could no longer: "It is Alice's turn." while she had played."""
    table, said, logged = _resumed_with_a_question()
    held = _texts(said)[-1]
    table.session.key(Command("whose_turn"))  # the question: now the prompt said last
    table._key(Command("answer", 2))  # Carol is still in
    assert [(ob.kind, ob.seat) for ob in logged][-1] == ("in", 2)
    texts = _texts(said)
    assert "The old card is now left out: it is not a play of this game." not in texts
    assert texts.index(held, texts.index("Carol is still in.")) > 0  # said again, after
    table._key(Command("answer", 1))  # counts the Boxer
    assert _texts(said)[-1].startswith("Counted")
    _frames(table, 6, *_TABLE, _BOXER)
    assert table.session.tracker.view().seats[0].zone == ("the_urchin", "the_boxer")


class _Ear:
    """A voice the test drives: each sentence said returns a handle, heard once the test
    says so (:meth:`hear_all`: what was said so far has been heard)."""

    def __init__(self, said):
        self.said, self.handles = said, []

    def __call__(self, announcement):
        self.said.append(announcement)
        handle = _Heard()
        self.handles.append(handle)
        return handle

    def hear_all(self):
        for handle in self.handles:
            handle.done = True


class _Heard:
    done = False

    def heard(self):
        return self.done


def _resumed_with_a_voice(lang="en"):
    """QA26 N1's resume (QA24 N2's log) with a voice: the question heard to its end, then
    the Boxer's prompt given to the voice, not heard yet: ``(table, said, logged, ear)``."""
    table, said, logged = _table(lang=lang)
    ear = _Ear(said)
    table.session.say = ear
    _set_up_with(table, 1)
    for seat, key in _LOGGED:
        table.session.observe(o.card_seen(seat, key))
    table.session.key(Command("whose_turn"))  # "Until the open question is answered: …"
    ear.hear_all()
    events = []
    for _ in range(6):
        events += table.watcher.show(*_TABLE, _BOXER)
    table._hold_old_cards([e for e in events if e.seat == 1 and e.index_in_zone == 1],
                          confirm=False)
    assert _texts(said)[-1].startswith(("A card the log", "Une carte", "Hay en la mesa"))
    return table, said, logged, ear


@pytest.mark.parametrize("lang, still_in", [("en", "Carol is still in."),
                                            ("fr", "Carol reste en jeu."),
                                            ("es", "Carol sigue en juego.")])
def test_plus_2_answers_the_question_heard_not_the_prompt_just_begun(lang, still_in):
    """QA26 N1: plus 2, 0.4 s after "… Answer with plus and the number." was heard, went to
    the Boxer's prompt, whose first words had just begun: that prompt was said again and
    the question stayed open. It answers the question heard."""
    table, said, logged, ear = _resumed_with_a_voice(lang)
    table._key(Command("answer", 2))
    assert [(ob.kind, ob.seat) for ob in logged][-1] == ("in", 2)
    assert still_in in _texts(said)
    assert table.session.tracker.question is None


@pytest.mark.parametrize("lang, misfit", [("en", "2 does not fit here."),
                                          ("fr", "2 ne convient pas ici."),
                                          ("es", "2 no vale aquí.")])
def test_a_number_that_does_not_fit_the_prompt_heard_says_so(lang, misfit):
    """QA26 N1: plus 2 to the held card's prompt (plus and 1 only) said the prompt again
    with no word why."""
    table, said, logged, ear = _resumed_with_a_voice(lang)
    held = _texts(said)[-1]
    ear.hear_all()  # the Boxer's prompt is now the last heard
    table._key(Command("answer", 2))
    assert _texts(said)[-2:] == [misfit, held]
    assert table.session.tracker.question is not None  # the question stays open
    assert [ob.kind for ob in logged if ob.kind in ("in", "out")] == []
