"""QA35's findings on what the voice says and when (session 35, voice36): a prefix key's
cue is said first, in one line with "Choice cancelled." (kn_en, m5_en); a list a key
closed before it was said is not said (kn_en); a key's deal comes after the round's end
(m5_en); plus says the question the player has not heard as its cue (k_en); the unread
card's "first the card I cannot read there" is over once that card is entered (stfr2)."""
from companion.app.keys import Command
from companion.tracker import observations as o
from tests.companion.app.test_early_cards import _table, fed_behind_unread
from tests.companion.app.test_qa30m import _keys, _live_behind
from tests.companion.app.test_qa33_voice import _press, _slash_list_open
from tests.companion.app.test_speech_order import say_all

ENTER_CUE = "Card played: which rank?"
ZONE_CUE = "Zone: which seat?"


def test_enter_s_cue_is_heard_when_its_rank_comes_a_second_after_enter():
    """QA35 m5_en (`92:\\n 93:7`), kn_en (`49:\\n 50:7`): Enter with slash's list open said
    "Choice cancelled.", and the 7 typed 1 s later, as that line was said, dropped "Card
    played: which rank?" unsaid. The cue is in the line that says the list closed: begun
    at once, it is heard."""
    table, s, speaker, engine = _slash_list_open("Which card?")
    _press(table, "\n")
    engine.say_until("Choice cancelled")  # the first line after Enter is being said
    _press(table, "7")
    say_all(speaker, engine)
    assert any(ENTER_CUE in line for line in engine.started), engine.started


def test_star_closing_a_list_not_said_yet_says_its_own_cue_not_the_list():
    """QA35 kn_en (`60:/ 61:3 68:* 69:2`): star cut slash's cue, then the list it had
    closed was said; star's cue never was. The closed list is not said, nor "Choice
    cancelled." for a list the player never heard; star's cue is."""
    table, s, speaker, engine = _slash_list_open("Correct ")  # the list waits behind it
    assert s.choice
    _press(table, "*")
    assert not s.choice
    say_all(speaker, engine)
    assert not any(line.startswith("Which card?") for line in engine.started), engine.started
    assert ZONE_CUE in engine.spoken, engine.spoken
    assert not any("Choice cancelled." in line for line in engine.started), engine.started


def test_a_prefix_cue_goes_ahead_of_older_answers_still_to_say():
    """QA35 kn_en (`49:\\n`): "Card played: which rank?" waited behind "2 updates not said
    yet.", key 3's answer, and the rank typed 1 s later dropped it unsaid. The cue is
    said first (:attr:`Announcement.first`)."""
    said = []
    table, _ = _table()
    table.session.say = lambda a: said.append(a)
    table._one_key("\n")
    assert said[-1].brief == ENTER_CUE and said[-1].first
    table._one_key("*")  # Enter cancelled by star ("Cancelled."), star's own cue
    assert said[-1].brief == ZONE_CUE and said[-1].first


def _round_one_ends_behind():
    """Two players at a live table, the voice stuck on its first line: Alice guesses Bob's
    card with the Investigators, Bob is out, Alice wins round 1; all of it still to say:
    ``(table, session, speaker, engine)``."""
    table, s, speaker, engine = _live_behind("en", ("Alice", "Bob"))
    for obs in (o.card_seen(0, "investigators"), o.target(1), o.guess(5), o.seat_out(1),
                o.card_seen(1, "the_musician")):
        s.observe(obs)
    assert s.tracker.view().active is None
    return table, s, speaker, engine


def test_the_round_s_winner_is_said_before_the_deal_enter_begins():
    """QA35 m5_en (`92:\\n 93:7`): Enter and a rank dealt round 2 while "Carol wins the
    round and has 1 Insane." waited: it came after "Set the Stowaway Eggs aside, face
    up." and "Shuffle the other cards…". Order of news = order of the game."""
    table, s, speaker, engine = _round_one_ends_behind()
    with s.answering():
        table._key(Command("enter", 3))
    assert s.tracker.view().round == 2
    spoken = say_all(speaker, engine)
    wins = next(i for i, t in enumerate(spoken) if "wins the round" in t)
    aside = next(i for i, t in enumerate(spoken) if t.startswith("Set the "))
    assert wins < aside, spoken


def test_plus_says_the_open_question_first_when_the_player_has_not_heard_it():
    """QA35 k_en (`70:+ 72:2`): "was that Bob's hand?" waited behind the news; plus said
    "Answer: which number?" and the 2 answered a question the player never heard. Plus
    says that question at once instead, as its cue, after the unsaid play it is about
    (order45, QA44 MEDIUM-3: never before the play that caused it); its number then answers a question
    said, and the answer's news comes after the news before it ("Alice: the Cultists.":
    by ear, the question's queued saying gone, "Bob is still in." went ahead of it)."""
    from tests.companion.app.test_correction_choice import _BOB_ASKED
    table, s, speaker, engine = _live_behind("en", ("Alice", "Bob", "Carol"))
    for seat, key in _BOB_ASKED:
        s.observe(o.card_seen(seat, key))
    assert s.tracker.question is not None
    begun = len(engine.started)
    _keys(table, "+")
    asked = "The Deep One in Bob's discard zone: was that"
    engine.say_until(asked)
    # the play it is about first, then the question, before anything newer (QA44
    # MEDIUM-3, order45: the question was heard before "Alice: the Cultists.")
    started = engine.started[begun:]
    at = next(i for i, t in enumerate(started) if t.startswith(asked))
    assert "Alice: the Cultists." in engine.started[:begun] + started[:at], started
    heard = s.say.clock  # the player typed it once its answers were said (QA39 M1: a
    s.say.clock = lambda: heard() + 60.0  # number typed before them is not taken)
    _keys(table, "2")  # no, Bob played it (qa38a: his Deep One may yet put him out)
    spoken = say_all(speaker, engine)
    assert "Answer: which number?" not in spoken
    assert sum("was that Bob's hand" in t for t in spoken) <= 1, spoken
    assert spoken.index("Alice: the Cultists.") < spoken.index("Bob: the Deep One."), spoken
    assert "Bob is still in." not in spoken  # his compare may put him out (QA38 finding 1)


def test_the_card_behind_an_unread_one_is_not_said_again_once_that_card_is_entered():
    """QA35 stfr2: "L'Agent fédéral dans la zone d'Alice : d'abord la carte que je ne peux
    pas lire là…", cut by plus, was said again after the Cthulhu was entered. Over once
    the unread card is entered there (the zone grew), as the unread prompt is."""
    table, said = fed_behind_unread()
    line = said[-1]
    assert line.brief.startswith("The Fed in Carol's zone: first")
    assert line.stale is not None and not line.stale()
    table.session.observe(o.card_seen(2, ("tommy_gun", "rlyeh", "stowaway_eggs")))  # Enter 0
    assert line.stale()
