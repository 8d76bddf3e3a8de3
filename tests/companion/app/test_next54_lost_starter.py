"""next54 (the QA52 r6 video replayed with r6b's keys, the answer at frame 295): round 1 said
lost at frame 301, then "The next round. Carol starts." said as fact at 601; the truth is
Round 3, Bob starts. Bob's round-3 Investigators, laid where his round-2 Investigators lay,
was taken by the camera for that one (:mod:`vision.stabilize`) and never reported; Carol's,
laid after it, dealt the round and named the starter (:meth:`LostRounds._lost_starter
<companion.app.lost_rounds.LostRounds._lost_starter>`); Bob's was asked as "still on the
table from the last round, or laid in this round", and every later card held behind it.
After rounds lost, the first card's player is not said to start when the previous player's
zone shows an old card (it may be his first play, laid before): that round is lost too
(``app.lost_starter_unsure``), followed again from the next deal. The root: no deal since
round 1 (the rounds lost), the camera still held Bob's round-1 Investigators; once the table
reads gathered after rounds lost, every card it remembers and does not read is forgotten
(:meth:`LostRounds._forget_lost_tracks`), so the real first card is reported. In-process,
the camera's readings given by hand to a real stabilizer (test_rev_late49's table)."""
import pytest

from tests.companion.app.test_live_deal import GATHERED, GONE, _frames, _texts
from tests.companion.app.test_rev_late49 import _lost_and_gathered
from tests.companion.app.test_stall import _lay

UNSURE = {
    "en": "The next round has begun, but I cannot tell who started it: The Boxer in Bob's "
          "zone may be Bob's first play, laid before Carol's card. I do not follow this "
          "round: its winner and Mythos tokens are not counted, the Mythos tokens on the "
          "table are right. I follow again from the next deal, once the table is gathered.",
    "fr": "La manche suivante a commencé, mais je ne sais pas qui l'a commencée : le Boxeur "
          "dans la zone de Bob",
    "es": "La ronda siguiente ha empezado, pero no sé quién la empezó: ",
}


def _old_in_zone(seat: int, lang: str = "en"):
    """test_rev_late49's table, rounds lost and the table gathered; the round under way's
    last card in ``seat``'s zone (1-based) still tracked by the camera but not watched, as
    in the replay (Bob's Investigators never reported since round 1): ``(table, said, n)``,
    ``n`` said before."""
    table, said, n = _lost_and_gathered(lang)
    table.left_cards = [left for left in table.left_cards if left.event.seat != seat]
    return table, said, n


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_starter_is_not_said_from_a_card_laid_after_a_maybe_new_one(lang):
    table, said, n = _old_in_zone(2, lang)
    zones = [seat.zone for seat in table.session.tracker.view().seats]
    # Bob's Boxer read again where his old one lay (no report), then Carol's Sailor
    _lay(table, (2, "the_boxer", 1), (3, "the_sailor", 1))
    texts = _texts(said)[n:]
    # main: "The next round. Carol starts." "Carol: The Sailor." "Alice."
    assert len(texts) == 1 and texts[0].startswith(UNSURE[lang]), texts
    view = table.session.tracker.view()
    assert view.round == 1 and view.active is None, texts  # not dealt, nothing taken
    assert [seat.zone for seat in view.seats] == zones, texts
    # the round played on and gathered: the next first card deals, its player starts
    n = len(said)
    _frames(table, GATHERED + 2 * GONE)
    _lay(table, (1, "the_urchin", 1), (2, "the_fed", 1))
    view = table.session.tracker.view()
    assert view.round == 2 and [seat.zone for seat in view.seats][:2] == [
        ("the_urchin",), ("the_fed",)], _texts(said)[n:]
    assert not any(t.startswith(UNSURE[lang]) for t in _texts(said)[n:]), _texts(said)[n:]


def test_an_old_card_two_seats_before_the_first_card_leaves_its_player_starting():
    # Alice's zone: for her to have started, Bob would have laid a card before Carol too
    table, said, n = _old_in_zone(1)
    _lay(table, (1, "the_sailor", 2), (3, "the_urchin", 1))
    texts = _texts(said)[n:]
    assert "The next round. Carol starts." in texts, texts
    assert table.session.tracker.view().seats[2].zone == ("the_urchin",), texts


def _frames_live(table, count, *cards):
    """As test_live_deal's ``_frames``, with the live loop's per-picture unread check
    (:meth:`~companion.app.live_cards.CameraCards._unread_cards`, where the wait for the
    gathered table ends)."""
    for _ in range(count):
        _frames(table, 1, *cards)
        table._unread_cards()


def test_the_lost_rounds_cards_are_forgotten_once_the_table_reads_gathered():
    # the real first card found: Bob's Boxer, laid where his lost-round Boxer lay, is
    # reported once the table read gathered (s6: never reported, Carol's Sailor dealt)
    table, said, n = _old_in_zone(2)
    _frames_live(table, 3)
    laid = ((2, "the_boxer", 1), (3, "the_sailor", 1))
    for i in range(len(laid)):
        _frames_live(table, 6, *laid[:i + 1])
    texts = _texts(said)[n:]
    assert "The next round. Bob starts." in texts, texts
    view = table.session.tracker.view()
    assert view.round == 2 and [seat.zone for seat in view.seats][1:] == [
        ("the_boxer",), ("the_sailor",)], texts
