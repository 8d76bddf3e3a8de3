"""Review of stick43 (QA43 M2, M3): cases the branch's tests did not try."""
from companion.tracker import observations as o
from tests.companion.app.test_session import press, session


def _bob_doubted():
    """Ann's Sailor, then Bob's play read as the single Sailor: refused, doubted."""
    s, said = session("en")
    s.observe(o.card_seen(0, "the_sailor"))
    s.observe(o.card_seen(1, "the_sailor"))
    assert said[-1].brief == "Check Bob's zone: The Sailor again?"
    return s, said


def test_a_doubt_corrected_by_slash_is_not_settled_again_by_the_zones_next_card():
    """The doubted Sailor corrected with slash ("Corrected: The Boxer, not The Sailor.");
    the next card read in Bob's zone (his knocked-out hand) is not "Bob's card was the
    Tommy Gun, not The Sailor.": the slash settled the doubt, with the Boxer."""
    s, said = _bob_doubted()
    press(s, "/3+1")
    assert "Corrected: The Boxer, not The Sailor." in [a.brief for a in said]
    told = len(said)
    s.observe(o.card_seen(1, "tommy_gun"))
    text = [a.brief for a in said[told:]]
    assert text and not any("card was" in t for t in text), text
