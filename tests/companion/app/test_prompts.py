"""Plus and a number answers the prompt said last (QA24 N2): the tracker's question and the
session's own choice (slash's "which card?") may be open together; the last one heard is the
one answered, key 1 says it again, and once it is closed the one before it is said again.
The live table's held cards ("press plus and 1" to count them) wait for the tracker's
question: one prompt at a time, the question first (QA31: after a resume, plus 1 meant for
the question said first counted the cards said after it)."""
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


#: The Boxer's sentences, while the question is open and once it is answered
_WAITS = "A card the log does not hold is on the table: The Boxer in Alice's zone. You will " \
    "be asked about it once the open question is answered."
_HELD = "A card the log does not hold is on the table: The Boxer in Alice's zone. Take it " \
    "away; or, if it was played while the companion was off, press plus and 1."


@pytest.mark.parametrize("lang, waits, out, counted", [
    ("en", _WAITS, "Carol is out, with The Fed.",
     "Counted: each card is taken as a play when its player's turn comes."),
    ("fr", "Une carte que le journal n'a pas est sur la table : le Boxeur dans la zone "
     "d'Alice. On vous demandera quoi en faire après la réponse à la question en cours.",
     "Carol quitte la manche ; sa main : l'Agent fédéral.",
     "Comptées : chaque carte est prise comme un jeu quand vient le tour de son joueur."),
    ("es", "Hay en la mesa una carta que el registro no tiene: el Boxeador en la zona de "
     "Alice. Se te preguntará por ella cuando respondas a la pregunta abierta.",
     "Carol queda fuera, con el Federal.",
     "Contadas: cada carta se toma como jugada cuando llega el turno de su jugador.")])
def test_plus_answers_the_open_question_first_then_the_held_cards_are_asked(
        lang, waits, out, counted):
    """QA31: after a resume, "was that Carol's hand? … Answer with plus and the number."
    then "A card the log does not hold … press plus and 1.": plus 1, meant for the
    question, counted the card (QA24 N2 had it the other way round). The card is said
    waiting for the question, which plus 1 answers; its prompt is said then, and plus 1
    counts it."""
    table, said, logged = _resumed_with_a_question(lang)
    assert _texts(said)[-1] == waits
    wait_line = said[-1]
    assert not wait_line.stale()
    table._key(Command("answer", 1))
    assert table.session.tracker.question is None
    assert wait_line.stale()  # not said after the answer, if the voice had not said it
    assert [(ob.kind, ob.seat) for ob in logged][-1] == ("out", 2)
    texts = _texts(said)
    assert out in texts and texts[-1].startswith(waits.split(":")[0])  # its prompt now
    assert texts[-1] != waits and texts.index(texts[-1]) > texts.index(out)
    table._key(Command("answer", 1))
    assert _texts(said)[-1] == counted
    _frames(table, 6, *_TABLE, _BOXER)
    assert table.session.tracker.view().seats[0].zone == ("the_urchin", "the_boxer")


def test_key_1_says_the_question_while_the_held_cards_wait_then_the_held_cards():
    """QA31: key 1 said the held cards' prompt again, not the question that plus answers;
    key 5 said that the turn depended on the question, which key 1 no longer repeated."""
    table, said, logged = _resumed_with_a_question()
    assert _texts(said)[-1] == _WAITS
    table._key(Command("question"))
    assert said[-1].kind == "question"
    table._key(Command("answer", 2))  # it answers the question: Carol is still in
    assert [(ob.kind, ob.seat) for ob in logged][-1] == ("in", 2)
    assert _texts(said)[-1] == _HELD
    table._key(Command("question"))
    assert _texts(said)[-1] == _HELD


def test_the_held_cards_taken_away_while_they_wait_leave_the_question_open():
    table, said, logged = _resumed_with_a_question()
    _frames(table, 20, *_TABLE)  # the Boxer taken away (5 s)
    assert _texts(said)[-1] == ("Those cards were taken away: the cards still in the zones are "
                                "the plays I already know.")
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
    table.session.key(Command("whose_turn"))  # the question again
    table._key(Command("answer", 2))  # Carol is still in
    assert [(ob.kind, ob.seat) for ob in logged][-1] == ("in", 2)
    texts = _texts(said)
    assert "The old card is now left out: it is not a play of this game." not in texts
    assert texts.index(_HELD, texts.index("Carol is still in.")) > 0  # said, after
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
    the Boxer's sentence (it waits for the question) given to the voice, not heard yet:
    ``(table, said, logged, ear)``."""
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


@pytest.mark.parametrize("lang, misfit", [
    ("en", "2 does not fit here: take the card away; or, to count it, press plus and 1. "
           "Key 1 repeats what to do."),
    ("fr", "2 ne convient pas ici : retirez la carte ; ou, pour la compter, appuyez sur plus "
           "et 1. La touche 1 répète la consigne."),
    ("es", "2 no vale aquí: quita la carta; o, para contarla, pulsa más y 1. La tecla 1 "
           "repite qué hacer.")])
def test_a_number_that_does_not_fit_the_prompt_heard_says_so(lang, misfit):
    """QA26 N1: plus 2 to the held card's prompt (plus and 1 only) said the prompt again
    with no word why. Now it says why and that key 1 repeats it, and not the prompt again
    (fresh QA70 L8, low71: nothing changed), with both ways out (rev-low71 MEDIUM, keys72:
    "only plus and 1 answers" steered a player who meant "no" to plus 1)."""
    table, said, logged, ear = _resumed_with_a_voice(lang)
    table._key(Command("answer", 2))  # the question first: Carol is still in
    held = _texts(said)[-1]  # then the Boxer's prompt
    ear.hear_all()  # now heard
    table._key(Command("answer", 2))
    assert _texts(said)[-2:] == [held, misfit]
    assert table.held_at is not None  # still held, not counted
    assert [ob.kind for ob in logged if ob.kind in ("in", "out")] == ["in"]


class _Behind:
    """A voice still saying the resume's summary: the keys stay sifted
    (:meth:`~companion.app.live_keys.LiveKeys._set_up_said`)."""

    def mark(self):
        return 1

    def backlog(self, upto=None):
        return 1


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_an_answer_to_the_resume_s_question_heard_is_used_while_the_summary_is_said(lang):
    """QA31: plus 1, typed as the voice ended the resume's summary ("was that Beto's hand?
    1 yes, 2 no … Answer with plus and the number."), was refused: "The answer pressed
    during the set-up was not used: press it again after the set-up." Typed before the
    question was heard, it is still not used (QA23 #12); once heard, it answers it."""
    from companion.narration.catalog import message
    table, said, logged = _table(lang=lang)
    ear = _Ear(said)
    table.session.say, table.speech = ear, _Behind()
    _set_up_with(table, 1)
    for seat, key in _LOGGED:
        table.session.observe(o.card_seen(seat, key))  # the log's (its lines not heard)
    table.session.tell("app.resumed", round=1, news=True)  # the resume's summary (run)
    table.session.key(Command("whose_turn"), at_once=False)  # its question
    table._sift_early_keys()
    for key in "+1":  # before the question is heard: not used
        table.keys.put(key)
    table._keys()
    # then the question again, to answer now (QA37 gB: refused, it was not said again)
    refused = message(lang, "app.early_keys.answer")
    assert _texts(said)[-1].startswith(refused)
    assert _texts(said)[-1][len(refused) + 1:] in _texts(said)[:-1]
    assert table.session.tracker.question is not None
    ear.hear_all()  # the question heard, the voice still behind
    for key in "+1":
        table.keys.put(key)
    table._keys()
    assert [(ob.kind, ob.seat) for ob in logged][-1] == ("out", 2)
    assert table.session.tracker.question is None
    assert sum(t.startswith(refused) for t in _texts(said)) == 1
