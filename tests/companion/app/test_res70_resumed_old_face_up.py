"""res70 (session 70): fresh QA69 HIGH-2, a 2-player game resumed between rounds took the
ended round's face-up cards, still lying, as the next deal's.

d493 (2 players, arkham-classic, es) quit once round 1 was over (``replay --stop-at`` 161,
165 or 178, ``--save-log``), resumed on the same video: round 1's cards still lay (its five
face-up cards in the middle, its plays in the zones) until the table was gathered (17.0 s);
the resumed set-up read them all, and the middle ones went to the next deal as its face-up
cards ("Ronda 2. Empieza Alice." "Boca arriba: Cthulhu." "… el Profundo." "… el Músico."
"… la Artista.", round 1's); round 2's own (el Boxeador, Randall Tillinghast, el Pilluelo,
los Investigadores, el Polizón) were never said but the first, and key 3's unseen count
was false all round 2. d491 (3 players, no face-up cards) resumed at the same point was
right. Cause: the set-up's events are taken once its pictures are read, the table gathered
by then (``_piles_gathered``), and a middle card read lying since a picture of the ended
round in play (``MiddleCards.played_t``) is that round's (fresh QA51 B2) only for a
picture the live loop noted: the resumed table had noted none."""
from companion.session_log import read_log, resume_report

from .test_hqr_cleared_resume_flags import _logged
from .test_live_deal import GATHERED, _frames, _table, _texts

#: d493's round 1 face-up cards (its log: Cthulhu, the Deep One, the Entertainer, two
#: Musicians), in the middle's places 0 to 4
_OLD_MIDDLE = ((None, "cthulhu", 0), (None, "deep_one", 1), (None, "the_entertainer", 2),
               (None, "the_musician", 3), (None, "the_musician", 4))
#: d493's round 1 plays: Alice's Investigators, Bob's Boxer, Bob's Investigators (Bob out)
_PLAYS = ((1, "investigators"), (2, "the_boxer"), (2, "investigators", 1))
#: d493's round 2 face-up cards
_NEW_MIDDLE = ((None, "the_boxer", 0), (None, "randall_tillinghast", 1),
               (None, "the_urchin", 2), (None, "investigators", 3), (None, "stowaway", 4))


def _round_one_logged(tmp_path):
    """d493's round 1 through the live table's camera (the face-up cards read before the
    first play), logged as ``play`` logs it; quit with the round over: the log's path."""
    table, said, _ = _table(edition="arkham-classic")
    path = tmp_path / "part.jsonl"
    with _logged(table, path):
        _frames(table, 8, *_OLD_MIDDLE)
        for k in range(len(_PLAYS)):
            _frames(table, 8, *_OLD_MIDDLE, *_PLAYS[:k + 1])
        table.session.record = None
    view = table.session.tracker.view()
    assert sorted(view.face_up) == sorted(c[1] for c in _OLD_MIDDLE), _texts(said)
    assert view.round_winners == (0,), _texts(said)[-6:]
    return path


def _resumed(path, lying: int, gathered: int):
    """The log ``path`` resumed as ``LiveTable.run`` resumes it on a camera that sees the
    seat markers, the set-up reading ``lying`` pictures of round 1's table (middle and
    zones) then ``gathered`` of the bare table: ``(table, said, index after the resume)``."""
    table, said, _ = _table(edition="arkham-classic")
    table.session.resume(resume_report(path))
    table.session.recall()
    table.known.resumed(table.session.tracker.view(), read_log(path)[0])
    n = len(said)
    for _ in range(lying):
        table._setup_events += table.watcher.show(*_OLD_MIDDLE, *_PLAYS)
    for _ in range(gathered):
        table._setup_events += table.watcher.show()
    table._resumed_cards(None)
    return table, said, n


def test_resumed_between_rounds_the_ended_round_s_face_up_cards_are_not_the_next_deal_s(
        tmp_path):
    """The set-up reads round 1's table lying (``lying`` pictures), then bare
    (``gathered``: 0, it lies on after the set-up); the table gathered, round 2's face-up
    cards laid: round 2 is dealt on the gathered table, its face-up cards are its own,
    each said; none of round 1's is said face up (fails on main: round 1's taken, round
    2's said as "The next round's face-up cards lie in the middle: round 2 is over …",
    or only the Boxer)."""
    path = _round_one_logged(tmp_path)
    for lying, gathered in ((8, 0), (8, 12), (30, 20)):
        table, said, n = _resumed(path, lying, gathered)
        if not gathered:  # still lying a while after the set-up (d493: 161 to 170)
            _frames(table, 20, *_OLD_MIDDLE, *_PLAYS)
        _frames(table, GATHERED)  # the table gathered
        for k in range(len(_NEW_MIDDLE)):  # round 2's face-up cards laid one by one
            _frames(table, 8, *_NEW_MIDDLE[:k + 1])
        view = table.session.tracker.view()
        texts = _texts(said)[n:]
        assert view.round == 2, (lying, gathered, texts)
        assert sorted(view.face_up) == sorted(c[1] for c in _NEW_MIDDLE), \
            (lying, gathered, texts)
        assert not any(t in texts for t in ("Face up: Cthulhu.", "Face up: The Deep One.",
                                            "Face up: The Entertainer.",
                                            "Face up: The Musician.")), (lying, gathered, texts)
        assert "Face up: Randall Tillinghast." in texts, (lying, gathered, texts)
