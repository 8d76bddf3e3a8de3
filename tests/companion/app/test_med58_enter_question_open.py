"""Fresh QA57 LOW-3 (run D, stickers-only): Enter and 7 for the card the companion could
not read in Alice's zone opened the question "Which card in Alice's zone: The Entertainer or
the Shoggoth?"; a second Enter, pressed at the reminder the first had answered, heard "Card
played: which rank?" (whose card?), and only after its rank "First answer the open question:
…". docs/keys.en.md, Enter: while the table waits for an answer rather than a card, Enter
gives nothing and says so: now as it is pressed, with the question, and its rank, typed
after, does nothing."""
import pytest

from companion.narration.catalog import message

from .test_live_deal import _texts
from .test_qa48_enter_raced import _asked, _keys

QUESTION = ("Which card in Alice's zone: The Musician or the Stowaway? 1 The Musician, 2 the "
            "Stowaway. Answer with plus and the number.")


def _entered_two_candidates(lang="en"):
    """The stall asked for Alice's play; Enter and 5 gave rank 5's two cards: the question
    which one is open."""
    table, said, logged = _asked(lang)
    _keys(table, "\n5")
    assert table.session.tracker.question is not None
    return table, said, logged


def test_med58_a_second_enter_while_the_question_is_open_says_it_at_once():
    table, said, logged = _entered_two_candidates()
    n, before = len(said), len(logged)
    _keys(table, "\n")
    # on main: "Card played: which rank?", the refusal only after the rank
    assert _texts(said)[n:] == [f"First answer the open question: {QUESTION}"], _texts(said)[n:]
    _keys(table, "5")  # the rank meant for it: swallowed, nothing said twice
    assert len(said) == n + 1 and len(logged) == before, _texts(said)[n:]
    _keys(table, "+2")  # the question is still answered as usual
    assert table.session.tracker.question is None
    assert table.session.tracker.view().seats[0].zone == ("stowaway",)


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_med58_the_refusal_in_fr_and_es(lang):
    table, said, _ = _entered_two_candidates(lang)
    n = len(said)
    _keys(table, "\n")
    assert len(said) == n + 1 and \
        _texts(said)[n].startswith(message(lang, "app.answer_first")), _texts(said)[n:]
