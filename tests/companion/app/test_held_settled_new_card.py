"""Fresh QA54b HIGH B (c_runC2, suite6): a card first read right after the keys settled the
held round dealt the next round ahead of the held cards (diagnosed as a strict xfail in
session 54, held54; fixed in session 55, held55).

The run: /tmp/s54/qa54b/c_runC2/ (video /tmp/s51/qa51/runC/demo/demo.mp4, 4 players,
arkham, es, --stickers-only; truth: that demo's ``demo-transcript.txt`` lines 46-75).
Round 1 was settled by keys about 75 s of video late (the tester's answers right), the
cards of round 2 held meanwhile for the next deal (``LeftCard.deals``). At the settle,
``session.jsonl`` seq 19-24: ``new_round``, then Bob's Shoggoth (truth 69, his Sanity
check's card, laid late in round 2) refused (``unexpected``: Carol starts), Carol's
Investigators (truth 46) "already" ("This card lay there before this turn"), Bob's
Shoggoth again, taken after her Investigators as her guess's outcome: "Bob is out, with
the Shoggoth. Check it." said as fact (truth 51: Bob still in), Dan's Boxer "already",
"Not counted: Randall Tillinghast in Bob's zone, as Bob is out"; 16 cards held, round 2
lost.

Diagnosis. The keys end the held round in ``LiveTable._keys``; the next picture's new
readings go through ``CameraCards._card_appeared`` (live_cards) BEFORE ``LeftCards.
_left_cards`` gives the held cards (``NextDeal._deal_held``, live_deal: the first laid
deals, the others follow in the order laid). A card first made stable in that picture
(here: laid after the held ones, its reading stable only now: the live reading was slow,
0.6 s a picture) meets ``self._deal_begun()`` true in ``_card_appeared`` and deals the
next round on itself (``self._deal_on_card(event)``), ahead of every held card: refused
(not the starter's), then the held cards are given as early cards ("It lay there before
this turn"), and the later card, left, fits later on as the wrong play (c_runC2: Bob's
Shoggoth as the card his hand lost to Carol's guess).

The fix (session 55): in ``CameraCards._card_appeared``, once the round is settled while
cards of it are held for the next deal (``NextDeal._deals_held``), a new card is held too
(``self._leave(event, deals=True)``), and ``_deal_held`` gives it after them in the order
laid (``_in_order_laid``), in the same picture; with two players a new middle card then
waits in ``gathered_middle`` and is taken as a face-up card with the first held card's
deal. (Giving the held cards before a picture's new readings instead would have to run
``LeftCards._left_cards``'s steps before them, ``_rounds_lost`` first, and keep the new
card out of the deal's old cards: ``NextDeal._old_cards`` counts only this picture's
``fresh`` cards and the watched ones as new.)

Seen end to end (session 55): ``companion demo --stickers-only --players 4 --seed 131``
(arkham, en), replayed (``companion replay --stickers-only``) with the keys ``300 \\n0``
(Dan's unread Tommy Gun), ``400 \\n7`` (Bob's Entertainer), ``605 \\n4`` (Alice's missed
Necronomicon), ``607 +2`` (Insane) and ``627 +1`` ("Who starts?", Alice: round 1 settled
late, round 2's first cards held meanwhile); Dan's Investigators first made stable at
frame 628. main: "Round 2. Alice starts." "The Investigators by Dan? Waiting for Alice's
play." "Alice: the Investigators. It lay there before this turn: check it.", then "Bob is
out." (false) and "Alice wins the round" (truth: Bob). Here: Alice's Investigators, Carol's
R'lyeh, then Dan's Investigators, the same lines as with the answer one picture earlier,
and "Bob wins the round and has 1 Sane, 1 Insane." as in the demo's truth.

Here: test_deal_held.py's table (QA36 st7 by ear, 3 players, en): round 1 waits for
Carol's R'lyeh (Sane or Insane), the table cleared, round 2's Cultists (Carol), Deep One
(Alice) and Fed (Bob) held; then Bob's Boxer laid, seen in 3 pictures before the keys
settle round 1 (made stable by the first picture after them).
"""
import pytest

from companion.app.live_deal import CLEARED_MID_FRAMES
from companion.session_log import SessionLog, read_log, resume_report

from . import test_live_setup as setup
from .test_deal_held import _round_one_held
from .test_held_after_end46 import _held_for_round_2
from .test_late49_lost_rounds import LOST, ROUND_2, ROUND_3
from .test_live_deal import GATHERED, GONE, _frames, _table, _texts
from .test_qa46b_held_rounds import ROUND_8, _round_7_cleared
from .test_qa53_resumed_pile import _Pictures
from .test_stall import _lay
from .test_stall_holds import _rlyeh_asks, _unread, _zones

#: Bob's next card, laid after the held ones (seat 1-based, key, place in the zone)
BOXER = (2, "the_boxer", 2)
#: the keys that settle round 1 of :func:`_round_one_held`: Sane, then R'lyeh's Musician
#: entered, in Carol's zone
SETTLE = "+1\n5+2"


def _settled(table, said, cards, keys=SETTLE, pictures=4, before=3):
    """``cards`` seen in ``before`` pictures, ``keys`` pressed, then ``pictures`` more
    pictures of them: what was said (``said``, the table's) after the keys."""
    _frames(table, before, *cards)
    for key in keys:
        table._one_key(key)
    n = len(said)
    _frames(table, pictures, *cards)
    return _texts(said)[n:]


def _told_fact_out(texts) -> bool:
    """Whether a player was said out as fact ("Bob is out, with …"), not asked about."""
    return any(" is out" in t and "?" not in t for t in texts)


def test_a_card_read_after_the_settle_does_not_deal_before_the_held_cards():
    table, said, round_two = _round_one_held()
    texts = _settled(table, said, (*round_two, BOXER))
    assert table.session.tracker.view().round == 2
    # main: "Round 2. Carol starts." "The Boxer by Bob? Waiting for Carol's play." "Carol:
    # the Cultists. It lay there before this turn: check it." "The Boxer in Bob's discard
    # zone: was that Bob's hand, …" (Alice's Deep One, laid before it, not given)
    start = texts.index("Round 2. Carol starts.")
    assert texts[start + 1] == "Carol: the Cultists.", texts
    assert not any(t.startswith("The Boxer by Bob?") for t in texts), texts
    deep_one = next(i for i, t in enumerate(texts) if "Deep One" in t)
    assert all(i > deep_one for i, t in enumerate(texts) if "Boxer" in t), texts
    # held in order, each in its turn; the Boxer, not Bob's turn, left for its turn
    assert _zones(table) == [("deep_one",), ("the_fed",), ("cultists",)], texts
    assert not _told_fact_out(texts), texts


def _held_round_two(*cards):
    """:func:`_round_one_held`'s table with round 2's ``cards`` (seat 1-based, key, place)
    laid and held instead: ``(table, said)``."""
    table, said = _rlyeh_asks()
    _unread(table, 3)
    _lay(table, (3, "investigators", 1), (1, "necronomicon", 1), (1, "randall_tillinghast", 2))
    _frames(table, GONE)
    _lay(table, *cards)
    assert [left.event.candidates for left in table.left_cards if left.deals] == \
        [(key,) for _, key, _ in cards]
    return table, said


def test_the_starter_s_next_card_read_after_the_settle_comes_after_the_held_cards():
    # round 2 as laid: Carol's Urchin, Alice's Fed, Bob's Sailor (held), then Carol's
    # second turn, the Fed, first read right after the keys. main: "Round 2. Carol
    # starts." "Carol: The Fed." then each held card "It lay there before this turn: check
    # it.", her Urchin last (her zone's order, and her protection, wrong)
    round_two = ((3, "the_urchin", 1), (1, "the_fed", 1), (2, "the_sailor", 1))
    table, said = _held_round_two(*round_two)
    texts = _settled(table, said, (*round_two, (3, "the_fed", 2)))
    plays = [t for t in texts if ": " in t]
    assert plays == ["Carol: The Urchin.", "Alice: The Fed.", "Bob: The Sailor.",
                     "Carol: The Fed."], texts
    assert "Carol is protected." in texts and not any("before this turn" in t for t in texts)
    assert _zones(table) == [("the_fed",), ("the_sailor",), ("the_urchin", "the_fed")]
    assert not any(left.deals for left in table.left_cards)


def test_with_no_card_held_the_first_card_read_after_the_settle_deals_as_before():
    table, said = _held_round_two()
    texts = _settled(table, said, ((3, "the_urchin", 1),))
    start = texts.index("Round 2. Carol starts.")
    assert texts[start + 1:start + 3] == ["Carol: The Urchin.", "Carol is protected."], texts
    assert _zones(table) == [(), (), ("the_urchin",)]


@pytest.mark.parametrize("picture", [False, True], ids=["then-settled", "picture-between"])
def test_the_settle_undone_at_once_then_settled_again_still_gives_the_held_cards_first(
        picture):
    # minus twice right after the keys takes back the round's last card (Alice's hand,
    # Randall Tillinghast, given with the keys): round 1 not over again, the held cards
    # and the new card wait; entered again ("Enter 6", plus 2: Randall Tillinghast), round 1
    # is over again and the first picture gives the held cards, the new card after them
    table, said, round_two = _round_one_held()
    cards = (*round_two, BOXER)
    texts = _settled(table, said, cards, keys=SETTLE + "--", pictures=4 if picture else 0)
    assert "The round is not over any more: its token is taken back." in _texts(said)
    assert table.session.tracker.view().round == 1
    if picture:  # the Boxer, first stable now, is held with the others: nothing dealt
        assert not any(t.startswith(("Round 2", "The Boxer")) for t in texts), texts
        assert [left.event.candidates for left in table.left_cards if left.deals] == [
            ("cultists",), ("deep_one",), ("the_fed",), ("the_boxer",)]
    texts = _settled(table, said, cards, keys="\n6+2", before=0)
    start = texts.index("Round 2. Carol starts.")
    assert texts[start + 1] == "Carol: the Cultists.", texts
    assert not any(t.startswith("The Boxer by Bob?") for t in texts), texts
    assert _zones(table) == [("deep_one",), ("the_fed",), ("cultists",)], texts
    assert not _told_fact_out(texts), texts


def test_a_later_round_s_card_read_after_the_settle_tells_the_rounds_lost_as_before_it():
    # late49's table: round 2's held cards gathered (round 2 played through meanwhile),
    # then round 3's Sailor, first read right after the keys that end round 1: a card held
    # after the gather, as when read before them (test_late49_lost_rounds). main: "Round
    # 2. Carol starts." "The Sailor by Alice? Waiting for Carol's play."
    table, said = _held_for_round_2()
    _lay(table, *ROUND_2)
    _frames(table, GATHERED + 5)
    texts = _settled(table, said, (ROUND_3,), keys="\n5", pictures=2 * GONE)
    assert any(t.startswith(LOST["en"]) for t in texts), texts
    view = table.session.tracker.view()
    assert view.round == 1 and view.round_winners == (2,), texts
    assert not any(t.startswith("Round 2") or "?" in t for t in texts), texts


def _record_from_now(table, path):
    """A session log at ``path`` for ``table``: its tracker's inputs so far (with the
    camera's marks), then each new one as play writes it. Returns the log."""
    log = SessionLog(path, sync=False)
    for obs, _ in table.session.tracker.history:
        _, check, already = table.session.read_as.get(id(obs), (obs, False, False))
        log.record(obs, check=check, already=already)
    table.session.record = log.record
    return log


def test_the_log_of_the_held_deal_resumes_the_same_round_and_holds_the_new_card(tmp_path):
    # companion play --resume right after that picture: the log has round 2 dealt by
    # Carol's Cultists, then Alice's Deep One and Bob's Fed (main: Bob's Boxer refused,
    # then taken after the Cultists); the Boxer, held behind the open question, is in
    # the log's "waiting" line (res71): watched again as it was, said to wait for the
    # answer as live (before: "a card the log does not hold", asked about once the open
    # question is answered)
    table, said, round_two = _round_one_held()
    path = tmp_path / "play.jsonl"
    with _record_from_now(table, path):
        _settled(table, said, (*round_two, BOXER))
    lines = [obs for obs in read_log(path)[0]]
    assert [(obs.kind, obs.cards) for obs in lines[-4:]] == [
        ("new_round", ()), ("card", ("cultists",)), ("card", ("deep_one",)),
        ("card", ("the_fed",))]
    live = table.session.tracker
    again, told, _ = setup._table()
    again.resumed, again.source = True, _Pictures()
    again.session.resume(resume_report(path))
    again.session.recall()
    again.known.resumed(again.session.tracker.view(), read_log(path)[0])
    resumed = again.session.tracker
    assert [s.zone for s in resumed.view().seats] == [s.zone for s in live.view().seats]
    assert resumed.question.value == live.question.value == "out"
    assert resumed.question.seat == live.question.seat == 0  # was that Alice's hand?
    for _ in range(6):
        again._setup_events += again.watcher.show(*round_two, BOXER)
    again._resumed_cards(None)
    _frames(again, 6, *round_two, BOXER)
    texts = _texts(told)
    assert "A card in Bob's zone waits for the answer to the question; key 1 repeats " \
           "it." in texts, texts
    assert not any("the log does not hold" in t for t in texts), texts
    assert any(x.event.candidates == ("the_boxer",) and x.open and x.there
               for x in again.left_cards), again.left_cards
    assert _zones(again) == [("deep_one",), ("the_fed",), ("cultists",)]
    assert not _told_fact_out(texts), texts


def _two_players_held(*middle):
    """Two players: Alice's Fed, Bob's Urchin, then Alice's next card told unread; the
    table cleared; round 2's face-up cards ``middle`` (keys) laid, then Bob's Sailor and
    Alice's Urchin, held. Enter 8 (The Dilettante, in her zone) puts Alice out, Enter 2
    (The Fed) is her hand: Bob wins round 1 and starts round 2. ``(table, said, cards)``:
    the cards on the table."""
    table, said, _ = _table()
    _lay(table, (1, "the_fed"), (2, "the_urchin"))
    _unread(table, 1)
    _frames(table, CLEARED_MID_FRAMES + GONE)
    assert table.cleared_mid == 1
    cards = (*((None, key) for key in middle), (2, "the_sailor", 1), (1, "the_urchin", 1))
    _lay(table, *cards)
    assert [left.event.candidates for left in table.left_cards if left.deals] == [
        ("the_sailor",), ("the_urchin",)]
    return table, said, cards


#: the keys of :func:`_two_players_held` that end round 1
TWO_SETTLE = "\n8+1+1\n2+1+1"
FACE_UP = ("nightgaunt", "the_boxer", "deep_one", "cthulhu")


def test_two_players_the_next_card_read_after_the_settle_comes_after_the_held_cards():
    # main: "Round 2. Bob starts." "Bob: The Fed." then Alice's Urchin and his Sailor
    # "It lay there before this turn: check it."
    table, said, cards = _two_players_held(*FACE_UP)
    texts = _settled(table, said, (*cards, (2, "the_fed", 2)), keys=TWO_SETTLE, pictures=6)
    assert "Bob wins the round and has 1 Sane." in _texts(said)
    plays = [t for t in texts if t.startswith(("Alice: ", "Bob: "))]
    assert plays == ["Bob: The Sailor.", "Alice: The Urchin.", "Bob: The Fed."], texts
    assert not any("before this turn" in t for t in texts), texts
    view = table.session.tracker.view()
    assert view.round == 2 and view.face_up == FACE_UP
    assert _zones(table) == [("the_urchin",), ("the_sailor", "the_fed")]


def test_two_players_a_face_up_card_read_after_the_settle_is_taken_with_the_deal():
    # the fifth face-up card first read right after the keys: taken with the first held
    # card's deal (main: it dealt round 2 alone and was lost: "4 of the 5 face-up cards
    # were read")
    table, said, cards = _two_players_held(*FACE_UP)
    texts = _settled(table, said, (*cards, (None, "the_musician")), keys=TWO_SETTLE, pictures=6)
    view = table.session.tracker.view()
    assert view.round == 2 and view.face_up == (*FACE_UP, "the_musician"), texts
    plays = [t for t in texts if t.startswith(("Alice: ", "Bob: "))]
    assert plays == ["Bob: The Sailor.", "Alice: The Urchin."], texts
    assert not any("face-up cards were read" in t for t in texts), texts


def test_six_players_a_card_read_after_the_settle_comes_after_the_held_cards():
    # QA46b's round 7 (6 players, original): Enter 1 (the check's card), Enter 1 (Alice's
    # revealed hand) end it, Eve starts round 8; Eve's, Fay's and Alice's Investigators
    # held, then Bob's Cats of Ulthar, his turn next, first read right after the keys.
    # main: "Round 8. Eve starts." "The Cats of Ulthar by Bob? Waiting for Eve's play."
    # … "Bob is out, with the Cats of Ulthar." (false), Alice's Investigators never given
    table, said = _round_7_cleared("en")
    texts = _settled(table, said, (*ROUND_8, (2, "cats_of_ulthar", 0)), keys="\n1\n1")
    plays = [t for t in texts if t.startswith(("Eve: ", "Fay: ", "Alice: ", "Bob: "))]
    assert plays == ["Eve: the Investigators.", "Fay: the Investigators.",
                     "Alice: the Investigators."], texts
    # Bob's card after Alice's Investigators: his hand (her guess right) or his play
    assert texts[-1].startswith("The Cats of Ulthar in Bob's discard zone: was that Bob's "
                                "hand"), texts
    assert not _told_fact_out(texts), texts
    view = table.session.tracker.view()
    assert view.round == 8 and [s.zone for s in view.seats][:2] == [
        ("investigators_original",), ("cats_of_ulthar",)]
