"""Observations and commands: the table tracker's only input, as plain records.

An :class:`Observation` is one thing the camera saw or one thing a player told the
companion (a key press or a word). It is a frozen value with a JSON form, so the session
log (:mod:`companion.session_log`) can write it as one line and read it back.

Camera observations (what becomes public on the table):

- ``card``: a card appeared face up in seat ``seat``'s discard zone. The tracker infers
  what it is: a play, a Sanity-check or Tommy Gun card, a forced discard, a knocked-out
  hand (seed 002 "Played and Discarded Cards", "Out of the Round"), or, once the showdown
  is announced (or after Shoggoth / Shining Trapezohedron Insane), a revealed hand.
  ``cards`` is ONE card: usually one key; when vision could not tell the card apart, the
  several candidate keys it may be (e.g. ``("rlyeh", "stowaway_eggs")`` for a rank-0 Other
  World card). The tracker keeps only the candidates the table allows, and asks (a
  ``card`` question) when several remain. ``value`` ``"play"`` / ``"hand"``: a card the
  player entered and told to be that seat's play / knocked-out hand (Enter's rank, then
  the answer to "The Dilettante in Bob's zone: is it Bob's play, or Bob's hand, …?"):
  only the accounts that take it so are kept while any does. ``value``
  ``"entered_before"``: the camera's card first seen before the play it follows was
  entered by key, or ``"pile"``: first read in the same picture as the card under it: a
  knocked-out hand it alone tells is said hedged (:mod:`companion.tracker.entry_hand`).
- ``revealed``: cards revealed from the deck into seat ``seat``'s zone (Sanity check,
  Tommy Gun), when the camera saw them come off the deck.
- ``hand``: seat ``seat`` revealed their hand (the showdown, or Shoggoth / Shining
  Trapezohedron); ``cards`` is ``(card,)`` or ``()`` for an empty hand.
- ``deck_visible``: the deck's visible card after R'lyeh (RULINGS A16); ``()`` when empty.
- ``face_up``: a 2-player face-up set-aside card (seed 002 "Setup").
- ``aside_taken``: the card set aside face up (Stowaway Eggs / Mi-Go Braincase) left its
  place (Stowaway / Mi-Go, Insane).

Commands (what players say or key in):

- ``start``: a new game (``value`` = ``{"edition", "names", "lang", "first", "options"}``,
  and ``"stickers_only"`` since session 61: :mod:`companion.app.deck_mode`);
  its first round is dealt.
- ``new_round``: the next round is dealt.
- ``lost``: the round in progress was played to its end while the companion waited for a
  card it never got (the table played on past a long stall, :mod:`companion.app.stall_lost`):
  it ends with no winner known and no token given; the next round's starter is told by its
  first card (``first``).
- ``hand_unseen`` (``seat``): the knocked-out hand ``seat`` owes was gathered unseen and
  will never be told (the table played the next round through meanwhile,
  :mod:`companion.app.hold_lost`): the round goes on without it, its winner counted when
  one player is left; the hand is not named.
- ``effect`` (``value`` ``"sane"``/``"insane"``; optional ``seat``: who played the card,
  and ``cards`` = ``(card,)``: the card played),
  ``target`` (``seat``; optional ``cards`` = ``(card,)``: the play it goes with), ``guess``
  (``value``): the choices a camera cannot see.
- ``rlyeh`` (``value`` True to end the round now; RULINGS A3).
- ``first`` (``seat``): the tied winner who starts the next round (RULINGS A11); with no
  tie, between rounds, any seat: the winner of rounds the companion did not see (the first
  card laid after them, :mod:`companion.app.lost_rounds`).
- ``out`` / ``in`` (``seat``): seat N is out / still in.
- ``was`` (``cards`` = ``(card,)``): the last card the camera read was in fact this card;
  while a ``card`` question is open, the answer to it (which candidate it was); ``value``
  ``"seen"``: that answer is the camera's clear reading of the card (said settled by the
  cards, not answered); ``value`` a whole number ``n`` >= 1: a slash correction of the card
  read ``n`` cards before the last one (the last card the player heard named, while the
  voice has still to say the newer ones: QA32 M1).
- ``was_hand`` (``seat``, ``value`` True/False): the last card in seat's zone was (True)
  or was not their knocked-out hand, so the game ended (the ``was_hand`` question).
- ``not_face_up`` (``cards`` = ``(card,)``): a card taken as a 2-player face-up card of
  the round in progress was not one (the camera's reading wrong, e.g. an ended round's
  card still in the middle): it is dropped from the round's face-up cards. The player's
  key outranks the camera's reading (fresh QA51 run B2: Enter and 6 for Bob's hand, The
  Sailor, was refused while the Sailor was taken face up).
- ``undo``: remove the last observation or command.

>>> o = card_seen(2, "the_boxer")
>>> o
Observation(kind='card', seat=2, cards=('the_boxer',))
>>> from_json(to_json(o)) == o
True
"""
from __future__ import annotations

import json
import unicodedata
from dataclasses import dataclass
from typing import Any, Sequence

from companion.cards import CARDS, LANGUAGES, without_article
from companion.reason import Reason

CAMERA_KINDS = ("card", "revealed", "hand", "deck_visible", "face_up", "aside_taken")
#: Commands that answer a question (or correct a card) and take no card from the table.
ANSWER_KINDS = ("effect", "target", "guess", "rlyeh", "first", "out", "in", "was", "was_hand",
                "not_hand")
COMMAND_KINDS = ("start", "new_round", "lost", "hand_unseen") + ANSWER_KINDS \
    + ("not_face_up", "undo")
KINDS = CAMERA_KINDS + COMMAND_KINDS
#: A ``card``'s ``value`` when the app saw it lie *before* (nearer the table centre than)
#: the newest card the table took in its zone this round, by the zone's row
#: (:mod:`companion.app.row_order`): read after the card laid on it. Refused where it
#: came, it is tried in that card's place (:mod:`companion.tracker.under_card`; fresh
#: QA58 HIGH-1). A ``card``'s ``value`` is otherwise ``None``.
BEFORE = "before"
#: ``card`` ``value``: the player told, answering "The Necronomicon lies under the Mi-Go:
#: was it Bob's play?" (1 yes), that the card was laid before its zone's newest card taken
#: this round: tried in that card's place even where the table alone would take it after
#: one unread card as well (:mod:`companion.tracker.under_card`; session 59, qh1b)
UNDER = "under"
#: ``card`` ``value``: the camera's card first seen before the play it follows was entered
#: by key (Enter and its rank), given after it: a knocked-out hand it alone tells is said
#: hedged, its player only probably out (:mod:`companion.tracker.entry_hand`; fresh QA58
#: HIGH-2). Not :data:`BEFORE`: it says when the card was seen, not where it lies (review
#: of h2: merged with qh1b, both wrote ``"before"``).
ENTERED_BEFORE = "entered_before"
#: ``card`` ``value``: the camera made the card stable in the same picture as the card right
#: under it in that zone (a zone read late: the turns laid between them unseen): a
#: knocked-out hand it alone tells is said hedged, as for :data:`ENTERED_BEFORE`
#: (:mod:`companion.app.pile_read`, :mod:`companion.tracker.entry_hand`; fresh QA59 HIGH-1).
PILE = "pile"
#: ``card`` ``value``: the player told the card is not its seat's knocked-out hand but a
#: later card of that seat (answer 2 to "The Entertainer in Carol's zone: was that Carol's
#: hand, so Carol is out?", asked of a :data:`PILE` card: :mod:`companion.app.pile_asked`):
#: only the accounts that take it so are kept, and none left refuses it (session 60,
#: q60e; fresh QA59 HIGH-1, run E: the Entertainer was Carol's Sanity check card).
LATER = "later"
#: ``card`` ``value``: the camera's card laid in a zone where the card minus twice just
#: took back still lies, left out ("The Fed in Bob's zone: take it away, or it stays left
#: out."): another card laid after it, not that card read again, even of the same name
#: (:func:`companion.tracker.undone_discard.with_undone`; fresh QA62b MEDIUM-2)
AFTER_UNDONE = "after_undone"


class ObservationError(ValueError):
    """A record that is not a valid observation or command; the message says what is wrong
    (in English; its argument is a :class:`~companion.reason.Reason`, which the narration
    says in the table's language: :func:`companion.narration.catalog.said_in`)."""


def worded(key: str, **args) -> Reason:
    """The reason ``key`` (``app.obs_*``) with ``args``: a :class:`~companion.reason.Reason`
    (English as ``str``)."""
    return Reason(key, **args)


def observation_error(key: str, **args) -> ObservationError:
    """The :class:`ObservationError` of the catalog's sentence ``key`` (:func:`worded`)."""
    return ObservationError(worded(key, **args))


@dataclass(frozen=True, slots=True)
class Observation:
    """One observation or command; see the module docstring for the kinds.

    Attributes:
        kind: one of :data:`KINDS`.
        seat: the seat concerned (0-based), or ``None``.
        cards: card keys (``companion.cards``), possibly empty.
        value: the kind's extra value (a side, a guess, a bool, the ``start`` settings).
    """

    kind: str
    seat: int | None = None
    cards: tuple[str, ...] = ()
    value: Any = None

    @property
    def back(self) -> int:
        """For a slash correction of an older card (a ``was`` whose ``value`` is a whole
        number ``n``): ``n``, how many card inputs before the last one the corrected card
        is (QA32 M1); ``0`` for any other observation (a ``bool`` is not a number here)."""
        return self.value if self.kind == "was" and type(self.value) is int else 0

    @property
    def is_command(self) -> bool:
        """True for what players say or key in, False for what the camera sees."""
        return self.kind in COMMAND_KINDS

    def __repr__(self) -> str:
        parts = [f"kind={self.kind!r}"]
        if self.seat is not None:
            parts.append(f"seat={self.seat!r}")
        if self.cards:
            parts.append(f"cards={self.cards!r}")
        if self.value is not None:
            parts.append(f"value={self.value!r}")
        return f"Observation({', '.join(parts)})"


# --------------------------------------------------------------------------- constructors
def card_seen(seat: int, card: "str | Sequence[str]", play: bool = False,
              hand: bool = False, before: bool = False, under: bool = False,
              entered_before: bool = False,
              pile: bool = False, later: bool = False) -> Observation:
    """A card appeared face up in ``seat``'s discard zone.

    ``card`` is a card key, or a sequence of candidate keys for ONE card that vision could
    not tell apart (e.g. ``["rlyeh", "stowaway_eggs"]``); duplicates are dropped. ``play``
    (``value`` ``"play"``): the player told it is that seat's play, not their knocked-out
    hand; ``hand`` (``value`` ``"hand"``): told it is that hand (Enter's rank, then the
    answer to "The Dilettante in Bob's zone: is it Bob's play, or Bob's hand, …?";
    fresh QA57 HIGH-3 and the review of qaE57b,
    :func:`companion.tracker.tracker.told_play`). ``before``: it lies before the newest
    card taken in that zone this round (:data:`BEFORE`; fresh QA58 HIGH-1); ``under``:
    the player told so (:data:`UNDER`); ``entered_before``: the camera's card first seen
    before the play it follows was entered by key (:data:`ENTERED_BEFORE`; fresh QA58
    HIGH-2: a knocked-out hand it alone tells is said hedged, its player only probably out,
    :mod:`companion.tracker.entry_hand`); ``play`` and ``hand`` win over them, then
    ``under``, ``before``, ``entered_before``, ``pile`` (one value per observation);
    ``pile``: first read in the same picture as the card right under it in that zone (a
    zone read late: the turns between them unseen), hedged alike (:data:`PILE`; fresh QA59
    HIGH-1, :mod:`companion.app.pile_read`); ``later`` (:data:`LATER`): told not its seat's
    knocked-out hand, a later card of that seat (the answer 2 to the pile question; session
    60, q60e).

    >>> card_seen(1, "the_dilettante", play=True)
    Observation(kind='card', seat=1, cards=('the_dilettante',), value='play')
    >>> card_seen(1, "the_dilettante", hand=True).value
    'hand'
    >>> card_seen(1, "mi_go", before=True).value
    'before'
    """
    value = "play" if play else "hand" if hand else UNDER if under else \
        BEFORE if before else ENTERED_BEFORE if entered_before else \
        PILE if pile else LATER if later else None
    if isinstance(card, str):
        return Observation("card", seat, (card,), value)
    return Observation("card", seat, tuple(dict.fromkeys(card)), value)


def revealed(seat: int, cards: Sequence[str]) -> Observation:
    """Cards revealed from the deck into ``seat``'s zone (Sanity check, Tommy Gun)."""
    return Observation("revealed", seat, tuple(cards))


def hand_revealed(seat: int, card: str | None) -> Observation:
    """``seat`` revealed their hand (showdown, Shoggoth); ``None`` for an empty hand."""
    return Observation("hand", seat, (card,) if card else ())


def deck_visible(card: str | None) -> Observation:
    """The deck's visible card after R'lyeh; ``None`` once the deck is empty."""
    return Observation("deck_visible", None, (card,) if card else ())


def face_up(card: str) -> Observation:
    """A 2-player face-up set-aside card."""
    return Observation("face_up", None, (card,))


def not_face_up(card: str) -> Observation:
    """The 2-player face-up card ``card`` of the round in progress was not one: dropped."""
    return Observation("not_face_up", None, (card,))


def aside_taken() -> Observation:
    """The card set aside face up (Stowaway Eggs / Mi-Go Braincase) was taken."""
    return Observation("aside_taken")


def start(edition: str, names: Sequence[str], lang: str = "en", first: int = 0,
          options: dict | None = None, stickers_only: bool | None = None) -> Observation:
    """Start a game: edition, one name per seat (clockwise), language, first player, table
    options (RULINGS O10); ``stickers_only``: the deck mode of ``companion play`` (``True``:
    ``--stickers-only``), kept as ``"stickers_only"`` for a resume
    (:mod:`companion.app.deck_mode`; no rule uses it); ``None``: not kept (not a camera's
    game: the demo's engine log)."""
    value = {"edition": str(edition), "names": list(names), "lang": lang, "first": first,
             "options": dict(options or {})}
    if stickers_only is not None:
        value["stickers_only"] = bool(stickers_only)
    return Observation("start", value=value)


def new_round() -> Observation:
    """The next round's cards are dealt."""
    return Observation("new_round")


def round_lost() -> Observation:
    """The round in progress was played to its end unseen (``lost``, see the module doc)."""
    return Observation("lost")


def hand_unseen(seat: int) -> Observation:
    """The knocked-out hand ``seat`` owes will never be seen (``hand_unseen``, see the
    module doc)."""
    return Observation("hand_unseen", seat)


def effect(side: str, seat: int | None = None, card: str | None = None) -> Observation:
    """The player used the ``"sane"`` or ``"insane"`` effect; ``seat``: who played the card
    (``None``: the last play's player), so an answer told after the next player's card
    still goes with the play it was asked about (QA17 #5); ``card``: the card played
    (``None``: that seat's newest play), so an answer told after the same player's next
    play does too (QA25 F1: Insane Stowaway, then his second play)."""
    return Observation("effect", seat, (card,) if card else (), value=side)


def target(seat: int, card: str | None = None) -> Observation:
    """The player chose ``seat``; with ``card``, the choice of that seat's newest play of
    ``card`` (the ``holder`` question: Stowaway / Mi-Go Insane, told after the player's
    second play; QA30 F2), else of the last play."""
    return Observation("target", seat, (card,) if card else ())


def guess(number: int) -> Observation:
    """The player guessed ``number``."""
    return Observation("guess", value=number)


def rlyeh(end: bool) -> Observation:
    """The R'lyeh player ends the round now (True) or plays on (False) (RULINGS A3)."""
    return Observation("rlyeh", value=bool(end))


def first_player(seat: int) -> Observation:
    """Among tied round winners, ``seat`` starts the next round (RULINGS A11); between
    rounds with no tie, ``seat`` won rounds the companion lost and starts (QA49 HIGH-1)."""
    return Observation("first", seat)


def seat_out(seat: int) -> Observation:
    """Seat ``seat`` is out of the round."""
    return Observation("out", seat)


def still_in(seat: int) -> Observation:
    """Seat ``seat`` is still in the round."""
    return Observation("in", seat)


def not_hand(seat: int) -> Observation:
    """The newest card in ``seat``'s zone was not their knocked-out hand (their play, most
    often), whether or not that play knocked them out: answer 2 to "was that Bob's hand?"
    when Bob may have lost with his play (QA38 #1: "2 no, still in" said him in)."""
    return Observation("not_hand", seat)


def was(card: str, seen: bool = False, back: int = 0) -> Observation:
    """The last card read by the camera was in fact ``card`` (or the answer to the open
    ``card`` question; ``seen``: the camera read that card clearly); ``back`` >= 1: the card
    read ``back`` cards before the last one was (a slash correction, never an answer)."""
    return Observation("was", None, (card,), back if back else "seen" if seen else None)


def was_hand(seat: int, yes: bool = True) -> Observation:
    """The last card in ``seat``'s zone was (``True``) or was not their knocked-out hand."""
    return Observation("was_hand", seat, value=bool(yes))


def undo() -> Observation:
    """Remove the last observation or command."""
    return Observation("undo")


# --------------------------------------------------------------------------- JSON form
def to_dict(obs: Observation) -> dict:
    """The JSON-ready dict of ``obs``: ``{"kind": ...}`` plus the fields that are set."""
    d: dict = {"kind": obs.kind}
    if obs.seat is not None:
        d["seat"] = obs.seat
    if obs.cards:
        d["cards"] = list(obs.cards)
    if obs.value is not None:
        d["value"] = obs.value
    return d


def to_json(obs: Observation) -> str:
    """One line of JSON (no newline), keys in a stable order."""
    return json.dumps(to_dict(obs), ensure_ascii=False, separators=(",", ":"))


def from_dict(d: Any) -> Observation:
    """The :class:`Observation` of a decoded JSON object.

    Raises:
        ObservationError: not an object, unknown kind, a field of the wrong type, an
            unknown card key. The message names the field.
    """
    if not isinstance(d, dict):
        raise observation_error("app.obs_not_object", type=type(d).__name__)
    kind = d.get("kind")
    if kind not in KINDS:
        raise observation_error("app.obs_unknown_kind", kind=repr(kind), known=", ".join(KINDS))
    extra = set(d) - {"kind", "seat", "cards", "value"}
    if extra:
        raise observation_error("app.obs_unknown_fields", kind=kind, fields=", ".join(sorted(extra)))
    seat = d.get("seat")
    if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool) or seat < 0):
        raise observation_error("app.obs_bad_seat", kind=kind, seat=repr(seat))
    cards = d.get("cards", [])
    if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
        raise observation_error("app.obs_bad_cards", kind=kind, cards=repr(cards))
    unknown = [c for c in cards if c not in CARDS]
    if unknown:
        raise observation_error("app.obs_unknown_cards", kind=kind, cards=", ".join(map(repr, unknown)))
    obs = Observation(kind, seat, tuple(cards), d.get("value"))
    validate(obs)
    return obs


def from_json(line: str) -> Observation:
    """Parse one JSON line written by :func:`to_json`.

    Raises:
        ObservationError: malformed JSON or an invalid record (see :func:`from_dict`).
    """
    try:
        d = json.loads(line)
    except json.JSONDecodeError as exc:
        raise observation_error("app.obs_not_json", reason=exc.msg, column=exc.colno) from None
    return from_dict(d)


_NEEDS_SEAT = {"card", "revealed", "hand", "target", "first", "out", "in", "was_hand",
               "not_hand", "hand_unseen"}
#: at most this many candidates for one card read (``card``)
MAX_CANDIDATES = 8
_CARD_COUNT = {"card": (1, MAX_CANDIDATES), "face_up": (1, 1), "not_face_up": (1, 1),
               "was": (1, 1), "hand": (0, 1),
               "deck_visible": (0, 1), "revealed": (1, 2), "effect": (0, 1), "target": (0, 1)}


def validate(obs: Observation) -> Observation:
    """Check the shape of ``obs`` (not its fit with the table: that is the tracker's job).

    Raises:
        ObservationError: a missing seat, a wrong number of cards, a bad value.
    """
    k = obs.kind
    if k not in KINDS:
        raise observation_error("app.obs_unknown_kind", kind=repr(k), known=", ".join(KINDS))
    if k in _NEEDS_SEAT and obs.seat is None:
        raise observation_error("app.obs_seat_required", kind=k)
    lo, hi = _CARD_COUNT.get(k, (0, 0))
    if not lo <= len(obs.cards) <= hi:
        raise observation_error("app.obs_card_count", kind=k, low=lo, high=hi, got=len(obs.cards))
    if any(c not in CARDS for c in obs.cards):
        raise observation_error("app.obs_unknown_card_in", kind=k, cards=repr(obs.cards))
    if k == "card" and len(set(obs.cards)) != len(obs.cards):
        raise observation_error("app.obs_same_candidate", cards=repr(obs.cards))
    if k == "card" and obs.value not in (None, "play", "hand", BEFORE, UNDER,
                                        ENTERED_BEFORE, PILE, LATER, AFTER_UNDONE):
        raise observation_error("app.obs_card_value", value=repr(obs.value))
    if k == "was" and obs.value not in (None, "seen") and obs.back < 1:
        raise observation_error("app.obs_was_value", value=repr(obs.value))
    if k == "was_hand" and not isinstance(obs.value, bool):
        raise observation_error("app.obs_was_hand_value")
    if k == "effect" and obs.value not in ("sane", "insane"):
        raise observation_error("app.obs_effect_value", value=repr(obs.value))
    if k == "guess" and (not isinstance(obs.value, int) or isinstance(obs.value, bool)):
        raise observation_error("app.obs_guess_value", value=repr(obs.value))
    if k == "rlyeh" and not isinstance(obs.value, bool):
        raise observation_error("app.obs_rlyeh_value")
    if k == "start":
        v = obs.value
        if not isinstance(v, dict) or not isinstance(v.get("names"), list):
            raise observation_error("app.obs_start_value")
        problem = name_problem(v["names"], strict=False)
        if problem:
            raise observation_error("app.obs_start", problem=problem)
    return obs


def spoken_form(name) -> str:
    """A name as it sounds: Unicode compatibility form, invisible format characters (such
    as a zero-width space) and accents removed (a speech engine says "Bób" as "Bob"), runs
    of spaces made one, case folded."""
    text = unicodedata.normalize("NFKD", str(name))
    text = "".join(ch for ch in text if unicodedata.category(ch) not in ("Cf", "Mn"))
    return " ".join(text.split()).casefold()


def _written_form(name) -> str:
    """A name as written, case and runs of spaces aside."""
    return " ".join(str(name).split()).casefold()


def repeated_names(names, form=spoken_form) -> list[str]:
    """The player names given more than once (as they sound: ``form``, :func:`spoken_form`
    by default), in order: the companion says names aloud, so two players called "Ann"
    could not be told apart."""
    seen: set[str] = set()
    out = []
    for name in names:
        key = form(name)
        if key in seen and name not in out:
            out.append(name)
        seen.add(key)
    return out


#: Every card name in every language, with and without its article, as it sounds (a player
#: may not be called like one: QA13a F10, "Marin : Le Marin.").
_CARD_NAMES = frozenset(spoken_form(form) for c in CARDS.values() for lang in LANGUAGES
                        for form in (c.name(lang), without_article(c.name(lang))))


def name_problem(names, strict: bool = True):
    """What is wrong with a list of player names (seat order), as a sentence that says what
    to do, or ``None`` when they can all be said aloud and told apart: a name missing or
    not text, a line break or control character (it splits the transcript's lines), a name
    given twice (as written, case and spaces aside). ``strict`` (a new game: the settings
    file, ``--players``, ``simulate --names``) also refuses two names said alike (accents
    aside: :func:`spoken_form`), a name made of digits and a card's name in any language
    ("The Boxer: The Boxer."); a log's ``start`` is checked without it, so a game logged
    before those rules still resumes (QA).

    Returns a :class:`companion.reason.Reason` (English as ``str``; the narration's
    ``as_sentence(problem).in_language(lang)`` for the table's language) or ``None``. Two
    names said alike are both named as typed ("'Zoé' and 'Zoe'"; QA: only the second was named)."""
    for n, name in enumerate(names, start=1):
        if not isinstance(name, str) or not name.strip():
            return Reason("app.names.missing", seat=n)
    form = spoken_form if strict else _written_form
    same = repeated_names(names, form)
    if same:
        first = next(name for name in names if form(name) == form(same[0]))
        if first == same[0]:
            return Reason("app.names.twice", name=repr(first))
        return Reason("app.names.alike", first=repr(first), second=repr(same[0]))
    for n, name in enumerate(names, start=1):
        if not name.isprintable():
            return Reason("app.names.control", seat=n, name=repr(name))
        if not strict:
            continue
        if name.strip().isdigit():
            return Reason("app.names.number", seat=n, name=repr(name))
        if spoken_form(name) in _CARD_NAMES:
            return Reason("app.names.card", seat=n, name=repr(name))
    return None
