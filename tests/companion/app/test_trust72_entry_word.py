"""A rank entered under the hand is the player's word, not a fact (session 72, trust72;
companion.app.entry_word, entry_back, entry_told). handB: the d491 demo with a hand over
Bob's zone from his first play (The Entertainer) on; the live table with a real stabilizer
(test_wrong71_wrong_answers' way). The strict xfails this mends are in
test_wrong71_wrong_answers (QA70 M3), test_rev_wrong71_answer_back (rev-wrong71 HIGH 3) and
test_hold70_qa69_mediums (QA69 M5); these guard the rule's edges."""
from companion.cards import card
from companion.narration.catalog import message
from tests.companion.app.test_hold70_entered_under import LATER
from tests.companion.app.test_live_deal import _frames, _texts
from tests.companion.app.test_qa67_entered_read_otherwise import _typed
from tests.companion.app.test_wrong71_wrong_answers import _handb_entered_early

HEDGE = "If Bob's card is The Musician: "


def test_the_entry_s_own_line_is_said_plainly_the_lines_built_on_it_hedged():
    """Enter 5 at frame 75 (the Musician; truth: the Entertainer): "Bob: The Musician." is
    the player's word said back, plain; Carol's Investigators taken as its discard and her
    Tommy Gun's card lead with the entry, and so does her Tommy Gun (a play in the zone
    whose card was said as the entry's discard: fixt72, rev-trust72 HIGH); her turn cue
    stays plain (one hedge a line, none on the lines the entry does not decide)."""
    _, said, _, n = _handb_entered_early()
    told = _texts(said)[n:]
    assert "Bob: The Musician." in told, told
    assert HEDGE + "Carol discards the Investigators." in told, told
    assert HEDGE + "Carol's Tommy Gun: the Necronomicon, from the deck into Carol's zone." \
        in told, told
    assert HEDGE + "Carol: the Tommy Gun." in told and "Carol." in told, told
    assert "Carol: the Tommy Gun." not in told, told
    assert all(t.count("If ") <= 1 for t in told), told


def test_no_hedge_once_the_camera_reads_the_entered_place():
    """From the lift on (the camera's Entertainer at the Musician's place: "The camera
    reads … where … was entered"), no line is led by the entry: the camera-differs hint and
    its hold speak for it."""
    table, said, cards, _ = _handb_entered_early()
    at = next(i for i, t in enumerate(_texts(said)) if t.startswith("The camera reads"))
    n = len(said)
    for more in LATER:
        cards.append(more)
        _frames(table, 12, *cards)
    told = _texts(said)[at:]
    assert not any(t.startswith("If Bob's card is") for t in told), told[:3] + _texts(said)[n:]


def test_minus_twice_after_the_hint_takes_the_entry_back_and_reads_the_camera_s_card():
    """QA70 M3 run hb4 (75 '\\n5', 170 '--'): minus twice after "… slash to correct" takes
    back the entered Musician, not the newest input (the camera's Sailor); the camera's
    Entertainer read in its place, Carol's Investigators her play, the Musician's question
    asked with the Tommy Gun waiting behind it; nothing false, nothing to take away."""
    table, said, cards, _ = _handb_entered_early()
    n = len(said)
    table.undo_at = float("-inf")  # (not a held minus key's repeat)
    _typed(table, cards, "--")
    _frames(table, 12, *cards)
    told = _texts(said)[n:]
    assert "Undone: The Musician in Bob's zone." in told, told
    at = told.index("Undone: The Musician in Bob's zone.")
    assert told[at + 1:at + 4] == ["Bob: The Entertainer.", "Carol.",
                                   "Carol: the Investigators."], told
    assert any(t.startswith("The Musician in Bob's discard zone: was that Bob's hand")
               for t in told), told
    assert not any(t.startswith(("Bob discards", "Carol discards", "Carol's Tommy Gun:",
                                 "Undone: The Sailor")) for t in told), told
    view = table.session.tracker.view()
    assert view.seats[1].zone[0] == "the_entertainer", told


def test_a_second_minus_twice_is_an_ordinary_undo():
    """The hint's minus twice is taken once: the next one undoes the newest input as usual
    (the entry gone from the history): the camera's Musician, Bob's second card, given
    since; the camera's Entertainer read in the entry's place stays."""
    table, said, cards, _ = _handb_entered_early()
    table.undo_at = float("-inf")
    _typed(table, cards, "--")
    _frames(table, 12, *cards)
    n = len(said)
    table.undo_at = float("-inf")
    _typed(table, cards, "--")
    told = _texts(said)[n:]
    assert "Undone: The Musician in Bob's zone." in told, told
    assert table.session.tracker.view().seats[1].zone == ("the_entertainer",), told


def test_the_entry_hedge_in_every_language():
    """``app.entry_if`` (brief and verbose) in en, fr, es: the player's name, the card and
    the line, the line whole at the end."""
    for lang in ("en", "fr", "es"):
        name = card("the_musician").name(lang)
        for key in ("app.entry_if_brief", "app.entry_if"):
            text = message(lang, key, player="Bob", card=name, line="LINE.")
            assert "Bob" in text and text.endswith("LINE."), (lang, key, text)
            assert name.split()[-1] in text, (lang, key, text)
