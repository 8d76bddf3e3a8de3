"""Fresh QA64b HIGH-2 (2 players, arkham-classic, es, demo d493, run t6d): Bob's knocked-out
Investigators (his hand, read right) undone by minus twice, the gathered table asked "was
that Bob's hand?" again (cq64) and "no" (plus 2) kept round 1 going; round 2's five face-up
cards were laid in the middle, Alice's round-2 Investigators, read where her round-1 one
had lain, ended the clear as that card back, and Bob's round-2 Nightgaunt was said as his
round-1 hand: "Bob is out, with the Nightgaunt." "Alice wins the round and has 1 token."
Round 2 never existed. A round is dealt only once the one before ended (seed 002 "End of
the Round"; with two players a deal lays five cards face up, seed 004 "Setup", RULINGS
O1): those five cards tell round 1 ended, how unseen. The cards laid in the zones since are
held, and the table says so once (``app.cleared_next_dealt``:
:meth:`~companion.app.middle_cards.MiddleCards._next_deal_laid`)."""
import pytest

from companion.narration.catalog import message
from companion.tracker import observations as o

from .test_live_deal import GATHERED, _table, _texts
from .test_live_deal import _frames as _pictures
from .test_qa50_enter_heard import _keys

#: round 1's face-up cards (d493)
FACE_UP_1 = ("cthulhu", "deep_one", "the_entertainer", "the_musician", "the_musician")
#: round 2's, laid as the video laid them
FACE_UP_2 = ("the_boxer", "randall_tillinghast", "the_urchin", "investigators", "stowaway")


#: the last picture's cards: round 2's face-up cards, Alice's and Bob's plays
CARDS = ((1, "investigators"), (2, "nightgaunt"),
         *((None, k, 0.5 * i) for i, k in enumerate(FACE_UP_2)))


def _frames(table, count, *cards):
    """``count`` pictures of ``cards`` (:func:`~.test_live_deal._frames`), the keys' clock
    (:attr:`~companion.app.live.LiveTable.timer`) moved on 1/30 s a picture: the video's
    clock, as a deterministic replay gives it (review of hi2: with the machine's real clock,
    the first minus 1 s after the earlier undo was taken as that minus held down, so the
    test failed on a fast machine)."""
    for _ in range(count):
        _pictures(table, 1, *cards)
        table.now[0] += 1 / 30


def _bob_out_round_one():
    """d493's round 1 on the video's clock to Bob's Investigators, his hand, read right:
    "Bob is out, with the Investigators.": ``(table, said, the observations logged)``."""
    table, said, logged = _table(edition="arkham-classic")
    table.now = [100.0]
    table.timer = lambda: table.now[0]
    for k in FACE_UP_1:
        table.session.observe(o.face_up(k))
    _frames(table, 6, (1, "investigators"))
    _frames(table, 6, (1, "investigators"), (2, "the_boxer"))
    _frames(table, 6, (1, "investigators"), (2, "the_boxer"), (2, "investigators", 1))
    assert "Bob is out, with the Investigators." in _texts(said)
    return table, said, logged


def _gathered_asking():
    """d493's round 1 to Bob's Investigators (read right) undone and the table gathered:
    "was the Boxer Bob's hand?" asked again: ``(table, said, the observations logged)``."""
    table, said, logged = _bob_out_round_one()
    _keys(table, "--")  # the hand undone: "was that Bob's hand?" open again
    _frames(table, GATHERED + 30)  # the table gathered: the question asked again
    assert table.session.tracker.question is not None, _texts(said)
    return table, said, logged


def _round_two_laid():
    """d493's round 1 to Bob's Investigators undone, the gathered table, plus 2, then round
    2's face-up cards, Alice's Investigators (her round-1 place) and Bob's Nightgaunt:
    ``(table, the lines said since plus 2, the observations logged)``."""
    table, said, logged = _gathered_asking()
    n = len(said)
    _keys(table, "+2")  # no: Bob played it
    middle = []
    for i, k in enumerate(FACE_UP_2):
        middle.append((None, k, 0.5 * i))
        _frames(table, 6, *middle)
    _frames(table, 6, (1, "investigators"), *middle)  # Alice's round-2 play, old place
    _frames(table, 6, *CARDS)
    return table, _texts(said)[n:], logged


def _round_two_held(table, texts):
    """The next deal's line said and Bob's round-2 Nightgaunt held, round 1 not ended
    with his Boxer alone in his zone: the tracker's view."""
    assert message("en", "app.cleared_next_dealt", round=1) in texts, texts
    assert message("en", "app.cleared_mid_held", card="The Nightgaunt",
                   player="Bob") in texts, texts
    view = table.session.tracker.view()
    assert view.round == 1 and view.seats[1].zone == ("the_boxer",), texts
    return view


def test_the_next_deal_s_face_up_cards_after_no_hold_round_2_s_cards():
    table, texts, logged = _round_two_laid()
    assert not any("Bob is out, with" in t or "wins the round" in t for t in texts), texts
    view = _round_two_held(table, texts)
    assert not view.round_winners, texts
    assert [ob for ob in logged if ob.kind == "card"][-1] == o.card_seen(1, "investigators")
    # the undo before the answer named, not the right answer (hi3: review of hi2 (b))
    blamed = message("en", "app.cleared_by_undo", round=1, card="the Investigators",
                     player="Bob")
    assert texts[texts.index(message("en", "app.cleared_next_dealt", round=1)) + 1] \
        == blamed, texts
    assert not any("your answer to" in t for t in texts), texts


def test_minus_twice_gives_the_undone_hand_back_and_deals_round_2_on_the_held_cards():
    """hi3 (review of hi2 (b), QA65b MEDIUM-1): the line after the next-deal line names the
    card undone before the answer (``app.cleared_by_undo``), and minus twice takes the
    answer back and gives that card back in its place: Bob's hand, the Investigators, as
    the camera read it; round 1 ends as it did (d493's transcript: "Bob queda fuera, con
    los Investigadores." "Alice gana la ronda y tiene 1 ficha del lado cuerdo.") and round 2 is
    dealt on its face-up cards and the held cards. It was: minus twice took back the
    right "no", and the "yes" left said "Bob is out, with The Boxer." (false)."""
    table, texts, logged = _round_two_laid()
    said = table.session.say.__self__
    n = len(said)
    _frames(table, 40, *CARDS)  # a second after the last card: minus twice undoes the answer
    _keys(table, "-")
    _keys(table, "-")
    _frames(table, 6, *CARDS)
    texts = _texts(said)[n:]
    assert message("en", "app.undone_answer_given_back", question="The Boxer in Bob's "
                   "discard zone: was that Bob's hand, so Bob is out?",
                   card="the Investigators", player="Bob") in texts, texts
    assert "Bob is out, with The Boxer." not in texts, texts
    end = texts.index("Bob is out, with the Investigators.")
    assert texts[end + 1] == "Alice wins the round and has 1 Sane.", texts
    view = table.session.tracker.view()
    assert view.round == 2 and sorted(view.face_up) == sorted(FACE_UP_2), texts
    assert view.seats[0].zone == ("investigators",), texts
    assert view.seats[1].zone == ("nightgaunt",), texts


def _after(keys):
    """:func:`_round_two_laid`, a second of its last picture, then each of ``keys`` typed
    and 6 pictures after it: ``(table, the lines said since the keys)``."""
    table, _, _ = _round_two_laid()
    said = table.session.say.__self__
    _frames(table, 40, *CARDS)
    n = len(said)
    for each in keys:
        _keys(table, each)
        _frames(table, 6, *CARDS)
    return table, _texts(said)[n:]


def test_the_next_deal_line_promises_no_enter():
    """Review of hi2 (a): the line said "Press Enter and the missed card's rank", but the
    tracker still awaits Alice's play: Enter and 1 asked "Card for Alice's play or Alice's
    hand" and put an Investigators in Alice's round-1 zone, never Bob's owed hand. A line
    must not name a way that does not work: it says the round is over and the cards wait."""
    for lang in ("en", "fr", "es"):
        line = message(lang, "app.cleared_next_dealt", round=1)
        assert "Enter" not in line and "Entrée" not in line and "Intro" not in line, line
    _, texts, _ = _round_two_laid()
    line = message("en", "app.cleared_next_dealt", round=1)
    assert line in texts and "Enter" not in line, texts


def test_enter_and_1_after_the_next_deal_line_give_bob_s_hand():
    """Review of hi2 (a), mended by hi4: Enter then 1 after the next-deal line went to the
    zone the tracker awaited ("Card for Alice's play or Alice's hand: which rank?", then
    an Investigators put in Alice's round-1 zone), never Bob's owed hand: the live table
    forgot the redo once its card was gathered (``LiveKeys._key_taken``). While the
    cleared table names the card undone before the answer (``app.cleared_by_undo``),
    Enter's cue names that card and its rank does what minus twice does
    (:func:`~companion.app.undone_before_answer.undone_entered`): the answer taken back,
    the Investigators given back in Bob's zone, round 1 ended as d493's transcript says
    and round 2 dealt on its face-up cards and the held cards."""
    table, texts = _after(["\n", "1"])
    assert texts[0] == message("en", "app.prefix_enter_undone", card="The Investigators",
                               player="Bob"), texts
    assert "Bob is out, with The Boxer." not in texts, texts
    end = texts.index("Bob is out, with the Investigators.")
    assert texts[end + 1] == "Alice wins the round and has 1 Sane.", texts
    view = table.session.tracker.view()
    assert view.round == 2 and sorted(view.face_up) == sorted(FACE_UP_2), texts
    assert view.seats[0].zone == ("investigators",), texts
    assert view.seats[1].zone == ("nightgaunt",), texts


def test_the_way_out_named_says_no_false_hand():
    """Review of hi2 (b), QA65b MEDIUM-1 (t6f): the way out the cleared table names, minus
    twice, ends round 1 right, never with "Bob is out, with The Boxer." (the Boxer was
    Bob's play; hi2 blamed the right answer, and "yes" after it named the Boxer); the
    plus 1 then answers round 2's question about Bob's Nightgaunt (d493: Alice said 2,
    Bob out with the Nightgaunt), no round-1 question."""
    table, texts = _after(["-", "-", "+1"])
    assert "Alice wins the round and has 1 Sane." in texts, texts  # the round ends right
    assert "Bob is out, with The Boxer." not in texts, texts
    assert "Bob is out, with the Investigators." in texts, texts


def _asked_again():
    """d493's round 1 to the gathered table asking again "was the Boxer Bob's hand?" (as
    :func:`_round_two_laid`, before its plus 2): ``(table, said, index of the next line)``."""
    table, said, _ = _gathered_asking()
    return table, said, len(said)


def test_the_fifth_face_up_card_read_late_ends_no_round_on_round_2_s_cards():
    """Review of hi2 (c): 4 face-up cards read, then Alice's round-2 Investigators (at
    her round-1 place) and Bob's Nightgaunt, then the 5th face-up card. With 2 to 4 of
    the next deal's face-up cards laid on the cleared table (MiddleCards._next_deal_laying)
    the count is not known: her card is no round-1 card back (the clear stays), the zone
    cards are no play of round 1 (played_t), and the 5th, read after them, counts as the
    next deal's. It was QA64b HIGH-2 whole: "Bob is out, with the Nightgaunt." "Alice
    wins the round and has 1 Sane.", round 2's Investigators then "Still on the table
    from the last round"."""
    table, said, n = _asked_again()
    _keys(table, "+2")
    middle = [(None, k, 0.5 * i) for i, k in enumerate(FACE_UP_2)]
    for i in range(1, 5):
        _frames(table, 6, *middle[:i])
    _frames(table, 30, (1, "investigators"), *middle[:4])
    _frames(table, 30, (1, "investigators"), (2, "nightgaunt"), *middle[:4])
    _frames(table, 60, (1, "investigators"), (2, "nightgaunt"), *middle)
    texts = _texts(said)[n:]
    assert "Bob is out, with the Nightgaunt." not in texts, texts
    assert not any("wins the round" in t or "Still on the table" in t for t in texts), texts
    view = _round_two_held(table, texts)


# review of hi2 (c): the question open while round 2's face-up cards and zone cards came,
# then plus 2: "round 1 is over, but how it ended was not seen" was followed 2 s later by
# "2 cards are held: round 1 is not over, still waiting for Alice's play. Press Enter, then
# its rank." (app.cleared_mid_reminder, the cleared prompt said again: ClearedAgain blind
# to _next_deal_laid): a contradiction, and an Enter that goes to Alice's play
def test_no_after_the_face_up_cards_came_says_no_round_not_over():
    table, said, n = _asked_again()
    middle = [(None, k, 0.5 * i) for i, k in enumerate(FACE_UP_2)]
    for i in range(1, 6):
        _frames(table, 6, *middle[:i])
    _frames(table, 30, (1, "investigators"), *middle)
    _frames(table, 30, (1, "investigators"), (2, "nightgaunt"), *middle)
    _keys(table, "+2")
    _frames(table, 60, (1, "investigators"), (2, "nightgaunt"), *middle)
    texts = _texts(said)[n:]
    told = texts.index(message("en", "app.cleared_next_dealt", round=1))
    assert not any("round 1 is not over" in t for t in texts[told:]), texts
