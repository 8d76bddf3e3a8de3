"""The live table's cards read (live71: a part of ``LiveTable.__init__``, one job): the
camera's stable cards on their way to the tracker, those it did not take (left cards),
the order they were laid in (piles, zones taken, a card laid early), the cards the
tracker holds that the camera did not report, and a resume's zones. DESIGN.md: vision
─▶ observations ─▶ tracker (:class:`~companion.app.live_cards.CameraCards`). No I/O."""
from __future__ import annotations

from companion.app.hedge_narrowed import HedgesAsked
from companion.app.known_cards import KnownCards
from companion.app.pile_read import PileReads
from companion.app.resume_differs import ResumeDiffers
from companion.app.resume_layout import ResumeLayout


def cards_state(table) -> None:
    """Set ``table``'s (a :class:`~companion.app.live.LiveTable`) cards read, none yet
    (frame times in seconds, seats 0-based unless said). Raises nothing."""
    #: the cards the camera read while the session's own list, or the undo's question,
    #: waited for its answer
    #: (:meth:`~companion.app.live_cards.CameraCards._cards_appeared`, QA30 #4)
    table.choice_held: list = []
    table._setup_events: list = []  # cards the camera made stable during the set-up
    # a resumed set-up's first picture read before the others, and its reading
    # (GuidedSetup._first_look_bare: the blamed clear's first look, review of res68)
    table._read_early: tuple = (None, None)
    table.known = KnownCards()  # cards the tracker holds that the camera did not report
    #: the hedged camera cards the tracker took, by the stabilizer's card number: the
    #: camera's later narrowing answers that card's question only (fixw72, rev-wr72 HIGH)
    table.hedges_asked = HedgesAsked()
    #: a resumed game's zones as its set-up pictures read them: a card laid on one of
    #: them later is new, not the log's (:mod:`companion.app.resume_layout`)
    table.resume_layout = ResumeLayout()
    #: the resumed round's zones the camera read otherwise than the log: a card on a
    #: zone whose log cards are unseen is held (:mod:`companion.app.resume_differs`)
    table.resume_differs = ResumeDiffers()
    table.early = None  # a card refused as laid before the awaited one (_card_appeared)
    #: frame time (s) the latest-laid camera card the tracker took was first read lying
    #: at its place (``CardAppeared.since_t``; else the picture that made it stable: a
    #: play read late lay there before; fresh QA63 HIGH-2): a held card laid (made
    #: stable) before it and given now was laid out of turn (CameraCards._card_appeared);
    #: or that a card awaited was told unread (CameraCards._unread_told, review inturn48)
    table.laid_taken = float("-inf")
    #: the picture each zone card became stable in: cards of one zone made stable in
    #: one picture are read in a pile (companion.app.pile_read; fresh QA59 HIGH-1)
    table.piles = PileReads()
    #: ``(round, frame time s, seat 0-based or None)`` of each camera card no account of
    #: its round could take (a player out's zone: that seat; a copy too many: None): the
    #: table played on (LaidBefore._note_played_on)
    table.played_on: list[tuple[int, float, int | None]] = []
    #: ``(round, seat 0-based)`` -> ``(frame time s first reported, key, index in the
    #: zone, card_place.Place or None)`` of the latest-laid camera card the tracker took
    #: in that zone (LaidBefore._laid_under; its place: row_order)
    table.zone_taken: dict[tuple[int, int], tuple] = {}
    #: frame time (s) of the last picture when Enter was last pressed for a card the
    #: camera did not give (LiveKeys._entered_now): a card refused as early, laid
    #: before it, keeps the doubt (LeftCards._left_cards; review of inturn49)
    table.entered_t = float("-inf")
    #: frame time (s) the card told unread that the last such Enter may have entered
    #: was first seen unread (the latest of the zones awaited for one then; ``None``:
    #: none awaited, the entered card's laying unknown): a refused card laid after it
    #: is in turn (LeftCards._left_cards; fresh QA59 MEDIUM-4, review of g60)
    table.entered_told: float | None = None
    #: the forced discard's wait ``(round, seat 0-based, tracker history length)`` and
    #: :attr:`LiveTable.entered_t` when it began: the entry its held cards were laid before, not
    #: moved by the Enter of the discard's answer (LaidBefore._entry_held)
    table.entry_wait: tuple = (None, float("-inf"))
    #: cards read in a zone that the game did not take: said, then watched
    #: (:class:`~companion.app.left_cards.LeftCard`, QA12 F1 and F9)
    table.left_cards: list = []
    #: stable card (``card_id``) -> frame time (s) its place was last seen bare, no
    #: card laid on it (:meth:`~companion.app.left_cards.LeftCards._note_bare`)
    table.bare_t: dict[int, float] = {}
    #: a resumed game's card taken as the one its log waits for, watched till anything
    #: follows it (:class:`~companion.app.owed_asked.OwedCard`), or ``None``
    table.owed_asked = None
    table.fresh: list = []  # the cards the picture being handled made stable
    table.zone_reads: dict = {}  # (seat, key) -> (frame time, Sighting) last read: glimpse_play
    table.quiet_question = None  # a question that picture's cards raised: said once
    #: ``(question, seats, cards)``: the cards said waiting for the open question's answer
    #: (:meth:`~companion.app.live_cards.CameraCards._held_by_question`), or ``None``
    table.waits_said = None
    table.unseen_said: set = set()  # (camera id, last seen s) said unseen ("taken back?")
