"""Second review of late49 (QA49 HIGH-1, rounds lost while a held round waited): a
gathered table seen after held cards, then another card held, was taken for a round
played through meanwhile. At a normal pace the held cards may go from view and come back
without any round played (the table put back, a card unread a moment): the next card held
then made the held round's settlement say "I lost the round played and gathered
meanwhile", drop every held card and watch the real next round as lost."""
from tests.companion.app.test_held_after_end46 import _end_then_keys, _held_for_round_2
from tests.companion.app.test_late49_lost_rounds import LOST
from tests.companion.app.test_live_deal import GATHERED, GONE, _frames, _texts
from tests.companion.app.test_stall import _lay


def test_held_cards_put_back_then_one_more_laid_are_no_round_lost(monkeypatch):
    """The held cards gathered, seen again at their places (the table put back, as
    test_held_after_end46's test_a_gathered_held_card_laid_back_at_its_place_is_held_once),
    then the next player's card laid: round 2's three cards, no round played meanwhile."""
    table, said = _held_for_round_2()
    laid = ((3, "the_fed", 1), (1, "the_urchin", 1))
    _frames(table, 6, *laid)
    _frames(table, 2 * GONE)  # gathered, or unread a moment
    _frames(table, 6, *laid)  # put back at their places: the cards kept
    _frames(table, 6, *laid, (2, "the_boxer", 1))  # Bob's play, round 2's third
    _end_then_keys(table, monkeypatch, ["\n", "5"])
    texts = _texts(said)
    assert not any(t.startswith(LOST["en"][:40]) for t in texts), texts[-6:]
    view = table.session.tracker.view()
    assert view.round == 2, texts[-6:]
    assert (view.seats[2].zone, view.seats[0].zone, view.seats[1].zone) == (
        ("the_fed",), ("the_urchin",), ("the_boxer",)), texts[-6:]


def test_a_later_round_s_card_named_like_a_held_one_at_its_place_is_no_table_put_back(
        monkeypatch):
    """QA49 r3's round 3 began with Carol's Investigators, laid where her round-2
    Investigators had lain: one held card "back" at its place while the others stay gone
    is a later round's card, not the table put back; the rounds are still lost."""
    table, said = _held_for_round_2()
    _lay(table, (3, "the_fed", 1), (1, "the_urchin", 1))
    _frames(table, 2 * GONE)  # round 2's end: its cards gathered, the next deal
    # round 3: Carol's Fed where her round-2 Fed lay (known again as that card), then
    # Alice's Sailor where her round-2 Urchin lay (held)
    _lay(table, (3, "the_fed", 1), (1, "the_sailor", 1))
    _end_then_keys(table, monkeypatch, ["\n", "5"])
    texts = _texts(said)
    assert any(t.startswith(LOST["en"][:40]) for t in texts), texts[-6:]
    assert table.session.tracker.view().round == 1, texts[-6:]


def test_a_lone_held_card_unread_a_moment_then_the_next_play_is_no_round_lost(monkeypatch):
    """Round 2's Fed, held, unread for a second (a glint, a tilted sticker: no zone card
    read, the table bare to the camera), then read again, and Alice's Urchin laid."""
    table, said = _held_for_round_2()
    _frames(table, GATHERED + 5)
    _lay(table, (3, "the_fed", 1), (1, "the_urchin", 1))
    _end_then_keys(table, monkeypatch, ["\n", "5"])
    texts = _texts(said)
    assert not any(t.startswith(LOST["en"][:40]) for t in texts), texts[-6:]
    view = table.session.tracker.view()
    assert (view.round, view.seats[2].zone, view.seats[0].zone) == (
        2, ("the_fed",), ("the_urchin",)), texts[-6:]


def test_a_hand_over_the_held_cards_then_the_next_play_is_no_round_lost(monkeypatch):
    """A hand (or a sleeve) over round 2's held cards for a few seconds, their places
    judged covered (vision.place_cover), then Bob's play: no gathered table."""
    from tests.companion.app.test_live_deal import _covered
    table, said = _held_for_round_2()
    laid = ((3, "the_fed", 1), (1, "the_urchin", 1))
    _lay(table, *laid)
    _covered(table, 3 * GATHERED, {(3, "the_fed"), (1, "the_urchin")})
    _lay(table, *laid, (2, "the_boxer", 1))
    assert table.held_gathers == [], table.held_gathers
    _end_then_keys(table, monkeypatch, ["\n", "5"])
    view = table.session.tracker.view()
    assert (view.round, view.seats[1].zone) == (2, ("the_boxer",)), _texts(said)[-6:]


def _cleared_then_two_rounds(table) -> int:
    """The camera told the zones' cards the tracker holds (claimed), then the table cleared
    in the round's middle; the next round's two cards laid (held) and gathered, and the
    round after's first card laid (held), the other two counted as taken away. Returns
    the cleared round."""
    from tests.companion.app.test_live_deal import CLEARED_MID_FRAMES
    view = table.session.tracker.view()
    for seat, zone in enumerate(x.zone for x in view.seats):
        for key in zone:
            table.known.claim(view, seat, key)
    _frames(table, CLEARED_MID_FRAMES + 5)
    cleared = table.cleared_mid
    _lay(table, (2, "the_fed", 1), (3, "the_urchin", 1))  # the next round, held
    _frames(table, GATHERED + 5)  # gathered
    _lay(table, (3, "the_sailor", 1))  # the round after, held
    _frames(table, 2 * GONE, (3, "the_sailor", 1))
    return cleared


#: QA F16's tied round 1 (tests/companion/app/test_live.py tie_round_1), Carol's revealed
#: hand (the Deep One) left out: the showdown waits for it
_TIED_PLAYS = (
    (0, "the_entertainer"), (1, "investigators"), (2, "investigators"), (0, "investigators"),
    (1, "investigators"), (2, "the_fed"), (0, "the_musician"), (0, "nightgaunt"),
    (1, "stowaway"), (2, "the_boxer"), (2, "randall_tillinghast"), (0, "the_musician"),
    (0, "tommy_gun"), (1, "shoggoth"), (1, "the_sailor"), (1, "the_urchin"),
    (1, "the_boxer"), (1, "cultists"), (2, "the_fed"), (2, "rlyeh"), (0, "cthulhu"),
    (0, "investigators"))


def test_a_card_of_the_round_under_way_does_not_answer_the_held_round_s_tie():
    """Round 1's showdown waits for Carol's hand, the table cleared; round 2 played
    (held) and gathered, round 3 begun (held). Carol's hand entered: Alice and Bob tie,
    "Who starts?". Alice's next card in round 3 answered it ("Alice starts next.", said as
    fact of a round played minutes before); the next cards were refused one by one ("The
    Dilettante by Alice? Waiting for who starts the next round."), no longer held: a card
    laid after the rounds played meanwhile tells nothing of who started round 2."""
    from companion.tracker import observations as o
    from tests.companion.app.test_live_deal import _table
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    for seat, key in _TIED_PLAYS:
        table.session.observe(o.card_seen(seat, key))
    for seat, key in ((0, "the_urchin"), (1, "necronomicon")):
        table.session.observe(o.hand_revealed(seat, key))
    assert _cleared_then_two_rounds(table) == 1
    table.session.observe(o.hand_revealed(2, "deep_one"))  # Alice and Bob tie
    _frames(table, 6, (3, "the_sailor", 1))
    assert table.session.tracker.question.value == "first"
    n = len(said)
    _lay(table, (3, "the_sailor", 1), (1, "the_dilettante", 1))  # round 3 goes on
    texts = _texts(said)[n:]
    # branch: "Alice starts next." (the tie's answer), or, that fixed, each card refused
    # ("The Dilettante by Alice? Waiting for who starts the next round."): held as before
    assert not any(t.startswith("Alice starts") or "by Alice?" in t for t in texts), texts
    assert table.left_cards[-1].deals, texts
    assert table.session.tracker.question.value == "first", texts
    table._one_key("+")
    table._one_key("2")  # the players' answer: Bob started round 2
    _frames(table, 2, (3, "the_sailor", 1), (1, "the_dilettante", 1))
    assert any(t.startswith(LOST["en"][:40]) for t in _texts(said)[n:]), _texts(said)[n:]


def test_the_deal_after_the_rounds_lost_undone_lets_the_next_first_card_tell_the_starter():
    """After the rounds lost, Bob's Sailor dealt "The next round. Bob starts."; the players
    undo it and the deal (minus twice, twice: Carol won the lost round, not Bob) and Carol
    lays her card. Branch: "The next round. Bob starts." again, then "The Urchin by Carol?
    Waiting for Bob's play.", the table stalled: the starter the undone deal's first card
    told was kept, the first card no longer telling it."""
    from tests.companion.app.test_rev_late49 import _lost_and_gathered
    table, said, n = _lost_and_gathered()
    _lay(table, (2, "the_sailor", 1))
    assert "The next round. Bob starts." in _texts(said)[n:]
    for _ in range(2):  # the Sailor, then the deal
        for key in "--":
            table._one_key(key)
            table.undo_at = -100.0  # (no held-key repeat: UNDO_REPEAT_S)
        _frames(table, 3, (2, "the_sailor", 1))
    assert table.session.tracker.view().round == 1
    _frames(table, 2 * GONE)  # the Sailor taken back
    n = len(said)
    _lay(table, (3, "the_urchin", 1))
    view = table.session.tracker.view()
    assert "The next round. Carol starts." in _texts(said)[n:], _texts(said)[n:]
    assert view.seats[2].zone == ("the_urchin",) and view.active == 0, _texts(said)[n:]


def _seed_18_lost(lang="en"):
    """Seed 18's round 2 (tests/companion/app/test_qa44_t1_round_end_deal) before its last
    card, the table cleared (Bob's "was that his hand?" open); round 3 played (held) and
    gathered, round 4 begun (held); then Carol's last card: round 2 over, won by Alice
    (Bob out) or Bob (in), the new round's first card to tell: ``(table, said, n)``."""
    import tests.companion.app.test_qa44_t1_round_end_deal as seed_18
    from companion.tracker import observations as o
    saved = seed_18._SEED_18
    seed_18._SEED_18 = saved.rsplit(" ", 1)[0]
    try:
        table, said = seed_18.seed_18_round_two_over(lang)
    finally:
        seed_18._SEED_18 = saved
    assert _cleared_then_two_rounds(table) == 2
    n = len(said)
    table.session.observe(o.card_seen(2, "investigators"))
    _frames(table, 6, (3, "the_sailor", 1))
    assert table.session.tracker.round_end_held()
    return table, said, n


def test_a_held_round_whose_winner_the_next_first_card_would_tell_waits_for_the_answer():
    """Branch: the rounds lost said at once; the lost round under way gathered, the deal
    was taken past the question, and the next first card told round 2's winner as if it
    were round 3's starter: Carol's Cultists refused ("The Cultists by Carol? Waiting for
    Alice or Bob's play."), Alice's Musician then gave "Bob is out, with the Nightgaunt.
    Alice wins the round and has 1 Sane." as fact, and "Carol discards the Cultists. …
    Carol is now Insane.". After rounds lost the first card's player is the last lost
    round's winner: it tells nothing of round 2, whose question waits for its answer."""
    table, said, n = _seed_18_lost()
    texts = _texts(said)[n:]
    assert not any("the table played on while I waited" in t for t in texts), texts
    _lay(table, (3, "the_sailor", 1), (1, "the_boxer", 1))  # round 4 goes on: held
    _frames(table, GATHERED + 5)  # and is gathered: no deal past the question
    assert table.session.tracker.view().round == 2, _texts(said)[n:]
    for key in "+1":  # yes, Bob's hand: Alice won round 2
        table._one_key(key)
    _frames(table, 3 * GATHERED)
    texts = _texts(said)[n:]
    assert any("the table played on while I waited" in t for t in texts), texts
    assert any(t.startswith("Alice wins the round") for t in texts), texts
    n = len(said)
    _lay(table, (3, "cultists", 1), (1, "the_musician", 1))  # Carol won round 4: she starts
    view = table.session.tracker.view()
    texts = _texts(said)[n:]
    assert "The next round. Carol starts." in texts, texts
    assert (view.round, view.seats[2].zone, view.seats[0].zone) == (
        3, ("cultists",), ("the_musician",)), texts
