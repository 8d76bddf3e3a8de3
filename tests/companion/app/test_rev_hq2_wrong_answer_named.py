"""Review of hq2 (fresh QA45 MEDIUM-4): hq2 stopped blaming the answer when one unread
card in an awaited zone explains the refused card. The same cards follow a WRONG answer:
in t3's round 2 (docs/tracker.md, "A card the camera missed"), if Alice played her
Investigators and guessed Bob's Dilettante (Bob out, Carol's Sanity check next), plus 1
("Alice is out") is wrong, and Carol's Sanity check card is refused exactly as after the
right plus 1 with Bob's Cultists missed. The line now asks for Bob's card first and names
the answer second: the right answer is not pushed to be undone, a wrong one is still
named with minus twice (QA38)."""
from dataclasses import replace

import pytest

from companion.tracker import observations as o
from tests.companion.app.test_session import press
from tests.companion.tracker.test_qa45_missed_card import ALICE, CAROL, _alice_may_be_out

ASKED = "The Investigators in Alice's discard zone: was that Alice's hand, so Alice is out?"


def _told_after_yes(lang="en"):
    """The t3 round 2 fed to a session, plus 1 (right if Bob's play was missed, wrong if
    Alice played), then Carol's Sanity check card and her play: what was told
    (``Announcement.brief`` list) and the session."""
    from companion.app.session import TableSession
    s = TableSession(say=lambda a: None, lang=lang)
    for obs, _ in _alice_may_be_out().history:
        s.observe(replace(obs, value={**obs.value, "lang": lang}) if obs.kind == "start" else obs)
    assert (s.tracker.question.value, s.tracker.question.seat) == ("out", ALICE)
    press(s, "+1")
    s.observe(o.card_seen(CAROL, "stowaway"))
    s.observe(o.card_seen(CAROL, "the_fed"))
    return [a.brief for a in s.transcript], s


def test_rev_hq2_a_yes_then_cards_a_missed_play_explains_asks_for_the_card_then_names_the_answer():
    told, s = _told_after_yes()
    assert s.tracker.refused_last()
    assert "A card of Bob's I could not read? Press Enter, then its rank. If Bob laid none, " \
        f"this card would fit without your answer to: {ASKED} To take that answer back, " \
        "press minus twice." in told, told
    assert not any(t.startswith("It would fit without") for t in told), told


def test_rev_hq2_minus_twice_after_that_line_takes_the_wrong_answer_back():
    """The wrong plus 1: minus twice takes it back, Carol's two cards read again and taken
    (Alice played her Investigators, Bob out with the Dilettante)."""
    _, s = _told_after_yes()
    press(s, "--")
    told = [a.brief for a in s.transcript]
    assert f"Undone: your answer to: {ASKED}" in told, told
    assert not s.tracker.refused_last()
    assert s.tracker.view().seats[CAROL].zone[-2:] == ("stowaway", "the_fed")


@pytest.mark.parametrize("lang, player", [("fr", "Une carte de Bob"), ("es", "¿Una carta de Bob")])
def test_rev_hq2_the_line_is_said_in_the_table_language(lang, player):
    told, _ = _told_after_yes(lang)
    line = next(t for t in told if t.startswith(player))
    assert "?" in line and line.count("Bob") == 2 and "{" not in line, told


def test_rev_hq2_a_wrong_yes_is_blamed_plainly_when_no_missed_card_explains():
    """QA38's line stays when no card of an awaited seat explains the refusal."""
    from tests.companion.app.test_qa38_answer_blamed import _wrong_answer_heard
    _, _, _, spoken = _wrong_answer_heard()
    assert any(t.startswith("It would fit without your answer to:") for t in spoken), spoken


def test_rev_hq2_live_right_yes_then_the_missed_play_entered_takes_the_held_cards(tmp_path):
    """The right plus 1 (t3): the live table asks for Bob's card first; Bob's Cultists
    entered (Enter, rank 1, plus 2), Carol's two cards follow and the answer stays (not undone)."""
    from tests.companion.app.test_live import _appeared, live
    table, said = live(tmp_path)
    s = table.session
    for obs, _ in _alice_may_be_out().history:
        s.observe(obs)
    for key in "+1":
        table.keys.put(key)
    table._keys()
    table._card_appeared(_appeared(3, "stowaway", 1))
    table._card_appeared(_appeared(3, "the_fed", 2))
    told = [a.brief for a in said]
    assert any(t.startswith("A card of Bob's I could not read?") for t in told), told
    assert not any(t.startswith("It would fit without") for t in told), told
    for key in "\n1+2":  # rank 1: "the Investigators or the Cultists?" plus 2
        table._one_key(key)
    table._stall_release()
    table._left_cards()
    view = s.tracker.view()
    assert view.seats[0].out and view.seats[1].zone[-1] == "cultists", [a.brief for a in said]
    assert view.seats[CAROL].zone[-2:] == ("stowaway", "the_fed"), [a.brief for a in said]
