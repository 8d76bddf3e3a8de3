"""Review 39 (HIGH, stuck game): minus twice on a blamed answer re-reads the cards read
since; a card the wrong answer had taken may now be refused as early ("The Necronomicon
by Alice? Waiting for the cards of Carol's R'lyeh."). The live table only un-watches
cards refused before and taken now (_taken_again); a card taken before and refused now
is not watched as a left card (as any card refused as early is: the control test below),
and the camera reported it already: it is never given again, so once Carol's R'lyeh
cards are in, the table waits for Alice's Sanity check card forever."""
from companion.tracker import observations as o
from tests.companion.app.test_correct_heard import NAMES
from tests.companion.app.test_correction_choice import _BOB_ASKED
from tests.companion.app.test_live import _appeared, live


def _rlyeh_asked(tmp_path):
    table, said = live(tmp_path)
    s = table.session
    s.observe(o.start("arkham", list(NAMES), "en", 0))
    for seat, key in _BOB_ASKED:
        s.observe(o.card_seen(seat, key))
    for obs in (o.card_seen(1, "the_fed"), o.card_seen(2, "the_fed"), o.card_seen(2, "rlyeh")):
        s.observe(obs)
    return table, said


def _keys(table, typed):
    for key in typed:
        table.keys.put(key)
    table._keys()


def _necronomicon_kept(table):
    s = table.session
    return "necronomicon" in s.tracker.view().seats[0].zone or any(
        left.event.seat == 1 and left.event.candidates == ("necronomicon",)
        for left in table.left_cards)


def test_a_card_refused_only_after_the_undo_is_still_watched(tmp_path):
    table, said = _rlyeh_asked(tmp_path)
    _keys(table, "+2")  # wrong: Insane (Sane was true)
    table._card_appeared(_appeared(3, "the_musician", 5))  # refused; the hint
    assert said[-1].brief.startswith("It would fit without your answer")
    table._card_appeared(_appeared(1, "necronomicon", 6))  # Alice's card, taken
    assert "necronomicon" in table.session.tracker.view().seats[0].zone
    table.undo_at = -1e9
    _keys(table, "--")
    assert "Undone: your answer to: Carol: Sane or Insane effect?" in [a.brief for a in said]
    table._card_appeared(_appeared(3, "nightgaunt", 7))  # R'lyeh's second card
    table._stall_release()
    table._left_cards()
    assert said[-1].brief == "Alice: Sanity check, 1 card."  # awaited now
    assert _necronomicon_kept(table), [a.brief for a in said[-6:]]


def test_control_the_same_card_refused_as_early_without_an_undo_is_watched(tmp_path):
    table, said = _rlyeh_asked(tmp_path)
    _keys(table, "+1")  # right: Sane
    table._card_appeared(_appeared(3, "the_musician", 5))
    table._card_appeared(_appeared(1, "necronomicon", 6))  # early: refused
    table._card_appeared(_appeared(3, "nightgaunt", 7))
    table._stall_release()
    table._left_cards()
    assert _necronomicon_kept(table)
