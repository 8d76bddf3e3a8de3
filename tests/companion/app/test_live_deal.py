"""``companion play`` between rounds and a table cleared during a round (QA13b N5, N2, N11,
N4). In-process, no pictures: the camera's readings are given by hand to a real
:class:`~vision.stabilize.Stabilizer`, seat markers in view."""
import queue
from dataclasses import replace

import pytest

from companion.app.keys import Command
from companion.app.live import LiveOptions, LiveTable
from companion.app.live_deal import CLEARED_FRAMES, CLEARED_MID_FRAMES, GATHER_RUN_S
from companion.app.left_cards import GONE_S
from companion.app.session import TableSession
from companion.cards import card
from companion.narration.catalog import message
from companion.rules import set_aside_face_up
from companion.tracker import observations as o
from vision.records import FrameReading, Gap, GapKind, SeatSighting, Sighting
from vision.stabilize import Stabilizer

from .stabilizer_camera import PLACES, StabilizerCamera, sighting

#: the seat markers of seats 1 to 3, above their zones' places
_SEATS = tuple(SeatSighting(s, ((x, y - 90), (x + 20, y - 90), (x + 20, y - 70), (x, y - 70)))
               for s, (x, y) in PLACES.items() if s in (1, 2, 3))


class _Camera(StabilizerCamera):
    """The watcher's part the live loop uses, over a real stabilizer. :meth:`show` gives it
    one picture's cards as (seat, key) or (seat, key, place) and returns the cards made
    stable; :meth:`lost` one picture the camera did not give."""

    def __init__(self):
        # the frame rule alone: these tests are about the deal, not the minimum dwell
        # (tests/vision/test_stabilize.py), and their pictures are 1/30 s apart
        super().__init__(Stabilizer(min_dwell_s=0))

    def show(self, *cards):
        self.n += 1
        return self.picture(FrameReading(self.n, self.n / 30, seats=_SEATS, size=(1280, 720),
                                         sightings=tuple(c if isinstance(c, Sighting)
                                                         else sighting(*c) for c in cards)))

    def lost(self):
        self.n += 1
        return self.picture(FrameReading(self.n, self.n / 30,
                                         gaps=(Gap(GapKind.NO_FRAME, "stalled"),)))


def _table(names=("Alice", "Bob"), lang="en", edition="arkham"):
    said, logged = [], []
    table = LiveTable(LiveOptions(edition, lang, tuple(names), 0, "unused"),
                      TableSession(say=said.append, record=logged.append, lang=lang),
                      _Camera(), None, queue.Queue(), lambda c: False, lambda line: None,
                      timer=lambda: 0.0)  # the keys' waits: still (flk68)
    table._seat_markers_seen = lambda first=None, keys=False: list(range(1, len(names) + 1))
    table.guided_setup()
    return table, said, logged


def _frames(table, count, *cards):
    """``count`` pictures of ``cards`` through the live loop's steps."""
    for _ in range(count):
        table._cards_appeared(table.watcher.show(*cards))
        table._left_cards()
        table._between_rounds()


def _texts(said):
    return [a.brief for a in said]


#: a 2-player round's 5 face-up cards, read (none of rank 1 or 8)
FACE_UP_READ = ("the_boxer", "deep_one", "the_fed", "nightgaunt", "the_sailor")

#: pictures (1/30 s apart) a left card must be unseen to be taken away
GONE = int(GONE_S * 30) + 1
#: pictures (1/30 s apart) reading no zone card after which a round's cards were gathered
GATHERED = int(GATHER_RUN_S * 30) + 2


def _end_round_one(table, *old):
    """Alice guesses Bob's card with Investigators; Bob is out: Alice wins round 1. The
    camera holds ``old`` (its readings of the round's cards) as reported."""
    for obs in (o.card_seen(0, "investigators"), o.target(1), o.guess(5), o.seat_out(1),
                o.card_seen(1, "the_musician")):
        table.session.observe(obs)
    for _ in range(6):
        table.watcher.show(*old)
    view = table.session.tracker.view()
    assert view.active is None and view.round == 1


_OLD = ((1, "investigators"), (2, "the_musician"))


def test_a_new_card_laid_as_the_last_old_pile_is_gathered_deals_the_next_round():
    # QA13b N5 (ng0): the table was never seen empty; every card "Waiting for the next deal."
    table, said, logged = _table()
    _end_round_one(table, *_OLD)
    _frames(table, 10, (2, "the_musician"))        # Alice gathered her pile
    _frames(table, 6, (1, "the_urchin", 1))         # Bob's goes as Alice lays her first card
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[0].zone == ("the_urchin",) and view.active == 1
    assert [ob.kind for ob in logged[-2:]] == ["new_round", "card"]
    assert "Alice: The Urchin." in _texts(said)
    assert not any("next deal" in t or "Still on the table" in t for t in _texts(said))
    _frames(table, 6, (1, "the_urchin", 1), (2, "the_fed", 1))
    assert table.session.tracker.view().seats[1].zone == ("the_fed",)


def test_key_5_between_rounds_says_how_the_next_round_begins():
    table, said, _ = _table()
    _end_round_one(table, *_OLD)
    table._key(Command("whose_turn"))
    assert _texts(said)[-2:] == [
        "No turn in progress.",
        # QA23 #15: 36 words by ear; then 16; and how to deal by key (QA35, after QA34 F3)
        "The round is over. Gather the cards: the next round begins with the first card "
        "laid, or with Enter then its rank."]


def test_an_old_card_left_in_a_zone_is_said_once_and_never_taken_as_a_play():
    # QA13b N5 (left): Bob's old card stayed, nothing named it, the deal never came
    table, said, _ = _table()
    _end_round_one(table, *_OLD)
    _frames(table, 6, (2, "the_musician"), (1, "the_urchin", 1))
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[0].zone == ("the_urchin",)
    still = ("Still on the table from the last round: The Musician in Bob's zone. Take it "
             "away; it is not read as a play.")
    assert _texts(said).count(still) == 1
    _frames(table, 6, (2, "the_musician"), (1, "the_urchin", 1))  # Bob's turn: not his play
    assert table.session.tracker.view().seats[1].zone == ()
    _frames(table, GONE, (1, "the_urchin", 1))                     # taken away
    _frames(table, 6, (1, "the_urchin", 1), (2, "the_musician"))   # now laid as his play
    assert table.session.tracker.view().seats[1].zone == ("the_musician",)
    assert _texts(said).count(still) == 1


def test_a_camera_outage_while_the_cards_are_gathered_loses_no_round():
    # QA13b N5 (cam2): round 2 was refused whole, then dealt when round 3 began
    table, said, _ = _table()
    _end_round_one(table, *_OLD)
    for _ in range(3 * CLEARED_FRAMES):
        table._cards_appeared(table.watcher.lost())
        table._between_rounds()
    _frames(table, 6, (1, "the_urchin", 1), (2, "the_fed", 1))  # both laid during it
    view = table.session.tracker.view()
    assert view.round == 2
    assert view.seats[0].zone == ("the_urchin",) and view.seats[1].zone == ("the_fed",)
    # N4: cards back together are taken in turn order, no false refusal first
    assert not any("?" in t for t in _texts(said)[-6:])
    _frames(table, CLEARED_FRAMES + 1)  # that round over? no: the table cleared mid-round
    assert table.session.tracker.view().round == 2


def test_two_players_the_deal_waits_for_the_old_face_up_cards_to_be_gathered():
    # QA13b N11: the old five, still in the middle, were said as the new round's five
    table, said, _ = _table()
    old_five = [(None, k, i) for i, k in enumerate(("the_boxer", "the_fed"))]
    _end_round_one(table, *_OLD, *old_five)
    _frames(table, 3 * CLEARED_FRAMES, *old_five)  # piles gathered, the middle not yet
    assert table.session.tracker.view().round == 1
    _frames(table, CLEARED_FRAMES)                 # the middle gathered too
    view = table.session.tracker.view()
    assert view.round == 2 and view.face_up == ()
    _frames(table, 6, (None, "cultists", 0))
    assert table.session.tracker.view().face_up == ("cultists",)


def test_two_players_a_new_face_up_card_laid_before_the_old_ones_are_gathered_deals():
    table, said, _ = _table()
    _end_round_one(table, *_OLD, (None, "the_boxer", 0))
    _frames(table, 6, (None, "the_boxer", 0), (None, "cultists", 1))
    view = table.session.tracker.view()
    assert view.round == 2 and view.face_up == ("cultists",)
    assert ("Still on the table from the last round: The Boxer in the middle. Take it "
            "away; it is not read as a play.") in _texts(said)


def test_a_table_cleared_in_the_middle_of_a_round_is_said_and_new_cards_are_held():
    # QA13b N2 (clr): nothing said, then the new round's cards taken as the old one's plays
    table, said, logged = _table(names=("Alice", "Bob", "Carol"))
    _frames(table, 6, (1, "the_urchin"))
    _frames(table, 6, (1, "the_urchin"), (2, "the_entertainer"))
    assert table.session.tracker.view().active == 2
    _frames(table, CLEARED_MID_FRAMES)
    # QA34 H3: said in 17 s (fr) before session 34 shortened it; session 40 (stk3 by ear):
    # it names the turn of the missed card, as the stalled table's line does
    cleared = ("The table was cleared, but round 1 is not over: still waiting for Carol's "
               "play. If it ended, press Enter and the missed card's rank; to replay it, undo "
               "each card: minus twice. New cards wait.")
    assert _texts(said).count(cleared) == 1
    _frames(table, 6, (1, "the_boxer", 1))      # Alice's new round's card
    _frames(table, 6, (1, "the_boxer", 1), (3, "the_fed", 1))  # Carol's: not her play
    view = table.session.tracker.view()
    assert view.seats[2].zone == () and view.seats[0].zone == ("the_urchin",)
    assert "The Fed in Carol's zone: held; this round is not settled yet." in _texts(said)
    table._key(Command("whose_turn"))
    assert _texts(said)[-1] == cleared
    assert [ob.kind for ob in logged].count("card") == 2


def test_the_only_card_slid_out_of_its_zone_is_no_cleared_table():
    # QA24 N1 (sh4): Alice's Urchin, the only card, slid 4 cm toward the centre, out of
    # her zone (read there in no zone): "The table was cleared, but round 1 is not over…",
    # and Bob's and Carol's cards were held
    table, said, logged = _table(names=("Alice", "Bob", "Carol"))
    _frames(table, 6, (1, "the_urchin"))
    x, y = PLACES[1]
    slid = replace(sighting(1, "the_urchin"), seat=None, polygon=(
        (x, y + 80), (x + 40, y + 80), (x + 40, y + 140), (x, y + 140)))  # 1.6 units
    _frames(table, 3 * CLEARED_MID_FRAMES, slid)
    assert not any("cleared" in t for t in _texts(said))
    _frames(table, 6, slid, (2, "the_fed"))
    assert table.session.tracker.view().seats[1].zone == ("the_fed",)
    assert _texts(said)[-2:] == ["Bob: The Fed.", "Carol."]


def test_the_round_s_cards_seen_again_end_the_cleared_alarm():
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    _frames(table, 6, (1, "the_urchin"))
    _frames(table, CLEARED_MID_FRAMES)           # a cloth over the table, say
    _frames(table, 2, (1, "the_urchin"))         # the old card is back: not cleared
    _frames(table, 6, (1, "the_urchin"), (2, "the_entertainer"))
    assert table.session.tracker.view().seats[1].zone == ("the_entertainer",)


def test_a_table_cleared_while_is_bob_out_is_open_asks_again_and_its_yes_deals():
    # QA13b N2 (g8): "is Bob out?" open, the table cleared, Alice begins the next round:
    # her card was taken as round 1's. Bob out ends the round, the Fed his hand; or it was
    # his play after a tie and the round went on unread: the cleared table does not tell
    # which (cq64, fresh QA63b: sessions 36-63 dealt it as "yes", "Bob is out, with The
    # Fed." "No answer needed." as fact); the question is asked again, its answer deals
    table, said, logged = _table()
    _frames(table, 6, (1, "the_boxer"))           # the camera reads the round's cards
    table.session.observe(o.target(1))
    _frames(table, 6, (1, "the_boxer"), (2, "the_fed"))
    assert table.session.tracker.question is not None  # is Bob out?
    n = len(said)
    _frames(table, CLEARED_MID_FRAMES)
    texts = _texts(said)[n:]
    assert len(texts) == 1 and texts[0].startswith(CLEARED_ASKED), texts
    table._key(Command("answer", 1))
    _frames(table, CLEARED_FRAMES)
    assert _texts(said)[-7:] == [
        "Bob is out, with The Fed.", "Alice wins the round and has 1 Sane.",
        "Gather all the cards for the next round.",
        "Set the Stowaway Eggs aside, face up.",
        "Shuffle the other cards, set the top card aside face down, and deal one card to "
        "each player.",
        "Two players: set five more cards aside face up, in the middle.",
        "Round 2. Alice starts."]
    assert table.session.tracker.question is None
    _frames(table, 6, (1, "the_urchin", 1))
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[0].zone == ("the_urchin",)
    assert [ob.kind for ob in logged][-3:] == ["out", "new_round", "card"]
    assert not any("not over" in t or "Still on the table" in t or "No answer needed" in t
                   for t in _texts(said))


#: said, the question after it, when the table is gathered while the open question decides
#: whether round 1 is over (cq64: :meth:`~companion.app.live_deal.NextDeal._clear_settles`)
CLEARED_ASKED = ("The table was cleared: whether round 1 is over depends on the answer to the "
                 "question.")

#: the lines of round 1's end with Bob out (:func:`bob_s_sailor_asked`), said at the answer
#: "yes", then of the deal on the gathered table (:func:`asked_then_yes_deals`)
BOB_OUT_ALICE_WINS_DEAL = (
    "Bob is out, with The Sailor.", "Alice wins the round and has 1 Sane.",
    "Gather all the cards for the next round.",
    "Set the Stowaway Eggs aside, face up.",
    "Shuffle the other cards, set the top card aside face down, and deal one card to "
    "each player.",
    "Round 2. Alice starts.")


def asked_then_yes_deals(table, said, pictures) -> None:
    """The table of :func:`bob_s_sailor_asked` gathered (``pictures()`` gives its pictures):
    "was that Bob's hand?" is asked again, nothing dealt (cq64: the gathered table does not
    tell which card was the hand); plus 1 then ends round 1, and the same pictures deal
    round 2 (:data:`BOB_OUT_ALICE_WINS_DEAL`)."""
    n = len(said)
    pictures()
    texts = _texts(said)[n:]
    assert any(t.startswith(CLEARED_ASKED) and "was that Bob's hand" in t
               for t in texts), texts
    assert not any("No answer needed" in t or t.startswith("Round 2") for t in texts), texts
    assert table.session.tracker.view().round == 1
    table._key(Command("answer", 1))
    pictures()
    assert _texts(said)[-6:] == list(BOB_OUT_ALICE_WINS_DEAL), _texts(said)[n:]
    assert table.session.tracker.question is None


def bob_s_sailor_asked():
    """Three players: Carol out, Alice's Deep One, Bob's Sailor: his hand (he lost the
    compare: Alice alone, the round over) or his next play after a tie; the question
    open, round 1 still in progress in the view. ``(table, said, logged)`` as
    :func:`_table`."""
    table, said, logged = _table(names=("Alice", "Bob", "Carol"))
    _frames(table, 6, (1, "investigators"))
    for obs in (o.target(2), o.guess(5), o.seat_out(2)):
        table.session.observe(obs)
    cards = [(1, "investigators"), (3, "the_urchin")]
    for card_ in ((2, "the_fed"), (1, "deep_one", 1), (2, "the_sailor", 1)):
        cards.append(card_)
        _frames(table, 6, *cards)
    assert table.session.tracker.view().round == 1
    return table, said, logged


def test_a_compare_s_loser_s_hand_like_the_next_play_is_told_by_the_cleared_table():
    # QA35 stfr2 (fr, seed 3): Carol out, Alice's Deep One, Bob's Sailor (his hand: he
    # lost; or his next play after a tie), then the table cleared: nothing dealt, and round
    # 3's first card taken as Alice's Sanity check in round 2, which never ended
    # (cq64: asked again first, the table cleared telling no account; "yes" deals)
    table, said, logged = bob_s_sailor_asked()
    asked_then_yes_deals(table, said, lambda: _frames(table, CLEARED_MID_FRAMES))
    _frames(table, 6, (1, "investigators", 1))   # round 2's first play, not a Sanity check
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[0].zone == ("investigators",)
    assert [ob.kind for ob in logged][-3:] == ["out", "new_round", "card"]


def test_a_table_cleared_while_no_account_ends_the_round_still_waits_for_the_answer():
    # QA13b N2: three players, "is Bob out?" open; Bob out or not, Alice and Carol play on:
    # the cleared table tells nothing, the question comes first and new cards wait
    table, said, logged = _table(names=("Alice", "Bob", "Carol"))
    _frames(table, 6, (1, "the_boxer"))
    table.session.observe(o.target(1))
    _frames(table, 6, (1, "the_boxer"), (2, "the_fed"))
    assert table.session.tracker.question is not None  # is Bob out?
    _frames(table, CLEARED_MID_FRAMES)
    assert any(t.startswith("The table was cleared, but round 1 is not over: answer the "
                            "question first.") for t in _texts(said))
    _frames(table, 6, (1, "the_urchin", 1))
    view = table.session.tracker.view()
    assert view.round == 1 and view.seats[0].zone == ("the_boxer",)
    assert [ob.kind for ob in logged].count("new_round") == 0


def test_cards_back_together_after_an_outage_are_taken_without_a_false_refusal():
    # QA13b N4 (cam1): "The Urchin by Alice? Waiting for Bob's play." said first, then
    # Bob's and Carol's cards, then the Urchin taken rightly
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    _frames(table, 6, (1, "nightgaunt"))
    n = len(said)
    _frames(table, 6, (1, "nightgaunt"), (1, "the_urchin", 1), (2, "investigators"),
            (3, "the_fed"))
    question = ("The Fed in Carol's discard zone: was that Carol's hand, so Carol is out? "
                "1 yes, 2 no, still in. Answer with plus and the number.")
    # said once; Alice's Urchin, her Sanity check's card in every account, said at once
    # (QA42 M1: it waited for the answer)
    assert _texts(said)[n:] == ["Bob: the Investigators.", question,
                                "Alice: Sanity check, 1 card.", "The Urchin.",
                                "Alice passes. 18 or 19 cards left: the answer tells."]
    table._key(Command("answer", 2))
    _frames(table, 1, (1, "nightgaunt"), (1, "the_urchin", 1), (2, "investigators"),
            (3, "the_fed"))
    assert table.session.tracker.view().seats[0].zone == ("nightgaunt", "the_urchin")
    assert not any("?" in t and "Waiting" in t for t in _texts(said))


def test_an_ended_round_s_card_first_read_after_its_end_does_not_deal():
    # a card entered by key (or a resumed game's table) first read by the camera between
    # rounds is the ended round's, not the new round's first play
    table, said, _ = _table()
    _end_round_one(table)  # the camera reported none of the round's cards
    _frames(table, 6, (1, "investigators"), (2, "the_musician"))
    assert table.session.tracker.view().round == 1
    _frames(table, 6, (1, "investigators"), (2, "the_musician"), (1, "the_urchin", 1))
    assert table.session.tracker.view().round == 2


def test_two_players_a_round_cleared_but_its_face_up_cards_is_said():
    table, said, _ = _table()
    _frames(table, 6, *[(None, k, i) for i, k in enumerate(("the_boxer", "the_fed"))])
    _frames(table, 6, (None, "the_boxer", 0), (None, "the_fed", 1), (1, "the_urchin"))
    assert table.session.tracker.view().seats[0].zone == ("the_urchin",)
    _frames(table, CLEARED_MID_FRAMES, (None, "the_boxer", 0), (None, "the_fed", 1))
    assert any(t.startswith("The table was cleared, but round 1") for t in _texts(said))


def test_the_new_sentences_are_in_every_language():
    from companion.narration.catalog import message
    for lang in ("en", "fr", "es"):
        for key, args in (("app.deal_next", {}), ("app.old_card_middle", {}),
                          ("app.old_card_zone", dict(player="Ann")),
                          ("app.cleared_mid_round", dict(round=2, expected="X")),
                          ("app.cleared_mid_round_undone", dict(round=2, expected="X",
                                                                card="Y", player="Ann", rank=3)),
                          ("app.cleared_mid_round_question", dict(round=2)),
                          ("app.cleared_mid_held", dict(card="X", player="Ann"))):
            assert message(lang, key, **args)
        for n in (1, 2):
            assert message(lang, "app.old_cards_left", count=n, cards="X")


def test_cards_laid_with_a_question_open_are_said_and_the_question_not_again_at_a_clear():
    # QA14: after a clear with a question open each held card said the whole question
    # again. (Two cards laid together said "A card in Alice's zone waits…" twice at once:
    # since QA42 M1 Alice's Musician and its discard, the same in every account, are said
    # at once; the held line: test_qa38_cards_wait.)
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    old = ((1, "nightgaunt"), (1, "the_urchin", 1), (2, "investigators"), (3, "the_fed"))
    _frames(table, 6, old[0])
    _frames(table, 6, *old)
    question = next(t for t in _texts(said) if t.startswith("The Fed in Carol's discard"))
    assert "was that Carol's hand" in question
    n = len(said)
    # (not the Boxer and the Cultists as before session 36: Alice's lost compare, her hand,
    # then ended the round in one account, which the cleared table now tells)
    _frames(table, 6, *old, (1, "the_musician", 2), (1, "the_fed", 3))
    assert _texts(said)[n:] == ["Alice: The Musician.", "Alice discards The Fed."]
    _frames(table, CLEARED_MID_FRAMES)
    said_with = _texts(said)[-1]  # said with the clear, in one utterance (QA25 F4)
    assert said_with.startswith("The table was cleared") and said_with.endswith(question)
    n = len(said)
    _frames(table, 6, (1, "the_sailor", 1), (2, "deep_one", 1))
    assert _texts(said)[n:] == [  # in taking order: Bob's may be the Musician's discard
        "The Deep One in Bob's zone: held; this round is not settled yet.",
        "The Sailor in Alice's zone: held; this round is not settled yet."]


def test_a_new_card_named_like_an_old_one_does_not_end_the_cleared_alarm():
    # QA14 NEW-1: one new round's card with the same name as an old zone card counted as
    # "the old cards are back"; the later cards were then taken as the old round's plays
    table, said, logged = _table(names=("Alice", "Bob", "Carol"))
    _frames(table, 6, (1, "the_urchin"))
    _frames(table, 6, (1, "the_urchin"), (2, "the_entertainer"))
    _frames(table, 6, (1, "the_urchin"), (2, "the_entertainer"), (3, "investigators"))
    _frames(table, CLEARED_MID_FRAMES)
    _frames(table, 6, (3, "investigators", 1))  # a new round's Investigators, Carol's zone
    assert table.cleared_mid == 1
    _frames(table, 6, (3, "investigators", 1), (1, "the_fed", 1))
    assert table.session.tracker.view().seats[0].zone == ("the_urchin",)
    assert [ob.kind for ob in logged].count("card") == 3


_UNSEEN = ("The camera no longer sees The Urchin in Bob's discard zone. If it was taken "
           "back, press minus twice to undo it.")


def _alice_fed_then_bob_urchin(table):
    """Alice's The Fed on Bob (told), then Bob's The Urchin, both read by the camera."""
    _frames(table, 6, (1, "the_fed"))
    table.session.observe(o.target(1))
    _frames(table, 6, (1, "the_fed"), (2, "the_urchin"))
    assert table.session.tracker.view().seats[1].zone == ("the_urchin",)


def test_a_table_cleared_after_its_awaited_card_was_undone_names_that_card_and_its_rank():
    # session 40, QA en3 by ear: the round's last card undone ("Take it away, or it stays
    # left out."), then the table gathered: "If it ended, press Enter and the missed
    # card's rank" named no card, and every next round's card was held
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    _frames(table, 6, (1, "the_urchin"))
    _frames(table, 6, (1, "the_urchin"), (2, "the_entertainer"))
    _frames(table, 6, (1, "the_urchin"), (2, "the_entertainer"), (3, "the_fed"))
    assert table.session.tracker.view().seats[2].zone == ("the_fed",)
    table._undo(Command("undo"))
    assert "The Fed in Carol's zone: take it away, or it stays left out." in _texts(said)
    _frames(table, 2, (1, "the_urchin"), (2, "the_entertainer"), (3, "the_fed"))
    _frames(table, CLEARED_MID_FRAMES)
    cleared = ("The table was cleared, but round 1 is not over: still waiting for Carol's "
               "play. The card undone, The Fed in Carol's zone, fits it: if it ended the "
               f"round, press Enter, then {card('the_fed').rank}, and pick it if asked which "
               "card; to replay the round, undo each card: minus twice. New cards wait.")
    assert _texts(said).count(cleared) == 1
    table._key(Command("whose_turn"))
    assert _texts(said)[-1] == cleared


def test_the_last_card_taken_back_after_it_was_said_is_asked_about_once():
    """A card laid by mistake and taken back into the hand after it was said: the tracker
    holds it as played; the companion asks, once, whether to undo it."""
    from companion.app.live_deal import TAKEN_BACK_S
    table, said, _ = _table()
    _alice_fed_then_bob_urchin(table)
    _frames(table, int(TAKEN_BACK_S * 30) - 5, (1, "the_fed"))   # under 3 s: a hand
    assert _UNSEEN not in _texts(said)
    _frames(table, 10, (1, "the_fed"))
    assert _texts(said).count(_UNSEEN) == 1
    _frames(table, 60, (1, "the_fed"))
    assert _texts(said).count(_UNSEEN) == 1                       # said once
    table._undo(Command("undo"))
    assert table.session.tracker.view().seats[1].zone == ()


def test_a_card_unseen_is_not_asked_about_when_it_is_not_the_last_thing_taken():
    """Alice answered something after Bob's card (here: a card entered by key in her zone):
    minus would undo that, not Bob's card, so nothing is said; nor when the whole table is
    hidden (a cloth, a gathered table: the mid-round clear's own message)."""
    table, said, _ = _table()
    _alice_fed_then_bob_urchin(table)
    _frames(table, 120, )                                          # nothing seen at all
    assert _UNSEEN not in _texts(said)
    table2, said2, _ = _table()
    _alice_fed_then_bob_urchin(table2)
    table2.session.observe(o.card_seen(0, "the_boxer"))
    _frames(table2, 120, (1, "the_fed"), (1, "the_boxer", 1))
    assert not any("no longer sees" in t for t in _texts(said2))


def test_a_card_hidden_by_a_hand_then_really_taken_back_is_asked_about_again():
    """QA15 #3: a hand resting on Bob's card for 4 s used the question up; seen again, then
    really taken away, nothing was said. Once each time it goes missing."""
    table, said, _ = _table()
    _alice_fed_then_bob_urchin(table)
    _frames(table, 120, (1, "the_fed"))                           # hidden 4 s
    assert _texts(said).count(_UNSEEN) == 1
    _frames(table, 30, (1, "the_fed"), (2, "the_urchin"))         # seen again
    _frames(table, 120, (1, "the_fed"))                           # taken away
    assert _texts(said).count(_UNSEEN) == 2


def test_a_first_card_entered_by_key_is_no_cleared_table():
    """QA15 #2: Alice's first card, its label worn, entered by key: the camera saw every
    zone empty, said "The table was cleared, but round 1 is not over" and held Bob's card."""
    table, said, _ = _table()
    table.session.observe(o.card_seen(0, "the_urchin"))           # Enter and its rank
    _frames(table, 2 * CLEARED_MID_FRAMES)                          # nothing the camera reads
    assert not any(t.startswith("The table was cleared") for t in _texts(said))
    _frames(table, 6, (2, "the_fed"))
    assert table.session.tracker.view().seats[1].zone == ("the_fed",)


def test_a_camera_that_sees_no_seat_marker_for_3_s_is_said_once_and_its_return_too():
    """QA16 #1: 30 s of a covered camera (blank pictures) went unsaid and the status line
    kept "camera OK"."""
    from types import SimpleNamespace as NS

    from companion.app.camera_watch import TABLE_UNSEEN_S
    table, said, _ = _table()
    table.camera.table_seen = table.camera.ok = True     # the set-up saw the seat markers

    def picture(seats):
        cam = table.watcher
        cam.n += 1
        cam.last_reading = FrameReading(cam.n, cam.n / 30, seats=seats, size=(1280, 720))
        table.camera.reading(NS(image=object(), t=cam.n / 30), cam.last_reading)
    unseen = ("The camera sees no seat marker: is it covered, moved or in the dark? Cards "
              "laid meanwhile are read when it sees the table again.")
    for _ in range(int(TABLE_UNSEEN_S * 30) - 2):
        picture(())
    assert unseen not in _texts(said)
    for _ in range(60):
        picture(())
    assert _texts(said).count(unseen) == 1 and "NO TABLE" in table.status_line()
    picture(_SEATS)
    assert _texts(said)[-1] == "The camera sees the table again: seat markers 1, 2, 3."
    assert "camera OK" in table.status_line()


def test_the_status_line_tells_players_apart_whose_names_begin_alike():
    """QA16 #2: the default names cut to 6 letters gave "Player:1 Player:1 Player:0"."""
    table, _, _ = _table(names=("Player 1", "Player 2", "Player 3"))
    assert " Play1:0 Play2:0 Play3:0 " in table.status_line()
    table2, _, _ = _table(names=("Alexandra", "Bob"))
    assert " Alexan:0 Bob:0 " in table2.status_line()


def test_a_card_only_waiting_in_the_wrong_zone_then_taken_away_gives_no_undo_advice():
    """QA34 F7: Bob's The Fed laid by mistake in Carol's zone ("The Fed by Carol? Waiting
    for Bob's play.") was never counted; taken away, the voice said "If it was taken back,
    press minus twice to undo it", and minus then undid Bob's right play laid after it.
    A card that was only waiting goes in silence."""
    from companion.app.live_deal import TAKEN_BACK_S
    table, said, _ = _table(("Alice", "Bob", "Carol"))
    _frames(table, 6, (1, "the_urchin"))
    assert "Alice: The Urchin." in _texts(said)
    _frames(table, 6, (1, "the_urchin"), (3, "the_fed"))
    assert "The Fed by Carol? Waiting for Bob's play." in _texts(said)
    _frames(table, int(TAKEN_BACK_S * 30) + 30, (1, "the_urchin"))   # taken away
    assert not any("no longer sees" in t for t in _texts(said))
    _frames(table, 6, (1, "the_urchin"), (2, "the_fed"))              # laid in Bob's zone
    assert table.session.tracker.view().seats[1].zone == ("the_fed",)


def test_enter_and_a_rank_between_rounds_deals_the_next_round_with_that_card():
    """QA34 F3: a game by keys alone (the camera reads nothing) stopped after round 1:
    Enter then a rank after "Gather the cards" said "No turn in progress."; it now begins
    round 2 with that card as its first play, as a card the camera sees laid."""
    table, said, logged = _table()
    _end_round_one(table)
    table._key(Command("enter", 9))                   # no card has rank 9: no deal
    assert table.session.tracker.view().round == 1
    table._key(Command("enter", 3))                   # the Boxer or the Deep One
    view = table.session.tracker.view()
    assert view.round == 2 and view.active is not None
    assert [ob.kind for ob in logged[-2:]] == ["new_round", "card"]
    assert logged[-1].seat == 0 and set(logged[-1].cards) == {"the_boxer", "deep_one"}
    assert "No turn in progress." not in _texts(said)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_enter_between_rounds_says_the_round_s_dealing_steps_first(lang):
    """Session 30, QA31 (low) #1: round 2 begun by Enter and a rank skipped its dealing
    steps (the card set aside face up, the shuffle and deal), which a round dealt on the
    cleared table says; a game by keys alone never heard them after round 1. They are
    said before the round's start, once; not again when its undone deal is dealt again."""
    table, said, logged = _table(lang=lang)
    _end_round_one(table)
    del said[:]
    table._key(Command("enter", 3))
    steps = [message(lang, "app.setup_aside", card=card(set_aside_face_up("arkham")).name(lang)),
             message(lang, "app.setup_deal"), message(lang, "app.setup_two_players")]
    texts = _texts(said)
    assert [t for t in texts if t in steps] == steps
    assert texts.index(steps[-1]) < [a.kind for a in said].index("round_started")
    for key in "--":                                     # the card, then the deal undone
        table._undo(Command("undo"))
        table.undo_at = float("-inf")  # no undo just before (the timer stands still)
    assert table.session.tracker.view().round == 1
    del said[:]
    table._key(Command("enter", 3))
    assert table.session.tracker.view().round == 2
    assert not set(steps) & set(_texts(said))


def test_enter_between_rounds_while_a_question_is_open_says_the_deal_waits():
    table, said, logged = _table()
    for obs in (o.card_seen(0, "investigators"), o.target(1), o.guess(5), o.seat_out(1)):
        table.session.observe(obs)
    table.session.observe(o.card_seen(1, ("the_musician", "stowaway")))  # Bob's hand: asked
    assert table.session.tracker.question is not None
    before = len(logged)
    table._key(Command("enter", 3))
    assert len(logged) == before and table.session.tracker.view().round == 1
    assert "No turn in progress." not in _texts(said)


def test_a_hand_entered_as_two_cards_of_a_rank_does_not_say_out_again():
    """QA34 F3 nit: "Alice is out." was said again when her hand was entered (Enter 1:
    the Investigators or the Cultists) after her Dilettante had put her out."""
    table, said, _ = _table()
    for key in FACE_UP_READ:  # the camera read the 5 face-up cards (face38: else Enter asks
        table.session.observe(o.face_up(key))  # "where?", face up among the answers)
    for command in (Command("enter", 8), Command("answer", 1), Command("enter", 1),
                    Command("answer", 1)):
        table._key(command)
    assert _texts(said).count("Alice is out.") == 1
    assert "Alice's hand: the Investigators." in _texts(said)


def test_a_number_after_plus_does_not_answer_a_question_opened_since(tmp_path):
    """QA35 N1: plus pressed for one question, then the camera closed it and opened
    another, printed but not yet said; the 1 answered that one, which the player never
    heard. The new question is said (again) instead, and answered by the next plus."""
    from tests.companion.app.test_live import live
    table, said = live(tmp_path)
    s = table.session
    s.observe(o.start("arkham", ["Alice", "Bob", "Carol"], "en", 0))
    for seat, key in ((0, "the_urchin"), (1, "deep_one")):
        s.observe(o.card_seen(seat, key))
    table._one_key("+")                       # nothing open yet
    s.observe(o.card_seen(2, "rlyeh"))        # "R'lyeh in Carol's discard zone: was that …?"
    question = s.tracker.question
    assert question is not None
    del said[:]
    table._one_key("1")
    assert s.tracker.question is question     # not answered
    assert said and said[-1].brief.startswith("R'lyeh in Carol's discard zone")
    for key in "+1":                          # plus pressed after it was said: answered
        table._one_key(key)
    assert s.tracker.question is None


def test_the_cleared_table_s_lines_are_stale_once_the_table_takes_an_input():
    # last37 (QA37 recheck en5, st7): "The Fed in Carol's zone: held; the last round is
    # not settled." and the cleared-table prompt, said before the round ended, were said
    # after "Carol wins the round"
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    _frames(table, 6, (1, "the_urchin"))
    _frames(table, 6, (1, "the_urchin"), (2, "the_entertainer"))
    _frames(table, CLEARED_MID_FRAMES)
    _frames(table, 6, (3, "the_fed", 1))
    lines = [a for a in said if a.brief.startswith("The table was cleared")
             or a.brief.endswith(": held; this round is not settled yet.")]
    assert len(lines) == 2 and all(a.stale is not None and not a.stale() for a in lines)
    held, cleared = lines[1], lines[0]
    table.session.observe(o.card_seen(0, "the_urchin"))  # refused: the wait unchanged
    assert not held.stale() and not cleared.stale()  # cut by Enter, said again (last37)
    table.session.observe(o.card_seen(2, "the_boxer"))  # the missing card entered
    # the prompt names Carol's play ("still waiting for Carol's play"): over once the wait
    # it names changed (q61, fresh QA60 MEDIUM-1 r4: said again after her play was taken;
    # review of q61: this test held it alive; test_rev_q61 keeps the re-prompt left)
    assert held.stale() and cleared.stale()
    table.cleared_mid = None  # as the round's end does (LiveTable._between_rounds)
    assert cleared.stale()


def test_a_card_only_a_new_round_can_take_deals_it_though_the_table_never_looked_empty():
    # session 39, en21 busy: Alice's Investigators, then Bob's Cthulhu (his hand after a
    # guess of 8, or his own play owing his hand); the table was gathered but the busy
    # cloth kept a place "covered", so it never looked empty. Round 2's Tommy Gun by Alice
    # was refused ("Waiting for Bob's hand.") and its Randall Tillinghast taken as Bob's
    # hand: "Bob is out, with Randall Tillinghast."
    table, said, logged = _table()
    _frames(table, 6, (1, "investigators"))
    _frames(table, 6, (1, "investigators"), (2, "cthulhu"))
    assert table.session.tracker.view().round == 1
    _frames(table, 6, (1, "tommy_gun", 1))        # the old piles gathered, unseen
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[0].zone == ("tommy_gun",)
    assert [ob.kind for ob in logged][-2:] == ["new_round", "card"]
    _frames(table, 6, (1, "tommy_gun", 1), (2, "randall_tillinghast", 1))
    texts = _texts(said)
    assert "Bob is out, with Cthulhu." in texts, texts
    assert not any("Randall Tillinghast." in t and "out" in t for t in texts), texts
    assert not any("Waiting for Bob's hand" in t for t in texts), texts


def test_a_card_the_round_in_progress_can_take_does_not_deal():
    # the same table, Bob's hand laid: no new round is taken from it
    table, said, logged = _table()
    _frames(table, 6, (1, "investigators"))
    _frames(table, 6, (1, "investigators"), (2, "cthulhu"))
    _frames(table, 6, (1, "investigators"), (2, "cthulhu"), (2, "the_fed", 1))
    assert table.session.tracker.view().round == 1
    assert "new_round" not in [ob.kind for ob in logged]


def test_face_up_cards_laid_once_the_piles_are_gathered_are_the_next_round_s():
    # session 39, en21 busy: round 1 had the Investigators face up; round 2's three
    # Investigators, laid once the piles were gathered (the table never looked empty),
    # were said "Still on the table from the last round … in the middle", none taken
    table, said, logged = _table()
    _frames(table, 6, (None, "investigators", 0), (None, "cultists", 1))
    assert table.session.tracker.view().face_up == ("investigators", "cultists")
    _frames(table, 6, (1, "investigators"))
    _frames(table, 6, (1, "investigators"), (2, "cthulhu"))
    # a round-1 face-up card read late, piles still there: a leftover, not taken later
    _frames(table, 6, (1, "investigators"), (2, "cthulhu"), (None, "the_urchin", 2))
    new = [(None, "investigators", 1), (None, "investigators", 3), (None, "the_boxer", -1)]
    _frames(table, 6, (None, "the_urchin", 2))                   # piles gathered
    _frames(table, 6, (None, "the_urchin", 2), *new)
    _frames(table, 6, (None, "the_urchin", 2), *new, (1, "tommy_gun", 1))
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[0].zone == ("tommy_gun",)
    assert sorted(view.face_up) == ["investigators", "investigators", "the_boxer"]
    texts = _texts(said)
    old = [t for t in texts if t.startswith("Still on the table")]
    assert old == ["Still on the table from the last round: The Urchin in the middle. "
                   "Take it away; it is not read as a play."], texts
    assert texts.index("Face up: The Boxer.") < texts.index("Alice: the Tommy Gun."), texts


def test_face_up_cards_laid_where_the_gathered_ones_lay_are_the_next_round_s():
    # session 39, en21 busy: round 2's Investigators and Cultists, laid near where round
    # 1's lay, were taken for those (never reported): none was taken face up.
    # Review of k60 (HIGH): Bob's Cthulhu (his play or his hand) ends the round at once;
    # the table never read empty, the gathered piles dealt nothing and round 2's face-up
    # cards were said "Still on the table from the last round" at the Tommy Gun's deal.
    # k61: the ended round read gathered and the table bare deals (NextDeal._gathered_bare)
    table, said, logged = _table()
    _frames(table, 6, (None, "investigators", 0), (None, "cultists", 1))
    _frames(table, 6, (None, "investigators", 0), (None, "cultists", 1), (1, "investigators"))
    _frames(table, 6, (None, "investigators", 0), (None, "cultists", 1), (1, "investigators"),
            (2, "cthulhu"))
    # the busy cloth kept the gathered piles' places "covered": never an empty table
    table._table_empty = lambda reading, middle=True, ended=False: False
    _frames(table, 45)                                  # all gathered (1.5 s)
    _frames(table, 6, (None, "investigators", 0), (None, "cultists", 1))
    _frames(table, 6, (None, "investigators", 0), (None, "cultists", 1), (1, "tommy_gun", 1))
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[0].zone == ("tommy_gun",)
    assert view.face_up == ("investigators", "cultists"), _texts(said)
    assert not any(t.startswith("Still on the table") for t in _texts(said))
    texts = _texts(said)  # the round's end before the dealing steps, as on main
    assert texts.index("Alice wins the round and has 1 Sane.") \
        < texts.index("Round 2. Alice starts."), texts


def _covered(table, count, covered, *cards, bare=frozenset()):
    """``count`` pictures of ``cards`` where the places of the stable cards ``covered``
    ((seat, key): not read) are judged covered (``PlaceState.hides``): a hand, or a pile
    whose table patches all lie on its own cards; those of ``bare`` judged bare."""
    from vision.place_cover import PlaceState
    stab = table.watcher.stabilizer
    for _ in range(count):
        table.watcher.n += 1
        t = table.watcher.n / 30
        places = tuple(PlaceState(p.card_id, p.seat, p.candidates, p.center,
                                  "covered" if (p.seat, p.candidates[0]) in covered else "bare",
                                  p.seen_t, round(t - p.seen_t, 3))
                       for p in stab.stable_places()
                       if (p.seat, p.candidates[0]) in {*covered, *bare})
        reading = FrameReading(table.watcher.n, t, seats=_SEATS, size=(1280, 720),
                               sightings=tuple(sighting(*c) for c in cards), places=places)
        table._cards_appeared(table.watcher.picture(reading))
        table._left_cards()
        table._between_rounds()


def _bare_second(*reported):
    """Round 1 ended (:func:`_end_round_one`), the camera holding ``reported`` (default
    :data:`_OLD`, both old cards), then a second with no zone card read, Bob's pile's place
    judged covered: ``(table, said, logged)`` as :func:`_table`."""
    table, said, logged = _table()
    _end_round_one(table, *(reported or _OLD))
    _covered(table, GATHERED, {(2, "the_musician")})
    return table, said, logged


def test_a_round_s_first_play_laid_where_the_old_card_lay_after_a_bare_table_is_a_play():
    # QA40 six40 (6 players, seed 4, by ear): the table between rounds read no zone card
    # for 3 s, but Bob's and Fay's piles were judged covered, so the round was dealt by a
    # later card, and round 2's first plays, named and placed like round 1's cards, were
    # said "Still on the table from the last round", then the game went wrong
    table, said, logged = _bare_second()  # gathered; one place "covered"
    assert table.session.tracker.view().round == 1            # no deal on a covered place
    _frames(table, 6, (1, "investigators"))                    # Alice starts round 2
    _frames(table, 6, (1, "investigators"), (2, "the_fed", 1))  # Bob's card deals it
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[0].zone == ("investigators",)
    assert not any("Still on the table" in t for t in _texts(said))
    assert [ob.kind for ob in logged[-3:-1]] == ["new_round", "card"]


def test_an_old_card_under_a_hand_while_a_pile_is_still_read_stays_old():
    # the other side: the zones never all read empty (Bob's pile still read while a hand
    # hid Alice's card), so her card seen again is the old one, said, not a play
    table, said, _ = _table()
    _end_round_one(table, *_OLD)
    _covered(table, GATHERED, {(1, "investigators")}, (2, "the_musician"))
    _frames(table, 6, (1, "investigators"), (2, "the_musician"))
    _frames(table, 6, (1, "investigators"), (2, "the_musician"), (2, "the_fed", 1))
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[0].zone == ()
    assert any("Still on the table" in t and "Investigators in Alice's zone" in t
               for t in _texts(said))


def test_an_old_pile_under_a_hand_for_a_second_is_no_first_play_when_bob_plays_first():
    # review of six40 (rev40d): Bob's pile gathered, Alice's hand rests on her pile (the
    # shuffle, the deck held over it) for over a second: no zone card read, but her card
    # was never gathered; seen again when the hand lifts, then Bob lays a card before her
    # (out of turn, or her first play unread): her OLD Investigators was said as her
    # round-2 play to a player who cannot see it (a false play); it is an old card
    table, said, _ = _table()
    _end_round_one(table, *_OLD)
    _covered(table, GATHERED, {(1, "investigators")})      # Bob's gathered; Alice's hidden
    _frames(table, 6, (1, "investigators"))                  # the hand lifts: still there
    _frames(table, 6, (1, "investigators"), (2, "the_fed", 1))  # Bob's card deals round 2
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[0].zone == (), _texts(said)
    assert not any(t.startswith("Alice: Investigators") for t in _texts(said))
    assert any("Still on the table" in t and "Investigators in Alice's zone" in t
               for t in _texts(said))


def test_an_ended_round_s_card_first_read_after_a_bare_second_is_no_first_play():
    # review of six40 (rev40d): Alice's card entered by key (the camera could not read
    # it; or a resumed game's table), Bob's pile's place judged covered: no zone card read
    # for a second, then both read, still there (hers known: not reported); Bob lays the
    # first card: Alice's old Investigators, never seen gathered, was her round-2 play
    table, said, _ = _bare_second((2, "the_musician"))  # only Bob's card reported
    _frames(table, 6, (1, "investigators"), (2, "the_musician"))  # now read: old cards
    _frames(table, 6, (1, "investigators"), (2, "the_musician"), (2, "the_fed", 1))
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[0].zone == (), _texts(said)
    assert not any(t.startswith("Alice: Investigators") for t in _texts(said))


def _old_investigators_stay_old(table, said):
    """The old cards still read, Bob's card deals round 2: Alice's old Investigators is no
    round-2 play but said still on the table."""
    _frames(table, 6, *_OLD)
    _frames(table, 6, *_OLD, (2, "the_fed", 1))          # Bob's card deals round 2
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[0].zone == (), _texts(said)
    assert any("Still on the table" in t and "Investigators in Alice's zone" in t
               for t in _texts(said))


def test_a_bare_second_before_the_round_s_end_was_undone_lays_no_old_card_again():
    # the round's end undone (minus twice) after a bare second between rounds: that second
    # was no gathering of the round that ends again later; with the old cards read all the
    # while since, Alice's old Investigators is no round-2 play when Bob's card deals it
    table, said, _ = _bare_second()  # no zone card read for a second
    table._undo(Command("undo"))                         # the round's end undone
    assert table.session.tracker.view().active is not None, _texts(said)
    _frames(table, 6, *_OLD)
    table.session.observe(o.card_seen(1, "the_musician"))  # it ends again
    assert table.session.tracker.view().active is None
    _old_investigators_stay_old(table, said)


def test_qa_en6_a_first_play_read_as_a_new_card_beside_its_old_copy_is_a_play():
    # qa-en6 (6 players, seed 4, by ear): after the bare second, Fay laid her round-2
    # Shoggoth a little apart from where round 1's lay: a new card to the camera, taken
    # for the ended round's own copy (KnownCards); it names the card held there when the
    # table read bare, so it is her first play (a card first read then, unnamed by any
    # card held in its zone, stays old: the test above)
    table, said, logged = _bare_second()  # gathered; one "covered"
    _frames(table, 6, (1, "investigators", 1))                    # Alice's, beside the old
    _frames(table, 6, (1, "investigators", 1), (2, "the_fed", 1))  # Bob's card deals it
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[0].zone == ("investigators",), _texts(said)
    assert not any("Still on the table" in t for t in _texts(said))


def test_a_first_play_named_like_the_ended_round_s_keyed_card_after_a_bare_second_is_a_play():
    # review of gath41: round 1's Investigators in Alice's zone was entered by key (or
    # came from a resumed log: the camera never reported it); Bob's pile's place judged
    # covered, so the bare second dealt nothing; Bob's pile gathered. Alice starts round
    # 2 with another Investigators: the camera's report is swallowed as the ended round's
    # (KnownCards), first read after the bare second and naming no card held then in her
    # zone; Bob's card deals round 2: Alice's real first play was said "Still on the
    # table" and lost (main took it as her play)
    table, said, logged = _bare_second((2, "the_musician"))  # only Bob's card reported
    _frames(table, 6, (1, "investigators"))                     # Alice's round-2 play
    _frames(table, 6, (1, "investigators"), (2, "the_fed", 1))  # Bob's card deals it
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[0].zone == ("investigators",), _texts(said)
    assert not any("Still on the table" in t for t in _texts(said))


def test_a_first_play_beside_its_held_old_copy_is_a_play_though_a_covered_pile_is_still_there():
    # review of gath41 (qa-en6's case, the held-name clause alone): Bob's pile, its place
    # judged covered through the bare second, is read again (not all gathered: a card
    # first read since may be the ended round's); Alice's round-2 Investigators, laid
    # beside where her held round-1 copy lay, names it: her play, Bob's old card said
    table, said, _ = _bare_second()
    _frames(table, 6, (1, "investigators", 1), (2, "the_musician"))
    _frames(table, 6, (1, "investigators", 1), (2, "the_musician"), (2, "the_fed", 1))
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[0].zone == ("investigators",), _texts(said)
    assert any("Still on the table" in t and "Musician in Bob's zone" in t
               for t in _texts(said))


def test_a_bare_second_before_a_slash_correction_reopened_the_round_lays_no_old_card_again():
    # review of gath41: as the undone end above, by a slash correction: after a bare
    # second between rounds, Alice's round-ending card corrected to The Fed reopens round
    # 1 (no undo); played on to its end with the old cards read all the while, Alice's
    # old Investigators is no round-2 play when Bob's card deals round 2
    table, said, _ = _bare_second()  # no zone card read for a second
    table.session.observe(o.was("the_fed", back=1))      # the round goes on
    assert table.session.tracker.view().active is not None, _texts(said)
    for obs in (o.card_seen(1, "investigators"), o.card_seen(0, "investigators"),
                o.target(1), o.guess(card("the_sailor").rank), o.seat_out(1),
                o.card_seen(1, "the_sailor")):
        _frames(table, 6, *_OLD)
        table.session.observe(obs)
    assert table.session.tracker.view().active is None, _texts(said)  # it ends again
    _old_investigators_stay_old(table, said)
