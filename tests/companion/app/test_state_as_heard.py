"""The keys that tell the game's state, pressed while the voice is behind the table (session
29, QA29 and QA30 M1: said after the news still waiting, an answer came 7 to 30 s after the
press, or never, and key 3 counted a card read after the press): answered at once, ahead of
that news, with the table as the player has heard it, then how many inputs are not said
yet; a card read after the press does not change the answer; with no news waiting, as
before."""

from companion.app.keys import Command
from companion.app.said_for import SAID_FOR_KEPT
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.tracker import observations as o
from tests.companion.app.test_speech_order import said_first, say_all
from tests.voice.conftest import ScriptedBackend, gate_until_idle, gated_speaker

NAMES = ("Ann", "Bob", "Cy")


def hear_all(speaker, engine):
    """Let the voice say everything given so far; the next line then waits at the gate."""
    gate_until_idle(speaker, engine)
    engine.gate.clear()  # idle: no line passed the gate set last


def heard_up_to(*heard, names=NAMES, catch_up=True, first=0, voice=gated_speaker):
    """A session whose voice has said the start and the observations ``heard`` to their
    end, and then says each line only when the test lets it go; its clock stands still,
    so a line being said is not heard before its end: ``(session, speaker, engine)``,
    ``engine.spoken`` holding what is said from then on. ``catch_up`` false: a recording's
    voice, which says every line in order (``companion demo``); ``first``: the seat that
    starts; ``voice``: the speaker over the gated engine (``voice(engine)``)."""
    engine = ScriptedBackend("engine", mode="gate")
    speaker = voice(engine)
    s = TableSession(say=VoiceOut(speaker, catch_up=catch_up, clock=lambda: 0.0))
    s.observe(o.start("arkham", list(names), "en", first))
    for obs in heard:
        s.observe(obs)
    hear_all(speaker, engine)
    engine.spoken.clear()
    return s, speaker, engine


def answer(observations, key, names=NAMES, first=0):
    """What ``key`` says (its lines) after the start (``first``: the seat that starts) and
    ``observations``, voice or no."""
    s = TableSession(say=lambda a: None)
    for obs in (o.start("arkham", list(names), "en", first), *observations):
        s.observe(obs)
    told = len(s.transcript)
    s.key(Command(key))
    return [a.brief for a in s.transcript[told:]]


def test_key_2_says_the_deck_as_heard_before_the_play_not_said_yet():
    s, speaker, engine = heard_up_to()
    speaker.hold(True)  # the play's lines wait, none begun (QA62 LOW-1: key 2, as keys 5
    # and 8, says a line begun to its end first: test_qa62_deck_key_begun)
    s.observe(o.card_seen(0, "the_urchin"))  # not heard: Bob drew since
    s.key(Command("deck"))
    heard = answer([], "deck")
    assert heard != answer([o.card_seen(0, "the_urchin")], "deck")  # the count differs
    said_first(engine, heard[0])
    speaker.hold(False)
    spoken = say_all(speaker, engine)
    assert engine.cancelled == []
    assert spoken[:3] == [*heard, "1 update not said yet.", "Ann: The Urchin."], spoken


def test_key_3_cuts_a_line_begun_and_says_it_again_after_the_answer():
    """The keys not in :data:`~companion.app.as_heard.BEGUN_HEARD` answer with the table
    before the line being said, cut, and say it again after the answer (QA29, QA30 M1)."""
    s, speaker, engine = heard_up_to()
    s.observe(o.card_seen(0, "the_urchin"))  # being said, not heard
    said_first(engine, "Ann: The Urchin.")
    s.key(Command("unseen"))
    heard = answer([], "unseen")
    assert heard != answer([o.card_seen(0, "the_urchin")], "unseen")
    said_first(engine, heard[0])
    spoken = say_all(speaker, engine)
    assert engine.cancelled == ["Ann: The Urchin."]  # cut, said again after the answer
    assert spoken[:3] == [*heard, "1 update not said yet.", "Ann: The Urchin."], spoken


def test_key_5_names_the_player_whose_turn_it_was_as_heard():
    s, speaker, engine = heard_up_to(o.card_seen(0, "the_urchin"))
    speaker.hold(True)  # the plays' lines wait, none begun (review of low49: key 5 says a
    # line begun to its end first, and a busy machine let the voice begin Bob's first)
    s.observe(o.card_seen(1, "the_sailor"))
    s.observe(o.card_seen(2, "the_urchin"))  # two plays not heard: Bob's turn as heard
    s.key(Command("whose_turn"))
    heard = answer([o.card_seen(0, "the_urchin")], "whose_turn")
    assert heard == ["It is Bob's turn."]
    said_first(engine, heard[0])
    speaker.hold(False)
    spoken = say_all(speaker, engine)
    assert spoken[:2] == [*heard, "2 updates not said yet."], spoken
    assert spoken.index("Bob: The Sailor.") > 1 and "Cy: The Urchin." in spoken


def test_a_card_read_after_the_press_does_not_change_the_answer():
    """QA30 M1: key 3's answer, said 9 s after the press, counted a card read after it."""
    s, speaker, engine = heard_up_to()
    s.observe(o.card_seen(0, "the_urchin"))
    s.key(Command("unseen"))
    heard = answer([], "unseen")
    s.observe(o.card_seen(1, "the_sailor"))  # read after the press
    said_first(engine, heard[0])
    spoken = say_all(speaker, engine)
    assert heard != answer([o.card_seen(0, "the_urchin")], "unseen")
    assert spoken[:2] == [*heard, "1 update not said yet."], spoken
    assert spoken.count(heard[0]) == 1 and "Bob: The Sailor." in spoken


def test_key_6_tells_the_last_card_heard():
    s, speaker, engine = heard_up_to(o.card_seen(0, "the_urchin"))
    s.observe(o.card_seen(1, "the_sailor"))
    s.key(Command("card_help"))
    heard = answer([o.card_seen(0, "the_urchin")], "card_help")
    assert heard[0].startswith("The Urchin:")
    said_first(engine, heard[0])
    spoken = say_all(speaker, engine)
    # at once, and no count of the news not said yet: key 6 tells a card, not the table
    # (QA38 #5)
    assert spoken[:2] == [*heard, "Bob: The Sailor."], spoken


def carol_closed_unheard():
    """Alice Urchin, Bob Deep One, Carol R'lyeh ("was that Carol's hand?"), heard; Alice's
    Tommy Gun, not heard, settles it: ``(names, the cards heard, session, speaker,
    engine)`` (:func:`heard_up_to`); the voice holds the news (``speaker.hold``), none of
    its lines begun, until the test releases it."""
    names = ("Alice", "Bob", "Carol")
    cards = [o.card_seen(seat, key) for seat, key in
             ((0, "the_urchin"), (1, "deep_one"), (2, "rlyeh"))]
    s, speaker, engine = heard_up_to(*cards, names=names)
    assert s.tracker.question is not None
    speaker.hold(True)  # none of its lines begun (review of low49: keys 5 and 8 say a line
    # begun to its end first; a busy machine let the voice begin one before the press)
    s.observe(o.card_seen(0, "tommy_gun"))
    assert s.tracker.question is None
    return names, cards, s, speaker, engine


def test_a_question_heard_open_that_the_news_closes_is_not_asked_again():
    """Alice Urchin, Bob Deep One, Carol R'lyeh ("was that Carol's hand?"), heard; Alice's
    Tommy Gun, not heard, settles it (Carol is out): key 8 tells the table as heard, and
    instead of the question, which plus would answer after it closed, that the news not
    said yet settles it."""
    names, cards, s, speaker, engine = carol_closed_unheard()
    s.key(Command("table"))
    table = answer(cards, "table", names)[0]
    said_first(engine, table)
    speaker.hold(False)
    spoken = say_all(speaker, engine)
    assert spoken[:3] == [table, "The cards have settled the question about R'lyeh in "
                                 "Carol's zone already: the lines to come say how.",
                          "1 update not said yet."], spoken
    assert "Carol is out, with R'lyeh." in spoken[3:]
    assert not any("was that Carol's hand" in t for t in spoken)


def test_with_no_news_waiting_the_answer_is_as_before():
    s, speaker, engine = heard_up_to(o.card_seen(0, "the_urchin"))
    s.key(Command("deck"))
    spoken = say_all(speaker, engine)
    assert spoken[-1:] == answer([o.card_seen(0, "the_urchin")], "deck")
    assert not any("not said yet" in t for t in spoken)


def test_news_older_than_the_inputs_kept_keeps_the_answer_after_it():
    """When a line of an input older than what :class:`~companion.app.said_for.SaidFor`
    keeps still waits, the table as heard is not known: the answer is said after the news,
    as before (not from the oldest input kept: the Urchin would be counted)."""
    plays = [o.card_seen(0, "the_urchin"), o.card_seen(1, "the_sailor")]
    s, speaker, engine = heard_up_to()
    s.observe(plays[0])
    for _ in range(SAID_FOR_KEPT - 1):
        s.observe(o.target(2))  # refused (news: a mistake), no change
    assert s.tracker.refused_last()
    s.observe(plays[1])
    s.key(Command("deck"))
    spoken = say_all(speaker, engine)
    assert spoken[-1:] == answer(plays, "deck")
    assert not any("not said yet" in t for t in spoken)


def test_key_8_does_not_tell_a_knock_out_not_heard_yet():
    """Session 27 (a note of QA37): key 8 said "Bob is out" before the player heard Ann's
    guess and "Bob is out, with The Musician."; said at once now, it tells the table as
    heard, Bob in: after Ann's play, being said, said to its end first (QA48: key 8 cut a
    play line and told the table before it)."""
    guessed = [o.card_seen(0, "investigators"), o.target(1), o.guess(5), o.seat_out(1),
               o.card_seen(1, "the_musician")]
    s, speaker, engine = heard_up_to()
    for obs in guessed:
        s.observe(obs)
    said_first(engine, "Ann: the Investigators.")
    s.key(Command("table"))
    heard = answer(guessed[:1], "table")
    spoken = say_all(speaker, engine)
    assert "Bob is out" not in heard[0] and "Bob is out" in answer(guessed, "table")[0]
    assert spoken[:3] == ["Ann: the Investigators.", heard[0], "3 updates not said yet."], \
        spoken
    assert "Bob is out, with The Musician." in spoken[3:]


def test_a_recording_s_voice_says_the_answer_in_order_with_the_game_as_it_is():
    """``companion demo``'s voice (no catch-up) says every line in order: the answer comes
    after the news, so it tells the game as it is then, as before."""
    s, speaker, engine = heard_up_to(catch_up=False)
    s.observe(o.card_seen(0, "the_urchin"))
    s.key(Command("deck"))
    spoken = say_all(speaker, engine)
    assert spoken[-1:] == answer([o.card_seen(0, "the_urchin")], "deck")
    assert not any("not said yet" in t for t in spoken)


def test_a_state_key_with_news_waiting_copies_the_heard_table_once(monkeypatch):
    """The table as heard (:meth:`Tracker.as_before`, a replay of the history) is made once
    a key, not once to check it holds a game and again to answer with it."""
    from companion.tracker.tracker import Tracker
    s, speaker, engine = heard_up_to()
    speaker.hold(True)  # not begun: key 2 says a line begun to its end first (QA62 LOW-1)
    s.observe(o.card_seen(0, "the_urchin"))  # not heard
    calls = []
    as_before = Tracker.as_before
    monkeypatch.setattr(Tracker, "as_before",
                        lambda self, index: calls.append(index) or as_before(self, index))
    s.key(Command("deck"))
    assert calls == [1]
    speaker.hold(False)
    say_all(speaker, engine)


#: Round 1 of the demo game up to Alice's Cultists (QA33's logs): Bob's Deep One then opens
#: "was that Bob's hand?", and his Fed, read next, closes it (it was his play).
DEMO_ROUND = [o.card_seen(seat, key) for seat, key in (
    (0, "the_musician"), (2, "stowaway"), (1, "investigators"), (2, "investigators"),
    (2, "tommy_gun"), (0, "investigators"), (0, "the_boxer"))]


def test_key_5_says_no_word_of_a_question_the_player_never_heard():
    """QA33 L1 (cam): the voice behind, Bob's Deep One and his Fed were read together; the
    question the Deep One opened was dropped unsaid (the Fed closed it), and key 5, 0.06 s
    into "Bob: the Deep One.", said "The news not said yet settles the open question." (as
    it was then worded), about a question the player never heard. It says that the news
    decides whose turn it is; a question heard open and closed since is still told as settled (above)."""
    names = ("Alice", "Bob", "Carol")
    s, speaker, engine = heard_up_to(*DEMO_ROUND, names=names)
    s.observe(o.card_seen(0, "cultists"))  # being said: the voice is behind from here
    s.observe(o.card_seen(1, "deep_one"))
    assert s.tracker.question is not None
    s.observe(o.card_seen(1, "the_fed"))
    assert s.tracker.question is None
    engine.say_until("Bob: the Deep One.")
    heard = len(engine.spoken)
    s.key(Command("whose_turn"))
    spoken = say_all(speaker, engine)[heard:]
    assert not any("was that Bob's hand" in t for t in engine.started), engine.started
    assert not any("open question" in t for t in spoken), spoken
    # since session 40 "Alice is now Insane." (her Cultists' effect over) is the first line
    # of the Fed's input, heard: the rest of its lines first, then the table after it
    # (QA32 M2), never a word of the question
    assert spoken[0] == "Bob: the Deep One." and spoken[-1].startswith("It is Carol's turn."), \
        spoken
