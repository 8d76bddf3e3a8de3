"""The terms of the unread-card watch (:class:`vision.unread_cards.UnreadCards`): the
sticker reader's refusals that make a place of a seat zone count as an unread card, and
the readings, seconds and distances after which such a place is told, kept from being
told, or forgotten. Values only; split from :mod:`vision.unread_cards` by job.
"""
from __future__ import annotations

from .stabilize import STICKER_HITS

#: The sticker reader's refusal for a framed band with nothing on it
#: (:func:`vision.sticker_read.read_card`).
UNREAD_REASON = "no row can start here, no cross"
#: Its refusal for a framed band with a sticker's ink at the row's foot but no row read
#: (:func:`vision.sticker_code.read_block`): a card lies there, its sticker unreadable
#: (QA34 H3: "typical" light, mp4, a Cthulhu refused so in every frame, its zone's next
#: card, the Fed, then taken for its play).
INK_REASON = "no row read, ink in its place"
#: Its refusal for a framed band whose row has another element in its place
#: (:func:`vision.sticker_code.read_block`): a card lies there, its code not made out (QA35,
#: seed 7 mp4, clean: R'lyeh's first card, The Musician, refused so in every frame for
#: 6.9 s, 1.6 s on top and then under the next card; never told, so round 1 waited for it
#: and never ended).
STRAY_REASON = "stray element in the row's place"
#: Its refusal for a framed band whose row was found but where one more dot may lie
#: after it (:func:`vision.sticker_code.read_block`): a card's sticker, its length not made
#: out (QA36 es13, es typical seed 13 mp4: Alice's Dilettante, 1.6 s on top, refused so in
#: every frame, then "stray element" under the Necronomicon: never told, never read).
DOUBT_REASON = "a dot may follow"
#: Seconds a place refused only so (:data:`DOUBT_REASON`) must stay on top before it is told,
#: unless pushed on by a card laid on it (:meth:`UnreadCards._carried`): a card on top whose
#: next dot's place looks doubtful is often read a moment later (QA35's seed 11 typical mp4:
#: Alice's Investigators, refused so for 3.2 s, then read; told at 2 s, a needless prompt).
DOUBT_S = 4.0
#: The refusals that make a place count as an unread card.
UNREAD_REASONS = (UNREAD_REASON, INK_REASON, STRAY_REASON, DOUBT_REASON)
#: The reader's refusal for a band whose printed frame it did not find
#: (:func:`vision.sticker_read.read_card`): alone, no card (artwork, cloth); at a place
#: already in a run of :data:`UNREAD_REASONS` refusals, the same card, its frame lost at the
#: zone's far side (it neither starts a run nor counts for its ink or doubt). QA53b runC2
#: (s51 run C's video, 4p arkham es stickers-only, frame 1105 on): Carol's Randall, laid in
#: the far zone after Alice's Stowaway, refused "no row can start here" in 2 readings,
#: then only so: its run broken, told 7 s late, after Bob's play was read and taken for
#: the Stowaway's forced discard ("Bob descarta la Diletante", truth: Carol discarded it).
FRAMELESS_REASON = "no printed frame round the band"
#: ... goes on only with a run of at least this many readings: one refused reading is a
#: glint or the laying hand (review of rlyeh53), and artwork or the cloth may be refused
#: frameless there for good (review of runc54).
FRAMELESS_RUN = 2
#: Seconds a place must give that refusal before it is told.
STABLE_S = 2.0
#: ... and at least this many readings.
STABLE_READS = 4
#: Readings in a row that must read a card at a place before it is never told there: the
#: stabilizer's frames for a sticker card (:data:`vision.stabilize.STICKER_HITS`).
#: Read fewer times in a row, then refused, the card was never made stable: fresh QA53 r1
#: (3p arkham stickers-only seed 91, round 5): Alice's R'lyeh, read in 4 frames as it was
#: laid, then refused "no row read, ink in its place" (its artwork's top at the band's
#: foot, a dot response at the filter's threshold) for 6 s, under the Cthulhu and the
#: Investigators its effect laid on it; never told, and the Cthulhu taken for her play.
READ_RUN = STICKER_HITS
#: Within this distance (mm) two band corners are the same card's place.
SAME_PLACE_MM = 10.0
#: Readings without a band at a place that do not break its run (a glint, a hand).
GAP_READS = 2
#: Readings without a band at a place before the place is forgotten.
FORGET_READS = 8
#: Seconds a told place read again holds back the next prompt of its zone: either another
#: card now lies there (the pile moved: the told card, seen again further on within a few
#: seconds, is not told again) or the told card itself is read now (its sticker no longer
#: washed out): a card laid later in that zone must still be told (session 27's review: a
#: count with no end silenced it).
MOVED_WAIT_S = 6.0
