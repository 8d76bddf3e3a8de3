"""hedge44: what the table hears while a player is only probably out (the cards alone
closed an unanswered "was that Carol's hand?", QA42 H1; or the player was held out while
the camera could not read their zone, QA43 M1). A round or game won then is said "If Bob
is out: Dan wins the round …" with how to go back to the question, not as fact (review of
probable43), and key 4 says the round's token hangs on it until the next deal; a card in
that player's zone taken as their hand, held behind another open question, is said when
it closes "Bob's hand, if Bob is out (not confirmed): …" and leaves them only probably
out."""
import pytest

from companion.app.keys import Command
from companion.narration import narrate, narrate_events
from companion.tracker import Tracker, observations as o
from companion.tracker.events import TableEvent

NAMES = ["Alice", "Bob", "Carol", "Dan"]

#: per edition: Alice's compare card (Bob loses it, his hand owed), the 1 (guess), a 4
#: and a 5
CARDS = {"arkham-classic": ("the_boxer", "investigators", "the_urchin", "the_musician"),
         "original": ("great_race_of_yith", "investigators_original", "elder_sign",
                      "henry_armitage")}

WON = {
    "en": ("If Bob is out: Dan wins the round and has 1 Sane. If Bob is still in, press "
           "minus twice until the question on Carol's card is asked again, and answer it."),
    "fr": ("Si Bob a quitté la manche : Dan remporte la manche et a 1 pion sain d'esprit. "
           "Si Bob est encore en jeu, appuyez deux fois sur moins jusqu'à ce que la "
           "question sur la carte de Carol soit reposée, et répondez-y."),
    "es": ("Si Bob está fuera: Dan gana la ronda y tiene 1 ficha del lado cuerdo. Si Bob sigue "
           "en juego, pulsa menos dos veces hasta que se vuelva a hacer la pregunta sobre "
           "la carta de Carol, y respóndela."),
}


def _round_won(edition: str = "arkham-classic"):
    """The inputs of the review of probable43's case in ``edition``: Alice's compare
    (Bob, who lost it, said probably out at Dan's card), Alice knocks Carol out and Dan
    Alice (answered): only Bob, probably out, and Dan are left."""
    boxer, inv, four, five = CARDS[edition]
    return [o.card_seen(0, boxer), o.card_seen(2, inv), o.card_seen(3, inv),
            o.card_seen(0, inv), o.target(2), o.guess(4), o.seat_out(2),
            o.card_seen(2, four), o.card_seen(3, inv), o.target(0), o.guess(5),
            o.seat_out(0), o.card_seen(0, five)]


def _said(inputs, lang="en", edition="arkham-classic"):
    t = Tracker()
    t.apply(o.start(edition, NAMES, lang=lang, first=0))
    said = []
    for obs in inputs:
        said += narrate_events(t.apply(obs), NAMES, lang)
    return t, said


@pytest.mark.parametrize("edition", ["arkham-classic", "original"])
@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_round_won_while_bob_is_only_probably_out_says_if_bob_is_out(edition, lang):
    t, said = _said(_round_won(edition), lang, edition)
    assert said[-1] == WON[lang]
    assert t.probably_out() == (1,)


def test_the_round_won_once_bob_s_out_is_answered_is_said_as_fact():
    """"1 yes" to "was that Carol's hand?" before Dan's card: Bob's out is the table's
    word (the answer put him out as the compare's loser), the win a fact."""
    inputs = _round_won()
    t, said = _said(inputs[:2] + [o.not_hand(2)] + inputs[2:])
    assert said[-1] == "Dan wins the round and has 1 Sane."
    assert t.probably_out() == ()


def test_undoing_the_card_that_ended_the_round_takes_the_win_back_and_keeps_the_hedge():
    t, said = _said(_round_won())
    t.undo()  # Alice's Musician: the round not over, Bob still only probably out
    assert not t.state.round_winners and t.probably_out() == (1,)
    again = narrate_events(t.apply(o.card_seen(0, "the_musician")), NAMES, "en")
    assert again[-1] == WON["en"]


def test_a_game_won_while_bob_is_only_probably_out_says_if_bob_is_out():
    event = TableEvent("game_won", info=(3,), value=((0, 0), (0, 0), (0, 0), (2, 0)),
                       hedge=((1, 2),))
    assert narrate(event, NAMES, "en").startswith("If Bob is out: Dan wins the game! ")
    two = TableEvent("round_ended", info=(3,), value=((0, 0), (0, 0), (0, 0), (1, 0)),
                     hedge=((1, None), (2, None)))  # held out unread: no question
    assert narrate(two, NAMES, "fr") == ("Si Bob et Carol ont quitté la manche : Dan "
                                         "remporte la manche et a 1 pion sain d'esprit.")


@pytest.mark.parametrize("edition, players, seed", [("arkham", 3, 15),
                                                    ("arkham-classic", 4, 39)])
def test_random_games_with_an_unanswered_question_hedge_the_round_the_cards_decided(
        edition, players, seed):
    """Random engine games read in order, "was that X's hand?" never answered: the round
    ended while Carol was only probably out is said "If Carol is out: …"."""
    from tests.companion.tracker.test_qa42_late_play import _unanswered_game
    names = NAMES[:players]
    events = _unanswered_game(edition, players, seed)
    hedged = [e for e in events if e.kind == "round_ended" and e.hedge]
    assert [e.hedge for e in hedged] == [((2, 1),)]
    assert narrate(hedged[0], names, "en").startswith("If Carol is out: ")


@pytest.mark.parametrize("edition", ["arkham-classic", "original"])
def test_two_player_rounds_are_never_hedged(edition):
    """With 2 players a knock-out ends the round at once: the cards never close an out
    question on another player's card, so a 2-player round's end stays a fact."""
    from tests.companion.tracker.test_qa42_late_play import _unanswered_game
    events = [e for seed in range(4) for e in _unanswered_game(edition, 2, seed)]
    ends = [e for e in events if e.kind in ("round_ended", "game_won")]
    assert ends and not any(e.hedge for e in ends)


def _session(lang="en"):
    from companion.app.session import TableSession
    said = []
    s = TableSession(say=lambda a: said.append(a.brief))
    s.observe(o.start("arkham-classic", NAMES, lang, 0))
    for obs in _round_won():
        s.observe(obs)
    return s, said


@pytest.mark.parametrize("lang, line", [
    ("en", "Mythos tokens, if Bob is out (not confirmed): Dan has 1 Sane; the others none."),
    ("fr", "Pions Mythe, si Bob a quitté la manche (non confirmé) : Dan a 1 pion sain "
           "d'esprit ; les autres aucun."),
    ("es", "Fichas de Mitos, si Bob está fuera (sin confirmar): Dan tiene 1 ficha del "
           "lado cuerdo; los demás ninguna.")])
def test_key_4_hedges_the_round_s_token_until_the_next_deal(lang, line):
    from tests.companion.app.test_session import press
    s, said = _session(lang)
    press(s, "4")
    assert said[-1] == line
    s.observe(o.new_round())  # the cards gathered and dealt: the round was over
    press(s, "4")
    assert "Bob" not in said[-1] and "Dan" in said[-1], said[-1]
    assert s.tracker.probably_out() == ()
    s.key(Command("undo"))  # the deal undone: hedged again
    press(s, "4")
    assert said[-1] == line


#: QA42's first 7 cards (6 players): Bob said probably out at Dan's card (card 2), Eve's
#: Urchin asks "was that Eve's hand?", then Fay, Alice, and Bob's Fed (his play, read
#: before his late Musician), held as his hand behind the question (merge43)
QA42_START = [(0, "the_boxer"), (2, "investigators"), (3, "investigators"),
              (4, "the_urchin"), (5, "the_sailor"), (0, "the_entertainer"), (1, "the_fed")]
#: the same ranks in the original edition
ORIGINAL = {"the_boxer": "great_race_of_yith", "investigators": "investigators_original",
            "the_urchin": "elder_sign", "the_sailor": "randolph_carter",
            "the_entertainer": "silver_key", "the_fed": "cats_of_ulthar"}
SIX = ["Alice", "Bob", "Carol", "Dan", "Eve", "Fay"]


def _qa42_answered(edition, lang, answer):
    """QA42's start in ``edition``, then Eve's question answered (``answer``: ``seat_out``
    or ``still_in``): the tracker and the answer's lines."""
    t = Tracker()
    t.apply(o.start(edition, SIX, lang=lang, first=0))
    for seat, key in QA42_START:
        t.apply(o.card_seen(seat, ORIGINAL[key] if edition == "original" else key))
    assert t.probably_out() == (1,) and t.question.seat == 4
    return t, narrate_events(t.apply(answer(4)), SIX, lang)


@pytest.mark.parametrize("answer", [o.seat_out, o.still_in])
@pytest.mark.parametrize("edition, lang, line", [
    ("arkham-classic", "en", "Bob's hand, if Bob is out (not confirmed): The Fed."),
    ("arkham-classic", "fr", "Main de Bob, si Bob a quitté la manche (non confirmé) : "
                             "l'Agent fédéral."),
    ("arkham-classic", "es", "Mano de Bob, si Bob está fuera (sin confirmar): el Federal."),
    ("original", "en", "Bob's hand, if Bob is out (not confirmed): the Cats of Ulthar.")])
def test_a_held_hand_of_a_probably_out_player_let_through_by_the_answer_stays_hedged(
        edition, lang, line, answer):
    """The answer to Eve's question lets Bob's Fed through: it was "Bob's hand: The Fed."
    as fact, and Bob no longer probably out (key 8 "Bob is out", his Musician refused "as
    Bob is out"), while the Fed was his play."""
    t, said = _qa42_answered(edition, lang, answer)
    assert said[-1] == line
    assert t.probably_out() == (1,)
    refused = narrate_events(t.apply(o.card_seen(1, "the_musician" if edition != "original"
                                                 else "henry_armitage")), SIX, lang)
    assert refused[0].startswith(("Not counted: ", "Carte non comptée", "No se cuenta")) \
        and ("probabl" in refused[0]), refused


def test_undoing_the_answer_that_let_the_hand_through_holds_it_again():
    t, said = _qa42_answered("arkham-classic", "en", o.still_in)
    t.undo()
    assert t.question.seat == 4 and t.probably_out() == (1,)
    again = narrate_events(t.apply(o.still_in(4)), SIX, "en")
    assert again[-1] == "Bob's hand, if Bob is out (not confirmed): The Fed."



def test_the_resume_summary_says_the_probable_out_and_the_round_s_token_not_confirmed():
    """``companion resume``'s summary of the round won while Bob is only probably out:
    it said "Bob: … out" and "Dan: tokens 1 Sane" as facts; after the next deal, facts."""
    from companion.commands.resume import summary
    t, _ = _said(_round_won())
    lines = summary(t, "en")
    assert lines[2] == "Bob: tokens 0 Sane / 0 Insane; out (not confirmed); zone: -"
    assert lines[4].startswith("Dan: tokens 1 Sane (not confirmed) / 0 Insane; in;")
    assert lines[3].startswith("Carol: tokens 0 Sane / 0 Insane; out;")  # answered
    t.apply(o.new_round())
    assert summary(t, "en")[4] == "Dan: tokens 1 Sane / 0 Insane; in; zone: -"
