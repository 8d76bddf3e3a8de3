"""``companion resume LOG``: rebuild a session's exact table state from its log."""
from __future__ import annotations

import sys

from companion import cli_language
from companion.narration import LANGUAGES
from companion.narration.narrate import narrate
from companion.session_log import (bad_line_notes, before_start_note, damage_note, log_reason,
                                   no_game_note,
                                   restart_note,
                                   refused_note,
                                   resume_report)


def register(subparsers) -> None:
    """Add the ``resume`` sub-command."""
    p = subparsers.add_parser(
        "resume", help="rebuild the table state from a session log (after a crash)",
        description="Replay every observation and command of a session log (JSON Lines) "
                    "and print the table's public state. Bad lines are reported and "
                    "skipped (two records run together on one line are both used). A bad "
                    "line in the middle of the game loses its observation: the state after "
                    "it may be wrong and later cards may be refused; the message names the "
                    "line.")
    p.add_argument("log", metavar="LOG", help="session log file (.jsonl)")
    p.add_argument("--lang", type=str.lower, choices=LANGUAGES, default=None,
                   help="language of the summary (default: the session's)")
    p.add_argument("--json", action="store_true", help="print the public view as JSON")
    p.set_defaults(func=run)


def _count_unsure(lang: str, counts: list, said: str, won: bool, kind: str,
                  edition) -> str:
    """A token count (``said``: a ``tokens_sane`` / ``tokens_insane`` phrase) the accounts
    kept differ on: every count they hold, "or" between them ("1 ou 2 pions sains
    d'esprit"; QA62 LOW-2: "Bob : 1 pion sain d'esprit (non confirmé)" hedged the token
    Bob won in round 1, certain, when only a second one hung on the open question), the
    plural form the greatest needs; one count, the round's token hanging on the question
    (``won``, hedge44): that count "(not confirmed)"; else ``said`` as it is. ``counts``:
    the sorted distinct counts (ints) of the accounts."""
    from companion.narration.catalog import message
    from companion.narration.narrate import counts_or, token_counts
    if len(counts) > 1:
        top = counts[-1]
        phrase = token_counts(lang, top, top, edition)[kind == "insane"]
        return phrase.replace(str(top), counts_or(counts, lang), 1)
    return message(lang, "summary_mark_unsure", mark=said) if won else said


def _round_token_side(tracker, seat: int) -> str:
    """``"insane"`` or ``"sane"``: the side of the token ``seat`` won in the round that
    ended (the first account's zone, as ``end_round`` judged it: RULINGS A12)."""
    from companion import rules
    h = tracker.hyps[0]
    resolving = h.resolving[1] if h.resolving and h.resolving[0] == seat else None
    return "insane" if rules.insane_when_won(h.zones[seat], resolving) else "sane"


def _with_round_token(counts: set, won: bool) -> list:
    """``counts`` sorted; a single count of 2 or more that holds the round's token
    (``won``: the round hangs on a player only probably out, hedge44) with the count
    before it too: "1 or 2 Sane", not "2 Sane (not confirmed)", the token of an earlier
    round being certain (review of lq62, as QA62 LOW-2). A single 1 stays "1 Sane (not
    confirmed)": the whole count is in doubt."""
    counts = sorted(counts)
    if won and len(counts) == 1 and counts[0] > 1:
        return [counts[0] - 1, counts[0]]
    return counts


def summary(tracker, lang: str, switched: "bool | None" = None) -> list[str]:
    """A plain-text summary of the tracker's public state (public information only), in
    ``lang`` (catalog keys ``summary_*``, ``tokens_sane`` / ``tokens_insane``); a player
    is "insane" as the voice tells it (:func:`~companion.tracker.insane_told.told_view`:
    not a player out never said Insane, nor one whose play still resolves; fresh QA60
    MEDIUM-3), "insane (not confirmed)" when the accounts kept differ on it; a round whose
    end was lost (the table played past a stall: :func:`~companion.app.session_resume.
    unseen_end`) said lost and not counted (``summary_round_lost``; one settled without its
    knocked-out hand, only the rounds since: ``summary_rounds_after_lost``; none once the
    game is won); once a round was dealt after rounds lost
    (:func:`~companion.app.session_resume.rounds_lost`), the tokens said as missing them
    (``summary_tokens_miss_lost``; review of mq63); last, the
    log's deck mode when it is stickers only (``summary_deck_stickers``: what ``play
    --resume`` plays with, :mod:`companion.app.deck_mode`; ``switched``: the log's last
    deck mode line's, :attr:`companion.session_log.Resumed.deck`, else its start line's)."""
    from babel.lists import format_list

    from companion.narration.catalog import message
    from companion.narration.narrate import place_name, token_counts, wait_phrase
    from companion.tracker.doubts import pending_step, unsure_facts, unsure_header
    from companion.app.config import names_in
    from companion.tracker.insane_told import as_told
    # Insane as the voice tells it (fresh QA60 MEDIUM-3)
    view = as_told(tracker.view(), tracker.hyps[0] if tracker.hyps else None)
    names = names_in(tracker.names, lang)  # "Joueur 1" said "Jugador 1" in Spanish
    # the deck and turn the accounts kept differ on are not given as fact (QA32 F5)
    unsure_top = unsure_header(tracker.hyps)
    deck, active = view.deck_count, names[view.active] if view.active is not None else None
    held = tracker.probably_out()  # counted as if out: fewer left if one is in (QA58 H4)
    if "deck" in unsure_top or (held and deck):
        deck = message(lang, "summary_mark_unsure", mark=deck)
    if "active" in unsure_top and active is not None:
        active = message(lang, "summary_mark_unsure", mark=active)
    header = dict(edition=view.edition, round=view.round, deck=deck)
    lines = [message(lang, "summary_header", player=active, **header)
             if view.active is not None else  # QA13a: "à -" in French
             message(lang, "summary_header.no_turn", **header)]
    pending = pending_step(tracker)
    # who the pending play may put out is said with it, once, not as "out (not
    # confirmed)" on every seat (QA32 F5: all three players "out" read as impossible)
    # a mark the accounts kept differ on is said "not confirmed", whatever the most
    # likely account holds (QA13a F13: Sane or Insane followed the candidates' order)
    unsure_of = [unsure_facts(tracker.hyps, s) for s in range(len(view.seats))]
    # a player only probably out (the cards alone told it: Tracker.probably_out) is "out
    # (not confirmed)", and so is a token won by the round that ended on it (hedge44)
    for s in held:
        unsure_of[s] = tuple(f for f in ("out",) if f not in unsure_of[s]) + unsure_of[s]
    hinges = tracker.result_hinges_on()  # none when a card won it whoever is in
    for s in view.round_winners if hinges else ():
        unsure_of[s] = unsure_of[s] + ("tokens",)
    may_be_out = [s for s, unsure in enumerate(unsure_of) if pending is not None
                  and pending[0] == "effect" and "out" in unsure]
    for s, (seat, unsure) in enumerate(zip(view.seats, unsure_of)):
        marks = [message(lang, f"summary_mark_{m}") if m not in unsure else
                 message(lang, "summary_mark_unsure", mark=message(lang, f"summary_mark_{m}"))
                 for m, on in (("out", seat.out), ("insane", seat.insane),
                               ("protected", seat.protected), ("immune", seat.immune))
                 if (on or m in unsure) and not (m == "out" and s in may_be_out)]
        zone = ", ".join(place_name(keys, lang)  # a card not confirmed said so (QA12 F6)
                         for keys in tracker.zone_reads(s)) or "-"
        sane, insane = token_counts(lang, seat.tokens.sane, seat.tokens.insane, view.edition)
        if "tokens" in unsure:  # the count the accounts differ on (QA37: the Sane count
            # was given as fact, the Insane one they agreed on marked)
            counts = {(h.view().seats[s].tokens.sane, h.view().seats[s].tokens.insane)
                      for h in tracker.hyps}
            won = s in view.round_winners and bool(hinges)  # the round's token (hedge44)
            side = _round_token_side(tracker, s) if won else None
            sane = _count_unsure(lang, _with_round_token({c[0] for c in counts},
                                                         side == "sane"),
                                 sane, won and seat.tokens.sane, "sane", view.edition)
            insane = _count_unsure(lang, _with_round_token({c[1] for c in counts},
                                                           side == "insane"),
                                   insane, won and seat.tokens.insane, "insane", view.edition)
        if not marks and s in may_be_out:  # neither in nor out: the pending line says it
            lines.append(message(lang, "summary_seat.no_marks", player=names[s], sane=sane,
                                 insane=insane, zone=zone))
            continue
        lines.append(message(lang, "summary_seat", player=names[s], sane=sane, insane=insane,
                             marks=", ".join(marks or [message(lang, "summary_mark_in")]),
                             zone=zone))  # QA13a F11
    lines += _game_won(tracker, names, lang)
    if pending is not None:  # "waiting: the outcome of Carol's Boxer" (QA32 F5)
        kind, seat, played = pending
        expected = wait_phrase(lang, kind, names[seat if seat is not None else view.active
                                                 or 0], played,
                               [names[s] for s in tracker.showdown_seats()])
        lines.append(message(lang, "summary_pending", expected=expected) if not may_be_out
                     else message(lang, "summary_pending_out", expected=expected,
                                  players=format_list([names[s] for s in may_be_out],
                                                      style="or", locale=lang)))
    from companion.app.session_resume import rounds_lost, unseen_end
    unseen = unseen_end(tracker)
    if unseen is not None and not view.game_winners:  # fresh QA63 LOW-4: tokens all 0,
        # and no word the winner of the round played past a stall was lost (the voice said
        # it: "I lost its end…"); a round settled without its knocked-out hand is counted,
        # only the rounds since are lost (review of mq63: "round 1's end was lost … not
        # counted" under Ann's 1 Sane, and after the game won)
        from companion.narration.narrate import token_words
        lines.append(message(lang, "summary_round_lost" if unseen == "lost" else
                             "summary_rounds_after_lost", round=view.round,
                             **token_words(lang, view.edition)))
    elif not view.game_winners and rounds_lost(tracker):  # dealt since: the tokens still
        # miss those rounds, and the round count is behind (review of mq63, LOW: every
        # token 0 again, no word of the rounds lost; the voice said "mine, key 4, miss
        # those rounds")
        from companion.narration.narrate import token_words
        lines.append(message(lang, "summary_tokens_miss_lost",
                             **token_words(lang, view.edition)))
    if tracker.question is not None:
        # in the live voice's words, its answer hint too (QA62 LOW-2: "Alice, which
        # effect did you use? …", the verbose form, where the voice had said "Alice: Sane
        # or Insane effect? 1 Sane, 2 Insane. Answer with plus and the number.")
        asked = narrate(tracker.question, names, lang, "brief")
        lines.append(message(lang, "summary_question",
                             question=f"{asked} {message(lang, 'app.answer_hint')}"))
    from companion.app.deck_mode import logged_deck
    if logged_deck(tracker, switched):  # what play --resume plays with (fresh QA61 HIGH-1)
        lines.append(message(lang, "summary_deck_stickers"))
    return lines


def _game_won(tracker, names: list[str], lang: str) -> list[str]:
    """The summary's line of who won the game: ``[]`` when no account kept has a winner;
    when the accounts differ on it (an open question decides whether the round, and the
    game, is over), every winner one of them has, "or", said not confirmed and, with a
    question open, that its answer decides it (QA37: a log ending on the unanswered "was
    that Alice's hand?" printed "game won by Carol" as a fact); won while a player is
    only probably out (``Tracker.result_hinges_on``: not by a card), said not confirmed
    (hedge44)."""
    from babel.lists import format_list

    from companion.narration.catalog import message
    accounts = []  # each account's winners, in the accounts' order, once each
    for h in tracker.hyps:
        if h.view().game_winners not in accounts:
            accounts.append(h.view().game_winners)
    if not any(accounts):
        return []
    seats = sorted({s for winners in accounts for s in winners})
    if len(accounts) == 1:
        won = message(lang, "summary_game_won", players=format_list(
            [names[s] for s in seats], locale=lang))
        # won while a player is only probably out (hedge44): not a fact
        return [message(lang, "summary_mark_unsure", mark=won) if tracker.result_hinges_on()
                else won]
    won = message(lang, "summary_game_won", players=format_list(
        [names[s] for s in seats], style="or", locale=lang))
    if tracker.question is not None:
        return [message(lang, "summary_game_won_if", won=won)]
    return [message(lang, "summary_mark_unsure", mark=won)]


def json_view(tracker, lang: str, switched: "bool | None" = None) -> dict:
    """The public view as a JSON-ready dict (``dataclasses.asdict`` of
    :class:`~companion.engine.views.PublicView`), with what is not confirmed (QA13a F13):
    each seat's ``zone_reads`` (every place of the zone as its candidate card keys, several
    while a card read is open; ``Tracker.zone_reads``) and ``zone`` with such a place as
    ``null``, each seat's ``insane`` as the voice tells it (a player out never said Insane,
    or whose play still resolves, is not: :func:`~companion.tracker.insane_told.told_view`;
    fresh QA60 MEDIUM-3), a seat fact the accounts differ on
    (:data:`companion.tracker.doubts.SEAT_FACTS`) as ``null``, ``game_winners`` as ``null``
    when the accounts differ on it (QA37), and ``question``: the open
    question (``kind``, ``seat``, ``answers``, ``cards``, ``text`` in ``lang``) or ``null``;
    ``stickers_only``: the deck mode the log keeps (``true``: stickers only; its last deck
    mode line's, ``switched``: :attr:`companion.session_log.Resumed.deck`, else its start
    line's), ``null`` for a log written before session 61 (:mod:`companion.app.deck_mode`)."""
    import dataclasses

    from companion.tracker.doubts import unsure_facts
    from companion.tracker.insane_told import as_told
    out = dataclasses.asdict(as_told(tracker.view(), tracker.hyps[0] if tracker.hyps
                                     else None))  # Insane as told (QA60 MEDIUM-3)
    for s, seat in enumerate(out["seats"]):
        seat["zone_reads"] = [list(keys) for keys in tracker.zone_reads(s)]
        # a place the accounts differ on is not given as its first candidate (QA13a F13)
        seat["zone"] = [keys[0] if len(keys) == 1 else None for keys in seat["zone_reads"]]
        for fact in unsure_facts(tracker.hyps, s):
            seat[fact] = None
    if len({h.view().game_winners for h in tracker.hyps}) > 1:
        out["game_winners"] = None  # an open question decides it (QA37)
    from companion.app.deck_mode import logged_deck
    out["stickers_only"] = logged_deck(tracker, switched)  # the log's deck mode (QA61), null:
    # none kept
    q = tracker.question
    out["question"] = None if q is None else {
        "kind": q.value, "seat": q.seat, "answers": list(q.info), "cards": list(q.cards),
        "text": narrate(q, tracker.names, lang, "verbose")}
    return out


def run(args) -> int:
    """Print the resumed state; exit 1 if the log is missing or has no game."""
    try:
        report = resume_report(args.log)
    except (OSError, ValueError) as exc:  # missing, a folder, unreadable, not a file, not
        # a log (a .wav: QA12 F11)
        # in the table's language: the session's is not known (QA31 N5)
        print(f"companion resume: "
              f"{log_reason(exc, args.lang or cli_language.language(), args.log)}",
              file=sys.stderr)
        return 1
    tracker, errors = report.tracker, report.errors
    lang = args.lang or tracker.lang
    for note in bad_line_notes(errors, lang):
        print(f"companion resume: {args.log}: {note}", file=sys.stderr)
    if report.refused and tracker.started:  # QA12 F5: a confident table, no warning
        print(f"companion resume: {args.log}: {refused_note(report, lang)}", file=sys.stderr)
    if tracker.started and report.before_start:  # QA27 #10: a log in reverse order
        print(f"companion resume: {args.log}: "
              f"{before_start_note(report.before_start, report.start_line, lang)}",
              file=sys.stderr)
    if tracker.started and restart_note(report):  # QA23 #16: taken without a word
        print(f"companion resume: {args.log}: {restart_note(report, lang)}", file=sys.stderr)
    if tracker.started and damage_note(report):
        print(f"companion resume: {args.log}: {damage_note(report, lang)}", file=sys.stderr)
    if not tracker.started:
        print(f"companion resume: {no_game_note(args.log, errors, lang)}", file=sys.stderr)
        return 1
    if args.json:
        import json
        print(json.dumps(json_view(tracker, args.lang or tracker.lang, report.deck),
                         ensure_ascii=False))
        return 0
    print("\n".join(summary(tracker, args.lang or tracker.lang, report.deck)))
    return 0
