"""Small builders for tracker tests."""
from companion.tracker import Tracker
from companion.tracker import observations as o

NAMES = ["Ann", "Bob", "Cy", "Di"]


def tracker(players: int = 4, edition: str = "arkham", first: int = 0, **options) -> Tracker:
    """A tracker whose game has just started (round 1 dealt)."""
    t = Tracker()
    t.apply(o.start(edition, NAMES[:players] if players <= 4 else
                    [f"P{i}" for i in range(players)], "en", first, options))
    return t


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def feed(t: Tracker, *observations):
    """Apply observations; fail on any inconsistency; return all events."""
    events = []
    for obs in observations:
        got = t.apply(obs)
        bad = [e for e in got if e.kind == "inconsistency"]
        assert not bad, f"{obs} -> {bad}"
        events.extend(got)
    return events
