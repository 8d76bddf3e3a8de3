"""Review of g263 (fresh QA62b MEDIUM-2, LOW-3 second half; session 63).

- MEDIUM (fixed in :func:`companion.app.after_undone.marked_after_undone`): the undone card
  itself, lifted and laid again beside its place within the 3 s the watch of left cards
  keeps it (read again on purpose), was marked ``after_undone`` (another copy laid after
  it): the tracker kept both accounts and held its news ("The Investigators." "Carol
  passes.") until Carol's next card; main gave it back at once (undo then redo). Not
  another copy when the undone card's place was seen bare table since it was last read
  (:func:`companion.app.card_place.bare_now`; g2's copy lies on it, 0.5 unit away).
- MEDIUM (fixed in :func:`companion.app.card_place.under_pile`, with
  :meth:`~companion.app.left_cards.LeftCards._note_bare`): an undone card lifted off the
  table (its place bare table), a later card of its zone then laid on its place, was taken
  as lying under it: "The Cultists in Carol's zone: take it away, or it stays left out."
  said of a card in the player's hand, and counted face up while the later card lies there.
- Checked, no finding: the ``after_undone`` value through the session log (resumed as
  live), and an old log without it (the same card after an undo: given back, as before).

In-process, a real stabilizer given pictures by hand (:mod:`tests.companion.app.
test_live_deal`); the logs are g2's (tests/companion/qa62b_g2_check.jsonl,
tests/companion/qa62b_g2_end.jsonl)."""
import json
import queue

from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.session_log import logged_with_marks, resume_report
from companion.tracker import observations as o
from vision.place_cover import PlaceState
from vision.records import FrameReading

from .stabilizer_camera import sighting
from .test_live_deal import _SEATS, GONE, _frames, _texts
from .test_qa62b_check_undone_left import BOXER, CAROL, LOG, MUSICIAN, PLAY, SAILOR, _undone
from .test_qa62b_undone_under_pile import CTHULHU, CULTISTS, NAMES, _Camera, _left_line
from .test_qa62b_undone_under_pile import CAROL as CAROL_END
from .test_qa62b_undone_under_pile import LOG as LOG_END

#: Carol's zone with her check's undone Investigators lifted off the table
LIFTED = CAROL[:3] + (MUSICIAN,)


def test_the_undone_card_lifted_and_laid_again_beside_its_place_is_given_back():
    """Carol's check's second card, the Investigators, undone; lifted and laid again
    beside its place within the 3 s the watch keeps it (read again on purpose; its place
    bare table meanwhile): that card read again, given back ("The Investigators.", said at
    once, as on main); g263 took it as another copy (``after_undone``), both accounts
    kept, its news held until Carol's next card."""
    table, said = _undone("en")
    s = table.session
    n = len(said)
    _place_shows(table, 3, "investigators", "bare", 20, *LIFTED)  # lifted: its place bare
    _frames(table, 6, *CAROL[:3], (3, "investigators", 4), MUSICIAN)  # laid again beside
    assert "The Investigators." in _texts(said)[n:], _texts(said)[n:]
    assert s.tracker.history[-1][0] == o.card_seen(2, "investigators")
    assert len({h.key() for h in s.tracker.hyps}) == 1
    _frames(table, 6, *CAROL[:3], (3, "investigators", 4), (3, "the_fed", 5), MUSICIAN)
    view = s.tracker.view()
    assert view.seats[2].zone[-3:] == ("tommy_gun", "investigators", "the_fed")
    assert "Carol: The Fed." in _texts(said)[n:], _texts(said)[n:]


def _place_shows(table, seat, key, state, count, *cards):
    """``count`` pictures of ``cards``, the place of the stable card ``key`` of ``seat``'s
    zone (1-based; unread) showing ``state`` (:class:`vision.place_cover.PlaceState`)."""
    camera = table.watcher
    own = next(p for p in camera.stabilizer.stable_places()
               if p.seat == seat and p.candidates == (key,))
    for _ in range(count):
        camera.n += 1
        t = camera.n / 30
        table._cards_appeared(camera.picture(FrameReading(
            camera.n, t, seats=_SEATS, size=(1280, 720),
            sightings=tuple(sighting(*c) for c in cards),
            places=(PlaceState(own.card_id, own.seat, own.candidates, own.center, state,
                               own.seen_t, t - own.seen_t),))))
        table._left_cards()
        table._between_rounds()


def test_a_check_card_lifted_before_the_hand_was_laid_on_its_place_is_not_left_out():
    """g2/run2's end, but the Cultists lifted off the table (its place bare table for 1 s)
    before Cthulhu was laid on its place; Cthulhu undone, then the Cultists: gone, it is
    not "left out" ("… take it away, or it stays left out." said of a card in the
    player's hand, and counted face up while Cthulhu lies there), as on main. g263's
    ``under_pile`` took any card laid on its remembered place as covering it."""
    said, now = [], [0.0]
    table = LiveTable(LiveOptions("arkham", "en", NAMES, 0, "unused"),
                      TableSession(say=said.append, lang="en"), _Camera(), None,
                      queue.Queue(), lambda c: False, lambda line: None)
    table.timer = lambda: now[0]
    table._seat_markers_seen = lambda first=None, keys=False: [1, 2, 3, 4]
    table.guided_setup()
    for obs, _ in list(logged_with_marks(LOG_END))[1:]:
        table.session.observe(obs)
    _frames(table, 6, *CAROL_END, CULTISTS)
    _place_shows(table, 3, "cultists", "bare", 30, *CAROL_END)  # lifted: its place bare, 1 s
    _frames(table, 2 * GONE, *CAROL_END, CTHULHU)
    for key in "--":
        table._one_key(key)
    now[0] += 2.0
    n = len(said)
    for key in "--":
        table._one_key(key)
    assert "Undone: the Cultists in Carol's zone." in _texts(said)[n:], _texts(said)[n:]
    assert _left_line("en", "cultists") not in _texts(said)[n:], _texts(said)[n:]


def test_the_after_undone_card_resumes_as_live_and_an_old_log_gives_it_back(tmp_path):
    """g2's log, the undo, then what the live table gave (Carol's play marked
    ``after_undone``, Dan's Boxer and Sailor): resumed (``companion resume``, ``play
    --resume``: :func:`~companion.session_log.resume_report`), the same table, nothing
    refused. An old log (the same card after the undo, no value) gives it back."""
    table, said = _undone("en")
    s = table.session
    _frames(table, 6, *CAROL, PLAY, MUSICIAN)
    _frames(table, 6, *CAROL, PLAY, MUSICIAN, BOXER)
    _frames(table, 6, *CAROL, PLAY, MUSICIAN, BOXER, SAILOR)
    live = s.tracker.view()
    given = [obs for obs, _ in s.tracker.history[-3:]]
    assert given[0].value == o.AFTER_UNDONE
    lines = LOG.read_text().splitlines()
    lines.append(json.dumps({"seq": len(lines) + 1, "obs": {"kind": "undo"}}))
    logged = lines + [json.dumps({"seq": len(lines) + 1 + i, "obs": o.to_dict(obs)})
                      for i, obs in enumerate(given)]
    path = tmp_path / "session.jsonl"
    path.write_text("\n".join(logged) + "\n")
    resumed = resume_report(path)
    view = resumed.tracker.view()
    assert view.seats[2].zone == live.seats[2].zone
    assert view.seats[3].zone == live.seats[3].zone and view.seats[3].out
    assert view.active == live.active and not resumed.refused and not resumed.errors
    old = {"kind": "card", "seat": 2, "cards": ["investigators"]}
    path.write_text("\n".join(lines + [json.dumps({"seq": len(lines) + 1, "obs": old})])
                    + "\n")
    view = resume_report(path).tracker.view()
    assert view.seats[2].zone[-2:] == ("tommy_gun", "investigators") and view.active == 2
