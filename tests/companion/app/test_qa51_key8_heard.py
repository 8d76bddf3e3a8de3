"""Fresh QA51 MEDIUMs about key 8 (session 51).

Run H 14:22:50: plus 2 answered "was that Carol's hand?" while the plays said ahead of it
were said ("Alice: Sanity check, 1 card." …); key 8, pressed during "Alice fails.", told
the table as heard (before that answer: "Carol may be out (not confirmed)"), but was said
5 lines later, after "That was Carol's play. Carol is still in.", the news plus 2 made,
and then "The cards have settled the question about the Shoggoth …, as just said" (the
player's own key had). The answer comes right after the line being said, ahead of that
news (:meth:`voice.speech_queue.SpeechQueue._enqueue_answer`), and says nothing of a
question the player's key closed (:meth:`~companion.app.said_for.SaidFor.answered_by_key`).

Run E 14:33:15: right after "Fay: the Investigators." key 8 said "Alice, Bob, Carol, Dan,
and Eve may be out (not confirmed)", every player but Fay, in a 6-player game: each account
of whom her guess put out waits for that player's hand, none laid. Those players are said
once, as the play's effect not known yet; a player an open question is about is still
named. The voice's clock stands still
(:func:`~tests.companion.app.test_state_as_heard.heard_up_to`): no race."""
import pytest

from companion.app.keys import Command
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.cards import card
from companion.narration.catalog import message
from companion.tracker import observations as o
from tests.voice.conftest import ScriptedBackend, gated_speaker

from .test_session import press, session
from .test_speech_order import say_all
from .test_state_as_heard import hear_all

EFFECT = "it may have put a player out (not confirmed; no hand laid yet)"


def _plays_said_ahead():
    """A live table (plays said ahead of an open question): Ann's Investigators, Bob's Fed
    ("was that Bob's hand?", heard), then Cy's Investigators and Ann's Cultists, said
    ahead of the answer; the voice waits at each line: ``(session, speaker, engine)``."""
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    s = TableSession(say=VoiceOut(speaker, catch_up=True, clock=lambda: 0.0))
    s.says_ahead = True
    for obs in (o.start("arkham", ["Ann", "Bob", "Cy"], "en", 0),
                o.card_seen(0, "investigators"), o.card_seen(1, "the_fed")):
        s.observe(obs)
    hear_all(speaker, engine)
    engine.spoken.clear()
    assert s.tracker.question is not None
    s.observe(o.card_seen(2, "investigators"))
    s.observe(o.card_seen(0, "cultists"))
    return s, speaker, engine


def test_key_8_after_plus_2_comes_right_after_the_line_being_said():
    s, speaker, engine = _plays_said_ahead()
    engine.say_until("Cy: the Investigators.")
    s.key(Command("answer", 2))  # Bob is still in: its news waits behind the plays
    engine.say_until("Ann: the Cultists.")
    s.key(Command("table"))
    spoken = say_all(speaker, engine)
    assert engine.cancelled == [], spoken
    # on main: the table after "Bob is still in. That was Bob's play.", then "The cards
    # have settled the question about The Fed in Bob's zone already, as just said."
    assert spoken == ["Cy: the Investigators.", "Ann: the Cultists.",
                      # fresh QA57 LOW-1: Cy's doubt named with the play it comes from
                      "Table. Bob may be out (not confirmed); Ann played the Cultists: it "
                      "may have put Cy out (not confirmed; no hand laid yet); Ann is in.",
                      "1 update not said yet.", "Bob is still in.",
                      "Bob's play, not Bob's hand: The Fed."], \
        spoken


def test_key_8_during_the_first_play_said_ahead_tells_the_table_before_the_next():
    s, speaker, engine = _plays_said_ahead()
    engine.say_until("Cy: the Investigators.")
    s.key(Command("answer", 2))
    s.key(Command("table"))
    spoken = say_all(speaker, engine)
    assert spoken[:3] == ["Cy: the Investigators.",
                          "Table. Bob may be out (not confirmed); Cy played the "
                          "Investigators: it may have put Ann out (not confirmed; no hand "
                          "laid yet); Cy is in.",
                          "2 updates not said yet."], spoken
    assert spoken[3:5] == ["Ann: the Cultists.", "Bob is still in."], spoken
    assert not any(line.startswith("The cards have settled") for line in spoken), spoken


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_key_8_after_a_guess_names_its_effect_not_every_player(lang):
    s, said = session(lang)
    s.observe(o.card_seen(0, "investigators"))
    press(s, "8")
    # on main: "Table. Bob and Cy may be out (not confirmed); Ann is in."
    effect = message(lang, "app.seat_maybe_out_effect", player="Ann",
                     card=card("investigators").name(lang))
    assert effect in said[-1].brief, said[-1].brief
    # fresh QA57 MEDIUM-3: not "may be out" each, but said in unless that play put one out
    maybe = message(lang, "app.seat_maybe_out", count=2, players=s.names_of([1, 2]))
    inside = message(lang, "app.seat_in_effect", count=2, players=s.names_of([1, 2]))
    assert maybe not in said[-1].brief and inside in said[-1].brief, said[-1].brief


def test_a_player_an_open_question_is_about_is_still_named():
    said = []
    s = TableSession(say=said.append)
    s.observe(o.start("arkham", ["Ann", "Bob", "Cy", "Dee"], "en", 0))
    for seat, key in ((0, "investigators"), (1, "the_fed"), (2, "investigators")):
        s.observe(o.card_seen(seat, key))
    assert s.tracker.question is not None and s.tracker.question.seat == 1
    press(s, "8")
    table = next(a.brief for a in reversed(said) if a.brief.startswith("Table."))
    assert table.startswith("Table. Bob may be out (not confirmed); Cy played the "
                            f"Investigators: {EFFECT}"), table
