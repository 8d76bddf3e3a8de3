"""Fresh QA52 r4 (6 players, arkham, harsh, en, seed 84), round 4, its second cause (the
first, an old card stated as still on the table, was stale52's): Fay's R'lyeh dealt round 4
while "Still on the table from the last round, or Eve's first play: The Musician in Eve's
zone?" was open, and was taken at once: the account where Dan's Investigators (laid again,
round 4's first play) had knocked Eve out took it ("Eve is probably out"), Enter 5 then
gave Eve's Musician as her hand, and rounds 4 and 5 were lost. A card the tracker would
take while the table may wait for an old card asked as maybe this round's is held
(:mod:`companion.app.asked_hold`), and given in the order laid once that card is entered
or taken away.

The tracker takes the tester's session log up to round 3's end
(``tests/companion/qa52_r4_round3.jsonl``: r4 ``session.jsonl`` lines 1-66); the camera's
readings after it are given by hand to a real stabilizer (test_live_deal.py's helpers):
round 3's last cards held, a bare second with Eve's pile's place judged covered (as the
r4 replay's trace: so her Musician is no first play laid again, but asked), then round 4
as the truth (``demo-transcript.txt`` 173-215)."""
from pathlib import Path

import pytest

from companion.narration.catalog import message
from companion.session_log_lines import read_log

from .test_live_deal import GATHERED, GONE, _covered, _frames, _table, _texts
from .test_qa50_enter_heard import _keys

DATA = Path(__file__).parent.parent
NAMES = ("Alice", "Bob", "Carol", "Dan", "Eve", "Fay")
#: round 3's last cards, read again at the deal where round 4's of those names were laid:
#: Bob's Urchin (his discard to Eve's Musician), Dan's Investigators, Eve's Musician
OLD = ((2, "the_urchin", 1), (4, "investigators", 3), (5, "the_musician", 0))
#: Fay's R'lyeh (it deals round 4) and the two cards it brings from the deck
FAY = ((6, "rlyeh", 0), (6, "the_fed", 1), (6, "investigators", 2))


def _round_4_dealt(lang="en"):
    """Round 3 over (the log), gathered, round 4 dealt by Fay's R'lyeh: ``(table, said,
    n)``, ``n`` the lines said before the deal."""
    table, said, _ = _table(NAMES, lang=lang)
    observations, errors = read_log(DATA / "qa52_r4_round3.jsonl")
    assert not errors and observations[0].kind == "start"
    for obs in observations[1:]:
        table.session.observe(obs)
    view = table.session.tracker.view()
    assert view.round == 3 and view.active is None  # Dan wins round 3
    zones = [(s + 1, k, i) for s, seat in enumerate(view.seats) for i, k in enumerate(seat.zone)]
    _frames(table, 6, *zones)
    _covered(table, GATHERED, {(5, "the_musician")})  # Eve's place under a hand
    assert table.gathered.done
    n = len(said)
    _frames(table, 6, *OLD)
    _frames(table, 6, *OLD, FAY[0])
    return table, said, n


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_dealing_card_waits_while_the_starter_s_first_play_is_asked(lang):
    table, said, n = _round_4_dealt(lang)
    texts = _texts(said)[n:]
    view = table.session.tracker.view()
    assert view.round == 4 and view.seats[5].zone == (), texts  # R'lyeh held
    held = message(lang, "app.asked_holds", card=table._card_names(("rlyeh",)),
                   player="Fay", old=table._card_names(("the_musician",)), owner="Eve",
                   rank=5)
    assert texts[-1] == held, texts
    # main: "R'lyeh in Fay's discard zone: was that Fay's hand, so Fay is out?", then
    # "Eve is probably out: the cards tell it, not confirmed."
    _frames(table, 6, *OLD, *FAY[:2])
    assert not table.session.tracker.view().seats[5].zone, _texts(said)[n:]


def test_enter_and_its_rank_give_the_first_play_then_the_held_cards_in_order():
    table, said, n = _round_4_dealt()
    _frames(table, 6, *OLD, *FAY[:2])
    _keys(table, "\n5")  # as the tester (16:52:59): The Musician or the Stowaway?
    _frames(table, 6, *OLD, *FAY)
    _keys(table, "+1")
    _keys(table, "+2")  # "The Musician in Eve's discard zone: was that Eve's hand?" no
    _frames(table, 1, *OLD, *FAY)
    texts = _texts(said)[n:]
    assert "Eve: The Musician." in texts, texts
    # main: "Eve is probably out", "Eve's hand: The Musician."
    assert not any(t.startswith(("Eve is probably out", "Eve's hand")) for t in texts), texts
    # the cards wait now for Bob's Urchin, discarded to Eve's Musician (truth 181)
    urchin = ("The 3 cards laid since wait: first, The Urchin in Bob's zone. If it was "
              "laid in this round, press Enter, then 4; if not, take it away.")
    assert texts[-1] == urchin and not table.session.tracker.view().seats[5].zone, texts
    # Alice's Boxer and Necronomicon, then Bob's own Investigators (truth 189-193), laid on
    # his Urchin's zone: held too (the r4 replay: taken as his discard, round 4 lost)
    later = [(1, "the_boxer", 0), (1, "necronomicon", 1), (2, "investigators", 2)]
    for i in range(len(later)):
        _frames(table, 6, *OLD, *FAY, *later[:i + 1])
    assert table.session.tracker.view().seats[1].zone == (), _texts(said)[n:]
    m = len(said)
    _keys(table, "\n4")  # The Urchin or the Necronomicon?
    _frames(table, 6, *OLD, *FAY, *later)
    _keys(table, "+1")
    _frames(table, 1, *OLD, *FAY, *later)
    texts = _texts(said)[m:]
    # given in the order laid, after Bob's discard (truth 181-193)
    assert texts[texts.index("Bob discards The Urchin."):] == [
        "Bob discards The Urchin.", "Fay.",
        "Fay: R'lyeh.", "Fay's R'lyeh: The Fed, from the deck into Fay's zone.",
        "Fay's R'lyeh: the Investigators, from the deck into Fay's zone. 13 cards left.",
        "Fay is now Insane.", "Alice.", "Alice: The Boxer.",
        # first seen before Bob's Urchin was entered by key: the turns between may have
        # gone unread, so her hand is hedged (h2, fresh QA58 HIGH-2; true here, not fact)
        "Alice's hand, if Alice is out (not confirmed): the Necronomicon.", "Bob.",
        "Bob: the Investigators.",
        # the cards told the Urchin before the answer (undo53: a which-card question
        # closes once a later read settles it), so +1 finds none open
        "No question is open."], texts
    zones = [s.zone for s in table.session.tracker.view().seats]
    assert zones == [("the_boxer", "necronomicon"), ("the_urchin", "investigators"), (),
                     ("investigators",), ("the_musician",),
                     ("rlyeh", "the_fed", "investigators")], zones


def test_the_asked_cards_taken_away_give_the_held_cards():
    # Eve's Musician and Bob's Urchin (maybe his hand, knocked out by Dan's Investigators)
    # were the old round's after all: taken away, the held card goes
    table, said, n = _round_4_dealt()
    _frames(table, GONE + 10, OLD[0], OLD[1], FAY[0])
    assert not table.session.tracker.view().seats[5].zone  # Bob's Urchin still asked
    _frames(table, GONE + 10, OLD[1], FAY[0])
    zones = [s.zone for s in table.session.tracker.view().seats]
    assert zones[5] == ("rlyeh",), _texts(said)[n:]
