"""QA42 H1 (a play the camera reads late lets the cards close "was that Carol's hand?" into
a false "Bob is out."), checked on its own log, and the guards any fix must keep (from the
review of settle42, session 42, not merged: its accounts awaiting a late play held lines
back, never said some games' end and said false facts). What is fixed (probable43, rule 2
of settle43): an out only the cards told is said "probably out … not confirmed", never as
a fact, and a card then refused in that player's zone says so and what to do. What is
not (a strict xfail): his late cards are still refused.

Two sources: QA42's camera log (video of `companion demo --edition arkham-classic
--players 6 --lang fr --seed 5 --stickers-only --conditions dim`, played with no answer
given; its transcript: Eve wins round 1 with an Insane token, Eve and Bob are never out in
it) and random engine games read in order by the camera with the players giving no answer
to "was that X's hand?" (nothing is read late there, so an account waiting for a late play
is always a wrong one).
"""
import random

import pytest

from companion.engine.state import new_game
from companion.narration import narrate_events
from companion.tracker import Tracker, observations as o
from companion.tracker.from_engine import Converter, observe_random_play
from companion.tracker.tracker import UNCONFIRMED

NAMES = ["Alice", "Bob", "Carol", "Dan", "Eve", "Fay"]

#: the camera cards of QA42's log of that video (B-play.jsonl), in order (seat, card)
QA42_B_CARDS = [
    (0, "the_boxer"), (2, "investigators"), (3, "investigators"), (4, "the_urchin"),
    (5, "the_sailor"), (0, "the_entertainer"), (1, "the_fed"), (3, "cthulhu"),
    (3, "shoggoth"), (4, "randall_tillinghast"), (5, "the_urchin"), (0, "the_boxer"),
    (1, "the_musician"), (4, "the_fed"), (5, "deep_one"), (0, "the_dilettante"),
    (0, "stowaway"), (4, "the_musician"), (5, "investigators"), (0, "deep_one"),
    (1, "stowaway"), (5, "the_fed"), (2, "the_dilettante"), (2, "necronomicon"),
    (4, "the_sailor"), (5, "investigators"), (0, "investigators"), (0, "cultists"),
    (1, "investigators"), (1, "nightgaunt"), (5, "the_boxer"), (4, "the_fed"),
    (5, "the_urchin"), (0, "the_entertainer"), (4, "the_urchin"),
    (5, "randall_tillinghast"), (1, "randall_tillinghast"), (3, "deep_one")]


def _qa42_b_events():
    t = Tracker()
    t.apply(o.start("arkham-classic", NAMES, lang="fr", first=0))
    return [e for seat, card in QA42_B_CARDS for e in t.apply(o.card_seen(seat, card))]


def test_qa42_b_log_never_says_eve_out_nor_gives_alice_the_round():
    """Round 1's truth: Eve wins it; the log never shows her out nor Alice winning."""
    events = _qa42_b_events()
    assert not [e for e in events if e.kind == "player_out" and e.seat == 4]
    assert not [e for e in events if e.kind == "round_ended"]


def _qa42_b_said(lang: str = "en") -> list[list[str]]:
    """The lines said at each card of QA42's log."""
    t = Tracker()
    t.apply(o.start("arkham-classic", NAMES, lang=lang, first=0))
    return [narrate_events(t.apply(o.card_seen(seat, card)), NAMES, lang)
            for seat, card in QA42_B_CARDS]


def test_qa42_b_log_never_says_bob_out_as_a_fact():
    """QA42 H1 on its own log: Bob is in until Alice's second Boxer (card 11), his
    Musician read 11 cards late (card 12). Main said "Bob quitte la manche." as a fact at
    Dan's card (2): "was that Carol's hand?", unanswered, closed by the cards alone. Now
    his out is said only not confirmed, and never as a fact in the log."""
    events = _qa42_b_events()
    outs = [e for e in events if e.kind == "player_out" and e.seat == 1]
    assert outs and all(e.value == UNCONFIRMED and not e.cards for e in outs), outs
    assert _qa42_b_said("fr")[2][0] == "Bob a probablement quitté la manche : les cartes " \
        "le disent, non confirmé."


def test_qa42_b_log_refusals_of_bob_say_his_out_was_not_confirmed():
    """Main refused Bob's late Musician (card 12) as if his out were told ("Carte non
    comptée : le Musicien dans la zone de Bob, qui a quitté la manche. Vérifiez la zone, ou
    annulez."): now the line says he was only probably out, and what to do if he is in."""
    said = _qa42_b_said("fr")[12]
    assert said == ["Carte non comptée : le Musicien dans la zone de Bob : Bob avait "
                    "probablement quitté la manche, sans confirmation. Si Bob est encore en jeu, "
                    "appuyez deux fois sur moins jusqu'à ce que la question sur la carte de "
                    "Carol soit reposée, et répondez-y ; puis retirez les cartes "
                    "annulées et reposez-les, dans leur ordre."], said


@pytest.mark.xfail(strict=True, reason="QA42 H1 on its own log, left open: the log also "
                   "lacks Dan's Cultists (never read), so the round is read wrong before "
                   "the Musician comes (cards 7-11 refused, 'waiting for Carol's play') and "
                   "every place for the Musician refuses Bob's Fed (card 6), taken before; "
                   "the repair (late44) is made only when the replay takes every card the "
                   "table took (test_late_play_repair), so his cards are refused until the "
                   "players undo to the question and answer it")
def test_qa42_b_log_takes_bobs_late_cards():
    events = _qa42_b_events()
    assert not [e for e in events if e.kind == "inconsistency" and e.seat == 1]


def test_qa42_b_log_makes_no_late_play_repair():
    """The repair of a play read late (:mod:`companion.tracker.late_play`) keeps today's
    refusal on this log: the round was read wrong before (a card missing besides Bob's
    Musician), and a replay would drop cards the table took (review of settle43)."""
    assert not [e for e in _qa42_b_events() if e.kind == "late_card"]


def test_qa42_b_log_undo_to_the_question_and_its_answer_put_bob_back_in():
    """What the refusal line tells to do works on the log: after the refused Musician,
    undo (minus twice) one input at a time until "was that Carol's hand?" is asked again
    (11: the Musician, then cards 11 back to 2, Dan's, which closed it), answer 1 (yes,
    her hand: the truth), lay the Musician and Dan's discard again in their order: Bob
    plays his Musician, Dan discards, and Bob is never said out."""
    t = Tracker()
    t.apply(o.start("arkham-classic", NAMES, lang="en", first=0))
    for seat, card in QA42_B_CARDS[:13]:
        t.apply(o.card_seen(seat, card))
    assert t.refused_last()
    undos = 0
    while t.question is None or t.question.seat != 2:
        t.undo()
        undos += 1
    assert undos == 11 and len(t.history) == 3  # the start, Alice's and Carol's cards
    said = narrate_events(t.apply(o.seat_out(2)), NAMES, "en")
    assert said == ["Carol is out, with the Investigators.", "Bob."], said
    said = [e for seat, card in ((1, "the_musician"), (3, "investigators"))
            for e in t.apply(o.card_seen(seat, card))]
    assert [(e.kind, e.seat) for e in said if e.kind in ("card_played", "card_discarded",
                                                         "player_out", "inconsistency")] \
        == [("card_played", 1), ("card_discarded", 3)], said
    assert not t.view().seats[1].out


def _unanswered_game(edition: str, players: int, seed: int, answers: str = "asked") -> list:
    """The events of a random engine game read in order by the camera (hands as cards),
    players answering only the effect questions, never "was that X's hand?"
    (``answers="all"``: players tell every choice, the game as it was)."""
    rng = random.Random(seed)
    game = new_game(edition, players)
    conv = Converter(edition, game.names, 0, game.options, answers=answers, hands="card")
    t = Tracker()
    said = []
    for i, obs in observe_random_play(game, rng, conv):
        got = t.apply(obs)
        while got:
            said += got
            asked = [e for e in got if e.kind == "question" and e.value == "effect"]
            got = t.apply(conv.answer_question(asked[0], i)) if asked else []
    assert not [e for e in said if e.kind == "inconsistency"]
    return said


@pytest.mark.parametrize("edition, players, seed", [
    ("arkham", 3, 2), ("arkham-classic", 4, 2), ("original", 6, 2)])
def test_an_unanswered_out_question_in_order_still_lets_the_game_win_be_said(
        edition, players, seed):
    """Nothing read late: main says the game's winner; settle42 kept an account waiting
    for a play that never comes and stayed silent to the end (11 of 180 such games)."""
    assert [e for e in _unanswered_game(edition, players, seed) if e.kind == "game_won"]


def test_a_knocked_out_hand_one_card_late_leaves_the_plays_before_it_said():
    """QA F1's case: Bob lost Alice's Boxer compare, Carol and Dan played, Bob's hand
    came after Dan's play. Main says Carol's and Dan's plays at Dan's card; settle42 said
    nothing for five cards (the account "Carol out, Bob's play late" held every line)."""
    t = Tracker()
    t.apply(o.start("arkham-classic", NAMES, lang="en", first=0))
    said = []
    for seat, card in ((0, "the_boxer"), (2, "investigators"), (3, "investigators"),
                       (1, "the_urchin")):
        said += t.apply(o.card_seen(seat, card))
    assert [e.seat for e in said if e.kind == "card_played"] == [0, 2, 3]


def _qa42_b_tracker(cards: int) -> Tracker:
    t = Tracker()
    t.apply(o.start("arkham-classic", NAMES, lang="fr", first=0))
    for seat, card in QA42_B_CARDS[:cards]:
        t.apply(o.card_seen(seat, card))
    return t


def test_a_card_face_up_in_a_third_zone_is_not_counted_unseen():
    """Carol's and Dan's Investigators lie face up: 5 copies (arkham-classic), 3 unseen.
    settle42's account holding Dan's card pending counted it unseen (key 3: 4 left)."""
    assert _qa42_b_tracker(3).unseen()["investigators"] == 3


def test_the_zones_told_never_lose_a_card_within_the_round():
    """The view (what the zone keys read out) keeps every card it showed: settle42's
    first account after Dan's Cthulhu was one holding 4 cards pending, its zones 4 cards
    while 8 lay face up."""
    t = Tracker()
    t.apply(o.start("arkham-classic", NAMES, lang="fr", first=0))
    shown = 0
    for seat, card in QA42_B_CARDS[:12]:
        t.apply(o.card_seen(seat, card))
        now = sum(len(s.zone) for s in t.view().seats)
        assert now >= shown, (seat, card, now, shown)
        shown = now


def _carol_then_dan(lang: str, *answer) -> list[str]:
    """Alice's Boxer, Carol's Investigators ("was that Carol's hand?"), ``answer``, then
    Dan's Investigators: the lines said at Dan's card."""
    t = Tracker()
    t.apply(o.start("arkham-classic", NAMES[:4], lang=lang, first=0))
    for obs in (o.card_seen(0, "the_boxer"), o.card_seen(2, "investigators"), *answer):
        t.apply(obs)
    return narrate_events(t.apply(o.card_seen(3, "investigators")), NAMES[:4], lang)


@pytest.mark.parametrize("lang, line", [
    ("en", "Bob is probably out: the cards tell it, not confirmed."),
    ("fr", "Bob a probablement quitté la manche : les cartes le disent, non confirmé."),
    ("es", "Bob probablemente queda fuera: lo dicen las cartas, sin confirmar.")])
def test_an_out_only_the_cards_told_is_said_not_confirmed(lang, line):
    """Nobody answered "was that Carol's hand?"; Dan's card closed it as Carol's play, so
    Bob lost Alice's Boxer compare, his hand not laid: main said "Bob is out." (QA42 H1)."""
    assert _carol_then_dan(lang)[0] == line


def test_an_out_the_players_told_is_still_said_as_fact():
    """"2 no, Carol played it" answered: Bob's out follows from the answer, not a card."""
    t = Tracker()
    t.apply(o.start("arkham-classic", NAMES[:4], lang="en", first=0))
    t.apply(o.card_seen(0, "the_boxer"))
    t.apply(o.card_seen(2, "investigators"))
    said = narrate_events(t.apply(o.not_hand(2)), NAMES[:4], "en")
    assert said[0] == "Bob is out."


@pytest.mark.parametrize("lang, line", [
    ("en", "Not counted: The Musician in Bob's zone: Bob was only probably out. If Bob is "
           "still in, press minus twice until the question on Carol's card is asked "
           "again, and answer it; then take away the cards undone and lay them again, in "
           "their order."),
    ("es", "No se cuenta: el Músico en la zona de Bob: Bob probablemente estaba fuera, sin "
           "confirmar. Si Bob sigue en juego, pulsa menos dos veces hasta que se vuelva a hacer la "
           "pregunta sobre la carta de Carol, y respóndela; luego retira las cartas "
           "deshechas y vuelve a ponerlas, en su orden.")])
def test_a_card_refused_in_the_zone_of_a_player_only_probably_out_says_so(lang, line):
    """QA42's log, Bob's Musician (card 12) in en and es (fr: above): main said "Not
    counted: The Musician in Bob's zone, as Bob is out. Check the zone, or undo."."""
    assert _qa42_b_said(lang)[12] == [line]


def test_a_card_refused_in_the_zone_of_a_player_told_out_is_said_as_before():
    """QA42's log with "was that Carol's hand?" answered 2 (no, Carol played it): Bob's out
    is the players' word, said as a fact, and his Musician's refusal is main's."""
    t = Tracker()
    t.apply(o.start("arkham-classic", NAMES, lang="en", first=0))
    said = []
    for obs in ([o.card_seen(*c) for c in QA42_B_CARDS[:2]] + [o.not_hand(2)]
                + [o.card_seen(*c) for c in QA42_B_CARDS[2:13]]):
        said.append(narrate_events(t.apply(obs), NAMES, "en"))
    assert said[2][0] == "Bob is out."
    assert said[-1] == ["Not counted: The Musician in Bob's zone, as Bob is out. Check the "
                        "zone, or undo."], said[-1]
