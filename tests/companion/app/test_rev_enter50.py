"""Review of enter50 (session 50): the zone of the Enter prompt heard last
(:mod:`companion.app.enter_heard`) tried against undo, other tables and editions."""
import pytest

from companion.session_log import logged_with_marks

from companion.cards import card
from companion.narration.catalog import message
from companion.tracker import observations as o

from .test_list_window import _quiet
from .test_live_deal import _texts
from .test_qa30m import _keys as _answer_keys
from .test_qa30m import _live_behind
from .test_qa50_enter_heard import LOG, NAMES, _keys, _stalled


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_enter_again_after_its_card_for_the_heard_zone_was_undone_asks_whose_zone(lang):
    """MEDIUM: run C2's table, "… still waiting for Alice's play. Press Enter" heard last;
    Enter and 3 gave Alice's zone the card, the player meant Carol's (her owed hand) and
    undid it: Enter and 3 again gave it to Alice's zone again, and again after every undo,
    no way to give Carol's zone a card by Enter. As for the camera's unread prompt (review
    of stick43): once the card Enter gave the named zone was undone, Enter asks whose zone
    it is."""
    table, said, logged = _stalled(lang, "carol", "alice")
    s = table.session
    _keys(table, "\n3")
    assert [(obs.kind, obs.seat) for obs in logged[-1:]] == [("card", 0)]
    _keys(table, "--")
    assert s.tracker.awaited_seats() == (0, 2)
    before, n = len(logged), len(said)
    _keys(table, "\n")
    assert _texts(said)[-1] == message(lang, "app.prefix_enter"), _texts(said)[n:]
    _keys(table, "3")
    assert [obs.kind for obs in logged[before:]] == [], _texts(said)[n:]
    assert s.choice and len(s.choice) == 2, _texts(said)[n:]


def _alice_check_after_her_play(lang):
    """Run C2's table, "… still waiting for Alice's play. Press Enter" heard last, then her
    play read (The Fed) and the table a turn on: Alice's Sanity check and Carol's owed hand
    awaited, the camera's "I cannot read a card in Carol's zone" still open."""
    table, said, logged = _stalled(lang, "carol", "alice")
    s = table.session
    for seat, key in ((0, "the_fed"), (1, "cultists"), (1, "the_urchin"), (3, "the_urchin")):
        s.observe(o.card_seen(seat, key))
    assert s.tracker.waiting()[:2] == ("check", 0) and s.tracker.awaited_seats() == (0, 2)
    return table, said, logged


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_prompt_answered_by_a_card_in_its_zone_no_longer_picks_enter_s_zone(lang):
    """LOW: the prompt naming Alice's play was answered (her play read), the table went on
    a turn; Enter then still gave its rank to Alice's zone (her Sanity check), by a prompt
    answered a turn ago, though the only prompt still open is the camera's for Carol's
    zone. A prompt is used up once a card is taken in a zone it named (as
    :mod:`companion.app.enter_raced`'s): the open prompt decides, as on main."""
    table, said, logged = _alice_check_after_her_play(lang)
    before = len(logged)
    _keys(table, "\n")
    assert _texts(said)[-1] == message(lang, "app.prefix_enter_zone", player="Carol")
    _keys(table, "5")
    assert _seat(table) == 2, _texts(said)[-2:]
    # the 5 entered for Carol's zone (seat 2): its rank-5 cards, asked which
    entered = [(obs.kind, obs.seat, {card(k).rank for k in obs.cards})
               for obs in logged[before:]]
    assert entered == [("card", 2, {5})], entered


def _seat(table):
    """The seat of the zone the open "which card?" question (or the last card) is about."""
    s = table.session
    question = s.tracker.question
    return question.seat if question is not None else s.tracker.history[-1][0].seat


def test_the_rank_counted_line_is_not_said_once_its_card_was_undone():
    """LOW: run C2's table with a voice behind, Enter and 3 gave Carol's owed hand the Deep
    One (the Boxers counted), minus twice undid it before the voice said it: "Carol's hand:
    the Deep One." was dropped, but "Rank 3 taken as the Deep One: …" was still said, of a
    card no longer there. It is stale once that zone changes (the undo), as the card's
    own line. Checked on the sentence given to the voice (its ``stale``), not on what the
    voice said: under load its thread may begin the line between the two minus keys, the
    card still there (the fresh machine's ``make test``, session 50)."""
    table, s, speaker, engine = _live_behind("en", NAMES)
    table.speech = s.say
    for obs, marks in list(logged_with_marks(LOG))[1:]:
        if not marks.get("refused"):
            s.observe(obs)
    table.unread_zones[2] = s.zone(2)
    s.tell("app.cleared_mid_stalled", count=8, round=1, expected=table._expected())
    s.tell("app.card_unread", player="Carol")  # heard last: Enter's card goes to Carol's
    _quiet(speaker, engine)
    given, emit = [], s._emit
    s._emit = lambda announcement: (given.append(announcement), emit(announcement))[1]
    _answer_keys(table, "\n3")
    assert s.tracker.view().seats[2].zone[-1] == "deep_one"
    counted = [a for a in given if a.brief.startswith("Rank 3")]
    assert len(counted) == 1 and not (counted[0].stale and counted[0].stale())
    _answer_keys(table, "--")
    _quiet(speaker, engine)
    assert "deep_one" not in s.tracker.view().seats[2].zone
    assert counted[0].stale is not None and counted[0].stale()


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_hand_taken_by_the_count_through_whose_zone_is_said_not_as_fact_too(lang):
    """HIGH (the class of fresh QA50's, run C2): Enter and 3 asked "whose discard zone is
    it in? 1: Alice; 2: Carol" (no prompt picks one: the card Enter gave Alice's zone was
    undone); plus 2 gave Carol's owed hand the Deep One, the Boxer meant and both counted
    (one a misread): "Carol's hand: the Deep One." said as fact, no word of the count. The
    list's answer says it as Enter's rank does without a list."""
    table, said, logged = _stalled(lang, "carol", "alice")
    _keys(table, "\n3--")
    _keys(table, "\n3")
    assert table.session.choice
    _keys(table, "+2")
    assert table.session.tracker.view().seats[2].zone[-1] == "deep_one"
    counted = message(lang, "app.enter_rank_counted", rank=3, card=card("deep_one").name(lang),
                      counted=card("the_boxer").name(lang))
    assert _texts(said)[-1] == counted, _texts(said)[-3:]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_list_s_answer_for_alice_s_play_says_the_short_count_clause(lang):
    """A play given through Enter's list, the Deep One chosen by the count: not the hand's
    long line, the short clause of a play (fresh QA50b HIGH-1: never as plain fact; no
    card here was read from its stickers only)."""
    table, said, logged = _stalled(lang, "carol", "alice")
    _keys(table, "\n3--")
    _keys(table, "\n3+1")
    assert table.session.tracker.view().seats[0].zone[-1] == "deep_one"
    assert _texts(said)[-1] == message(lang, "app.enter_rank_laid", rank=3,
                                       card=card("deep_one").name(lang),
                                       counted=card("the_boxer").name(lang))
