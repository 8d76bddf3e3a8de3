"""Fresh QA51 HIGH-5 (``companion demo`` seed 72, 2 players, arkham, en; run B: "The table
was cleared, but round 1 is not over: still waiting for Bob's play. … New cards wait."
then "4/8/16/26/32 cards are held" to the video's end; run B2: round 3, "still waiting
for Bob's hand", 4/8/15/16 held, three rounds played meanwhile; run C, es: "32 cartas en
espera"): the table seen cleared in a round's middle holds every new card, and the stall's
rule (stall_lost: more cards laid than the round had left) never counted them. Now the
cards held behind a cleared table count against the round's room too
(:mod:`companion.app.hold_lost`): the round ends unseen, said once, none of the held cards
given, and the game follows on from the next deal. The camera's readings are given by hand
to a real stabilizer (as in test_qa47_knockout_hand_unread's two-player case)."""
import pytest

from companion.app.stall_lost import played_past_room
from companion.tracker import observations as o

from .test_live_deal import GATHERED, GONE, _table, _texts
from .test_qa46_showdown_unread import _SlowCamera, _frames

#: the loss said, in each language (app.stall_round_lost's start)
LOST = {
    "en": "Round 1 is not settled, but the table played on while I waited for Bob's {}: "
          "more cards were laid since than round 1 had left.",
    "fr": "La manche 1 n'est pas réglée, mais la table a continué pendant que j'attendais "
          "{} de Bob : depuis, on a posé plus de cartes qu'il n'en restait à la manche 1.",
    "es": "La ronda 1 no está resuelta, pero la mesa siguió jugando mientras yo esperaba {} "
          "de Bob: desde entonces se pusieron más cartas de las que le quedaban a la ronda 1.",
}
#: Bob's play, Bob's hand, in each language (the wait.* phrases there)
WAITS = {"en": ("play", "hand"), "fr": ("le jeu", "la main"), "es": ("la jugada", "la mano")}


def _later(count):
    """``count`` later rounds' cards, in the order laid (seat 1-based, key, place in the
    zone)."""
    return tuple((1 + i % 2, ("the_urchin", "the_fed", "cultists", "the_boxer", "the_sailor",
                              "deep_one", "the_musician", "the_entertainer", "the_dilettante",
                              "investigators", "cthulhu")[(i // 2 + i % 2 * 5) % 11], i // 2)
                 for i in range(count))


#: the later rounds' cards, in the order laid (seat 1-based, key, place in the zone)
LATER = _later(26)


def _lay(table, *cards):
    """Each of ``cards`` laid in turn, the earlier ones still there: 3 pictures each."""
    for i in range(len(cards)):
        _frames(table, 3, *cards[:i + 1])


def _cleared_at_bob_s_play(lang="en"):
    """Round 1: Alice's Investigators, Bob's play never read, the table gathered (run B)."""
    table, said, _ = _table(lang=lang)
    table.watcher = _SlowCamera()
    _frames(table, 6, (1, "investigators", 0))
    assert table.session.tracker.awaited_seats() == (1,)
    _frames(table, GONE + 8)
    assert table.cleared_mid == 1
    return table, said


def _lost(said, lang, wait):
    """How many times the loss was said."""
    return sum(t.startswith(LOST[lang].format(WAITS[lang][wait])) for t in _texts(said))


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_more_cards_held_behind_a_cleared_table_than_the_round_had_left_end_it(lang):
    table, said = _cleared_at_bob_s_play(lang)
    room = played_past_room(table.session.tracker)
    _lay(table, *LATER[:room + 2])  # main: 16 cards held, round 1 waiting for ever
    assert table.cleared_held == [] and table.cleared_mid is None, _texts(said)[-4:]
    assert _lost(said, lang, 0) == 1, _texts(said)[-4:]
    view = table.session.tracker.view()
    assert view.round == 1 and view.active is None and view.round_winners == ()
    assert view.seats[1].zone == (), _texts(said)[-4:]  # none of the held cards given
    n = len(said)
    _lay(table, *LATER[room + 2:])  # the round under way: watched, no more "held"
    assert _texts(said)[n:] == []


def test_under_the_room_the_held_cards_still_wait_for_the_missing_play():
    table, said = _cleared_at_bob_s_play()
    room = played_past_room(table.session.tracker)
    _lay(table, *LATER[:room + 1])  # Alice's first, at her Investigators' place, not held
    assert table.cleared_mid == 1 and len(table.cleared_held) == room  # as many as it had
    assert _lost(said, "en", 0) == 0 and table.session.tracker.view().active == 1


def test_after_the_loss_the_next_deal_s_first_card_names_its_starter():
    table, said = _cleared_at_bob_s_play()
    _lay(table, *LATER)
    _bob_starts_the_next_deal(table, said)


def _bob_starts_the_next_deal(table, said):
    """After the loss, Bob its winner: the round under way gathered, then Bob's Urchin and
    Alice's Fed laid deal the next round, said unnumbered."""
    _frames(table, GATHERED + 5)  # the round under way gathered
    n = len(said)
    _lay(table, (2, "the_urchin", 0), (1, "the_fed", 0))
    _frames(table, 6, (2, "the_urchin", 0), (1, "the_fed", 0))
    texts = _texts(said)[n:]
    view = table.session.tracker.view()
    # Bob won the round played unseen: he starts; the round said without its number
    assert "The next round. Bob starts." in texts and "Bob: The Urchin." in texts, texts
    assert view.round == 2 and [s.zone for s in view.seats] == [
        ("the_fed",), ("the_urchin",)], texts


def _knocked_out(lang="en"):
    """Round 1: Alice's Investigators guesses Bob's card, Bob out, his hand never read, the
    table gathered (run B2's round 3, as test_qa47_knockout_hand_unread's two players), in
    ``lang``."""
    table, said, _ = _table(lang=lang)
    table.watcher = _SlowCamera()
    _frames(table, 6, (1, "investigators"))
    for obs in (o.target(1), o.guess(5), o.seat_out(1)):
        table.session.observe(obs)
    _frames(table, 8)
    assert table.cleared_mid == 1 and table.session.tracker.waiting()[:2] == ("hand", 1)
    return table, said


def test_more_cards_held_than_the_round_had_left_while_the_hand_waits_end_it():
    # run B2: Bob's Sailor refused (read as a face-up card before), rounds 4-6 held
    table, said = _knocked_out()
    # the held cards the next round's: at least its room (holdlost52), not round 1's
    room = table._hold_room()
    assert room > played_past_room(table.session.tracker)
    later = _later(room + 2)
    _lay(table, *later[:room + 1])  # Alice's first, at her Investigators' place, not held
    assert _lost(said, "en", 1) == 0 and len(table.cleared_held) == room
    _lay(table, *later)  # main: held, round 1 waiting for ever
    assert _lost(said, "en", 1) == 1, _texts(said)[-4:]
    assert table.cleared_mid is None and table.session.tracker.view().active is None
    _frames(table, GATHERED + 5)  # the round under way gathered
    n = len(said)
    _lay(table, (1, "the_fed", 0), (2, "the_urchin", 0))
    _frames(table, 6, (1, "the_fed", 0), (2, "the_urchin", 0))
    texts = _texts(said)[n:]
    assert "The next round. Alice starts." in texts and "Bob: The Urchin." in texts, texts
    view = table.session.tracker.view()
    assert view.round == 2 and [s.zone for s in view.seats] == [("the_fed",), ("the_urchin",)]


def test_enter_for_the_hand_with_cards_held_still_settles_it():
    # the held cards the next round's, fewer than the room: Enter gives the hand (QA47)
    table, said = _knocked_out()
    cards = ((1, "the_urchin", 0), (2, "the_fed", 1))
    _lay(table, *cards)
    for key in "\n5+1+1":  # Bob's hand: rank 5, in his zone, The Musician
        table._one_key(key)
    _frames(table, 12, *cards)
    texts = _texts(said)
    assert "Bob's hand: The Musician." in texts and _lost(said, "en", 1) == 0, texts[-6:]
    assert table.session.tracker.view().round == 2


def test_a_held_card_taken_back_and_laid_again_counts_twice_and_loses_no_round():
    # the review of stall50's double count, on the cleared table's hold: the last held card
    # of Bob's zone taken back alone (to read it aloud) is forgotten, laid again it is held
    # again as a new card ("cleared_held" counts it twice)
    table, said = _cleared_at_bob_s_play()
    room = played_past_room(table.session.tracker)
    _lay(table, *LATER[:room + 1])  # as many held as the round had left
    _frames(table, 2 * GONE, *LATER[:room])  # Bob's last card taken back
    _lay(table, *LATER[:room + 1])  # and laid again
    assert len(table.cleared_held) > room  # the reminders' count: that card twice
    assert _lost(said, "en", 0) == 0 and table.cleared_mid == 1, _texts(said)[-4:]


def test_the_held_cards_reminder_comes_with_the_4th_8th_card_counted_not_reported():
    # fresh reader of session 52, item 2: the reminders came with the 4th, 8th … card
    # reported (cleared_held: the cards taken back and laid again counted twice), the count
    # said with them is of the cards held (each once): "6 cards are held" came as the 8th
    table, said = _cleared_at_bob_s_play()
    _lay(table, *LATER[:7])  # 6 held (Alice's first card is no held card)
    _frames(table, 2 * GONE, *LATER[:3])  # the last four taken back
    n = len(said)
    _lay(table, *LATER[:7])  # and laid again: still 6 held
    assert table._held_count() == 6 and len(table.cleared_held) == 8
    assert not any("cards are held" in text for text in _texts(said)[n:]), _texts(said)[n:]
    _lay(table, *LATER[:9])  # the 7th and 8th held
    assert table._held_count() == 8
    assert any(text.startswith("8 cards are held") for text in _texts(said)[n:]), \
        _texts(said)[n:]
