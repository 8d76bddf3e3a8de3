"""Fresh QA52b HIGH 1 (runC2 18:07:20-32, runC3 18:18:37-50: 4 players, arkham, stickers
only, tilted, es; replayed frame by frame with runC2's keys by session 53's runc53): round
1's result waited for an answer while the table played round 2 through and gathered it;
round 2's cards were held ("… en espera; la ronda aún no está resuelta") and the
gather was noted (:meth:`~companion.app.lost_rounds.LostRounds._note_held_gather`), but
the answer came a frame after the gather, before any round-3 card: no round was lost
(:meth:`~companion.app.lost_rounds.LostRounds._lost_pending`), the held cards dealt round 2
and were given (right: they are round 2's), and the table, bare since, was no clear of
round 2 (16 pictures before round 3's first card, :data:`CLEARED_MID_FRAMES` are 30).
Round 3's cards were then given as round 2's: Alice's Stowaway made "Carol queda fuera.",
"Alice: Cthulhu." (her round-2 hand) a play, "Alice queda fuera, con el Polizón" and "Bob
gana la ronda" (truth: Carol). The round the held cards deal after their gather was
played and gathered already: it is seen cleared at once (``LiveTable.gathered_dealt``),
its missing card asked for, the next cards held. The camera's readings are given by hand
to a real stabilizer (as tests/companion/app/test_late49_lost_rounds.py)."""
from companion.app.live_deal import CLEARED_MID_FRAMES, GATHER_RUN_PICTURES, GATHERED_DEALT_S
from tests.companion.app.test_held_after_end46 import _held_for_round_2
from tests.companion.app.test_late49_lost_rounds import ROUND_2
from tests.companion.app.test_live_deal import GATHERED, _frames, _texts
from tests.companion.app.test_stall import _lay

#: pictures (1/30 s apart) of the gathered table after the held cards' deal: enough for
#: ``NextDeal._gathered_dealt_bare``, fewer than a plain mid-round clear needs
DEALT_BARE = int(GATHERED_DEALT_S * 30) + GATHER_RUN_PICTURES
assert DEALT_BARE < CLEARED_MID_FRAMES

#: round 3's first card (Bob's: Carol won round 1 and round 2 went Carol, Alice, Bob),
#: laid after round 2's held cards were gathered and round 1 settled
ROUND_3 = (2, "the_boxer", 1)


def _settled_after_the_gather():
    """Round 2's two cards held, gathered, then round 1's missing card entered: round 2
    dealt by the held cards: ``(table, said, n)``, ``n`` the lines said before the keys."""
    table, said = _held_for_round_2()
    _lay(table, *ROUND_2)
    _frames(table, GATHERED + 5)  # round 2 gathered; round 1 still waits
    assert table.held_gathers and table.session.tracker.view().round == 1
    n = len(said)
    table._one_key("\n")
    table._one_key("5")  # R'lyeh's missing card: round 1 ends, its held cards deal round 2
    _frames(table, DEALT_BARE)  # the table still gathered a moment (runC2: 1.6 s)
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[2].zone == ("the_fed",), _texts(said)[n:]
    assert view.seats[0].zone == ("the_urchin",), _texts(said)[n:]
    return table, said, n


def test_the_round_dealt_by_held_cards_gathered_since_is_seen_cleared():
    table, said, n = _settled_after_the_gather()
    texts = _texts(said)[n:]
    assert table.cleared_mid == 2, texts
    # main: nothing said; the table waited for Bob's round-2 play on a gathered table
    assert any(t.startswith("The table was cleared, but round 2 is not over: still "
                            "waiting for Bob's play.") for t in texts), texts


def test_the_next_round_s_card_is_not_the_gathered_round_s_play():
    table, said, n = _settled_after_the_gather()
    _lay(table, ROUND_3)
    texts = _texts(said)[n:]
    view = table.session.tracker.view()
    # main: "Bob: The Boxer." round 3's first play taken as his round-2 play
    assert view.seats[1].zone == (), texts
    assert "Bob: The Boxer." not in texts, texts
    assert any(t.startswith("The Boxer in Bob's zone") for t in texts), texts


def _gathered_one_place_covered(table, count, covered):
    """``count`` pictures reading no zone card, each stable card's place judged bare but
    ``covered``'s ((seat, key)): judged covered (``PlaceState.hides``), as one of Alice's
    places was in every picture of runC2's round 3 gather (frames 916-947)."""
    from vision.place_cover import PlaceState
    from vision.records import FrameReading

    from tests.companion.app.test_live_deal import _SEATS
    stab = table.watcher.stabilizer
    for _ in range(count):
        table.watcher.n += 1
        t = table.watcher.n / 30
        places = tuple(PlaceState(p.card_id, p.seat, p.candidates, p.center,
                                  "covered" if (p.seat, p.candidates[0]) in covered
                                  else "bare", p.seen_t, round(t - p.seen_t, 3))
                       for p in stab.stable_places())
        reading = FrameReading(table.watcher.n, t, seats=_SEATS, size=(1280, 720),
                               places=places)
        table._cards_appeared(table.watcher.picture(reading))
        table._left_cards()
        table._between_rounds()


def test_a_table_gathered_mid_round_with_one_stray_covered_place_is_seen_cleared():
    """Fresh QA52b HIGH 5 (runC2 rounds 4-5, replayed): round 3 was gathered while the
    companion still waited in it (frames 916-947, 31 pictures at 10 a second), every zone
    read bare but one of Alice's places judged covered in every picture: no picture
    counted empty (``_table_empty``), no clear said, round 4's first plays refused or
    stalled as round 3's, and round 4 never settled; round 5's cards, held, were the 19
    cards never placed at the video's end. A zone with more places bare than covered, the
    other zones bare, is a gathered table (``NextDeal._stray_covered``), not a hand on a
    pile."""
    from companion.app.live_deal import CLEARED_MID_FRAMES
    from tests.companion.app.test_live_deal import _table
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    cards = [(1, "the_urchin"), (2, "the_entertainer"), (3, "investigators"),
             (1, "the_boxer", 1)]
    for i in range(len(cards)):
        _frames(table, 6, *cards[:i + 1])
    assert table.session.tracker.view().seats[0].zone == ("the_urchin", "the_boxer")
    n = len(said)
    _gathered_one_place_covered(table, CLEARED_MID_FRAMES + 2, {(1, "the_urchin")})
    texts = _texts(said)[n:]
    # main: nothing said, the next round's cards taken as this round's plays
    assert table.cleared_mid == 1, texts
    assert any(t.startswith("The table was cleared, but round 1 is not over") for t in texts), \
        texts


def test_one_pile_judged_covered_in_a_two_zone_table_is_no_clear():
    """The other way (QA23 #4: a hand on a pile is no cleared table): one zone covered of
    two is not more zones bare than covered."""
    from companion.app.live_deal import CLEARED_MID_FRAMES
    from tests.companion.app.test_live_deal import _table
    table, said, _ = _table(names=("Alice", "Bob"))
    _frames(table, 6, (1, "the_urchin"))
    _frames(table, 6, (1, "the_urchin"), (2, "the_entertainer"))
    _gathered_one_place_covered(table, CLEARED_MID_FRAMES + 2, {(1, "the_urchin")})
    assert table.cleared_mid is None, _texts(said)[-3:]
