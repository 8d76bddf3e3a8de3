"""Fresh QA57 HIGH-2 and HIGH-3 (run E: 3 players, arkham-classic, en, dim,
``--stickers-only``, demo seed 254), as app-level tests (session 57, qaE57).

The tracker takes run E's session log up to the HIGH (``tests/companion/qa57_e_round2.jsonl``:
run E ``session.jsonl`` lines 1-10; ``qa57_e_round3.jsonl``: lines 1-17); the camera's cards
after it are given by hand to a real stabilizer (test_live_deal.py's helpers) in the order the
replay's camera reported them (``companion replay … --keys keys-high3.tsv``, frames in each
test's docstring). HIGH-3 fixed in session 58 (ask58): Enter's card that the table would
take as the player's play or as the hand they laid when knocked out is asked about ("… is it
Bob's play, or Bob's hand …?"), its answer told to the tracker
(:func:`companion.tracker.tracker.told_play`); session 57's qaE57b took the cue "Card
played" as the player's word (its review: the other truth then said false as fact,
test_rev_qaE57b.py). HIGH-2 still a strict xfail (its docstring).
"""
import pytest

from companion.narration.catalog import message

from .test_live_deal import _frames, _texts
from .test_qa50_enter_heard import _keys
from .test_qa52b_xfail import NAMES, _from_log as _from_log_of


def _from_log(name: str):
    """Run E's log ``name`` taken by a live arkham-classic table (test_qa52b_xfail's)."""
    return _from_log_of(name, NAMES, "en", "arkham-classic")


def test_high2_a_play_read_after_a_card_glimpsed_under_it_is_asked_not_stated():
    """Round 2, Alice's turn. Truth (run E ``demo-transcript.txt`` round 2): "Alice:
    Cthulhu." "Alice is out." "Alice's hand: The Musician." Her Cthulhu, laid first (dim,
    stickers only), was read in a few pictures only; her hand, The Musician, laid on the
    row after it, was stable first (replay frame 245, ``CardAppeared.glimpsed`` =
    ``(("cthulhu",),)``, both lying still since 23.5 s), Cthulhu 0.5 s later (frame 250).
    Main takes The Musician as her play and Cthulhu as its forced discard, as fact: "Alice:
    The Musician. Check it." "Alice discards Cthulhu. Check it." "Alice is out." The
    glimpse is only heeded while a Sanity check waits
    (:func:`companion.app.check_glimpsed.check_glimpsed`, :mod:`companion.app.glimpse_asked`);
    here the table waited for a play. The cards' order is in doubt: asked, not stated.
    Fixed in session 58 (glimpse58, :mod:`companion.app.glimpse_play`): The Musician held
    until Cthulhu is read; their places unknown here (no marker layout), which is the play
    is asked; Enter and 8 (The Dilettante all counted: Cthulhu) give her play, then the
    held card as her hand."""
    table, said, cards = _from_log("qa57_e_round2.jsonl")
    assert table.session.tracker.waiting()[:2] == ("play", 0)  # Alice's round-2 play
    n = len(said)
    _frames(table, 2, *cards, (1, "cthulhu", 0))  # glimpsed: read twice, never stable
    _frames(table, 6, *cards, (1, "the_musician", 1))  # her hand laid on, stable first
    _frames(table, 6, *cards, (1, "cthulhu", 0), (1, "the_musician", 1))
    texts = _texts(said)[n:]
    # main: "Alice: The Musician." "Alice discards Cthulhu." "Alice is out."
    assert not any(x.startswith(("Alice: The Musician", "Alice discards Cthulhu"))
                   for x in texts), texts
    assert texts == [message("en", "app.play_order_asked", first="The Musician",
                             second="Cthulhu", player="Alice")], texts
    n = len(said)
    _keys(table, "\n8")
    _frames(table, 3, *cards, (1, "cthulhu", 0), (1, "the_musician", 1))
    texts = _texts(said)[n:]
    for line in ("Alice: Cthulhu.", "Alice is out.", "Alice's hand: The Musician."):
        assert line in texts, texts
    assert texts.index("Alice: Cthulhu.") < texts.index("Alice's hand: The Musician.")
    assert table.session.tracker.view().seats[0].zone[-2:] == ("cthulhu", "the_musician")


#: Enter 8's question for Bob's unread card (ask58): his play or his knocked-out hand
ROLE_ASKED = ("Enter: The Dilettante or Cthulhu in Bob's zone: is it Bob's play, or Bob's "
              "hand, laid when knocked out? 1: Bob's play; 2: Bob's hand. Answer with plus "
              "and the number.")


def bob_s_unread_card_entered(role: str | None = "+1"):
    """Run E's round 3 live up to Bob's play; his unread card in his zone told, entered
    as asked (Enter 8: :data:`ROLE_ASKED`, answered ``role``, "+1" his play or "+2" his
    hand, then "+1" The Dilettante to "Which card in Bob's zone: The Dilettante or
    Cthulhu?"; ``role`` ``None``: not answered), then Carol's Cultists: ``(table, said,
    cards, lines said before)`` (also the review of qaE57b's, test_rev_qaE57b.py)."""
    table, said, cards = _from_log("qa57_e_round3.jsonl")
    assert table.session.tracker.waiting()[:2] == ("play", 1)  # Bob's round-3 play
    n = len(said)
    table._unread_told(1)  # "I cannot read a card in Bob's zone: press Enter, then its rank."
    _frames(table, 3, *cards)
    _keys(table, "\n8")  # his play or his hand? (ROLE_ASKED)
    _frames(table, 3, *cards)
    for keys in (role, "+1") if role else ():  # the role, then which card of rank 8
        _keys(table, keys)
        _frames(table, 6, *cards)
    _frames(table, 6, *cards, (3, "cultists", 1))  # Carol's play; Bob's hand never read
    return table, said, cards, n


def test_high3_a_card_entered_for_bob_s_play_is_not_said_as_his_hand():
    """Round 3, Bob's turn. Truth: "Bob: The Dilettante." "Bob is out." "Bob's hand: the
    Investigators." ... "Carol fails. 13 cards left." The camera could not read Bob's
    Dilettante ("I cannot read a card in Bob's zone"); the helper entered it as asked
    (Enter 8, "+1" The Dilettante; the replay's cue "Card for Bob's play: which rank?", here
    "Card played: which rank?"). The tracker keeps two accounts (``tracker.hyps``): Bob
    played it and is out, his hand awaited; or Alice's Investigators (target and guess
    never seen) knocked him out and it is his hand. His hand, the Investigators, was never
    given to the tracker (replay: never stable; live: held behind the unread card, "The
    Investigators in Bob's zone: first the card I cannot read there.", then lost), so
    Carol's Cultists dropped the first account (a hand awaited) and the second was said as
    fact: "Bob is out, with The Dilettante." (replay frame 415; live "Bob's hand: The
    Dilettante."), his play never said, and Bob drew no card in it: "Carol fails. 14 cards
    left." (truth 13). The entered card's role was in doubt (the cue said "play"; the
    tracker did not know). Fixed (ask58): Enter 8 asks whether it is his play or his hand
    (:data:`ROLE_ASKED`, before either line); "+1", his play, goes to the tracker told so
    (``card_seen(..., play=True)``, :func:`companion.tracker.tracker.told_play`), as
    ``not_hand(1)`` after the answer did (scratch /tmp/s57/qaE57/exp4.py). qaE57b told
    it his play without asking (the cue's guess): test_rev_qaE57b.py's other truth."""
    table, said, cards, n = bob_s_unread_card_entered("+1")
    _frames(table, 6, *cards, (3, "cultists", 1), (1, "the_urchin", 1))
    texts = _texts(said)[n:]
    assert "I cannot read a card in Bob's zone: press Enter, then its rank." in texts, texts
    asked = texts.index(ROLE_ASKED)
    assert not any(x.startswith("Bob") for x in texts[:asked]), texts  # asked first
    # main: "Bob is out, with The Dilettante." (his hand), "Bob: The Dilettante." never said
    assert "Bob is out, with The Dilettante." not in texts, texts
    assert "Bob: The Dilettante." in texts and "Bob is out." in texts, texts
    entered = next(obs for obs, _ in reversed(table.session.tracker.history)
                   if obs.kind == "card" and obs.seat == 1)
    assert entered.value == "play", entered  # one input: one undo, one log line


def _entered(value, hyps=1):
    """Round 3 of run E up to Bob's play, then his Dilettante given as a ``card``
    observation of ``value`` (``None`` or ``"play"``) and Carol's Cultists: the tracker's
    news of those two inputs (the tracker alone, no camera)."""
    from companion.session_log_lines import read_log
    from companion.tracker.observations import Observation
    from companion.tracker.tracker import Tracker
    from .test_qa52b_xfail import DATA
    observations, errors = read_log(DATA / "qa57_e_round3.jsonl")
    assert not errors
    tracker = Tracker()
    tracker.apply_all(observations)
    assert tracker.waiting()[:2] == ("play", 1) and 1 in tracker.hand_seats()
    # both roles legal: Enter asks (ask58); a card in Carol's zone, refused: not asked
    assert tracker.role_asked(Observation("card", 1, ("the_dilettante",)))
    assert not tracker.role_asked(Observation("card", 2, ("cultists",)))
    events = tracker.apply(Observation("card", 1, ("the_dilettante",), value))
    events += tracker.apply(Observation("card", 2, ("cultists",)))
    return [(e.kind, e.seat, e.cards) for e in events], tracker


def test_high3_tracker_a_card_told_a_play_is_never_taken_as_the_hand():
    """The tracker alone: Bob's Dilettante as a camera card (no value) keeps the account
    where it is his hand (Alice's Investigators knocked him out), which Carol's Cultists
    make fact (main's "Bob is out, with The Dilettante."); told a play (``value``
    ``"play"``) it is his play, and the Cultists come after his hand is owed; told his
    hand (``"hand"``, ask58) it is that hand, one account left. The JSON form keeps the
    value; any other value is refused."""
    from companion.tracker.observations import ObservationError, from_json, to_json
    from companion.tracker.questions import hand_laid
    plain, _ = _entered(None)
    assert not any(k == "card_played" and s == 1 for k, s, _ in plain), plain
    told, tracker = _entered("play")
    assert ("card_played", 1, ("the_dilettante",)) in told, told
    entered = tracker.history[-2][0]
    assert from_json(to_json(entered)) == entered
    told, tracker = _entered("hand")
    assert not any(k == "card_played" and s == 1 for k, s, _ in told), told
    assert ("card_played", 2, ("cultists",)) in told, told
    assert all(hand_laid(h, 1) for h in tracker.hyps), tracker.hyps
    entered = tracker.history[-2][0]
    assert from_json(to_json(entered)) == entered
    with pytest.raises(ObservationError):
        from_json('{"kind":"card","seat":1,"cards":["the_dilettante"],"value":"both"}')


def test_a_card_of_one_role_only_is_not_asked_about():
    """Enter's card that only one reading fits is taken without a question
    (:meth:`~companion.tracker.tracker.Tracker.role_asked`): run E's round 3 before
    Alice's Investigators (Carol's Sailor the newest card), Alice's play: no account has
    Alice out, so none takes it as her knocked-out hand."""
    from companion.session_log_lines import read_log
    from companion.tracker.observations import card_seen
    from companion.tracker.tracker import Tracker
    from .test_qa52b_xfail import DATA
    observations, errors = read_log(DATA / "qa57_e_round3.jsonl")
    tracker = Tracker()
    tracker.apply_all(observations[:15])  # up to Carol's Sailor
    assert tracker.waiting()[:2] == ("play", 0) and 0 not in tracker.hand_seats()
    assert not tracker.role_asked(card_seen(0, "investigators"))
