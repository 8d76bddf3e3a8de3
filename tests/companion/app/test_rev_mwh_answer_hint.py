"""Review of mwh (fresh QA64b MEDIUM-1's hint, ``app.answer_ended_round``): the hint said
at a deal made by a card laid on the ended round's table, never gathered, right after an
answer ended that round.

- The answer was RIGHT (the round is over: the players just laid the next round's first
  card before gathering, or the camera missed the gather) and the dealing card was
  misread: on mwh the hint was said BEFORE that card's line, yet minus twice pressed right
  after hearing "Bob: The Sailor." undid the answer (the dealing card counted as read
  before the hint), not the card heard last, as main did; the round given back, the Sailor
  replayed into it settled the question falsely ("No answer needed: that was Alice's
  play."). Now the hint is said once the dealing card is applied, after its lines
  (``undo_under.read_before_hint``): minus twice follows the line heard last.
- More players and the other languages: the hint and one minus twice (guards)."""
import pytest

from companion.tracker import observations as o
from tests.companion.app.test_live_deal import _frames, _table, _texts
from tests.companion.app.test_qa63b_undo_round_end import _Live, _after
from tests.companion.app.test_speech_order import say_all


def test_minus_twice_right_after_the_dealing_card_s_line_undoes_that_card():
    """Review of mwh, MEDIUM (fails on mwh): the answer right, the Sailor misread; minus
    twice right after "Bob: The Sailor." (the hint not begun: said after it now) takes
    back that card, the line heard last, as on main; the answer and round 2 kept."""
    live = _Live()
    try:
        live.wrong_yes()  # here the "yes" is right: the Urchin was Alice's hand
        live.show((2, "the_sailor", 1))  # round 2's first card, laid before gathering
        assert live.session.tracker.view().round == 2
        live.engine.say_until("Bob: The Sailor.")
        live.now[0] += 3.0
        told = len(live.engine.started)
        live.keys("--")
        view = live.session.tracker.view()
        say_all(live.speaker, live.engine)
    finally:
        live.speaker.close()
    after = _after(live.engine, told)
    assert view.round == 2 and view.seats[1].zone == (), after
    assert "No answer needed: that was Alice's play." not in after, after
    assert after[0] == "Undone: The Sailor in Bob's zone.", after


def _four_players(lang: str):
    """Alice, Bob, Carol, Dan: Carol and Dan put out by the Investigators, Bob's
    Investigators (guess never keyed), Alice's Urchin laid: "was that Alice's hand?"
    answered 1, yes (wrongly): Bob wins round 1; his Sailor, laid on the table never
    gathered, deals round 2."""
    table, said, _ = _table(names=("Alice", "Bob", "Carol", "Dan"), lang=lang)
    cards: list = []

    def show(*laid):
        cards.extend(laid)
        _frames(table, 6, *cards)

    show((1, "the_urchin"))
    show((2, "investigators"))
    for obs in (o.target(2), o.guess(5), o.seat_out(2)):
        table.session.observe(obs)
    show((3, "the_musician"))
    show((4, "investigators"))
    for obs in (o.target(0), o.guess(3)):
        table.session.observe(obs)
    show((1, "investigators", 1))
    for obs in (o.target(3), o.guess(5), o.seat_out(3)):
        table.session.observe(obs)
    show((4, "the_musician", 1))
    show((2, "investigators", 1))
    show((1, "the_urchin", 2))
    assert table.session.tracker.question is not None
    for key in "+1":
        table.keys.put(key)
    table._keys()
    assert table.session.tracker.view().round_winners == (1,)
    show((2, "the_sailor", 2))
    assert table.session.tracker.view().round == 2
    return table, said


@pytest.mark.parametrize("lang, hint", [
    ("en", "If round 1 is not over, your answer to this question was wrong: The Urchin in "
           "Alice's discard zone: was that Alice's hand, so Alice is out? To take that answer "
           "back, press minus twice."),
    ("es", "Si la ronda 1 no ha terminado, tu respuesta a esta pregunta fue errónea: Zona de "
           "descarte de Alice: el Pilluelo. ¿Era la mano de Alice, que queda fuera? Para "
           "retirar esa respuesta, pulsa menos dos veces.")])
def test_four_players_the_hint_then_one_undo_gives_round_one_back(lang, hint):
    """4 players (the author's tests have 2): the hint is said after the old cards' line,
    and one minus twice undoes the answer, the Sailor read again in round 1 as Bob's play
    (Alice's Urchin then hers: no answer needed)."""
    table, said = _four_players(lang)
    texts = _texts(said)
    assert hint in texts, texts
    told = len(said)
    for key in "--":
        table.keys.put(key)
    table._keys()
    view = table.session.tracker.view()
    assert view.round == 1 and not view.round_winners
    assert view.seats[1].zone == ("investigators", "investigators", "the_sailor")
    assert table.session.tracker.question is None
    assert len(_texts(said)[told:]) > 2


def test_no_hint_when_a_face_up_card_deals_the_round():
    """Review of mwh, MEDIUM (fails on mwh): 2 players, a face-up card laid in the middle
    of the ended round's table (never gathered) deals round 2, the usual first card of a
    2-player deal. Minus twice never takes the answer back over a deal's face-up cards
    (review of mw64), yet mwh said the hint "To take that answer back, press minus twice."
    there, and minus twice then undid the Sailor. The hint now waits for the dealing card
    to be applied (undo_under.read_before_hint) and is not said over a face-up card."""
    live = _Live(voice=False)
    live.wrong_yes()
    live.show((None, "the_fed", 0))
    assert live.session.tracker.view().round == 2
    live.show((None, "deep_one", 1))
    live.show((2, "the_sailor", 1))
    assert not any(t.startswith("If round 1 is not over") for t in _texts(live.said))
