"""Fresh QA48 MEDIUM-2 (6 players, arkham busy en seed 31): "Still waiting for Alice's play:
a card I could not read? Press Enter, then its rank. The 2 cards laid since wait for it.";
8 s later the camera read her card ("Alice: The Fed."), the held cards were given, and the
player, obeying the prompt, pressed Enter and 2: the card went to the zone awaited then
("Which card in Dan's zone: The Fed or the Nightgaunt?"), a card added twice. An Enter and
rank obeying a stall's prompt the camera settled since enter nothing and say so, naming
the card read; a second Enter works as usual, and so does an Enter the prompt did not
race (:mod:`companion.app.enter_raced`). Merged with missed48 (fresh QA48 HIGH-2): once the
stall asked for Alice's play with 2 cards held, her card read after it is held too and
named ("The Fed in Alice's zone waits too: …"), so the Enter and 2 obeying the prompt give
her play then the held cards, each once; the refusal stays where the camera TAKES the card
after its own prompt ("I cannot read a card in Carol's zone …", QA34's set-up)."""
import pytest

from companion.narration.catalog import message

from .test_early_cards import _appeared, _table as _camera_table, told_unread_then_read
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
    """QA34's set-up (:func:`told_unread_then_read`: "I cannot read a card in Carol's zone:
    press Enter, then its rank.") with a voice whose lines are ``begun`` or not as said;
    returns the table, ``said`` and what ``say`` returned for each line of ``said``."""
    table, said = _camera_table()
    lines = [None] * len(said)         # the set-up's, shown at once

    def say(announcement):
        said.append(announcement)
        lines.append(_Voiced(begun))
        return lines[-1]
    table.session.say = say
    told_unread_then_read(table)
    assert _texts(said)[-1] == message("en", "app.card_unread", player="Carol")
    return table, said, lines


#: Carol's card told unread, read after all: her play
CAROL_READ = _appeared(3, "the_fed", 2)
CAROL_MEANWHILE = ("Nothing entered: the camera read The Fed in Carol's zone meanwhile. For "
                   "another card, press Enter and its rank again.")


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


def _feds(table):
    return sum(zone.count("the_fed") for zone in _zones(table))


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_enter_obeying_the_stall_prompt_once_her_card_was_read_gives_her_play(lang):
    """QA48 r1/try1 merged with missed48: the Fed read after the ask is held and named, not
    taken; Enter and 2, as the prompt said, give Alice's play (the Fed, asked as rank 2's
    two cards), then Bob's and Carol's held cards: no card twice, nothing refused."""
    table, said, logged = _asked(lang)
    _frames(table, 6, *ALICE_LATE)
    assert _texts(said)[-1] == message(lang, "app.stall_own_next", player="Alice",
                                       card=table._card_names(("the_fed",)))
    assert _zones(table) == [(), (), (), ()]
    before, n = len(logged), len(said)
    _keys(table, "\n2+1")             # as the prompt said; the Fed, of rank 2's two cards
    _frames(table, 6, *ALICE_LATE)
    assert [(obs.kind, obs.seat) for obs in logged[before:]] == [
        ("card", 0), ("card", 1), ("card", 2), ("was", None)]
    assert _zones(table) == [("the_fed",), ("the_urchin",), ("the_entertainer",), ()]
    assert MEANWHILE[lang] not in _texts(said)[n:]
    assert _feds(table) == 1
    _keys(table, "\n2")                # a second Enter and rank: a card of Dan's
    assert len(logged) == before + 5 and logged[-1].seat == 3


def test_enter_pressed_before_the_card_was_read_its_rank_after_enters_nothing():
    """The camera's own prompt: Enter pressed, then Carol's card read after all, then 2."""
    table, said = _camera_table()
    told_unread_then_read(table)
    _keys(table, "\n")                 # "Card played: which rank?"
    table._card_appeared(CAROL_READ)   # the camera reads her Fed meanwhile
    zones = _zones(table)
    _keys(table, "2")
    assert _zones(table) == zones and _texts(said)[-1] == CAROL_MEANWHILE


def test_enter_pressed_before_alices_card_was_read_its_rank_gives_her_play():
    """The stall's prompt (merged with missed48): her Fed read between Enter and 2 is held,
    so the 2 is her play, not refused."""
    table, said, logged = _asked()
    _keys(table, "\n")
    _frames(table, 6, *ALICE_LATE)
    before = len(logged)
    _keys(table, "2+1")
    _frames(table, 6, *ALICE_LATE)
    assert [(obs.kind, obs.seat) for obs in logged[before:before + 3]] == [
        ("card", 0), ("card", 1), ("card", 2)]
    assert MEANWHILE["en"] not in _texts(said) and _feds(table) == 1


def test_the_enter_obeying_the_prompt_before_the_card_is_read_still_gives_it():
    table, said, logged = _asked()
    before = len(logged)
    _keys(table, "\n2")                # Alice's card, not read yet: entered in her zone
    assert logged[before].kind == "card" and logged[before].seat == 0
    assert MEANWHILE["en"] not in _texts(said)


def test_a_prompt_the_player_never_heard_races_nothing():
    """The camera read Carol's card before the voice began its prompt (dropped unsaid, as
    stale): an Enter then is the player's own, given as ever (to Alice's zone)."""
    table, said, lines = _voiced(begun=False)
    prompt = lines[-1]
    table._card_appeared(CAROL_READ)
    for line in filter(None, lines):   # the voice says it all now, but the prompt
        line._begun = line is not prompt
    _keys(table, "\n2")
    assert _zones(table)[0] == ("the_musician", "the_fed")
    assert CAROL_MEANWHILE not in _texts(said)


def test_a_prompt_for_a_card_heard_since_is_the_one_enter_obeys():
    """After Carol's card was read, "I cannot read a card in Alice's zone: press Enter,
    then its rank.": Enter and a rank are for that card."""
    table, said = _camera_table()
    told_unread_then_read(table)
    table._card_appeared(CAROL_READ)
    table._unread_told(0)
    assert _texts(said)[-1] == message("en", "app.card_unread", player="Alice")
    _keys(table, "\n2")
    assert _zones(table)[0] == ("the_musician", "the_fed")
    assert CAROL_MEANWHILE not in _texts(said)


def test_said_after_what_the_voice_has_still_to_say_of_the_card_read():
    """The prompt heard, the voice behind: "Carol: The Fed." still to say when the rank is
    typed. The refusal naming her card comes after that line, in the game's order."""
    table, said, lines = _voiced(begun=True)
    n = len(said)
    table._card_appeared(CAROL_READ)
    for line in lines[n:]:             # the voice has said nothing of them yet
        line._begun = False
    _keys(table, "\n2")
    assert _texts(said)[-1] == CAROL_MEANWHILE
    brought = [said[i].brief for i, line in enumerate(lines)
               if any(line is h for h in said[-1].brings)]
    assert any(b.startswith("Carol: The Fed.") for b in brought), brought
