"""Review of hedge44: a game won while a player is only probably out (the cards alone
closed an unanswered "was that Bob's hand?", QA42 H1) must not be said over as a fact
anywhere: not by keys 5, 8 and Enter ("The game is over, won by Carol."), not by
``play --resume`` of its log, and its way back to the question is said once, not after
both the round's and the game's end."""
from pathlib import Path

import pytest

from companion.app.keys import Command
from companion.app.session import TableSession
from companion.narration import narrate_events
from companion.tracker import Tracker, observations as o

from tests.companion.app.test_session import press

NAMES = ["Alice", "Bob", "Carol", "Dan"]


def _investigators_round(first: int, out: tuple[int, int], missed: int, last: int) -> list:
    """A plain round (arkham-classic, 4 players): ``first`` and the next player still in
    each guess a player out with the Investigators (``out``), ``first`` misses ``missed``,
    who then knocks ``first`` out: ``missed`` wins (``last``: the card of ``first``'s
    hand)."""
    a, b = out
    nxt = missed
    return [o.card_seen(first, "investigators"), o.target(a), o.guess(4), o.seat_out(a),
            o.card_seen(a, "the_urchin"),
            o.card_seen(nxt, "investigators"), o.target(b), o.guess(4), o.seat_out(b),
            o.card_seen(b, "the_urchin"),
            o.card_seen(first, "investigators"), o.target(nxt), o.guess(5), o.still_in(nxt),
            o.card_seen(nxt, "investigators"), o.target(first), o.guess(5),
            o.seat_out(first), o.card_seen(first, last)]


def _hedged_round(first: int) -> list:
    """The review of probable43's round with ``first`` first: the seat after ``first``
    only probably out (the cards closed "was that X's hand?" on the next seat's card),
    the seat before ``first`` wins."""
    def s(k):
        return (first + k) % 4
    return [o.card_seen(s(0), "the_boxer"), o.card_seen(s(2), "investigators"),
            o.card_seen(s(3), "investigators"), o.card_seen(s(0), "investigators"),
            o.target(s(2)), o.guess(4), o.seat_out(s(2)), o.card_seen(s(2), "the_urchin"),
            o.card_seen(s(3), "investigators"), o.target(s(0)), o.guess(5),
            o.seat_out(s(0)), o.card_seen(s(0), "the_musician")]


def _game(lang: str = "en") -> list:
    """Carol wins round 1, Dan round 2; in round 3 (Dan first) Alice is only probably out
    when Carol wins her second Sane token: the game (seed 002 "End of Game")."""
    return ([o.start("arkham-classic", NAMES, lang=lang, first=0)]
            + _investigators_round(0, (1, 3), 2, "the_musician") + [o.new_round()]
            + _investigators_round(2, (0, 1), 3, "the_musician") + [o.new_round()]
            + _hedged_round(3))


def test_rev_hedge44_the_game_built_here_is_won_while_alice_is_only_probably_out():
    t = Tracker()
    for obs in _game():
        t.apply(obs)
    assert t.view().game_winners == (2,) and t.probably_out() == (0,)


def test_rev_hedge44_a_game_won_while_alice_is_only_probably_out_says_the_way_back_once():
    """The round's end and the game's end were both hedged, each with "If Alice is still
    in, press minus twice until …": the same 120 characters twice in a row by ear."""
    t = Tracker()
    said = []
    for obs in _game():
        said += narrate_events(t.apply(obs), NAMES, "en")
    howto = ("If Alice is still in, press minus twice until the question on Bob's card is "
             "asked again, and answer it.")
    assert said[-2:] == [
        "If Alice is out: Carol wins the round and has 2 Sane.",
        "If Alice is out: Carol wins the game! Mythos tokens: Carol has 2 Sane; Dan has 1 "
        "Sane; the others none. " + howto]


def _session(lang: str):
    said = []
    s = TableSession(say=lambda a: said.append(a.brief))
    for obs in _game(lang):
        s.observe(obs)
    said.clear()
    return s, said


@pytest.mark.parametrize("lang, over", [
    ("en", "If Alice is out (not confirmed), the game is over, won by Carol."),
    ("fr", "Si Alice a quitté la manche (non confirmé), la partie est terminée, victoire "
           "de Carol."),
    ("es", "Si Alice está fuera (sin confirmar), la partida ha terminado, victoria de "
           "Carol.")])
def test_rev_hedge44_keys_5_8_and_enter_after_a_game_won_on_a_probable_out_hedge_it(
        lang, over):
    """Keys 5, 8 and Enter said "The game is over, won by Carol." as fact, key 8 then
    "Alice may be out (not confirmed)": if Alice is in, the round goes on."""
    s, said = _session(lang)
    press(s, "5")
    assert said == [over]
    press(s, "8")
    assert said[-1].startswith(over + " ")
    press(s, "\n")
    assert said[-1].startswith(over + " ")


def test_rev_hedge44_keys_5_says_the_game_over_as_fact_once_alice_s_out_is_answered():
    """Alice's out answered ("1 yes" to "was that Bob's hand?"): the game's end a fact."""
    said = []
    s = TableSession(say=lambda a: said.append(a.brief))
    game = _game()
    cut = len(game) - 11  # just after Bob's Investigators, the question asked
    for obs in game[:cut] + [o.not_hand(1)] + game[cut:]:
        s.observe(obs)
    assert s.tracker.probably_out() == () and s.tracker.view().game_winners == (2,)
    press(s, "5")
    assert said[-1] == "The game is over, won by Carol."


def _log(path: Path, observations) -> None:
    from companion.session_log import SessionLog
    with SessionLog(path, sync=False) as log:
        for obs in observations:
            log.record(obs)


def test_rev_hedge44_play_resume_of_a_game_won_on_a_probable_out_does_not_say_it_over(
        tmp_path, capsys):
    """``play --resume`` of that log said "Game resumed from the log: the game is over,
    won by Carol." and printed "(its game is over)": facts (``live.won_for_sure``)."""
    from companion.cli import main
    from tests.companion.app.test_live import write_frames
    from tests.companion.settings_files import no_settings
    log = tmp_path / "l.jsonl"
    _log(log, _game())
    frames = write_frames(tmp_path / "frames", [{}], frames_each=3)
    assert main(["play", "--source", str(frames), "--resume", str(log), "--lang", "en",
                 "--config", no_settings(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "(its game is over)" not in out and "log: the game is over" not in out
    assert ("Game resumed from the log: round 3. If Alice is out (not confirmed), the game "
            "is over, won by Carol.") in out


@pytest.mark.parametrize("lang, gather, deal", [
    ("en", "If Bob is out, gather all the cards for the next round.",
     "If Bob is out, the round is over. Gather the cards: the next round begins with the "
     "first card laid, or with Enter then its rank."),
    ("fr", "Si Bob a quitté la manche, rassemblez toutes les cartes pour la manche "
           "suivante.",
     "Si Bob a quitté la manche, la manche est finie. Rassemblez les cartes : la manche "
     "suivante commence à la première carte posée, ou avec Entrée puis son rang."),
    ("es", "Si Bob está fuera, recoge todas las cartas para la siguiente ronda.",
     "Si Bob está fuera, la ronda ha terminado. Recoge las cartas: la siguiente ronda "
     "empieza con la primera carta puesta, o con Intro y luego su rango.")])
def test_rev_hedge44_the_live_table_s_gather_line_after_a_round_won_on_a_probable_out_is_hedged(
        lang, gather, deal):
    """Right after "If Bob is out: Dan wins the round … If Bob is still in, press minus
    twice until …", the live table said "Gather all the cards for the next round." (and
    key 5 "The round is over. Gather the cards: …") as fact: gathered, the cards to undo
    and lay again were gone."""
    from tests.companion.app.test_hedge44_probably_out import _round_won
    from tests.companion.app.test_live_deal import _frames, _table, _texts
    table, said, _ = _table(names=NAMES, lang=lang)
    for obs in _round_won():
        table.session.observe(obs)
    _frames(table, 3)
    assert _texts(said)[-1] == gather
    table._key(Command("whose_turn"))
    assert _texts(said)[-1] == deal


#: arkham, 4 players: Bob only probably out (Carol's Investigators, "was that Carol's
#: hand?", closed by Dan's card), Alice Insane by her Nightgaunt, her Sanity check passed
INSANE_ALICE = [o.card_seen(0, "the_boxer"), o.card_seen(2, "investigators"),
                o.card_seen(3, "investigators"), o.card_seen(0, "nightgaunt"), o.target(2),
                o.card_seen(2, "the_urchin"), o.card_seen(3, "the_fed"), o.target(0),
                o.card_seen(0, "the_sailor")]
#: then her Insane Shoggoth reveals The Musician: she wins the round at once
SHOGGOTH = [o.card_seen(0, "shoggoth"), o.effect("insane"), o.card_seen(0, "the_musician")]
#: or: a Deep One, a round more (her Sanity check of 2 cards passed), her Insane Cthulhu
#: with 2 Other World cards in her zone before it: she wins the game at once
CTHULHU = [o.card_seen(0, "deep_one"), o.effect("sane"), o.target(3),
           o.card_seen(2, "the_fed"), o.target(0), o.card_seen(3, "investigators"),
           o.target(2), o.guess(4), o.still_in(2), o.card_seen(0, "the_musician"),
           o.card_seen(0, "the_urchin"), o.card_seen(0, "cthulhu"), o.effect("insane")]


def test_rev_hedge44_a_round_won_by_an_insane_shoggoth_s_reveal_is_not_hedged():
    """Seed 002 card 7 (Shoggoth, Insane): "reveal it and immediately win the round",
    whoever else is in: "If Bob is out: Alice wins the round … If Bob is still in, press
    minus twice …" sent the players undoing a round won anyway, key 4 and the gather line
    hedged it too."""
    from tests.companion.app.test_live_deal import _frames, _table, _texts
    table, said, _ = _table(names=NAMES)
    for obs in INSANE_ALICE + SHOGGOTH:
        table.session.observe(obs)
    assert table.session.tracker.probably_out() == (1,)
    _frames(table, 3)
    assert _texts(said)[-3:] == ["Alice reveals The Musician.",
                                 "Alice wins the round and has 1 Insane.",
                                 "Gather all the cards for the next round."]
    press(table.session, "4")
    assert _texts(said)[-1] == "Mythos tokens. Alice has 1 Insane; the others none."


def test_rev_hedge44_a_game_won_by_cthulhu_while_bob_is_only_probably_out_is_a_fact(tmp_path):
    """RULINGS A13: Cthulhu's Insane effect wins the game whoever else is in: key 5 and
    ``companion resume`` must not say it "not confirmed" (hedge44's resume summary did)."""
    from companion.commands.resume import summary
    said = []
    s = TableSession(say=lambda a: said.append(a.brief))
    s.observe(o.start("arkham", NAMES, "en", 0))
    for obs in INSANE_ALICE + CTHULHU:
        s.observe(obs)
    assert s.tracker.probably_out() == (1,) and s.tracker.view().game_winners == (0,)
    press(s, "5")
    assert said[-1] == "The game is over, won by Alice."
    assert summary(s.tracker, "en")[-1] == "game won by Alice"


def test_rev_hedge44_companion_replay_of_a_log_with_an_unread_seat_says_her_out_unconfirmed(
        tmp_path, capsys):
    """hedge44 marks the lines written while a zone was unread ("unread": [2]); a resume
    uses the marks, ``companion replay`` did not: "Carol is out." as fact, where the table
    heard "Carol is probably out: the cards tell it, not confirmed." (review of unify43)."""
    from companion.cli import main
    from tests.companion.app.test_qa43_seats import _unread_log
    log = tmp_path / "play.jsonl"
    log.write_text(_unread_log())
    assert main(["replay", str(log)]) == 0
    out = capsys.readouterr().out
    assert "Carol is probably out: the cards tell it, not confirmed." in out
    assert "Carol is out." not in out
