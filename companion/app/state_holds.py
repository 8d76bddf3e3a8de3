"""The live table's holds and waits (live71: a part of ``LiveTable.__init__``, one job):
the set-up's old cards held (:class:`~companion.app.held_cards.HeldCards`), the cards
told unread and what waits for them (:mod:`~companion.app.unread_under`), the stall
behind a card the camera never gave (:class:`~companion.app.stall.Stalls`) and the held
cards given as their player's (:class:`~companion.app.own_next.OwnNext`). No I/O."""
from __future__ import annotations



def holds_state(table) -> None:
    """Set ``table``'s (a :class:`~companion.app.live.LiveTable`) holds and waits, none
    yet (frame times in seconds, seats 0-based unless said). Raises nothing."""
    #: ``(frame time s, seats 1-based)``: since when the cards wait for an unread card
    #: pending in those zones, one of which an effect may have chosen
    #: (:func:`~companion.app.unread_under.waits_for_unread`; kept as the wait ends,
    #: till the cards are given: :func:`~companion.app.unread_under.waited_first`);
    #: ``None``: they do not
    table.unread_under: tuple[float, frozenset[int]] | None = None
    #: the set-up's old cards are held (QA19 #3): ``session.applied`` then, while plus
    #: 1 may count them (:meth:`~companion.app.held_cards.HeldCards._hold_key`)
    table.held_at: int | None = None
    table.held_said = None  # message key of the held cards' sentence (app.*_old_cards)
    #: a resumed game's held card on the pile of the player mid Sanity check (its
    #: set-up event): plus 1 takes it as the check's next card (check_pile), or None
    table.held_check = None
    #: the tracker's last history entry when the hold began (or an answer kept it):
    #: an answer applied after it leaves the cards held (QA25 F2)
    table.held_entry = None
    table.held_again = False  # an answer left them held: their prompt is said again
    #: ``(session.applied, how many cards it left out)`` when a taken card ended the
    #: hold (QA20 #2, #6): until the next card, plus 1 says the old cards ("The old
    #: card" for one, QA22 #7) are left out
    table.held_out: tuple[int, int] | None = None
    #: a resumed game's cards the log does not hold were said: ``session.applied`` then;
    #: until the next observation, key 1 says them again (QA21 #6)
    table.resumed_hold: int | None = None
    #: when every held card counted as taken away: ``(held_at, held_said,
    #: session.applied)`` then, to hold them again if they come back from under a hand
    #: with nothing played meanwhile (:meth:`~companion.app.left_cards.LeftCards._came_back`)
    table.hold_gone: tuple | None = None
    #: a card not taken because it would have put out a player whose zone holds a
    #: held card not counted (:meth:`~companion.app.held_cards.HeldCards._held_decides`,
    #: QA23 #17): given again once the held cards are taken away
    table.held_waiting = None
    #: plus 1 counted the held cards: ``(the tracker's last history entry then, the
    #: held cards' sentence key, the cards counted)``, so that minus twice undoes the
    #: count while it is the last step (:meth:`~companion.app.held_cards.HeldCards._undo_count`)
    table.count_step: tuple | None = None
    table.back: list = []  # old cards seen again at their place with this picture
    #: seat (0-based) -> ``(round, cards in its zone)`` when a card there was told unread
    #: (:meth:`~companion.app.stall.Stalls._holds_all`)
    table.unread_zones: dict[int, tuple[int, int]] = {}
    #: seat (0-based) -> frame time (s) the card told unread there counts as laid at
    #: (its picture's, or when cards began to wait for it; ``None``: unknown;
    #: :meth:`~companion.app.live_cards.CameraCards._unread_told`)
    table.unread_at: dict[int, float | None] = {}
    #: seat (0-based) -> ``(round, frame time s)``: the card told unread there read
    #: after all (:meth:`~companion.app.live_cards.CameraCards._unread_waits`), counted
    #: as laid when told once taken (its :attr:`LiveTable.unread_at`, fresh QA60 HIGH-4)
    table.unread_read: dict[int, tuple[int, float]] = {}
    #: ``(told s, taken s)``: the card told unread and read after all taken last
    #: (:meth:`~companion.app.live_cards.CameraCards._note_told_laid`); a held card first read
    #: after it was told keeps no doubt (review of x60); ``None``: none yet
    table.told_laid: tuple[float, float] | None = None
    #: ``(round, seat)`` (seat 0-based) -> cards told unread there
    table.unread_count: dict[tuple[int, int], int] = {}
    #: seat (0-based) whose zone grew by a card entered while another card told unread
    #: there stays owed (:meth:`~companion.app.live_cards.CameraCards._unread_owed`):
    #: the stall asks for it again (:meth:`~companion.app.stall.Stalls._stall_release`)
    table.unread_again: int | None = None
    #: ``(round, seat)`` (seat 0-based) -> ``(cards told unread, cards entered by key)``
    #: there when its last wait ended (:meth:`~companion.app.live_cards.CameraCards.
    #: _unread_waits`): only the cards told since can still be owed (a told card read by
    #: the camera after all is not entered by key: review of late60)
    table.unread_settled: dict[tuple[int, int], tuple[int, int]] = {}
    #: ``(seat 0-based, frame time s, round)`` of the cards told unread while the cards
    #: laid waited for the last round: the next round's (:mod:`companion.app.unread_held`)
    table.unread_held: list[tuple[int, float]] = []
    #: the table stalled behind a card the camera never gave
    #: (:class:`~companion.app.stall.Stall`; ``None``: not stalled)
    table.stall = None
    #: ``(LeftCard, key)`` of each held card given as its player's whose report counted
    #: as the play entered (:meth:`~companion.app.own_next.OwnNext._give_own`)
    table.own_taken: list = []
    #: id of each card of :attr:`LiveTable.own_taken` → the tracker's history length when taken
    table.own_taken_at: dict[int, int] = {}
