"""Review of ask58 (session 58): Enter's card whose role (the player's play, or the hand
they laid when knocked out) the table leaves open is asked about (``app.enter_play_or_hand``,
:meth:`~companion.app.question_keys.QuestionKeys._role_asked`), on run E's round 3 (fresh
QA57 HIGH-3, ``tests/companion/qa57_e_round3.jsonl``) and tables like it."""
from companion.tracker import observations as o

from .test_live_deal import _frames, _table, _texts
from .test_qa50_enter_heard import _keys
from .test_qa52b_xfail import NAMES
from .test_qa57e_order import ROLE_ASKED

#: Enter's list for the same card when Carol may be out too
WHOSE_ZONE = ("Enter: whose discard zone is it in? 1: Bob; 2: Carol. Answer with plus and "
              "the number.")


def _no_carol_in():
    """Round 1 of a 3-player arkham-classic table (run E's): Alice's Investigators, target
    and guess unseen, may have put Bob or Carol out, or missed: Bob's play, Bob's hand or
    Carol's hand awaited, so Enter asks whose zone (as run E's round 3 had Carol not been
    told in). ``(table, said, cards)``."""
    table, said, _ = _table(NAMES, "en", "arkham-classic")
    table.session.observe(o.card_seen(0, "investigators"))
    cards = [(1, "investigators", 0)]
    clock = [100.0]
    table.timer = lambda: clock[0]  # a still clock: the list's wait never runs out here
    _frames(table, 6, *cards)
    assert table.session.tracker.awaited_seats() == (1, 2)
    return table, said, cards


def _entered_by_the_list(*answers):
    """:func:`_no_carol_in`'s table, Enter 8 for Bob's unread card, plus 1 to "whose
    discard zone?" (Bob's), then ``answers`` (each followed by pictures), then Carol's
    Cultists laid: the lines said since Enter."""
    table, said, cards = _no_carol_in()
    n = len(said)
    for keys in ("\n8", "+1", *answers):
        _keys(table, keys)
        _frames(table, 6, *cards)
    _frames(table, 6, *cards, (3, "cultists", 0))
    _frames(table, 6, *cards, (3, "cultists", 0), (1, "the_sailor", 1))
    return table, _texts(said)[n:]


def test_the_whose_zone_list_then_asks_the_card_s_role():
    """HIGH (review of ask58): Enter's "whose discard zone?" list answered with Bob's
    zone gave his card plain (ask58's "Not done"), and the tracker guessed its role as
    on main: with his play the truth (as run E's), plus 1 The Dilettante, Carol's
    Cultists and Alice's Sailor said "Bob is out, with The Dilettante.", his play never
    said (fresh QA57 HIGH-3 again; run E's round 3 asked no list only as Carol was told
    in). Now the list's answer asks the role (:data:`~.test_qa57e_order.ROLE_ASKED`); plus 1, his play."""
    table, texts = _entered_by_the_list()
    assert WHOSE_ZONE in texts, texts
    assert ROLE_ASKED in texts, texts  # after the list, before any line of Bob's card
    assert not any(x.startswith("Bob") for x in texts[:texts.index(ROLE_ASKED)]), texts
    table, texts = _entered_by_the_list("+1", "+1")  # his play; The Dilettante
    assert "Bob is out, with The Dilettante." not in texts, texts
    assert "Bob: The Dilettante." in texts and "Carol: the Cultists." in texts, texts
    entered = [obs for obs, _ in table.session.tracker.history
               if obs.kind == "card" and obs.seat == 1][-1]
    assert entered.value == "play", entered


def test_the_whose_zone_list_then_his_hand():
    """The other truth through the list: plus 2, his hand, then The Dilettante: "Bob's
    hand: The Dilettante." and never "Bob: The Dilettante."."""
    table, texts = _entered_by_the_list("+2", "+1")
    assert "Bob's hand: The Dilettante." in texts, texts
    assert "Bob: The Dilettante." not in texts, texts


def test_a_check_card_or_hand_is_not_asked_as_a_play():
    """MEDIUM (review of ask58): 2 players, Alice Insane (her Cultists), Bob's
    Investigators (guess unseen) may have put her out: the card in her zone is her Sanity
    check card, or her hand. The question said "is it Alice's play, or Alice's hand?"
    (a player who knows it is no play may answer 2, "Alice is out" then false): it names
    her Sanity check card. Plus 1 gives the check ("Alice: Sanity check, 1 card.")."""
    table, said, _ = _table(("Alice", "Bob"), "en", "arkham-classic")
    for obs in (o.card_seen(0, "cultists"), o.still_in(1), o.card_seen(1, "investigators")):
        table.session.observe(obs)
    cards = [(1, "cultists", 0), (2, "investigators", 0)]
    table.timer = lambda: 100.0
    _frames(table, 6, *cards)
    assert table.session.tracker.awaited_seats() == (0,)
    n = len(said)
    for keys in ("\n3", "+1"):  # Enter 3; "where is it?": Alice's zone
        _keys(table, keys)
        _frames(table, 6, *cards)
    texts = _texts(said)[n:]
    assert texts[-1] == ("Enter: The Boxer or the Deep One in Alice's zone: is it Alice's "
                         "Sanity check card, or Alice's hand, laid when knocked out? 1: "
                         "Alice's Sanity check card; 2: Alice's hand. Answer with plus and "
                         "the number."), texts
    _keys(table, "+1")
    _frames(table, 6, *cards)
    assert "Alice: Sanity check, 1 card." in _texts(said)[n:], _texts(said)[n:]


def test_a_hand_or_a_showdown_hand_is_left_to_the_tracker_s_question():
    """MEDIUM (review of ask58): 2 players (tracker builders' R'lyeh showdown), Alice
    Insane flipped the deck with R'lyeh; Bob's Investigators (guess unseen) may have put
    her out. Her card entered by Enter 7 is her hand, or her showdown hand (R'lyeh ends
    the round): main asked "Which card …?" then its own "The Entertainer in Alice's
    discard zone: was that Alice's hand, so Alice is out? …"; ask58 asked "is it
    Alice's play, or Alice's hand …?" (no play: plus 1 gave "Alice ends the round.").
    Asked as on main now: the role question only when the other reading is a play or a
    Sanity check card."""
    table, said, _ = _table(("Alice", "Bob"), "en", "arkham")
    for obs in (*(o.face_up(c) for c in ("the_fed", "the_fed", "investigators",
                                         "investigators", "investigators")),
                o.card_seen(0, "cultists"), o.card_seen(1, "the_urchin"),
                o.card_seen(0, "the_boxer"), o.card_seen(0, "rlyeh"), o.effect("insane"),
                o.deck_visible("the_sailor"), o.card_seen(1, "investigators")):
        table.session.observe(obs)
    cards = [(1, "cultists", 0), (1, "the_boxer", 1), (1, "rlyeh", 2), (2, "the_urchin", 0),
             (2, "investigators", 1)]
    table.timer = lambda: 100.0
    _frames(table, 6, *cards)
    assert table.session.tracker.awaited_seats() == (0,)
    n = len(said)
    for keys in ("\n7", "+1"):  # Enter 7; "Which card?": The Entertainer
        _keys(table, keys)
        _frames(table, 6, *cards)
    texts = _texts(said)[n:]
    assert not any("Alice's play" in x for x in texts), texts
    assert texts[-1] == ("The Entertainer in Alice's discard zone: was that Alice's hand, so "
                         "Alice is out? 1 yes, 2 no, still in. Answer with plus and the "
                         "number."), texts


def test_a_hand_laid_after_the_necronomicon_is_not_asked():
    """The original edition: Bob's play told (Alice's Investigators unseen), The
    Necronomicon: he is out in every account, his hand owed; Enter's card for his zone is
    that hand, not asked (one reading only), nor a card for Carol's zone (refused)."""
    from companion.tracker.tracker import Tracker
    tracker = Tracker()
    tracker.apply(o.start("original", ["Alice", "Bob", "Carol"]))
    for obs in (o.card_seen(0, "investigators_original"), o.still_in(2),
                o.card_seen(1, "necronomicon_original", play=True)):
        tracker.apply(obs)
    assert {h.wait[:2] for h in tracker.hyps} == {("hand", 1)}
    assert not tracker.role_asked(o.card_seen(1, "silver_key"))
    assert not tracker.role_asked(o.card_seen(2, "silver_key"))
