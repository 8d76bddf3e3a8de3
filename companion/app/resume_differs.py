"""A resumed game's table that the camera reads otherwise than the log: a card laid on a
zone whose log cards it has not seen is held, not taken as news (fresh QA61 HIGH-2).

After ``play --resume`` a card laid on top of the zone of a player the table waits for is
taken as it would have been live (guide-helper section 12's exception) only when every card
the log has there was seen under it. Once the camera has read :data:`DIFFERING` places of
the resumed round otherwise than the log ("The camera reads the Nightgaunt in Bob's zone
where the log has the Investigators": :meth:`ResumeDiffers.note`; a place slash corrected
since no longer counts, review of h61b), the table in view may not
be the log's at all (QA61 g6, demo seed 404: the video restarted at round 1; quit while "The Boxer in
Alice's discard zone: was that Alice's hand …?" stood in round 3, answered 2, round 1's
Deep One laid in Alice's zone, her log's Boxer never seen, was taken as her knocked-out
hand: "Alice is out, with the Deep One." "Bob wins the round and has 1 Sane.", both false).
Then a card the tracker would take in a zone with a log card unseen
(:meth:`~companion.app.known_cards.KnownCards.logged_unread`) is held instead
(:meth:`~companion.app.live_cards.CameraCards._resume_differs_holds`): said once, "The
table does not match the log: the camera reads the Deep One in Alice's zone, where the log
has The Boxer. Lay the cards as the log has them; I do not count the Deep One.", and
watched as a left card. Once the log's cards of that zone are read (laid as the log has
them) it is taken as before; Enter and a rank still enter a card by key. Only the resumed
round (the log's cards of a later round are none). Pure bookkeeping; no I/O.
"""
from __future__ import annotations

from typing import Sequence

#: Places of the resumed round read otherwise than the log (a "… where the log has …" line
#: each) that make the table in view differ from the log's: one is a card misread (a
#: sticker washed out), and a zone whose older log cards lie hidden under a squared pile
#: must still take its player's plays; QA61 g6's restarted video had 3 by then.
DIFFERING = 2


class ResumeDiffers:
    """The zones of a resumed round the camera read otherwise than the log, and the cards
    held for it (module docstring).

    >>> zones = (("investigators",), ("cultists",), ("nightgaunt",))
    >>> d = ResumeDiffers()
    >>> d.differs(3, zones)
    False
    >>> d.note(3, 1, 0, "cultists")
    >>> d.note(3, 1, 0, "cultists")
    >>> d.differs(3, zones)
    False
    >>> d.note(3, 2, 0, "nightgaunt")
    >>> d.differs(3, zones), d.differs(4, zones)
    (True, False)
    >>> d.differs(3, (("investigators",), ("the_fed",), ("nightgaunt",)))  # slash fixed one
    False
    >>> d.read(3, 2, ("nightgaunt",))  # laid back as the log has it
    >>> d.differs(3, zones)
    False
    >>> d.first_said(3, 0, ["deep_one"]), d.first_said(3, 0, ["deep_one"])
    (True, False)
    >>> d.held(3, 0, ["deep_one"]), d.held(3, 1, ["deep_one"])
    (True, False)
    """

    def __init__(self) -> None:
        #: (round, seat 0-based, place) -> the log's card there when read otherwise
        self._places: dict[tuple[int, int, int], str] = {}
        self._said: set[tuple[int, int, tuple[str, ...]]] = set()

    def note(self, round_: int, seat: int, place: int, logged: str) -> None:
        """The camera read the card at ``place`` (0 = oldest) of ``seat``'s zone (0-based)
        in round ``round_`` otherwise than the resumed log has it, ``logged`` (a card key;
        "… where the log has …" said; the same place said again counts once). Raises
        nothing."""
        self._places.setdefault((round_, seat, place), logged)

    def read(self, round_: int, seat: int, candidates: Sequence[str]) -> None:
        """The camera reported ``candidates`` in ``seat``'s zone (0-based) in round
        ``round_``: the oldest place of that zone noted as read otherwise whose log card
        this names no longer differs, the log's card read there again (the helper laid two
        piles back wrong at the resume, then as the log has them; review of h61b: Alice's
        true card on her squared pile was held for the rest of the round, "The table does
        not match the log"). By zone, not place: the camera's place of a card laid again
        counts the cards it saw go (0 the oldest then 1). Raises nothing."""
        for key in sorted(self._places):
            if key[:2] == (round_, seat) and self._places[key] in candidates:
                del self._places[key]
                return

    def differs(self, round_: int, zones: Sequence[Sequence[str]]) -> bool:
        """Whether the camera read :data:`DIFFERING` places or more of round ``round_``
        otherwise than the log, counting only the places that still hold the log's card
        (``zones``: each seat's zone, card keys, oldest first, as the tracker has them
        now): a place slash corrected to the camera's card no longer differs (review of
        h61b: the log was the wrong one, both lines corrected, and the true next card on a
        squared pile was still held, "The table does not match the log")."""
        return sum(1 for (r, seat, place), logged in self._places.items()
                   if r == round_ and place < len(zones[seat])
                   and zones[seat][place] == logged) >= DIFFERING

    def first_said(self, round_: int, seat: int, candidates: Sequence[str]) -> bool:
        """Whether the hold of the card ``candidates`` in ``seat``'s zone (0-based) in round
        ``round_`` is said now: the first time only (the card given again while it stays
        in view is held in silence). Raises nothing."""
        key = (round_, seat, tuple(candidates))
        if key in self._said:
            return False
        self._said.add(key)
        return True

    def held(self, round_: int, seat: int, candidates: Sequence[str]) -> bool:
        """Whether the card ``candidates`` in ``seat``'s zone (0-based) was held in round
        ``round_`` already (:meth:`first_said` said it): given again while a question
        about another card is open, it stays held in silence, not said to wait for that
        answer (review of h61b: "I do not count The Dilettante." then "A card in Bob's
        zone waits for the answer to the question", demo seed 425, picture 161). Raises
        nothing."""
        return (round_, seat, tuple(candidates)) in self._said


def unseen_log_card(view, known, differs: ResumeDiffers, seat: int) -> int | None:
    """The place (0 = oldest) of the oldest card the resumed log holds in ``seat``'s zone
    (0-based) that the camera has not reported since the resume, while the camera read that
    round's table otherwise than the log (:meth:`ResumeDiffers.differs`); else ``None``. ``view``: the tracker's
    :class:`~companion.engine.views.PublicView`; ``known``: the table's
    :class:`~companion.app.known_cards.KnownCards`."""
    if not differs.differs(view.round, [seat_.zone for seat_ in view.seats]):
        return None
    unread = known.logged_unread(view, seat)
    return unread[0] if unread else None


__all__ = ["DIFFERING", "ResumeDiffers", "unseen_log_card"]
