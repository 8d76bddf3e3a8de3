"""Table events to sentences: narration builds a message key and its arguments; the
catalog (:mod:`.catalog`) renders it in the table's language.

It only ever names face-up cards: the events of :mod:`companion.tracker.events` hold
nothing else (a knocked-out hand and a showdown hand are public; HELPERS.md "Never speak a
hidden card").

>>> from companion.tracker.events import TableEvent
>>> narrate(TableEvent("card_played", seat=1, cards=("the_boxer",)), ["Ann", "Bob"], "fr")
'Bob : le Boxeur.'
"""
from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from babel.lists import format_list

from companion.cards import Edition, card
from companion.narration.catalog import message
from companion.tracker.events import TableEvent

VERBOSITIES = ("brief", "verbose")


def counts_or(counts: Sequence[int], lang: str) -> str:
    """``counts`` (numbers, at least one) joined with "or" as said in ``lang`` ("16 or
    17", "10, 11 o 12"). Spanish "o" is "u" before a number said with /o/ (8 "ocho", 11
    "once", 80-89, 800-899: RAE, "siete u ocho"); "Quedan 7 o 8 cartas" was heard
    "siete o ocho" (review of count44).

    >>> counts_or([10, 11], "es"), counts_or([11, 12], "es"), counts_or([7, 8], "en")
    ('10 u 11', '11 o 12', '7 or 8')
    """
    text = format_list([str(n) for n in counts], style="or", locale=lang)
    last = str(counts[-1])
    if lang == "es" and len(counts) > 1 and (last == "11"
                                             or last[0] == "8" and len(last) <= 3):
        cut = text.rfind(" o ")
        text = f"{text[:cut]} u {text[cut + 3:]}"
    return text


def _player(names: Sequence[str], seat: int | None) -> str:
    if seat is None:
        return ""
    return names[seat] if 0 <= seat < len(names) else f"{seat + 1}"


def _hedged_names(event: TableEvent, names: Sequence[str], lang: str) -> str:
    """The players of ``event.hedge`` (``((seat, asked), ...)``, 0-based seats) only
    probably out, joined with "or" in ``lang`` ("Alice or Bob")."""
    return format_list([_player(names, s) for s, _ in event.hedge], style="or", locale=lang)


def _cards(keys, lang: str) -> str:
    return format_list([card(k).name(lang) for k in keys], locale=lang)


def place_name(keys: Sequence[str], lang: str, note: bool = True) -> str:
    """A card in a discard zone said by name; several candidates the table has not settled
    (``Tracker.zone_reads``) as "The Fed or Nightgaunt (not confirmed)" (QA12 F6), or
    "The Fed or Nightgaunt" when ``note`` is False (the sentence says it)."""
    if len(keys) == 1:
        return card(keys[0]).name(lang)
    either = format_list([card(k).name(lang) for k in keys], style="or", locale=lang)
    return message(lang, "card_unsure", cards=either) if note else either


def _family(edition: "str | Edition | None") -> str:
    """``"original"`` for the original edition, else ``"arkham"`` (both Arkham editions
    and no edition yet: the default one's words)."""
    return ("original" if edition is not None
            and Edition.parse(edition) is Edition.ORIGINAL else "arkham")


def token_words(lang: str, edition: "str | Edition | None" = None) -> dict[str, str]:
    """The words for the edition's tokens in ``lang``, as message arguments: ``Tokens``
    (their name at a sentence's start: "Mythos tokens", "Pions Mythe", "Fichas de Cordura"),
    ``tokens_word`` (the same inside a sentence: "pions Mythe"), ``token`` and
    ``tokens_noun`` (the bare noun, one and several: "pion" / "pions", "jeton" /
    "jetons"). The Arkham editions' rulebooks call them Mythos tokens (seed 002, seed 000
    "pions Mythe"), the original edition's Sanity tokens (seed 003 "jetons de santé
    mentale", seed 004 "fichas de Cordura"); catalog keys ``token_name.<family>`` and
    ``token_noun.<family>`` (docs/rulings.md point 13). ``edition`` ``None`` (no game
    yet): the default edition's.

    Raises:
        ValueError: unknown edition.
    """
    family = _family(edition)
    name = message(lang, f"token_name.{family}")
    return {"Tokens": name[:1].upper() + name[1:], "tokens_word": name,
            "token": message(lang, f"token_noun.{family}", count=1),
            "tokens_noun": message(lang, f"token_noun.{family}", count=2)}


def token_counts(lang: str, sane: int, insane: int,
                 edition: "str | Edition | None" = None) -> tuple[str, str]:
    """("2 Sane", "1 Insane") in ``lang``, each with the plural form its count needs
    (catalog keys ``tokens_sane`` / ``tokens_insane``, ``tokens_sane_original`` /
    ``tokens_insane_original`` in the original edition; fr "2 pions fous", or "2 jetons
    fous" in the original edition, es "1 ficha del lado loco")."""
    suffix = "_original" if _family(edition) == "original" else ""
    return (message(lang, f"tokens_sane{suffix}", count=sane),
            message(lang, f"tokens_insane{suffix}", count=insane))


def tokens_held(lang: str, sane: int, insane: int,
                edition: "str | Edition | None" = None) -> str:
    """Only the kinds of tokens a player has: "2 Sane", "1 Sane, 1 Insane" (never
    "0 Insane"); "" when they have none."""
    counts = token_counts(lang, sane, insane, edition)
    return ", ".join(text for n, text in zip((sane, insane), counts) if n)


def tokens_summary(lang: str, players: Sequence[str], tokens,
                   edition: "str | Edition | None" = None) -> str:
    """A table's tokens, short and clear by ear: those who have some, each with a verb
    and only the kinds they have ("Player 3 has 1 Sane"), then those with none in one phrase
    ("Bob none", "the others none"); "nobody has one" when nobody has any. ``players``:
    names by seat; ``tokens``: ``(sane, insane)`` per seat; ``edition``: whose token words
    (:func:`token_words`). Key 4 and the round and game
    ends say it (QA19 #6: "Player 3 1 Sane" sounded like "player three one"; #7: the
    game's end listed "0 Sane, 0 Insane" for everyone, 190 characters with 6 players)."""
    items, none = [], []
    for player, (sane, insane) in zip(players, tokens):
        have = tokens_held(lang, sane, insane, edition)
        if have:
            items.append(message(lang, "tokens_has", player=player, tokens=have))
        else:
            none.append(player)
    if not items:
        return message(lang, "tokens_nobody")
    if len(none) == 1:
        items.append(message(lang, "tokens_has_none", player=none[0]))
    elif none:
        items.append(message(lang, "tokens_others_none"))
    return message(lang, "tokens_sep").join(items)


def rule_reminder(key: str, lang: str, insane: bool) -> str:
    """The card's rule text in ``lang``; with the Insane effect too when the player is
    Insane (seed 002 "Player Turn": an Insane player chooses)."""
    c = card(key)
    text = c.sane.get(lang, c.sane["en"])
    if insane and c.insane:
        text += " " + message(lang, "rule_insane", text=c.insane.get(lang, c.insane["en"]))
    return text


def _said_after(event: TableEvent) -> bool:
    """Whether a card played Sane only protects its player: the ``protected`` event said
    next tells it ("Nobody may choose Alice until Alice's next turn."), so the rule text,
    in the second person ("no player may choose you"), is not read before it (QA23 #15)."""
    from companion.engine.effects import effect
    try:
        return not event.value and effect(event.cards[0]).behaviour == "protect"
    except KeyError:
        return False


def repeats(before: TableEvent | None, event: TableEvent) -> bool:
    """Whether ``event`` only says what another sentence says, given ``before``, the table
    event just before it: the first turn's cue of a round ("Bob.") right after the round's
    start that names its first player ("Round 2. Bob starts."; QA26 N2, session 22); and
    who starts the next round ("Bob starts next.") right after the round's end, which the
    next round's start says when it is dealt ("Round 2. Bob starts."; QA28 #7: both were
    said, 10 s apart). Such an event is noted, not said. Who starts after a tie, told by
    the answer to "who starts?", is said: it answers the player.

    >>> start = TableEvent("round_started", seat=1, count=15, value=2)
    >>> repeats(start, TableEvent("turn_started", seat=1, count=15))
    True
    >>> repeats(start, TableEvent("turn_started", seat=2, count=15)), repeats(None, start)
    (False, False)
    >>> repeats(TableEvent("round_ended", info=(1,)), TableEvent("first_player", seat=1))
    True
    """
    if before is None:
        return False
    if before.kind == "round_ended" and event.kind == "first_player":
        return True
    return before.kind == "round_started" and event.kind == "turn_started" \
        and event.seat == before.seat


def asks_check(event: TableEvent) -> bool:
    """Whether ``event``'s line asks about its card already, so never takes the request to
    check a card read from its stickers only (``app.check_card*``): an inconsistency or a
    question, and a reading undone then taken back ("Dan: the Investigators, as read
    before the undo: check it.", :func:`narrate`'s ``*_undone`` lines; review of low60:
    said "… check it. Check it.", the request of another zone's card of that name, read
    in the same input, which went without)."""
    return event.kind in ("inconsistency", "question") \
        or event.kind in ("card_played", "card_discarded") and event.info == "undone" \
        or event.kind == "card_revealed" and event.value == "undone" and not event.info


def narrate(event: TableEvent, names: Sequence[str], lang: str = "en",
            verbosity: str = "brief", edition: "str | Edition | None" = None) -> str:
    """One sentence for ``event``; ``names`` gives each seat's name; ``edition``: the
    game's, whose word for the tokens the round and game ends say (:func:`token_words`).

    Raises:
        ValueError: unknown verbosity or language.
    """
    if verbosity not in VERBOSITIES:
        raise ValueError(f"verbosity {verbosity!r}: choose 'brief' or 'verbose'")
    k, v = event.kind, verbosity
    player = _player(names, event.seat)
    first_card = card(event.cards[0]).name(lang) if event.cards else ""
    if k == "game_started":
        return message(lang, f"{k}.{v}", count=event.info)
    if k == "round_started" and event.info == "unnumbered":  # its number not known
        return message(lang, f"round_started_unnumbered.{v}", player=player,
                       count=event.count)
    if k == "round_lost":  # played on unseen past a long stall (stall_lost)
        return message(lang, f"{k}.{v}", round=event.value)
    if k == "round_started":
        return message(lang, f"{k}.{v}", round=event.value, player=player, count=event.count)
    if k == "turn_started":
        if v == "brief":
            return message(lang, f"{k}.brief", player=player)
        if event.hedge:  # counted with players only probably out (review of h4)
            return message(lang, "turn_started_unconfirmed.verbose", count=event.count,
                           player=player, players=_hedged_names(event, names, lang))
        return message(lang, f"{k}.verbose", count=event.count, player=player)
    if k == "deck_count" and event.info:  # the counts by an open question's answer
        return message(lang, f"deck_count_open.{v}", counts=counts_or(event.info, lang))
    if k == "deck_count" and event.hedge:  # counted with players only probably out:
        # fewer left if one is in (fresh QA58 HIGH-4: "11 cards left." said as fact, 9 left)
        return message(lang, f"deck_count_unconfirmed.{v}", count=event.count,
                       players=_hedged_names(event, names, lang))
    if k in ("sanity_check", "deck_count"):
        return message(lang, f"{k}.{v}", count=event.count, player=player)
    if k == "rlyeh_choice":
        return message(lang, f"rlyeh_{'end' if event.value else 'continue'}.{v}", player=player)
    if k == "card_played" and event.info == "settled":  # named by its question (QA44 H2),
        # named again (fresh QA51c M2: "That was Bob's play." never named the Sailor)
        return message(lang, f"card_played_settled.{v}", player=player, card=first_card)
    if k == "card_played" and event.info == "named":  # the cards closed its question, heard
        # (fresh QA51 H: "Bob: The Sailor. No answer needed." heard as a second play)
        return message(lang, f"card_played_named.{v}", player=player, card=first_card)
    if k == "card_played" and event.info == "undone":  # the reading undone (QA51 run R)
        return message(lang, f"card_played_undone.{v}", player=player, card=first_card)
    if k == "card_played":
        rule = rule_reminder(event.cards[0], lang, bool(event.value)) \
            if v == "verbose" and not _said_after(event) else ""
        return message(lang, f"{k}.{v}", player=player, card=first_card, rule=rule).strip()
    if k == "corrected":  # QA13a F16: the earlier reading is withdrawn, say so
        old = format_list([card(c).name(lang) for c in event.info], style="or", locale=lang)
        return message(lang, f"{k}.{v}", player=player, card=first_card, old=old)
    if k == "card_discarded" and event.info == "undone":  # the reading undone (undo49)
        return message(lang, f"card_discarded_undone.{v}", player=player, card=first_card)
    if k == "late_card":  # "Bob was not out: the camera read The Musician … late." (QA42 H1)
        return message(lang, f"{k}.{v}", player=player, card=first_card)
    if k == "under_card":  # "The camera read the Necronomicon late, under the Mi-Go …" (QA58)
        later = format_list([card(c).name(lang) for c in event.info], style="or", locale=lang)
        return message(lang, f"{k}.{v}", player=player, card=first_card, later=later)
    # a result the correction just turned round: "Carol passes after all." (QA13a F16)
    after = "_after_all" if event.value == "after_all" else ""
    if k == "player_out" and event.value == "unconfirmed":  # the cards alone (QA42 H1)
        after = "_unconfirmed"
    if k == "player_out":
        if not event.cards:
            return message(lang, f"player_out_nohand{after}.{v}", player=player)
        if event.info == "named" and not after:  # named by its question (order46 (c))
            return message(lang, f"player_out_named.{v}", player=player,
                           cards=_cards(event.cards, lang))
        if event.info in ("hand", "hand_unconfirmed"):  # said out before (QA26 N5),
            # maybe only probably (hedge44): "Bob's hand, if Bob is out (not confirmed): …"
            form = "player_hand" if event.info == "hand" else "player_hand_unconfirmed"
            return message(lang, f"{form}.{v}", player=player, cards=_cards(event.cards, lang))
        return message(lang, f"{k}{after}.{v}", player=player, cards=_cards(event.cards, lang))
    if k == "check_failed" and event.cards and not after:  # the Necronomicon's own text
        return message(lang, f"check_failed_card.{v}", player=player, card=first_card)
    if after and k in ("check_passed", "check_failed", "still_in"):
        return message(lang, f"{k}{after}.{v}", player=player)
    if k == "undone" and event.cards:
        cards = format_list([card(c).name(lang) for c in event.cards], style="or", locale=lang)
        return message(lang, f"undone_card.{v}", player=player, card=cards)
    if k == "aside_taken" and event.seat is not None:  # who holds it now (QA30 F2)
        return message(lang, f"aside_held.{v}", player=player, card=first_card)
    if k == "deck_visible" and not event.cards:
        return message(lang, f"deck_visible_none.{v}")
    if k == "hand_revealed" and not event.cards:
        return message(lang, f"hand_revealed_empty.{v}", player=player)
    if k == "showdown_tie":
        return _showdown_tie(event, names, lang, v)
    if k in ("round_ended", "game_won") and event.hedge:
        return _hedged_result(event, names, lang, v, edition)
    if k in ("round_ended", "game_won"):
        winners = tuple(event.info or ())
        if not winners:
            return message(lang, f"round_ended_nobody.{v}", **token_words(lang, edition))
        players = format_list([_player(names, s) for s in winners], locale=lang)
        tokens = tokens_summary(lang, [_player(names, s) for s in range(len(event.value or ()))],
                                event.value or (), edition)
        # the winners' own tokens, also said brief: the side taken and what decides the
        # game (QA17 #4: "Carol wins the round." left both unsaid), in key 4's short form
        # (QA20 #7: "Ann 1 Sane, 0 Insane; Bob 0 Sane, 1 Insane" was heard as a number list)
        own = (tokens_held(lang, *event.value[winners[0]], edition) if len(winners) == 1
               else tokens_summary(lang, [_player(names, s) for s in winners],
                                   [event.value[s] for s in winners], edition))
        words = token_words(lang, edition)
        if k == "game_won" and event.cards:  # the reason: no tokens needed (QA30 F4)
            return message(lang, f"game_won_card.{v}", players=players, tokens=tokens,
                           card=first_card, **words)
        return message(lang, f"{k}.{v}", count=len(winners), players=players, tokens=tokens,
                       own=own, **words)
    if k == "choice":
        return message(lang, f"choice.{_choice_form(event)}.{v}", player=player,
                       card=first_card, **_choice_args(event, names))
    if k == "question":
        choices = cards = ""
        either = False  # one card the accounts name apart
        if event.value in ("first", "holder"):
            cards = card(event.cards[-1]).name(lang) if event.cards else ""
            choices = ", ".join(f"{i + 1} {_player(names, s)}" for i, s in enumerate(event.info))
        elif event.value == "card":
            labels = [card(c).name(lang) for c in event.info]
            choices = ", ".join(f"{i + 1} {n}" for i, n in enumerate(labels))
            cards = format_list(labels, style="or", locale=lang)
        else:
            cards = format_list([card(c).name(lang) for c in event.cards], style="or",
                                locale=lang)
            either = len(event.cards) > 1  # fresh QA62 LOW-4: "the Investigators or the
            if either:  # Golden Mead" was heard as two cards: "a single card, …"
                cards = message(lang, "question_cards_one", cards=cards)
        kind = event.value
        if kind == "out" and event.info and event.info[-1] in ("played", "no", "discard",
                                                                "check", "hand_check"):
            kind = f"out_{event.info[-1]}"  # not "2 no, still in": he may be out (QA38 #1)
            # "discard": a forced discard, or the player's play (fresh QA60 HIGH-3);
            # "check": that discard read late, or her Sanity check's card (review of st63);
            # "hand_check": her hand, or her Sanity check's card (fresh QA63b MEDIUM-3)
        elif kind == "effect" and event.count and cards:
            kind = "effect_card"  # an earlier play's: its card named (review of necro54)
        line = message(lang, f"question_{kind}.{v}", player=player, choices=choices,
                       cards=cards)
        if either:  # "A single card, …" may begin it
            line = line[:1].upper() + line[1:]
        return line
    if k == "inconsistency":
        return _inconsistency(event, names, lang, v)
    if k == "card_revealed" and event.value == "undone" and not event.info:  # (QA51 run B)
        return message(lang, f"card_revealed_undone.{v}", player=player, card=first_card)
    if k == "card_revealed" and event.info:  # whose effect, which zone (QA19 #8)
        owner, played = event.info
        return message(lang, f"card_revealed_by.{v}", player=player, card=first_card,
                       owner=_player(names, owner), played=card(played).name(lang))
    if k == "question_settled":  # the side the cards showed (QA19 #2)
        return message(lang, f"{k}.{event.info}.{v}", player=player, card=first_card)
    return message(lang, f"{k}.{v}", player=player, card=first_card)


def _hedged_result(event: TableEvent, names, lang: str, v: str, edition) -> str:
    """A round or game won while players are only probably out (``event.hedge``,
    :meth:`~companion.tracker.tracker.Tracker._results_hedged`): "If Bob is out: Dan wins
    the round and has 1 Sane." then, for the first of them out by an unanswered question,
    what to do if that player is still in (review of probable43: said as fact; if Bob is
    in, nobody won yet). Seed 002 "End of the Round" ("One Player Left")."""
    held = [seat for seat, _ in event.hedge]
    result = narrate(replace(event, hedge=()), names, lang, v, edition)
    text = message(lang, f"result_if_out.{v}", count=len(held), result=result,
                   players=format_list([_player(names, s) for s in held], locale=lang))
    seat, asked = next(((s, a) for s, a in event.hedge if a is not None), (None, None))
    if seat is None:
        return text
    return text + " " + message(lang, "result_if_out_howto", player=_player(names, seat),
                                asked=_player(names, asked))


def wait_phrase(lang: str, kind: str, player: str, card_key: str | None = None,
                hands: Sequence[str] = ()) -> str:
    """What the table waits for, as a phrase for a sentence ("Bob's play", "the cards of
    Alice's R'lyeh"; catalog ``wait.<kind>``). ``card_key``: the play whose effect is
    awaited (Tommy Gun, or R'lyeh's Sane effect). ``hands``: at a showdown, the names of
    the players whose hand is still to be revealed, in seat order: "Bob's and Carol's
    hands", one "Carol's revealed hand" (QA48 MEDIUM-5: "the hands to be revealed" named
    nobody; seed 002 "The Deck Runs Out")."""
    if kind == "showdown" and len(hands) == 1:
        kind, player = "reveal", hands[0]
    elif kind == "showdown" and hands:
        whose = [message(lang, "wait.showdown_whose", player=name) for name in hands]
        return message(lang, "wait.showdown_hands", players=format_list(whose, locale=lang))
    name = card(card_key).name(lang) if card_key else ""
    return message(lang, f"wait.{kind}", player=player, card=name)


def _waits_or(waits, names, lang: str, hands: Sequence[str] = ()) -> str:
    """What the accounts wait for when they wait for different inputs (``waits``: their
    ``(kind, seat, card)``, :func:`companion.tracker.inconsistencies.waits`): "Alice's hand
    or Bob's play", and ", unless the game is over" when it is over in some account (review
    of undo48: "The game is over" was said as fact, one account's). ``hands``: the names
    whose hand a showdown awaits (:func:`wait_phrase`; review of hands49)."""
    phrases = list(dict.fromkeys(wait_phrase(lang, kind, _player(names, seat), key, hands)
                                 for kind, seat, key in waits if kind != "over"))
    text = format_list(phrases, style="or", locale=lang)
    if any(kind == "over" for kind, _, _ in waits):
        text = message(lang, "wait.or_over", expected=text)
    return text


def _inconsistency(event: TableEvent, names, lang: str, v: str) -> str:
    info = dict(event.info or {})
    reason = event.value
    player = _player(names, event.seat)
    name = card(event.cards[0]).name(lang) if event.cards else ""
    expected = ""
    hands = [_player(names, s) for s in info.get("expected_hands", ())]
    if "expected" in info:
        # the accounts wait for the same input from different players: "Alice or Bob's
        # play" (review of deal45: one account's "Alice's play" told who won the round)
        seats = info.get("expected_seats") or (info.get("expected_seat"),)
        waited = format_list([_player(names, s) for s in seats], style="or", locale=lang)
        expected = wait_phrase(lang, info["expected"], waited, info.get("expected_card"),
                               hands=hands)
    if info.get("expected_or"):
        expected = _waits_or(info["expected_or"], names, lang, hands)
    if info.get("expected") == "over":  # QA: "Waiting for nothing: the game is over."
        reason = "game_over" if event.cards else "game_over_other"
    elif reason == "unexpected" and not event.cards:
        reason = "unexpected_other"
    elif reason == "unexpected" and event.seat is None:
        reason = "unexpected_card"  # a card outside any zone (e.g. a face-up set-aside card)
    elif reason == "seat_out_unconfirmed" and info.get("again"):
        reason = "seat_out_unconfirmed_again"  # the how-to said once per out (probable43)
    args = dict(player=player, card=name, expected=expected,
                seat=(event.seat + 1) if event.seat is not None else "",
                players=info.get("players", ""), guess=info.get("guess", ""),
                allowed=", ".join(map(str, info.get("allowed", ()))),
                error=info.get("error", ""),
                shown=card(info["shown"]).name(lang) if info.get("shown") else "",
                guesser=_player(names, info["guesser"]) if "guesser" in info else "",
                owner=_player(names, info["owner"]) if "owner" in info else "",
                asked=_player(names, info["asked"]) if "asked" in info else "",
                played=card(info["played"]).name(lang) if info.get("played") else "")
    if reason == "too_many_copies":
        # a card read in a zone names whose (QA43 M3: "Check: R'lyeh again?" named none)
        form = reason if event.seat is None else "too_many_copies_zone"
        text = message(lang, f"inconsistency.{form}.{v}", count=info.get("copies", 0), **args)
        if v == "verbose" and info.get("suggest"):
            text += " " + message(lang, "maybe", cards=_cards(info["suggest"], lang))
        return text
    return message(lang, f"inconsistency.{reason}.{v}", **args)


def _showdown_tie(event: TableEvent, names, lang: str, v: str) -> str:
    """"Ann and Bob tie with 8: both are out." (RULINGS O3; QA30 F1), or the tied players
    who were knocked out when another one could not be."""
    tied, out = tuple(event.info), tuple(event.value)
    players = format_list([_player(names, s) for s in tied], locale=lang)
    if out != tied:
        return message(lang, f"showdown_tie.some.{v}", count=len(out), players=players,
                       rank=event.count,
                       out=format_list([_player(names, s) for s in out], locale=lang))
    form = "both" if len(tied) == 2 else "all"
    return message(lang, f"showdown_tie.{form}.{v}", players=players, rank=event.count)


def _choice_form(event: TableEvent) -> str:
    return event.info if event.value == "effect" else event.value


def _choice_args(event: TableEvent, names) -> dict:
    if event.value == "target":
        return {"target": _player(names, event.info)}
    if event.value == "guess":
        return {"guess": event.info}
    return {}


def narrate_play(played: TableEvent, choices: Sequence[TableEvent], names: Sequence[str],
                 lang: str = "en", verbosity: str = "brief",
                 edition: "str | Edition | None" = None) -> str:
    """One sentence for a play and the choices its player told (``choice`` events of the
    same play): "Alice: Investigators on Bob, guesses 5." (brief); verbose adds the rule
    reminder.

    Raises:
        ValueError: unknown verbosity or language.
    """
    if verbosity not in VERBOSITIES:
        raise ValueError(f"verbosity {verbosity!r}: choose 'brief' or 'verbose'")
    v = verbosity
    if not choices:
        return narrate(played, names, lang, v, edition)
    target = None
    parts = []
    for c in choices:
        if c.value == "target":
            target = _player(names, c.info)
        else:
            parts.append(message(lang, f"choice_part.{_choice_form(c)}",
                                 **_choice_args(c, names)))
    rule = rule_reminder(played.cards[0], lang, bool(played.value)) if v == "verbose" else ""
    args = dict(player=_player(names, played.seat), card=card(played.cards[0]).name(lang),
                rule=rule, target=target or "", choices=", ".join(parts))
    if target is None:
        key = "card_played_with"
    else:
        key = "card_played_on_more" if parts else "card_played_on"
    return message(lang, f"{key}.{v}", **args).strip()


def said_by_its_play(event) -> bool:
    """Whether ``event`` is a ``question_settled`` said by the ``card_played``
    ``info="named"`` right before it (``play_named``: "The cards answer the question about
    The Sailor: Bob's play, not Bob's hand.", :func:`narrate`): it has no line of its own
    (fresh QA51 run H: "Bob: The Sailor. No answer needed. Bob: The Musician." was heard as
    Bob playing twice; :func:`companion.tracker.ahead.played_past`)."""
    return event.kind == "question_settled" and event.info == "play_named"


def narrate_events(events, names: Sequence[str], lang: str = "en",
                   verbosity: str = "brief",
                   edition: "str | Edition | None" = None) -> list[str]:
    """One sentence per event, in order (not a cue that :func:`repeats` the event before
    it); the ``choice`` events of the last play in
    ``events`` are said with that play as one sentence (:func:`narrate_play`), even when
    the table moved on (the next turn started) before the players told them; a choice told
    after a question about that play is said alone, after the question, as ``replay`` says
    it (QA19 #9: "Bob: R'lyeh, Insane effect." came before "Sane or Insane effect?")."""
    events = list(events)
    plays: dict[int, list] = {}   # index of a card_played -> its choice events
    last = None
    merged = set()
    for i, e in enumerate(events):
        if e.kind == "card_played" and e.info != "settled":  # its choices said alone
            last = i
            plays[i] = []
        elif e.kind == "card_played":
            last = None
        elif e.kind == "question":
            last = None  # what follows answers it: said after it
        elif (e.kind == "choice" and last is not None and events[last].seat == e.seat
              and events[last].cards == e.cards):
            plays[last].append(e)
            merged.add(i)
    out = []
    for i, e in enumerate(events):
        if i and repeats(events[i - 1], e):
            continue
        if said_by_its_play(e):
            continue
        if i in plays:
            out.append(narrate_play(e, plays[i], names, lang, verbosity, edition))
        elif i not in merged:
            out.append(narrate(e, names, lang, verbosity, edition))
    return out
