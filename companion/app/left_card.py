"""A card the camera reported in a zone that the game did not take (:class:`LeftCard`) and the
times of its watch (:data:`GONE_FRAMES`, :data:`GONE_S`, :data:`RETURN_S`). Split from
:mod:`companion.app.left_cards` (rf69).
"""
from __future__ import annotations

from dataclasses import dataclass


#: Readable pictures in a row without a left card in its zone (and :data:`GONE_S` seconds)
#: after which it was taken away: the camera then forgets it (it is read again when laid
#: again). A card needs 4 of 6 pictures and 1 s lying still to become stable
#: (:class:`vision.pipeline.TableWatcher`, ``vision.stabilize.MIN_DWELL_S``), and a pending
#: card unseen for 6 pictures is dropped; 10 is more than glare or a misread takes away
#: (with a slow camera, 10 pictures may be more than :data:`GONE_S`).
GONE_FRAMES = 10


#: Seconds (frame time) a left card must also stay unseen to count as taken away: the
#: camera cannot tell a hidden zone from an empty one, so a card is gone only when its zone
#: has looked empty this long. QA20 #1: an arm over the zones hid the start's old cards for
#: 10 pictures (1/3 s at 30 a second), "The discard zones are clear." was said, and when
#: seen again they were taken as plays in the same second; a card laid out of turn or
#: fallen is watched the same way (the same hand, the same loss).
GONE_S = 3.0


#: Seconds (frame time) an old card taken away is remembered (a start's card, held or
#: counted, or an old round's or undone card: :attr:`LeftCard.gone_t`): seen again at its
#: own place (:func:`companion.app.card_place.at_place`) within them, it is that card, back
#: from under a hand, not a play (QA21 #1: a hand resting 3.5-4 s on the start's cards
#: made them plays when it lifted, once a whole made-up round, "Cy is out."). A blind
#: player feeling a pile may rest a hand there well beyond a few seconds: 60 s after the
#: 3 s (:data:`GONE_S`) that made it taken away. No real play is lost to it: alone where a
#: play is awaited, such a card is taken, with "check it" (:meth:`LeftCards._came_back`);
#: elsewhere a play would be refused anyway, so only a card laid out of turn, another copy
#: of the old card, within 15 mm of its place, would be left out instead of refused (and
#: it is said: "The old card is still there: …").
RETURN_S = 60.0


@dataclass
class LeftCard:
    """A card the camera reported in a zone that the game did not take (a
    :class:`vision.records.CardAppeared` ``event``, seat 1-based), in ``round``; ``unseen``:
    readable pictures in a row that did not show it there."""

    event: object
    round: int
    unseen: int = 0
    #: frame time (s) of the first picture of ``unseen`` (``None`` while seen)
    unseen_t: float | None = None
    #: laid after the round's end, held while a question about the round was open (or the
    #: table was cleared in the middle of the round, QA13b N2): once the round is over and
    #: the question answered, it deals the next round and is its first play
    deals: bool = False
    #: held for the next deal (``deals``) only because a question about the round was open
    #: and an account had the round over: answered with the round going on, it was laid in
    #: the round, given in its turn (:meth:`~companion.app.live_deal.NextDeal._deal_held`);
    #: never one laid after the table read gathered: the next round's (review of r6b54)
    for_answer: bool = False
    #: a card of the old round still on the table after the next deal (QA13b N5): watched
    #: until taken away, never taken as a play
    old: bool = False
    #: in a zone at the start (or at a resume, not in the log): said once, not taken
    #: until the table confirms it with plus 1
    #: (:meth:`~companion.app.held_cards.HeldCards._hold_key`, QA19 #3)
    held: bool = False
    #: held, then counted with plus 1: taken when the table waits for a card in its zone
    #: and it is its player's turn, even if another zone may get a card too (QA20 #5)
    counted: bool = False
    #: where it was last seen (:class:`~companion.app.card_place.Place`), ``None`` before
    place: object = None
    #: frame time (s) it counted as taken away, for a held, counted or old card: it is
    #: remembered :data:`RETURN_S` to be known again at its place (QA21 #1)
    gone_t: float | None = None
    #: it counted as taken away while its place was still covered (a hand or a cup left
    #: there beyond ``vision.place_cover.COVER_MAX_S``): back at its place, it is the old
    #: card even alone where a play is awaited (QA23 #1)
    under: bool = False
    #: an undone play left in its zone (:meth:`LeftCards._undone_left`): taken away and
    #: laid again where its play is awaited, it is laid in this turn, no card to check
    #: (QA23 #10: "It lay there before this turn: check it." after minus twice, the card
    #: lifted and laid again)
    undone: bool = False
    #: an undone card that the tracker holds again (an account with it laid first kept:
    #: :meth:`LeftCards._undone_taken`): the card whose camera report it counts as, not
    #: face up beside the tracker's cards; ``None`` otherwise
    claimed: str | None = None
    #: an old round's card asked as maybe this round's (the starter's first play, or laid
    #: in this round after a bare second: :meth:`~companion.app.live_deal.NextDeal.
    #: _say_old_cards`), its Enter and rank the way to enter it: the tracker holding it
    #: there unreported, it counts as the camera's report (:meth:`LeftCards._undone_taken`)
    asked: bool = False
    #: asked (:attr:`asked`): the frame time (s) of the picture it was asked at (the
    #: card that dealt the round: it lay there by then), ``None``: unknown. Entered by
    #: Enter and its rank, the cards laid from then on are not laid before it
    #: (:meth:`~companion.app.asked_hold.AskedHold._asked_entered_t`; fresh QA61 MEDIUM-4)
    asked_t: float | None = None
    #: asked (:attr:`asked`): the camera cards held behind it since its line was said
    #: (:mod:`companion.app.asked_hold`), for the reminders; ``None``: not said yet
    behind: int | None = None
    #: frame time (s) of the first picture in a row in which its order against the card
    #: taken last in its zone could not be told (copies of that card's name unsettled:
    #: :meth:`~companion.app.taken_place.TakenPlace._order_waits`), ``None`` when it could
    order_wait_t: float | None = None
    #: left out and its order asked when that wait ran out (:meth:`~companion.app.
    #: taken_place.TakenPlace._ask_unordered`): watched, the question withdrawn and the
    #: camera's order kept once the copies settle and the row tells it
    #: (:meth:`~companion.app.taken_place.TakenPlace._order_seen`; rev-ord70 MEDIUM)
    order_asked: bool = False
    #: read behind a question after an older card of its zone refused as laid before the
    #: awaited one (:meth:`~companion.app.laid_before.LaidBefore._behind_older`): given only
    #: after it, in the order laid (review of fits53 HIGH)
    behind_older: bool = False
    #: ``(session.applied, tracker history length)`` when :meth:`LeftCards._fits_now` last
    #: tried it: not tried again before the table changes
    tried: tuple | None = None
    #: refused, or held behind an unread card, while the table is stalled behind a missing
    #: card (:class:`~companion.app.stall.Stall`): once the stall asked for it, kept even
    #: taken away, and given in the order laid once the table moves
    #: (:meth:`~companion.app.stall.Stalls._stall_release`)
    kept: bool = False
    #: kept as the awaited player's card laid after the cards the stall held behind their
    #: play (:meth:`~companion.app.stall.Stalls._after_missed`): their zone then, ``(round,
    #: cards)`` (:meth:`~companion.app.session_watch.SessionWatch.zone`); not given while
    #: it is unchanged, that play not entered (fresh QA48 HIGH-2: most likely their next
    #: card); ``None`` for any other card
    after_missed: tuple | None = None
    #: a readable picture since it was last seen showed its place with nothing on it (not
    #: covered, no later card read there, :func:`~companion.app.card_place.laid_on`): it
    #: was taken away, so a card laid there later is not laid on it
    #: (:meth:`~companion.app.stall.Stalls._kept_under`; review of missed48: Alice's Fed,
    #: taken back into her hand, kept under her Boxer laid at once on its place, was said)
    bare: bool = False
    #: held for the next round and kept though taken away only because these other held
    #: cards were going with it (unseen, still there: :meth:`LeftCards._deals_stays`): one
    #: of them seen again before it went, ``self`` went alone after all and is forgotten
    gone_with: tuple = ()
    #: frame time (s) of ``event`` when first reported: kept when the card is reported
    #: again (moved, laid back at its place), so held cards keep the order laid
    #: (:func:`~companion.app.live_deal._in_order_laid`; review of cleared48: Bob's held
    #: Investigators straightened after Carol's card was laid was given after it)
    laid_t: float | None = None
    #: held for the next round: the frame time (s) it was last read at its place after a
    #: gather of the held cards (:meth:`~companion.app.lost_rounds.LostRounds.
    #: _note_held_gather`): that gather was the table put back, no round played
    back_t: float | None = None
    #: held as laid before the play whose forced discard the table waits for was entered,
    #: and asked (:meth:`~companion.app.laid_before.LaidBefore._ask_before_entry`): the
    #: wait it was asked for, ``(round, seat 0-based of the effect's player, its card
    #: key)``, not asked again for it; ``None``: not asked. Another wait (the entered
    #: play's answer undone and changed: the Stowaway's discard, not the Musician's) asks
    #: again (review of fmusic54 MEDIUM)
    entry_asked: tuple[int, int | None, str | None] | None = None
    #: refused as laid before the awaited card, then taken away while the table read
    #: gathered (:meth:`~companion.app.gathered_early.GatheredEarly._early_gathered`):
    #: kept, given once its zone's card is awaited alone (fresh QA60 MEDIUM-1)
    gathered: bool = False
    #: the table it was gathered with surely cleared (every zone still empty 1 s after it
    #: counted as taken away, or the next deal's cards read): it may be given
    #: (:meth:`~companion.app.gathered_early.GatheredEarly._gather_sure`; review of q61)
    gather_sure: bool = False
    #: held with no line naming it (:meth:`~companion.app.stall.Stalls._hold`: a stall's,
    #: a glimpse hold's or an asked card's card held in silence, said only in a count,
    #: "The 6 cards laid since wait for it."): not seen by the player, so key 3 counts it
    #: unseen (:meth:`LeftCards._left_face_up`) until a line names it
    #: (:meth:`LeftCards._named`; fresh QA66 MEDIUM-1, MEDIUM-2: five such cards held
    #: behind "Still waiting for Bob's play" were taken off the unseen cards)
    unsaid: bool = False

    def __post_init__(self) -> None:
        if self.laid_t is None:
            self.laid_t = self.event.t

    @property
    def there(self) -> bool:
        """Whether it still counts as lying on the table (not taken away)."""
        return self.gone_t is None

    @property
    def open(self) -> bool:
        """Whether it still waits to be given: not counted, dealing, undone, old nor held
        at the start (the laid-before rules' cards: :mod:`companion.app.laid_before`)."""
        return not (self.counted or self.deals or self.undone or self.old or self.held
                    or self.claimed is not None)
