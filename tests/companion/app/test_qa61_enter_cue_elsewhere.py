"""Fresh QA61 MEDIUM-3 (g2 run3: 3 players, arkham stickers-only, dim, fr, demo seed 401):
the video's end line "La vidéo est terminée. On attend encore la carte que je n'ai pas pu
lire dans la zone d'Alice …", then Enter: the cue was the plain "Carte jouée : quel rang ?"
and the rank went to Carol's play ("Quelle carte dans la zone de Carol : la Mitraillette ou
R'lyeh ?", plus 1: "Carol : la Mitraillette.", false). The table awaited Carol's play only;
the prompt heard last named Alice's zone. Enter's cue now names whose card it takes
("Carte pour le jeu de Carol : quel rang ?"; docs/guide-helper.en.md section 10: a cue
naming the wrong player, type no digit). The table: Alice's Sailor, Bob's Urchin (Carol's
turn), a card told unread in Alice's zone."""
import pytest

from companion.narration.catalog import message
from companion.tracker.observations import card_seen

from .test_live_deal import _table, _texts
from .test_qa50_enter_heard import _keys

NAMES = ("Alice", "Bob", "Carol")


def _carol_s_turn_alice_told_unread(lang):
    """Carol's play awaited; then a card told unread in Alice's zone (told twice: the
    first counts Alice's Sailor, given by the log, not the camera) and the video's end."""
    table, said, logged = _table(NAMES, lang)
    for seat, key in ((0, "the_sailor"), (1, "the_urchin")):
        table.session.observe(card_seen(seat, key))
    assert table.session.tracker.awaited_seats() == (2,)
    table._unread_told(0)
    table._unread_told(0)
    table._say_end_wait("app.video_ended")
    assert _texts(said)[-1] == message(lang, "app.video_ended_card", expected=message(
        lang, "app.end_unread", player="Alice"))
    return table, said, logged


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_enter_after_a_prompt_for_alice_s_zone_names_carol_s_play_it_takes(lang):
    table, said, logged = _carol_s_turn_alice_told_unread(lang)
    n, before = len(said), len(logged)
    _keys(table, "\n")
    assert _texts(said)[n:] == [message(lang, "app.prefix_enter_wait", expected=message(
        lang, "wait.play", player="Carol"))]
    _keys(table, "6")
    assert [(obs.kind, obs.seat) for obs in logged[before:]] == [("card", 2)]


def test_enter_with_no_prompt_heard_for_another_zone_keeps_the_plain_cue():
    """No prompt named a zone: Carol's play is the only card awaited, the plain cue."""
    table, said, _ = _table(NAMES, "en")
    for seat, key in ((0, "the_sailor"), (1, "the_urchin")):
        table.session.observe(card_seen(seat, key))
    n = len(said)
    _keys(table, "\n")
    assert _texts(said)[n:] == [message("en", "app.prefix_enter")]
