"""Review of faceup52 (fresh QA52 r3/r3b): a 2-player round's face-up cards left lying on a
gathered table (the players forgot them), unread a second or two on a busy cloth, are read
again at their places when the next round is dealt: still the ended round's cards (said
"Still on the table from the last round"), never the new round's face-up cards."""
from companion.tracker import observations as o

from .test_live_deal import _frames, _table, _texts
from .test_qa52_face_up_under_hand import MIDDLE, _round_one_unread_2_s


def test_old_face_up_cards_left_lying_unread_a_while_are_no_new_face_up_cards():
    """After :func:`_round_one_unread_2_s` (piles gathered, the middle unread 2 s), round
    1's Fed and Cthulhu read again at their places as Alice lays round 2's first card."""
    table, said = _round_one_unread_2_s()
    _frames(table, 8, *MIDDLE, (1, "the_urchin", 1))
    view = table.session.tracker.view()
    assert view.round == 2 and view.face_up == (), (view.face_up, _texts(said)[-6:])
    assert any("Still on the table" in t and "The Fed" in t for t in _texts(said)), \
        _texts(said)[-6:]


def test_old_face_up_cards_left_lying_beside_a_new_one_are_no_new_face_up_cards():
    """The same, round 2's Deep One laid in the middle beside them (it deals)."""
    table, said = _round_one_unread_2_s()
    _frames(table, 8, *MIDDLE, (None, "deep_one", 2))
    view = table.session.tracker.view()
    assert view.round == 2 and view.face_up == ("deep_one",), \
        (view.face_up, _texts(said)[-6:])
    assert any("Still on the table" in t and "The Fed" in t for t in _texts(said)), \
        _texts(said)[-6:]


def test_one_old_face_up_card_back_at_its_place_is_taken_face_up_with_check_it():
    """After :func:`_round_one_unread_2_s`, round 2's Deep One laid, its Fed at round 1's
    Fed's place (fresh QA52 r3, round 4's Investigators): taken face up, but said with
    "Check it." (one left lying there looks alike), never as fact."""
    table, said = _round_one_unread_2_s()
    _frames(table, 8, (None, "deep_one", 2), (None, "the_fed", 0))
    assert "Face up: The Fed. Check it." in _texts(said), _texts(said)[-6:]



def test_a_late_face_up_card_in_a_round_whose_first_play_was_entered_by_key_is_not_held():
    """As fresh QA52 r3, but Alice's first play entered by key (the camera never reads
    it: no zone card read, none stable): the Sailor, lying in the middle since before the
    play, made stable after it, is round 1's face-up card read late (told, not named),
    not round 2's ("Face up: The Sailor." as fact)."""
    table, said, _ = _table()
    s = table.session
    for key in ("the_boxer", "deep_one", "the_fed"):
        s.observe(o.face_up(key))
    late = (None, "the_sailor", 2)
    _frames(table, 1, late)
    _frames(table, 1)
    s.observe(o.card_seen(0, "investigators"))
    for cards in ((), (late,), (), (late,), (late,), (late,)):
        _frames(table, 1, *cards)
    assert not table.gathered_middle
    for obs in (o.target(1), o.guess(5), o.seat_out(1), o.card_seen(1, "the_musician")):
        s.observe(obs)
    _frames(table, 3)
    _frames(table, 8, *MIDDLE)
    view = s.tracker.view()
    assert view.round == 2 and sorted(view.face_up) == ["cthulhu", "the_fed"], \
        (view.face_up, _texts(said)[-6:])
    assert not any("Sailor" in t for t in _texts(said)), _texts(said)
