"""Review of inturn49 (session 49): "It lay there before this turn: check it." from the order
laid (fresh QA49 MEDIUM-3). A card refused as laid before the awaited card keeps the doubt
when that card was entered by key after it (read then, or never): the order laid is unknown,
and a card laid out of turn (or fallen) said plainly as a play is worse than one "check it".

In-process: the camera's readings given by hand to a real stabilizer (:mod:`.test_live_deal`).
"""
import pytest

from companion.cards import card
from companion.narration.catalog import message

from .test_live_deal import _frames, _table, _texts
from .test_stall import _lay
from .test_stall_holds import _zones

MUSICIAN, URCHIN = (2, "the_musician", 0), (1, "the_urchin", 0)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_card_laid_before_the_entered_card_the_camera_then_reads_keeps_the_doubt(lang):
    # Alice's turn: Bob lays his Musician first (refused, "Waiting for Alice's play"); Alice
    # enters her card by key (Enter 4: "The Urchin or the Necronomicon?"), and the camera
    # reads her Urchin only then, after the Musician: it answers the question ("The cards
    # tell it"). The Musician lay there before Alice's play: on inturn49 it was said plainly
    # "Bob: The Musician." (the settled read gave no time for the order laid)
    table, said, _ = _table(names=("Alice", "Bob"), lang=lang)
    _lay(table, MUSICIAN)
    assert _zones(table) == [(), ()]
    n = len(said)
    for key in "\n4":
        table._one_key(key)
    _frames(table, 6, MUSICIAN)  # waits for the answer
    _frames(table, 6, URCHIN, MUSICIAN)
    assert _zones(table) == [("the_urchin",), ("the_musician",)]
    texts = _texts(said)[n:]
    name = card("the_musician").name(lang)
    bob = [t for t in texts if t.startswith("Bob") and name.lower() in t.lower()]
    assert len(bob) == 1 and bob[0].endswith(
        message(lang, "app.check_card_already_brief")), texts


@pytest.mark.parametrize("names,lang", [(("Alice", "Bob"), "en"),
                                        (("Alice", "Bob", "Carol", "Dan", "Eve", "Fay"), "es")])
def test_a_card_laid_before_a_card_entered_by_key_keeps_the_doubt(names, lang):
    # Alice's turn: Bob's Musician read first (refused); Alice's play never read (under
    # her hand, or a fallen card of Bob's was the Musician: the camera cannot tell), she
    # enters it by key: Enter 4 and its answers. When Alice laid it is unknown: the
    # Musician, read before the key, keeps the doubt (main's line; inturn49 said it plainly)
    table, said, _ = _table(names=names, lang=lang)
    _lay(table, MUSICIAN)
    n = len(said)
    for key in "\n4":
        table._one_key(key)
    for key in "+1+1":  # where is it? Alice's zone; which card? The Urchin
        table._one_key(key)
    _frames(table, 6, MUSICIAN)
    assert _zones(table)[:2] == [("the_urchin",), ("the_musician",)], _texts(said)[n:]
    texts = _texts(said)[n:]
    name = card("the_musician").name(lang)
    bob = [t for t in texts if t.startswith("Bob") and name.lower() in t.lower()]
    assert len(bob) == 1 and bob[0].endswith(
        message(lang, "app.check_card_already_brief")), texts

