"""Rule functions shared by the rules engine and the table tracker.

Pure functions over plain values (card keys, seat indices, counts): the engine applies
them to its full-information state, the tracker to the public state of a real table, so
a rule is written once. Every function names its source (seed section or RULINGS item).

>>> is_insane(["investigators", "cultists"])
True
>>> sanity_check_size(["cultists", "nightgaunt"], deck_count=1)
1
>>> showdown_winners("arkham", {0: "the_fed", 2: "the_fed", 3: "investigators"})
(0, 2)
>>> showdown_winners("arkham-classic", {0: "the_fed", 2: "the_fed", 3: "investigators"})
(3,)
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Mapping, Sequence

from companion.cards import CARDS, SET_ASIDE_FACE_UP, Edition, deck_list
from companion.reason import Reason

MIN_PLAYERS, MAX_PLAYERS = 2, 6
#: Tokens that win the game (seed 002 "End of Game"; RULINGS A13, O5).
SANE_TOKENS_TO_WIN, INSANE_TOKENS_TO_WIN = 2, 3
#: Face-up cards set aside in a 2-player game (seed 002 "Setup"; seed 004 "Preparar").
TWO_PLAYER_FACE_UP = 5
#: Cards whose forced play binds when the other card in hand is this rank or more.
FORCED_PLAY_RANK = 5

_OW = frozenset(k for k, c in CARDS.items() if c.other_world)
_RANK = {k: c.rank for k, c in CARDS.items()}


def check_players(count: int) -> int:
    """Return ``count`` if it is a legal player count (2 to 6).

    Raises:
        ValueError: outside 2..6, with the allowed range in the message.
    """
    if isinstance(count, int) and not MIN_PLAYERS <= count <= MAX_PLAYERS:
        raise ValueError(Reason("app.config.count", count, low=MIN_PLAYERS,
                                high=MAX_PLAYERS))
    if not isinstance(count, int):
        said = f"{count!r} player" + ("" if count == 1 else "s")  # QA13a F11: "1 players"
        raise ValueError(f"{said}: Lovecraft Letter is played by "
                         f"{MIN_PLAYERS} to {MAX_PLAYERS} players")
    return count


def rank(key: str) -> int:
    """The rank (0..8) of card ``key``."""
    return _RANK[key]


def is_other_world(key: str) -> bool:
    """True for an Other World (Arkham) or insanity (original) card."""
    return key in _OW


def other_world_count(zone: Iterable[str]) -> int:
    """Number of Other World cards in a discard zone (seed 002 "Sanity Checks")."""
    return sum(1 for k in zone if k in _OW)


def is_insane(zone: Iterable[str]) -> bool:
    """A player is Insane once an Other World card is in their discard zone.

    Seed 002 "State of Mind"; seed 004 "Locura".
    """
    return any(k in _OW for k in zone)


def insane_when_won(zone: Sequence[str], resolving: int | None = None) -> bool:
    """The side of the winner's Mythos token: their state of mind at the moment the round
    is won (RULINGS A12).

    ``zone`` lists the winner's discard zone in table order; ``resolving`` is the index in
    it of the card whose effect was resolving when the round was won (the round ended
    during that effect), or ``None``. That card is not counted: seed 002 "State of Mind"
    ("When you play an Other World card, it does not enter your discard zone until after
    its effects resolve"); seed 004 "Locura" says the same ("una carta solo entra en la
    pila de descarte después de que se hayan aplicado sus efectos"). Cards the effect
    itself put in the zone (Tommy Gun / R'lyeh Sane, RULINGS A9) are counted.
    """
    if resolving is None:
        return is_insane(zone)
    return is_insane(zone[:resolving]) or is_insane(zone[resolving + 1:])


def setup_counts(edition: "str | Edition", players: int) -> dict[str, int]:
    """Card counts of a new round: ``deck``, ``face_down``, ``face_up`` (2 players), ``hands``.

    Seed 002 "Setup" (Stowaway Eggs set aside face up, one card face down, one card each,
    five face up with 2 players); RULINGS O1 (Mi-Go Braincase).
    """
    edition = Edition.parse(edition)
    check_players(players)
    total = len(deck_list(edition)) - 1  # the set-aside face-up card
    face_up = TWO_PLAYER_FACE_UP if players == 2 else 0
    return {"deck": total - 1 - face_up - players, "face_down": 1,
            "face_up": face_up, "hands": players}


def set_aside_face_up(edition: "str | Edition") -> str:
    """The card set aside face up at setup: Stowaway Eggs or Mi-Go Braincase."""
    return SET_ASIDE_FACE_UP[Edition.parse(edition)]


def sanity_check_size(zone: Iterable[str], deck_count: int) -> int:
    """Cards an Insane player reveals at the start of their turn (Arkham edition).

    As many as the Other World cards in their zone, or the whole deck if fewer remain
    (seed 002 "Sanity Checks"; RULINGS A14). The original edition stops at the first
    insanity card (RULINGS O15): see :func:`sanity_check_reveals`.
    """
    return min(other_world_count(zone), max(deck_count, 0))


def sanity_check_reveals(edition: "str | Edition", zone: Iterable[str],
                         deck_top_first: Sequence[str], immune: bool = False) -> int:
    """How many cards of ``deck_top_first`` a Sanity check reveals.

    Arkham editions reveal all of them at once (RULINGS A14). The original edition reveals
    one at a time and stops at the first insanity card (RULINGS O15), unless the player
    cannot be knocked out (Liber Ivonis), who goes on as though they passed.
    """
    size = min(other_world_count(zone), len(deck_top_first))
    if Edition.parse(edition) is not Edition.ORIGINAL or immune:
        return size
    for i in range(size):
        if deck_top_first[i] in _OW or deck_top_first[i] == "necronomicon_original":
            return i + 1
    return size


def sanity_check_failed(revealed: Iterable[str], edition: "str | Edition | None" = None) -> bool:
    """A Sanity check fails when it reveals an Other World card (seed 002; seed 004), or,
    in the original edition, the Necronomicon, which knocks its holder out however it is
    discarded (RULINGS O4; that the check then stops like at an insanity card, O15, is our
    ruling, see ``docs/rulings.md``)."""
    original = edition is not None and Edition.parse(edition) is Edition.ORIGINAL
    return any(k in _OW or (original and k == "necronomicon_original") for k in revealed)


def knocks_out_when_discarded(edition: "str | Edition", key: str, *, played: bool,
                              from_hand: bool = True) -> bool:
    """Whether a card knocks its holder out when it leaves their hand.

    Arkham: The Dilettante and Cthulhu when played or discarded from the hand for any
    reason; Stowaway Eggs only when played (seed 002 "Card Effects", RULINGS A10).
    Original: Necronomicon and Cthulhu however they are discarded, the Necronomicon even
    by a Sanity check (RULINGS O4, O14); Mi-Go Braincase only when played (RULINGS O9).
    ``from_hand`` False means revealed from the deck (Sanity check, Tommy Gun), which
    never knocks out except the original Necronomicon (RULINGS A9, O4).
    """
    edition = Edition.parse(edition)
    if edition is Edition.ORIGINAL:
        if key == "necronomicon_original":
            return True
        if not from_hand:
            return False
        if key == "cthulhu_original":
            return True
        return played and key == "mi_go_braincase"
    if not from_hand:
        return False
    if key in ("the_dilettante", "cthulhu"):
        return True
    return played and key == "stowaway_eggs"


def forced_cards(edition: "str | Edition", hand: Sequence[str], insane: bool) -> frozenset[str]:
    """The cards of a two-card ``hand`` that may be played, given forced plays.

    The Entertainer / Silver Key must be played when the other card is 5 or more;
    Shoggoth / Shining Trapezohedron likewise, but only while Sane; holding both, the
    player chooses (seed 002 card 7; RULINGS A4, O11).
    """
    cards = frozenset(hand)
    if len(hand) != 2:
        return cards
    edition = Edition.parse(edition)
    always, while_sane = (("silver_key", "shining_trapezohedron") if edition is Edition.ORIGINAL
                          else ("the_entertainer", "shoggoth"))
    binding = [k for k in hand if k == always or (k == while_sane and not insane)]
    if not binding:
        return cards
    forced = set()
    for i, k in enumerate(hand):
        other = hand[1 - i]
        if k in binding and (_RANK[other] >= FORCED_PLAY_RANK):
            forced.add(k)
    if not forced:
        return cards
    if set(hand) == {always, while_sane}:
        return cards
    return frozenset(forced)


def showdown_ties(edition: "str | Edition", hands: Mapping[int, str | None],
                  immune: Iterable[int] = ()) -> tuple[tuple[int, tuple[int, ...],
                                                            tuple[int, ...]], ...]:
    """The showdown's ties that knock players out, lowest number first: ``(rank, tied seats,
    seats knocked out)`` for each number two or more players hold (a seat with no card has
    rank -1). Classic and original only: tied players are knocked out, except a player who
    cannot be (``immune``) (seed 002 "Classic Version"; seed 004 "Fin de una ronda"; RULINGS
    O3); Arkham shares a tie (A11), so ``()``.

    >>> showdown_ties("original", {0: "cthulhu_original", 1: "necronomicon_original",
    ...                            2: "great_race_of_yith"})
    ((8, (0, 1), (0, 1)),)
    >>> showdown_ties("arkham", {0: "the_fed", 1: "the_fed"})
    ()
    """
    edition = Edition.parse(edition)
    if edition is Edition.ARKHAM:
        return ()
    immune = set(immune)
    by_rank: dict[int, list[int]] = {}
    for s, k in sorted(hands.items()):
        by_rank.setdefault(_RANK[k] if k is not None else -1, []).append(s)
    return tuple((r, tuple(seats), tuple(s for s in seats if s not in immune))
                 for r, seats in sorted(by_rank.items()) if len(seats) > 1)


def showdown_winners(edition: "str | Edition", hands: Mapping[int, str | None],
                     immune: Iterable[int] = ()) -> tuple[int, ...]:
    """Seats that win a showdown, from the hands revealed by the players still in.

    Arkham: the highest card wins; tied players share the victory (seed 002 "The Deck
    Runs Out"; RULINGS A11). Classic and original: tied players are knocked out
    (:func:`showdown_ties`), then the highest remaining card wins; nobody may remain (seed
    002 "Classic Version"; seed 004 "Fin de una ronda"; RULINGS O3). A seat with no card
    (``None``) ranks below every card.
    """
    out = {s for _, _, seats in showdown_ties(edition, hands, immune) for s in seats}
    ranks = {s: (_RANK[k] if k is not None else -1) for s, k in hands.items() if s not in out}
    if not ranks:
        return ()
    best = max(ranks.values())
    return tuple(sorted(s for s, r in ranks.items() if r == best))


@dataclass(frozen=True)
class Tokens:
    """A player's Mythos (Sanity) tokens, counted separately by side (RULINGS A13)."""

    sane: int = 0
    insane: int = 0

    def add(self, insane: bool) -> "Tokens":
        """A copy with one more token on the Insane or the Sane side (RULINGS A12)."""
        return Tokens(self.sane, self.insane + 1) if insane else Tokens(self.sane + 1, self.insane)

    @property
    def wins_game(self) -> bool:
        """2 Sane tokens or 3 Insane tokens win the game (seed 002 "End of Game"; RULINGS O5)."""
        return self.sane >= SANE_TOKENS_TO_WIN or self.insane >= INSANE_TOKENS_TO_WIN


def game_winners(tokens: Sequence[Tokens]) -> tuple[int, ...]:
    """Seats whose tokens win the game; several may win at once (RULINGS A13)."""
    return tuple(i for i, t in enumerate(tokens) if t.wins_game)


def choosable_seats(seat: int, targeting: str | None, out: Sequence[bool],
                    protected: Sequence[bool], insane: "Callable[[int], bool]") -> list[int]:
    """Seats that ``seat`` may choose for an effect, by its targeting rule
    (:mod:`companion.engine.effects`): another player still in and not protected
    (``"other"``), who must also be Sane (``"other_sane"``), or any of those or oneself
    (``"any"``); ``None`` chooses nobody. ``insane(s)`` tells whether seat ``s`` is Insane.
    Seed 002 card 4 note; RULINGS A5, A7."""
    if targeting is None:
        return []
    others = [s for s in range(len(out)) if s != seat and not out[s] and not protected[s]]
    if targeting == "other_sane":
        return [s for s in others if not insane(s)]
    if targeting == "any":
        return sorted(others + [seat])
    return others


def next_seat(seat: int, out: Sequence[bool]) -> int | None:
    """The next seat clockwise (increasing index) still in the round, or ``None``."""
    n = len(out)
    for step in range(1, n + 1):
        s = (seat + step) % n
        if not out[s]:
            return s
    return None


def guess_values(edition: "str | Edition") -> tuple[int, ...]:
    """Numbers a player may guess with Investigators / Cultists / Deep Ones: any rank of the
    edition but 1, 0 included (seed 002 card 1; RULINGS O6)."""
    return _GUESSES[Edition.parse(edition)]


_GUESSES = {e: tuple(sorted({CARDS[k].rank for k in deck_list(e)} - {1})) for e in Edition}
