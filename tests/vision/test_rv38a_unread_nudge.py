"""review 38a: vis37 (merge 9335b01) tells a place refused only "a dot may follow" after
DOUBT_S on top, sooner only when "pushed on by the card laid on it". But _carried
(vision/unread_cards.py) takes any move of 10-60 mm of the band alone for a push: the same
doubtful card on top, straightened by hand 15 mm (no card laid on it, no read band
anywhere near), is marked sure and told at STABLE_S, though it is read at 3.2 s (QA35 seed
11: the very case DOUBT_S was made for)."""
from tests.vision.test_unread_cards import _run, _zone
from vision.unread_cards import UnreadCards

DOUBT = "a dot may follow"


def test_a_doubtful_card_on_top_nudged_by_hand_is_not_told_before_doubt_s():
    cards = UnreadCards()
    top = _zone(1, (43.2, 114.8, DOUBT), (52.3, 71.9, 4), (52.8, 35.3, 3))
    told, t = _run(cards, top, 0.0, 1.0, step=0.1)
    assert told == []
    # straightened by hand: 15 mm on, still on top, nothing laid on it
    nudged = _zone(1, (43.2, 129.8, DOUBT), (52.3, 71.9, 4), (52.8, 35.3, 3))
    told, t = _run(cards, nudged, t, 2.2, step=0.1)
    told2, _ = _run(cards, _zone(1, (43.2, 129.8, 1), (52.3, 71.9, 4), (52.8, 35.3, 3)),
                    t, 2.0, step=0.1)
    assert told == [] and told2 == [], (
        f"a doubtful card on top, only nudged (no card laid on it), told as unread at "
        f"{'<3.2 s' if told else 'after'}: _carried took the nudge for a push (told={told})")
