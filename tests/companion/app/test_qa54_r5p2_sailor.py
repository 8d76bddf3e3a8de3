"""Fresh QA54 HIGH 2 (r5p2, r5p2b: 5 players, arkham-classic, stickers only, en, demo seed
106; round 1, truth 22-47; :meth:`companion.app.laid_before.LaidBefore._behind_entry`): a
card read behind the question an entered play opened is not that play's forced discard
while cards laid before the entry are held as maybe the discard.

r5p2: Alice's Musician was never read; Bob's Deep One (the Musician's discard, truth 26)
and his Musician (his Sanity check card, truth 29) were refused ("The Deep One by Bob?
Waiting for Alice's play."), then Bob's Randall Tillinghast, Dan's Shoggoth and Alice's
Boxer held behind the missing card. The tester's Enter 5 opened "The Musician or the
Stowaway?"; Dan's Sailor (his hand, shown when Alice's Boxer put him out, truth 40), read
behind that question, was given to the tracker, whose Musician account took it as the
discard: at plus 1, "Alice: The Musician." "Dan discards The Sailor. Check it." "Bob: the
Deep One. It lay there before this turn" "Bob is out, with The Musician." and round 1 never
settled. The tracker takes r5p2b's session log up to Alice's turn
(``tests/companion/qa54_r5p2_round1.jsonl``: its lines 1-7); the camera's readings after it
are given by hand to a real stabilizer, in the order the replay of r5p2's video read them.
"""
from pathlib import Path

from companion.session_log_lines import read_log

from .test_live_deal import _frames, _table, _texts
from .test_qa50_enter_heard import _keys

NAMES = ("Alice", "Bob", "Carol", "Dan", "Eve")
LOG = Path(__file__).parent.parent / "qa54_r5p2_round1.jsonl"
#: round 1's cards read while Alice's play was awaited, in the order laid (truth 26-38):
#: Bob's Deep One and Musician (refused), his Randall Tillinghast, Dan's Shoggoth, Alice's
#: Boxer (held behind the missing card)
LAID = ((2, "deep_one", 1), (2, "the_musician", 2), (2, "randall_tillinghast", 3),
        (4, "shoggoth", 1), (1, "the_boxer", 2))
#: Dan's hand, shown when Alice's Boxer put him out (truth 40), read behind the question
SAILOR = (4, "the_sailor", 2)
#: the false line r5p2 and r5p2b heard (22:08:07, 22:13:47)
FALSE = "Dan discards The Sailor."


def _round_one():
    """r5p2b's round 1 up to Alice's turn, its cards on the camera: ``(table, said,
    cards)``, ``cards`` the zones' ``(seat 1-based, key, place)``."""
    table, said, _ = _table(NAMES, "en", "arkham-classic")
    observations, errors = read_log(LOG)
    assert not errors and observations[0].kind == "start"
    for obs in observations[1:]:
        table.session.observe(obs)
    assert table.session.tracker.waiting()[:2] == ("play", 0)  # Alice's play
    zones = [seat.zone for seat in table.session.tracker.view().seats]
    cards = [(s + 1, k, i) for s, zone in enumerate(zones) for i, k in enumerate(zone)]
    _frames(table, 6, *cards)
    return table, said, cards


def _musician_entered(laid, sailor):
    """``laid`` read one after the other, Enter 5, Dan's Sailor (``sailor``: its place)
    read behind "The Musician or the Stowaway?", plus 1: ``(table, said, cards, n)``, ``n``
    the lines said before the Enter."""
    table, said, cards = _round_one()
    for i in range(len(laid)):
        _frames(table, 6, *cards, *laid[:i + 1])
    n = len(said)
    _keys(table, "\n5")
    _frames(table, 6, *cards, *laid)
    _frames(table, 6, *cards, *laid, sailor)
    _keys(table, "+1")  # the Musician (truth 22)
    _frames(table, 6, *cards, *laid, sailor)
    return table, said, cards, n


def test_r5p2_round_one_as_the_table_played_it():
    # main: "Dan discards The Sailor." "Bob: the Deep One. It lay there before this turn:
    # check it." "Bob is out, with The Musician. …". The cards laid before the entry are
    # asked (session 54's decision, mus54c); the tester answers with the truth: Enter 3,
    # Bob's zone (Alice, Bob or Dan: plus 2). Review of fmusic54 (merged with s5): the
    # Sailor, held behind the entry, was given by the stall's release at plus 1, held
    # again behind the entry by the give itself, and the stall rebuilt without it: never
    # given nor said ("Dan is out, with The Sailor." missing, Dan still in)
    table, said, cards, n = _musician_entered(LAID, SAILOR)
    texts = _texts(said)[n:]
    assert any(t.startswith("Still waiting for the card Alice makes someone discard with "
                            "The Musician. Laid") for t in texts), texts
    for keys in ("\n3", "+2"):
        _keys(table, keys)
        _frames(table, 6, *cards, *LAID, SAILOR)
    later = (*LAID, SAILOR, (2, "stowaway", 4), (2, "cthulhu", 5))
    for i in range(len(LAID) + 1, len(later) + 1):
        _frames(table, 6, *cards, *later[:i])
    _frames(table, 6, *cards, *later, (2, "necronomicon", 6))  # Bob's check, his hand
    texts = _texts(said)[n:]
    assert not any(t.startswith(FALSE) for t in texts), texts
    truth = ["Alice: The Musician.", "Bob discards the Deep One.", "Bob passes. 11 cards "
             "left.", "Dan is out, with The Sailor.", "Bob fails. 6 cards left.",
             "Bob is out, with the Necronomicon.", "Alice wins the round and has 1 Sane."]
    assert [line for t in texts for line in truth if t.startswith(line)] == truth, texts


def test_a_card_read_behind_the_question_waits_for_the_held_discard():
    # Bob's Deep One alone laid before the entry (5 players: Alice may have chosen Dan,
    # the discard missed, the Deep One Bob's play: asked, musician54's discard story);
    # Dan's Sailor, read behind the question, was the discard of the Musician's account:
    # main and musician54 "Dan discards The Sailor." then "Bob: the Deep One. It lay there
    # before this turn". Laid after the held card, it is no discard in either story: held
    table, said, cards, n = _musician_entered(LAID[:1], (4, "the_sailor", 1))
    texts = _texts(said)[n:]
    assert "Alice: The Musician." in texts and FALSE not in texts, texts
    asked = [t for t in texts if t.startswith("Still waiting for the card Alice makes "
                                              "someone discard with The Musician. Laid")]
    assert len(asked) == 1 and "the Deep One (3) in Bob's zone" in asked[0], texts
    tracker = table.session.tracker
    assert tracker.waiting()[:2] == ("discard", 0)
    assert tracker.view().seats[3].zone == ("investigators",)
    # the truth by keys: Enter 3, Bob's zone (Alice, Bob or Dan: plus 2), the Deep One
    # ("The Boxer or the Deep One?": plus 2)
    m = len(said)
    for keys in ("\n3", "+2", "+2"):
        _keys(table, keys)
        _frames(table, 6, *cards, LAID[0], (4, "the_sailor", 1))
    texts = _texts(said)[m:]
    assert any(t.startswith("Bob discards the Deep One.") for t in texts), texts
    assert not any(t.startswith(FALSE) for t in _texts(said)[n:]), texts
    assert tracker.view().seats[1].zone == ("investigators", "deep_one")
