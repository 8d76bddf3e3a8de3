"""Fresh QA66 LOW-2 (session 66, q1 then q1r: d493, 2 players, arkham-classic): Bob's
knocked-out Investigators undone by minus twice ("Undone: the Investigators in Bob's
zone.", "The Investigators in Bob's zone: take it away, or it stays left out."), the table
gathered (round 1 seen cleared in its middle), the quit. Live, key 3 counts that
Investigators seen (an undone card left out: docs/keys.en.md, key 3); resumed, it said
"5 of rank 1", counting it unseen: the resumed table had no left card for it. The log's
undone cards of the round seen cleared now count as face up
(:attr:`~companion.app.known_cards.KnownCards.undone_logged`,
:meth:`~companion.app.left_cards.LeftCards._left_face_up`)."""
from companion.app.keys import Command
from companion.session_log import read_log, resume_report
from companion.tracker import observations as o

from .test_hi2_next_deal_after_no import FACE_UP_1, _frames
from .test_hqr_cleared_resume_flags import _logged
from .test_live_deal import GATHERED, _table, _texts
from .test_live_setup import _table as _setup_table
from .test_qa50_enter_heard import _keys

UNSEEN = ("Unseen: 16 cards; by rank: 1 each of ranks 8, 7, 5, and 3; 2 of rank 6; 3 each "
          "of ranks 4 and 2; 4 of rank 1.")


def _unseen(table, said) -> list[str]:
    told = len(said)
    table._key(Command("unseen"))
    return _texts(said)[told:]


def _undone_and_gathered(path):
    """d493's round 1 to Bob's Investigators undone and the table gathered, every input
    logged to ``path`` as ``play`` logs it: ``(table, said)``."""
    table, said, _ = _table(edition="arkham-classic")
    table.now = [100.0]
    table.timer = lambda: table.now[0]
    laid = ((1, "investigators"), (2, "the_boxer"), (2, "investigators", 1))
    with _logged(table, path):
        for k in FACE_UP_1:
            table.session.observe(o.face_up(k))
        for i in range(len(laid)):
            _frames(table, 6, *laid[:i + 1])
        _keys(table, "--")
        _frames(table, 6, *laid)
        _frames(table, GATHERED + 30)
        table.session.record = None
    assert "The Investigators in Bob's zone: take it away, or it stays left out." \
        in _texts(said)
    assert table.cleared_mid == 1
    return table, said


def test_qa66_l2_an_undone_card_left_out_stays_seen_after_a_resume(tmp_path):
    path = tmp_path / "play.jsonl"
    table, said = _undone_and_gathered(path)
    assert _unseen(table, said) == [UNSEEN]  # live
    resumed, rsaid, _ = _setup_table(names=("Alice", "Bob"), markers=(1, 2),
                                     edition="arkham-classic")
    resumed.session.resume(resume_report(path))
    resumed.session.recall()
    resumed.known.resumed(resumed.session.tracker.view(), read_log(path)[0])
    resumed._resumed_cards(None)
    resumed.now = [200.0]
    resumed.timer = lambda: resumed.now[0]
    _frames(resumed, GATHERED + 30)  # the bare table
    assert resumed.cleared_mid == 1
    # main: "Unseen: 17 cards; …; 5 of rank 1."
    assert _unseen(resumed, rsaid) == [UNSEEN]
