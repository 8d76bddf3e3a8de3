"""QA43's low findings (session 43, by ear): a state key during a play's only line heard for
1.5 s says it to its end first (L3); a card read after slash's cue, not said yet, leaves the
slash waiting (L2); a round dealt by its first card says the dealing steps (L1)."""

import pytest

from companion.app.keys import Command
from companion.app.session import TableSession
from companion.app.voiceout import HEARD_AFTER_S, VoiceOut
from companion.cards import card
from companion.narration.catalog import message
from companion.rules import set_aside_face_up
from companion.tracker import observations as o
from tests.companion.app.test_speech_order import said_first, say_all
from tests.companion.app.test_state_as_heard import answer, hear_all
from tests.voice.conftest import ScriptedBackend, gated_speaker

NAMES = ("Alice", "Bob")
#: Alice's R'lyeh, then the two cards it shows from the deck into her zone (QA43 run1)
RLYEH = (o.card_seen(0, "rlyeh"), o.card_seen(0, "stowaway"), o.card_seen(0, "investigators"))
STOWAWAY = "Alice's R'lyeh: the Stowaway, from the deck into Alice's zone."


def _clocked(*heard):
    """A live table's session whose gated voice has said the start and ``heard`` to their
    end, on a clock the test moves on (``now[0]``, seconds): ``(session, speaker, engine,
    now)``."""
    now = [0.0]
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    s = TableSession(say=VoiceOut(speaker, catch_up=True, clock=lambda: now[0]))
    s.observe(o.start("arkham", list(NAMES), "en", 0))
    for obs in heard:
        s.observe(obs)
    hear_all(speaker, engine)
    engine.spoken.clear()
    return s, speaker, engine, now


def test_qa43_l3_key_2_during_a_play_s_only_line_heard_for_1_5_s_says_it_to_its_end_first():
    """QA43 L3 (run1): key 2, 2.2 s into "Alice's R'lyeh: the Stowaway, from the deck into
    Alice's zone." (that card's only line), cut it, answered with the deck after it, and the
    line was said again from its start: heard twice. docs/keys.en.md: a play heard for 1.5 s
    is said to its end first, and the answer agrees with it."""
    s, speaker, engine, now = _clocked(RLYEH[0])
    for obs in RLYEH[1:]:
        s.observe(obs)
    said_first(engine, STOWAWAY)
    now[0] += HEARD_AFTER_S + 0.5
    s.key(Command("deck"))
    deck = answer(RLYEH[:2], "deck", NAMES)
    assert deck != answer(RLYEH[:1], "deck", NAMES)
    spoken = say_all(speaker, engine)
    assert engine.cancelled == [], spoken
    assert spoken[:3] == [STOWAWAY, *deck, "1 update not said yet."], spoken
    assert spoken.count(STOWAWAY) == 1, spoken


def _live_urchin_heard():
    """A live table (Ann, Bob, Cy) whose gated voice has said Ann's Urchin to its end,
    then slash pressed: its cue being said. ``(table, session, speaker, engine)``."""
    import queue
    from companion.app.live import LiveOptions, LiveTable
    from vision.pipeline import TableWatcher
    names = ("Ann", "Bob", "Cy")
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    s = TableSession(say=VoiceOut(speaker, echo=lambda t: None, catch_up=True,
                                  clock=lambda: 0.0))  # still (flk68)
    table = LiveTable(LiveOptions("arkham", "en", names, 0, "x"), s, TableWatcher("arkham"),
                      None, queue.Queue(), lambda c: False, lambda line: None,
                      timer=lambda: 0.0)
    s.observe(o.start("arkham", list(names), "en", 0))
    s.observe(o.card_seen(0, "the_urchin"))
    hear_all(speaker, engine)
    table.keys.put("/")
    table._keys()
    said_first(engine, "Correct Ann's card, The Urchin: which rank?")
    return table, s, speaker, engine


def test_qa43_l2_a_card_read_after_slash_but_not_said_yet_leaves_the_correction_waiting():
    """QA43 L2 (run7): "Correction cancelled: a new card was read." came 7 s before the
    player heard of that card ("Alice: R'lyeh."), so a slash at a normal pace never
    succeeded. The card read after the cue, not begun, leaves it waiting; its rank corrects
    the card the cue named, and the new card keeps its place."""
    table, s, speaker, engine = _live_urchin_heard()
    s.observe(o.card_seen(1, "investigators"))  # Bob's play: waits behind the cue
    table._keys()  # the next look between pictures
    assert table.reader.pending == "/"
    table.keys.put("6")
    table._keys()
    engine.say_until("Which card? 1: The Sailor")
    for key in "+1":
        table.keys.put(key)
    table._keys()
    spoken = say_all(speaker, engine)
    assert "Correction cancelled: a new card was read." not in spoken, spoken
    view = s.tracker.view()
    assert view.seats[0].zone == ("the_sailor",), spoken
    assert view.seats[1].zone == ("investigators",), spoken


def test_qa43_l2_a_card_read_after_slash_and_heard_of_still_cancels_it():
    """QA25 F6 kept: once the player hears of the card read after the cue, the slash is
    dropped and said (its rank might be meant for that card)."""
    table, s, speaker, engine = _live_urchin_heard()
    s.observe(o.card_seen(1, "investigators"))
    engine.say_until("Bob: the Investigators.")  # the cue said, the new card begun
    table._keys()
    assert table.reader.pending is None
    assert "Correction cancelled: a new card was read." in [a.brief for a in s.transcript]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_qa43_l1_a_round_dealt_by_its_first_card_says_the_dealing_steps_first(lang):
    """QA43 L1 (run3, stickers only): round 3, dealt by Alice's first card on a table never
    seen empty, began "Round 3. Alice starts." with no dealing steps (the card set aside
    face up, shuffle and deal), said before round 2: the set-up help differed between
    rounds. They are said before the round's start, as on a cleared table or with Enter
    (docs/guide-player.en.md, "Between rounds")."""
    from tests.companion.app.test_live_deal import _OLD, _end_round_one, _frames, _table
    table, said, logged = _table(lang=lang)
    _end_round_one(table, *_OLD)
    del said[:]
    _frames(table, 10, (2, "the_musician"))        # Alice gathered her pile
    _frames(table, 6, (1, "the_urchin", 1))         # Bob's goes as Alice lays her first card
    assert table.session.tracker.view().round == 2
    steps = [message(lang, "app.setup_aside",
                     card=card(set_aside_face_up("arkham")).name(lang)),
             message(lang, "app.setup_deal"), message(lang, "app.setup_two_players")]
    texts = [a.brief for a in said]
    assert [t for t in texts if t in steps] == steps, texts
    assert texts.index(steps[-1]) < [a.kind for a in said].index("round_started"), texts


def test_qa43_l1_a_round_dealt_by_its_first_card_after_an_undone_deal_and_round_end_says_the_steps():
    """Review of lows43: round 2, dealt by Alice's first card (steps said), undone to its
    deal (minus twice: "deal held") and further, to before round 1's last card; that card
    read again ends round 1 again, and the next deal, by Alice's new first card, is no
    redeal of the held deal: the dealing steps are said before "Round 2. Alice starts."
    (the stale held deal left them out)."""
    from tests.companion.app.test_live_deal import _OLD, _end_round_one, _frames, _table
    table, said, _ = _table()
    _end_round_one(table, *_OLD)
    _frames(table, 10, (2, "the_musician"))
    _frames(table, 6, (1, "the_urchin", 1))
    for _ in range(3):  # Alice's Urchin, the deal, Bob's Musician (round 1's end) undone
        table.undo_at = float("-inf")  # no undo just before (the timer stands still)
        table._undo(Command("undo"))
    assert table.session.tracker.view().active is not None
    _frames(table, 3)
    table.session.observe(o.card_seen(1, "the_musician"))  # round 1 ends again
    assert table._round_over()
    del said[:]
    _frames(table, 6, (1, "the_fed", 2))
    assert table.session.tracker.view().round == 2
    steps = [message("en", "app.setup_aside",
                     card=card(set_aside_face_up("arkham")).name("en")),
             message("en", "app.setup_deal"), message("en", "app.setup_two_players")]
    texts = [a.brief for a in said]
    assert [t for t in texts if t in steps] == steps, texts
    assert texts.index(steps[-1]) < texts.index("Round 2. Alice starts."), texts


def test_qa43_l3_key_5_during_the_round_s_end_line_heard_for_1_5_s_says_it_to_its_end_first():
    """Review of lows43 (L3 for key 5 between rounds): key 5, 2 s into "Bob is out, with
    The Musician.", answered "No turn in progress." after the round's end, as heard, but
    the line that completes it ("The round is over. Gather the cards: …",
    LiveKeys._turn_completed) was said at once without what the answer brought: it cut
    that line, said again from its start. docs/keys.en.md: a line heard for 1.5 s is said
    to its end first."""
    import queue
    from companion.app.live import LiveOptions, LiveTable
    from vision.pipeline import TableWatcher
    now = [0.0]
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    s = TableSession(say=VoiceOut(speaker, echo=lambda t: None, catch_up=True,
                                  clock=lambda: now[0]))
    table = LiveTable(LiveOptions("arkham", "en", NAMES, 0, "x"), s, TableWatcher("arkham"),
                      None, queue.Queue(), lambda c: False, lambda line: None,
                      timer=lambda: 0.0)  # the keys' waits: still (flk68)
    s.observe(o.start("arkham", list(NAMES), "en", 0))
    for obs in (o.card_seen(0, "investigators"), o.target(1), o.guess(5)):
        s.observe(obs)
    hear_all(speaker, engine)
    engine.spoken.clear()
    for obs in (o.seat_out(1), o.card_seen(1, "the_musician")):  # Alice wins round 1
        s.observe(obs)
    table._between_rounds()  # "Gather all the cards …", queued
    out = "Bob is out, with The Musician."
    said_first(engine, out)
    now[0] += HEARD_AFTER_S + 0.5
    table.keys.put("5")
    table._keys()
    spoken = say_all(speaker, engine)
    assert engine.cancelled == [], spoken
    assert spoken.count(out) == 1, spoken
    assert spoken[:3] == [out, "Alice wins the round and has 1 Sane.",
                          message("en", "app.no_turn")], spoken
    assert spoken[3] == message("en", "app.deal_next"), spoken
