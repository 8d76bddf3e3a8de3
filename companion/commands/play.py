"""``companion play``: the companion at a real table (see :mod:`companion.app.live`).

Settings come from the config file (``companion.toml`` in the user's config directory, see
:mod:`companion.app.config`); the command line overrides them. The session log is on by
default; ``companion play --resume LOG`` goes on with the game after a crash
(``companion resume LOG`` prints the table it rebuilds).

This module: the command line (:func:`register`, its argparse types) and the set-up and
end of a live game (:func:`run`: settings, the resumed log, the session log, the voice,
the pictures, the live table). Split by job: argparse's refusals said in words
(:mod:`.play_args_said`), a refusal to start printed and said before the game's voice is
set up (:mod:`.play_before_start`), what is said of the settings files' problems
(:mod:`.play_settings_said`).
"""
from __future__ import annotations

import math
import os
import signal
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from companion import cli_language
from companion.cards import LANGUAGES, Edition
from companion.commands import non_empty, whole_number
from companion.commands.play_args_said import (
    logged_start, resume_ignored, say_refused_option, unknown_said)
from companion.commands.play_before_start import (
    _in_use_refused, _refuse_aloud, _say_before_start, _settings_path_refused, _voice_settings)
from companion.commands.play_settings_said import _problems_printed, settings_said
from companion.narration.catalog import Sentence, message, system_words

if TYPE_CHECKING:
    from companion.app.voiceout import VoiceOut

#: the command's own names, and those other modules take from here that moved by job to
#: :mod:`.play_args_said` and :mod:`.play_settings_said`
__all__ = ["camera_index", "printed_and_said", "register", "run", "say_refused_option",
           "seconds", "settings_said", "unknown_said"]


def camera_index(text: str) -> str:
    """argparse type of ``--camera``: what :func:`vision.sources.source_kind` takes as a
    camera (a whole number 0 or more), kept as text (the settings' ``source``). Raises
    ``argparse.ArgumentTypeError`` saying what to give instead."""
    from vision.sources import MAX_CAMERA_INDEX, source_kind
    try:
        kind, index = source_kind(text)
    except ValueError:
        kind, index = None, None
    if kind != "camera":
        raise cli_language.refusal("app.arg.camera", text=repr(text), most=MAX_CAMERA_INDEX)
    return str(index)


def seconds(text: str) -> float:
    """argparse type of ``--duration``: a number of seconds above 0. Raises
    ``argparse.ArgumentTypeError`` otherwise (``nan``, ``-5``, ``inf`` were taken)."""
    try:
        value = float(text)
    except ValueError:
        value = float("nan")
    if not math.isfinite(value) or value <= 0:
        raise cli_language.refusal("app.arg.duration", text=repr(text))
    return value


def _holds_another_session(path: Path, resumed: str | None) -> bool:
    """Whether ``path`` (``--log``) is a non-empty file other than the log being resumed:
    writing there would mix two games in one log (QA: a resumed game was appended to a
    finished demo's log, whose hint then resumed the wrong game)."""
    try:
        if not path.is_file() or path.stat().st_size == 0:
            return False
        return not (resumed and path.resolve() == Path(resumed).resolve())
    except OSError:
        return False


def _new_log_path(folder: Path) -> Path:
    """A session log name in ``folder`` that no file has yet: the time to the second, and
    ``-2``, ``-3``... after it when a session started in the same second (QA: a second
    companion wrote its game into the first's log)."""
    stem = time.strftime("session-%Y%m%d-%H%M%S")
    path, n = folder / f"{stem}.jsonl", 1
    while path.exists():
        n += 1
        path = folder / f"{stem}-{n}.jsonl"
    return path


def _empty(path: Path) -> bool:
    """Whether ``path`` is an empty file (``False`` when it cannot be checked)."""
    try:
        return path.stat().st_size == 0
    except OSError:
        return False


def register(subparsers) -> None:
    """Add the ``play`` sub-command."""
    p = subparsers.add_parser(
        "play", help="follow a real table through a camera and say it all",
        description="Follow a real game: the camera reads the cards that become public, the "
                    "companion tracks the table, applies the rules and speaks. Keys (a "
                    "numeric keypad is enough): press h for help, q to quit.")
    src = p.add_mutually_exclusive_group()
    src.add_argument("--camera", metavar="INDEX", default=None, type=camera_index,
                     help="webcam index (e.g. 0)")
    src.add_argument("--source", metavar="FILE|URL|DIR", default=None,
                     help="a video file, a stream URL or a folder of images")
    p.add_argument("--players", metavar="NAMES", default=None,
                   type=non_empty("app.arg.empty_names"),
                   help="comma-separated names in seat order, clockwise (config: players)")
    p.add_argument("--first", type=whole_number("app.arg.seat"), default=None, metavar="SEAT",
                   help="seat number (1-based) of the first player (config: first_player)")
    p.add_argument("--edition", type=str.lower, default=None, choices=[e.value for e in Edition])
    p.add_argument("--lang", type=str.lower, default=None, choices=LANGUAGES)
    p.add_argument("--config", metavar="FILE", default=None, type=non_empty("app.arg.empty_file"),
                   help="settings file (default: companion.toml in the user config dir)")
    logs = p.add_mutually_exclusive_group()  # QA: --log F --no-log wrote nothing, silently
    logs.add_argument("--log", metavar="FILE", default=None, type=non_empty("app.arg.empty_file"),
                      help="session log to write (default: a new file in the config's "
                           "log_dir)")
    logs.add_argument("--no-log", action="store_true", help="do not write a session log")
    p.add_argument("--resume", metavar="LOG", default=None,
                   help="go on with the game of this session log (after a crash or a pause); "
                        "new observations are appended to it")
    p.add_argument("--duration", type=seconds, default=None, metavar="SECONDS",
                   help="stop after this many seconds (default: until q)")
    deck = p.add_mutually_exclusive_group()  # neither: a resumed game's log says (QA61)
    deck.add_argument("--stickers-only", action="store_true", default=None,
                      help="the deck has the tactile stickers but no printed code labels: the "
                           "camera reads the stickers and looks for no card marker (faster "
                           "on a still table: what does not change is not read again)")
    deck.add_argument("--no-stickers-only", action="store_false", default=None,
                      dest="stickers_only",
                      help="the deck has the printed code labels: with --resume, read them "
                           "even if the log's game was played with the stickers only")
    p.set_defaults(func=run)
    p.say_refusal = say_refused_option  # companion.cli: argparse's refusals said too


def _resume_command(path, args, logged_deck: "bool | None" = None) -> str:
    """The command that goes on with this game after a crash: ``companion play --resume
    LOG`` with the ``--camera``/``--source``, ``--config`` and ``--lang`` given (QA18 N10:
    typed as printed after a ``--source`` game, it opened camera 0; QA19 #13: a game resumed
    with ``--lang es`` came back in its log's English).

    The log, the settings file and a ``--source`` file or folder are given as absolute
    paths, so the command works from any folder (QA20 #13: typed in a new terminal, "rel
    log.jsonl" found nothing); a camera index or a stream URL is kept as given.

    The deck mode played (``args.stickers_only``, the log's when no flag was given:
    :mod:`companion.app.deck_mode`) is given as ``--stickers-only``, or as
    ``--no-stickers-only`` when the game's log kept stickers only when resumed
    (``logged_deck``: its start line's mode, or its last deck mode line's) and the labels
    are read now (a deck changed between sessions; the switch is kept in the log too, by a
    deck mode line, :mod:`companion.app.deck_mode`)."""
    import shlex
    words = ["companion", "play", "--resume", os.path.abspath(path)]
    source = args.source
    if source is not None and os.path.exists(source):
        source = os.path.abspath(source)
    config = os.path.abspath(args.config) if args.config is not None else None
    for option, value in (("--camera", args.camera), ("--source", source),
                          ("--config", config), ("--lang", args.lang)):
        if value is not None:
            words += [option, str(value)]
    if args.stickers_only:
        words.append("--stickers-only")
    elif logged_deck:
        words.append("--no-stickers-only")
    return shlex.join(words)


def printed_and_said(voice_out: VoiceOut, verbose: bool) -> Callable:
    """The live session's ``say``: each announcement printed once on stdout (its verbose
    or brief text), then given to ``voice_out``; returns what the voice returns (how far
    it is heard, QA26 N1); its ``drop_stale`` is the voice's
    (:meth:`~companion.app.voiceout.VoiceOut.drop_stale`: a question the cards close while
    it is said is cut, QA37 en21_u), and so is its ``giving``
    (:meth:`~companion.app.voiceout.VoiceOut.giving`)."""
    def say(announcement):
        try:
            print(announcement.verbose if verbose else announcement.brief, flush=True)
        except (OSError, ValueError):  # a closed terminal must not stop the game
            pass
        return voice_out(announcement)

    if hasattr(voice_out, "drop_stale"):
        say.drop_stale = voice_out.drop_stale
    if hasattr(voice_out, "giving"):  # one input's lines all given first (cue53)
        say.giving = voice_out.giving
    return say


class _Started:
    """What :func:`run` has set up so far, for its end: the table's language (``lang``),
    the session log (``log``, ``new_log``: created by this session), the voice
    (``speaker``), the pictures (``source``) and the live table (``table``)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.log = None
        self.new_log = False
        self.speaker = None
        self.source = None
        self.table = None
        self.said_empty = False  # the goodbye said the empty log is not kept

    def log_empty(self) -> bool:
        """Whether the session log is new and holds nothing yet (removed at the end)."""
        return self.log is not None and self.new_log and self.log.seq == 0


def run(args, *, clock: "Callable[[], float] | None" = None) -> int:
    """Set up and run the live loop; 0 on a normal end (``q``, Ctrl+C, SIGTERM), 2 on
    unusable settings. Ctrl+C while the companion starts ends it as later: goodbye said
    (QA27 of session 27: in the first seconds only "Stopped." was printed, nothing said),
    the empty log removed. ``clock``: the live table's monotonic seconds (``--duration``,
    the wait for a first picture, the camera's reminders: :class:`~companion.app.live.
    LiveTable`'s ``clock``); ``None``: the real one (a test gives its own, so that a slow
    machine changes nothing: flk69)."""
    started = _Started(args.lang or cli_language.language())
    try:
        return _run(args, started, clock)
    except KeyboardInterrupt:
        if started.table is not None:
            started.table._goodbye()  # the same end as q: saved, no log, or nothing recorded
        else:
            from companion.app.live_end import log_suffix
            log = started.log  # its writes may have failed before the game (a resume's copy)
            suffix = log_suffix(log is not None and not log.failed, started.log_empty())
            started.said_empty = suffix == "_empty"
            _say_before_start(args, started.lang,
                              [message(started.lang, "app.goodbye" + suffix)],
                              started.speaker, printed=True)
        return 0
    finally:
        _end(started)


def _end(started: _Started) -> None:
    """Close what :func:`run` set up: the pictures, the log (an empty new one removed, and
    said so unless the goodbye said it), the voice (its last words said to their end)."""
    if started.source is not None:
        started.source.close()
    log = started.log
    if log is not None:
        log.close()
        if started.new_log and _empty(log.path):  # QA: a failed start left empty logs behind
            log.path.unlink(missing_ok=True)
            if not (started.said_empty or started.table is not None
                    and started.table.said_empty):  # QA12 F15: not a second line after
                print(message(started.lang, "app.nothing_recorded", path=log.path))  # goodbye
    if started.speaker is not None:
        started.speaker.finish()  # the last words to their end, not a hung voice (QA12
        started.speaker.close()   # F13, QA36 H4)


def _run(args, started: _Started, clock=None) -> int:
    """:func:`run`, filling ``started`` as it sets things up (``clock``: :func:`run`'s)."""
    from companion.app import config
    from companion.app.config import ConfigError
    from companion.app.live import LiveOptions, LiveTable, won_for_sure
    from companion.app.pace import RealTime
    from companion.app.terminal import KeyboardThread, terminal_status
    from companion.app.session import TableSession
    from companion.app.voiceout import VoiceOut, transcript_speaker
    from companion.app.video_resume import resumed_video
    from companion.session_log import LogInUse, SessionLog
    from vision.pipeline import CardReader, TableWatcher
    from vision.sources import open_source, source_kind

    # OpenCV's and FFmpeg's own camera and stream messages ("[tcp @ 0x…] Connection
    # refused") would repeat every retry between the status lines: the app says it instead
    os.environ.setdefault("OPENCV_FFMPEG_LOGLEVEL", "-8")  # FFmpeg's AV_LOG_QUIET
    try:
        import cv2
        cv2.utils.logging.setLogLevel(cv2.utils.logging.LOG_LEVEL_ERROR)
    except (ImportError, AttributeError):
        pass
    cli_players = tuple(n.strip() for n in args.players.split(",")) if args.players else None
    cli_source = args.camera if args.camera is not None else args.source
    settings, problems = config.load(args.config, players=cli_players, source=cli_source)
    # the terminal speaks the table's language too (the one asked, else the file's)
    lang = started.lang = args.lang or settings.language
    named = args.config or os.environ.get(config.ENV_PATH)
    key = _settings_path_refused(args.config, named)
    if key is not None:
        path, env = named, config.ENV_PATH
        return _refuse_aloud(args, lang, message(lang, key, path=path, env=env),
                             message(lang, key + "_said", path=path, env=env))
    if args.log and not args.no_log and _holds_another_session(Path(args.log), args.resume):
        # said too, short (QA39 M3: printed only, a blind player heard nothing)
        return _refuse_aloud(args, lang, message(lang, "app.play.log_exists", path=args.log),
                             message(lang, "app.play.log_exists_said"),
                             problems=problems or None)

    def stops(problem) -> bool:
        """Whether the settings file's ``problem`` stops the start: its players (default
        players would make the tracker follow a game of the wrong size) or its source,
        when the command line gives none instead."""
        key = getattr(problem, "key", None)
        if key == "source":
            return cli_source is None
        return key in ("players", config.FILE) and not args.players and not args.resume

    problem = next((p for p in problems if stops(p)), None)
    if problem is not None:  # said too: the settings file is no key typed (QA33 N4)
        # the file's other problems too, so that all are fixed at once (QA31 low #2)
        others = [p for p in problems if p is not problem]
        return _refuse_aloud(args, lang, problem.refusal(lang) or problem.reason,
                             config.said_refusal(problem, lang), problems=others or None)
    try:
        changes = {}
        if cli_players:
            changes["players"] = cli_players
        if args.first is not None and not args.resume:  # resumed: the log's, said not
            changes["first_player"] = args.first  # used (review of flk69: refused first)
        for name in ("edition", "lang"):
            value = getattr(args, name)
            if value:
                changes["language" if name == "lang" else name] = value
        if cli_source is not None:
            changes["source"] = cli_source
        settings = settings.with_(**changes)
    except ConfigError as exc:
        sentence = exc.sentence
        if sentence.key == "app.config.first_player" and args.first is not None:
            # name the option typed, not the settings key (QA27 #7: "first_player 9")
            sentence = Sentence("app.arg.first", sentence.count, **sentence.args)
        elif sentence.key.startswith("app.source_spec."):  # --source: where to change it
            sentence = Sentence("app.source_spec_where", problem=sentence)
        # said too, as the settings file's refusals (QA38 #10: --players Ann, seven names,
        # Ann,Ann,Bob, --first 9 were printed only); the file's problems first, as there
        return _refuse_aloud(args, lang, sentence.in_language(lang),
                             problems=problems or None)
    tracker = None
    logged = logged_marks = ()  # the resumed log's observations as written (and marks)
    from companion.app.deck_mode import deck_mode, logged_deck, played_start, switch_line
    deck_logged = None  # the resumed log's deck mode (None: a new game, an old log)
    if args.resume:
        from companion.session_log import bad_line_notes, damage_note, no_game_note
        from companion.session_log import log_reason, refused_note
        from companion.session_log import in_use, logged_with_marks, restart_note
        from companion.session_log import log_reason_said, no_game_said, resume_report
        if in_use(args.resume):  # QA: resumed into another log, two companions, one game
            return _in_use_refused(args, lang, args.resume, problems)  # said too (QA39 M3)
        try:
            report = resume_report(args.resume)
            tracker, bad_lines = report.tracker, report.errors
        except (OSError, ValueError) as exc:
            return _refuse_aloud(args, lang, log_reason(exc, lang, args.resume),
                                 log_reason_said(exc, lang))  # no path said (QA47 LOW-4)
        logged_marks = logged_with_marks(args.resume)
        logged = tuple(obs for obs, _ in logged_marks)
        if tracker.started:  # the table's language, as the voice and companion resume
            lang = args.lang or tracker.lang  # (QA40 L2: a Spanish log's notes in English)
        for note in bad_line_notes(bad_lines, lang):  # first: why no game may be left (QA)
            print(f"{args.resume}: {note}", file=sys.stderr)
        if not tracker.started:
            return _refuse_aloud(args, lang, no_game_note(args.resume, bad_lines,
                                                          args.lang or lang),
                                 no_game_said(bad_lines, args.lang or lang))
        if report.refused:  # QA12 F5: said when most were refused (below)
            print(f"{args.resume}: {refused_note(report, lang)}", file=sys.stderr)
        if damage_note(report):  # QA13a F4
            print(f"{args.resume}: {damage_note(report, lang)}", file=sys.stderr)
        if restart_note(report):  # QA23 #16: a second start was taken without a word
            print(f"{args.resume}: {restart_note(report, lang)}", file=sys.stderr)
        ignored = resume_ignored(lang, args.players, args.edition, tracker, args.first)
        if ignored:  # QA: they were dropped without a word
            print(f"companion play: {ignored}", file=sys.stderr)
        # --lang is the listener's choice: it is honoured (the log keeps its own language)
        # the log's first player too (QA: first_player = 3 in the settings file and a
        # 2-player log ended in a traceback)
        start = logged_start(tracker)  # the newest start's (review of flk69)
        settings = settings.with_(edition=tracker.edition.value,
                                  language=args.lang or tracker.lang, players=tracker.names,
                                  first_player=int(start.value.get("first", 0)) + 1)
        deck_logged = logged_deck(tracker, report.deck)  # its deck mode line's, else start's
    # the log's deck mode unless a flag says otherwise (fresh QA61 HIGH-1: a resume without
    # --stickers-only took the adapted deck as a labelled one)
    args.stickers_only, deck_said = deck_mode(args.stickers_only, deck_logged)
    record = None
    log = None
    if not args.no_log:
        path = Path(args.log or args.resume or _new_log_path(Path(settings.log_dir)
                                                               .expanduser()))
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            new_log = started.new_log = not path.exists()
            log = started.log = SessionLog(path)
            record = log.record
            if tracker is not None and new_log:
                # a resumed game going to a new log: the game so far first, as written
                # (corrections included), so the new log alone resumes (QA: it had no
                # start; then it had the corrected cards only, and a resume from it said
                # the camera's misread again), with its lines' marks (QA42 M2: the game's
                # own refusals, else warned as another table's at the next resume)
                for obs, marks in logged_marks:  # the start with the mode played now
                    log.record(played_start(obs, args.stickers_only), **marks)
                log.record_resumed_holds(report)  # its glimpse hold, its twin question
                deck_logged = args.stickers_only  # the new log's (review of sk61)
            elif tracker is not None and switch_line(deck_logged, args.stickers_only):
                # appended to the log resumed: the switch kept for its next resume (review
                # of sk61, LOW: play --resume A went back to A's start line's mode)
                log.record_deck(args.stickers_only)  # (the after-crash command below
                # still names the flag: it says the mode played in so many words)
            if tracker is not None and won_for_sure(tracker):  # QA17 #13: no crash
                # (not while an open question decides it: session 38)
                print(message(settings.language, "app.session_log_over", path=path))
            else:
                print(message(settings.language, "app.session_log", path=path,
                              command=_resume_command(path, args, deck_logged)))
        except LogInUse:  # QA: the advice below ran a second companion on the game
            return _in_use_refused(args, settings.language, path, problems)
        except OSError as exc:
            # QA: the game went on without its log, so a crash would lose it
            reason = system_words(exc, settings.language)
            folder = next((p for p in path.parents if p.exists()), None)
            if folder is not None and not folder.is_dir():  # QA27 #9: "File exists"
                reason = message(settings.language, "app.log_folder_is_file", path=folder)
            # said too, short: printed only, a blind player heard nothing (QA36)
            return _refuse_aloud(args, settings.language, message(
                settings.language, 'app.log_unwritable', path=path, reason=reason),
                message(settings.language, "app.log_unwritable_said"), problems=problems)

    # The table's language drives speech; the voice settings file is read, not rewritten.
    voice_settings, voice_problems = _voice_settings(args, settings.language)
    # Every announcement is printed once on stdout (the transcript, for a sighted helper or
    # a screen reader), whatever the voice does; the voice's reports and the status lines
    # go to stderr.
    started.lang = settings.language
    speaker = started.speaker = transcript_speaker(voice_settings)
    voice_out = VoiceOut(speaker, catch_up=True)  # a turn's cue left behind is dropped
    verbose = voice_settings.verbosity.value == "verbose"

    # the voice's mark: a game change's deck count is dropped only for what the voice had
    # still to say before it (QA37: every count after a Sanity check was dropped)
    session = TableSession(say=printed_and_said(voice_out, verbose), mark=voice_out.mark, record=record, lang=settings.language,
                           edition=settings.edition)
    if tracker is not None:
        session.resume_said(report)
    if deck_said:  # once, with the log's notes (before "Game resumed …")
        session.tell(deck_said)
    for key, values in _problems_printed(problems, voice_problems, settings.language,
                                         also_said=speaker.problems):
        session.tell(key, **values)
    options = LiveOptions(settings.edition, settings.language, settings.players,
                          settings.first_player - 1, settings.source, args.duration,
                          stickers_only=args.stickers_only)
    # a video file or a folder of pictures plays at its own speed, as the camera it stands
    # for (QA17 #9, QA18 N2)
    source = started.source = open_source(settings.source)
    if source_kind(settings.source)[0] == "video":  # each picture's time kept in the log;
        source = resumed_video(source, session, args.resume)  # a resume goes on there
    if source_kind(settings.source)[0] in ("video", "folder"):
        source = started.source = RealTime(source)
    keyboard = KeyboardThread().start()
    # a deck without code labels: no card-marker pass, and the still parts' readings are
    # reused between pictures (vision.still_reuse; docs/benchmarks-history.md "on a stream")
    watcher = TableWatcher(settings.edition, reader=CardReader(settings.edition, markers=False)
                           if args.stickers_only else None)
    table = started.table = LiveTable(
        options, session, watcher, source, keyboard.keys, voice_out.control,
        terminal_status(sys.stderr), resumed=tracker is not None, logged=log is not None,
        log_observations=logged,
        log_empty=started.log_empty,
        speech=voice_out, keys_open=lambda: not keyboard.ended.is_set(), clock=clock)
    # SIGTERM (a service manager, ``timeout``, a closed session) and SIGHUP (the terminal
    # closed: QA29, it ended at once, no goodbye) end the game like Ctrl+C: goodbye said,
    # the log closed, an empty one removed (QA: it was left behind); one in the moments
    # before this line still ends it at once
    signal.signal(signal.SIGTERM, _interrupt)
    if hasattr(signal, "SIGHUP"):  # not on Windows
        signal.signal(signal.SIGHUP, _interrupt)
    return table.run()


def _interrupt(_signum, _frame) -> None:
    """A SIGTERM and SIGHUP handler: stop the game as Ctrl+C does."""
    raise KeyboardInterrupt
