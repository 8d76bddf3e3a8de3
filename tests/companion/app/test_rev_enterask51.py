"""Review rev-enterask51 of enterask51 (fresh QA50b MEDIUM C2: the video's end line's
Enter; one record of the Enter prompt heard, :class:`~companion.app.enter_heard.EnterAsked`,
read by :mod:`companion.app.enter_raced` too)."""
import pytest

from companion.narration.catalog import message
from companion.tracker import observations as o

from .test_live_deal import FACE_UP_READ, _OLD, _table, _texts


def _keys(table, keys):
    for key in keys:
        table._one_key(key)


def _unread_then_round_won(lang):
    """2 players: "I cannot read a card in Alice's zone: press Enter, then its rank." heard;
    then her Investigators read after all, Bob guessed and out: round 1 won; "The round is
    over. Gather the cards: the next round begins … with Enter then its rank." heard."""
    table, said, logged = _table(lang=lang)
    for key in FACE_UP_READ:            # the 5 face-up cards read: no notice of them
        table.session.observe(o.face_up(key))
    table.unread_zones[0] = table.session.zone(0)
    table._unread_told(0)
    assert _texts(said)[-1] == message(lang, "app.card_unread", player="Alice")
    for obs in (o.card_seen(0, "investigators"), o.target(1), o.guess(5), o.seat_out(1),
                o.card_seen(1, "the_musician")):
        table.session.observe(obs)
    for _ in range(6):
        table.watcher.show(*_OLD)
    table._between_rounds()             # "Gather all the cards for the next round."
    assert table.session.tracker.view().active is None
    return table, said, logged


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_enter_dealing_the_next_round_is_not_refused_by_the_ended_round_s_prompt(lang):
    """The Enter obeys the round's end heard last ("… or with Enter then its rank"), not
    the camera's prompt of round 1, settled by the card that ended it: its rank deals
    round 2 (the builder's suspicion; before: "Nothing entered: the camera read
    Investigators in Alice's zone meanwhile.")."""
    table, said, logged = _unread_then_round_won(lang)
    n = len(said)
    _keys(table, "\n3")
    assert table.session.tracker.view().round == 2, _texts(said)[n:]
    assert [ob.kind for ob in logged[-2:]] == ["new_round", "card"]
