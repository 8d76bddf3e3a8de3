"""Fresh QA49 MEDIUM-3 (qa48 MEDIUM-1 still): "It lay there before this turn: check it." on
cards laid in their turn, held behind a question or a stall. Said now only when a card laid
after it was taken first (:attr:`~companion.app.live.LiveTable.laid_taken`), whatever path
gives the held card (a card refused as early, a stall's kept card).

- r2u (2 players, arkham, en; ``/tmp/s49/qa49/r2u/``, said.log 09:04:31.8): Alice's Urchin
  undone (minus twice) and left in her zone; Bob's Musician, laid after it, refused ("The
  Musician by Bob? Waiting for Alice's play."); the Urchin entered again by key (Enter 4,
  "which card?", plus 1): "Bob: The Musician. It lay there before this turn: check it."
- r3 (4 players, arkham, stickers only, es; said.log 08:44:32-08:44:51): four cards laid
  in turn behind Dan's unread Tommy Gun, each said "Esta carta ya estaba ahí antes de este
  turno": a card kept before them that the table never took (a misread) made every card
  given after it "not the first kept", said with the doubt.

- r1b (5 players, original, fr; said.log 09:09:22): round 7, Alice's play read only after
  Bob's, Carol's and Dan's (the stall asked for it); Enter and its rank, "which card?"
  answered; Dan's Necronomicon put him out, and his hand, the Golden Mead, laid after it,
  was said "Dan quitte la manche ; sa main : l'Hydromel Doré. Cette carte était là avant
  ce tour : à vérifier."

In-process: the camera's readings given by hand to a real stabilizer."""
import pytest

from companion.cards import card
from companion.narration.catalog import message

from .test_live_deal import _frames, _table, _texts
from .test_qa48_held_in_turn import HELD, _from_gun, _held_then_entered
from .test_stall import _lay
from .test_stall_holds import _zones

DOUBT = " It lay there before this turn: check it."
URCHIN, MUSICIAN = (1, "the_urchin", 0), (2, "the_musician", 0)


def _urchin_undone(lang):
    """Alice's Urchin read and taken, then undone (minus twice), still in her zone:
    ``(table, said)``, Alice's play awaited again."""
    table, said, _ = _table(names=("Alice", "Bob"), lang=lang)
    _lay(table, URCHIN)
    for key in "--":
        table._one_key(key)
    _frames(table, 6, URCHIN)
    assert _zones(table) == [(), ()]
    return table, said


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_card_laid_after_an_undone_card_entered_again_is_said_plainly(lang):
    table, said = _urchin_undone(lang)
    _frames(table, 6, URCHIN, MUSICIAN)  # refused: Alice's play awaited
    assert _zones(table) == [(), ()]
    n = len(said)
    # Enter 4: where is it (no face-up card was read)? Alice's zone; which card? The Urchin
    for key in "\n4+1+1":
        table._one_key(key)
    _frames(table, 4, URCHIN, MUSICIAN)
    assert _zones(table) == [("the_urchin",), ("the_musician",)]
    texts = _texts(said)[n:]
    # main: "Bob: The Musician. It lay there before this turn: check it."
    assert any(t.startswith("Bob") and card("the_musician").name(lang).lower() in t.lower()
               for t in texts), texts
    assert not any(message(lang, "app.check_card_already_brief") in t for t in texts), texts


def test_a_card_laid_before_the_awaited_card_laid_again_keeps_the_doubt():
    # the undone Urchin taken away; Bob's Musician laid, then Alice's Urchin laid again:
    # the Musician lay there before its turn
    table, said = _urchin_undone("en")
    _frames(table, 200)
    _frames(table, 6, MUSICIAN)
    _frames(table, 6, URCHIN, MUSICIAN)
    assert _zones(table) == [("the_urchin",), ("the_musician",)]
    assert "Bob: The Musician." + DOUBT in _texts(said), _texts(said)


@pytest.mark.parametrize("stickers", [False, True])
def test_cards_held_in_turn_behind_a_card_never_taken_are_said_plainly(stickers):
    # r3: a card misread in Alice's zone (the Cultists, whose one copy lies in Bob's zone)
    # laid first behind Carol's unread Tommy Gun, kept for ever; the cards laid in turn
    # after it were each said with the doubt (7 on main)
    held = ((1, "cultists", 1), *((s, k, p + (s == 1)) for s, k, p in HELD))
    texts = _from_gun(_held_then_entered("en", stickers, held))
    assert texts[:4] == [
        "Carol's Tommy Gun: The Sailor, from the deck into Bob's zone." + (
            " Check it." if stickers else ""),
        "Carol's Tommy Gun: The Entertainer, from the deck into Bob's zone." + (
            " Check it." if stickers else "") + " 17 cards left.",
        "Alice.", "Alice: the Shoggoth." + (" Check it." if stickers else "")], texts
    assert not any(DOUBT.strip() in t for t in texts), texts


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_hand_shown_after_its_player_s_play_behind_a_stall_is_said_plainly(lang):
    # r1b round 7 (arkham here): Alice's Cultists read after Bob's, Carol's and Dan's
    # plays; Dan's Dilettante puts him out, his hand, the Fed, laid after it
    table, said, _ = _table(names=("Alice", "Bob", "Carol", "Dan", "Eve"), lang=lang)
    cards = ((2, "the_entertainer", 0), (3, "shoggoth", 0), (4, "the_dilettante", 0),
             (1, "cultists", 0), (4, "the_fed", 1))
    _lay(table, *cards)
    n = len(said)
    # Enter 1: Alice's play, the Cultists (+2); then Bob still in (+2, the Cultists' guess)
    for keys in ("\n1+2", "+2"):
        for key in keys:
            table._one_key(key)
        _frames(table, 6, *cards)
    assert _zones(table) == [("cultists",), ("the_entertainer",), ("shoggoth",),
                             ("the_dilettante", "the_fed"), ()]
    texts = _texts(said)[n:]
    fed = card("the_fed").name(lang).lower()
    # main: "Dan is out, with The Fed. It lay there before this turn: check it."
    assert any(fed in t.lower() and t.startswith("Dan") for t in texts), texts
    assert not any(message(lang, "app.check_card_already_brief") in t for t in texts), texts
