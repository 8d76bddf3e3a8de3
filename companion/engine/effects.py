"""What each card does: the behaviour and targeting of every Sane and Insane effect.

One table, :data:`EFFECTS`, maps ``(card key, "sane" | "insane")`` to an :class:`Effect`:
a behaviour name that :mod:`companion.engine.resolve` carries out, and the targeting rule
the legal actions follow (:mod:`companion.engine.legal`). The tracker reads the same table
to know, for a played card, whether it needs a target or a guess and what its visible
result can be.

Targeting (seed 002 card 4 note; RULINGS A5, A7):

- ``None``: no player is chosen;
- ``"other"``: another player still in the round and not protected; with none, no effect;
- ``"other_sane"``: as ``"other"``, and the player must be Sane (Deep One / Hound of
  Tindalos, Insane);
- ``"any"``: any player still in and not protected, or oneself (always allowed).
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Effect:
    """How one effect of one card resolves.

    Attributes:
        behaviour: the resolution, one of :data:`BEHAVIOURS`.
        targeting: ``None``, ``"other"``, ``"other_sane"`` or ``"any"``.
        guess: True when the player names a number (Investigators, Cultists, Deep Ones).
    """

    behaviour: str
    targeting: str | None = None
    guess: bool = False


BEHAVIOURS = {
    "none": "no effect beyond the rule that binds its play (The Entertainer, Silver Key)",
    "self_out": "the player is out of the round (The Dilettante, Stowaway Eggs, ...)",
    "cthulhu": "win the game with 2+ Other World cards already in the zone, else out",
    "win_round": "with a card of 5 or more left in hand, reveal it and win the round",
    "trade": "trade hands with the chosen player",
    "take_all": "take every other hand in the round, then give one card back to each",
    "redraw": "the chosen player discards their hand and draws a new card",
    "steal": "take the chosen player's hand; they take the set-aside card; play again",
    "protect": "cannot be chosen until the start of the player's next turn",
    "immune": "cannot be knocked out until the end of the round",
    "compare": "compare hands; the lower card is out",
    "kill_sane": "the chosen Sane player is out",
    "look": "look at the chosen player's hand",
    "extra_turn": "look at a hand, then take a full extra turn without a Sanity check",
    "mead": "look at a hand, then draw a card and play one of the two",
    "guess": "guess a number other than 1; the chosen player is out if they hold it",
    "guess_insane": "the chosen player is out if they hold a 1, else guess another number",
    "tommy_gun": "reveal the top 2 cards of the deck into the chosen player's zone",
    "flip_deck": "flip the deck so its next card is visible; may end the round next turn",
}

_S, _I = "sane", "insane"


def _both(key: str, sane: Effect, insane: Effect | None = None) -> dict:
    table = {(key, _S): sane}
    if insane is not None:
        table[(key, _I)] = insane
    return table


_OTHER, _ANY, _SANE_ONLY = "other", "any", "other_sane"

EFFECTS: dict[tuple[str, str], Effect] = {}
for _entry in (
    # Arkham edition (seed 002 "Card Effects").
    _both("the_dilettante", Effect("self_out")),
    _both("cthulhu", Effect("self_out"), Effect("cthulhu")),
    _both("the_entertainer", Effect("none")),
    _both("shoggoth", Effect("none"), Effect("win_round")),
    _both("the_sailor", Effect("trade", _OTHER)),
    _both("randall_tillinghast", Effect("trade", _OTHER), Effect("take_all")),
    _both("the_musician", Effect("redraw", _ANY)),
    _both("stowaway", Effect("redraw", _ANY), Effect("steal", _OTHER)),
    _both("the_urchin", Effect("protect")),
    _both("necronomicon", Effect("protect"), Effect("immune")),
    _both("the_boxer", Effect("compare", _OTHER)),
    _both("deep_one", Effect("compare", _OTHER), Effect("kill_sane", _SANE_ONLY)),
    _both("the_fed", Effect("look", _OTHER)),
    _both("nightgaunt", Effect("look", _OTHER), Effect("extra_turn", _OTHER)),
    _both("investigators", Effect("guess", _OTHER, True)),
    _both("cultists", Effect("guess", _OTHER, True), Effect("guess_insane", _OTHER, True)),
    _both("tommy_gun", Effect("tommy_gun", _ANY)),
    _both("rlyeh", Effect("tommy_gun", _ANY), Effect("flip_deck")),
    _both("stowaway_eggs", Effect("self_out")),
    # Original edition (RULINGS "Original edition" table, O4-O16).
    _both("necronomicon_original", Effect("self_out")),
    _both("cthulhu_original", Effect("self_out"), Effect("cthulhu")),
    _both("silver_key", Effect("none")),
    _both("shining_trapezohedron", Effect("none"), Effect("win_round")),
    _both("randolph_carter", Effect("trade", _OTHER)),
    _both("nyarlathotep", Effect("trade", _OTHER), Effect("take_all")),
    _both("henry_armitage", Effect("redraw", _ANY)),
    _both("mi_go", Effect("redraw", _ANY), Effect("steal", _OTHER)),
    _both("elder_sign", Effect("protect")),
    _both("liber_ivonis", Effect("protect"), Effect("immune")),
    _both("great_race_of_yith", Effect("compare", _OTHER)),
    _both("hound_of_tindalos", Effect("compare", _OTHER), Effect("kill_sane", _SANE_ONLY)),
    _both("cats_of_ulthar", Effect("look", _OTHER)),
    _both("golden_mead", Effect("look", _OTHER), Effect("mead", _OTHER)),
    _both("investigators_original", Effect("guess", _OTHER, True)),
    _both("deep_ones", Effect("guess", _OTHER, True), Effect("guess_insane", _OTHER, True)),
    _both("mi_go_braincase", Effect("self_out")),
):
    EFFECTS.update(_entry)


def effect(key: str, which: str = "sane") -> Effect:
    """The :class:`Effect` of card ``key``'s ``which`` side.

    Raises:
        KeyError: the card has no such effect (e.g. the Insane effect of an Arkham card).
    """
    try:
        return EFFECTS[(key, which)]
    except KeyError:
        raise KeyError(f"{key} has no {which} effect") from None


def has_insane_effect(key: str) -> bool:
    """True when the card has an Insane effect a player may choose while Insane."""
    return (key, _I) in EFFECTS
