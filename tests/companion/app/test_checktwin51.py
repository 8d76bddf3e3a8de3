"""A copy laid squarely on its twin among a Sanity check's cards, asked (rev-twin50 HIGH,
fresh QA50 F720b; :mod:`companion.app.twin_asked`).

F720b (3 players, arkham, en; ``/tmp/s50/qa50/runs/F720b``): Alice's Sanity check, 4 cards,
truth the Musician, the Boxer, the Boxer, the Nightgaunt; the second Boxer, laid squarely on
the first, was never read, and her revealed hand, the Deep One, was said as her 4th check
card. The tracker's inputs are the run's session log up to the check
(``tests/companion/qa50_f720b_check.jsonl``); the readings after it are given by hand to a
real stabilizer (:func:`.test_rev_twin50._f720b`). Ranks (arkham): the Boxer 3 (the Deep
One's too), the Nightgaunt 2 (the Fed's too).

Enter's zone follows the newest "press Enter" prompt heard (:mod:`companion.app.enter_heard`):
the twin questions and ``app.stall_own_next`` ask for Enter, so they count (run C2's table,
as :mod:`.test_qa50_enter_heard`)."""
import pytest

from companion.narration.catalog import message

from .test_qa50_enter_heard import _stalled, _switch
from .test_rev_twin50 import _f720b
from .test_twin50_asked import _keys, _texts

ASKED = {
    "en": "A second copy of The Boxer in Alice's Sanity check? Waiting in Alice's zone: the "
          "Nightgaunt. Press Enter, then the rank of the next card of Alice's Sanity check: 3 "
          "for that second copy, 2 for this card.",
    "fr": "Un second exemplaire du Boxeur dans le test de Santé mentale d'Alice ? En attente "
          "dans la zone d'Alice : la Maigre bête de la nuit. Appuyez sur Entrée, puis sur le "
          "rang de la carte suivante du test de Santé mentale d'Alice : 3 pour ce second "
          "exemplaire, 2 pour cette carte.",
    "es": "¿Un segundo ejemplar del Boxeador en la prueba de cordura de Alice? En espera en la "
          "zona de Alice: el Ángel descarnado. Pulsa Intro y luego el rango de la carta "
          "siguiente de la prueba de cordura de Alice: 3 para ese segundo ejemplar, 2 para "
          "esta carta."}

BEFORE = {"en": ["The Musician.", "The Boxer."], "fr": ["Le Musicien.", "Le Boxeur."],
          "es": ["El Músico.", "El Boxeador."]}


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_f720b_the_card_after_a_copy_perhaps_revealed_on_its_twin_is_held_and_asked(lang):
    table, said, n, _ = _f720b(lang, hand_laid=True)
    heard = _texts(said)[n:]
    assert heard[2:] == [ASKED[lang]], heard  # after the Musician and the Boxer
    # all that is said: her hand's Deep One is not told as a 4th check card (on twin50:
    # 'The Musician.', 'The Boxer.', 'The Nightgaunt.', 'The Deep One.', 'Alice fails.')
    assert heard[:2] == BEFORE[lang], heard
    tracker = table.session.tracker
    assert tracker.waiting()[:2] == ("check", 0)  # the Nightgaunt and the Deep One held
    assert tracker.view().seats[0].zone[-2:] == ("the_musician", "the_boxer")


@pytest.mark.parametrize("hand_laid, undone", [(False, False), (True, False), (True, True)])
def test_f720b_enter_3_gives_the_copy_then_the_nightgaunt_and_the_deep_one_is_her_hand(
        hand_laid, undone):
    # 3 is the Deep One's rank too: the copy asked about is given, no "which card?";
    # ``undone`` (twin52): first the Boxer undone and given back (asked again), as unundone
    table, said, n, show = _f720b(hand_laid=hand_laid)
    if undone:
        _keys(table, "-", "-", "\n", "3", "+", "1")
        assert _texts(said)[-1] == ASKED["en"]
    _keys(table, "\n", "3")
    show()
    tracker = table.session.tracker
    zone = tracker.view().seats[0].zone
    assert zone[-5:] == ("the_musician", "the_boxer", "the_boxer", "nightgaunt", "deep_one")
    assert tracker.view().seats[0].out and tracker.question is None
    heard = _texts(said)[n:]
    assert heard[-5:] == ["The Boxer.", "The Nightgaunt.", "Alice fails. 5 cards left.",
                          "Alice is out, with the Deep One.", "Bob."], heard


def test_f720b_enter_2_gives_the_nightgaunt_as_the_check_s_card_once():
    # no copy: the Nightgaunt (2, the Fed's rank too) is the third card, the Deep One, read
    # after, the fourth: the player's answer
    table, said, n, show = _f720b()
    _keys(table, "\n", "2")
    show()
    zone = table.session.tracker.view().seats[0].zone
    assert zone[-4:] == ("the_musician", "the_boxer", "nightgaunt", "deep_one"), zone
    heard = _texts(said)[n:]
    assert heard.count("The Nightgaunt.") == 1 and "The Deep One." in heard, heard


def test_f720b_unanswered_the_deep_one_waits_in_silence():
    table, said, n, show = _f720b()
    m = len(said)
    for _ in range(5):
        show()
    assert _texts(said)[m:] == []
    assert table.session.tracker.view().seats[0].zone[-1] == "the_boxer"


@pytest.mark.parametrize("key, args", [
    ("app.twin_asked", {"twin": "The Boxer", "card": "The Fed", "twin_rank": 3, "rank": 2}),
    ("app.twin_asked_check", {"twin": "The Boxer", "card": "The Fed", "twin_rank": 3,
                              "rank": 2}),
    ("app.stall_own_next", {"card": "The Fed"})])
def test_enter_after_a_line_naming_alice_heard_last_goes_to_alice_s_zone(key, args):
    # run C2: Alice's play and Carol's owed hand awaited, Carol's unread card told; then the
    # line naming Alice asks for Enter: its rank goes to Alice's zone, the cue naming it
    table, said, logged = _stalled("en", "carol")
    table.session.tell(key, player="Alice", **args)
    before = len(logged)
    _keys(table, "\n")  # and the prompt heard before, Carol's card, offered (QA51b M1)
    expected = message("en", "wait.play", player="Alice")
    assert _texts(said)[-1] == _switch("en", ("app.prefix_enter_wait", {"expected": expected}),
                                       message("en", "app.enter_other_zone", player="Carol"))
    _keys(table, "3")
    assert [(obs.kind, obs.seat) for obs in logged[before:]] == [("card", 0)]
