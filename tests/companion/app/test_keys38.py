"""Keys and what the voice says back, QA37's fresh tester (session 38): a question the cards
close while it is said (en21_u), a key answered behind a correction's news (en21_k), an
undo pressed as a correction is heard (en21_k)."""
from companion.tracker import observations as o
from tests.companion.app.test_keys37 import CLOSING_COMING
from tests.companion.app.test_qa30m import _keys, _live_behind
from tests.companion.app.test_session import press
from tests.companion.app.test_speech_order import said_first, say_all
from tests.voice.conftest import wait_for


def _bob_s_question_being_said(clock=lambda: 0.0):
    """Three players, the voice behind: Alice and Bob play the Boxer; Bob's question is
    being said (begun, not heard yet): ``(table, session, speaker, engine, question)``.
    ``clock``: the voice's (:func:`_live_behind`), still by default: how long the machine
    takes between two steps is no time said (flake61)."""
    table, s, speaker, engine = _live_behind("en", ("Alice", "Bob", "Carol"), clock=clock)
    for seat, key in ((0, "the_boxer"), (1, "the_boxer")):
        s.observe(o.card_seen(seat, key))
    question = next(a.brief for a in s.transcript if a.kind == "question")
    engine.say_until("The Boxer in Bob's discard zone")
    return table, s, speaker, engine, question


def test_a_question_the_cards_close_while_it_is_said_is_cut_and_the_news_follows():
    """QA37 en21_u: "The Musician in Bob's discard zone: was that Bob's hand…?" began, and
    the held card closed it 0.2 s later; the voice said it whole (7 s) before the news
    that closed it. It is cut at once, not said again, and the news follows."""
    table, s, speaker, engine, question = _bob_s_question_being_said()
    s.observe(o.card_seen(0, "the_entertainer"))  # closes Bob's question
    assert s.tracker.question is None or s.tracker.question.seat != 1
    wait_for(lambda: question in engine.cancelled)  # cut (before say_all opens the gate)
    spoken = say_all(speaker, engine)
    assert question not in spoken and "No answer needed: that was Bob's play." in spoken, \
        spoken


def test_an_answer_typed_while_hearing_a_question_the_cards_closed_is_told_so_at_once():
    """QA37 en21_u: the player's plus 2, typed 0.8 s into the question the cards had
    closed, got "No question is open." 10 s later. A key answering a question the player
    is hearing (begun, cut by its closing) says at once that the news not said yet settles
    it."""
    table, s, speaker, engine, question = _bob_s_question_being_said()
    s.observe(o.card_seen(0, "the_entertainer"))
    _keys(table, "+2")
    said_first(engine, CLOSING_COMING)
    spoken = say_all(speaker, engine)
    assert "No question is open." not in spoken and spoken.count(CLOSING_COMING) == 1, spoken


def test_key_5_just_after_a_round_s_start_began_names_its_first_player():
    """QA37 es13_k: key 5, 0.8 s into "Ronda 2. Empieza Bob.", cut it and said "No hay
    ningún turno en curso.", then the line again: told no turn was in progress while
    hearing that Bob starts. The round's start begun is said to its end, then "It is
    Carol's turn." (as at round 1, where the start counts as heard)."""
    from companion.app.keys import Command
    from tests.companion.app.test_qa32_low import _ROUND_1
    from tests.companion.app.test_state_as_heard import heard_up_to
    s, speaker, engine = heard_up_to(*[o.card_seen(seat, key) for seat, key in _ROUND_1],
                                     names=("Alice", "Bob", "Carol"))
    s.observe(o.new_round())
    said_first(engine, "Round 2. Carol starts.")
    s.key(Command("whose_turn"))
    assert say_all(speaker, engine) == ["Round 2. Carol starts.", "It is Carol's turn."]


def _bob_s_correction_being_said():
    """Alice's Musician and Carol's Stowaway heard; Bob's Investigators said, then slash,
    4 and plus 1: "Corrected: The Urchin, not the Investigators." being said, its news
    waiting: ``(session, speaker, engine)``."""
    from tests.companion.app.test_correct_heard import HEARD, NAMES
    from tests.companion.app.test_state_as_heard import heard_up_to
    s, speaker, engine = heard_up_to(*HEARD, names=NAMES)
    s.observe(o.card_seen(1, "investigators"))
    said_first(engine, "Bob: the Investigators.")
    with s.answering():  # as the live table says slash's cue
        s.correct_cue()
    engine.say_until("Correct ")
    press(s, "/4")
    engine.say_until("Which card?")
    press(s, "+1")  # The Urchin
    engine.say_until("Corrected: The Urchin, not the Investigators.")
    return s, speaker, engine


def test_undo_pressed_as_a_correction_is_said_undoes_it_not_a_card_never_heard():
    """QA37 en21_k: "--" 0.8 s into "Corrected: The Fed, not the Nightgaunt." asked, 5 s
    later and after the correction's news, "Read but not said yet: the Stowaway in Carol's
    zone. Undo it?": the wrong correction stayed, and a false winner was said later. The
    undo aims at the correction the player hears: undone at once, the card read since
    (Carol's, never begun) read again after it, its news said as it now is."""
    s, speaker, engine = _bob_s_correction_being_said()
    carol = o.card_seen(2, "investigators")
    s.observe(carol)  # her Sanity check card, read since: not begun
    press(s, "--")
    spoken = say_all(speaker, engine)
    at = spoken.index("Corrected: The Urchin, not the Investigators.")
    assert spoken[at + 1] == "Undone: the correction of Bob's card.", spoken  # next
    assert "Bob: The Urchin." not in spoken, spoken  # the correction's news: taken back
    assert not any(t.startswith("Read but not said yet") for t in spoken), spoken
    assert s.tracker.view().seats[1].zone == ("investigators",)
    assert s.tracker.history[-1][0] is carol and s.tracker.correction() is None
    assert spoken[-2:] == ["The Investigators.", "Carol passes. 18 cards left."], spoken


def test_a_key_s_answer_is_said_ahead_of_a_correction_s_news_still_to_say():
    """QA37 en21_k: key 1 (no question open), pressed as the voice said a correction's
    news, was answered 8 s later, after three lines of it ("Carol." "Carol: Sanity check,
    1 card." …) and the undo's question: the news a key made went ahead of every later
    key's answer. A key's answer is said next, before that news."""
    s, speaker, engine = _bob_s_correction_being_said()
    press(s, "1")
    spoken = say_all(speaker, engine)
    at = spoken.index("Corrected: The Urchin, not the Investigators.")
    assert spoken[at + 1] == "No question is open.", spoken
    assert spoken.index("Bob: The Urchin.") > at + 1, spoken


def test_the_live_table_keeps_the_card_read_again_after_an_undone_correction():
    """The live table's undo (QA37 en21_k): the card read since the correction, taken back
    and read again, is still in play: not told to the camera as undone (else left out, or
    forgotten and read again as a new play); the correction's count is taken back."""
    from tests.companion.app.test_correct_heard import HEARD, NAMES
    table, s, speaker, engine = _live_behind("en", NAMES)
    for obs in (*HEARD, o.card_seen(1, "investigators")):
        s.observe(obs)
    engine.say_until("Bob: the Investigators.")
    _keys(table, "/")
    engine.say_until("Correct ")
    _keys(table, "4")
    engine.say_until("Which card?")
    _keys(table, "+1")
    engine.say_until("Corrected: The Urchin, not the Investigators.")
    carol = o.card_seen(2, "investigators")
    s.observe(carol)
    calls = []
    table.known.undone = lambda *a: calls.append(("undone", a))
    table.watcher.forget = lambda *a: calls.append(("forget", a))
    table.known.uncorrected = lambda: calls.append(("uncorrected",))
    _keys(table, "--")
    assert s.tracker.history[-1][0] is carol and s.tracker.correction() is None
    assert calls == [("uncorrected",)], calls
    say_all(speaker, engine)


def test_companion_play_s_say_cuts_a_question_the_cards_close_too(capsys):
    """By ear (session 38): `companion play`'s ``say`` prints, then gives the line to the
    voice (:func:`~companion.commands.play.printed_and_said`): the question closed as it
    was said was still said whole, the voice's ``drop_stale`` out of the session's reach."""
    from companion.commands.play import printed_and_said
    table, s, speaker, engine, question = _bob_s_question_being_said()
    s.say = printed_and_said(s.say, verbose=False)
    s.observe(o.card_seen(0, "the_entertainer"))
    wait_for(lambda: question in engine.cancelled)
    assert question not in say_all(speaker, engine)
