"""``companion demo``: the embedded default; a whole game with no table, camera or sound card.

See :mod:`companion.app.demo`. Prints what the companion says as it says it; speaks aloud
when the machine has a sound device, else writes it to a WAV file; always writes the
transcript, the session log and (unless ``--no-video``) the rendered video.
"""
from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

from companion import cli_language
from companion.cards import LANGUAGES, Edition
from companion.commands import non_empty, whole_number
from companion.rules import MAX_PLAYERS, MIN_PLAYERS


#: Largest ``--seed``: the renderer seeds OpenCV's generator (a C int) with the game
#: number plus small offsets (QA: 2147483631 was a traceback).
MAX_SEED = 10 ** 9


#: ``--misread``: a card's number in laying order.
card_number = whole_number("app.arg.card_number")


def register(subparsers) -> None:
    """Add the ``demo`` sub-command."""
    from vision.render import PRESETS

    p = subparsers.add_parser(
        "demo", help="play a simulated game through the whole pipeline (no camera needed)",
        description="Simulate a game with the rules engine, render it as camera frames, read "
                    "them with the real vision pipeline, track the table and say everything: "
                    "aloud with a sound device, else into a WAV file and a transcript.")
    p.add_argument("--edition", type=str.lower, default="arkham", choices=[e.value for e in Edition])
    p.add_argument("--players", type=int, default=3,
                   help=f"{MIN_PLAYERS} to {MAX_PLAYERS} (default: 3)")
    p.add_argument("--seed", type=whole_number("app.arg.game_number", MAX_SEED),
                   default=7, help="which game (default: 7)")
    p.add_argument("--lang", type=str.lower, default=None, choices=LANGUAGES,
                   help="language of the demo's speech and text (default: the settings "
                        "file's, else en)")
    p.add_argument("--conditions", type=str.lower, default="clean", choices=sorted(PRESETS),
                   help="camera and light preset of the rendered table (default: clean)")
    p.add_argument("--audio", type=str.lower, default="auto", choices=("auto", "speak", "wav"),
                   help="speak aloud, write a WAV file, or choose by the sound device "
                        "(default: auto)")
    p.add_argument("--verbose", action="store_true", help="long sentences with rule reminders")
    p.add_argument("--out", default="demo-output", metavar="DIR",
                   type=non_empty("app.arg.empty_folder"),
                   help="folder for the WAV, transcript, video and log (default: demo-output)")
    p.add_argument("--no-video", action="store_true", help="do not write the rendered video")
    p.add_argument("--stickers-only", action="store_true",
                   help="a deck with tactile stickers but no printed code labels: cards are "
                        "read from the stickers only and said with 'Check it.'")
    p.add_argument("--misread", type=card_number, action="append", default=[], metavar="N",
                   help="misread the N-th card laid in a discard zone (0-based) on purpose, "
                        "to show the correction keys; may be repeated")
    p.set_defaults(func=run)


def run(args) -> int:
    """Run the demo; 0 when the tracker ends in agreement with the rules engine, 1 when
    not, 2 on a bad argument or an unwritable output folder (said on stderr, in ``--lang``,
    else the table's language: :func:`companion.cli_language.language`; QA31 N5). The
    game is said in that language too (``--lang``, else the settings file's, else en)."""
    import cv2

    from companion.narration.catalog import message, system_words

    from companion.app.demo import DEMO_FPS, Demo, cards_laid, output_paths
    from companion.app.voiceout import TranscriptBackend, VoiceOut, transcript_speaker
    from companion.session_log import SessionLog
    from vision.render import PRESETS
    from voice import Speaker, VoiceSettings
    from voice.backends.wavrec import WavRecorderBackend
    from voice.player import sound_device_present

    # the game's and the errors' language: --lang, else the settings file's, as for play
    # (companion.cli_language.table_language; session 38: the demo spoke English)
    told = args.lang = args.lang or cli_language.language()

    def refuse(key: str, **values) -> int:
        print(f"companion demo: {message(told, key, **values)}", file=sys.stderr)
        return 2

    if not MIN_PLAYERS <= args.players <= MAX_PLAYERS:
        return refuse("app.config.count", count=args.players, low=MIN_PLAYERS,
                      high=MAX_PLAYERS)
    laid = cards_laid(args.edition, args.players, args.seed)  # the cards --misread numbers
    never = sorted(n for n in set(args.misread) if n >= laid)
    if never:  # before the run, not after it (QA37: 70 s later)
        return refuse("app.demo.misread_beyond", numbers=", ".join(map(str, never)),
                      laid=laid, last=laid - 1, seed=args.seed, players=args.players)
    out = Path(args.out)
    if out.exists() and not out.is_dir():  # QA13a F11: "cannot create ...: File exists"
        return refuse("app.demo.out_is_file", path=out)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return refuse("app.demo.cannot_create", path=out, reason=system_words(exc, told))
    paths = output_paths(out)
    try:
        for path in paths.values():
            path.unlink(missing_ok=True)
    except OSError as exc:
        return refuse("app.demo.cannot_write", path=out, reason=system_words(exc, told))
    audio = args.audio if args.audio != "auto" else ("speak" if sound_device_present() else "wav")
    if args.audio == "speak" and not sound_device_present():
        # QA36: it fell back to text quietly, and wrote no WAV: say what does
        print("companion demo: " + message(told, "app.demo.no_sound_device"), file=sys.stderr)
    verbosity = "verbose" if args.verbose else "brief"
    settings = VoiceSettings(language=args.lang, verbosity=verbosity)
    failures: list[OSError] = []  # writes that failed (QA13a F6: a full disk)

    class WatchedWav(WavRecorderBackend):
        """The WAV recorder, its write failures noted for the end of the run."""

        def speak(self, *a, **k):
            try:
                return super().speak(*a, **k)
            except OSError as exc:
                failures.append(exc)
                raise

    if audio == "wav":
        # the transcript prints each line: a WAV that cannot be written falls back to
        # nothing more (QA: every line was printed twice, out of order)
        speaker = Speaker(settings, [WatchedWav(paths["wav"]),
                                     TranscriptBackend(sys.stderr)])
    else:  # the demo prints each line itself (QA: without a sound device the text
        # fallback printed every line again, out of order)
        speaker = transcript_speaker(settings, settings_path=out / "voice.toml")
    voice_out = VoiceOut(speaker)
    transcript = open(paths["transcript"], "w", encoding="utf-8")

    def say(announcement) -> None:
        text = announcement.verbose if args.verbose else announcement.brief
        print(text, flush=True)
        if not failures:
            try:
                transcript.write(text + "\n")
            except OSError as exc:
                failures.append(exc)
        voice_out(announcement)

    conditions = PRESETS[args.conditions]
    if args.stickers_only:
        conditions = replace(conditions, markers=False)
    video = None
    if not args.no_video:
        width, height = conditions.size
        video = cv2.VideoWriter(str(paths["video"]), cv2.VideoWriter_fourcc(*"mp4v"), DEMO_FPS,
                                (width, height))
        if not video.isOpened():  # OpenCV writes nothing then, silently (QA13a)
            print("companion demo: " + message(told, "app.demo.no_video",
                                               path=paths["video"]), file=sys.stderr)
            video = None
    log = SessionLog(paths["log"])
    try:
        demo = Demo(args.edition, args.players, args.seed, args.lang, conditions,
                    say=say, record=log.record,
                    frame_sink=video.write if video is not None else None,
                    misread=tuple(args.misread))
        result = demo.run()
    finally:
        log.close()
        if video is not None:
            video.release()
        speaker.wait_idle(timeout=120)
        speaker.close()
        try:
            transcript.close()
        except OSError as exc:
            failures.append(exc)
    if log.failed or failures:  # one sentence, no half-written files (QA13a F6)
        for path in paths.values():
            try:
                path.unlink(missing_ok=True)
            except OSError:
                pass
        reason = next((system_words(exc, told) for exc in failures),
                      message(told, "app.demo.write_failed"))
        return refuse("app.demo.files_removed", path=out, reason=reason)
    from babel.numbers import format_decimal

    summary = message(args.lang, "app.demo_summary", read=result.read, total=result.cards,
                      fixed=result.corrected + result.entered)
    print(summary)
    if result.from_stickers:
        print(message(args.lang, "app.demo_stickers", count=result.from_stickers))
    written = [paths["transcript"], paths["log"]]
    if audio == "wav" and paths["wav"].exists():
        written.insert(0, paths["wav"])
    if video is not None:
        if paths["video"].exists() and paths["video"].stat().st_size > 0:
            written.append(paths["video"])
        else:
            print("companion demo: " + message(told, "app.demo.video_empty",
                                               path=paths["video"]), file=sys.stderr)
    print(message(args.lang, "app.demo_done", frames=result.frames,
                  seconds=format_decimal(round(result.seconds, 1), format="0.0",
                                         locale=args.lang),
                  files=", ".join(str(p) for p in written)))
    if not result.agrees:
        print(message(told, "app.demo.disagrees"), file=sys.stderr)
        return 1
    return 0
