"""lead58 (session 58): the glimpse hold (:mod:`companion.app.glimpse_asked`) kept in the
session log (:mod:`companion.session_log_held`) and restored by a resume for its own cards
only (:mod:`companion.app.glimpse_logged`): runD's table at Alice's Sanity check (2 cards),
her play The Musician held and asked after the check's cards were glimpsed unread; quit,
``play --resume``, quit and resume again; a card the log does not mark as held is said as
main says it."""
from __future__ import annotations

import json

import pytest

from companion.app.keys import Command
from companion.session_log import SessionLog, read_entries, resume_report
from companion.session_log_held import held_value, last_held

from .test_busy55_check_glimpsed import AGAIN, GLIMPSED
from .test_live_setup import _frames as shown_frames
from .test_live_setup import _table
from .test_rev_lead57 import NAMES, _log_at_check, _logged_table, _shown, held_log
from .test_twin50_asked import _keys, _texts

#: the hold line runD's live table writes when it asks about her Musician
MUSICIAN_HELD = {"seat": 0, "round": 1, "cards": [["the_musician"]], "asked": True}
#: the old-card line a resume says for a card the log does not hold (main)
OLD_MUSICIAN = ("A card the log does not hold is on the table: The Musician in Alice's "
                "zone. Take it away; or, if it was played while the companion was off, press "
                "plus and 1.")


def _records(path):
    return [json.loads(line) for line in path.read_text().splitlines()]


def _resumed_logging(tmp_path, log_path, shown, lang="en", during=()):
    """``log_path`` resumed as ``play --resume`` does (appending to it) on a live table whose
    set-up pictures show ``shown`` (``(seat 1-based, card, place)``); ``during``: commands
    keyed while those pictures are read (``GuidedSetup._seat_markers_seen(keys=True)``
    answers them through ``LiveKeys._key``; review of lead58): ``(table, said, log)``, the
    log still open."""
    from companion.session_log import read_log
    report = resume_report(log_path)
    table, said, _ = _table(names=NAMES, lang=lang)
    log = SessionLog(log_path, sync=False)
    table.session.record = log.record
    table.session.resume(report)
    table.session.recall()
    table.known.resumed(table.session.tracker.view(), read_log(log_path)[0])
    for _ in range(6):
        table._setup_events += table.watcher.show(*shown)
    for command in during:
        table._key(command)
    table._resumed_cards(None)
    return table, said, log


def test_lead58_the_hold_is_a_log_line_and_so_is_its_release(tmp_path):
    """Live: the hold asked is one line (its zone, its card's reading, the question said);
    the check entered (Investigators, Sailor), the hold is over: ``"held": null`` before
    her Musician's line. No line for the zone's changes meanwhile (asked again, shorter)."""
    text, shown, at = held_log(tmp_path)
    assert json.loads(text.splitlines()[-1]) == {"seq": 13, "held": MUSICIAN_HELD}
    table, said, log = _resumed_logging(tmp_path, tmp_path / "part1.jsonl", shown)
    assert _texts(said)[-1] == GLIMPSED["en"]
    _keys(table, "\n", "1", "+", "1")
    shown_frames(table, 10, *shown)
    assert _texts(said)[-1] == AGAIN, _texts(said)
    _keys(table, "\n", "6", "+", "1")
    shown_frames(table, 10, *shown)
    log.close()
    assert _texts(said)[-2:] == ["Alice passes. 13 cards left.", "Alice: The Musician."]
    tail = [r.get("held", r.get("obs")) for r in _records(tmp_path / "part1.jsonl")[13:]
            if "held" in r or "obs" in r]  # (not the "waiting" lines: res71)
    assert tail == [
        {"kind": "card", "seat": 0, "cards": ["investigators", "cultists"]},
        {"kind": "was", "cards": ["investigators"]},
        {"kind": "card", "seat": 0, "cards": ["the_sailor", "randall_tillinghast"]},
        None,  # released: the check over, before her play is given
        # (given behind the Sailor's "which card?" question, said with its answer: main)
        {"kind": "card", "seat": 0, "cards": ["the_musician"]},
        {"kind": "was", "cards": ["the_sailor"]}], tail
    assert resume_report(tmp_path / "part1.jsonl").held is None


def test_lead58_quit_resume_quit_resume_asks_about_the_held_card_each_time(tmp_path):
    """A quit and ``play --resume`` round trip, twice, appending to the same log: the held
    Musician asked again each time, no second hold line written (the log holds it
    already), nothing taken by a plus meant for main's old-card line; then the check."""
    text, shown, at = held_log(tmp_path)
    path = tmp_path / "part1.jsonl"
    lines = len(text.splitlines())
    for _ in range(2):
        table, said, log = _resumed_logging(tmp_path, path, shown)
        assert _texts(said)[-1] == GLIMPSED["en"], _texts(said)
        assert table.glimpse is not None and table.glimpse.seat == 0
        table._key(Command("answer", 1))
        shown_frames(table, 10, *shown)
        log.close()
        assert len(path.read_text().splitlines()) == lines  # nothing logged: plus took none
        assert resume_report(path).held == MUSICIAN_HELD
    table, said, log = _resumed_logging(tmp_path, path, shown)
    k = len(said)
    _keys(table, "\n", "1", "+", "1", "\n", "6", "+", "1")
    shown_frames(table, 10, *shown)
    log.close()
    assert _texts(said)[k:][-2:] == ["Alice passes. 13 cards left.", "Alice: The Musician."]
    assert table.session.tracker.view().seats[0].zone[at:] == (
        "investigators", "the_sailor", "the_musician")


def test_lead58_a_card_not_matching_the_logged_hold_is_said_as_main_and_the_hold_released(
        tmp_path):
    """The log holds the Musician held; at the resume that card is gone and the log's
    Necronomicon, under it, is misread as Cthulhu: not the held card, said as main says a
    card the log does not hold (never given as her play). The hold, none of its cards
    read, is still looked for (a hand over it: review of lead58), the log keeping it,
    till the check is over: then released in the log (``"held": null``), so the next
    resume does not look for it."""
    text, shown, at = held_log(tmp_path)
    path = tmp_path / "part1.jsonl"
    misread = [c for c in shown if c[1] != "the_musician"] + [(1, "cthulhu", at - 1)]
    table, said, log = _resumed_logging(tmp_path, path, misread)
    assert table.glimpse is None and table.glimpse_awaited == MUSICIAN_HELD
    assert _texts(said)[-1] == OLD_MUSICIAN.replace("The Musician", "Cthulhu"), _texts(said)
    assert _records(path)[-1] == {"seq": 13, "held": MUSICIAN_HELD}
    _keys(table, "\n", "1", "+", "1", "\n", "6", "+", "1")  # the check: Investigators, Sailor
    shown_frames(table, 10, *misread)
    log.close()
    assert table.glimpse_awaited is None and table.glimpse is None
    holds = [r["held"] for r in _records(path) if "held" in r]
    assert holds == [MUSICIAN_HELD, None], _records(path)[-4:]  # released once the check's over
    assert resume_report(path).held is None
    assert "the_musician" not in table.session.tracker.view().seats[0].zone


def test_lead58_a_hold_of_another_round_or_seat_is_not_restored(tmp_path):
    """A hold line that does not fit the log's table (another seat than the one whose
    Sanity check it waits for, another round) restores nothing: main's line."""
    text, zones = _log_at_check(tmp_path)
    at = len(zones[0])
    shown = _shown(zones, skip={(0, at - 1)}) + [(1, "the_musician", at)]
    for held in ({**MUSICIAN_HELD, "seat": 1}, {**MUSICIAN_HELD, "round": 2},
                 {**MUSICIAN_HELD, "cards": [["cthulhu"]]}):
        path = tmp_path / "part1.jsonl"
        path.write_text(text + json.dumps({"seq": 13, "held": held}) + "\n")
        table, said, log = _resumed_logging(tmp_path, path, shown)
        log.close()
        assert _texts(said)[-1] == OLD_MUSICIAN, (held, _texts(said))
        assert table.glimpse is None


def test_lead58_hold_lines_are_no_bad_lines_and_the_last_of_the_game_stands(tmp_path):
    """:func:`read_entries` skips a hold line (no ``"obs"``) without calling it bad;
    :attr:`Resumed.held` is the last one's value, ``None`` after ``null``, for a shape
    not written by :meth:`SessionLog.record_hold`, or before the game's last start."""
    text, _ = _log_at_check(tmp_path)
    path = tmp_path / "s.jsonl"

    def held_after(*holds, before=""):
        path.write_text(before + text + "".join(
            json.dumps({"seq": 90 + i, "held": h}) + "\n" for i, h in enumerate(holds)))
        entries, errors = read_entries(path)
        assert errors == [] and len(entries) == len(text.splitlines()) + len(
            before.splitlines())
        return resume_report(path).held

    assert held_after() is None  # a log before session 58
    assert held_after(MUSICIAN_HELD) == MUSICIAN_HELD
    assert held_after(MUSICIAN_HELD, None) is None
    assert held_after(None, MUSICIAN_HELD) == MUSICIAN_HELD
    for bad in ({**MUSICIAN_HELD, "seat": "0"}, {**MUSICIAN_HELD, "cards": []},
                {**MUSICIAN_HELD, "cards": ["the_musician"]}, {**MUSICIAN_HELD, "round": 0},
                {"seat": 0}, [0], "the_musician"):
        assert held_after(bad) is None and held_value(bad) is None, bad
    # a hold of an earlier game in the same log (a second start line): not this game's
    path.write_text(text + json.dumps({"seq": 99, "held": MUSICIAN_HELD}) + "\n" + text)
    report = resume_report(path)
    assert report.restarts and report.held is None
    assert last_held({1: '{"seq":1,"held":' + json.dumps(MUSICIAN_HELD) + "}"}) \
        == MUSICIAN_HELD


def test_lead58_companion_resume_and_play_resume_log_keep_the_hold(tmp_path, capsys):
    """``companion resume LOG`` and ``companion replay LOG`` read a log with hold lines
    without a skipped line; ``play --resume A --log B`` copies the hold at A's end to B
    (B alone resumes it), and, the held card not on the table, keeps it there while the
    check waits."""
    from companion.cli import main
    from tests.companion.app.test_live import write_frames
    from tests.companion.settings_files import no_settings
    text, _, _ = held_log(tmp_path)
    first, second = tmp_path / "part1.jsonl", tmp_path / "b.jsonl"
    for command in ("resume", "replay"):  # the hold line neither skipped nor replayed
        assert main([command, str(first)]) == 0
        out, err = capsys.readouterr()
        assert "skipped" not in err and "line 13" not in err + out, (command, err)
    frames = write_frames(tmp_path / "frames", [{}], frames_each=1)
    assert main(["play", "--source", str(frames), "--resume", str(first), "--log",
                 str(second), "--config", no_settings(tmp_path)]) == 0
    capsys.readouterr()
    copied = _records(second)
    assert copied[:13] == _records(first) and resume_report(second).errors == []
    # the camera's empty table shows no Musician: the resumed hold still looked for, B
    # keeping it while the check waits (review of lead58: a hand over it at the set-up)
    assert [r.get("held", "-") for r in copied[12:]] == [MUSICIAN_HELD], copied[12:]
    assert resume_report(second).held == MUSICIAN_HELD


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_lead58_a_question_open_at_the_quit_in_fr_es(tmp_path, lang):
    """The hold logged unasked (the check's first card being entered at the quit, its
    question open): resumed, it waits for the answer; answered, it is asked in full, in
    the table's language."""
    text, shown, at = held_log(tmp_path, lang, question=True)
    assert json.loads(text.splitlines()[-1])["held"] == {**MUSICIAN_HELD, "asked": False}
    table, said, log = _resumed_logging(tmp_path, tmp_path / "part1.jsonl", shown, lang)
    assert table.glimpse is not None and table.glimpse.unasked
    k = len(said)
    _keys(table, "+", "1")  # the question: the Investigators
    shown_frames(table, 10, *shown)
    log.close()
    assert _texts(said)[-1] == GLIMPSED[lang], _texts(said)[k:]
    assert resume_report(tmp_path / "part1.jsonl").held == MUSICIAN_HELD  # asked now


def test_lead58_no_log_no_hold_line_and_no_error(tmp_path):
    """A table without a session log (``record`` not a :class:`SessionLog`'s: a list, as
    the tests' tables, or ``None``) holds and asks as before, nothing written."""
    table, log = _logged_table(tmp_path)
    log.close()
    table.session.record = [].append
    from .test_busy55_check_glimpsed import musician_over
    from .test_twin50_asked import _old_cards
    at = len(table.session.tracker.view().seats[0].zone)
    musician_over(table, _old_cards(table), at)
    assert table.glimpse is not None and table.session.held_logged == MUSICIAN_HELD


def test_lead58_a_card_held_behind_the_asked_one_is_logged_and_restored_behind_it(tmp_path):
    """A later card laid in that zone while the Musician is held waits behind it in silence
    (glimpse_asked): the hold line names both, in the order laid; resumed, both are held
    again, the question about the Musician only, the later card neither said as an old
    card nor taken."""
    from .test_busy55_check_glimpsed import _card, _frames, musician_over
    from .test_twin50_asked import _old_cards
    table, log = _logged_table(tmp_path)
    at = len(table.session.tracker.view().seats[0].zone)
    shown = musician_over(table, _old_cards(table), at)
    _frames(table, 40, *shown, _card(1, "cthulhu", at))
    log.close()
    path = tmp_path / "part1.jsonl"
    assert resume_report(path).held == {**MUSICIAN_HELD,
                                        "cards": [["the_musician"], ["cthulhu"]]}
    zones = [v.zone for v in table.session.tracker.view().seats]
    again = _shown(zones, skip={(0, at - 1)}) + [(1, "the_musician", at),
                                                  (1, "cthulhu", at + 1)]
    lines = path.read_text().splitlines()
    assert [json.loads(t).get("held", "-") for t in lines[-2:]] == [
        MUSICIAN_HELD, resume_report(path).held]  # asked, then the Cthulhu behind it
    resumed, said, log = _resumed_logging(tmp_path, path, again)
    log.close()
    assert _texts(said)[-1] == GLIMPSED["en"], _texts(said)
    assert [left.event.candidates for left in resumed.glimpse.cards] == [
        ("the_musician",), ("cthulhu",)]
    assert path.read_text().splitlines() == lines  # the same hold: nothing written


def test_lead58_a_failed_hold_write_is_said_and_the_log_given_up(tmp_path):
    """The hold line cannot be written (the disk full): said as a failed observation line
    is ("app.log_failed"), the game goes on without the log."""
    table, log = _logged_table(tmp_path)
    said = []
    table.session.say = said.append
    log._give_up()  # every later write raises OSError
    from .test_busy55_check_glimpsed import musician_over
    from .test_twin50_asked import _old_cards
    at = len(table.session.tracker.view().seats[0].zone)
    musician_over(table, _old_cards(table), at)
    assert table.session.log_failed and table.session.record is None
    assert table.glimpse is not None


def test_lead58_a_log_card_misread_as_the_held_card_under_it_is_not_the_held_one(tmp_path):
    """The log holds the Musician held; at the resume the log's Necronomicon, under it, is
    misread as The Musician too: the newer one (on top) is the held card, asked; the
    misread one is said as main says a card the log does not hold; the check entered,
    neither is taken (the old card's line again: every card waits for it, as on main).""" 
    text, shown, at = held_log(tmp_path)
    both = shown + [(1, "the_musician", at - 1)]
    table, said, log = _resumed_logging(tmp_path, tmp_path / "part1.jsonl", both)
    texts = _texts(said)
    assert texts[-2:] == [GLIMPSED["en"], OLD_MUSICIAN], texts
    musicians = [left.event for left in table.left_cards
                 if left.event.seat == 1 and left.event.candidates == ("the_musician",)]
    assert len(musicians) == 2 and table.glimpse.cards[0].event.index_in_zone == max(
        e.index_in_zone for e in musicians)
    k = len(said)
    _keys(table, "\n", "1", "+", "1", "\n", "6", "+", "1")
    shown_frames(table, 10, *both)
    log.close()
    assert _texts(said)[k:][-2:] == ["Alice passes. 13 cards left.", OLD_MUSICIAN], \
        _texts(said)[k:]
    # every camera card waits while the old card does (main: HeldCards._resume_holds)
    assert table.session.tracker.view().seats[0].zone[at - 1:] == (
        "necronomicon", "investigators", "the_sailor")
