"""Review of undo51 (rev-undo51): a card undone by minus twice, still lying in its zone,
then Enter and a rank (cue "The Deep One, the card undone in Bob's zone: to give it back,
which rank?").

Run B's set-up (tests/companion/app/test_qa51_undo_redo.py): Alice's Musician on Bob, "Bob
discards the Deep One." undone. The card was really misread (it is the Investigators): the
player, as the cue and card_discarded_undone.verbose say, presses Enter and its rank, 1.
The branch gave that rank back in place only when it was the undone reading's rank; else it
went where the table waited after the cards read since: with Bob's Sanity check card
R'lyeh read since, rank 1 went after it and "Bob discards R'lyeh." was said as fact
(HIGH). With no card read since, another rank stays the card the undo bared before it
(test_hedge49: minus twice for each card laid since, then Enter and its rank)."""

from .test_live_deal import _frames, _texts
from .test_qa51_undo_redo import DEEP_ONE, FED, RLYEH, _deep_one_undone, _keys


def test_enter_and_another_rank_corrects_the_undone_card_in_its_place_under_r_lyeh():
    table, said = _deep_one_undone()
    s = table.session
    _frames(table, 6, DEEP_ONE, RLYEH)  # Bob's Sanity check card, read since the undo
    n = len(said)
    _keys(table, "\n1")  # the undone card is the Investigators (rank 1), misread
    _keys(table, "+1")  # which rank-1 card: the Investigators
    _frames(table, 6, DEEP_ONE, RLYEH, FED)
    texts = _texts(said)[n:]
    assert "Bob discards R'lyeh." not in texts, texts  # branch: said as fact
    view = s.tracker.view()
    assert view.seats[1].zone == ("investigators", "investigators", "rlyeh", "the_fed"), \
        (view.seats[1].zone, texts)
    # the Investigators is no Insane card: R'lyeh is Bob's play, the Fed his next
    assert not table.left_cards, table.left_cards  # no longer watched as left out


def urchin_given_back(bob: str):
    """6 players (arkham): Alice's Urchin undone, Bob's card ``bob`` (key) and Carol's
    Urchin read since (refused, then read again after it), Enter and 4:
    ``(table, said, (a, b, c))``, the three zones' cards."""
    import queue

    from companion.app.live import LiveOptions, LiveTable
    from companion.app.session import TableSession

    from .test_live_deal import _Camera
    names = ("Alice", "Bob", "Carol", "Dave", "Eve", "Fay")
    said = []
    table = LiveTable(LiveOptions("arkham", "en", names, 0, "unused"),
                      TableSession(say=said.append, lang="en"), _Camera(), None,
                      queue.Queue(), lambda c: False, lambda line: None)
    table._seat_markers_seen = lambda first=None, keys=False: list(range(1, 7))
    table.guided_setup()
    a, b, c = (1, "the_urchin", 1), (2, bob, 1), (3, "the_urchin", 1)
    _frames(table, 6, a)
    _keys(table, "--")
    _frames(table, 6, a, b)
    _frames(table, 6, a, b, c)
    _keys(table, "\n4")
    return table, said, (a, b, c)


def test_the_which_card_answer_naming_the_newest_card_s_reading_closes_the_question():
    """Alice's Urchin undone, Bob's Fed and Carol's Urchin read since, Enter and 4
    (:func:`urchin_given_back`): "Which card in Alice's zone: The Urchin or the
    Necronomicon?". Plus 1 was taken as a slash correction of the newest card, Carol's
    Urchin: "It is already The Urchin: nothing changed.", the question left open and every
    later card held ("3 cards wait for the answer."; HIGH, on main too). Bob's card is
    not of rank 4 (undo53: his Necronomicon, the edition's one, tells that Alice's card
    given back is The Urchin, no question: test_qa52b_undo_reentry)."""
    table, said, (a, b, c) = urchin_given_back("the_fed")
    s = table.session
    assert s.tracker.question is not None and s.tracker.question.seat == 0
    n = len(said)
    _keys(table, "+1")
    texts = _texts(said)[n:]
    assert "It is already The Urchin: nothing changed." not in texts, texts
    assert s.tracker.question is None, texts
    _frames(table, 6, a, b, c, (4, "the_fed", 1))
    assert [seat.zone for seat in s.tracker.view().seats][:4] == [
        ("the_urchin",), ("the_fed",), ("the_urchin",), ("the_fed",)], _texts(said)[n:]


def test_enter_s_cue_after_undoing_the_card_laid_on_a_kept_undone_reading():
    """Review of undo51 MEDIUM: hedge49's way to correct a kept undone reading (minus twice
    for Alice's card laid since, then Enter and the rank of Bob's card): Enter's cue said
    "To give back the card undone in Alice's zone: which rank?", naming the card the player
    took back to reach Bob's, whose rank then goes to Bob's zone."""
    from .test_hedge49 import _kept
    table, said, _ = _kept()
    table.undo_at = -100.0
    _keys(table, "--")
    n = len(said)
    _keys(table, "\n")
    texts = _texts(said)[n:]
    assert not any("the card undone in Alice's zone" in t for t in texts), texts


def test_cards_read_again_under_the_which_card_question_ask_nothing_the_answer_settles():
    """Review of undo51 MEDIUM: the cards read since a give-back were read again at once,
    under its open "which card?" question (the live table holds cards read while it is
    open); with the Deep One still possible, Bob's Urchin became "was that Bob's hand, so
    Bob is out?", still asked once the answer was the Boxer ("Bob: The Urchin. Bob is
    protected." said before the Enter). Now read again after the answer."""
    import queue

    from companion.app.live import LiveOptions, LiveTable
    from companion.app.session import TableSession

    from .test_live_deal import _Camera
    said = []
    table = LiveTable(LiveOptions("arkham", "en", ("Alice", "Bob", "Carol"), 0, "unused"),
                      TableSession(say=said.append, lang="en"), _Camera(), None,
                      queue.Queue(), lambda c: False, lambda line: None)
    table._seat_markers_seen = lambda first=None, keys=False: [1, 2, 3]
    table.guided_setup()
    cards = [(1, "the_musician", 1), (2, "the_boxer", 1)]  # "Bob discards The Boxer."
    _frames(table, 6, *cards)
    _keys(table, "--")
    cards += [(2, "the_urchin", 2), (3, "the_fed", 1)]  # read since, taken
    _frames(table, 6, *cards)
    _keys(table, "\n3+1")  # "Which card in Bob's zone: The Boxer or the Deep One?" 1
    s = table.session
    assert [seat.zone for seat in s.tracker.view().seats] == [
        ("the_musician",), ("the_boxer", "the_urchin"), ("the_fed",)]
    assert s.tracker.question is None, _texts(said)[-3:]
