"""Fresh QA59 L5, run G (3p arkham-classic, stickers only, tilted, fr, demo seed 337):
Alice's Cultists (guess and target unseen) knocked Bob out; his hand, laid unread in his
zone, was cued "Carte pour le jeu de Bob : quel rang ?" when Enter was pressed: the cue
said it was his play, though the table could not tell his play from his knocked-out hand
(:meth:`~companion.app.enter_heard.EnterHeard.play_or_hand`). Log:
``tests/companion/qa59_g_start.jsonl`` (run G's first two lines)."""
import pytest

from .test_live_deal import _frames, _texts
from .test_qa50_enter_heard import _keys
from .test_qa52b_xfail import NAMES, _from_log


@pytest.mark.parametrize("lang, cue", [
    ("en", "Card for Bob's play or Bob's hand: which rank?"),
    ("fr", "Carte pour le jeu de Bob ou la main de Bob : quel rang ?"),
    ("es", "Carta para la jugada de Bob o la mano de Bob: ¿qué rango?")])
def test_enter_for_a_card_that_may_be_bob_s_knocked_out_hand_names_both(lang, cue):
    table, said, cards = _from_log("qa59_g_start.jsonl", NAMES, lang, "arkham-classic")
    tracker = table.session.tracker
    assert tracker.waiting()[:2] == ("play", 1) and 1 in tracker.hand_seats()
    table._unread_told(1)  # "I cannot read a card in Bob's zone: press Enter, …"
    _frames(table, 3, *cards)
    n = len(said)
    _keys(table, "\n")
    assert cue in _texts(said)[n:], _texts(said)[n:]


def test_enter_for_bob_s_play_alone_still_names_his_play():
    """Alice's Fed (no effect that knocks anyone out): Bob's play only; the Enter cue is
    the plain one, as before."""
    table, said, cards = _from_log("qa59_g_start.jsonl", NAMES, "en", "arkham-classic")
    tracker = table.session.tracker
    tracker.undo()
    from companion.tracker.observations import card_seen
    table.session.observe(card_seen(0, "the_sailor"))
    assert tracker.waiting()[:2] == ("play", 1) and 1 not in tracker.hand_seats()
    n = len(said)
    _keys(table, "\n")
    texts = _texts(said)[n:]
    assert not any("hand" in t for t in texts), texts


@pytest.mark.parametrize("lang, cue", [
    ("en", "Card for Alice's Sanity check or Alice's hand: which rank?"),
    ("fr", "Carte pour le test de Santé mentale d'Alice ou la main d'Alice : quel rang ?"),
    ("es", "Carta para la prueba de cordura de Alice o la mano de Alice: ¿qué rango?")])
def test_enter_for_a_card_that_may_be_alice_s_check_card_or_her_hand_names_both(lang, cue):
    """Review of low60: 2 players, Alice's Cultists then Bob's Investigators (guess and
    target unseen): Alice's next card is her Sanity check's (she is Insane) or her hand,
    laid as Bob's Investigators put her out; the cue said "Card played: which rank?",
    neither (the rank then asks "is it Alice's Sanity check card, or her hand?")."""
    from .test_live_deal import _table
    table, said, _ = _table(("Alice", "Bob"), lang, "arkham-classic")
    from companion.tracker.observations import card_seen
    for seat, key in ((0, "cultists"), (1, "investigators")):
        table.session.observe(card_seen(seat, key))
    tracker = table.session.tracker
    assert tracker.waiting()[:2] == ("check", 0) and 0 in tracker.hand_seats()
    _frames(table, 6, (1, "cultists", 0), (2, "investigators", 0))
    n = len(said)
    _keys(table, "\n")
    assert _texts(said)[n:] == [cue]
