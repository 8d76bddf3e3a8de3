"""Fresh QA48 MEDIUM-2 (6 players, arkham busy en seed 31): "Still waiting for Alice's play:
a card I could not read? Press Enter, then its rank. The 2 cards laid since wait for it.";
8 s later the camera read her card ("Alice: The Fed."), the held cards were given, and the
player, obeying the prompt, pressed Enter and 2: the card went to the zone awaited then
("Which card in Dan's zone: The Fed or the Nightgaunt?"), a card added twice. An Enter and
rank obeying a stall's prompt the camera settled since enter nothing and say so, naming
the card read; a second Enter works as usual, and so does an Enter the prompt did not
race (:mod:`companion.app.enter_raced`)."""
import pytest

from companion.narration.catalog import message

from .test_entry_round import _Line
from .test_live_deal import _frames, _table, _texts
from .test_stall import _lay

NAMES = ("Alice", "Bob", "Carol", "Dan")
#: Alice's play never read; Bob's and Carol's cards laid since (held), then her Fed read
ALICE_LATE = ((1, "the_fed", 1), (2, "the_urchin", 1), (3, "the_entertainer", 1))
MEANWHILE = {"en": "Nothing entered: the camera read The Fed in Alice's zone meanwhile. For "
                   "another card, press Enter and its rank again.",
             "fr": "Rien n'est entré : la caméra a lu entre-temps l'Agent fédéral dans la "
                   "zone d'Alice. Pour une autre carte, appuyez de nouveau sur Entrée puis son "
                   "rang.",
             "es": "No se introdujo nada: la cámara leyó entretanto el Federal en la zona "
                   "de Alice. Para otra carta, pulsa Intro y su rango otra vez."}


class _Voiced(_Line):
    """A voice's line (queued, or said): kept as an input's line."""

    def pending(self):
        return not self._begun

    def lost(self):
        return False

    def heard(self):
        return self._begun


def _voiced(begun):
    """:func:`_asked` with a voice whose lines are ``begun`` or not as said; returns the
    table, ``said``, ``logged`` and what ``say`` returned for each line of ``said``."""
    table, said, logged = _table(names=NAMES)
    lines = [None] * len(said)         # the set-up's, shown at once

    def say(announcement):
        said.append(announcement)
        lines.append(_Voiced(begun))
        return lines[-1]
    table.session.say = say
    _lay(table, (2, "the_urchin", 1), (3, "the_entertainer", 1))
    return table, said, logged, lines


def _asked(lang="en"):
    """Alice's turn: Bob and Carol lay their cards, the stall asks for Alice's play."""
    table, said, logged = _table(names=NAMES, lang=lang)
    _lay(table, (2, "the_urchin", 1), (3, "the_entertainer", 1))
    assert _texts(said)[-1].startswith(message(lang, "app.stall_missing", count=2,
                                               expected="")[:8])
    return table, said, logged


def _keys(table, keys):
    for key in keys:
        table._one_key(key)


def _zones(table):
    return [seat.zone for seat in table.session.tracker.view().seats]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_enter_obeying_a_prompt_the_camera_settled_enters_nothing_and_says_so(lang):
    table, said, logged = _asked(lang)
    _frames(table, 6, *ALICE_LATE)     # "Alice: The Fed.", then Bob's and Carol's cards
    assert _zones(table) == [("the_fed",), ("the_urchin",), ("the_entertainer",), ()]
    before, n = len(logged), len(said)
    _keys(table, "\n2")                # as the prompt said, for Alice's Fed
    assert len(logged) == before and _zones(table)[3] == ()  # not Dan's
    assert _texts(said)[n:][-1] == MEANWHILE[lang]
    _keys(table, "\n2")                # a second Enter and rank: a card of Dan's
    assert len(logged) == before + 1 and logged[-1].seat == 3


def test_enter_pressed_before_the_card_was_read_its_rank_after_enters_nothing():
    table, said, logged = _asked()
    _keys(table, "\n")                 # "Card played: which rank?"
    _frames(table, 6, *ALICE_LATE)     # the camera reads her Fed meanwhile
    before = len(logged)
    _keys(table, "2")
    assert len(logged) == before and _texts(said)[-1] == MEANWHILE["en"]


def test_the_enter_obeying_the_prompt_before_the_card_is_read_still_gives_it():
    table, said, logged = _asked()
    before = len(logged)
    _keys(table, "\n2")                # Alice's card, not read yet: entered in her zone
    assert logged[before].kind == "card" and logged[before].seat == 0
    assert MEANWHILE["en"] not in _texts(said)


def test_a_prompt_the_player_never_heard_races_nothing():
    """The camera read Alice's card before the voice began the prompt (dropped unsaid, as
    stale): an Enter then is the player's own, given as ever."""
    table, said, logged, lines = _voiced(begun=False)
    prompt = lines[-1]
    _frames(table, 6, *ALICE_LATE)
    for line in filter(None, lines):   # the voice says it all now, but the prompt
        line._begun = line is not prompt
    before = len(logged)
    _keys(table, "\n2")
    assert len(logged) == before + 1 and logged[-1].seat == 3
    assert MEANWHILE["en"] not in _texts(said)


def test_a_prompt_for_a_card_heard_since_is_the_one_enter_obeys():
    """After Alice's card was read, "I cannot read a card in Dan's zone: press Enter, then
    its rank.": Enter and a rank are for that card."""
    table, said, logged = _asked()
    _frames(table, 6, *ALICE_LATE)
    table._unread_told(3)
    assert _texts(said)[-1] == message("en", "app.card_unread", player="Dan")
    before = len(logged)
    _keys(table, "\n2")
    assert len(logged) == before + 1 and logged[-1].seat == 3
    assert MEANWHILE["en"] not in _texts(said)


def test_said_after_what_the_voice_has_still_to_say_of_the_card_read():
    """The prompt heard, the voice behind: "Alice: The Fed." still to say when the rank is
    typed. The refusal naming her card comes after that line, in the game's order."""
    table, said, logged, lines = _voiced(begun=True)
    n = len(said)
    _frames(table, 6, *ALICE_LATE)
    for line in lines[n:]:             # the voice has said nothing of them yet
        line._begun = False
    _keys(table, "\n2")
    assert _texts(said)[-1] == MEANWHILE["en"]
    brought = [said[i].brief for i, line in enumerate(lines)
               if any(line is h for h in said[-1].brings)]
    assert "Alice: The Fed." in brought, brought
