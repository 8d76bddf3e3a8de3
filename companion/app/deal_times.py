"""The next round's deal's counts and times: how many pictures, or how much frame
time, a table must read bare to count as cleared or gathered (after a round, or in its
middle), and how long a card must stay unseen before it is asked as taken back. Used by
:mod:`companion.app.live_deal` and its parts; split from it by job (rf68b).
"""
from __future__ import annotations


#: Frames in a row with no card in any zone after a round ended: the table was cleared.
CLEARED_FRAMES = 15
#: Readable pictures in a row with seat markers and no card in any zone while a round is in
#: progress: the table was cleared in the middle of the round (QA13b N2: 90 and 150 such
#: pictures in the tester's runs). Twice :data:`CLEARED_FRAMES` (one second at 30 pictures
#: a second): a hand or a mug hides one pile, never every zone at once for that long. At
#: fewer pictures a second, :data:`GATHER_RUN_S` of frame time does it
#: (:mod:`companion.app.mid_gather`; review of late56: 30 pictures were 3 s at 10 a second).
CLEARED_MID_FRAMES = 2 * CLEARED_FRAMES
#: Seconds (frame time) the newest card said in a zone must stay unseen, while the rest of
#: the table is seen, before the companion asks whether it was taken back: a hand laying
#: the next card or passing over a pile hides it for well under that.
TAKEN_BACK_S = 3.0
#: Seconds (frame time) and pictures in a row reading no zone card after a round ended
#: after which its cards were gathered (``NextDeal._gathered_unread``), even if places were
#: judged covered: old cards read again before the dealing card's turn are the new round's
#: first plays. A hand hides one pile, not every
#: zone's cards; a bare-table moment at a real table lasts a few seconds (the demo: 3 s).
GATHER_RUN_S = 1.0
GATHER_RUN_PICTURES = 3
#: Seconds (frame time), and :data:`GATHER_RUN_PICTURES` pictures, that the round the held
#: cards dealt after they were seen gathered must still read gathered after its deal
#: (:meth:`NextDeal._gathered_dealt_bare`): a card read sooner was no gather (review of
#: runc53: an arm lifting off the held cards). QA52b runC2: 1.6 s (16 pictures) of bare
#: table before round 3's first card; under :data:`CLEARED_MID_FRAMES` pictures at 30 a
#: second, or the plain mid-round clear would say it first.
GATHERED_DEALT_S = 0.5
#: Seconds (frame time) of bare table (:meth:`NextDeal._bare_for_deal`'s run) a resumed
#: log's cards unread since the resume need to count for a table gathered while the
#: companion was off (:meth:`NextDeal._cleared_mid_round`), more than a live table's
#: :data:`GATHER_RUN_S`: a camera that reads nothing for a second or two as the resume
#: starts (a hand or an arm over the table, its exposure settling) is no gathered table
#: (review of resume48: 1.6 s unread said "The table was cleared, but round 5 is not
#: over" of a table never gathered). A gathered table stays bare till the hand is given.
FROM_LOG_BARE_S = 2.5
