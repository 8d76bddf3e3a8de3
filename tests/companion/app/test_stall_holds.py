"""Every camera card held while a card told unread is awaited, or while the stall asked for
an effect's missing card (:meth:`~companion.app.stall.Stalls._holds_all`, session 37): none
settles an open question or a turn meanwhile; given in the order laid once the missing card
is entered. In-process: the camera's readings given by hand to a real stabilizer."""
from companion.app.session import TableSession
from companion.tracker import observations as o

from .test_live_deal import _frames, _table, _texts
from .test_stall import MISSING, ST5, _lay, _rlyeh_waits


def _unread(table, seat):
    """The camera tells a card it cannot read in ``seat``'s zone (1-based)."""
    table.watcher.unread_new = [seat]
    table._unread_cards()
    table.watcher.unread_new = []


def _zones(table):
    return [seat.zone for seat in table.session.tracker.view().seats]


def test_a_card_laid_behind_an_unread_card_does_not_settle_the_open_question():
    # QA36 es13: Bob's question open ("was that Bob's hand?"), Carol's Tommy Gun told
    # unread; Alice's Musician was taken and closed the question the wrong way ("that was
    # Bob's play", "Carol is out." false)
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    _lay(table, (1, "the_boxer"), (2, "deep_one"))
    question = table.session.tracker.question
    assert question is not None and question.seat == 1
    _unread(table, 3)
    n = len(said)
    cards = ((1, "the_boxer"), (2, "deep_one"), (3, "the_boxer", 1),
             (3, "the_entertainer", 2), (1, "the_musician", 1))
    _lay(table, *cards)
    # the Tommy Gun's first card named (its zone's first), the others held in silence
    assert _texts(said)[n:] == ["The Boxer in Carol's zone: first the card I cannot read "
                                "there. Press Enter, then its rank."]
    assert table.session.tracker.question is question
    assert _zones(table) == [("the_boxer",), ("deep_one",), ()]
    for key in "+1":  # answered late: the cards stay held behind Carol's card
        table._one_key(key)
    _frames(table, 2, *cards)
    assert _zones(table) == [("the_boxer",), ("deep_one",), ()]
    n = len(said)
    for key in "\n0+1":  # Carol's card entered: the Tommy Gun
        table._one_key(key)
    _frames(table, 2, *cards)
    # given in the order laid, each after the card laid before it: laid in its turn, said
    # plainly (QA48 MEDIUM-1: "Alice: The Musician. It lay there before this turn: check
    # it.", the gun's cards "Check it.")
    assert _texts(said)[-4:] == [
        "Carol's Tommy Gun: The Boxer, from the deck into Carol's zone.",
        "Carol's Tommy Gun: The Entertainer, from the deck into Carol's zone. "
        "18 cards left.",
        "Alice.", "Alice: The Musician."]
    assert _zones(table) == [("the_boxer", "the_musician"), ("deep_one",),
                             ("tommy_gun", "the_boxer", "the_entertainer")]
    assert table.session.tracker.view().seats[1].out


def _rlyeh_asks():
    """QA36 st7's table: Carol's R'lyeh asks Sane or Insane; the Tommy Gun before it was
    told unread, then entered."""
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    for i, step in enumerate(ST5[:-1]):
        if i == 4:
            _unread(table, 3)  # the Tommy Gun, entered next
        table.session.observe(o.was(step) if isinstance(step, str) else o.card_seen(*step))
    view = table.session.tracker.view()
    for seat, zone in enumerate(s.zone for s in view.seats):
        for key in zone:
            if key != "tommy_gun":
                table.known.claim(view, seat, key)
    assert table.session.tracker.question.value == "effect"
    return table, said


def test_r_lyeh_s_question_is_not_settled_by_a_card_laid_behind_its_unread_card():
    # QA36 st7: R'lyeh's Musician told unread while "Sane or Insane?" was open; Alice's
    # Necronomicon, taken, settled it Insane: "Carol flips the deck." (false)
    table, said = _rlyeh_asks()
    _unread(table, 3)
    n = len(said)
    cards = ((3, "investigators", 1), (1, "necronomicon", 1), (1, "randall_tillinghast", 2))
    _lay(table, *cards)
    assert _texts(said)[n:] == ["The Investigators in Carol's zone: first the card I cannot "
                                "read there. Press Enter, then its rank."]
    zones = _zones(table)
    assert table.session.tracker.question.value == "effect" and "necronomicon" not in zones[0]
    n = len(said)
    for key in "+1\n5":  # Sane, the Musician: the held cards follow (Enter goes to
        table._one_key(key)  # Carol's zone, the one the unread prompt named: QA43 M2)
    _frames(table, 2, *cards)
    assert _texts(said)[n + 3:] == [  # after the answer, the Enter and their cues
        "Carol's R'lyeh: The Musician, from the deck into Carol's zone.",
        "Rank 5: the Stowaway is all counted.",  # why, the count chose (QA50b HIGH-1)
        "Carol's R'lyeh: the Investigators, from the deck into Carol's zone. 9 "
        "cards left.",  # all laid in their turn, given in the order laid (QA48 MEDIUM-1)
        "Alice.", "Alice: Sanity check, 1 card.",
        "The Necronomicon.",
        "Alice fails. 8 cards left.",
        "Alice is out, with Randall Tillinghast.",
        "Carol wins the round and has 1 Insane.", "Gather all the cards for the next round."]


def test_a_card_that_fits_is_held_once_the_stall_asked_for_an_effect_s_card():
    # QA36 st7 unanswered: after "Still waiting for the cards of Carol's R'lyeh", round 2's
    # Cultists in Carol's zone was said read otherwise than the entered Tommy Gun, and its
    # Musician taken as R'lyeh's missing card
    table, said = _rlyeh_waits()
    laid = ((1, "necronomicon", 1), (1, "randall_tillinghast", 2))
    _lay(table, *laid)
    assert _texts(said)[-1] == MISSING.format(2)
    n, zones = len(said), _zones(table)
    _lay(table, *laid, (3, "cultists", 3), (3, "the_musician", 4))
    assert _texts(said)[n:] == [] and _zones(table) == zones
    assert [left.event.candidates for left in table.stall.cards] == [
        ("necronomicon",), ("randall_tillinghast",), ("cultists",), ("the_musician",)]


def test_an_effect_s_card_seen_before_the_effect_is_not_said_to_lie_there_before():
    # session 37 (QA36 en5, st7): "Carol's Tommy Gun: The Boxer, from the deck into Carol's
    # zone. It lay there before this turn: check it." for a card the effect had just drawn
    said = []
    session = TableSession(say=said.append, lang="en")
    session.observe(o.start("arkham", ("Alice", "Bob", "Carol")))
    for step in ST5[:-1]:
        session.observe(o.was(step) if isinstance(step, str) else o.card_seen(*step))
    session.observe(o.card_seen(2, "investigators"), check=True, already=True)
    assert "Carol's R'lyeh: the Investigators, from the deck into Carol's zone. Check it." \
        in _texts(said)


def test_the_cleared_table_s_reminder_is_over_once_the_missing_card_is_entered():
    # QA36 st7 (session 37): "8 cards are held: round 1 is not over, still waiting for the
    # cards of Carol's R'lyeh." said after the Musician was entered and the round had ended
    from .test_live_deal import GONE
    table, said = _rlyeh_waits()
    _lay(table, (1, "necronomicon", 1), (1, "randall_tillinghast", 2))
    _frames(table, GONE)  # the round's cards gathered
    _lay(table, (1, "the_fed"), (2, "the_sailor", 1), (1, "cultists", 1), (3, "the_boxer", 1))
    reminder = said[-1]
    assert reminder.brief.startswith("4 cards are held: round 1 is not over")
    assert not reminder.stale()
    for key in "\n5":
        table._one_key(key)
    assert reminder.stale()
