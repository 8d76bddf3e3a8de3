"""Session 72 (wrong72): minus twice on a true card says its way back (fresh QA71 m4), and
answer_back's refused cards read by laid order (rev-wrong71). The live table with a real
stabilizer (test_live_deal's way); truth: /tmp/s69/vid/d491/demo-transcript.txt."""
import pytest

from companion.cards import card
from companion.narration.catalog import message
from tests.companion.app.test_live_deal import _frames, _table, _texts
from tests.companion.app.test_qa67_entered_read_otherwise import NAMES, _typed
from tests.companion.app.test_wrong71_wrong_answers import TRUTH

#: d491's round 1 after Carol's first Investigators, to Bob's Sailor (Bob's Musician takes
#: Carol's Tommy Gun)
AFTER = ((2, "the_musician", 1), (3, "tommy_gun", 1), (3, "necronomicon", 2),
         (2, "the_sailor", 2))


def _investigators_undone(lang="en"):
    """d491 up to Carol's first Investigators, then minus twice on it (QA71 m4, key 90
    '--'): ``(table, said, cards, n)``, ``n`` the lines said before the minus."""
    table, said, _ = _table(NAMES, lang=lang)
    cards = []
    for each in ((1, "stowaway", 0), (1, "the_dilettante", 1), (2, "the_entertainer", 0),
                 (3, "investigators", 0)):
        cards.append(each)
        _frames(table, 6, *cards)
    n = len(said)
    table.undo_at = float("-inf")  # (not a held minus key's repeat)
    _typed(table, cards, "--")
    return table, said, cards, n


def test_qa71_m4_minus_twice_on_a_true_card_says_how_to_give_it_back():
    """Main: "The Investigators in Carol's zone: take it away, or it stays left out." and
    nothing on the way back; the Tommy Gun then taken as Carol's play ("Carol: the Tommy
    Gun." "Carol's Tommy Gun: The Sailor, from the deck into Bob's zone. 17 cards left.",
    false, as fact)."""
    _, said, _, n = _investigators_undone()
    told = _texts(said)[n:]
    left = "The Investigators in Carol's zone: take it away, or it stays left out."
    assert told[told.index(left) + 1] == \
        "If it was right, press Enter, then 1, to give it back.", told


def test_qa71_m4_the_way_back_said_plays_round_1_as_played():
    """A guard (passes on main too: the redo was there, unsaid): Enter and 1, as the line
    says, give the Investigators back: round 1 as the
    transcript from Bob's Musician to his Sailor and Carol's Sanity check."""
    table, said, cards, _ = _investigators_undone()
    n = len(said)
    _typed(table, cards, "\n1")
    for more in AFTER:
        cards.append(more)
        _frames(table, 12, *cards)
    told = _texts(said)[n:]
    assert "Carol: the Tommy Gun." not in told, told
    assert [t for t in told if t in TRUTH] == TRUTH[:7], told
    assert table.session.tracker.view().seats[2].zone == (
        "investigators", "tommy_gun", "necronomicon"), told


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_undone_way_back_names_the_rank_in_each_language(lang):
    """app.undone_way_back is in every catalogue, with the rank as given."""
    text = message(lang, "app.undone_way_back", rank=card("investigators").rank)
    assert " 1" in text and "{" not in text, text


def test_no_way_back_said_when_the_undo_took_a_key_s_input():
    """A guard: minus twice on a card the camera did not read (entered by key) leaves
    nothing lying there to give back: no way-back line (the undo's line is "Undone: …"
    alone)."""
    table, said, _ = _table(NAMES)
    cards = []
    for each in ((1, "stowaway", 0), (1, "the_dilettante", 1)):
        cards.append(each)
        _frames(table, 6, *cards)
    _typed(table, cards, "\n7")  # Bob's play entered (the camera saw none)
    n = len(said)
    table.undo_at = float("-inf")
    _typed(table, cards, "--")
    told = _texts(said)[n:]
    assert not any(t.startswith("If it was right, press Enter") for t in told), told
