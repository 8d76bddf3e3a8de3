"""Fresh QA53 r1 HIGH (3 players, arkham, ``--stickers-only``, en, seed 91; reproduced by r1b):
Alice's R'lyeh, read in 4 frames as she laid it (a sticker card is stable after 6 in a
row), then refused "no row read, ink in its place" for 6 s (its artwork's top at the band's
foot: a dot response at the filter's threshold), under the Cthulhu and the Investigators
its effect laid on it from the deck. The unread-card watch (``vision.unread_cards``) took
its place for a read card's and never told it; the Cthulhu, stable first, was taken for her
play: "Alice: Cthulhu." "Alice is out." "Alice's hand: the Investigators.", her real plays
refused, "Bob wins the game!" (truth 76-80: "Alice: R'lyeh." ... "Alice is now Insane.", the
round goes on). A card read too few times to be stable, then refused, is told now: the
Cthulhu laid after it waits for it, and no knock-out is said.

The tracker takes r1's session log up to Carol's Entertainer
(``tests/companion/qa53_r1_round5.jsonl``: r1 ``session.jsonl`` lines 1-30); the camera's
cards are given by hand to a real stabilizer (test_live_deal.py's helpers) and the sticker
reader's band entries for Alice's R'lyeh to a real :class:`~vision.unread_cards.UnreadCards`,
10 pictures a second as the replay of r1's video read them (R'lyeh read at 59.7-60.0 s,
refused from 60.1 s; the Cthulhu stable at 62.4 s)."""
from types import SimpleNamespace as NS

from vision.card_bands import Band
from vision.unread_cards import INK_REASON, UnreadCards

from .test_live_deal import _texts
from .test_qa52b_xfail import _from_log

#: Alice's R'lyeh's name band as the sticker reader found it in her zone (rectified px)
RLYEH_BAND = Band((102.8, 71.9), 0.0, 60.5, 22.0)


def _pictures(table, unread, count, t, read, *cards):
    """``count`` pictures 0.1 s apart from ``t`` (s): the stabilizer given ``cards`` (see
    test_live_deal's ``_frames``), the unread watch Alice's R'lyeh band, ``read`` (rank 0
    read) or refused with a sticker's ink; returns the next picture's time."""
    entry = (1, RLYEH_BAND, NS(value=0, reason="") if read else NS(value=-1, reason=INK_REASON))
    return _watch(table, unread, [[entry]] * count, t, cards)


def _watch(table, unread, entries, t, cards):
    """One picture 0.1 s apart from ``t`` (s) for each item of ``entries`` (the unread
    watch's band entries of that picture), the stabilizer given ``cards``; the next time."""
    for picture in entries:
        table.watcher.unread_new = unread.update(picture, t)
        table._unread_cards()
        table._cards_appeared(table.watcher.show(*cards))
        table._left_cards()
        table._between_rounds()
        t += 0.1
    return t


def test_a_cthulhu_laid_on_a_card_read_too_briefly_to_be_stable_is_no_knock_out():
    table, said, cards = _from_log("qa53_r1_round5.jsonl")
    assert table.session.tracker.waiting()[:2] == ("play", 0)  # Alice's round-5 play
    unread = UnreadCards()
    table.watcher.unread = unread
    n = len(said)
    t = _pictures(table, unread, 4, 59.7, True, *cards)  # R'lyeh read as it was laid
    t = _pictures(table, unread, 14, t, False, *cards)   # then refused, alone on top
    # the Cthulhu R'lyeh laid from the deck on it (61.5 s), not yet stable; R'lyeh's band
    # still refused under it
    t = _pictures(table, unread, 6, t, False, *cards)
    t = _pictures(table, unread, 12, t, False, *cards, (1, "cthulhu", 1))  # stable 62.4 s
    texts = _texts(said)[n:]
    assert "I cannot read a card in Alice's zone: press Enter, then its rank." in texts, texts
    assert ("Cthulhu in Alice's zone: first the card I cannot read there. Press Enter, "
            "then its rank.") in texts, texts
    # main: "Alice: Cthulhu. Check it." "Alice is out."
    assert not any(x.startswith(("Alice: Cthulhu", "Alice is out")) for x in texts), texts
    assert table.session.tracker.waiting()[:2] == ("play", 0)


def test_a_cthulhu_stable_before_the_card_under_it_is_told_waits_for_it():
    """The same, the Cthulhu stable 1.4 s after R'lyeh's refusals began, before its place
    is told (``STABLE_S``): its knock-out is not stated over the card the camera sees and
    cannot read (``companion.app.unread_under``): that card is told at once, and the
    Cthulhu waits for it. Main, and the unread watch's change alone: "Alice: Cthulhu."
    "Alice is out.", then "I cannot read a card in Alice's zone"."""
    table, said, cards = _from_log("qa53_r1_round5.jsonl")
    unread = UnreadCards()
    table.watcher.unread = unread
    n = len(said)
    t = _pictures(table, unread, 4, 59.7, True, *cards)
    t = _pictures(table, unread, 10, t, False, *cards)
    t = _pictures(table, unread, 12, t, False, *cards, (1, "cthulhu", 1))
    texts = _texts(said)[n:]
    assert texts[:2] == [
        "I cannot read a card in Alice's zone: press Enter, then its rank.",
        "Cthulhu in Alice's zone: first the card I cannot read there. Press Enter, then its "
        "rank."], texts
    assert not any(x.startswith(("Alice: Cthulhu", "Alice is out")) for x in texts), texts
    assert table.session.tracker.waiting()[:2] == ("play", 0)
    t = _pictures(table, unread, 12, t, False, *cards, (1, "cthulhu", 1))
    assert _texts(said)[n:] == texts  # told once


def _cthulhu_pictures(table, unread, count, t, *cards, stray=False):
    """``count`` pictures 0.1 s apart: the stabilizer given ``cards``, the unread watch
    Alice's Cthulhu's band read (rank 0) at R'lyeh's place, and with ``stray`` one band
    refused 20 mm under it (a hand's glint as the card is laid); the next picture's time."""
    read = (1, RLYEH_BAND, NS(value=0, reason=""))
    glint = (1, Band((102.8, 71.9 + 20 * 2.0), 0.0, 60.5, 22.0),
             NS(value=-1, reason=INK_REASON))
    entries = [[read]] * (count - 1) + [[read, glint] if stray else [read]]
    return _watch(table, unread, entries, t, cards)


def test_a_cthulhu_discarded_is_no_question_for_one_refused_reading_beside_it():
    """Review of rlyeh53: Alice truly discards Cthulhu (read, nothing under it) and one
    band in her zone is refused in the picture it becomes stable (a glint, the laying
    hand): a place the unread watch saw once is no card the camera cannot read; the
    knock-out is said, not delayed behind "I cannot read a card in Alice's zone" (which
    the unread watch tells only after STABLE_READS readings over STABLE_S)."""
    table, said, cards = _from_log("qa53_r1_round5.jsonl")
    unread = UnreadCards()
    table.watcher.unread = unread
    n = len(said)
    t = _cthulhu_pictures(table, unread, 3, 59.7, *cards, (1, "cthulhu", 1))
    # the 4th picture makes it stable (test_live_deal's sightings: 4 hits), a glint in it
    t = _cthulhu_pictures(table, unread, 1, t, *cards, (1, "cthulhu", 1), stray=True)
    t = _cthulhu_pictures(table, unread, 6, t, *cards, (1, "cthulhu", 1))
    texts = _texts(said)[n:]
    assert not any("cannot read" in x for x in texts), texts
    assert any(x.startswith("Alice is out") for x in texts), texts
