"""Fresh QA59 MEDIUM-5 (run A: 6 players, arkham, stickers only, clean, en): Enter and 0
for Dan's unread play was said "Dan: the Tommy Gun." with no word that the count chose it
(R'lyeh read in Fay's zone from its stickers only, the Stowaway Eggs set aside): the line
"Rank 0 taken as the Tommy Gun: … press slash, then its rank." was printed but never said.
The 5 cards held behind the unread card were taken right after Enter's, Dan's Musician
among them: Dan's zone grew, and the line was stale once its zone "changed" (review of
enter50 meant the undo that takes the card away), so the voice, a line behind, dropped it.
It is now stale only once a card there was taken away (or the round changed), not when a
card is laid on it. The log is run A's up to the held Musician
(tests/companion/qa59_a_round2_enter0.jsonl, seq 34, Enter's card, left out)."""
from pathlib import Path


from companion.app.keys import Command
from companion.app.session import TableSession
from companion.session_log import logged_with_marks
from companion.tracker import observations as o

LOG = Path(__file__).parent.parent / "qa59_a_round2_enter0.jsonl"


def _enter_0(lang="en"):
    """Run A's round 2 up to Dan's unread play (seq 33), Enter and 0 given for it, the
    sentences given to the voice kept; returns the session, those sentences and the held
    inputs (seq 35-40) still to take."""
    said = []
    s = TableSession(say=said.append, record=lambda *a, **k: None, lang=lang)
    entries = logged_with_marks(LOG)
    for obs, marks in entries[:33]:
        s.observe(obs, check=bool(marks.get("check")), already=bool(marks.get("already")))
    s.key(Command("enter", 0))
    assert s.tracker.view().seats[3].zone[-1] == "tommy_gun"
    return s, said, entries[34:]  # seq 35-40: seq 34 is Enter's card, given by key


def _counted(said):
    return [a for a in said if a.brief.startswith("Rank 0: the Tommy Gun, as ")]


def test_run_a_enter_0_names_fay_s_stickers_only_r_lyeh():
    s, said, _ = _enter_0()
    line = _counted(said)
    assert len(line) == 1 and "Fay's zone" in line[0].brief, [a.brief for a in said]
    assert not (line[0].stale and line[0].stale())


def test_run_a_the_count_line_outlives_the_held_cards_laid_after_it():
    """The held cards (Carol's two Tommy Gun cards, Eve's Stowaway and Investigators,
    Carol's Boxer, Dan's Musician) taken after Enter's card: its count line is still to be
    said by a voice behind them; slash still corrects Fay's R'lyeh once it is heard."""
    s, said, held = _enter_0()
    line = _counted(said)[0]
    for obs, marks in held:
        s.observe(obs, check=bool(marks.get("check")), already=bool(marks.get("already")))
    assert s.tracker.view().seats[3].zone[-1] == "the_musician"
    assert not line.stale(), "dropped unsaid once Dan's Musician was laid on the Tommy Gun"


def test_run_a_the_count_line_is_stale_once_the_tommy_gun_is_undone():
    """As before (review of enter50): minus twice takes Enter's card back: stale, also
    when a card is laid in Dan's zone again after the undo."""
    s, said, _ = _enter_0()
    line = _counted(said)[0]
    s.key(Command("undo"))
    assert "tommy_gun" not in s.tracker.view().seats[3].zone
    assert line.stale()
    s.observe(o.card_seen(3, "the_musician"))
    assert len(s.tracker.view().seats[3].zone) == 2
    assert line.stale(), "a card laid again where the undone one lay revived the line"
