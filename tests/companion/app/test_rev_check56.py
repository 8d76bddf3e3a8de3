"""Review of check56 (session 56, rev-check56): a Sanity check's card read after cards
glimpsed in its zone (:mod:`companion.app.glimpse_asked`) while a question is open, and
after a resume.

A question open at the check (the check's first card being entered: Enter and 1, "The
Investigators or the Cultists?" not answered yet, a late answer) when The Musician, her
play, is read over the check's two glimpsed cards: check56 took it as the check's card
behind the question (``tracker.question`` open: ``GlimpseAsked._glimpse_holds`` let it
through), and the answer said "The Investigators.", "The Musician. Cards laid there before
it were not read: check it.", "Alice passes. 13 cards left." (runD's truth: the check's
second card was The Sailor; her play taken as the check's card, QA55 HIGH-2 again). Now it
waits behind the question ("A card in Alice's zone waits for the answer to the question"),
and the question answered, the table asks as when no question is open."""
from __future__ import annotations

from .test_busy55_check_glimpsed import AGAIN, GLIMPSED, _at_check, check_begun, musician_over
from .test_twin50_asked import _frames, _keys, _texts


def _glimpsed_behind_question():
    """runD at Alice's Sanity check, Enter and 1 typed (the question open), then her check's
    Investigators and Sailor glimpsed and her Musician read: table, said, its length after
    the keys, the cards shown."""
    table, said, n, old, at = check_begun()
    _keys(table, "\n", "1")
    assert table.session.tracker.question is not None
    m = len(said)
    return table, said, m, musician_over(table, old, at)


def test_rev_check56_a_glimpse_behind_an_open_question_is_asked_once_it_is_answered():
    table, said, m, shown = _glimpsed_behind_question()
    tracker = table.session.tracker
    assert _texts(said)[m:] == [
        "A card in Alice's zone waits for the answer to the question; key 1 repeats it."]
    k = len(said)
    _keys(table, "+", "1")
    assert _texts(said)[k:] == ["Answer: which number?", "The Investigators.",
                                GLIMPSED["en"]], _texts(said)[k:]
    assert tracker.view().seats[0].zone[-1] == "investigators"
    assert tracker.waiting()[:2] == ("check", 0)
    k = len(said)
    _keys(table, "\n", "6", "+", "1")
    heard = _texts(said)[k:]
    assert heard[-3:] == ["The Sailor.", "Alice passes. 13 cards left.",
                          "Alice: The Musician."], heard
    assert AGAIN not in heard
    assert tracker.view().seats[0].zone[-3:] == ("investigators", "the_sailor", "the_musician")


def test_rev_check56_behind_an_open_question_its_own_rank_gives_it_as_the_check_s_card():
    table, said, m, shown = _glimpsed_behind_question()
    _keys(table, "+", "1")
    k = len(said)
    _keys(table, "\n", "5", "+", "1")  # 5: The Musician (the Stowaway's too)
    heard = _texts(said)[k:]
    assert heard[-2:] == ["The Musician.", "Alice passes. 13 cards left."], heard
    assert not any("taken as Alice's play" in h for h in heard), heard
    tracker = table.session.tracker
    assert tracker.view().seats[0].zone[-2:] == ("investigators", "the_musician")
    _frames(table, 6, *shown)
    assert tracker.view().seats[0].zone.count("the_musician") == 1


def test_rev_check56_the_held_card_entered_as_the_check_s_last_card_is_not_said_her_play():
    # MEDIUM on check56 (no question open): the check's Investigators entered, asked
    # again, then the held Musician's own rank: the check over, the hold was forgotten
    # before the Enter's card was given, so it was said "The Musician in Alice's zone:
    # this card is taken as Alice's play just entered. If it is a later card, press
    # Enter, then 5." (it was entered as the check's card, not her play)
    table, said, n, shown = _at_check(glimpsed=True)
    _keys(table, "\n", "1", "+", "1")
    k = len(said)
    _keys(table, "\n", "5", "+", "1")
    heard = _texts(said)[k:]
    assert heard[-2:] == ["The Musician.", "Alice passes. 13 cards left."], heard
    assert not any("taken as Alice's play" in h for h in heard), heard
    tracker = table.session.tracker
    assert tracker.view().seats[0].zone[-2:] == ("investigators", "the_musician")
    assert tracker.waiting()[:2] == ("play", 0)
    _frames(table, 6, *shown)
    assert tracker.view().seats[0].zone.count("the_musician") == 1


def test_rev_check56_resumed_with_the_card_held_it_is_asked_again_not_taken_as_the_check_s_card(
        tmp_path):
    """The app quit while the glimpse question stands (The Musician held, unlogged) and
    resumed, the check's cards still under the hand: the resume said "A card the log does
    not hold is on the table: The Musician in Alice's zone. … press plus and 1."; plus 1
    made it the check's first card ("It lay there before this turn: check it.", her play
    taken as the check's card). Now the question is asked again (the hold logged live:
    glimpse_logged.GlimpseLogged._glimpse_restored, lead58)."""
    import queue

    from companion.app.keys import Command
    from companion.app.live import LiveOptions, LiveTable
    from companion.app.session import TableSession
    from companion.session_log import SessionLog

    from .test_busy55_check_glimpsed import ROUND
    from .test_live_setup import _frames as shown_frames
    from .test_qa45_resume_hand import resumed_on
    from .test_twin50_asked import _Camera, _old_cards

    names = ("Alice", "Bob", "Carol")
    log = SessionLog(tmp_path / "part1.jsonl", sync=False)
    said = []
    table = LiveTable(LiveOptions("arkham", "en", names, 0, "unused"),
                      TableSession(say=said.append, record=log.record, lang="en"),
                      _Camera(), None, queue.Queue(), lambda c: False, lambda line: None)
    table._seat_markers_seen = lambda first=None, keys=False: [1, 2, 3]
    table.guided_setup()
    for obs in ROUND:
        table.session.observe(obs)
    old = _old_cards(table)
    at = len(table.session.tracker.view().seats[0].zone)
    musician_over(table, old, at)
    assert _texts(said)[-1] == GLIMPSED["en"]
    log.close()
    view = table.session.tracker.view()
    shown = [(s + 1, k, i) for s, z in enumerate(v.zone for v in view.seats)
             for i, k in enumerate(z) if (s, i) != (0, at - 1)] + [(1, "the_musician", at)]
    again, heard = resumed_on(tmp_path, (tmp_path / "part1.jsonl").read_text(), tuple(shown),
                              names=names)
    # asked again as live, not "A card the log does not hold … press plus and 1"
    assert _texts(heard)[-1] == GLIMPSED["en"], _texts(heard)
    again._key(Command("answer", 1))  # a plus meant for the old line: nothing taken
    shown_frames(again, 10, *shown)
    tracker = again.session.tracker
    assert tracker.view().seats[0].zone[-1] != "the_musician", _texts(heard)
    k = len(heard)
    _keys(again, "\n", "1", "+", "1", "\n", "6", "+", "1")  # the check: Investigators, Sailor
    assert _texts(heard)[-2:] == ["Alice passes. 13 cards left.", "Alice: The Musician."], \
        _texts(heard)[k:]
    assert tracker.view().seats[0].zone[-3:] == ("investigators", "the_sailor", "the_musician")
