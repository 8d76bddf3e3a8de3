"""Fresh QA62 MEDIUM-3 (run D p2, 3 players, original stickers-only, busy, en): "I cannot
read a card in Carol's zone: press Enter, then its rank.", then Enter and 2 typed in one go
(1.1 s later): the cue "Card for Alice's play or Alice's hand: which rank?" came after the
rank, and the card went to Alice's zone ("Alice: the Cats of Ulthar"). The table awaited
Alice's card only; the prompt heard last named Carol's zone. Since QA61 MEDIUM-3 Enter's cue
then names whose card it takes (docs/keys.en.md, Enter: "for Alice's card, type no digit"),
but a rank typed before that cue was begun cannot have obeyed it: it is not taken, and
the line says so and names the card Enter would take (``app.enter_rank_before_cue``), as
plus's number typed before its question (``app.answer_unheard``, QA42 H2). The table: the
QA61 test's (Alice's Sailor, Bob's Urchin: Carol's turn; a card told unread in Alice's
zone)."""
import pytest

from companion.narration.catalog import message

from .test_live_deal import _texts
from .test_qa50_enter_heard import _keys
from .test_qa61_enter_cue_elsewhere import NAMES, _table, card_seen


class _Unbegun:
    """What ``say`` returned for a line the voice has not begun (waiting behind others)."""

    def begun(self) -> bool:
        return False

    def heard(self) -> bool:
        return False

    def saying(self) -> bool:
        return True

    def pending(self) -> bool:
        return True

    def lost(self) -> bool:
        return False


def _carol_s_turn_alice_told_unread(lang):
    """Carol's play awaited; a card told unread in Alice's zone, heard last (told twice:
    the first counts Alice's Sailor, given by the log)."""
    table, said, logged = _table(NAMES, lang)
    for seat, key in ((0, "the_sailor"), (1, "the_urchin")):
        table.session.observe(card_seen(seat, key))
    table._unread_told(0)
    table._unread_told(0)
    assert _texts(said)[-1] == message(lang, "app.card_unread", player="Alice")
    return table, said, logged


def _unbegun_from_now(table, said, cues_only=False):
    """From now on every line (``cues_only``: every line asking something, Enter's cue)
    waits unsaid behind the voice (``say`` returns :class:`_Unbegun`), still listed in
    ``said``; the others are heard at once."""
    def say(announcement):
        said.append(announcement)
        return _Unbegun() if not cues_only or announcement.brief.endswith("?") else None
    table.session.say = say


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_rank_typed_before_enter_s_cue_naming_another_zone_is_not_taken(lang):
    table, said, logged = _carol_s_turn_alice_told_unread(lang)
    _unbegun_from_now(table, said, cues_only=True)  # Enter's cue, not its refusal
    n, before = len(said), len(logged)
    _keys(table, "\n6")
    # main: the rank went to Carol's play ("card", 2), its cue never heard
    assert [(obs.kind, obs.seat) for obs in logged[before:]] == [], _texts(said)[n:]
    expected = message(lang, "wait.play", player="Carol")
    assert _texts(said)[-1] == message(lang, "app.enter_rank_before_cue", expected=expected,
                                       player="Alice"), _texts(said)[n:]
    assert table.reader.pending is None
    # as that line (heard) says: Enter and 6 in one go, the cue unheard again, go to
    # Carol's play (the line asks for it by Enter: the prompt heard last)
    _keys(table, "\n6")
    assert [(obs.kind, obs.seat) for obs in logged[before:]] == [("card", 2)]


def test_the_rank_after_the_cue_was_begun_still_goes_where_the_cue_said():
    """The QA61 case: the cue begun (shown at once), then the rank: Carol's play."""
    table, said, logged = _carol_s_turn_alice_told_unread("en")
    before = len(logged)
    _keys(table, "\n6")
    assert [(obs.kind, obs.seat) for obs in logged[before:]] == [("card", 2)]


def test_a_rank_before_the_cue_for_the_zone_heard_is_taken():
    """Enter for the zone the prompt heard last named (no other zone awaited): typed in
    one go, the rank is taken, as before."""
    table, said, logged = _table(NAMES, "en")
    for seat, key in ((0, "the_sailor"), (1, "the_urchin")):
        table.session.observe(card_seen(seat, key))
    table._unread_told(2)
    _unbegun_from_now(table, said)
    before = len(logged)
    _keys(table, "\n6")
    assert [(obs.kind, obs.seat) for obs in logged[before:]] == [("card", 2)]
