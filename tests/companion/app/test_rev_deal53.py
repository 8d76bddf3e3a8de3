"""Review of deal53 (the cards held behind an old card asked as maybe this round's,
:mod:`companion.app.asked_hold`): the asked card gathered with the cards held behind it.

Fresh QA52 r4's round 4 (test_deal53's log and cards): Fay's R'lyeh held behind Eve's
Musician, asked as her first play. A table that does not answer plays round 4 on (every
card held, ``app.asked_holds``) and gathers it: the Musician, gathered with the held cards,
counted as taken away (an old card, not Eve's play), and the held cards were given as
round 4's without it, during round 5: "Eve is probably out: the cards tell it, not
confirmed." (r4's very failure), "Fay is out, with The Sailor." (truth: Fay won round 4).
Answered after the gather (Enter 5, as the cleared-table line asks), Bob's Urchin, asked
then as the Musician's discard and gathered too, released them the same way: "Fay
discards R'lyeh." (truth: "Bob discards The Urchin."). Gathered with the whole table (the
cleared-table hold, ``cleared_mid``), an asked card no longer there releases nothing: the
hold waits for Enter (the resume hold's rule, QA37 res_b), or the cleared hold's net ends
the round as played past (:class:`~companion.app.hold_lost.HoldLost`)."""
from .test_deal53 import FAY, OLD, _round_4_dealt
from .test_live_deal import GATHERED, GONE, _frames, _texts
from .test_qa50_enter_heard import _keys

#: round 4 as the truth after Fay's deal (demo-transcript 187-215), never entered
ROUND_4 = ((1, "the_boxer", 0), (1, "necronomicon", 1), (2, "investigators", 2),
           (3, "investigators", 0), (4, "cultists", 1), (5, "cthulhu", 1),
           (5, "the_urchin", 2), (6, "the_sailor", 3), (2, "nightgaunt", 3),
           (3, "randall_tillinghast", 1), (4, "tommy_gun", 2), (4, "the_stowaway", 3))
#: two later rounds' cards (other cards at other places: no round-4 card laid back)
LATER = (((6, "the_entertainer", 0), (1, "the_musician", 0), (5, "the_sailor", 0),
          (2, "the_boxer", 0), (3, "the_musician", 0), (4, "the_fed", 0),
          (1, "deep_one", 1), (2, "nightgaunt", 1)),
         ((1, "investigators", 0), (2, "cultists", 0), (3, "the_boxer", 0),
          (4, "nightgaunt", 0), (5, "deep_one", 0), (6, "the_fed", 0),
          (1, "the_sailor", 1), (2, "the_musician", 1)))
#: round 4's wrong facts once its held cards are given without the asked card
WRONG = ("Eve is probably out", "Fay is out", "Fay discards R'lyeh")


def _round_4_played(answer=False):
    """Round 4 dealt (:func:`_round_4_dealt`), Enter 5 and the Musician picked if
    ``answer`` (the "was that Eve's hand?" question left open), round 4's cards laid, the
    table gathered: ``(table, said, n)``."""
    table, said, n = _round_4_dealt()
    if answer:
        _frames(table, 6, *OLD, *FAY[:2])
        _keys(table, "\n5")
        _frames(table, 6, *OLD, *FAY)
        _keys(table, "+1")
        _frames(table, 6, *OLD, *FAY)
        assert table.session.tracker.question is not None  # Eve's hand? never answered
    laid = [*OLD, *FAY]
    for c in ROUND_4:
        laid.append(c)
        _frames(table, 6, *laid)
    assert not table.session.tracker.view().seats[5].zone, _texts(said)[n:]  # all held
    _frames(table, GATHERED + 5)
    return table, said, n


def test_never_answered_the_gathered_round_is_lost_not_given():
    table, said, n = _round_4_played()
    m = len(said)
    for cards in LATER:  # rounds 5 and 6, Eve's Musician gone with round 4's cards
        laid = []
        for c in cards:
            laid.append(c)
            _frames(table, 6, *laid)
        _frames(table, GATHERED + 5)
    texts = _texts(said)[m:]
    assert not any(t.startswith(WRONG) for t in texts), texts
    assert any(t.startswith("Round 4 is not settled, but the table played on") for t in texts), \
        texts


def test_answered_after_the_gather_the_gathered_urchin_releases_nothing():
    table, said, n = _round_4_played(answer=True)
    _keys(table, "+2")  # not Eve's hand: her play, entered; Bob's Urchin asked now
    _frames(table, GONE + 10)  # the Urchin, gathered, counts as taken away
    texts = _texts(said)[n:]
    assert "Eve: The Musician." in texts, texts
    assert not any(t.startswith(WRONG) for t in texts), texts
    assert not table.session.tracker.view().seats[5].zone
    m = len(said)
    _keys(table, "\n4")  # the Urchin was laid in this round: then the held cards
    _frames(table, 3)
    _keys(table, "+1")  # The Urchin or the Necronomicon?
    _frames(table, 3)
    texts = _texts(said)[m:]
    assert texts[texts.index("Bob discards The Urchin."):][:3] == [
        "Bob discards The Urchin.", "Fay.", "Fay: R'lyeh."], texts
    assert not any(t.startswith(WRONG) for t in texts), texts
