"""Review of missed49 (:mod:`companion.app.own_next`): the awaited player's held card that
WAS her play, entered by key as its prompt asks ("even if it is this card"), and the
cards the stall kept when the play entered ends the round."""
import pytest

from companion.tracker import observations as o

from .test_live_deal import GATHERED, _frames, _table, _texts
from .test_stall import _lay

#: at 2 players: Bob's card read while Alice's play is awaited, then her Dilettante, which
#: here WAS her play (the camera read Bob's card first), then her hand shown (she is out)
TWO = ((2, "the_urchin", 1), (1, "the_dilettante", 1), (1, "the_fed", 2))


def _keys(table, *keys):
    for key in keys:
        table._one_key(key)


def _zones(table):
    return [s.zone for s in table.session.tracker.view().seats]


def test_two_players_her_held_card_entered_as_her_play_is_not_given_in_the_next_round():
    # HIGH: the Dilettante held and named ("… even if it is this card."), Enter 8, The
    # Dilettante: Alice is out, Bob wins. The stall kept her Dilettante (its report, the
    # tracker refusing a second copy) and Bob's Urchin (no place in an ended round); both
    # were given in round 2: "Bob: The Urchin. It lay there before this turn: check it."
    # "Alice: The Dilettante. …" "Alice is out." (a false round 2)
    table, said, _ = _table(names=("Alice", "Bob"))
    _lay(table, *TWO[:2])
    _keys(table, "\n", "8", "+", "1")  # The Dilettante or Cthulhu? The Dilettante
    _lay(table, *TWO)
    assert "Bob wins the round and has 1 Sane." in _texts(said)
    _frames(table, GATHERED)  # the round's cards gathered: round 2 dealt
    n = len(said)
    _lay(table, (2, "the_boxer", 0), (1, "the_urchin", 0))
    heard = _texts(said)[n:]
    assert not any("Dilettante" in line or "lay there before" in line for line in heard), heard
    assert _zones(table) == [("the_urchin",), ("the_boxer",)]
    assert table.session.tracker.view().round == 2



@pytest.mark.parametrize("lang, line", [
    ("en", "The Investigators in Alice's zone: this card is taken as Alice's play just "
           "entered. If it is a later card, press Enter, then 1."),
    ("fr", "Les Investigateurs dans la zone d'Alice : cette carte compte comme le jeu d'Alice "
           "qui vient d'être entré. Si c'est une carte posée après, appuyez sur Entrée, puis "
           "sur 1."),
    ("es", "Los Investigadores en la zona de Alice: esta carta se toma como la jugada de "
           "Alice recién introducida. Si es una carta posterior, pulsa Intro y luego 1.")])
def test_the_line_taken_as_the_play_has_no_verb_agreeing_with_a_plural_card(lang, line):
    # LOW: "The Investigators in Alice's zone is taken as …", "Les Investigateurs … compte
    # …", "Los Investigadores … se toma …": the catalogs' rule (app.cleared_mid_held, QA41
    # L4; app.answer_blamed_resumed, review 39): no verb agrees with {card}, plural for some
    table, said, _ = _table(names=("Alice", "Bob", "Carol"), lang=lang)
    laid = ((2, "the_urchin", 1), (3, "the_entertainer", 1), (1, "investigators", 1))
    _lay(table, *laid[:2])
    _frames(table, 6, *laid)
    _keys(table, "\n", "1", "+", "1")  # the Investigators or the Cultists? Investigators
    _frames(table, 6, *laid)
    assert line in _texts(said)


#: 3 players: Bob's and Carol's cards laid while Alice's play is awaited, then her Fed (rank
#: 2, as the Nightgaunt; 2 copies of the Fed), held behind her missed play
FED = ((2, "the_urchin", 1), (3, "the_entertainer", 1), (1, "the_fed", 1))


def _fed_taken_then_answer_undone():
    """3 players: Alice's held Fed taken as her play entered (Enter 2, plus 1: "The Fed in
    Alice's zone: this card is taken as Alice's play just entered."), then that answer
    undone (minus twice): "Which card in Alice's zone?" open again. ``(table, said)``."""
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    _lay(table, *FED[:2])
    _frames(table, 6, *FED)
    _keys(table, "\n", "2", "+", "1")  # The Fed or the Nightgaunt? The Fed
    _frames(table, 6, *FED)
    assert _texts(said)[-1].startswith("The Fed in Alice's zone: this card is taken as")
    table.undo_at = float("-inf")  # (minus held down: no second undo within 0.5 s)
    _keys(table, "-", "-")  # no: her play was the Nightgaunt
    assert "Undone: the last answer." in _texts(said)
    return table, said


def test_her_held_card_taken_as_the_play_then_the_answer_undone_is_her_next_card():
    # MEDIUM (rev-missed49): +2 then answered the Nightgaunt; the held Fed, counted as the
    # entered Fed's report, was not given again: "Alice: Sanity check, 1 card." waited for
    # it while it lay in her zone
    table, said = _fed_taken_then_answer_undone()
    n = len(said)
    _keys(table, "+", "2")
    _frames(table, 6, *FED)
    assert _zones(table)[0] == ("nightgaunt", "the_fed")  # the Fed: her check's card
    heard = _texts(said)[n:]
    assert heard[-3:] == ["Alice: Sanity check, 1 card.", "The Fed.",
                          "Alice passes. 18 cards left."], heard


def test_her_held_card_taken_as_the_play_again_after_the_answer_undone_is_not_given_twice():
    # the answer undone, then given again (plus 1, the Fed): the held Fed is her play
    # again, said so again, and not given a second time as her next card
    table, said = _fed_taken_then_answer_undone()
    n = len(said)
    _keys(table, "+", "1")
    _frames(table, 12, *FED)
    heard = _texts(said)[n:]
    assert _zones(table)[0] == ("the_fed",), heard
    assert heard[-1].startswith("The Fed in Alice's zone: this card is taken as"), heard
    assert table.session.tracker.waiting()[:2] == ("play", 0)


def test_cards_held_behind_a_knocked_out_hand_are_not_given_after_the_round_it_ended():
    # HIGH (as on main): 2 players, Bob out by Alice's Investigators, his hand unread; the
    # stall holds Alice's Urchin, Bob's Fed and Alice's Boxer, laid meanwhile; his hand
    # entered ends round 1, the table is gathered, round 2 dealt: the gathered Urchin was
    # given as round 2's first play ("Alice: The Urchin." "Alice is protected."), then
    # Alice's real first play refused ("The Sailor by Alice? Waiting for Bob's play.")
    table, said, _ = _table()
    _frames(table, 6, (1, "investigators"))
    for obs in (o.target(1), o.guess(5), o.seat_out(1)):
        table.session.observe(obs)
    laid = ((1, "investigators"), (1, "the_urchin", 1), (2, "the_fed", 1),
            (1, "the_boxer", 2))
    _lay(table, *laid)
    assert "Still waiting for Bob's hand" in _texts(said)[-1]
    _keys(table, *"\n5+1+1")  # Bob's hand: rank 5, in his zone, The Musician
    _frames(table, 12, *laid)
    assert "Alice wins the round and has 1 Sane." in _texts(said)
    _frames(table, GATHERED)  # the round's cards gathered: round 2 dealt
    n = len(said)
    _lay(table, (1, "the_sailor", 0))
    heard = _texts(said)[n:]
    assert "Alice: The Sailor." in heard and not any("Urchin" in t for t in heard), heard
    assert _zones(table) == [("the_sailor",), ()]
