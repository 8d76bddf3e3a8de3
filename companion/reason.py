"""Why the core refused something, as plain data: a :class:`Reason` is the error's
catalog key and arguments, raised by the core (cards, rules, engine, tracker) in its
errors (``ValueError(Reason(...))``, :class:`~companion.tracker.observations.ObservationError`).

The core does no I/O and knows no language but English: ``str(reason)`` is the plain
English sentence (:data:`ENGLISH`, the same words as the English catalog), for developers,
logs and ``pytest.raises(match=...)``; the narration says it in the table's language
(:func:`companion.narration.catalog.as_sentence`, ``said_in``), where the app or the log
reader turns an error into speech.

>>> r = Reason("app.obs_start", problem=Reason("app.config.count", 1, low=2, high=6))
>>> str(r)
'start: 1 player: Lovecraft Letter is played by 2 to 6 players'
>>> r.key, r.arguments["problem"].count
('app.obs_start', 1)
"""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Mapping

#: Every reason the core gives, in English (a count's reason by its plural form:
#: ``.one`` for 1 and -1, ``.other`` otherwise). The English catalog words them the same
#: (``tests/companion/test_layers.py`` checks it); translations are the catalog's.
ENGLISH: Mapping[str, str] = MappingProxyType({
    "app.config.edition": "unknown edition {value}; choose one of: {choices}",
    "app.config.count.one": "{count} player: Lovecraft Letter is played by {low} to {high} "
                            "players",
    "app.config.count.other": "{count} players: Lovecraft Letter is played by {low} to "
                              "{high} players",
    "app.names.missing": "player {seat} has no name: give every player a name, in seat order",
    "app.names.twice": "two players are called {name}: give each player a name of their "
                       "own, for example Ann and Ann B",
    "app.names.alike": "two players are called {first} and {second}, which sound the same: "
                       "give each player a name of their own, for example Ann and Ann B",
    "app.names.control": "player {seat}'s name {name} holds a line break or a control "
                         "character: give a plain name",
    "app.names.number": "player {seat} is called {name}, a number: give a name, so that it "
                        "is not taken for a seat or an answer number",
    "app.names.card": "player {seat} is called {name}, like a card: give a name that is not "
                      "a card's, so what is said is clear",
    "app.obs_not_object": "expected a JSON object, got {type}",
    "app.obs_unknown_kind": "unknown observation or command {kind}; known: {known}",
    "app.obs_unknown_fields": "{kind}: unknown field(s) {fields}",
    "app.obs_bad_seat": "{kind}: seat must be a seat number (0, 1, ...), not {seat}",
    "app.obs_bad_cards": "{kind}: cards must be a list of card keys, not {cards}",
    "app.obs_unknown_cards": "{kind}: unknown card(s) {cards}",
    "app.obs_not_json": "not valid JSON ({reason} at column {column})",
    "app.obs_seat_required": "{kind}: a seat number is required",
    "app.obs_card_count": "{kind}: expected {low} to {high} card(s), got {got}",
    "app.obs_unknown_card_in": "{kind}: unknown card in {cards}",
    "app.obs_same_candidate": "card: the same candidate twice in {cards}",
    "app.obs_card_value": "card: value must be 'play' or 'hand' (entered as that player's "
                          "play or knocked-out hand), 'before' (it lay before its zone's "
                          "newest card), 'under' (told laid before it), "
                          "'entered_before' (seen before the play it follows was entered), "
                          "'pile' (read in the same picture as the card under it), "
                          "'later' (told not that player's knocked-out hand: a later "
                          "card), 'after_undone' (laid where the card undone still lies: "
                          "not that card read again) or absent, not {value}",
    "app.obs_was_value": "was: value must be 'seen' (the camera read it), a number of "
                         "cards back (1 or more) or absent, not {value}",
    "app.obs_was_hand_value": "was_hand: value must be true (it was the hand) or false",
    "app.obs_effect_value": "effect: value must be 'sane' or 'insane', not {value}",
    "app.obs_guess_value": "guess: value must be a number, not {value}",
    "app.obs_rlyeh_value": "rlyeh: value must be true (end the round) or false",
    "app.obs_start_value": "start: value must be an object with 'edition', 'names' (one per "
                           "seat), 'lang', 'first'",
    "app.obs_start": "start: {problem}",
    "app.obs_start_first": "first player {value}: a log numbers seats from 0, so give 0 "
                           "(the first seat) to {last}",
    "app.obs_start_options": "options must be an object, for example {example}",
    "app.obs_start_language": "unknown language {value}; choose one of: {choices}",
    "app.obs_table_option": "unknown table option {name}; known: {known}",
    "app.obs_table_option_value": "table option {name}={value}; allowed: {allowed}",
})


@dataclass(frozen=True, init=False)
class Reason:
    """One reason: ``key`` (a key of :data:`ENGLISH` and of the catalogs, without a
    plural suffix), ``count`` (picks the plural form; ``None`` for none) and ``args``
    (``(name, value)`` pairs, plain values or other reasons, said in the same language).

    Raises:
        KeyError: a key :data:`ENGLISH` does not have (at construction).
    """

    key: str
    count: "int | None"
    args: tuple[tuple[str, Any], ...]

    def __init__(self, key: str, count: "int | None" = None, **args: Any) -> None:
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "count", count)
        object.__setattr__(self, "args", tuple(args.items()))
        self._template()  # an unknown key fails where it is raised, not where it is read

    @property
    def arguments(self) -> dict[str, Any]:
        """``args`` as a dict (``{count}`` not included)."""
        return dict(self.args)

    def _template(self) -> str:
        if self.count is None:
            return ENGLISH[self.key]
        return ENGLISH[f"{self.key}.{'one' if abs(self.count) == 1 else 'other'}"]

    def __str__(self) -> str:
        values = {name: str(value) if isinstance(value, Reason) else value
                  for name, value in self.args}
        if self.count is not None:
            values["count"] = self.count
        return self._template().format(**values)
