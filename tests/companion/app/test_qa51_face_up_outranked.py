"""Fresh QA51 HIGH (run B2: 2 players, arkham, busy cloth, en; demo seed 72): round 2's
face-up Sailor, never read in round 2, was taken as a face-up card of round 3 ("Face up:
The Sailor."; round 3's Sailor is Bob's hand). When Bob, out after his Sanity check, laid
it, the camera said "Check Bob's zone: The Sailor again?"; the cleared table then waited
for Bob's hand, and Enter and 6 were refused each time ("All the cards of rank 6 are
already face up (The Sailor and Randall Tillinghast)"): the face-up card could not be
undone (minus undoes the last card), round 3 and the game lost. Enter's cue said "Card
played: which rank?" after a prompt for Bob's HAND.

The player's key outranks the camera's face-up reading
(:mod:`companion.app.face_up_outranked`), and the cue names the hand
(:meth:`~companion.app.live_keys.LiveKeys._enter_cue`). The log is run B2's up to Bob's
refused Sailor (tests/companion/qa51_b2_round3.jsonl, that refused line left out)."""
from pathlib import Path

import pytest
from babel.lists import format_list

from companion.cards import card
from companion.narration.catalog import message
from companion.session_log import logged_with_marks
from companion.tracker import observations as o

from .test_live_deal import _table, _texts
from .test_qa50_enter_heard import _keys

LOG = Path(__file__).parent.parent / "qa51_b2_round3.jsonl"


def _waiting_for_bob_s_hand(lang, face_up=()):
    """Run B2 up to Bob's failed check in round 3: the table waits for his hand, The
    Sailor counted face up (and ``face_up``, more face-up cards read then)."""
    table, said, logged = _table(lang=lang)
    s = table.session
    for obs, _marks in list(logged_with_marks(LOG))[1:]:
        s.observe(obs)
        if obs == o.face_up("the_sailor"):
            for key in face_up:
                s.observe(o.face_up(key))
    assert s.tracker.waiting()[:2] == ("hand", 1) and s.tracker.awaited_seats() == (1,)
    assert "the_sailor" in s.tracker.view().face_up
    s.tell("app.cleared_mid_stalled", count=4, round=3, expected=table._expected())
    return table, said, logged


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_enter_6_for_bob_s_hand_drops_the_face_up_sailor_and_gives_his_hand(lang):
    table, said, logged = _waiting_for_bob_s_hand(lang)
    before, n = len(logged), len(said)
    _keys(table, "\n6")
    assert [obs.kind for obs in logged[before:]] == ["not_face_up", "card"]
    assert logged[before] == o.not_face_up("the_sailor")
    view = table.session.tracker.view()
    assert "the_sailor" not in view.face_up and view.seats[1].zone[-1] == "the_sailor"
    assert view.round_winners == (0,) and view.active is None  # round 3 over: Alice won
    sailor = card("the_sailor").name(lang)
    texts = _texts(said)[n:]
    dropped = message(lang, "app.enter_face_up_dropped", card=sailor)
    assert dropped in texts, texts
    assert not any(t.startswith(message(lang, "app.enter_all_seen", rank=6, cards="")[:12])
                   for t in texts), texts


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_enter_s_cue_names_bob_s_hand_the_wait_heard(lang):
    table, said, logged = _waiting_for_bob_s_hand(lang)
    _keys(table, "\n")
    expected = message(lang, "wait.hand", player="Bob")
    assert _texts(said)[-1] == message(lang, "app.prefix_enter_wait", expected=expected)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_enter_s_cue_for_a_play_or_a_knocked_out_hand_names_both(lang):
    """Alice's play awaited, or her hand: Bob's Cultists (guess and target unseen) may
    have put her out (2 players). The plain cue "Card played: which rank?" was kept here
    until fresh QA59 L5 named both ("Card for Alice's play or Alice's hand: which
    rank?"; review of low60: this test still asked for the plain cue, failing); a play
    alone keeps the plain cue (test_qa59_enter_play_or_hand.py)."""
    table, said, logged = _table(lang=lang)
    s = table.session
    for obs, _marks in list(logged_with_marks(LOG))[1:19]:
        s.observe(obs)
    assert s.tracker.waiting()[:2] == ("play", 0) and s.tracker.hand_seats() == (0,)
    _keys(table, "\n")
    both = format_list([message(lang, f"wait.{kind}", player="Alice", card="")
                        for kind in ("play", "hand")], style="or", locale=lang)
    assert _texts(said)[-1] == message(lang, "app.prefix_enter_wait", expected=both)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_two_face_up_cards_of_the_rank_ask_which_reading_was_wrong(lang):
    """Round 1, The Sailor and Randall Tillinghast (rank 6, one copy each) both taken
    face up: Enter and 6 for Alice's first play ask which was not face up; the answer
    drops that reading, and Enter and 6 then give her play."""
    table, said, logged = _table(lang=lang)
    s = table.session
    for key in ("the_sailor", "randall_tillinghast"):
        s.observe(o.face_up(key))
    assert s.tracker.waiting()[:2] == ("play", 0)
    before, n = len(logged), len(said)
    _keys(table, "\n6")
    names = [card(k).name(lang) for k in ("the_sailor", "randall_tillinghast")]
    assert logged[before:] == [] and [text for text, _ in s.choice] == names
    asked = message(lang, "app.enter_face_up_which", rank=6, list=s._listed(),
                    cards=format_list(names, locale=lang))
    assert _texts(said)[-1] == asked, _texts(said)[n:]
    _keys(table, "+1")
    assert logged[before:] == [o.not_face_up("the_sailor")]
    assert s.tracker.view().face_up == ("randall_tillinghast",)
    _keys(table, "\n6")
    assert logged[-1].kind == "card" and s.tracker.view().seats[0].zone == ("the_sailor",)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_minus_twice_takes_back_the_hand_then_the_drop(lang):
    table, said, logged = _waiting_for_bob_s_hand(lang)
    _keys(table, "\n6")
    table.undo_at = float("-inf")  # (not a held minus key: UNDO_REPEAT_S)
    _keys(table, "--")
    assert table.session.tracker.view().seats[1].zone[-1] != "the_sailor"
    assert "the_sailor" not in table.session.tracker.view().face_up
    n = len(said)
    table.undo_at = float("-inf")
    _keys(table, "--")
    assert "the_sailor" in table.session.tracker.view().face_up
    sailor = card("the_sailor").name(lang)
    assert message(lang, "app.undone_not_face_up", card=sailor) in _texts(said)[n:]
