"""Fresh QA65 HIGH-1 (/tmp/s65/qa65/EARLY.txt; runs r9b, r10): the d491 demo video (3
players, arkham, en) with a hand over Bob's zone while he plays The Entertainer. The player
enters it with Enter and a wrong rank, 3, and answers "Which card in Bob's zone: The Boxer or
the Deep One?" with plus 1. Later cards do not fit; the companion asks for a card of Carol's
first and names that answer second ("… To take that answer back, press minus twice.").
Minus twice took back only the answer: the rank entered stayed, and the cards read again
settled it alone: "The cards tell it: the Deep One in Bob's zone. No answer needed.", "Bob is
now Insane.", his Sanity check, Carol's Tommy Gun draws: a whole false game said as fact.
Truth (d491 transcript): Bob played The Entertainer, then The Musician; no Deep One on the
table; Bob Sane. docs/keys.en.md: "a wrong answer: minus twice takes the card back, and
Enter asks again": the card entered goes back with its answer
(:mod:`companion.app.entry_undone`).

The live table with a real stabilizer, the camera's readings given in the order the replay
took them (Bob's zone read once the hand is lifted: The Entertainer, The Musician where The
Boxer was entered, The Sailor), the tester's keys; the Entertainer shown a moment before the
others (fresh QA65 MEDIUM-2: the three made stable in one picture, the Entertainer at the
entered card's place is that card read otherwise, and slash corrects it:
tests/companion/app/test_qa65_slash_entered_uncovered.py)."""
import pytest

from tests.companion.app.test_live_deal import _frames, _table, _texts
from tests.companion.app.test_qa50_enter_heard import _keys

NAMES = ("Alice", "Bob", "Carol")
ASKED = "Which card in Bob's zone: The Boxer or the Deep One?"
UNDONE = {"en": "Undone: the card you entered in Bob's zone, and your answer to: ",
          "fr": "C'est annulé : la carte que vous avez entrée dans la zone de Bob, et votre "
                "réponse à : ",
          "es": "Deshecho: la carta que introdujiste en la zona de Bob, y tu respuesta a: "}


def _wrong_rank_blamed(lang="en"):
    """Round 1 up to the line naming the answer to Enter 3's question (Bob's Entertainer
    unseen, entered as rank 3, plus 1): ``(table, said, cards)``."""
    table, said, _ = _table(NAMES, lang)
    cards = [(1, "stowaway", 0), (1, "the_dilettante", 1)]
    _frames(table, 6, *cards)
    cards.append((3, "investigators", 0))  # Carol's, laid after Bob's unseen play
    _frames(table, 6, *cards)
    for keys in ("\n3", "+1", "5"):
        _keys(table, keys)
        _frames(table, 6, *cards)
    cards.append((3, "tommy_gun", 1))
    _frames(table, 6, *cards)
    # the hand lifted off the Entertainer first: read alone, the table takes it (seen at
    # once with the cards on it, it is the entered card read otherwise, and slash corrects
    # it: test_qa65_slash_entered_uncovered.py)
    cards.append((2, "the_entertainer", 0))
    _frames(table, 6, *cards)
    cards += [(2, "the_musician", 1), (2, "the_sailor", 2)]
    _frames(table, 6, *cards)
    return table, said, cards


def test_qa65_the_answer_to_the_entered_rank_is_named_before_the_undo():
    _, said, _ = _wrong_rank_blamed()
    told = _texts(said)
    assert any(ASKED + " To take that answer back, press minus twice." in t for t in told), told


def test_qa65_minus_twice_takes_back_the_card_entered_with_its_answer():
    table, said, cards = _wrong_rank_blamed()
    n = len(said)
    _keys(table, "--")
    _frames(table, 6, *cards)
    told = _texts(said)[n:]
    assert UNDONE["en"] + ASKED in told, told
    assert not any("Deep One" in t or "Boxer" in t for t in told[2:]), told
    assert not any(t.startswith("The cards tell it") for t in told), told
    assert not any("Insane" in t or "Sanity check" in t for t in told), told
    view = table.session.tracker.view()
    assert not any({"deep_one", "the_boxer"} & set(seat.zone) for seat in view.seats), view
    assert not view.seats[1].insane
    assert view.seats[1].zone[0] == "the_entertainer", view
    assert not any(obs.kind == "card" and "deep_one" in obs.cards
                   for obs, _ in table.session.tracker.history)


def test_qa65_the_cards_read_again_follow_in_the_order_laid():
    """After the entry undone, Carol's Investigators (laid first, now her play) is taken
    before her Tommy Gun: the Tommy Gun taken first drew Bob's Sailor "from the deck"."""
    table, said, cards = _wrong_rank_blamed()
    n = len(said)
    _keys(table, "--")
    _frames(table, 6, *cards)
    told = _texts(said)[n:]
    assert not any(t.startswith("Carol's Tommy Gun:") or t.startswith("Carol: the Tommy Gun")
                   for t in told), told
    assert table.session.tracker.view().seats[2].zone[:1] == ("investigators",), told


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_qa65_the_undo_line_is_said_in_the_table_language(lang):
    table, said, _ = _wrong_rank_blamed(lang)
    n = len(said)
    _keys(table, "--")
    told = _texts(said)[n:]
    line = next((t for t in told if t.startswith(UNDONE[lang])), None)
    assert line is not None and "{" not in line and "?" in line, told


def test_qa65_minus_twice_right_after_the_answer_takes_back_the_card_entered_too():
    """The same wrong rank, minus twice right after plus 1, before any card of Carol's:
    the choice alone undone left the rank nobody saw, and the cards read next settled it
    ("The cards tell it: the Deep One in Bob's zone.", "Bob is now Insane.", his Sanity
    check): the card entered goes back with the answer; Bob's Entertainer, read once the
    hand is lifted, is his play."""
    table, said, _ = _table(NAMES)
    cards = [(1, "stowaway", 0), (1, "the_dilettante", 1)]
    _frames(table, 6, *cards)
    n = len(said)
    for keys in ("\n3", "+1", "--"):
        _keys(table, keys)
        _frames(table, 6, *cards)
    cards += [(3, "investigators", 0), (3, "tommy_gun", 1), (2, "the_entertainer", 0),
              (2, "the_musician", 1), (2, "the_sailor", 2)]
    _frames(table, 6, *cards)
    told = _texts(said)[n:]
    assert UNDONE["en"] + ASKED in told, told
    after = told[told.index(UNDONE["en"] + ASKED) + 1:]
    assert not any("Deep One" in t or "Boxer" in t or "Insane" in t or "Sanity" in t
                   for t in after), told
    view = table.session.tracker.view()
    assert not any({"deep_one", "the_boxer"} & set(seat.zone) for seat in view.seats), view
    assert view.seats[1].zone[0] == "the_entertainer" and not view.seats[1].insane, view
