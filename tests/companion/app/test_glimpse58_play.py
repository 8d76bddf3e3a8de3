"""A play read while another card of its zone was only glimpsed (fresh QA57 HIGH-2, run E
round 2; session 58, glimpse58: :mod:`companion.app.glimpse_play`): held until the glimpsed
card is read or gone, the two then given in the order their places in the row tell, else
asked; the hold never lost at the round's end (session 57's attempt, /tmp/s57/qaE57b/
high2-attempt.diff: asked at once, the held card given in round 3 as "Alice: Cthulhu. …
check it."). Run E's round-2 table (``tests/companion/qa57_e_round2.jsonl``, Alice's play
awaited), the camera's cards given by hand to a real stabilizer; seat frame y (mm) grows
toward the table centre (:attr:`vision.records.Sighting.zone_mm`)."""
from dataclasses import replace

from companion.app.glimpse_play import GLIMPSE_GONE_S, PLAY_GLIMPSE_S
from companion.app.live_deal import CLEARED_MID_FRAMES
from companion.narration.catalog import message

from .stabilizer_camera import sighting
from .test_live_deal import GONE, _frames, _texts
from .test_qa50_enter_heard import _keys
from .test_qa57e_order import _from_log


def _at(key: str, place: int, y_mm: float):
    """``key`` read in Alice's zone at ``place`` (test_live_deal's), ``y_mm`` along her row."""
    return replace(sighting(1, key, place), zone_mm=(0.0, y_mm))


def _held():
    """Run E's round 2: Cthulhu glimpsed (no place in the row), The Musician stable after
    it, held: ``(table, said, cards, lines said before)``."""
    table, said, cards = _from_log("qa57_e_round2.jsonl")
    n = len(said)
    _frames(table, 2, *cards, (1, "cthulhu", 0))
    _frames(table, 6, *cards, (1, "the_musician", 1))
    assert _texts(said)[n:] == [] and table.play_glimpse is not None
    return table, said, cards, n


def _glimpsed_then_read(cthulhu, musician):
    """Run E's round 2: Cthulhu (at ``cthulhu``) glimpsed, The Musician (``musician``)
    stable first, then Cthulhu read: ``(table, said, cards, texts said meanwhile)``."""
    table, said, cards = _from_log("qa57_e_round2.jsonl")
    n = len(said)
    _frames(table, 2, *cards, cthulhu)
    _frames(table, 6, *cards, musician)
    assert _texts(said)[n:] == [] and table.play_glimpse is not None  # held, in silence
    _frames(table, 6, *cards, cthulhu, musician)
    return table, said, cards, _texts(said)[n:]


def test_the_card_nearer_the_centre_is_the_play_laid_first():
    # run E: Cthulhu, her play, laid first (nearer the centre); The Musician on it, her hand
    table, _, _, texts = _glimpsed_then_read(_at("cthulhu", 0, 60.0),
                                             _at("the_musician", 1, 25.0))
    # main: "Alice: The Musician." "Alice discards Cthulhu." (as fact)
    assert texts[:3] == ["Alice: Cthulhu.", "Alice is out.", "Alice's hand: The Musician."], \
        texts
    assert table.play_glimpse is None


def test_the_held_card_nearer_the_centre_is_the_play():
    # the other way round: The Musician laid first, the glimpsed Cthulhu after it (its
    # forced discard): main's reading, now from the places, not from the camera's order
    _, _, _, texts = _glimpsed_then_read(_at("cthulhu", 0, 25.0),
                                         _at("the_musician", 1, 60.0))
    assert texts[:2] == ["Alice: The Musician.", "Alice discards Cthulhu."], texts


def test_a_glimpsed_card_gone_lets_the_held_play_go():
    # a card flashed over the zone (a hand card), never read again: after GLIMPSE_GONE_S
    # the held card is the play, as main read it
    table, said, cards, n = _held()
    gone = int(GLIMPSE_GONE_S * 30)  # pictures 1/30 s apart
    _frames(table, gone // 2, *cards, (1, "the_musician", 1))  # Cthulhu unseen since
    assert _texts(said)[n:] == [] and table.play_glimpse is not None
    _frames(table, gone, *cards, (1, "the_musician", 1))
    assert _texts(said)[n:] == ["Alice: The Musician."]
    assert table.play_glimpse is None


def test_a_glimpsed_card_never_read_lets_the_held_play_go():
    # still seen now and then, never read stably: after PLAY_GLIMPSE_S, main's reading
    table, said, cards, n = _held()
    for _ in range(int(PLAY_GLIMPSE_S * 30) // 3 + 2):
        _frames(table, 1, *cards, (1, "cthulhu", 0), (1, "the_musician", 1))
        _frames(table, 2, *cards, (1, "the_musician", 1))
    assert _texts(said)[n:] == ["Alice: The Musician."]


def test_the_hold_asked_survives_a_cleared_table_and_the_next_round():
    # session 57's attempt: the order asked, the table cleared, the next round's first
    # card laid, the answer late: the held card given in round 3 ("Alice: Cthulhu. It
    # lay there before this turn: check it."). Now the round ends with the held card as
    # Alice's hand, and round 3 begins with its own card only.
    table, said, cards, n = _held()
    _frames(table, 6, *cards, (1, "cthulhu", 0), (1, "the_musician", 1))
    assert _texts(said)[n:] == [message("en", "app.play_order_asked", first="The Musician",
                                        second="Cthulhu", player="Alice")]
    _frames(table, CLEARED_MID_FRAMES + GONE + 5)  # the table cleared, no answer
    _frames(table, 8, (2, "the_boxer", 0))  # round 3: Bob (round 2's winner) starts
    assert "The Boxer in Bob's zone: held; this round is not settled yet." in _texts(said)
    n = len(said)
    _keys(table, "\n8")  # Alice's play: Cthulhu (The Dilettante all counted)
    _frames(table, 8, (2, "the_boxer", 0))
    texts = _texts(said)[n:]
    for line in ("Alice: Cthulhu.", "Alice is out.", "Alice's hand: The Musician.",
                 "Bob wins the round and has 1 Sane.", "Round 3. Bob starts.",
                 "Bob: The Boxer."):
        assert line in texts, texts
    after = texts[texts.index("Round 3. Bob starts."):]
    assert not any(x.startswith("Alice") or "Alice's zone" in x for x in after), after
    view = table.session.tracker.view()
    assert view.round == 3 and view.seats[0].zone == () and view.seats[1].zone == (
        "the_boxer",)
    assert table.play_glimpse is None


def test_the_pictures_ending_give_the_held_play():
    # the video ends while the play is held: given, not lost (as choice_held's cards)
    table, said, cards, n = _held()
    table._take_held()
    assert _texts(said)[n:] == ["Alice: The Musician."]
    assert table.play_glimpse is None
