"""Fresh QA63 MEDIUM-1 (r3: seed 466, 3 players, arkham, harsh light, French): round 2's
last play, Bob's Cthulhu (Bob Insane, Alice out, Carol in), asked "Bob : effet Sain ou
Fou ?". Answered Insane after the video's end, "Bob gagne la partie avec Cthulhu !" (RULINGS
O14/A13: he wins the game, nobody takes a token); minus twice then said only "C'est
annulé : la dernière réponse." and the question again, nothing of the game no longer won
(the undo looked only at the round's winners: a Cthulhu win has none). Answered Sane then,
"Bob : effet Sain." "Bob quitte la manche." and nothing more: Carol's round and token
("Carol remporte la manche et a 1 pion fou.") held for Bob's hand (a self-out's end,
``EndHeld``), which no picture could show any more, were never said (only keys 4 and 5
told them). The run's inputs are its session log up to the question
(``qa63_cthulhu_r3.jsonl``, as written: ``play --resume`` at 0:42, the question open)."""
import json
from pathlib import Path

from companion.tracker import observations as o

from .test_held_after_end46 import _end_then_keys
from .test_live_deal import _frames, _table, _texts

LOG = Path(__file__).parent.parent / "qa63_cthulhu_r3.jsonl"
QUESTION = "Bob : effet Sain ou Fou ? 1 Sain, 2 Fou. Répondez avec plus et le numéro."
WON = "Bob gagne la partie avec Cthulhu ! Pions Mythe : Alice a 1 pion fou ; les autres aucun."
CAROL = "Carol remporte la manche et a 1 pion fou."


def _observation(obs: dict):
    """One observation of the log as the tracker takes it."""
    if obs["kind"] == "card":
        return o.card_seen(obs["seat"], *obs["cards"])
    if obs["kind"] == "not_hand":
        return o.not_hand(obs["seat"])
    if obs["kind"] == "out":
        return o.seat_out(obs["seat"])
    if obs["kind"] == "effect":
        return o.effect(obs["value"])
    assert obs["kind"] == "new_round", obs
    return o.new_round()


def _asked():
    """The live table as Bob's Cthulhu question was asked: ``(table, said)``."""
    table, said, _ = _table(names=("Alice", "Bob", "Carol"), lang="fr", edition="arkham")
    for line in LOG.read_text().splitlines()[1:]:
        table.session.observe(_observation(json.loads(line)["obs"]))
    assert table.session.tracker.question is not None
    _frames(table, 10)
    return table, said


def test_minus_twice_after_the_cthulhu_win_says_the_game_is_not_over(monkeypatch):
    table, said = _asked()
    n = len(said)
    _end_then_keys(table, monkeypatch, ["+", "2", "-", "-"])
    texts = _texts(said)[n:]
    assert WON in texts, texts
    texts = texts[texts.index(WON) + 1:]
    undone = texts.index("C'est annulé : la dernière réponse.")
    assert texts[undone + 1:undone + 3] == ["La partie n'est plus terminée.", QUESTION], texts
    assert table.session.tracker.view().game_winners == ()


def test_answered_sane_after_the_pictures_ended_the_round_s_winner_is_said(monkeypatch):
    """The run's keys: +2, minus twice, +1, after the video's end."""
    table, said = _asked()
    n = len(said)
    _end_then_keys(table, monkeypatch, ["+", "2", "-", "-", "+", "1"])
    texts = _texts(said)[n:]
    sane = texts.index("Bob : effet Sain.")
    assert texts[sane + 1:sane + 3] == ["Bob quitte la manche.", CAROL], texts
    assert not table.session.tracker.end_held()


def test_answered_sane_at_once_after_the_pictures_ended_too(monkeypatch):
    """No undo: the same end held for Bob's hand, said once no picture can show it."""
    table, said = _asked()
    n = len(said)
    _end_then_keys(table, monkeypatch, ["+", "1"])
    texts = _texts(said)[n:]
    sane = texts.index("Bob : effet Sain.")
    assert texts[sane + 1:sane + 3] == ["Bob quitte la manche.", CAROL], texts
    assert texts.count(CAROL) == 1, texts


def test_a_corrected_cthulhu_win_undone_is_said_won_again():
    """Review of qh62's game (4 players, original): Alice's Cthulhu answered Insane, corrected
    to the Elder Sign by slash ("The game is not over any more.", the Insane answer dropped
    unsaid: it answered the Cthulhu's question), then the correction undone: the game is
    Alice's again, and said so."""
    from companion.app.keys import Command

    from .test_qa62_cthulhu_result_waits import _asked as _asked_qa62
    table, said = _asked_qa62()
    s = table.session
    s.observe(o.effect("insane"))
    won = _texts(said)[-1]
    assert won == "Alice wins the game with Cthulhu! Sanity tokens: nobody has one.", won
    n = len(said)
    s.observe(o.was("elder_sign"))
    texts = _texts(said)[n:]
    assert texts[0] == "Corrected: the Elder Sign, not Cthulhu.", texts
    assert texts[-1] == "The game is not over any more.", texts
    assert not any("does not fit" in t for t in texts), texts
    n = len(said)
    s.key(Command("undo"))
    assert _texts(said)[n:] == ["Undone: the correction of Alice's card.", won], _texts(said)
    assert s.tracker.view().game_winners == (0,)


def test_the_status_line_shows_bob_maybe_out_while_his_cthulhu_question_is_open():
    """Fresh QA63 LOW-1 (22:11:47): "Bob:6x*" (out, no "?") with "Sane or Insane?" open:
    Insane, he wins the game; now "Bob:6x?*"; answered Sane, plain out."""
    table, said = _asked()
    assert " Bob:6x?* " in f" {table.status_line()} ", table.status_line()
    table.session.observe(o.effect("sane"))
    assert " Bob:6x* " in f" {table.status_line()} ", table.status_line()
