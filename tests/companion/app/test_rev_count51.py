"""Review of count51 (session 51): the line of a card Enter gave that the count alone chose
(:mod:`companion.app.rank_counted`) tried against 2 players' face-up cards and a voice
behind the table."""
import pytest

from companion.app.keys import Command
from companion.app.session import TableSession
from companion.cards import card
from companion.narration.catalog import message
from companion.tracker import observations as o
from tests.companion.app.test_rev_twin52 import _stickers_game
from tests.companion.app.test_session import press
from tests.companion.app.test_speech_order import said_first, say_all
from tests.companion.app.test_state_as_heard import hear_all, heard_up_to


def _two_players(lang, stickers, first="the_urchin", alice=("the_urchin",)):
    """2 players, arkham: the face-up cards ``first`` (The Urchin; read from its stickers
    only when ``stickers``), the Investigators, The Fed; Alice plays ``alice`` (the other
    Urchin, read clearly: both Urchins counted, Bob's play awaited). Returns ``(session,
    what it said)``."""
    said = []
    s = TableSession(say=said.append, record=lambda *a, **k: None, lang=lang)
    s.observe(o.start("arkham", ["Alice", "Bob"], lang))
    s.observe(o.face_up(first), check=stickers)
    s.observe(o.face_up("investigators"))
    s.observe(o.face_up("the_fed"))
    for key in alice:
        s.observe(o.card_seen(0, key))
    return s, said


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_two_players_a_count_resting_on_a_stickers_only_face_up_card_names_it(lang):
    """HIGH: with 2 players, an Urchin among the face-up cards read from its stickers only
    ("Face up: The Urchin. Check it."), the other one Alice's: Enter and 4 for Bob's play
    was said "Bob: the Necronomicon. Rank 4: The Urchin is all counted.", the routine
    clause, as fact: the face-up reading the count rests on never named, and slash
    corrected Bob's card, not it (the branch looked only at readings in a player's zone).
    The line names the face-up reading, and slash then corrects it."""
    s, said = _two_players(lang, stickers=True)
    n = len(said)
    s.key(Command("enter", 4))
    assert s.tracker.view().seats[1].zone == ("necronomicon",)
    lines = [a.brief for a in said[n:]]
    urchin, necronomicon = card("the_urchin").name(lang), card("necronomicon").name(lang)
    short = message(lang, "app.enter_rank_laid", rank=4, card=necronomicon, counted=urchin)
    assert short not in lines, lines
    assert message(lang, "app.enter_rank_counted_read_face_up", rank=4,
                   card=necronomicon, counted=urchin) in lines, lines
    s.correct_cue()
    assert said[-1].brief == message(lang, "app.prefix_correct_card", card=urchin, brings=())


def test_two_players_face_up_cards_read_clearly_keep_the_short_clause():
    s, said = _two_players("en", stickers=False)
    s.key(Command("enter", 4))
    assert "Rank 4: The Urchin is all counted." in [a.brief for a in said]


def _carol_entered_behind():
    """3 players, a voice the test lets go line by line: Alice's Urchin read from its
    stickers only, Bob's clearly, both said; then Enter and 4 typed for Carol's play (the
    Necronomicon, taken by the count), none of its lines begun: ``(session, speaker,
    engine)``."""
    s, speaker, engine = heard_up_to(names=("Alice", "Bob", "Carol"))
    s.observe(o.card_seen(0, "the_urchin"), check=True)
    s.observe(o.card_seen(1, "the_urchin"))
    hear_all(speaker, engine)
    engine.spoken.clear()
    with s.answering():
        s.key(Command("enter", 4))
    return s, speaker, engine


def test_slash_during_the_card_s_own_line_corrects_it_not_the_reading_not_heard_of_yet():
    """MEDIUM: Enter and 4 for Carol's play, the Necronomicon taken by the count, one
    Urchin Alice's read from its stickers only: slash pressed while the voice said
    "Carol: the Necronomicon.", before the line naming Alice's reading began, named and
    corrected Alice's Urchin ("Correct Alice's card, The Urchin"), a card the player had
    heard nothing of since, the line telling why said only after that cue. Slash corrects
    the card the player hears (QA32 M1) until that line is begun (the rest of that card's
    lines said first, as for any slash)."""
    s, speaker, engine = _carol_entered_behind()
    said_first(engine, "Carol: the Necronomicon.")
    with s.answering():
        s.correct_cue()
    spoken = say_all(speaker, engine)
    cues = [line for line in spoken if line.startswith("Correct ")]
    assert cues == ["Correct Carol's card, The Urchin or the Necronomicon: which rank?"], spoken


def test_two_players_slash_s_rank_corrects_the_face_up_card_and_bob_s_is_asked_again():
    """The face-up Urchin read from its stickers only was The Fed: slash, 2, plus 1 correct
    it, and Bob's card, no longer chosen by the count, is asked (The Urchin or the
    Necronomicon)."""
    s, _ = _two_players("en", stickers=True)
    s.key(Command("enter", 4))
    s.correct_cue()  # as the live table says slash's cue
    s.key(Command("correct", 2))
    press(s, "+1")
    view = s.tracker.view()
    assert view.face_up == ("the_fed", "investigators", "the_fed"), view.face_up
    assert set(s.tracker.question.info) == {"the_urchin", "necronomicon"}


def test_slash_right_after_the_line_corrects_the_reading_though_a_card_was_read_unsaid():
    """MEDIUM: the line naming Alice's Urchin (read from its stickers only) says "press
    slash, then its rank"; the table going on, Alice's next play was read while it was
    said, not said yet: slash then named and corrected Carol's card, the one Enter gave
    ("Correct Carol's card, …"), its rank typed for the Urchin a wrong card in Carol's
    zone. A card read since cancels that slash only once the player hears of it (as for
    any slash: QA43 L2)."""
    s, speaker, engine = _carol_entered_behind()
    engine.say_until("Carol is now Insane.")
    s.observe(o.card_seen(0, "the_musician"))  # read, not said yet
    with s.answering():
        s.correct_cue()
    spoken = say_all(speaker, engine)
    cues = [line for line in spoken if line.startswith("Correct ")]
    assert cues == ["Correct Alice's card, The Urchin: which rank?"], spoken


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_enter_right_after_undoing_the_camera_s_card_says_the_count_line_too(lang):
    """HIGH: the camera read Carol's play as the Necronomicon; the player, sure it was
    wrong, undid it (minus twice) and typed Enter and 4 for it: the card was given back
    (:meth:`~companion.app.question_keys.QuestionKeys.redo_entered`) and the count, both
    Urchins counted, one of them Alice's read from its stickers only, took the Necronomicon
    again, said "Carol: the Necronomicon." as plain fact, the HIGH of QA50b by another
    path. Its count line is said, naming that reading, and slash then corrects it."""
    said = []
    s = TableSession(say=said.append, record=lambda *a, **k: None, lang=lang)
    s.observe(o.start("arkham", ["Alice", "Bob", "Carol"], lang))
    s.observe(o.card_seen(0, "the_urchin"), check=True)
    s.observe(o.card_seen(1, "the_urchin"))
    s.observe(o.card_seen(2, "necronomicon"))
    s.key(Command("undo"))
    assert s.redo is not None
    n = len(said)
    s.key(Command("enter", 4))
    assert s.tracker.view().seats[2].zone == ("necronomicon",)
    lines = [a.brief for a in said[n:]]
    urchin = card("the_urchin").name(lang)
    assert message(lang, "app.enter_rank_counted_read", rank=4, player="Alice",
                   card=card("necronomicon").name(lang), counted=urchin) in lines, lines
    assert s.count_back() == 2


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_two_players_a_count_resting_on_a_face_up_only_card_read_from_stickers_names_it(lang):
    """HIGH: 2 players, the face-up cards the Necronomicon (read from its stickers only:
    it was The Urchin), the Investigators, The Fed; Enter and 4 for Alice's play (the
    Necronomicon) was said "Alice: The Urchin." as plain fact, no line at all: a card all
    face up was never taken as the rank's other card, though that reading alone chose.
    The line names the face-up reading."""
    s, said = _two_players(lang, stickers=True, first="necronomicon", alice=())
    n = len(said)
    s.key(Command("enter", 4))
    assert s.tracker.view().seats[0].zone == ("the_urchin",)
    lines = [a.brief for a in said[n:]]
    assert message(lang, "app.enter_rank_counted_read_face_up", rank=4,
                   card=card("the_urchin").name(lang),
                   counted=card("necronomicon").name(lang)) in lines, lines


def test_both_counted_copies_read_from_stickers_are_both_named():
    """A stickers-only game (run C2's): both Urchins read from their stickers only, Enter
    and 4 for Carol's play: the line says only "the one in Bob's zone was read from the
    tactile stickers only"; the player checks Bob's Urchin, finds it right, and takes the
    Necronomicon as sure, though Alice's Urchin may be the misread."""
    said = []
    s = TableSession(say=said.append, record=lambda *a, **k: None, lang="en")
    s.observe(o.start("arkham", ["Alice", "Bob", "Carol"], "en"))
    s.observe(o.card_seen(0, "the_urchin"), check=True)
    s.observe(o.card_seen(1, "the_urchin"), check=True)
    n = len(said)
    s.key(Command("enter", 4))
    line = next(a.brief for a in said[n:] if a.brief.startswith("Rank 4"))
    assert "Alice" in line and "Bob" in line, line


def test_both_counted_copies_read_from_stickers_each_slash_corrects_the_next():
    # twin52: slash after the line names Bob's Urchin (the newest); cancelled, the next
    # slash names Alice's, and its rank corrects hers: Carol's card is asked again
    s, said, _ = _stickers_game("en", ((0, "the_urchin", True), (1, "the_urchin", True)), 4)
    s.correct_cue()
    assert said[-1].brief == "Correct Bob's card, The Urchin: which rank?"
    s.key(Command("cancelled"))
    s.correct_cue()
    assert said[-1].brief == "Correct Alice's card, The Urchin: which rank?"
    s.key(Command("correct", 2))
    press(s, "+1")  # The Fed
    view = s.tracker.view()
    assert view.seats[0].zone == ("the_fed",) and view.seats[1].zone == ("the_urchin",)
    assert set(s.tracker.question.info) == {"the_urchin", "necronomicon"}
