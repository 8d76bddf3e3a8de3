"""A game resumed (``companion play --resume``) from a log that ends with the next deal
undone (minus twice after a gathered table dealt round 2 past "was that Alice's hand?",
:func:`tests.companion.app.test_rev_r6b54._deal_undone`): the deal stays held as it was
live (:func:`companion.app.session_resume.deal_undone`), "To go on, lay the new round's
first card" is said again after the summary, and the card laid then deals round 2 (the
lead's decision of session 54: a card laid without an answer counts as "yes, out").
Before, the resumed table took Bob's round-2 Fed as his round-1 play: "No answer needed:
that was Alice's play." (review of undo2p54)."""
import queue

from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.app.session_resume import deal_undone
from companion.narration.catalog import message
from companion.session_log import SessionLog, resume_report
from companion.tracker import observations as o
from vision.pipeline import TableWatcher
from vision.sources import open_source

from .test_live import write_frames

#: the log of test_rev_r6b54's _deal_undone as the live table wrote it: Alice's
#: Investigators on Bob (guess 5, wrong), Bob's Boxer, Alice's Sailor; the gathered table's
#: deal of round 2, undone
UNDONE = (o.start("arkham", ["Alice", "Bob"], "en", 0), o.card_seen(0, "investigators"),
          o.target(1), o.guess(5), o.card_seen(1, "the_boxer"), o.card_seen(0, "the_sailor"),
          o.new_round(), o.undo())


def _resumed(tmp_path, log, zones, lang="en", pictures=None, each=8, **scene):
    """``companion play --resume`` of ``log`` (observations) over pictures of a bare table
    then of ``zones`` (``{seat 1-based: [card keys]}``), or of ``pictures`` (such zones,
    in order), each shown ``each`` pictures at 4 a second (``scene``: more
    :func:`~vision.render.build_scene` arguments): ``(texts said, tracker)``."""
    path = tmp_path / "game.jsonl"
    with SessionLog(path) as written:
        for obs in log:
            written.record(obs)
    folder = write_frames(tmp_path / "frames", pictures or [{}, zones], frames_each=each,
                          **scene)
    said = []
    session = TableSession(say=said.append, lang=lang)
    session.resume(resume_report(path))
    table = LiveTable(LiveOptions("arkham", lang, ("Alice", "Bob"), 0, str(folder)),
                      session, TableWatcher("arkham"), open_source(str(folder), fps=4),
                      queue.Queue(), lambda c: False, lambda line: None, resumed=True,
                      log_observations=tuple(log), logged=False)
    assert table.run() == 0
    return [a.brief for a in said], session.tracker


def test_a_game_resumed_after_its_deal_undone_deals_on_the_next_card(tmp_path):
    texts, tracker = _resumed(tmp_path, UNDONE, {2: ["the_fed"]})
    held = message("en", "app.deal_held")
    assert held in texts and texts.index(held) > texts.index(
        "Game resumed from the log: round 1."), texts
    view = tracker.view()
    assert view.round == 2 and view.seats[1].zone == ("the_fed",), texts
    assert "Bob wins the round and has 1 Sane." in texts and "Bob: The Fed." in texts, texts
    assert not any("that was Alice's play" in t for t in texts), texts


def test_a_game_resumed_after_an_undo_of_a_play_is_no_held_deal(tmp_path):
    # the undo took back Alice's Sailor, not a deal: nothing held, the Sailor awaited
    texts, tracker = _resumed(tmp_path, UNDONE[:6] + (o.undo(),), {1: ["investigators"]})
    assert message("en", "app.deal_held") not in texts
    assert tracker.view().round == 1


def test_the_log_s_deal_undone_is_its_last_undo_of_a_new_round():
    assert deal_undone(UNDONE)
    assert not deal_undone(UNDONE[:-1])  # dealt, not undone
    assert not deal_undone(UNDONE + (o.card_seen(1, "the_fed"),))  # a card since
    assert not deal_undone(UNDONE + (o.undo(),))  # then Alice's Sailor undone too
    assert not deal_undone(UNDONE[:1] + (o.undo(),))  # the start is kept
