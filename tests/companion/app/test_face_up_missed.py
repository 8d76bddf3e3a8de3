"""The 2-player face-up cards the camera missed (QA37 es13_a: 2 of the 5 read, nothing
said, no key to give the others): told at the round's first play, given with Enter and a
rank (seed 002 "Setup", 2-Player Only: 5 cards set aside face up)."""
import queue

import pytest

from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.cards import card
from companion.narration.catalog import message
from companion.narration.narrate import wait_phrase
from companion.tracker import observations as o
from tests.companion.app.test_session import press
from vision.pipeline import TableWatcher
from vision.sources import open_source


def two_players(lang="en", read=("tommy_gun", "the_fed"), notice=True):
    """A live 2-player session, Alice to start, ``read`` given face up: ``(session,
    announcements' brief texts)``."""
    said = []
    s = TableSession(say=said.append)
    s.face_up_notice = notice
    s.observe(o.start("arkham", ["Alice", "Bob"], lang, 0))
    for key in read:
        s.observe(o.face_up(key))
    return s, said


def briefs(said):
    return [a.brief for a in said]


def test_the_first_play_with_face_up_cards_missing_says_which_were_read_and_the_key():
    s, said = two_players()
    s.observe(o.card_seen(0, "the_sailor"))
    lines = briefs(said)
    notice = ("2 of the 5 face-up cards were read: the Tommy Gun and The Fed. To enter a "
              "missed one, press Enter, then its rank, and answer face up.")
    # said after the play and before the next turn's name (heard as part of the play)
    assert lines[-3:] == ["Alice: The Sailor.", notice, "Bob."]
    s.observe(o.card_seen(1, "the_boxer"))
    assert notice not in briefs(said)[len(lines):]  # once a round


@pytest.mark.parametrize("lang, words", [
    ("fr", "2 des 5 cartes face visible ont été lues"),
    ("es", "Se leyeron 2 de las 5 cartas boca arriba"),
])
def test_the_notice_is_in_the_tables_language(lang, words):
    s, said = two_players(lang)
    s.observe(o.card_seen(0, "the_sailor"))
    assert any(b.startswith(words) for b in briefs(said))


def test_none_read_and_one_read_are_said_as_such():
    s, said = two_players(read=())
    s.observe(o.card_seen(0, "the_sailor"))
    assert any(b.startswith("None of the 5 face-up cards was read.") for b in briefs(said))
    s, said = two_players(read=("the_fed",))
    s.observe(o.card_seen(0, "the_sailor"))
    assert any(b.startswith("1 of the 5 face-up cards was read: The Fed.")
               for b in briefs(said))


def test_nothing_is_said_when_all_five_were_read_or_off_the_live_table():
    s, said = two_players(read=("tommy_gun", "the_fed", "the_boxer", "deep_one",
                                "the_urchin"))
    s.observe(o.card_seen(0, "the_sailor"))
    assert not any("face-up cards" in b for b in briefs(said))
    s, said = two_players(notice=False)  # a record played back (demo, replay)
    s.observe(o.card_seen(0, "the_sailor"))
    assert not any("face-up cards" in b for b in briefs(said))


def test_enter_and_a_rank_then_face_up_gives_a_missed_face_up_card():
    s, said = two_players()
    s.observe(o.card_seen(0, "the_sailor"))
    press(s, "\n3")
    assert said[-1].brief == ("Enter: where is it? 1: Bob's zone; 2: face up: The Boxer; 3: "
                              "face up: the Deep One. Answer with plus and the number.")
    press(s, "+2")
    view = s.tracker.view()
    assert view.face_up == ("tommy_gun", "the_fed", "the_boxer")
    assert view.seats[1].zone == () and said[-1].brief == "Face up: The Boxer."
    assert s.tracker.unseen()["the_boxer"] == 1  # key 3 counts it as seen (2 copies)
    # by ear (es13): cut by Enter's cue, the notice was said again, outdated, before the
    # card entered: stale once a face-up card is given
    notice = next(a for a in said if a.brief.startswith("2 of the 5"))
    assert notice.stale()
    press(s, "\n3")  # Bob's play is still given by Enter, one more answer away
    press(s, "+1")
    assert said[-1].kind == "question" and "Bob's zone" in said[-1].brief


def test_enter_offers_no_face_up_answer_once_all_five_are_given():
    s, said = two_players(read=("tommy_gun", "the_fed", "the_boxer", "deep_one"))
    s.observe(o.card_seen(0, "the_sailor"))
    assert any(b.startswith("4 of the 5") for b in briefs(said))
    press(s, "\n4")  # rank 4: one face up is still missing
    assert said[-1].brief.startswith("Enter: where is it? 1: Bob's zone; 2: face up:")
    press(s, "+2")
    assert len(s.tracker.view().face_up) == 5
    notice = next(a for a in said if a.brief.startswith("4 of the 5"))
    assert notice.stale is not None and notice.stale()  # not said late, once all given
    press(s, "\n4")  # now the play, as before: no question where
    assert not said[-1].brief.startswith("Enter: where is it?")


def test_the_live_table_tells_missing_face_up_cards(tmp_path):
    session = TableSession(say=lambda a: None)
    LiveTable(LiveOptions("arkham", "en", ("Ann", "Bob"), 0, str(tmp_path)), session,
              TableWatcher("arkham"), open_source(str(tmp_path), fps=4), queue.Queue(),
              lambda c: False, lambda line: None)
    assert session.face_up_notice


def _alice_s_insane_stowaway(lang="en"):
    """Alice, Insane, plays the Stowaway's Insane effect: the table waits for Bob to take
    the card set aside, no card in a zone (``awaited_seats() == ()``)."""
    s, said = two_players(lang)
    for seat, key in ((0, "nightgaunt"), (1, "the_entertainer"), (0, "the_sailor"),
                      (0, "stowaway")):
        s.observe(o.card_seen(seat, key))
    press(s, "+2")
    assert s.tracker.awaited_seats() == () and s.tracker.question is None
    return s, said


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_enter_with_no_zone_awaited_offers_the_face_up_card_never_assumes_it(lang):
    """Review (session 39): with no zone awaited and one unseen card of the rank, Enter
    gave it face up unasked ("Face up: The Fed."), the player maybe meaning a play: it is
    offered, with what the table waits for, and taken only on plus 1."""
    s, said = _alice_s_insane_stowaway(lang)
    press(s, "\n2")                      # rank 2: The Fed (1 copy unseen), the Nightgaunt
    assert s.tracker.view().face_up == ("tommy_gun", "the_fed")  # nothing given yet
    fed = card("the_fed").name(lang)
    assert said[-1].brief == message(
        lang, "app.enter_face_up_only",
        expected=wait_phrase(lang, "aside", "Alice", "stowaway"),
        list=message(lang, "app.answer_option", number=1, text=message(
            lang, "app.enter_option_face_up", card=fed)))
    press(s, "+1")
    assert s.tracker.view().face_up == ("tommy_gun", "the_fed", "the_fed")


def test_enter_with_no_zone_awaited_lists_every_face_up_card_of_the_rank():
    s, said = _alice_s_insane_stowaway()
    press(s, "\n8")
    assert said[-1].brief == (
        "The table is not waiting for a card in a zone but for Alice's second play. A "
        "face-up card? 1: face up: The Dilettante; 2: face up: Cthulhu. Answer with plus "
        "and the number.")


def _live_round_begun(lang="en"):
    """A live 2-player table: two face-up cards read in the middle, then Alice's first
    play (the notice: 2 of the 5 read). Returns ``(table, said, the cards in view)``."""
    from .test_live_deal import _frames, _table
    table, said, _ = _table(lang=lang)
    middle = ((None, "the_fed", 0), (None, "tommy_gun", 1))
    _frames(table, 8, *middle)
    _frames(table, 8, *middle, (1, "the_sailor"))
    assert table.session.tracker.view().face_up == ("the_fed", "tommy_gun")
    assert table.session.face_up_told == 1
    return table, said, (*middle, (1, "the_sailor"))


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_middle_card_seen_after_the_first_play_is_said_once_never_named(lang):
    """Session 39: a face-up card the camera makes stable after the round's first play is
    refused (a hand card over the middle, R'lyeh's flipped card look alike), in silence:
    the table now hears once that a card in the middle was not taken and how to enter it,
    its name never said (it may be a hidden card)."""
    from .test_live_deal import _frames
    table, said, cards = _live_round_begun(lang)
    before = len(said)
    _frames(table, 8, *cards, (None, "the_boxer", 2))
    view = table.session.tracker.view()
    assert view.face_up == ("the_fed", "tommy_gun")            # not taken, as before
    line = message(lang, "app.face_up_late")
    new = [a.brief for a in said[before:]]
    assert new == [line]
    assert card("the_boxer").name(lang) not in line
    _frames(table, 8, *cards, (None, "the_boxer", 2), (None, "deep_one", 3))
    assert [a.brief for a in said[before:]] == [line]           # once a round


def test_no_such_line_when_all_five_face_up_cards_are_held():
    from .test_live_deal import _frames, _table
    table, said, _ = _table()
    middle = tuple((None, k, i) for i, k in enumerate(
        ("the_fed", "tommy_gun", "the_urchin", "the_boxer", "nightgaunt")))
    _frames(table, 8, *middle)
    _frames(table, 8, *middle, (1, "the_sailor"))
    assert len(table.session.tracker.view().face_up) == 5
    before = len(said)
    _frames(table, 8, *middle, (1, "the_sailor"), (None, "deep_one", 5))
    assert message("en", "app.face_up_late") not in [a.brief for a in said[before:]]


def test_a_face_up_card_entered_while_the_accounts_differ_is_said_at_once():
    """By ear (session 39, en21 busy): entered after Alice's Investigators (two accounts
    kept: Bob out or not), "Face up: The Entertainer." waited 22 s for Bob's card to
    settle them, nothing said after "Answer: which number?". A face-up card is public
    and apart from the turns: said at once, and not again once the accounts agree."""
    s, said = two_players(read=("investigators", "cultists", "the_sailor"))
    s.observe(o.card_seen(0, "investigators"))
    assert len(s.tracker.hyps) > 1
    press(s, "\n7")
    press(s, "+2")
    assert said[-1].brief == "Face up: The Entertainer."
    n = len(said)
    s.observe(o.card_seen(1, "the_fed"))          # Bob's card: the accounts go on
    assert said[n:] and "Face up: The Entertainer." not in briefs(said)[n:]
    assert s.tracker.view().face_up[-1] == "the_entertainer"


def test_enter_for_a_missed_face_up_card_is_not_refused_as_the_card_read_unsaid():
    """By ear (session 40, es13 busy, round 2): the notice just heard, Enter and 1 for the
    missed face-up Investigators heard "The camera read it already: the Investigators in
    Bob's zone." (Bob's play, read, not said yet), and had to be typed again. While
    face-up cards of the rank are offered, they are offered with it (never Bob's zone
    again: review rev40c, the test below); nothing is entered unasked."""
    from tests.companion.app.test_speech_order import behind, say_all
    s, speaker, engine = behind(("Alice", "Bob"))
    s.face_up_notice = True
    for key in ("tommy_gun", "the_fed"):
        s.observe(o.face_up(key))
    s.observe(o.card_seen(0, "the_sailor"))   # the first play: the notice
    s.observe(o.card_seen(1, "the_boxer"))    # Bob's play, read, the voice behind
    history = len(s.tracker.history)
    press(s, "\n3")
    assert len(s.tracker.history) == history
    assert s.transcript[-1].brief.startswith("The camera read it already: The Boxer in "
                                             "Bob's zone. A face-up card? 1: face up: The "
                                             "Boxer; 2: face up: the Deep One.")
    press(s, "+2")
    assert s.tracker.view().face_up == ("tommy_gun", "the_fed", "deep_one")
    say_all(speaker, engine)


def test_a_player_s_own_play_read_unsaid_is_not_offered_again_in_its_zone():
    """Review (session 40, rev40c): Bob's play, read by the camera and not said yet (the
    voice behind), typed by Bob with Enter and its rank while face-up cards are missing:
    before es40 he heard "The camera read it already" (QA30 of session 28); with the
    face-up cards offered, "where is it? 1: Alice's zone; 2: Bob's zone; …" and 2 put a
    second Boxer in his zone ("Bob is out.", "Alice wins the round."). He is told the
    camera read it, the face-up cards offered; the same Enter and rank again asks where."""
    from tests.companion.app.test_speech_order import behind, say_all
    s, speaker, engine = behind(("Alice", "Bob"))
    s.face_up_notice = True
    for key in ("tommy_gun", "the_fed"):
        s.observe(o.face_up(key))
    s.observe(o.card_seen(0, "the_sailor"))
    s.observe(o.card_seen(1, "the_boxer"))    # Bob's play, read, the voice behind
    history = len(s.tracker.history)
    press(s, "\n3")
    assert s.transcript[-1].brief.startswith(
        "The camera read it already: The Boxer in Bob's zone. A face-up card? 1: face up: "
        "The Boxer; 2: face up: the Deep One.")
    assert "zone;" not in s.transcript[-1].brief      # no zone offered
    press(s, "+2")
    assert len(s.tracker.history) == history + 1
    assert s.tracker.view().face_up == ("tommy_gun", "the_fed", "deep_one")
    assert s.tracker.view().seats[1].zone == ("the_boxer",) and not s.tracker.view().seats[1].out
    say_all(speaker, engine)


def test_the_same_enter_and_rank_again_after_read_already_asks_where():
    """The test above, the player sure of another card: Enter and the rank again offers
    the zones too (as after "The camera read it already" alone)."""
    from tests.companion.app.test_speech_order import behind, say_all
    s, speaker, engine = behind(("Alice", "Bob"))
    s.face_up_notice = True
    for key in ("tommy_gun", "the_fed"):
        s.observe(o.face_up(key))
    s.observe(o.card_seen(0, "the_sailor"))
    s.observe(o.card_seen(1, "the_boxer"))
    press(s, "\n3")
    assert s.transcript[-1].brief.startswith("The camera read it already")
    press(s, "\n3")
    assert s.transcript[-1].brief.startswith("Enter: where is it? 1: Alice's zone; 2: Bob's")
    say_all(speaker, engine)


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_read_already_face_up_line_is_in_the_table_s_language(lang):
    """The line of the test above, in fr and es (its list and card names too)."""
    s, said = two_players(lang)
    s.observe(o.card_seen(0, "the_sailor"))
    s.said_for.unheard = lambda history: True   # Bob's play read, not said yet
    s.observe(o.card_seen(1, "the_boxer"))
    press(s, "\n3")
    options = message(lang, "app.list_sep").join(
        message(lang, "app.answer_option", number=i + 1, text=message(
            lang, "app.enter_option_face_up", card=card(k).name(lang)))
        for i, k in enumerate(("the_boxer", "deep_one")))
    assert said[-1].brief == message(lang, "app.enter_read_already_face_up",
                                     card=card("the_boxer").name(lang), player="Bob",
                                     list=options, rank=3)
