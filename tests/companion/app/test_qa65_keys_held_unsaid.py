"""Fresh QA65 MEDIUM-3 and LOW-2 (session 65): with the video replay's voice, which says
every line in order and at once (:func:`~companion.app.video_replay.heard_at_once`), the
keys that tell the game's state counted the cards held behind an open question, said
nothing of, as seen: key 3 "Unseen: The Stowaway, The Boxer, and The Tommy Gun." after "3
cards wait for the answer." (d641, r17: 8 unseen as said), key 8 "Bob is out, Insane" from
the Sanity check card waiting unsaid in Bob's zone (d491, r1). docs/keys.en.md: a card
counts as seen only once a line naming it was heard. :meth:`SaidFor.waiting
<companion.app.said_for.SaidFor.waiting>` took a voice that says every line in order, none
waiting, for one that had said everything (the table as it is); the held cards' news is
not said yet, so the table as heard is the one before them, as with the live voice."""
import pytest

from companion.app.keys import Command
from companion.app.session import TableSession
from companion.app.video_replay import heard_at_once
from companion.tracker import observations as o
from companion.app.live_deal import CLEARED_MID_FRAMES
from tests.companion.app.test_live_deal import _frames, _table, _texts
from tests.companion.app.test_qa41_as_heard_guess import HEARD, HELD
from tests.companion.app.test_state_as_heard import answer

NAMES = ("Alice", "Bob", "Carol")
#: d491's round 3 (r1) from its start, Carol first: her Tommy Gun puts R'lyeh and The Fed
#: into Bob's zone (Bob Insane), Alice's Investigators, then "The Urchin in Carol's discard
#: zone: was that Carol's hand?", asked and heard
ASKED = [o.card_seen(2, "tommy_gun"), o.card_seen(1, "rlyeh"), o.card_seen(1, "the_fed"),
         o.card_seen(0, "investigators"), o.card_seen(2, "the_urchin")]
#: Bob's Sanity check card, read while that question is open: it fails the check (Bob
#: out), and waits unsaid ("A card in Bob's zone waits for the answer…")
CHECK_CARD = o.card_seen(1, "randall_tillinghast")


def _replayed(*observations, first=0):
    """A session whose voice is the video replay's (each line heard at once, in order),
    given the start (``first``: the seat that starts) and ``observations``:
    ``(session, lines said)``."""
    said = []
    s = TableSession(say=lambda a: (said.append(a.brief), heard_at_once())[1])
    for obs in (o.start("arkham", list(NAMES), "en", first), *observations):
        s.observe(obs)
    return s, said


def _key(s, said, key):
    told = len(said)
    s.key(Command(key))
    return said[told:]


@pytest.mark.parametrize("key", ["unseen", "table", "deck"])
def test_qa65_m3_keys_3_8_2_leave_out_the_cards_held_unsaid_behind_the_open_question(key):
    """QA41's round, replayed: "was that Alice's hand?" heard, then 3 cards read that
    say nothing (held for its answer). Keys 3, 8 and 2 tell the table as the question left
    it (main: the held Fed, Musician and Fed counted: "Unseen: 21 cards…", "Bob may be
    out", "17 or 18 cards left"), and count no update (nothing of theirs waits)."""
    s, said = _replayed(*HEARD, *HELD, first=2)
    assert not any("Fed" in t or "Musician" in t for t in said), said  # held, unsaid
    heard = answer(HEARD, key, NAMES, first=2)
    assert heard != answer([*HEARD, *HELD], key, NAMES, first=2)
    if key == "deck":  # its question still open, and heard
        assert heard == ["19 or 20 cards left in the deck: the answer to the question tells."]
    assert _key(s, said, key) == heard


def test_qa65_l2_key_8_does_not_say_out_a_player_whose_failing_check_card_is_unsaid():
    """Fresh QA65 LOW-2 (r1, 776 `8`): Bob Insane, his Sanity check card (it fails the
    check) read and held behind "was that Carol's hand?". Key 8 said "Bob is out, Insane"
    before any line told his check; now it tells the table as heard, Bob in, and key 3
    does not count Randall Tillinghast as seen."""
    s, said = _replayed(*ASKED, CHECK_CARD, first=2)
    assert said[-1].startswith("The Urchin in Carol's discard zone: was that Carol's hand")
    table = _key(s, said, "table")
    assert "Bob is out" not in table[0], table
    assert table == answer(ASKED, "table", NAMES, first=2)
    assert _key(s, said, "unseen") == answer(ASKED, "unseen", NAMES, first=2)
    assert answer(ASKED, "unseen", NAMES, first=2) != answer([*ASKED, CHECK_CARD], "unseen",
                                                             NAMES, first=2)


def test_qa65_m3_the_held_cards_count_once_the_card_that_settles_the_question_says_them():
    """The held card's news said (Bob's Musician settles the question: Carol played the
    Urchin; Bob's check, his Randall Tillinghast, is said with it): keys 3 and 8 tell the
    table as it is, the check card seen, Bob out."""
    s, said = _replayed(*ASKED, CHECK_CARD, o.card_seen(1, "the_musician"), first=2)
    assert "Randall Tillinghast." in said and "Bob fails. 17 cards left." in said, said
    live = [*ASKED, CHECK_CARD, o.card_seen(1, "the_musician")]
    assert _key(s, said, "unseen") == answer(live, "unseen", NAMES, first=2)
    assert _key(s, said, "table") == answer(live, "table", NAMES, first=2)


def test_qa65_m3_the_next_round_s_cards_held_at_a_cleared_table_are_not_round_1_s_seen():
    """Fresh QA65 MEDIUM-3, r20 (d640): round 1 held behind an open question, the table
    cleared, the next round's cards laid are held for its deal. Key 3 took them off round
    1's unseen cards (their round noted as 1, the round they were laid in), the list
    changing as they were laid and taken away; now round 1's unseen cards stay those the
    voice told of round 1 (a live table, the camera's readings by hand)."""
    table, said, _ = _table(names=NAMES)
    old = ((1, "nightgaunt"), (1, "the_urchin", 1), (2, "investigators"), (3, "the_fed"))
    _frames(table, 6, old[0])
    _frames(table, 6, *old)
    assert table.session.tracker.question is not None  # "was that Carol's hand?"
    _frames(table, CLEARED_MID_FRAMES)
    assert _texts(said)[-1].startswith("The table was cleared, but round 1 is not over")

    def unseen():
        told = len(said)
        table._key(Command("unseen"))
        return _texts(said)[told:]
    before = unseen()
    _frames(table, 6, (1, "the_sailor", 1), (2, "deep_one", 1))
    assert "The Deep One in Bob's zone: held; this round is not settled yet." in _texts(said)
    assert table.session.tracker.view().round == 1  # held: not dealt
    assert unseen() == before
