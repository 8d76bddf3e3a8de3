"""QA19 #14: one hint for a missing video, and a refused answer says what the table waits
for (was "That answer does not fit." alone)."""
from companion.cli import main
from companion.narration.narrate import narrate
from companion.tracker.events import TableEvent
from tests.companion.settings_files import no_settings


def test_a_missing_video_gives_one_hint(tmp_path, capsys):
    # "…video file /nonexistent.mp4 not found; check the path. Check the --camera or
    # --source setting.": two hints
    missing = tmp_path / "nonexistent.mp4"
    assert main(["play", "--source", str(missing), "--players", "Ann,Bob", "--no-log",
                 "--config", no_settings(tmp_path)]) == 1
    out = capsys.readouterr().out
    said = next(line for line in out.splitlines() if line.startswith("No image"))
    assert said == (f"No image from the camera or video: video file {missing} not found. "
                    "Check the --camera or --source setting.")


def test_a_refused_answer_says_what_the_table_waits_for():
    # Bob protected by his Urchin: Insane Ann's R'lyeh cannot have used the Sane effect
    # on his card laid next; "+1 (Sane)" said only "That answer does not fit." (the event
    # as the tracker gives it)
    event = TableEvent("inconsistency", seat=0, value="answer_not_possible",
                       info={"answer": "effect", "given": "sane", "expected": "play",
                             "expected_seat": 2, "expected_card": "the_boxer"})
    names = ["Ann", "Bob", "Cy"]
    assert narrate(event, names) == "That answer does not fit: waiting for Cy's play."
    assert narrate(event, names, "fr") == "Cette réponse ne convient pas : on attend le jeu de Cy."
    assert narrate(event, names, "es") == "Esa respuesta no encaja: la mesa espera la jugada de Cy."
