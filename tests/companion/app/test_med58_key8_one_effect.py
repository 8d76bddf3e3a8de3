"""Fresh QA57 LOW-1 (run A, 3 players): key 8 pressed 1 s into "Bob: the Investigators."
said "Table. Carol may be out (not confirmed); Alice is in, protected; Bob is in.", heard
as a state said ahead of the narration (nothing of Carol's card was said yet). The doubt
came from Bob's Investigators, heard, whose target no card told: Alice protected, only
Carol could be its target. docs/keys.en.md, key 8: a player who may be out only by the
effect of the card being played is said so with that play, so the answer tells only what
was heard: "Bob played the Investigators: it may have put Carol out (not confirmed; no hand
laid yet)"."""
import pytest

from companion.app.keys import Command
from companion.narration.catalog import message
from companion.tracker import observations as o

from .test_session import press, session
from .test_speech_order import say_all
from .test_state_as_heard import heard_up_to

TABLE = ("Table. Bob played the Investigators: it may have put Carol out (not confirmed; no "
         "hand laid yet); Alice is in, protected; Bob is in.")


def test_med58_key_8_during_the_play_names_the_play_its_doubt_comes_from():
    s, speaker, engine = heard_up_to(o.card_seen(0, "the_urchin"),
                                     names=("Alice", "Bob", "Carol"))
    for seat, key in ((1, "investigators"), (2, "the_fed"), (0, "investigators")):
        s.observe(o.card_seen(seat, key))  # Carol's Fed asked about, not said yet
    engine.say_until("Bob: the Investigators.")
    s.key(Command("table"))
    spoken = say_all(speaker, engine)
    # on main: "Table. Carol may be out (not confirmed); Alice is in, protected; Bob is in."
    assert spoken[:2] == ["Bob: the Investigators.", TABLE], spoken


@pytest.mark.parametrize("lang, words", [
    ("fr", "Bob a joué les Investigateurs : Carol a peut-être quitté la manche"),
    ("es", "Bob jugó los Investigadores: quizá ha dejado fuera a Carol"),
])
def test_med58_the_one_player_an_effect_may_have_put_out_in_fr_and_es(lang, words):
    s, said = session(lang)  # Ann, Bob, Cy
    s.observe(o.card_seen(0, "the_urchin"))  # Ann protected
    s.observe(o.card_seen(1, "investigators"))
    press(s, "8")
    table = said[-1].brief
    words = words.replace("Carol", "Cy")
    assert words in table and message(lang, "app.seat_maybe_out", count=1,
                                      players="Cy") not in table, table
