"""Review of lead58 (session 58): the glimpse hold logged (``{"held": …}`` lines,
:mod:`companion.session_log_held`) and restored at a resume
(:meth:`companion.app.glimpse_logged.GlimpseLogged._glimpse_restored`), on runD's table at
Alice's Sanity check (2 cards), her play The Musician held and asked (glimpse_asked).

* A key answered while the resume's set-up pictures are read (``_seat_markers_seen(
  keys=True)``: 5 "whose turn", or plus 1 answering the question the summary asked) went
  through ``LiveKeys._key`` and its ``_glimpse_log``: no hold stood yet, so ``"held": null``
  was written and :attr:`held_logged` cleared before ``_glimpse_restored`` looked for it;
  the held Musician was then said "A card the log does not hold … press plus and 1" (main's
  line, whose plus 1 makes her play the check's card: check56's MEDIUM), and the log, now
  released, lost the hold for every later resume too. Fixed: nothing is written for the
  hold while the resumed log's is still to be looked for
  (:attr:`~companion.app.session_resume.SessionResume.held_unrestored`).
* The held card under a hand through the set-up pictures (none of the hold's cards
  read): the hold was released (``"held": null``) and the Musician, read next, taken as
  the check's first card ("The Musician.") and the Sailor as her play (false). Fixed:
  still looked for while the check waits (``GlimpseLogged.glimpse_awaited``).
* HIGH, strict xfail: the held card gone from the table at the resume (taken back, or
  under a hand) and the log's top card of that zone misread as it.
"""
from __future__ import annotations

import pytest

from companion.app.keys import Command
from companion.session_log import resume_report

from .test_busy55_check_glimpsed import GLIMPSED
from .test_lead58_glimpse_logged import MUSICIAN_HELD, _resumed_logging
from .test_live_setup import _frames as shown_frames
from .test_rev_lead57 import held_log
from .test_twin50_asked import _keys, _texts


def _resumed(log_path, shown, lang="en", during=()):
    """test_lead58's resume appending to ``log_path``; ``during``: commands keyed while
    the set-up pictures are read: ``(table, said, log)``, the log still open."""
    return _resumed_logging(None, log_path, shown, lang, during)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_rev_lead58_a_key_during_the_resumed_set_up_keeps_the_hold(tmp_path, lang):
    """Key 5 ("whose turn?") pressed while the resume's set-up pictures are read: the
    held Musician is still asked about (it was said "press plus and 1", the log's hold
    released by ``"held": null``), and the log still holds it for the next resume."""
    text, shown, at = held_log(tmp_path, lang)
    path = tmp_path / "part1.jsonl"
    lines = path.read_text().splitlines()
    table, said, log = _resumed(path, shown, lang, during=[Command("whose_turn")])
    assert _texts(said)[-1] == GLIMPSED[lang], _texts(said)
    assert table.glimpse is not None
    assert path.read_text().splitlines() == lines  # nothing written: the same hold
    assert resume_report(path).held == MUSICIAN_HELD
    k = len(said)
    _keys(table, "\n", "1", "+", "1", "\n", "6", "+", "1")  # the check: Investigators, Sailor
    shown_frames(table, 10, *shown)
    log.close()
    assert _texts(said)[k:][-1] == {"en": "Alice: The Musician.", "fr": "Alice : le Musicien.",
                                    "es": "Alice: el Músico."}[lang], _texts(said)[k:]


def test_rev_lead58_the_open_question_answered_during_the_resumed_set_up(tmp_path):
    """Quit while the check's first card was being entered (the hold logged unasked);
    the summary asks "The Investigators or the Cultists?" again and plus 1 answers it
    while the set-up pictures are read: the held Musician is then asked in full (it was
    said "press plus and 1"), and plus 1 after that takes nothing."""
    text, shown, at = held_log(tmp_path, question=True)
    path = tmp_path / "part1.jsonl"
    table, said, log = _resumed(path, shown, during=[Command("answer", 1)])
    assert _texts(said)[-1] == GLIMPSED["en"], _texts(said)
    _keys(table, "+", "1")  # a plus meant for main's old-card line: nothing taken
    shown_frames(table, 10, *shown)
    log.close()
    assert table.session.tracker.view().seats[0].zone[at:] == ("investigators",)
    assert resume_report(path).held == MUSICIAN_HELD  # asked now


def test_rev_lead58_a_hand_over_the_held_card_at_the_resume_then_it_is_asked(tmp_path):
    """The held Musician under a hand through the resume's set-up pictures (none of the
    hold's cards read): the hold was released in the log (``"held": null``) and the
    Musician, read next, taken as the check's first card ("The Musician.", false: her
    play), the check then over with the Investigators ("Alice passes.") and her Sailor
    said her play ("Alice: The Sailor.", false). Now the hold is still looked for, the log
    keeping it: read, the Musician is held and asked; the check entered, it is her play."""
    text, shown, at = held_log(tmp_path)
    path = tmp_path / "part1.jsonl"
    covered = [c for c in shown if c[1] != "the_musician"]
    table, said, log = _resumed(path, covered)
    assert table.glimpse is None
    assert resume_report(path).held == MUSICIAN_HELD  # nothing written: still the log's
    k = len(said)
    shown_frames(table, 20, *shown)  # the hand gone
    assert _texts(said)[k:] == [GLIMPSED["en"]], _texts(said)[k:]
    k = len(said)
    _keys(table, "\n", "1", "+", "1", "\n", "6", "+", "1")  # the check: Investigators, Sailor
    shown_frames(table, 10, *shown)
    log.close()
    assert _texts(said)[k:][-2:] == ["Alice passes. 13 cards left.", "Alice: The Musician."], \
        _texts(said)[k:]
    assert table.session.tracker.view().seats[0].zone[at:] == (
        "investigators", "the_sailor", "the_musician")
    assert resume_report(path).held is None


def test_rev_lead58_a_hand_over_the_held_card_and_the_question_open(tmp_path):
    """As above, the log's question open at the quit ("The Investigators or the
    Cultists?", the hold logged unasked): the Musician read while it is open waits
    behind it, then is asked once it is answered; plus 1 takes nothing more."""
    text, shown, at = held_log(tmp_path, question=True)
    path = tmp_path / "part1.jsonl"
    table, said, log = _resumed(path, [c for c in shown if c[1] != "the_musician"])
    shown_frames(table, 20, *shown)
    assert table.glimpse is not None and table.glimpse.unasked
    k = len(said)
    _keys(table, "+", "1")  # the question: the Investigators
    shown_frames(table, 10, *shown)
    assert _texts(said)[k:][-1] == GLIMPSED["en"], _texts(said)[k:]
    _keys(table, "+", "1")
    shown_frames(table, 10, *shown)
    log.close()
    assert table.session.tracker.view().seats[0].zone[at:] == ("investigators",)
    assert resume_report(path).held == MUSICIAN_HELD


@pytest.mark.xfail(strict=True, reason=(
    "review of lead58, HIGH: the log holds the Musician held (her play, on the check's "
    "unread cards); at the resume it is not on the table (taken back during the quit, or "
    "under a hand through the set-up pictures) and the log's top card of her zone, the "
    "Necronomicon, is misread as The Musician: _glimpse_restored holds that misread log "
    "card as the logged hold's (its reading shares the_musician; newest first finds no "
    "other), asks the glimpse question, and once the check is entered gives it as her "
    "play, 'Alice: The Musician.' (false: lead57's HIGH, now needing the held card "
    "unseen; so too when the misread card is read after the set-up while the hold is "
    "awaited, GlimpseLogged._glimpse_found). The set-up pictures cannot tell them apart: vision's index_in_zone counts "
    "the cards read, so a covered card shifts the held card's index onto the log's. A fix "
    "would need the hold's place kept with it (the log's cards of the zone under it, read "
    "at the resume: e.g. the held card restored only when a read log card of that zone "
    "lies under it with none unread), or a restored card released not given but said "
    "as an old card (plus 1), as main"))
def test_rev_lead58_a_log_card_misread_as_the_absent_held_card_is_not_her_play(tmp_path):
    text, shown, at = held_log(tmp_path)
    path = tmp_path / "part1.jsonl"
    misread = [c for c in shown if c[1] != "the_musician"] + [(1, "the_musician", at - 1)]
    table, said, log = _resumed(path, misread)
    k = len(said)
    _keys(table, "\n", "1", "+", "1", "\n", "6", "+", "1")  # the check: Investigators, Sailor
    shown_frames(table, 10, *misread, (1, "investigators", at), (1, "the_sailor", at + 1))
    log.close()
    heard = _texts(said)[k:]
    assert "Alice passes. 13 cards left." in heard, heard
    assert "Alice: The Musician." not in heard, heard
    assert "the_musician" not in table.session.tracker.view().seats[0].zone
