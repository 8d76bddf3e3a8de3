"""QA37 en21_f (HIGH): Carol's play, never read by the camera, was never asked for: five
cards of other players refused ("The Urchin by Dan? Waiting for Carol's play.") and the rest
of the game lost. The stall (:mod:`companion.app.stall`) asks for a turn's play as for an
effect's card: from the second card of another player refused with nothing taken since.
A slow player is not nagged: one card laid early asks nothing. Once the stall asked, a card
in the awaited zone is held too (fresh QA48 HIGH-2: :mod:`test_qa48_missed_play_next_card`):
the play's rank entered and its card answered, a slow player's play read late is that card,
the cards laid before it following in order."""
from .test_live_deal import _frames, _table, _texts
from .test_stall import _lay

ASK = "Still waiting for Alice's play: a card I could not read? Press Enter, then its " \
      "rank. The 2 cards laid since wait for it."


def _early():
    """Alice, Bob and Carol; Alice's turn; Bob, then Carol, lay their cards."""
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    assert table.session.tracker.awaited_seats() == (0,)
    n = len(said)
    _lay(table, (2, "the_urchin", 1), (3, "the_entertainer", 1))
    return table, said, _texts(said)[n:]


def test_a_play_the_camera_never_gave_is_asked_for_at_the_second_card_laid_since():
    table, said, heard = _early()
    assert heard == ["The Urchin by Bob? Waiting for Alice's play.",
                     "The Entertainer by Carol? Waiting for Alice's play.", ASK]
    n = len(said)
    table._one_key("\n")
    table._one_key("6")  # Alice's Randall Tillinghast, entered (not the Sailor)
    table._one_key("+")
    table._one_key("2")
    heard = _texts(said)[n:]
    at = [next(i for i, line in enumerate(heard) if line.startswith(start)) for start in (
        "Alice: Randall Tillinghast.", "Bob: The Urchin.", "Carol: The Entertainer.")]
    assert at == sorted(at), heard  # the held cards follow, in order
    assert table.session.tracker.view().seats[1].zone == ("the_urchin",)


def test_one_card_laid_early_asks_nothing():
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    _lay(table, (2, "the_urchin", 1))
    _frames(table, 60, (2, "the_urchin", 1))
    assert not any("could not read" in t for t in _texts(said))


def test_the_slow_players_play_read_after_the_ask_is_held_then_entered_once():
    # fresh QA48 HIGH-2: a card of hers laid after the ask is more likely her next card
    # (her play missed, the table moved on): held, named; her play's rank entered, the
    # card read answers no "which card?" (review of missed48: it may be her next card);
    # answered with that card, it is the play, not a second card, and said so (missed49)
    table, said, _ = _early()
    n = len(said)
    laid = ((1, "the_fed", 1), (2, "the_urchin", 1), (3, "the_entertainer", 1))
    _frames(table, 6, *laid)
    assert _texts(said)[n:] == [
        "The Fed in Alice's zone waits too: Alice's play, or a later card? Press Enter, "
        "then the rank of Alice's play, even if it is this card."]
    for key in ("\n", "2", "+", "1"):  # The Fed or the Nightgaunt? The Fed
        table._one_key(key)
    _frames(table, 6, *laid)
    heard = _texts(said)[n:]
    assert heard[-1] == ("The Fed in Alice's zone: this card is taken as Alice's play just "
                         "entered. If it is a later card, press Enter, then 2.")  # 2nd Fed unseen
    # Bob's and Carol's cards were laid before her Fed: "The Urchin by Bob? Waiting for
    # Alice's play." was said then; given after her Fed held then entered (missed48), they
    # are said plainly (inturn48's doubt follows cards the camera took, not one entered)
    at = [heard.index(line) for line in (
        "Alice: The Fed.", "Bob: The Urchin.", "Carol: The Entertainer.")]
    assert at == sorted(at), heard
    assert [s.zone for s in table.session.tracker.view().seats] == [
        ("the_fed",), ("the_urchin",), ("the_entertainer",)]


def test_the_ask_for_a_play_in_french_and_spanish():
    for lang, ask in (
            ("fr", "On attend encore le jeu d'Alice : une carte que je n'ai pas pu lire ? "
                   "Appuyez sur Entrée, puis sur son rang. Les 2 cartes posées depuis "
                   "l'attendent."),
            ("es", "La mesa aún espera la jugada de Alice: ¿una carta que no pude leer? "
                   "Pulsa Intro y luego su rango. Las 2 cartas puestas desde entonces la "
                   "esperan.")):
        table, said, _ = _table(names=("Alice", "Bob", "Carol"), lang=lang)
        _lay(table, (2, "the_urchin", 1), (3, "the_entertainer", 1))
        assert _texts(said)[-1] == ask
