"""Review of undo53 (commit 2, ``within_copies``): an account holding more copies of a
card than the edition has is dropped, so a one-copy card read in one zone tells which
of its rank's two cards another zone's open read was. A misread (a stickers-only reading,
the Boxer read as the Deep One) then told "The cards tell it: The Boxer in Bob's zone."
as fact; its slash correction opened the question again, unsaid: the player had heard
"Bob: The Boxer." and nothing asked which card it was (main kept the question open)."""
from companion.tracker import observations as o

from .test_live_deal import _frames, _table, _texts
from .test_qa50_enter_heard import _keys


def test_a_question_a_corrected_misread_opens_again_is_asked_again():
    table, said, _ = _table(("Alice", "Bob", "Carol"), "en")
    cards = [(1, "the_sailor", 0)]
    _frames(table, 6, *cards)
    _keys(table, "\n3")  # Bob's card, unread: The Boxer or the Deep One
    _frames(table, 6, *cards)
    asked = "Which card in Bob's zone: The Boxer or the Deep One? 1 The Boxer, 2 the " \
        "Deep One. Answer with plus and the number."
    assert _texts(said)[-1] == asked
    # Carol's Urchin read from the stickers only as the Deep One (the edition's one)
    table.session.observe(o.card_seen(2, "deep_one"), check=True)
    cards = [*cards, (3, "deep_one", 0)]
    _frames(table, 6, *cards)
    assert "The cards tell it: The Boxer in Bob's zone. No answer needed." in _texts(said)
    n = len(said)
    _keys(table, "/4")  # corrected: The Urchin
    _frames(table, 6, *cards)
    _keys(table, "+1")
    _frames(table, 6, *cards)
    texts = _texts(said)[n:]
    assert "Corrected: The Urchin, not the Deep One." in texts, texts
    q = table.session.tracker.question
    assert (q.value, q.seat, set(q.info)) == ("card", 1, {"the_boxer", "deep_one"})
    # main of the branch: nothing more said, "Bob: The Boxer." the last word on it
    assert texts[-1] == asked, texts
