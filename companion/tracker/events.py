"""Table events: what the tracker tells the table, one plain record each.

A :class:`TableEvent` carries only public facts (seats, face-up cards, counts); narration
(:mod:`companion.narration`) turns each into a sentence. Kinds and their fields:

=====================  ===============================================================
kind                   fields
=====================  ===============================================================
``game_started``       ``info`` = number of players
``round_started``      ``value`` = round number, ``seat`` = first player, ``count`` = deck;
                       ``info`` = ``"unnumbered"`` after rounds the table played unseen
                       (the number not said: :mod:`companion.app.lost_rounds`)
``face_up``            ``cards`` = (card,) (2-player face-up set-aside card)
``turn_started``       ``seat``, ``count`` = cards left in the deck; ``hedge`` as
                       ``deck_count`` (review of h4: said verbose)
``extra_turn``         ``seat`` (Nightgaunt, Insane)
``rlyeh_choice``       ``seat``, ``value`` = True when the round ends (RULINGS A3)
``sanity_check``       ``seat``, ``count`` = cards to reveal (RULINGS A14)
``card_revealed``      ``seat``, ``cards`` = (card,) (Sanity check or Tommy Gun); ``info`` =
                       ``(seat, card)`` of the play that put it there (Tommy Gun, R'lyeh
                       Sane), ``None`` for a Sanity check
``check_passed``       ``seat``; ``value`` = ``"after_all"`` when a correction turned the
                       result round (also for ``check_failed``, ``still_in``, ``player_out``)
``check_failed``       ``seat``; ``cards`` = the original Necronomicon when its own text, not an
                       insanity card, put the player out (RULINGS O4)
``card_played``        ``seat``, ``cards`` = (card,), ``value`` = True if the player is
                       Insane (the narration adds the rule reminder)
``choice``             what the player of a play told: ``seat`` = who played, ``cards`` =
                       (card,), ``value`` = ``"target"`` (``info`` = chosen seat),
                       ``"guess"`` (``info`` = number) or ``"effect"`` (``info`` =
                       ``"sane"``/``"insane"``); queued right after that play's
                       ``card_played`` when it is not yet announced
``still_in``           ``seat`` (the players told that seat is still in)
``now_insane``         ``seat``: the card just laid (played, forced discard, Tommy Gun) is
                       the first Other World card in that zone (seed 002 "State of Mind",
                       RULINGS A9); right after that card's event
``card_discarded``     ``seat``, ``cards`` = (card,) (forced discard, The Musician);
                       ``info`` = ``"undone"``: the camera's reading undone with minus
                       twice, laid again in an account the next cards keep (alone or
                       beside another), said to check (:mod:`.undone_discard`; undo49)
``player_out``         ``seat``, ``cards`` = the hand laid face up (maybe empty)
                       ; ``info`` = ``"hand"`` when the player was said out before, the
                       hand not named then ("Bob is out." first; QA26 N5), or
                       ``"hand_unconfirmed"`` when the cards alone put that player out,
                       the hand held behind an open question (hedge44) or laid later
                       at their turn's place (fresh QA58 HIGH-4: it may be that turn's
                       card; ``Tracker._turn_place``); ``value`` =
                       ``"unconfirmed"`` when the cards alone closed an unanswered
                       ``out`` / ``was_hand`` question and that put the player out, no
                       hand laid ("Bob is probably out: the cards tell it, not
                       confirmed."; QA42 H1)
``card_laid``           ``seat``, ``cards`` = (card,): a card in that zone some accounts take as
                       the play, others as the hand laid face up, named at its place while
                       an ``out`` / ``was_hand`` question is open, so later news is said
                       past it (``ahead.laid_card``; review of order45); told later as
                       ``card_played`` ``info="settled"`` or ``player_out``
``knock_out_prevented`` ``seat`` (Necronomicon / Liber Ivonis, Insane)
``protected``          ``seat``
``immune``             ``seat``
``deck_flipped``       ``seat`` (R'lyeh, Insane)
``deck_visible``       ``cards`` = (card,) or () (RULINGS A16)
``aside_taken``        ``cards`` = (the set-aside card,)
``deck_count``         ``count`` = cards left in the deck; ``hedge`` as ``round_ended``
                       while players are only probably out (``Tracker._counts_hedged``:
                       "11 cards left, or fewer if Alice is still in."; fresh QA58 HIGH-4)
``showdown``           ``info`` = seats that must reveal their hand
``hand_revealed``      ``seat``, ``cards`` = (card,) or ()
``showdown_tie``       classic and original: ``info`` = the seats tied on one number,
                       ``count`` = that number, ``value`` = the tied seats knocked out
                       (RULINGS O3); before ``round_ended``
``round_ended``        ``info`` = winners, ``value`` = tuple of (sane, insane) tokens per seat;
                       ``hedge`` = ``((seat, asked), ...)`` when the round ended while
                       those seats were only probably out (``Tracker.probably_out``;
                       ``asked``: the seat of the question the cards closed, to undo back
                       to, or ``None``: none, or the ``game_won`` after it says it):
                       said "If Bob is out: Dan wins the round …", not as fact (review of
                       probable43); ``()`` otherwise
``first_player``       ``seat`` = who starts the next round
``game_won``           ``info`` = winners, ``value`` = tuple of (sane, insane) tokens per seat;
                       ``cards`` = (Cthulhu,) when its Insane effect won it (A13, O14);
                       ``hedge`` as ``round_ended`` (a game won by tokens only)
``question``           ``value`` = question kind (``effect``, ``rlyeh``, ``first``, ``out``,
                       ``card``, ``was_hand``), ``seat``, ``info`` = allowed answers
                       (``card``: the candidate card keys, in order); ``out``: ``count``
                       = the number of cards in ``seat``'s zone once its card was laid
``question_settled``   the open question closed by the cards the table showed (no answer
                       needed): ``seat``, ``value`` = the question kind; ``effect``:
                       ``cards`` = (card played,), ``info`` = ``"sane"``/``"insane"``
                       (QA19 #2); ``out``, ``was_hand``: ``info`` = ``"out"``/``"in"``,
                       or ``"play"`` right after the play of its card (or when
                       no account has that card as the hand while they differ on
                       the player's out by a later card: QA45 HIGH-3),
                       ``"said"`` right after the player's ``player_out``
                       (QA28 #2), ``"play_named"`` right after its card's play
                       said at its place, later plays said since
                       (``ahead.played_past``; order46 (a)), ``"check"``
                       after the lines of the Sanity check that showed
                       its card (QA47 MEDIUM-1);
                       ``card``: ``cards`` = (the card it was,), ``info`` = ``"card"``
``inconsistency``      ``value`` = reason key, ``seat``, ``cards``, ``info`` = suggestion
                       arguments (dict)
``undone``             (nothing)
``corrected``          a slash correction was taken: ``seat``, ``cards`` = (the card it
                       was,), ``info`` = the card read (or its candidates), ``value`` =
                       the seats Insane before and after it, whose ``now_insane`` the
                       replayed events that follow leave out (or ``None``) (QA13a F16)
``late_card``          a card refused in the zone of a player only probably out was their
                       play read late: ``seat``, ``cards`` = (the card,); the table was
                       replayed with it in its place, what that changed follows (QA42 H1;
                       :mod:`.late_play`)
``under_card``         a card refused in its zone, read after the card laid on it, was
                       laid before it: ``seat``, ``cards`` = (the card,), ``info`` = the
                       newer card's candidates; the table was replayed with it in that
                       card's place, what that changed follows (fresh QA58 HIGH-1;
                       :mod:`.under_card`)
``round_lost``         the round in progress was played to its end unseen (a ``lost``
                       command): ``value`` = its number; no winner, no token
``hand_unread``        the next round was dealt before the knocked-out hand ``seat`` owed
                       was read (:func:`~.flow.round_over_owed`): it is never named; said
                       before ``round_started`` (fresh QA60 HIGH-1)
=====================  ===============================================================
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

EVENT_KINDS = (
    "game_started", "round_started", "face_up", "turn_started", "extra_turn", "rlyeh_choice",
    "sanity_check", "card_revealed", "check_passed", "check_failed", "card_played",
    "choice", "still_in", "now_insane", "card_discarded", "player_out", "knock_out_prevented", "protected",
    "immune", "deck_flipped", "deck_visible", "aside_taken", "deck_count", "showdown", "hand_revealed",
    "showdown_tie", "round_ended", "first_player", "game_won", "question", "question_settled", "inconsistency",
    "undone",
    "corrected", "late_card", "under_card", "round_lost", "hand_unread",
)


@dataclass(frozen=True, slots=True)
class TableEvent:
    """One public happening the companion announces; see the module docstring."""

    kind: str
    seat: int | None = None
    cards: tuple[str, ...] = ()
    count: int | None = None
    value: Any = None
    info: Any = None
    #: ``round_ended`` / ``game_won`` only: the seats only probably out the result hinges
    #: on, each with the seat whose question to go back to (``None``: none), see above
    hedge: tuple[tuple[int, int | None], ...] = ()

    def __repr__(self) -> str:
        parts = [f"kind={self.kind!r}"]
        for name in ("seat", "cards", "count", "value", "info", "hedge"):
            v = getattr(self, name)
            if v not in (None, ()):
                parts.append(f"{name}={v!r}")
        return f"TableEvent({', '.join(parts)})"


def question(kind: str, seat: int | None, allowed: tuple, cards: tuple = (),
             count: int | None = None) -> TableEvent:
    """A question the tracker cannot answer from the table; ``allowed`` lists the answers,
    ``cards`` the card it is about when there is one (the card last seen in ``seat``'s zone
    for ``out`` and ``was_hand``); ``count``, for ``out``, how many cards ``seat``'s zone
    held once that card was laid (which card of the zone it is:
    :func:`~companion.tracker.questions.names_hand`)."""
    return TableEvent("question", seat=seat, cards=tuple(cards), count=count, value=kind,
                      info=tuple(allowed))


def inconsistency(reason: str, seat: int | None = None, cards: tuple = (),
                  **args: Any) -> TableEvent:
    """An observation that cannot be right; ``reason`` is a message key (see narration)."""
    return TableEvent("inconsistency", seat=seat, cards=tuple(cards), value=reason,
                      info=dict(args))
