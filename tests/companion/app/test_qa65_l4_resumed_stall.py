"""Fresh QA65 LOW-4 (run r13: ``replay --source handB.mp4 --stop-at 150 --save-log``, a hand
over Bob's zone while he plays; then ``replay --resume``): the table stalled behind Bob's
unread play ("Still waiting for Bob's play: a card I could not read? Press Enter, then its
rank. The 2 cards laid since wait for it."), Carol's Tommy Gun and Necronomicon kept; the
log (``qa65_r13_stalled.jsonl``, as written) holds them as its last lines, refused. The
resume held them as "2 cards the log does not hold are on the table … press plus and 1",
and Enter 5 for Bob's play never gave them: the rest of the round was lost. Now the resume
holds them as that stall again (:func:`companion.app.stall_logged.restore_stall`), and the
keys the tester typed give the round as the replay without the quit does."""
from pathlib import Path

from companion.app.stall_logged import logged_stall
from companion.session_log import resume_report
from tests.companion.app.test_live_setup import _frames
from tests.companion.app.test_qa45_resume_hand import resumed_on

LOG = Path(__file__).parent.parent / "qa65_r13_stalled.jsonl"

#: the table at the resume: the log's cards, and Carol's two kept cards
_SHOWN = ((1, "stowaway", 0), (1, "the_dilettante", 1), (2, "the_entertainer", 0),
          (3, "investigators", 0), (3, "tommy_gun", 1), (3, "necronomicon", 2))


def _keys(table, keys: str) -> None:
    for key in keys:
        table.keys.put(key)
    table._keys()


def test_the_log_s_stall_is_read_from_its_refused_last_cards():
    tracker = resume_report(LOG).tracker
    assert logged_stall(tracker) == [(2, ("tommy_gun",)), (2, ("necronomicon",))]


def test_a_resumed_stall_holds_its_cards_and_gives_them_once_the_play_is_entered(tmp_path):
    table, said = resumed_on(tmp_path, LOG.read_text(), _SHOWN)
    texts = [a.brief for a in said]
    assert texts[-1] == ("Still waiting for Bob's play: a card I could not read? Press Enter, "
                         "then its rank. The 2 cards laid since wait for it."), texts
    assert not any("log does not hold" in t for t in texts), texts
    told = len(said)
    _keys(table, "\n5")  # Bob's play: the Musician ("was that Bob's hand?")
    _keys(table, "+2")   # no, his play: Carol discards (the Tommy Gun)
    _keys(table, "\n0")
    _keys(table, "+2")   # in Carol's zone
    _frames(table, 6, *_SHOWN)
    texts = [a.brief for a in said[told:]]
    view = table.session.tracker.view()
    assert view.seats[2].zone == ("investigators", "tommy_gun", "necronomicon"), (view, texts)
    assert "Carol discards the Tommy Gun." in texts and "Carol: the Necronomicon." in texts
    assert not any("log does not hold" in t for t in texts), texts


def test_cards_refused_in_the_zone_of_a_player_out_are_no_stall(tmp_path):
    """Review of low67, MEDIUM: the live table stalls only behind cards refused as not
    awaited (``unexpected``: CameraCards._not_awaited); two cards refused in the zone of
    Alice, out ("Not counted: … as Alice is out"), are no stall. logged_stall took any
    refused card: the resume asked "Still waiting for Bob's play: a card I could not read?
    … The 2 cards laid since wait for it.", a stall the live table never had."""
    from companion.tracker import observations as o
    lines = LOG.read_text(encoding="utf-8").splitlines()[:3]  # Alice out, Bob's play due
    lines += ['{"seq":%d,"obs":%s}' % (4 + i, o.to_json(o.card_seen(0, c)))
              for i, c in enumerate(("the_fed", "the_sailor"))]
    log = tmp_path / "out_zone.jsonl"
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    tracker = resume_report(log).tracker
    assert tracker.view().seats[0].out and tracker.waiting()[:2] == ("play", 1)
    assert logged_stall(tracker) == []
    shown = ((1, "stowaway", 0), (1, "the_dilettante", 1), (1, "the_fed", 2),
             (1, "the_sailor", 3))
    _, said = resumed_on(tmp_path, log.read_text(), shown)
    assert not any(a.brief.startswith("Still waiting for") for a in said), \
        [a.brief for a in said]
