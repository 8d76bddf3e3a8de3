"""QA13a findings on the command-line commands (replay, simulate, resume, settings)."""
import pytest

from companion.cli import main


def _record(tmp_path, capsys, players="2", seed="5"):
    path = tmp_path / "game.rec"
    assert main(["simulate", "--players", players, "--seed", seed, "--record", str(path)]) == 0
    capsys.readouterr()
    return path


def test_replay_of_a_record_with_an_illegal_action_tells_the_game_then_the_line_no_hand(
        tmp_path, capsys):
    # QA13a F5: the error listed Player 1's hand ("legal: play the_urchin sane, play
    # the_boxer sane target=1") and nothing of the (valid) first round was said
    path = _record(tmp_path, capsys)
    text = path.read_text()
    assert "play the_boxer sane target=1" in text
    path.write_text(text.replace("play the_boxer sane target=1", "play the_boxer sane target=0"))
    assert main(["replay", str(path)]) == 1
    said = capsys.readouterr()
    assert said.out.startswith("New game, 2 players.\nRound 1.")
    line = next(n for n, t in enumerate(text.splitlines(), 1)
                if "play the_boxer sane target=1" in t)
    assert line == 15 and f"line {line}:" in said.err  # 14 before the Language header
    assert "urchin" not in said.err.lower() and "boxer" not in said.err.lower()


def test_replay_of_a_record_with_headers_only_says_it_has_no_deal(tmp_path, capsys):
    path = _record(tmp_path, capsys)
    path.write_text("".join(path.read_text().splitlines(keepends=True)[:5]))
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert "no deal" in err and "'start'" not in err


def test_simulate_record_leaves_an_existing_file_that_is_not_a_record_alone(tmp_path, capsys):
    # QA13a F14: a real session log given as --record was replaced without a word
    log = tmp_path / "victim.jsonl"
    log.write_text('{"seq": 1, "obs": {"kind": "start"}}\n')
    assert main(["simulate", "--players", "2", "--seed", "3", "--record", str(log)]) == 2
    said = capsys.readouterr()
    assert said.out == "" and "left alone" in said.err
    assert log.read_text() == '{"seq": 1, "obs": {"kind": "start"}}\n'


def test_simulate_record_may_replace_an_earlier_record_or_an_empty_file(tmp_path, capsys):
    path = _record(tmp_path, capsys, seed="3")
    assert main(["simulate", "--players", "2", "--seed", "4", "--record", str(path)]) == 0
    empty = tmp_path / "empty.rec"
    empty.write_text("")
    assert main(["simulate", "--players", "2", "--seed", "4", "--record", str(empty)]) == 0
    assert path.read_text() == empty.read_text() != ""


def test_simulate_record_on_a_full_disk_says_so_in_one_line_and_leaves_no_file(
        tmp_path, capsys, monkeypatch):
    # QA13a F6: a traceback from `with record:` after the whole game was printed
    path = tmp_path / "r.rec"
    monkeypatch.setattr("companion.commands.simulate._write_text", _raise_enospc)
    assert main(["simulate", "--players", "2", "--seed", "1", "--record", str(path)]) == 2
    err = capsys.readouterr().err
    assert "No space left on device" in err and "Traceback" not in err
    assert list(tmp_path.iterdir()) == []


def _raise_enospc(handle, text):
    handle.write(text[:10])
    raise OSError(28, "No space left on device")


def test_default_player_names_follow_the_table_language():
    # QA13a F3: "4 joueurs, dans l'ordre des places : Player 1, ..." (guides: Joueur 1..4)
    from companion.app.config import TableSettings
    assert TableSettings(language="fr").players[0] == "Joueur 1"
    assert TableSettings().with_(language="es").players == tuple(
        f"Jugador {i}" for i in range(1, 5))
    assert TableSettings(language="fr").with_(language="en").players[3] == "Player 4"
    assert TableSettings(language="fr", players=("Ann", "Bob")).players == ("Ann", "Bob")


def test_default_player_names_in_a_french_settings_file(tmp_path):
    from companion.app.config import load
    path = tmp_path / "companion.toml"
    path.write_text('language = "fr"\n')
    settings, problems = load(path)
    assert problems == [] and settings.players[1] == "Joueur 2"


def _session_log(tmp_path, name="good.jsonl"):
    """A session log of a simulated 3-player game (seed 4), as a table would write it."""
    from companion.engine.bots import play_random_game
    from companion.session_log import SessionLog
    from companion.tracker.from_engine import game_observations
    path = tmp_path / name
    with SessionLog(path, sync=False) as log:
        for obs in game_observations(play_random_game("arkham", 3, 4, names=["Ann", "Bob",
                                                                              "Cy"]), "en"):
            log.record(obs)
    return path


def _resume(path, capsys):
    code = main(["resume", str(path)])
    said = capsys.readouterr()
    return code, said.out, said.err


def test_two_records_glued_on_one_line_are_both_used(tmp_path, capsys):
    # QA13a F4: a damaged line is recovered when it is cheap: two whole records glued
    good = _session_log(tmp_path)
    lines = good.read_text().splitlines(keepends=True)
    glued = tmp_path / "glued.jsonl"
    glued.write_text("".join(lines[:20]) + lines[20].rstrip("\n") + "".join(lines[21:]))
    cut = tmp_path / "cut.jsonl"  # a record cut short, the next one written after it
    cut.write_text("".join(lines[:20]) + lines[20][:15] + "".join(lines[21:]))
    expected = _resume(good, capsys)
    assert _resume(glued, capsys)[:2] == expected[:2]
    code, out, err = _resume(cut, capsys)
    assert "line 21" in err and "truncated" in err
    assert code == 0


def test_a_damaged_middle_line_is_named_with_what_it_costs(tmp_path, capsys):
    # QA13a F4: "nothing else is lost" (resume --help) while most of the rest was refused,
    # blamed on "the edition and the players' seats"
    good = _session_log(tmp_path)
    lines = good.read_text().splitlines(keepends=True)
    one = tmp_path / "one.jsonl"
    one.write_text("".join(lines[:12]) + "garbage\n" + "".join(lines[13:]))
    code, out, err = _resume(one, capsys)
    assert "line 13" in err and "missing" in err and "check the edition" not in err
    assert "nothing else is lost" not in build_help("resume")


def build_help(command):
    from companion.cli import build_parser
    parser = build_parser()
    action = next(a for a in parser._actions if a.choices and command in a.choices)
    return action.choices[command].format_help()


def test_many_bad_lines_are_summed_up_after_the_first_ten(tmp_path, capsys):
    # QA13a F8: one stderr line per bad line (200,000 for a damaged big file)
    good = _session_log(tmp_path)
    lines = good.read_text().splitlines(keepends=True)
    bad = tmp_path / "bad.jsonl"
    bad.write_text("".join(lines) + "".join("{bad line %d}\n" % i for i in range(50)))
    for command in ("resume", "replay"):
        main([command, str(bad)])
        err = capsys.readouterr().err.splitlines()
        assert len(err) <= 12 and any("40 more" in line for line in err), err


class _FullDisk:
    """A text file on a full disk: every write fails with ENOSPC."""

    def __init__(self, path, *a, **k):
        open(path, "w").close()  # the file exists, as on a real full disk

    def write(self, text):
        raise OSError(28, "No space left on device")

    def close(self):
        pass


def test_demo_on_a_full_disk_says_so_in_one_line_and_removes_its_files(
        tmp_path, capsys, monkeypatch):
    # QA13a F6: an OSError traceback from transcript.close() (companion/commands/demo.py)
    from companion.app import demo as app_demo
    from companion.commands import demo

    class OneLine:  # the game itself is not what is tested: one sentence, then the end
        def __init__(self, *a, say, **k):
            self.say = say

        def run(self):
            from companion.app.session import Announcement
            self.say(Announcement("New game.", "New game."))
    monkeypatch.setattr(demo, "open", _FullDisk, raising=False)
    monkeypatch.setattr(app_demo, "Demo", OneLine)
    assert main(["demo", "--players", "2", "--seed", "3", "--audio", "wav", "--no-video",
                 "--out", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "cannot write in" in err and "No space left on device" in err
    assert "Traceback" not in err and list(tmp_path.iterdir()) == []


def test_print_kit_on_a_full_disk_leaves_no_empty_pdf(tmp_path, capsys, monkeypatch):
    # QA13a F6: the message was clear but an empty k.pdf stayed behind
    import fpdf

    def full(self, name=""):
        open(name, "wb").close()
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(fpdf.FPDF, "output", full)
    path = tmp_path / "k.pdf"
    assert main(["print-kit", "-o", str(path)]) == 2
    assert "No space left on device" in capsys.readouterr().err
    assert not path.exists()


def _play_settings_only(tmp_path, capsys, *argv):
    """``companion play`` on an empty image folder: only the settings are read."""
    empty = tmp_path / "empty"
    empty.mkdir(exist_ok=True)
    main(["play", "--source", str(empty), "--no-log", *argv])
    said = capsys.readouterr()
    return said.out + said.err


def test_the_voice_settings_beside_a_config_file_are_read(tmp_path, capsys, monkeypatch):
    # QA13a F17: the guides say voice.toml is "in the same folder as companion.toml";
    # with --config the user folder's was read instead
    monkeypatch.delenv("LLC_VOICE_SETTINGS", raising=False)
    monkeypatch.delenv("LLC_CONFIG", raising=False)
    monkeypatch.setattr("sys.stdin", open("/dev/null"))
    folder = tmp_path / "cfg"
    folder.mkdir()
    (folder / "companion.toml").write_text('players = ["Ann", "Bob"]\n')
    (folder / "voice.toml").write_text("rate = 9999\n")
    said = _play_settings_only(tmp_path, capsys, "--config", str(folder / "companion.toml"))
    assert "9999" in said


def test_a_missing_voice_settings_file_named_by_the_environment_is_said(
        tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("LLC_VOICE_SETTINGS", str(tmp_path / "nonexistent.toml"))
    monkeypatch.setattr("sys.stdin", open("/dev/null"))
    said = _play_settings_only(tmp_path, capsys, "--players", "Ann,Bob")
    assert "nonexistent.toml" in said and "LLC_VOICE_SETTINGS" in said


def test_settings_values_of_the_wrong_kind_are_named_as_such():
    # QA13a F9: first_player = true accepted (a bool is an int); rate = 200.5 and
    # volume = "loud" / "0,5" called "out of range"
    from companion.app.config import ConfigError, TableSettings
    from voice.settings import SettingsError, VoiceSettings
    with pytest.raises(ConfigError):
        TableSettings(first_player=True)
    with pytest.raises(SettingsError) as rate:
        VoiceSettings(rate=200.5)
    assert "whole number" in rate.value.in_language("en") and "range" not in str(rate.value)
    for value in ("loud", "0,5"):
        with pytest.raises(SettingsError) as volume:
            VoiceSettings(volume=value)
        said = volume.value.in_language("en")
        assert "not a number" in said and "0.5" in said, said
    with pytest.raises(SettingsError) as high:
        VoiceSettings(volume=1.5)
    assert "out of range" in high.value.in_language("en")


def test_small_wording_of_the_commands(tmp_path, capsys):
    # QA13a F11
    assert main(["simulate", "--players", "1"]) == 2
    assert "1 player:" in capsys.readouterr().err
    assert main(["replay", str(tmp_path / "nonexistent.jsonl")]) == 1
    err = capsys.readouterr().err
    assert "regular file" not in err and "no session log at" in err
    readme = tmp_path / "readme.jsonl"
    readme.write_text("".join(f"line {i} of a text\n" for i in range(10)))
    assert main(["resume", str(readme)]) == 1
    assert "give the .jsonl file" not in capsys.readouterr().err
    a_file = tmp_path / "out.jsonl"
    a_file.write_text("x")
    assert main(["demo", "--out", str(a_file)]) == 2
    assert "is a file, not a folder" in capsys.readouterr().err


def test_simulate_names_without_players_give_the_player_count(capsys):
    # QA13a F11: "2 names for 4 players"
    assert main(["simulate", "--names", "Ann,Bob", "--seed", "1"]) == 0
    assert capsys.readouterr().out.startswith("New game of Lovecraft Letter for 2 players.")


def test_companion_with_no_command_prints_the_help_and_has_a_version(capsys):
    assert main([]) == 2
    assert "COMMAND" in capsys.readouterr().out
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0 and "companion " in capsys.readouterr().out


def test_print_kit_all_labels_each_physical_deck_once(tmp_path, capsys, monkeypatch):
    # QA13a F12: 'all' printed the 25 classic labels again (the classic version is the
    # Arkham deck without Tommy Gun and R'lyeh, same cards, same codes)
    from companion.cards import Edition
    seen = []
    monkeypatch.setattr("companion.kit.sheets.write_kit",
                        lambda path, editions, *a, **k: seen.extend(editions) or 1)
    assert main(["print-kit", "--edition", "all", "-o", str(tmp_path / "k.pdf")]) == 0
    assert seen == [Edition.ARKHAM, Edition.ORIGINAL]


def test_resume_summary_marks_are_a_list_in_every_language():
    # QA13a F11: "fuera estado Loco" (es), "out insane" (en): two marks run together
    from types import SimpleNamespace as NS
    from companion.commands.resume import summary
    seat = NS(out=True, insane=True, protected=False, immune=False,
              tokens=NS(sane=1, insane=2))
    view = NS(edition="arkham", round=2, deck_count=11, active=1, seats=[seat],
              game_winners=[])
    tracker = NS(view=lambda: view, names=["Ann", "Bob"], zone_reads=lambda s: [],
                 question=None, hyps=[],  # one account: no fact unsure
                 state=NS(play=None), waiting=lambda: ("play", 1, None),
                 probably_out=lambda: (), result_hinges_on=lambda: (),
                 history=[])  # no input: no round lost (fresh QA63 LOW-4)
    assert "; fuera, presa de la locura;" in summary(tracker, "es")[1]
    assert "; out, insane;" in summary(tracker, "en")[1]


def test_simulate_refuses_a_negative_seed(capsys):
    """QA13a F9: ``simulate --seed -1`` played the game of seed 1 (Python's generator takes
    the absolute value), so two numbers named one game."""
    with pytest.raises(SystemExit) as stop:
        main(["simulate", "--seed", "-1"])
    assert stop.value.code == 2
    assert "'-1' is not a game number: give 0 or more" in capsys.readouterr().err


@pytest.mark.parametrize("lang, ending", [("en", ", no turn under way"),
                                          ("fr", ", pas de tour en cours"),
                                          ("es", ", ningún turno en curso")])
def test_resume_summary_between_turns_says_no_turn_under_way(lang, ending):
    """QA13a F9: with no turn under way (round over, game over) the header ended "à -"."""
    from types import SimpleNamespace as NS
    from companion.commands.resume import summary
    view = NS(edition="arkham", round=3, deck_count=0, active=None, seats=[],
              game_winners=[])
    tracker = NS(view=lambda: view, names=["Ann", "Bob"], zone_reads=lambda s: [],
                 question=None, hyps=[], state=NS(play=None),
                 waiting=lambda: ("over", None, None), probably_out=lambda: (),
                 result_hinges_on=lambda: (), history=[])
    assert summary(tracker, lang)[0].endswith(ending)
    assert " -" not in summary(tracker, lang)[0]


def test_resume_refuses_a_start_with_a_table_option_value_the_rules_do_not_have(
        tmp_path, capsys):
    """QA13a F9: ``"liber_ivonis_duration": "forever"`` in a log's start was taken (and
    played as "round"); the engine refused it already."""
    path = tmp_path / "forever.jsonl"
    path.write_text('{"seq":1,"obs":{"kind":"start","value":{"edition":"arkham","names":'
                    '["Ann","Bob"],"lang":"en","first":0,"options":'
                    '{"liber_ivonis_duration":"forever"}}}}\n')
    assert main(["resume", str(path)]) == 1
    err = capsys.readouterr().err
    assert "table option liber_ivonis_duration='forever'; allowed: round, turn" in err


class _OneFrameDemo:
    """A stand-in for the simulated game: one sentence and one black frame, then the end."""

    def __init__(self, *a, say, frame_sink, **k):
        self.say, self.frame_sink = say, frame_sink

    def run(self):
        import numpy as np
        from types import SimpleNamespace as NS
        from companion.app.session import Announcement
        self.say(Announcement("New game.", "New game."))
        if self.frame_sink is not None:
            self.frame_sink(np.zeros((720, 1280, 3), np.uint8))
        return NS(read=1, cards=1, corrected=0, entered=0, middle=0, from_stickers=0,
                  frames=1, seconds=0.1, agrees=True)


def test_demo_says_when_opencv_cannot_write_the_video_and_writes_the_rest(
        tmp_path, capsys, monkeypatch):
    """QA13a: a video OpenCV could not open (no encoder, bad path) was listed as written."""
    import cv2

    from companion.app import demo as app_demo

    class Closed:
        def __init__(self, *a, **k):
            pass

        def isOpened(self):
            return False

        def write(self, frame):
            raise AssertionError("a closed writer is not written to")

        def release(self):
            pass
    monkeypatch.setattr(cv2, "VideoWriter", Closed)
    monkeypatch.setattr(app_demo, "Demo", _OneFrameDemo)
    assert main(["demo", "--players", "2", "--audio", "wav", "--out", str(tmp_path)]) == 0
    out, err = capsys.readouterr()
    assert "OpenCV cannot write the video" in err and "going on without it" in err
    assert ".mp4" not in out.splitlines()[-1] and "transcript" in out.splitlines()[-1]


def test_simulate_refuses_a_huge_player_count_at_once(capsys):
    """QA15 #5: ``--players 99999999999999999999`` built that many default names first
    (2 GB after 15 s, nothing printed)."""
    assert main(["simulate", "--players", "99999999999999999999"]) == 2
    assert "is played by 2 to 6 players" in capsys.readouterr().err


@pytest.mark.parametrize("argv", [["demo", "--out", ""], ["print-kit", "-o", " "],
                                  ["simulate", "--record", ""],
                                  ["play", "--players", "A,B", "--log", ""],
                                  ["play", "--players", "A,B", "--config", ""],
                                  ["play", "--players", ""]])
def test_an_empty_path_is_refused_not_taken_as_the_default(argv, capsys):
    """QA15 #10: ``demo --out ''`` and ``print-kit -o ''`` wrote the default files in the
    current folder, as if the option had not been given; QA16 #3: ``--players ''`` too."""
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    assert ", or leave the option out" in capsys.readouterr().err


def test_replay_names_the_card_an_undo_removed(tmp_path, capsys):
    """QA15 #8: replay of a session log said only "Undone." where the live game had said
    "Undone: The Urchin in Bob's zone."."""
    from companion.session_log import SessionLog
    from companion.tracker import observations as o
    path = tmp_path / "s.jsonl"
    with SessionLog(path) as log:
        for obs in (o.start("arkham", ["Ann", "Bob"], "en", 0), o.card_seen(0, "the_fed"),
                    o.target(1), o.card_seen(1, "the_urchin"), o.undo()):
            log.record(obs)
    assert main(["replay", str(path)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "Undone: The Urchin in Bob's zone."
    assert main(["replay", "--lang", "es", str(path)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "Deshecho: el Pilluelo en la zona de Bob."


def test_replay_says_the_skipped_lines_in_line_order_with_log_seat_numbers(tmp_path, capsys):
    """QA16 #4: a refused start (line 1) was said after an unreadable card (line 2), and
    "choose a seat from 0 to 1" read as wrong where players number seats from 1."""
    path = tmp_path / "bad.jsonl"
    path.write_text('{"seq":1,"obs":{"kind":"start","value":{"edition":"arkham","names":'
                    '["Ann","Bob"],"lang":"en","first":5,"options":{}}}}\n'
                    '{"seq":2,"obs":{"kind":"card","seat":7,"cards":["nope"]}}\n')
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err.splitlines()
    assert "skipped line 1: start: first player 5: a log numbers seats from 0, so give 0 " \
           "(the first seat) to 1" in err[0]
    assert "skipped line 2:" in err[1]


def test_simulate_record_says_it_replaced_an_earlier_record(tmp_path, capsys):
    # QA27 #9: an earlier game record was replaced without a word (print-kit says it)
    path = _record(tmp_path, capsys, seed="3")
    assert main(["simulate", "--players", "2", "--seed", "4", "--record", str(path)]) == 0
    assert f"{path} replaced the earlier record there." in capsys.readouterr().err


def test_edition_and_language_names_are_taken_in_capitals(capsys):
    # QA27 #9: `--paper A4` was taken but `--edition ARKHAM` refused
    assert main(["simulate", "--edition", "ARKHAM", "--players", "2", "--seed", "1",
                 "--lang", "FR"]) == 0
    assert capsys.readouterr().out.startswith("Nouvelle partie de Lovecraft Letter")


@pytest.mark.parametrize("lang, again", [("en", "(The same line 4 more times.)"),
                                         ("fr", "(La même ligne 4 fois de plus.)"),
                                         ("es", "(La misma línea 4 veces más.)")])
def test_replay_counts_a_line_said_again_and_again_instead_of_printing_it(
        tmp_path, capsys, lang, again):
    # QA27 #10: a log of 300,000 answers that fit nothing printed "That answer does not
    # fit: waiting for Alice's play." 260,000 times
    path = tmp_path / "answers.jsonl"
    start = ('{"seq":1,"obs":{"kind":"start","value":{"edition":"arkham","names":'
             '["Alice","Bob","Carol"],"lang":"en","first":0}}}')
    path.write_text(start + "\n" + '{"seq":2,"obs":{"kind":"target","seat":1}}\n' * 5)
    main(["replay", str(path), "--lang", lang])
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == again and out[-2] != out[-3]
