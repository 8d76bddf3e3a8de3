"""Fresh QA64 L2 (r8: d493, 2 players, es, keys ``220 --``): minus twice undid round 2's deal
("Deshecho: el reparto de la nueva ronda." "El próximo reparto espera: … pon la primera
carta de la nueva ronda: la ronda se reparte y la carta se lee."), then the next face-up card
dealt the round again silently: "Ronda 2. Empieza Alice." was never said again, the player
left to guess that the round had begun and who starts. The round dealt again is said as the
first deal was: its start ("Round 2. Bob starts."), not the dealing steps (the cards lie
dealt)."""
import pytest

from companion.narration.catalog import message
from tests.companion.app.test_live import _appeared
from tests.companion.app.test_rev_u61_deal_undo_live import _dealt, _minus_twice


def _redealt(lang, card):
    """Round 2 dealt, heard, undone by minus twice (heard), then ``card`` (a
    :class:`vision.records.CardAppeared`) read: the lines said since the undo."""
    table, s, ear = _dealt((), lang)
    _minus_twice(table)
    ear.hear_all()
    told = len(ear.said)
    table._card_appeared(card)
    return s, ear.briefs(told)


def _middle(key):
    from vision.records import CardAppeared
    return CardAppeared(seat=None, candidates=(key,), index_in_zone=0, frame_index=2, t=2,
                        confidence=0.9, middle=True)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_face_up_card_dealing_the_round_again_says_its_start(lang):
    s, said = _redealt(lang, _middle("the_fed"))
    assert s.tracker.view().round == 2, said
    start = message(lang, "round_started.brief", player="Bob", round=2, count=0)
    # main: only "Face up: The Fed."
    assert said and said[0] == start, said
    assert not any(line == message(lang, "app.setup_deal") for line in said), said


def test_a_first_play_dealing_the_round_again_says_its_start():
    s, said = _redealt("en", _appeared(2, "the_sailor", 0))
    assert s.tracker.view().round == 2, said
    assert said[0] == "Round 2. Bob starts.", said
