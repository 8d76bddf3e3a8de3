"""Fresh QA53b HIGH 2 (runC2 21:04:11, runC2b 21:15:56: s51 run C's video, 4 players, arkham,
es, ``--stickers-only``, round 4): Alice's Stowaway chose Carol, who discarded Randall
Tillinghast in her zone, the far side of the table (video frame 1098); then Bob played The
Dilettante (frame 1113). The sticker reader refused Carol's Randall "no row can start here,
no cross" in 2 readings, then "no printed frame round the band" in every reading: the
unread-card watch (``vision.unread_cards``) counted the second refusal for no card, its run
broken, and told it 7 s late. Bob's Dilettante, stable at frame 1124, was taken for the
Stowaway's forced discard: "Bob descarta la Diletante." "Bob queda fuera." (truth 156-164:
"Carol descarta Randall Tillinghast." ... "Bob: la Diletante." "Bob queda fuera." "Mano de
Bob: el Federal."); Bob's hand was refused, Carol's Randall entered by key taken for her
play, round 4 and 5 lost.

The tracker takes runC2's session log up to Alice's Stowaway
(``tests/companion/qa53b_runc2_round4.jsonl``: runC2 ``session.jsonl`` lines 1-56); the
camera's cards are given by hand to a real stabilizer (test_live_deal.py's helpers), the
sticker reader's band entries of Carol's zone to a real
:class:`~vision.unread_cards.UnreadCards`, 10 pictures a second, as the replay of the video
read them (rectified zone px: the Investigators read at (83, 137), Randall's band at
(109, 338))."""
from types import SimpleNamespace as NS

from vision.card_bands import Band
from vision.unread_cards import FRAMELESS_REASON, UNREAD_REASON, UnreadCards

from .test_live_deal import _texts
from .test_qa52b_xfail import _from_log
from .test_qa53_rlyeh_unread import _watch

NAMES = ("Alice", "Bob", "Carol", "Dan")
#: Carol's zone as the sticker reader found it after Randall was laid (frames 1107-1123):
#: her second Investigators read (rank 1), Randall's band refused
READ = (3, Band((83.0, 137.0), 0.0, 64.0, 21.4), NS(value=1, reason=""))
RANDALL = Band((109.0, 338.0), 0.0, 62.0, 21.7)
DILETTANTE = (2, "the_dilettante", 1)


def _carol(reason):
    """One picture's band entries of Carol's zone, Randall's band refused for ``reason``."""
    return [READ, (3, RANDALL, NS(value=-1, reason=reason))]


def _stowaway_table():
    table, said, cards = _from_log("qa53b_runc2_round4.jsonl", NAMES)
    tracker = table.session.tracker
    assert tracker.waiting()[0] == "discard"  # the Stowaway's forced discard awaited
    unread = UnreadCards()
    table.watcher.unread = unread
    return table, said, cards, unread


def _no_discard_by_bob(texts):
    # main: "Bob discards The Dilettante. Check it." "Bob is out."
    assert not any(x.startswith(("Bob discards", "Bob is out")) for x in texts), texts


def test_carols_discard_refused_then_frameless_is_told_before_bobs_play_is_taken():
    """As read from the video: 2 readings "no row can start here", then "no printed frame"
    (frames 1107-1123), Bob's Dilettante stable at 1124. Carol's card is told at once (its
    run went on through the frameless readings), and Bob's card waits for it."""
    table, said, cards, unread = _stowaway_table()
    n = len(said)
    entries = [_carol(UNREAD_REASON)] * 2 + [_carol(FRAMELESS_REASON)] * 15
    t = _watch(table, unread, entries, 110.6, cards)
    t = _watch(table, unread, [_carol(FRAMELESS_REASON)] * 6, t, [*cards, DILETTANTE])
    texts = _texts(said)[n:]
    assert "I cannot read a card in Carol's zone: press Enter, then its rank." in texts, texts
    _no_discard_by_bob(texts)
    assert table.session.tracker.waiting()[0] == "discard"


def test_bobs_card_that_would_be_the_forced_discard_waits_for_carols_pending_card():
    """The app's part alone: Carol's band refused as unread in every reading (pending, not
    yet told: ``STABLE_S`` not reached) when Bob's Dilettante becomes stable. Taken now it
    would be the Stowaway's forced discard: it waits, nothing said, until Carol's card is
    told as any, at ``STABLE_S`` (a refusal that brief may be no card: review of runc54),
    then behind that prompt (``companion.app.unread_under``)."""
    table, said, cards, unread = _stowaway_table()
    n = len(said)
    t = _watch(table, unread, [_carol(UNREAD_REASON)] * 8, 110.6, cards)
    t = _watch(table, unread, [_carol(UNREAD_REASON)] * 6, t, [*cards, DILETTANTE])
    assert _texts(said)[n:] == [] and table.choice_held  # 1.4 s: Bob's card waits
    t = _watch(table, unread, [_carol(UNREAD_REASON)] * 16, t, [*cards, DILETTANTE])
    texts = _texts(said)[n:]
    assert texts[0] == "I cannot read a card in Carol's zone: press Enter, then its rank.", texts
    _no_discard_by_bob(texts)
