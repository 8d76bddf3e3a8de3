"""Session 67 (st67): the forced discard said unread, read late while the table waits for a
knocked-out hand (:mod:`companion.tracker.late_discard`, ``_awaits_turn``). Ann plays the
Stowaway (Sane: the chosen player discards and draws, seed 002 card 5); Bob, Insane, shows
The Dilettante (his Sanity check's card, or that discard) then plays The Boxer, which makes
the discard unread; Bob's Boxer compare knocks Di out, her hand awaited; Cy's forced
discard, The Fed, is read then, before Di's hand. On main no account took it as the
discard while a hand was awaited: "Cy: The Fed." was said, her play, and Di's hand "Di:
The Musician.", her play, then Cy's Urchin "Cy discards The Urchin.", all false. 4 players
(``builders``). Then the engine game it was found in (the sweep of
``docs/benchmarks-history.md``, session 67): arkham-classic 4 players seed 217."""
import random

from companion import rules
from companion.engine.bots import random_action
from companion.engine.state import new_game
from companion.narration import narrate
from companion.tracker import Tracker
from companion.tracker import observations as o
from companion.tracker.from_engine import Converter
from tests.companion.tracker.builders import NAMES, feed, tracker

UNREAD = "The card Ann made someone discard with the Stowaway was not read."
FED_ASKED = ("The Fed in Cy's discard zone: was that Cy's hand, so Cy is out? 1 yes, 2 no, "
             "still in.")


def _said(t, *observations):
    return [narrate(e, NAMES, "en") for e in feed(t, *observations)]


def _hand_awaited():
    """Bob's Boxer played (Di's hand awaited, the Stowaway's discard said unread), then
    Cy's forced discard, The Fed, read late: asked, Cy's hand or not."""
    t = tracker(4)
    feed(t, o.card_seen(0, "the_urchin"), o.card_seen(1, "nightgaunt"),
         o.card_seen(2, "the_sailor"), o.card_seen(3, "the_entertainer"),
         o.card_seen(0, "stowaway"), o.card_seen(1, "the_dilettante"))
    said = _said(t, o.card_seen(1, "the_boxer"))
    assert UNREAD in said and said[-1] == "Bob: The Boxer.", said
    assert _said(t, o.card_seen(2, "the_fed")) == [FED_ASKED]
    return t


def test_a_late_discard_read_before_a_knocked_out_hand_answered():
    """The players answer what is asked (Cy still in; Di's Musician her hand): the discard,
    Di out with her hand, then Cy's turn, her Urchin her play."""
    t = _hand_awaited()
    assert _said(t, o.still_in(2)) == []
    assert _said(t, o.card_seen(3, "the_musician")) == [
        "The Musician in Di's discard zone: was that Di's hand, so Di is out? 1 yes, 2 no."]
    assert _said(t, o.seat_out(3)) == ["Cy is still in.", "Cy discards The Fed.",
                                       "Di is out, with The Musician.", "Cy."]
    assert _said(t, o.card_seen(2, "the_urchin")) == [
        "Cy: The Urchin.", "Cy is protected.", "Ann.", "Ann: Sanity check, 1 card."]


def test_a_late_discard_read_before_a_knocked_out_hand_unanswered():
    """No answer: nothing false is said (main: "Cy: The Fed." "Di: The Musician." "Cy
    discards The Urchin."); the accounts wait for the cards or the answer."""
    t = _hand_awaited()
    said = _said(t, o.card_seen(3, "the_musician"), o.card_seen(2, "the_urchin"),
                 o.card_seen(0, "the_boxer"))
    assert not any(x in said for x in ("Cy: The Fed.", "Di: The Musician.",
                                       "Cy discards The Urchin.")), said
    assert "The Musician in Di's discard zone: was that Di's hand, so Di is out? 1 yes, 2 no, " \
           "still in." in said, said


def _engine_game(edition, players, seed):
    """The engine game's observations, each with what answers its questions, and the first
    forced discard made in a third zone (neither the effect's player's nor the next
    player's): the sweep of st62 / sc64 (``/tmp/s64/sc64/measure.py``)."""
    rng = random.Random(seed)
    game = new_game(edition, players)
    conv = Converter(edition, game.names, 0, game.options, answers="asked")
    recs = []
    while not game.is_terminal():
        action = random_action(game, rng)
        n = len(game.events)
        game.apply_action(action)
        for i, ob in enumerate(conv.convert(game.events[n:], action)):
            recs.append((ob, conv.out_at[i], conv.hand_at[i], conv.discard_at[i],
                         conv.last_play))
    held = next(i for i, r in enumerate(recs) if r[3] and r[4] and r[0].seat not in (
        r[4]["seat"], rules.next_seat(r[4]["seat"], recs[i - 1][1])))
    return game.names, conv, recs, held


def _feed_engine(t, conv, rec):
    """The tracker fed one engine observation, its questions answered from the truth but
    the discard-or-play one (left open, as the sweep does); every event returned."""
    conv.out_at, conv.hand_at, conv.discard_at = [rec[1]], [rec[2]], [rec[3]]
    conv.last_play = rec[4]
    evs = list(t.apply(rec[0]))
    asked = [e for e in evs if e.kind == "question" and e.value in ("effect", "out", "was_hand")]
    while asked:
        q = asked.pop(0)
        if q.value == "out" and q.info and q.info[-1] == "discard":
            continue
        a = conv.answer_question(q, 0)
        got = list(t.apply(a)) if a is not None else []
        evs += got
        asked += [e for e in got if e.kind == "question"
                  and e.value in ("effect", "out", "was_hand")]
    return evs


def test_engine_game_arkham_classic_4_players_seed_217():
    """Player 1's Musician chose Player 3, her Investigators discarded, not read; Player 2
    (Insane) shows The Dilettante, his check's card, then plays the Deep One, the discard
    said unread; Player 3's Investigators is read then, Player 4's hand (the Deep One's
    compare lost, the Stowaway) after it. Main said "Player 3: the Investigators." (false)
    and refused her true play. Now: the discard, Player 4 out, Player 3's play, no
    refusal."""
    names, conv, recs, held = _engine_game("arkham-classic", 4, 217)
    t = Tracker()
    said = []
    for i, rec in enumerate(recs):
        if i == held:
            continue
        evs = _feed_engine(t, conv, rec)
        if any(e.kind == "discard_unread" for e in evs):
            # the held discard read right after, then the next three inputs
            for late in [recs[held]] + recs[i + 1:i + 4]:
                said += [narrate(e, names, "en") for e in _feed_engine(t, conv, late)]
            break
    assert not any(x.startswith(("Not counted", "The Investigators by")) for x in said), said
    assert said.index("Player 3 discards the Investigators.") \
        < said.index("Player 4 is out, with the Stowaway.") \
        < said.index("Player 3: the Investigators."), said
