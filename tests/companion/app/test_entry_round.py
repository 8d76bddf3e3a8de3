"""A card entered by key goes to the round its Enter was pressed in (session 39, by ear,
es13 busy 2-player): Enter pressed in round 1 to give a missed face-up card, its rank
typed as round 1 ended, dealt round 2 with that card as Bob's first play ("Which card is
in Bob's zone: the Boxer or the Deep One?", then 46 s of silence). Such an entry is
refused, said why and what to do; Enter pressed once the round's end was heard still
deals the next round (QA34 F3: a game by keys alone)."""
import pytest

from companion.app.entry_round import NOTICE_GRACE_S
from companion.app.keys import Command
from companion.cards import card
from companion.narration.catalog import message
from companion.tracker import observations as o

from .test_live_deal import _OLD, _end_round_one, _frames, _table, _texts


class _Line:
    """What a voice's ``say`` returns for one line: begun or not (``Heard``'s part the
    table asks)."""

    def __init__(self, begun):
        self._begun = begun

    def begun(self):
        return self._begun

    def saying(self):
        return not self._begun


def face_up_offered(lang):
    """Round 1's missing face-up cards of rank 3 offered for Enter and 3 typed once it
    ended (``app.enter_face_up_ended``): The Boxer, the Deep One."""
    options = [message(lang, "app.answer_option", number=i + 1, text=message(
        lang, "app.enter_option_face_up", card=card(k).name(lang)))
        for i, k in enumerate(("the_boxer", "deep_one"))]
    return message(lang, "app.enter_face_up_ended", round=1,
                   list=message(lang, "app.list_sep").join(options))


def _keys(table, keys):
    for key in keys:
        table._one_key(key)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_rank_typed_after_the_round_ended_is_refused_not_dealt(lang):
    table, said, logged = _table(lang=lang)
    for obs in (o.face_up("the_fed"), o.face_up("tommy_gun"), o.face_up("the_urchin")):
        table.session.observe(obs)
    _keys(table, "\n")                  # Enter pressed in round 1, its rank still to type
    _end_round_one(table, *_OLD)        # the camera ends round 1 meanwhile
    before = len(logged)
    _keys(table, "3")
    view = table.session.tracker.view()
    assert len(logged) == before and view.round == 1 and view.active is None
    assert message(lang, "app.enter_round_over", round=1, next=2) in _texts(said)
    # the camera's next round is dealt as before, and Enter then gives its cards
    _frames(table, 40)                                      # the table cleared
    assert table.session.tracker.view().round == 2
    _keys(table, "\n3")
    assert table.session.tracker.history[-1][0].kind == "card"


def test_enter_pressed_once_the_round_s_end_is_heard_deals_the_next_round():
    table, said, logged = _table()
    now = [100.0]
    table.timer = lambda: now[0]
    _end_round_one(table, *_OLD)
    table._between_rounds()             # "Gather all the cards for the next round."
    now[0] += NOTICE_GRACE_S            # heard, and the face-up notice before it is over
    _keys(table, "\n3")
    assert table.session.tracker.view().round == 2
    assert [ob.kind for ob in logged[-2:]] == ["new_round", "card"]


def test_enter_pressed_before_the_round_s_end_was_heard_is_no_play():
    """The camera ended the round, the voice behind: the player pressed Enter for round 1
    (the face-up notice just heard: none of the 5 read), never told it was over. Not a
    play of round 2; since session 40 that round's face-up cards of the rank are offered
    (:func:`test_a_missed_face_up_card_typed_after_its_round_ended_is_offered`)."""
    table, said, logged = _table()
    lines = []
    table.session.say = lambda a: (said.append(a), lines.append(_Line(False)), lines[-1])[2]
    _end_round_one(table, *_OLD)
    table._between_rounds()             # its "Gather all the cards" not said yet
    _keys(table, "\n")
    for line in lines:                  # the voice says it all now
        line._begun = True
    before = len(logged)
    _keys(table, "3")
    assert len(logged) == before and table.session.tracker.view().round == 1
    assert _texts(said)[-1].startswith("Round 1 is over: a card played in it can no longer "
                                       "be entered. One of its face-up cards? 1: face up:")


def test_a_rank_typed_after_the_camera_dealt_the_next_round_is_refused():
    table, said, logged = _table()
    _keys(table, "\n")                  # Enter pressed in round 1
    _end_round_one(table, *_OLD)
    _frames(table, 40)                  # cleared: round 2 dealt before the rank is typed
    assert table.session.tracker.view().round == 2
    before = len(logged)
    _keys(table, "3")
    assert len(logged) == before
    assert message("en", "app.enter_round_over", round=1, next=2) in _texts(said)


def test_enter_without_its_press_seen_still_deals_between_rounds():
    table, said, logged = _table()
    _end_round_one(table)
    table._key(Command("enter", 3))     # no Enter press noted (a command given directly)
    assert table.session.tracker.view().round == 2


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_missed_face_up_card_typed_after_its_round_ended_is_offered(lang):
    """By ear (session 40, es13 busy): the face-up notice came as round 1 ended (the voice
    behind the camera); Enter pressed after it, its rank typed once the round was over,
    was refused, and that face-up card could then never be given. It is offered now, for
    that round (never as a play), and given there on plus and the number."""
    table, said, logged = _table(lang=lang)
    session = table.session
    for obs in (o.face_up("the_fed"), o.face_up("tommy_gun"), o.face_up("the_urchin")):
        session.observe(obs)
    session.observe(o.card_seen(0, "investigators"))    # the first play: the notice
    assert session.face_up_told == 1
    _keys(table, "\n")                  # Enter pressed after the notice, in round 1
    for obs in (o.target(1), o.guess(5), o.seat_out(1), o.card_seen(1, "the_musician")):
        session.observe(obs)            # the camera ends round 1 meanwhile
    assert session.tracker.view().active is None
    _keys(table, "3")
    assert _texts(said)[-1] == face_up_offered(lang)
    _keys(table, "+2")
    view = session.tracker.view()
    assert view.round == 1 and view.face_up[-1] == "deep_one"
    assert logged[-1].kind == "face_up"
    _frames(table, 40)                  # the table cleared: round 2 dealt as before
    assert session.tracker.view().round == 2 and session.tracker.view().face_up == ()
