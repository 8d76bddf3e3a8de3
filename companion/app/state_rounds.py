"""The live table's rounds (live71: a part of ``LiveTable.__init__``, one job): a round's
end and the next deal (held, undone, awaiting an answer), the table seen cleared or
gathered, rounds lost past a stall, the 2-player set-up. DESIGN.md: tracker ─▶ table
events (round, game); :class:`~companion.app.live_deal.NextDeal`,
:class:`~companion.app.cleared_cards.ClearedTable`, :class:`~companion.app.lost_rounds.
LostRounds`. No I/O."""
from __future__ import annotations

from companion.app.cleared_cards import ClearedCards
from companion.app.live_deal import Gathered
from companion.app.mid_gather import MidGather


def rounds_state(table) -> None:
    """Set ``table``'s (a :class:`~companion.app.live.LiveTable`) rounds' state, none
    yet (frame times in seconds, seats 0-based unless said). Raises nothing."""
    table.cleared = 0
    #: the run of readable pictures reading no zone card during a round some account
    #: has over, ``(first frame time s, pictures)`` or ``None``
    #: (:meth:`~companion.app.live_deal.NextDeal._bare_for_deal`)
    table.bare_run = None
    #: the mid-round clear's run in frame time (:mod:`companion.app.mid_gather`)
    table.mid_gather = MidGather()
    #: after the next round's deal was undone: ``session.applied`` then; no new deal
    #: until something else is applied or the camera sees a card (QA: the cleared table
    #: dealt again at once, so undo never reached the finished round)
    table.deal_held: int | None = None
    table.answer_awaited = 0  # the round whose deal was said to wait for an answer
    #: the round whose result was said to wait for an answer (NextDeal._result_waits)
    table.result_awaited = 0
    #: (round, cards held while its deal waited for an answer): the wait is said with
    #: the 1st, 4th, 8th … (CameraCards._card_appeared)
    table.waits_held = (0, 0)
    #: (round, the different middle cards read before its first play: their candidate
    #: tuples) with more than 2 names and 2 seat markers: the 2-player set-up said once
    #: a round (GuidedSetup._set_for_two)
    table.two_set = (0, frozenset())
    #: the round whose next deal was undone: a card then laid in a zone deals the next
    #: round (QA12 F8: the players had begun it; every card was refused)
    table.redeal_round: int | None = None
    #: the face-up cards undone with that deal, none said (2 players): still lying
    #: in the middle, unreported again by the camera, taken back when a card deals the
    #: round again (:meth:`~companion.app.live_deal.NextDeal._deal_on_card`; review
    #: of u61)
    table.redeal_face_up: list = []
    #: the round whose table was seen cleared while in progress (QA13b N2): cards laid
    #: are held until it is settled
    #: (:meth:`~companion.app.live_deal.NextDeal._cleared_mid_round`)
    table.cleared_mid: int | None = None
    #: the round seen cleared while in progress, then settled (a key, an answer): its
    #: cards were gathered, so a card first read before the next deal was laid after
    #: the clear, never that round's knocked-out hand
    #: (:meth:`~companion.app.live_cards.CameraCards._owed_hand`; fresh QA63 HIGH-3)
    table.cleared_end: int | None = None
    #: the round a resume set ``cleared_end`` or ``cleared_mid`` for from the log's
    #: ``"cleared"`` mark (:func:`~companion.app.cleared_logged.restore_cleared`)
    table.cleared_from_log: int | None = None
    #: the round an undo saw cleared again from the log's cards (its question said by
    #: the undo: the clear not said at once; ``cleared_logged.cleared_quiet``)
    table.cleared_quiet: int | None = None
    #: the stabilizer's numbers of that round's zone cards held at the clear, unless
    #: it was sure (:attr:`~companion.app.cleared_cards.ClearedCards.played_on`): half
    #: of them read back at their places after the round's end: ``cleared_end`` was a
    #: cloth or an arm judged cleared (:meth:`~companion.app.cleared_cards.
    #: ClearedTable._cleared_back`; review of hc63)
    table.cleared_end_ids: frozenset[int] = frozenset()
    #: the seats (0-based) of the cards held since then, in order: a zone's first and
    #: the 4th, 8th, 16th … are said (:func:`~companion.app.stall.reminds`)
    table.cleared_held: list[int] = []
    #: the round's zone cards when its table was seen cleared (the stabilizer's
    #: numbers, and whether a card laid since is a new one:
    #: :class:`~companion.app.cleared_cards.ClearedCards`), or ``None``
    table.cleared_ids: ClearedCards | None = None
    #: frame times (s) the cards held for the next round were laid, and those of the
    #: gathered tables seen after held cards (a round played through meanwhile), the
    #: run of bare pictures being counted, and the round settled after such rounds
    #: until the table reads gathered (:mod:`companion.app.lost_rounds`, QA49 HIGH-1)
    table.held_laid: list[float] = []
    table.held_gathers: list[tuple[float, tuple]] = []  # (time, the held cards taken)
    #: the tracker's round and the held cards (``(seat 1-based, candidates)``) a gather
    #: of :attr:`LiveTable.held_gathers` took, then forgotten, taken away alone
    #: (:meth:`~companion.app.lost_rounds.LostRounds._note_held_gone`), or ``None``
    table.held_gone: tuple[int, tuple] | None = None
    #: the tracker's round and the frame time (s) of the gather of held cards before
    #: which the cards held for a question's answer were laid, given back to that round
    #: by the answer (:meth:`~companion.app.live_deal.NextDeal._deal_held`), or
    #: ``None``: a card laid after it is a later round's
    #: (:meth:`~companion.app.lost_rounds.LostRounds._revived_gathered`, int54)
    table.revived_gather: tuple[int, float] | None = None
    table.held_gather_run: tuple[float, int] | None = None
    #: the round the held cards dealt after they were seen gathered (a gather of
    #: :attr:`LiveTable.held_gathers`, nothing held since): its table is gone already, seen
    #: cleared once it reads so a moment
    #: (:meth:`~companion.app.live_deal.NextDeal._gathered_dealt_bare`; QA52b runC2)
    table.gathered_dealt: int | None = None
    #: the pictures reading it gathered since (``(first picture's time s, pictures)``,
    #: :func:`~companion.app.live_deal.run_on`): a card read first was no gather
    table.gathered_dealt_run: tuple[float, int] | None = None
    table.lost_wait: int | None = None
    #: rounds were lost (said): the next round is dealt by its first zone card, whose
    #: player starts it (the last lost round's winner), not on the bare table
    table.lost_next = False
    #: 2 players: the middle cards first reported in a round after its first play while
    #: no zone card was seen (the round's piles gathered): ``(round, event)``, the next
    #: round's face-up cards if its deal comes by a card (NextDeal._deal_on_card)
    table.gathered_middle: list = []
    #: the ended round's table reading no zone card (``NextDeal._gathered_unread``): the
    #: old cards read again before the dealing card's turn were laid again
    #: (``NextDeal._laid_again``)
    table.gathered = Gathered()
    #: frame time (s) of the last readable picture ending a run of them reading no zone
    #: card for :data:`~companion.app.live_deal.GATHER_RUN_S` during a round
    #: (:meth:`~companion.app.live_deal.NextDeal._taken_back`): a card unseen since before
    #: it went with the whole table, not taken back; ``None``: none yet
    table.zone_bare_t: float | None = None
    #: the run of readable pictures reading no zone card (:func:`~companion.app.
    #: live_deal.run_on`'s ``(first picture's time s, pictures)``), ``None``: a zone
    #: card read in the last one; it sets :attr:`LiveTable.zone_bare_t` once long enough
    table.zone_bare_run: tuple[float, int] | None = None
