"""Fresh QA53 HIGH (r3c, 4 players, arkham stickers-only, fr, seed 92; round 3, truth
83-113; :mod:`companion.app.laid_before`): a card refused while the table waited for an
earlier player's play, laid before that play was entered by key, is not that play's forced
discard without a question.

r3c: Alice's Musician was never read; Bob's and Carol's Investigators were refused ("Les
Investigateurs de Bob ? On attend le jeu d'Alice."), Alice's Randall Tillinghast held. The
tester's Enter 5 and plus 1 (the Musician) gave Bob's Investigators as the Musician's
discard: "Alice : le Musicien." "Bob défausse les Investigateurs." (false: Alice chose Dan,
"Dan défausse Cthulhu. Dan quitte la manche.", never read; Bob's Investigators was his own
play), then Bob's Cultists as his play and round 3 lost. The tracker takes r3c's session
log up to round 3's deal (``tests/companion/qa53_r3c_round3.jsonl``: its lines 1-32); the
camera's readings after it are given by hand to a real stabilizer, in the order r3c's log
refused or held them (its lines 33-34, Randall read at 19:40:14), then Bob's Cultists
(truth 103).
"""
import pytest

from companion.cards import card
from companion.narration.catalog import message

from .test_live_deal import _frames, _texts
from .test_qa50_enter_heard import _keys
from .test_qa52b_xfail import _from_log

NAMES = ("Alice", "Bob", "Carol", "Dan")
#: round 3's cards read while Alice's play was awaited: Bob's and Carol's Investigators
#: (refused), Alice's Randall Tillinghast (her next play, truth 98), in the order read
LAID = ((2, "investigators", 0), (3, "investigators", 0), (1, "randall_tillinghast", 1))
#: Bob's Cultists, his next play (truth 103), laid after the Musician was entered
CULTISTS = (2, "cultists", 1)
#: the false line r3c heard as the Musician's discard (19:40:40)
FALSE = "Bob défausse les Investigateurs."


def _musician_entered():
    """r3c's round 3 up to its tester's Enter 5 and plus 1 (the Musician), then Bob's
    Cultists laid: ``(table, said, n)``, ``n`` the lines said before the Enter."""
    table, said, _ = _from_log("qa53_r3c_round3.jsonl", NAMES, "fr")
    assert table.session.tracker.waiting()[:2] == ("play", 0)  # Alice's round-3 play
    for i in range(len(LAID)):
        _frames(table, 6, *LAID[:i + 1])
    assert "Les Investigateurs de Bob ? On attend le jeu d'Alice." in _texts(said)
    n = len(said)
    _keys(table, "\n5")  # "Quelle carte : le Musicien ou le Passager clandestin ?"
    _frames(table, 6, *LAID)
    _keys(table, "+1")  # the Musician (truth 83)
    _frames(table, 6, *LAID)
    _frames(table, 6, *LAID, CULTISTS)
    return table, said, n


def test_a_card_refused_before_the_entered_musician_is_asked_not_said_its_discard():
    # fits53 (and main): "Alice : le Musicien." "Bob défausse les Investigateurs."
    table, said, n = _musician_entered()
    texts = _texts(said)[n:]
    assert "Alice : le Musicien." in texts and FALSE not in texts, texts
    asked = [t for t in texts if t.startswith("On attend encore la carte qu'Alice fait "
                                              "défausser avec le Musicien. Posées avant")]
    assert len(asked) == 1 and "les Investigateurs (1) dans la zone de Bob" in asked[0], texts
    assert not any(t.startswith("Bob") for t in texts), texts  # nor his Cultists
    tracker = table.session.tracker
    assert tracker.waiting()[:2] == ("discard", 0)
    assert [seat.zone for seat in tracker.view().seats] == [("the_musician",), (), (), ()]


def test_the_discard_entered_in_dan_s_zone_gives_bob_his_play():
    # the truth by keys: Enter 8, Dan's zone (plus 4), Cthulhu (plus 2, "la Dilettante ou
    # Cthulhu ?"): Dan is out, Bob's Investigators his play, laid in its turn
    table, said, n = _musician_entered()
    m = len(said)
    for keys in ("\n8", "+4", "+2"):
        _keys(table, keys)
        _frames(table, 6, *LAID, CULTISTS)
    texts = _texts(said)[m:]
    assert texts.index("Dan défausse Cthulhu.") < texts.index("Bob : les Investigateurs.") \
        < texts.index("Carol : les Investigateurs."), texts
    assert FALSE not in _texts(said)[n:]
    view = table.session.tracker.view()
    assert view.seats[3].out and view.seats[3].zone == ("cthulhu",)
    assert view.seats[1].zone[0] == "investigators" and view.seats[2].zone == ("investigators",)


def test_the_held_card_entered_as_the_discard_is_the_discard():
    # the other story: Enter 1, Bob's zone (plus 2): the held Investigators is the
    # Musician's discard, counted once; Bob's Cultists, held behind it, is his play
    table, said, n = _musician_entered()
    m = len(said)
    for keys in ("\n1", "+2"):
        _keys(table, keys)
        _frames(table, 6, *LAID, CULTISTS)
    texts = _texts(said)[m:]
    assert texts.index(FALSE) < texts.index("Bob : les Cultistes."), texts
    assert table.session.tracker.view().seats[1].zone == ("investigators", "cultists")


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_discard_question_exists_in_every_language(lang):
    zones = message(lang, "app.old_zone", player="Bob", cards=message(
        lang, "app.card_with_rank", card=card("investigators").name(lang), rank=1))
    for count in (1, 2):
        line = message(lang, "app.discard_laid_before", count=count, expected=message(
            lang, "wait.discard", player="Alice", card=card("the_musician").name(lang)),
            player="Alice", zones=zones)
        assert "Alice" in line and "Bob" in line and "{" not in line


def _lone_entered(laid):
    """r3c's round 3 with only the card ``laid`` read before Alice's Musician was entered
    (Enter 5, plus 1): the lines said from the Enter on."""
    table, said, _ = _from_log("qa53_r3c_round3.jsonl", NAMES, "fr")
    _frames(table, 6, laid)
    n = len(said)
    for keys in ("\n5", "+1"):
        _keys(table, keys)
        _frames(table, 6, laid)
    return _texts(said)[n:]


def test_a_card_two_seats_on_with_no_card_between_is_still_the_discard():
    # Carol's Investigators alone laid before the Musician was entered: Bob, between Alice
    # and Carol, laid nothing, so Carol's card is no later play of hers: it is the discard,
    # given as before (with its check), nothing asked
    texts = _lone_entered(LAID[1])
    assert "Carol défausse les Investigateurs. Cette carte était là avant ce tour : à " \
        "vérifier." in texts, texts
    assert not any(t.startswith("On attend encore la carte") for t in texts), texts


def test_the_next_player_s_lone_card_is_still_asked_at_four_players():
    # Bob's Investigators alone laid before the Musician was entered: Alice may have chosen
    # Carol or Dan, the discard missed in their zone, Bob's card his play (r3c's truth; so
    # QA53b runC2's Stowaway and Bob's Dilettante): asked (at 2 players too: a design
    # decision of session 54, test_rev_musician53's MEDIUM 4)
    texts = _lone_entered(LAID[0])
    asked = [t for t in texts if t.startswith("On attend encore la carte")]
    assert len(asked) == 1 and "les Investigateurs (1) dans la zone de Bob" in asked[0], texts
    assert FALSE not in texts and FALSE + " Cette carte était là avant ce tour : à " \
        "vérifier." not in texts, texts
