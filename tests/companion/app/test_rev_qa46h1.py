"""Review of qa46h1 (session 46): probes of the showdown's short clear."""

from .test_live_deal import _texts
from .test_qa46_showdown_unread import _frames, _showdown


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
