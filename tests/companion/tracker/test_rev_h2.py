"""Review of h2 (session 59), merged with qh1b: the two ``card`` marks "laid before".

h2 (fresh QA58 HIGH-2) marks a camera card first seen before the play it follows was
entered by key (:mod:`companion.tracker.entry_hand`: a knocked-out hand it alone tells is
said hedged); qh1b (fresh QA58 HIGH-1) marks a camera card the zone's row shows lying
before (under) its zone's newest card taken (:mod:`companion.tracker.under_card`: refused
where it comes, it is tried in that card's place). Both wrote ``"value":"before"``: merged,
the tracker could not tell them apart, so a card merely laid before an entry and refused
was moved under its zone's newest card ("The camera read … late, under …", stated though
no row showed it), and a card the row showed under the newest, taken as a hand, was
hedged. h2's mark is now ``"entered_before"`` (:data:`~companion.tracker.observations.
ENTERED_BEFORE`)."""
from companion.narration import narrate_events
from companion.tracker import Tracker, observations as o

from .test_qa58_entry_hand import FACT, HEDGED, NAMES as R1_NAMES
from .test_qa58_under_card import LAID, NAMES as R2_NAMES


def test_the_two_marks_differ_in_the_session_log():
    entered = o.card_seen(1, "mi_go", entered_before=True)
    row = o.card_seen(1, "mi_go", before=True)
    assert entered.value == o.ENTERED_BEFORE == "entered_before"
    assert row.value == o.BEFORE == "before"
    for obs in (entered, row):
        assert o.from_json(o.to_json(obs)) == o.validate(obs) == obs


def _r2(mark: dict) -> list:
    """QA58 r2's cards read Mi-Go, Carol's, Dan's, then the Necronomicon marked by
    ``mark`` (card_seen's keyword): the Necronomicon's events."""
    t = Tracker()
    t.apply(o.start("original", R2_NAMES, lang="en", first=0))
    for i in (0, 2, 3, 4):
        t.apply(o.card_seen(*LAID[i]))
    return t.apply(o.card_seen(*LAID[1], **mark))


def test_a_card_laid_before_an_entry_is_not_moved_under_the_newest():
    # the row's mark: the under-card repair (qh1b)
    assert any(e.kind == "under_card" for e in _r2({"before": True}))
    # laid before an entry (h2): nothing told where it lies in the row: refused as it was
    events = _r2({"entered_before": True})
    assert not any(e.kind == "under_card" for e in events), events
    assert [e.kind for e in events] == ["inconsistency"], events


def test_a_card_the_row_shows_under_is_not_hedged_as_laid_before_an_entry():
    t = Tracker()
    said = []
    for obs in (o.start("arkham", R1_NAMES), o.card_seen(0, "the_fed"),
                o.card_seen(1, ["the_musician", "stowaway"]),
                o.card_seen(0, "randall_tillinghast"), o.was("the_musician"),
                o.card_seen(2, ["the_boxer", "deep_one"]),
                o.card_seen(0, "investigators", before=True), o.card_seen(3, "cultists"),
                o.was("the_boxer")):
        said.extend(narrate_events(t.apply(obs), R1_NAMES))
    assert HEDGED not in said, said
    assert FACT in said, said
