"""QA46 HIGH-2 (B: 6 players, es, seed 12): round 7 stalled behind a Sanity check's card
the camera missed, the table cleared, and the next rounds' cards held ("32 cards are
held"); the video ended, Enter and the card's rank closed round 7, and the held cards
were dropped without a word: rounds 8-10 and the game's winner never said. Held cards
are given in the order laid once the round is settled, even after the pictures ended,
gathered or not; those never given are said at the goodbye. QA46 HIGH-3: a card held since
the clear, named like the round's, is not that round's card back. In-process, the
camera's readings given by hand to a real stabilizer (tests/companion/app/test_stall)."""
from companion.app.live_deal import CLEARED_MID_FRAMES
from tests.companion.app.test_end_held_card import _END
from tests.companion.app.test_stall import _lay, _rlyeh_waits

from .test_live_deal import GONE, _frames, _table, _texts


def _held_for_round_2(lang="en"):
    """QA35 st5's table stalled behind R'lyeh's missing card, two cards kept, the table
    cleared, then round 2's first card laid (held): ``(table, said)``."""
    table, said = _rlyeh_waits(lang)
    _lay(table, (1, "necronomicon", 1), (1, "randall_tillinghast", 2))
    _frames(table, GONE)  # the round's cards gathered
    _frames(table, 6, (3, "the_fed", 1))
    assert table.session.tracker.view().round == 1
    assert lang != "en" or any(t.startswith("The Fed in Carol's zone: held")
                               for t in _texts(said))
    return table, said


def _cleared_round_one():
    """Round 1's Urchin, Entertainer and Investigators (Alice, Bob, Carol), then the table
    cleared while Alice's play is awaited: ``(table, said)``."""
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    _frames(table, 6, (1, "the_urchin"))
    _frames(table, 6, (1, "the_urchin"), (2, "the_entertainer"))
    _frames(table, 6, (1, "the_urchin"), (2, "the_entertainer"), (3, "investigators"))
    _frames(table, CLEARED_MID_FRAMES)
    assert table.cleared_mid == 1
    return table, said


def _end_then_keys(table, monkeypatch, keys):
    """The pictures end, then ``keys`` are pressed while the table waits for ``q``."""
    import companion.app.live as live_mod
    monkeypatch.setattr(live_mod.time, "sleep", lambda s: None)
    table.keys_open = lambda: True
    table._pictures_ended(_END)
    for key in keys:
        table.keys.put(key)
    loops = iter([False] * (len(keys) + 1))
    table._stopping = lambda: next(loops, True)
    table._after_the_end()


def test_a_card_held_for_the_next_round_is_given_after_the_pictures_ended(monkeypatch):
    table, said = _held_for_round_2()
    _end_then_keys(table, monkeypatch, ["\n", "5"])
    view = table.session.tracker.view()
    assert view.round_winners == (2,) or view.round == 2, _texts(said)[-8:]
    assert view.round == 2, _texts(said)[-8:]
    assert view.seats[2].zone == ("the_fed",), _texts(said)[-8:]


def test_cards_held_and_gathered_with_the_table_are_still_given_in_order(monkeypatch):
    """Round 2's two cards, held, gathered with the table (as for the next deal) before
    the missing card is entered: kept, and given in the order laid (QA46 HIGH-2: rounds 8
    and 9's held cards were gathered and forgotten)."""
    table, said = _held_for_round_2()
    _frames(table, 6, (3, "the_fed", 1), (1, "the_urchin", 1))
    _frames(table, 2 * GONE)  # both gathered together
    _end_then_keys(table, monkeypatch, ["\n", "5"])
    view = table.session.tracker.view()
    assert view.round == 2, _texts(said)[-8:]
    assert (view.seats[2].zone, view.seats[0].zone) == (("the_fed",), ("the_urchin",))


def test_a_held_card_taken_away_alone_is_forgotten(monkeypatch):
    """One of two held cards taken away while the other stays may be back in its
    player's hand: a hidden card, never given nor said."""
    table, said = _held_for_round_2()
    _frames(table, 6, (3, "the_fed", 1), (1, "the_urchin", 1))
    _frames(table, 2 * GONE, (3, "the_fed", 1))  # Alice's Urchin taken back alone
    _end_then_keys(table, monkeypatch, ["\n", "5"])
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[0].zone == ()
    assert not any("Urchin" in t for t in _texts(said)[-6:]), _texts(said)[-6:]


def test_a_gathered_held_card_laid_back_at_its_place_is_held_once(monkeypatch):
    """The held cards gathered, then seen again at their places (the table put back):
    each is the card kept, not a second one."""
    table, said = _held_for_round_2()
    laid = ((3, "the_fed", 1), (1, "the_urchin", 1))
    _frames(table, 6, *laid)
    _frames(table, 2 * GONE)
    _frames(table, 6, *laid)
    assert sum(left.deals for left in table.left_cards) == 2
    _end_then_keys(table, monkeypatch, ["\n", "5"])
    view = table.session.tracker.view()
    assert (view.seats[2].zone, view.seats[0].zone) == (("the_fed",), ("the_urchin",))


def test_cards_held_since_the_clear_named_like_the_round_s_are_not_its_cards_back():
    """QA46 HIGH-3 (2 players, resumed): round 2 cleared while Bob's play was missing;
    round 3's Investigators, laid and held, named like round 2's, counted as round 2's
    cards back: the alarm ended, and the cards kept behind the missing play were given
    as round 2's ("Bob: The Fed. It lay there before this turn: check it.", Bob out with
    it in truth). Here round 1's Urchin and Entertainer, then two new cards named alike,
    held: still the cleared table's."""
    table, said = _cleared_round_one()
    _lay(table, (1, "the_urchin", 1), (2, "the_entertainer", 1))
    assert table.cleared_mid == 1, _texts(said)[-4:]
    assert sum(left.deals for left in table.left_cards) == 2


def test_held_cards_never_given_are_said_at_the_goodbye(monkeypatch):
    """The pictures end with round 2's cards held and the missing card never entered:
    the goodbye says them, not a silent drop (QA46 HIGH-2: "N cards I held could not be
    placed")."""
    table, said = _held_for_round_2()
    _frames(table, 6, (3, "the_fed", 1), (1, "the_urchin", 1))
    _end_then_keys(table, monkeypatch, [])
    n = len(said)
    table._goodbye()
    assert _texts(said)[n:-1] == [
        "2 cards I held could not be placed: The Urchin in Alice's zone; The Fed in "
        "Carol's zone. They are not counted."]  # not the kept cards gathered (review)


def test_old_cards_seen_again_among_more_cards_held_since_do_not_end_the_alarm():
    """QA46 HIGH-3, by the camera: round 3's Investigators of Alice and Bob lay where
    round 2's had, and the stabilizer took them for those; Alice's Urchin, Bob's Randall
    Tillinghast and Shoggoth, laid since the clear, were held. A table played on since
    the clear, not the round's cards uncovered: the alarm stays."""
    table, said = _cleared_round_one()
    new = ((1, "the_sailor", 1), (2, "deep_one", 1), (3, "the_fed", 1))
    _lay(table, *new)
    assert sum(left.deals for left in table.left_cards) == 3
    _frames(table, 6, *new, (1, "the_urchin"), (2, "the_entertainer"))
    assert table.cleared_mid == 1, _texts(said)[-4:]


def test_the_round_s_cards_uncovered_end_the_alarm():
    """The same old cards seen again with only one card laid since (a hand lifted from
    the table): the round's cards back, the alarm ends."""
    table, said = _cleared_round_one()
    _lay(table, (1, "the_sailor", 1))
    _frames(table, 6, (1, "the_sailor", 1), (1, "the_urchin"), (2, "the_entertainer"))
    assert table.cleared_mid is None, _texts(said)[-4:]
