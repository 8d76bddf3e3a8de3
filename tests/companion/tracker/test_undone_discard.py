"""Fresh QA48 EARLY HIGH-1 (r6u: 2 players, original edition, es, seed 32; r6: the same in
arkham, 3 players): minus twice on a right "Bob discards the Golden Mead." (Bob's Mi-Go on
himself) left the card in Bob's zone, unread; Alice's next play was then said as fact as the
Mi-Go's discard ("Alice discards the Investigators."). Both accounts hold: nothing they
differ on is said until the cards tell. Undo then the same card again is the identity."""
from companion.narration import narrate_events
from companion.tracker import observations as o
from companion.tracker.tracker import Tracker

#: an undone forced discard an account keeps, said as the reading undone, to check
#: (review of undo49)
MEAD_SAID = "Bob discards the Golden Mead, as read before the undo: check it."

NAMES = ["Alice", "Bob"]


def _before_mead():
    """Round 2 of r6u's log up to Bob's Mi-Go (demo-transcript lines 18-33)."""
    t = Tracker()
    t.apply(o.start("original", NAMES, "en", 0))
    for seat, key in ((0, "investigators_original"), (1, "investigators_original"),
                      (0, "great_race_of_yith")):
        t.apply(o.card_seen(seat, key))
    t.apply(o.new_round())
    for key in ("randolph_carter", "elder_sign", "investigators_original",
                "great_race_of_yith", "henry_armitage"):
        t.apply(o.face_up(key))
    for seat, key in ((1, "investigators_original"), (0, "investigators_original"),
                      (1, "mi_go")):
        t.apply(o.card_seen(seat, key))
    return t


def _mead_undone():
    """:func:`_before_mead`, then Bob's Golden Mead read (the Mi-Go's discard) and undone
    (minus twice), as the tester did."""
    t = _before_mead()
    t.apply(o.card_seen(1, "golden_mead"))
    t.apply(o.undo())
    return t


def _said(events):
    return narrate_events(events, NAMES, "en")


def test_the_next_card_in_another_zone_is_not_said_as_the_undone_discard_s_target():
    t = _mead_undone()
    said = _said(t.apply(o.card_seen(0, "investigators_original")))
    assert not any("discards" in line for line in said), said
    # Bob's Sanity check card tells: Bob chose himself, Alice played (the truth)
    said = _said(t.apply(o.card_seen(1, "henry_armitage")))
    said += _said(t.apply(o.card_seen(1, "necronomicon_original")))
    assert said[:3] == [MEAD_SAID, "Alice.",
                        "Alice: the Investigators."], said
    assert "Bob: Sanity check, 2 cards." in said and "9 cards left." in said, said


def test_the_other_account_is_kept_when_the_cards_tell_it():
    """Had Bob chosen Alice (the undone card a misread), her next play tells it."""
    t = _mead_undone()
    t.apply(o.card_seen(0, "investigators_original"))
    said = _said(t.apply(o.card_seen(0, "cats_of_ulthar")))
    assert said[:2] == ["Alice discards the Investigators.", "Alice."], said
    assert t.view().seats[1].zone == ("investigators_original", "mi_go")


def test_undo_then_the_same_card_again_is_the_identity():
    t = _before_mead()
    t.apply(o.card_seen(1, "golden_mead"))
    view, waiting = t.view(), t.waiting()
    t.apply(o.undo())
    t.apply(o.card_seen(1, "golden_mead"))
    assert (t.view(), t.waiting(), t.question) == (view, waiting, None)
    said = _said(t.apply(o.card_seen(0, "investigators_original")))
    assert said[0] == "Alice: the Investigators.", said


def test_an_answer_since_the_undo_keeps_the_doubt():
    """An answer lays no card: the undone card still lies in its zone, and the next card is
    still the next one after it (fresh QA64b HIGH-1, session 65: Carol's undone Tommy Gun,
    "was that Bob's hand?" answered "no" since, her play said as the Musician's discard).
    Here "was the Mi-Go Bob's hand?", open again, answered "no": Alice's Investigators is
    not said as the Mi-Go's discard (until session 65 any input since the undo ended the
    doubt, this answer too), and either account is told by the cards."""
    t = _mead_undone()
    t.apply(o.not_hand(1))
    said = _said(t.apply(o.card_seen(0, "investigators_original")))
    assert not any("discards" in line for line in said), said
    said = _said(t.apply(o.card_seen(1, "henry_armitage")))
    said += _said(t.apply(o.card_seen(1, "necronomicon_original")))
    assert said[:3] == [MEAD_SAID, "Alice.", "Alice: the Investigators."], said
    t = _mead_undone()
    t.apply(o.not_hand(1))
    t.apply(o.card_seen(0, "investigators_original"))
    said = _said(t.apply(o.card_seen(0, "cats_of_ulthar")))
    assert said[:2] == ["Alice discards the Investigators.", "Alice."], said


def test_the_held_card_undone_then_read_again_keeps_both_accounts():
    """Review of undo48 (HIGH): the card held two ways (Alice's Investigators after the
    undone Golden Mead), undone in turn and read again (or given back by Enter), was said
    as fact as the Mi-Go's discard: the undo made it the undone discard, the Golden Mead's
    account lost. Undo then the same card again is the identity there too."""
    t = _mead_undone()
    t.apply(o.card_seen(0, "investigators_original"))
    view, hyps = t.view(), len(t.hyps)
    t.apply(o.undo())
    said = _said(t.apply(o.card_seen(0, "investigators_original")))
    assert not any("discards" in line for line in said), said
    assert (t.view(), len(t.hyps)) == (view, hyps)
    said = _said(t.apply(o.card_seen(1, "henry_armitage")))
    assert said[:3] == [MEAD_SAID, "Alice.",
                        "Alice: the Investigators."], said


def test_the_next_card_entered_by_its_rank_keeps_both_accounts():
    """Review of undo48 (HIGH): Alice's next card given by Enter and its rank (two
    candidates, the camera not reading it) after the undone Golden Mead: once the "which
    card?" was answered, "Alice discards the Investigators." was said as fact (the two
    candidates' path never kept the account with the undone card laid first)."""
    t = _mead_undone()
    t.apply(o.card_seen(0, ("investigators_original", "deep_ones")))
    said = _said(t.apply(o.was("investigators_original")))
    assert not any("discards" in line for line in said), said
    said = _said(t.apply(o.card_seen(1, "henry_armitage")))
    assert said[:3] == [MEAD_SAID, "Alice.",
                        "Alice: the Investigators."], said


def test_a_play_only_the_undone_discard_explains_is_taken():
    """Review of undo48 (HIGH, on main too): Alice protected by her Elder Sign, Bob's
    Mi-Go can only be on himself (seed 002 card 5; RULINGS O14). His Golden Mead undone,
    Alice's next card was refused ("Waiting for the card Bob makes someone discard"), no
    account without the undone discard explaining it, and Bob's Sanity check card was then
    taken as the Mi-Go's discard. The account with the undone discard laid first, the only
    one that explains Alice's play, is kept."""
    t = Tracker()
    t.apply(o.start("original", NAMES, "en", 0))
    for seat, key in ((0, "elder_sign"), (1, "mi_go"), (1, "golden_mead")):
        t.apply(o.card_seen(seat, key))
    t.apply(o.undo())
    said = _said(t.apply(o.card_seen(0, "cats_of_ulthar")))
    assert said == [MEAD_SAID, "Alice.", "Alice: the Cats of Ulthar.",
                    "Bob.", "Bob: Sanity check, 2 cards."], said
    said = _said(t.apply(o.card_seen(1, "henry_armitage")))
    assert said == ["Prof. Henry Armitage."], said
    assert t.view().seats[1].zone == ("mi_go", "golden_mead", "henry_armitage")


def test_a_card_refused_while_both_accounts_hold_is_not_refused_as_after_the_game():
    """Review of undo48 (MEDIUM; main said "Bob wins the game!" as fact): Alice's Cthulhu
    held two ways after the undone Golden Mead (her discard: she is out, Bob's 2nd Sane
    token ends the game; or her play: her hand still to show). Bob's next card, refused by
    both, was refused with the first account's reason, "The game is over: Bob's card is not
    counted", as fact: the refusal says what each account waits for."""
    t = _mead_undone()
    t.apply(o.card_seen(0, "cthulhu_original"))
    refusal = t.apply(o.card_seen(1, "cats_of_ulthar"))
    said = _said(refusal)
    # (review of k60: her play of Cthulhu, one player left, ends the round at once, her
    # hand owed, Bob's win an Insane token: tracker.flow.round_over_owed; that account
    # waits for the next deal, no more for her hand, which cannot change the result)
    assert said == ["The Cats of Ulthar by Bob? Waiting for the next deal, unless the game "
                    "is over."], said
    assert narrate_events(refusal, NAMES, "fr") == [
        "Les Chats d'Ulthar de Bob ? On attend la prochaine donne, sauf si la partie est "
        "finie."]
    assert narrate_events(refusal, NAMES, "es") == [
        "¿Los Gatos de Ulthar de Bob? La mesa espera el próximo reparto, salvo que la "
        "partida haya terminado."]
    assert refusal[0].info["expected"] == "deal"  # not a card laid after the game's end
