"""Review of qaE57b (session 57): Enter's card told as the seat's play (``card`` ``value``
``"play"``, :func:`companion.tracker.tracker.told_play`), on run E's round 3 (fresh QA57
HIGH-3, ``tests/companion/qa57_e_round3.jsonl``). Its HIGH (the card told a play by the
cue's guess, the other truth said false) fixed in session 58 (ask58): asked, play or hand
(:data:`~.test_qa57e_order.ROLE_ASKED`)."""
from .test_live_deal import _frames, _texts
from .test_qa50_enter_heard import _keys
from .test_qa57e_order import ROLE_ASKED, _from_log, bob_s_unread_card_entered


def _tracker():
    """Run E's round 3 up to Bob's play, in a tracker alone."""
    from companion.session_log_lines import read_log
    from companion.tracker.tracker import Tracker
    from .test_qa52b_xfail import DATA
    observations, errors = read_log(DATA / "qa57_e_round3.jsonl")
    assert not errors
    tracker = Tracker()
    tracker.apply_all(observations)
    assert tracker.waiting()[:2] == ("play", 1) and 1 in tracker.hand_seats()
    return tracker


def test_a_slash_correction_keeps_the_card_told_a_play():
    """Bob's card entered for his play with the wrong rank (The Urchin), then corrected by
    slash to The Dilettante (a ``was``): the corrected card is still told his play. Before
    the review the correction rebuilt it as a plain camera card (companion/tracker/
    corrected.py), the account where it is his knocked-out hand came back, and Carol's
    Cultists were held behind it, as on main before qaE57b (HIGH-3 again: "Bob is out,
    with The Dilettante.")."""
    from companion.tracker.observations import card_seen, was
    tracker = _tracker()
    tracker.apply(card_seen(1, "the_urchin", play=True))
    tracker.apply(was("the_dilettante"))
    fixed = tracker.history[-2][0]
    assert (fixed.kind, fixed.cards, fixed.value) == ("card", ("the_dilettante",), "play")
    events = tracker.apply(card_seen(2, "cultists"))
    assert ("card_played", 2, ("cultists",)) in [(e.kind, e.seat, e.cards) for e in events]
    # undone, the correction gives back the card told a play, as entered
    tracker.undo()  # the Cultists
    tracker.undo()  # the correction
    assert tracker.history[-1][0] == card_seen(1, "the_urchin", play=True)


def test_a_slash_correction_of_bob_s_entered_card_is_still_his_play_heard():
    """The same at the table: Enter 5 for Bob's unread card (a wrong rank, "Which card in
    Bob's zone: The Musician or the Stowaway?"), slash 8 plus 1 corrects it to The
    Dilettante, then Carol's Cultists. Before the review: "Bob is out, with The
    Dilettante." (run E's HIGH-3 again); now his play: "Bob: The Dilettante.". Enter 5's
    card asks no role question (ask58c): for either card of rank 5 the tracker asks its
    own ("The Musician in Bob's discard zone: was that Bob's hand, so Bob is out?"), as
    on main; plus 1 The Musician, plus 2 not his hand, then the correction."""
    table, said, cards = _from_log("qa57_e_round3.jsonl")
    n = len(said)
    table._unread_told(1)
    _frames(table, 3, *cards)
    for keys in ("\n5", "+1", "+2", "/8", "+1"):
        _keys(table, keys)
        _frames(table, 6, *cards)
    _frames(table, 6, *cards, (3, "cultists", 1))
    texts = _texts(said)[n:]
    assert not any("is it Bob's play" in x for x in texts), texts  # the tracker's asked
    assert "The Musician in Bob's discard zone: was that Bob's hand, so Bob is out? 1 yes, " \
           "2 no. Answer with plus and the number." in texts, texts
    assert "Corrected: The Dilettante, not The Musician or the Stowaway." in texts, texts
    assert "Bob is out, with The Dilettante." not in texts, texts
    assert "Bob: The Dilettante." in texts, texts


def test_a_card_entered_for_a_play_that_was_the_knocked_out_hand_is_asked():
    """The other truth of run E's round 3, the same pictures: Alice's Investigators (guess
    and target unseen) DID knock Bob out, and the card he laid, unread, is his hand, The
    Dilettante. The app cued "Card played: which rank?" (the tracker's first account
    waits for his play; nothing said that he may be out), the helper answered the rank,
    and qaE57b told the tracker it is his play (``_play_cued``): "Bob: The Dilettante."
    "Bob is out." (false: he played nothing; one card more is counted drawn, his hand is
    awaited). Main said the true "Bob is out, with The Dilettante." here (and the
    false one in run E's truth). The player did not tell a play: the cue assumed it.
    The pictures cannot tell the two truths apart (his Investigators were never read in
    run E): asked since ask58 (:data:`~.test_qa57e_order.ROLE_ASKED`), before either
    line; plus 2, his hand, says it (test_high3 answers plus 1)."""
    table, said, cards, n = bob_s_unread_card_entered(None)  # not answered yet
    texts = _texts(said)[n:]
    assert texts[-1] == ROLE_ASKED, texts
    assert not any(x.startswith("Bob") for x in texts), texts  # neither line said
    assert table.session.tracker.waiting()[:2] == ("play", 1)  # Carol's Cultists held
    for keys in ("+2", "+1"):  # his hand; The Dilettante
        _keys(table, keys)
        _frames(table, 6, *cards, (3, "cultists", 1))
    texts = _texts(said)[n:]
    assert "Bob's hand: The Dilettante." in texts, texts
    assert "Carol: the Cultists." in texts, texts
    assert "Bob: The Dilettante." not in texts, texts  # qaE57b: said as fact
    entered = next(obs for obs, _ in reversed(table.session.tracker.history)
                   if obs.kind == "card" and obs.seat == 1)
    assert entered.value == "hand", entered


def test_minus_twice_then_enter_asks_the_card_s_role_again():
    """The wrong answer mended: plus 1 (his play) then The Dilettante, minus twice (the
    card question's answer and the card entered with it: fresh QA65b H3; before, minus
    twice for each), Enter 8 again: asked again, not
    given back told a play (qaE57b's review: "Minus twice cannot mend it: undone and
    entered again the card is again told a play"); plus 2 and plus 1: his hand."""
    table, said, cards = _from_log("qa57_e_round3.jsonl")
    clock = [100.0]
    table.timer = lambda: clock[0]  # a still clock: minus's repeat guard (UNDO_REPEAT_S)
    n = len(said)
    table._unread_told(1)
    _frames(table, 3, *cards)
    for keys in ("\n8", "+1", "+1", "--", "\n8"):
        clock[0] += 5.0
        _keys(table, keys)
        _frames(table, 6, *cards)
    texts = _texts(said)[n:]
    assert texts.count(ROLE_ASKED) == 2 and texts[-1] == ROLE_ASKED, texts
    assert "Bob: The Dilettante." in texts, texts  # the wrong answer, said, undone
    for keys in ("+2", "+1"):
        clock[0] += 5.0
        _keys(table, keys)
        _frames(table, 6, *cards)
    _frames(table, 6, *cards, (3, "cultists", 1))
    texts = _texts(said)[n:]
    assert "Bob's hand: The Dilettante." in texts and "Carol: the Cultists." in texts, texts
    history = table.session.tracker.history
    assert [o.value for o, _ in history if o.kind == "card" and o.seat == 1][-1] == "hand"
