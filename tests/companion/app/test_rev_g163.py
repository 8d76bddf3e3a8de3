"""Review of g163 (Enter and another rank right after an undo, no card read since, gives
the undone card back corrected: ``QuestionKeys.redo_fits``). Run B's set-up
(tests/companion/app/test_qa51_undo_redo.py, 2 players, arkham): Alice's Musician on Bob,
"Bob discards the Deep One." undone with minus twice, the card still lying there (the
"was that Alice's hand?" question open again). In-process, the camera's readings given by
hand to a real stabilizer (:mod:`tests.companion.app.test_live_deal`)."""
from .test_live_deal import _frames, _texts
from .test_qa51_undo_redo import DEEP_ONE, FED, RLYEH, _deep_one_undone, _keys


def test_the_which_card_answer_after_another_rank_given_back_says_the_discard():
    """MEDIUM (fixed): the Deep One (a misread: the Investigators) undone, no card read
    since, Enter and 1 (the branch's new give-back), plus 1 to "Which card in Bob's zone:
    the Investigators or the Cultists?": the branch said nothing more ("Bob discards the
    Investigators.", "Bob." and Bob's next card R'lyeh unsaid): the tracker took the card
    given for the card after the undone one. Main refused the rank ("First answer the open
    question"); its give-back of the undone card's own rank is unchanged."""
    table, said = _deep_one_undone()
    s = table.session
    n = len(said)
    _keys(table, "\n1")  # the Deep One was the Investigators: "To give back …: which rank?"
    _keys(table, "+1")  # "Which card in Bob's zone: the Investigators or the Cultists?" 1
    _frames(table, 6, DEEP_ONE)
    assert s.tracker.view().seats[1].zone == ("investigators", "investigators")
    texts = _texts(said)[n:]
    assert "Bob discards the Investigators." in texts, texts
    assert "Bob." in texts, texts
    n = len(said)
    _frames(table, 6, DEEP_ONE, RLYEH)
    assert "Bob: R'lyeh." in _texts(said)[n:], _texts(said)[n:]


def test_reaching_back_to_the_card_beneath_keeps_the_undone_card_watched():
    """LOW (strict xfail; mended in session 64, hq64): minus twice for each card laid since
    (R'lyeh, then the Fed, both right, both still lying in Bob's zone) to reach the undone
    Deep One beneath (card_*_undone.verbose's advice), then Enter and 1: the branch took 1
    as a correction of R'lyeh (the last card undone; redo_fits with none read since) and
    the live table stopped watching R'lyeh as left out (LiveTable._redone), though it lay
    there: nothing was said of it again. Now the card beneath, undone at the same place,
    still lying there, is the one given back (:mod:`companion.app.redo_beneath`): the
    Deep One corrected, R'lyeh and the Fed watched."""
    table, said = _deep_one_undone()
    _frames(table, 6, DEEP_ONE, RLYEH)
    _frames(table, 6, DEEP_ONE, RLYEH, FED)
    for _ in range(2):  # minus twice for each card laid since: the Fed, then R'lyeh
        table.undo_at = -100.0
        _keys(table, "--")
        _frames(table, 6, DEEP_ONE, RLYEH, FED)
    assert table.session.tracker.view().seats[1].zone == ("investigators",)
    table.undo_at = -100.0
    _keys(table, "\n1")
    _keys(table, "+1")
    _frames(table, 6, DEEP_ONE, RLYEH, FED)
    watched = {k for x in table.left_cards for k in x.event.candidates}
    assert "rlyeh" in watched or "rlyeh" in table.session.tracker.view().seats[1].zone, \
        (watched, _texts(said)[-6:])
    assert "deep_one" not in watched and "the_fed" in watched, watched  # (hq64)


def test_the_undone_card_s_own_rank_given_back_as_the_other_card_says_it():
    """MEDIUM, on main too (fixed here with the above): the Deep One (a misread: The Boxer,
    the same rank) undone, no card read since, Enter and 3, plus 1 to "Which card in Bob's
    zone: The Boxer or the Deep One?": nothing more said ("Bob discards The Boxer.", "Bob."
    and his next card R'lyeh unsaid, "Bob: Sane or Insane effect?" alone). Plus 2, the card
    as read, said it all (undo then redo)."""
    table, said = _deep_one_undone()
    n = len(said)
    _keys(table, "\n3+1")
    _frames(table, 6, DEEP_ONE)
    texts = _texts(said)[n:]
    assert table.session.tracker.view().seats[1].zone == ("investigators", "the_boxer")
    assert texts[-2:] == ["Bob discards The Boxer.", "Bob."], texts
    n = len(said)
    _frames(table, 6, DEEP_ONE, RLYEH)
    assert "Bob: R'lyeh." in _texts(said)[n:], _texts(said)[n:]


def test_the_count_line_follows_the_hand_given_back_not_the_check_card_said_again():
    """LOW (fixed): QA62b g1's Nyarlathotep undone, Enter and 8: "Rank 8 taken as
    Cthulhu: … the Necronomicon, is all counted already." came right after "The
    Necronomicon." (Alice's Sanity check card, of rank 8, said again before her hand), as if
    that card were the one taken as Cthulhu; it follows "Alice is out, with Cthulhu."."""
    from .test_qa62b_end_undone_enter import _undone
    table, said, cards, _ = _undone()
    m = len(said)
    _keys(table, "\n8")
    _frames(table, 6, *cards)
    texts = _texts(said)[m:]
    i = next(i for i, t in enumerate(texts) if t.startswith("Rank 8 taken as Cthulhu"))
    assert texts[i - 1] == "Alice is out, with Cthulhu.", texts
