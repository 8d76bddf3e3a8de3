"""Review of resume60 (session 60): the twin question logged and asked again on resume
(:mod:`companion.app.twin_logged`), and a Sanity check's next card laid on the check's pile
taken live at a resume (then, rs60b: asked, plus 1 taking it: :mod:`companion.app.check_pile`).

Fixed here: ``play --resume A --log B`` (and ``replay --resume --save-log``) copied the game
and the glimpse hold to B but not the twin question, so B's resume took Alice's held
Investigators as her check's card ("Alice passes. 11 cards left.", 9 in truth); and the held
card under a hand at the set-up wrote ``{"twin": null}`` at the next picture, so the next
resume did the same. A log card misread at the resume was taken as the check's card (HIGH:
fixed by rs60b, neither taken, both asked); strict xfail: the question not asked when its
card is read after the set-up (MEDIUM)."""
from pathlib import Path

import pytest

from .test_live_setup import _frames
from .test_qa45_resume_hand import _table, resumed_on
from .test_qa58_high4_twin_check_holds import ASKED, _keys, _r5, _texts
from .test_rev_h4 import _quit_while_asked, table_at_quit

D3 = Path(__file__).parent.parent / "qa59_d3_mid_check.jsonl"
#: runD3's log cards at the resume, read by the set-up but Alice's Sailor and Tommy Gun
D3_READ = ((1, "investigators", 0), (1, "rlyeh", 1), (1, "cthulhu", 2), (2, "the_boxer", 0),
           (2, "shoggoth", 1), (3, "nightgaunt", 0))
NAMES = ("Alice", "Bob", "Carol", "Dan", "Eve", "Fay")


def _resumed_logging(tmp_path, log, shown, writer=False, lang="en"):
    """``log`` resumed as :func:`.test_qa45_resume_hand.resumed_on` (6 players, arkham),
    its set-up showing ``shown``; ``writer``: the table appends to ``log`` as ``play
    --resume`` does (closed by the caller: ``table.test_log``). ``(table, said)``."""
    from companion.session_log import SessionLog, resume_report
    from companion.session_log_lines import read_log
    table, said, _ = _table(names=NAMES, lang=lang, markers=range(1, 7), edition="arkham")
    table.session.resume(resume_report(log))
    table.session.recall()
    table.known.resumed(table.session.tracker.view(), read_log(log)[0])
    if writer:
        table.test_log = SessionLog(log, sync=False)
        table.session.record = table.test_log.record
    for _ in range(6):
        table._setup_events += table.watcher.show(*shown)
    table._resumed_cards(None)
    return table, said


def _resumed_twin(tmp_path, setup_inv=True, writer=False, lang="en"):
    """r5 quit while the twin question stands (:func:`.test_rev_h4._quit_while_asked`),
    resumed: the set-up shows the log's cards, Bob's Boxer and Sailor, and Alice's held
    Investigators when ``setup_inv`` (else a hand over it). ``(table, said, shown, log)``,
    ``shown`` the whole table (the Investigators in it)."""
    log = _quit_while_asked(tmp_path)
    shown, inv, bob = table_at_quit(log)
    (tmp_path / "r").mkdir()
    table, said = _resumed_logging(tmp_path / "r", log, shown + [inv] * setup_inv + bob,
                                   writer, lang)
    return table, said, shown + [inv] + bob, log


def test_play_resume_log_copies_the_twin_question(tmp_path, capsys):
    # HIGH, fixed: B lacked the line, and B's resume took the held card as her check's
    from companion.cli import main
    from companion.session_log import resume_report
    from tests.companion.app.test_live import write_frames
    from tests.companion.settings_files import no_settings
    first, second = _quit_while_asked(tmp_path), tmp_path / "b.jsonl"
    assert resume_report(first).twin is not None
    frames = write_frames(tmp_path / "frames", [{}], frames_each=1)
    assert main(["play", "--source", str(frames), "--resume", str(first), "--log",
                 str(second), "--config", no_settings(tmp_path)]) == 0
    capsys.readouterr()
    assert resume_report(second).twin == resume_report(first).twin
    third = tmp_path / "c.jsonl"  # replay --resume --save-log: the same
    assert main(["replay", "--source", str(frames), "--players", ",".join(NAMES),
                 "--resume", str(first), "--save-log", str(third)]) == 0
    capsys.readouterr()
    assert resume_report(third).twin == resume_report(first).twin


def test_companion_resume_and_replay_log_skip_the_twin_line(tmp_path, capsys):
    from companion.cli import main
    log = _quit_while_asked(tmp_path)
    assert '"twin":{' in log.read_text(encoding="utf-8")
    for command in ("resume", "replay"):  # neither a skipped line nor replayed
        assert main([command, str(log)]) == 0
        out, err = capsys.readouterr()
        assert "skipped" not in err + out and "twin" not in err + out, (command, err)


def test_resumed_twice_the_question_is_asked_again(tmp_path):
    table, said, shown, log = _resumed_twin(tmp_path, writer=True)
    assert _texts(said)[-1] == ASKED, _texts(said)
    _frames(table, 6, *shown)
    table.test_log.close()
    (tmp_path / "r2").mkdir()
    _, said2 = _resumed_logging(tmp_path / "r2", log, shown)
    assert _texts(said2)[-1] == ASKED, _texts(said2)


def test_the_held_card_under_a_hand_at_the_set_up_keeps_the_line_for_the_next_resume(
        tmp_path):
    # HIGH, fixed: the question not found, {"twin": null} was written at the next picture;
    # resumed again (the card seen now), "Alice passes. 11 cards left." (9 in truth)
    table, said, shown, log = _resumed_twin(tmp_path, setup_inv=False, writer=True)
    _frames(table, 6, *shown)
    assert not any(line.startswith("Alice passes") for line in _texts(said)), _texts(said)
    table.test_log.close()
    (tmp_path / "r2").mkdir()
    _, said2 = _resumed_logging(tmp_path / "r2", log, shown)
    assert not any(line.startswith("Alice passes") for line in _texts(said2)), _texts(said2)
    assert _texts(said2)[-1] == ASKED, _texts(said2)


@pytest.mark.xfail(strict=True, reason="review of resume60, MEDIUM: the held card under a "
                   "hand at the set-up, read a moment later: the question is not asked "
                   "(TwinLogged._twin_restored looks only among the set-up's cards; the "
                   "glimpse hold's analogue keeps looking, glimpse_awaited); the card is "
                   "held in silence (Stalls._holds_all: _resume_holds holds every card "
                   "while Bob's cards, said at the set-up, await plus 1), Bob's Boxer and "
                   "Sailor said twice 'Take them away; or ... press plus and 1', and Enter "
                   "4 asks 'Card played: which rank?', then whose discard zone; plus 1 "
                   "(as told) takes Bob's cards, 'Alice is probably out' (hedged, QA58 "
                   "HIGH-4's path). A hook asking it before _holds_all alone is worse "
                   "(tried: Enter 1 said Bob's real cards 'left out: not plays of this "
                   "game'; plus 1 then Enter 4, 'Alice is out, with The Urchin'): Bob's "
                   "resume-held cards must go behind the question too")
def test_the_held_card_read_after_the_set_up_is_asked_about(tmp_path):
    table, said, shown, _ = _resumed_twin(tmp_path, setup_inv=False)
    n = len(said)
    _frames(table, 6, *shown)
    assert ASKED in _texts(said)[n:], _texts(said)[n:]


def test_undo_after_the_re_asked_answer_as_live(tmp_path):
    live, lsaid, _, show, _ = _r5()
    m = len(lsaid)
    for keys in (("\n", "4"), ("-", "-"), ("-", "-")):
        _keys(live, *keys)
        show()
    table, said, shown, _ = _resumed_twin(tmp_path)
    n = len(said)
    for keys in (("\n", "4"), ("-", "-"), ("-", "-")):
        _keys(table, *keys)
        _frames(table, 6, *shown)
    assert _texts(said)[n:] == _texts(lsaid)[m:]
    assert [s.zone for s in table.session.tracker.view().seats] == \
        [s.zone for s in live.session.tracker.view().seats]


@pytest.mark.parametrize("lang, asked", [
    ("fr", "Un second exemplaire de la Gamine dans le test de Santé mentale d'Alice ?"),
    ("es", "¿Un segundo ejemplar del Pilluelo en la prueba de cordura de Alice?"),
])
def test_re_asked_in_fr_es_then_1_gives_the_held_card(tmp_path, lang, asked):
    table, said, shown, _ = _resumed_twin(tmp_path, lang=lang)
    assert _texts(said)[-1].startswith(asked), _texts(said)
    _keys(table, "\n", "1")
    _frames(table, 6, *shown)
    assert table.session.tracker.view().seats[0].zone[-1] == "investigators"


@pytest.mark.parametrize("read", [
    # the Tommy Gun (the log's newest) misread as the Urchin, the Sailor under it unread
    ((1, "the_urchin", 3),),
    # the Sailor read, the Tommy Gun misread
    ((1, "the_sailor", 3), (1, "the_urchin", 4)),
])
def test_a_misread_log_card_is_not_taken_as_the_check_card(tmp_path, read):
    # HIGH (the lead's call), fixed by rs60b: it reads as runD3's card laid on the pile, so
    # neither is taken at the resume; both asked, naming the check (check_pile)
    _, said = resumed_on(tmp_path, D3.read_text(encoding="utf-8"), (*D3_READ, *read))
    heard = _texts(said)
    assert not any(line.startswith("Alice passes") or line == "The Urchin." for line in heard), \
        heard


def test_a_misread_log_card_under_the_new_check_card_is_not_taken(tmp_path):
    # HIGH, fixed: runD3's Investigators laid on the pile, the Tommy Gun under it misread
    # (its edge seen): the older, the misread card, was taken as the check's card ("The
    # Urchin. Alice passes. 14 cards left."), the real one said "Take it away". Two cards
    # there: both held, as main ("2 cards the log does not hold ...")
    read = ((1, "the_urchin", 3), (1, "investigators", 4))
    table, said = resumed_on(tmp_path, D3.read_text(encoding="utf-8"), (*D3_READ, *read))
    heard = _texts(said)
    assert not any(line.startswith("Alice passes") or line == "The Urchin." for line in heard), \
        heard
    assert heard[-1].startswith("2 cards the log does not hold are on the table"), heard
    assert table.session.tracker.view().seats[0].zone[-1] == "tommy_gun"
