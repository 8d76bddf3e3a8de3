"""What the companion says at a session's edges (QA12 F3, F5, F15): the log's problems with
their count in the right plural, the goodbye of a session that recorded nothing, the undo
of a card the rules refused."""
import queue

import pytest

from companion.app.keys import KeyReader
from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.cli import main
from companion.engine.bots import play_random_game
from companion.narration.catalog import message
from companion.session_log import SessionLog
from companion.tracker import observations as o
from companion.tracker.from_engine import game_observations
from tests.companion.app.test_live import write_frames
from vision.pipeline import TableWatcher
from vision.sources import open_source
from tests.companion.settings_files import no_settings


@pytest.mark.parametrize("lang, one, other", [
    ("en", "1 line of the log could not be read and was skipped; the terminal lists it.",
     "2 lines of the log could not be read and were skipped; the terminal lists them."),
    ("fr", "1 ligne du journal n'a pas pu être lue et a été ignorée ; le terminal la montre.",
     "2 lignes du journal n'ont pas pu être lues et ont été ignorées ; le terminal les liste."),
    ("es", "No se pudo leer 1 línea del registro y se omitió; la terminal la muestra.",
     "No se pudieron leer 2 líneas del registro y se omitieron; la terminal las enumera."),
])
def test_the_log_problems_count_takes_its_plural_form(lang, one, other):
    # QA12 F3: "1 lines of the log could not be read" in all three languages
    assert message(lang, "app.log_problems", count=1) == one
    assert message(lang, "app.log_problems", count=2) == other


def _two_player_log(path, observations):
    with SessionLog(path, sync=False) as log:
        for obs in observations:
            log.record(obs)
    return path


def test_play_resume_of_a_log_the_rules_mostly_refuse_says_so_with_a_count(tmp_path, capsys):
    # QA12 F5: the start line says another edition: "Game resumed" and nothing more
    log = _two_player_log(tmp_path / "e3.jsonl", [
        o.start("original", ["Ann", "Bob"], "es", 0), o.card_seen(0, "the_fed"), o.target(1),
        o.card_seen(1, "the_urchin")])
    frames = write_frames(tmp_path / "frames", [{}], frames_each=1)
    assert main(["play", "--source", str(frames), "--resume", str(log), "--no-log",
                 "--config", no_settings(tmp_path)]) == 0
    captured = capsys.readouterr()
    assert ("3 de las 4 líneas del registro no encajan con las reglas de su partida y no se "
            "han contado: comprueba la edición y los asientos; companion replay dice por qué."
            ) in captured.out
    # the log's note in the table's language too (QA40 L2: it was printed in English)
    assert "las reglas rechazaron 3 de sus 4 observaciones (líneas 2, 3, 4)" in captured.err


def _live(tmp_path, log_empty):
    said = []
    frames = write_frames(tmp_path / "frames", [{}], frames_each=1)
    table = LiveTable(LiveOptions("arkham", "en", ("Ann", "Bob"), 0, str(frames)),
                      TableSession(say=said.append), TableWatcher("arkham"),
                      open_source(str(frames), fps=30), queue.Queue(), lambda c: False,
                      lambda line: None, logged=True, log_empty=log_empty)
    return table, said


def test_a_session_that_recorded_nothing_does_not_say_it_was_saved(tmp_path):
    # QA12 F15: "Session saved. Goodbye." then "Nothing was recorded: k0.jsonl removed."
    table, said = _live(tmp_path, lambda: True)
    table._goodbye()
    assert said[-1].brief == "Nothing was recorded, so no session log is kept. Goodbye."
    assert table.said_empty  # play then prints no second line about it
    (tmp_path / "b").mkdir()
    table, said = _live(tmp_path / "b", lambda: False)
    table._goodbye()
    assert said[-1].brief == "Session saved. Goodbye." and not table.said_empty


def test_pictures_that_end_before_anything_was_recorded_say_so(tmp_path):
    table, said = _live(tmp_path, lambda: True)
    assert table.run() == 0
    assert [a.brief for a in said[-2:]] == [
        "The pictures have ended; nothing was recorded, so no session log is kept.",
        "Goodbye."]  # the note said once (QA28 #6: the end said no goodbye)
    assert table.said_empty


def _undo(session):
    reader = KeyReader()
    for key in "--":
        command = reader.press(key)
        if command:
            session.key(command)


def test_undo_of_a_card_refused_after_the_game_ended_does_not_put_it_in_a_zone():
    # QA12 F15: "Undone: The Entertainer in Bob's zone." although it never was there
    said = []
    session = TableSession(say=lambda a: said.append(a.brief))
    for obs in game_observations(play_random_game("arkham", 2, seed=1)):
        session.observe(obs)
    assert session.tracker.view().game_winners
    session.observe(o.card_seen(1, "the_fed"))
    _undo(session)
    # the first card after the game, said naming none (QA47 MEDIUM-2: one line for all)
    assert said[-2:] == ["The game is over: nothing more is counted.",
                         "Undone: The Fed, which was not counted."]


def test_undo_of_a_counted_card_still_names_its_zone():
    said = []
    session = TableSession(say=lambda a: said.append(a.brief), lang="fr")
    session.observe(o.start("arkham", ["Ann", "Bob"], "fr", 0))
    session.observe(o.card_seen(0, "the_urchin"))
    _undo(session)
    assert said[-2:] == ["C'est annulé : la Gamine dans la zone d'Ann.", "C'est au tour d'Ann."]
