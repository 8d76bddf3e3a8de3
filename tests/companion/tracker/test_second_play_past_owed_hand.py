"""Session 40, QA fr5dim M3 (5 players, round 1 of ``companion demo`` fr5dim): Carol's Deep
One (its target unseen), then The Fed in Alice's zone, Alice's second card of the round:
"The Fed in Alice's discard zone: was that Alice's hand? 1 yes, 2 no, still in." was asked
because Dan might have lost the compare, his hand not laid yet, and the table gone on to
Alice; Dan's Boxer then waited for the answer, and the next cards said it 17 s later ("No
answer needed."). The question waits for those cards now
(:func:`companion.tracker.questions.after_skipped_hand`)."""
import pytest

from companion.narration import narrate_events
from companion.tracker import observations as o
from tests.companion.tracker.builders import feed, tracker

NAMES = ["Alice", "Bob", "Carol", "Dan", "Eve"]


def _to_alices_fed():
    t = tracker(5)
    feed(t, o.card_seen(0, "investigators"), o.card_seen(4, "randall_tillinghast"),
         o.card_seen(1, "cultists"), o.card_seen(2, "deep_one"))
    return t, feed(t, o.card_seen(0, "the_fed"))


@pytest.mark.parametrize("lang, said", [
    ("en", ["Alice is out, with The Fed.", "Dan.", "Dan: The Boxer."]),
    ("fr", ["Alice quitte la manche ; sa main : l'Agent fédéral.", "À Dan.",
            "Dan : le Boxeur."]),
    ("es", ["Alice queda fuera, con el Federal.", "Turno de Dan.", "Dan: el Boxeador."])])
def test_no_question_when_the_other_account_skipped_a_hand_and_the_next_cards_tell(
        lang, said):
    t, events = _to_alices_fed()
    assert [e for e in events if e.kind == "question"] == [] and t.question is None
    events = feed(t, o.card_seen(3, "the_boxer"))  # Dan's play, or his owed hand
    assert [e for e in events if e.kind == "question"] == [] and t.question is None
    events = feed(t, o.card_seen(2, "the_urchin"))  # Carol's hand: it settles Alice's Fed
    assert narrate_events(events, NAMES, lang) == said
    feed(t, o.card_seen(1, "rlyeh"), o.card_seen(1, "the_urchin"))  # Bob's check, his hand
    v = t.view()
    assert not t.ambiguous and [s.out for s in v.seats] == [True, True, True, False, True]
    assert v.seats[0].zone == ("investigators", "the_fed")
