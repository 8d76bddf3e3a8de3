"""Fresh QA52b HIGH 2: a new round's first plays, laid where the last round's cards of
their names lay, said as fact "Still on the table from the last round: … Take them away"
(r6b 18:09:26, round 3; r6 17:59:14; runC2 18:07:50 and 18:10:49). The camera takes a card
laid where a card of its name lay for that card (``vision.stabilize``), so the name and the
place are no proof that it never left. stale52 asks instead after a bare second; here the
table never read bare. What the camera saw since the round ended tells a card that may be
the new round's play (``Gathered.moved``): the card went unread a while, its place not
judged covered, and was read again (it left); or its zone's pile was gathered around it
(a card of its zone gone a while). Such a card is asked, as after a bare second
(``app.old_card_or_new``, ``app.old_cards_or_new``); a card that never left, or lay under
a hand, is still said plainly. In-process, the camera's readings given by hand to a real
stabilizer (test_live_deal.py's helpers; test_qa52b_xfail.py's table built from r6b's
log)."""
from companion.session_log_lines import read_log

from .test_live_deal import _OLD, GATHERED, _covered, _end_round_one, _frames, _table, _texts
from .test_qa50_enter_heard import _keys
from .test_qa52b_xfail import DATA, NAMES, _from_log

#: Bob's Musician asked as maybe laid in this round (the line of test_stale52)
_ASKED = ("Still on the table from the last round, or laid in this round: The Musician in "
          "Bob's zone? If it was laid in this round, press Enter when the table waits for "
          "it, then 5; if not, take it away.")
#: Bob's Musician said as a card to take away
_OLD_SAID = ("Still on the table from the last round: The Musician in Bob's zone. Take it "
             "away; it is not read as a play.")


def _musician_back(*covered):
    """Round 1 over (:func:`_end_round_one`), its cards read; a second where only Alice's
    old pile is read (Bob's place judged covered for ``covered``, else no look: gone), a
    Musician read where Bob's lay, then Alice's Urchin deals round 2: ``(table, said)``."""
    table, said, _ = _table()
    _end_round_one(table, *_OLD)
    _frames(table, 2, *_OLD)
    _covered(table, GATHERED, set(covered), (1, "investigators"))
    _frames(table, 6, (1, "investigators"), (2, "the_musician"))
    _frames(table, 6, (2, "the_musician"), (1, "the_urchin", 1))
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[0].zone == ("the_urchin",), _texts(said)
    assert not table.gathered.done  # never bare: Alice's pile read all along
    return table, said


def test_a_card_read_again_where_one_of_its_name_left_is_asked_then_entered():
    # the card left (unread a second, its place not covered) and one of its name is read
    # there again: the camera took it for the old one; main said it old, never taken
    table, said = _musician_back()
    texts = _texts(said)
    assert _ASKED in texts and _OLD_SAID not in texts, texts
    # Bob's turn: it was his play; Enter 5 (his zone, the Musician), as the line says
    _keys(table, "\n5+1+1")
    assert table.session.tracker.view().seats[1].zone == ("the_musician",), _texts(said)


def test_a_card_under_a_hand_a_while_is_still_said_old():
    # the other side: its place judged covered all the time it was unread (a hand resting
    # on Bob's pile): the card never left, said plainly as before
    table, said = _musician_back((2, "the_musician"))
    texts = _texts(said)
    assert _OLD_SAID in texts and _ASKED not in texts, texts
    assert table.session.tracker.view().seats[1].zone == ()


#: r6b's round 3 first plays, each read where round 2's card of its name lay (place index
#: in its zone: round 2's): Bob's and Carol's Investigators, Alice's Urchin (truth 95-105)
_R6B_FIRST = ((2, "investigators", 0), (3, "investigators", 4), (1, "the_urchin", 2))
#: all three asked at once
_THREE_ASKED = (
    "Still on the table from the last round, or laid in this round: The Urchin (4) in "
    "Alice's zone; the Investigators (1) in Bob's zone; the Investigators (1) in Carol's "
    "zone? For one laid in this round, press Enter when the table waits for it, then its "
    "rank; take away the others.")


def _r6b_dealt_by_bob(*first):
    """r6b after its round-2 log: the table gathered and ``first`` read (old tracks) while
    Carol's Sane-or-Insane question waited; answered (+1), then Bob's Boxer, his second
    card of round 3 in truth, deals it as the starter's: the new lines."""
    table, said, _ = _from_log("qa52b_r6b_round2.jsonl")
    _frames(table, GATHERED, *first)
    _keys(table, "+1")  # the tester's answer (r6b 18:09:01)
    _frames(table, 6, *first)
    n = len(said)
    _frames(table, 6, *first, (2, "the_boxer", 1))
    texts = _texts(said)[n:]
    assert "Round 3. Bob starts." in texts, texts
    return texts


def test_the_starter_s_old_card_is_asked_when_every_other_zone_has_a_card_too():
    # r6b as heard (18:09:26): Bob's Boxer dealt round 3; Bob's Investigators, under the
    # rule that no turn comes before the dealing starter's (review of stale52), and
    # Alice's Urchin were said "Still on the table … Take them away". With a card read
    # in every other zone, each may have played since: the Boxer may be his second card
    texts = _r6b_dealt_by_bob(*_R6B_FIRST)
    assert _THREE_ASKED in texts, texts
    # and his Boxer waits for his asked Investigators (deal53: a later card of the asked
    # card's own zone is held; truth: the Investigators was his first play)
    assert ("The Boxer in Bob's zone waits: first, the Investigators in Bob's zone. If it "
            "was laid in this round, press Enter, then 1; if not, take it away.") in texts, texts
    assert not any(t.startswith("Still on the table from the last round:") for t in texts), \
        texts


def test_the_starter_s_old_card_stays_old_when_a_zone_before_her_next_turn_is_empty():
    # Carol's zone reads nothing: she has not played, so Bob's Boxer is his first card and
    # the Investigators under it is old (review of stale52); Alice's Urchin, her pile
    # gathered around it, is still asked
    texts = _r6b_dealt_by_bob(*(c for c in _R6B_FIRST if c[0] != 3))
    assert ("Still on the table from the last round, or laid in this round: The Urchin in "
            "Alice's zone? If it was laid in this round, press Enter when the table waits "
            "for it, then 4; if not, take it away.") in texts, texts
    assert ("Still on the table from the last round: the Investigators in Bob's zone. Take "
            "it away; it is not read as a play.") in texts, texts
    assert "Bob: The Boxer." in texts, texts


def test_a_pile_gathered_before_the_round_ended_in_the_tracker_is_gathered_too():
    # runC2 (18:10:49, round 4's Urchin "still on the table"): the round ended in the
    # tracker only as its question came (18:10:14), long after the table gathered it. Here
    # r6b's round 2 with Alice's last two cards (R'lyeh, the Musician) entered late: her
    # pile is gathered, her Urchin and Bob's Investigators read at round 2's places, while
    # the round still waits; then the cards entered, the question answered, Carol's
    # Investigators deals round 3. Her Urchin's pile, gone a second at the deal, was
    # gathered around it (Gathered.note_deal): asked, not said old
    table, said, _ = _table(NAMES)
    observations, errors = read_log(DATA / "qa52b_r6b_round2.jsonl")
    assert not errors
    for obs in observations[1:-2]:
        table.session.observe(obs)
    zones = [seat.zone for seat in table.session.tracker.view().seats]
    _frames(table, 6, *((s + 1, k, i) for s, zone in enumerate(zones)
                        for i, k in enumerate(zone)))
    first = [(2, "investigators", 0), (1, "the_urchin", 2)]
    _frames(table, GATHERED, *first)
    assert table.session.tracker.view().active is not None  # waiting for Alice's card
    for obs in observations[-2:]:  # her R'lyeh and Musician, entered
        table.session.observe(obs)
    _frames(table, 3, *first)
    n = len(said)
    _keys(table, "+1")
    _frames(table, 6, *first, (3, "investigators", 0))
    texts = _texts(said)[n:]
    assert "Round 3. Bob starts." in texts, texts
    assert ("Still on the table from the last round, or laid in this round: The Urchin in "
            "Alice's zone? If it was laid in this round, press Enter when the table waits "
            "for it, then 4; if not, take it away.") in texts, texts
    assert not any(t.startswith("Still on the table from the last round:") for t in texts), \
        texts
