"""Fresh QA52b HIGH 4 (r6, 3 players, round 1; :mod:`companion.app.laid_before`): a card
refused as laid before the awaited play is never given as a later turn's card when its
place in the round is unknown.

r6: Bob's round-1 play was never read; the table played round 1 to its end and laid round
2's cards. Carol's round-2 Cultists, refused ("Waiting for Bob's play."), was given once
Bob's play was entered (Enter, 2: "The Fed or the Nightgaunt?") as Carol's Sanity check
card: "The Cultists." "Carol fails." "Bob wins the round" (truth: her check card The Boxer,
never read; she passed and won). The tracker takes r6's session log up to there
(``tests/companion/qa52b_r6_round1.jsonl``); the camera's readings after it, in the order
r6's log refused them (its lines 14-20), are given by hand to a real stabilizer.
"""
from dataclasses import replace

import pytest

from companion.cards import card
from companion.narration.catalog import message

from .stabilizer_camera import sighting
from .test_live_deal import _frames, _table, _texts
from .test_qa50_enter_heard import _keys, _keys_seen
from .test_qa52b_xfail import _from_log

#: r6's round-2 cards refused while Bob's round-1 play was awaited (its log, lines 14-20):
#: Carol's Cultists and Fed (not awaited), Alice's Fed, Urchin and R'lyeh (Alice is out),
#: Carol's Investigators and Randall Tillinghast (a copy too many)
R6_LAID = ((3, "cultists", 3), (1, "the_fed", 4), (1, "the_urchin", 5), (3, "the_fed", 4),
           (3, "investigators", 5), (3, "randall_tillinghast", 6), (1, "rlyeh", 6))
#: lines r6 heard after Bob's play was entered, each false (truth 40-47)
FALSE = ("The Cultists", "Carol fails", "Carol is out", "Bob wins the round")


def _r6_played_on():
    """r6's table once its round-2 cards were laid behind Bob's unread play: ``(table,
    said, cards)``, ``cards`` the zones' readings (:func:`_from_log`) and r6's."""
    table, said, cards = _from_log("qa52b_r6_round1.jsonl")
    for i in range(len(R6_LAID)):
        _frames(table, 6, *cards, *R6_LAID[:i + 1])
    texts = _texts(said)
    assert "The Cultists by Carol? Waiting for Bob's play." in texts
    assert any(t.startswith("Still waiting for Bob's play") for t in texts)
    return table, said, (*cards, *R6_LAID)


def _played_on_line(lang="en"):
    return message(lang, "app.left_played_on", count=2, zones=message(
        lang, "app.old_zone", player="Carol", cards="the Cultists (1) and The Fed (2)"))


def test_cards_laid_while_the_table_played_on_are_not_given_after_the_entered_play():
    # r6 by its keys: Enter, 2 (Bob's unread play), then the answer The Fed (truth 37);
    # main gave the stall's Cultists and Fed behind the question: "Carol: Sanity check, 1
    # card." "The Cultists." "Carol fails." "Carol is out, with The Fed." "Bob wins"
    table, said, cards = _r6_played_on()
    n = len(said)
    _keys_seen(table, cards, "\n2", "+1")  # Bob's unread play, The Fed
    texts = _texts(said)[n:]
    assert "Bob: The Fed." in texts and "Carol: Sanity check, 1 card." in texts, texts
    assert not any(t.startswith(FALSE) for t in texts), texts
    assert _played_on_line() in texts
    view = table.session.tracker.view()
    assert view.seats[2].zone == ("investigators", "the_musician", "necronomicon")
    assert not view.round_winners


def test_undoing_the_entered_play_gives_none_of_them_either():
    # minus twice after Enter 2 takes Bob's entered play back; entered again, the cards
    # left out stay out (r6 pressed minus after "Carol fails", 17:58:13)
    table, said, cards = _r6_played_on()
    n = len(said)
    _keys(table, "\n2")
    _keys(table, "--")
    assert table.session.tracker.waiting()[:2] == ("play", 1)  # Bob's play again
    _frames(table, 6, *cards)
    _keys(table, "\n2")
    _keys(table, "+1")
    _frames(table, 6, *cards)
    texts = _texts(said)[n:]
    assert "Bob: The Fed." in texts, texts
    assert not any(t.startswith(FALSE) for t in texts), texts
    assert table.session.tracker.view().seats[2].zone[3:] == ()


def test_a_check_card_refused_before_a_play_read_late_is_left_out_once_the_table_played_on():
    # no question, no stall: Bob's Fed read plainly, late; Carol's Sanity check pending
    # after Alice's knock-out (her failed check). Alice's round-2 Fed, read in her zone
    # after the Cultists, tells the table played on: main said "The Cultists. It lay there
    # before this turn: check it." "Carol fails. 12 cards left."
    table, said, cards = _from_log("qa52b_r6_round1.jsonl")
    laid = (*cards, (3, "cultists", 3), (1, "the_fed", 4), (2, "the_fed", 2))
    _frames(table, 6, *laid[:-2])
    n = len(said)  # after "The Cultists by Carol? Waiting for Bob's play."
    _frames(table, 6, *laid[:-1])
    _frames(table, 6, *laid)
    _frames(table, 6, *laid)
    texts = _texts(said)[n:]
    assert not any(t.startswith(FALSE) for t in texts), texts
    assert texts[-2:] == ["Carol: Sanity check, 1 card.", message(
        "en", "app.left_played_on", count=1, zones="the Cultists (1) in Carol's zone")], texts
    assert table.session.tracker.waiting()[:2] == ("check", 2)


def test_the_refused_card_a_later_card_of_its_zone_went_before_is_said_left_out():
    # the strict xfail's table (test_qa52b_xfail): Bob's Fed read as "The Fed or the
    # Nightgaunt?"; the Cultists waits behind it (a turn after Bob's), Carol's Fed read
    # after Bob's play goes first; the Cultists, laid before it, is said left out
    table, said, cards = _from_log("qa52b_r6_round1.jsonl")
    fed = replace(sighting(2, "the_fed", 2), candidates=("the_fed", "nightgaunt"))
    laid = (*cards, (3, "cultists", 3), fed, (3, "the_fed", 4))
    for i in range(len(cards), len(laid)):
        _frames(table, 6, *laid[:i + 1])
    n = len(said)
    _keys(table, "+2")
    _frames(table, 6, *laid)
    texts = _texts(said)[n:]
    # fits53b: Carol's Fed held behind the Cultists (never taken first: the zone's order);
    # the Cultists would make Carol's check fail: asked, both left out
    assert texts[-1] == message("en", "app.left_order_asked", card="The Cultists",
                                player="Carol", later="The Fed", rank=1), texts
    _frames(table, 6, *laid)
    assert table.session.tracker.view().seats[2].zone[-1] not in ("cultists", "the_fed")


@pytest.mark.parametrize("names,lang", [(("Alice", "Bob"), "en"),
                                        (("Alice", "Bob", "Carol", "Dan", "Eve", "Fay"), "fr"),
                                        (("Alice", "Bob", "Carol", "Dan", "Eve", "Fay"), "es")])
def test_a_card_refused_before_a_play_read_with_a_question_waits_for_its_answer(names, lang):
    # Bob's Entertainer read while Alice's play is awaited (refused); Alice's card read as
    # "the Urchin or the Necronomicon?", then Bob's Urchin. Main gave the Entertainer
    # behind the question as Bob's play ("Bob: The Entertainer. It lay there before this
    # turn: check it."), the Urchin refused; now the Urchin, read after Alice's card, is
    # Bob's play and the Entertainer, laid before both, is said left out
    table, said, _ = _table(names, lang)
    early = (2, "the_entertainer", 0)
    read_as_two = replace(sighting(1, "the_urchin"), candidates=("the_urchin", "necronomicon"))
    laid = (early, read_as_two, (2, "the_urchin", 1))
    for i in range(len(laid)):
        _frames(table, 6, *laid[:i + 1])
    question = table.session.tracker.question
    assert question is not None and question.seat == 0
    _keys(table, f"+{question.info.index('the_urchin') + 1}")
    for _ in range(3):
        _frames(table, 6, *laid)
    zones = [seat.zone for seat in table.session.tracker.view().seats]
    # fits53b: never the Urchin before the Entertainer laid before it (the zone's order);
    # the Entertainer as Bob's play leaves the Urchin no place (Alice's turn next): asked
    assert zones[:2] == [("the_urchin",), ()]
    name = card("the_entertainer").name(lang)
    asked = [t for t in _texts(said) if "Enter" in t or "Entrée" in t or "Intro" in t]
    assert asked and name.lower() in asked[-1].lower() and "Bob" in asked[-1], _texts(said)
    assert not any(message(lang, "app.left_laid_under", card=name, player="Bob",
                           later=card("the_urchin").name(lang)) == t for t in _texts(said))


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_left_out_lines_exist_in_every_language(lang):
    # the voice's two lines, en/fr/es (rendered with a card's name and a zone)
    under = message(lang, "app.left_laid_under", card=card("cultists").name(lang),
                    player="Carol", later=card("the_fed").name(lang))
    assert "Carol" in under and "{" not in under
    for count in (1, 2):
        assert "{" not in message(lang, "app.left_played_on", count=count, zones="x")


@pytest.mark.parametrize("keys,zone", [("\n1", "cultists"), ("\n3", "the_boxer")],
                         ids=["asked-card", "another"])
def test_the_card_asked_for_its_order_is_entered_by_enter_and_its_rank(keys, zone):
    # fits53b: r6's Cultists asked ("the card I wait for, or laid later?"): Enter and its
    # rank counts it as Carol's check card (the camera's report, not a second copy); Enter
    # and another rank enters that card instead (r6's truth: The Boxer, never read)
    table, said, cards = _from_log("qa52b_r6_round1.jsonl")
    fed = replace(sighting(2, "the_fed", 2), candidates=("the_fed", "nightgaunt"))
    laid = (*cards, (3, "cultists", 3), fed, (3, "the_fed", 4))
    for i in range(len(cards), len(laid)):
        _frames(table, 6, *laid[:i + 1])
    _keys(table, "+2")
    _frames(table, 6, *laid)
    assert _texts(said)[-1].startswith("The Cultists in Carol's zone, laid before The Fed:")
    _keys(table, keys)
    if zone == "the_boxer":
        _keys(table, "+1")  # "The Boxer or the Deep One?"
    _frames(table, 6, *laid)
    assert table.session.tracker.view().seats[2].zone[-1] == zone
