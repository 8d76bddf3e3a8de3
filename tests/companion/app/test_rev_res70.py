"""rev-res70 (session 70): review of branch res70 (the resume: keyed cards, the dark first
picture, the undone card's news as heard, a 2-player resume between rounds)."""
from .test_live_deal import _frames, _texts
from .test_res70_resumed_old_face_up import _NEW_MIDDLE, _round_one_logged


def test_resumed_between_rounds_a_next_deal_laid_during_the_quit_keeps_its_face_up_cards(
        tmp_path):
    """rev-res70, HIGH (mended here): a 2-player game quit once round 1 was over, round 2
    dealt while the companion was off (its five face-up cards in the middle) and Alice's
    first play the same card as her round-1 play (d493: the Investigators both rounds),
    resumed: the set-up read Alice's Investigators in her zone and
    ``MiddleCards._note_resumed_round`` (res70) took it, by name alone, for round 1's card
    still lying, so round 2's face-up cards were taken as round 1's ("Still on the table
    from the last round: The Boxer in the middle, …; take them away", false), never said
    face up, key 3 false all round (real route: d493's QA69 s16 log, its last 't' set to
    29.0, resumed: "Recoge todas las cartas…", round 2's five never said; with 30.8,
    round 2 never dealt). Mend: the round is noted only when a middle card the set-up made
    stable is one the log's round holds face up."""
    path = _round_one_logged(tmp_path)
    # the set-up reads round 2 as dealt during the quit: its five face-up cards and
    # Alice's first play, the Investigators (round 1's play in her zone too)
    table, said, n = _resumed_reading(path, *_NEW_MIDDLE, (1, "investigators"))
    _frames(table, 20, *_NEW_MIDDLE, (1, "investigators"))
    view = table.session.tracker.view()
    texts = _texts(said)[n:]
    assert view.round == 2, texts
    assert sorted(view.face_up) == sorted(c[1] for c in _NEW_MIDDLE), texts


def _resumed_reading(path, *cards, pictures: int = 12):
    """The log ``path`` resumed as ``LiveTable.run`` resumes it, the set-up reading
    ``pictures`` pictures of ``cards``: ``(table, said, index after the resume)``."""
    from companion.session_log import read_log, resume_report

    from .test_live_deal import _table
    table, said, _ = _table(edition="arkham-classic")
    table.session.resume(resume_report(path))
    table.session.recall()
    table.known.resumed(table.session.tracker.view(), read_log(path)[0])
    n = len(said)
    for _ in range(pictures):
        table._setup_events += table.watcher.show(*cards)
    table._resumed_cards(None)
    return table, said, n


def test_resumed_between_rounds_a_next_deal_laid_during_the_quit_no_play_yet(tmp_path):
    """The same, round 2's face-up cards alone lying at the resume (no play yet): taken as
    round 2's, as on main (no zone card of the log read)."""
    path = _round_one_logged(tmp_path)
    table, said, n = _resumed_reading(path, *_NEW_MIDDLE)
    _frames(table, 20, *_NEW_MIDDLE)
    view = table.session.tracker.view()
    texts = _texts(said)[n:]
    assert view.round == 2, texts
    assert sorted(view.face_up) == sorted(c[1] for c in _NEW_MIDDLE), texts


def test_a_card_keyed_after_the_resume_leaves_the_log_s_camera_card_counted(tmp_path):
    """rev-res70 LOW (mended by res71): Bob's Deep One entered by key after the resume
    took the log's camera Boxer (a candidate in common) out of the cards that count for
    a clear (a clear missed). Now only the log's own ``"keyed"`` cards are left out
    (:func:`~companion.app.keyed_cards.keyed_in_zone`, ``keyed_logged_ids``)."""
    from companion.tracker import observations as o

    from .test_hqr_cleared_resume_flags import _logged
    from .test_live_deal import _table
    from .test_qa50_enter_heard import _keys
    from .test_rev_res69 import _resumed as _resumed_before_setup
    path = tmp_path / "play.jsonl"
    table, said, _ = _table(edition="arkham-classic")
    with _logged(table, path):  # the camera reads both cards
        _frames(table, 8, (1, "investigators"))
        table.session.observe(o.target(1))
        table.session.observe(o.guess(5))
        _frames(table, 8, (1, "investigators"), (2, "the_boxer"))
        table.session.record = None
    assert '"keyed"' not in path.read_text()
    table, said = _resumed_before_setup(path)
    table._resumed_cards(None)
    _keys(table, "\n3+2+2")  # Bob's Deep One, entered by key since the resume
    view = table.session.tracker.view()
    assert view.seats[1].zone == ("the_boxer", "deep_one"), _texts(said)
    assert table.known.logged_unread(view, 1) == (0,)  # the log's Boxer, unread since
    assert table._log_unread(view, 1) == (0,)  # the camera's: it counts for a clear
