"""Fresh QA70 L8 and L10 (low71): a resumed game's prompts (L10, s4b: a resumed table
never said the "camera reads" notice live says; the tests below).

L8 (s13b; handB resumed at Bob's question, the log ``qa69_s13_two_unlogged.jsonl``): the
prompt "2 cards the log does not hold are on the table: … Take them away; or, if they were
played while the companion was off, press plus and 1." said at 166 when the cards settled
the question, again at 170 right after "2 does not fit here." (a refused answer: nothing
changed), again at 198. It should be said once, and again on key 1 or when something
changes: now a refused number says why and that key 1 repeats it
(``app.number_not_fit``), and a card held behind them says its zone
(``app.card_waits_held``), not the prompt (:meth:`~companion.app.held_cards.HeldCards.
_hold_key`, :meth:`~companion.app.held_cards.HeldCards._resume_remind`)."""
from pathlib import Path

from companion.session_log import read_log, resume_report

from .test_live_deal import _texts
from .test_live_setup import _frames, _table
from .test_qa67_entered_read_otherwise import HELD, _keys, _typed

LOG = Path(__file__).parent.parent / "qa69_s13_two_unlogged.jsonl"
SETUP = [(1, "stowaway", 0), (1, "the_dilettante", 0.3), (3, "investigators", 0),
         (3, "tommy_gun", 0.3), (3, "necronomicon", 0.6)]
SETTLED = [*SETUP, (2, "the_entertainer", 0), (2, "shoggoth", 0.3)]


def _asks(lines: list[str]) -> int:
    """How many of ``lines`` are the held cards' prompt (not its form said while the
    question waited: "You will be asked about them once the open question is
    answered.")."""
    return sum(t.startswith(PROMPT) and t.endswith("press plus and 1.") for t in lines)


#: the prompt's opening words (app.resumed_old_cards, English)
PROMPT = "2 cards the log does not hold are on the table"


def _settled():
    """s13b's resume, the question settled by the cards (the prompt said once):
    ``(table, said)``."""
    table, said, _ = _table(names=("Alice", "Bob", "Carol"), lang="en", edition="arkham")
    table.session.resume(resume_report(LOG))
    table.session.recall()
    table.known.resumed(table.session.tracker.view(), read_log(LOG)[0])
    table._say_summary(table.session.tracker.view())
    for _ in range(6):
        table._setup_events += table.watcher.show(*SETUP)
    table._resumed_cards(None)
    _frames(table, 6, *SETTLED)
    assert _asks(_texts(said)) == 1, _texts(said)
    return table, said


def test_qa70_l8_a_refused_answer_does_not_say_the_held_cards_prompt_again():
    table, said = _settled()
    n = len(said)
    _keys(table, "+2")
    _frames(table, 6, *SETTLED)
    told = _texts(said)[n:]
    # both ways out named (rev-low71 MEDIUM, keys72)
    assert "2 does not fit here: take the cards away; or, to count them, press plus and 1. " \
        "Key 1 repeats what to do." in told, told
    assert _asks(told) == 0, told


def test_qa70_l8_key_1_says_the_held_cards_prompt_again():
    table, said = _settled()
    n = len(said)
    _keys(table, "1")
    _frames(table, 6, *SETTLED)
    told = _texts(said)[n:]
    assert _asks(told) == 1, told


def test_qa70_l8_cards_held_behind_them_say_their_zone_not_the_whole_prompt_again():
    """s13b 198, s4e 234: a card held behind the cards the log does not hold (the stall's
    reminder: the 1st, then the 4th, 8th … card) said their whole prompt again; now, the
    same cards held, the new card's zone and that key 1 repeats the prompt."""
    table, said = _settled()
    cards, told = list(SETTLED), []
    for card in ((3, "shoggoth", 0.9), (2, "the_fed", 0.6), (3, "deep_one", 1.2)):
        cards.append(card)
        n = len(said)
        _frames(table, 6, *cards)
        told += _texts(said)[n:]
    assert told == ["A card in Carol's zone waits for the cards the log does not hold; key "
                    "1 repeats what to do with them."], told
    n = len(said)
    _keys(table, "1")
    _frames(table, 6, *cards)
    assert _asks(_texts(said)[n:]) == 1, _texts(said)[n:]


def _resumed_before_the_lift(tmp_path):
    """handC logged as ``play`` logs it up to Enter 3, plus 1 and Carol's Necronomicon
    (Bob's zone still under the hand: QA70 s4a, quit at 150), then resumed with the same
    table in view: ``(table, said, cards)``."""
    from tests.companion.app.test_hqr_cleared_resume_flags import _logged
    from tests.companion.app import test_live_deal
    from tests.companion.app.test_qa67_entered_read_otherwise import NAMES, _laid_under_the_hand
    live, _, _ = test_live_deal._table(NAMES)
    path = tmp_path / "part.jsonl"
    log = _logged(live, path)
    cards = _laid_under_the_hand(live)
    _typed(live, cards, "\n3", "+1")
    cards.append((3, "necronomicon", 2))
    test_live_deal._frames(live, 6, *cards)
    live.session.record = None
    log.close()
    table, said, _ = _table(names=NAMES, markers=(1, 2, 3))
    table.session.resume(resume_report(path))
    table.session.recall()
    table.known.resumed(table.session.tracker.view(), read_log(path)[0])
    table._say_summary(table.session.tracker.view())
    for _ in range(6):
        table._setup_events += table.watcher.show(*cards)
    table._resumed_cards(None)
    test_live_deal._frames(table, 12, *cards)
    return table, said, cards


def test_qa70_l10_a_resumed_table_says_the_camera_reads_another_card_than_entered(tmp_path):
    """s4b: the lift said only the open question again, never live h2's notice. Causes:
    the resumed Boxer, marked "keyed" in the log, counted as a log card
    (``EnteredDiffers._logged_read`` now leaves it out), and every camera card was held
    behind the cards the log does not hold before that check (``CameraCards.
    _card_appeared`` now checks it first while they are held)."""
    table, said, cards = _resumed_before_the_lift(tmp_path)
    n = len(said)
    cards = [*cards, (2, "the_musician", 1), (2, "the_sailor", 2)]  # the hand lifts
    _frames(table, 12, *cards)
    told = _texts(said)[n:]
    assert told == [HELD], told
    n = len(said)
    _typed(table, cards, "/5", "+1")
    told = _texts(said)[n:]
    assert "Corrected: The Musician, not The Boxer or the Deep One." in told, told
    # the cards that waited behind the question are restored from the log since res71
    # (session 71): given in turn after the answer-free correction, the Sailor with them
    # (before res71, the Sailor waited behind the log's cards: "A card in Bob's zone
    # waits for the answer to the question; key 1 repeats it.")
    assert told.index("Carol discards the Tommy Gun.") < told.index("Bob: The Sailor."), told
    assert sum(t.startswith("The Musician in Bob's discard zone: was that") for t in told) \
        == 1, told


def test_qa70_l10_resumed_with_no_other_card_holds_as_live_nothing_built_on_the_boxer(
        tmp_path):
    """The same without the cards laid in Carol's zone (nothing the log does not hold):
    the lift said "Bob: The Boxer." "Bob is out, with The Musician." "Carol wins the round
    and has 1 Sane." (false: built on the wrong entry the camera contradicts), where live
    holds the cards with the notice (QA67 H1). Now as live, and slash 5 gives the lines
    live gives."""
    from tests.companion.app.test_hqr_cleared_resume_flags import _logged
    from tests.companion.app import test_live_deal
    from tests.companion.app.test_qa67_entered_read_otherwise import NAMES, _typed
    lines = []
    for resumed in (False, True):
        live, said, _ = test_live_deal._table(NAMES)
        path = tmp_path / f"part{resumed}.jsonl"
        log = _logged(live, path)
        cards = []
        for card in ((1, "stowaway", 0), (1, "the_dilettante", 1), (2, "the_entertainer", 0),
                     (3, "investigators", 0)):
            cards.append(card)
            test_live_deal._frames(live, 6, *cards)
        _typed(live, cards, "\n3", "+1")
        live.session.record = None
        log.close()
        table = live
        if resumed:
            table, said, _ = _table(names=NAMES, markers=(1, 2, 3))
            table.session.resume(resume_report(path))
            table.session.recall()
            table.known.resumed(table.session.tracker.view(), read_log(path)[0])
            table._say_summary(table.session.tracker.view())
            for _ in range(6):
                table._setup_events += table.watcher.show(*cards)
            table._resumed_cards(None)
            test_live_deal._frames(table, 12, *cards)
        n = len(said)
        cards += [(2, "the_musician", 1), (2, "the_sailor", 2)]  # the hand lifts
        test_live_deal._frames(table, 12, *cards)
        _typed(table, cards, "/5", "+1")
        lines.append(_texts(said)[n:])
    live_lines, resumed_lines = lines
    assert resumed_lines[0] == HELD, resumed_lines
    assert not any(t.startswith(("Bob: The Boxer", "Bob is out", "Carol wins"))
                   for t in resumed_lines), resumed_lines
    assert resumed_lines == live_lines, (resumed_lines, live_lines)
