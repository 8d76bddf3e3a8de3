"""Review of keys51 (session 51): key 8's "may be out" split (fresh QA51 run E) and the
answer's place in the queue (fresh QA51 run H)."""
from companion.app.session import TableSession
from companion.tracker import observations as o

from .test_session import press


def test_key_8_still_says_insane_a_named_player_who_may_be_out():
    # QA38 #7 again: "Bob is Insane" was said only beside a guess's untold effect
    # (keys51 put it under ``if by_effect``): Bob, Insane and asked about, lost it
    said = []
    s = TableSession(say=said.append)
    s.observe(o.start("arkham", ["Ann", "Bob", "Cy"], "en", 0))
    for seat, key in ((0, "investigators"), (1, "cultists"), (2, "investigators"),
                      (0, "investigators"), (1, "the_fed")):
        s.observe(o.card_seen(seat, key))
    assert s.tracker.question is not None and s.tracker.question.seat == 1
    press(s, "8")
    table = next(a.brief for a in reversed(said) if a.brief.startswith("Table."))
    assert table == "Table. Bob may be out (not confirmed); Bob is Insane; Ann is in; Cy is in.", \
        table


def test_key_8_after_a_compare_whose_target_is_told_names_both_players():
    # the Boxer's target told (Cy): one of Ann and Cy may be out, said by name as on
    # main, not "it may have put a player out" (the guess untold only: fresh QA51 E)
    said = []
    s = TableSession(say=said.append)
    s.observe(o.start("arkham", ["Ann", "Bob", "Cy", "Dee"], "en", 0))
    s.observe(o.card_seen(0, "the_boxer"))
    s.observe(o.target(2))
    press(s, "8")
    assert said[-1].brief == ("Table. Ann and Cy may be out (not confirmed); Bob is in; "
                              "Dee is in."), said[-1].brief


def test_key_5_after_plus_2_still_says_the_turn_waits_for_the_news():
    # keys51's ``answered_by_key`` returned at once: key 5 said only "1 update not said
    # yet.", nothing of the turn (main: "The cards have settled the question …")
    from companion.app.keys import Command

    from .test_qa51_key8_heard import _plays_said_ahead
    from .test_speech_order import say_all
    s, speaker, engine = _plays_said_ahead()
    engine.say_until("Cy: the Investigators.")
    s.key(Command("answer", 2))
    engine.say_until("Ann: the Cultists.")
    s.key(Command("whose_turn"))
    spoken = say_all(speaker, engine)
    assert spoken == ["Cy: the Investigators.", "Ann: the Cultists.",
                      "Whose turn it is depends on the news not said yet.",
                      "1 update not said yet.", "Bob is still in.",
                      "Bob's play, not Bob's hand: The Fed."], \
        spoken
