"""``companion replay --source VIDEO --players NAMES --keys KEYS.tsv``: a recorded video
replayed deterministically through the real vision and the live table
(:mod:`companion.app.video_replay`), to reproduce a run line for line; and
``companion replay --keys-from KEYS.LOG [--said SAID.LOG] [--start HH:MM:SS.fff]``: a
tester's keys as a keys file (:func:`companion.app.replay_keys.keys_from_tester`).
``docs/replay.md`` tells how to reproduce a tester's run."""
from __future__ import annotations

import os
import sys

from companion import cli_language
from companion.commands import non_empty, whole_number

#: ``companion play``'s defaults that a replay takes when not told (no settings file is
#: read: a replay gives the same lines on any machine)
DEFAULT_EDITION = "arkham"


def add_options(p) -> None:
    """The video replay's options of the ``replay`` parser ``p``."""
    from companion.cards import Edition
    g = p.add_argument_group(
        "video replay", "replay a recorded video through the camera's vision and the live "
                        "table, deterministically (docs/replay.md)")
    g.add_argument("--source", metavar="VIDEO", default=None,
                   help="the video file (or folder of pictures) to replay")
    g.add_argument("--players", metavar="NAMES", default=None,
                   type=non_empty("app.arg.empty_names"),
                   help="comma-separated names in seat order, as companion play")
    g.add_argument("--first", type=whole_number("app.arg.seat"), default=None,
                   metavar="SEAT", help="seat number (1-based) of the first player")
    g.add_argument("--edition", type=str.lower, default=None,
                   choices=[e.value for e in Edition])
    deck = g.add_mutually_exclusive_group()
    deck.add_argument("--stickers-only", action="store_true", default=None,
                      help="as companion play --stickers-only")
    deck.add_argument("--no-stickers-only", action="store_false", default=None,
                      dest="stickers_only", help="as companion play --no-stickers-only")
    g.add_argument("--keys", metavar="KEYS.tsv", default=None,
                   help="keys to type: FRAME<TAB>KEYS or SECONDS<TAB>KEYS lines")
    g.add_argument("--resume", metavar="LOG", default=None,
                   help="go on from this session log, as companion play --resume (not "
                        "written to)")
    g.add_argument("--save-log", metavar="FILE", default=None, type=non_empty("app.arg.empty_file"),
                   dest="replay_log",
                   help="write the replay's session log there (a new file)")
    g.add_argument("--stop-at", type=whole_number("app.arg.frame_number"), default=None,
                   metavar="N", help="stop after picture N (0-based)")
    g.add_argument("--fps", type=float, default=None,
                   help="pictures a second of a folder of pictures (default 10)")
    g.add_argument("--keys-from", metavar="KEYS.LOG", default=None,
                   help="print a keys file made from a tester's keys.log (UTC times)")
    g.add_argument("--said", metavar="SAID.LOG", default=None,
                   help="with --keys-from: the tester's said.log (each key's last line "
                        "heard; its first line is the start if --start is not given)")
    g.add_argument("--start", metavar="HH:MM:SS.fff", default=None,
                   help="with --keys-from: the UTC time of the video's first picture")


def _refused(lang: str, key: str, **values) -> int:
    from companion.narration.catalog import message
    print(f"companion replay: {message(lang, key, **values)}", file=sys.stderr)
    return 1


def _names_refused(lang: str, names: tuple) -> bool:
    """Refuse (print, in ``lang``) ``--players`` names a game cannot start with, as ``play``
    does before any line is said: a name missing or said twice (``name_problem``), a count
    outside 2 to 6 (rules.check_players; RULINGS: 2 to 6 players). Returns whether refused.
    Fresh QA65 L1: replay said the set-up lines, then a raw "start: 7 players: …", exit 0."""
    from companion.narration.catalog import as_sentence, message
    from companion.reason import Reason
    from companion.rules import MAX_PLAYERS, MIN_PLAYERS
    from companion.tracker.observations import name_problem
    problem = name_problem(names)
    if problem is None and not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        problem = Reason("app.config.count", len(names), low=MIN_PLAYERS, high=MAX_PLAYERS)
    if problem is None:
        return False
    said = message(lang, "app.names.comma_list", problem=as_sentence(problem).in_language(lang))
    print(f"companion replay: --players: {said}", file=sys.stderr)
    return True


def _unreadable(lang: str, path: str, exc: Exception) -> int:
    """The refusal of a file that cannot be read: the system's words, or (a binary file,
    another encoding: ``UnicodeDecodeError``) not UTF-8 text (review of replay54: a
    traceback)."""
    from companion.narration.catalog import message, system_words
    reason = message(lang, "app.config.not_utf8") if isinstance(exc, UnicodeDecodeError) \
        else system_words(exc, lang)
    return _refused(lang, "app.replay.file_unreadable", path=path, reason=reason)


def _unwritten(log, existed: bool) -> None:
    """Close the session ``log`` (a :class:`~companion.session_log.SessionLog` this replay
    opened) and leave its file as it was before: removed when this replay made it
    (``existed`` false), else emptied again (``--save-log`` takes only an empty file). A
    symbolic link to a file not there before: the file it made is removed, the link kept
    (review of flk69: the user's link was removed, the file made left with the lines)."""
    log.close()
    if existed:
        with open(log.path, "w", encoding="utf-8"):
            pass
    elif os.path.exists(log.path):  # the file itself, through a link
        os.unlink(os.path.realpath(log.path))


def convert(args) -> int:
    """Print the keys file of ``--keys-from`` (and ``--said``, ``--start``)."""
    from companion.app.replay_keys import NoKeyLines, keys_from_tester, utc_seconds
    lang = args.lang or cli_language.language()
    texts = []
    for path in (args.keys_from, args.said):
        try:
            texts.append(open(path, encoding="utf-8").read() if path else "")
        except (OSError, UnicodeDecodeError) as exc:
            return _unreadable(lang, path, exc)
    try:
        start = utc_seconds(args.start) if args.start else None
    except ValueError:
        return _refused(lang, "app.replay.start_bad", text=args.start)
    try:
        sys.stdout.write(keys_from_tester(texts[0], texts[1], start))
    except NoKeyLines as exc:  # another driver's format: not an empty keys file (QA55)
        return _refused(lang, "app.replay.no_key_lines", path=args.keys_from,
                        line=exc.first[:80])
    except ValueError:  # no start, and no said.log line (review of replay54: said as
        return _refused(lang, "app.replay.no_start")  # "--start None: give a UTC time")
    return 0


def run(args) -> int:
    """Replay ``--source``: print each line the voice would say (``frame<TAB>seconds<TAB>
    text``, key groups as ``> keys '…'``); 0 when the game ran, 1 when refused (the
    reason printed: a missing video or keys file, a bad keys line named by its number) or
    when the live table ended as play's does with 1 (a video with no picture at all: its
    sentence printed as the replay's line)."""
    from companion.app.replay_keys import KeysLineError, read_keys
    from companion.app.video_replay import ReplayOptions, StopBeforeLog, replay
    lang = args.lang or cli_language.language()
    if args.log:  # the positional LOG: replay LOG narrates a log, --resume LOG goes on
        return _refused(lang, "app.replay.log_and_source", path=args.log)
    if not os.path.exists(args.source):
        return _refused(lang, "app.replay.video_missing", path=args.source)
    if args.fps is not None and not args.fps > 0:  # review of replay54: 0 was taken as 10
        return _refused(lang, "app.replay.fps_bad", value=f"{args.fps:g}")
    due = []
    if args.keys:
        try:
            due = read_keys(args.keys)
        except KeysLineError as exc:
            return _refused(lang, f"app.replay.keys_{exc.problem}", path=args.keys,
                            line=exc.line, text=repr(exc.text))
        except (OSError, UnicodeDecodeError) as exc:
            return _unreadable(lang, args.keys, exc)
    resumed, logged, marks = None, (), ()
    names = tuple(n.strip() for n in args.players.split(",")) if args.players else ()
    edition, first = args.edition or DEFAULT_EDITION, (args.first or 1) - 1
    if args.resume:
        from companion.commands.play_args_said import logged_start, resume_ignored
        from companion.session_log import bad_line_notes, log_reason, logged_with_marks
        from companion.session_log import no_game_note, resume_report
        try:
            resumed = resume_report(args.resume)
            marks = logged_with_marks(args.resume)
        except (OSError, ValueError) as exc:
            return _refused(lang, "app.replay.resume_bad",
                            reason=log_reason(exc, lang, args.resume))
        tracker = resumed.tracker
        notes_lang = args.lang or (tracker.lang if tracker.started else lang)
        for note in bad_line_notes(resumed.errors, notes_lang):  # the lines the voice's
            print(f"{args.resume}: {note}", file=sys.stderr)  # "the terminal lists it" means
        if not tracker.started:  # why no game, as play says it (fresh QA69 L5, L6)
            return _refused(lang, "app.replay.resume_bad",
                            reason=no_game_note(args.resume, resumed.errors, notes_lang))
        logged = tuple(obs for obs, _ in marks)
        start = logged_start(tracker)  # the newest start's (review of flk69)
        names, edition = tuple(tracker.names), tracker.edition.value
        first, lang = int(start.value.get("first", 0)), args.lang or tracker.lang
        ignored = resume_ignored(lang, args.players, args.edition, tracker, args.first)
        if ignored:  # fresh QA67 L2: the log's names were taken without a word
            print(f"companion replay: {ignored}", file=sys.stderr)
    elif not names:
        return _refused(lang, "app.replay.no_players")
    elif _names_refused(lang, names):  # fresh QA65 L1: the set-up was said, then a raw error
        return 1
    if not 0 <= first < len(names):
        return _refused(lang, "app.arg.first", value=first + 1, count=len(names))
    from companion.app.deck_mode import deck_mode, logged_deck, played_start
    # the log's deck mode unless a flag says otherwise (fresh QA61 HIGH-1: it was dropped)
    stickers_only, deck_said = deck_mode(args.stickers_only, logged_deck(
        resumed.tracker, resumed.deck) if resumed is not None else None)
    log = None
    existed = False  # --save-log's file was there (empty) before the replay
    if args.replay_log:
        from companion.session_log import SessionLog
        existed = os.path.exists(args.replay_log)
        if existed and os.path.getsize(args.replay_log):
            return _refused(lang, "app.replay.log_exists", path=args.replay_log)
        try:
            log = SessionLog(args.replay_log)
        except OSError as exc:  # review of replay54: a missing folder was a traceback
            from companion.narration.catalog import system_words
            return _refused(lang, "app.replay.log_unwritable", path=args.replay_log,
                            reason=system_words(exc, lang))
        for obs, line_marks in marks:  # the game so far first, as play --resume --log
            log.record(played_start(obs, stickers_only), **line_marks)  # the mode played
        log.record_resumed_holds(resumed)  # its glimpse hold and twin question
    try:
        result = replay(args.source, ReplayOptions(
            edition, lang, names, first, stickers_only, args.verbose, args.stop_at,
            args.fps, deck_said), due, record=log.record if log else None, resumed=resumed,
            logged=logged, resume_log=args.resume)
    except StopBeforeLog as exc:  # fresh QA67 L3: "ended after 200 images", said mixed
        if log is not None:  # refused: nothing written (review of low68: --save-log's
            _unwritten(log, existed)  # file kept the resumed game's lines)
        return _refused(lang, "app.replay.stop_before_log", stop=exc.stop, first=exc.first,
                        path=args.resume)
    finally:
        if log is not None:
            log.close()
    if log is not None and not result.pictured:  # no picture: no game went on, nothing
        _unwritten(log, existed)  # saved (review of flk69: the resumed log's copy was left)
    for line in result.lines:
        print(line.row())
    return result.code  # 1 as play's: no picture at all (fresh QA63 LOW-5: exited 0)
