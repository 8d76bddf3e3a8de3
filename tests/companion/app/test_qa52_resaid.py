"""Fresh QA52 M2 (run r6) and QA51c run B: after an undo, the lines the player already
heard for the input it took back are not said again when the table, replayed, says them
again (the same answer typed again, the same card read again); a line telling the same
fact otherwise says the one it replaces; a question the player heard the undone input's
lines close is asked again, and those lines said again when the cards close it again
(fresh QA64b HIGH-1; :mod:`companion.app.said_again`)."""
import pytest

from companion.app.announcement import Announcement
from companion.app.keys import Command
from companion.app.said_again import HeardBefore
from companion.app.said_for import SaidFor
from companion.narration.catalog import message
from companion.tracker import observations as o
from tests.companion.app.test_qa41_as_heard_guess import HEARD, HELD
from tests.companion.app.test_state_as_heard import hear_all, heard_up_to

NAMES = ("Alice", "Bob", "Carol")
#: settles "was that Alice's hand?" (QA41's V0, seed 7): "No answer needed: that was
#: Alice's play.", then asks "was that Bob's hand?" of his Fed
DILETTANTE = o.card_seen(0, "the_dilettante")


def _said(speaker, engine, *steps):
    """Apply each step (a callable: one key or card read), let the voice say all; what it
    said for each. The voice takes none of a step's lines before the step gave them all
    (the session's :meth:`~companion.app.session_modes.SessionModes.giving`; flaky53,
    cue53: on a loaded machine, the turn's cue "Alice." was said before "Alice: The
    Musician.", which drops it)."""
    out = []
    for step in steps:
        step()
        speaker.hold(False)  # (a test's own hold ends with its first step)
        hear_all(speaker, engine)
        out.append(list(engine.spoken))
        engine.spoken.clear()
    speaker.close()
    return out


def test_the_same_answer_after_its_undo_says_again_none_of_its_lines_heard():
    """QA52 r6 16:44:56: "Undone: the last answer.", the same answer again: main said
    again its news heard ("Alice: the Deep One.", the next question); now only that the
    key was taken."""
    s, speaker, engine = heard_up_to(*HEARD, *HELD[:2], names=NAMES, first=2)
    first, undo, again = _said(speaker, engine, lambda: s.key(Command("answer", 2)),
                               lambda: s.key(Command("undo")),
                               lambda: s.key(Command("answer", 2)))
    assert first[:2] == ["Carol is now Insane.", "Alice: the Deep One."], first
    assert undo[0] == "Undone: the last answer."
    assert undo[1].startswith("The Deep One in Alice's discard zone: was that Alice's hand")
    assert again == ["Taken. Its news is as heard before the undo."]
    assert s.tracker.question is not None and s.tracker.question.seat == 1  # Bob's Fed


def test_another_answer_after_the_undo_says_what_changed_instead_of_what_was_heard():
    """"Bob is still in." heard, the answer undone, plus 1: Bob is out, said as replacing
    it; the counts changed too; his Sanity-check-free news heard before is not said."""
    s, speaker, engine = heard_up_to(*HEARD, *HELD[:2], names=NAMES, first=2)
    s.key(Command("answer", 2))
    s.observe(HELD[2])
    s.observe(o.card_seen(0, "investigators"))
    hear_all(speaker, engine)
    engine.spoken.clear()
    first, _, again = _said(speaker, engine, lambda: s.key(Command("answer", 2)),
                            lambda: s.key(Command("undo")),
                            lambda: s.key(Command("answer", 1)))
    assert "Bob is still in." in first and "Carol: Sanity check, 1 card." in first
    assert again[0] == "Bob is out, with The Fed. Instead of: Bob is still in.", again
    assert "Carol passes. 19 cards left. Instead of: Carol passes. 18 cards left." in again
    assert not {"Carol: Sanity check, 1 card.", "The Musician.", "Carol: The Fed."} \
        & set(again), again


def test_a_card_undone_asks_again_the_question_heard_closed_and_read_again_closes_it():
    """QA52 r6 16:48:25: the card whose lines closed "was that Alice's hand?" ("No answer
    needed", heard) undone: the card read again does not say again "Alice: the Deep One.",
    heard, only the lines not heard (the next question, cut by the undo). Fresh QA64b
    HIGH-1 (session 65): the question is open again in the tracker, waiting for its answer
    or the card, so the undo asks it again (QA52 M2 had it unasked: nothing told the player
    an answer was awaited), and the card read again says it closed again ("No answer
    needed: …"), the line heard before the undo no longer standing."""
    s, speaker, engine = heard_up_to(*HEARD, *HELD, names=NAMES, first=2)
    s.observe(DILETTANTE)
    engine.say_until("The Fed in Bob's")
    assert engine.spoken == ["Carol is now Insane.", "Alice: the Deep One.",
                             "No answer needed: that was Alice's play."]
    engine.spoken.clear()
    undo, again = _said(speaker, engine, lambda: s.key(Command("undo")),
                        lambda: s.observe(DILETTANTE))
    assert undo[0] == "Undone: The Dilettante in Alice's zone.", undo
    assert [line for line in undo if "Alice's hand" in line] == undo[1:2], undo
    assert undo[1].startswith("The Deep One in Alice's discard zone: was that Alice's hand")
    assert again[0] == "No answer needed: that was Alice's play.", again
    assert again[-1].startswith("The Fed in Bob's discard zone: was that Bob's hand"), again
    assert not {"Carol is now Insane.", "Alice: the Deep One."} & set(again), again


def test_qa51c_run_b_the_card_read_again_after_its_undo_says_only_what_changed():
    """QA51c run B (2 players): Alice's Musician, its question closed unsaid by Bob's Deep
    One, all its news heard; the Deep One undone asks that question (never heard), and
    the Deep One read again answers it: main said again "Alice: The Musician." and the
    5 lines heard; now only "No answer needed" and the card named as read again (review
    of resaid52: without it, nothing said the Deep One was read again)."""
    laid = [o.face_up("cthulhu"), o.face_up("the_boxer"), o.face_up("stowaway"),
            o.card_seen(0, "investigators"), o.card_seen(1, "investigators")]
    s, speaker, engine = heard_up_to(*laid, names=("Alice", "Bob"), first=0)
    speaker.hold(True)  # its question is not begun before the Deep One closes it
    s.observe(o.card_seen(0, "the_musician"))
    played, undo, again = _said(speaker, engine,
                                lambda: s.observe(o.card_seen(1, "deep_one")),
                                lambda: s.key(Command("undo")),
                                lambda: s.observe(o.card_seen(1, "deep_one")))
    assert played[:2] == ["Alice: The Musician.", "Bob discards the Deep One."], played
    assert undo[0] == "Undone: the Deep One in Bob's zone."
    assert again == ["No answer needed: that was Alice's play.",
                     "Read again: the Deep One, as before."], again


class _Heard:
    """What ``say`` returned for a line: heard or not."""

    def __init__(self, heard: bool):
        self._heard = heard

    def heard(self) -> bool:
        return self._heard


def _line(text: str, fact=None, kind: str | None = "card_played") -> Announcement:
    """A table event's line (``kind``: its event kind) telling ``fact``."""
    return Announcement(text, text, kind=kind, fact=fact)


def test_lines_heard_before_stand_for_the_same_words_and_news_forgets_them():
    """Unit: a line heard before stands for the same words once (not said); one not
    heard is said; the same fact heard in other words is replaced; an input whose lines
    match none is news: the lines heard before are forgotten."""
    said_for, heard, unheard = SaidFor(), _Heard(True), _Heard(False)
    before = [HeardBefore("Alice.", "Alice.", None, "turn_started", heard),
              HeardBefore("Carol passes.", "Carol passes.", None, "check_passed", unheard),
              HeardBefore("Bob is still in.", "Bob is still in.", ("standing", 1), "still_in",
                          heard)]
    said_for._undone_heard = list(before)
    with said_for.replaying():
        assert said_for.heard_before(_line("Bob is out.", ("standing", 1))) \
            == (None, before[2])
        assert said_for.heard_before(_line("Alice.", kind="turn_started")) == (heard, None)
        assert said_for.heard_before(_line("Alice.", kind="turn_started")) == (None, None)
        assert said_for.heard_before(_line("Carol passes.")) == (None, None)  # unheard
    assert said_for.replayed == [heard]
    assert not said_for.all_heard_before([heard, unheard])
    said_for._undone_heard = list(before)
    with said_for.replaying():
        assert said_for.heard_before(_line("Bob: The Fed.")) == (None, None)
    assert said_for._undone_heard == []  # news no undo replayed
    said_for._undone_heard = list(before)
    with said_for.replaying():  # the app's own lines: always said
        assert said_for.heard_before(_line("Alice.", kind=None)) == (None, None)
    assert said_for._undone_heard == before
    said_for.turn_told()  # "It is Bob's turn." after the undo: "Alice." said again
    with said_for.replaying():
        assert said_for.heard_before(_line("Alice.", kind="turn_started")) == (None, None)
    assert said_for.heard_before(_line("Alice.")) == (None, None)  # outside an input


@pytest.mark.parametrize("lang, instead, taken", [
    ("en", "Bob is out. Instead of: Bob is in.", "Taken. Its news is as heard before the "
                                                 "undo."),
    ("fr", "Bob is out. Au lieu de : Bob is in.", "Pris en compte. Ses nouvelles sont celles "
                                                  "entendues avant l'annulation."),
    ("es", "Bob is out. En lugar de: Bob is in.", "Tomado. Sus novedades son las que se oyeron "
                                                  "antes de deshacer.")])
def test_the_new_lines_exist_in_every_language(lang, instead, taken):
    assert message(lang, "app.instead_of", line="Bob is out.", before="Bob is in.") == instead
    assert message(lang, "app.as_heard_before_undo") == taken
