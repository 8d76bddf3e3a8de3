"""Review of late49 (QA49 HIGH-1, rounds lost while a held round waited): after the rounds
lost are said and the table gathered, the next round was dealt on the bare table as
"Round 2. Carol starts." (the companion's count and the settled round's winner), while
the real starter is the last lost round's winner (seed 002 "Starting the Next Round"):
Bob's first play was refused ("The Sailor by Bob? Waiting for Carol's play.") and the
table stalled. The first zone card after the gather now deals the round, its player
starting it, said without a round number (:mod:`companion.app.lost_rounds`)."""
import pytest

from tests.companion.app.test_late49_lost_rounds import LOST, ROUND_3, _round_3_laid
from tests.companion.app.test_live_deal import GATHERED, _frames, _texts
from tests.companion.app.test_stall import _lay

NEXT = {"en": "The next round. Bob starts.", "fr": "Manche suivante. Bob commence.",
        "es": "La ronda siguiente. Empieza Bob."}


def _lost_and_gathered(lang="en"):
    """Round 1 settled after round 2 was played and gathered and round 3 begun (said
    lost), round 3 played on and gathered: ``(table, said, n)``, ``n`` said before the
    gather's end."""
    table, said = _round_3_laid(lang)
    table._one_key("\n")
    table._one_key("5")
    _frames(table, 6, ROUND_3)
    assert any(t.startswith(LOST[lang][:40]) for t in _texts(said)), _texts(said)[-4:]
    _lay(table, ROUND_3, (2, "the_boxer", 1))
    n = len(said)
    _frames(table, GATHERED + 5)
    return table, said, n


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_first_card_after_the_rounds_lost_names_the_starter(lang):
    table, said, n = _lost_and_gathered(lang)
    assert table.session.tracker.view().round == 1, _texts(said)[n:]  # no deal, bare
    _lay(table, (2, "the_sailor", 1))  # Bob won round 3 (unseen): he starts round 4
    view = table.session.tracker.view()
    texts = _texts(said)[n:]
    assert view.seats[1].zone == ("the_sailor",) and view.active == 2, texts
    assert NEXT[lang] in texts and not any("?" in t or "2" in t for t in texts), texts
    _lay(table, (2, "the_sailor", 1), (3, "the_urchin", 1))  # the next play is Carol's
    assert table.session.tracker.view().seats[2].zone == ("the_urchin",), _texts(said)[n:]


def test_the_rounds_after_the_loss_are_said_without_their_number():
    table, said, _ = _lost_and_gathered()
    _lay(table, (3, "the_sailor", 1))  # Carol starts, the companion's own starter too
    assert "The next round. Carol starts." in _texts(said), _texts(said)[-4:]
    assert not any(t.startswith("Round 2") for t in _texts(said)), _texts(said)[-4:]


def test_two_players_the_face_up_cards_wait_for_the_first_card_and_are_the_new_ones():
    """2 players: Alice's Investigators guessed, the question open, the table cleared; round
    2's face-up cards and Bob's Fed held, gathered; round 3's Boxer held, then round 1
    settled (rounds lost). The next round's face-up cards, laid first, wait for the first
    zone card (Bob's: he starts); the lost rounds' face-up cards are none of them (with
    the fix alone, the held ones were said "Face up: The Boxer." again)."""
    from companion.tracker import observations as o
    from tests.companion.app.test_live_deal import CLEARED_MID_FRAMES, GONE, _table
    table, said, _ = _table()
    _frames(table, 6, (1, "investigators"))
    table.session.observe(o.target(1))
    table.session.observe(o.guess(5))
    _frames(table, CLEARED_MID_FRAMES + 40)
    old = [(None, k, i) for i, k in enumerate(("the_boxer", "the_fed", "cultists"))]
    _lay(table, *old, (2, "the_fed", 1))  # round 2, held
    _frames(table, GATHERED + 5)
    _lay(table, *old, (1, "the_boxer", 1))  # round 3, held
    _frames(table, 2 * GONE, *old, (1, "the_boxer", 1))
    table.session.observe(o.seat_out(1))
    table.session.observe(o.card_seen(1, "the_musician"))  # round 1 settled
    _frames(table, 6, *old, (1, "the_boxer", 1))
    assert any(t.startswith(LOST["en"][:40]) for t in _texts(said)), _texts(said)[-4:]
    _frames(table, GATHERED + 5)
    new = [(None, k, i) for i, k in enumerate(("deep_one", "the_sailor", "investigators"))]
    n = len(said)
    _lay(table, *new)
    assert table.session.tracker.view().round == 1 and _texts(said)[n:] == []
    _lay(table, *new, (2, "the_fed", 1))  # Bob won round 3: he starts
    view = table.session.tracker.view()
    assert view.face_up == ("deep_one", "the_sailor", "investigators"), _texts(said)[n:]
    assert view.seats[1].zone == ("the_fed",) and view.active == 0, _texts(said)[n:]
    assert "The next round. Bob starts." in _texts(said)[n:]


@pytest.mark.parametrize("lang, says", [
    ("en", "Mythos tokens, not counting the rounds I lost (the Mythos tokens on the table "
           "are right): Carol has 1 Insane; the others none."),
    ("fr", "Pions Mythe, sans les manches que j'ai perdues"),
    ("es", "Fichas de Mitos, sin contar las rondas que perdí")])
def test_key_4_after_the_rounds_lost_does_not_give_its_count_as_the_score(lang, says):
    # review of late49: "Mythos tokens. Carol has 1 Insane; the others none." said as fact
    # for the rest of the game, the lost rounds' tokens missing
    table, said, _ = _lost_and_gathered(lang)
    for laid in ((), ((2, "the_sailor", 1),)):  # before the next deal, and after it
        _lay(table, *laid)
        n = len(said)
        table._one_key("4")
        assert _texts(said)[n:][0].startswith(says), _texts(said)[n:]


def test_a_table_gathered_before_the_held_cards_does_not_end_the_wait_for_the_gather():
    """The deal waits for "Which card in Bob's zone?" (round 1 over), the table gathered
    (its gathered second noted), round 2 played (held) and gathered, round 3's Sailor laid
    (held); then the answer: rounds lost. Round 3's next play, Alice's Boxer, was taken as
    the next round's first ("The next round. Alice starts." "Alice: The Boxer."; late49:
    "Round 2. Alice starts."): the old gathered second ended the wait at once."""
    from companion.tracker import observations as o
    from tests.companion.app.test_live_deal import GONE, _table
    table, said, _ = _table()
    for obs in (o.card_seen(0, "investigators"), o.target(1), o.guess(3), o.seat_out(1),
                o.card_seen(1, ["the_boxer", "deep_one"])):
        table.session.observe(obs)
    _frames(table, GATHERED + 5)  # round 1's cards gathered, the question open
    _lay(table, (1, "the_fed", 1), (2, "the_urchin", 1))  # round 2, held
    _frames(table, GATHERED + 5)
    _lay(table, (2, "the_sailor", 1))  # round 3, held
    _frames(table, 2 * GONE, (2, "the_sailor", 1))
    table.session.observe(o.was("deep_one"))
    _frames(table, 6, (2, "the_sailor", 1))
    assert any(t.startswith(LOST["en"][:40]) for t in _texts(said)), _texts(said)[-4:]
    n = len(said)
    _lay(table, (2, "the_sailor", 1), (1, "the_boxer", 1))  # round 3 goes on
    assert table.session.tracker.view().round == 1 and _texts(said)[n:] == []
    _frames(table, GATHERED + 5)  # round 3 gathered
    _lay(table, (1, "cultists", 1))  # Alice won round 3: she starts round 4
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[0].zone == ("cultists",), _texts(said)[n:]
    assert "The next round. Alice starts." in _texts(said)[n:]


def test_enter_after_the_rounds_lost_waits_for_the_first_card_or_its_unread_zone():
    # review of late49: Enter and 3 dealt "The next round. Carol starts." (the companion's
    # starter, said as fact) and gave Carol the card; the first card's player starts
    from tests.companion.app.test_stall_holds import _unread
    table, said, _ = _lost_and_gathered()
    n = len(said)
    for key in "\n3":
        table._one_key(key)
    assert table.session.tracker.view().round == 1, _texts(said)[n:]
    assert _texts(said)[n:][-1].startswith("After the rounds I lost, the next round's first "
                                           "card tells me who starts"), _texts(said)[n:]
    _unread(table, 2)  # "I cannot read a card in Bob's zone": his, he starts
    n = len(said)
    for key in "\n3+1":
        table._one_key(key)
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[1].zone == ("the_boxer",), _texts(said)[n:]
    assert "The next round. Bob starts." in _texts(said)[n:]


def test_a_card_unread_in_the_round_under_way_is_not_asked_for():
    # review of late49: "I cannot read a card in Bob's zone: press Enter, then its rank."
    # in the lost round under way; Enter then said "No turn in progress."
    from tests.companion.app.test_stall_holds import _unread
    table, said = _round_3_laid()
    table._one_key("\n")
    table._one_key("5")
    _frames(table, 6, ROUND_3)
    n = len(said)
    _unread(table, 2)
    _frames(table, 6, ROUND_3)
    assert _texts(said)[n:] == [] and table._unread_awaited() == ()


def test_a_log_resumed_after_rounds_lost_keeps_them_lost_a_tie_s_starter_does_not():
    # review of late49: resumed, the rounds were said numbered again ("Round 3. …") and key
    # 4's tokens as the score; a tied round's "who starts?" answer is no round lost
    from types import SimpleNamespace
    from companion.app.session import TableSession
    from companion.tracker import observations as o
    from tests.companion.app.test_live import tie_round_1
    table, _, _ = _lost_and_gathered()
    _lay(table, (2, "the_sailor", 1))
    said = []
    session = TableSession(say=said.append, record=lambda line: None, lang="en")
    session.resume(SimpleNamespace(tracker=table.session.tracker, marks={}, refused=[],
                                   damaged=[], held=None, twin=None))
    assert session.rounds_lost
    session._key_scores(None)
    assert said[-1].brief.startswith("Mythos tokens, not counting the rounds I lost")
    tied = TableSession(say=lambda a: None, record=lambda line: None, lang="en")
    tied.observe(o.start("arkham", ["Ann", "Bob", "Cy"], "en", 0))
    tie_round_1(tied)
    tied.observe(o.first_player(tied.tracker.question.info[0]))
    again = TableSession(say=lambda a: None, record=lambda line: None, lang="en")
    again.resume(SimpleNamespace(tracker=tied.tracker, marks={}, refused=[], damaged=[],
                                 held=None, twin=None))
    assert not again.rounds_lost


def test_the_cleared_table_after_the_rounds_lost_gives_no_false_round_number():
    # review of late49, MEDIUM: after rounds lost the cleared table said "round 2 is not
    # over" of the table's round 4; the app's lines with a round number have an unnumbered
    # form said then (SessionSpeech.unnumbered)
    from tests.companion.app.test_live_deal import CLEARED_MID_FRAMES
    table, said, _ = _lost_and_gathered()
    _lay(table, (2, "the_sailor", 1))  # the next round, Bob's first play
    n = len(said)
    _frames(table, CLEARED_MID_FRAMES + 5)  # the table cleared in its middle
    texts = _texts(said)[n:]
    assert texts and not any("round 2" in t for t in texts), texts
