"""Fresh QA60 MEDIUM-6 (r6b, 2 players, arkham, en): minus, minus 0.6 s into "Round 3. Bob
starts.", the deal's face-up cards read but not said yet. It asked "Undo the last step?
Press minus twice to confirm." (a face-up card the player never heard of), then "Undo
cancelled: a new card was read." as the next face-up card settled; docs/keys.en.md: the
second minus undoes. The deal is the step the player heard last and those face-up cards
are its own: the deal is undone at once, with them, their lines dropped unsaid. And a
card read between the two minuses waits for the second (live_keys._cards_wait)."""
import pytest

from companion.narration.catalog import message
from companion.app.session import TableSession
from companion.tracker import observations as o
from tests.companion.app.test_live import _appeared
from tests.companion.app.test_session import press
from tests.companion.app.test_undo_closed import _Ear, live_table

FACE_UP = ("stowaway", "investigators", "investigators", "the_dilettante", "the_boxer")


def round_one(s, lang="en"):
    """r6b's round 1 of Alice and Bob given to session ``s``: Alice out with the Deep One."""
    s.observe(o.start("arkham", ["Alice", "Bob"], lang, 0))
    for key in FACE_UP:
        s.observe(o.face_up(key))
    for seat, key in ((0, "necronomicon"), (1, "nightgaunt"), (0, "cthulhu"), (0, "deep_one")):
        s.observe(o.card_seen(seat, key))


def _round_two_dealt(lang="en"):
    """r6b's round 1 (:func:`round_one`), everything heard, then round 2's deal begun
    ("Round 2. Bob starts.") and two face-up cards read, not said yet."""
    ear = _Ear()
    s = TableSession(say=ear, lang=lang)
    round_one(s, lang)
    ear.hear_all()
    told = len(ear.said)
    s.observe(o.new_round())
    for line in ear.lines[told:]:
        line.done = True  # "Round 2. Bob starts." begun
    told = len(ear.said)
    s.observe(o.face_up("the_fed"))
    s.observe(o.face_up("the_musician"))
    assert len(ear.said) > told and not any(line.done for line in ear.lines[told:])
    return s, ear


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_minus_twice_just_after_the_round_s_start_undoes_the_deal_with_its_face_up_cards(lang):
    s, ear = _round_two_dealt(lang)
    told = len(ear.said)
    press(s, "--")
    said = [a.brief for a in ear.said[told:]]
    # main: "Undo the last step? Press minus twice to confirm.", nothing undone
    assert said[0] == message(lang, "app.undone_round"), said
    assert s.tracker.view().round == 1
    assert [h[0].kind for h in s.tracker.history[-2:]] == ["card", "card"]
    assert not any(a.brief.startswith(message(lang, "app.undo_confirm")[:6])
                   for a in ear.said[told:])


def test_a_face_up_card_heard_is_still_asked_about_as_before():
    """Once the player heard a face-up card's line begin, minus twice is for it: the deal
    is not undone under it (the confirm-first rule holds for it)."""
    s, ear = _round_two_dealt()
    ear.lines[-2].done = True  # "Face up: The Fed." begun; the Musician not
    press(s, "--")
    assert s.tracker.view().round == 2
    assert s.tracker.history[-1][0].kind == "face_up"


def test_a_card_read_between_the_two_minuses_waits_for_the_second():
    """The face-up card read between the two minuses (0.15 s apart) is no card the player
    heard: it waits, kept with the cards held for the undo's question, the pair undoes
    what was newest when it began (the Urchin, heard), and the card is taken after."""
    table, s, ear = live_table()
    s.observe(o.card_seen(0, "the_urchin"))
    ear.hear_all()
    table.keys.put("-")
    table._keys()
    assert table.reader.pending == "-"
    table._cards_appeared([_appeared(1, "the_sailor", 1)])
    assert len(s.tracker.history) == 2 and table.choice_held  # main: taken at once
    table.keys.put("-")
    table._keys()
    assert s.tracker.view().seats[0].zone == ()  # main: "Read but not said yet: The Sailor…"
    table._cards_appeared([])  # the next picture: the Sailor is taken
    assert not table.choice_held and s.tracker.history[-1][0].cards == ("the_sailor",)
