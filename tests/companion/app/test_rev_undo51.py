"""Review of undo51 (rev-undo51): a card undone by minus twice, still lying in its zone,
then Enter and a rank (cue "To give back the card undone in Bob's zone: which rank?").

Run B's set-up (tests/companion/app/test_qa51_undo_redo.py): Alice's Musician on Bob, "Bob
discards the Deep One." undone. The card was really misread (it is the Investigators): the
player, as the cue and card_discarded_undone.verbose say, presses Enter and its rank, 1.
The branch gave that rank back in place only when it was the undone reading's rank; else it
went where the table waited after the cards read since: with Bob's Sanity check card
R'lyeh read since, rank 1 went after it and "Bob discards R'lyeh." was said as fact
(HIGH); right after the undo, "First answer the open question" refused it (MEDIUM)."""
from .test_live_deal import _frames, _texts
from .test_qa51_undo_redo import DEEP_ONE, FED, RLYEH, _deep_one_undone, _keys


def test_enter_and_another_rank_corrects_the_undone_card_in_its_place_under_r_lyeh():
    table, said = _deep_one_undone()
    s = table.session
    _frames(table, 6, DEEP_ONE, RLYEH)  # Bob's Sanity check card, read since the undo
    n = len(said)
    _keys(table, "\n1")  # the undone card is the Investigators (rank 1), misread
    _keys(table, "+1")  # which rank-1 card: the Investigators
    _frames(table, 6, DEEP_ONE, RLYEH, FED)
    texts = _texts(said)[n:]
    assert "Bob discards R'lyeh." not in texts, texts  # branch: said as fact
    view = s.tracker.view()
    assert view.seats[1].zone == ("investigators", "investigators", "rlyeh", "the_fed"), \
        (view.seats[1].zone, texts)
    # the Investigators is no Insane card: R'lyeh is Bob's play, the Fed his next
    assert not table.left_cards, table.left_cards  # no longer watched as left out


def test_enter_and_another_rank_right_after_the_undo_gives_it_in_place():
    table, said = _deep_one_undone()
    s = table.session
    n = len(said)
    _keys(table, "\n1")  # branch: "First answer the open question: The Musician …"
    texts = _texts(said)[n:]
    assert s.tracker.view().seats[1].zone[:1] == ("investigators",)
    assert len(s.tracker.view().seats[1].zone) == 2, texts
    assert not any(t.startswith("First answer") for t in texts), texts
