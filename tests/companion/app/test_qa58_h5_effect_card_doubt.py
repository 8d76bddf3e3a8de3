"""Fresh QA58 HIGH-5 (6 players, stickers-only, round 2): Alice played R'lyeh on herself,
the camera read her R'lyeh a second time (a copy too many: "Check Alice's zone: R'lyeh
again?"), then R'lyeh's card from the deck, The Fed, laid on it: "Alice's card was The Fed,
not R'lyeh." was said as fact, then "Alice's R'lyeh: The Fed, from the deck into Alice's
zone." (truth: R'lyeh was right, the Fed R'lyeh's card). A card an effect brings from the
deck into the doubted zone (R'lyeh Sane, the Tommy Gun: RULINGS A9, the cards' texts) is
that effect's card, never the doubted card read right (``app.doubt_settled`` unsaid);
another card of that zone still settles the doubt (QA43 M3: test_qa43_doubt_zone.py)."""
import pytest

from companion.app.session import TableSession
from companion.cards import card
from companion.tracker import observations as o


def _said(lang, cards):
    """A 3-player Arkham session (Ann, Bob, Cy; Ann first), the camera cards ``cards``
    (``(seat 0-based, card key)``) observed in order: every brief line said."""
    said = []
    s = TableSession(say=said.append)
    s.observe(o.start("arkham", ["Ann", "Bob", "Cy"], lang, 0))
    for seat, key in cards:
        s.observe(o.card_seen(seat, key))
    return [a.brief for a in said]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_qa58_h5_rlyehs_card_laid_on_it_is_no_correction_of_rlyeh(lang):
    text = _said(lang, [(0, "rlyeh"), (0, "rlyeh"), (0, "the_fed"), (0, "the_urchin")])
    rlyeh, fed = card("rlyeh").name(lang), card("the_fed").name(lang)
    # the copy too many is still asked about (the name elided in French: "d'Ann")
    assert sum(rlyeh in t and t.endswith("?") for t in text) == 1, text
    # only R'lyeh's card line names the Fed: no "Ann's card was The Fed, not R'lyeh."
    naming = [t for t in text if fed.casefold() in t.casefold()]
    assert len(naming) == 1 and rlyeh in naming[0], text  # R'lyeh's card line


def test_rev_qh5_a_misread_effects_card_still_settles_the_doubt():
    # review of qh5 (MEDIUM): no Tommy Gun lies in Bob's zone, so the camera's "Tommy Gun"
    # there was the card the Tommy Gun turned up, misread; read right, it settles the doubt
    # (main said it; the branch left the doubt open)
    text = _said("en", [(0, "tommy_gun"), (1, "tommy_gun"), (1, "the_fed"),
                        (1, "the_urchin")])
    assert "Check Bob's zone: the Tommy Gun again?" in text, text
    assert "Bob's card was The Fed, not the Tommy Gun." in text, text
    assert "Ann's Tommy Gun: The Fed, from the deck into Bob's zone." in text, text


def test_qa58_h5_the_doubt_lapses_at_the_effects_card():
    # the effect's card ends the doubt: the zone's next card corrects nothing either
    text = _said("en", [(0, "rlyeh"), (0, "rlyeh"), (0, "the_fed"), (0, "the_urchin"),
                        (1, "the_sailor"), (2, "the_boxer"), (0, "the_musician")])
    assert not any("card was" in t for t in text), text


def test_qa58_h5_a_zones_own_play_still_settles_its_doubt():
    # QA43 M3 kept: a play, not an effect's card, read next in the doubted zone
    text = _said("en", [(0, "the_sailor"), (1, "the_sailor"), (1, "the_boxer")])
    assert "Bob's card was The Boxer, not The Sailor." in text, text
