"""hi4 (session 67; QA66 M3, run q1r2): ``replay --resume q1/part.jsonl`` on d493 (2
players, arkham-classic), the log ending with Bob's Investigators (his hand, read right)
undone and the table seen cleared, then '+2' (true: the Boxer was Bob's play). The live
run (no quit) names the card undone before that answer (``app.cleared_by_undo``, hi3) and
minus twice gives it back: "Bob is out, with the Investigators." Resumed, the session's
``redo`` was gone: the cleared table named the right answer, and following it (minus
twice, '+1') said "Bob queda fuera, con el Boxeador.", false. The log's last undo now
rebuilds that redo (:attr:`~companion.session_log.Resumed.redo`, set by
:meth:`~companion.app.session_resume.SessionResume.resume`), so the resumed game behaves
as the live one. Also Enter's way out with another rank than the undone card's (hi4's
give-back by Enter, :func:`~companion.app.undone_before_answer.undone_entered`)."""
from companion.app.keys import Command
from companion.narration.catalog import message
from companion.session_log import resume_report
from companion.tracker import observations as o

from .test_hi2_next_deal_after_no import _after
from .test_hqq_cleared_line import _log, _qa65b_part
from .test_hqr_cleared_resume_flags import _resumed
from .test_live_deal import _frames, _texts
from .test_qa50_enter_heard import _keys


def _resumed_answered(tmp_path):
    """QA65b/QA66 q1's log (the undo, the clear) resumed on the bare table, '+2', a
    second of pictures: ``(table, said, index of the first line since '+2')``."""
    _, _, path = _qa65b_part(tmp_path)
    table, said = _resumed(path)
    table.now = [500.0]
    table.timer = lambda: table.now[0]
    n = len(said)
    table._key(Command("answer", 2))  # 25.0 s '+2': true
    for _ in range(30):
        _frames(table, 1)
        table.now[0] += 1 / 30
    return table, said, n


def test_resumed_the_cleared_table_names_the_undone_card_and_minus_twice_gives_it_back(
        tmp_path):
    table, said, n = _resumed_answered(tmp_path)
    texts = _texts(said)[n:]
    blamed = message("en", "app.cleared_by_undo", round=1, card="the Investigators",
                     player="Bob")
    assert blamed in texts, texts  # main: app.cleared_by_answer, the right answer named
    m = len(said)
    _keys(table, "-")
    _keys(table, "-")  # 26.0 s '--', as the line says
    _frames(table, 6)
    texts = _texts(said)[m:]
    assert "Bob is out, with The Boxer." not in texts, texts  # main, after '+1'
    end = texts.index("Bob is out, with the Investigators.")
    assert texts[end + 1] == "Alice wins the round and has 1 Sane.", texts
    view = table.session.tracker.view()
    assert view.round_winners and view.seats[1].zone == ("the_boxer", "investigators")


def test_resumed_enter_and_1_give_the_undone_card_back_too(tmp_path):
    table, said, _ = _resumed_answered(tmp_path)
    m = len(said)
    _keys(table, "\n")
    _keys(table, "1")
    _frames(table, 6)
    texts = _texts(said)[m:]
    assert texts[0] == message("en", "app.prefix_enter_undone", card="The Investigators",
                               player="Bob"), texts
    assert "Bob is out, with the Investigators." in texts, texts


def test_the_log_s_last_undo_of_a_card_read_is_the_redo(tmp_path):
    """:attr:`Resumed.redo`: the card the log's last undo took back, as the undo key
    leaves it (the history's newest entry then, its length); not after an undo of a card
    the rules refused, nor with no undo."""
    fed, boxer = o.card_seen(0, "the_fed"), o.card_seen(1, "the_boxer")
    report = resume_report(_log(tmp_path / "a.jsonl", (fed, {}), (boxer, {}), (o.undo(), {})))
    obs, entry, at = report.redo
    history = report.tracker.history
    assert obs == boxer and at == len(history) == 2 and entry is history[-1], report.redo
    assert history[-1][0] == fed
    # undone, then more inputs: still the last undo's (the session checks its place)
    report = resume_report(_log(tmp_path / "b.jsonl", (fed, {}), (boxer, {}), (o.undo(), {}),
                                (boxer, {})))
    assert report.redo is not None and report.redo[2] == 2
    # two undos: the last one's card
    report = resume_report(_log(tmp_path / "c.jsonl", (fed, {}), (boxer, {}), (o.undo(), {}),
                                (o.undo(), {})))
    assert report.redo[0] == fed and report.redo[2] == 1, report.redo
    cases = {
        "none": [(fed, {}), (boxer, {})],
        "refused": [(fed, {}), (o.card_seen(0, "the_boxer"), {}), (o.undo(), {})],
    }
    for name, lines in cases.items():
        report = resume_report(_log(tmp_path / f"{name}.jsonl", *lines))
        assert report.redo is None, (name, report.redo)


def test_enter_and_another_rank_give_that_rank_s_card_back_in_its_place():
    """hi4 (Enter's way out, review of hi2 (a)): after the next-deal line names Bob's
    undone Investigators, Enter and 2 (a misread: the player says Bob's hand was of rank
    2) give that rank's cards back in its place, as Enter's cue says ("to give it back,
    which rank?"; :func:`~companion.app.undone_before_answer.undone_entered`), the tracker
    then asking which: never a rank-2 card put in Alice's zone for her awaited play."""
    table, texts = _after(["\n", "2"])
    given = message("en", "app.undone_answer_given_back", question="The Boxer in Bob's "
                    "discard zone: was that Bob's hand, so Bob is out?",
                    card="The Fed or the Nightgaunt", player="Bob")
    assert given in texts, texts
    assert "Bob is out." in texts and "Alice wins the round and has 1 Sane." in texts, texts
    view = table.session.tracker.view()
    assert view.seats[0].zone == ("investigators",), texts
