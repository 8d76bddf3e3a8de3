"""Slash corrects the card the camera's hint named (fresh QA55 MEDIUM-2, run B, 4 players,
original edition, stickers-only, fr, seed 147): "The camera reads Professor Henry Armitage in
Carol's zone where the Investigators were entered: check it; slash to correct." was said
(``app.camera_differs``, :meth:`~companion.app.live_cards.CameraCards._differs_from_entered`);
Bob's Sanity check and his Elder Sign were read after it, and slash, pressed for the hint,
named and corrected Bob's Elder Sign (read right: it became an Armitage), the newest card.

The hint is noted with the history entry of the card it names (:meth:`DiffersSlash.
note_differs`: the card entered by key at that place of the zone). The first slash pressed
after it corrects that card, its cue naming it ("Correct Carol's card, the Investigators:
which rank?"), while the hint is the latest line offering slash (:data:`SLASH_OFFERS`: the
count line of :mod:`companion.app.rank_counted` or a newer hint; a card's "Check it." mark,
said with every card read from its stickers only, is how that card was read, not an offer),
begun by the voice (before, slash corrects the card the player hears: QA32 M1), its card
still in the history, of this round, and nothing corrected since. Once: the next slash
corrects the newest card again (as :meth:`~companion.app.rank_counted.RankCounted.
count_back`). Another offer since: slash corrects as that one says, its cue naming the card
either way. A mixin of :class:`~companion.app.session.TableSession` (its ``tracker`` and
``said_for``).
"""
from __future__ import annotations

from companion.app.said_heard import _begun
from companion.tracker.corrected import ROUND_OPENERS
from companion.tracker.inconsistencies import CARD_KINDS

#: The app messages said by ``tell`` that offer slash for a card: the camera's hints on a
#: card entered by key, the count line of a card Enter gave (each names the card slash then
#: corrects); a newer one ends an older one's offer (:meth:`DiffersSlash.differs_back`).
SLASH_OFFERS = frozenset({
    "app.camera_differs", "app.camera_differs_log", "app.camera_differs_held",
    "app.camera_differs_held_past",
    "app.enter_rank_counted_read", "app.enter_rank_counted_read_face_up",
    "app.enter_rank_counted_read_several"})


class DiffersSlash:
    """Notes the camera's hint on a card entered by key and gives slash that card (see the
    module docstring)."""

    #: how many :data:`SLASH_OFFERS` lines were said (:meth:`note_slash_offer`)
    _slash_offers: int = 0
    #: ``(history entry of the card the hint named, the count of offers said then, what
    #: say returned for the hint, the history's length then, that card as the table held
    #: it: its keys)`` until a slash's cue takes it; else ``None``
    _differs: tuple | None = None
    #: the keys of the card the hint named, as the table held it, once a slash's cue took
    #: it, for that cue to name (:meth:`differs_cue_cards`); else ``()``
    _differs_cue: tuple[str, ...] = ()

    def note_slash_offer(self) -> None:
        """A line of :data:`SLASH_OFFERS` is being said: older offers are over."""
        self._slash_offers += 1

    def note_differs(self, seat: int, keys: tuple[str, ...], said) -> None:
        """The hint just said (``said``: what ``tell`` returned for it) named the card at a
        place of ``seat``'s zone (0-based) that the table holds as ``keys`` (its
        candidates, :meth:`~companion.tracker.table_queries.TableQueries.zone_reads`):
        noted with the newest card input of this round in that zone holding one of
        ``keys``, one given by key first (a resumed log's card: any); nothing when there is
        none."""
        history = self.tracker.history
        found = []
        for i in range(len(history) - 1, -1, -1):
            obs = history[i][0]
            if obs.kind in ROUND_OPENERS:
                break
            if obs.kind in CARD_KINDS and obs.seat == seat and set(obs.cards) & set(keys):
                found.append(history[i])
        keyed = [entry for entry in found if self.said_for.by_key(entry)]
        entry = (keyed or found or [None])[0]
        size = len(history)
        self._differs = None if entry is None or self._back_of(entry, size) is None \
            else (entry, self._slash_offers, said, size, tuple(keys))

    def differs_back(self) -> int | None:
        """For slash's cue: how many card inputs after the card the hint named (the
        ``back`` of the ``was`` that corrects it, :meth:`~companion.tracker.corrected.
        Corrected.cards_after`), while that hint stands (the module docstring); ``None``
        when it does not (slash corrects as usual), or is not heard yet (kept)."""
        if self._differs is None:
            return None
        entry, offers, said, size, _ = self._differs
        back = self._back_of(entry, size)
        if offers != self._slash_offers or back is None:
            self._differs = None
            return None
        return back if _begun(said) else None

    def differs_back_used(self) -> None:
        """Slash's cue took :meth:`differs_back`'s card: the next slash corrects the newest
        card again; the cue names it as the hint did (:meth:`differs_cue_cards`)."""
        self._differs_cue = self._differs[4] if self._differs is not None else ()
        self._differs = None

    def differs_cue_cards(self, cards: tuple[str, ...]) -> tuple[str, ...]:
        """The card keys slash's cue names for the card it corrects, ``cards`` (its input's
        candidates): the card the hint named as the table held it, an entered card's
        answer folded in ("the Investigators", not "the Investigators or the Deep One"),
        right after :meth:`differs_back_used`; else ``cards``."""
        named, self._differs_cue = self._differs_cue, ()
        return named or cards

    def _back_of(self, entry, size: int) -> int | None:
        """:meth:`differs_back`'s count for the history entry ``entry``, the hint said with
        ``size`` inputs in the history: ``None`` once it left the history (undone), inputs
        were undone since the hint, a correction or an answer was taken since (a ``was``:
        what it rests on changed), or it is no longer what a correction that many cards
        back reaches (another round)."""
        tracker, history = self.tracker, self.tracker.history
        at = next((i for i in range(len(history) - 1, -1, -1) if history[i] is entry), None)
        if at is None or len(history) < size \
                or any(obs.kind == "was" for obs, _ in history[size:]):
            return None
        back = tracker.cards_after(at)
        return back if tracker.corrected_index(back) == at else None


__all__ = ["DiffersSlash", "SLASH_OFFERS"]
