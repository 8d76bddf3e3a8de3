"""Fresh QA64b MEDIUM-1: a wrong "yes" ended the round; the next card, laid on the table
never gathered, dealt the next round with no word of the answer.

Replay of d491 (3 players): "+1" to "The Musician in Bob's discard zone: was that Bob's
hand?" ended round 1 ("Carol wins the round…"); Carol's forced discard, laid on the
ungathered table, dealt round 2 ("Round 2. Carol starts.", "Still on the table from the
last round: … Take them away"), then "Still waiting for Alice's play…" to the end. A
wrong "no" mid-round gets "It would fit without your answer…"; here nothing, and the way
back was three undo pairs. Now the deal says which answer ended the round and that minus
twice takes it back (``app.answer_ended_round``,
:func:`~companion.app.undo_under.hint_answer_under`); minus twice then undoes it under the
deal and its cards (:func:`~companion.app.undo_under.undo_answer_under`), the cards read
again in the round given back. The live table of
:mod:`tests.companion.app.test_qa63b_undo_round_end` (Alice and Bob; Alice's Urchin
answered "1 yes, her hand", Bob's Sailor laid next)."""
from tests.companion.app.test_live_deal import _frames, _texts
from tests.companion.app.test_qa63b_undo_round_end import _Live, _after
from tests.companion.app.test_speech_order import say_all

#: said after "Bob: The Sailor." (2 players: the round's face-up cards not read)
_FACE_UP_NONE = "None of the 5 face-up cards was read."
_HINT = ("If round 1 is not over, your answer to this question was wrong: The Urchin in "
         "Alice's discard zone: was that Alice's hand, so Alice is out? To take that answer "
         "back, press minus twice.")


def _dealt_by_the_sailor(live) -> None:
    """The wrong "yes", then Bob's Sailor laid on the ungathered table: round 2 dealt."""
    live.wrong_yes()
    live.show((2, "the_sailor", 1))
    assert live.session.tracker.view().round == 2


def test_the_deal_on_the_ungathered_table_names_the_answer_and_one_undo_takes_it_back():
    """The deal's lines, "Bob: The Sailor." and the hint after it (review of mwh: the
    line heard last) all heard: minus twice undoes the answer (not the Sailor), the
    round's end taken back, and the Sailor read again in round 1 as Bob's play, settling
    the question (Alice's Urchin was her play)."""
    live = _Live()
    try:
        _dealt_by_the_sailor(live)
        live.engine.say_until(_HINT)
        live.now[0] += 5.0
        heard = list(dict.fromkeys(live.engine.started))
        told = len(live.engine.started)
        live.keys("--")
        view = live.session.tracker.view()
        question = live.session.tracker.question
        say_all(live.speaker, live.engine)
    finally:
        live.speaker.close()
    start = heard.index("Round 2. Bob starts.")
    assert heard[start + 1].startswith("Still on the table from the last round"), heard
    assert heard[start + 2] == "Bob: The Sailor." and heard[-1] == _HINT, heard
    assert view.round == 1 and not view.round_winners and question is None
    assert view.seats[1].zone == ("investigators", "the_sailor")
    after = _after(live.engine, told)
    assert after[:2] == ["Undone: the last answer.",
                         "The round is not over any more: its token is taken back."], after
    assert after[2:] == ["Alice: The Urchin.", "No answer needed: that was Alice's play.",
                         "Alice is protected.", "Read again: The Sailor, as before.",
                         "Alice."], after


def test_once_a_later_card_is_heard_minus_twice_is_for_that_card():
    """The hint is for the deal and its card: once the line of a card read after them is
    heard (Alice's Fed), minus twice takes back that card, the newest heard, as any
    undo; the answer stays."""
    live = _Live()
    try:
        _dealt_by_the_sailor(live)
        live.engine.say_until(_HINT)
        live.show((1, "the_fed"))
        live.engine.say_until("Alice: The Fed.")
        live.now[0] += 5.0
        live.keys("--")
        view = live.session.tracker.view()
        say_all(live.speaker, live.engine)
    finally:
        live.speaker.close()
    assert view.round == 2 and view.seats[1].zone == ("the_sailor",), view
    assert view.seats[0].zone == (), view


def test_no_hint_when_the_cleared_table_dealt_the_round():
    """The table seen cleared after the answer's round end: the players gathered the
    cards, the round is over to them; the deal says no hint (minus twice right after
    the win still undoes the answer when no line of the deal was heard: QA63b
    MEDIUM-4)."""
    live = _Live(voice=False)
    live.wrong_yes()
    live.gathered()
    live.show((2, "the_sailor", 1))
    assert live.session.tracker.view().round == 2
    assert not any(t.startswith("If round 1 is not over") for t in _texts(live.said))



def test_the_stall_of_the_wrong_deal_names_the_answer_again():
    """The replay's end: the round dealt wrong stalls (Bob's cards laid while Alice's
    play is awaited, "Still waiting for Alice's play…" said to the end). The stall's ask
    says the hint again, heard last: minus twice then undoes the answer under the deal
    and all its cards, read again in round 1 (the Sailor Bob's play there)."""
    live = _Live()
    try:
        _dealt_by_the_sailor(live)
        live.show((2, "the_fed", 2))
        live.show((2, "the_musician", 3))
        live.engine.say_until("Still waiting for Alice's play")
        live.engine.say_until(_HINT)
        live.now[0] += 5.0
        heard = list(live.engine.started)
        live.keys("--")
        view = live.session.tracker.view()
        say_all(live.speaker, live.engine)
    finally:
        live.speaker.close()
    assert heard[-2].startswith("Still waiting for Alice's play") and heard[-1] == _HINT, heard
    assert view.round == 1 and not view.round_winners, view
    assert view.seats[1].zone == ("investigators", "the_sailor"), view


def test_after_the_hint_s_undo_a_card_named_like_an_old_one_is_read():
    """Fresh QA65b HIGH-1 (replay of d491: Carol's Sanity check card, her 2nd Investigators,
    never read): the deal on the ungathered table began round 2, which forgot round 1's
    camera reports (:class:`~companion.app.known_cards.KnownCards`); minus twice under the
    hint gave round 1 back with its reports still forgotten, so Bob's Investigators
    (listed "Still on the table from the last round") counted as entered by key, and his
    2nd Investigators, laid in his next turn, was taken for it: dropped as "already on the
    table". Now the ended round's counts come back with it: the 2nd copy is his play."""
    live = _Live()
    try:
        _dealt_by_the_sailor(live)
        live.engine.say_until(_HINT)
        live.now[0] += 5.0
        live.keys("--")
        say_all(live.speaker, live.engine)
        assert live.session.tracker.view().round == 1
        live.show((1, "the_fed", 2))
        live.show((2, "investigators", 2))
        view = live.session.tracker.view()
        say_all(live.speaker, live.engine)
    finally:
        live.speaker.close()
    assert view.round == 1 and view.seats[0].zone[-1] == "the_fed", view
    assert view.seats[1].zone == ("investigators", "the_sailor", "investigators"), view
