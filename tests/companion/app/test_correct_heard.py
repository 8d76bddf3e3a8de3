"""Keys pressed while the voice is behind the table, in the middle of a card's lines (QA32
M1, M2, L5): slash corrects the last card the player heard of (or hears now), the voice
first ending what it has to say of it, and the cards read after it, not said yet, are
replayed and said once; a state key says the rest of a card begun, then the table after
it."""
from companion.app.keys import Command
from companion.tracker import observations as o
from companion.tracker.tracker import Tracker
from tests.companion.app.test_session import press
from tests.companion.app.test_speech_order import said_first, say_all
from tests.companion.app.test_state_as_heard import answer, heard_up_to

NAMES = ("Alice", "Bob", "Carol")
#: the tester's game (QA32 sl, k1): Alice's Musician, Carol's Stowaway (she is Insane)
HEARD = (o.card_seen(0, "the_musician"), o.card_seen(2, "stowaway"))


def _bob_said_carol_read():
    """Bob's Investigators being said, Carol's Sanity check card (the Investigators) read
    and not said yet: ``(session, speaker, engine)``."""
    s, speaker, engine = heard_up_to(*HEARD, names=NAMES)
    s.observe(o.card_seen(1, "investigators"))
    s.observe(o.card_seen(2, "investigators"))
    said_first(engine, "Bob: the Investigators.")
    return s, speaker, engine


def test_slash_corrects_the_card_being_said_not_the_one_read_after_it():
    """QA32 M1: slash pressed during "Bob: the Investigators." said "Correct Carol's card,
    the Investigators", a card not said yet, and corrected it. It names and corrects Bob's
    card, after the end of its line; Carol's card, replayed, is said once, after the
    correction."""
    s, speaker, engine = _bob_said_carol_read()
    with s.answering():  # as the live table says a prefix key's cue
        s.correct_cue()
    engine.say_until("Correct ")
    assert engine.spoken == ["Bob: the Investigators."] and engine.cancelled == []
    press(s, "/4")
    engine.say_until("Which card?")
    press(s, "+1")  # The Urchin
    view = s.tracker.view()
    assert view.seats[1].zone == ("the_urchin",)
    assert view.seats[2].zone == ("stowaway", "investigators")
    assert s.tracker.history[-1][0] == o.was("the_urchin", back=1)
    # the list, cut by plus, may have been said whole on a busy machine
    spoken = [t for t in say_all(speaker, engine) if not t.startswith("Which card?")]
    assert spoken[1] == "Correct Bob's card, the Investigators: which rank?", spoken
    assert spoken[2] == "Corrected: The Urchin, not the Investigators.", spoken
    assert spoken.count("Carol: Sanity check, 1 card.") == 1, spoken
    assert spoken.index("Carol: Sanity check, 1 card.") > 2


def test_slash_s_rank_typed_during_the_card_s_line_does_not_cut_it():
    """QA32 M1 by ear: slash then 4 typed 0.2 s apart during "Bob: the Investigators.": the
    list of rank 4 cut Bob's line, said again after it. The list, about that card, comes
    after the line too."""
    s, speaker, engine = _bob_said_carol_read()
    with s.answering():
        s.correct_cue()
    press(s, "/4")
    spoken = say_all(speaker, engine)
    assert engine.cancelled == [], engine.cancelled
    assert spoken[:3] == ["Bob: the Investigators.",
                          "Correct Bob's card, the Investigators: which rank?",
                          "Which card? 1: The Urchin; 2: the Necronomicon. Press plus and its "
                          "number."], spoken


def test_slash_once_the_next_card_is_begun_corrects_that_card():
    """Once the voice has begun the line naming Carol's card ("The Investigators.": before
    it, slash is for Bob's, QA35 k_es), slash is for her card (what names it said first),
    as before; her other lines ("Carol passes.") wait after the cue (QA34 M4: the cue came
    after them)."""
    s, speaker, engine = _bob_said_carol_read()
    engine.say_until("The Investigators.")
    with s.answering():
        s.correct_cue()
    spoken = say_all(speaker, engine)
    cue = spoken.index("Correct Carol's card, the Investigators: which rank?")
    assert spoken[cue - 1] == "The Investigators.", spoken
    assert spoken[cue + 1:] == ["Carol passes. 18 cards left."], spoken


def test_a_correction_of_an_older_card_replays_the_later_ones_and_is_resumed_alike():
    """The tracker: ``was`` with ``back`` corrects the card read that many cards before the
    last, replays the cards after it, and undo puts them back; the log line keeps it."""
    t = Tracker()
    for obs in (o.start("arkham", list(NAMES), "en", 0), *HEARD,
                o.card_seen(1, "investigators"), o.card_seen(2, "investigators")):
        t.apply(obs)
    fix = o.was("the_urchin", back=1)
    assert o.from_json(o.to_json(fix)) == fix
    t.apply(fix)
    assert t.view().seats[1].zone == ("the_urchin",)
    assert t.view().seats[2].zone == ("stowaway", "investigators")
    t.undo()
    assert t.view().seats[1].zone == ("investigators",)
    for bad in (0, True, -1):
        try:
            o.validate(o.Observation("was", None, ("the_urchin",), bad))
        except o.ObservationError:
            continue
        raise AssertionError(f"value {bad!r} accepted")


def _carol_begun():
    """Bob's Investigators heard; of Carol's Sanity check, "Carol." and "Carol: Sanity
    check, 1 card." said, "The Investigators." being said: ``(session, speaker, engine,
    cards)``, ``cards`` all the cards read."""
    cards = (*HEARD, o.card_seen(1, "investigators"))
    s, speaker, engine = heard_up_to(*cards, names=NAMES)
    s.observe(o.card_seen(2, "investigators"))
    engine.say_until("The Investigators.")
    return s, speaker, engine, (*cards, o.card_seen(2, "investigators"))


def test_a_state_key_during_a_card_s_lines_says_the_rest_of_it_first():
    """QA32 M2: key 8, just after "Carol." and "Carol: Sanity check, 1 card.", answered
    with the table before her check ("Alice and Carol may be out (not confirmed)") and "2
    updates not said yet.". The rest of her card is said first, then the table after it,
    which agrees with every line heard."""
    s, speaker, engine, cards = _carol_begun()
    s.key(Command("table"))
    table = answer(cards, "table", NAMES)
    spoken = say_all(speaker, engine)
    assert engine.cancelled == []
    assert spoken == ["Carol.", "Carol: Sanity check, 1 card.", "The Investigators.",
                      "Carol passes. 18 cards left.", *table], spoken


def test_a_state_key_during_a_card_s_lines_answers_before_the_cards_after_it():
    """With a card read after the one being said, the answer tells the table after the
    card begun and before the next one, followed by "1 update not said yet."."""
    s, speaker, engine, cards = _carol_begun()
    s.observe(o.card_seen(2, "tommy_gun"))  # Carol's play, not said yet
    s.key(Command("whose_turn"))
    turn = answer(cards, "whose_turn", NAMES)
    assert turn != answer(cards[:-1], "whose_turn", NAMES)
    spoken = say_all(speaker, engine)
    at = spoken.index("Carol passes. 18 cards left.")
    assert spoken[at + 1:at + 3] == [*turn, "1 update not said yet."], spoken
    assert spoken.index("Carol: the Tommy Gun.") > at + 2


def _bob_asked(heard_all=True):
    """The tester's game up to "was that Bob's hand?" (QA32 u1, u2), all heard but, unless
    ``heard_all``, Bob's Deep One, being said: ``(session, speaker, engine, cards)``."""
    from tests.companion.app.test_correction_choice import _BOB_ASKED
    cards = [o.card_seen(seat, key) for seat, key in _BOB_ASKED]
    s, speaker, engine = heard_up_to(*(cards if heard_all else cards[:-1]), names=NAMES)
    if not heard_all:
        s.observe(cards[-1])
        said_first(engine, "The Deep One in Bob's discard zone")
    return s, speaker, engine


def test_undo_cancelled_by_a_card_comes_after_the_lines_of_the_card_it_named():
    """QA32 L5 (u1): "Read but not said yet: The Fed in Bob's zone. Undo it?", then the next card
    read: "Undo cancelled: a new card was read." came between The Fed's own lines. It
    comes after them, before the new card's."""
    s, speaker, engine = _bob_asked()
    s.observe(o.card_seen(1, "the_fed"))  # Bob's hand: not said yet
    press(s, "--")
    said_first(engine, "Read but not said yet: The Fed in Bob's zone.")
    s.observe(o.card_seen(2, "the_fed"))  # Carol's Sanity check card: the undo is closed
    spoken = say_all(speaker, engine)
    fed = ["Bob: the Deep One.", "No answer needed: that was Bob's play.",
           "Bob is out, with The Fed.", "Carol.", "Carol: Sanity check, 1 card."]
    at = spoken.index(fed[0])
    assert spoken[at:at + 7] == [*fed, "Undo cancelled: a new card was read.", "The Fed."], \
        spoken


def test_the_undo_question_does_not_wait_for_the_line_the_first_minus_cut():
    """QA32 L5 (u2): the first minus's cue cut the open question 0.5 s in; minus twice's
    question then waited for it, said again whole (8 s). The undo's question is said
    first; the question goes on after it."""
    s, speaker, engine = _bob_asked(heard_all=False)
    s.presses += 1  # the first minus, as the live table says its cue
    with s.answering(), s.pressed(query=False):
        s.tell("app.prefix_undo")
    said_first(engine, "Undo: press minus again.")
    press(s, "--")
    spoken = [t for t in say_all(speaker, engine) if t != "Undo: press minus again."]
    assert spoken[0] == "Undo the Deep One in Bob's zone? Press minus twice to confirm.", \
        spoken
    assert spoken[1].startswith("The Deep One in Bob's discard zone"), spoken
