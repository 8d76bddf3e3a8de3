"""Fresh QA60 HIGH-1 (r4: ``companion demo`` seed 366, 3 players, arkham-classic, busy,
marker deck; ``companion replay`` of its video, en, keys ``72 Enter 3``, ``74 +2``):
Alice's Deep One lost its compare ("Alice is out, with the Investigators."), then Bob
played The Dilettante ("Bob: The Dilettante." / "Bob is out."), only Carol left in. The
round's end waited for Bob's knocked-out hand, never read: "The table was cleared, but
round 1 is not over: still waiting for Bob's hand." at frame 122, every later card held
("The Fed in Carol's zone: held; this round is not settled yet.") and at the video's end
"12 cards I held could not be placed", the game lost. The demo's truth: "Bob queda fuera."
/ "Carol gana la ronda y tiene 1 ficha del lado cuerdo.", Bob's hand shown after.

The round ends when only 1 player is left (seed 002 "End of the Round"); the winner's token
is her state of mind (RULINGS A11, A12); a knocked-out hand resolves no effect (seed 002
"Out of the Round", RULINGS A10): nothing in Bob's hand changes the result, so the round's
end is said at once (:func:`companion.tracker.flow.round_over_owed`), the hand when it is
read ("Bob's hand: The Urchin."), and "Bob's hand was not read." when the next round is
dealt without it.

k61: the round's end is the table's at once, but its line is held for the next input
(QA43: a knocked-out hand's line is never said after "wins the round"; QA34 L2): the hand
read next is named first, then the result; anything else says the result first; no input
for :data:`~companion.app.end_held.END_HELD_S` seconds of pictures says it then."""
import pytest

from companion.app.end_held import END_HELD_S
from companion.tracker import Tracker, observations as o

from companion.narration.catalog import message

from .test_live_deal import _frames, _table, _texts

NAMES = ("Alice", "Bob", "Carol")
#: round 1 up to Bob's Dilettante, as the camera reads it (seat 1-based, key, place)
ROUND_1 = ((1, "deep_one", 0), (1, "investigators", 1), (2, "the_dilettante", 0))
#: the round's end, each language (the demo's truth in es)
ENDED = {
    "en": ["Bob: The Dilettante.", "Bob is out.", "Carol wins the round and has 1 Sane."],
    "fr": ["Bob : la Dilettante.", "Bob quitte la manche.",
           "Carol remporte la manche et a 1 pion sain d'esprit."],
    "es": ["Bob: la Diletante.", "Bob queda fuera.",
           "Carol gana la ronda y tiene 1 ficha del lado cuerdo."],
}
#: "Bob's hand was not read.", each language
UNREAD = {"en": "Bob's hand was not read.", "fr": "La main de Bob n'a pas été lue.",
          "es": "La mano de Bob no se leyó."}


def _round_1(lang="en"):
    """The live table after Bob's Dilettante, round 1's cards read one by one."""
    table, said, _ = _table(names=NAMES, lang=lang, edition="arkham-classic")
    for i in range(len(ROUND_1)):
        _frames(table, 6, *ROUND_1[:i + 1])
    return table, said


def _dilettante():
    """A tracker right after Bob's Dilettante (Alice out by her Deep One's compare), and
    the events that card gave."""
    t = Tracker()
    t.apply(o.start("arkham-classic", list(NAMES), lang="en", first=0))
    t.apply(o.card_seen(0, "deep_one"))
    t.apply(o.card_seen(0, "investigators"))
    return t, t.apply(o.card_seen(1, "the_dilettante"))


def test_the_tracker_ends_the_round_at_the_last_knock_out_its_hand_owed():
    t, events = _dilettante()
    # main: [card_played, player_out], waiting ("hand", 1): the round's end held
    # k60: the round's end said here, the hand after it (against QA43 and QA34 L2)
    assert [e.kind for e in events] == ["card_played", "player_out"], events
    assert t.waiting()[0] == "deal" and t.hand_seats() == (1,) and t.end_held()
    assert t.view().round_winners == (2,)  # the table's at once: Carol won
    events = t.apply(o.card_seen(1, "the_urchin"))  # the hand, read next: named first
    assert [(e.kind, e.seat, e.cards) for e in events] == [
        ("player_out", 1, ("the_urchin",)), ("round_ended", None, ()),
        ("first_player", 2, ())], events
    assert events[1].info == (2,) and events[1].value[2] == (1, 0)  # Carol, 1 Sane
    assert t.hand_seats() == () and not t.end_held()


def test_the_tracker_says_an_owed_hand_not_read_at_the_next_deal():
    t, _ = _dilettante()
    events = t.apply(o.new_round())
    assert [(e.kind, e.seat) for e in events][:4] == [
        ("round_ended", None), ("first_player", 2), ("hand_unread", 1),
        ("round_started", 2)], events
    assert t.view().round == 2 and t.hand_seats() == () and not t.end_held()


def test_the_round_s_end_released_with_no_input_is_said_once():
    t, _ = _dilettante()
    assert [e.kind for e in t.release_end()] == ["round_ended", "first_player"]
    assert not t.end_held() and t.release_end() == []
    events = t.apply(o.card_seen(1, "the_urchin"))  # the hand, after: named alone
    assert [(e.kind, e.cards) for e in events] == [("player_out", ("the_urchin",))], events
    t.undo()  # the hand undone: the round's end is not said again
    assert not t.end_held()


def test_an_undone_self_out_says_no_round_end():
    t, _ = _dilettante()
    t.undo()
    assert not t.end_held() and t.view().round_winners == ()


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_round_s_end_is_said_at_bob_s_knock_out(lang):
    table, said = _round_1(lang)
    texts = _texts(said)
    at = texts.index(ENDED[lang][0])
    assert texts[at:] == ENDED[lang][:2], texts  # held a moment for Bob's hand (k61)
    _frames(table, int(END_HELD_S * 30) + 1, *ROUND_1)  # no hand: said then
    texts = _texts(said)
    assert texts[at:at + 3] == ENDED[lang], texts
    gather = message(lang, "app.new_round")
    assert texts[at + 3:] == [gather], texts  # "Gather all the cards" after the result


def test_bob_s_hand_read_after_the_round_s_end_is_named():
    table, said = _round_1()
    n = len(said)
    _frames(table, 6, *ROUND_1, (2, "the_urchin", 1))
    texts = _texts(said)[n:]
    # main and k61: Bob's hand named first, then "Carol wins the round" (k60: the
    # round's end said before the hand)
    assert texts == ["Bob's hand: The Urchin.", "Carol wins the round and has 1 Sane.",
                     "Gather all the cards for the next round."], texts
    _frames(table, 60)  # gathered
    _frames(table, 6, (3, "the_fed", 0))
    texts = _texts(said)[n:]
    assert "Round 2. Carol starts." in texts and "Carol: The Fed." in texts, texts
    assert UNREAD["en"] not in texts, texts


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_table_cleared_without_bob_s_hand_deals_round_2(lang):
    table, said = _round_1(lang)
    n = len(said)
    _frames(table, 60)  # the table gathered, Bob's hand never read (main: "… still
    # waiting for Bob's hand", every later card held, the game lost)
    _frames(table, 6, (3, "the_fed", 0))
    texts = _texts(said)[n:]
    assert UNREAD[lang] in texts, texts
    assert not any("not over" in t or "no ha terminado" in t or "pas finie" in t
                   for t in texts), texts
    view = table.session.tracker.view()
    assert view.round == 2 and [s.zone for s in view.seats] == [(), (), ("the_fed",)], texts
