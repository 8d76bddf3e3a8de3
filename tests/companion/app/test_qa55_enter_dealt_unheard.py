"""Fresh QA55 MEDIUM-1 (run A, 2 players, arkham tilted en, demo seed 141): "None of the 5
face-up cards was read. To enter one, press Enter, then its rank, and answer face up."
was heard, then "Alice is out, with The Boxer." and "Bob wins the round and has 1 Sane.";
3 s later the player pressed Enter and 8 for a face-up card of round 1. The camera had
dealt round 2 meanwhile, its lines ("Gather all the cards…", "Round 2. Bob starts.") not
said yet: the press went to round 2, "Card played: which rank?", and the rank became Bob's
first play ("Which card in Bob's zone: The Dilettante or Cthulhu?"), a play nobody made.

The round a press is for is the one the player is in by ear
(:meth:`~companion.app.entry_round.EntryRound._entry_round`): the next round dealt, its
start not heard and the round's end ("Gather all the cards") not begun, the press is for
the round over. Its rank is no play of the next round: refused, with what the app now asks
("Not entered: round 1 is over and round 2 was dealt meanwhile: round 1's face-up cards no
longer count. For a card of round 2, press Enter and its rank again."). An Enter pressed
once the deal is heard is round 2's, as before.

Between rounds, the end just heard ("Gather all the cards" begun less than
:data:`~companion.app.entry_round.NOTICE_GRACE_S` ago) with the face-up notice the Enter
prompt heard last, the press still obeys the notice: the round over's face-up cards of the
rank are offered (replay of run A's video with Enter and 8 at frame 185, 0.7 s after
"Gather all the cards": round 2 was dealt with Bob's first play, "Which card in Bob's zone:
The Dilettante or Cthulhu?").
"""
import pytest

from companion.app.entry_round import NOTICE_GRACE_S
from companion.narration.catalog import message
from companion.tracker import observations as o

from .test_entry_round import _keys, _Line, face_up_offered
from .test_live_deal import FACE_UP_READ, _OLD, _end_round_one, _frames, _table, _texts


def _voice_behind(table, said):
    """The table's voice saying nothing until told: every line returned not begun."""
    lines = []
    table.session.say = lambda a: (said.append(a), lines.append(_Line(False)), lines[-1])[2]
    return lines


def _round_one_told(table):
    """Round 1's first play with none of the face-up cards read: the notice is said."""
    table.session.observe(o.card_seen(0, "investigators"))
    assert table.session.face_up_told == 1


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_enter_after_the_face_up_notice_with_the_next_deal_unheard_is_no_play(lang):
    table, said, logged = _table(lang=lang)
    _round_one_told(table)
    lines = _voice_behind(table, said)
    for obs in (o.target(1), o.guess(5), o.seat_out(1), o.card_seen(1, "the_musician")):
        table.session.observe(obs)          # the camera ends round 1
    for _ in range(6):
        table.watcher.show(*_OLD)
    _frames(table, 40)                      # cleared: the camera deals round 2, unheard
    assert table.session.tracker.view().round == 2
    _keys(table, "\n")                      # Enter for the face-up notice heard last
    for line in lines:                      # the voice says it all now
        line._begun = True
    # its cue names what it asks (not "Card played: which rank?")
    assert _texts(said)[-1] == message(lang, "app.prefix_enter_face_up", round=1)
    before = len(logged)
    _keys(table, "3")
    view = table.session.tracker.view()
    assert len(logged) == before and view.round == 2
    assert all(not seat.zone for seat in view.seats)
    assert _texts(said)[-1] == message(lang, "app.enter_face_up_dealt", round=1, next=2)


def test_enter_with_the_next_deal_unheard_and_no_notice_says_the_round_is_over():
    table, said, logged = _table()
    for key in FACE_UP_READ:                # all 5 read: no face-up notice
        table.session.observe(o.face_up(key))
    lines = _voice_behind(table, said)
    _end_round_one(table, *_OLD)
    assert table.session.face_up_told is None
    _frames(table, 40)                      # round 2 dealt, nothing of it heard
    _keys(table, "\n")
    for line in lines:
        line._begun = True
    before = len(logged)
    _keys(table, "3")
    assert len(logged) == before
    assert _texts(said)[-1] == message("en", "app.enter_round_over", round=1, next=2)


def test_enter_once_the_deal_is_heard_gives_the_next_round_s_card():
    table, said, logged = _table()
    _round_one_told(table)
    lines = _voice_behind(table, said)
    for obs in (o.target(1), o.guess(5), o.seat_out(1), o.card_seen(1, "the_musician")):
        table.session.observe(obs)
    for _ in range(6):
        table.watcher.show(*_OLD)
    _frames(table, 40)
    for line in lines:                      # "Gather…", "Round 2. Bob starts." heard
        line._begun = True
    _keys(table, "\n3")
    assert logged[-1].kind == "card" and table.session.tracker.view().round == 2


def _ended_with_notice(table):
    """Round 1 ended by the camera after its face-up notice, the table's timer at 100 s as
    its "Gather all the cards" is given (shown at once): ``now``, the timer's list."""
    now = [100.0]
    table.timer = lambda: now[0]
    _round_one_told(table)
    for obs in (o.target(1), o.guess(5), o.seat_out(1), o.card_seen(1, "the_musician")):
        table.session.observe(obs)
    table._between_rounds()             # "Gather all the cards for the next round."
    assert table.round_over_told == (1, 100.0)
    return now


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_enter_just_after_the_round_s_end_obeys_the_face_up_notice(lang):
    table, said, logged = _table(lang=lang)
    now = _ended_with_notice(table)
    now[0] += NOTICE_GRACE_S - 0.5
    _keys(table, "\n")
    assert _texts(said)[-1] == message(lang, "app.prefix_enter_face_up", round=1)
    _keys(table, "3")
    assert table.session.tracker.view().round == 1 and logged[-1].kind == "card"
    assert _texts(said)[-1] == face_up_offered(lang)
    _keys(table, "+1")
    assert table.session.tracker.view().face_up == ("the_boxer",)


def test_enter_past_the_grace_deals_the_next_round():
    table, said, logged = _table()
    now = _ended_with_notice(table)
    now[0] += NOTICE_GRACE_S
    _keys(table, "\n3")
    assert table.session.tracker.view().round == 2
    assert [ob.kind for ob in logged[-2:]] == ["new_round", "card"]


def test_a_newer_enter_prompt_heard_ends_the_notice_s_grace():
    table, said, logged = _table()
    now = _ended_with_notice(table)
    table.session.tell("app.card_unread", player="Bob")  # another Enter prompt since
    now[0] += 1.0
    _keys(table, "\n3")
    assert table.session.tracker.view().round == 2
