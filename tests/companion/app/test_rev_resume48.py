"""Review of resume48 (``play --resume`` of a log whose table waits for the round's last
knocked-out hand, :meth:`~companion.app.live_deal.NextDeal._cleared_mid_round` counting
the log's cards unread since the resume, ``KnownCards.logged_unread``).

The QA47 r2 log (test_qa47_knockout_hand_unread: 3 players, original, Bob's hand awaited,
round 5) resumed onto a table NOT gathered: its 14 cards lie there, but the camera reads
none of them in the set-up's pictures and the next 1.6 s (4 pictures 0.4 s apart: a hand or
an arm over the table as the resume starts, the camera's exposure settling). Then the
table is read, with Bob's hand laid."""
import pytest

from .test_live_deal import _texts
from .test_qa46_showdown_unread import _frames
from .test_qa47_knockout_hand_unread import LOG, NAMES, _resumed_gathered

#: the log's zones as it leaves them (seat 1-based, card, place in the zone)
ZONES = tuple((seat + 1, key, i) for seat, zone in enumerate((
    ("silver_key", "nyarlathotep", "henry_armitage", "henry_armitage"),
    ("investigators_original", "golden_mead", "investigators_original", "mi_go",
     "great_race_of_yith", "elder_sign", "deep_ones"),
    ("investigators_original", "investigators_original", "necronomicon_original")))
    for i, key in enumerate(zone))


@pytest.mark.parametrize("apart", [True, False])
def test_the_log_s_table_unread_a_moment_after_the_resume_is_no_clear(tmp_path, apart):
    table, said = _resumed_gathered(tmp_path, LOG, "original", NAMES)  # none read
    assert table.session.tracker.view().seats[1].zone == tuple(
        key for seat, key, _ in ZONES if seat == 2)
    _frames(table, 4)  # 1.6 s, nothing read yet
    if apart:  # the table read (one card first), then Bob's hand laid; else all at once
        _frames(table, 6, *ZONES[:1])
        _frames(table, 6, *ZONES)
    _frames(table, 6, *ZONES, (2, "elder_sign", 7))  # Bob's hand laid
    texts = _texts(said)
    # the branch: every log card read back and Bob's hand held "the last round is not
    # settled"; after Enter 4, round 6 took round 5's cards as plays (Alice, Carol out)
    # (read apart, the first one was said held before the others told the alarm false,
    # till resume49: no alarm 1.6 s after the resume, test_…_not_said_cleared)
    assert not [t for t in texts if "held; this round is not settled yet" in t], texts
    assert "Bob is out, with the Elder Sign." in texts, texts
    assert table.cleared_mid is None and not table.left_cards


def test_the_log_s_table_unread_a_moment_after_the_resume_is_not_said_cleared(tmp_path):
    # review of resume48 (MEDIUM): the log's cards unread 1.6 s after the resume said "The
    # table was cleared, but round 5 is not over" of a table never gathered; the cards read
    # back ended it (log_table_back), but the line was heard. A bare table counts for the
    # log's unread cards after live_deal.FROM_LOG_BARE_S (test_qa47_knockout_hand_unread:
    # 3.2 s of a gathered table is said)
    table, said = _resumed_gathered(tmp_path, LOG, "original", NAMES)
    _frames(table, 4)
    assert table.cleared_mid is None
    _frames(table, 6, *ZONES)
    assert not any(t.startswith("The table was cleared") for t in _texts(said)), _texts(said)


def test_a_check_card_taken_at_the_resume_then_taken_away_is_not_kept_silently(tmp_path):
    # review of resume48 (MEDIUM): a card the resumed log does not hold, taken at once as
    # Bob's awaited Sanity check's card ("The Sailor.", "Bob passes."), then taken away (an
    # old card, as the resume's line for such cards said before): 12 s and nothing said,
    # the check stayed passed; an owed hand was undone so only while its question was open.
    # Undone as any card taken at the resume (owed_asked); laid again, it is read again
    from .test_qa47_resumed_check_card import LOGGED, _lines, _resumed
    table, said = _resumed(tmp_path, "en", _lines(), (2, "the_sailor", 1))
    n = len(said)
    _frames(table, 30, *LOGGED)  # 12 s: the Sailor taken away
    tracker = table.session.tracker
    assert _texts(said)[n:] == ["Undone: The Sailor in Bob's zone."], _texts(said)[n:]
    assert tracker.waiting()[:2] == ("check", 1) and len(tracker.history) == 19
    _frames(table, 8, *LOGGED, (2, "the_sailor", 1))
    assert _texts(said)[-2:] == ["The Sailor.", "Bob passes. 14 cards left."]


def test_a_card_in_no_zone_while_the_log_s_table_is_said_cleared_is_no_crash(tmp_path):
    # the fix's own check (log_table_back) read each card's zone: a card in no zone (the
    # middle, seat None) raised TypeError in the live loop
    table, said = _resumed_gathered(tmp_path, LOG, "original", NAMES)
    _frames(table, 8)  # 3.2 s: a gathered table (live_deal.FROM_LOG_BARE_S)
    assert table.cleared_mid == 5
    _frames(table, 6, (None, "deep_ones", 0), *ZONES)
    assert table.cleared_mid is None and not table.left_cards
