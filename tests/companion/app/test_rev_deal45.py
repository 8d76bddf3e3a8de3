"""Review of deal45: the deal taken past an open question whose answer decides who won
the round (seed 002 "Starting the Next Round": the previous round's winner starts), the
new round's first card to tell. Until it does, nothing may name one account's winner or
tokens as fact: a card laid by a third player, key 4 (scores), keys 5 and 8; nor may the
dealing steps be lost when the first card deals the round."""
import queue
import random

import pytest

from companion.app.keys import Command
from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.engine.state import new_game
from companion.narration.catalog import message
from companion.tracker.from_engine import Converter, observe_random_play

from .test_live_deal import CLEARED_FRAMES, _Camera, _frames, _texts
from .test_qa44_t1_round_end_deal import seed_18_round_two_over


def _seed_18_dealt(lang="en"):
    """:func:`seed_18_round_two_over` (Bob out: Alice wins round 2 and 1 Sane; in: Bob
    wins and 1 Insane), the table gathered and round 3 dealt, its first card not laid."""
    table, said = seed_18_round_two_over(lang)
    _frames(table, 3 * CLEARED_FRAMES)
    tracker = table.session.tracker
    assert tracker.view().round == 3 and {h.active for h in tracker.hyps} == {0, 1}
    return table, said


def test_first_card_by_a_third_player_waits_for_alice_or_bob_not_one_account_s_starter():
    # Carol lays round 3's first card by mistake: "Waiting for Alice's play" told Alice won
    # round 2 (the first account's), though Bob may have
    table, said = _seed_18_dealt()
    start = len(said)
    _frames(table, 6, (3, "the_urchin"))
    texts = _texts(said[start:])
    joined = " | ".join(texts)
    either = message("en", "wait.play", player="Alice or Bob")
    assert any(either in t for t in texts), joined
    assert not any(message("en", "wait.play", player="Alice") in t for t in texts), joined
    assert len(table.session.tracker.hyps) == 2  # still undecided


def test_key_4_after_the_deal_does_not_give_one_account_s_tokens_as_fact():
    # "Mythos tokens. Alice has 1 Sane; Carol has 1 Insane; Bob none.": the first
    # account's (Alice won round 2); if Bob was in, he won it and has 1 Insane, Alice none
    table, said = _seed_18_dealt()
    start = len(said)
    table.session.key(Command("scores"))
    texts = _texts(said[start:])
    assert not any("Alice has 1 Sane" in t or "Bob none" in t for t in texts), texts
    assert texts == [message("en", "app.scores_undecided", Tokens="Mythos tokens",
                             players="Alice or Bob", list="Carol has 1 Insane; the others none")]


def test_key_4_in_spanish_after_the_deal_names_both_possible_winners():
    table, said = _seed_18_dealt("es")
    start = len(said)
    table.session.key(Command("scores"))
    texts = _texts(said[start:])
    assert len(texts) == 1 and "Alice o Bob" in texts[0], texts


def _laid_first_on_the_ungathered_table(seat: int) -> list[str]:
    """What is said when The Urchin is laid in ``seat``'s zone (1-based) at round 2's end
    of :func:`seed_18_round_two_over`, the table never seen cleared: round 3 is dealt."""
    table, said = seed_18_round_two_over()
    start = len(said)
    _frames(table, 6, (seat, "the_urchin"))
    texts = _texts(said[start:])
    assert table.session.tracker.view().round == 3, texts
    return texts


def test_round_dealt_by_the_winner_s_first_card_says_the_dealing_steps_before_round_three():
    # the table never seen cleared, Bob lays round 3's first card: the deal is taken on it
    # (QA43 L1: the steps said first), but the deal's events held for the card, no
    # round_started came with it and the steps were never said
    texts = _laid_first_on_the_ungathered_table(2)
    steps = texts.index(message("en", "app.setup_deal"))
    assert steps < texts.index("Round 3. Bob starts."), texts
    assert texts.index("Bob wins the round and has 1 Insane.") < texts.index("Round 3. Bob starts.")


def test_round_dealt_by_a_third_player_s_card_says_the_steps_and_that_the_first_card_tells():
    # Carol lays a card first: round 3 is dealt on it, her card refused; the player heard
    # neither the steps nor that Alice's or Bob's first card tells who won round 2
    texts = _laid_first_on_the_ungathered_table(3)
    told = message("en", "app.result_by_first_card", round=2, next=3, players="Alice or Bob")
    assert texts.index(message("en", "app.setup_deal")) < texts.index(told), texts


def test_key_5_at_the_round_s_end_says_its_result_waits_not_that_the_deal_does():
    # the question decides who won round 2, but the deal is taken past it (the first card
    # tells): "The next deal waits for the answer to the question." was false
    table, said = seed_18_round_two_over()
    assert table.session.tracker.deal_closes_question()
    start = len(said)
    table.session.key(Command("whose_turn"))
    texts = _texts(said[start:])
    assert not any(message("en", "app.deal_waits_answer") in t for t in texts), texts
    assert any(t.startswith(message("en", "app.round_result_waits_answer")) for t in texts), texts
    assert any("was that Bob's hand" in t for t in texts), texts  # still asked


def test_answer_given_after_the_deal_to_the_question_it_closed_tells_who_won():
    # review of deal45 (LOW): the players' answer given after the deal (plus 1, to the
    # question they heard) was refused as "No question is open.", the accounts kept apart
    # till the first card
    table, said = _seed_18_dealt()
    start = len(said)
    table.session.key(Command("answer", 1))  # yes: Bob's hand, Bob out, Alice won
    texts = _texts(said[start:])
    assert len(table.session.tracker.hyps) == 1, texts
    assert any(t.startswith("Alice wins the round") for t in texts), texts
    assert texts[-1] == "Round 3. Alice starts.", texts
    assert [e[0].kind for e in table.session.tracker.history[-3:]] == ["card", "out",
                                                                       "new_round"]


def test_plus_2_typed_after_the_deal_tells_bob_won_and_starts_round_three():
    # through the live keys: plus waits for its number (it said "No question is open."
    # at once), and 2 (no, still in) gives Bob the round and round 3's first turn
    table, said = _seed_18_dealt()
    start = len(said)
    for key in "+2":
        table.keys.put(key)
    table._keys()
    texts = _texts(said[start:])
    assert message("en", "app.no_question") not in texts, texts
    assert "Bob wins the round and has 1 Insane." in texts, texts
    assert texts[-1] == "Round 3. Bob starts.", texts
    assert [h.active for h in table.session.tracker.hyps] == [1]


def test_a_number_beyond_the_closed_question_s_answers_changes_nothing():
    table, said = _seed_18_dealt()
    history = list(table.session.tracker.history)
    start = len(said)
    table.session.key(Command("answer", 3))
    assert _texts(said[start:]) == [message("en", "app.bad_answer", count=2)]
    assert table.session.tracker.history == history


def _seed_33_game_maybe_over():
    """An engine game (arkham-classic, 6 players, seed 33, random bots, only the answers
    the rules ask for) to round 10's end: "The Fed in Player 2's discard zone: was that
    Player 2's hand, so Player 2 is out?" open. Out: Player 4 wins the round, the game
    goes on; in: Player 2 wins the round and the game (his 2nd Sane token; seed 002
    "Winning the Game"). Returns the live table and what it said."""
    rng = random.Random(33)
    game = new_game("arkham-classic", 6)
    conv = Converter("arkham-classic", game.names, 0, game.options, answers="asked",
                     hands="card")
    said = []
    table = LiveTable(LiveOptions("arkham-classic", "en", tuple(game.names), 0, "unused"),
                      TableSession(say=said.append, record=lambda obs: None, lang="en"),
                      _Camera(), None, queue.Queue(), lambda c: False, lambda line: None)
    table._seat_markers_seen = lambda first=None, keys=False: [1, 2, 3, 4, 5, 6]
    table.guided_setup()
    tracker = table.session.tracker
    for _, obs in observe_random_play(game, rng, conv):
        if obs.kind == "new_round" and tracker.question is not None \
                and any(h.view().game_winners for h in tracker.hyps):
            break
        if obs.kind != "start":
            table.session.observe(obs)
    assert {h.view().game_winners for h in tracker.hyps} == {(1,), ()}  # the game as set
    return table, said


@pytest.mark.parametrize("key", ["whose_turn", "table"])
def test_keys_5_and_8_while_the_question_decides_whether_the_game_is_won_say_it_may_be(key):
    # main and deal45: "The game is over, won by Player 2." as fact, the first account's;
    # if Player 2 was out, Player 4 won the round and round 11 is dealt
    table, said = _seed_33_game_maybe_over()
    start = len(said)
    table.session.key(Command(key))
    texts = _texts(said[start:])
    assert not any(message("en", "app.game_over", players="Player 2") in t for t in texts), texts
    assert texts[0].startswith(message("en", "app.game_over_if", players="Player 2")), texts
