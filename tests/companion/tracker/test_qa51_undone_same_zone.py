"""Fresh QA51 HIGH, runs B and R (/tmp/s51/qa51/), in the tracker alone: an undone card
that still lies in its zone (the camera reports a card once) keeps the accounts where it
was laid for the next input (:func:`~companion.tracker.undone_discard.with_undone`).

- run B (2 players, arkham): Alice's Musician on Bob, "Bob discards the Deep One." undone;
  Bob's next card in the SAME zone, R'lyeh (his Sanity check card), was said "Bob discards
  R'lyeh." as fact, then "The Fed. Bob passes." (truth: Bob fails, out with The Fed).
- run R (3 players, arkham-classic): Alice's play after her Sanity check (The Entertainer)
  undone; Bob's Sailor closed "was that Alice's hand?" as "Alice is out, with The
  Entertainer." (truth: she passed her check).

The logs are tests/companion/qa51_b_round1.jsonl and qa51_r_round1.jsonl."""
from pathlib import Path

import pytest

from companion.cards import card
from companion.narration import narrate_events
from companion.narration.catalog import message
from companion.session_log import logged_with_marks
from companion.tracker import observations as o
from companion.tracker.tracker import Tracker

LOGS = Path(__file__).parent.parent


def _tracker(log: str) -> Tracker:
    t = Tracker()
    for obs, _ in logged_with_marks(LOGS / log):
        t.apply(obs)
    return t


def test_b_the_undone_discard_s_own_zone_s_next_card_is_held_not_said_as_the_discard():
    t = _tracker("qa51_b_round1.jsonl")
    t.apply(o.card_seen(1, "deep_one"))
    t.apply(o.undo())
    said = narrate_events(t.apply(o.card_seen(1, "rlyeh")), t.names, "en")
    assert not any("R'lyeh" in line for line in said), said  # main: "Bob discards R'lyeh."
    said = narrate_events(t.apply(o.card_seen(1, "the_fed")), t.names, "en")
    assert "Bob passes. 13 cards left." not in said, said
    # either account may hold: asked, not said (truth: yes)
    assert t.question is not None and (t.question.value, t.question.seat) == ("out", 1)
    said = narrate_events(t.apply(o.seat_out(1)), t.names, "en")
    assert "Bob discards the Deep One, as read before the undo: check it." in said, said
    assert "Bob fails." in said and "Bob is out, with The Fed." in said, said


def test_b_the_undone_card_read_again_is_the_identity():
    t = _tracker("qa51_b_round1.jsonl")
    t.apply(o.card_seen(1, "deep_one"))
    before = t.view()
    t.apply(o.undo())
    t.apply(o.card_seen(1, "deep_one"))
    assert t.view() == before and len(t.hyps) == 1


def test_r_the_next_player_s_card_leaves_the_undone_play_s_player_in_question():
    t = _tracker("qa51_r_round1.jsonl")
    t.apply(o.card_seen(0, "investigators"))
    t.apply(o.undo())
    said = narrate_events(t.apply(o.card_seen(1, "the_sailor")), t.names, "en")
    assert "Alice is out, with The Entertainer." not in said, said
    assert t.question is not None and (t.question.value, t.question.seat) == ("out", 0)



@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_r_the_undone_play_told_by_the_cards_is_said_as_the_reading_undone(lang):
    """Alice's Sanity check card, The Boxer, tells that she played: her undone play is said
    as the camera's reading before the undo, to check, not as fact (as an undone forced
    discard: review of undo49)."""
    t = _tracker("qa51_r_round1.jsonl")
    t.apply(o.card_seen(0, "investigators"))
    t.apply(o.undo())
    said = []
    for seat, key in ((1, "the_sailor"), (2, "nightgaunt"), (0, "the_boxer")):
        said += narrate_events(t.apply(o.card_seen(seat, key)), t.names, lang)
    name = card("investigators").name(lang)
    assert message(lang, "card_played_undone.brief", player="Alice", card=name) in said, said
    assert message(lang, "card_played.brief", player="Alice", card=name) not in said, said


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_b_an_undone_sanity_check_card_told_by_the_deal_is_said_as_the_reading_undone(lang):
    """Run B again, the undo 0.3 s later (the same video played on this branch): Bob's
    Sanity check card, R'lyeh, read but not said yet, undone (covered at once by his
    hand, The Fed, not left out); the next deal tells the round was over: R'lyeh, the
    reading the player took back, decided that Bob failed; said to check, not as fact."""
    t = _tracker("qa51_b_round1.jsonl")
    for key in ("deep_one", "rlyeh"):
        t.apply(o.card_seen(1, key))
    t.apply(o.undo())
    t.apply(o.card_seen(1, "the_fed"))
    said = narrate_events(t.apply(o.new_round()), t.names, lang)
    name = card("rlyeh").name(lang)
    assert message(lang, "card_revealed_undone.brief", card=name) in said, said
    assert message(lang, "card_revealed.brief", card=name) not in said, said
