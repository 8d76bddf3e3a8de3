"""Fresh QA57 HIGH-1 (runD, 6 players, arkham stickers-only, en, demo seed 253): while the
table waited for the card Bob makes someone discard with The Musician ("Still waiting for
… Laid before Bob's play was entered: The Fed and the Shoggoth in Alice's zone; … Is one of
them the discarded card …?"), the camera said "I cannot read a card in Alice's zone: press
Enter, then its rank."; Enter's cue named that card ("Card in Alice's zone: which rank?"),
and its rank (7, plus 2 the Shoggoth) was taken as the Musician's discard: "Alice discards
the Shoggoth." "Alice is now Insane." (truth: Fay discarded Cthulhu, Fay is out; the card in
Alice's zone was her later play). A card laid after the cards held as maybe the discard is
no discard in either story (:meth:`~companion.app.laid_before.LaidBefore._behind_entry`,
docs/guide-player.en.md, Enter): the answer to the camera's prompt is taken for that prompt,
the card in Alice's zone, never as the discard.

Built on QA53's r3c round 3 (:mod:`.test_qa53_discard_laid_before`: Alice's Musician
entered, Bob's and Carol's Investigators held and asked, Alice's Randall held; truth: Dan
discarded Cthulhu); then the camera tells an unread card in Bob's zone, laid after them.
"""
import pytest

from companion.cards import card
from companion.narration.catalog import message

from .test_live_deal import _frames, _texts
from .test_qa50_enter_heard import _keys
from .test_qa53_discard_laid_before import CULTISTS, LAID, _musician_entered

#: the line the camera's prompt for Bob's unread card heard (fr, as r3c)
UNREAD = "Je ne peux pas lire une carte de la zone de Bob : appuyez sur Entrée, puis sur " \
         "son rang."


def _unread_in_bob_s_zone():
    """r3c's Musician entered, its discard asked; then the camera tells a card unread in
    Bob's zone (laid after the cards held): ``(table, said, n)``, ``n`` the lines said
    before it."""
    table, said, _ = _musician_entered()
    assert table.session.tracker.waiting()[:2] == ("discard", 0)
    n = len(said)
    table._unread_told(1)
    assert UNREAD in _texts(said)[n:], _texts(said)[n:]
    return table, said, n


def test_a_rank_for_the_camera_s_unread_card_is_not_taken_as_the_musician_s_discard():
    table, said, n = _unread_in_bob_s_zone()
    for keys in ("\n2", "+1"):  # The Fed ("The Fed or the Nightgaunt?")
        _keys(table, keys)
        _frames(table, 6, *LAID, CULTISTS)
    texts = _texts(said)[n:]
    assert not any(t.startswith("Bob défausse") for t in texts), texts
    tracker = table.session.tracker
    assert tracker.waiting()[:2] == ("discard", 0), texts  # still the discard awaited
    assert [seat.zone for seat in tracker.view().seats][1] == (), texts
    refused = message("fr", "app.enter_after_discard_held", player="Bob",
                      expected=message("fr", "wait.discard", player="Alice",
                                       card=card("the_musician").name("fr")))
    assert refused in texts, texts


def test_the_discard_entered_after_the_refusal_goes_where_its_zone_is_asked():
    # the truth by keys after it: Enter 8, Dan's zone (plus 4), Cthulhu (plus 2): Dan is
    # out; the rank not sent again to Bob's zone without asking
    table, said, n = _unread_in_bob_s_zone()
    _keys(table, "\n2")
    _frames(table, 6, *LAID, CULTISTS)
    m = len(said)
    _keys(table, "\n8")
    assert table.session.choice, _texts(said)[m:]  # whose zone? (none picked without asking)
    for keys in ("+4", "+2"):
        _keys(table, keys)
        _frames(table, 6, *LAID, CULTISTS)
    texts = _texts(said)[m:]
    assert "Dan défausse Cthulhu." in texts, texts
    assert not any(t.startswith("Bob défausse") for t in _texts(said)[n:]), _texts(said)[n:]
    view = table.session.tracker.view()
    assert view.seats[3].out and view.seats[3].zone == ("cthulhu",)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_refusal_exists_in_every_language(lang):
    line = message(lang, "app.enter_after_discard_held", player="Bob", expected=message(
        lang, "wait.discard", player="Alice", card=card("the_musician").name(lang)))
    assert "Bob" in line and "Alice" in line and "{" not in line
