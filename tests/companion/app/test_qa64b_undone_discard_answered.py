"""Fresh QA64b HIGH-1 (session 65; t3e: 3 players, arkham, en, d491's video, keys 13.0
``--``, 13.9 ``+2``). Carol's Investigators on Bob; Bob's Musician asked "was that Bob's
hand?"; Carol's Tommy Gun, the Musician's forced discard, closed it ("No answer needed:
that was Bob's play." "Carol discards the Tommy Gun."). Minus twice undid the Tommy Gun,
read right, left lying in Carol's zone: the question was open again in the tracker, and
nothing said so. "+2", the true answer, was then taken ("Taken. Its news is as heard before
the undo."), and the undone card's hold was lost with it: Carol's next card, her play the
Necronomicon, was said "Carol discards the Necronomicon." "Carol is now Insane." as fact,
Bob's Sailor refused, "16 cards left" (truth: she discarded the Tommy Gun, played the
Necronomicon; 14 left). Without the answer the hold worked (t3b).

Now the undo asks the question again, and the hold lasts through the answer
(:func:`companion.tracker.undone_discard.held_since`): the Necronomicon keeps the account
with the Tommy Gun laid first, and Bob's Sailor tells it. The camera's readings are given
by hand to a real stabilizer (:mod:`tests.companion.app.test_live_deal`); the tracker fed
the same observations: tests/companion/tracker/test_qa64b_undone_held.py."""
import queue

from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.app.video_replay import heard_at_once

from .test_live_deal import _Camera, _frames, _texts

NAMES = ("Alice", "Bob", "Carol")
#: the cards on the table up to Carol's Tommy Gun, as the camera shows them (seat 1-based)
LAID = ((1, "stowaway", 0), (1, "the_dilettante", 1), (2, "the_entertainer", 0),
        (3, "investigators", 0), (2, "the_musician", 1), (3, "tommy_gun", 1))
NECRONOMICON, SAILOR = (3, "necronomicon", 2), (2, "the_sailor", 2)
CHECK_CARD = (3, "investigators", 3)
QUESTION = ("The Musician in Bob's discard zone: was that Bob's hand, so Bob is out? "
            "1 yes, 2 no.")
TRUE = ["Carol discards the Tommy Gun, as read before the undo: check it.",
        "Carol: the Necronomicon.", "Carol is protected.", "Carol is now Insane.", "Bob.",
        "Bob: The Sailor.", "Carol.", "Carol: Sanity check, 1 card."]


def _table():
    """A live table of Alice, Bob and Carol whose voice hears each line to its end at once,
    as the video replay's (:func:`~companion.app.video_replay.heard_at_once`): the session
    keeps what the player heard. ``(table, said)``."""
    said = []
    table = LiveTable(LiveOptions("arkham", "en", NAMES, 0, "unused"),
                      TableSession(say=lambda line: (said.append(line), heard_at_once())[1]),
                      _Camera(), None, queue.Queue(), lambda c: False, lambda line: None)
    table._seat_markers_seen = lambda first=None, keys=False: [1, 2, 3]
    table.guided_setup()
    return table, said


def _undone():
    """The table up to the Tommy Gun, then minus twice: ``(table, said)``, ``said`` from
    the undo on."""
    table, said = _table()
    for n in range(1, len(LAID) + 1):
        _frames(table, 6, *LAID[:n])
    assert "No answer needed: that was Bob's play." in _texts(said)
    assert _texts(said)[-2:] == ["Carol discards the Tommy Gun.", "Carol."], _texts(said)
    del said[:]
    for key in "--":
        table._one_key(key)
    return table, said


def test_the_undo_asks_again_the_question_the_undone_discard_closed():
    """Main: "Undone: the Tommy Gun in Carol's zone." and "take it away, or it stays left
    out.", nothing of "was that Bob's hand?" open again."""
    table, said = _undone()
    texts = _texts(said)
    assert texts[:2] == ["Undo: press minus again.", "Undone: the Tommy Gun in Carol's zone."]
    assert [t for t in texts if t.startswith(QUESTION)] == texts[2:3], texts
    assert "The Tommy Gun in Carol's zone: take it away, or it stays left out." in texts
    assert table.session.tracker.question is not None


def test_the_true_answer_keeps_the_undone_discard_s_hold():
    """Main: "+2" lost the hold; "Carol discards the Necronomicon." "Carol is now Insane."
    said as fact, then "The Sailor by Bob? Waiting for Carol's Sanity check." and a blame of
    the true answer; "16 cards left"."""
    table, said = _undone()
    for key in "+2":
        table._one_key(key)
    assert _texts(said)[-1] == "Taken. Its news is as heard before the undo.", _texts(said)
    assert table.session.tracker.question is None
    _frames(table, 6, *LAID, NECRONOMICON)
    assert "Carol discards the Necronomicon." not in _texts(said), _texts(said)
    _frames(table, 6, *LAID, NECRONOMICON, SAILOR)
    _frames(table, 6, *LAID, NECRONOMICON, SAILOR, CHECK_CARD)
    texts = _texts(said)
    at = texts.index(TRUE[0])
    assert texts[at:at + len(TRUE)] == TRUE, texts
    assert "Carol passes. 14 cards left." in texts, texts
    assert not any("Necronomicon" in t for t in texts[:at]), texts
    assert not any("would fit without your answer" in t for t in texts), texts
    view = table.session.tracker.view()
    assert view.seats[2].zone == ("investigators", "tommy_gun", "necronomicon",
                                  "investigators")
