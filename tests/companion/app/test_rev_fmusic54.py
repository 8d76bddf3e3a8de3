"""Review of fmusic54 (merged with session 54's s5: the cards laid before a forced-discard
play entered by key are asked, not stated): cards read behind the entered play's open
question ("The Musician or the Stowaway?") while cards laid before it are held as maybe
its discard (:meth:`companion.app.laid_before.LaidBefore._behind_entry`). The table of
fresh QA54 r5p2 (5 players, arkham-classic; :mod:`.test_qa54_r5p2_sailor`)."""
import pytest

from .test_live_deal import _frames, _table, _texts
from .test_qa50_enter_heard import _keys
from .test_qa54_r5p2_sailor import LAID, SAILOR, _round_one
from .test_rev_musician53 import BOXER, FED
from .test_stall import _lay
from .test_stall_holds import _zones

#: after Dan's Sailor, Bob's Sanity check (the Stowaway, Cthulhu) and his hand
LATER = (SAILOR, (2, "stowaway", 4), (2, "cthulhu", 5), (2, "necronomicon", 6))
#: the stall's prompt for a missing card, said as if the open question were answered
MISSING = "Still waiting for the card Alice makes someone discard with The Musician: a card"


def _question_open(later):
    """r5p2's round 1, its cards laid, Enter 5 ("The Musician or the Stowaway?" open),
    then ``later`` read one by one, the question unanswered: ``(table, said, cards, n)``,
    ``n`` the lines said before the first of ``later``."""
    table, said, cards = _round_one()
    for i in range(len(LAID)):
        _frames(table, 6, *cards, *LAID[:i + 1])
    _keys(table, "\n5")
    _frames(table, 6, *cards, *LAID)
    n = len(said)
    for i in range(len(later)):
        _frames(table, 6, *cards, *LAID, *later[:i + 1])
    return table, said, cards, n


def test_cards_behind_the_open_question_say_they_wait_for_its_answer():
    # MEDIUM: the Sailor and Bob's next cards, held behind the entry, were silent until the
    # fourth, which said the stall's prompt ("Still waiting for the card Alice makes
    # someone discard with The Musician: a card I could not read? Press Enter, then its
    # rank. The 9 cards laid since wait for it."): the Musician taken as answered, Enter
    # and a rank asked while the question waits for plus 1 or plus 2. s5 (without
    # fmusic54) said "A card in Dan's zone waits for the answer to the question; key 1
    # repeats it." and the count of cards waiting.
    table, said, cards, n = _question_open(LATER)
    texts = _texts(said)[n:]
    assert not any(t.startswith(MISSING) for t in texts), texts
    assert texts[0] == ("A card in Dan's zone waits for the answer to the question; key 1 "
                        "repeats it."), texts
    assert table.session.tracker.question is not None
    # answered: the held cards laid before the entry are asked, as the lead decided
    m = len(said)
    _keys(table, "+1")
    _frames(table, 6, *cards, *LAID, *LATER)
    texts = _texts(said)[m:]
    assert "Alice: The Musician." in texts, texts
    assert any(t.startswith("Still waiting for the card Alice makes someone discard with "
                            "The Musician. Laid before") for t in texts), texts


@pytest.mark.parametrize("names, lang", [
    (("Alice", "Bob"), "en"), (("Alice", "Bob"), "fr"),
    (("Alice", "Bob", "Carol"), "es"), (("Alice", "Bob", "Carol", "Dan", "Eve", "Fay"), "en")])
def test_the_next_play_behind_the_open_question_waits_then_follows_the_discard(names, lang):
    # Alice's Musician unread, Bob's Boxer (its discard) refused, Enter 5 opens "The
    # Musician or the Stowaway?" (arkham-classic); Bob's Fed, his next play, read behind
    # it, is held behind the Boxer (fmusic54), said as waiting for the answer (its zone
    # only), never the stall's prompt; plus 1: the Boxer asked (the lead's decision);
    # its answer gives the Boxer then the Fed, in the order laid
    table, said, _ = _table(names, lang, "arkham-classic")
    _lay(table, BOXER)
    _keys(table, "\n5")
    _frames(table, 6, BOXER)
    n = len(said)
    _lay(table, BOXER, FED)
    assert table.session.tracker.question is not None
    waits = {"en": "A card in Bob's zone waits for the answer to the question",
             "fr": "Une carte dans la zone de Bob attend la réponse à la question",
             "es": "Una carta en la zona de Bob espera la respuesta a la pregunta"}[lang]
    assert [t for t in _texts(said)[n:] if t.startswith(waits[:12])] \
        and _texts(said)[n].startswith(waits), _texts(said)[n:]
    for keys in ("+1", "\n3", "+2"):  # the Musician; the Boxer, Bob's zone (or his only)
        _keys(table, keys)
        _frames(table, 6, BOXER, FED)
    if table.session.tracker.question is not None:  # the Boxer or the Deep One?
        _keys(table, "+1")
        _frames(table, 6, BOXER, FED)
    zones = [()] * len(names)
    zones[:2] = [("the_musician",), ("the_boxer", "the_fed")]
    assert _zones(table) == zones, _texts(said)[n:]


#: the start of the question about the cards laid before the entry (app.discard_laid_before)
ASKED = "Still waiting for the card Alice makes someone discard with {card}. Laid before"


def _answered(*keys, more=0):
    """r5p2's question open, the Sailor held behind it, then each of ``keys`` pressed and
    6 pictures read, then ``more`` pictures: the lines said from the first answer on."""
    table, said, cards, n = _question_open((SAILOR,))
    for key in keys:
        _keys(table, key)
        _frames(table, 6, *cards, *LAID, SAILOR)
    _frames(table, more, *cards, *LAID, SAILOR)
    return _texts(said)[n:]


def test_the_entry_answer_undone_and_changed_asks_the_cards_laid_before_again():
    # review of fmusic54 MEDIUM (musician53's flag; s5 stated the Sailor instead): the
    # answer undone and given again (the Stowaway) did not ask again for the cards laid
    # before the entry (LeftCard.entry_asked kept through the undo); only the stall's
    # reminder, 4 cards later, asked for "a card I could not read", naming none of them
    # (minus twice right after the answer takes back the entry with it: Enter 5 again,
    # fresh QA65b H3)
    texts = _answered("+1", "--", "\n5", "+2")
    assert "Alice: the Stowaway." in texts, texts
    after = texts[texts.index("Alice: the Stowaway."):]
    asked = [t for t in after if t.startswith(ASKED.format(card="the Stowaway"))]
    assert len(asked) == 1, texts
    # the same cards, named as before, and Dan's Sailor, read behind the first entry: laid
    # before the one given again
    assert asked[0].split("Laid before")[1].replace(" and The Sailor (6)", "") == next(
        t for t in texts if t.startswith(ASKED.format(card="The Musician"))
    ).split("Laid before")[1]


def test_the_entry_answer_changed_the_other_way_asks_for_the_musician_s_discard():
    # the Stowaway first, undone, then the Musician: asked for each, once
    texts = _answered("+2", "--", "\n5", "+1")  # (Enter 5 again: QA65b H3)
    for card in ("the Stowaway", "The Musician"):
        assert sum(t.startswith(ASKED.format(card=card)) for t in texts) == 1, texts
    assert texts.index("Alice: The Musician.") < next(
        i for i, t in enumerate(texts) if t.startswith(ASKED.format(card="The Musician")))


def test_the_cards_laid_before_the_entry_are_asked_once_for_one_answer():
    # the answer kept (no undo): asked once, not again on each picture
    texts = _answered("+2", more=60)
    assert sum(t.startswith(ASKED.format(card="the Stowaway")) for t in texts) == 1, texts
