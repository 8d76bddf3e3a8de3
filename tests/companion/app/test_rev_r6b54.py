"""Review of r6b54 (session 54): a card held for the next deal while the question "The
Urchin or the Necronomicon?" was open (:attr:`~companion.app.left_cards.LeftCard.for_answer`)
is the round's own once the answer has the round go on
(:meth:`~companion.app.left_cards.LeftCards._answer_goes_on`) only if it was laid before the
table read gathered: one laid on the gathered table is the next round's first card.

The r6b table (test_qa53b_answer_goes_on.py: ``tests/companion/qa53b_r6b_round1.jsonl``, the
qa52 r6 demo, 3 players, arkham): round 1 up to Carol's Deep One, the question open."""
import pytest

from companion.app.relaid_round import RELAID_S
from companion.narration.catalog import message

from .test_live_deal import CLEARED_FRAMES, GATHERED, _frames, _texts
from .test_qa50_enter_heard import _keys
from .test_qa53b_xfail import _table, read_log, DATA


def _question_open(lang="en"):
    """The r6b table, the question open, round 1's cards read: ``(table, said)``."""
    table, said, _ = _table(("Alice", "Bob", "Carol"), lang)
    observations, errors = read_log(DATA / "qa53b_r6b_round1.jsonl")
    assert not errors
    for obs in observations[1:]:
        table.session.observe(obs)
    zones = [seat.zone for seat in table.session.tracker.view().seats]
    _frames(table, 6, *[(s + 1, k, i) for s, zone in enumerate(zones)
                        for i, k in enumerate(zone)])
    return table, said


def test_a_card_held_on_the_gathered_table_is_not_given_to_the_round_the_answer_resumes():
    # Bob's hand, the Stowaway, unread (truth 46: round 1 over, Carol wins); the table
    # gathered, round 2 dealt, Bob lays its first card, the Shoggoth: held for the answer
    table, said = _question_open()
    _frames(table, GATHERED)
    assert table.gathered.done
    _frames(table, 6, (2, "shoggoth", 0))
    n = len(said)
    _keys(table, "+2")  # the Necronomicon: round 1 waits for Bob's play
    _frames(table, 6, (2, "shoggoth", 0))
    texts = _texts(said)[n:]
    # r6b54: "The Shoggoth in Bob's discard zone: was that Bob's hand, so Bob is out?",
    # round 2's first card taken into round 1 (with "no", as Bob's play)
    assert not any("Shoggoth" in t for t in texts), texts
    view = table.session.tracker.view()
    assert view.round == 1 and "shoggoth" not in view.seats[1].zone, texts


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_r6b54_s_release_gives_the_held_stowaway_in_french_and_spanish(lang):
    # test_qa53b_answer_goes_on's first test in fr and es: the Stowaway asked about, then
    # Bob out with it, Carol wins round 1 and 1 Insane (truth 46-47)
    table, said = _question_open(lang)
    cards = [(s + 1, k, i) for s, seat in enumerate(table.session.tracker.view().seats)
             for i, k in enumerate(seat.zone)]
    cards.append((2, "stowaway", 3))
    _frames(table, 6, *cards)
    assert message(lang, "app.deal_waits_answer_coming") in " ".join(_texts(said)), \
        _texts(said)[-3:]  # the question said last: the lead alone (review of bx64a)
    _keys(table, "+2")
    _frames(table, 6, *cards)
    tracker = table.session.tracker
    assert tracker.view().seats[1].zone[-1] == "stowaway" and tracker.question is not None
    _keys(table, "+1")
    _frames(table, 6, *cards)
    view = tracker.view()
    assert view.round_winners == (2,) or view.round == 2, _texts(said)
    assert view.seats[2].tokens.insane == 1 and view.seats[1].tokens.sane == 0, _texts(said)


def _shoggoth_after_the_release():
    """The answer given on the gathered table gives back the Stowaway, "was that Bob's
    hand?" open, then round 2's first card, Carol's Shoggoth: ``(table, said)``."""
    table, said = _question_open()
    cards = [(s + 1, k, i) for s, seat in enumerate(table.session.tracker.view().seats)
             for i, k in enumerate(seat.zone)]
    _frames(table, 6, *cards, (2, "stowaway", 3))  # Bob's hand, held for the answer
    _frames(table, GATHERED)  # round 1 gathered (truth 47)
    _keys(table, "+2")  # the Necronomicon, right
    _frames(table, 3)
    n = len(said)
    _frames(table, 6, (3, "shoggoth", 0))  # round 2's first card (truth 48)
    texts = _texts(said)[n:]
    view = table.session.tracker.view()
    # rev-r6b54 (the answer's held Stowaway given back, a question about it open): "Bob:
    # the Stowaway. No answer needed: that was Bob's play." "Carol discards the Shoggoth."
    assert view.round == 1 and "shoggoth" not in view.seats[2].zone, texts
    assert not any("that was Bob's play" in t for t in texts), texts
    # held for the next deal, the question about the Stowaway kept (int54)
    # the question said last: the lead alone (review of bx64a)
    assert message("en", "app.deal_waits_answer_coming") in " ".join(texts), texts
    return table, said


def test_the_next_round_s_card_after_an_answer_on_the_gathered_table_is_not_round_one_s():
    _shoggoth_after_the_release()


def test_the_held_next_round_s_card_deals_round_two_once_the_stowaway_is_bob_s_hand():
    # the same, answered "yes" (truth 46-48): Carol wins round 1, 1 Insane, and the held
    # Shoggoth deals round 2, Carol starting
    table, said = _shoggoth_after_the_release()
    n = len(said)
    _keys(table, "+1")
    _frames(table, 6, (3, "shoggoth", 0))
    texts = _texts(said)[n:]
    view = table.session.tracker.view()
    assert "Carol wins the round and has 1 Insane." in texts and "Round 2. Carol starts." \
        in texts, texts
    assert view.round == 2 and view.seats[2].zone == ("shoggoth",), texts


def test_the_blamed_answer_s_line_is_stale_once_a_key_input_follows_it():
    """Fresh QA53b MEDIUM 2 (r6b2 20:54:13): "Again: It would fit without your answer to:
    … press minus twice." said after "Bob is out, with the Stowaway." (his hand entered by
    plus 1) and "Carol wins the round": minus twice then takes back that newest input, not
    the answer (UndoKey._blamed_kept). Here test_rev_hq2's table: the line naming the plus
    1, then Bob's missed card entered by key (Enter, 1, plus 2): the line, repeated or
    still queued, is stale."""
    from tests.companion.app.test_rev_hq2_wrong_answer_named import _told_after_yes
    from tests.companion.app.test_session import press
    _, s = _told_after_yes()
    line = next(a for a in s.transcript if "your answer to" in a.brief)
    assert not line.stale()
    press(s, "\n1")
    press(s, "+2")  # Bob: the Cultists
    assert s.tracker.view().seats[1].zone[-1] == "cultists"
    assert line.stale()


def _deal_undone():
    """Review of r6b54 (HIGH): Bob's Boxer, then Alice's Sailor (her play, or her hand:
    "was that Alice's hand?" asked); round 2 dealt on the gathered table, then the deal and
    what ended round 1 undone: ``(table, said)``, round 1 with the question open and the
    next deal held (``redeal_round``, "The next deal waits…"). Before cq64 the gathered
    table closed the question as yes and dealt (``Tracker.deal_settles``), and minus twice
    undid the deal with the question open again; since cq64 the clear asks the question
    again and deals once it is answered yes, so the same state is reached by the players'
    own steps: "plus 1", the deal, minus twice (the deal, held), minus twice again (the
    answer: the question open again)."""
    from companion.tracker import observations as o
    from .test_live_deal import _table as _table_of
    table, said, _ = _table_of(("Alice", "Bob"))
    for obs in (o.card_seen(0, "investigators"), o.target(1), o.guess(5)):
        table.session.observe(obs)
    _frames(table, 6, (1, "investigators", 0), (2, "the_boxer", 0), (1, "the_sailor", 1))
    _frames(table, 3 * CLEARED_FRAMES)  # gathered: the question asked again, none dealt
    assert table.session.tracker.view().round == 1
    assert table.session.tracker.question is not None
    _keys(table, "+1")  # yes: Alice out, Bob wins; the bare table deals round 2
    _frames(table, 3 * CLEARED_FRAMES)
    assert table.session.tracker.view().round == 2
    _keys(table, "--")  # the deal undone, held
    assert table.session.tracker.view().round == 1 and table.redeal_round == 1
    assert message("en", "app.deal_held") in _texts(said)
    table.undo_at = float("-inf")  # a second later (minus held down is one undo)
    _keys(table, "--")  # the answer undone: the question open again
    assert table.session.tracker.view().round == 1 and table.redeal_round == 1
    assert table.session.tracker.question is not None
    return table, said


def test_after_the_deal_undone_the_next_round_s_first_card_deals_it_in_two_players():
    # "To go on, lay the new round's first card: the round is dealt" (app.deal_held): Bob's
    # round-2 Fed closed the question as a play instead ("No answer needed: that was
    # Alice's play." "Bob: The Fed.", Bob's win taken back; the r6b replay's Shoggoth so
    # became Carol's discard). The table is still gathered: the card deals past it
    # (NextDeal._redeal_settles)
    table, said = _deal_undone()
    _frames(table, 3 * CLEARED_FRAMES)  # the bare table deals nothing: the deal waits
    assert table.session.tracker.view().round == 1 and table.redeal_round == 1
    n = len(said)
    _frames(table, 6, (2, "the_fed", 0))
    texts = _texts(said)[n:]
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[1].zone == ("the_fed",), texts
    assert "Bob wins the round and has 1 Sane." in texts and "Bob: The Fed." in texts, texts
    assert not any("that was Alice's play" in t for t in texts), texts


def test_after_the_deal_undone_enter_and_a_rank_deal_the_next_round():
    # the same by key: Enter was refused "Not entered: round 1 ended before the rank was
    # typed" (the round's end, said before the undo, counted unheard: EntryRound)
    table, said = _deal_undone()
    n = len(said)
    _keys(table, "\n4")
    texts = _texts(said)[n:]
    view = table.session.tracker.view()
    assert view.round == 2 and len(view.seats[1].zone) == 1, texts
    assert not any("Not entered" in t for t in texts), texts


def test_after_the_deal_undone_the_answer_no_still_has_round_one_go_on():
    # the question the undo opened again is answered first: Alice's Sailor was her play,
    # round 1 goes on and Bob's Fed is his play
    table, said = _deal_undone()
    _keys(table, "+2")
    _frames(table, 3)
    _frames(table, 6, (2, "the_fed", 0))
    view = table.session.tracker.view()
    assert view.round == 1 and view.seats[1].zone == ("the_boxer", "the_fed"), _texts(said)
    assert view.seats[0].zone == ("investigators", "the_sailor"), _texts(said)



#: round 1's cards of :func:`_deal_undone` where they lay (seat 1-based, key, place)
_ROUND_ONE = ((1, "investigators", 0), (2, "the_boxer", 0), (1, "the_sailor", 1))


def _laid_back(*first):
    """:func:`_deal_undone`, then ``first`` read, round 1's cards laid back where they lay
    and Bob's next play, the Fed: ``(view, texts said after the undo)``."""
    table, said = _deal_undone()
    n = len(said)
    if first:
        _frames(table, 6, *first)
    _frames(table, 6, *_ROUND_ONE)
    _frames(table, 6, *_ROUND_ONE, (2, "the_fed", 1))
    return table.session.tracker.view(), _texts(said)[n:]


def test_after_the_deal_undone_round_one_s_cards_laid_back_have_round_one_go_on():
    # review of undo2p54 (HIGH): the deal undone because Alice was not out (the table
    # gathered by mistake): round 1's cards laid back, then Bob's next play. undo2p54 dealt
    # round 2 on the first of them (Alice's Investigators): "Alice is out, with The
    # Sailor." "Bob wins the round and has 1 Sane." "Round 2. Bob starts." "Bob: The
    # Boxer." (s6: none said, the Fed Bob's round-1 play)
    view, texts = _laid_back()
    assert view.round == 1 and view.seats[1].zone == ("the_boxer", "the_fed"), texts
    assert not any("Bob wins" in t or "Round 2" in t for t in texts), texts


#: pictures (1/30 s apart) past which a card held by relaid_round is released
RELAID = int(RELAID_S * 30) + 2


def _boxer_held():
    """:func:`_deal_undone`, the table seen bare, then Bob's Boxer read at its round-1
    place, the next round's first card or his round-1 card laid back: held, nothing said
    (relaid_round): ``(table, said, n)``, ``n`` the lines said before it."""
    table, said = _deal_undone()
    _frames(table, 3 * CLEARED_FRAMES)
    n = len(said)
    _frames(table, 6, (2, "the_boxer", 0))
    assert table.relaid_held is not None and _texts(said)[n:] == []
    assert table.session.tracker.view().round == 1
    return table, said, n


def test_after_the_deal_undone_the_starter_s_first_card_named_as_his_old_one_deals():
    # the next round's first card (Bob starts) named like his round-1 card, the table
    # gathered: round 2's, dealt (the review's first fix took it as round 1's, unsaid),
    # once held RELAID_S seconds with no card of round 1 laid back (relaid_round)
    table, said, n = _boxer_held()
    _frames(table, RELAID, (2, "the_boxer", 0))
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[1].zone == ("the_boxer",), _texts(said)
    texts = _texts(said)[n:]
    assert texts.index("Round 2. Bob starts.") < texts.index("Bob: The Boxer."), texts
    assert table.relaid_held is None


def test_after_the_deal_undone_the_held_starter_s_card_deals_before_a_new_card():
    # the held Boxer, then Alice's next card, none of round 1's: the Boxer deals round 2
    # first, as laid, then the new card is taken in round 2
    table, said, n = _boxer_held()
    _frames(table, 6, (2, "the_boxer", 0), (1, "the_fed", 0))
    view = table.session.tracker.view()
    texts = _texts(said)[n:]
    assert view.round == 2 and view.seats[1].zone == ("the_boxer",), texts
    assert view.seats[0].zone == ("the_fed",) and table.relaid_held is None, texts
    fed = next(i for i, t in enumerate(texts) if "The Fed" in t)
    assert texts.index("Round 2. Bob starts.") < texts.index("Bob: The Boxer.") < fed, texts


@pytest.mark.parametrize("answer, round_", [("+1", 2), ("+2", 1)])
def test_after_the_deal_undone_an_answer_decides_the_held_starter_s_card(answer, round_):
    # plus 1 (Alice was out): round 1 over, the held Boxer deals round 2; plus 2 (she is
    # still in): round 1 goes on, the Boxer is its own card laid back, never said again
    table, said, n = _boxer_held()
    _keys(table, answer)
    _frames(table, 6, (2, "the_boxer", 0))
    view = table.session.tracker.view()
    texts = _texts(said)[n:]
    assert view.round == round_ and table.relaid_held is None, texts
    assert view.seats[1].zone == ("the_boxer",), texts
    assert ("Bob: The Boxer." in texts) == (round_ == 2), texts
    if round_ == 1:  # Bob's next play is his round-1 play
        _frames(table, 6, (2, "the_boxer", 0), (2, "the_fed", 1))
        view = table.session.tracker.view()
        assert view.round == 1 and view.seats[1].zone == ("the_boxer", "the_fed"), texts


def _relaid_one_by_one(pictures):
    """:func:`_boxer_held`, the Boxer alone ``pictures`` pictures (1/30 s apart), then
    Alice's Investigators, her Sailor (2 s each) and Bob's next play, the Fed:
    ``(view, texts said from the Boxer on)``."""
    table, said, n = _boxer_held()
    _frames(table, pictures, (2, "the_boxer", 0))
    _frames(table, 60, (2, "the_boxer", 0), (1, "investigators", 0))
    _frames(table, 60, *_ROUND_ONE)
    _frames(table, 6, *_ROUND_ONE, (2, "the_fed", 1))
    return table.session.tracker.view(), _texts(said)[n:]


def test_after_the_deal_undone_round_one_s_cards_laid_back_one_by_one_after_the_starter_s():
    # the re-lay as a table does it, a card at a time, each within RELAID_S: Bob's Boxer,
    # Alice's Investigators, her Sailor, then Bob's next play: round 1 goes on, nothing said
    # of round 2 (review of undo2p54: "Alice is out, with The Sailor." "Round 2. Bob
    # starts." said as fact)
    view, texts = _relaid_one_by_one(60)
    assert view.round == 1 and view.seats[1].zone == ("the_boxer", "the_fed"), texts
    assert not any("Bob wins" in t or "Round 2" in t or "Alice is out" in t for t in texts)


def test_after_the_deal_undone_the_starter_s_old_card_laid_back_first_has_round_one_go_on():
    # review of undo2p54, HIGH (narrow): round 1's cards laid back after the deal undone,
    # the next round's starter's (Bob's Boxer) read first: like round 2's first card of that
    # name, it dealt round 2 ("Alice is out, with The Sailor." as fact); only the cards
    # after it tell the re-lay: it is held until they do (relaid_round)
    view, texts = _laid_back((2, "the_boxer", 0))
    assert view.round == 1 and view.seats[1].zone == ("the_boxer", "the_fed"), texts
    assert not any("Bob wins" in t or "Round 2" in t or "Alice is out" in t for t in texts)
