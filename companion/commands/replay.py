"""``companion replay LOG [--lang fr]``: narrate a recorded session; ``companion replay
--source VIDEO ...``: replay a recorded video through the vision and the live table
(:mod:`companion.commands.replay_video`)."""
from __future__ import annotations

import os
import re
import sys

from companion import cli_language
from companion.app.config import names_in
from companion.commands import replay_video
from companion.commands.replay_checks import LoggedChecks
from companion.narration import LANGUAGES
from companion.narration.record_order import RecordOrder
from companion.narration.narrate import narrate, repeats, said_by_its_play
from companion.engine.record import parse_record, record_language
from companion.narration.catalog import Sentence, message
from companion.session_log import (LogError, bad_line_notes, before_start_note,
                                   is_game_record, line_marks, log_reason, read_entries,
                                   read_lines, refusal_reason, seq_disorder_note)
from companion.tracker.from_engine import game_observations
from companion.tracker.observations import Observation, ObservationError
from companion.tracker.tracker import Tracker


def register(subparsers) -> None:
    """Add the ``replay`` sub-command."""
    p = subparsers.add_parser(
        "replay", help="narrate a recorded session log",
        description="Replay a session log through the tracker and print what the "
                    "companion said, one sentence per line, in the chosen language; or, "
                    "with --source, replay a recorded video through the camera's vision "
                    "and the live table with keys typed at fixed frames.")
    p.add_argument("log", metavar="LOG", nargs="?", default=None,
                   help="session log file (.jsonl), or a game record of companion simulate "
                        "--record")
    p.add_argument("--lang", type=str.lower, choices=LANGUAGES, default=None,
                   help="language (default: the session's)")
    p.add_argument("--verbose", action="store_true", help="the long form of each sentence")
    replay_video.add_options(p)
    p.set_defaults(func=run)


def _record_entries(path: str, lang: str | None) -> tuple[list[tuple[int, Observation]],
                                                          list[Sentence]]:
    """A game record of ``companion simulate --record`` (:mod:`companion.engine.record`) as
    the observations a table would give (public cards only: the record's deal and hands
    are not said), numbered from 1, and the record's problems as sentences safe to print
    (in any language: :meth:`~companion.narration.catalog.Sentence.in_language`).

    ``lang``: the language of the observations (the narration's); ``None`` for the
    record's ``Language`` header, English when it has none.

    A record with a bad action gives the game up to the line before it (QA13a F5); the
    problem names the line but not the action: a record's actions name the cards in the
    players' hands, which are never printed.

    Raises:
        OSError: the file cannot be read.
        ValueError: the headers are unusable, or the record has no deal, or its deal
            cannot be replayed (QA27 #10: a deal with a card too many was said "the
            record has no deal"); the last two with a
            :class:`~companion.narration.catalog.Sentence`.
    """
    with open(path, encoding="utf-8-sig") as f:
        text = f.read()
    state, errors = parse_record(text)
    problems = []
    if lang is None:  # the language it was played in (QA17 #8: an es game told in English)
        lang = (record_language(text) or "en").lower()  # QA18 N5: "FR" was refused
        if lang not in LANGUAGES:
            problems.append(Sentence("app.record_language_bad", value=repr(lang),
                                     choices=", ".join(LANGUAGES)))
            lang = "en"
    if state is None:  # header problems: they name no card
        raise ValueError(f"{path}: " + "; ".join(errors))
    if not state.actions:
        line = next((m for m in map(re.compile(r"line (\d+): ").match, errors) if m), None)
        if line is not None:  # the deal is there, but cannot be replayed
            raise ValueError(Sentence("app.record_deal_bad", path=path,
                                      line=int(line.group(1))))
        raise ValueError(Sentence("app.record_no_deal", path=path))
    for err in errors:
        line = re.match(r"line (\d+): ", err)
        if line and "not replayed after the first error" not in err:
            problems.append(Sentence("app.record_line_bad", line=int(line.group(1))))
    return list(enumerate(game_observations(state, lang), start=1)), problems


class _Lines:
    """Prints the narration's lines on stdout; a line the same as the one before is counted
    instead, and the count printed once, before the next different line ("(The same line
    2,999 more times.)": QA27 #10, a damaged log printed "That answer does not fit: …"
    260,000 times)."""

    def __init__(self) -> None:
        self.last: str | None = None
        self.again = 0

    def say(self, text: str, lang: str) -> None:
        """Print ``text`` (in ``lang``, for the count) unless it repeats the line before."""
        if text == self.last:
            self.again += 1
            return
        self.end(lang)
        print(text)
        self.last = text

    def end(self, lang: str) -> None:
        """Print how many times the last line was repeated, if it was."""
        if self.again:
            print(message(lang, "app.same_line_again", count=self.again))
            self.again = 0


class _Held:
    """The lines said for each input, held back while a later slash correction of an older
    card may replay that input (:meth:`~companion.tracker.corrected.Corrections.replayed`):
    its lines are then dropped, as the live game drops them, not begun, for the replayed
    ones said after "Corrected: …" (QA32 M1; review: the replay said "Carol: Sanity
    check …" before and after it). Only a log with such a correction holds its lines
    until its end; any other prints them at once."""

    def __init__(self, lines: _Lines, hold: bool) -> None:
        self.lines, self.hold = lines, hold
        self.held: list[tuple[object, str, str]] = []  # (history entry, text, language)

    def replayed(self, entries) -> None:
        """The history ``entries`` were replayed: what was said for them is not printed."""
        self.held = [h for h in self.held if not any(h[0] is e for e in entries)]

    def say(self, entry, text: str, lang: str) -> None:
        """Print ``text`` (in ``lang``), said for the history ``entry``, or hold it."""
        self.held.append((entry, text, lang))
        if not self.hold:
            self.flush()

    def flush(self) -> None:
        """Print what is held."""
        for _, text, lang in self.held:
            self.lines.say(text, lang)
        self.held = []


def run(args) -> int:
    """Print the narration; exit 1 if the log cannot be read or no game could be replayed
    (e.g. its ``start`` line is refused: the error is printed with its line number). With
    ``--source`` or ``--keys-from``: :mod:`companion.commands.replay_video`."""
    if args.keys_from:
        return replay_video.convert(args)
    if args.source:
        return replay_video.run(args)
    if args.log is None:
        said = message(args.lang or cli_language.language(), "app.replay.nothing")
        print(f"companion replay: {said}", file=sys.stderr)
        return 2
    try:
        if not os.path.lexists(args.log):  # QA13a F11: "is not a regular file"
            raise FileNotFoundError(Sentence("app.log_missing", path=args.log))
        record_problems: list[Sentence] = []
        texts: dict[int, str] = {}  # a session log's lines, to show a refused one
        if is_game_record(args.log):
            entries, record_problems = _record_entries(args.log, args.lang)
            errors = []
        else:
            entries, errors = read_entries(args.log)
            texts = dict(read_lines(args.log))
    except (OSError, ValueError) as exc:  # missing, a folder, unreadable, not a file, a bad
        # record (RecordError); in the language asked (QA22 #3)
        # in the table's language: the session's is not known (QA31 N5)
        print(f"companion replay: "
              f"{log_reason(exc, args.lang or cli_language.language(), args.log)}",
              file=sys.stderr)
        return 1
    tracker = Tracker()
    order = RecordOrder()  # a flipped card, a told choice before the next turn (RULINGS A16)
    verbosity = "verbose" if args.verbose else "brief"
    started = False
    before = None  # the event said last: "Round 2. Bob starts." is not followed by "Bob."
    lines = _Lines()
    held = _Held(lines, any(obs.back for _, obs in entries))
    early: list[int] = []  # lines before the game's start line (QA27 #10: a reversed log)
    start_line = 0
    # the zones unread live when each line came ("unread" marks: a player held out then
    # was said only probably out, as live; review of hedge44)
    marks = line_marks(texts)
    unread = {n: m["unread"] for n, m in marks.items() if "unread" in m}
    checks = LoggedChecks(marks)  # "Check it." as live said it (fresh QA59 L2)
    for line, obs in entries:
        if not tracker.started and obs.kind != "start":
            early.append(line)  # before the start, or after a refused one (said below):
            continue  # not "No game yet." on every line
        tracker.unread_seats = frozenset(unread.get(line, ()))
        try:
            events = tracker.apply(obs)
        except ObservationError as exc:  # said with the bad lines, in line order (QA16)
            errors.append(LogError(line, texts.get(line, "").strip()[:80],
                                   refusal_reason(exc)))
            continue
        if tracker.started and not started:
            start_line = line
        started = started or tracker.started
        lang = args.lang or tracker.lang
        names = names_in(tracker.names, lang)  # "Joueur 1" said "Jugador 1" in Spanish
        held.replayed(tracker.replayed())
        # the input's own history entry; an undo's lines belong to none (review 32b: filed
        # under the entry the undo left last, a later correction's replay dropped them)
        entry = tracker.history[-1] if tracker.history and obs.kind != "undo" else None
        checks.begin(line, obs)
        for event in order.feed(events):
            if not repeats(before, event) and not said_by_its_play(event):
                held.say(entry, narrate(event, names, lang, verbosity, tracker.edition)
                         + checks.words(event, lang, verbosity), lang)
            before = event
        checks.end(obs, tracker, events)
    held.flush()
    for event in order.flush():
        lang = args.lang or tracker.lang
        if not repeats(before, event) and not said_by_its_play(event):
            lines.say(narrate(event, names_in(tracker.names, lang), lang, verbosity,
                              tracker.edition) + checks.words(event, lang, verbosity), lang)
        before = event
    lang = args.lang or tracker.lang
    lines.end(lang)
    for note in bad_line_notes(sorted(errors, key=lambda e: e.line), lang):
        print(f"companion replay: {args.log}: {note}", file=sys.stderr)
    for note in (seq_disorder_note(texts, lang),
                 before_start_note(early, start_line, lang) if start_line else None):
        if note:
            print(f"companion replay: {args.log}: {note}", file=sys.stderr)
    if not started:
        print(f"companion replay: {message(lang, 'app.log_no_replay', path=args.log)}",
              file=sys.stderr)
        return 1
    for problem in record_problems:
        print(f"companion replay: {args.log}: {problem.in_language(lang)}", file=sys.stderr)
    return 1 if record_problems else 0
