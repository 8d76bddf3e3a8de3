"""Review of hi4 (session 67): the card undone before the answer taken away alone
(:func:`~companion.app.undone_before_answer.taken_alone`), Enter's way out
(:func:`~companion.app.undone_before_answer.undone_entered`) and the resumed redo, tried
where the author did not."""
import pytest

from companion.narration.catalog import message

from .test_hi2_next_deal_after_no import CARDS, _after, _bob_out_round_one, _frames
from .test_live_deal import GATHERED, GONE, _table, _texts
from .test_qa50_enter_heard import _keys

_QUESTION = "The Boxer in Bob's discard zone: was that Bob's hand, so Bob is out?"
_UNDONE = message("en", "app.cleared_by_undo", round=1, card="the Investigators",
                  player="Bob")


def _undone_then_gathered(*steps):
    """d493's round 1 to Bob's Investigators (his hand, read right) undone by minus twice,
    then ``steps`` (``(count, cards…)``: pictures), then '+2' (true: the Boxer was his
    play) and the bare table: ``(table, said, index of the first line since the undo)``."""
    table, said, _ = _bob_out_round_one()
    n = len(said)
    _keys(table, "--")
    for count, *cards in steps:
        _frames(table, count, *cards)
    _frames(table, GATHERED + 30)
    assert table.session.tracker.question is not None, _texts(said)
    _keys(table, "+2")
    _frames(table, 60)
    return table, said, n


def test_a_gather_taking_bob_s_pile_first_still_names_the_undone_card():
    """Review of hi4 (MEDIUM): a gather that took Bob's pile (his Boxer and the undone
    Investigators) first and Alice's card over GONE_S (3 s) later counted the undone card
    "taken away alone" (some zone still read), so the cleared table named the right '+2'
    (``app.cleared_by_answer``) and its way out, yes, would say "Bob is out, with The
    Boxer." (false; hi3 named the card). With cards under it in its zone, the undone card
    is taken alone only while a card of that very zone is still read (the one beneath,
    left as the player took the stray away: test_rev_hi3)."""
    table, said, n = _undone_then_gathered(
        (20, (1, "investigators"), (2, "the_boxer"), (2, "investigators", 1)),
        (GONE + 30, (1, "investigators")))  # Bob's pile gathered, Alice's card 4 s later
    texts = _texts(said)[n:]
    assert _UNDONE in texts, texts
    m = len(said)
    _keys(table, "-")
    _keys(table, "-")
    _frames(table, 6)
    texts = _texts(said)[m:]
    assert "Bob is out, with The Boxer." not in texts, texts
    end = texts.index("Bob is out, with the Investigators.")
    assert texts[end + 1] == "Alice wins the round and has 1 Sane.", texts


def test_a_gather_all_at_once_names_the_undone_card():
    """The control (d493 as the video gathers it): every zone gone at once."""
    table, said, n = _undone_then_gathered(
        (20, (1, "investigators"), (2, "the_boxer"), (2, "investigators", 1)))
    assert _UNDONE in _texts(said)[n:], _texts(said)[n:]


def test_enter_and_a_rank_bob_s_hand_cannot_be_is_refused_not_put_in_alice_s_zone():
    """Review of hi4 (HIGH): hi4's cue names Bob's undone Investigators ("to give it back,
    which rank?"); Enter and 8 (no rank-8 card can be Bob's hand: he lost the Boxer's
    comparison) went "where the table waits", Alice's awaited round-1 play: "Alice: The
    Dilettante." "Alice is out." "Bob wins the round and has 1 Sane." (false; main's cue
    had said "Card for Alice's play or Alice's hand"). Now refused, nothing entered
    (``app.enter_undone_refused``), and minus twice still gives the card back."""
    table, texts = _after(["\n", "8"])
    assert texts[0] == message("en", "app.prefix_enter_undone", card="The Investigators",
                               player="Bob"), texts
    assert texts[1] == message("en", "app.enter_undone_refused", rank=8,
                               card="the Investigators", player="Bob"), texts
    assert not any("wins the round" in t or "is out" in t for t in texts), texts
    view = table.session.tracker.view()
    assert view.round == 1 and view.seats[0].zone == ("investigators",), (texts, view.seats)
    said = table.session.say.__self__
    n = len(said)
    _keys(table, "-")
    _keys(table, "-")
    _frames(table, 6, *CARDS)
    texts = _texts(said)[n:]
    end = texts.index("Bob is out, with the Investigators.")
    assert texts[end + 1] == "Alice wins the round and has 1 Sane.", texts


@pytest.mark.parametrize("rank", ["9", "0"])
def test_enter_and_a_rank_with_no_card_free_says_so_as_before(rank):
    """Rank 9 (none in the edition): its own line; rank 0 (the Stowaway Eggs, face up):
    refused as the undone card too; nothing entered."""
    table, texts = _after(["\n", rank])
    assert texts[1] in (message("en", "app.no_rank", rank=9),
                        message("en", "app.enter_undone_refused", rank=0,
                                card="the Investigators", player="Bob")), texts
    assert table.session.tracker.view().round == 1, texts


def test_an_undone_card_taken_away_alone_before_a_quit_is_not_named_once_resumed(tmp_path):
    """Review of hi4 (MEDIUM; res68 mends it, main fails): Bob's undone Investigators
    taken away alone (the session's redo disowned) and the game quit; resumed,
    Resumed.redo was rebuilt from the log's last undo, not disowned (the log kept no word
    of the taking away), so after a wrong '+2' the cleared table named that card
    (app.cleared_by_undo), its way out 'Bob is out, with the Investigators.' for a card
    gone. Now the log has a disowned line (``{"disowned": true}``) and the resume leaves
    Resumed.redo None after it: the answer is named."""
    from companion.app.keys import Command

    from .test_cq64_cleared_end_asked import _cleared
    from .test_hqr_cleared_resume_flags import _logged, _resumed
    table, said, _ = _table(edition="arkham-classic")
    table.now = [100.0]
    table.timer = lambda: table.now[0]
    path = tmp_path / "part.jsonl"
    with _logged(table, path):
        lying = [(1, "investigators"), (2, "the_boxer")]
        _frames(table, 6, *lying[:1])
        _frames(table, 6, *lying)
        _frames(table, 6, *lying, (2, "investigators", 1))
        _keys(table, "--")  # a stray: undone
        _frames(table, 20, *lying, (2, "investigators", 1))
        _frames(table, GONE + 30, *lying)  # taken away alone, as told
        assert table.session.redo_disowned is not None
        assert '"disowned":true' in path.read_text(), path.read_text()  # one line
        _cleared(table)  # the table gathered: the question asked again
        table.session.record = None
    table, said = _resumed(path)
    table.now = [500.0]
    table.timer = lambda: table.now[0]
    n = len(said)
    table._key(Command("answer", 2))  # no (wrong: the Boxer was Bob's hand)
    _frames(table, 30)
    texts = _texts(said)[n:]
    assert message("en", "app.cleared_by_answer", round=1, question=_QUESTION) in texts, texts
    assert _UNDONE not in texts, texts
