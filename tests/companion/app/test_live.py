"""``companion play``: the live loop on rendered frames, a missing camera, bad settings."""
from dataclasses import replace
import queue
import threading

import cv2
import numpy as np
import pytest

from companion.app.camera_watch import source_reason
from companion.app.live import LiveOptions, LiveTable
from companion.app.live_cards import card_observation
from companion.app.session import TableSession
from companion.cli import main
from companion.narration.catalog import message
from vision.pipeline import TableWatcher
from vision.records import CardAppeared, FrameReading, Sighting
from vision.render import Conditions, build_scene, render_table
from vision.sources import ImageFolderSource, LiveSource, VideoFileSource, open_source
from tests.companion.app.hand_clock import HandClock, play_on
from tests.companion.settings_files import no_settings


def write_frames(folder, zones_sequence, frames_each=8, **scene_args):
    """Render a table whose zones change over time into a folder of PNG frames
    (``scene_args``: more :func:`~vision.render.build_scene` arguments, e.g. ``deck_top``).
    Each state is encoded once and its bytes written ``frames_each`` times (separate
    files, so that a test may damage one)."""
    folder.mkdir()
    n = 0
    for zones in zones_sequence:
        scene = build_scene(zones, seats=2, conditions=Conditions(size=(1280, 720)), seed=3,
                            **scene_args)
        frame, _ = render_table(scene)
        data = cv2.imencode(".png", frame)[1].tobytes()
        for _ in range(frames_each):
            (folder / f"{n:05d}.png").write_bytes(data)
            n += 1
    return folder


def _ann_played_the_fed(path):
    """A session log: Ann and Bob's game, Ann played The Fed on Bob; Bob's turn."""
    from companion.session_log import SessionLog
    from companion.tracker import observations as o
    with SessionLog(path) as log:
        for obs in (o.start("arkham", ["Ann", "Bob"], "en", 0), o.card_seen(0, "the_fed"),
                    o.target(1)):
            log.record(obs)


def live(folder, keys="", lang="en"):
    said = []
    session = TableSession(say=said.append, lang=lang)
    q = queue.Queue()
    for k in keys:
        q.put(k)
    table = LiveTable(LiveOptions("arkham", lang, ("Ann", "Bob"), 0, str(folder)),
                      session, TableWatcher("arkham"), open_source(str(folder), fps=4),
                      q, lambda c: False, lambda line: None)
    return table, said


def test_cards_laid_on_a_rendered_table_are_announced_in_order(tmp_path):
    folder = write_frames(tmp_path / "frames", [{}, {1: ["the_fed"]},
                                                {1: ["the_fed"], 2: ["the_urchin"]}])
    table, said = live(folder, keys="*1")
    assert table.run() == 0
    played = [a.brief for a in said if a.kind == "card_played"]
    assert [p.split(":")[0] for p in played] == ["Ann", "Bob"]
    assert "The Fed" in played[0] and "The Urchin" in played[1]
    assert any(a.brief == "I see the seat markers 1, 2." for a in said)
    assert said[-2].brief.startswith("The pictures have ended")  # a folder, not a video (QA)
    assert said[-1].brief == "Goodbye."  # no key can come: it ends (QA28 #6)


def test_status_line_names_the_turn_and_the_deck(tmp_path):
    folder = write_frames(tmp_path / "frames", [{}, {1: ["the_fed"]}])
    table, _ = live(folder)
    table.run()
    line = table.status_line()
    assert "turn Bob" in line and "deck" in line and "h: help" in line


def test_status_line_is_in_the_table_language(tmp_path):
    folder = write_frames(tmp_path / "frames", [{}, {1: ["the_fed"]}])
    table, _ = live(folder, lang="fr")
    assert "mise en place" in table.status_line()
    table.run()
    line = table.status_line()
    assert "tour Bob" in line and "pioche" in line and "h : aide" in line
    assert "turn" not in line and "deck" not in line


def test_the_session_log_lines_are_in_the_tables_language(tmp_path, capsys, monkeypatch):
    play_on(monkeypatch, HandClock(step=0.1))  # --duration on the table's clock (flk69)
    # QA13a F7: "Session log: ..." and "Nothing was recorded" were English at a French table
    log = tmp_path / "s.jsonl"
    assert main(["play", "--camera", "9", "--players", "Ann,Bob", "--duration", "0.2",
                 "--lang", "fr", "--log", str(log), "--config",
                 no_settings(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert f"Journal de la partie : {log}" in out and "Session log" not in out
    assert "Rien n'a été enregistré" in out and "Nothing was recorded" not in out


def test_card_observation_keeps_ambiguous_candidates_and_converts_seats():
    obs = card_observation(2, ("rlyeh", "stowaway_eggs"))
    assert obs.seat == 1 and obs.cards == ("rlyeh", "stowaway_eggs")
    assert card_observation(None, ("the_fed",)) is None


def test_missing_camera_is_said_and_nothing_crashes(tmp_path, capsys, monkeypatch):
    play_on(monkeypatch, HandClock(step=0.1))  # --duration on the table's clock (flk69)
    assert main(["play", "--camera", "9", "--players", "Ann,Bob", "--duration", "1.5",
                 "--log", str(tmp_path / "s.jsonl"), "--config",
                 no_settings(tmp_path)]) == 0
    captured = capsys.readouterr()
    out = captured.out
    assert "camera is not answering" in out
    assert "New game" not in out  # no game starts before the camera gives an image
    assert "Goodbye" in out  # --duration ran out before any picture (QA: silence)
    assert "[status] NO CAMERA | setting up" in captured.err  # the helper sees it too
    # QA: nothing was played, so no empty session log is left behind, and that is said
    assert not (tmp_path / "s.jsonl").exists() and "Nothing was recorded" in out


@pytest.mark.parametrize("lang, said", [
    ("fr", "La caméra ne répond pas : la caméra 9 ne s'ouvre pas"),
    ("es", "no se puede abrir la cámara 9"),
])
def test_camera_problem_is_said_wholly_in_the_table_language(tmp_path, capsys, lang, said,
                                                           monkeypatch):
    """The camera's own reason is said in the table's language too, not in English."""
    play_on(monkeypatch, HandClock(step=0.1))  # --duration on the table's clock (flk69)
    assert main(["play", "--camera", "9", "--players", "Ann,Bob", "--duration", "0.5",
                 "--lang", lang, "--no-log", "--config", no_settings(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert said in out and "cannot be opened" not in out


def test_every_source_reason_has_a_sentence_in_every_language(tmp_path):
    """Each problem a frame source reports (vision.sources) can be said in en, fr and es."""
    statuses = [VideoFileSource(tmp_path / "none.mp4").status,
                ImageFolderSource(tmp_path / "nowhere").status,
                ImageFolderSource(tmp_path).status,
                LiveSource(7, capture_factory=lambda target: None).status,
                LiveSource("rtsp://table.local/cam", capture_factory=lambda target: None).status]
    (tmp_path / "broken.png").write_bytes(b"no image")
    statuses.append(ImageFolderSource(tmp_path).read().status)
    for target in (7, "rtsp://table.local/cam"):  # a device that hangs: a stall
        hung = threading.Event()

        class Hangs:
            def isOpened(self):
                return True

            def read(self):
                hung.wait(5)
                return False, None

            def release(self):
                pass

        src = LiveSource(target, capture_factory=lambda t: Hangs(), latest=True,
                         background=False, frozen_after_s=0.05)
        statuses.append(src.read().status)
        hung.set()
    assert len({st.reason for st in statuses}) == len(statuses)
    for lang in ("en", "fr", "es"):
        for st in statuses:
            text = message(lang, f"app.source.{st.reason}", **dict(st.params))
            assert source_reason(lang, st) == text
            assert all(value in text for name, value in st.params if name != "retry")


def test_settings_file_with_an_error_is_said_and_the_game_goes_on(tmp_path, capsys,
                                                                monkeypatch):
    play_on(monkeypatch, HandClock(step=0.1))  # --duration on the table's clock (flk69)
    config = tmp_path / "c.toml"
    config.write_text('edition = "deluxe"\nplayers = ["Ann", "Bob"]\n')
    assert main(["play", "--camera", "9", "--duration", "0.5", "--no-log",
                 "--config", str(config)]) == 0
    out = capsys.readouterr().out
    assert "deluxe" in out and "camera is not answering" in out


@pytest.mark.parametrize("lang, table, voice, said, printed, english", [
    # QA32 F4: the value used is said, not left to the terminal
    ("fr", 'edition = "deluxe"\n', "",
     "Fichier de réglages : edition 'deluxe' n'est pas utilisable ; valeur utilisée : arkham.",
     "édition 'deluxe' inconnue ; choisissez parmi : arkham, arkham-classic, original ; "
     "valeur utilisée : 'arkham'.", "unknown edition"),
    # QA: voice.toml problems were said as "a setting cannot be used", unnamed
    ("fr", "", "rate = 2000\n",
     "Réglages de la voix : rate 2000 n'est pas utilisable ; valeur utilisée : ",
     "Débit de parole 2000 hors limites : utilisez 80 à 450 mots par minute. Valeur par "
     "défaut utilisée.", "out of range"),
    # QA: an unknown key was said as a value replaced by its default, and a file that
    # cannot be read as one setting
    ("fr", "colour = 3\n", "", "Fichier de réglages : colour n'est pas un réglage ; il est "
     "ignoré.\n", "réglage 'colour' inconnu, ignoré", "unknown"),
    ("fr", "", "verbosity = verbose\n", "Le fichier de réglages de la voix est illisible, "
     "ligne 1 ; la voix est à ses réglages par défaut.", "voice.toml est illisible", "unreadable"),
    # user test: the details printed for the helper were English in a French or Spanish game
    ("es", 'first_player = 5\n', "volume = 3\n",
     "Archivo de ajustes: first_player 5 no se puede usar; se usa 1.",
     "first_player 5: elige un asiento del 1 al 2; se usa 1.", "choose a seat"),
    ("es", 'log_dir = 5\n', "backend = \"x\"\n",
     "Ajustes de voz: el valor de backend no se puede usar",
     "Motor de voz 'x' desconocido: usa uno de", "Unknown speech backend"),
])
def test_settings_problems_are_said_in_the_table_language_and_printed_whole(
        tmp_path, capsys, monkeypatch, lang, table, voice, said, printed, english):
    # QA: a French or Spanish game heard the settings problems in English
    (tmp_path / "voice.toml").write_text(voice)
    monkeypatch.setenv("LLC_VOICE_SETTINGS", str(tmp_path / "voice.toml"))
    config = tmp_path / "c.toml"
    config.write_text(table + f'players = ["Ann", "Bob"]\nlanguage = "{lang}"\n')
    assert main(["play", "--camera", "9", "--duration", "0.5", "--no-log",
                 "--config", str(config)]) == 0
    out = capsys.readouterr()
    assert said in out.out
    assert printed not in out.out and printed in out.err
    assert english not in out.err


@pytest.mark.parametrize("lang, said", [
    ("en", ["Settings file, 3 problems: edition 'blah': using arkham; first_player 9: using "
            "1; colour is not a setting, ignored.",
            "Voice settings, 2 problems: rate 9000: using 175; verbosity 'loud': using "
            "'normal'.",
            "A sighted helper can read how to correct them in the terminal window."]),
    ("fr", ["Fichier de réglages, 3 problèmes : edition 'blah' : valeur utilisée arkham ; "
            "first_player 9 : valeur utilisée 1 ; colour n'est pas un réglage, ignoré.",
            "Réglages de la voix, 2 problèmes : rate 9000 : valeur utilisée 175 ; verbosity "
            "'loud' : valeur utilisée 'normal'.",
            "Une personne voyante peut lire comment les corriger dans la fenêtre du "
            "terminal."]),
    ("es", ["Archivo de ajustes, 3 problemas: edition 'blah': se usa arkham; first_player 9: "
            "se usa 1; colour no es un ajuste, se ignora.",
            "Ajustes de voz, 2 problemas: rate 9000: se usa 175; verbosity 'loud': se usa "
            "'normal'.",
            "Una persona vidente puede leer cómo corregirlos en la ventana de la terminal."]),
])
def test_several_settings_problems_are_said_in_one_sentence_a_file(tmp_path, capsys,
                                                                    monkeypatch, lang, said):
    """QA36: eight settings problems were eight sentences, 40 s before the game, two of
    them ending "The terminal says why": each file's problems are one sentence naming each
    setting and the value used, then where a sighted helper reads the details."""
    (tmp_path / "voice.toml").write_text('rate = 9000\nverbosity = "loud"\n')
    monkeypatch.setenv("LLC_VOICE_SETTINGS", str(tmp_path / "voice.toml"))
    config = tmp_path / "c.toml"
    config.write_text(f'edition = "blah"\nfirst_player = 9\ncolour = 3\nlanguage = "{lang}"\n'
                      'players = ["Ann", "Bob"]\n')
    assert main(["play", "--camera", "9", "--duration", "0.5", "--no-log",
                 "--config", str(config)]) == 0
    out = capsys.readouterr()
    lines = out.out.splitlines()
    assert lines[:3] == said
    assert "colour" in out.err and "9000" in out.err         # the details, printed whole


def test_an_unknown_voice_in_the_voice_settings_is_said(tmp_path, capsys, monkeypatch):
    """QA27 (session 27): ``voice = 'xx-yy'`` in voice.toml was only printed ("[voice] Voz
    'xx-yy' desconocida…"), not said as the other voice settings' problems are; QA28 of
    session 28: said without the voice named nor the one used, and not at all when the
    file named no language and the table's was not English (the voice silently dropped)."""
    import voice.backends.espeak as espeak
    from voice.backends.base import DEFAULT_VOICES
    monkeypatch.setattr(espeak, "list_voices", lambda *args, **kwargs: ["en"])
    monkeypatch.setattr(espeak, "voice_exists", lambda *args, **kwargs: False)
    monkeypatch.setenv("LLC_VOICE_SETTINGS", str(tmp_path / "voice.toml"))
    for lang, named in (("en", True), ("fr", True), ("es", True), ("fr", False), ("es", False)):
        language = f'language = "{lang}"\n' if named else ""
        (tmp_path / "voice.toml").write_text(f'voice = "xx-yy"\nbackend = "text"\n{language}')
        assert main(["play", "--camera", "9", "--duration", "0.5", "--no-log",
                     "--players", "Ann,Bob", "--lang", lang]) == 0
        out = capsys.readouterr()
        assert message(lang, "app.voice_settings_value_used", setting="voice", value="'xx-yy'",
                       used=repr(DEFAULT_VOICES[lang])) in out.out.splitlines(), (lang, named)
        assert "xx-yy" in out.err  # the details, printed once
        assert out.err.count("xx-yy") == 1


def said_aloud_before_start(monkeypatch) -> list:
    """What ``play`` says aloud when it refuses to start (its voice is not set up yet:
    :func:`companion.commands.play._refuse_aloud`), as a list filled as it says it."""
    import companion.app.voiceout as voiceout
    heard = _Heard()

    class _Speaker:
        def say(self, text):
            heard.append(text)

        def finish(self, timeout=None):
            pass

        def close(self):
            heard.closed = True

    monkeypatch.setattr(voiceout, "transcript_speaker", lambda settings: _Speaker())
    return heard


class _Heard(list):
    """What the fake voice said; ``closed`` once it was closed (session 27's review: the
    voice made for the refusals was never closed, its engines and printer thread left open)."""
    closed = False


def test_a_session_log_that_cannot_be_written_is_said(tmp_path, capsys, monkeypatch):
    """QA36: log_dir = "/proc/nope" stopped the game with a line on the terminal only."""
    heard = said_aloud_before_start(monkeypatch)
    (tmp_path / "file").write_text("")
    config = tmp_path / "companion.toml"
    config.write_text(f'players = ["Ann", "Bob"]\nlog_dir = "{tmp_path / "file" / "logs"}"\n')
    assert main(["play", "--camera", "9", "--config", str(config)]) == 2
    assert heard == ["The session log cannot be written, so the game does not start. A sighted "
                     "helper can read why in the terminal window; to play without a log, add "
                     "--no-log."]
    assert heard.closed  # the voice made for it is closed (session 27's review)
    assert "cannot write the session log" in capsys.readouterr().err


def test_the_settings_problems_are_said_too_when_the_log_cannot_be_written(
        tmp_path, capsys, monkeypatch):
    """QA27 M7 (session 27): with log_dir unwritable, a settings file's bad edition and
    unknown key were neither said nor printed, only "The session log cannot be written"."""
    heard = said_aloud_before_start(monkeypatch)
    monkeypatch.setenv("LLC_VOICE_SETTINGS", str(tmp_path / "voice.toml"))
    (tmp_path / "voice.toml").write_text("rate = 9000\n")
    (tmp_path / "file").write_text("")
    config = tmp_path / "companion.toml"
    config.write_text(f'players = ["Ann", "Bob"]\nedition = "blah"\ncolour = 3\n'
                      f'log_dir = "{tmp_path / "file" / "logs"}"\n')
    assert main(["play", "--camera", "9", "--config", str(config)]) == 2
    assert heard == [
        "Settings file, 2 problems: edition 'blah': using arkham; colour is not a setting, "
        "ignored.",
        "Voice settings: rate 9000 cannot be used; using 175.",
        "A sighted helper can read how to correct them in the terminal window.",
        "The session log cannot be written, so the game does not start. A sighted helper "
        "can read why in the terminal window; to play without a log, add --no-log."]
    err = capsys.readouterr().err
    assert "unknown edition 'blah'" in err and "'colour'" in err and "9000" in err
    assert err.index("colour") < err.index("cannot write the session log")


def test_ctrl_c_while_the_companion_starts_says_goodbye(tmp_path, capsys, monkeypatch):
    """QA27 (session 27): Ctrl+C in the first ~2 s printed only "Stopped." (exit 130) and
    said nothing; later it says goodbye. Before the voice is set up: said with a voice set
    up for it, in the table's language; once the log is made: the empty log removed."""
    import companion.app.config as config
    import vision.sources

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    heard = said_aloud_before_start(monkeypatch)
    with monkeypatch.context() as patch:
        patch.setattr(config, "load", interrupted)  # before the voice is set up
        assert main(["play", "--camera", "9", "--no-log", "--lang", "fr"]) == 0
    assert heard == ["Au revoir."]
    assert capsys.readouterr().out.splitlines() == ["Au revoir."]
    monkeypatch.undo()  # the game's own voice, text only
    (tmp_path / "voice.toml").write_text('backend = "text"\n')
    monkeypatch.setenv("LLC_VOICE_SETTINGS", str(tmp_path / "voice.toml"))
    monkeypatch.setattr(vision.sources, "open_source", interrupted)  # log and voice set up
    logs = tmp_path / "logs"
    assert main(["play", "--camera", "9", "--players", "Ann,Bob",
                 "--log", str(logs / "game.jsonl")]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == "Nothing was recorded, so no session log is kept. Goodbye."
    assert not any(line.startswith("Nothing was recorded") for line in out[:-1])
    assert list(logs.iterdir()) == []


def test_ctrl_c_after_the_log_could_not_be_written_does_not_say_it_saved(
        tmp_path, capsys, monkeypatch):
    """Session 28's review: Ctrl+C while the companion said that the session log cannot be
    written (a resumed game copied to a new log on a full disk) said "Session saved.
    Goodbye.", as the pictures' end does not (QA27 #3)."""
    import os

    import companion.app.voiceout as voiceout
    heard = []

    class _Speaker:
        def say(self, text):
            if not heard:  # Ctrl+C while the refusal is said
                heard.append(text)
                raise KeyboardInterrupt
            heard.append(text)

        def finish(self, timeout=None):
            pass

        def close(self):
            pass

    def full_disk(fd):
        raise OSError(28, "No space left on device")

    _ann_played_the_fed(tmp_path / "old.jsonl")
    monkeypatch.setattr(voiceout, "transcript_speaker", lambda settings: _Speaker())
    monkeypatch.setattr(os, "fsync", full_disk)
    assert main(["play", "--camera", "9", "--resume", str(tmp_path / "old.jsonl"),
                 "--log", str(tmp_path / "new.jsonl")]) == 0
    assert heard[0].startswith("The session log cannot be written")
    assert heard[1:] == ["Goodbye."]
    assert capsys.readouterr().out.splitlines()[-1] == "Goodbye."


@pytest.mark.parametrize("lang, table, said", [
    ("en", 'edition = "arkam"\n', "Settings file: edition 'arkam' cannot be used; using arkham."),
    ("en", 'languge = "fr"\n',
     "Settings file: languge is not a setting; it is ignored. Did you mean language?"),
    ("fr", 'languge = "fr"\n', "Fichier de réglages : languge n'est pas un réglage ; il est "
     "ignoré. Vouliez-vous dire language ?"),
    ("es", 'editon = "original"\n', "Archivo de ajustes: editon no es un ajuste; se ignora. "
     "¿Querías decir edition?"),
    # QA33 N2: a mistyped value got no "did you mean" (a mistyped key did)
    ("en", 'edition = "orignal"\n', "Settings file: edition 'orignal' cannot be used; using "
     "arkham. Did you mean original?"),
    ("fr", 'edition = "orignal"\n', "Fichier de réglages : edition 'orignal' n'est pas "
     "utilisable ; valeur utilisée : arkham. Vouliez-vous dire original ?"),
])
def test_a_settings_mistake_says_the_value_used_or_the_setting_meant(
        tmp_path, capsys, monkeypatch, lang, table, said):
    """QA32 F4: "The terminal says why" told a blind player neither that a mistyped
    edition became arkham nor that "languge" was meant as language."""
    monkeypatch.setenv("LLC_VOICE_SETTINGS", str(tmp_path / "none.toml"))
    (tmp_path / "none.toml").write_text("")
    config = tmp_path / "c.toml"
    config.write_text(table + f'players = ["Ann", "Bob"]\nlanguage = "{lang}"\n')
    assert main(["play", "--camera", "9", "--duration", "0.5", "--no-log",
                 "--config", str(config)]) == 0
    assert said in capsys.readouterr().out


def test_a_language_written_as_its_name_is_said_with_the_code_meant(tmp_path, capsys,
                                                                    monkeypatch):
    """QA33 N2: ``language = "francais"`` was said "cannot be used; using en." only."""
    monkeypatch.setenv("LLC_VOICE_SETTINGS", str(tmp_path / "none.toml"))
    (tmp_path / "none.toml").write_text("")
    config = tmp_path / "c.toml"
    config.write_text('players = ["Ann", "Bob"]\nlanguage = "francais"\n')
    assert main(["play", "--camera", "9", "--duration", "0.5", "--no-log",
                 "--config", str(config)]) == 0
    assert ("Settings file: language 'francais' cannot be used; using en. Did you mean fr?"
            in capsys.readouterr().out)


@pytest.mark.parametrize("lang, printed", [
    ("en", "settings file {config}: two players are called 'Zoé' and 'Zoe', which sound the "
     "same: give each player a name of their own, for example Ann and Ann B. Fix the players "
     "there, or give them with --players"),
    ("fr", "fichier de réglages {config} : deux joueurs s'appellent 'Zoé' et 'Zoe', qui se "
     "disent pareil"),
    ("es", "archivo de ajustes {config}: dos jugadores se llaman 'Zoé' y 'Zoe', que suenan "
     "igual: da a cada jugador un nombre propio, por ejemplo Ana y Ana B. Corrige allí los "
     "jugadores"),
])
def test_players_said_alike_in_the_settings_file_are_refused_naming_both(tmp_path, capsys,
                                                                       lang, printed):
    # user test: "Two players are called 'Zoe'" named one of "Zoé" and "Zoe"
    config = tmp_path / "c.toml"
    config.write_text(f'players = ["Zoé", "Zoe"]\nlanguage = "{lang}"\n')
    assert main(["play", "--camera", "9", "--no-log", "--config", str(config)]) == 2
    assert printed.format(config=config) in capsys.readouterr().err


def test_a_missing_settings_file_is_printed_in_the_language_asked(tmp_path, capsys):
    missing = tmp_path / "nada.toml"
    assert main(["play", "--camera", "9", "--no-log", "--lang", "es",
                 "--config", str(missing)]) == 2
    assert (f"companion play: {missing} no existe. Revisa la ruta indicada con --config"
            in capsys.readouterr().err)  # a path typed: no defaults (QA42 L6)


def test_bad_player_list_on_the_command_line_is_refused_clearly(tmp_path, capsys):
    assert main(["play", "--players", "Solo", "--no-log", "--config",
                 no_settings(tmp_path)]) == 2
    assert "2 to 6 players" in capsys.readouterr().err


def test_a_card_face_up_in_the_middle_after_rlyeh_is_not_said_as_the_decks(tmp_path, capsys):
    # QA11: reading the flipped deck's card (RULINGS A16) from the camera said a hand card
    # held face up over the middle ("Next card: The Entertainer."): play does not read it
    from companion.session_log import SessionLog
    from companion.tracker import observations as o
    log_path = tmp_path / "s.jsonl"
    with SessionLog(log_path) as log:
        for obs in (o.start("arkham", ["Ann", "Bob"], "en", 0), o.card_seen(0, "cultists"),
                    o.target(1), o.guess(5), o.card_seen(1, "the_urchin"),
                    o.card_seen(0, "the_fed"), o.card_seen(0, "rlyeh"), o.effect("insane")):
            log.record(obs)
    zones = {1: ["cultists", "the_fed", "rlyeh"], 2: ["the_urchin"]}
    frames = write_frames(tmp_path / "frames", [zones], frames_each=12,
                          set_aside=["stowaway_eggs", "the_entertainer"])
    assert main(["play", "--source", str(frames), "--resume", str(log_path), "--no-log",
                 "--config", no_settings(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "The Entertainer" not in out and "Next card" not in out


def test_play_resumes_a_game_from_its_log(tmp_path, capsys):
    log_path = tmp_path / "s.jsonl"
    _ann_played_the_fed(log_path)
    frames = write_frames(tmp_path / "frames", [{1: ["the_fed"]}], frames_each=3)
    assert main(["play", "--source", str(frames), "--resume", str(log_path),
                 "--config", no_settings(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "Game resumed from the log: round 1." in out
    assert "It is Bob's turn." in out
    assert "Ann starts" not in out  # no new set-up
    assert sum(1 for _ in open(log_path)) >= 3


def test_a_resumed_game_speaks_the_language_asked_and_says_other_options_are_not_used(
        tmp_path, capsys):
    # QA: --lang fr gave English, and --players / --edition were dropped without a word
    log_path = tmp_path / "s.jsonl"
    _ann_played_the_fed(log_path)
    frames = write_frames(tmp_path / "frames", [{1: ["the_fed"]}], frames_each=3)
    assert main(["play", "--source", str(frames), "--resume", str(log_path), "--lang", "fr",
                 "--players", "X,Y,Z", "--edition", "arkham",
                 "--config", no_settings(tmp_path)]) == 0
    said = capsys.readouterr()
    assert "Partie reprise depuis le journal : manche 1." in said.out
    # in the --lang asked (QA31 N5: in English)
    assert ("--players X,Y,Z : sans effet, une partie reprise continue avec les joueurs, "
            "le premier joueur et l'édition de son journal (Ann, Bob ; premier joueur : Ann ; "
            "arkham)") in said.err
    assert "--edition" not in said.err  # the same edition as the log's
    # QA19 #13: the printed resume hint dropped --lang (a second crash came back in English)
    assert f"companion play --resume {log_path} --source {frames} --config " in said.out
    assert " --lang fr)" in said.out


def test_two_player_face_up_cards_outside_the_zones_are_taken_as_set_aside(tmp_path):
    table, said = live(tmp_path)  # folder unused: only the method is exercised
    table.session.observe(__import__("companion.tracker.observations",
                                     fromlist=["start"]).start("arkham", ["Ann", "Bob"], "en", 0))
    obs = table._face_up_card(_outside(("the_sailor",)))
    assert obs is not None and obs.kind == "face_up" and obs.cards == ("the_sailor",)
    assert table._face_up_card(_outside(("stowaway_eggs",))) is None


def _outside(candidates, middle=True):
    """A card the camera made stable outside every zone (in the middle of the table)."""
    return CardAppeared(seat=None, candidates=candidates, index_in_zone=0, frame_index=0,
                        middle=middle)


def _start_two(table):
    from companion.tracker import observations as o
    table.session.observe(o.start("arkham", ["Ann", "Bob"], "en", 0))


def test_a_card_outside_the_zones_but_not_in_the_middle_is_not_said_face_up(tmp_path):
    # QA: a hand card held at a player's side before the first play was said "Face up"
    table, said = live(tmp_path)
    _start_two(table)
    assert table._face_up_card(_outside(("the_dilettante",), middle=False)) is None


def test_a_face_up_card_slid_and_seen_again_is_not_a_new_one(tmp_path):
    # QA: two Investigators slid 5 cm were said three times, and The Boxer never
    from companion.tracker import observations as o
    table, said = live(tmp_path)
    _start_two(table)
    for _ in range(2):
        table.session.observe(o.face_up("investigators"))

    def seen(*keys):
        poly = ((0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (0.0, 10.0))
        table.watcher.last_reading = FrameReading(0, 0.0, tuple(
            Sighting((k,), 1, False, poly, 0.9, "aruco", middle=True) for k in keys))

    seen("investigators", "investigators", "the_boxer")
    assert table._face_up_card(_outside(("investigators",))) is None
    assert table._face_up_card(_outside(("the_boxer",))).cards == ("the_boxer",)
    seen("investigators", "investigators", "investigators")  # a real third copy
    assert table._face_up_card(_outside(("investigators",))).cards == ("investigators",)


def test_a_source_with_no_image_is_said_and_no_game_starts(tmp_path, capsys):
    bad = tmp_path / "broken.mp4"
    bad.write_bytes(b"not a video at all" * 50)
    assert main(["play", "--source", str(bad), "--players", "Ann,Bob", "--no-log",
                 "--config", no_settings(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "No image from the camera or video" in out and "New game" not in out


@pytest.mark.parametrize("key, says", [("*", "Zone: which seat?"),
                                       ("-", "Undo: press minus again.")])
def test_prefix_key_says_what_it_waits_for(tmp_path, key, says):
    table, said = live(tmp_path)
    table.keys.put(key)
    table._keys()
    assert said[-1].brief == says


def test_keys_7_and_9_step_through_announcements_not_the_keys_prompts_and_answers(
        tmp_path, monkeypatch):
    """QA21 #4: seven presses of 7 gave "Undo: press minus again.", key 5's answer,
    "Cancelled.", … "Answer: which number?": 3 of 7 were game events. An undo's result is
    news of the game: kept."""
    from companion.app.voiceout import VoiceOut, transcript_speaker
    from companion.tracker import observations as o
    from voice import VoiceSettings
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    heard: list[str] = []
    with transcript_speaker(VoiceSettings(backend="text")) as speaker:
        out = VoiceOut(speaker, echo=heard.append)
        table, said = live(tmp_path)
        table.session.say = lambda a: (said.append(a), out(a))
        table.say_control = out.control
        table.session.observe(o.start("arkham", ["Ann", "Bob"], "en", 0))
        table.session.observe(o.card_seen(0, "the_entertainer"))
        kept = [a.brief for a in said]
        for keys in ("*1", "*", "x", "5", "4", "-", "1", "--", "8"):  # (plus with no
            # question open says so at once, not "Cancelled." after x: QA34 L3)
            assert speaker.wait_idle(5)  # a key's answer is said at once (QA36 H2): each
            for key in keys:             # key comes once the voice has said the last
                table.keys.put(key)
            table._keys()
        assert {"Undo: press minus again.", "Cancelled."} <= {a.brief for a in said}
        kept.append(next(a.brief for a in said if a.brief.startswith("Undone:")))
        kept.append("It is Ann's turn.")  # QA23 #9: said with the undo, news too
        assert speaker.wait_idle(5)  # the keys say what the voice said (QA36 H1)
        table.keys.put("0")
        for _ in range(len(kept) + 1):
            table.keys.put("7")
        table._keys()
        assert speaker.wait_idle(5)
    assert [e.text for e in speaker.history] == kept
    # 0 says the last announcement, not key 8's answer (QA23 #19)
    assert heard == [kept[-1]] + kept[::-1] + ["Start of history."]


def test_demo_into_an_output_folder_it_cannot_use_says_so(tmp_path, capsys):
    (tmp_path / "demo.wav").mkdir()
    assert main(["demo", "--players", "2", "--out", str(tmp_path), "--no-video"]) == 2
    assert "cannot write" in capsys.readouterr().err


def test_a_log_path_that_is_not_a_regular_file_is_refused(tmp_path):
    import pytest
    from companion.session_log import SessionLog
    with pytest.raises(OSError, match="not a regular file"):
        SessionLog("/dev/null")


def test_a_settings_file_that_cannot_be_read_stops_before_a_game_of_unknown_players(
        tmp_path, capsys):
    """QA: a TOML error started a game of 4 players named Player 1 to 4 (exit 0);
    --players still overrides."""
    config = tmp_path / "c.toml"
    config.write_text("players = [Ann\n")
    assert main(["play", "--camera", "9", "--duration", "0.3", "--no-log",
                 "--config", str(config)]) == 2
    err = capsys.readouterr().err
    assert "cannot be read" in err and "players are unknown" in err and "--players" in err
    assert main(["play", "--camera", "9", "--duration", "0.3", "--no-log",
                 "--players", "Ann,Bob", "--config", str(config)]) == 0


def test_a_mistyped_config_path_stops_even_with_the_players_given(tmp_path, capsys):
    """QA: a mistyped --config started a game of Player 1 to 4; QA42 L6: with --players,
    it was only warned about ("using the defaults"): a path typed that is not there stops
    the start, whatever else is given."""
    config = tmp_path / "c.toml"
    for players in ((), ("--players", "Ann,Bob")):
        assert main(["play", "--camera", "9", "--duration", "0.3", "--no-log", *players,
                     "--config", str(config)]) == 2
        err = capsys.readouterr().err
        assert f"{config} does not exist. Check the path given with --config" in err


@pytest.mark.parametrize("players", ['["Ann", "ann"]', '["Ann"]', '"Ann,Bob"'])
def test_unusable_players_in_the_settings_file_stop_before_the_game(tmp_path, capsys, players):
    """Default players would make the tracker follow a game of the wrong size: refuse, say
    what to fix; --players on the command line overrides the file."""
    config = tmp_path / "c.toml"
    config.write_text(f"players = {players}\n")
    assert main(["play", "--camera", "9", "--duration", "0.3", "--no-log",
                 "--config", str(config)]) == 2
    err = capsys.readouterr().err
    assert "Fix the players there" in err and "Player 1" not in err
    assert main(["play", "--camera", "9", "--duration", "0.3", "--no-log",
                 "--players", "Ann,Bob", "--config", str(config)]) == 0
    # QA: the file's refused players were still said ("using Player 1, …") though unused
    assert "Player 1" not in capsys.readouterr().out


def test_an_empty_source_is_refused_before_anything_starts(tmp_path, capsys):
    assert main(["play", "--source", " ", "--players", "Ann,Bob", "--no-log",
                 "--config", no_settings(tmp_path)]) == 2
    assert "empty frame source" in capsys.readouterr().err


def _no_picture(reason, kind="stream"):
    from vision.records import GapKind, SourceStatus
    from vision.sources import Frame
    status = SourceStatus(False, GapKind.NO_FRAME, f"{reason} message", retrying=True,
                          reason=f"{kind}_{reason}", params=(("target", "cam"),
                                                              ("retry", "2"), ("seconds", "3")))
    return Frame(0, 0.0, None, status)


def test_camera_problems_are_said_once_per_reason_and_connecting_is_no_problem(monkeypatch):
    """QA: every stream start said "The camera is not answering: connecting…" then "The
    camera is back."; a stream that never opened was only ever said as "connecting"; and
    the loop asked the source again at once, spinning a whole core while it had no picture.
    A stall that becomes a stream that cannot be opened is one loss, said once (QA32 M3:
    two 9-s lines 2 s apart); its new reason is the next reminder's."""
    import numpy as np
    from companion.app import live as live_mod
    from vision.sources import Frame
    from vision.records import SourceStatus

    picture = Frame(1, 0.1, np.zeros((8, 8, 3), np.uint8), SourceStatus(True))
    frames = [_no_picture("connecting"), _no_picture("connecting"), picture,
              _no_picture("stalled"), _no_picture("stalled"), _no_picture("unopenable"),
              _no_picture("unopenable"), picture]
    said = []
    table = LiveTable(LiveOptions("arkham", "en", ("Ann", "Bob"), 0, "0"),
                      TableSession(say=lambda a: said.append(a.brief), lang="en"),
                      TableWatcher("arkham"), None, queue.Queue(),
                      lambda c: False, lambda line: None,
                      clock=HandClock())  # still: no reminder comes between (flk69)
    naps = []
    monkeypatch.setattr(live_mod.time, "sleep", naps.append)
    for frame in frames:
        table.camera.picture(frame)
        table._idle(frame)
    lost = [s for s in said if "not answering" in s]
    assert len(lost) == 1 and "connecting" not in " ".join(said)
    assert "sent no picture" in lost[0] and "cannot be opened" not in " ".join(said)
    assert [s for s in said if "is back" in s] == ["The camera is back."]
    assert said.index("The camera is back.") > said.index(lost[0])
    assert naps == [live_mod.IDLE_S] * 6  # one short wait per frame without a picture


@pytest.mark.parametrize("args, says", [
    (["--camera", "abc"], "'abc' is not a camera index"),
    (["--camera", "-1"], "'-1' is not a camera index"),
    (["--duration", "nan"], "'nan' is not a duration"),
    (["--duration", "-5"], "'-5' is not a duration"),
])
def test_a_wrong_camera_index_or_duration_is_refused_before_anything_starts(
        tmp_path, capsys, args, says):
    """QA: ``--camera -1`` and ``--camera abc`` were taken for video file names ("video file
    -1 not found"), and ``--duration nan`` or ``-5`` were accepted."""
    with pytest.raises(SystemExit) as stop:
        main(["play", "--players", "Ann,Bob", "--no-log", "--config",
              no_settings(tmp_path), *args])
    assert stop.value.code == 2
    assert says in capsys.readouterr().err


class _ClockedWatcher:
    """A real TableWatcher whose every picture "takes" ``seconds`` on a fake clock."""

    def __init__(self, clock, seconds):
        self.inner, self.clock, self.seconds = TableWatcher("arkham"), clock, seconds

    def update_from(self, frame):
        self.clock[0] += self.seconds
        return self.inner.update_from(frame)

    def __getattr__(self, name):
        return getattr(self.inner, name)


@pytest.mark.parametrize("seconds, lang, says", [
    (1.25, "en", "about 1.2 seconds a picture"),   # round half to even, as Babel does
    (0.9, "fr", "environ 900 millisecondes par image"),
    (0.1, "en", None),
])
def test_slow_reading_is_said_once_with_its_seconds(tmp_path, monkeypatch, seconds, lang, says):
    """A fine check cloth makes ArUco take 0.4–2.6 s a picture (docs/benchmarks-history.md):
    say it once, in the table's language, so a helper can change the cloth."""
    from companion.app import live as live_mod
    clock = [1000.0]
    monkeypatch.setattr(live_mod.time, "monotonic", lambda: clock[0])
    folder = write_frames(tmp_path / "frames", [{}, {1: ["the_fed"]}], frames_each=30)  # set-up: 1.5 s
    said = []
    table = LiveTable(LiveOptions("arkham", lang, ("Ann", "Bob"), 0, str(folder)),
                      TableSession(say=said.append, lang=lang), _ClockedWatcher(clock, seconds),
                      open_source(str(folder), fps=30), queue.Queue(), lambda c: False,
                      lambda line: None)
    assert table.run() == 0
    slow = [a.brief for a in said if a.brief.startswith(("Reading the table", "La lecture"))]
    assert slow == ([] if says is None else [slow[0]])
    if says is not None:
        assert says in slow[0]


def test_resuming_does_not_play_again_the_cards_already_on_the_table(tmp_path, capsys):
    """QA: ``play --resume`` on the same table said every card already there as a new play
    ("Ann: The Fed." again) and counted it twice. The card Bob plays after is still said."""
    from companion.session_log import read_log
    log_path = tmp_path / "s.jsonl"
    _ann_played_the_fed(log_path)
    frames = write_frames(tmp_path / "frames", [{1: ["the_fed"]},
                                                {1: ["the_fed"], 2: ["the_urchin"]}],
                          frames_each=12)  # 1.1 s a state at a folder's 10 pictures a second
    assert main(["play", "--source", str(frames), "--resume", str(log_path),
                 "--config", no_settings(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "Ann: The Fed" not in out and "Check" not in out
    assert out.count("Bob: The Urchin") == 1
    cards = [obs.cards for obs in read_log(log_path)[0] if obs.kind == "card"]
    assert cards == [("the_fed",), ("the_urchin",)]


def test_a_card_entered_by_key_is_not_played_again_when_the_camera_reads_it(tmp_path):
    """The camera missed a card, the helper entered it (``*1`` then its number): when the
    camera reads it later, it is that card, not a second play; a second copy played later
    is still a play (KnownCards)."""
    from companion.tracker import observations as o
    from vision.records import CardAppeared
    table, said = live(tmp_path)  # folder unused: only the method is exercised
    table.session.observe(o.start("arkham", ["Ann", "Bob"], "en", 0))
    table.session.observe(o.card_seen(0, "investigators"))  # as the key would
    table.session.observe(o.target(1))
    table.session.observe(o.guess(2))
    said.clear()
    table._card_appeared(CardAppeared(seat=1, candidates=("investigators",), index_in_zone=0,
                                      frame_index=9, t=0.3, confidence=0.9))
    assert not [a for a in said if a.kind == "card_played"]
    assert table.session.tracker.view().seats[0].zone == ("investigators",)
    table.session.observe(o.card_seen(1, "the_urchin"))  # Bob's turn, then Ann's again
    said.clear()
    table._card_appeared(CardAppeared(seat=1, candidates=("investigators",), index_in_zone=1,
                                      frame_index=40, t=1.3, confidence=0.9))
    assert [a.kind for a in said if a.kind == "card_played"] == ["card_played"]
    assert table.session.tracker.view().seats[0].zone == ("investigators", "investigators")


def _keyboard_on_a_pty(code: str) -> tuple[int, int]:
    """A child Python that starts a ``KeyboardThread`` ``t`` on a new pseudo terminal, then
    runs ``code``: ``(pid, terminal fd)``, once the child has put the terminal in cbreak
    mode (it prints a line then, read here: no deadline on the real clock, which a slow
    machine ran out of before the child's start, flk69)."""
    import os
    import pty
    import sys
    pid, fd = pty.fork()
    if pid == 0:
        os.execv(sys.executable, [sys.executable, "-c",
                                  "from companion.app.terminal import KeyboardThread\n"
                                  "t = KeyboardThread().start()\n"
                                  "print('cbreak', flush=True)\n" + code])
    assert _read_line(fd).strip() == b"cbreak"
    return pid, fd


def _read_line(fd: int) -> bytes:
    """Read the child's terminal output up to its next line end (``b""`` at its end)."""
    import os
    out = b""
    while not out.endswith(b"\n"):
        try:
            chunk = os.read(fd, 1)
        except OSError:  # the child has ended and closed the terminal
            break
        if not chunk:
            break
        out += chunk
    return out


def test_the_terminal_gets_its_echo_back_when_the_program_ends_on_an_error():
    """QA: a crash in the loop left the terminal in cbreak mode without echo (the keyboard
    thread's own clean-up never runs in a daemon thread); it is now restored at exit.
    The child fails only once it has read a key we send (no sleep: under load a 0.3 s
    sleep could end before we looked at the terminal)."""
    import os
    import termios
    pid, fd = _keyboard_on_a_pty("t.keys.get(timeout=60); "
                                 "raise SystemExit('boom')")  # read a key, then fail
    assert not termios.tcgetattr(fd)[3] & termios.ECHO
    os.write(fd, b"x")
    os.waitpid(pid, 0)
    assert termios.tcgetattr(fd)[3] & termios.ECHO
    os.close(fd)


def test_an_arrow_key_on_a_terminal_is_one_special_key_not_escape():
    """QA17 #12: arrow and F keys (escape sequences) were said as "Key escape does
    nothing"; Escape alone still is Escape. Each key is sent once the child has printed
    the one before (a person types slower than a program reads; a sleep between them let
    Escape and 5 arrive in one read on a busy machine)."""
    import os
    from companion.app.keys import SPECIAL_KEY
    pid, fd = _keyboard_on_a_pty("for _ in range(3): print(repr(t.keys.get(timeout=60)), "
                                 "flush=True)")
    got = []
    for keys in ("\x1b[A", "\x1b", "5"):
        os.write(fd, keys.encode())
        got.append(_read_line(fd).decode().strip())
    os.waitpid(pid, 0)
    os.close(fd)
    assert got == [repr(SPECIAL_KEY), repr("\x1b"), repr("5")]


def test_a_resumed_game_written_to_another_log_can_be_resumed_from_that_log(tmp_path, capsys):
    """QA: with ``--resume A --log B`` the new lines went to B without the game's start, and
    the printed hint ("resume with: companion resume B") failed; B now starts with the game
    so far, and the hint names ``companion play --resume``."""
    from companion.session_log import resume
    first, second = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    _ann_played_the_fed(first)
    frames = write_frames(tmp_path / "frames", [{1: ["the_fed"]}], frames_each=3)
    assert main(["play", "--source", str(frames), "--resume", str(first), "--log", str(second),
                 "--config", no_settings(tmp_path)]) == 0
    # with the picture source and settings of the game (QA18 N10: it opened camera 0)
    assert (f"companion play --resume {second} --source {frames} --config "
            f"{tmp_path / 'none.toml'})") in capsys.readouterr().out
    tracker, errors = resume(second)
    assert not errors and tracker.view().seats[0].zone == ("the_fed",)


def test_the_end_of_duration_says_goodbye(tmp_path):
    """QA: ``--duration`` ended the session without a word (``q`` says goodbye)."""
    folder = write_frames(tmp_path / "frames", [{1: ["the_fed"]}], frames_each=20)
    said = []
    table = LiveTable(LiveOptions("arkham", "en", ("Ann", "Bob"), 0, str(folder), duration=1e-9),
                      TableSession(say=said.append, lang="en"), TableWatcher("arkham"),
                      open_source(str(folder), fps=30), queue.Queue(), lambda c: False,
                      lambda line: None)
    assert table.run() == 0
    assert said[-1].brief == message("en", "app.goodbye")


def test_a_single_picture_as_source_shows_its_seat_markers(tmp_path):
    """QA: one still image as ``--source`` said "I see no seat marker yet" (it was read
    before the set-up looked); five copies of it named the seats."""
    folder = write_frames(tmp_path / "frames", [{1: ["the_fed"]}], frames_each=1)
    table, said = live(folder)
    assert table.run() == 0
    assert any(a.brief == "I see the seat markers 1, 2." for a in said)


def test_an_undone_card_still_on_the_table_is_left_out_and_held_minus_undoes_once(
        tmp_path, monkeypatch):
    """QA: minus held down undid the whole game; an undone card that stayed on the table was
    never reported again and the game waited for it for ever. QA21 #2: read again at once,
    it was said as a play again: it is left out until taken away, then read when laid
    again."""
    from companion.app import live as live_mod
    from companion.tracker import observations as o
    clock = [100.0]
    monkeypatch.setattr(live_mod.time, "monotonic", lambda: clock[0])
    table, said = live(tmp_path)  # the folder is unused: frames are given by hand
    table.session.observe(o.start("arkham", ["Ann", "Bob"], "en", 0))
    table.session.observe(o.card_seen(0, "the_urchin"))  # Ann's card, given by key
    frame, _ = render_table(build_scene({2: ["the_urchin"]}, seats=2,
                                        conditions=Conditions(size=(1280, 720)), seed=3))

    empty, _ = render_table(build_scene({}, seats=2, conditions=Conditions(size=(1280, 720)),
                                        seed=3))

    def watch(frames=6, picture=frame):
        for k in range(frames):
            clock[0] += 0.25
            table._cards_appeared(table.watcher.update(picture, clock[0]))
            table._left_cards()
    watch()
    assert table.session.tracker.view().seats[1].zone == ("the_urchin",)  # Bob's play
    for key in "--------":                  # minus held down: one undo
        table.keys.put(key)
    table._keys()
    assert table.session.tracker.view().seats[1].zone == ()
    assert table.session.tracker.view().seats[0].zone == ("the_urchin",)
    assert [a.brief for a in said[-2:]] == [
        "The Urchin in Bob's zone: take it away, or it stays left out.",
        "If it was right, press Enter, then 4, to give it back."]  # (QA71 m4)
    watch()                                  # still on the table: left out
    assert table.session.tracker.view().seats[1].zone == ()
    watch(20, empty)                         # taken away (5 s)
    watch()                                  # laid again: read
    assert table.session.tracker.view().seats[1].zone == ("the_urchin",)
    assert sum("Bob: The Urchin" in a.brief for a in said) == 2


def test_a_log_of_another_session_is_not_written_into(tmp_path, capsys):
    """QA: ``--log`` naming another game's log appended this game to it (a second start,
    or a resumed game's lines after a finished one)."""
    other = tmp_path / "other.jsonl"
    _ann_played_the_fed(other)
    before = other.read_bytes()
    assert main(["play", "--camera", "9", "--duration", "0.3", "--players", "Ann,Bob",
                 "--log", str(other), "--config", no_settings(tmp_path)]) == 2
    assert "already exists and is not empty" in capsys.readouterr().err
    assert other.read_bytes() == before


def _appeared(seat, key, n):
    from vision.records import CardAppeared
    return CardAppeared(seat=seat, candidates=(key,), index_in_zone=n, frame_index=n, t=n,
                        confidence=0.9)


def _misread_corrected(tmp_path):
    """Ann's Boxer misread as The Urchin, corrected with slash 3 (and plus for The Boxer),
    her Boxer's target Bob, and Bob's Urchin: ``(table, said)``, Ann's turn."""
    from companion.tracker import observations as o
    table, said = live(tmp_path)
    table.timer = HandClock()  # still: no key's wait times out between two keys (flk69)
    table.session.observe(o.start("arkham", ["Ann", "Bob"], "en", 0))
    table._card_appeared(_appeared(1, "the_urchin", 0))          # the camera misreads
    for key in "/3":
        table.keys.put(key)
    table._keys()
    option = 1 if said[-1].brief.index("The Boxer") < said[-1].brief.index("Deep One") else 2
    table.keys.put("+")
    table.keys.put(str(option))
    table._keys()
    assert table.session.tracker.view().seats[0].zone == ("the_boxer",)
    table.session.observe(o.target(1))                         # The Boxer's target: Bob
    table.session.observe(o.card_seen(1, "the_urchin"))        # Bob's turn
    return table, said


def test_a_corrected_misread_does_not_swallow_the_real_card(tmp_path):
    """QA: after "/" corrected Ann's misread Urchin to The Boxer, her real second Boxer was
    swallowed."""
    table, _ = _misread_corrected(tmp_path)
    table._card_appeared(_appeared(1, "the_boxer", 1))         # Ann's real second Boxer
    assert table.session.tracker.view().seats[0].zone == ("the_boxer", "the_boxer")


def test_a_later_copy_of_a_corrected_misread_is_a_play(tmp_path):
    """QA32 M1: Carol's Investigators corrected to The Urchin; the Investigators R'lyeh put
    in her zone later was taken for the misread seen again and lost (the game waited for
    R'lyeh's cards to the round's end). The camera reports each card once: a later report
    of the misread card in that zone is another copy, a play."""
    table, _ = _misread_corrected(tmp_path)
    table._card_appeared(_appeared(1, "the_urchin", 1))        # Ann plays a real Urchin
    assert table.session.tracker.view().seats[0].zone == ("the_boxer", "the_urchin")


def test_a_resumed_game_knows_the_misreads_corrected_before(tmp_path):
    from companion.session_log import SessionLog, read_log, resume
    from companion.tracker import observations as o
    path = tmp_path / "s.jsonl"
    with SessionLog(path) as log:
        for obs in (o.start("arkham", ["Ann", "Bob"], "en", 0), o.card_seen(0, "the_urchin"),
                    o.was("the_boxer"), o.target(1)):
            log.record(obs)
    table, said = live(tmp_path)
    table.session.tracker = resume(path)[0]
    table.session.recall()
    table.known.resumed(table.session.tracker.view(), read_log(path)[0])
    table._card_appeared(_appeared(1, "the_urchin", 0))        # the same misread again
    assert table.session.tracker.view().seats[0].zone == ("the_boxer",)
    assert not [a for a in said if a.kind == "card_played"]


def test_a_resumed_game_knows_a_misread_corrected_cards_back(tmp_path):
    """QA32 M1: slash corrected Bob's card while Carol's, read after it, was not said yet
    (a ``was`` one card back): resumed, the misread is Bob's, not Carol's."""
    from companion.session_log import SessionLog, read_log, resume
    from companion.tracker import observations as o
    path = tmp_path / "s.jsonl"
    with SessionLog(path) as log:
        for obs in (o.start("arkham", ["Alice", "Bob", "Carol"], "en", 0),
                    o.card_seen(0, "the_musician"), o.card_seen(2, "stowaway"),
                    o.card_seen(1, "investigators"), o.card_seen(2, "investigators"),
                    o.was("the_urchin", back=1)):
            log.record(obs)
    table, said = live(tmp_path)
    table.session.tracker = resume(path)[0]
    table.session.recall()
    assert table.session.tracker.view().seats[1].zone == ("the_urchin",)
    table.known.resumed(table.session.tracker.view(), read_log(path)[0])
    told = len(said)
    table._card_appeared(_appeared(2, "investigators", 0))     # Bob's misread again
    table._card_appeared(_appeared(3, "investigators", 1))     # Carol's card again
    assert table.session.tracker.view().seats[1].zone == ("the_urchin",)
    assert table.session.tracker.view().seats[2].zone == ("stowaway", "investigators")
    # not "The camera reads the Investigators in Bob's zone where The Urchin was entered"
    assert [a.brief for a in said[told:]] == []


def test_a_resumed_game_pins_a_misread_on_the_card_the_tracker_corrected(tmp_path):
    """Review of QA32 M1: the resume counted ``back`` over the log as written, the
    tracker over its history, which a correction's replay leaves without the refused
    inputs after the card corrected (Bob's Necronomicon, unexpected): the second
    correction, of Carol's Stowaway two cards back, was pinned on Bob's card."""
    from companion.session_log import SessionLog, read_log, resume
    from companion.tracker import observations as o
    path = tmp_path / "s.jsonl"
    with SessionLog(path) as log:
        for obs in (o.start("arkham", ["Alice", "Bob", "Carol"], "en", 0),
                    o.card_seen(0, "the_musician"), o.card_seen(2, "stowaway"),
                    o.card_seen(1, "investigators"), o.card_seen(1, "necronomicon"),
                    o.card_seen(2, "investigators"), o.was("the_urchin", back=2),
                    o.was("the_boxer", back=2)):
            log.record(obs)
    table, said = live(tmp_path)
    table.session.tracker = resume(path)[0]
    table.session.recall()
    assert table.session.tracker.view().seats[2].zone == ("the_boxer", "investigators")
    table.known.resumed(table.session.tracker.view(), read_log(path)[0])
    told = len(said)
    for n, (seat, key) in enumerate(((1, "the_musician"), (3, "stowaway"),
                                     (2, "investigators"), (3, "investigators"))):
        table._card_appeared(_appeared(seat, key, n))  # every card on the table again
    view = table.session.tracker.view()
    assert (view.seats[1].zone, view.seats[2].zone) == (
        ("the_urchin",), ("the_boxer", "investigators"))
    assert [a.brief for a in said[told:]] == []


def test_a_resumed_correction_of_a_revealed_card_leaves_no_misread_on_a_card_before_it():
    """Review of QA32 M1: the resume took only a camera read (``card``) for the card a
    slash corrected, where the tracker takes the Sanity check's revealed card too: Carol's
    revealed Cultists corrected to The Urchin left a misread Investigators on Bob, and
    Bob's real second Investigators would have been taken for it."""
    from companion.app.known_cards import KnownCards
    from companion.tracker import observations as o
    from companion.tracker.tracker import Tracker
    log = (o.start("arkham", ["Alice", "Bob", "Carol"], "en", 0),
           o.card_seen(0, "the_musician"), o.card_seen(2, "stowaway"),
           o.card_seen(1, "investigators"), o.Observation("revealed", 2, ("cultists",)),
           o.was("the_urchin"))
    tracker = Tracker()
    tracker.apply_all(log)
    assert tracker.correction().card == log[4]
    known = KnownCards()
    known.resumed(tracker.view(), log)
    view = tracker.view()
    assert known.known(view, 1, ("investigators",))  # Bob's card, reported again
    assert not known.known(view, 1, ("investigators",))  # another copy: a play


def test_an_open_question_is_asked_again_when_an_undo_or_a_held_card_needs_it(tmp_path):
    """QA: undoing the answer to "Which card is it?" left the game silent, and cards held
    back for an open question were not said and the question not repeated."""
    from companion.tracker import observations as o
    table, said = live(tmp_path)
    table.session.observe(o.start("arkham", ["Ann", "Bob"], "en", 0))
    for key in "\n3+1":
        table.keys.put(key)
    table._keys()
    assert said[-1].kind != "question"
    for key in "--":
        table.keys.put(key)
    table._keys()
    # the answer to Enter's "which card?" goes back with the card entered (fresh QA65b H3)
    assert any(s.brief.startswith("Undone: the card you entered in Ann's zone, and your "
                                  "answer to: Which card in Ann's zone") for s in said[-3:])
    assert table.session.tracker.question is None
    for key in "\n3+1":                           # entered again (Ann's zone): asked again
        table.keys.put(key)
    table._keys()
    assert said[-1].kind == "question"
    table._card_appeared(_appeared(2, "the_urchin", 0))       # Bob's card waits
    assert said[-1].brief.startswith("A card in Bob's zone waits for the answer")  # N7


def test_a_lone_minus_expires_and_minus_held_after_an_undo_starts_nothing(tmp_path,
                                                                          monkeypatch):
    """QA: a lone minus stayed armed (one more minus five seconds later undid a card), and
    the minus left over from holding the key did the same."""
    from companion.app import live as live_mod
    from companion.tracker import observations as o
    clock = [100.0]
    monkeypatch.setattr(live_mod.time, "monotonic", lambda: clock[0])
    table, said = live(tmp_path)
    table.session.observe(o.start("arkham", ["Ann", "Bob"], "en", 0))
    table.session.observe(o.card_seen(0, "the_urchin"))
    table.keys.put("-")
    table._keys()
    clock[0] += 5
    table.keys.put("-")
    table._keys()                                              # the first minus expired
    assert table.session.tracker.view().seats[0].zone == ("the_urchin",)
    clock[0] += 5
    table.session.observe(o.card_seen(1, "the_fed"))
    for key in "-----":                                        # held: one undo
        table.keys.put(key)
    table._keys()
    assert table.session.tracker.view().seats[1].zone == ()
    assert table.reader.pending is None                        # nothing left armed


def test_a_picture_too_small_to_read_cards_is_said_once(tmp_path):
    """QA: a folder of 1×1 pictures was "camera OK" and the game started in silence."""
    folder = tmp_path / "tiny"
    folder.mkdir()
    for n in range(5):
        cv2.imwrite(str(folder / f"{n:05d}.png"), np.full((1, 1, 3), 128, np.uint8))
    table, said = live(folder)
    assert table.run() == 0
    small = [a.brief for a in said if "too small to read the cards" in a.brief]
    assert small == ["The camera's picture is only 1 by 1 pixels: too small to read the "
                     "cards. Use a resolution of 1280 by 720 or more."]


@pytest.mark.parametrize("signum", ["SIGTERM", "SIGHUP"])
def test_sigterm_or_sighup_ends_play_like_ctrl_c_and_leaves_no_empty_log(tmp_path, signum):
    """QA: SIGTERM before the first picture left an empty session log behind; QA29: SIGHUP
    (the terminal closed) ended the game at once (exit 129), with no goodbye. The child's
    standard input stays open (keys can come): it waits for its camera until the signal,
    not :data:`~companion.app.live.FIRST_PICTURE_NO_KEYS_S` of its real clock, which a
    loaded machine could pass before the signal came (flk69); the bounds below only stop a
    hang."""
    import signal
    import subprocess
    import sys
    import threading
    log = tmp_path / "term.jsonl"
    proc = subprocess.Popen(
        [sys.executable, "-c", "import sys; from companion.cli import main; sys.exit(main())",
         "play", "--camera", "9", "--players", "Ann,Bob", "--log", str(log),
         "--config", no_settings(tmp_path)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    guard = threading.Timer(300, proc.kill)  # never hang the suite
    guard.start()
    for line in proc.stderr:  # the status line: the game loop runs, its handler is set
        if "[status]" in line:
            break
    proc.send_signal(getattr(signal, signum))
    out, _ = proc.communicate(timeout=300)
    guard.cancel()
    assert proc.returncode == 0
    assert "Goodbye" in out and "Nothing was recorded" in out and not log.exists()


def test_face_up_cards_already_laid_when_the_companion_starts_are_said(tmp_path):
    """QA: two players, the five face-up cards in the middle from the first picture on:
    they became stable during the set-up, before the game started, and were never said."""
    aside = ["stowaway_eggs", "investigators", "the_boxer", "the_urchin"]
    folder = tmp_path / "fu"
    folder.mkdir()
    scene = build_scene({}, seats=2, conditions=Conditions(size=(1280, 720)), seed=4,
                        growing=True, set_aside=aside)
    frame, _ = render_table(scene)
    for n in range(20):
        cv2.imwrite(str(folder / f"{n:05d}.png"), frame)
    table, said = live(folder)
    assert table.run() == 0
    face_up = sorted(a.brief for a in said if a.brief.startswith("Face up"))
    assert face_up == ["Face up: The Boxer.", "Face up: The Urchin.", "Face up: the Investigators."]
    assert table.session.tracker.view().face_up  # the tracker holds them


def test_resuming_a_finished_game_says_who_won_and_a_later_card_is_not_counted(
        tmp_path, capsys):
    # QA: it said "No turn in progress." and then "The Urchin by Alice? Waiting for
    # nothing: the game is over."
    from companion.engine.bots import play_random_game
    from companion.session_log import SessionLog
    from companion.tracker.from_engine import game_observations
    game = play_random_game("arkham", 2, seed=3, names=("Ann", "Bob"))
    log_path = tmp_path / "won.jsonl"
    with SessionLog(log_path) as log:
        for obs in game_observations(game):
            log.record(obs)
    winner = ("Ann", "Bob")[game.game_winners[0]]
    written = log_path.read_bytes()
    frames = write_frames(tmp_path / "frames", [{1: ["the_urchin"]}], frames_each=12)  # 1.1 s
    assert main(["play", "--source", str(frames), "--resume", str(log_path),
                 "--config", no_settings(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert f"the game is over, won by {winner}." in out
    assert "No turn in progress" not in out and "Waiting for nothing" not in out
    # QA17 #13: the camera sees the old table; its cards are neither said one by one as
    # "not counted" nor logged as refused, and the start line speaks of no crash
    assert "The Urchin" not in out and "not counted" not in out
    assert log_path.read_bytes() == written
    assert f"Session log: {log_path} (its game is over)" in out and "crash" not in out


@pytest.mark.parametrize("lang, says", [
    ("en", "cannot write the session log {log}: {file} is a file, not a folder. Give"),
    ("fr", "impossible d'écrire le journal de session {log} : {file} est un fichier, pas un"),
    ("es", "no se puede escribir el registro de sesión {log}: {file} es un archivo, no una")])
def test_a_log_folder_that_is_a_file_is_said_so_in_the_table_language(tmp_path, capsys,
                                                                       lang, says):
    # QA27 #9: log_dir = "/etc/passwd" gave "File exists"; QA27 #7: English with --lang fr
    frames = write_frames(tmp_path / "frames", [{}], frames_each=1)
    file = tmp_path / "notes"
    file.write_text("not a folder")
    log = file / "game.jsonl"
    assert main(["play", "--source", str(frames), "--players", "Ann,Bob", "--log", str(log),
                 "--lang", lang, "--config", no_settings(tmp_path)]) == 2
    assert says.format(log=log, file=file) in capsys.readouterr().err


def test_a_session_log_that_cannot_be_written_stops_before_the_game(tmp_path, capsys):
    # QA: the game went on without its log ("playing without it"): a crash would lose it
    frames = write_frames(tmp_path / "frames", [{}], frames_each=1)
    assert main(["play", "--source", str(frames), "--players", "Ann,Bob", "--log",
                 str(tmp_path), "--config", no_settings(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert f"cannot write the session log {tmp_path}" in err and "--no-log" in err
    with pytest.raises(SystemExit) as stop:  # both at once: which one was meant?
        main(["play", "--source", str(frames), "--log", str(tmp_path / "a.jsonl"),
              "--no-log"])
    assert stop.value.code == 2
    assert "not allowed with argument --log" in capsys.readouterr().err


@pytest.mark.parametrize("lang, says", [
    ("en", "Seat marker 3 is missing: Cy."),
    ("fr", "Il manque le marqueur de place 3 : Cy."),
    ("es", "Falta el marcador de asiento 3: Cy.")])
def test_the_set_up_names_the_players_whose_seat_marker_is_not_seen(tmp_path, lang, says):
    # QA: three players, two seat tiles: only "I see the seat markers 1, 2." was said
    folder = write_frames(tmp_path / "frames", [{1: ["the_fed"]}], frames_each=1)
    said = []
    table = LiveTable(LiveOptions("arkham", lang, ("Ann", "Bob", "Cy"), 0, str(folder)),
                      TableSession(say=said.append, lang=lang), TableWatcher("arkham"),
                      open_source(str(folder), fps=30), queue.Queue(), lambda c: False,
                      lambda line: None)
    assert table.run() == 0
    assert any(a.brief.startswith(says) for a in said)


@pytest.mark.parametrize("lang, says", [
    ("en", "Seat marker 3 is missing: Cy."),
    ("fr", "Il manque le marqueur de place 3 : Cy."),
    ("es", "Falta el marcador de asiento 3: Cy.")])
def test_a_resumed_game_names_the_players_whose_seat_marker_is_not_seen(tmp_path, capsys,
                                                                         lang, says):
    # QA41 L2: play --resume of a 3-player log, two seat tiles: "I see the seat markers
    # 1, 2." only, and Carol's cards were never read, without a word
    from companion.session_log import SessionLog
    from companion.tracker import observations as o
    log = tmp_path / "three.jsonl"
    with SessionLog(log) as written:
        for obs in (o.start("arkham", ["Ann", "Bob", "Cy"], lang, 0),
                    o.card_seen(0, "the_fed"), o.target(1)):
            written.record(obs)
    # 60 pictures: the set-up reads 1.5 s of them (SETUP_S)
    folder = write_frames(tmp_path / "frames", [{1: ["the_fed"]}], frames_each=60)
    assert main(["play", "--resume", str(log), "--source", str(folder), "--no-log",
                 "--config", no_settings(tmp_path)]) == 0
    out = capsys.readouterr().out
    markers = message(lang, "app.setup_markers", seats="1, 2")
    assert out.count(markers) == 1 and out.index(markers) < out.index(says), out


def test_goodbye_says_saved_only_when_the_log_was_written_to_the_end(tmp_path):
    table, said = live(tmp_path)
    table.logged = True
    table._goodbye()
    table.session.log_failed = True  # QA: "Session saved." after the writes had failed
    table._goodbye()
    assert [a.brief for a in said[-2:]] == ["Session saved. Goodbye.", "Goodbye."]


def test_the_end_of_the_pictures_promises_no_log_whose_writes_failed(tmp_path):
    # QA27 #3: a full disk cut the log, then "The pictures have ended; the game and its
    # log are kept."
    folder = write_frames(tmp_path / "frames", [{}], frames_each=1)
    table, said = live(folder)
    table.logged = True
    ended = next(f for f in iter(table.source.read, None) if f.status.ended)
    table.session.log_failed = True
    table._pictures_ended(ended)
    assert said[-1].brief == "The pictures have ended."


def test_an_undone_deal_is_not_dealt_again_until_the_table_changes(tmp_path):
    # QA: on a cleared table the next round was dealt again within half a second of each
    # undo, so undo never reached the finished round's last card
    from companion.app.keys import Command
    from companion.app.live_deal import CLEARED_FRAMES
    from companion.tracker import observations as o
    n = CLEARED_FRAMES + 5
    folder = write_frames(tmp_path / "frames", [{}, {}, {1: ["the_fed"]}, {}], frames_each=n)
    table, said = live(folder)
    s = table.session
    s.observe(o.start("arkham", ["Ann", "Bob"], "en", 0))
    for obs in (o.card_seen(0, "investigators"), o.target(1), o.guess(5), o.seat_out(1),
                o.card_seen(1, "the_musician")):
        s.observe(obs)

    def frames(count):
        for _ in range(count):
            table.watcher.update_from(table.source.read())
            table._between_rounds()
        return s.tracker.view().round

    assert frames(n) == 2  # the cleared table deals the next round
    table._undo(Command("undo"))
    assert s.tracker.view().round == 1
    assert said[-1].brief.startswith("The next deal waits")
    assert frames(n) == 1  # still cleared: no new deal
    assert frames(n) == 1  # a card shown to the camera...
    assert frames(n) == 2  # ...and taken away: dealt


def test_a_damaged_picture_in_a_folder_is_a_picture_problem_not_a_camera_one(tmp_path):
    # QA: "The camera is not answering: image b4.png cannot be read" then "The camera is
    # back.", with no camera at all
    folder = write_frames(tmp_path / "frames", [{}], frames_each=16)
    (folder / "00013.png").write_text("junk")  # after the set-up's pictures
    table, said = live(folder)
    assert table.run() == 0
    text = [a.brief for a in said]
    assert "Picture problem: image 00013.png cannot be read; skipped." in text
    assert not any("camera" in t.lower() for t in text)


def _alice_bob_carol(folder):
    """A live table of Alice, Bob and Carol, game started, no camera: ``(table, said)``."""
    from companion.tracker import observations as o
    said = []
    table = LiveTable(LiveOptions("arkham", "en", ("Alice", "Bob", "Carol"), 0, str(folder)),
                      TableSession(say=said.append), TableWatcher("arkham"), None,
                      queue.Queue(), lambda c: False, lambda line: None)
    table.session.observe(o.start("arkham", ["Alice", "Bob", "Carol"], "en", 0))
    return table, said


def test_a_play_seen_before_a_late_knocked_out_hand_is_taken_at_once(tmp_path):
    # QA: Bob laid his knocked-out hand a moment after Carol played: Carol's card was
    # refused ("Waiting for Bob's hand") and lost, and the game waited for it. The tracker
    # now takes it (QA F26), so the log replays to the same table.
    from companion.tracker import observations as o
    table, said = _alice_bob_carol(tmp_path)
    s = table.session
    table._card_appeared(_appeared(1, "the_boxer", 0))
    s.observe(o.target(1))
    s.observe(o.seat_out(1))
    table._card_appeared(_appeared(3, "the_fed", 0))   # Carol's play, seen first
    assert s.tracker.view().seats[2].zone == ("the_fed",)
    assert "Carol: The Fed." in [a.brief for a in said]
    table._card_appeared(_appeared(2, "investigators", 0))  # Bob's hand
    view = s.tracker.view()
    assert view.seats[1].zone == ("investigators",) and view.seats[1].out
    assert view.seats[2].zone == ("the_fed",) and view.active == 0
    assert said[-1].brief == "Bob's hand: the Investigators." and "Bob is out." in [a.brief for a in said]


def test_a_play_seen_before_a_slow_forced_discard_is_taken_after_it(tmp_path):
    # Not a knocked-out hand, so not the tracker's (QA F26): Alice's Musician on Carol,
    # Carol slow to discard; Bob's play seen first is refused, then given again after it
    from companion.tracker import observations as o
    table, said = _alice_bob_carol(tmp_path)
    s = table.session
    table._card_appeared(_appeared(1, "the_musician", 0))
    s.observe(o.target(2))
    table._card_appeared(_appeared(2, "the_fed", 0))   # Bob's play, seen first: refused
    assert s.tracker.view().seats[1].zone == ()
    table.watcher.last_reading = FrameReading(0, 0.0, sightings=(_seen(2, "the_fed"),))
    # Carol's discard, made stable after Bob's play (a later picture): laid after it
    table._card_appeared(replace(_appeared(3, "the_urchin", 0), t=1.0))
    view = s.tracker.view()
    assert view.seats[2].zone == ("the_urchin",) and view.seats[1].zone == ("the_fed",)
    assert "Bob: The Fed. It lay there before this turn: check it." in [a.brief for a in said]


def _seen(seat, key):
    """A sighting of ``key`` in ``seat``'s zone (1-based), as the last picture shows it."""
    return Sighting(candidates=(key,), rank=None, other_world=None,
                    polygon=((0, 0), (10, 0), (10, 10), (0, 10)), confidence=0.9,
                    source="aruco", seat=seat)


def test_a_card_laid_out_of_turn_and_taken_back_is_never_said(tmp_path):
    # QA (the fix above): Bob laid The Boxer out of turn and took it back into his hand;
    # after his Urchin the Boxer was given again and said as played, and Bob "out"
    from companion.tracker import observations as o
    said = []
    table = LiveTable(LiveOptions("arkham", "en", ("Alice", "Bob"), 0, str(tmp_path)),
                      TableSession(say=said.append), TableWatcher("arkham"), None,
                      queue.Queue(), lambda c: False, lambda line: None)
    s = table.session
    s.observe(o.start("arkham", ["Alice", "Bob"], "en", 0))
    table._card_appeared(_appeared(2, "the_boxer", 0))   # Bob, out of turn: refused
    table.watcher.last_reading = FrameReading(0, 0.0, sightings=(_seen(1, "the_fed"),))
    table._card_appeared(_appeared(1, "the_fed", 0))     # Alice's play; Boxer taken back
    table._card_appeared(_appeared(2, "the_urchin", 1))  # Bob's real play; Boxer in hand
    assert s.tracker.view().seats[1].zone == ("the_urchin",)
    assert not any(a.brief.startswith("Bob: The Boxer") for a in said)


def test_resuming_a_two_player_log_with_a_third_first_player_in_the_settings(tmp_path, capsys):
    # QA: first_player = 3 in companion.toml and a 2-player log: a ConfigError traceback
    log_path = tmp_path / "s.jsonl"
    _ann_played_the_fed(log_path)
    config = tmp_path / "c.toml"
    config.write_text('players = ["A", "B", "C"]\nfirst_player = 3\n')
    frames = write_frames(tmp_path / "frames", [{1: ["the_fed"]}], frames_each=3)
    assert main(["play", "--source", str(frames), "--resume", str(log_path),
                 "--config", str(config)]) == 0
    assert "Game resumed from the log: round 1." in capsys.readouterr().out


def test_two_sessions_started_in_the_same_second_get_two_logs(tmp_path, monkeypatch):
    # QA: the second session appended its game to the first's log
    from companion.commands import play
    monkeypatch.setattr(play.time, "strftime", lambda fmt: "session-20261130-170000")
    first = play._new_log_path(tmp_path)
    first.write_text("x\n")
    second = play._new_log_path(tmp_path)
    assert (first.name, second.name) == ("session-20261130-170000.jsonl",
                                         "session-20261130-170000-2.jsonl")


def test_the_next_deal_waits_for_the_answer_to_which_card_ended_the_round(tmp_path):
    # QA Q1: an unanswered "Which card is it: The Boxer or Deep One?" about a knocked-out
    # hand let the next round be dealt; the round's end was said only once answered
    from companion.app.live_deal import CLEARED_FRAMES
    from companion.tracker import observations as o
    n = CLEARED_FRAMES + 5
    folder = write_frames(tmp_path / "frames", [{}, {}], frames_each=n)
    table, said = live(folder)
    s = table.session
    s.observe(o.start("arkham", ["Ann", "Bob"], "en", 0))
    for obs in (o.card_seen(0, "investigators"), o.target(1), o.guess(3), o.seat_out(1),
                o.card_seen(1, ["the_boxer", "deep_one"])):
        s.observe(obs)
    text = [a.brief for a in said]
    # "Ann starts next." is left to the next round's start (QA28 #7)
    assert text[-3:-1] == ["Bob is out.", "Ann wins the round and has 1 Sane."]
    assert text[-1].startswith("Which card in Bob's zone: The Boxer or the Deep One?")

    def frames(count):
        for _ in range(count):
            table.watcher.update_from(table.source.read())
            table._between_rounds()
        return s.tracker.view().round

    assert frames(n) == 1  # cleared, but the question is open: no deal
    text = [a.brief for a in said]
    waits = "The next deal waits for the answer to the question."
    assert sum(1 for t in text if t.startswith(waits)) == 1
    assert text[-1].startswith(waits + " Which card in Bob's zone")  # asked with it (QA25 F4)
    s.observe(o.was("deep_one"))
    assert said[-1].brief == "Bob's hand: the Deep One."  # said out above (QA26 N5)
    assert frames(n) == 2


@pytest.mark.parametrize("where", [["--log", "other.jsonl"], ["--no-log"], []])
def test_resuming_a_log_another_companion_writes_is_refused_whatever_the_log_option(
        tmp_path, capsys, where):
    # QA N8: --resume dl.jsonl --log dl2.jsonl (or --no-log) ran a second companion on
    # the game the first was playing
    from companion.session_log import SessionLog
    log_path = tmp_path / "dl.jsonl"
    _ann_played_the_fed(log_path)
    where = [str(tmp_path / w) if w.endswith(".jsonl") else w for w in where]
    with SessionLog(log_path):  # the first companion holds its log
        assert main(["play", "--source", str(tmp_path), "--resume", str(log_path)]
                    + where) == 2
    assert "is being written by another companion" in capsys.readouterr().err
    assert not (tmp_path / "other.jsonl").exists()


def test_a_lost_boxer_players_hand_seen_with_the_next_plays_is_her_hand(tmp_path):
    """QA F1, live: Alice's hand, Bob's and Carol's plays in one picture (camera order
    Bob, Carol, Alice): the hand went last and was taken as Alice's next play."""
    from companion.tracker import observations as o
    table, said = live(tmp_path)  # folder unused: only the method is exercised
    table.session.observe(o.start("arkham", ["Alice", "Bob", "Carol"], "en", 0))
    table.session.observe(o.card_seen(0, "the_boxer"))
    table._cards_appeared([_appeared(2, "the_fed", 0), _appeared(3, "the_urchin", 0),
                           _appeared(1, "investigators", 1)])
    seats = table.session.tracker.view().seats
    assert [(s.zone, s.out) for s in seats] == [
        (("the_boxer", "investigators"), True), (("the_fed",), False),
        (("the_urchin",), False)]
    assert "Alice is out, with the Investigators." in [a.brief for a in said]


def tie_round_1(session) -> None:
    """Round 1 of Ann, Bob and Cy (arkham, started) to its showdown, two of them tied:
    "who starts?" open after it (QA F16)."""
    from companion.tracker import observations as o
    plays = ((0, "the_entertainer"), (1, "investigators"), (2, "investigators"),
             (0, "investigators"), (1, "investigators"), (2, "the_fed"), (0, "the_musician"),
             (0, "nightgaunt"), (1, "stowaway"), (2, "the_boxer"), (2, "randall_tillinghast"),
             (0, "the_musician"), (0, "tommy_gun"), (1, "shoggoth"), (1, "the_sailor"),
             (1, "the_urchin"), (1, "the_boxer"), (1, "cultists"), (2, "the_fed"),
             (2, "rlyeh"), (0, "cthulhu"), (0, "investigators"))
    for seat, key in plays:
        session.observe(o.card_seen(seat, key))
    for seat, key in ((0, "the_urchin"), (1, "necronomicon"), (2, "deep_one")):
        session.observe(o.hand_revealed(seat, key))


def test_the_next_deal_waits_for_who_of_the_tied_winners_starts(tmp_path):
    # QA F16: with "who starts?" open and the cards gathered, the deal was said again every
    # 15 pictures and its refused new_round said "That answer does not fit."
    from companion.app.live_deal import CLEARED_FRAMES
    from companion.tracker import observations as o
    from types import SimpleNamespace
    n = CLEARED_FRAMES + 5
    table, said = live(tmp_path)  # folder unused: an empty table's reading is given
    s = table.session
    s.observe(o.start("arkham", ["Ann", "Bob", "Cy"], "en", 0))
    tie_round_1(s)
    assert s.tracker.question.value == "first"
    applied = s.applied
    for i in range(2 * n):  # pictures of the bare table, 0.1 s apart
        table.watcher.last_reading = SimpleNamespace(readable=True, sightings=(), t=i / 10)
        table._between_rounds()
    text = [a.brief for a in said]
    assert s.applied == applied and s.tracker.view().round == 1  # no refused deal logged
    assert "That answer does not fit" not in text
    assert sum(1 for t in text
               if t.startswith("The next deal waits for the answer to the question.")) == 1
    s.observe(o.first_player(s.tracker.question.info[0]))
    for i in range(2 * n, 3 * n):
        table.watcher.last_reading = SimpleNamespace(readable=True, sightings=(), t=i / 10)
        table._between_rounds()
    assert s.tracker.view().round == 2  # answered: dealt


def test_an_undone_correction_then_undone_card_is_read_again_by_the_camera(
        tmp_path, monkeypatch):
    """QA12 F7: after an undone correction, the next undo told the camera to forget the
    corrected card (not the one read), and the card read was never reported again."""
    from companion.app import live as live_mod
    from companion.tracker import observations as o
    clock = [100.0]
    monkeypatch.setattr(live_mod.time, "monotonic", lambda: clock[0])
    table, said = live(tmp_path)
    table.session.observe(o.start("arkham", ["Ann", "Bob"], "en", 0))
    forgot = []
    table.watcher.forget = lambda seat, cards: forgot.append((seat, tuple(cards)))

    def keys(text):
        for key in text:
            table.keys.put(key)
        table._keys()
        clock[0] += 2                                           # past the undo guard
    table._card_appeared(_appeared(1, "cthulhu", 0))            # Ann: Cthulhu
    table._say_end_held()  # no hand came (k61: app.end_held, after END_HELD_S of pictures)
    assert said[-1].brief == "Bob wins the round and has 1 Sane."
    keys("/6")
    keys("+1")                                                  # a wrong correction
    assert table.session.tracker.view().seats[0].zone == ("the_sailor",)
    # review of k60: Ann's Cthulhu ended the round at once (flow.round_over_owed): the
    # correction takes that end back, its undo says it again (Bob's win and token)
    assert said[-1].brief == "The round is not over any more: its token is taken back."
    keys("--")
    assert [a.brief for a in said[-3:]] == ["Undone: the correction of Ann's card.",
                                            "Ann is out.",  # QA13b F7
                                            "Bob wins the round and has 1 Sane."]
    keys("--")
    assert [a.brief for a in said[-3:]] == [
        "Undone: Cthulhu in Ann's zone.",
        "The round is not over any more: its token is taken back.", "It is Ann's turn."]
    assert forgot == [(1, ("cthulhu",))]
    table._card_appeared(_appeared(1, "cthulhu", 1))            # reported again
    assert table.session.tracker.view().seats[0].zone == ("cthulhu",)
    assert sum(a.brief == "Ann: Cthulhu." for a in said) == 2


def test_a_refused_correction_is_not_told_to_the_camera_s_known_cards(tmp_path):
    """QA12 F10: a correction the table refused (The Sailor's only copy is in Ann's zone)
    was still counted as a misread of the camera's card."""
    from companion.tracker import observations as o
    table, said = live(tmp_path)
    table.session.observe(o.start("arkham", ["Ann", "Bob"], "en", 0))
    table.session.observe(o.card_seen(0, "the_sailor"))
    table.session.observe(o.target(1))
    table._card_appeared(_appeared(2, "cthulhu", 0))            # Bob: Cthulhu
    # The Sailor (counted in Ann's zone) not said in slash's list, its number kept (fix71)
    for key in "/6+1":                                          # The Sailor: refused
        table.keys.put(key)
    table._keys()
    assert said[-1].brief == ("The Sailor is already in Ann's zone; nothing changed. "
                              "Correct again with slash.")
    assert table.session.tracker.view().seats[1].zone == ("cthulhu",)
    assert not table.known._fixes and not sum(table.known._misread.get(1, {}).values())


def test_a_resumed_game_forgets_a_misread_whose_correction_was_undone(tmp_path):
    """QA12 F7, resumed: the log's undone correction still counted its misread, so the card
    read, undone too, was swallowed when the camera reported it again."""
    from companion.session_log import SessionLog, read_log, resume
    from companion.tracker import observations as o
    path = tmp_path / "s.jsonl"
    with SessionLog(path) as log:
        for obs in (o.start("arkham", ["Ann", "Bob"], "en", 0), o.card_seen(0, "the_urchin"),
                    o.was("the_boxer"), o.undo(), o.undo()):
            log.record(obs)
    table, said = live(tmp_path)
    table.session.tracker = resume(path)[0]
    table.session.recall()
    table.known.resumed(table.session.tracker.view(), read_log(path)[0])
    table._card_appeared(_appeared(1, "the_urchin", 0))
    assert table.session.tracker.view().seats[0].zone == ("the_urchin",)


def test_the_camera_reading_another_card_where_one_was_entered_by_key_is_said(tmp_path):
    """QA12 F12: Bob's hand entered by key as Nightgaunt; the camera then clearly read The
    Fed in its place, and it was dropped in silence. It is said, and nothing changes."""
    from companion.tracker import observations as o
    table, said = live(tmp_path)
    table.session.observe(o.start("arkham", ["Ann", "Bob"], "en", 0))
    for key in "\n2":                                           # Ann's card, by key
        table.keys.put(key)
    table._keys()
    for key in "+1":
        table.keys.put(key)
    table._keys()
    assert table.session.tracker.view().seats[0].zone == ("the_fed",)
    depth = len(table.session.tracker.history)
    table._card_appeared(_appeared(1, "nightgaunt", 0))
    assert said[-1].brief == ("The camera reads the Nightgaunt in Ann's zone where The Fed was "
                              "entered: check it; slash to correct.")
    assert table.session.tracker.view().seats[0].zone == ("the_fed",)
    assert len(table.session.tracker.history) == depth


def test_cards_laid_while_a_question_is_open_do_not_repeat_the_question(tmp_path):
    """QA13b N7: while "is Carol out?" waited, each card read said the whole question
    again (2-3 times in a row). Alice's two cards, her Sanity check's and her play in every
    account, are said at once (QA42 M1: they waited for the answer, "A card in Alice's
    zone waits for the answer to the question; key 1 repeats it."); the held line:
    test_qa38_cards_wait."""
    from companion.tracker import observations as o
    table, said = live(tmp_path)
    s = table.session
    s.observe(o.start("arkham", ["Alice", "Bob", "Carol"], "en", 0))
    for seat, c in ((0, "nightgaunt"), (1, "investigators"), (2, "the_fed")):
        s.observe(o.card_seen(seat, c))
    assert "so Carol is out?" in said[-1].brief
    del said[:]
    table._card_appeared(_appeared(1, "the_urchin", 1))
    table._card_appeared(_appeared(1, "deep_one", 2))
    text = [a.brief for a in said]
    assert not any("Carol out?" in t for t in text)
    assert text == ["Alice: Sanity check, 1 card.", "The Urchin.",  # count44: with its counts
                    "Alice passes. 18 or 19 cards left: the answer tells.",
                    "Alice: the Deep One."]


def test_cards_in_the_zones_from_the_start_are_said_and_not_taken(tmp_path):
    """QA15 #6: the set-up read 10 pictures, too few for a card to lie still 1 s, so Bob's
    old card was taken as his play as soon as Ann's first card was (no warning at all).
    The set-up reads 1.5 s; QA19 #3: both cards are said in one sentence and neither is
    taken (Ann's was her play at once, and Bob's turn came in the same second)."""
    folder = write_frames(tmp_path / "frames", [{1: ["the_urchin"], 2: ["the_fed"]}],
                          frames_each=40)
    said = []
    table = LiveTable(LiveOptions("arkham", "en", ("Ann", "Bob"), 0, str(folder)),
                      TableSession(say=said.append, lang="en"), TableWatcher("arkham"),
                      open_source(str(folder), fps=10), queue.Queue(), lambda c: False,
                      lambda line: None)
    assert table.run() == 0
    texts = [a.brief for a in said]
    assert ("2 cards are already on the table: The Urchin in Ann's zone; The Fed in Bob's "
            "zone. Take them away; or, if they are plays of this game, press plus and 1."
            in texts)
    assert not any(t.startswith(("Ann: ", "Bob: ")) for t in texts)


def test_a_resumed_game_does_not_refuse_a_card_the_log_does_not_hold(tmp_path, capsys):
    """QA19 #4: ``play --resume`` on the same table read the first session's old card
    ("The Urchin by Ann? Waiting for Bob's play.", an error sound) and appended a refused
    line to the log. It is said once as not in the log; Bob's play is still read. It lies
    under the log's Fed: said left out, not to take away (QA21 #6)."""
    from companion.session_log import read_log
    log_path = tmp_path / "s.jsonl"
    _ann_played_the_fed(log_path)
    before = log_path.read_text()
    frames = write_frames(tmp_path / "frames",
                          [{1: ["the_urchin", "the_fed"]},
                           {1: ["the_urchin", "the_fed"], 2: ["the_sailor"]}],
                          frames_each=20)
    assert main(["play", "--source", str(frames), "--resume", str(log_path),
                 "--config", no_settings(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert ("A card the log does not hold lies under later plays: The Urchin in Ann's zone. "
            "It is left out: it does not count.") in out
    assert "Waiting for" not in out and out.count("Bob: The Sailor") == 1
    assert log_path.read_text().startswith(before)
    cards = [obs.cards for obs in read_log(log_path)[0] if obs.kind == "card"]
    assert cards == [("the_fed",), ("the_sailor",)]


def test_nothing_is_read_or_said_after_goodbye(tmp_path):
    """QA17 #10: after q, "Session saved. Goodbye." was followed by "I see the seat markers
    1, 2.": the loop read and handled one more picture (a card settling on it would have
    been said and logged after the goodbye)."""
    folder = write_frames(tmp_path / "frames", [{}], frames_each=80)
    table, said = live(folder)
    read = table.source.read
    reads_after_goodbye = []

    def counting_read():
        if any(a.brief.endswith("Goodbye.") for a in said):
            reads_after_goodbye.append(1)
        return read()
    table.source.read = counting_read
    original_setup = table.guided_setup

    def setup_then_quit(first=None):
        original_setup(first)
        table.keys.put("q")
    table.guided_setup = setup_then_quit
    assert table.run() == 0
    assert said[-1].brief.endswith("Goodbye.")
    assert reads_after_goodbye == []


@pytest.mark.parametrize("args, card_markers", [([], True), (["--stickers-only"], False)])
def test_play_stickers_only_reads_no_card_marker_and_reuses_still_parts(
        tmp_path, monkeypatch, args, card_markers):
    """A deck with tactile stickers and no code labels: ``--stickers-only`` drops the card
    marker pass; with it or without, the watcher reuses the still table's readings
    (vision.still_reuse: the marker deck's whole frame, the sticker-only deck's parts)."""
    seen = []

    def run(table):
        seen.append(table.watcher)
        return 0
    monkeypatch.setattr(LiveTable, "run", run)
    frames = write_frames(tmp_path / "frames", [{}], frames_each=1)
    assert main(["play", "--source", str(frames), "--no-log", "--players", "Ann,Bob",
                 "--config", no_settings(tmp_path)] + args) == 0
    watcher, = seen
    assert watcher.reader.card_markers is card_markers
    assert watcher.reader.still is not None


def test_the_resume_hint_gives_absolute_paths(tmp_path, monkeypatch):
    # QA20 #13: "--resume 'rel log.jsonl' … --config my.toml", typed in a new terminal
    # (home folder), found neither the log nor the pictures
    import argparse
    from companion.commands.play import _resume_command
    monkeypatch.chdir(tmp_path)
    (tmp_path / "dir with space").mkdir()
    args = argparse.Namespace(camera=None, source="dir with space", config="my.toml",
                              lang="es", stickers_only=True)
    assert _resume_command("rel log.jsonl", args) == (
        f"companion play --resume '{tmp_path}/rel log.jsonl' --source "
        f"'{tmp_path}/dir with space' --config {tmp_path}/my.toml --lang es --stickers-only")
    stream = argparse.Namespace(camera=None, source="rtsp://cam/1", config=None, lang=None,
                                stickers_only=False)
    assert _resume_command("/a/b.jsonl", stream).endswith("--source rtsp://cam/1")


@pytest.mark.parametrize("lang, says", [
    ("en", "nodir not found: no folder or file has that name"),
    ("fr", "nodir introuvable : aucun dossier ni fichier de ce nom"),
    ("es", "no se encuentra nodir: no hay carpeta ni archivo con ese nombre"),
])
def test_a_missing_source_with_no_extension_is_not_called_a_video_file(tmp_path, monkeypatch,
                                                                        lang, says):
    # QA20 #14: "--source nodir" said "video file nodir not found"
    monkeypatch.chdir(tmp_path)
    assert source_reason(lang, open_source("nodir").status) == says
    assert open_source("gone.mp4").status.reason == "video_not_found"  # a video file still


def _bob_entered_rank_2(tmp_path):
    """Ann's Urchin read; Bob's card given by key (Enter 2): "The Fed or Nightgaunt?"."""
    from companion.tracker import observations as o
    table, said = live(tmp_path)
    table.session.observe(o.start("arkham", ["Ann", "Bob", "Cy"], "en", 0))
    table.session.observe(o.card_seen(0, "the_urchin"))
    for key in "\n2":
        table.keys.put(key)
    table._keys()
    assert table.session.tracker.question.info == ("the_fed", "nightgaunt")
    del said[:]
    return table, said


@pytest.mark.parametrize("key,name", [("the_fed", "The Fed"), ("nightgaunt", "the Nightgaunt")])
def test_the_camera_reading_a_card_entered_by_key_settles_which_card_it_is(tmp_path, key,
                                                                          name):
    """QA22 #1: after Enter 2 ("Which card is it: The Fed or Nightgaunt?"), the camera read
    The Fed clearly in Bob's zone and dropped it as already on the table: the question
    stayed open and Cy's card waited for its answer. The reading settles it, said so."""
    table, said = _bob_entered_rank_2(tmp_path)
    table._card_appeared(_appeared(2, key, 0))
    assert said[0].brief == f"The cards tell it: {name} in Bob's zone. No answer needed."
    assert table.session.tracker.question is None
    assert table.session.tracker.zone_reads(1) == ((key,),)
    del said[:]
    table._card_appeared(_appeared(3, "the_sailor", 0))  # Cy's card is taken at once
    assert [a.brief for a in said] == ["Cy: The Sailor.", "Ann."]


def test_the_camera_reading_none_of_the_answers_does_not_settle_the_question(tmp_path):
    """QA22 #1: a reading that is neither The Fed nor Nightgaunt answers nothing: the
    difference is said, with both candidates (not "where The Fed was entered"), and the
    question stays open."""
    table, said = _bob_entered_rank_2(tmp_path)
    depth = len(table.session.tracker.history)
    table._card_appeared(_appeared(2, "the_boxer", 0))
    assert [a.brief for a in said] == [
        "The camera reads The Boxer in Bob's zone where The Fed or the Nightgaunt was entered: "
        "check it; slash to correct."]
    assert table.session.tracker.question.info == ("the_fed", "nightgaunt")
    assert len(table.session.tracker.history) == depth


def test_an_older_copy_read_in_the_zone_does_not_settle_the_question(tmp_path):
    """The camera's The Fed may be an older The Fed of that zone it never reported (a
    resumed game's, or entered by key): it does not answer which card the new one is."""
    from companion.tracker import observations as o
    table, said = live(tmp_path)
    s = table.session
    s.observe(o.start("arkham", ["Ann", "Bob"], "en", 0))
    s.observe(o.card_seen(0, "the_fed"))      # entered by key: the camera never read it
    s.observe(o.target(1))
    s.observe(o.card_seen(1, "the_urchin"))
    s.observe(o.card_seen(0, ("the_fed", "nightgaunt")))
    assert s.tracker.question.info == ("the_fed", "nightgaunt")
    del said[:]
    table._card_appeared(_appeared(1, "the_fed", 0))
    assert s.tracker.question is not None
    assert not any("The cards tell it" in a.brief for a in said)


def test_a_sticker_only_reading_settles_the_question_and_asks_to_check_it(tmp_path):
    """A reading from tactile stickers alone can be wrong: it settles "Which card is it?"
    like any reading, and the sentence asks to check it (QA22 #1)."""
    table, said = _bob_entered_rank_2(tmp_path)
    table._card_appeared(CardAppeared(seat=2, candidates=("the_fed",), index_in_zone=0,
                                      frame_index=0, t=0, confidence=0.9,
                                      from_stickers=True))
    assert said[0].brief == ("The cards tell it: The Fed in Bob's zone. No answer needed. "
                             "Check it.")
    assert table.session.tracker.question is None


@pytest.mark.parametrize("seen", [True, False])
def test_after_a_resume_an_answered_which_card_question_hides_no_later_card(tmp_path, seen):
    """QA22 #1: a resumed log's answer to "The Fed or Nightgaunt?" (by the camera's
    reading or by key) was taken for a corrected misread, so Bob's real Nightgaunt later in
    the round was dropped in silence as that misread."""
    from companion.session_log import SessionLog, read_log, resume
    from companion.tracker import observations as o
    path = tmp_path / "s.jsonl"
    with SessionLog(path) as log:
        for obs in (o.start("arkham", ["Ann", "Bob", "Cy"], "en", 0),
                    o.card_seen(0, "the_urchin"), o.card_seen(1, ("the_fed", "nightgaunt")),
                    o.was("the_fed", seen=seen), o.card_seen(2, "the_urchin"),
                    o.card_seen(0, "the_sailor")):
            log.record(obs)
    table, said = live(tmp_path)
    table.session.tracker = resume(path)[0]
    table.session.recall()
    table.known.resumed(table.session.tracker.view(), read_log(path)[0])
    for seat, key, n in ((1, "the_urchin", 0), (2, "the_fed", 0), (3, "the_urchin", 0),
                         (1, "the_sailor", 1)):                # the old table, read again
        table._card_appeared(_appeared(seat, key, n))
    del said[:]
    table._card_appeared(_appeared(2, "nightgaunt", 1))       # Bob's play
    assert [a.brief for a in said] == ["Bob: the Nightgaunt.", "Bob is now Insane.", "Cy."]
    assert table.session.tracker.view().seats[1].zone == ("the_fed", "nightgaunt")


def test_a_prefix_cue_is_not_said_once_its_digit_came(tmp_path):
    """QA26: "Answer: which number?" was said after plus 2 was taken (1 s of speech for
    nothing when the voice is behind): the cue goes stale once its digit (or a new
    prefix) comes, so a voice that had not said it yet drops it. Each key comes 0.1 s
    after the one before, on the table's timer (flk68: a prefix is told from the one
    before by its start time)."""
    table, said = live(tmp_path)
    now = [0.0]
    table.timer = lambda: now[0]
    table.keys.put("*")
    table._keys()
    first = said[-1]
    assert first.brief == "Zone: which seat?" and not first.stale()
    now[0] += 0.1
    table.keys.put("*")  # cancelled
    table._keys()
    assert said[-1].brief == "Cancelled." and first.stale()
    now[0] += 0.1
    table.keys.put("*")  # a new one waits
    table._keys()
    second = said[-1]
    assert second.brief == "Zone: which seat?" and first.stale() and not second.stale()
    now[0] += 0.1
    table.keys.put("1")
    table._keys()
    assert second.stale()


@pytest.mark.parametrize("lang, said", [
    ("en", "The settings file cannot be read, line 2; the defaults are used."),
    ("fr", "Le fichier de réglages est illisible, ligne 2 ; les réglages par défaut sont "
     "utilisés."),
    ("es", "El archivo de ajustes no se puede leer, línea 2; se usan los valores por defecto."),
])
def test_an_unreadable_settings_file_is_said_short_and_printed_whole(tmp_path, capsys,
                                                                    monkeypatch, lang, said):
    """QA34 F6: "Settings file /tmp/.../companion.toml cannot be read (Unclosed array (at
    line 2, column 1)); using defaults. Fix the file or delete it." was said (7 s, the
    first thing heard); the path and the reader's text are for the screen only."""
    monkeypatch.setenv("LLC_VOICE_SETTINGS", str(tmp_path / "none.toml"))
    (tmp_path / "none.toml").write_text("")
    config = tmp_path / "companion.toml"
    config.write_text('players = ["Ann", "Bob"\nedition = "arkham"\n')
    assert main(["play", "--camera", "9", "--duration", "0.5", "--no-log", "--lang", lang,
                 "--players", "Ann,Bob", "--config", str(config)]) == 0
    out = capsys.readouterr()
    assert said in out.out                                   # the transcript: what is said
    assert str(config) not in out.out and "column" not in out.out
    assert str(config) in out.err and "column 1" in out.err


@pytest.mark.parametrize("lang, said", [
    ("en", "In the settings file, players must be a list of names. The game cannot start."),
    ("fr", "Dans le fichier de réglages, players doit être une liste de noms. La partie ne "
     "peut pas commencer."),
    ("es", "En el archivo de ajustes, players debe ser una lista de nombres. La partida no "
     "puede empezar."),
])
def test_a_refusal_for_the_settings_file_s_players_is_said_without_path_or_brackets(
        tmp_path, capsys, monkeypatch, lang, said):
    """QA34 F6: "fichier de réglages /tmp/.../companion.toml : players doit être une liste
    de noms, par exemple players = ["Alice", "Bob"]. …" was said, path, brackets and all."""
    heard = said_aloud_before_start(monkeypatch)
    config = tmp_path / "companion.toml"
    config.write_text(f'players = "Ann,Bob"\nlanguage = "{lang}"\n')
    assert main(["play", "--camera", "9", "--no-log", "--config", str(config)]) == 2
    assert heard == [said]
    assert str(config) in capsys.readouterr().err            # printed whole


def test_a_folder_of_only_unreadable_pictures_says_none_can_be_read(tmp_path):
    """QA29: a folder whose every picture is damaged said "no more images in odd after 0
    images", as if it had been read to its end."""
    folder = tmp_path / "odd"
    folder.mkdir()
    for name in ("a.png", "b.jpg"):
        (folder / name).write_text("junk")
    table, said = live(folder)
    table.run()
    text = " ".join(a.brief for a in said)
    assert "no image in odd can be read: they are damaged, or not images" in text, text
    assert "after 0 images" not in text
