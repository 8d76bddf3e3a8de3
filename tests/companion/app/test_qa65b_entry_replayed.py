"""Fresh QA65b H3 and H4 (/tmp/s65/qa65b/REPORT.md; runs r11b, r9g): the d491 demo video
(3 players, arkham, en) with a hand over Bob's zone while he plays The Entertainer, then The
Musician (Carol discards the Tommy Gun); Carol's Necronomicon is read behind the question
the cards raise. The player enters Bob's unseen play with Enter and a wrong rank, 3, and
answers "Which card in Bob's zone: The Boxer or the Deep One?" with plus 1.

H4: minus twice once that answer was blamed took back the card entered with its answer
(:mod:`companion.app.entry_undone`), but the Necronomicon, held behind the question gone with
it, kept Carol's Investigators from being given: "The Investigators in Carol's zone, laid
before the Necronomicon: the card I wait for, or laid later?", every card then to be
entered by key, the round stalled. Truth (d491 transcript): Carol's Investigators, Bob's
Musician, Carol discards the Tommy Gun, Carol's Necronomicon (Insane), Bob's Sailor, Carol's
Sanity check (the Investigators, read behind the question the Musician opens: "The
Necronomicon in Carol's zone, laid before the Investigators: the card I wait for, or laid
later?" once the entry was undone, Bob's turn between them not tried).

H3: minus twice right after plus 1 undid the answer alone; the rank nobody saw stayed, and
later cards ended the round in one account ("The round is over; its result waits for the
answer…", key 8 "Bob is out", false): the card entered goes back with its answer.

The live table with a real stabilizer, the camera's readings in the order the replay took
them (Bob's zone read once the hand is lifted, then Carol's Necronomicon)."""
from tests.companion.app.test_live_deal import _frames, _table, _texts
from tests.companion.app.test_qa50_enter_heard import _keys

NAMES = ("Alice", "Bob", "Carol")
UNDONE = ("Undone: the card you entered in Bob's zone, and your answer to: Which card in "
          "Bob's zone: The Boxer or the Deep One?")
#: Bob's zone read once the hand is lifted, then Carol's Necronomicon
LIFTED = ((2, "the_entertainer", 0), (2, "the_musician", 1), (2, "the_sailor", 2))
NECRONOMICON = (3, "necronomicon", 2)


def _round_one(*keys, apart=False):
    """Round 1 up to Carol's Necronomicon, ``keys`` pressed after Enter 3 (Bob's unseen
    Entertainer entered as rank 3): ``(table, said, cards)``. ``apart``: the hand lifted
    off the Entertainer a moment before the others (read alone, the table takes it as a
    new card and blames the answer; seen at once with the cards on it, it is the Boxer
    entered read otherwise: fresh QA65 MEDIUM-2, branch slash)."""
    table, said, _ = _table(NAMES)
    cards = [(1, "stowaway", 0), (1, "the_dilettante", 1)]
    _frames(table, 6, *cards)
    cards.append((3, "investigators", 0))  # Carol's, laid after Bob's unseen play
    _frames(table, 6, *cards)
    for key in ("\n3", *keys):
        _keys(table, key)
        _frames(table, 6, *cards)
    cards.append((3, "tommy_gun", 1))
    _frames(table, 6, *cards)
    if apart:
        cards.append(LIFTED[0])
        _frames(table, 6, *cards)
    cards += LIFTED[1:] if apart else LIFTED
    _frames(table, 6, *cards)
    cards.append(NECRONOMICON)
    _frames(table, 6, *cards)
    return table, said, cards


def test_qa65b_after_the_entry_undone_the_held_cards_follow_in_the_order_laid():
    table, said, cards = _round_one("+1", "5", apart=True)
    n = len(said)
    _keys(table, "--")
    _frames(table, 12, *cards)
    told = _texts(said)[n:]
    assert UNDONE in told, told
    assert not any("laid before the Necronomicon" in t for t in told), told
    assert "Carol: the Investigators. It lay there before this turn: check it." in told, told
    # Carol's Sanity check card, read behind the question the Musician opens: the
    # Necronomicon, then Bob's Sailor, come between (no "laid before the Investigators:
    # the card I wait for, or laid later?", LaidBefore._laid_between)
    cards.append((3, "investigators", 3))
    _frames(table, 12, *cards)
    _keys(table, "+2")  # the Musician: not Bob's hand (Carol guessed 5, Bob still in)
    _frames(table, 12, *cards)
    told = _texts(said)[n:]
    assert not any("laid before" in t for t in told), told
    plays = ["Bob: The Musician.", "Carol discards the Tommy Gun.", "Carol: the Necronomicon.",
             "Carol is now Insane.", "Bob: The Sailor.", "Carol: Sanity check, 1 card.",
             "The Investigators.", "Carol passes."]
    at = [next((i for i, t in enumerate(told) if t.startswith(p)), -1) for p in plays]
    assert -1 not in at and at == sorted(at), told
    zones = [s.zone for s in table.session.tracker.view().seats]
    assert zones[1:] == [("the_entertainer", "the_musician", "the_sailor"),
                         ("investigators", "tommy_gun", "necronomicon", "investigators")], told


def test_qa65b_minus_twice_right_after_the_answer_says_no_round_over():
    table, said, cards = _round_one("+1--", "*2")
    told = _texts(said)
    assert UNDONE in told, told
    after = told[told.index(UNDONE) + 1:]
    assert not any("round is over" in t or "Boxer" in t or "Deep One" in t
                   for t in after), told
    n = len(said)
    _keys(table, "8")
    table_line = next(t for t in _texts(said)[n:] if t.startswith("Table."))
    assert "Bob is in" in table_line, table_line
    view = table.session.tracker.view()
    assert not view.seats[1].out and not view.round_winners, view
