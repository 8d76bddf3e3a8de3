"""Fresh QA59 HIGH-3 and MEDIUM-4, run G (3 players, arkham-classic, ``--stickers-only``,
tilted, fr, demo seed 337, round 1; replay ``/tmp/s59/qa59/runG`` with its
keys-frames.tsv, frames 150-183): Carol's play, The Investigators, only glimpsed (read in 4
pictures, then refused with ink), stalled the table; Alice's Sanity check card and play
were held behind it. Cthulhu, Carol's next play, laid on it, was told unread; Enter and 1,
meant for The Investigators, answered its prompt, so Cthulhu counted as settled and was
never told again; her knocked-out hand, The Boxer, was then said as her play ("Carol : le
Boxeur.", truth "Carol : Cthulhu. / Carol quitte la manche. / Main de Carol : le Boxeur.")
and round 1 was lost. Alice's two held cards were said "Cette carte était là avant ce
tour" (MEDIUM-4), laid in their turn.

The tracker takes run G's session log up to Bob's knock-out
(``tests/companion/qa59_g_round1.jsonl``: run G ``session.jsonl`` lines 1-5); the
camera's cards go to a real stabilizer (test_live_deal's helpers), and Carol's name bands,
at their places in the replay (rectified zone px), to a real
:class:`~vision.unread_cards.UnreadCards`; pictures 1/30 s apart."""
from types import SimpleNamespace as NS

from vision.card_bands import Band
from vision.unread_cards import INK_REASON, UNREAD_REASON, UnreadCards

from .test_live_deal import _texts
from .test_qa50_enter_heard import _keys
from .test_qa52b_xfail import _from_log

NAMES = ("Alice", "Bob", "Carol")
#: Carol's name bands as the replay found them (rectified px): The Investigators (laid
#: first, nearest the centre), Cthulhu on it, The Boxer on that
INVESTIGATORS = Band((92.0, 77.0), 0.0, 60.5, 22.0)
CTHULHU = Band((94.0, 151.0), 0.0, 60.5, 22.0)
BOXER = Band((100.0, 226.0), 0.0, 60.5, 22.0)


def _read(band, rank):
    return (3, band, NS(value=rank, reason=""))


def _refused(band, reason=INK_REASON):
    return (3, band, NS(value=-1, reason=reason))


def _pictures(table, unread, count, entries, *cards):
    """``count`` pictures: the stabilizer given ``cards`` (test_live_deal's), the unread
    watch Carol's band ``entries``, through the live loop's steps."""
    for _ in range(count):
        stable = table.watcher.show(*cards)
        table.watcher.unread_new = unread.update(entries, table.watcher.last_reading.t)
        table._unread_cards()
        table._cards_appeared(stable)
        table._left_cards()
        table._between_rounds()


def _carol_unread():
    """Run G's round 1 up to Carol's play, a real :class:`UnreadCards` watching: ``(table,
    said, unread, cards, lines said by then)``."""
    table, said, cards = _from_log("qa59_g_round1.jsonl", NAMES, "en", "arkham-classic")
    unread = UnreadCards()
    table.watcher.unread = unread
    return table, said, unread, cards, len(said)


def _entered_for_the_glimpsed_card():
    """Run G up to Enter and 1 for Carol's glimpsed Investigators, answering the prompt
    of her told Cthulhu: ``(table, said, unread, cards, lines said since the log)``."""
    table, said, cards = _from_log("qa59_g_round1.jsonl", NAMES, "en", "arkham-classic")
    assert table.session.tracker.waiting()[:2] == ("play", 2)  # Carol's play
    unread = UnreadCards()
    table.watcher.unread = unread
    n = len(said)
    # Alice's Sanity check card and her play, laid in turn after Carol's unread play
    alice = [*cards, (1, "the_entertainer", 1)]
    _pictures(table, unread, 30, [], *alice)
    alice.append((1, "shoggoth", 2))
    _pictures(table, unread, 30, [], *alice)
    # Cthulhu laid on Carol's Investigators: refused; The Investigators read a moment
    # (a glimpse, never stable), then refused with ink under it; Cthulhu told 2 s after
    # its first refusal, The Investigators' ink run shorter (replay: 13.0, 13.2-13.5,
    # 13.6 on; told at 15.0, Enter at 15.2)
    cthulhu = _refused(CTHULHU, UNREAD_REASON)
    _pictures(table, unread, 6, [cthulhu], *alice)
    _pictures(table, unread, 2, [cthulhu, _read(INVESTIGATORS, 1)], *alice,
              (3, "investigators", 0))
    _pictures(table, unread, 2, [cthulhu, _read(INVESTIGATORS, 1)], *alice)
    _pictures(table, unread, 52, [cthulhu, _refused(INVESTIGATORS)], *alice)
    assert _texts(said)[n:].count(
        "I cannot read a card in Carol's zone: press Enter, then its rank.") == 1
    assert "I cannot read a card in Carol's zone: press Enter, then its rank." in \
        _texts(said)[n:]
    _keys(table, "\n1")  # The Investigators (the Cultists all counted)
    return table, said, unread, alice, n


def _boxer(table, unread, alice):
    """Carol's knocked-out hand, The Boxer, laid on her Cthulhu, The Investigators
    glimpsed once more under it."""
    entries = [_refused(CTHULHU, UNREAD_REASON), _refused(INVESTIGATORS), _read(BOXER, 3)]
    _pictures(table, unread, 1, [*entries[:1], _read(INVESTIGATORS, 1), entries[2]], *alice,
              (3, "investigators", 0), (3, "the_boxer", 2))
    _pictures(table, unread, 40, entries, *alice, (3, "the_boxer", 2))


def test_held_cards_laid_in_turn_behind_the_glimpsed_play_are_not_doubted():
    # MEDIUM-4: main "The Entertainer. It lay there before this turn: check it."
    table, said, _, _, n = _entered_for_the_glimpsed_card()
    texts = _texts(said)[n:]
    assert "Carol: the Investigators." in texts, texts
    assert "Alice: Sanity check, 1 card." in texts, texts
    assert not any("before this turn" in x for x in texts), texts
    assert table.session.tracker.waiting()[:2] == ("play", 2)  # Carol's second turn


def test_a_told_card_an_enter_for_another_settled_is_told_again_before_the_next():
    # HIGH-3: main "Carol: The Boxer. Check it." (her knocked-out hand as her play)
    table, said, unread, alice, _ = _entered_for_the_glimpsed_card()
    n = len(said)
    _boxer(table, unread, alice)
    texts = _texts(said)[n:]
    assert not any(x.startswith("Carol: The Boxer") for x in texts), texts
    assert texts[0] == "I cannot read a card in Carol's zone: press Enter, then its rank.", \
        texts
    assert table.session.tracker.view().seats[2].zone == ("investigators",)
    n = len(said)
    _keys(table, "\n8")  # Cthulhu or The Dilettante: asked
    _keys(table, "+2")   # Cthulhu
    _pictures(table, unread, 6, [], *alice, (3, "the_boxer", 2))
    texts = _texts(said)[n:]
    assert "Carol: Cthulhu." in texts, texts
    assert any(x.startswith("Carol is out") and "The Boxer" in x for x in texts), texts
    assert table.session.tracker.view().seats[2].zone == ("investigators", "cthulhu",
                                                         "the_boxer")


def test_a_zone_showing_no_more_cards_than_it_holds_is_not_told_again():
    # the told card truly entered (Enter and 8 for Cthulhu after The Investigators was
    # read): The Boxer laid on it is taken at once, nothing told again
    table, said, unread, alice, _ = _entered_for_the_glimpsed_card()
    _keys(table, "\n8")  # asked whose zone (Alice's Shoggoth may make one discard)
    _keys(table, "+2")   # Carol's
    _keys(table, "+2")   # Cthulhu
    assert table.session.tracker.view().seats[2].zone == ("investigators", "cthulhu")
    n = len(said)
    _boxer(table, unread, alice)
    texts = _texts(said)[n:]
    assert not any("cannot read" in x for x in texts), texts
    assert table.session.tracker.view().seats[2].zone == ("investigators", "cthulhu",
                                                         "the_boxer")


def test_a_card_laid_after_a_card_told_unread_and_refused_before_its_tell_is_in_turn():
    """Fresh QA59 MEDIUM-4, run A's shape (6p arkham stickers en seed 329, 11:24:41: "Eve
    discards the Investigators. It lay there before this turn: check it.", truth in
    turn; the live run does not replay): a card laid after the awaited card was first seen
    unread, stable and refused before that card was told (2 s later), was given after the
    Enter with the doubt: the Enter's time and the tell's stood for when the entered card
    was laid. Here Carol's play unread from 0 s, Alice's Sanity check card laid at 1 s."""
    table, said, unread, cards, n = _carol_unread()
    carol = [_refused(INVESTIGATORS, UNREAD_REASON)]
    _pictures(table, unread, 30, carol, *cards)
    alice = [*cards, (1, "the_entertainer", 1)]
    _pictures(table, unread, 40, carol, *alice)
    assert _texts(said)[n:] == [
        "The Entertainer by Alice? Waiting for Carol's play.",
        "I cannot read a card in Carol's zone: press Enter, then its rank."]
    _keys(table, "\n1")
    alice.append((1, "shoggoth", 2))
    _pictures(table, unread, 40, carol, *alice)
    texts = _texts(said)[n:]
    # main: "The Entertainer. It lay there before this turn: check it."
    assert "The Entertainer." in texts, texts
    assert not any("before this turn" in x for x in texts), texts
