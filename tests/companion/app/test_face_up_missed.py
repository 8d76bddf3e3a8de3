"""The 2-player face-up cards the camera missed (QA37 es13_a: 2 of the 5 read, nothing
said, no key to give the others): told at the round's first play, given with Enter and a
rank (seed 002 "Setup", 2-Player Only: 5 cards set aside face up)."""
import queue

import pytest

from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
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
