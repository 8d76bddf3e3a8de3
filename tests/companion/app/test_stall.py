"""A sticker-only table stalled behind a card the camera never gave
(:mod:`companion.app.stall`, QA35 st3, st5, stfr1): the missing card asked for by key, once,
then after :data:`~companion.app.stall.REMIND_EVERY` cards held, then twice as many; the
cards laid behind it kept, even taken away, and given in order once it is entered; a
cleared table said with what is missing. In-process: the camera's readings given by hand
to a real stabilizer."""
from companion.app.stall import REMIND_EVERY, reminds
from companion.tracker import observations as o

from .test_live_deal import GONE, _frames, _table, _texts

#: QA35 st5's game up to R'lyeh's first card (its session log, seq 2-17, the refused cards
#: left out): Carol's R'lyeh (Sane) has drawn the Investigators into her zone; the camera
#: never told the Musician it drew first
ST5 = ((0, "the_musician"), (2, "stowaway"), (1, "investigators"), (2, "investigators"),
       (2, ("tommy_gun", "rlyeh", "stowaway_eggs")), (0, "investigators"), (0, "the_boxer"),
       (0, "cultists"), (1, "deep_one"), (1, "the_fed"), (2, "the_fed"), "tommy_gun",
       (2, ("rlyeh", "stowaway_eggs")), (2, "investigators"))

MISSING = "Still waiting for the cards of Carol's R'lyeh: a card I could not read? Press " \
          "Enter, then its rank. The {} cards laid since wait for it."


def _rlyeh_waits(lang="en"):
    """Alice, Bob and Carol at QA35 st5's table: R'lyeh waits for its second card."""
    table, said, _ = _table(names=("Alice", "Bob", "Carol"), lang=lang)
    for step in ST5:
        table.session.observe(o.was(step) if isinstance(step, str) else o.card_seen(*step))
    view = table.session.tracker.view()
    for seat, zone in enumerate(s.zone for s in view.seats):  # read by the camera, but
        for key in zone:                                      # the Tommy Gun (by key)
            if key != "tommy_gun":
                table.known.claim(view, seat, key)
    assert table.session.tracker.awaited_seats() == (2,)
    return table, said


def _lay(table, *cards):
    """Each of ``cards`` laid in turn, the earlier ones still there: 6 pictures each."""
    for i in range(len(cards)):
        _frames(table, 6, *cards[:i + 1])


def test_the_missing_card_is_asked_for_once_then_one_in_four_cards_held():
    # QA35 st3: "The Necronomicon by Alice? Waiting for the cards of Carol's R'lyeh." and
    # the same for every later card; nothing said how to go on
    table, said = _rlyeh_waits()
    n = len(said)
    _lay(table, (1, "necronomicon", 1), (1, "randall_tillinghast", 2))
    assert _texts(said)[n:] == [
        "The Necronomicon by Alice? Waiting for the cards of Carol's R'lyeh.",
        "Randall Tillinghast by Alice? Waiting for the cards of Carol's R'lyeh.",
        MISSING.format(2)]
    n, zones = len(said), [seat.zone for seat in table.session.tracker.view().seats]
    later = ((1, "the_urchin", 3), (1, "the_boxer", 4), (1, "the_sailor", 5),
             (1, "nightgaunt", 6))
    _lay(table, (1, "necronomicon", 1), (1, "randall_tillinghast", 2), *later)
    assert _texts(said)[n:] == [MISSING.format(2 + REMIND_EVERY)]  # held in silence
    assert [seat.zone for seat in table.session.tracker.view().seats] == zones  # none taken
    n = len(said)  # then after twice as many cards held (the deck has too few to lay)
    for _ in range(2 * REMIND_EVERY - 1):
        table._stall_ask()
    assert _texts(said)[n:] == []
    table._stall_ask()
    assert _texts(said)[n:] == [MISSING.format(2 + REMIND_EVERY)]


def test_a_cleared_table_reminds_at_the_4th_8th_16th_card_held():
    assert [n for n in range(40) if reminds(n)] == [4, 8, 16, 32]


def test_the_cards_kept_behind_it_are_given_in_order_once_it_is_entered():
    # QA35 st5: Enter 5 for R'lyeh's Musician after the table was cleared for round 2;
    # the held Necronomicon and Randall Tillinghast were lost, round 1 never ended
    table, said = _rlyeh_waits()
    _lay(table, (1, "necronomicon", 1), (1, "randall_tillinghast", 2))
    _frames(table, GONE)  # the round's cards gathered
    cleared = ("The table was cleared, but round 1 is not over: still waiting for the cards "
               "of Carol's R'lyeh. Press Enter, then its rank: the 2 cards laid before the "
               "clear follow it. New cards wait.")
    assert _texts(said).count(cleared) == 1
    n = len(said)
    table._one_key("\n")
    table._one_key("5")
    view = table.session.tracker.view()
    assert view.seats[2].zone[-1] == "the_musician"
    assert view.seats[0].zone[-2:] == ("necronomicon", "randall_tillinghast")
    assert view.seats[0].out and view.round_winners == (2,)
    # laid in their turn, after R'lyeh's Musician, given in the order laid: no doubt
    # (QA48 MEDIUM-1: "The Necronomicon. It lay there before this turn: check it.")
    # after Enter's cue, the Musician, why the count chose it (fresh QA50b HIGH-1: the
    # Stowaway all counted), "Alice."
    assert _texts(said)[n + 2] == "Rank 5: the Stowaway is all counted."
    assert _texts(said)[n + 4:] == [
        "Alice: Sanity check, 1 card.",
        "The Necronomicon.",
        "Alice fails. 8 cards left.",
        "Alice is out, with Randall Tillinghast.",
        "Carol wins the round and has 1 Insane."]


def test_a_table_cleared_with_only_held_cards_is_said_with_what_is_missing():
    # QA35 stfr1: Alice's unread Cthulhu never entered; every later card held, the table
    # cleared and rounds 2-5 played without a word about it
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    table.watcher.unread_new = [1]
    table._unread_cards()
    table.watcher.unread_new = []
    assert _texts(said)[-1] == "I cannot read a card in Alice's zone: press Enter, then its rank."
    n = len(said)
    _lay(table, (2, "the_urchin"), (3, "the_entertainer"))
    assert _texts(said)[n:] == []  # held in silence behind it (session 37: every card)
    _frames(table, GONE)
    assert _texts(said)[-1] == (
        "The table was cleared, but round 1 is not over: still waiting for Alice's play. "
        "Press Enter, then its rank: the 2 cards laid before the clear follow it. New cards "
        "wait.")
    n = len(said)
    # the next round's cards, two named as the kept ones (not at their places)
    _lay(table, (1, "the_fed"), (2, "the_urchin", 1), (3, "the_entertainer", 1),
         (1, "cultists", 1), (2, "the_sailor", 2))
    assert _texts(said)[n:] == [  # a zone's first, then the 4th with what is missing
        "The Fed in Alice's zone: held; this round is not settled yet.",
        "The Urchin in Bob's zone: held; this round is not settled yet.",
        "The Entertainer in Carol's zone: held; this round is not settled yet.",
        "4 cards are held: round 1 is not over, still waiting for Alice's play. Press Enter, "
        "then its rank."]  # review of session 36: it came with the 5th
    assert table.cleared_mid == 1  # still cleared: they are not the kept cards back
    table.session.observe(o.card_seen(0, "the_urchin"))  # Alice's card, entered at last
    _frames(table, 1)
    zones = [seat.zone for seat in table.session.tracker.view().seats]
    assert zones == [("the_urchin",), ("the_urchin",), ("the_entertainer",)]


def test_a_stall_that_asked_is_not_dropped_while_a_list_delays_its_cards():
    # review of session 36: the missing card entered while the session's list waited (its
    # cards wait too), a card then refused (given at the end, ``_take_held``) dropped the
    # stall that had asked: its cards un-kept, those taken away lost (QA35 st5 again)
    from vision.records import CardAppeared
    table, said = _rlyeh_waits()
    _lay(table, (1, "necronomicon", 1), (1, "randall_tillinghast", 2))
    kept = list(table.stall.cards)
    assert table.stall.asked and all(left.kept for left in kept)
    table.session.observe(o.card_seen(2, "the_musician"))  # entered: the stall moved
    table._cards_wait = lambda: True  # the session's list waits for its answer
    table._leave(CardAppeared(seat=2, candidates=("the_boxer",), index_in_zone=0,
                              frame_index=0))
    table._stall_note(table.left_cards[-1])  # Bob's card, refused
    assert all(left.kept for left in kept) and table.stall.cards[:2] == kept
    del table._cards_wait  # answered: the kept cards go in the order laid
    table._stall_release()
    assert table.session.tracker.view().seats[0].zone[-2:] == (
        "necronomicon", "randall_tillinghast")


def test_the_cleared_table_reminder_comes_with_the_4th_card_even_in_a_new_zone():
    # review of session 36: the 4th card held, the first of Carol's zone, was only named
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    table.watcher.unread_new = [1]
    table._unread_cards()
    table.watcher.unread_new = []
    _lay(table, (2, "the_urchin"), (3, "the_entertainer"))
    _frames(table, GONE)  # cleared while stalled behind Alice's unread card
    n = len(said)
    _lay(table, (1, "the_fed"), (2, "the_sailor", 1), (1, "cultists", 1),
         (3, "the_boxer", 1))
    assert _texts(said)[n:] == [
        "The Fed in Alice's zone: held; this round is not settled yet.",
        "The Sailor in Bob's zone: held; this round is not settled yet.",
        "4 cards are held: round 1 is not over, still waiting for Alice's play. Press Enter, "
        "then its rank."]


def test_two_kept_cards_taken_back_one_after_the_other_are_not_said():
    # review of session 36 (rv36b): the last kept card taken back was kept (no other kept
    # card still seen) and said once the missing card was entered: a hidden card
    table, said = _rlyeh_waits()
    _lay(table, (1, "necronomicon", 1), (1, "randall_tillinghast", 2))
    # Randall taken back first (alone, the Necronomicon stays): forgotten
    _frames(table, GONE * 3, (1, "necronomicon", 1))
    # then the Necronomicon is taken back too, alone, much later
    _frames(table, GONE * 3, (3, "stowaway", 0))
    n = len(said)
    table._one_key("\n")
    table._one_key("5")
    assert not any("Necronomicon" in t or "Randall" in t for t in _texts(said)[n:])
