"""Session 38 (lines38): lines said at the wrong time or unclear, by ear on the demos
(/tmp/recheck37/report.md, en5)."""
import queue
import shutil
from pathlib import Path
from types import SimpleNamespace

import pytest

from companion.app.live import LiveOptions, LiveTable
from companion.app.live_deal import CLEARED_MID_FRAMES
from companion.app.session import TableSession
from companion.cli import main
from companion.narration.catalog import message
from companion.session_log import read_log, resume
from companion.tracker import observations as o
from vision.pipeline import TableWatcher
from vision.sources import open_source

from .test_demo import _ReadAtOnce
from .test_live import write_frames
from .test_live_deal import _frames, _table
from tests.companion.settings_files import no_settings



def test_the_cleared_table_s_prompt_is_stale_once_the_round_is_won_before_a_step():
    # recheck37 en5 (by ear, session 38): cut by Enter's card, the prompt was said again
    # after "Bob wins the round and has 1 Sane.": the voice was behind, the live loop waited
    # for it (LiveTable._wait_for_voice) and never stepped to forget the cleared table
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    _frames(table, 6, (1, "the_urchin"))
    _frames(table, 6, (1, "the_urchin"), (2, "the_entertainer"))
    _frames(table, CLEARED_MID_FRAMES)
    prompt = next(a for a in said if a.brief.startswith("The table was cleared"))
    assert not prompt.stale()
    s = table.session
    assert "still waiting for Carol's play" in prompt.brief
    s.observe(o.card_seen(2, "the_dilettante"))  # Carol: her Dilettante puts her out
    s.observe(o.card_seen(2, "the_fed"))         # her hand
    # the round goes on (Alice and Bob are still in), but the wait the prompt names,
    # Carol's play, is over: not said again (q61, fresh QA60 MEDIUM-1 r4; review of q61)
    assert prompt.stale()
    s.observe(o.card_seen(0, "cthulhu"))          # Alice's Cthulhu puts her out
    s.observe(o.card_seen(0, "the_boxer"))        # her hand: Bob wins the round
    assert s.tracker.view().round_winners == (1,)
    assert table.cleared_mid == 1  # no loop step since (the loop waited for the voice)
    assert prompt.stale()


def _ending_table(tmp_path, observations, lang="en", quit_on=None):
    """``play`` on a folder of empty pictures, Alice and Bob, keys able to come; the
    ``observations`` applied as the game begins; ``q`` typed once an end line is said
    (``quit_on``: that one). Returns ``(table, said, keys)``."""
    folder = write_frames(tmp_path / "frames", [{}], frames_each=16)
    keys: "queue.Queue[str]" = queue.Queue()
    said = []

    def say(announcement):
        said.append(announcement)
        if announcement.brief == quit_on or quit_on is None and "Q" in announcement.brief \
                and announcement.brief.startswith(ENDED[lang]):
            keys.put("q")

    session = TableSession(say=say, lang=lang)
    table = LiveTable(LiveOptions("arkham", lang, ("Alice", "Bob"), 0, str(folder),
                                  duration=120),
                      session, TableWatcher("arkham"), open_source(str(folder), fps=4), keys,
                      lambda c: False, lambda line: None, keys_open=lambda: True,
                      timer=lambda: 0.0)  # the keys' waits, read times: still (flk68)

    def status(line):
        if session.tracker.started and not status.done:
            status.done = True
            for obs in observations:
                session.observe(obs)
    status.done = False
    table.status = status
    return table, said, keys


ENDED = {"en": "The pictures have ended.", "fr": "Les images sont terminées.",
         "es": "Las imágenes han terminado."}


@pytest.mark.parametrize("lang, line", [
    ("en", "The pictures have ended. Still waiting for the cards of Alice's Tommy Gun: enter "
           "each card with Enter and its rank, then press Q to stop."),
    ("fr", "Les images sont terminées. On attend encore les cartes de la Mitraillette d'Alice : "
           "entrez chaque carte avec Entrée et son rang, puis appuyez sur Q pour arrêter."),
    ("es", "Las imágenes han terminado. La mesa aún espera las cartas de la Metralleta de Alice: "
           "introduce cada carta con Intro y su rango, y luego pulsa Q para salir."),
])
def test_the_end_line_names_an_effect_s_card_still_awaited(tmp_path, lang, line):
    # session 38: "The pictures have ended. Press Q to stop." while Alice's Tommy Gun's
    # cards were still awaited: the player quit with the round unsettled, unwarned
    table, said, _ = _ending_table(tmp_path, [o.card_seen(0, "tommy_gun"), o.target(1)],
                                   lang)
    assert table.run() == 0
    briefs = [a.brief for a in said]
    assert line in briefs, briefs[-4:]


def test_the_end_line_naming_a_card_is_said_again_as_it_stands_once_the_card_is_entered(
        tmp_path):
    # as QA31 N2 for the question: entered before the voice reached it, the line is stale
    face_up = [o.face_up(k) for k in ("the_fed", "nightgaunt", "the_sailor", "the_musician",
                                      "the_entertainer")]  # read: Enter asks no "where?"
    table, said, keys = _ending_table(tmp_path, face_up + [o.card_seen(0, "tommy_gun"),
                                                           o.target(1)],
                                      quit_on="The pictures have ended. Press Q to stop.")
    say = table.session.say

    def behind(announcement):
        if "Tommy Gun: enter each card" in announcement.brief:
            for key in "\n4+1\n3+1":  # both cards typed before the voice said the line
                keys.put(key)
        say(announcement)
        return SimpleNamespace(said_whole=lambda: False, pending=lambda: True,
                               heard=lambda: False)
    table.session.say = behind
    assert table.run() == 0
    end = next(a for a in said if "Tommy Gun: enter each card" in a.brief)
    assert end.stale()
    briefs = [a.brief for a in said]
    assert briefs.index("The pictures have ended. Press Q to stop.") > briefs.index(end.brief)


def test_the_end_line_names_a_card_told_unread_and_the_open_question(tmp_path):
    cards = ((1, "the_boxer"), (0, "investigators"), (1, "the_urchin"))  # "was that Bob's
    table, said, _ = _ending_table(tmp_path, [o.card_seen(s, k) for s, k in cards])  # hand?"
    begin = table.status

    def status(line):
        fresh = not begin.done
        begin(line)
        if fresh:  # as the camera's "I cannot read a card in Alice's zone" does
            table.unread_zones[0] = table.session.zone(0)
    table.status = status
    assert table.run() == 0
    line = ("The pictures have ended. Still waiting for the card I could not read in Alice's "
            "zone: answer the question or enter the card with Enter and its rank, then press "
            "Q to stop.")
    assert line in [a.brief for a in said]


@pytest.mark.parametrize("lang, line", [
    ("en", "Those cards were taken away: the cards still in the zones are the plays I "
           "already know."),
    ("fr", "Ces cartes ont été retirées : les cartes qui restent dans les zones sont les jeux "
           "que je connais déjà."),
    ("es", "Esas cartas se han quitado: las cartas que quedan en las zonas son las jugadas "
           "que ya conozco."),
])
def test_the_resumed_extra_cards_gone_are_said_in_plain_words(lang, line):
    # session 38: "Only the log's cards are left in the zones." (after play --resume, the
    # cards the log did not hold taken away) was unclear to a player: which log, which cards?
    assert message(lang, "app.extra_cards_gone") == line


@pytest.mark.parametrize("lang, line", [
    ("en", "Game resumed from the log: round 4. The game may be over, won by Carol: the open "
           "question decides it."),
    ("fr", "Partie reprise depuis le journal : manche 4. La partie est peut-être terminée, "
           "victoire de Carol : la question en cours en décide."),
    ("es", "Partida reanudada desde el registro: ronda 4. Puede que la partida haya "
           "terminado, con victoria de Carol: lo decide la pregunta abierta."),
])
def test_play_resume_does_not_say_a_game_over_the_open_question_decides(
        tmp_path, capsys, lang, line):
    # session 38 (as QA37 for ``companion resume``): the log ends on "was that Alice's
    # hand?"; Alice out, Carol wins the game; still in, the round goes on. play --resume
    # said "the game is over, won by Carol." and the log "(its game is over)" as facts
    log = tmp_path / "l.jsonl"
    shutil.copy(Path(__file__).parents[1] / "qa37_open_question_won.jsonl", log)
    frames = write_frames(tmp_path / "frames", [{}], frames_each=3)
    assert main(["play", "--source", str(frames), "--resume", str(log), "--lang", lang,
                 "--config", no_settings(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert line in out
    assert "(its game is over)" not in out and "won by Carol." not in out
    assert "was that Alice's hand" in out or lang != "en"


def test_play_resume_says_the_game_over_once_the_question_s_answer_ends_it(tmp_path):
    """The same log, resumed, plus 1 (yes, Alice's hand) typed once the question is said:
    then the game is over, said so once."""
    log = tmp_path / "l.jsonl"
    shutil.copy(Path(__file__).parents[1] / "qa37_open_question_won.jsonl", log)
    frames = write_frames(tmp_path / "frames", [{}], frames_each=16)
    keys: "queue.Queue[str]" = queue.Queue()
    said = []

    def say(announcement):
        said.append(announcement.brief)
        if "was that Alice's hand" in announcement.brief and not said.count("+"):
            said.append("+")
            for key in "+1":
                keys.put(key)
        if announcement.brief.startswith("The pictures have ended"):
            keys.put("q")

    session = TableSession(say=say, lang="en")
    session.tracker = resume(log)[0]
    table = LiveTable(LiveOptions("arkham", "en", ("Alice", "Bob", "Carol"), 0, str(frames),
                                  duration=120), session, TableWatcher("arkham"),
                      open_source(str(frames), fps=4), keys, lambda c: False,
                      lambda line: None, resumed=True, log_observations=read_log(log)[0],
                      keys_open=lambda: True,
                      timer=lambda: 0.0)  # the keys' waits, read times: still (flk68)
    assert table.run() == 0
    assert not any("the game is over" in line for line in said[:said.index("+")])
    assert sum("Carol wins the game" in line for line in said) == 1, said


@pytest.mark.parametrize("lang, words", [("fr", " images en "), ("es", " imágenes en ")])
def test_demo_without_lang_speaks_the_settings_file_s_language(tmp_path, capsys,
                                                               monkeypatch, lang, words):
    # session 38: ``companion demo`` without --lang spoke English whatever the settings
    # file's language, while ``play`` follows it (companion.cli_language.table_language)

    settings = tmp_path / "s.toml"
    settings.write_text(f'language = "{lang}"\n')
    monkeypatch.setenv("LLC_CONFIG", str(settings))
    monkeypatch.setattr("companion.app.demo.Demo", _ReadAtOnce)
    out = tmp_path / "out"
    assert main(["demo", "--seed", "79", "--audio", "wav", "--no-video", "--out",
                 str(out)]) == 0
    assert words in capsys.readouterr().out.splitlines()[-1]
    transcript = (out / "demo-transcript.txt").read_text(encoding="utf-8")
    assert ("Nouvelle partie" if lang == "fr" else "Nueva partida") in transcript
