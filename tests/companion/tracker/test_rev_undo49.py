"""Review of undo49: the account with the undone forced discard laid first
(:func:`companion.tracker.undone_discard.with_undone`) counted the next card against the
accounts without it (:func:`companion.tracker.inconsistencies.check_input`): with the
Golden Mead (one copy, original edition) undone in Bob's zone, Alice's Golden Mead was
"Bob discards the Golden Mead. … Alice: the Golden Mead.", the one copy in two zones."""

from companion.narration import narrate_events
from companion.tracker import Tracker
from companion.tracker import observations as o

NAMES = ["Alice", "Bob"]


def _mead_undone(alice_first):
    """Alice's ``alice_first``, Bob's Mi-Go, his Golden Mead read (the Mi-Go's discard)
    and undone (minus twice)."""
    t = Tracker()
    t.apply(o.start("original", NAMES, "en", 0))
    for seat, key in ((0, alice_first), (1, "mi_go"), (1, "golden_mead")):
        t.apply(o.card_seen(seat, key))
    t.apply(o.undo())
    return t


def _said(events):
    return narrate_events(events, NAMES, "en")


def _zones(t):
    return [s.zone for s in t.view().seats]


def test_the_one_copy_undone_is_not_also_the_protected_player_s_play():
    """Alice protected (Elder Sign): her Golden Mead is no play after Bob's undone Golden
    Mead (one copy), so no account explains it: refused, as on main."""
    t = _mead_undone("elder_sign")
    said = _said(t.apply(o.card_seen(0, "golden_mead")))
    assert said == ["The Golden Mead by Alice? Waiting for the card Bob makes someone "
                    "discard with the Mi-Go."], said
    assert _zones(t) == [("elder_sign",), ("mi_go",)]


def test_a_rank_s_card_that_would_be_a_copy_too_many_is_not_asked():
    """Alice's card given by its rank (the Cats of Ulthar or the Golden Mead): "Which
    card …: the Cats of Ulthar or the Golden Mead?" was asked after "Bob discards the
    Golden Mead.", and 2 put the one Golden Mead in both zones."""
    t = _mead_undone("elder_sign")
    said = _said(t.apply(o.card_seen(0, ("cats_of_ulthar", "golden_mead"))))
    assert said[:3] == ["Bob discards the Golden Mead, as read before the undo: check it.",
                        "Alice.", "Alice: the Cats of Ulthar."], said
    assert t.question is None
    assert _zones(t) == [("elder_sign", "cats_of_ulthar"), ("mi_go", "golden_mead")]


def test_the_one_copy_undone_is_not_also_the_target_s_discard():
    """Alice not protected (main too): her Golden Mead was held two ways, her Mi-Go's
    discard or her play after Bob's undone Golden Mead; Bob's Sanity check card then said
    "Bob discards the Golden Mead. … Alice: the Golden Mead." Only her discard fits."""
    t = _mead_undone("investigators_original")
    said = _said(t.apply(o.card_seen(0, "golden_mead")))
    assert "Alice discards the Golden Mead." in said, said
    assert len(t.hyps) == 1
    said = _said(t.apply(o.card_seen(1, "henry_armitage")))
    assert said == ["Prof. Henry Armitage by Bob? Waiting for Alice's Sanity check."], said
    assert _zones(t) == [("investigators_original", "golden_mead"), ("mi_go",)]


def test_the_reading_undone_is_not_said_as_fact_when_only_its_account_fits():
    """Review of undo49 (MEDIUM): Alice protected, only the account with Bob's undone
    Golden Mead laid first explains her next play, and "Bob discards the Golden Mead." was
    said as fact; the undo was most often of a misread (review of undo48: there his Cats of
    Ulthar). The game goes on with it (the rules need the discard), said as the reading
    undone, to check, and how to correct it."""
    t = _mead_undone("elder_sign")
    events = t.apply(o.card_seen(0, "investigators_original"))
    said = _said(events)
    assert "Bob discards the Golden Mead." not in said, said
    assert said == ["Bob discards the Golden Mead, as read before the undo: check it.",
                    "Alice.", "Alice: the Investigators."], said
    verbose = narrate_events(events[:1], NAMES, "en", "verbose")
    assert verbose == ["Bob must discard: the Golden Mead, as the camera read it before the "
                       "undo, so check it: if it is another card, press minus twice for each "
                       "card laid since, then Enter and its rank."], verbose
    assert narrate_events(events[:1], NAMES, "fr") == [
        "Bob défausse l'Hydromel Doré, selon la lecture d'avant l'annulation : à vérifier."]
    assert narrate_events(events[:1], NAMES, "es") == [
        "Bob descarta el Hidromiel Dorado, según la lectura de antes de deshacer: "
        "compruébalo."]
    assert _zones(t) == [("elder_sign", "investigators_original"), ("mi_go", "golden_mead")]
