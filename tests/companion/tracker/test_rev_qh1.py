"""Review of qh1 (fresh QA58 HIGH-1, :mod:`companion.tracker.under_card`): the cases its
author did not try."""
import pytest

from companion.narration import narrate_events
from companion.tracker import Tracker, observations as o

from tests.companion.tracker.test_qa58_under_card import _stream, _swapped_reads, _views


def test_a_card_pushed_under_the_newest_with_a_play_unread_is_not_stated():
    t = Tracker()
    t.apply(o.start("original", ["Player 1", "Player 2", "Player 3", "Player 4"],
                    lang="en", first=0))
    for seat, card in [(0, "shining_trapezohedron"), (1, "randolph_carter"),
                       (2, "investigators_original"), (3, "golden_mead"),
                       (0, "investigators_original")]:
        t.apply(o.card_seen(seat, card))
    # truth: Player 1's Henry Armitage (unread), then Player 4's Necronomicon laid on
    # the Golden Mead, a hand pushing it under
    obs = o.card_seen(3, "necronomicon_original", before=True)
    assert t.under_asked(obs)  # either order fits: the app asks (qh1b)
    events = t.apply(obs)
    assert [e.kind for e in events] == ["inconsistency"], narrate_events(
        events, t.names, "en")
    # "1 yes": told laid before the Golden Mead, it is put there (one input, one undo)
    told = t.apply(o.card_seen(3, "necronomicon_original", under=True))
    assert narrate_events(told, t.names, "en")[:3] == [
        "The camera read the Necronomicon late, under the Golden Mead in Player 4's zone. "
        "Counted now, in its place, the first of the two.", "Player 4.",
        "Player 4: the Necronomicon."]
    t.undo()
    assert t.view().seats[3].zone == ("golden_mead",)


@pytest.mark.parametrize("edition, players, seed", [
    ("arkham-classic", 5, 2), ("original", 2, 2), ("arkham-classic", 5, 0)])
def test_the_repair_does_not_ask_a_question_it_settles_in_the_same_breath(
        edition, players, seed):
    """qh1 said "The Stowaway in Player 4's discard zone: was that Player 4's hand, so
    Player 4 is out? 1 yes, 2 no." then at once "No answer needed: that was Player 4's
    play." (review of qh1, MEDIUM: a moot prompt); the play says it."""
    checked = 0
    for i, t, events, views in _swapped_reads(edition, players, seed):
        if not any(e.kind == "under_card" for e in events):
            continue
        checked += 1
        assert _views(t) == views[i + 1]
        asked = [(e.seat, e.value, e.cards) for e in events if e.kind == "question"]
        settled = [(e.seat, e.value, e.cards) for e in events
                   if e.kind == "question_settled"]
        assert not set(asked) & set(settled), narrate_events(events, t.names, "en")
        t.undo()  # minus: the table as before the late card
        assert (_views(t), t.question) == t.before_under
    assert checked


def test_a_card_of_the_next_round_read_before_its_deal_is_not_put_in_the_old_round():
    """A round over (its winner said), its deal unread: the next round's first card, laid
    where the new pile starts, at the centre side of the old pile's newest card, comes
    marked before it. qh1 put it in the finished round ("The camera read the Deep One
    late, under The Urchin in Player 1's zone. … Player 1 is out, with The Urchin.";
    review of qh1, HIGH: main refused it); a round over takes no card in its place."""
    inputs = _stream("arkham-classic", 5, 2)
    truth = Tracker()
    for obs in inputs:
        truth.apply(obs)
    ends = [i for i, obs in enumerate(inputs) if obs.kind == "new_round"]
    checked = 0
    for i in ends:
        t = truth.as_before(i)
        if not all(h.view().round_winners for h in t.hyps):
            continue
        for nxt in inputs[i + 1:i + 11]:
            if nxt.kind == "card" and len(nxt.cards) == 1:
                trial = truth.as_before(i)
                events = trial.apply(o.card_seen(nxt.seat, nxt.cards[0], before=True))
                checked += 1
                assert not any(e.kind == "under_card" for e in events), narrate_events(
                    events, trial.names, "en")
    assert checked


def test_a_card_of_the_next_round_read_while_a_hand_is_unread_is_not_stated():
    inputs = _stream("arkham-classic", 5, 2)
    truth = Tracker()
    for obs in inputs:
        truth.apply(obs)
    i = [k for k, obs in enumerate(inputs) if obs.kind == "new_round"][1]  # round 2's end
    kept = []
    for nxt in inputs[i + 1:i + 11]:
        if nxt.kind == "card" and len(nxt.cards) == 1:
            trial = truth.as_before(i - 1)  # Player 1's Musician (his hand) unread
            events = trial.apply(o.card_seen(nxt.seat, nxt.cards[0], before=True))
            kept += [narrate_events(events, trial.names, "en")
                     for e in events if e.kind == "under_card"]
    assert not kept, kept
