"""Review of qa46h1 (session 46): the showdown's short clear, its held cards, undo, doubt."""

import pytest

from companion.session_log_lines import read_log
from companion.tracker import observations as o

from .test_live_deal import _texts
from .test_qa46_showdown_unread import LOG, NAMES, ROUND_4, _frames, _showdown
from .test_session import press
from .test_undo_unheard import _heard_session


def test_the_hand_laid_after_the_showdown_s_clear_line_is_taken_as_the_reveal():
    # the short clear (3.2 s, 8 pictures) said "still waiting for Carol's revealed hand";
    # Carol lays it in her zone. Branch: "The Boxer in Carol's zone: held; the last round
    # is not settled."; Enter 3 then deals round 4 with it as Carol's play ("The Boxer by
    # Carol? Waiting for Bob's play.", then "was that Carol's hand, so Carol is out?").
    # main (no clear said before 30 pictures): taken as her reveal.
    table, said = _showdown()
    _frames(table, 8)
    n = len(said)
    _frames(table, 6, (3, "the_boxer", 0))
    texts = _texts(said)[n:]
    assert "Carol reveals The Boxer." in texts, texts
    assert table.session.tracker.view().round_winners == (1,)
    _frames(table, 6, (3, "the_boxer", 0), (2, "investigators", 1))
    view = table.session.tracker.view()
    assert view.round == 4 and view.seats[2].zone == (), [s.zone for s in view.seats]



def test_two_hands_laid_after_the_showdown_s_clear_are_both_revealed():
    # the same table before Bob's reveal: Bob's and Carol's hands awaited ("still waiting for
    # the hands to be revealed"); each laid after the short clear was held (branch)
    table, said = _showdown(last=-1)
    tracker = table.session.tracker
    assert tracker.awaited_seats() == (1, 2)
    _frames(table, 8)
    n = len(said)
    _frames(table, 6, (2, "cthulhu", 0))
    _frames(table, 6, (2, "cthulhu", 0), (3, "the_boxer", 0))
    texts = _texts(said)[n:]
    assert texts[:3] == ["Bob reveals Cthulhu.", "Carol reveals The Boxer.",
                         "Bob wins the round and has 1 Sane."], texts


def _undo(table):
    """Minus twice, a while after any undo before (minus held down is one undo)."""
    for _ in range(2):
        table.undo_at = float("-inf")
        table._one_key("-")


def test_round_4_s_cards_stay_held_when_the_entered_hand_is_undone():
    # the ungathered showdown: round 4's cards kept behind Carol's hand, Enter 3, then the
    # hand undone (a wrong rank), then entered again. Branch: "The camera reads The Musician
    # in Carol's zone where The Boxer was entered: check it", "the Nightgaunt again?", then
    # "Still on the table from the last round: The Musician ... and the Nightgaunt" and
    # round 4 without Carol's cards, "was that Dan's hand, so Dan is out?"
    table, said = _showdown()
    cards = [(s, k, p + 6) for s, k, p in ROUND_4]
    for i in range(len(cards)):
        _frames(table, 6, *cards[:i + 1])
    for key in "\n3":
        table._one_key(key)
    _undo(table)
    assert table.session.tracker.waiting()[0] == "showdown"
    n = len(said)
    _frames(table, 6, *cards)
    assert _texts(said)[n:] == []
    for key in "\n3":
        table._one_key(key)
    _frames(table, 6, *cards)
    texts = _texts(said)[n:]
    assert not any(t.startswith("Still on the table") for t in texts), texts
    view = table.session.tracker.view()
    assert view.round == 4 and [seat.zone for seat in view.seats][1:] == [
        ("investigators",), ("the_musician", "nightgaunt"), ("tommy_gun",)], texts


def test_carol_s_hand_read_at_last_settles_no_doubt_about_round_4_s_card():
    # the ungathered showdown: round 4's Musician refused in Carol's zone ("Check Carol's
    # zone: The Musician again?"), kept as the next round's; her revealed Boxer then read
    # beside her pile. Branch: "Carol's card was The Boxer, not The Musician." (false: the
    # Musician is round 4's, dealt right after)
    table, said = _showdown()
    cards = [(s, k, p + 6) for s, k, p in ROUND_4]
    for i in range(len(cards)):
        _frames(table, 6, *cards[:i + 1])
    n = len(said)
    _frames(table, 12, *cards, (3, "the_boxer", 9))
    texts = _texts(said)[n:]
    assert texts[:2] == ["Carol reveals The Boxer.", "Bob wins the round and has 1 Sane."], texts
    view = table.session.tracker.view()
    assert view.round == 4 and view.seats[2].zone == ("the_musician", "nightgaunt"), texts


@pytest.mark.parametrize("lang, line", [
    ("en", "Undone: The Boxer in Carol's zone."),
    ("fr", "C'est annulé : le Boxeur dans la zone de Carol."),
    ("es", "Deshecho: el Boxeador en la zona de Carol.")])
def test_an_entered_revealed_hand_undone_is_not_said_as_the_zone_s_last_play(lang, line):
    # rev-qa46h1, on main too: Carol's revealed hand entered by key (Enter 3: The Boxer or
    # the Deep One, "Carol reveals The Boxer."), undone, was said as her zone's last play,
    # "Undone: R'lyeh in Carol's zone." (undo_key._known: zone_reads)
    table, said = _showdown(lang)
    for key in "\n3":
        table._one_key(key)
    assert table.session.tracker.view().round_winners == (1,)
    n = len(said)
    _undo(table)
    texts = _texts(said)[n:]
    assert table.session.tracker.waiting()[0] == "showdown"
    assert line in texts, texts


def test_minus_twice_on_a_revealed_hand_unheard_names_it_not_the_zone_s_last_play():
    # the same reveal before the voice said it: minus twice asks first, naming it (main:
    # "Undo R'lyeh in Carol's zone?")
    observations, errors = read_log(LOG)
    assert not errors
    s, ear = _heard_session(NAMES)
    for obs in observations[1:]:
        s.observe(obs)
    ear.hear_all()
    s.observe(o.card_seen(2, ("the_boxer", "deep_one")))  # The Boxer or the Deep One
    told = len(ear.said)
    press(s, "--")
    asked = [a.brief for a in ear.said[told:]]
    assert asked == ["Undo The Boxer in Carol's zone? Press minus twice to confirm."], asked
