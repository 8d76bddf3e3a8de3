"""The undo's question and the next card read (session 30, QA31): "Read but not said yet: the Tommy
Gun in Carol's zone. Undo it? Press minus twice to confirm.", then the camera read the next
card; the question was closed in silence, and minus twice 12 s later undid that card, not
the Tommy Gun. A card read while the question is said, or just after, waits for its answer;
one read later closes it, said, and the next minus twice asks its own question."""
import queue

import pytest

from companion.app.live import LiveOptions, LiveTable
from companion.app.live_keys import CHOICE_GRACE_S, UNDO_REPEAT_S
from companion.app.session import TableSession
from companion.tracker import observations as o
from tests.companion.app import test_undo_unheard as unheard
from tests.companion.app.test_live import _appeared
from tests.companion.app.test_session import press
from vision.pipeline import TableWatcher


class _Line(unheard._Line):
    """The same, begun when heard (the voice's :class:`~companion.app.voiceout.Heard`)."""

    begun = unheard._Line.heard
    saying = unheard._Line.pending

    def lost(self):
        return False


class _Ear(unheard._Ear):
    """:class:`tests.companion.app.test_undo_unheard._Ear` with :class:`_Line`."""

    line = _Line

    def briefs(self, since=0):
        return [a.brief for a in self.said[since:]]


def _asked(lang="en"):
    """A game of Ann, Bob and Cy, everything heard but Ann's Urchin, and minus twice: the
    undo's question about it, not heard yet: ``(session, ear)``."""
    ear = _Ear()
    s = TableSession(say=ear, lang=lang)
    s.observe(o.start("arkham", ["Ann", "Bob", "Cy"], lang, 0))
    ear.hear_all()
    s.observe(o.card_seen(0, "the_urchin"))
    press(s, "--")
    assert len(s.tracker.history) == 2 and ear.said[-1].firm  # asked, nothing undone
    return s, ear


@pytest.mark.parametrize("lang, closed, since", [
    ("en", "Undo cancelled: a new card was read.",
     "The Sailor in Bob's zone came since: undo it first? Press minus twice to confirm."),
    ("fr", "Rien n'est annulé : une nouvelle carte a été lue.",
     "Entre-temps : le Marin dans la zone de Bob. L'annuler d'abord ? "
     "Appuyez deux fois sur moins pour confirmer."),
    ("es", "Deshacer cancelado: se ha leído una carta nueva.",
     "Desde entonces: el Marinero en la zona de Bob. ¿Deshacer eso primero? "
     "Pulsa menos dos veces para confirmar."),
])
def test_a_card_read_while_the_undo_question_waits_closes_it_said_and_is_never_undone_unasked(
        lang, closed, since):
    """QA31 (session 30): the card read after the question closed it in silence; heard
    since, it was undone at once by the minus pair meant for the question. The closing is
    said at once (firm: no key drops it); the next minus twice names the new card and asks,
    however well it was heard; once that is heard, minus twice undoes it, and only it."""
    s, ear = _asked(lang)
    ear.hear_all()  # the question heard
    told = len(ear.said)
    s.observe(o.card_seen(1, "the_sailor"))
    said = ear.briefs(told)
    assert said[0] == closed and ear.said[told].firm, said
    ear.hear_all()  # the Sailor heard too
    press(s, "--")
    assert len(s.tracker.history) == 3 and ear.said[-1].brief == since
    ear.hear_all()
    press(s, "--")
    assert len(s.tracker.history) == 2 and s.tracker.view().seats[1].zone == ()
    assert s.tracker.view().seats[0].zone == ("the_urchin",)


def _minus_twice(table):
    """Minus twice, a second or more after the last one (:data:`UNDO_REPEAT_S`)."""
    table.undo_at -= UNDO_REPEAT_S
    for key in "--":
        table.keys.put(key)
    table._keys()


def live_table():
    """A live table of Ann, Bob and Cy whose fake voice the test drives, its start heard:
    ``(table, session, ear)``."""
    ear = _Ear()
    s = TableSession(say=ear)
    table = LiveTable(LiveOptions("arkham", "en", ("Ann", "Bob", "Cy"), 0, "unused"), s,
                      TableWatcher("arkham"), None, queue.Queue(), lambda c: False,
                      lambda line: None, logged=False, timer=lambda: 0.0)  # still (flk68)
    s.observe(o.start("arkham", ["Ann", "Bob", "Cy"], "en", 0))
    ear.hear_all()
    return table, s, ear


def _live():
    """A live table whose fake voice the test drives, its undo's question about Ann's
    Urchin being said: ``(table, session, ear)``."""
    table, s, ear = live_table()
    s.observe(o.card_seen(0, "the_urchin"))
    for key in "--":
        table.keys.put(key)
    table._keys()
    assert ear.said[-1].brief.startswith("Read but not said yet: The Urchin") \
        and not ear.lines[-1].done
    return table, s, ear


def test_a_card_read_while_the_undo_question_is_said_waits_for_its_answer():
    """QA31 (session 30): the next card, read 0.5 s into the question, closed it. It waits
    (as a card read during the correction list does, QA30 #4): minus twice, once the
    question is heard, undoes the card it named; the card read is taken after."""
    table, s, ear = _live()
    table._cards_appeared([_appeared(2, "the_sailor", 1)])
    assert len(s.tracker.history) == 2 and table.choice_held  # it waits
    ear.hear_all()
    table._cards_appeared([])  # heard just now: it still waits
    assert len(s.tracker.history) == 2
    _minus_twice(table)
    assert s.tracker.view().seats[0].zone == ()  # the Urchin undone, as the question said
    table._cards_appeared([])  # the next picture: the Sailor is taken
    assert not table.choice_held and s.tracker.history[-1][0].cards == ("the_sailor",)
    assert not any(b.startswith("Undo cancelled") for b in ear.briefs())


def test_a_card_waits_for_the_undo_question_no_longer_than_its_grace():
    """The question heard and not answered within CHOICE_GRACE_S: the card read is taken,
    the question said closed, and minus twice asks about that card."""
    table, s, ear = _live()
    table._cards_appeared([_appeared(2, "the_sailor", 1)])
    assert len(s.tracker.history) == 2  # it waits
    ear.hear_all()
    table._keys()
    table.undo_heard_at -= CHOICE_GRACE_S  # the grace has passed
    told = len(ear.said)
    table._cards_appeared([])
    assert s.tracker.history[-1][0].cards == ("the_sailor",)
    assert ear.briefs(told)[0] == "Undo cancelled: a new card was read."
    ear.hear_all()
    _minus_twice(table)
    assert len(s.tracker.history) == 3
    assert ear.said[-1].brief.startswith("The Sailor in Bob's zone came since")


class _Recorded:
    """A recorded source's ``hold`` (:class:`~companion.app.pace.RealTime`), noted."""

    def __init__(self):
        self.holds = []

    def hold(self, seconds):
        self.holds.append(seconds)


class _CaughtUp:
    """A voice that is not behind."""

    def behind_seconds(self):
        return 0.0


def test_a_recorded_source_waits_while_a_card_waits_for_the_undo_question(monkeypatch):
    """Session 30 (the QA31 run again, a folder of pictures): read on while the Investigators
    waited for the undo's question, the folder's next four cards came with it, their news
    in one burst. A recorded source reads no picture while a card it read waits."""
    import companion.app.live as live_mod
    monkeypatch.setattr(live_mod.time, "sleep", lambda s: None)
    table, s, ear = _live()
    table.source, table.speech = _Recorded(), _CaughtUp()
    assert not table._wait_for_voice()  # nothing waits: the pictures go on
    table._cards_appeared([_appeared(2, "the_sailor", 1)])
    assert table._wait_for_voice() and len(table.source.holds) == 1
