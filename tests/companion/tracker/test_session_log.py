"""Session log: appended and flushed as it happens; resume rebuilds the exact state,
even after SIGKILL at a random moment."""
import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from companion.engine.bots import play_random_game
from companion.session_log import SessionLog, read_log, resume
from companion.tracker import Tracker
from companion.tracker import observations as o
from companion.tracker.from_engine import game_observations

ROOT = Path(__file__).resolve().parents[3]
WRITER = """
import sys, time
from companion.engine.bots import play_random_game
from companion.session_log import SessionLog
from companion.tracker import Tracker
from companion.tracker.from_engine import game_observations
obs = game_observations(play_random_game("arkham", 4, seed=int(sys.argv[2])))
tracker = Tracker()
with SessionLog(sys.argv[1]) as log:
    for i, ob in enumerate(obs):
        log.record(ob)
        tracker.apply(ob)
        if i == 5:
            print("ready", flush=True)
        time.sleep(0.002)
print("done", flush=True)
"""


def _observations(seed):
    return game_observations(play_random_game("arkham", 4, seed=seed))


def test_log_then_resume_gives_the_same_state(tmp_path):
    path = tmp_path / "session.jsonl"
    live = Tracker()
    with SessionLog(path) as log:
        for obs in _observations(3):
            log.record(obs)
            live.apply(obs)
    resumed, errors = resume(path)
    assert errors == [] and resumed.view() == live.view()
    lines = path.read_text().splitlines()
    assert json.loads(lines[0])["seq"] == 1 and json.loads(lines[0])["obs"]["kind"] == "start"


def test_undo_line_is_replayed(tmp_path):
    path = tmp_path / "s.jsonl"
    with SessionLog(path) as log:
        for obs in (o.start("arkham", ["A", "B", "C"]), o.card_seen(0, "the_urchin"),
                    o.card_seen(1, "the_fed"), o.undo()):
            log.record(obs)
    tracker, _ = resume(path)
    assert tracker.view().active == 1 and tracker.view().seats[1].zone == ()


def test_malformed_and_truncated_lines_are_reported_and_nothing_else_is_lost(tmp_path):
    path = tmp_path / "s.jsonl"
    with SessionLog(path) as log:
        log.record(o.start("arkham", ["A", "B", "C"]))
        log.record(o.card_seen(0, "the_urchin"))
    with open(path, "a") as f:
        f.write('{"seq": 3, "obs": {"kind": "dance"}}\n')
        f.write('not json at all\n')
        f.write('{"seq": 5, "obs": {"kind": "card", "se')   # crash mid-write
    observations, errors = read_log(path)
    assert len(observations) == 2
    assert [e.line for e in errors] == [3, 4, 5]
    assert "unknown observation or command 'dance'" in errors[0].reason
    assert "truncated" in errors[2].reason
    # Appending after a crash starts on a fresh line.
    with SessionLog(path) as log:
        log.record(o.card_seen(1, "the_fed"))
    observations, errors = read_log(path)
    assert len(observations) == 3 and len(errors) == 3


def test_resume_after_sigkill_at_random_points(tmp_path):
    rng = random.Random(11)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    for attempt in range(4):
        path = tmp_path / f"kill{attempt}.jsonl"
        seed = attempt + 1
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(path), str(seed)],
                                stdout=subprocess.PIPE, cwd=ROOT, env=env, text=True)
        assert proc.stdout.readline().strip() == "ready"
        time.sleep(rng.uniform(0.0, 0.08))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        observations, errors = read_log(path)
        assert all("truncated" in e.reason for e in errors) and len(errors) <= 1
        expected = _observations(seed)
        assert observations == expected[:len(observations)]  # nothing lost, nothing wrong
        before_kill = Tracker()
        for obs in expected[:len(observations)]:
            before_kill.apply(obs)
        resumed, _ = resume(path)
        assert resumed.view() == before_kill.view()
        assert resumed.question == before_kill.question


def test_cli_resume_and_replay(tmp_path):
    from companion.cli import main
    path = tmp_path / "s.jsonl"
    with SessionLog(path) as log:
        for obs in _observations(4)[:30]:
            log.record(obs)
    assert main(["resume", str(path)]) == 0
    assert main(["replay", str(path), "--lang", "fr"]) == 0
    assert main(["resume", str(tmp_path / "missing.jsonl")]) == 1


_BAD_START = ('{"seq":1,"obs":{"kind":"start","value":{"edition":"arkham2","names":["Ann",'
              '"Bob","Cy"],"lang":"fr","first":0,"options":{}}}}\n')


def test_cli_resume_names_the_refused_start_line(tmp_path, capsys):
    from companion.cli import main
    path = tmp_path / "bad.jsonl"
    path.write_text(_BAD_START + '{"seq":2,"obs":{"kind":"card","seat":0,"cards":["the_fed"]}}\n')
    assert main(["resume", str(path)]) == 1
    err = capsys.readouterr().err
    assert "line 1: start: unknown edition 'arkham2'" in err
    assert "no usable game start" in err
    tracker, errors = resume(path)
    assert [(e.line, e.reason[:22]) for e in errors] == [(1, "start: unknown edition")]


def test_cli_replay_gives_the_line_and_fails_when_nothing_was_replayed(tmp_path, capsys):
    from companion.cli import main
    path = tmp_path / "bad.jsonl"
    path.write_text(_BAD_START)
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert "line 1: start: unknown edition 'arkham2'" in err


def test_a_log_in_an_unknown_language_is_refused_by_resume_and_replay(tmp_path, capsys):
    # QA: a hand-edited log's "lang": "de" was a traceback in resume, replay, play --resume
    from companion.cli import main
    path = tmp_path / "de.jsonl"
    path.write_text(_BAD_START.replace('"arkham2"', '"arkham"').replace('"fr"', '"de"'))
    for command in ("resume", "replay"):
        assert main([command, str(path)]) == 1
        err = capsys.readouterr().err
        assert "line 1: start: unknown language 'de'; choose one of: en, fr, es" in err


def test_cli_resume_summary_and_undone_start_speak_the_session_language(tmp_path, capsys):
    from companion.cli import main
    path = tmp_path / "fr.jsonl"
    with SessionLog(path) as log:
        log.record(o.start("arkham", ["Ann", "Bob"], lang="fr"))
        log.record(o.card_seen(0, "the_dilettante"))
        log.record(o.card_seen(0, "the_boxer"))  # her hand: Bob wins the round, Sane
    assert main(["resume", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Ann : 0 pion sain d'esprit, 0 pion fou ; hors de la manche ; zone : la Dilettante, le Boxeur" in out
    assert "Bob : 1 pion sain d'esprit, 0 pion fou ; en jeu" in out
    assert "tokens" not in out and "out;" not in out
    assert main(["resume", str(path), "--lang", "es"]) == 0
    assert "Bob: 1 ficha del lado cuerdo, 0 fichas del lado loco; en juego" \
        in capsys.readouterr().out
    path2 = tmp_path / "undo.jsonl"
    with SessionLog(path2) as log:
        log.record(o.start("arkham", ["Ann", "Bob"], lang="fr"))
        log.record(o.undo())
    assert main(["replay", str(path2), "--verbose"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "C'est annulé : la dernière observation est retirée."


def test_cut_line_stays_truncated_after_the_log_is_reopened(tmp_path):
    """A crash cut a line; the next session appends a newline and goes on: the cut line
    is still reported as truncated (not "not JSON: Invalid control character")."""
    path = tmp_path / "s.jsonl"
    obs = _observations(4)
    with SessionLog(path) as log:
        for ob in obs[:5]:
            log.record(ob)
    line = json.dumps({"seq": 6, "obs": o.to_dict(obs[5])})
    for cut in (len(line) // 2, len(line) - 3, 12, 9):
        p = tmp_path / f"cut{cut}.jsonl"
        p.write_text(path.read_text() + line[:cut])
        with SessionLog(p) as log:
            for ob in obs[5:8]:
                log.record(ob)
        _, errors = read_log(p)
        assert [(e.line, e.reason) for e in errors] == [
            (6, "truncated line (the session stopped while writing it)")], cut
    p = tmp_path / "garbage.jsonl"
    p.write_text(path.read_text() + "hello\n")
    assert read_log(p)[1][0].reason.startswith("not JSON")


def _one_game_log(path, prefix=""):
    log = SessionLog(path)
    log.record(o.start("arkham", ["Ann", "Bob"], "en", 0))
    log.record(o.card_seen(0, "the_fed"))
    log.close()
    if prefix:
        path.write_text(prefix + path.read_text(encoding="utf-8"), encoding="utf-8")
    return path


def test_a_log_saved_with_a_byte_order_mark_resumes(tmp_path):
    """QA: a log saved by a Windows editor (UTF-8 with BOM) had "no valid 'start'"."""
    tracker, errors = resume(_one_game_log(tmp_path / "bom.jsonl", "\ufeff"))
    assert not errors and tracker.view().seats[0].zone == ("the_fed",)


def test_odd_log_lines_are_reported_not_fatal(tmp_path, monkeypatch):
    """QA: a deeply nested JSON line was a RecursionError; a line with no end (``/dev/zero``)
    grew without limit. Both are reported by line number; the game still resumes."""
    import companion.session_log_lines as sl
    monkeypatch.setattr(sl, "MAX_LINE", 4096)
    path = _one_game_log(tmp_path / "odd.jsonl")
    with open(path, "a", encoding="utf-8") as f:
        f.write("[" * 3_000 + "\n")
        f.write("x" * 10_000 + "\n")
    tracker, errors = resume(path)
    assert tracker.view().seats[0].zone == ("the_fed",)
    assert [(e.line, e.reason) for e in errors] == [
        (3, "not JSON a session writes: nested too deep"),
        (4, "line longer than 4096 characters")]


def test_a_device_or_folder_is_refused_as_a_log(tmp_path, capsys):
    from companion.cli import main
    assert main(["resume", "/dev/zero"]) == 1
    assert "not a regular file" in capsys.readouterr().err
    assert main(["replay", str(tmp_path)]) == 1
    assert "not a regular file" in capsys.readouterr().err


def test_resume_into_a_closed_pipe_ends_quietly(tmp_path):
    """QA: ``companion resume --json LOG | head`` ended in a BrokenPipeError traceback."""
    path = _one_game_log(tmp_path / "g.jsonl")
    r = subprocess.run(f"{sys.executable} -m companion.cli resume --json {path} | head -c 1",
                       shell=True, capture_output=True, text=True, timeout=60)
    assert "Traceback" not in r.stderr and "BrokenPipe" not in r.stderr


def test_a_log_being_written_cannot_be_opened_by_a_second_companion(tmp_path):
    # QA: a second companion resuming a running game's log interleaved their lines
    import pytest
    path = tmp_path / "s.jsonl"
    with SessionLog(path) as first:
        first.record(o.start("arkham", ["Ann", "Bob"], "en", 0))
        with pytest.raises(OSError, match="being written by another companion"):
            SessionLog(path)
        first.record(o.card_seen(0, "the_fed"))
    with SessionLog(path) as again:  # free once the first is closed
        again.record(o.target(1))
    assert [obs.kind for obs in read_log(path)[0]] == ["start", "card", "target"]


def test_a_log_being_written_is_said_in_use(tmp_path):
    # QA: a second companion resumed a running game's log into another log
    from companion.session_log import in_use
    path = tmp_path / "s.jsonl"
    with SessionLog(path) as first:
        first.record(o.start("arkham", ["Ann", "Bob"], "en", 0))
        assert in_use(path)
    assert not in_use(path) and not in_use(tmp_path / "none.jsonl")


#: hand-edited lines, each refused for a reason the log reader (or the tracker's start)
#: gives: (the observation, its reason in fr, in es)
_EDITED = [
    ('{"kind":"start","value":"x"}',
     "start : value doit être un objet avec 'edition', 'names' (un par place), 'lang', 'first'",
     "start: value debe ser un objeto con 'edition', 'names' (uno por asiento), 'lang', "
     "'first'"),
    ('{"kind":"start","value":{"edition":"arkham2","names":["Ann","Bob"]}}',
     "start : édition 'arkham2' inconnue ; choisissez parmi : arkham, arkham-classic, "
     "original",
     "start: edición 'arkham2' desconocida; elige una de: arkham, arkham-classic, original"),
    ('{"kind":"start","value":{"names":["Ann"]}}',
     "start : 1 joueur : Lovecraft Letter se joue de 2 à 6 joueurs",
     "start: 1 jugador: Lovecraft Letter se juega con 2 a 6 jugadores"),
    ('{"kind":"start","value":{"names":["Ann","Bob"],"first":5}}',
     "start : premier joueur 5 : un journal numérote les places à partir de 0, donnez donc "
     "de 0 (la première place) à 1",
     "start: primer jugador 5: un registro numera los asientos desde 0, así que da de 0 (el "
     "primer asiento) a 1"),
    ('{"kind":"start","value":{"names":["Ann","Bob"],"lang":"de"}}',
     "start : langue 'de' inconnue ; choisissez parmi : en, fr, es",
     "start: idioma 'de' desconocido; elige uno de: en, fr, es"),
    ('{"kind":"start","value":{"names":["Ann","Bob"],"options":{"x":1}}}',
     "start : option de table 'x' inconnue ; connues : liber_ivonis_duration",
     "start: opción de mesa 'x' desconocida; conocidas: liber_ivonis_duration"),
    ('{"kind":"start","value":{"names":["Ann","Ann"]}}',
     None, None),  # a name problem: app.names.* (already worded), inside "start: …"
    ('{"kind":"card","seat":0}',
     "card : de 1 à 8 carte(s) attendue(s), 0 reçue(s)",
     "card: se esperaban de 1 a 8 carta(s), hay 0"),
    ('{"kind":"card","seat":-1,"cards":["the_fed"]}',
     "card : seat doit être un numéro de place (0, 1, ...), pas -1",
     "card: seat debe ser un número de asiento (0, 1, ...), no -1"),
    ('{"kind":"card","seat":0,"cards":["the_king"]}',
     "card : carte(s) inconnue(s) 'the_king'", "card: carta(s) desconocida(s) 'the_king'"),
    ('{"kind":"dance"}', None, None),
    ('{"kind":"card","seat":0,"cards":["the_fed"],"colour":1}',
     "card : champ(s) inconnu(s) colour", "card: campo(s) desconocido(s) colour"),
    ('{"kind":"effect","value":"mad"}', "effect : value doit être 'sane' ou 'insane', pas 'mad'",
     "effect: value debe ser 'sane' o 'insane', no 'mad'"),
    ('{"kind":"rlyeh","value":1}', "rlyeh : value doit être true (finir la manche) ou false",
     "rlyeh: value debe ser true (terminar la ronda) o false"),
    ('[1]', "un objet JSON était attendu, pas un list", "se esperaba un objeto JSON, no un list"),
]


def test_a_hand_edited_line_s_observation_error_is_said_in_the_table_s_language(tmp_path):
    """The ~20 reasons an observation is refused ("start: value must be an object…")
    stayed in English under --lang fr/es, beside the translated "ligne 1 ignorée : …"."""
    from companion.narration.catalog import Sentence
    for obs, fr, es in _EDITED:
        path = tmp_path / "edited.jsonl"
        path.write_text('{"seq":1,"obs":' + obs + '}\n', encoding="utf-8")
        errors = read_log(path)[1] or resume(path)[1]
        assert len(errors) == 1, obs
        reason = errors[0].reason
        assert isinstance(reason, Sentence), (obs, reason)  # worded by the catalog
        assert reason.in_language("en") == str(reason)
        for lang, says in (("fr", fr), ("es", es)):
            said = errors[0].said(lang)
            assert reason.in_language(lang) in said
            if says is not None:
                assert says in said, (obs, said)
            assert "must" not in said and "unknown" not in said, said  # no English left
