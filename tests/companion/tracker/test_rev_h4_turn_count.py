"""Review of h4 (fresh QA58 HIGH-4): the deck count said with a turn's start, verbose
("Carol's turn. 10 cards left."), is not hedged while a player is only probably out, as
``deck_count`` now is (``Tracker._counts_hedged``): r5's round 2 after Bob's Boxer and
Sailor, truth 8 (Alice's check card and her draw never read). Now hedged as the deck
count is, in en, fr and es."""
from companion.narration import narrate_events
from companion.tracker import observations as o

from .test_qa58_high4_probably_out_counts import NAMES, _table


def test_verbose_turn_counts_are_hedged_while_alice_is_probably_out():
    t = _table(False)
    lines = []
    for seat, card in ((1, "the_boxer"), (1, "the_sailor")):
        lines += narrate_events(t.apply(o.card_seen(seat, card)), NAMES, "en", "verbose")
    assert t.probably_out() == (0,)
    assert "11 cards left in the deck, or fewer if Alice is still in (not confirmed)." \
        in lines, lines
    turns = [line for line in lines if "'s turn." in line]
    assert turns == ["Bob's turn. 12 cards left, or fewer if Alice is still in (not "
                     "confirmed).", "Carol's turn. 10 cards left, or fewer if Alice is still "
                     "in (not confirmed)."], turns
    for lang, turn in (("fr", "Au tour de Carol. Il reste 10 cartes, ou moins si Alice est "
                        "encore dans la manche (non confirmé)."),
                       ("es", "Turno de Carol. Quedan 10 cartas, o menos si Alice sigue en "
                        "juego (sin confirmar).")):
        t = _table(False)
        said = []
        for seat, card in ((1, "the_boxer"), (1, "the_sailor")):
            said += narrate_events(t.apply(o.card_seen(seat, card)), NAMES, lang, "verbose")
        assert turn in said, said
